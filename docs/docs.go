// Package docs holds the rulebook the app shows: docs/RULES.md in English and its translations
// (RULES.de.md, RULES.fr.md, RULES.it.md, RULES.ja.md, RULES.ko.md, RULES.uk.md), the same
// sections under the same numbers. The window app and the command line carry them all; the web
// app carries the English one and takes a translation from the page once its players speak that
// language (Add), so that a first visit downloads no rulebook its players do not read.
package docs

import (
	_ "embed"
	"sync"
)

// RulesEN is the rulebook in English.
//
//go:embed RULES.md
var RulesEN string

// English is the English rulebook's file, the one for every language without a rulebook of its
// own.
const English = "RULES.md"

// Translations are the files of the rulebook's translations.
var Translations = []string{"RULES.de.md", "RULES.fr.md", "RULES.it.md", "RULES.ja.md", "RULES.ko.md", "RULES.uk.md"}

var books = struct {
	sync.RWMutex
	byFile map[string]string
}{byFile: map[string]string{English: RulesEN}}

// Rulebook is the rulebook of a file ("RULES.fr.md"), as a language's texts name the one it
// reads; ok is false for one the app does not hold (yet).
func Rulebook(file string) (md string, ok bool) {
	books.RLock()
	defer books.RUnlock()
	md, ok = books.byFile[file]
	return md, ok
}

// Add holds the rulebook of a file from now on.
func Add(file, md string) {
	books.Lock()
	defer books.Unlock()
	books.byFile[file] = md
}

// Held are the rulebooks held, by file.
func Held() map[string]string {
	books.RLock()
	defer books.RUnlock()
	out := make(map[string]string, len(books.byFile))
	for f, md := range books.byFile {
		out[f] = md
	}
	return out
}
