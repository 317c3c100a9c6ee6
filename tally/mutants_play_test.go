package tally

import (
	"strings"
	"testing"
)

// Card value 36 is the first value past the deck (cards are 0..35, §1.1): it is reported where it
// was played, once, and the rest of the deal is judged as if the card were absent. TV-6 trick 1 is
// CJ C6 CT C7 led by seat 0; seat 3's C7 (worth 0 in a Clubs deal) is replaced, so the card points
// still add up to 157 and seat 0 still takes the trick with the Puur.
func TestCheckPlayCardValueJustPastTheDeck(t *testing.T) {
	r := lpRules(t, Schieber)
	cases := []struct {
		name    string
		players int
		want    []Violation
	}{
		{"four players", 4, []Violation{{Round: -1, Trick: 0, Seat: 3, Card: NumCards, Rule: RuleCardCount}}},
		// Five players cannot be replayed: only the player count and the cards themselves are checked.
		{"five players", 5, []Violation{
			{Round: -1, Trick: -1, Seat: -1, Card: NoCard, Rule: RuleSeatRange},
			{Round: -1, Trick: 0, Seat: -1, Card: NumCards, Rule: RuleCardCount},
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := lpTV6(t)
			p.Tricks[0][3] = NumCards
			p.Players = c.players
			res := CheckPlay(p, r)
			lpSameViolations(t, res.Violations, c.want)
			if c.players != 4 {
				return
			}
			if res.Tricks[0].Winner != 0 || lpSum(res.Points) != DealPoints {
				t.Errorf("trick 1 won by %d, %d card points; want seat 0 and %d", res.Tricks[0].Winner, lpSum(res.Points), DealPoints)
			}
			if res.Hands[3].Len() != 8 {
				t.Errorf("seat 3 holds %v, want the 8 real cards it played", res.Hands[3])
			}
		})
	}
}

// A leader one past the last seat is outside the table like any other: reported with the range of
// seats, and seat 0 leads instead, so TV-6 is replayed as dealt.
func TestCheckPlayLeaderOnePastTheLastSeat(t *testing.T) {
	r := lpRules(t, Schieber)
	p := lpTV6(t)
	p.Leader = 4
	res := CheckPlay(p, r)
	if len(res.Violations) != 1 || res.Violations[0].Rule != RuleSeatRange {
		t.Fatalf("violations %v, want one %s", res.Violations, RuleSeatRange)
	}
	if d := res.Violations[0].Detail; !strings.Contains(d, "leader seat 4 is outside 0..3") {
		t.Errorf("detail %q, want it to name the seats 0..3", d)
	}
	want := CheckPlay(lpTV6(t), r)
	for i, tr := range res.Tricks {
		if tr.Leader != want.Tricks[i].Leader || tr.Winner != want.Tricks[i].Winner {
			t.Errorf("trick %d: led by %d won by %d, want %d and %d", i, tr.Leader, tr.Winner, want.Tricks[i].Leader, want.Tricks[i].Winner)
		}
	}
}

// The last-trick 5 goes with the cards of the last trick (§2.2): a last trick with no cards is
// worth nothing and won by nobody.
func TestCheckPlayEmptyLastTrickEarnsNoBonus(t *testing.T) {
	p := lpTV6(t)
	p.Tricks[8] = nil
	res := CheckPlay(p, lpRules(t, Schieber))
	if tr := res.Tricks[8]; tr.Points != 0 || tr.Winner != -1 {
		t.Errorf("empty last trick: %d points won by %d, want 0 and nobody", tr.Points, tr.Winner)
	}
	lpSameViolations(t, res.Violations, []Violation{{Round: -1, Trick: 8, Seat: -1, Card: NoCard, Rule: RuleCardCount}})
}

// A clean deal of twelve tricks for three players is replayed in one allocation, like a deal of
// nine tricks for four.
func TestCheckPlayThreePlayerDealAllocatesOnce(t *testing.T) {
	hands := []CardSet{
		lpSet(t, "S9 SA SK SQ SJ ST S8 S7 S6 H6 H7 H8"),
		lpSet(t, "DA D6 C6 C7 C8 C9 CT CJ CQ CK CA H9"),
		lpSet(t, "DK D7 D8 D9 DT DJ DQ HT HJ HQ HK HA"),
	}
	r := lpRules(t, Differenzler)
	p := lpPlayOut(t, hands, TrumpContract(Diamonds), r, 0)
	if res := CheckPlay(p, r); len(res.Violations) != 0 || len(res.Tricks) != 12 {
		t.Fatalf("%d tricks, violations %v; want a clean deal of 12", len(res.Tricks), res.Violations)
	}
	if n := testing.AllocsPerRun(100, func() { CheckPlay(p, r) }); n > 1 {
		t.Errorf("CheckPlay allocates %v times for a clean three-player deal, want 1", n)
	}
}
