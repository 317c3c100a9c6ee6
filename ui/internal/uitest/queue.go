package uitest

import (
	"sync"

	"github.com/jasstafel/jasstafel/ui/kit"
)

// The work the screens' searches hand to the UI goroutine (kit.Do) waits here until the test's
// goroutine runs it: at the start of every walk of a window (Tree), as the app's event loop runs
// it between events. Fyne's test driver would run it at once on the search's goroutine, beside
// the test reading the same widgets. A search's goroutine never waits for it, as with fyne.Do,
// so that a screen closed on the test's goroutine can wait for its search to end.

var queued struct {
	sync.Mutex
	work []func()
}

func init() {
	kit.SetDo(func(f func()) {
		queued.Lock()
		queued.work = append(queued.work, f)
		queued.Unlock()
	})
}

// Pump runs, on the caller's goroutine, the UI work handed over so far, and what that work
// hands over in turn.
func Pump() {
	for {
		queued.Lock()
		work := queued.work
		queued.work = nil
		queued.Unlock()
		if len(work) == 0 {
			return
		}
		for _, f := range work {
			f()
		}
	}
}
