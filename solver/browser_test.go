//go:build !js

package solver

import (
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/internal/wasmbrowser"
)

// TestInChromium runs the solver's browser test (pause_js_test.go) compiled to wasm in a
// headless Chromium; skipped, with what to install, where there is none.
func TestInChromium(t *testing.T) {
	wasmbrowser.Run(t, ".", 3*time.Minute, "-test.run", "^TestSearchLetsThePageRun$")
}
