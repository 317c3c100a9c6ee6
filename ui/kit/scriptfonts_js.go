//go:build js

package kit

import (
	"sync"
	"syscall/js"
	"time"
	_ "unsafe" // for go:linkname

	"fyne.io/fyne/v2"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/fontscan"

	"github.com/jasstafel/jasstafel/assets/webfont"
)

// The browser gives Fyne no system fonts, and the web font leaves out the scripts that need their
// fonts' shaping tables (Thai, Arabic, Hebrew, the Indic scripts…: assets/webfont.ScriptFonts).
// The page serves each script's font as a file of its own, and the app fetches one only when a
// text it draws has a letter of that script: Fyne's painter looks a letter none of its fonts has
// up in a font map of the system's fonts (fontscan), which the web app fills with the script
// fonts it has fetched. The map tells its logger of every letter it has no font for; that is
// when the app asks the page for the font of the letter's script. Once it has come, the theme
// is applied again and every text is measured and drawn anew, shaped by the font's tables.
// The Chinese characters the web font leaves out have a font of their own, fetched the same
// way (as the font of Hani) once the web font has come and lacks one. Fyne's colour emoji font,
// which the web app is built without (emoji_js.go), is fetched the same way, as the font of
// emoji (webfont.EmojiScript) for the characters the page says only it has, and made Fyne's
// emoji font once it has come.

// fyneFontMap, fyneFontMapRead and fyneFontMapLock are the font map of Fyne's painter, whether it
// has been read, and the lock it is used under (fyne.io/fyne/v2/internal/painter/font.go). Fyne
// reads the system's fonts into it once, when a text first has a letter its own fonts lack; a
// browser has none, and the map stayed nil. Fyne has no setter for it: the types given here are
// those it declares.
//
//go:linkname fyneFontMap fyne.io/fyne/v2/internal/painter.fm
var fyneFontMap *fontscan.FontMap

//go:linkname fyneFontMapRead fyne.io/fyne/v2/internal/painter.loaded
var fyneFontMapRead bool

//go:linkname fyneFontMapLock fyne.io/fyne/v2/internal/painter.fontScanLock
var fyneFontMapLock sync.Mutex

// scriptFonts are the script fonts the page offers and those the app has fetched.
var scriptFonts = &scriptFontSource{offers: pageScriptFonts, emojiRunes: pageEmojiRunes, waits: beforeWebFont, fetch: fetchScriptFont, take: useScriptFont, now: time.Now, retry: 10 * time.Second}

// beforeWebFont: the font of the rare Chinese characters is asked for only once the web font,
// which has the common ones, has come, so that a kanji typed before it does not fetch 2 MB.
func beforeWebFont(code string) bool { return code == webfont.RareHanScript && webFont.Load() == nil }

// Fyne's font map is set before Fyne reads it, empty: it then answers every letter its fonts lack
// with no font, as the nil map did, and tells missingLetters.
func init() {
	fyneFontMapLock.Lock()
	defer fyneFontMapLock.Unlock()
	fyneFontMap = fontscan.NewFontMap(missingLetters{})
	fyneFontMapRead = true
}

// missingLetters is the font map's logger. The map says, for a letter none of its fonts has
// (called by Fyne with the map's lock held), "No font matched for … and rune U+0E2A (ส) …"
// with the letter as an argument: the app asks for the font of its script.
type missingLetters struct{}

func (missingLetters) Printf(_ string, args ...any) {
	for _, a := range args {
		if r, ok := a.(rune); ok {
			scriptFontComing(r)
			return
		}
	}
}

// pageScriptFonts are the scripts the page has a font for (jasstafelScriptFonts), by code.
func pageScriptFonts() map[string]bool {
	offered := map[string]bool{}
	if m := js.Global().Get("jasstafelScriptFonts"); m.Type() == js.TypeObject {
		keys := js.Global().Get("Object").Call("keys", m)
		for i := range keys.Length() {
			offered[keys.Index(i).String()] = true
		}
	}
	return offered
}

// pageEmojiRunes are the characters only the emoji font draws (jasstafelEmojiRunes: first, last,
// first, last…), as ranges; nil when the page names none.
func pageEmojiRunes() [][2]rune {
	flat := js.Global().Get("jasstafelEmojiRunes")
	if flat.Type() != js.TypeObject {
		return nil
	}
	ranges := make([][2]rune, flat.Length()/2)
	for i := range ranges {
		ranges[i] = [2]rune{rune(flat.Index(2 * i).Int()), rune(flat.Index(2*i + 1).Int())}
	}
	return ranges
}

// fetchScriptFont asks the page for the font of the script code (assets/webfont.FetchedScript)
// and hands its bytes to done, or nil when the page cannot give it.
func fetchScriptFont(code string, done func([]byte)) {
	if f := <-webfont.FetchedScript(code); f != nil {
		done(f.Bytes())
		return
	}
	done(nil)
}

// useScriptFont adds a script font to Fyne's font map and the board's lettering, or makes the
// emoji font Fyne's (data, UseEmojiFont), and applies the theme again, so that every text is
// measured and drawn anew with it.
func useScriptFont(code string, face *font.Face, data []byte) {
	if code != webfont.EmojiScript {
		fyneFontMapLock.Lock()
		fyneFontMap.AddFace(face, fontscan.Location{File: "script:" + code}, font.Description{Family: "Jasstafel " + code})
		fyneFontMapLock.Unlock()
		lettering.reload()
	}
	fyne.Do(func() {
		if code == webfont.EmojiScript {
			UseEmojiFont(data)
		}
		a := fyne.CurrentApp()
		if a == nil {
			return
		}
		for _, w := range a.Driver().AllWindows() {
			ReapplyTheme(a, w)
		}
	})
}
