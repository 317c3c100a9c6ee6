package ui

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/statistics"
)

// The app's own header icons are drawn in the theme's chalk, as Fyne's are: Fyne colours only
// the fills of an SVG icon, and the Chart and Show on phones icons, drawn with strokes, stood
// black on the dark buttons.
func TestTheAppsOwnIconsTakeTheThemesColour(t *testing.T) {
	svc := fakestore.New()
	id := createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 1)
	u := newUIOn(t, nil, svc, fyne.NewSize(412, 915))
	u.ShowHome()
	relayout(u)
	check := func(what string, b *widget.Button) {
		t.Helper()
		img := u.win.Canvas().Capture()
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
		scale := float32(img.Bounds().Dx()) / u.win.Canvas().Size().Width
		r := image.Rect(int(pos.X*scale), int(pos.Y*scale), int((pos.X+b.Size().Width)*scale), int((pos.Y+b.Size().Height)*scale))
		black, chalk := 0, 0
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				cr, cg, cb, _ := img.At(x, y).RGBA()
				switch {
				case max(cr, cg, cb)>>8 < 0x18:
					black++
				case min(cr, cg, cb)>>8 > 0xc0:
					chalk++
				}
			}
		}
		if black > 0 || chalk < 20 {
			t.Errorf("%s: %d black pixels and %d of chalk in its button", what, black, chalk)
		}
	}
	check("Show on phones", shareHeaderButton(t, u))
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	relayout(u)
	check("Chart", button(t, u, "", statistics.ChartIcon))
}
