//go:build !js

package web

import (
	"image"
	"image/draw"
	"testing"

	"fyne.io/fyne/v2/canvas"

	"github.com/jasstafel/jasstafel/ui/statistics"
)

// chartIsDrawn opens the chart of the game on screen and checks that it draws in the browser,
// whose build of the app leaves out plot's own fonts (internal/webbuild) and gives the charts
// Fyne's text font: the chart's picture is about as inked as the shadow's, which draws it with
// plot's Liberation Sans. It goes back to the game.
func (p *player) chartIsDrawn() {
	p.t.Helper()
	p.tapIcon(statistics.ChartIcon)
	p.settle()
	p.save("chart")
	p.chartInked("the chart", func(r image.Rectangle) image.Rectangle { return r }, 0.5)
	p.tap("Back")
}

// chartInked checks part (of its whole rectangle) of each chart the shadow shows: in the
// browser it is inked at least share as much as in the shadow, and the shadow's is inked.
func (p *player) chartInked(what string, part func(image.Rectangle) image.Rectangle, share float64) {
	t := p.t
	t.Helper()
	shot := p.picture()
	mirror := image.NewRGBA(shot.Bounds())
	draw.Draw(mirror, mirror.Bounds(), p.shadow.w.Canvas().Capture(), image.Point{}, draw.Src)
	checked := 0
	for _, d := range p.shadow.objects() {
		if _, ok := d.o.(*canvas.Image); !ok || d.o.Size().Width < 200 || d.o.Size().Height < 150 {
			continue
		}
		sz := d.o.Size()
		area := part(image.Rect(int(d.at.X), int(d.at.Y), int(d.at.X+sz.Width), int(d.at.Y+sz.Height)))
		if !area.In(shot.Bounds()) {
			continue
		}
		checked++
		got, want := ink(shot, area), ink(mirror, area)
		t.Logf("%s %v: %.1f%% ink in the browser, %.1f%% in the shadow", what, area, 100*got, 100*want)
		if want == 0 || got < want*share {
			t.Errorf("%s is drawn with %.1f%% ink in the browser, %.1f%% in the shadow", what, 100*got, 100*want)
		}
	}
	if checked == 0 {
		t.Fatal("the shadow shows no chart")
	}
}

// A Korean chart draws its words in the browser, which has no CJK font: the charts draw all of a
// chart's texts with one font, and in Korean they drew no title, no axis label and no target
// until the app handed them a maker of fonts of their letters (charts.UseFonts). The strip of
// the chart where its title stands is about as inked in the browser as in the shadow, which
// draws it with the system's CJK font.
func TestAKoreanChartDrawsItsWordsInTheBrowser(t *testing.T) {
	p, s, _ := newPlayer(t)
	speakEnglishAfter(t)
	p.open(s.url)
	p.tap("Settings")
	p.tap("As the system")
	p.tap("한국어")
	p.tap("뒤로")
	p.tap("새 게임")
	for _, name := range []string{"Anna", "민준", "Cla", "서연"} {
		p.tapFirst("이름")
		p.typeText(name)
	}
	p.tap("게임 시작")
	p.tap("스페이드 ×2")
	for _, d := range "100" {
		p.tap(string(d))
	}
	p.tap("기록")
	p.tapIcon(statistics.ChartIcon)
	p.settle()
	p.save("chart-ko")
	// The title's strip: the middle of the chart's top, above the plot; the legend and the axis'
	// labels lie to the left and below.
	p.chartInked("the Korean chart's title", func(r image.Rectangle) image.Rectangle {
		w, h := float64(r.Dx()), float64(r.Dy())
		return image.Rect(r.Min.X+int(w*0.3), r.Min.Y, r.Min.X+int(w*0.7), r.Min.Y+int(h*0.07))
	}, 1.0/3)
}
