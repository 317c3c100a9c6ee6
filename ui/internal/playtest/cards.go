package playtest

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

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
// the hands out, each seat its lowest legal card.
func LegalDeal(t *testing.T, seed uint64, seat0 string, contract tally.Contract, leader int, r tally.Rules) [][]tally.Card {
	t.Helper()
	t.Logf("seed %d", seed)
	fixed, _ := tally.ParseCards(seat0)
	var hands [4]tally.CardSet
	hands[0] = tally.SetOf(fixed...)
	rest := (tally.AllCards &^ hands[0]).Cards()
	rng := rand.New(rand.NewPCG(seed, 11))
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	for s := range 4 {
		for hands[s].Len() < 9 {
			hands[s], rest = hands[s].Add(rest[0]), rest[1:]
		}
	}
	var tricks [][]tally.Card
	for i := range 9 {
		m := contract.TrickMode(i, 9, r.GuschtiSplit)
		var trick []tally.Card
		for p := range 4 {
			s := (leader + p) % 4
			k := tally.Legal(hands[s], trick, m, r.PlayPolicy()).First()
			hands[s] = hands[s].Remove(k)
			trick = append(trick, k)
		}
		tricks = append(tricks, trick)
		leader = (leader + tally.TrickWinner(trick, m)) % 4
	}
	return tricks
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
