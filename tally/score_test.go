package tally

import (
	"slices"
	"testing"
)

func cards(t testing.TB, s string) []Card {
	t.Helper()
	cs, err := ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func tricksOf(t testing.TB, ts ...string) [][]Card {
	t.Helper()
	out := make([][]Card, len(ts))
	for i, s := range ts {
		out[i] = cards(t, s)
	}
	return out
}

func preset(t testing.TB, name string) Rules {
	t.Helper()
	r, err := Preset(Schieber, name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func contract(t testing.TB, s string) Contract {
	t.Helper()
	c, err := ParseContract(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// tv6Deal is the full Schieber deal of TV-6: seat 0 chooses trump C.
func tv6Deal(t testing.TB) SchieberDeal {
	return SchieberDeal{
		Contract: contract(t, "C"), Vorhand: 0, Match: -1, Stoeck: 1, WonBy: -1,
		Tricks: tricksOf(t,
			"CJ C6 CT C7", "C9 CQ C8 S9", "CA CK SA H8", "DA D6 DT D8", "DK S8 D9 D7",
			"DQ S7 ST H6", "DJ HQ HT SJ", "H7 HK H9 HJ", "HA SK SQ S6"),
		Weis: []WeisClaim{
			{Seat: 0, Cards: cards(t, "DJ DQ DK DA"), Team: -1},
			{Seat: 1, Cards: cards(t, "HQ HK HA"), Team: -1},
			{Seat: 2, Cards: cards(t, "CT ST HT DT"), Team: -1},
		},
	}
}

func TestTV06FullSchieberDeal(t *testing.T) {
	d := tv6Deal(t)
	s := ScoreSchieber(d, preset(t, "seed"))
	if len(s.Violations) != 0 {
		t.Fatalf("violations in a legal deal: %v", s.Violations)
	}
	wantTricks := []struct{ winner, points int }{{0, 30}, {0, 17}, {0, 26}, {0, 21}, {0, 4}, {0, 13}, {0, 17}, {1, 6}, {1, 23}}
	for i, w := range wantTricks {
		tr := s.Play.Tricks[i]
		if tr.Winner != w.winner || tr.Points != w.points {
			t.Errorf("trick %d: winner %d points %d, want %d %d", i+1, tr.Winner, tr.Points, w.winner, w.points)
		}
	}
	if s.CardPoints != [2]int{128, 29} || s.Match != -1 {
		t.Errorf("card points %v match %d, want [128 29] none", s.CardPoints, s.Match)
	}
	if s.WeisTeam != 0 || s.Weis != [2]int{150, 0} {
		t.Errorf("weis team %d %v, want team 0 [150 0]", s.WeisTeam, s.Weis)
	}
	if s.Stoeck != [2]int{0, 20} {
		t.Errorf("stoeck %v, want [0 20]", s.Stoeck)
	}
	if s.Multiplier != 2 || s.Score != [2]int{556, 98} {
		t.Errorf("seed: ×%d %v, want ×2 [556 98]", s.Multiplier, s.Score)
	}
	if got := ScoreSchieber(d, preset(t, "swisslos")).Score; got != [2]int{556, 98} {
		t.Errorf("swisslos %v, want [556 98]", got)
	}
	if got := ScoreSchieber(d, preset(t, "simple")).Score; got != [2]int{278, 49} {
		t.Errorf("simple %v, want [278 49]", got)
	}
	plain := preset(t, "simple")
	plain.Weis, plain.Stoeck = WeisOff, false
	d.Weis, d.Stoeck = nil, -1
	if got := ScoreSchieber(d, plain).Score; got != [2]int{128, 29} {
		t.Errorf("simple, no Weis, no Stöck: %v, want [128 29]", got)
	}
	// The hands the engine reconstructs are the hands of TV-6.
	hands := []string{
		"CJ C9 CA DA DK DQ DJ S6 H7", "CK CQ C6 HA HK HQ S8 S7 D6",
		"CT C8 SA SK ST HT H9 DT D9", "C7 SQ SJ S9 HJ H8 H6 D8 D7"}
	for seat, h := range hands {
		if s.Play.Hands[seat] != SetOf(cards(t, h)...) {
			t.Errorf("seat %d hand %v, want %s", seat, s.Play.Hands[seat], h)
		}
	}
}

func TestTV07MatchAndKontermatsch(t *testing.T) {
	seed := preset(t, "seed")
	pts := func(c string, vorhand int, points [2]int, match int) SchieberDeal {
		return SchieberDeal{Contract: contract(t, c), Vorhand: vorhand, Points: points, Match: match, Stoeck: -1, WonBy: -1}
	}
	cases := []struct {
		name   string
		d      SchieberDeal
		r      Rules
		want   [2]int
		konter bool
	}{
		{"D match", pts("D", 0, [2]int{157, 0}, 0), seed, [2]int{257, 0}, false},
		{"obenabe match", pts("obenabe", 0, [2]int{157, 0}, 0), seed, [2]int{771, 0}, false},
		{"undenufe kontermatsch", pts("undenufe", 0, [2]int{0, 157}, 1), seed, [2]int{0, 1028}, true},
		{"undenufe kontermatsch swisslos", pts("undenufe", 0, [2]int{0, 157}, 1), preset(t, "swisslos"), [2]int{0, 771}, true},
		{"undenufe kontermatsch jasspro", pts("undenufe", 0, [2]int{0, 157}, 1), preset(t, "jasspro"), [2]int{0, 771}, true},
		{"157 without match", pts("C", 0, [2]int{157, 0}, -1), seed, [2]int{314, 0}, false},
		{"pushed: choosing team stays Vorhand's", pts("D", 1, [2]int{157, 0}, 0), seed, [2]int{257, 0}, true},
	}
	for _, c := range cases {
		s := ScoreSchieber(c.d, c.r)
		if len(s.Violations) != 0 || s.Score != c.want || s.Kontermatsch != c.konter {
			t.Errorf("%s: %v konter=%v %v, want %v konter=%v", c.name, s.Score, s.Kontermatsch, s.Violations, c.want, c.konter)
		}
	}
	// Trump S, team 0 makes a Match; team 1 has Stöck and the best Weis (100).
	d := pts("S", 0, [2]int{157, 0}, 0)
	d.Stoeck = 1
	d.Weis = []WeisClaim{{Seat: -1, Team: 1, Points: 100}}
	if s := ScoreSchieber(d, seed); s.Score != [2]int{514, 240} || len(s.Violations) != 0 {
		t.Errorf("match against Weis and Stöck: %v %v, want [514 240]", s.Score, s.Violations)
	}
	for bonus, want := range map[int]int{50: 207, 0: 157} {
		r := seed
		r.MatchBonus = bonus
		if s := ScoreSchieber(pts("D", 0, [2]int{157, 0}, 0), r); s.Score[0] != want {
			t.Errorf("matchBonus %d: %d, want %d", bonus, s.Score[0], want)
		}
	}
}

// TV-7: a 0-point trick taken by the other team prevents the Match, found from the tricks.
func TestTV07ZeroPointTrickPreventsMatch(t *testing.T) {
	// Trump C. Team 1 (seat 1) wins trick 1 with D7 over D6, S8 and H9 — 0 points.
	d := SchieberDeal{Contract: contract(t, "C"), Vorhand: 0, Match: -1, Stoeck: -1, WonBy: -1}
	// Build the whole deal: hands chosen so that every card is legal.
	// seat 0: D6 CJ C9 CA CK CQ CT C8 C7   seat 1: D7 DA DK DQ DJ DT D9 D8 H6
	// seat 2: S8 SA SK SQ SJ ST S9 S7 S6   seat 3: H9 HA HK HQ HJ HT H8 H7 C6
	d.Tricks = tricksOf(t,
		"D6 D7 S8 H9",
		"DA SA HA CJ", // seat 1 leads DA; seat 2 void in D, seat 3 void in D, seat 0 trumps with CJ
		"C9 D9 S9 C6", // seat 0 leads trump C9; seat 1 no trump → any; seat 2 none; seat 3 C6
		"CA DK SK HK", "CK DQ SQ HQ", "CQ DJ SJ HJ", "CT DT ST HT", "C8 D8 S7 H8", "C7 H6 S6 H7",
	)
	s := ScoreSchieber(d, preset(t, "seed"))
	if len(s.Violations) != 0 {
		t.Fatalf("violations: %v", s.Violations)
	}
	if s.Match != -1 || s.CardPoints != [2]int{157, 0} {
		t.Errorf("match %d card points %v, want no Match and [157 0]", s.Match, s.CardPoints)
	}
}

func TestTV12PresetsOnOneResult(t *testing.T) {
	cases := []struct {
		preset    string
		obe, unde [2]int
	}{
		{"simple", [2]int{170, 37}, [2]int{170, 37}},
		{"seed", [2]int{510, 111}, [2]int{680, 148}},
		{"swisslos", [2]int{510, 111}, [2]int{510, 111}},
		{"jasspro", [2]int{510, 111}, [2]int{510, 111}},
		{"appenzeller", [2]int{850, 185}, [2]int{1020, 222}},
	}
	for _, c := range cases {
		for contractName, want := range map[string][2]int{"obenabe": c.obe, "undenufe": c.unde} {
			d := SchieberDeal{Contract: contract(t, contractName), Vorhand: 0, Points: [2]int{120, 37}, Match: -1, Stoeck: -1, WonBy: -1,
				Weis: []WeisClaim{{Seat: -1, Team: 0, Points: 50}}}
			s := ScoreSchieber(d, preset(t, c.preset))
			if s.Score != want || len(s.Violations) != 0 {
				t.Errorf("%s %s: %v %v, want %v", c.preset, contractName, s.Score, s.Violations, want)
			}
		}
	}
}

func TestTV18StoeckOnlyWithTrump(t *testing.T) {
	for _, c := range []string{"obenabe", "undenufe", "slalom-obenabe", "guschti", "mary", "trio:undenufe,H,obenabe"} {
		d := SchieberDeal{Contract: contract(t, c), Vorhand: 0, Points: [2]int{100, 57}, Match: -1, Stoeck: 2, WonBy: -1}
		s := ScoreSchieber(d, preset(t, "seed"))
		if s.Stoeck != [2]int{} || !hasRule(s.Violations, RuleStoeckNoTrump) {
			t.Errorf("%s: Stöck %v, violations %v; want none scored and stoeck-no-trump", c, s.Stoeck, s.Violations)
		}
	}
	d := SchieberDeal{Contract: contract(t, "trio:H,undenufe,obenabe"), Vorhand: 0, Points: [2]int{100, 57}, Match: -1, Stoeck: 2, WonBy: -1}
	if s := ScoreSchieber(d, preset(t, "seed")); s.Stoeck != [2]int{20, 0} || len(s.Violations) != 0 {
		t.Errorf("trio with a trump at trick 1: Stöck %v %v", s.Stoeck, s.Violations)
	}
	off := preset(t, "seed")
	off.Stoeck = false
	d.Contract = contract(t, "H")
	if s := ScoreSchieber(d, off); s.Stoeck != [2]int{} || !hasRule(s.Violations, RuleStoeckOff) {
		t.Errorf("stoeck=false: %v %v", s.Stoeck, s.Violations)
	}
}

func hasRule(vs []Violation, rule string) bool {
	return slices.ContainsFunc(vs, func(v Violation) bool { return v.Rule == rule })
}

func TestStoeckMustBeHeldWhenTricksAreKnown(t *testing.T) {
	d := tv6Deal(t)
	d.Stoeck = 0 // seat 0 never held CK and CQ
	s := ScoreSchieber(d, preset(t, "seed"))
	if s.Stoeck != [2]int{} || !hasRule(s.Violations, RuleStoeckNotHeld) {
		t.Errorf("Stöck by seat 0: %v %v", s.Stoeck, s.Violations)
	}
}

func TestWeisChecksInAFullDeal(t *testing.T) {
	r := preset(t, "seed")
	cases := []struct {
		name string
		weis []WeisClaim
		rule string
		want [2]int
	}{
		{"not held", []WeisClaim{{Seat: 3, Cards: cards(t, "DJ DQ DK DA"), Team: -1}}, RuleWeisNotHeld, [2]int{}},
		{"not a weis", []WeisClaim{{Seat: 0, Cards: cards(t, "DJ DK DA"), Team: -1}}, RuleWeisInvalid, [2]int{}},
		{"overlap", []WeisClaim{
			{Seat: 0, Cards: cards(t, "DJ DQ DK DA"), Team: -1},
			{Seat: 0, Cards: cards(t, "DJ DQ DK"), Team: -1}}, RuleWeisOverlap, [2]int{50, 0}},
		{"cards and values mixed", []WeisClaim{
			{Seat: 0, Cards: cards(t, "DJ DQ DK DA"), Team: -1},
			{Seat: -1, Team: 1, Points: 20}}, RuleWeisTwoTeams, [2]int{}},
	}
	for _, c := range cases {
		d := tv6Deal(t)
		d.Weis = c.weis
		s := ScoreSchieber(d, r)
		if !hasRule(s.Violations, c.rule) || s.Weis != c.want {
			t.Errorf("%s: weis %v violations %v; want %v and %s", c.name, s.Weis, s.Violations, c.want, c.rule)
		}
	}
}

func TestPointsOnlyValidation(t *testing.T) {
	r := preset(t, "seed")
	cases := []struct {
		name   string
		points [2]int
		match  int
		ended  bool
		weis   []WeisClaim
		rule   string
	}{
		{"sum", [2]int{100, 50}, -1, false, nil, RulePointsSum},
		{"negative", [2]int{-10, 167}, -1, false, nil, RulePointsRange},
		{"huge", [2]int{1 << 40, 0}, -1, false, nil, RulePointsRange},
		{"match with points", [2]int{150, 7}, 0, false, nil, RuleMatchMismatch},
		{"ended but over", [2]int{100, 60}, -1, true, nil, RulePointsSum},
		{"weis both teams", [2]int{100, 57}, -1, false, []WeisClaim{{Seat: -1, Team: 0, Points: 20}, {Seat: -1, Team: 1, Points: 50}}, RuleWeisTwoTeams},
		{"weis value impossible", [2]int{100, 57}, -1, false, []WeisClaim{{Seat: -1, Team: 0, Points: 30}}, RuleWeisInvalid},
		{"weis value negative", [2]int{100, 57}, -1, false, []WeisClaim{{Seat: -1, Team: 0, Points: -20}}, RuleWeisInvalid},
	}
	for _, c := range cases {
		d := SchieberDeal{Contract: contract(t, "D"), Vorhand: 0, Points: c.points, Match: c.match, Ended: c.ended, Weis: c.weis, Stoeck: -1, WonBy: -1}
		s := ScoreSchieber(d, r)
		if !hasRule(s.Violations, c.rule) {
			t.Errorf("%s: violations %v, want %s", c.name, s.Violations, c.rule)
		}
	}
	ok := SchieberDeal{Contract: contract(t, "D"), Vorhand: 0, Points: [2]int{52, 31}, Ended: true, Match: -1, Stoeck: -1, WonBy: -1}
	if s := ScoreSchieber(ok, r); len(s.Violations) != 0 || s.Score != [2]int{52, 31} {
		t.Errorf("ended deal under 157: %v %v", s.Score, s.Violations)
	}
	off := r
	off.Weis = WeisOff
	d := SchieberDeal{Contract: contract(t, "D"), Vorhand: 0, Points: [2]int{100, 57}, Match: -1, Stoeck: -1, WonBy: -1,
		Weis: []WeisClaim{{Seat: -1, Team: 0, Points: 50}}}
	if s := ScoreSchieber(d, off); s.Weis != [2]int{} || !hasRule(s.Violations, RuleWeisOff) {
		t.Errorf("weis=off value entry: %v %v", s.Weis, s.Violations)
	}
}

func TestValidWeisValue(t *testing.T) {
	big := preset(t, "seed")
	small := big
	small.Weis = WeisSmall
	for _, c := range []struct {
		p          int
		big, small bool
	}{
		{20, true, true}, {50, true, true}, {70, true, true}, {100, true, true}, {120, true, true},
		{250, true, true}, {300, true, true}, {30, false, false}, {10, false, false}, {0, false, false},
		{-20, false, false}, {25, false, false}, {2400, false, false},
	} {
		if got := ValidWeisValue(c.p, big); got != c.big {
			t.Errorf("big %d: %v", c.p, got)
		}
		if got := ValidWeisValue(c.p, small); got != c.small {
			t.Errorf("small %d: %v", c.p, got)
		}
	}
}

func TestTrioRepeatIsReported(t *testing.T) {
	d := SchieberDeal{Contract: contract(t, "trio:C,H,obenabe"), Vorhand: 0, Points: [2]int{100, 57}, Match: -1, Stoeck: -1, WonBy: -1}
	if s := ScoreSchieber(d, preset(t, "seed")); !hasRule(s.Violations, RuleTrioRepeat) {
		t.Errorf("trio C,H,obenabe under kinds: %v", s.Violations)
	}
}

func TestScoreSchieberNeverPanicsOnBadSeats(t *testing.T) {
	r := preset(t, "seed")
	for _, d := range []SchieberDeal{
		{Vorhand: 9, Match: -1, Stoeck: -1},
		{Vorhand: 0, Match: 5, Stoeck: -1},
		{Vorhand: 0, Match: -1, Stoeck: 7},
		{Vorhand: 0, Match: -1, Stoeck: -1, Weis: []WeisClaim{{Seat: 8, Cards: []Card{1, 2, 3}, Team: -1}, {Seat: -1, Team: 3, Points: 20}}},
		{Vorhand: 0, Match: -1, Stoeck: -1, Tricks: [][]Card{{200, 201}}},
	} {
		s := ScoreSchieber(d, r)
		if len(s.Violations) == 0 {
			t.Errorf("%+v: no violation", d)
		}
	}
}

// ValidWeisValue agrees with a search of every multiset of one to eight Weis values, for every
// value up to its limit of 2000, with small and with big Weis.
func TestValidWeisValueAgainstSearch(t *testing.T) {
	for _, weis := range []string{WeisSmall, WeisBig} {
		r, err := Preset(Schieber, "seed")
		if err != nil {
			t.Fatal(err)
		}
		r.Weis = weis
		vals := []int{20, 50, 100, 150, 200}
		if weis == WeisBig {
			vals = append(vals, 250, 300)
		}
		sums := map[int]bool{}
		var walk func(from, n, sum int)
		walk = func(from, n, sum int) {
			if n > 0 {
				sums[sum] = true
			}
			if n == 8 {
				return
			}
			for i := from; i < len(vals); i++ {
				walk(i, n+1, sum+vals[i])
			}
		}
		walk(0, 0, 0)
		for p := -10; p <= 2010; p++ {
			want := sums[p] && p <= 2000
			if got := ValidWeisValue(p, r); got != want {
				t.Errorf("weis=%s: ValidWeisValue(%d) = %v, want %v", weis, p, got, want)
			}
		}
	}
}
