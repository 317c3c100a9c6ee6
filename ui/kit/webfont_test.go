package kit

import (
	"bytes"
	"os"
	"testing"

	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"

	"github.com/jasstafel/jasstafel/assets/webfont"
)

// In the browser Fyne has no system fonts: every rune of every translation and of names in
// Hangul, kana, kanji and Cyrillic must come from Fyne's own fonts (text, emoji) or from the
// web font the theme gives there (assets/webfont), and the web font must leave to Fyne's text
// font what that font draws, so that the browser measures Latin and Cyrillic text as the window
// app and the layout tests do.
func TestTheWebFontDrawsWhatTheBrowserHasNoFontFor(t *testing.T) {
	data, err := os.ReadFile("../../assets/webfont/" + webfont.FileName)
	if err != nil {
		t.Fatal(err)
	}
	parse := func(b []byte) *font.Face {
		t.Helper()
		f, err := font.ParseTTF(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	web := parse(data)
	text := parse(theme.DefaultTextFont().Content())
	emoji := parse(theme.DefaultEmojiFont().Content())
	has := func(f *font.Face, r rune) bool { _, ok := f.NominalGlyph(r); return ok }

	runes, from := runesToDraw(t)
	for _, n := range geezNames {
		for _, r := range n {
			runes, from[r] = append(runes, r), "player name "+n
		}
	}
	missing := 0
	for _, r := range runes {
		if !has(text, r) && !has(web, r) && !has(emoji, r) {
			missing++
			if missing <= 20 {
				t.Errorf("in the browser no font draws %q (U+%04X), used in %s", r, r, from[r])
			}
		}
	}
	// The signs the app draws besides its texts: the arrows and suits of its lines, the Coiffeur
	// grid's mark of a column that can no longer catch up (ui/coiffeur/grid.go) and a minus sign.
	for _, r := range "→♤♧♡♠♥♦♣✗−" {
		if !has(text, r) && !has(web, r) {
			t.Errorf("in the browser %q is drawn by no text font", r)
		}
	}
	for _, r := range "AZaz09äöüßéÇЇїЖж€–…" {
		if has(web, r) {
			t.Errorf("the web font draws %q, which Fyne's text font draws: the browser would measure it otherwise", r)
		}
	}
	// The space is the exception: Fyne shapes a space between two Hangul words with the font
	// of the words, and it must be as wide as Fyne's.
	ws, _ := web.NominalGlyph(' ')
	ts, _ := text.NominalGlyph(' ')
	if ws == 0 || web.HorizontalAdvance(ws)/float32(web.Upem()) != text.HorizontalAdvance(ts)/float32(text.Upem()) {
		t.Errorf("the web font has no space as wide as Fyne's text font's")
	}
	if has(web, noGlyph) {
		t.Errorf("the web font claims the noncharacter U+%04X", noGlyph)
	}
}
