//go:build cgo || js

package main

import (
	"fyne.io/fyne/v2/theme"

	"github.com/jasstafel/jasstafel/assets/webfont"
	"github.com/jasstafel/jasstafel/charts"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// useWebFont hands the web font to everything that draws with it: the theme and the board's
// lettering (kit.UseWebFont), and the charts, which draw a chart whose letters neither their
// font nor the system's has with a font made of them from Fyne's text font and this one.
func useWebFont(data []byte) {
	kit.UseWebFont(data)
	charts.UseFonts(webfont.Maker(theme.DefaultTextFont().Content(), data))
}

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
