//go:build !(js && wasm)

package forecast

import "github.com/jasstafel/jasstafel/analysis"

// newSolvers makes the solvers of a forecast of contracts: goroutines of this process, which Go
// shares out over the cores (stop is for the browser's case, solvers_js.go).
func newSolvers(contracts int, _ func() bool) []analysis.Searcher {
	return analysis.NewSolvers(contracts)
}
