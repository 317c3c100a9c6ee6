package tally

import (
	"slices"
	"strings"
	"testing"
)

// dzSplitSuitsDeal is a three-player deal with dealer 0, so Vorhand seat 1 leads (§10): seat 0
// holds every Club and D6 D7 D8, seat 1 every Spade and DA DK DQ, seat 2 every Heart and D9 DT DJ.
// Seat 1 leads its nine Spades, which nobody else holds; the last three tricks are Diamonds, given
// in the order that lowTricks says: won by the lowest card (Undenufe) or by the highest.
func dzSplitSuitsDeal(t *testing.T, lowTricks bool) [][]Card {
	t.Helper()
	tricks := []string{"S6 H6 C6", "S7 H7 C7", "S8 H8 C8", "S9 H9 C9", "ST HT CT", "SJ HJ CJ", "SQ HQ CQ", "SK HK CK", "SA HA CA"}
	if lowTricks {
		// DA D9 D6 goes to seat 0's D6, who then leads D7 and D8 and wins with them.
		tricks = append(tricks, "DA D9 D6", "D7 DK DT", "D8 DQ DJ")
	} else {
		// Seat 1 keeps the lead with DA, DK and DQ.
		tricks = append(tricks, "DA D9 D6", "DK DT D7", "DQ DJ D8")
	}
	var out [][]Card
	for _, s := range tricks {
		out = append(out, dzCards(t, s))
	}
	return out
}

// A deal that names Undenufe is reported (Differenzler always has a trump, §10), and its cards are
// still counted as played under Undenufe: the 6 is worth 11, the 8 8, Ten 10, King 4, Queen 3,
// Jack 2, Ace, 9 and 7 nothing (§2.2). Seat 0 takes the last three tricks: DA D9 D6 (0+0+11),
// D7 DK DT (0+4+10), D8 DQ DJ (8+3+2) and the last-trick 5, 43; seat 1 the nine Spade tricks with
// every Spade, Heart and Club, 3 × 38 = 114; seat 2 nothing.
func TestDifferenzlerUndenufeDealCountedAsUndenufe(t *testing.T) {
	s := dzSheet(t, dzRules(t, "seed", nil), 3)
	ds := s.Add(DifferenzlerDeal{Dealer: 0, Trump: Undenufe, Predictions: []int{43, 100, 0}, Tricks: dzSplitSuitsDeal(t, true)})
	if got := dzRuleCodes(ds.Violations); !slices.Equal(got, []string{RuleTrumpMismatch}) {
		t.Fatalf("violations %v, want only %s", ds.Violations, RuleTrumpMismatch)
	}
	if !slices.Equal(ds.Actual, []int{43, 114, 0}) {
		t.Errorf("card points %v, want [43 114 0]", ds.Actual)
	}
	if !slices.Equal(ds.Penalty, []int{0, 14, 0}) {
		t.Errorf("penalties %v, want [0 14 0]", ds.Penalty)
	}
}

// The trump suit is the suit of the dealer's bottom card, so a dealer who played no card of it is
// reported (§10), seat 0 as much as any other; a dealer outside the table is reported as such and
// the deal is still replayed, Vorhand being the seat after him.
func TestDifferenzlerDealerSeatsAtTheEdges(t *testing.T) {
	cases := []struct {
		name   string
		dealer int
		trump  Mode
		want   []string
		detail string
	}{
		{"dealer 0 holds no Spade", 0, Mode(Spades), []string{RuleTrumpMismatch}, "the dealer played no S card"},
		{"dealer 3 of three players", 3, Mode(Spades), []string{RuleSeatRange}, "dealer 3 is not a seat 0..2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := dzSheet(t, dzRules(t, "seed", nil), 3)
			ds := s.Add(DifferenzlerDeal{Dealer: c.dealer, Trump: c.trump, Predictions: []int{0, 157, 0}, Tricks: dzSplitSuitsDeal(t, false)})
			if got := dzRuleCodes(ds.Violations); !slices.Equal(got, c.want) {
				t.Fatalf("violations %v, want %v", ds.Violations, c.want)
			}
			if c.detail != "" && !strings.Contains(ds.Violations[0].Detail, c.detail) {
				t.Errorf("detail %q, want %q in it", ds.Violations[0].Detail, c.detail)
			}
			// Seat 1 leads and keeps the lead: every trick is his.
			if !slices.Equal(ds.Actual, []int{0, DealPoints, 0}) {
				t.Errorf("card points %v, want [0 157 0]", ds.Actual)
			}
		})
	}
}

// The dealer moves one seat on each deal (§1.2): the check holds for dealer 0 before and after,
// names the seat that should have dealt, and is skipped when either dealer is no seat at all.
func TestDifferenzlerDealerOrderAtTheEdges(t *testing.T) {
	cases := []struct {
		name          string
		first, second int
		want          []string
		detail        string
	}{
		{"0 then 2", 0, 2, []string{RuleDealerOrder}, "dealer 2 follows dealer 0; want 1"},
		{"1 then 0", 1, 0, []string{RuleDealerOrder}, "dealer 0 follows dealer 1; want 2"},
		{"2 then 0", 2, 0, nil, ""},
		{"no seat 3 then 0", 3, 0, nil, ""},
		{"0 then no seat 3", 0, 3, []string{RuleSeatRange}, "dealer 3 is not a seat 0..2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := dzSheet(t, dzRules(t, "seed", nil), 3)
			s.Add(DifferenzlerDeal{Dealer: c.first, Trump: Mode(Hearts), Predictions: []int{50, 50, 57}, Points: []int{50, 50, 57}})
			ds := s.Add(DifferenzlerDeal{Dealer: c.second, Trump: Mode(Hearts), Predictions: []int{50, 50, 57}, Points: []int{50, 50, 57}})
			if got := dzRuleCodes(ds.Violations); !slices.Equal(got, c.want) {
				t.Fatalf("violations %v, want %v", ds.Violations, c.want)
			}
			if c.detail != "" && ds.Violations[0].Detail != c.detail {
				t.Errorf("detail %q, want %q", ds.Violations[0].Detail, c.detail)
			}
		})
	}
}

// Points entered as numbers: 157 for one player is in range (§10, a player who takes every trick
// has 157), and a list longer than the table is reported without counting the extra entry.
func TestDifferenzlerPointsAtTheEdges(t *testing.T) {
	cases := []struct {
		name   string
		points []int
		want   []string
		actual []int
	}{
		{"one player takes all", []int{157, 0, 0}, nil, []int{157, 0, 0}},
		{"four entries for three players", []int{57, 50, 50, 0}, []string{RulePlayerCount}, []int{57, 50, 50}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := dzSheet(t, dzRules(t, "seed", nil), 3)
			ds := s.Add(DifferenzlerDeal{Dealer: 0, Trump: Mode(Hearts), Predictions: []int{157, 0, 0}, Points: c.points})
			if got := dzRuleCodes(ds.Violations); !slices.Equal(got, c.want) {
				t.Fatalf("violations %v, want %v", ds.Violations, c.want)
			}
			if !slices.Equal(ds.Actual, c.actual) {
				t.Errorf("card points %v, want %v", ds.Actual, c.actual)
			}
		})
	}
}

// Points entered together with the tricks are checked against them: seat 1 takes every trick of
// the Spades deal, 157. Matching points pass, each wrong one is reported at its seat, and a list
// longer than the table is reported without comparing the extra entry. (Dealer 0 holds no Spade,
// which is reported every time.)
func TestDifferenzlerPointsCheckedAgainstTheTricks(t *testing.T) {
	v := func(rule string, seat int) Violation {
		return Violation{Round: 0, Trick: -1, Seat: seat, Card: NoCard, Rule: rule}
	}
	cases := []struct {
		name   string
		points []int
		want   []Violation
	}{
		{"matching", []int{0, 157, 0}, []Violation{v(RuleTrumpMismatch, 0)}},
		{"seats 1 and 2 wrong", []int{0, 150, 7}, []Violation{v(RuleTrumpMismatch, 0), v(RulePointsMismatch, 1), v(RulePointsMismatch, 2)}},
		{"four entries", []int{0, 157, 0, 0}, []Violation{v(RuleTrumpMismatch, 0), v(RulePlayerCount, -1)}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := dzSheet(t, dzRules(t, "seed", nil), 3)
			ds := s.Add(DifferenzlerDeal{Dealer: 0, Trump: Mode(Spades), Predictions: []int{0, 157, 0}, Points: c.points, Tricks: dzSplitSuitsDeal(t, false)})
			var got []Violation
			for _, x := range s.Violations {
				got = append(got, v(x.Rule, x.Seat))
				if x.Trick != -1 || x.Card != NoCard {
					t.Errorf("violation %v names a trick or card", x)
				}
			}
			if !slices.Equal(got, c.want) {
				t.Fatalf("violations %v, want %v", s.Violations, c.want)
			}
			if !slices.Equal(ds.Actual, []int{0, DealPoints, 0}) {
				t.Errorf("card points %v, want the tricks' [0 157 0]", ds.Actual)
			}
		})
	}
}

// A sheet written as a literal, without totals, gets one total per player on its first deal.
func TestDifferenzlerSheetWithoutTotalsGetsThem(t *testing.T) {
	s := &DifferenzlerSheet{Rules: dzRules(t, "seed", nil), Players: 3}
	// Penalties |50−60|, |50−40|, |57−57|: 10, 10, 0.
	s.Add(DifferenzlerDeal{Dealer: 0, Trump: Mode(Hearts), Predictions: []int{50, 50, 57}, Points: []int{60, 40, 57}})
	if !slices.Equal(s.Totals, []int{10, 10, 0}) {
		t.Fatalf("totals %v, want [10 10 0]", s.Totals)
	}
}
