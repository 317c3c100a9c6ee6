//go:build cgo || js

package main

import (
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// The web app and the window app both draw Hangul, kana and kanji with the web font
// (kit.UseWebFont), and both take it before the first screen only when that screen needs it:
// its language, or a player's name, is written in one of those scripts (firstScreenNeedsFont).

// firstScreenNeedsFont reports whether the first screen, in the language code and with the
// players of store (nil: not known), needs the web font.
func firstScreenNeedsFont(code string, store *persistence.Store) bool {
	return kit.NeedsWebFont(languageName(code)) || store != nil && namesNeedFont(store)
}

// languageName is the name of the language code in its own script ("한국어"), or code.
func languageName(code string) string {
	for _, l := range kit.Languages {
		if l.Code == code {
			return l.Name
		}
	}
	return code
}

// namesNeedFont reports whether a player's name in store needs the web font.
func namesNeedFont(store *persistence.Store) bool {
	roster, err := store.Roster()
	if err != nil {
		return true // the first screen may show any name: better late than as boxes
	}
	for _, p := range roster {
		if kit.NeedsWebFont(p.Name) {
			return true
		}
	}
	return false
}
