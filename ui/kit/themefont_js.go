//go:build js

package kit

import "fyne.io/fyne/v2"

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
