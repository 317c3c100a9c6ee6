package kit

import (
	"bytes"
	"cmp"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/language"

	"github.com/jasstafel/jasstafel/assets/webfont"
)

// scriptFontSource keeps the fonts of the scripts the web font leaves out (assets/webfont
// .ScriptFonts), of the Chinese characters it leaves out and Fyne's colour emoji font, as the
// web app fetches them from its page: which scripts the page offers, which fonts are on their
// way, which it failed to give and when, and those it gave. The page and what is done with a
// font that has come are given to it, so that its rules are tested without a browser
// (scriptfonts_js.go wires it to the page and to Fyne's painter).
type scriptFontSource struct {
	// offers reads which scripts the page has a font for, by ISO 15924 code ("Thai";
	// webfont.EmojiScript for the emoji font); asked once.
	offers func() map[string]bool
	// emojiRunes reads which characters only the emoji font draws, as ranges from first to last
	// in increasing order; asked once, with offers. Nil when the page names none.
	emojiRunes func() [][2]rune
	// waits reports whether the font of a script is not to be asked for yet: that of the rare
	// Chinese characters while the web font, which has the others, has not come. Nil: none.
	waits func(code string) bool
	// fetch asks the page for the font of a script and calls done with its bytes, or nil when
	// the page could not give it; done may be called on another goroutine.
	fetch func(code string, done func([]byte))
	// take makes a font that has come drawn: added to Fyne's fonts, every text drawn again.
	take func(code string, f *font.Face, data []byte)
	now  func() time.Time
	// retry is how long after a failed fetch the font is asked for again (offline, the font not
	// yet kept by the service worker): not at every letter typed.
	retry time.Duration

	mu      sync.Mutex
	offered map[string]bool // nil until offers has been asked
	emoji   [][2]rune       // what emojiRunes read
	asked   map[string]bool // fetching or fetched
	failed  map[string]time.Time
	faces   []*font.Face // the fonts that came, in that order
}

// face is the font that came that has r, or nil.
func (s *scriptFontSource) face(r rune) *font.Face {
	if s == nil {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, f := range s.faces {
		if _, ok := f.NominalGlyph(r); ok {
			return f
		}
	}
	return nil
}

// coming reports whether r will be drawn by a script font: the page offers the font of its
// script (of emoji, for a character only the emoji font has) and has not failed to give it
// within retry, or r is of no script of its own (an Arabic vowel sign, a joiner) while a font is
// on its way. The first time, it asks for the font.
func (s *scriptFontSource) coming(r rune) bool {
	if s == nil {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	code, own := s.scriptOf(r)
	switch {
	case !own:
		return len(s.asked) > len(s.faces)
	case !s.offered[code]:
		return false
	case s.asked[code]:
		return true
	case s.waits != nil && s.waits(code):
		return true // a font on its way may have it; asked for when it still lacks it
	case s.now().Sub(s.failed[code]) < s.retry:
		return false
	}
	s.asked[code] = true
	go s.fetch(code, func(data []byte) { s.arrived(code, data) })
	return true
}

// scriptOf is the code of the font that would draw r (webfont.EmojiScript for a character only
// the emoji font has), and whether r has a script of its own; mu must be held. The first time,
// it asks the page what it offers.
func (s *scriptFontSource) scriptOf(r rune) (code string, own bool) {
	if s.offered == nil {
		s.offered = s.offers()
		if s.offered == nil {
			s.offered = map[string]bool{}
		}
		s.asked, s.failed = map[string]bool{}, map[string]time.Time{}
		if s.emojiRunes != nil {
			s.emoji = s.emojiRunes()
		}
	}
	if inRanges(s.emoji, r) {
		return webfont.EmojiScript, true
	}
	script := language.LookupScript(r)
	return script.String(), script != language.Inherited && script != language.Common
}

// onlyEmoji reports whether r is a character the page says only the emoji font has.
func (s *scriptFontSource) onlyEmoji(r rune) bool {
	if s == nil {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	code, _ := s.scriptOf(r)
	return code == webfont.EmojiScript
}

// unfetched reports whether r is of a script whose font the page offers but failed to give
// the last time it was asked, and is not asked for again yet: offline, before the font was ever
// kept.
func (s *scriptFontSource) unfetched(r rune) bool {
	if s == nil {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	code, own := s.scriptOf(r)
	_, failed := s.failed[code]
	return own && s.offered[code] && !s.asked[code] && failed
}

// arrived takes the bytes of the font of the script code, or notes that the page could not give
// them.
func (s *scriptFontSource) arrived(code string, data []byte) {
	var f *font.Face
	if data != nil {
		var err error
		if f, err = font.ParseTTF(bytes.NewReader(data)); err != nil {
			fmt.Fprintf(os.Stderr, "jasstafel: the font of the script %s: %v\n", code, err)
		}
	}
	s.mu.Lock()
	if f == nil {
		delete(s.asked, code)
		s.failed[code] = s.now()
		s.mu.Unlock()
		unfetchedWatchers.tell()
		return
	}
	s.faces = append(s.faces, f)
	s.mu.Unlock()
	s.take(code, f, data)
}

// inRanges reports whether r is in one of ranges (first to last, in increasing order).
func inRanges(ranges [][2]rune, r rune) bool {
	i, _ := slices.BinarySearchFunc(ranges, r, func(rg [2]rune, r rune) int { return cmp.Compare(rg[1], r) })
	return i < len(ranges) && ranges[i][0] <= r
}

// scriptFace is the web app's font of r's script that has r, once it has come; nil in the
// window app, which draws those scripts with the system's fonts.
func scriptFace(r rune) *font.Face { return scriptFonts.face(r) }

// unfetchedWatchers are told when the page could not give a font it was asked for: a text that
// was drawable while its font was on its way no longer is (Unfetched).
var unfetchedWatchers watchers

// OnFontUnfetched calls f on Fyne's main loop each time the web app's page could not give a font
// it was asked for, so that a screen that checked a name while the font was on its way checks
// it again; until stop is called (when the screen closes). The window app never calls it.
func OnFontUnfetched(f func()) (stop func()) { return unfetchedWatchers.add(f) }

// watchers are functions to call on Fyne's main loop when something happens.
type watchers struct {
	mu   sync.Mutex
	next int
	fs   map[int]func()
}

// add keeps f until the returned stop is called.
func (w *watchers) add(f func()) (stop func()) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.fs == nil {
		w.fs = map[int]func(){}
	}
	id := w.next
	w.next++
	w.fs[id] = f
	return func() {
		w.mu.Lock()
		defer w.mu.Unlock()
		delete(w.fs, id)
	}
}

// tell calls each function kept, on Fyne's main loop; a function stopped before its turn there
// is not called.
func (w *watchers) tell() {
	w.mu.Lock()
	ids := slices.Collect(maps.Keys(w.fs))
	w.mu.Unlock()
	for _, id := range ids {
		fyne.Do(func() {
			w.mu.Lock()
			f := w.fs[id]
			w.mu.Unlock()
			if f != nil {
				f()
			}
		})
	}
}

// WithoutEmoji is text without what the web font cannot help to draw in an emoji: the
// characters only the emoji font has (as the web app's page names them) and the invisible
// joiners and variation selectors between them. A first screen whose names have only emoji
// beyond Fyne's text font need not wait for the web font. Text as it is in the window app.
func WithoutEmoji(text string) string {
	if scriptFonts == nil {
		return text
	}
	return strings.Map(func(r rune) rune {
		if scriptFonts.onlyEmoji(r) || unicode.In(r, unicode.Cf, unicode.Variation_Selector) {
			return -1
		}
		return r
	}, text)
}

// Unfetched reports whether text has a character whose font the web app's page offers but
// could not give when last asked (the device offline, the font never kept): a name of it
// cannot be drawn now, but can once the device is online. False in the window app.
func Unfetched(text string) bool {
	for _, r := range text {
		if scriptFonts.unfetched(r) {
			return true
		}
	}
	return false
}

// scriptFontComing reports whether the web app's font of r's script has come or is on its way,
// and asks for it (scriptFontSource.coming); false in the window app.
func scriptFontComing(r rune) bool { return scriptFonts.coming(r) }
