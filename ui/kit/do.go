package kit

import "fyne.io/fyne/v2"

// Do hands f to the UI goroutine, as fyne.Do does: the screens whose search runs beside the UI
// (the analysis, the forecast) show its answers through it. Fyne's test driver runs f at once on
// the goroutine that asks, beside the test's own goroutine that reads and taps the same widgets;
// tests therefore replace it (SetDo) with a queue that their goroutine drains, as the app's event
// loop would (ui/internal/uitest/queue.go).
func Do(f func()) { do(f) }

var do = fyne.Do

// SetDo replaces how Do hands work to the UI goroutine; nil restores fyne.Do. It is set before
// any screen starts a search.
func SetDo(d func(func())) {
	if d == nil {
		d = fyne.Do
	}
	do = d
}
