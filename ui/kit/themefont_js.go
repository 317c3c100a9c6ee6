//go:build js

package kit

import (
	"fyne.io/fyne/v2"
)

// webFontBold: the browser gives Fyne no system font, so bold text takes the web font too.
const webFontBold = true

// applyTheme applies a theme inside w's GL context: Fyne 2.7.1's web driver frees the GL
// textures of the texts when the theme changes, outside the window's GL context (which it makes
// current only while it draws), and stops at a null context.
func applyTheme(w fyne.Window, apply func()) {
	if c, ok := w.(interface{ RunWithContext(func()) }); ok {
		c.RunWithContext(apply)
		return
	}
	apply()
}

// fontsHandedOver reports whether the page has handed over the web font, without which the web
// app cannot tell which characters it will draw. The emoji font needs not be there: an emoji is
// drawn by it once it has come, and it comes when asked for (scriptfonts_js.go).
func fontsHandedOver() bool { return webFont.Load() != nil }
