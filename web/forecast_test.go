//go:build !js

package web

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"github.com/chromedp/chromedp"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// suitFiles name a suit's drawing in the French skin, to find a card of the picker by its picture.
var suitFiles = map[tally.Suit]string{tally.Spades: "spades.svg", tally.Hearts: "hearts.svg", tally.Diamonds: "diamonds.svg", tally.Clubs: "clubs.svg"}

// whereCard is the middle of the picker's button of card k in the shadow: the suit's drawing and
// the rank, as a player finds it.
func (s *shadow) whereCard(k tally.Card) (pos fyne.Position) {
	s.t.Helper()
	found := 0
	for _, p := range s.objects() {
		b, ok := p.o.(*kit.SlotButton)
		if !ok || b.Icon == nil || !strings.HasSuffix(b.Icon.Name(), suitFiles[k.Suit()]) || b.Text != kit.RankText(k.Rank(), kit.SkinFrench) {
			continue
		}
		found++
		pos = p.at.Add(fyne.NewPos(b.Size().Width/2, b.Size().Height/2))
	}
	if found != 1 {
		s.t.Fatalf("the shadow shows %d buttons of %s", found, k)
	}
	return pos
}

// A forecast solves deals for up to a minute. In the browser Go runs on the page's only thread,
// so the forecast's solvers search in Web Workers of their own (solver/worker), as many at once as
// the device has cores, beside the page. So while the Best contract of a hand is being solved, the
// page answers, draws the answer as it grows, and Back leaves the screen at the first tap, to the
// game as it was, the workers ended. The service worker keeps the solver's files once they are
// first used: offline, the next forecast solves in workers again.
func TestForecastLeavesThePageFree(t *testing.T) {
	p, s, _ := newPlayer(t)
	p.open(s.url)
	p.cacheReady()
	p.newSchieber("A", "B", "C", "D")
	game := p.settle()
	hand, _ := tally.ParseCards("SJ,S9,SA,S10,HA,HK,D6,C7,C8")
	p.forecast(hand)
	tapped := time.Now()
	// For six seconds the page's own script answers within two seconds each time it is asked,
	// and what the page shows changes after the first second, once the tap is drawn: the answer
	// so far replaces "Dealing the other cards and solving…" and grows.
	var first []byte
	changed := false
	slowest := time.Duration(0)
	for time.Since(tapped) < 6*time.Second {
		ctx, cancel := context.WithTimeout(p.ctx, 2*time.Second)
		asked := time.Now()
		_, err := chromedp.Run(ctx, chromedp.Evaluate[float64]("performance.now()"))
		cancel()
		took := time.Since(asked)
		if err != nil {
			t.Fatalf("the page's script did not answer within 2 s, %v after the ninth card: %v", time.Since(tapped), err)
		}
		slowest = max(slowest, took)
		if time.Since(tapped) > time.Second {
			shot, err := chromedp.Run(p.ctx, snap)
			if err != nil {
				t.Fatal(err)
			}
			if first == nil {
				first = shot
			} else if !bytes.Equal(shot, first) {
				changed = true
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	p.save("forecast")
	t.Logf("while solving, the page's script answered within %v at the slowest; what it shows changed: %v", slowest, changed)
	if !changed {
		t.Error("in five seconds of solving the page drew nothing new")
	}
	// One worker for each of the sampling's solvers: one for each of the Schieber's six contracts.
	if n := solverWorkers(t, p.ctx); n != 6 {
		t.Errorf("%d solver workers while solving the six contracts of the Schieber, want one for each", n)
	}
	asked := time.Now()
	p.tap("Back")
	if back := p.settle(); !bytes.Equal(back, game) {
		t.Error("Back did not lead to the game as it was")
	}
	t.Logf("back at the game %v after the tap", time.Since(asked))
	if n := solverWorkers(t, p.ctx); n != 0 {
		t.Errorf("%d solver workers left after Back", n)
	}

	// Offline, from the service worker's cache: the browser's own cache, which would serve the
	// solver's files too, emptied.
	p.offline(s)
	p.forecast(hand)
	deadline := time.Now().Add(10 * time.Second)
	n := 0
	for n < 6 && time.Now().Before(deadline) {
		time.Sleep(200 * time.Millisecond)
		n = solverWorkers(t, p.ctx)
	}
	if n != 6 {
		t.Errorf("offline, %d solver workers, want 6", n)
	}
	if p.console.has("solves on the page's thread") {
		t.Error("the forecast solved on the page's thread")
	}
	p.tap("Back")
	p.settle()
}

// forecast opens the Best contract of the game on screen and taps the nine cards of hand: the
// ninth starts the forecast, in the browser only, for the shadow, which would solve its own in
// this process, is left at eight cards.
func (p *player) forecast(hand []tally.Card) {
	p.t.Helper()
	p.tap("Analysis")
	p.tap("Best contract")
	for _, k := range hand[:8] {
		p.tapPos(p.shadow.whereCard(k))
	}
	at := p.shadow.whereCard(hand[8])
	if err := chromedp.Do(p.ctx, chromedp.TapXY(float64(at.X), float64(at.Y))); err != nil {
		p.t.Fatal(err)
	}
}

// solverWorkers is how many Web Workers of the solver's script the browser runs.
func solverWorkers(t *testing.T, ctx context.Context) int {
	t.Helper()
	targets, err := chromedp.Targets(ctx)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, x := range targets {
		if x.Type == "worker" && strings.Contains(x.URL, "/solver-") {
			n++
		}
	}
	return n
}
