//go:build js

package kit

import (
	"fyne.io/fyne/v2"

	"github.com/jasstafel/jasstafel/assets/webfont"
)

// webFont is the font of the card suits and of every script the browser gives Fyne no font
// for (assets/webfont); it is read once.
var webFont = webfont.Resource()

// themeFont is the font the theme puts before Fyne's text font.
func themeFont() fyne.Resource { return webFont }
