package kit

import (
	"bytes"
	"sync"
	"sync/atomic"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"
	ot "github.com/go-text/typesetting/font/opentype"
	"github.com/go-text/typesetting/font/opentype/tables"

	"github.com/jasstafel/jasstafel/assets"
	"github.com/jasstafel/jasstafel/assets/webfont"
)

// webFont is the font of the card suits and of the scripts Fyne's text font lacks (Hangul,
// kana, kanji: assets/webfont), once it is handed over (UseWebFont): in the web app by the
// page, which is the only way the browser gives Fyne a font for them; in the window app from
// the web app the binary carries, which draws them alike on every system and measures Japanese
// an order of magnitude faster than a system's CJK font (docs/BENCHMARKS.md). Until then the
// theme has the suit font, and the window app takes those scripts from the system's fonts.
var webFont atomic.Pointer[fyne.StaticResource]

// themeFont is the font the theme puts before Fyne's text font for text in style s. The web
// font has no bold: the window app leaves bold text to the system's bold fonts for the scripts
// Fyne's text font lacks (headings and buttons, whose texts seldom change, so that measuring
// them slowly costs little), the web app, which has no others, takes the web font for it too.
func themeFont(s fyne.TextStyle) fyne.Resource {
	if f := webFont.Load(); f != nil && (webFontBold || !s.Bold) {
		return f
	}
	return assets.SuitFont()
}

// UseWebFont makes the web font's data the theme's font for the texts measured from now on,
// and the board's lettering's. Text already measured keeps its font until the theme is applied
// again (the app's Settings().SetTheme with the same theme).
func UseWebFont(data []byte) {
	webFont.Store(fyne.NewStaticResource(webfont.FileName, data))
	lettering.reload()
}

var (
	textCmapOnce sync.Once
	textCmap     font.Cmap // nil when Fyne's text font could not be read
)

// NeedsWebFont reports whether any of texts has a character that neither Fyne's text font nor
// the suit font draws: one the browser would draw as "�" without the web font or, for an emoji,
// without the emoji font, which the web app also takes from the page (emoji_js.go). It runs before
// the first screen: only the character map of Fyne's text font is read, and only once a text
// has a character beyond ASCII (a whole parse of the font took tens of milliseconds of the
// start, for a question that English and names in plain Latin letters never ask).
func NeedsWebFont(texts ...string) bool {
	for _, t := range texts {
		for _, r := range t {
			if r < 0x80 || unicode.IsSpace(r) || unicode.IsControl(r) || suitRune(r) {
				continue
			}
			textCmapOnce.Do(func() { textCmap = readCmap(theme.DefaultTextFont().Content()) })
			if textCmap == nil {
				return true
			}
			if _, ok := textCmap.Lookup(r); !ok {
				return true
			}
		}
	}
	return false
}

// Undrawable reports whether text has a character that no font of the app nor of the system
// draws: it would show as a box (assets.MissingBox), so that a name of such letters could not be
// read at the table (a script no font of the system has, in the window app; in the web app one
// whose font the page cannot give, offline before it was ever used). Spaces, controls and
// the invisible format characters (the joiners and variation selectors of emoji) count as drawn.
// In the web app it answers false until the page has handed over the web font, which may have
// the character; an emoji is drawable while the emoji font is on its way or has come.
func Undrawable(text string) bool {
	if !fontsHandedOver() {
		return false
	}
	for _, r := range text {
		// What Fyne's text font draws needs no more: the board's fonts are read (the web font
		// parsed) only for a letter beyond it, not for the first umlaut typed.
		if !NeedsWebFont(string(r)) || unicode.In(r, unicode.Cf, unicode.Variation_Selector) || inOwnFonts(r) {
			continue
		}
		// The web app's font of the letter's script, fetched or on its way (scriptfonts_js.go).
		if scriptFace(r) != nil || scriptFontComing(r) {
			continue
		}
		if letteringFace(r) == nil { // the system's fonts, in the window app
			return true
		}
	}
	return false
}

// ownCmaps are the character maps of the web font and of Fyne's emoji font, read once for each
// font handed over: they answer Undrawable for a Hangul or kanji name without the board's
// fonts, whose first reading (the web font parsed whole) took 40 ms natively, more in the
// browser, on the first letter typed.
var ownCmaps struct {
	sync.Mutex
	web, emoji       fyne.Resource
	webMap, emojiMap font.Cmap
}

// inOwnFonts reports whether the web font or the emoji font has r.
func inOwnFonts(r rune) bool {
	ownCmaps.Lock()
	defer ownCmaps.Unlock()
	has := func(res fyne.Resource, seen *fyne.Resource, m *font.Cmap) bool {
		if res == nil {
			return false
		}
		if *seen != res {
			*seen, *m = res, readCmap(res.Content())
		}
		if *m == nil {
			return false
		}
		_, ok := (*m).Lookup(r)
		return ok
	}
	if w := webFont.Load(); w != nil && has(w, &ownCmaps.web, &ownCmaps.webMap) {
		return true
	}
	return has(theme.DefaultEmojiFont(), &ownCmaps.emoji, &ownCmaps.emojiMap)
}

// readCmap reads the character map of the font data, or nil when it cannot.
func readCmap(data []byte) font.Cmap {
	ld, err := ot.NewLoader(bytes.NewReader(data))
	if err != nil {
		return nil
	}
	// As font.NewFont reads it: the OS/2 table tells how a symbol font's map is laid out.
	raw, _ := ld.RawTable(ot.MustNewTag("OS/2"))
	os2, _, _ := tables.ParseOs2(raw)
	raw, err = ld.RawTable(ot.MustNewTag("cmap"))
	if err != nil {
		return nil
	}
	table, _, err := tables.ParseCmap(raw)
	if err != nil {
		return nil
	}
	cmap, _, err := font.ProcessCmap(table, os2.FontPage())
	if err != nil {
		return nil
	}
	return cmap
}

// suitRune reports whether the suit font draws r.
func suitRune(r rune) bool { return r == '♠' || r == '♥' || r == '♦' || r == '♣' }
