//go:build js && wasm

package solver

import (
	"syscall/js"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/tally"
)

// While the solver searches, the page goes on: a timer of the page's own (JavaScript, no Go in
// it) ticks every 5 ms, and between two of its ticks never more than maxGap passes, over deals
// solved one after the other for about two seconds. A search that kept the browser's only
// thread would leave a gap as long as all of them. (web/solver_test.go runs it in Chromium.)
func TestSearchLetsThePageRun(t *testing.T) {
	const maxGap = 250 * time.Millisecond
	timer := js.Global().Get("Function").New(`const ticks = [];
const id = setInterval(() => ticks.push(performance.now()), 5);
return {ticks, stop: () => clearInterval(id)};`).Invoke()
	now := func() float64 { return js.Global().Get("performance").Call("now").Float() }
	// Let the timer start: the first tick comes once Go hands the thread back.
	time.Sleep(50 * time.Millisecond)
	s := New()
	start := now()
	deals, nodes := 0, int64(0)
	for now()-start < 2000 {
		_, n, err := s.Value(benchDeal(int64(deals), tally.TrumpContract(tally.Spades), 6))
		if err != nil {
			t.Fatal(err)
		}
		deals++
		nodes += n
	}
	end := now()
	timer.Call("stop")
	ticks := timer.Get("ticks")
	last, gap, during := start, 0.0, 0
	for i := range ticks.Length() {
		at := ticks.Index(i).Float()
		if at < start || at > end {
			continue
		}
		gap = max(gap, at-last)
		last = at
		during++
	}
	gap = max(gap, end-last)
	t.Logf("%d deals, %d positions in %.0f ms; %d ticks of the page's timer meanwhile, the longest gap %.0f ms", deals, nodes, end-start, during, gap)
	if gap > float64(maxGap.Milliseconds()) {
		t.Errorf("the page's timer stood still for %.0f ms while the solver searched; at most %v", gap, maxGap)
	}
}
