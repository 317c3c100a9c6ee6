//go:build !js

package charts

import (
	xfont "golang.org/x/image/font"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/font/liberation"
)

// latinFace is plot's Liberation Sans, which draws Latin and Cyrillic.
func latinFace() font.Face {
	loadLatin.Do(func() {
		for _, f := range liberation.Collection() {
			if f.Font.Variant == "Sans" && f.Font.Weight == xfont.WeightNormal && f.Font.Style == xfont.StyleNormal {
				latin = f
				return
			}
		}
	})
	return latin
}
