package kit

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// near tells whether two colours differ by at most a little in every channel.
func near(a, b color.Color) bool {
	r1, g1, b1, _ := a.RGBA()
	r2, g2, b2, _ := b.RGBA()
	d := func(x, y uint32) bool { return x>>8 <= y>>8+6 && y>>8 <= x>>8+6 }
	return d(r1, r2) && d(g1, g2) && d(b1, b2)
}

// share counts the pixels of img close to c, as a share of all pixels.
func share(img image.Image, c color.Color) float64 {
	b := img.Bounds()
	n, all := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			all++
			if near(img.At(x, y), c) {
				n++
			}
		}
	}
	return float64(n) / float64(all)
}

// A board saved as a picture is drawn anew for print: its long side has the pixels of an A4
// page at 300 dpi, in the shape the board has on screen, with the same wood, slate and chalk.
func TestBoardPictureIsDrawnForPrint(t *testing.T) {
	if raceDetector {
		t.Skip("drawn at print size, a board takes a minute under the race detector; make test draws it without (scripts/unit.sh)")
	}
	onScreen := boardWidget(t, tv19Board(), fyne.NewSize(600, 800))
	data, err := EncodePNG(BoardPicture(onScreen))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the picture is not a PNG: %v", err)
	}
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	if h != PrintLongSide || w < PrintLongSide*600/800-2 || w > PrintLongSide*600/800+2 {
		t.Fatalf("the picture is %d×%d; want %d high and 3:4 like the board on screen", w, h, PrintLongSide)
	}
	if top := img.At(w/2, 10); !near(top, ColWood) {
		t.Errorf("the top edge should be the wooden frame %v, is %v", ColWood, top)
	}
	if s := share(img, ColSlate); s < 0.5 {
		t.Errorf("the slate should fill most of the picture; it is %.0f %%", 100*s)
	}
	if s := share(img, ColChalk); s < 0.005 {
		t.Errorf("the chalk strokes and numbers should show; chalk is %.2f %% of the picture", 100*s)
	}
	// The board on screen is left as it was: the picture is drawn by a twin.
	if onScreen.Size() != fyne.NewSize(600, 800) {
		t.Errorf("drawing the picture resized the board on screen to %v", onScreen.Size())
	}
}

// BenchmarkBoardPicture is the time a board takes to be drawn and encoded for print.
func BenchmarkBoardPicture(b *testing.B) {
	test.NewTempApp(b).Settings().SetTheme(NewTheme())
	onScreen := NewZBoardWidget()
	onScreen.SetGame(tv19Board(), []string{"Anna", "Beat", "Cla", "Dora"}, 3, 0)
	onScreen.Resize(fyne.NewSize(600, 800))
	for b.Loop() {
		if _, err := EncodePNG(BoardPicture(onScreen)); err != nil {
			b.Fatal(err)
		}
	}
}
