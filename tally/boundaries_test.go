package tally

import (
	"strings"
	"testing"
)

// The edges of the card types: the first value past a range is refused, the last one inside
// it is not.
func TestCardEdges(t *testing.T) {
	if got := Rank(NumRanks - 1).String(); got != "A" {
		t.Errorf("the highest rank prints %q, want A", got)
	}
	if got := Rank(NumRanks).String(); got != "?" {
		t.Errorf("a rank past the ace prints %q, want ?", got)
	}
	for _, tc := range []struct{ in, want byte }{{'a', 'A'}, {'z', 'Z'}, {'`', '`'}, {'{', '{'}, {'A', 'A'}} {
		if got := upper(tc.in); got != tc.want {
			t.Errorf("upper(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if k, err := ParseCard("ha"); err != nil || k != MustCard("HA") {
		t.Errorf("ha reads as %v, %v; want the ace of hearts", k, err)
	}
	if k, err := ParseCard("sj"); err != nil || k != MustCard("SJ") {
		t.Errorf("sj reads as %v, %v", k, err)
	}
	exact := strings.Repeat("x", 24)
	if got := clip(exact); got != exact {
		t.Errorf("24 characters are quoted whole, got %q", got)
	}
	if got := clip(exact + "y"); got != exact+"…" {
		t.Errorf("25 characters are cut after 24, got %q", got)
	}
	last := Card(NumCards - 1)
	if !AllCards.Has(last) || AllCards.Has(Card(NumCards)) {
		t.Error("the deck has its last card and nothing past it")
	}
	beyond := Card(NumCards)
	if got := CardSet(0).Add(beyond); got != 0 {
		t.Errorf("adding a card past the deck changes the set: %b", got)
	}
	if got := CardSet(0).Add(last); !got.Has(last) {
		t.Error("the last card can be added")
	}
	odd := CardSet(1) << NumCards // a bit past the deck, as a damaged value might carry
	if odd.Has(beyond) {
		t.Error("Has answers only for cards of the deck")
	}
	if got := odd.Remove(beyond); got != odd {
		t.Errorf("removing a card past the deck changes the set: %b", got)
	}
	if got := AllCards.Remove(last); got.Has(last) || got.Len() != NumCards-1 {
		t.Error("the last card can be removed")
	}
}

// NextVorhand after deals with a Vorhand of 0, the last seat, or out of range, and before any
// deal with another first Vorhand than seat 0.
func TestCoiffeurNextVorhandEdges(t *testing.T) {
	r, err := Preset(Coiffeur, "seed")
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewCoiffeurSheet(r, 4)
	if err != nil {
		t.Fatal(err)
	}
	s.FirstVorhand = 1
	if got := s.NextVorhand(); got != 1 {
		t.Errorf("before any deal the first Vorhand chooses: %d, want 1", got)
	}
	s.FirstVorhand = 2
	s.Deals = []CoiffeurDealScore{{Vorhand: 0}}
	if got := s.NextVorhand(); got != 1 {
		t.Errorf("after a deal with Vorhand 0 (the first deal of the list): %d, want 1", got)
	}
	s.Deals = []CoiffeurDealScore{{Vorhand: 3}}
	if got := s.NextVorhand(); got != 0 {
		t.Errorf("after the last seat: %d, want 0", got)
	}
	// A Vorhand of 4 at a table of four is out of range: the deal before it counts.
	s.Deals = []CoiffeurDealScore{{Vorhand: 1}, {Vorhand: 4}}
	if got := s.NextVorhand(); got != 3 {
		t.Errorf("after an out-of-range Vorhand following seat 1: %d, want 3", got)
	}
	s.Deals = []CoiffeurDealScore{{Vorhand: -1}}
	if got := s.NextVorhand(); got != 3 {
		t.Errorf("after a negative Vorhand with first Vorhand 2: %d, want 3", got)
	}
}
