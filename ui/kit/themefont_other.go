//go:build !js

package kit

import (
	"fyne.io/fyne/v2"

	"github.com/jasstafel/jasstafel/assets"
)

// themeFont is the font the theme puts before Fyne's text font: the card suits. Every other
// script comes from the system's fonts, as Fyne finds them.
func themeFont() fyne.Resource { return assets.SuitFont() }

// applyTheme applies a theme: the window app's driver needs nothing around it.
func applyTheme(_ fyne.Window, apply func()) { apply() }
