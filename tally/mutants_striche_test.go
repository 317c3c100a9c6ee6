package tally

import "testing"

// kontermatschTricks is a Spades deal led by seat 0, who holds every Heart: seat 1 holds every
// Spade, trumps trick 1 and leads trumps from then on, so team 1 takes all nine tricks against
// the choosing team 0.
func kontermatschTricks(t *testing.T) [][]Card {
	t.Helper()
	return tricksOf(t,
		"H6 S6 D6 C6", "SJ D7 C7 H7", "S9 D8 C8 H8", "SA D9 C9 H9", "SK DT CT HT",
		"SQ DJ CJ HJ", "ST DQ CQ HQ", "S8 DK CK HK", "S7 DA CA HA")
}

// Striche (§7.8): 2 for the win, one for every Match and, with modern counting, two for every
// Kontermatsch (one with old counting). Spades count twice: a Kontermatsch of 257 is 514.
func TestMutantsStricheForMatchAndKontermatsch(t *testing.T) {
	match := SchieberDeal{Contract: contract(t, "obenabe"), Vorhand: 0, Match: -1, Stoeck: -1, WonBy: -1,
		Tricks: allSpadesToSeat0(t)}
	konter := SchieberDeal{Contract: contract(t, "S"), Vorhand: 0, Match: -1, Stoeck: -1, WonBy: -1,
		Tricks: kontermatschTricks(t)}
	cases := []struct {
		name    string
		deal    SchieberDeal
		striche string
		want    [2]int
	}{
		{"Match, modern", match, "modern", [2]int{3, 0}},
		{"Match, old", match, "old", [2]int{3, 0}},
		{"Kontermatsch, modern", konter, "modern", [2]int{0, 4}},
		{"Kontermatsch, old", konter, "old", [2]int{0, 3}},
	}
	for _, c := range cases {
		r := preset(t, "seed")
		r.Target, r.Striche = 500, c.striche
		st := ReplaySchieber(r, []SchieberDeal{c.deal})
		if len(st.Violations) != 0 {
			t.Fatalf("%s: violations %v", c.name, st.Violations)
		}
		if st.Striche != c.want {
			t.Errorf("%s: totals %v, Striche %v, want %v", c.name, st.Totals, st.Striche, c.want)
		}
	}
	r := preset(t, "seed")
	if st := ReplaySchieber(r, []SchieberDeal{konter}); st.Totals != [2]int{0, 514} || !st.Scores[0].Kontermatsch {
		t.Errorf("Kontermatsch deal: totals %v kontermatsch %v, want [0 514]", st.Totals, st.Scores[0].Kontermatsch)
	}
}
