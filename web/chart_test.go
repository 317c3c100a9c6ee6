//go:build !js

package web

import (
	"image"

	"fyne.io/fyne/v2/canvas"

	"github.com/jasstafel/jasstafel/ui/statistics"
)

// chartIsDrawn opens the chart of the game on screen and checks that it draws in the browser,
// whose build of the app leaves out plot's own fonts (internal/webbuild) and gives the charts
// Fyne's text font: the chart's picture is about as inked as the shadow's, which draws it with
// plot's Liberation Sans. It goes back to the game.
func (p *player) chartIsDrawn() {
	t := p.t
	t.Helper()
	p.tapIcon(statistics.ChartIcon)
	p.settle()
	p.save("chart")
	shot := p.picture()
	mirror := p.shadow.w.Canvas().Capture()
	checked := 0
	for _, d := range p.shadow.objects() {
		img, ok := d.o.(*canvas.Image)
		if !ok || d.o.Size().Width < 200 || d.o.Size().Height < 150 {
			continue
		}
		sz := d.o.Size()
		area := image.Rect(int(d.at.X), int(d.at.Y), int(d.at.X+sz.Width), int(d.at.Y+sz.Height))
		if !area.In(shot.Bounds()) {
			continue
		}
		checked++
		rgba := image.NewRGBA(mirror.Bounds())
		for y := area.Min.Y; y < area.Max.Y; y++ {
			for x := area.Min.X; x < area.Max.X; x++ {
				rgba.Set(x, y, mirror.At(x, y))
			}
		}
		got, want := ink(shot, area), ink(rgba, area)
		t.Logf("the chart (%v, %T): %.1f%% ink in the browser, %.1f%% in the shadow", area, img, 100*got, 100*want)
		if got < want/2 {
			t.Errorf("the chart is drawn with %.1f%% ink in the browser, %.1f%% in the shadow", 100*got, 100*want)
		}
	}
	if checked == 0 {
		t.Fatal("the shadow shows no chart")
	}
	p.tap("Back")
}
