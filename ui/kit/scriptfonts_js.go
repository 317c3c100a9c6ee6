//go:build js

package kit

import (
	"bytes"
	"fmt"
	"os"
	"sync"
	"syscall/js"
	"time"
	_ "unsafe" // for go:linkname

	"fyne.io/fyne/v2"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/fontscan"
	"github.com/go-text/typesetting/language"
)

// The browser gives Fyne no system fonts, and the web font leaves out the scripts that need their
// fonts' shaping tables (Thai, Arabic, Hebrew, the Indic scripts…: assets/webfont.ScriptFonts).
// The page serves each script's font as a file of its own, and the app fetches one only when a
// text it draws has a letter of that script: Fyne's painter looks a letter none of its fonts has
// up in a font map of the system's fonts (fontscan), which the web app fills with the script
// fonts it has fetched. The map tells its logger of every letter it has no font for; that is
// when the app asks the page for the font of the letter's script. Once it has come, the theme
// is applied again and every text is measured and drawn anew, shaped by the font's tables.

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

// scriptRetry is how long after a failed fetch the app asks the page for a script's font again
// (offline, the font not yet kept): not at every letter typed.
const scriptRetry = 10 * time.Second

// scriptFonts are the script fonts the page offers and those the app has.
var scriptFonts struct {
	sync.Mutex
	offered map[string]bool // by ISO 15924 code; nil until read from the page
	asked   map[string]bool // fetching or fetched
	failed  map[string]time.Time
	faces   []*font.Face // fetched, in the order they came
}

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

// scriptOf is the ISO 15924 code of r's script ("Thai").
func scriptOf(r rune) string { return language.LookupScript(r).String() }

// scriptFace is the fetched script font that has r, or nil.
func scriptFace(r rune) *font.Face {
	scriptFonts.Lock()
	defer scriptFonts.Unlock()
	for _, f := range scriptFonts.faces {
		if _, ok := f.NominalGlyph(r); ok {
			return f
		}
	}
	return nil
}

// scriptFontComing reports whether r will be drawn by a script font: the page offers the font of
// its script, or of the script of the letters it marks (an Arabic vowel sign, of no script of its
// own, while a font is being fetched), and has not failed to give it in the last scriptRetry.
// It asks the page for the font the first time.
func scriptFontComing(r rune) bool {
	scriptFonts.Lock()
	defer scriptFonts.Unlock()
	if scriptFonts.offered == nil {
		scriptFonts.offered = map[string]bool{}
		scriptFonts.asked = map[string]bool{}
		scriptFonts.failed = map[string]time.Time{}
		if m := js.Global().Get("jasstafelScriptFonts"); m.Type() == js.TypeObject {
			keys := js.Global().Get("Object").Call("keys", m)
			for i := range keys.Length() {
				scriptFonts.offered[keys.Index(i).String()] = true
			}
		}
	}
	code := scriptOf(r)
	switch s := language.LookupScript(r); {
	case s == language.Inherited || s == language.Common:
		return len(scriptFonts.asked) > len(scriptFonts.faces) // one is coming
	case !scriptFonts.offered[code]:
		return false
	case scriptFonts.asked[code]:
		return true
	case time.Since(scriptFonts.failed[code]) < scriptRetry:
		return false
	}
	scriptFonts.asked[code] = true
	go fetchScriptFont(code)
	return true
}

// fetchScriptFont asks the page for the font of the script code, and takes it.
func fetchScriptFont(code string) {
	got := make(chan []byte, 1)
	promise := js.Global().Call("jasstafelScriptFont", code)
	if promise.Type() != js.TypeObject {
		got <- nil
	} else {
		var ok, failed js.Func
		release := func() { ok.Release(); failed.Release() }
		ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
			defer release()
			data := make([]byte, args[0].Get("length").Int())
			js.CopyBytesToGo(data, args[0])
			got <- data
			return nil
		})
		failed = js.FuncOf(func(js.Value, []js.Value) any {
			defer release() // the page has said why
			got <- nil
			return nil
		})
		promise.Call("then", ok, failed)
	}
	data := <-got
	var face *font.Face
	if data != nil {
		var err error
		if face, err = font.ParseTTF(bytes.NewReader(data)); err != nil {
			fmt.Fprintf(os.Stderr, "jasstafel: the font of the script %s: %v\n", code, err)
		}
	}
	if face == nil {
		scriptFonts.Lock()
		delete(scriptFonts.asked, code)
		scriptFonts.failed[code] = time.Now()
		scriptFonts.Unlock()
		return
	}
	useScriptFont(code, face)
}

// useScriptFont adds a script font to Fyne's font map and the board's lettering, and applies the
// theme again, so that every text is measured and drawn anew with it.
func useScriptFont(code string, face *font.Face) {
	fyneFontMapLock.Lock()
	fyneFontMap.AddFace(face, fontscan.Location{File: "script:" + code}, font.Description{Family: "Jasstafel " + code})
	fyneFontMapLock.Unlock()
	scriptFonts.Lock()
	scriptFonts.faces = append(scriptFonts.faces, face)
	scriptFonts.Unlock()
	lettering.reload()
	fyne.Do(func() {
		a := fyne.CurrentApp()
		if a == nil {
			return
		}
		for _, w := range a.Driver().AllWindows() {
			ReapplyTheme(a, w)
		}
	})
}
