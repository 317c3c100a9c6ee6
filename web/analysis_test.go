//go:build !js

package web

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/jasstafel/jasstafel/internal/legaldeal"
	"github.com/jasstafel/jasstafel/tally"
)

// The analysis of a trump deal searches its first cards for seconds. In the browser Go runs on
// the page's only thread, so the analysis searches in a Web Worker of its own
// (solver/worker): meanwhile the page's script answers at once, and the worker ends when the
// deal is solved, or at once when Back leaves the analysis before that.
func TestAnalysisSolvesInAWorker(t *testing.T) {
	p, s, _ := newPlayer(t)
	p.open(s.url)
	p.newSchieber("A", "B", "C", "D")
	p.settle()
	p.tap("Hearts ×1")
	p.tap("Card by card")
	// Deal 12 takes a native analysis 0.9 s (one core, AMD EPYC): seconds in the browser.
	rules, err := tally.Preset(tally.Schieber, "seed") // the new game's preset
	if err != nil {
		t.Fatal(err)
	}
	for _, trick := range legaldeal.Deal(t, 12, "", tally.TrumpContract(tally.Hearts), 0, rules) {
		for _, k := range trick {
			// The picker's buttons keep their places: the cards are tapped one after the other
			// without waiting for each to be drawn, as a quick player's finger does.
			at := p.shadow.whereCard(k)
			if err := chromedp.Do(p.ctx, chromedp.TapXY(float64(at.X), float64(at.Y))); err != nil {
				t.Fatal(err)
			}
			p.shadow.tap(at)
			time.Sleep(100 * time.Millisecond)
		}
	}
	p.settle()
	if !strings.Contains(texts(p), "All cards are played") {
		t.Fatalf("after 36 cards the shadow shows %q", texts(p))
	}
	p.tap("Write")
	p.tap("Analysis")
	p.tapNow("The last deal played card by card")
	opened := time.Now()
	n := 0
	for n == 0 && time.Since(opened) < 20*time.Second {
		time.Sleep(50 * time.Millisecond)
		n = solverWorkers(t, p.ctx)
	}
	if n != 1 {
		t.Fatalf("%d solver workers after %v of the analysis, want 1", n, time.Since(opened))
	}
	started := time.Now()
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[int](longestFrameGap)); err != nil {
		t.Fatal(err)
	}
	// While the worker searches, the page's script answers, and the page draws frames.
	slowest, frames := time.Duration(0), 0
	for solverWorkers(t, p.ctx) == 1 && time.Since(opened) < 3*time.Minute {
		ctx, cancel := context.WithTimeout(p.ctx, 5*time.Second)
		asked := time.Now()
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int](framesIn500ms, chromedp.EvalAwaitPromise))
		cancel()
		if err != nil {
			t.Fatalf("the page did not draw for 5 s, %v into the analysis: %v", time.Since(opened), err)
		}
		slowest, frames = max(slowest, time.Since(asked)), frames+n
	}
	took, searched := time.Since(opened), time.Since(started)
	gap, err := chromedp.Run(p.ctx, chromedp.Evaluate[float64]("window.jtLongestGap"))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("the deal was solved in a worker within %v (%v after the worker started); meanwhile the page drew %d frames (%.0f a second), the longest time between two %.0f ms; a measure took %v at the slowest",
		took, searched, frames, float64(frames)/took.Seconds(), gap, slowest)
	if n := solverWorkers(t, p.ctx); n != 0 {
		t.Fatalf("the analysis still runs after %v", took)
	}
	if p.console.has("the analysis solves on the page's thread") {
		t.Error("the analysis solved on the page's thread")
	}
	p.save("analysis")
	p.tap("Back")

	// Left while it searches, the analysis ends its worker: Back is tapped at once as the
	// worker has started, a small part of the time the search took above.
	p.tap("Analysis")
	p.tapNow("The last deal played card by card")
	opened = time.Now()
	for solverWorkers(t, p.ctx) == 0 && time.Since(opened) < 20*time.Second {
		time.Sleep(20 * time.Millisecond)
	}
	started = time.Now()
	p.tapNow("Back")
	if into := time.Since(started); into > searched/3 {
		t.Fatalf("Back was tapped %v into a search that took %v before: not while it searched", into, searched)
	}
	left := time.Now()
	for solverWorkers(t, p.ctx) != 0 && time.Since(left) < 10*time.Second {
		time.Sleep(50 * time.Millisecond)
	}
	if n := solverWorkers(t, p.ctx); n != 0 {
		t.Errorf("%d solver workers %v after Back", n, time.Since(left))
	}
}

// tapNow taps label in the browser and the shadow, as tap does, without waiting for the page to
// come to rest: a screen that searches changes while it does.
func (p *player) tapNow(label string) {
	p.t.Helper()
	at := p.shadow.where(label, false)
	if err := chromedp.Do(p.ctx, chromedp.TapXY(float64(at.X), float64(at.Y))); err != nil {
		p.t.Fatal(err)
	}
	p.shadow.tap(at)
}

// longestFrameGap starts to keep, in window.jtLongestGap, the longest time in ms between two
// frames the page draws (requestAnimationFrame's times).
const longestFrameGap = `(() => { window.jtLongestGap = 0; let last = 0;
	const frame = t => { if (last) window.jtLongestGap = Math.max(window.jtLongestGap, t - last); last = t; requestAnimationFrame(frame); };
	requestAnimationFrame(frame); return 0; })()`

// framesIn500ms counts the frames the page draws in half a second (requestAnimationFrame).
const framesIn500ms = `new Promise(res => { let n = 0; const end = performance.now() + 500;
  const f = t => { n++; if (performance.now() < end) requestAnimationFrame(f); else res(n); }; requestAnimationFrame(f); })`
