//go:build js

package kit

import (
	"bytes"
	"sync"
	"sync/atomic"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"

	"github.com/jasstafel/jasstafel/assets"
	"github.com/jasstafel/jasstafel/assets/webfont"
)

// webFont is the font of the card suits and of every script the browser gives Fyne no font
// for (assets/webfont), once the page has handed it over (UseWebFont); until then the theme
// has the suit font, as in the window app.
var webFont atomic.Pointer[fyne.StaticResource]

// themeFont is the font the theme puts before Fyne's text font.
func themeFont() fyne.Resource {
	if f := webFont.Load(); f != nil {
		return f
	}
	return assets.SuitFont()
}

// UseWebFont makes the web font's data the theme's font for the texts measured from now on,
// and the board's lettering's. Text already measured keeps its font until the theme is applied
// again (the app's Settings().SetTheme with the same theme).
func UseWebFont(data []byte) {
	webFont.Store(fyne.NewStaticResource(webfont.FileName, data))
	lettering.mu.Lock()
	lettering.loaded, lettering.own = false, nil
	lettering.mu.Unlock()
}

var (
	textFaceOnce sync.Once
	textFace     *font.Face
)

// NeedsWebFont reports whether any of texts has a character that neither Fyne's text font nor
// the suit font draws: one the browser would draw as "�" without the web font.
func NeedsWebFont(texts ...string) bool {
	textFaceOnce.Do(func() {
		textFace, _ = font.ParseTTF(bytes.NewReader(theme.DefaultTextFont().Content()))
	})
	for _, t := range texts {
		for _, r := range t {
			if r < 0x80 || unicode.IsSpace(r) || unicode.IsControl(r) || suitRune(r) {
				continue
			}
			if textFace == nil {
				return true
			}
			if _, ok := textFace.NominalGlyph(r); !ok {
				return true
			}
		}
	}
	return false
}

// suitRune reports whether the suit font draws r.
func suitRune(r rune) bool { return r == '♠' || r == '♥' || r == '♦' || r == '♣' }
