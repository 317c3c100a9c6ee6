package webfont

import (
	"bytes"
	"os"
	"reflect"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"

	"github.com/jasstafel/jasstafel/assets"
)

func parse(t *testing.T, b []byte) *font.Face {
	t.Helper()
	f, err := font.ParseTTF(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// outline is the glyph of r in f as go-text reads it, and its advance.
func outline(t *testing.T, f *font.Face, r rune) ([]font.Segment, float32) {
	t.Helper()
	gid, ok := f.NominalGlyph(r)
	if !ok {
		t.Fatalf("no glyph for %q", r)
	}
	o, ok := f.GlyphData(gid).(font.GlyphOutline)
	if !ok {
		t.Fatalf("the glyph of %q is no outline", r)
	}
	return o.Segments, f.HorizontalAdvance(gid)
}

func sameGlyph(t *testing.T, a, b *font.Face, r rune) bool {
	t.Helper()
	sa, aa := outline(t, a, r)
	sb, ab := outline(t, b, r)
	return aa == ab && reflect.DeepEqual(sa, sb)
}

// A font built from another of the same units keeps its glyphs point for point and its
// advances, and holds the characters skip lets through and no others.
func TestBuildKeepsTheGlyphsItTakes(t *testing.T) {
	suits := parse(t, assets.SuitFont().Content())
	built, err := Build(func(r rune) bool { return r == '♣' }, suits)
	if err != nil {
		t.Fatal(err)
	}
	f := parse(t, built)
	for _, r := range "♠♥♦" {
		if !sameGlyph(t, suits, f, r) {
			t.Errorf("%q is not drawn as in the suit font", r)
		}
	}
	if _, ok := f.NominalGlyph('♣'); ok {
		t.Error("♣, skipped, is in the font")
	}
	if _, ok := f.NominalGlyph('A'); ok {
		t.Error("the font has 'A', which no source has")
	}
}

// The web font in this folder has the suit font's four suits as they are now (run ./gen after
// changing the suit pictures), and building it again from itself changes no glyph: the
// encoding of its glyphs, curves and implied points included, reads back as written.
func TestTheWebFontIsUpToDateAndReadsBack(t *testing.T) {
	data, err := os.ReadFile(FileName)
	if err != nil {
		t.Fatal(err)
	}
	web := parse(t, data)
	suits := parse(t, assets.SuitFont().Content())
	for _, r := range "♠♥♦♣" {
		if !sameGlyph(t, suits, web, r) {
			t.Errorf("%q is not the suit font's: go run ./assets/webfont/gen", r)
		}
	}
	sample := "김민준이서연さくらサクラ山田太郎→♤♧♡"
	again, err := Build(func(r rune) bool {
		for _, s := range sample {
			if s == r {
				return false
			}
		}
		return true
	}, web)
	if err != nil {
		t.Fatal(err)
	}
	f := parse(t, again)
	for _, r := range sample {
		if !sameGlyph(t, web, f, r) {
			t.Errorf("%q changed when built again", r)
		}
	}
}

// The web font has the mark of a place to break (assets.BreakMark) from the suit font, with no
// outline and no width: the shaper draws it in the font of the kana before it, and a font
// without it would have it drawn as a space (go run ./assets/webfont/gen).
func TestWebFontBreakMarkHasNoWidth(t *testing.T) {
	data, err := os.ReadFile(FileName)
	if err != nil {
		t.Fatal(err)
	}
	for name, f := range map[string]*font.Face{"web font": parse(t, data), "suit font": parse(t, assets.SuitFont().Content())} {
		gid, ok := f.NominalGlyph(assets.BreakMark)
		if !ok {
			t.Errorf("the %s has no %U", name, assets.BreakMark)
			continue
		}
		if adv := f.HorizontalAdvance(gid); adv != 0 {
			t.Errorf("the %s's %U is %v units wide", name, assets.BreakMark, adv)
		}
		if o, ok := f.GlyphData(gid).(font.GlyphOutline); ok && len(o.Segments) > 0 {
			t.Errorf("the %s's %U draws %d segments", name, assets.BreakMark, len(o.Segments))
		}
	}
}

// The web font and the suit font, the fonts the app puts first, draw a character no font has as
// a box as wide as Noto Sans's (assets.MissingBox): the web font here too (go run
// ./assets/webfont/gen). Theirs drew nothing and had no width, and a name in such a script
// vanished.
func TestTheAppsFontsDrawABoxForACharacterNoFontHas(t *testing.T) {
	data, err := os.ReadFile(FileName)
	if err != nil {
		t.Fatal(err)
	}
	for name, f := range map[string]*font.Face{"the web font": parse(t, data), "the suit font": parse(t, assets.SuitFont().Content())} {
		o, ok := f.GlyphData(0).(font.GlyphOutline)
		if !ok || len(o.Segments) != 2*(len(assets.MissingBox[0])+1) || f.HorizontalAdvance(0) != assets.MissingAdvance {
			t.Errorf("%s: glyph 0 has %d segments and is %v wide, want the box of %d", name, len(o.Segments), f.HorizontalAdvance(0), assets.MissingAdvance)
			continue
		}
		want := assets.MissingBox[0][0]
		if p := o.Segments[0].Args[0]; p.X != float32(want[0]) || p.Y != float32(want[1]) {
			t.Errorf("%s: the box starts at %v, want %v", name, p, want)
		}
	}
}

// Maker makes a font of exactly the letters asked for, each from the first font given that has
// it: Latin from Fyne's text font, Hangul and Ge'ez from the web font (the charts' font in the
// browser, charts.UseFonts).
func TestMakerMakesAFontOfTheLettersAskedFor(t *testing.T) {
	web, err := os.ReadFile(FileName)
	if err != nil {
		t.Fatal(err)
	}
	text := theme.DefaultTextFont().Content()
	want := "Anna 김민준 ተስፋይ 2500"
	made, err := Maker(text, web)(func(r rune) bool { return strings.ContainsRune(want, r) })
	if err != nil {
		t.Fatal(err)
	}
	f := parse(t, made)
	for _, r := range want {
		if _, ok := f.NominalGlyph(r); !ok {
			t.Errorf("the made font lacks %q", r)
		}
	}
	for _, r := range "B山♠" {
		if _, ok := f.NominalGlyph(r); ok {
			t.Errorf("the made font has %q, which was not asked for", r)
		}
	}
	if !sameGlyph(t, parse(t, text), f, 'A') || !sameGlyph(t, parse(t, web), f, '김') {
		t.Error("a letter is not its source's")
	}
	if _, err := Maker([]byte("no font"))(func(rune) bool { return true }); err == nil {
		t.Error("a maker of data that is no font made one")
	}
}

// The font of the rare Chinese characters holds Chinese characters the web font lacks — those
// of Chinese given names such as 鑫, 堃, 玥 and 珺 among them — and a space as wide as the web
// font's, and nothing the web font has but the space; it has the web font's line, so that a name
// with one of them is as high as any other (go run ./assets/webfont/gen).
func TestTheRareHanFontHoldsWhatTheWebFontLeavesOut(t *testing.T) {
	data, err := os.ReadFile(RareHanFile)
	if err != nil {
		t.Fatal(err)
	}
	webData, err := os.ReadFile(FileName)
	if err != nil {
		t.Fatal(err)
	}
	rare, web := parse(t, data), parse(t, webData)
	n := 0
	for it := rare.Cmap.Iter(); it.Next(); {
		r, _ := it.Char()
		if r == ' ' {
			continue
		}
		n++
		if _, ok := web.NominalGlyph(r); ok || !unicode.Is(unicode.Han, r) {
			t.Errorf("%U (%c) is in the rare font: the web font has it %v, a Chinese character %v", r, r, ok, unicode.Is(unicode.Han, r))
		}
	}
	if n < 15000 {
		t.Errorf("the rare font has %d Chinese characters, want the 19,000 or so the web font leaves out", n)
	}
	for _, r := range "鑫堃玥珺" {
		if _, ok := rare.NominalGlyph(r); !ok {
			t.Errorf("%c, of Chinese given names, is not in the rare font", r)
		}
	}
	ws, _ := web.NominalGlyph(' ')
	rs, ok := rare.NominalGlyph(' ')
	if !ok || rare.HorizontalAdvance(rs)*float32(web.Upem()) != web.HorizontalAdvance(ws)*float32(rare.Upem()) {
		t.Errorf("the rare font's space (there: %v) is not as wide as the web font's", ok)
	}
	got, _ := rare.FontHExtents()
	want, _ := web.FontHExtents()
	if got != want || rare.Upem() != web.Upem() {
		t.Errorf("the rare font's line %v at %d units per em, the web font's %v at %d", got, rare.Upem(), want, web.Upem())
	}
	t.Logf("%d Chinese characters, %d bytes", n, len(data))
}
