package kit

import (
	"strconv"

	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/tally"
)

// RankText is a rank as the cards print it: 6 to 10, the court cards' letters in the players'
// language on French cards (J Q K A in English, B D K A in German, V D R A in French), and U O K
// A on Swiss cards, which print the same letters in every language. The card picker, the
// referee and every card named in running text use it, so that a card reads alike everywhere.
func RankText(r tally.Rank, skin string) string {
	swiss := [...]string{tally.Jack: "U", tally.Queen: "O", tally.King: "K", tally.Ace: "A"}
	switch {
	case r >= tally.NumRanks:
		return "?"
	case r <= tally.Ten:
		return strconv.Itoa(int(r) + 6)
	case skin == SkinSwiss:
		return swiss[r]
	case r == tally.Jack:
		return lang.X("card.J", "J")
	case r == tally.Queen:
		return lang.X("card.Q", "Q")
	case r == tally.King:
		return lang.X("card.K", "K")
	}
	return lang.X("card.A", "A")
}

// CardText names a card in running text: its suit's sign and rank on French cards (♥10), its
// suit's name and rank on Swiss ones ("Rosen 10").
func CardText(c tally.Card, skin string) string {
	if !c.Valid() {
		return "?"
	}
	suit := c.Suit().String()
	if skin == SkinSwiss {
		return SwissSuitName(suit) + " " + RankText(c.Rank(), skin)
	}
	return SuitSymbols[suit] + RankText(c.Rank(), skin)
}
