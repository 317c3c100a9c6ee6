package charts

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	vgdraw "gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

var keep = flag.String("keep", "", "write the rendered test charts into this folder, to look at them")

func keepImage(t *testing.T, name string, img image.Image) {
	if *keep == "" {
		return
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*keep, name), b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// chalk is a chalkboard theme like the app's.
var chalk = Theme{
	Background: color.NRGBA{R: 0x2b, G: 0x36, B: 0x31, A: 0xff},
	Ink:        color.NRGBA{R: 0xf1, G: 0xee, B: 0xe2, A: 0xff},
	Grid:       color.NRGBA{R: 0xf1, G: 0xee, B: 0xe2, A: 0x30},
	Sides:      []color.Color{color.NRGBA{R: 0x9c, G: 0xd0, B: 0xf0, A: 0xff}, color.NRGBA{R: 0xf0, G: 0x8c, B: 0x7c, A: 0xff}},
	Target:     color.NRGBA{R: 0xf1, G: 0xee, B: 0xe2, A: 0x90},
	Marker:     color.NRGBA{R: 0xf5, G: 0xd7, B: 0x6e, A: 0xff},
}

func TestImageHasTheRequestedSizeAndTheTheme(t *testing.T) {
	for _, src := range []string{schieberRace, coiffeurTeams, differenzlerEvening} {
		g, rep := decode(t, src)
		c, err := New(g, rep, chalk, english)
		if err != nil {
			t.Fatal(err)
		}
		img, err := c.Image(640, 400, 0)
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != 640 || b.Dy() != 400 {
			t.Errorf("%s: image %v, want 640×400", g.Mode, b)
		}
		if !sameColor(img.At(1, 1), chalk.Background) {
			t.Errorf("%s: corner %v, want the theme's background %v", g.Mode, img.At(1, 1), chalk.Background)
		}
		if n := count(img, chalk.Sides[0]); n < 50 {
			t.Errorf("%s: %d pixels of the first side's colour; its line is missing", g.Mode, n)
		}
		keepImage(t, string(g.Mode)+".png", img)
	}
	if _, err := (&Chart{}).Image(0, 10, 0); err == nil {
		t.Error("a chart of width 0 was drawn")
	}
}

func TestWritePNGAtPrintResolution(t *testing.T) {
	g, rep := decode(t, schieberRace)
	c, err := New(g, rep, PaperTheme(), english)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := c.WritePNG(&b, A5Landscape); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&b)
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	// A5 is 210 × 148 mm: at 300 dpi 2480 × 1748 pixels.
	if got := img.Bounds().Size(); got != image.Pt(2480, 1748) {
		t.Errorf("A5 landscape at 300 dpi is %v pixels, want 2480×1748", got)
	}
}

// TestJapaneseLabelsDraw draws the chart's text in Japanese with the face the chart picks: two
// different kanji must give two different, inked images. A font without them would draw the
// same empty box for both.
func TestJapaneseLabelsDraw(t *testing.T) {
	ja := map[string]string{"chart.title.schieber": "点数の競争", "chart.axis.deal": "配り", "chart.axis.points": "点"}
	g, rep := decode(t, schieberRace)
	c, err := New(g, rep, chalk, func(k, f string) string {
		if s, ok := ja[k]; ok {
			return s
		}
		return f
	})
	if err != nil {
		t.Fatal(err)
	}
	face := faceFor(c.texts())
	if !covers(face.Face, c.texts()) {
		t.Fatalf("no font on this system draws %q (install fonts-noto-cjk: scripts/deps.sh)", c.texts())
	}
	if face.Font.Typeface == "Liberation" {
		t.Errorf("Liberation was picked for Japanese text")
	}
	a, b := drawWord(face, "点"), drawWord(face, "数")
	if count(a, color.Black) == 0 || count(b, color.Black) == 0 {
		t.Fatal("a kanji drew no ink")
	}
	if bytes.Equal(a.Pix, b.Pix) {
		t.Error("点 and 数 drew the same picture: the font has no glyphs for them")
	}
	// The same test sees the missing glyphs of Liberation.
	lib := latinFace()
	if bytes.Equal(drawWord(lib, "A").Pix, drawWord(lib, "B").Pix) || !bytes.Equal(drawWord(lib, "点").Pix, drawWord(lib, "数").Pix) {
		t.Error("the glyph test cannot tell a font with the letters from one without")
	}
	img, err := c.Image(800, 500, 0)
	if err != nil {
		t.Fatal(err)
	}
	keepImage(t, "schieber-ja.png", img)
}

// A device with no system fonts for a chart's text (a browser) draws it with the font the maker
// handed over makes of its letters (assets/webfont.Maker, tested there; here a maker that gives
// the web font whole): Korean labels and Ge'ez names, each letter inked and told from the others.
func TestAChartWithoutSystemFontsTakesTheMadeFont(t *testing.T) {
	web, err := os.ReadFile("../assets/webfont/JasstafelWeb.ttf")
	if err != nil {
		t.Fatal(err)
	}
	texts := []string{"시트 진행", "배분", "점수", "김민준 ተስፋይ"}
	if _, ok := madeFace(texts); ok {
		t.Fatal("a font was made with no maker handed over")
	}
	var asked []rune
	UseFonts(func(need func(rune) bool) ([]byte, error) {
		for _, r := range "시트진행ተA" {
			if need(r) {
				asked = append(asked, r)
			}
		}
		return web, nil
	})
	t.Cleanup(func() { UseFonts(nil) })
	face, ok := madeFace(texts)
	if !ok || !covers(face.Face, texts) {
		t.Fatalf("no font made for %q", texts)
	}
	if string(asked) != "시트진행ተ" {
		t.Errorf("the maker was asked for %q of 시트진행ተA", string(asked))
	}
	for _, pair := range [][2]string{{"시", "트"}, {"김", "민"}, {"ተ", "ስ"}} {
		a, b := drawWord(face, pair[0]), drawWord(face, pair[1])
		if count(a, color.Black) == 0 || bytes.Equal(a.Pix, b.Pix) {
			t.Errorf("%s and %s: ink %d, the same picture %v", pair[0], pair[1], count(a, color.Black), bytes.Equal(a.Pix, b.Pix))
		}
	}
	if _, ok := madeFace([]string{"Anna"}); ok {
		t.Error("a font without Latin letters was taken for a Latin text")
	}
	// Ge'ez, which neither Liberation nor the CJK fonts a system has draw: the chart takes the
	// made font.
	if geez := []string{"ሰላም ተስፋይ"}; !covers(faceFor(geez).Face, geez) {
		t.Errorf("a chart of %q is not drawn with the made font", geez)
	}
}

func TestLatinTextKeepsLiberation(t *testing.T) {
	if f := faceFor([]string{"Runde", "Punkte", "Köbi & Fritz", "Бали"}); f.Font.Typeface != "Liberation" {
		t.Errorf("Latin and Cyrillic text drawn with %q, want Liberation", f.Font.Typeface)
	}
	if f := faceFor([]string{"Anna & 민수"}); f.Font.Typeface == "Liberation" || !covers(f.Face, []string{"민수"}) {
		t.Errorf("a Korean player's name drawn with %q", f.Font.Typeface)
	}
}

// drawWord draws s in black on white with face f, 40 points high.
func drawWord(f font.Face, s string) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, 80, 80))
	cv := vgimg.NewWith(vgimg.UseImage(img))
	dc := vgdraw.New(cv)
	st := text.Style{Color: color.Black, Font: font.From(f.Font, 40), Handler: handlerFor(f)}
	dc.FillText(st, vg.Point{X: 5, Y: 20}, s)
	return cv.Image().(*image.RGBA)
}

func sameColor(a, b color.Color) bool {
	r1, g1, b1, _ := a.RGBA()
	r2, g2, b2, _ := b.RGBA()
	return r1>>8 == r2>>8 && g1>>8 == g2>>8 && b1>>8 == b2>>8
}

func count(img image.Image, c color.Color) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if sameColor(img.At(x, y), c) {
				n++
			}
		}
	}
	return n
}

func BenchmarkRender40Deals(b *testing.B) {
	g, rep := decode(b, longSchieber(40))
	c, err := New(g, rep, chalk, english)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("screen 1280x800", func(b *testing.B) {
		for b.Loop() {
			if _, err := c.Image(1280, 800, 0); err != nil {
				b.Fatal(err)
			}
		}
	})
	ja, err := New(g, rep, chalk, func(_, f string) string { return "点数 " + f })
	if err != nil {
		b.Fatal(err)
	}
	b.Run("screen 1280x800 ja", func(b *testing.B) {
		for b.Loop() {
			if _, err := ja.Image(1280, 800, 0); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("print A5 300dpi PNG", func(b *testing.B) {
		var buf bytes.Buffer
		for b.Loop() {
			buf.Reset()
			if err := c.WritePNG(&buf, A5Landscape); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func TestTicksAreWholeAndFew(t *testing.T) {
	for _, c := range []struct {
		hi         float64
		wantLabels []string
	}{
		{3, []string{"0", "1", "2", "3"}},
		{2625, []string{"0", "500", "1000", "1500", "2000", "2500"}},
		{47, []string{"0", "10", "20", "30", "40"}},
	} {
		var got []string
		for _, tk := range (pointTicks{}).Ticks(0, c.hi) {
			got = append(got, tk.Label)
		}
		if !slices.Equal(got, c.wantLabels) {
			t.Errorf("points 0..%v: labels %q, want %q", c.hi, got, c.wantLabels)
		}
	}
	var labels []string
	for _, tk := range (dealTicks{}).Ticks(0, 40) {
		if tk.Label != "" {
			labels = append(labels, tk.Label)
		}
	}
	if want := []string{"0", "5", "10", "15", "20", "25", "30", "35", "40"}; !slices.Equal(labels, want) {
		t.Errorf("deals 0..40: labels %q, want %q", labels, want)
	}
}

// The ring where the game was decided sits on the last deal, at the right end of the plot: it
// is drawn whole, as round as it is tall, and leaves the image's right edge bare, on a screen
// and on paper.
func TestDecidedMarkerIsDrawnWhole(t *testing.T) {
	th := chalk
	th.Marker = color.NRGBA{R: 0xff, G: 0x00, B: 0xff, A: 0xff} // a colour no other part has
	marker := func(c color.Color) bool {
		r, g, b, _ := c.RGBA()
		return r>>8 > g>>8+0x30 && b>>8 > g>>8+0x30
	}
	g, rep := decode(t, schieberRace)
	c, err := New(g, rep, th, english)
	if err != nil {
		t.Fatal(err)
	}
	if c.Data().Decided != c.Data().Deals-1 {
		t.Fatalf("the game should be decided in its last deal: %+v", c.Data())
	}
	for _, size := range []struct{ w, h, dpi int }{{640, 400, 0}, {1280, 676, 115}, {1280, 800, 192}, {2480, 1748, 300}} {
		img, err := c.Image(size.w, size.h, size.dpi)
		if err != nil {
			t.Fatal(err)
		}
		// The right half holds the ring on the plot; the legend's ring is in the left half.
		ink := image.Rectangle{}
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Dx() / 2; x < b.Max.X; x++ {
				if marker(img.At(x, y)) {
					ink = ink.Union(image.Rect(x, y, x+1, y+1))
				}
			}
		}
		if ink.Empty() {
			t.Fatalf("%v: no decided marker drawn", size)
		}
		if at := img.At(b.Max.X-1, b.Dy()/2); !sameColor(at, th.Background) {
			t.Errorf("%v: the margin right of the plot is %v, not the background", size, at)
		}
		if ink.Max.X >= b.Max.X-1 {
			t.Errorf("%v: the marker's ink reaches the image's right edge (ink %v)", size, ink)
		}
		if d := ink.Dx() - ink.Dy(); d < -2 || d > 2 {
			t.Errorf("%v: the ring is %d wide and %d tall: it is cut", size, ink.Dx(), ink.Dy())
		}
		keepImage(t, fmt.Sprintf("decided-%dx%d.png", size.w, size.h), img)
	}
}

// A chart draws its texts letter by letter: a side whose names are in a script that must be
// shaped or runs right to left (Thai with its marks, Arabic, Devanagari) is written in the
// legend by its team's label or its seat, and every other side by its players' names, Greek and
// Cyrillic ones too. The legend's texts are also what the chart's font is chosen for.
func TestSidesTheChartCannotDrawAreNamedByTheirLabel(t *testing.T) {
	for _, c := range []struct {
		src     string
		players []string
		want    []string
	}{
		{schieberRace, []string{"ศักดิ์ชัย", "Ueli", "Sepp", "محمد"}, []string{"A", "B"}},
		{schieberRace, []string{"Σοφία", "Ueli", "Оксана", "Sepp"}, []string{"Σοφία & Оксана", "Ueli & Sepp"}},
		{schieberRace, []string{"Anna", "Beat", "Carla", "अमित"}, []string{"Anna & Carla", "B"}},
		{differenzlerEvening, []string{"Anna", "שרה", "Cla", "Dora"}, []string{"Anna", "Player 2", "Cla", "Dora"}},
	} {
		g, rep := decode(t, c.src)
		g.Players = c.players
		ch, err := New(g, rep, chalk, english)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(ch.legend, c.want) {
			t.Errorf("%q: the legend writes %q, want %q", c.players, ch.legend, c.want)
		}
		for _, w := range c.want {
			if !slices.Contains(ch.texts(), w) {
				t.Errorf("%q: the font is not chosen for %q (%q)", c.players, w, ch.texts())
			}
		}
		if _, err := ch.Image(640, 400, 0); err != nil {
			t.Error(err)
		}
	}
}
