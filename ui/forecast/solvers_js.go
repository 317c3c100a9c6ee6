//go:build js && wasm

package forecast

import (
	"errors"

	"fyne.io/fyne/v2"

	"github.com/jasstafel/jasstafel/analysis"
	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/solver/worker"
)

// newSolvers makes the solvers of a forecast of contracts. In the browser Go has the page's one
// thread, which the app draws on: the solvers go to Web Workers (solver/worker), as many as the
// sampling wants for the device's cores, which then search beside each other and beside the
// page. Where they cannot be had, the forecast solves on the page's thread, as the solver lets
// it (solver/pause_js.go). Nil when stop says so while the workers start.
func newSolvers(contracts int, stop func() bool) []analysis.Searcher {
	remotes, err := worker.Start(analysis.SolverCountFor(worker.Cores(), contracts), stop)
	if errors.Is(err, solver.ErrStopped) {
		return nil
	}
	if err != nil {
		fyne.LogError("the forecast solves on the page's thread", err)
		return analysis.NewSolvers(contracts)
	}
	out := make([]analysis.Searcher, len(remotes))
	for i, r := range remotes {
		out[i] = r
	}
	return out
}
