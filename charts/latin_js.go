//go:build js

package charts

import (
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font/opentype"
	"gonum.org/v1/plot/font"
)

// latinFace is, in the browser, Fyne's own text font (Noto Sans), which the app carries anyway
// and which draws Latin and Cyrillic: the web app is built without plot's Liberation fonts
// (internal/webbuild), 4.4 MB of the wasm.
func latinFace() font.Face {
	loadLatin.Do(func() {
		f, err := opentype.Parse(theme.DefaultTextFont().Content())
		if err != nil {
			panic("charts: Fyne's text font: " + err.Error()) // embedded in Fyne: cannot fail
		}
		latin = font.Face{Font: font.Font{Typeface: "Noto Sans"}, Face: f}
	})
	return latin
}
