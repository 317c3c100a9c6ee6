//go:build cgo || js

package main

import "github.com/jasstafel/jasstafel/ui/kit"

// languageNeedsFont reports whether the language code is written in a script only the web font
// draws among the app's fonts (Korean, Japanese): the web app waits for that font before its
// first screen, the window app takes it for its screens (kit.UseWebFont).
func languageNeedsFont(code string) bool { return kit.NeedsWebFont(languageName(code)) }

// languageName is the name of the language code in its own script ("한국어"), or code.
func languageName(code string) string {
	for _, l := range kit.Languages {
		if l.Code == code {
			return l.Name
		}
	}
	return code
}
