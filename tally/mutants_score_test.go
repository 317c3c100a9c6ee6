package tally

import (
	"slices"
	"strings"
	"testing"
)

// allSpadesToSeat0 is an Obenabe deal in which seat 0 was dealt every Spade, seat 1 every Heart,
// seat 2 every Diamond and seat 3 every Club: seat 0 leads Spades from the top and takes all nine
// tricks, the others discarding.
func allSpadesToSeat0(t *testing.T) [][]Card {
	t.Helper()
	return tricksOf(t,
		"SA H6 D6 C6", "SK H7 D7 C7", "SQ H8 D8 C8", "SJ H9 D9 C9", "ST HT DT CT",
		"S9 HJ DJ CJ", "S8 HQ DQ CQ", "S7 HK DK CK", "S6 HA DA CA")
}

// A team that takes all nine tricks of a deal entered card by card makes a Match (§6): 157 card
// points plus the Match bonus 100, times 3 for Obenabe in the seed preset (§7.2, §7.3).
func TestMutantsMatchFoundFromTricks(t *testing.T) {
	r := preset(t, "seed")
	d := SchieberDeal{Contract: contract(t, "obenabe"), Vorhand: 0, Match: -1, Stoeck: -1, WonBy: -1,
		Tricks: allSpadesToSeat0(t)}
	s := ScoreSchieber(d, r)
	if len(s.Violations) != 0 {
		t.Fatalf("violations %v", s.Violations)
	}
	if s.Match != 0 || s.Kontermatsch {
		t.Fatalf("Match %d Kontermatsch %v, want a Match by team 0", s.Match, s.Kontermatsch)
	}
	if s.CardPoints != [2]int{257, 0} || s.Score != [2]int{771, 0} {
		t.Fatalf("card points %v score %v, want [257 0] and [771 0]", s.CardPoints, s.Score)
	}
}

// Three tricks all taken by one team are no Match: a Match is all nine tricks (§6).
func TestMutantsNoMatchFromAnUnfinishedDeal(t *testing.T) {
	r := preset(t, "seed")
	d := SchieberDeal{Contract: contract(t, "obenabe"), Vorhand: 0, Match: -1, Stoeck: -1, WonBy: -1,
		Tricks: allSpadesToSeat0(t)[:3]}
	s := ScoreSchieber(d, r)
	if s.Match != -1 {
		t.Fatalf("Match %d after three tricks, want none", s.Match)
	}
	// SA+SK+SQ = 11+4+3 for seat 0, no last-trick 5: the deal is not over.
	if s.CardPoints[1] != 0 || s.CardPoints[0] >= DealPoints {
		t.Fatalf("card points %v: no Match bonus may be added", s.CardPoints)
	}
}

// A deal with an impossible Vorhand scores nothing, and no team writes Weis.
func TestMutantsBadVorhandWritesNoWeis(t *testing.T) {
	d := SchieberDeal{Contract: contract(t, "C"), Vorhand: 4, Match: -1, Stoeck: -1, WonBy: -1,
		Points: [2]int{100, 57}, Weis: []WeisClaim{{Seat: -1, Team: 0, Points: 50}}}
	s := ScoreSchieber(d, preset(t, "seed"))
	if s.WeisTeam != -1 || s.Match != -1 || s.Score != [2]int{} {
		t.Fatalf("weis team %d match %d score %v, want -1, -1 and nothing", s.WeisTeam, s.Match, s.Score)
	}
	if len(s.Violations) != 1 || s.Violations[0].Rule != RuleSeatRange {
		t.Fatalf("violations %v, want one seat-range", s.Violations)
	}
}

// A points entry that claims a Match by team 1 without 0 : 157 is refused with a message, not a
// crash (§6, "match-mismatch").
func TestMutantsMatchMismatchForTeam1(t *testing.T) {
	d := SchieberDeal{Contract: contract(t, "C"), Vorhand: 0, Match: 1, Stoeck: -1, WonBy: -1,
		Points: [2]int{7, 150}}
	s := ScoreSchieber(d, preset(t, "seed"))
	if len(s.Violations) != 1 || s.Violations[0].Rule != RuleMatchMismatch {
		t.Fatalf("violations %v, want one match-mismatch", s.Violations)
	}
	if !strings.Contains(s.Violations[0].Detail, "not 150 and 7") {
		t.Fatalf("detail %q should quote team 1's 150 and the other team's 7", s.Violations[0].Detail)
	}
}

// Weis values for both teams, or values mixed with shown cards, are refused and nobody writes
// Weis (§4.3).
func TestMutantsRefusedWeisHaveNoTeam(t *testing.T) {
	r := preset(t, "seed")
	both := SchieberDeal{Contract: contract(t, "C"), Vorhand: 0, Match: -1, Stoeck: -1, WonBy: -1,
		Points: [2]int{100, 57}, Weis: []WeisClaim{{Seat: -1, Team: 0, Points: 50}, {Seat: -1, Team: 1, Points: 20}}}
	mixed := both
	mixed.Weis = []WeisClaim{{Seat: 0, Cards: cards(t, "D6 D7 D8"), Team: -1}, {Seat: -1, Team: 1, Points: 20}}
	for name, d := range map[string]SchieberDeal{"both teams": both, "cards and values": mixed} {
		s := ScoreSchieber(d, r)
		if s.WeisTeam != -1 || s.Weis != [2]int{} {
			t.Errorf("%s: weis team %d weis %v, want -1 and none", name, s.WeisTeam, s.Weis)
		}
		if !slices.ContainsFunc(s.Violations, func(v Violation) bool { return v.Rule == RuleWeisTwoTeams }) {
			t.Errorf("%s: violations %v, want weis-two-teams", name, s.Violations)
		}
	}
}

// A Weis shown by a seat that does not exist names the seats there are.
func TestMutantsWeisSeatOutOfRangeNamesTheSeats(t *testing.T) {
	d := SchieberDeal{Contract: contract(t, "C"), Vorhand: 0, Match: -1, Stoeck: -1, WonBy: -1,
		Points: [2]int{100, 57}, Weis: []WeisClaim{{Seat: 5, Cards: cards(t, "D6 D7 D8"), Team: -1}}}
	s := ScoreSchieber(d, preset(t, "seed"))
	if len(s.Violations) != 1 || s.Violations[0].Rule != RuleSeatRange {
		t.Fatalf("violations %v, want one seat-range", s.Violations)
	}
	if !strings.Contains(s.Violations[0].Detail, "not 0..3") {
		t.Fatalf("detail %q should name the seats 0..3", s.Violations[0].Detail)
	}
}

// The quick-entry Weis value is a sum of at most eight Weis values of the scale in force (§4.1).
func TestMutantsValidWeisValue(t *testing.T) {
	big := preset(t, "seed")
	small := big
	small.Weis = WeisSmall
	cases := []struct {
		name string
		p    int
		r    Rules
		want bool
	}{
		{"one run of 3", 20, big, true},
		{"run of 3 and run of 4", 70, big, true},
		{"one run of 4", 50, small, true},
		{"not a multiple of 10", 25, big, false},
		{"below any Weis", 10, big, false},
		{"zero", 0, big, false},
		// 1600 is eight four-Jacks under the small scale: exactly the eight allowed.
		{"eight Weis of 200, small", 1600, small, true},
		// 1700 needs nine Weis under the small scale, but 5x300 + 200 under the big one.
		{"1700 small", 1700, small, false},
		{"1700 big", 1700, big, true},
		// 2000 is eight runs of 8 (250) under the big scale, the largest value allowed.
		{"2000 big", 2000, big, true},
		{"2010 big", 2010, big, false},
	}
	for _, c := range cases {
		if got := ValidWeisValue(c.p, c.r); got != c.want {
			t.Errorf("%s: ValidWeisValue(%d, %s) = %v, want %v", c.name, c.p, c.r.Weis, got, c.want)
		}
	}
}

// Stöck announced by seat 3 count for team 1 (§5): 20, doubled with Clubs trump in the seed preset.
func TestMutantsStoeckBySeat3(t *testing.T) {
	d := SchieberDeal{Contract: contract(t, "C"), Vorhand: 0, Match: -1, Stoeck: 3, WonBy: -1,
		Points: [2]int{100, 57}}
	s := ScoreSchieber(d, preset(t, "seed"))
	if len(s.Violations) != 0 {
		t.Fatalf("violations %v", s.Violations)
	}
	if s.Stoeck != [2]int{0, StoeckPoints} || s.Score != [2]int{200, 154} {
		t.Fatalf("stoeck %v score %v, want [0 20] and [200 154]", s.Stoeck, s.Score)
	}
}
