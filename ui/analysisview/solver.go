//go:build !(js && wasm)

package analysisview

import (
	"github.com/jasstafel/jasstafel/analysis"
	"github.com/jasstafel/jasstafel/solver"
)

// newSolver makes the solver of one analysis and what ends it: a goroutine of this process with
// a table of its own (16 MiB, freed with the screen); stop is for the browser's case
// (solver_js.go).
func newSolver(_ func() bool) (analysis.DealSolver, func()) {
	return solver.New(), func() {}
}
