package tally

import (
	"strings"
	"testing"
)

func TestParseCardCanonicalAndAliases(t *testing.T) {
	cases := []struct{ in, want string }{
		{"CJ", "CJ"}, {"cj", "CJ"}, {"HT", "HT"}, {"H10", "HT"}, {"c10", "CT"}, {"d6", "D6"},
		{"SA", "SA"}, {"sk", "SK"}, {"Dq", "DQ"}, {"C9", "C9"},
	}
	for _, c := range cases {
		got, err := ParseCard(c.in)
		if err != nil {
			t.Fatalf("ParseCard(%q): %v", c.in, err)
		}
		if got.String() != c.want {
			t.Errorf("ParseCard(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

func TestParseCardRejects(t *testing.T) {
	// Swiss initials (E Eicheln, R Rosen, U Under, O Ober) must never be read as cards (§1.1).
	for _, in := range []string{"", "C", "CJJ", "X9", "C1", "C5", "CB", "EU", "RO", "C11", "10C", "JC", "♣J", "C 9", "CJ "} {
		if c, err := ParseCard(in); err == nil {
			t.Errorf("ParseCard(%q) = %s, want an error", in, c)
		} else if !strings.Contains(err.Error(), "card") {
			t.Errorf("ParseCard(%q) error %q does not say what is wrong", in, err)
		}
	}
}

func TestCardRoundTripAllThirtySix(t *testing.T) {
	seen := map[string]bool{}
	for c := Card(0); c < NumCards; c++ {
		s := c.String()
		if seen[s] {
			t.Fatalf("code %s appears twice", s)
		}
		seen[s] = true
		back, err := ParseCard(s)
		if err != nil || back != c {
			t.Fatalf("round trip %d → %s → %d, %v", c, s, back, err)
		}
		if NewCard(c.Suit(), c.Rank()) != c {
			t.Fatalf("NewCard(%v, %v) != %v", c.Suit(), c.Rank(), c)
		}
	}
	if len(seen) != 36 {
		t.Fatalf("%d distinct codes, want 36", len(seen))
	}
}

func TestCardSetOperations(t *testing.T) {
	s := SetOf(MustCard("CJ"), MustCard("C9"), MustCard("HA"))
	if s.Len() != 3 || !s.Has(MustCard("C9")) || s.Has(MustCard("C8")) {
		t.Fatalf("set %v wrong", s)
	}
	if got := s.OfSuit(Clubs); got.Len() != 2 {
		t.Errorf("clubs of %v = %v", s, got)
	}
	if got := s.Remove(MustCard("CJ")); got.Len() != 2 || got.Has(MustCard("CJ")) {
		t.Errorf("remove: %v", got)
	}
	if s.String() != "HA C9 CJ" {
		t.Errorf("String() = %q", s.String())
	}
	if AllCards.Len() != 36 || RankMask(Jack).Len() != 4 || SuitMask(Hearts).Len() != 9 {
		t.Errorf("masks: all %d, jacks %d, hearts %d", AllCards.Len(), RankMask(Jack).Len(), SuitMask(Hearts).Len())
	}
	if RankMask(Jack)&SuitMask(Diamonds) != SetOf(MustCard("DJ")) {
		t.Errorf("rank and suit masks do not meet in DJ")
	}
	if SetOf(NoCard).Len() != 0 || CardSet(0).First() != NoCard {
		t.Errorf("NoCard handling")
	}
	cards, err := ParseCards("CJ, c10 H6")
	if err != nil || len(cards) != 3 || cards[1] != MustCard("CT") {
		t.Errorf("ParseCards: %v %v", cards, err)
	}
	if _, err := ParseCards("CJ XX"); err == nil {
		t.Errorf("ParseCards accepted XX")
	}
}

// TV-1: every mode totals 152 card points, 157 with the last trick.
func TestTV01Totals(t *testing.T) {
	for _, swap := range []bool{true, false} {
		for m := Mode(0); m < NumModes; m++ {
			if got := m.SetValue(AllCards, swap); got != 152 {
				t.Errorf("mode %s swap=%v: deck is worth %d, want 152", m, swap, got)
			}
		}
	}
	if got := TrumpD.SetValue(SuitMask(Diamonds), true); got != 62 {
		t.Errorf("trump suit worth %d, want 62", got)
	}
	if got := TrumpD.SetValue(SuitMask(Hearts), true); got != 30 {
		t.Errorf("plain suit worth %d, want 30", got)
	}
	if got := Obenabe.SetValue(SuitMask(Hearts), true); got != 38 {
		t.Errorf("obenabe suit worth %d, want 38", got)
	}
	if 152+LastTrickBonus != DealPoints {
		t.Errorf("deal total %d", DealPoints)
	}
}

// §2.2: the value of every card in every column of the table.
func TestCardValuesTable(t *testing.T) {
	//            6  7  8  9  T   J   Q  K  A
	trump := []int{0, 0, 0, 14, 10, 20, 3, 4, 11}
	plain := []int{0, 0, 0, 0, 10, 2, 3, 4, 11}
	obe := []int{0, 0, 8, 0, 10, 2, 3, 4, 11}
	unde := []int{11, 0, 8, 0, 10, 2, 3, 4, 0}
	undeNoSwap := []int{0, 0, 8, 0, 10, 2, 3, 4, 11}
	for r := Rank(0); r < NumRanks; r++ {
		check := func(name string, m Mode, c Card, swap bool, want int) {
			if got := m.Value(c, swap); got != want {
				t.Errorf("%s %s: %d, want %d", name, c, got, want)
			}
		}
		check("trump", TrumpMode(Clubs), NewCard(Clubs, r), true, trump[r])
		check("plain", TrumpMode(Clubs), NewCard(Hearts, r), true, plain[r])
		check("obenabe", Obenabe, NewCard(Spades, r), true, obe[r])
		check("undenufe", Undenufe, NewCard(Diamonds, r), true, unde[r])
		check("undenufe no swap", Undenufe, NewCard(Diamonds, r), false, undeNoSwap[r])
	}
}
