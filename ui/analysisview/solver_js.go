//go:build js && wasm

package analysisview

import (
	"errors"

	"fyne.io/fyne/v2"

	"github.com/jasstafel/jasstafel/analysis"
	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/solver/worker"
)

// newSolver makes the solver of one analysis and what ends it. In the browser Go has the page's
// one thread, which the app draws on: the analysis goes to a Web Worker of its own
// (solver/worker), with the table a native analysis has, so that the page answers and draws
// while the first cards of a trump deal are searched for seconds. Where no worker can be had, it
// solves on the page's thread, as the solver lets it (solver/pause_js.go). Nil when stop says so
// while the worker starts.
func newSolver(stop func() bool) (analysis.DealSolver, func()) {
	remotes, err := worker.Start(1, stop)
	if errors.Is(err, solver.ErrStopped) {
		return nil, func() {}
	}
	if err != nil {
		fyne.LogError("the analysis solves on the page's thread", err)
		return solver.New(), func() {}
	}
	r := remotes[0]
	r.UseTable(solver.DefaultTableBits)
	return r, r.Close
}
