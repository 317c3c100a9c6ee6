package kit

import (
	"bytes"
	"image"
	"image/draw"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/di"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/language"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/math/fixed"
)

// The Cyrillic і and ј keep their dot in every style of the theme's text: shaped as Fyne shapes
// a Ukrainian text, each draws the same outline as its dotted letter (the fonts Fyne 2.7.1 ships
// swapped them for dotless forms, "Гравцı").
func TestCyrillicSoftDotsKeepTheirDot(t *testing.T) {
	NewTheme()
	styles := map[string]fyne.Resource{"regular": theme.DefaultTextFont(), "bold": theme.DefaultTextBoldFont(),
		"italic": theme.DefaultTextItalicFont(), "bold italic": theme.DefaultTextBoldItalicFont()}
	for name, res := range styles {
		face, err := font.ParseTTF(bytes.NewReader(res.Content()))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, r := range []rune{'і', 'ј'} {
			text := []rune("ц" + string(r))
			out := (&shaping.HarfbuzzShaper{}).Shape(shaping.Input{Text: text, RunEnd: len(text), Direction: di.DirectionLTR,
				Face: face, Size: fixed.I(16), Script: language.Cyrillic, Language: language.NewLanguage("uk")})
			nominal, _ := face.NominalGlyph(r)
			drawn, ok := face.GlyphData(out.Glyphs[1].GlyphID).(font.GlyphOutline)
			want, _ := face.GlyphData(nominal).(font.GlyphOutline)
			if !ok || len(drawn.Segments) != len(want.Segments) || len(want.Segments) == 0 {
				t.Errorf("%s %q draws glyph %d %q with %d segments, its letter has %d", name, r, out.Glyphs[1].GlyphID,
					face.GlyphName(out.Glyphs[1].GlyphID), len(drawn.Segments), len(want.Segments))
				continue
			}
			for i := range want.Segments {
				if drawn.Segments[i] != want.Segments[i] {
					t.Errorf("%s %q: segment %d differs from its letter's", name, r, i)
					break
				}
			}
		}
	}
}

// Drawn on a screen, the Ukrainian і is the Latin i, dot and all, in the usual and the bold text.
func TestUkrainianIDrawsLikeTheLatinI(t *testing.T) {
	// The app's theme, made at its start, mends the fonts; the test must not count on another
	// test having made it first (run alone it did not).
	NewTheme()
	for _, style := range []fyne.TextStyle{{}, {Bold: true}} {
		cyrillic, latin := drawText(t, "і", style), drawText(t, "i", style)
		if !bytes.Equal(cyrillic.Pix, latin.Pix) {
			t.Errorf("bold=%v: the Ukrainian і and the Latin i are drawn differently", style.Bold)
		}
	}
}

// drawText draws text in the theme's text colour and size on a picture, at four pixels a unit:
// the dot of an i is some ten pixels across. (The print picture's scale drew one letter on
// thousands of pixels, 15 s under the race detector.)
func drawText(t *testing.T, text string, style fyne.TextStyle) *image.NRGBA {
	t.Helper()
	c := canvas.NewText(text, ColChalk)
	c.TextStyle = style
	c.TextSize = 32
	img := renderAt(c, c.MinSize(), 4)
	out := image.NewNRGBA(img.Bounds())
	draw.Draw(out, out.Bounds(), img, img.Bounds().Min, draw.Src)
	return out
}

// BenchmarkSoftDots: mending one of Fyne's text fonts (a copy of its 500 KB and a walk of its
// glyph names), which the start of the app does for four.
func BenchmarkSoftDots(b *testing.B) {
	data := theme.DefaultTextBoldFont().Content()
	for b.Loop() {
		if _, ok := withSoftDots(data); !ok {
			b.Fatal("not mended")
		}
	}
}
