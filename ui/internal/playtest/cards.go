package playtest

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/jasstafel/jasstafel/internal/legaldeal"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// CardPlayers are the table of the card entry tests.
var CardPlayers = [4]string{"Anna", "Beat", "Cla", "Dora"}

// suitFile is the name of a suit's drawing in the French skin, to find a card by its picture.
var suitFile = map[tally.Suit]string{tally.Spades: "spades.svg", tally.Hearts: "hearts.svg", tally.Diamonds: "diamonds.svg", tally.Clubs: "clubs.svg"}

// CardButton finds the picker's button of card k as a player sees it: the suit's drawing and
// the rank.
func CardButton(t *testing.T, w fyne.Window, k tally.Card) *kit.SlotButton {
	t.Helper()
	var found []*kit.SlotButton
	for _, o := range uitest.OnScreen(w) {
		b, ok := o.(*kit.SlotButton)
		if !ok || !b.Visible() || b.Icon == nil || !strings.HasSuffix(b.Icon.Name(), suitFile[k.Suit()]) {
			continue
		}
		if b.Text == kit.RankText(k.Rank(), kit.SkinFrench) {
			found = append(found, b)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%d buttons show %s", len(found), k)
	}
	return found[0]
}

// TapCard taps card k in the picker.
func TapCard(t *testing.T, w fyne.Window, k tally.Card) {
	t.Helper()
	uitest.TapButton(t, w, CardButton(t, w, k), k.String())
}

// LegalDeal deals the fixed cards to seat 0 and the rest at random (seeded, logged), and plays
// the hands out, each seat its lowest legal card (legaldeal.Deal).
func LegalDeal(t *testing.T, seed uint64, seat0 string, contract tally.Contract, leader int, r tally.Rules) [][]tally.Card {
	t.Helper()
	return legaldeal.Deal(t, seed, seat0, contract, leader, r)
}

// MustCards parses cards written as the engine writes them ("S6 HA").
func MustCards(t *testing.T, s string) []tally.Card {
	t.Helper()
	cs, err := tally.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}
