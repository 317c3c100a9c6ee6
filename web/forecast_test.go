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

// A forecast solves deals for up to a minute, and in the browser Go runs on the page's only
// thread, where no goroutine is made to give way to another or to the page: the solver gives way
// itself (solver/pause_js.go). So while the Best contract of a hand is being solved, the page
// answers, draws the answer as it grows, and Back leaves the screen at the first tap, to the game
// as it was. (Without the solver's pause the page drew nothing new for the whole minute, and
// Back was not drawn either or came late.)
func TestForecastLeavesThePageFree(t *testing.T) {
	p, s, _ := newPlayer(t)
	p.open(s.url)
	p.newSchieber("A", "B", "C", "D")
	game := p.settle()
	p.tap("Analysis")
	p.tap("Best contract")
	hand, _ := tally.ParseCards("SJ,S9,SA,S10,HA,HK,D6,C7,C8")
	for _, k := range hand[:8] {
		p.tapPos(p.shadow.whereCard(k))
	}
	// The ninth card starts the forecast, in the browser only: the shadow, which would solve its
	// own in this process, is left at eight cards.
	at := p.shadow.whereCard(hand[8])
	if err := chromedp.Do(p.ctx, chromedp.TapXY(float64(at.X), float64(at.Y))); err != nil {
		t.Fatal(err)
	}
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
	asked := time.Now()
	p.tap("Back")
	if back := p.settle(); !bytes.Equal(back, game) {
		t.Error("Back did not lead to the game as it was")
	}
	t.Logf("back at the game %v after the tap", time.Since(asked))
}
