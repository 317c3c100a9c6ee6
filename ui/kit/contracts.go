package kit

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/jasstafel/jasstafel/assets"
)

// SuitSymbols are the French suit signs in the canonical order S H D C: the four filled signs,
// which the theme's suit font (assets.SuitFont) draws alike in the text's colour.
var SuitSymbols = map[string]string{"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

// ContractName is a contract family's name for the players, e.g. "Diamonds" or "Obenabe".
func ContractName(family string) string {
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

// SwissSuitName is the Swiss suit shown for a canonical suit letter under the default mapping.
func SwissSuitName(suit string) string {
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

// ContractLabel is the short text of a contract: the suit's name in the chosen skin.
func ContractLabel(contract, skin string) string {
	if _, ok := SuitSymbols[contract]; ok && skin == SkinSwiss {
		return SwissSuitName(contract)
	}
	return ContractName(contract)
}

// ContractText is a contract for running text, with the French suit sign where there is one; a
// Trio with its three modes in order ("Trio ♥ Hearts / Obenabe / Undenufe").
func ContractText(contract, skin string) string {
	if modes, ok := strings.CutPrefix(contract, "trio:"); ok {
		var names []string
		for _, m := range strings.Split(modes, ",") {
			names = append(names, ContractText(m, skin))
		}
		return ContractName("trio") + " " + strings.Join(names, " / ")
	}
	if sym, ok := SuitSymbols[contract]; ok && skin != SkinSwiss {
		return sym + " " + ContractName(contract)
	}
	return ContractLabel(contract, skin)
}

// TrioPlace is the label of a mode a Trio names at place at (0 for its first trick block):
// "2 · Obenabe", or the place alone where the label is empty (a suit's sign says the rest).
func TrioPlace(at int, label string) string {
	place := strconv.Itoa(at + 1)
	if label == "" {
		return place
	}
	return place + " · " + label
}

// ContractIcon is the suit drawing of a trump contract, nil for the others. Black French suits
// are drawn in chalk: black would vanish on the slate.
func ContractIcon(contract, skin string) fyne.Resource {
	icon := assets.SuitIcon(skin, contract)
	if icon == nil {
		return nil
	}
	if skin != SkinSwiss && (contract == "S" || contract == "C") {
		return theme.NewThemedResource(icon)
	}
	return icon
}

func TeamLabel(t int) string {
	if t == 0 {
		return lang.X("game.teamA", "A")
	}
	return lang.X("game.teamB", "B")
}

// TeamNames joins the partners of each team: seats 0 and 2, seats 1 and 3.
func TeamNames(players []string) [2]string {
	if len(players) != 4 {
		return [2]string{JoinNames(players, ", "), ""}
	}
	return [2]string{JoinNames([]string{players[0], players[2]}, " & "), JoinNames([]string{players[1], players[3]}, " & ")}
}

// ModeSigns are the chalk signs of the two modes in a cell: Obenabe counts from the top down,
// Undenufe from the bottom up.
var ModeSigns = map[string]string{"obenabe": "↓", "undenufe": "↑"}

// Card skins: French suits or Swiss suits.
const (
	SkinFrench = "french"
	SkinSwiss  = "swiss"
)
