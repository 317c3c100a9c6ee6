//go:build js && wasm

package solver

import "time"

// Go on js/wasm never preempts a goroutine (golang/go#71134): a search left running would hold
// the page's only thread to its end, no tap answered and no frame drawn, for the seconds or
// minutes a trump deal can take. So every pauseEvery of searching, pause sleeps for pauseFor,
// which hands the thread back to the browser: the page handles its input and draws, the app's
// other goroutines run, and the search goes on after (about a tenth slower).
const (
	pauseEvery = 50 * time.Millisecond
	pauseFor   = time.Millisecond
)

// searched is when the search last paused; the browser runs one goroutine at a time, so the
// solvers of a page share it without a lock.
var searched time.Time

// pause is called every few thousand positions (stopCheck).
func pause() {
	if now := time.Now(); now.Sub(searched) >= pauseEvery {
		time.Sleep(pauseFor)
		searched = time.Now()
	}
}
