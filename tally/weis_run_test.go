package tally

import (
	"fmt"
	"strings"
	"testing"
)

// TestOneSequenceOneRun checks §4.1 for every run length, every place in the suit, both scales
// and both kreuzweis settings: a hand whose only combination is one unbroken sequence scores it as
// one run of its full length, never as two shorter runs.
func TestOneSequenceOneRun(t *testing.T) {
	want := map[string][]int{ // by scale, for lengths 3..9
		WeisBig:   {20, 50, 100, 150, 200, 250, 300},
		WeisSmall: {20, 50, 100, 100, 100, 100, 100},
	}
	for scale, values := range want {
		for _, kw := range []bool{false, true} {
			r := weisRules(t, func(r *Rules) { r.Weis = scale; r.Kreuzweis = kw })
			for n := 3; n <= NumRanks; n++ {
				for lo := 0; lo+n <= NumRanks; lo++ {
					for _, m := range []Mode{TrumpH, TrumpS, Obenabe, Undenufe} {
						hand := (CardSet(1)<<n - 1) << (uint(Hearts)*NumRanks + uint(lo))
						got := BestWeis(hand, m, r)
						name := fmt.Sprintf("weis=%s kreuzweis=%v %v %v", scale, kw, hand, m)
						if len(got) != 1 || got[0].Kind != WeisRun || got[0].Len != n || got[0].Cards != hand {
							t.Errorf("%s: BestWeis = %v, want the whole run", name, names(got))
							continue
						}
						if p := got[0].Points(r); p != values[n-3] {
							t.Errorf("%s: %d points, want %d", name, p, values[n-3])
						}
					}
				}
			}
		}
	}
}

// TestTouchingRunsOverlap checks that two runs of one suit that touch may not both be declared,
// whatever kreuzweis says, while runs with a card missing between them, or of two suits, may.
func TestTouchingRunsOverlap(t *testing.T) {
	cases := []struct {
		a, b string
		want bool
	}{
		{"S6 S7 S8", "S9 ST SJ", true},
		{"S9 ST SJ SQ SK", "S6 S7 S8", true},
		{"S6 S7 S8", "ST SJ SQ", false},
		{"S6 S7 S8", "H9 HT HJ", false},
		{"SQ SK SA", "H6 H7 H8", false},
	}
	for _, kw := range []bool{false, true} {
		r := weisRules(t, func(r *Rules) { r.Kreuzweis = kw })
		for _, c := range cases {
			a, b := mustWeis(t, c.a), mustWeis(t, c.b)
			if got := WeisOverlap(a, b, r); got != c.want {
				t.Errorf("kreuzweis=%v WeisOverlap(%v, %v) = %v, want %v", kw, a, b, got, c.want)
			}
			if got := WeisOverlap(b, a, r); got != c.want {
				t.Errorf("kreuzweis=%v WeisOverlap(%v, %v) = %v, want %v", kw, b, a, got, c.want)
			}
		}
	}
}

// TestDeclaredRunsOfOneSequence checks the declared Weis of a deal entered card by card: a
// player who holds S 6..Q may not show S 6-7-8 and S T-J-Q as two runs (the S9 he holds joins
// them), but may when S9 is not his.
func TestDeclaredRunsOfOneSequence(t *testing.T) {
	r := weisRules(t, func(r *Rules) { r.Weis = WeisSmall })
	low, high := mustWeis(t, "S6 S7 S8"), mustWeis(t, "ST SJ SQ")
	earlier := []Declaration{{Seat: 1, Weis: low}}
	claim := WeisClaim{Seat: 1, Cards: mustCards(t, "ST SJ SQ"), Team: -1}
	for _, c := range []struct {
		hand string
		rule string
	}{
		{"S6 S7 S8 S9 ST SJ SQ H6 H7", RuleWeisOverlap},
		{"S6 S7 S8 ST SJ SQ H6 H7 H8", ""},
	} {
		hands := []CardSet{0, mustSet(t, c.hand), 0, 0}
		d, v := checkDeclared(1, claim, 4, hands, earlier, r)
		switch {
		case c.rule == "" && v != nil:
			t.Errorf("%s: %v refused: %v", c.hand, high, v)
		case c.rule == "" && d.Weis != high:
			t.Errorf("%s: declaration %+v", c.hand, d)
		case c.rule != "" && (v == nil || v.Rule != c.rule || !strings.Contains(v.Detail, "unbroken sequence")):
			t.Errorf("%s: got %v, want %s about the unbroken sequence", c.hand, v, c.rule)
		}
	}
	// Shown without the hands (values typed from the table), touching runs are still refused.
	touching := WeisClaim{Seat: 1, Cards: mustCards(t, "S9 ST SJ"), Team: -1}
	if _, v := checkDeclared(1, touching, 4, nil, earlier, r); v == nil || v.Rule != RuleWeisOverlap {
		t.Errorf("S 9-T-J after S 6-7-8: %v, want %s", v, RuleWeisOverlap)
	}
}
