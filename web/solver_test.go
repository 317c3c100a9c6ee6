//go:build !js

package web

import (
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/internal/wasmbrowser"
)

// TestSolverInChromium runs the solver's browser test (solver/pause_js_test.go: the page's own
// timer ticks while the solver searches) compiled to wasm in a headless Chromium. It lives here,
// with the other browser tests, so that the solver's own tests start no browser and stay free of
// goroutines (internal/racefree).
func TestSolverInChromium(t *testing.T) {
	wasmbrowser.Run(t, "../solver", 3*time.Minute, "-test.run", "^TestSearchLetsThePageRun$")
}
