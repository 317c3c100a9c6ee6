// Package tally is the Jass rules engine: cards, contracts, legal play, tricks, Weis, Stöck and
// scoring. It is pure Go with no knowledge of the UI or of storage, so that every rule is tested
// in microseconds. docs/RULES.md is the reference; section numbers in comments point into it.
package tally

import (
	"fmt"
	"math/bits"
	"strings"
)

// Suit is one of the four suits in canonical order S, H, D, C (§1.1).
type Suit uint8

// The four suits, by their canonical letters.
const (
	Spades Suit = iota
	Hearts
	Diamonds
	Clubs
	NumSuits = 4
)

const suitLetters = "SHDC"

// String returns the canonical suit letter.
func (s Suit) String() string {
	if s >= NumSuits {
		return "?"
	}
	return suitLetters[s : s+1]
}

// ParseSuit reads a canonical suit letter (either case).
func ParseSuit(s string) (Suit, error) {
	if len(s) == 1 {
		if i := strings.IndexByte(suitLetters, upper(s[0])); i >= 0 {
			return Suit(i), nil
		}
	}
	return 0, fmt.Errorf("unknown suit %q (want S, H, D or C)", s)
}

// Rank is a card rank in natural order 6 7 8 9 T J Q K A.
type Rank uint8

// The nine ranks, lowest first in natural order.
const (
	Six Rank = iota
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	Ace
	NumRanks = 9
)

const rankLetters = "6789TJQKA"

// String returns the canonical rank letter.
func (r Rank) String() string {
	if r >= NumRanks {
		return "?"
	}
	return rankLetters[r : r+1]
}

// Card is one of the 36 cards: suit*9 + rank. NoCard marks an absent card.
type Card uint8

// NumCards is the size of the Jass deck.
const NumCards = 36

// NoCard is the zero-value stand-in for "no card" in places where a card is optional.
const NoCard Card = 255

// NewCard builds a card from suit and rank.
func NewCard(s Suit, r Rank) Card { return Card(uint8(s)*NumRanks + uint8(r)) }

// Suit returns the card's suit.
func (c Card) Suit() Suit { return Suit(c / NumRanks) }

// Rank returns the card's rank.
func (c Card) Rank() Rank { return Rank(c % NumRanks) }

// Valid reports whether c is one of the 36 cards.
func (c Card) Valid() bool { return c < NumCards }

// String returns the canonical code, e.g. "CJ" or "HT".
func (c Card) String() string {
	if !c.Valid() {
		return "??"
	}
	return c.Suit().String() + c.Rank().String()
}

// MarshalText writes the canonical code.
func (c Card) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("invalid card %d", uint8(c))
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads a card code as ParseCard does.
func (c *Card) UnmarshalText(b []byte) error {
	v, err := ParseCard(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

func upper(b byte) byte {
	if b >= 'a' && b <= 'z' {
		return b - 'a' + 'A'
	}
	return b
}

// ParseCard reads a card code: a suit letter S H D C followed by a rank 6 7 8 9 T J Q K A.
// Lower case and "10" for T are accepted (§1.1); Swiss initials are not.
func ParseCard(s string) (Card, error) {
	if len(s) < 2 || len(s) > 3 {
		return NoCard, fmt.Errorf("invalid card %q: want a suit letter S, H, D or C and a rank 6-9, T (or 10), J, Q, K, A, e.g. \"CJ\"", clip(s))
	}
	si := strings.IndexByte(suitLetters, upper(s[0]))
	if si < 0 {
		return NoCard, fmt.Errorf("invalid card %q: unknown suit %q (want S, H, D or C)", clip(s), s[:1])
	}
	rs := strings.ToUpper(s[1:])
	if rs == "10" {
		rs = "T"
	}
	if len(rs) != 1 {
		return NoCard, fmt.Errorf("invalid card %q: unknown rank %q (want 6-9, T or 10, J, Q, K, A)", clip(s), s[1:])
	}
	ri := strings.IndexByte(rankLetters, rs[0])
	if ri < 0 {
		return NoCard, fmt.Errorf("invalid card %q: unknown rank %q (want 6-9, T or 10, J, Q, K, A)", clip(s), s[1:])
	}
	return NewCard(Suit(si), Rank(ri)), nil
}

// MustCard parses a card code and panics on error; for tests and constant tables only.
func MustCard(s string) Card {
	c, err := ParseCard(s)
	if err != nil {
		panic(err)
	}
	return c
}

// clip shortens user input quoted in messages so that a huge value cannot flood them.
func clip(s string) string {
	if len(s) > 24 {
		return s[:24] + "…"
	}
	return s
}

// CardSet is a set of cards as a bit set: bit c is set when card c is in the set.
type CardSet uint64

// AllCards is the whole deck.
const AllCards CardSet = 1<<NumCards - 1

// SuitMask returns the set of all nine cards of a suit.
func SuitMask(s Suit) CardSet { return CardSet(0x1FF) << (uint(s) * NumRanks) }

// RankMask returns the set of the four cards of a rank.
func RankMask(r Rank) CardSet {
	return (CardSet(1) | 1<<NumRanks | 1<<(2*NumRanks) | 1<<(3*NumRanks)) << uint(r)
}

// SetOf builds a set from cards.
func SetOf(cards ...Card) CardSet {
	var s CardSet
	for _, c := range cards {
		s = s.Add(c)
	}
	return s
}

// Has reports whether c is in the set.
func (s CardSet) Has(c Card) bool { return c < NumCards && s&(1<<c) != 0 }

// Add returns the set with c added.
func (s CardSet) Add(c Card) CardSet {
	if c >= NumCards {
		return s
	}
	return s | 1<<c
}

// Remove returns the set without c.
func (s CardSet) Remove(c Card) CardSet {
	if c >= NumCards {
		return s
	}
	return s &^ (1 << c)
}

// Len is the number of cards in the set.
func (s CardSet) Len() int { return bits.OnesCount64(uint64(s)) }

// Empty reports whether the set holds no card.
func (s CardSet) Empty() bool { return s == 0 }

// OfSuit returns the cards of suit su in the set.
func (s CardSet) OfSuit(su Suit) CardSet { return s & SuitMask(su) }

// Cards lists the set in card order (S6 … CA).
func (s CardSet) Cards() []Card {
	out := make([]Card, 0, s.Len())
	for v := uint64(s); v != 0; v &= v - 1 {
		out = append(out, Card(bits.TrailingZeros64(v)))
	}
	return out
}

// First returns the lowest card in the set, or NoCard for an empty set.
func (s CardSet) First() Card {
	if s == 0 {
		return NoCard
	}
	return Card(bits.TrailingZeros64(uint64(s)))
}

// String lists the set's codes separated by spaces.
func (s CardSet) String() string {
	cs := s.Cards()
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

// ParseCards reads a list of codes separated by spaces or commas.
func ParseCards(s string) ([]Card, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
	out := make([]Card, 0, len(fields))
	for _, f := range fields {
		c, err := ParseCard(f)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}
