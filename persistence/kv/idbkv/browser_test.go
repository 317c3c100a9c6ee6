//go:build !js

package idbkv_test

import (
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/internal/wasmbrowser"
)

// TestInChromium runs this package's wasm tests (idbkv_test.go: the seam's contract test
// against IndexedDB) in a headless Chromium; skipped where none is installed.
func TestInChromium(t *testing.T) {
	wasmbrowser.Run(t, ".", 3*time.Minute)
}
