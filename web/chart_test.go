//go:build !js

package web

import (
	"image"
	"testing"

	"fyne.io/fyne/v2/canvas"

	"github.com/jasstafel/jasstafel/ui/kit"
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

// A Korean chart draws its words in the browser, which has no CJK font: the charts draw all of a
// chart's texts with one font, and in Korean they drew no title, no axis label and no target
// until the app handed them a maker of fonts of their letters (charts.UseFonts). The strip of
// the chart where its title stands is about as inked in the browser as in the shadow, which
// draws it with the system's CJK font.
func TestAKoreanChartDrawsItsWordsInTheBrowser(t *testing.T) {
	p, s, _ := newPlayer(t)
	t.Cleanup(func() {
		if err := kit.UseLanguage("en"); err != nil { // the shadow's, in this process
			t.Error(err)
		}
	})
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
	shot := p.picture()
	mirror := p.shadow.w.Canvas().Capture()
	checked := 0
	for _, d := range p.shadow.objects() {
		if _, ok := d.o.(*canvas.Image); !ok || d.o.Size().Width < 200 || d.o.Size().Height < 150 {
			continue
		}
		sz := d.o.Size()
		// The title's strip: the middle of the chart's top, above the plot; the legend and the
		// axis' labels lie to the left and below.
		strip := image.Rect(int(d.at.X+sz.Width*0.3), int(d.at.Y), int(d.at.X+sz.Width*0.7), int(d.at.Y+sz.Height*0.07))
		if !strip.In(shot.Bounds()) {
			continue
		}
		checked++
		rgba := image.NewRGBA(mirror.Bounds())
		for y := strip.Min.Y; y < strip.Max.Y; y++ {
			for x := strip.Min.X; x < strip.Max.X; x++ {
				rgba.Set(x, y, mirror.At(x, y))
			}
		}
		got, want := ink(shot, strip), ink(rgba, strip)
		t.Logf("the Korean chart's title strip %v: %.1f%% ink in the browser, %.1f%% in the shadow", strip, 100*got, 100*want)
		if want == 0 || got < want/3 {
			t.Errorf("the Korean chart's title is drawn with %.1f%% ink in the browser, %.1f%% in the shadow", 100*got, 100*want)
		}
	}
	if checked == 0 {
		t.Fatal("the shadow shows no chart")
	}
}
