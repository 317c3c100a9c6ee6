//go:build !js

package web

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/png"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"github.com/jasstafel/jasstafel/translations"
)

// drag moves a finger from the point at by each of moves in turn (CSS pixels, y down) and lifts
// it, as the touch screen of a tablet reports it.
func (p *player) drag(at fyne.Position, moves ...float64) {
	p.t.Helper()
	err := chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		x, y := float64(at.X), float64(at.Y)
		point := func() []*input.TouchPoint {
			one, id := 1.0, 0.0
			return []*input.TouchPoint{{X: x, Y: y, RadiusX: &one, RadiusY: &one, Force: &one, ID: &id}}
		}
		if _, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{
			Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: point()}); err != nil {
			return err
		}
		for _, dy := range moves {
			y += dy
			if _, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{
				Type: input.DispatchTouchEventTypeTouchMove, TouchPoints: point()}); err != nil {
				return err
			}
		}
		_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{
			Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
		return err
	}))
	if err != nil {
		p.t.Fatal(err)
	}
	p.settle()
}

// picture is the page as the browser draws it, pixel for pixel.
func (p *player) picture() *image.RGBA {
	p.t.Helper()
	shot, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		p.t.Fatal(err)
	}
	out := image.NewRGBA(img.Bounds())
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			out.Set(x, y, img.At(x, y))
		}
	}
	return out
}

// shifted is the share of the pixels of area in b that are those of a shift pixels further
// down: 1 when b shows what a shows, moved up by shift.
func shifted(a, b *image.RGBA, area image.Rectangle, shift int) float64 {
	same, all := 0, 0
	for y := area.Min.Y; y < area.Max.Y; y++ {
		if y+shift < area.Min.Y || y+shift >= area.Max.Y {
			continue
		}
		for x := area.Min.X; x < area.Max.X; x++ {
			all++
			if a.RGBAAt(x, y+shift) == b.RGBAAt(x, y) {
				same++
			}
		}
	}
	if all == 0 {
		return 0
	}
	return float64(same) / float64(all)
}

// scrollArea is where the shadow shows its largest scroll view with more to show than it
// has room for, less the strip on its right
// where a scroll bar may appear and the strips at its top and bottom where a shadow says that
// there is more.
func (s *shadow) scrollArea() image.Rectangle {
	s.t.Helper()
	const edge = 16
	var best image.Rectangle
	for _, p := range s.objects() {
		sc, ok := p.o.(*container.Scroll)
		if !ok || sc.Content == nil || sc.Content.MinSize().Height <= sc.Size().Height {
			continue
		}
		sz := p.o.Size()
		r := image.Rect(int(p.at.X), int(p.at.Y)+edge, int(p.at.X+sz.Width)-30, int(p.at.Y+sz.Height)-edge)
		if r.Dx()*r.Dy() > best.Dx()*best.Dy() {
			best = r
		}
	}
	if best.Empty() {
		s.t.Fatal("the shadow shows no scroll view with more than it has room for")
	}
	return best
}

// dismissMemoryNotice taps away the notice that the games are kept in memory only, when the app
// shows it: the browser sometimes opens it on a loaded machine, when the database's lock is not
// granted within its second.
func (p *player) dismissMemoryNotice(out *console) {
	p.t.Helper()
	if !out.has("jasstafel: the games are kept in memory only") {
		return
	}
	p.t.Log("the app keeps the games in memory only: its notice is tapped away")
	texts, err := translations.Web.ReadFile("web/en.json")
	if err != nil {
		p.t.Fatal(err)
	}
	var en map[string]string
	if err := json.Unmarshal(texts, &en); err != nil {
		p.t.Fatal(err)
	}
	dialog.ShowInformation(en["web.memoryOnly.title"], en["web.memoryOnly"], p.shadow.w)
	p.tap("OK")
}

// A finger scrolls the web app: dragged up over the rulebook's contents, it takes the list with it by
// exactly as far as it moved, and dragged back it brings the page back as it was; nothing is
// tapped on the way. Taps still tap (the other tests of this package
// play whole games by taps alone).
func TestFingerScrollsTheRulebook(t *testing.T) {
	p, s, out := newPlayer(t)
	p.open(s.url)
	p.dismissMemoryNotice(out)
	p.tap("Referee")
	p.tap("Rulebook")
	p.save("rulebook")
	area := p.shadow.scrollArea()
	at := fyne.NewPos(float32(area.Min.X+area.Dx()/2), float32(area.Min.Y+area.Dy()*3/4))

	before := p.picture()
	// Small moves first: the finger leaves the slop within which it would still tap, then
	// moves on by steps large and small. 237 pixels up in all.
	moves := []float64{-3, -6, -2, -30, -0.5, -45.5, -1, -40, -9, -100}
	var up float64
	for _, m := range moves {
		up -= m
	}
	p.drag(at, moves...)
	after := p.picture()
	p.save("rulebook-scrolled")
	if still := shifted(before, after, area, 0); still > 0.9 {
		t.Fatalf("after a drag of %v pixels up the rulebook still shows what it showed (%.0f%% of it in place)", up, 100*still)
	}
	followed := shifted(before, after, area, int(up))
	t.Logf("after the drag %.1f%% of the contents are where the finger took them, %.1f%% where they were", 100*followed, 100*shifted(before, after, area, 0))
	if followed < 0.98 {
		t.Errorf("the rulebook's contents did not follow the finger: %.1f%% of it moved up by the %v pixels the finger did (%.1f%% stayed in place)",
			100*followed, up, 100*shifted(before, after, area, 0))
	}

	p.drag(at, 10, 60, 167)
	if back := shifted(before, p.picture(), area, 0); back < 0.98 {
		t.Errorf("dragged back down, the rulebook is not where it was: %.1f%% of it as before", 100*back)
	}
}
