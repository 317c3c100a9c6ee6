//go:build cgo

package main

import (
	"runtime/debug"
	"testing"

	"fyne.io/fyne/v2/test"
)

// gcPercent reads the garbage collector's GOGC.
func gcPercent() int {
	p := debug.SetGCPercent(-1)
	debug.SetGCPercent(p)
	return p
}

// The start collects garbage less often, and once the app runs (Fyne's started hook, called
// after the first frame) the environment's GOGC is back; a GOGC of off is left alone.
func TestCollectsLessUntilStarted(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	a := test.NewTempApp(t)
	collectLessUntilStarted(a)
	if got := gcPercent(); got != startGCPercent {
		t.Errorf("GOGC %d during the start, want %d", got, startGCPercent)
	}
	started := a.Lifecycle().(interface{ OnStarted() func() }).OnStarted()
	if started == nil {
		t.Fatal("no started hook to go back to GOGC 100")
	}
	started()
	if got := gcPercent(); got != 100 {
		t.Errorf("GOGC %d once started, want the environment's 100", got)
	}

	debug.SetGCPercent(-1)
	collectLessUntilStarted(test.NewTempApp(t))
	if got := gcPercent(); got != -1 {
		t.Errorf("GOGC off became %d", got)
	}
}
