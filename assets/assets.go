// Package assets holds the app's own pictures: the card suit symbols, drawn as small SVGs for
// both card skins, and the app icon. Everything is embedded, so the app needs no files beside
// its binary.
package assets

import (
	"embed"

	"fyne.io/fyne/v2"
)

//go:embed *.svg icon.png
var files embed.FS

// suitFiles names the SVG of every canonical suit letter per skin. The Swiss column is the
// default swisslos pairing of the rules: S = Schilten, H = Rosen, D = Eicheln, C = Schellen.
var suitFiles = map[string]map[string]string{
	"french": {"S": "spades.svg", "H": "hearts.svg", "D": "diamonds.svg", "C": "clubs.svg"},
	"swiss":  {"S": "schilten.svg", "H": "rosen.svg", "D": "eicheln.svg", "C": "schellen.svg"},
}

// SuitIcon returns the icon of a canonical suit letter ("S", "H", "D", "C") in a skin
// ("french" or "swiss"), mapping swisslos: S=Schilten, H=Rosen, D=Eicheln, C=Schellen.
// An unknown skin is drawn as French; an unknown suit gives nil.
func SuitIcon(skin, suit string) fyne.Resource {
	names, ok := suitFiles[skin]
	if !ok {
		names = suitFiles["french"]
	}
	name, ok := names[suit]
	if !ok {
		return nil
	}
	return resource(name)
}

// Icon returns the app icon: a slate with a chalk Z, 256×256 pixels, PNG.
func Icon() fyne.Resource {
	return resource("icon.png")
}

func resource(name string) fyne.Resource {
	b, err := files.ReadFile(name)
	if err != nil {
		// Every name above is embedded; a missing one is a build mistake, caught by the tests.
		return nil
	}
	return fyne.NewStaticResource(name, b)
}
