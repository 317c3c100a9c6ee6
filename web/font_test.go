//go:build !js

package web

import (
	"image"
	"image/color"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	"github.com/chromedp/chromedp"

	"github.com/jasstafel/jasstafel/internal/wasmbrowser"
)

// field is where the shadow shows the text field that holds text, less its border.
func (s *shadow) field(text string) image.Rectangle {
	s.t.Helper()
	for _, p := range s.objects() {
		var got string
		switch e := p.o.(type) {
		case *widget.Entry:
			got = e.Text
		case *widget.SelectEntry:
			got = e.Text
		}
		if got == text {
			sz := p.o.Size()
			return image.Rect(int(p.at.X)+4, int(p.at.Y)+4, int(p.at.X+sz.Width)-4, int(p.at.Y+sz.Height)-4)
		}
	}
	s.t.Fatalf("the shadow shows no field with %q", text)
	return image.Rectangle{}
}

// differ is the share of the pixels drawn in either of two areas of one size, in one picture,
// that differ between them: 0 when the two show the same; the field's own colour, the most
// common one, is not counted as drawn.
func differ(img *image.RGBA, a, b image.Rectangle) float64 {
	count := map[color.RGBA]int{}
	var ground color.RGBA
	for y := a.Min.Y; y < a.Max.Y; y++ {
		for x := a.Min.X; x < a.Max.X; x++ {
			c := img.RGBAAt(x, y)
			count[c]++
			if count[c] > count[ground] {
				ground = c
			}
		}
	}
	drawn, d := 0, 0
	for y := 0; y < min(a.Dy(), b.Dy()); y++ {
		for x := 0; x < min(a.Dx(), b.Dx()); x++ {
			ca, cb := img.RGBAAt(a.Min.X+x, a.Min.Y+y), img.RGBAAt(b.Min.X+x, b.Min.Y+y)
			if ca == ground && cb == ground {
				continue
			}
			drawn++
			if ca != cb {
				d++
			}
		}
	}
	if drawn == 0 {
		return 0
	}
	return float64(d) / float64(drawn)
}

// Names in Hangul, kanji and kana draw in the browser, which gives Fyne no system fonts: each
// pair of names typed into two fields of the new-game form has the same number of characters,
// one name the same character again and again, the other different ones. A character with no
// font is drawn as one and the same mark (or not at all), so the two fields would look alike;
// with the web font (assets/webfont) they differ.
func TestNamesInEveryScriptDrawInTheBrowser(t *testing.T) {
	wasmbrowser.Browser(t, "the web app's tests")
	s := serveSite(t)
	ctx, out := openBrowser(t, filepath.Join(t.TempDir(), "profile"), 1280, 800)
	p := &player{t: t, ctx: ctx, shadow: newShadow(t, fyne.NewSize(1280, 800)), shots: os.Getenv("JASSTAFEL_WEB_SCREENSHOTS")}
	if err := chromedp.Do(p.ctx, chromedp.Navigate(s.url)); err != nil {
		t.Fatal(err)
	}
	p.settle()
	p.dismissMemoryNotice(out)
	p.tap("New game")
	pairs := [][2]string{{"김김김", "김민준"}, {"山山山山山", "山田さくら"}}
	for _, pair := range pairs {
		for _, name := range pair {
			p.tapFirst("Name")
			p.typeText(name)
		}
	}
	// The text cursor stands in one pair's field while the other pair is compared.
	for i, pair := range pairs {
		other := pairs[1-i][0]
		p.tapPos(p.shadow.where(other, false))
		p.save("names")
		shot := p.picture()
		a, b := p.shadow.field(pair[0]), p.shadow.field(pair[1])
		d := differ(shot, a, b)
		t.Logf("%q and %q: %.1f%% of the pixels drawn in their fields differ", pair[0], pair[1], 100*d)
		if d < 0.2 {
			t.Errorf("%q and %q look alike in the browser (%.1f%% of the pixels drawn differ): their characters are drawn without a font", pair[0], pair[1], 100*d)
		}
	}
}
