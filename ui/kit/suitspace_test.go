package kit

import (
	"bytes"
	"fmt"
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"
)

// spaceTestEm is a text size at which a suit sign (0.9 em) and a space of the text font
// (0.26 em) are whole pixels wide, so that text cut in two pieces draws exactly as in one.
const spaceTestEm = 50

// drawTexts paints the texts, each at its x, on one canvas of the given size with the app's
// theme, as Fyne's software painter draws a label.
func drawTexts(style fyne.TextStyle, size fyne.Size, texts []string, xs []float32) image.Image {
	objs := make([]fyne.CanvasObject, len(texts))
	for i, s := range texts {
		txt := canvas.NewText(s, ColChalk)
		txt.TextSize = spaceTestEm
		txt.TextStyle = style
		txt.Move(fyne.NewPos(xs[i], 0))
		txt.Resize(txt.MinSize())
		objs[i] = txt
	}
	c := software.NewCanvas()
	c.SetPadded(false)
	c.SetContent(container.NewWithoutLayout(objs...))
	c.Resize(size)
	return c.Capture()
}

// textSpace is how wide, in Fyne units at spaceTestEm, Fyne's own text font of the style draws
// a space: the measure a space after a suit must keep, taken from outside the theme.
func textSpace(t *testing.T, style fyne.TextStyle) float32 {
	t.Helper()
	res := theme.DefaultTextFont()
	switch {
	case style.Bold && style.Italic:
		res = theme.DefaultTextBoldItalicFont()
	case style.Bold:
		res = theme.DefaultTextBoldFont()
	case style.Italic:
		res = theme.DefaultTextItalicFont()
	}
	f, err := font.ParseTTF(bytes.NewReader(res.Content()))
	if err != nil {
		t.Fatalf("%s: %v", res.Name(), err)
	}
	g, _ := f.NominalGlyph(' ')
	return f.HorizontalAdvance(g) * spaceTestEm / float32(f.Upem())
}

// A suit sign followed by a space and a word, as in the bold title "Analysis · ♣ Clubs", draws
// as the sign and, a text font's space further, the word: the space the shaper keeps with the
// sign's font draws nothing and is as wide as the text font's, in every weight and slant.
func TestSpaceAfterASuitDrawsAsASpace(t *testing.T) {
	a := test.NewTempApp(t)
	UseTheme(a)
	const word = "Clubs"
	for _, style := range []fyne.TextStyle{{}, {Bold: true}, {Italic: true}, {Bold: true, Italic: true}} {
		space := textSpace(t, style)
		if space != 13 {
			t.Fatalf("the text font's space is %v wide at %v: the pieces below fall between pixels", space, spaceTestEm)
		}
		for _, sign := range []string{"♠", "♥", "♦", "♣"} {
			for _, sep := range []string{" ", "\u00a0"} { // and the space that does not break
				whole := sign + sep + word
				name := fmt.Sprintf("%q %+v", whole, style)
				signW := fyne.MeasureText(sign, spaceTestEm, style).Width
				size := fyne.MeasureText(whole, spaceTestEm, style)
				if want := signW + space + fyne.MeasureText(word, spaceTestEm, style).Width; size.Width != want {
					t.Errorf("%s is %v wide, the sign, a space and the word %v", name, size.Width, want)
				}
				size = size.Add(fyne.NewSize(spaceTestEm, 0))
				one := drawTexts(style, size, []string{whole}, []float32{0})
				apart := drawTexts(style, size, []string{sign, word}, []float32{0, signW + space})
				if n := pixelsApart(one, apart); n > 0 {
					t.Errorf("%s is not drawn as %q and, a space apart, %q: %d pixels differ", name, sign, word, n)
				}
			}
		}
	}
}

// pixelsApart counts the pixels of two pictures of one size that differ by more than the
// rounding of antialiased edges drawn at another offset.
func pixelsApart(a, b image.Image) int {
	const tolerance = 8 << 8
	n := 0
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			if absDiff(r1, r2) > tolerance || absDiff(g1, g2) > tolerance || absDiff(b1, b2) > tolerance || absDiff(a1, a2) > tolerance {
				n++
			}
		}
	}
	return n
}
