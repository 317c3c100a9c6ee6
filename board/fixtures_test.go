package board

import (
	"testing"

	"github.com/jasstafel/jasstafel/tally"
)

func rules(t testing.TB, g tally.Game, preset string, change func(*tally.Rules)) tally.Rules {
	t.Helper()
	r, err := tally.Preset(g, preset)
	if err != nil {
		t.Fatal(err)
	}
	if change != nil {
		change(&r)
	}
	if err := r.Validate(g); err != nil {
		t.Fatal(err)
	}
	return r
}

func contract(t testing.TB, s string) tally.Contract {
	t.Helper()
	c, err := tally.ParseContract(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func cards(t testing.TB, s string) []tally.Card {
	t.Helper()
	cs, err := tally.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// tv6Deal is docs/RULES.md §13 TV-6 entered card by card: trump C, Weis and Stöck as declared.
func tv6Deal(t testing.TB) tally.SchieberDeal {
	t.Helper()
	var tricks [][]tally.Card
	for _, s := range []string{
		"CJ C6 CT C7", "C9 CQ C8 S9", "CA CK SA H8", "DA D6 DT D8", "DK S8 D9 D7",
		"DQ S7 ST H6", "DJ HQ HT SJ", "H7 HK H9 HJ", "HA SK SQ S6",
	} {
		tricks = append(tricks, cards(t, s))
	}
	return tally.SchieberDeal{
		Contract: contract(t, "C"), Vorhand: 0, Tricks: tricks, Match: -1, Stoeck: 1, WonBy: -1,
		Weis: []tally.WeisClaim{
			{Seat: 0, Team: -1, Cards: cards(t, "DA DK DQ DJ")},
			{Seat: 1, Team: -1, Cards: cards(t, "HA HK HQ")},
			{Seat: 2, Team: -1, Cards: cards(t, "CT ST HT DT")},
		},
	}
}

func pointsDeal(t testing.TB, c string, vorhand int, points [2]int) tally.SchieberDeal {
	return tally.SchieberDeal{Contract: contract(t, c), Vorhand: vorhand, Points: points, Match: -1, Stoeck: -1, WonBy: -1}
}

// tv19Lower are deal scores that, written as they come, give the lower half of TV-19: 19 top
// strokes, 5 slashes, 18 bottom strokes and the numbers 6, 3 and −1 (a correction).
var tv19Lower = []int{546, 493, 290, 390, 140, 90, 190, 240, 140, -1}

// tv19Upper give TV-19's upper half: 8 top strokes, 6 slashes (three X), 12 bottom, number 7.
var tv19Upper = []int{157, 190, 190, 290, 290, 190, 40}

// tv14Sheet enters docs/RULES.md §13 TV-14 as points-only deals, the teams taking turns.
func tv14Sheet(t testing.TB, change func(*tally.Rules)) *tally.CoiffeurSheet {
	t.Helper()
	s, err := tally.NewCoiffeurSheet(rules(t, tally.Coiffeur, "seed", change), 4)
	if err != nil {
		t.Fatal(err)
	}
	type e struct {
		row, side        int
		c                string
		vorhand, passes  int
		points0, points1 int
		match            int
	}
	for _, d := range []e{
		{0, 0, "D", 0, 0, 85, 72, -1}, {0, 1, "D", 1, 0, 86, 71, -1},
		{1, 0, "H", 2, 0, 102, 55, -1}, {1, 1, "H", 3, 0, 157, 0, 0},
		{2, 0, "S", 0, 0, 61, 96, -1}, {2, 1, "S", 1, 0, 27, 130, -1},
		{3, 0, "C", 2, 0, 112, 45, -1}, {3, 1, "C", 3, 0, 62, 95, -1},
		{4, 0, "obenabe", 0, 0, 157, 0, 0}, {4, 1, "obenabe", 1, 0, 53, 104, -1},
		{5, 0, "undenufe", 2, 0, 73, 84, -1}, {5, 1, "undenufe", 3, 0, 39, 118, -1},
		{6, 0, "S", 0, 0, 90, 67, -1}, {6, 1, "H", 0, 1, 157, 0, -1},
		{7, 0, "obenabe", 2, 0, 44, 113, -1}, {7, 1, "undenufe", 3, 0, 91, 66, -1},
	} {
		ds := s.Add(tally.CoiffeurDeal{
			Row: d.row, Side: d.side, Contract: contract(t, d.c), Vorhand: d.vorhand, Passes: d.passes,
			Points: []int{d.points0, d.points1}, Match: d.match, Stoeck: -1,
		})
		if !ds.Filled || len(ds.Violations) > 0 {
			t.Fatalf("TV-14 row %d side %d: filled %v, violations %v", d.row, d.side, ds.Filled, ds.Violations)
		}
	}
	return s
}

// differenzlerSheet adds the deals to a fresh 4-player sheet and fails on any violation.
func differenzlerSheet(t testing.TB, r tally.Rules, deals []tally.DifferenzlerDeal) *tally.DifferenzlerSheet {
	t.Helper()
	s, err := tally.NewDifferenzlerSheet(r, 4)
	if err != nil {
		t.Fatal(err)
	}
	for i, d := range deals {
		if ds := s.Add(d); len(ds.Violations) > 0 {
			t.Fatalf("deal %d: %v", i, ds.Violations)
		}
	}
	return s
}

// tv15Deals are TV-15's deal followed by two more as in an evening: a scored one and one whose
// predictions are written while it is being played.
var tv15Deals = []tally.DifferenzlerDeal{
	{Dealer: 3, Trump: tally.TrumpH, Predictions: []int{50, 30, 0, 77}, Points: []int{48, 35, 0, 74}},
	{Dealer: 0, Trump: tally.TrumpS, Predictions: []int{40, 40, 40, 37}, Points: []int{40, 60, 20, 37}},
	{Dealer: 1, Trump: tally.TrumpC, Predictions: []int{10, 20, 30, 40}},
}
