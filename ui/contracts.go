package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/jasstafel/jasstafel/assets"
)

// suitSymbols are the French suit signs in the canonical order S H D C: the four filled signs,
// which the theme's suit font (assets.SuitFont) draws alike in the text's colour.
var suitSymbols = map[string]string{"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

// contractName is a contract family's name for the players, e.g. "Diamonds" or "Obenabe".
func contractName(family string) string {
	switch family {
	case "S":
		return lang.X("contract.S", "Spades")
	case "H":
		return lang.X("contract.H", "Hearts")
	case "D":
		return lang.X("contract.D", "Diamonds")
	case "C":
		return lang.X("contract.C", "Clubs")
	case "obenabe":
		return lang.X("contract.obenabe", "Obenabe")
	case "undenufe":
		return lang.X("contract.undenufe", "Undenufe")
	case "slalom":
		return lang.X("contract.slalom", "Slalom")
	case "slalom-obenabe":
		return lang.X("contract.slalomObenabe", "Slalom from the top")
	case "slalom-undenufe":
		return lang.X("contract.slalomUndenufe", "Slalom from the bottom")
	case "guschti":
		return lang.X("contract.guschti", "Guschti")
	case "mary":
		return lang.X("contract.mary", "Mary")
	case "trio":
		return lang.X("contract.trio", "Trio")
	}
	return family
}

// swissSuitName is the Swiss suit shown for a canonical suit letter under the default mapping.
func swissSuitName(suit string) string {
	switch suit {
	case "S":
		return lang.X("suit.schilten", "Schilten")
	case "H":
		return lang.X("suit.rosen", "Rosen")
	case "D":
		return lang.X("suit.eicheln", "Eicheln")
	case "C":
		return lang.X("suit.schellen", "Schellen")
	}
	return suit
}

// contractLabel is the short text of a contract: the suit's name in the chosen skin.
func contractLabel(contract, skin string) string {
	if _, ok := suitSymbols[contract]; ok && skin == SkinSwiss {
		return swissSuitName(contract)
	}
	return contractName(contract)
}

// contractText is a contract for running text, with the French suit sign where there is one.
func contractText(contract, skin string) string {
	if sym, ok := suitSymbols[contract]; ok && skin != SkinSwiss {
		return sym + " " + contractName(contract)
	}
	return contractLabel(contract, skin)
}

// contractIcon is the suit drawing of a trump contract, nil for the others. Black French suits
// are drawn in chalk: black would vanish on the slate.
func contractIcon(contract, skin string) fyne.Resource {
	icon := assets.SuitIcon(skin, contract)
	if icon == nil {
		return nil
	}
	if skin != SkinSwiss && (contract == "S" || contract == "C") {
		return theme.NewThemedResource(icon)
	}
	return icon
}
