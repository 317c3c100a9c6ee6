//go:build !js

package kit

import "fyne.io/fyne/v2"

// webFontBold: bold text in the window app takes the system's bold fonts (themeFont).
const webFontBold = false

// applyTheme applies a theme: the window app's driver needs nothing around it.
func applyTheme(_ fyne.Window, apply func()) { apply() }

// fontsHandedOver reports whether every font the app may draw with is known: in the window app
// always (the system's fonts are read when a character is missing from the app's own).
func fontsHandedOver() bool { return true }
