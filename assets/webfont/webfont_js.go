//go:build js

package webfont

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:embed JasstafelWeb.ttf
var data []byte

// Resource is the web font, for the theme.
func Resource() fyne.Resource { return fyne.NewStaticResource(FileName, data) }
