//go:build !js

package kit

import "fyne.io/fyne/v2"

// webFontBold: bold text in the window app takes the system's bold fonts (themeFont).
const webFontBold = false

// applyTheme applies a theme: the window app's driver needs nothing around it.
func applyTheme(_ fyne.Window, apply func()) { apply() }
