// Package localeenv gives the process a language before Fyne looks for one. On machines whose
// locale is "C" or "POSIX" (servers, CI, containers) Fyne's translation package logs a parse error
// while it initialises, on every command, even `jasstafel check`. Imported by main, this package
// is initialised first — packages are initialised in import-path order when they do not depend
// on each other, and its path sorts before the locale library Fyne uses — and replaces such a
// value with English.
package localeenv

import "os"

// vars are the variables that name the language, strongest first (gettext's order).
var vars = []string{"LC_ALL", "LC_MESSAGES", "LANG"}

func init() { Fix() }

// Fix replaces a language-less locale ("C", "POSIX", "C.UTF-8") with English; a real language is
// left alone. It reports whether it changed anything.
func Fix() bool {
	for _, v := range vars {
		val := os.Getenv(v)
		if val == "" {
			continue
		}
		if val == "C" || val == "POSIX" || len(val) > 2 && val[:2] == "C." {
			os.Setenv(v, "en_US.UTF-8")
			return true
		}
		return false
	}
	return false
}
