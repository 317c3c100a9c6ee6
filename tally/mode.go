package tally

import "fmt"

// Mode is a trick mode (§1.1): a trump suit, Obenabe or Undenufe. The trump modes share their
// values with the Suit constants so that Mode(suit) names "suit is trump".
type Mode uint8

// The six trick modes.
const (
	TrumpS   Mode = Mode(Spades)
	TrumpH   Mode = Mode(Hearts)
	TrumpD   Mode = Mode(Diamonds)
	TrumpC   Mode = Mode(Clubs)
	Obenabe  Mode = 4
	Undenufe Mode = 5
	NumModes      = 6
)

// TrumpMode returns the mode in which s is trump.
func TrumpMode(s Suit) Mode { return Mode(s) }

// Trump returns the trump suit and true for a trump mode, false for Obenabe and Undenufe.
func (m Mode) Trump() (Suit, bool) {
	if m < 4 {
		return Suit(m), true
	}
	return 0, false
}

// IsTrump reports whether the mode has a trump suit.
func (m Mode) IsTrump() bool { return m < 4 }

// String is the contract identifier of the mode: a suit letter, "obenabe" or "undenufe".
func (m Mode) String() string {
	switch {
	case m < 4:
		return Suit(m).String()
	case m == Obenabe:
		return "obenabe"
	case m == Undenufe:
		return "undenufe"
	}
	return "?"
}

// ParseMode reads a trick mode: a suit letter, "obenabe" or "undenufe".
func ParseMode(s string) (Mode, error) {
	switch s {
	case "obenabe":
		return Obenabe, nil
	case "undenufe":
		return Undenufe, nil
	}
	if su, err := ParseSuit(s); err == nil {
		return TrumpMode(su), nil
	}
	return 0, fmt.Errorf("unknown mode %q (want D, H, S, C, obenabe or undenufe)", clip(s))
}

// trumpRankOrder gives each rank's place in the trump order J 9 A K Q T 8 7 6 (§2.1), higher wins.
var trumpRankOrder = [NumRanks]uint8{
	Six: 0, Seven: 1, Eight: 2, Ten: 3, Queen: 4, King: 5, Ace: 6, Nine: 7, Jack: 8,
}

// strength ranks a card within a trick led in suit led, under mode m: a higher value wins the
// trick; 0 means the card cannot win (off-suit, not trump). Trumps rank above every led card.
func (m Mode) strength(c Card, led Suit) int {
	s, r := c.Suit(), c.Rank()
	if m < 4 && s == Suit(m) {
		return 20 + int(trumpRankOrder[r])
	}
	if s != led {
		return 0
	}
	if m == Undenufe {
		return 1 + int(Ace-r)
	}
	return 1 + int(r)
}

// TrumpBeats reports whether trump card a ranks above trump card b in the trump order.
func TrumpBeats(a, b Card) bool { return trumpRankOrder[a.Rank()] > trumpRankOrder[b.Rank()] }

// valueTable[kind][rank]: 0 trump suit, 1 plain suit (trump contract), 2 Obenabe,
// 3 Undenufe with the 6/A swap, 4 Undenufe without it (§2.2).
var valueTable = [5][NumRanks]uint8{
	{0, 0, 0, 14, 10, 20, 3, 4, 11},
	{0, 0, 0, 0, 10, 2, 3, 4, 11},
	{0, 0, 8, 0, 10, 2, 3, 4, 11},
	{11, 0, 8, 0, 10, 2, 3, 4, 0},
	{0, 0, 8, 0, 10, 2, 3, 4, 11},
}

// Value is the point value of card c when the deal is scored in mode m (§2.2).
func (m Mode) Value(c Card, undenufeSwap bool) int {
	switch {
	case m < 4 && c.Suit() == Suit(m):
		return int(valueTable[0][c.Rank()])
	case m < 4:
		return int(valueTable[1][c.Rank()])
	case m == Obenabe:
		return int(valueTable[2][c.Rank()])
	case undenufeSwap:
		return int(valueTable[3][c.Rank()])
	default:
		return int(valueTable[4][c.Rank()])
	}
}

// SetValue sums the values of all cards in s under mode m.
func (m Mode) SetValue(s CardSet, undenufeSwap bool) int {
	total := 0
	for v := s; v != 0; v &= v - 1 {
		total += m.Value(v.First(), undenufeSwap)
	}
	return total
}

// LastTrickBonus is added to the points of the team (or player) that takes the last trick.
const LastTrickBonus = 5

// DealPoints is the card total of a deal including the last trick (§2.2).
const DealPoints = 157
