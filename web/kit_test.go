//go:build !js

package web

import (
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/internal/wasmbrowser"
)

// TestNumberLocaleInChromium runs the widget kit's browser test (ui/kit/locale_js_test.go: the
// region of the browser's languages sets how numbers are written) compiled to wasm in a
// headless Chromium, beside the other browser tests.
func TestNumberLocaleInChromium(t *testing.T) {
	wasmbrowser.Run(t, "../ui/kit", 3*time.Minute, "-test.run", "^TestNumberLocaleInTheBrowser$")
}
