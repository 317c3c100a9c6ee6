//go:build !js

package persistence

import (
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/internal/wasmbrowser"
)

// TestStoreInChromium runs the store's tests that need no file — the tests of games,
// transfer, roster, names, finished games, the Differenzler and the tiny mode, with the
// helpers of helpers_web_test.go — against the IndexedDB backend in a headless Chromium;
// skipped where none is installed.
func TestStoreInChromium(t *testing.T) {
	wasmbrowser.Run(t, ".", 5*time.Minute)
}
