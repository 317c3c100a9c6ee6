//go:build js && wasm

package solver

import (
	"slices"
	"syscall/js"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/tally"
)

// While the solver searches, the page goes on: a timer of the page's own (JavaScript, no Go in
// it) ticks every 5 ms, over deals solved one after the other for about two seconds, and the
// gaps between its ticks stay those of the search's pauses: their median at most maxMedian (the
// search hands the thread back every pauseEvery), the longest at most maxGap. A search that kept
// the browser's only thread would leave one gap as long as all the deals, one that paused too
// seldom gaps as long as its pauses. The longest gap alone also holds what the machine does
// meanwhile: on a loaded machine the browser itself stood still for 317 ms, so it has room.
// (web/solver_test.go runs it in Chromium.)
func TestSearchLetsThePageRun(t *testing.T) {
	const maxMedian, maxGap = 100 * time.Millisecond, time.Second
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
	last := start
	var gaps []float64
	for i := range ticks.Length() {
		at := ticks.Index(i).Float()
		if at < start || at > end {
			continue
		}
		gaps = append(gaps, at-last)
		last = at
	}
	gaps = append(gaps, end-last)
	slices.Sort(gaps)
	median, longest := gaps[len(gaps)/2], gaps[len(gaps)-1]
	t.Logf("%d deals, %d positions in %.0f ms; %d ticks of the page's timer meanwhile, gaps of %.0f ms (median) and %.0f ms (longest)", deals, nodes, end-start, len(gaps)-1, median, longest)
	if median > float64(maxMedian.Milliseconds()) {
		t.Errorf("the page's timer ticked every %.0f ms (median) while the solver searched; at most %v", median, maxMedian)
	}
	if longest > float64(maxGap.Milliseconds()) {
		t.Errorf("the page's timer stood still for %.0f ms while the solver searched; at most %v", longest, maxGap)
	}
}
