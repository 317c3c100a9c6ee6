package tally

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// cfRules is the Coiffeur seed preset with changes applied.
func cfRules(t testing.TB, change func(*Rules)) Rules {
	t.Helper()
	r, err := Preset(Coiffeur, "seed")
	if err != nil {
		t.Fatal(err)
	}
	if change != nil {
		change(&r)
	}
	return r
}

func cfSheet(t testing.TB, r Rules, players int) *CoiffeurSheet {
	t.Helper()
	s, err := NewCoiffeurSheet(r, players)
	if err != nil {
		t.Fatalf("NewCoiffeurSheet(%d players): %v", players, err)
	}
	return s
}

func cfContract(t testing.TB, s string) Contract {
	t.Helper()
	c, err := ParseContract(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func cfCards(t testing.TB, s string) []Card {
	t.Helper()
	cs, err := ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func cfTricks(t testing.TB, tricks ...string) [][]Card {
	t.Helper()
	out := make([][]Card, len(tricks))
	for i, s := range tricks {
		out[i] = cfCards(t, s)
	}
	return out
}

// cfPasses is the number of passes after which a seat of column col chooses, starting at vorhand.
func cfPasses(t testing.TB, s *CoiffeurSheet, vorhand, col int) int {
	t.Helper()
	for p := 0; p < s.Players; p++ {
		if c := s.Chooser(vorhand, p); c >= 0 && s.ColumnOf(c) == col {
			return p
		}
	}
	t.Fatalf("no number of passes lets column %d choose after Vorhand %d", col, vorhand)
	return -1
}

// cfPointsDeal is a points-only deal for column side in row, chosen in turn at the next Vorhand.
func cfPointsDeal(t testing.TB, s *CoiffeurSheet, row, side int, contract string, points []int, match int) CoiffeurDeal {
	t.Helper()
	v := s.NextVorhand()
	return CoiffeurDeal{Row: row, Side: side, Contract: cfContract(t, contract), Vorhand: v,
		Passes: cfPasses(t, s, v, side), Points: points, Match: match, Stoeck: -1}
}

func cfCodes(vs []Violation) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = v.Rule
	}
	return out
}

func cfTotalsOK(t *testing.T, s *CoiffeurSheet) {
	t.Helper()
	for c := range s.Columns() {
		sum := s.Credits[c]
		for _, row := range s.Cells {
			if row[c] != nil {
				sum += row[c].Value
			}
		}
		if s.Totals[c] != sum {
			t.Errorf("column %d: total %d, cells + credits %d", c, s.Totals[c], sum)
		}
	}
}

// cfTV14 enters the sheet of docs/RULES.md §13 TV-14 with points-only deals, the two teams taking turns.
func cfTV14(t *testing.T, r Rules) (*CoiffeurSheet, []CoiffeurDealScore) {
	t.Helper()
	s := cfSheet(t, r, 4)
	type entry struct {
		row, side int
		contract  string
		points    []int
		match     int
	}
	entries := []entry{
		{0, 0, "D", []int{85, 72}, -1},
		{0, 1, "D", []int{86, 71}, -1},
		{1, 0, "H", []int{102, 55}, -1},
		{1, 1, "H", []int{157, 0}, 0}, // Kontermatsch: team 0 takes every trick of team 1's deal
		{2, 0, "S", []int{61, 96}, -1},
		{2, 1, "S", []int{27, 130}, -1},
		{3, 0, "C", []int{112, 45}, -1},
		{3, 1, "C", []int{62, 95}, -1},
		{4, 0, "obenabe", []int{157, 0}, 0}, // Match
		{4, 1, "obenabe", []int{53, 104}, -1},
		{5, 0, "undenufe", []int{73, 84}, -1},
		{5, 1, "undenufe", []int{39, 118}, -1},
		{6, 0, "S", []int{90, 67}, -1},
		{6, 1, "obenabe", []int{157, 0}, -1}, // one 0-point trick, not the last: no Match, no Kontermatsch
		{7, 0, "undenufe", []int{44, 113}, -1},
		{7, 1, "H", []int{91, 66}, -1},
	}
	var scores []CoiffeurDealScore
	for i, e := range entries {
		ds := s.Add(cfPointsDeal(t, s, e.row, e.side, e.contract, e.points, e.match))
		if !ds.Filled || len(ds.Violations) > 0 {
			t.Fatalf("deal %d (row %d, side %d): filled %v, violations %v", i, e.row, e.side, ds.Filled, ds.Violations)
		}
		scores = append(scores, ds)
	}
	return s, scores
}

// TestTV14CoiffeurSheet is docs/RULES.md §13 TV-14, with every Kontermatsch option and point mode.
func TestTV14CoiffeurSheet(t *testing.T) {
	s, scores := cfTV14(t, cfRules(t, nil))
	want := [8][2]struct{ points, value int }{
		{{85, 8}, {71, 7}},
		{{102, 20}, {0, 0}},
		{{61, 18}, {130, 39}},
		{{112, 44}, {95, 36}},
		{{257, 125}, {104, 50}},
		{{73, 42}, {118, 66}},
		{{90, 63}, {0, 0}},
		{{44, 32}, {66, 48}},
	}
	for row := range want {
		for col := range 2 {
			c := s.Cells[row][col]
			if c == nil {
				t.Fatalf("row %d column %d is open", row, col)
			}
			if c.Points != want[row][col].points || c.Value != want[row][col].value {
				t.Errorf("row %d column %d: %d → %d, want %d → %d", row, col, c.Points, c.Value,
					want[row][col].points, want[row][col].value)
			}
		}
	}
	if !slices.Equal(s.Totals, []int{352, 246}) {
		t.Errorf("totals %v, want [352 246]", s.Totals)
	}
	if !s.Complete() || s.Winner() != 0 || s.Totals[0]-s.Totals[1] != 106 {
		t.Errorf("complete %v, winner %d, difference %d; want true, 0, 106", s.Complete(), s.Winner(), s.Totals[0]-s.Totals[1])
	}
	cfTotalsOK(t, s)
	if km := scores[3]; !km.Kontermatsch || km.Match != 0 || km.Points != 0 || km.Column != 1 {
		t.Errorf("team 1's H deal: kontermatsch %v match %d points %d column %d, want true 0 0 1", km.Kontermatsch, km.Match, km.Points, km.Column)
	}
	if m := scores[8]; m.Kontermatsch || m.Match != 0 || m.Points != 257 {
		t.Errorf("team 0's obenabe deal: kontermatsch %v match %d points %d, want false 0 257", m.Kontermatsch, m.Match, m.Points)
	}
	if z := scores[13]; z.Kontermatsch || z.Match != -1 || z.Value != 0 {
		t.Errorf("team 1's 0-point joker: kontermatsch %v match %d value %d, want false -1 0", z.Kontermatsch, z.Match, z.Value)
	}
	if !slices.Equal(s.Credits, []int{0, 0}) {
		t.Errorf("credits %v with coiffeurKontermatsch=zero", s.Credits)
	}

	for _, tc := range []struct {
		points, konter string
		totals         []int
		h1             int // team 1's H cell
	}{
		{CoiffeurDiv10Round, KontermatschZero, []int{358, 264}, 0},
		{CoiffeurFull, KontermatschZero, []int{3625, 2597}, 0},
		{CoiffeurDiv10, KontermatschCredit, []int{402, 246}, 0},
		{CoiffeurDiv10, KontermatschNegative, []int{352, 196}, -50},
		{CoiffeurFull, KontermatschCredit, []int{4139, 2597}, 0},
		{CoiffeurFull, KontermatschNegative, []int{3625, 2083}, -514},
	} {
		s, _ := cfTV14(t, cfRules(t, func(r *Rules) { r.CoiffeurPoints, r.CoiffeurKontermatsch = tc.points, tc.konter }))
		if !slices.Equal(s.Totals, tc.totals) {
			t.Errorf("%s, %s: totals %v, want %v", tc.points, tc.konter, s.Totals, tc.totals)
		}
		if got := s.Cells[1][1].Value; got != tc.h1 {
			t.Errorf("%s, %s: team 1's H cell %d, want %d", tc.points, tc.konter, got, tc.h1)
		}
		if s.Winner() != 0 {
			t.Errorf("%s, %s: winner %d, want 0", tc.points, tc.konter, s.Winner())
		}
		cfTotalsOK(t, s)
	}
}

// TestTV20CoiffeurCellValues is docs/RULES.md §13 TV-20, with the rounding edges of each mode.
func TestTV20CoiffeurCellValues(t *testing.T) {
	for _, tc := range []struct {
		p, mult int
		mode    string
		want    int
	}{
		{123, 4, CoiffeurDiv10, 48},
		{123, 4, CoiffeurDiv10Round, 48},
		{123, 4, CoiffeurFull, 492},
		{257, 4, CoiffeurDiv10, 100},
		{257, 4, CoiffeurDiv10Round, 104},
		{257, 4, CoiffeurFull, 1028},
		{129, 1, CoiffeurDiv10, 12},      // truncates
		{125, 1, CoiffeurDiv10Round, 13}, // half rounds up
		{124, 1, CoiffeurDiv10Round, 12},
		{4, 8, CoiffeurDiv10Round, 0},
		{5, 8, CoiffeurDiv10Round, 8},
		{0, 8, CoiffeurDiv10, 0},
		{157, 6, CoiffeurDiv10, 90},
		{207, 5, CoiffeurDiv10, 100}, // matchBonus 50
		{123, 4, "bogus", 48},        // unknown mode: the default div10
	} {
		if got := CoiffeurValue(tc.p, tc.mult, tc.mode); got != tc.want {
			t.Errorf("CoiffeurValue(%d, %d, %s) = %d, want %d", tc.p, tc.mult, tc.mode, got, tc.want)
		}
	}
}

func TestCoiffeurChooser(t *testing.T) {
	for _, tc := range []struct {
		name            string
		solo            bool
		players         int
		passing         string
		vorhand, passes int
		want            int
	}{
		{"roundTable: Vorhand chooses", false, 4, PassingRoundTable, 3, 0, 3},
		{"roundTable: one pass goes to the next player, an opponent", false, 4, PassingRoundTable, 3, 1, 0},
		{"roundTable: two passes reach the partner", false, 4, PassingRoundTable, 3, 2, 1},
		{"roundTable: three passes", false, 4, PassingRoundTable, 3, 3, 2},
		{"roundTable: four passes are too many", false, 4, PassingRoundTable, 3, 4, -1},
		{"roundTable: negative passes", false, 4, PassingRoundTable, 0, -1, -1},
		{"vorhand out of range", false, 4, PassingRoundTable, 4, 0, -1},
		{"toPartner: Vorhand chooses", false, 4, PassingToPartner, 1, 0, 1},
		{"toPartner: the partner chooses", false, 4, PassingToPartner, 1, 1, 3},
		{"toPartner: the partner wraps", false, 4, PassingToPartner, 3, 1, 1},
		{"toPartner: only one push", false, 4, PassingToPartner, 1, 2, -1},
		{"solo 3: wraps", true, 3, PassingRoundTable, 2, 1, 0},
		{"solo 3: two passes", true, 3, PassingRoundTable, 2, 2, 1},
		{"solo 3: three passes are too many", true, 3, PassingRoundTable, 2, 3, -1},
		{"solo 4: three passes", true, 4, PassingRoundTable, 1, 3, 0},
	} {
		s := cfSheet(t, cfRules(t, func(r *Rules) { r.Solo, r.CoiffeurPassing = tc.solo, tc.passing }), tc.players)
		if got := s.Chooser(tc.vorhand, tc.passes); got != tc.want {
			t.Errorf("%s: Chooser(%d, %d) = %d, want %d", tc.name, tc.vorhand, tc.passes, got, tc.want)
		}
	}
}

// TestCoiffeurChoosingThroughAdd checks the chooser, the side and passes-range as Add reports them.
func TestCoiffeurChoosingThroughAdd(t *testing.T) {
	pts := []int{100, 57}
	for _, tc := range []struct {
		name                  string
		passing               string
		vorhand, passes, side int
		chooser               int
		rules                 []string
	}{
		{"roundTable, Vorhand chooses for his team", PassingRoundTable, 2, 0, 0, 2, nil},
		{"roundTable, one pass: the opponent fills his own side", PassingRoundTable, 2, 1, 1, 3, nil},
		{"roundTable, one pass but Vorhand's side written", PassingRoundTable, 2, 1, 0, 3, []string{RuleSideMismatch}},
		{"roundTable, two passes: partner", PassingRoundTable, 2, 2, 0, 0, nil},
		{"roundTable, too many passes", PassingRoundTable, 2, 4, 0, -1, []string{RulePassesRange}},
		{"toPartner, pushed: partner, same side", PassingToPartner, 1, 1, 1, 3, nil},
		{"toPartner, pushed but other side written", PassingToPartner, 1, 1, 0, 3, []string{RuleSideMismatch}},
		{"toPartner, two pushes", PassingToPartner, 1, 2, 1, -1, []string{RulePassesRange}},
		{"vorhand out of range", PassingRoundTable, 7, 0, 0, -1, []string{RuleSeatRange}},
		{"vorhand one past the last seat", PassingRoundTable, 4, 0, 0, -1, []string{RuleSeatRange}},
		{"side out of range", PassingRoundTable, 0, 0, 2, 0, []string{RuleSeatRange}},
	} {
		s := cfSheet(t, cfRules(t, func(r *Rules) { r.CoiffeurPassing = tc.passing }), 4)
		p := slices.Clone(pts)
		if tc.side == 1 {
			p = []int{57, 100}
		}
		ds := s.Add(CoiffeurDeal{Row: 0, Side: tc.side, Contract: TrumpContract(Diamonds), Vorhand: tc.vorhand,
			Passes: tc.passes, Points: p, Match: -1, Stoeck: -1})
		if ds.Chooser != tc.chooser {
			t.Errorf("%s: chooser %d, want %d", tc.name, ds.Chooser, tc.chooser)
		}
		if got := cfCodes(ds.Violations); !slices.Equal(got, tc.rules) {
			t.Errorf("%s: violations %v, want %v", tc.name, got, tc.rules)
		}
		wantFilled := tc.rules == nil
		if ds.Filled != wantFilled {
			t.Errorf("%s: filled %v, want %v", tc.name, ds.Filled, wantFilled)
		}
		if wantFilled && (s.Cells[0][tc.side] == nil || s.Cells[0][tc.side].Value != 10 || s.Totals[tc.side] != 10) {
			t.Errorf("%s: cell %v, totals %v; want 10 in column %d", tc.name, s.Cells[0][tc.side], s.Totals, tc.side)
		}
		if !wantFilled && (s.Cells[0][0] != nil || s.Cells[0][1] != nil || s.Totals[0] != 0 || s.Totals[1] != 0) {
			t.Errorf("%s: a blocked deal wrote the sheet: totals %v", tc.name, s.Totals)
		}
		if len(s.Violations) != len(tc.rules) || len(s.Deals) != 1 {
			t.Errorf("%s: sheet has %d violations and %d deals", tc.name, len(s.Violations), len(s.Deals))
		}
	}
}

func TestCoiffeurRowFilled(t *testing.T) {
	s := cfSheet(t, cfRules(t, nil), 4)
	first := s.Add(cfPointsDeal(t, s, 2, 0, "S", []int{61, 96}, -1))
	if !first.Filled || first.Value != 18 {
		t.Fatalf("first S deal: filled %v value %d", first.Filled, first.Value)
	}
	second := s.Add(cfPointsDeal(t, s, 2, 0, "S", []int{140, 17}, -1))
	if second.Filled || !slices.Equal(cfCodes(second.Violations), []string{RuleRowFilled}) {
		t.Errorf("second S deal for team 0: filled %v, violations %v; want false, [row-filled]", second.Filled, second.Violations)
	}
	if second.Value != 42 {
		t.Errorf("the refused deal is still scored for display: value %d, want 42", second.Value)
	}
	if c := s.Cells[2][0]; c.Points != 61 || c.Value != 18 || s.Totals[0] != 18 {
		t.Errorf("cell after the refused deal: %+v, total %d; want the first value 61 → 18", *c, s.Totals[0])
	}
	if len(s.Violations) != 1 || s.Violations[0].Round != 1 || second.Violations[0].Round != -1 {
		t.Errorf("sheet violations %v: want one, in round 1 (the deal's own copy keeps -1)", s.Violations)
	}
	// The other team's S row is still open.
	if third := s.Add(cfPointsDeal(t, s, 2, 1, "S", []int{27, 130}, -1)); !third.Filled || s.Totals[1] != 39 {
		t.Errorf("team 1's S deal: filled %v, totals %v", third.Filled, s.Totals)
	}
}

func TestCoiffeurRowContract(t *testing.T) {
	rows := append(DefaultRows()[:6:6],
		Row{Name: "slalom", Multiplier: 7, Contracts: []string{"slalom"}},
		Row{Name: "slalom from Obe", Multiplier: 7, Contracts: []string{"slalom-obenabe"}},
		Row{Name: "trio", Multiplier: 8, Contracts: []string{"trio"}},
		Row{Name: "guschti or mary", Multiplier: 9, Contracts: []string{"guschti", "mary"}},
	)
	rows = append(rows, DefaultRows()[6:]...) // jokers at 10 and 11
	r := cfRules(t, func(r *Rules) { r.Rows = rows })
	for _, tc := range []struct {
		row      int
		contract Contract
		rules    []string
	}{
		{0, TrumpContract(Diamonds), nil},
		{0, TrumpContract(Hearts), []string{RuleRowContract}},
		{4, ContractObenabe, nil},
		{4, ContractUndenufe, []string{RuleRowContract}},
		{6, cfContract(t, "slalom-obenabe"), nil},
		{6, cfContract(t, "slalom-undenufe"), nil},
		{6, ContractObenabe, []string{RuleRowContract}},
		{7, cfContract(t, "slalom-obenabe"), nil},
		{7, cfContract(t, "slalom-undenufe"), []string{RuleRowContract}},
		{8, cfContract(t, "trio:C,undenufe,obenabe"), nil},
		{8, cfContract(t, "trio:obenabe,D,undenufe"), nil},
		{8, cfContract(t, "trio:C,D,obenabe"), []string{RuleTrioRepeat}}, // fits the row, scored as played
		{8, TrumpContract(Clubs), []string{RuleRowContract}},
		{9, cfContract(t, "guschti"), nil},
		{9, cfContract(t, "mary"), nil},
		{9, cfContract(t, "slalom-obenabe"), []string{RuleRowContract}},
		{10, TrumpContract(Diamonds), nil},
		{10, TrumpContract(Hearts), nil},
		{10, TrumpContract(Spades), nil},
		{10, TrumpContract(Clubs), nil},
		{10, ContractObenabe, nil},
		{11, ContractUndenufe, nil},
		{11, cfContract(t, "slalom-undenufe"), []string{RuleRowContract}}, // a Joker takes a base contract
		{11, cfContract(t, "guschti"), []string{RuleRowContract}},
		{0, Contract{Kind: KindTrump, Trump: 9}, []string{RuleRowContract}},                         // no contract at all
		{6, Contract{Kind: KindSlalom, Start: TrumpD}, []string{RuleRowContract}},                   // a Slalom starts Obe or Unde
		{8, Contract{Kind: KindTrio, Trio: [3]Mode{TrumpC, 9, Obenabe}}, []string{RuleRowContract}}, // mode 9 is none
		{12, TrumpContract(Diamonds), []string{RuleRowRange}},
		{-1, TrumpContract(Diamonds), []string{RuleRowRange}},
	} {
		s := cfSheet(t, r, 4)
		ds := s.Add(CoiffeurDeal{Row: tc.row, Side: 0, Contract: tc.contract, Vorhand: 0, Points: []int{80, 77}, Match: -1, Stoeck: -1})
		if got := cfCodes(ds.Violations); !slices.Equal(got, tc.rules) {
			t.Errorf("row %d, %s: violations %v, want %v", tc.row, tc.contract, got, tc.rules)
		}
		blocked := slices.Contains(tc.rules, RuleRowContract) || slices.Contains(tc.rules, RuleRowRange)
		if ds.Filled == blocked {
			t.Errorf("row %d, %s: filled %v", tc.row, tc.contract, ds.Filled)
		}
		if ds.Filled && ds.Value != 8*rows[tc.row].Multiplier {
			t.Errorf("row %d, %s: value %d, want %d", tc.row, tc.contract, ds.Value, 8*rows[tc.row].Multiplier)
		}
		if !ds.Filled && (s.Totals[0] != 0 || slices.ContainsFunc(s.Cells, func(row []*CoiffeurCell) bool { return row[0] != nil })) {
			t.Errorf("row %d, %s: a refused deal wrote the sheet", tc.row, tc.contract)
		}
	}
}

// TestCoiffeurRowSpellings: a row may spell its contracts as ParseContract reads them.
func TestCoiffeurRowSpellings(t *testing.T) {
	for _, tc := range []struct {
		name string
		c    Contract
		want bool
	}{
		{"d", TrumpContract(Diamonds), true},
		{"OBENABE", ContractObenabe, true},
		{"Slalom-Undenufe", cfContract(t, "slalom-undenufe"), true},
		{"trio:c, undenufe, obenabe", cfContract(t, "trio:C,undenufe,obenabe"), true},
		{"trio:c, undenufe, obenabe", cfContract(t, "trio:C,obenabe,undenufe"), false},
		{"slalom", ContractObenabe, false},
		{"trio", cfContract(t, "slalom-obenabe"), false},
		{"guschti", cfContract(t, "mary"), false},
	} {
		if got := RowAccepts(Row{Name: "x", Multiplier: 1, Contracts: []string{tc.name}}, tc.c); got != tc.want {
			t.Errorf("row [%s] accepts %s: %v, want %v", tc.name, tc.c, got, tc.want)
		}
	}
	// wellFormed is exactly "ParseContract gives it back".
	rng := rand.New(rand.NewPCG(5, 5))
	for range 20000 {
		c := Contract{Kind: ContractKind(rng.IntN(8)), Trump: Suit(rng.IntN(5))}
		if rng.IntN(2) == 0 {
			c.Start = Mode(rng.IntN(7))
		}
		if rng.IntN(2) == 0 {
			c.Trio = [3]Mode{Mode(rng.IntN(7)), Mode(rng.IntN(7)), Mode(rng.IntN(7))}
		}
		p, err := ParseContract(c.String())
		if want := err == nil && p == c; wellFormed(c) != want {
			t.Fatalf("%+v (%s): wellFormed %v, round trip %v", c, c, wellFormed(c), want)
		}
	}
}

func TestCoiffeurPointsOnlyChecks(t *testing.T) {
	for _, tc := range []struct {
		name    string
		solo    bool
		players int
		points  []int
		match   int
		rules   []string
		filled  bool
		value   int // D row, ×1
	}{
		{"valid", false, 4, []int{85, 72}, -1, nil, true, 8},
		{"sum below 157, written as entered", false, 4, []int{80, 70}, -1, []string{RulePointsSum}, true, 8},
		{"sum above 157", false, 4, []int{100, 100}, -1, []string{RulePointsSum}, true, 10},
		{"negative points", false, 4, []int{-3, 160}, -1, []string{RulePointsRange, RulePointsRange}, true, 0},
		{"match with points short of 157", false, 4, []int{150, 7}, 0, []string{RuleMatchMismatch}, true, 25},
		{"match by the opponents with points for the declarer", false, 4, []int{10, 147}, 1, []string{RuleMatchMismatch}, true, 0},
		{"match column out of range", false, 4, []int{85, 72}, 2, []string{RuleSeatRange}, true, 8},
		{"one value for two teams", false, 4, []int{157}, -1, []string{RulePointsCount}, false, 0},
		{"no values at all", false, 4, nil, -1, []string{RulePointsCount}, false, 0},
		{"solo 4: four values", true, 4, []int{40, 30, 50, 37}, -1, nil, true, 4},
		{"solo 4: two values", true, 4, []int{100, 57}, -1, []string{RulePointsCount}, false, 0},
		{"solo 3: three values", true, 3, []int{60, 50, 47}, -1, nil, true, 6},
		{"solo 3: sum", true, 3, []int{60, 50, 46}, -1, []string{RulePointsSum}, true, 6},
		{"solo 3: match by player 2", true, 3, []int{0, 0, 157}, 2, nil, true, 0},
		{"solo 3: match needs 0 elsewhere", true, 3, []int{0, 1, 156}, 2, []string{RuleMatchMismatch}, true, 0},
	} {
		s := cfSheet(t, cfRules(t, func(r *Rules) { r.Solo = tc.solo }), tc.players)
		ds := s.Add(CoiffeurDeal{Row: 0, Side: 0, Contract: TrumpContract(Diamonds), Vorhand: 0, Points: tc.points, Match: tc.match, Stoeck: -1})
		if got := cfCodes(ds.Violations); !slices.Equal(got, tc.rules) {
			t.Errorf("%s: violations %v, want %v", tc.name, got, tc.rules)
		}
		if ds.Filled != tc.filled || (tc.filled && s.Cells[0][0].Value != tc.value) {
			t.Errorf("%s: filled %v value %d, want %v %d", tc.name, ds.Filled, ds.Value, tc.filled, tc.value)
		}
	}
}

func TestCoiffeurSolo(t *testing.T) {
	for _, players := range []int{3, 4} {
		r := cfRules(t, func(r *Rules) { r.Solo = true })
		s := cfSheet(t, r, players)
		if s.Columns() != players || len(s.Totals) != players || len(s.Credits) != players {
			t.Fatalf("solo %d: %d columns", players, s.Columns())
		}
		for seat := range players {
			if s.ColumnOf(seat) != seat {
				t.Errorf("solo %d: seat %d writes in column %d", players, seat, s.ColumnOf(seat))
			}
		}
		if got := s.Remaining(); !slices.Equal(got, slices.Repeat([]int{8}, players)) {
			t.Errorf("solo %d: remaining %v", players, got)
		}
		// A whole deal card by card: 36/players tricks, led by the chooser.
		rng := rand.New(rand.NewPCG(uint64(players), 7))
		v := s.NextVorhand()
		passes := 1
		chooser := (v + passes) % players
		c := ContractUndenufe
		tricks := cfRandomTricks(rng, c, chooser, players, r)
		ds := s.Add(CoiffeurDeal{Row: 5, Side: chooser, Contract: c, Vorhand: v, Passes: passes, Tricks: tricks, Match: -1, Stoeck: -1})
		if !ds.Filled || len(ds.Violations) != 0 {
			t.Fatalf("solo %d: filled %v, violations %v", players, ds.Filled, ds.Violations)
		}
		if len(ds.Play.Tricks) != NumCards/players || ds.Play.Tricks[0].Leader != chooser {
			t.Errorf("solo %d: %d tricks, trick 1 led by %d; want %d, %d", players, len(ds.Play.Tricks), ds.Play.Tricks[0].Leader, NumCards/players, chooser)
		}
		if cfSum(ds.Play.Points) != DealPoints || ds.CardPoints != ds.Play.Points[chooser] {
			t.Errorf("solo %d: points %v, declarer %d", players, ds.Play.Points, ds.CardPoints)
		}
		wantP := ds.Play.Points[chooser]
		if ds.Match == chooser {
			wantP += r.MatchBonus
		}
		if ds.Points != wantP || ds.Value != wantP/10*6 || s.Cells[5][chooser].Value != ds.Value {
			t.Errorf("solo %d: p %d value %d, want %d %d", players, ds.Points, ds.Value, wantP, wantP/10*6)
		}
		rem := s.Remaining()
		for col := range players {
			want := 8
			if col == chooser {
				want = 7
			}
			if rem[col] != want {
				t.Errorf("solo %d: remaining %v", players, rem)
			}
		}
		// A seat outside the players.
		bad := s.Add(CoiffeurDeal{Row: 0, Side: players, Contract: TrumpContract(Diamonds), Vorhand: 0, Points: make([]int, players), Match: -1, Stoeck: -1})
		if bad.Filled || !slices.Contains(cfCodes(bad.Violations), RuleSeatRange) {
			t.Errorf("solo %d: side %d: filled %v, violations %v", players, players, bad.Filled, bad.Violations)
		}
	}
}

// TestCoiffeurSoloTwelveTrickModes plays mixed contracts with three players: 12 tricks, Slalom
// alternating per trick, Guschti 6 + 6, Trio in blocks of four.
func TestCoiffeurSoloTwelveTrickModes(t *testing.T) {
	rows := []Row{
		{Name: "slalom", Multiplier: 1, Contracts: []string{"slalom"}},
		{Name: "guschti", Multiplier: 1, Contracts: []string{"guschti"}},
		{Name: "trio", Multiplier: 1, Contracts: []string{"trio"}},
	}
	r := cfRules(t, func(r *Rules) { r.Solo, r.Rows = true, rows })
	s := cfSheet(t, r, 3)
	rng := rand.New(rand.NewPCG(3, 12))
	for i, cs := range []string{"slalom-undenufe", "guschti", "trio:H,obenabe,undenufe"} {
		c := cfContract(t, cs)
		v := s.NextVorhand()
		tricks := cfRandomTricks(rng, c, v, 3, r)
		ds := s.Add(CoiffeurDeal{Row: i, Side: v, Contract: c, Vorhand: v, Tricks: tricks, Match: -1, Stoeck: -1})
		if !ds.Filled || len(ds.Violations) != 0 || len(ds.Play.Tricks) != 12 {
			t.Fatalf("%s: filled %v violations %v tricks %d", cs, ds.Filled, ds.Violations, len(ds.Play.Tricks))
		}
		var modes []string
		for _, tr := range ds.Play.Tricks {
			modes = append(modes, tr.Mode.String())
		}
		want := map[string]string{
			"slalom-undenufe":         "undenufe obenabe undenufe obenabe undenufe obenabe undenufe obenabe undenufe obenabe undenufe obenabe",
			"guschti":                 "obenabe obenabe obenabe obenabe obenabe obenabe undenufe undenufe undenufe undenufe undenufe undenufe",
			"trio:H,obenabe,undenufe": "H H H H obenabe obenabe obenabe obenabe undenufe undenufe undenufe undenufe",
		}[cs]
		if got := strings.Join(modes, " "); got != want {
			t.Errorf("%s: modes %s, want %s", cs, got, want)
		}
	}
}

// TestCoiffeurSoloKontermatsch finds a four-player solo deal in which the declarer takes no
// trick while the tricks are shared: a Kontermatsch without a Match; with creditOpponents every
// other player is credited.
func TestCoiffeurSoloKontermatsch(t *testing.T) {
	r := cfRules(t, func(r *Rules) { r.Solo, r.CoiffeurKontermatsch = true, KontermatschCredit })
	rng := rand.New(rand.NewPCG(4, 4))
	for try := 0; try < 20000; try++ {
		tricks := cfRandomTricks(rng, ContractObenabe, 0, 4, r)
		res := CheckPlay(Play{Contract: ContractObenabe, Leader: 0, Players: 4, Tricks: tricks}, r)
		if res.TricksWon[0] != 0 || slices.Contains(res.TricksWon, 9) {
			continue
		}
		s := cfSheet(t, r, 4)
		ds := s.Add(CoiffeurDeal{Row: 4, Side: 0, Contract: ContractObenabe, Vorhand: 0, Tricks: tricks, Match: -1, Stoeck: -1})
		if !ds.Filled || !ds.Kontermatsch || ds.Match != -1 || ds.Value != 0 {
			t.Fatalf("filled %v kontermatsch %v match %d value %d; want true true -1 0", ds.Filled, ds.Kontermatsch, ds.Match, ds.Value)
		}
		if !slices.Equal(s.Credits, []int{0, 125, 125, 125}) || !slices.Equal(s.Totals, []int{0, 125, 125, 125}) {
			t.Errorf("credits %v totals %v, want 125 for each other player", s.Credits, s.Totals)
		}
		// Points-only, the same deal with its points: no trick count, so no Kontermatsch.
		s2 := cfSheet(t, r, 4)
		ds2 := s2.Add(CoiffeurDeal{Row: 4, Side: 0, Contract: ContractObenabe, Vorhand: 0, Points: res.Points, Match: -1, Stoeck: -1})
		if ds2.Kontermatsch || !slices.Equal(s2.Credits, []int{0, 0, 0, 0}) {
			t.Errorf("points-only: kontermatsch %v credits %v", ds2.Kontermatsch, s2.Credits)
		}
		// Points-only with a Match by another player is one.
		s3 := cfSheet(t, r, 4)
		ds3 := s3.Add(CoiffeurDeal{Row: 4, Side: 0, Contract: ContractObenabe, Vorhand: 0, Points: []int{0, 0, 157, 0}, Match: 2, Stoeck: -1})
		if !ds3.Kontermatsch || !slices.Equal(s3.Totals, []int{0, 125, 125, 125}) {
			t.Errorf("points-only Match by player 2: kontermatsch %v totals %v", ds3.Kontermatsch, s3.Totals)
		}
		return
	}
	t.Fatal("no deal found in which the declarer takes no trick")
}

func TestCoiffeurNewSheetErrors(t *testing.T) {
	for _, tc := range []struct {
		name    string
		change  func(*Rules)
		players int
	}{
		{"teams with 3", nil, 3},
		{"teams with 5", nil, 5},
		{"solo with 2", func(r *Rules) { r.Solo = true }, 2},
		{"solo with 5", func(r *Rules) { r.Solo = true }, 5},
		{"solo pushing to a partner", func(r *Rules) { r.Solo, r.CoiffeurPassing = true, PassingToPartner }, 4},
		{"no rows", func(r *Rules) { r.Rows = nil }, 4},
		{"unknown point mode", func(r *Rules) { r.CoiffeurPoints = "half" }, 4},
		{"unknown Kontermatsch option", func(r *Rules) { r.CoiffeurKontermatsch = "double" }, 4},
		{"row with no contract", func(r *Rules) { r.Rows[0].Contracts = nil }, 4},
	} {
		if s, err := NewCoiffeurSheet(cfRules(t, tc.change), tc.players); err == nil {
			t.Errorf("%s: no error (columns %d)", tc.name, s.Columns())
		}
	}
	for _, tc := range []struct {
		solo    bool
		players int
		cols    int
	}{{false, 4, 2}, {true, 4, 4}, {true, 3, 3}} {
		s := cfSheet(t, cfRules(t, func(r *Rules) { r.Solo = tc.solo }), tc.players)
		if s.Columns() != tc.cols || len(s.Cells) != 8 || len(s.Cells[7]) != tc.cols || s.Complete() || s.Winner() != -1 {
			t.Errorf("solo %v with %d: columns %d, rows %d", tc.solo, tc.players, s.Columns(), len(s.Cells))
		}
	}
}

func TestCoiffeurRemainingAndOpenRows(t *testing.T) {
	s := cfSheet(t, cfRules(t, nil), 4)
	all := []int{0, 1, 2, 3, 4, 5, 6, 7}
	if !slices.Equal(s.Remaining(), []int{8, 8}) || !slices.Equal(s.OpenRows(0), all) || !slices.Equal(s.OpenRows(1), all) {
		t.Fatalf("fresh sheet: remaining %v, open %v %v", s.Remaining(), s.OpenRows(0), s.OpenRows(1))
	}
	s.Add(cfPointsDeal(t, s, 3, 0, "C", []int{100, 57}, -1))
	s.Add(cfPointsDeal(t, s, 7, 0, "H", []int{100, 57}, -1))
	s.Add(cfPointsDeal(t, s, 0, 1, "D", []int{100, 57}, -1))
	s.Add(cfPointsDeal(t, s, 3, 0, "C", []int{100, 57}, -1)) // refused: row-filled
	if !slices.Equal(s.Remaining(), []int{6, 7}) {
		t.Errorf("remaining %v, want [6 7]", s.Remaining())
	}
	if got := s.OpenRows(0); !slices.Equal(got, []int{0, 1, 2, 4, 5, 6}) {
		t.Errorf("open rows of team 0: %v", got)
	}
	if got := s.OpenRows(1); !slices.Equal(got, []int{1, 2, 3, 4, 5, 6, 7}) {
		t.Errorf("open rows of team 1: %v", got)
	}
	if s.OpenRows(2) != nil || s.OpenRows(-1) != nil {
		t.Errorf("open rows of a column that does not exist: %v %v", s.OpenRows(2), s.OpenRows(-1))
	}
}

func TestCoiffeurWinnerOnlyWhenComplete(t *testing.T) {
	r := cfRules(t, nil)
	s := cfSheet(t, r, 4)
	contracts := []string{"D", "H", "S", "C", "obenabe", "undenufe", "C", "obenabe"}
	for row := range 8 {
		s.Add(cfPointsDeal(t, s, row, 0, contracts[row], []int{120, 37}, -1))
		if row < 7 {
			s.Add(cfPointsDeal(t, s, row, 1, contracts[row], []int{57, 100}, -1))
		}
		if s.Complete() || s.Winner() != -1 {
			t.Fatalf("after row %d: complete %v, winner %d while a cell is open", row, s.Complete(), s.Winner())
		}
	}
	if s.Totals[1] > s.Totals[0] {
		t.Fatalf("setup: team 1 already leads %v", s.Totals)
	}
	s.Add(cfPointsDeal(t, s, 7, 1, "D", []int{0, 157}, 1)) // team 1's Match in the ×8 row decides
	if !s.Complete() || s.Winner() != 1 {
		t.Errorf("complete %v, winner %d, totals %v; want team 1", s.Complete(), s.Winner(), s.Totals)
	}

	// Equal totals draw.
	d := cfSheet(t, r, 4)
	for row := range 8 {
		d.Add(cfPointsDeal(t, d, row, 0, contracts[row], []int{90, 67}, -1))
		d.Add(cfPointsDeal(t, d, row, 1, contracts[row], []int{67, 90}, -1))
	}
	if !d.Complete() || d.Winner() != -1 || d.Totals[0] != d.Totals[1] {
		t.Errorf("draw: complete %v, winner %d, totals %v", d.Complete(), d.Winner(), d.Totals)
	}

	// Solo: the highest of three totals; a shared top is a draw.
	one := []Row{{Name: "D", Multiplier: 1, Contracts: []string{"D"}}}
	so := cfSheet(t, cfRules(t, func(r *Rules) { r.Solo, r.Rows = true, one }), 3)
	so.Add(cfPointsDeal(t, so, 0, 0, "D", []int{50, 50, 57}, -1))
	so.Add(cfPointsDeal(t, so, 0, 1, "D", []int{50, 80, 27}, -1))
	if so.Winner() != -1 {
		t.Errorf("solo with an open cell: winner %d", so.Winner())
	}
	so.Add(cfPointsDeal(t, so, 0, 2, "D", []int{50, 50, 57}, -1))
	if !slices.Equal(so.Totals, []int{5, 8, 5}) || so.Winner() != 1 {
		t.Errorf("solo: totals %v winner %d, want [5 8 5] and 1", so.Totals, so.Winner())
	}
	so2 := cfSheet(t, cfRules(t, func(r *Rules) { r.Solo, r.Rows = true, one }), 3)
	for col, p := range [][]int{{80, 0, 77}, {0, 80, 77}, {50, 50, 57}} {
		so2.Add(cfPointsDeal(t, so2, 0, col, "D", p, -1))
	}
	if so2.Winner() != -1 {
		t.Errorf("solo, two players share the top total %v: winner %d", so2.Totals, so2.Winner())
	}
}

func TestCoiffeurNextVorhand(t *testing.T) {
	s := cfSheet(t, cfRules(t, nil), 4)
	if s.NextVorhand() != 0 {
		t.Errorf("first deal: Vorhand %d, want 0", s.NextVorhand())
	}
	s.FirstVorhand = 2 // the holder of C7
	if s.NextVorhand() != 2 {
		t.Errorf("first deal told: Vorhand %d, want 2", s.NextVorhand())
	}
	for _, want := range []int{3, 0, 1} {
		s.Add(cfPointsDeal(t, s, 0, 0, "D", []int{80, 77}, -1)) // the later ones are refused: row-filled
		if s.NextVorhand() != want {
			t.Errorf("after %d deals: next Vorhand %d, want %d", len(s.Deals), s.NextVorhand(), want)
		}
	}
	s.Add(CoiffeurDeal{Row: 0, Side: 0, Vorhand: 9, Match: -1, Stoeck: -1}) // Vorhand out of range
	if s.NextVorhand() != 2 {
		t.Errorf("after a deal with a bad Vorhand: %d, want 2 (1 + 1 deal)", s.NextVorhand())
	}
	s3 := cfSheet(t, cfRules(t, func(r *Rules) { r.Solo = true }), 3)
	s3.Add(cfPointsDeal(t, s3, 0, 2, "D", []int{50, 50, 57}, -1))
	s3.Add(CoiffeurDeal{Row: 0, Side: 0, Contract: TrumpContract(Diamonds), Vorhand: 2, Passes: 1, Points: []int{57, 50, 50}, Match: -1, Stoeck: -1})
	if s3.NextVorhand() != 0 {
		t.Errorf("solo 3: after Vorhand 2 the next is %d, want 0", s3.NextVorhand())
	}
}

// cfTV6Tricks is the deal of docs/RULES.md §13 TV-6: trump C, seat 0 leads; team 0 takes 128.
var cfTV6Tricks = []string{
	"CJ C6 CT C7", "C9 CQ C8 S9", "CA CK SA H8", "DA D6 DT D8", "DK S8 D9 D7",
	"DQ S7 ST H6", "DJ HQ HT SJ", "H7 HK H9 HJ", "HA SK SQ S6",
}

// TestCoiffeurCardByCardTV6 writes the TV-6 deal into team 0's C row (×4), chosen by seat 0.
func TestCoiffeurCardByCardTV6(t *testing.T) {
	tricks := cfTricks(t, cfTV6Tricks...)
	for _, tc := range []struct {
		name            string
		vorhand, passes int
	}{
		{"Vorhand chooses", 0, 0},
		{"seat 3 passes to seat 0", 3, 1},
		{"seats 2 and 3 pass", 2, 2},
	} {
		s := cfSheet(t, cfRules(t, nil), 4)
		ds := s.Add(CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Vorhand: tc.vorhand, Passes: tc.passes,
			Tricks: tricks, Match: -1, Stoeck: -1})
		if !ds.Filled || len(ds.Violations) != 0 || ds.Chooser != 0 {
			t.Fatalf("%s: filled %v chooser %d violations %v", tc.name, ds.Filled, ds.Chooser, ds.Violations)
		}
		if ds.CardPoints != 128 || ds.Points != 128 || ds.Value != 48 || ds.Match != -1 || ds.Kontermatsch || ds.Multiplier != 4 {
			t.Errorf("%s: %+v; want p 128, value 48", tc.name, ds)
		}
		if c := s.Cells[3][0]; c == nil || c.Points != 128 || c.Value != 48 || !slices.Equal(s.Totals, []int{48, 0}) {
			t.Errorf("%s: cell %v, totals %v", tc.name, c, s.Totals)
		}
		if ds.Play == nil || len(ds.Play.Tricks) != 9 || ds.Play.Points[0]+ds.Play.Points[2] != 128 {
			t.Errorf("%s: play result %+v", tc.name, ds.Play)
		}
	}

	// The chooser leads trick 1: with seat 1 choosing for team 1 the same cards are the same
	// play one seat on, and team 1 has the 128.
	s := cfSheet(t, cfRules(t, nil), 4)
	ds := s.Add(CoiffeurDeal{Row: 3, Side: 1, Contract: TrumpContract(Clubs), Vorhand: 1, Tricks: tricks, Match: -1, Stoeck: -1})
	if len(ds.Violations) != 0 || !ds.Filled || ds.Play.Tricks[0].Leader != 1 || ds.Points != 128 || !slices.Equal(s.Totals, []int{0, 48}) {
		t.Errorf("seat 1 leading TV-6's cards: filled %v, p %d, totals %v, violations %v", ds.Filled, ds.Points, s.Totals, ds.Violations)
	}

	// Seat 1 discards S8 while holding D6 (tricks 4 and 5 swap his cards): reported with the
	// deal's index, and the deal is written as played.
	bad := cfTricks(t, cfTV6Tricks...)
	bad[3], bad[4] = cfCards(t, "DA S8 DT D8"), cfCards(t, "DK D6 D9 D7")
	s = cfSheet(t, cfRules(t, nil), 4)
	s.Add(cfPointsDeal(t, s, 0, 0, "D", []int{85, 72}, -1))
	ds = s.Add(CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Vorhand: 0, Tricks: bad, Match: -1, Stoeck: -1})
	if len(ds.Violations) != 1 || ds.Violations[0].Rule != RuleFollowSuit || ds.Violations[0].Trick != 3 || ds.Violations[0].Seat != 1 ||
		ds.Violations[0].Round != -1 || !ds.Filled || ds.Value != 48 {
		t.Errorf("S8 on a D lead while holding D6: filled %v value %d violations %v", ds.Filled, ds.Value, ds.Violations)
	}
	if len(s.Violations) != 1 || s.Violations[0].Round != 1 {
		t.Errorf("sheet violations %v, want one in round 1", s.Violations)
	}

	// A deal with a missing trick is reported and scored as played: team 0 has its 128 from
	// tricks 1-7; no last-trick 5 is given out.
	s = cfSheet(t, cfRules(t, nil), 4)
	ds = s.Add(CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Vorhand: 0, Tricks: tricks[:8], Match: -1, Stoeck: -1})
	if !slices.Equal(cfCodes(ds.Violations), []string{RuleCardCount}) || !ds.Filled || ds.Points != 128 {
		t.Errorf("eight tricks: violations %v, filled %v, p %d", ds.Violations, ds.Filled, ds.Points)
	}
}

// cfKonterTricks: obenabe, seat 0 leads trick 1 and team 1 takes all nine tricks.
var cfKonterTricks = []string{
	"S6 SA S9 CT", // seat 0 leads; seat 1 wins every trick after
	"SK ST CJ S7", "SQ C8 CQ S8", "SJ C9 CK H6", "HA H8 CA H7",
	"HK H9 DJ C6", "HQ HT DQ C7", "HJ D8 DK D6", "DT D9 DA D7", // the last one goes to seat 3
}

// cfMatchTricks are the same hands with seat 1 leading trick 1: team 1 takes every trick.
var cfMatchTricks = append([]string{"SA S9 CT S6"}, cfKonterTricks[1:]...)

func TestCoiffeurCardByCardMatchAndKontermatsch(t *testing.T) {
	for _, tc := range []struct {
		konter  string
		value   int
		credits []int
	}{
		{KontermatschZero, 0, []int{0, 0}},
		{KontermatschNegative, -125, []int{0, 0}},
		{KontermatschCredit, 0, []int{0, 125}},
	} {
		s := cfSheet(t, cfRules(t, func(r *Rules) { r.CoiffeurKontermatsch = tc.konter }), 4)
		ds := s.Add(CoiffeurDeal{Row: 4, Side: 0, Contract: ContractObenabe, Vorhand: 3, Passes: 1,
			Tricks: cfTricks(t, cfKonterTricks...), Match: -1, Stoeck: -1})
		if !ds.Filled || len(ds.Violations) != 0 || ds.Chooser != 0 {
			t.Fatalf("%s: filled %v chooser %d violations %v", tc.konter, ds.Filled, ds.Chooser, ds.Violations)
		}
		if !ds.Kontermatsch || ds.Match != 1 || ds.Points != 0 || ds.Value != tc.value {
			t.Errorf("%s: kontermatsch %v match %d p %d value %d; want true 1 0 %d", tc.konter, ds.Kontermatsch, ds.Match, ds.Points, ds.Value, tc.value)
		}
		if !slices.Equal(s.Credits, tc.credits) || s.Totals[0] != tc.value || s.Totals[1] != tc.credits[1] {
			t.Errorf("%s: credits %v totals %v", tc.konter, s.Credits, s.Totals)
		}
		cfTotalsOK(t, s)

		ds = s.Add(CoiffeurDeal{Row: 4, Side: 1, Contract: ContractObenabe, Vorhand: s.NextVorhand(), Passes: cfPasses(t, s, s.NextVorhand(), 1),
			Tricks: cfTricks(t, cfMatchTricks...), Match: -1, Stoeck: -1})
		if ds.Chooser != 1 || !ds.Filled || len(ds.Violations) != 0 {
			t.Fatalf("%s, Match deal: chooser %d filled %v violations %v", tc.konter, ds.Chooser, ds.Filled, ds.Violations)
		}
		if ds.Kontermatsch || ds.Match != 1 || ds.Points != 257 || ds.Value != 125 || s.Cells[4][1].Points != 257 {
			t.Errorf("%s, Match: kontermatsch %v match %d p %d value %d; want false 1 257 125", tc.konter, ds.Kontermatsch, ds.Match, ds.Points, ds.Value)
		}
		cfTotalsOK(t, s)
	}
	// matchBonus 0: a Match is 157.
	s := cfSheet(t, cfRules(t, func(r *Rules) { r.MatchBonus = 0 }), 4)
	ds := s.Add(CoiffeurDeal{Row: 4, Side: 1, Contract: ContractObenabe, Vorhand: 1, Tricks: cfTricks(t, cfMatchTricks...), Match: -1, Stoeck: -1})
	if ds.Points != 157 || ds.Value != 75 {
		t.Errorf("matchBonus 0: p %d value %d, want 157 75", ds.Points, ds.Value)
	}
}

func TestCoiffeurWeisAndStoeck(t *testing.T) {
	on := func(r *Rules) { r.CoiffeurWeis, r.Stoeck = true, true }
	tv6 := cfTricks(t, cfTV6Tricks...)
	tv6Weis := []WeisClaim{
		{Seat: 0, Cards: cfCards(t, "DJ DQ DK DA"), Team: -1},
		{Seat: 1, Cards: cfCards(t, "HQ HK HA"), Team: -1},
		{Seat: 2, Cards: cfCards(t, "DT HT ST CT"), Team: -1},
	}
	for _, tc := range []struct {
		name         string
		change       func(*Rules)
		deal         CoiffeurDeal
		weis, stoeck int
		value        int
		rules        []string
	}{
		{"TV-6 with Weis: team 0 has the best, writes 150; Stöck are team 1's", on,
			CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Tricks: tv6, Weis: tv6Weis, Stoeck: 1, Match: -1},
			150, 0, 108, nil},
		{"TV-6, Weis off in Coiffeur", nil,
			CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Tricks: tv6, Weis: tv6Weis, Stoeck: 1, Match: -1},
			0, 0, 48, []string{RuleWeisOff, RuleWeisOff, RuleWeisOff, RuleStoeckOff}},
		{"TV-6, coiffeurWeis but stoeck off", func(r *Rules) { r.CoiffeurWeis = true },
			CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Tricks: tv6, Weis: tv6Weis, Stoeck: 1, Match: -1},
			150, 0, 108, []string{RuleStoeckOff}},
		{"TV-6, coiffeurWeis but weis off", func(r *Rules) { r.CoiffeurWeis, r.Weis = true, WeisOff },
			CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Tricks: tv6, Weis: tv6Weis[:1], Match: -1, Stoeck: -1},
			0, 0, 48, []string{RuleWeisOff}},
		{"TV-6, a Weis seat 0 did not hold", on,
			CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Tricks: tv6, Match: -1, Stoeck: -1,
				Weis: []WeisClaim{{Seat: 0, Cards: cfCards(t, "HK HQ HA"), Team: -1}}},
			0, 0, 48, []string{RuleWeisNotHeld}},
		{"TV-6, Stöck claimed by seat 0 who did not hold them", on,
			CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Tricks: tv6, Match: -1, Stoeck: 0},
			0, 0, 48, []string{RuleStoeckNotHeld}},
		{"points-only, own Weis value and own Stöck", on,
			CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Points: []int{100, 57}, Match: -1, Stoeck: 2,
				Weis: []WeisClaim{{Seat: -1, Team: 0, Points: 50}}},
			50, 20, 68, nil},
		{"points-only, the opponents' Weis and Stöck count nothing here", on,
			CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Points: []int{100, 57}, Match: -1, Stoeck: 1,
				Weis: []WeisClaim{{Seat: -1, Team: 1, Points: 100}}},
			0, 0, 40, nil},
		{"points-only, shown Weis: the opponents' four J beat the declarer's run", on,
			CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Points: []int{100, 57}, Match: -1, Stoeck: -1,
				Weis: []WeisClaim{{Seat: 0, Cards: cfCards(t, "D6 D7 D8 D9"), Team: -1}, {Seat: 1, Cards: cfCards(t, "DJ HJ SJ CJ"), Team: -1}}},
			0, 0, 40, nil},
		{"points-only, shown Weis: the declaring team's partners both count", on,
			CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Points: []int{100, 57}, Match: -1, Stoeck: -1,
				Weis: []WeisClaim{{Seat: 0, Cards: cfCards(t, "D6 D7 D8"), Team: -1}, {Seat: 1, Cards: cfCards(t, "H6 H7 H8"), Team: -1},
					{Seat: 2, Cards: cfCards(t, "S9 ST SJ SQ"), Team: -1}}},
			70, 0, 68, nil},
		{"points-only, Weis values for both teams", on,
			CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Points: []int{100, 57}, Match: -1, Stoeck: -1,
				Weis: []WeisClaim{{Seat: -1, Team: 1, Points: 100}, {Seat: -1, Team: 0, Points: 20}}},
			0, 0, 40, []string{RuleWeisTwoTeams}},
		{"points-only, a Weis value no Weis make", on,
			CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Points: []int{100, 57}, Match: -1, Stoeck: -1,
				Weis: []WeisClaim{{Seat: -1, Team: 0, Points: 30}}},
			0, 0, 40, []string{RuleWeisInvalid}},
		{"Stöck in Obenabe", on,
			CoiffeurDeal{Row: 4, Side: 0, Contract: ContractObenabe, Points: []int{100, 57}, Match: -1, Stoeck: 0},
			0, 0, 50, []string{RuleStoeckNoTrump}},
		{"Kontermatsch keeps the declarer's own Weis (§6)", on,
			CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Points: []int{0, 157}, Match: 1, Stoeck: -1,
				Weis: []WeisClaim{{Seat: -1, Team: 0, Points: 100}}},
			100, 0, 40, nil},
		{"Kontermatsch with Weis, negative", func(r *Rules) { on(r); r.CoiffeurKontermatsch = KontermatschNegative },
			CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Points: []int{0, 157}, Match: 1, Stoeck: -1,
				Weis: []WeisClaim{{Seat: -1, Team: 0, Points: 100}}},
			100, 0, 40 - 100, nil},
		{"Match plus Weis", on,
			CoiffeurDeal{Row: 0, Side: 0, Contract: TrumpContract(Diamonds), Points: []int{157, 0}, Match: 0, Stoeck: -1,
				Weis: []WeisClaim{{Seat: -1, Team: 0, Points: 50}}},
			50, 0, 30, nil},
	} {
		s := cfSheet(t, cfRules(t, tc.change), 4)
		ds := s.Add(tc.deal)
		if got := cfCodes(ds.Violations); !slices.Equal(got, tc.rules) {
			t.Errorf("%s: violations %v, want %v", tc.name, ds.Violations, tc.rules)
		}
		if !ds.Filled || ds.Weis != tc.weis || ds.Stoeck != tc.stoeck || ds.Value != tc.value || ds.Points != ds.CardPoints+tc.weis+tc.stoeck {
			t.Errorf("%s: filled %v weis %d stoeck %d p %d value %d; want weis %d stoeck %d value %d",
				tc.name, ds.Filled, ds.Weis, ds.Stoeck, ds.Points, ds.Value, tc.weis, tc.stoeck, tc.value)
		}
	}
}

func TestCoiffeurSoloWeis(t *testing.T) {
	r := cfRules(t, func(r *Rules) { r.Solo, r.CoiffeurWeis = true, true })
	claims := []WeisClaim{
		{Seat: 0, Cards: cfCards(t, "D6 D7 D8"), Team: -1},
		{Seat: 1, Cards: cfCards(t, "DK HK SK CK"), Team: -1},
		{Seat: 1, Cards: cfCards(t, "S6 S7 S8"), Team: -1},
		{Seat: 2, Cards: cfCards(t, "C9 CT CJ CQ"), Team: -1},
	}
	for side, want := range []int{0, 120, 0} {
		s := cfSheet(t, r, 3)
		ds := s.Add(CoiffeurDeal{Row: 0, Side: side, Contract: TrumpContract(Diamonds), Vorhand: side,
			Points: []int{50, 50, 57}, Match: -1, Stoeck: -1, Weis: claims})
		if len(ds.Violations) != 0 || ds.Weis != want {
			t.Errorf("solo side %d: weis %d, want %d (violations %v)", side, ds.Weis, want, ds.Violations)
		}
	}
	// A seat outside three players.
	s := cfSheet(t, r, 3)
	ds := s.Add(CoiffeurDeal{Row: 0, Side: 0, Contract: TrumpContract(Diamonds), Vorhand: 0, Points: []int{50, 50, 57}, Match: -1, Stoeck: 3,
		Weis: []WeisClaim{{Seat: 3, Cards: cfCards(t, "D6 D7 D8"), Team: -1}, {Seat: -1, Team: 3, Points: 20}}})
	if got := cfCodes(ds.Violations); !slices.Equal(got, []string{RuleSeatRange, RuleSeatRange, RuleSeatRange}) || !ds.Filled || ds.Weis != 0 {
		t.Errorf("seat 3 of 3: violations %v", ds.Violations)
	}
}

// In Solo two equal Weis are decided by the order of play from the chooser, who leads trick 1
// (§4.4): with a run of three in hearts and one in spades, neither of them trumps, the chooser's
// own counts when he holds one of them, whichever seat holds the other.
func TestCoiffeurSoloWeisTieGoesToTheEarlierSeat(t *testing.T) {
	r := cfRules(t, func(r *Rules) { r.Solo, r.CoiffeurWeis = true, true })
	claims := []WeisClaim{
		{Seat: 1, Cards: cfCards(t, "H6 H7 H8"), Team: -1},
		{Seat: 2, Cards: cfCards(t, "S6 S7 S8"), Team: -1},
	}
	for _, tc := range []struct {
		vorhand, passes, side, want int
	}{
		{1, 0, 1, 20}, // seat 1 leads: his run is first
		{2, 0, 2, 20}, // seat 2 leads: his run is first
		{1, 1, 2, 20}, // Vorhand 1 passes, seat 2 chooses and leads
		{0, 0, 0, 0},  // seat 0 has no Weis
	} {
		s := cfSheet(t, r, 3)
		ds := s.Add(CoiffeurDeal{Row: 0, Side: tc.side, Contract: TrumpContract(Diamonds), Vorhand: tc.vorhand, Passes: tc.passes,
			Points: []int{50, 50, 57}, Match: -1, Stoeck: -1, Weis: claims})
		if len(ds.Violations) != 0 || ds.Weis != tc.want {
			t.Errorf("Vorhand %d, %d passes, side %d: weis %d, want %d (violations %v)", tc.vorhand, tc.passes, tc.side, ds.Weis, tc.want, ds.Violations)
		}
	}
}

// In Solo the best single Weis is kept while the others are looked at: the chooser's run of
// four, shown first, is not displaced by a lesser run shown after it.
func TestCoiffeurSoloWeisBestShownFirst(t *testing.T) {
	r := cfRules(t, func(r *Rules) { r.Solo, r.CoiffeurWeis = true, true })
	s := cfSheet(t, r, 3)
	ds := s.Add(CoiffeurDeal{Row: 0, Side: 0, Contract: TrumpContract(Diamonds), Vorhand: 0, Points: []int{50, 50, 57}, Match: -1, Stoeck: -1,
		Weis: []WeisClaim{{Seat: 0, Cards: cfCards(t, "H6 H7 H8 H9"), Team: -1}, {Seat: 1, Cards: cfCards(t, "S6 S7 S8"), Team: -1}}})
	if len(ds.Violations) != 0 || ds.Weis != 50 {
		t.Errorf("weis %d, want 50 (violations %v)", ds.Weis, ds.Violations)
	}
}

// A Weis shown with coiffeurWeis off is refused and names the seat that showed it; a value
// entry names none (-1).
func TestCoiffeurWeisOffNamesTheSeat(t *testing.T) {
	s := cfSheet(t, cfRules(t, nil), 4)
	ds := s.Add(CoiffeurDeal{Row: 3, Side: 0, Contract: TrumpContract(Clubs), Vorhand: 0, Points: []int{100, 57}, Match: -1, Stoeck: -1,
		Weis: []WeisClaim{{Seat: 2, Cards: cfCards(t, "D6 D7 D8"), Team: -1}, {Seat: -1, Team: 1, Points: 20}}})
	if got := cfCodes(ds.Violations); !slices.Equal(got, []string{RuleWeisOff, RuleWeisOff}) {
		t.Fatalf("violations %v, want two %s", ds.Violations, RuleWeisOff)
	}
	if ds.Violations[0].Seat != 2 || ds.Violations[1].Seat != -1 {
		t.Errorf("seats %d and %d, want 2 for the shown Weis and -1 for the value", ds.Violations[0].Seat, ds.Violations[1].Seat)
	}
}

// cfRandomTricks deals at random and plays a random legal card at every turn.
func cfRandomTricks(rng *rand.Rand, c Contract, leader, players int, r Rules) [][]Card {
	deck := rng.Perm(NumCards)
	per := NumCards / players
	hands := make([]CardSet, players)
	for i, x := range deck {
		hands[i/per] = hands[i/per].Add(Card(x))
	}
	pol := r.PlayPolicy()
	tricks := make([][]Card, per)
	for i := range per {
		m := c.TrickMode(i, per, r.GuschtiSplit)
		t := make([]Card, 0, players)
		for pos := range players {
			seat := (leader + pos) % players
			legal := Legal(hands[seat], t, m, pol).Cards()
			card := legal[rng.IntN(len(legal))]
			hands[seat] = hands[seat].Remove(card)
			t = append(t, card)
		}
		tricks[i] = t
		leader = (leader + TrickWinner(t, m)) % players
	}
	return tricks
}

func cfSum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

// cfPickContract picks a contract a row takes.
func cfPickContract(rng *rand.Rand, row Row) Contract {
	name := row.Contracts[rng.IntN(len(row.Contracts))]
	switch name {
	case "slalom":
		return Contract{Kind: KindSlalom, Start: []Mode{Obenabe, Undenufe}[rng.IntN(2)]}
	case "trio":
		kinds := []Mode{Obenabe, Undenufe, Mode(rng.IntN(4))}
		rng.Shuffle(3, func(i, j int) { kinds[i], kinds[j] = kinds[j], kinds[i] })
		return Contract{Kind: KindTrio, Trio: [3]Mode(kinds)}
	}
	c, err := ParseContract(name)
	if err != nil {
		panic(err)
	}
	return c
}

// cfExpected is the test's own reading of §9.4 for a points-only deal: the cell and the credit
// each other column receives.
func cfExpected(r Rules, mult, p int, match, side int) (cell, credit int) {
	f := func(p int) int {
		switch r.CoiffeurPoints {
		case CoiffeurFull:
			return p
		case CoiffeurDiv10Round:
			return int(math.Floor(float64(p)/10 + 0.5))
		}
		return p / 10
	}
	switch {
	case match == side:
		return f(p+r.MatchBonus) * mult, 0
	case match >= 0:
		km := f(157+r.MatchBonus) * mult
		switch r.CoiffeurKontermatsch {
		case KontermatschNegative:
			return -km, 0
		case KontermatschCredit:
			return 0, km
		}
		return 0, 0
	}
	return f(p) * mult, 0
}

// TestCoiffeurRandomGames plays random complete sheets (teams and solo, random settings and
// rows) from random valid deals, mostly points-only and some card by card, with refused entries
// in between: each valid deal fills its cell, nothing is written twice, the totals are the cells
// plus credits and match the test's own scoring, and the sheet completes after exactly
// rows × columns valid deals.
func TestCoiffeurRandomGames(t *testing.T) {
	pool := []Row{
		{Name: "slalom", Multiplier: 7, Contracts: []string{"slalom"}},
		{Name: "guschti", Multiplier: 8, Contracts: []string{"guschti", "mary"}},
		{Name: "trio", Multiplier: 9, Contracts: []string{"trio"}},
	}
	games := 300
	if testing.Short() {
		games = 60
	}
	for g := range games {
		rng := rand.New(rand.NewPCG(2024, uint64(g)))
		solo := g%3 != 0
		players := 4
		if solo && rng.IntN(2) == 0 {
			players = 3
		}
		r := cfRules(t, func(r *Rules) {
			r.Solo = solo
			r.CoiffeurPoints = []string{CoiffeurDiv10, CoiffeurDiv10Round, CoiffeurFull}[rng.IntN(3)]
			r.CoiffeurKontermatsch = []string{KontermatschZero, KontermatschCredit, KontermatschNegative}[rng.IntN(3)]
			r.MatchBonus = []int{100, 50, 0}[rng.IntN(3)]
			if !solo && rng.IntN(2) == 0 {
				r.CoiffeurPassing = PassingToPartner
			}
			if rng.IntN(2) == 0 {
				r.Rows = append(r.Rows[:6:6], pool[:1+rng.IntN(len(pool))]...)
				r.Rows = append(r.Rows, DefaultRows()[6:]...)
			}
		})
		s := cfSheet(t, r, players)
		s.FirstVorhand = rng.IntN(players)
		cols := s.Columns()
		want := make([]int, cols)
		valid := 0
		for !s.Complete() {
			var open [][2]int
			for row := range s.Cells {
				for col := range cols {
					if s.Cells[row][col] == nil {
						open = append(open, [2]int{row, col})
					}
				}
			}
			v := s.NextVorhand()
			if r.CoiffeurPassing == PassingToPartner {
				// Pushing stays in Vorhand's team, so the teams fill their rows in turn.
				open = slices.DeleteFunc(open, func(c [2]int) bool { return c[1] != Team(v) })
			}
			cell := open[rng.IntN(len(open))]
			row, col := cell[0], cell[1]
			d := CoiffeurDeal{Row: row, Side: col, Contract: cfPickContract(rng, r.Rows[row]), Vorhand: v,
				Passes: cfPasses(t, s, v, col), Match: -1, Stoeck: -1}
			chooser := s.Chooser(v, d.Passes)

			// Now and then a refused entry first: into a written cell, or the wrong column.
			// (Not under toPartner: a refused deal still passes the turn, and the turns must
			// alternate between the teams there.)
			if valid > 0 && rng.IntN(5) == 0 && r.CoiffeurPassing != PassingToPartner {
				before := slices.Clone(s.Totals)
				bad := d
				bad.Points = make([]int, cols)
				bad.Points[0] = DealPoints
				if rng.IntN(2) == 0 {
					var done CoiffeurDealScore
					for _, ds := range s.Deals {
						if ds.Filled {
							done = ds
						}
					}
					bad.Row, bad.Side, bad.Contract = done.Row, done.Column, done.Contract
					bad.Passes = cfPasses(t, s, v, bad.Side)
				} else {
					bad.Side = (col + 1) % cols
				}
				if ds := s.Add(bad); ds.Filled || !slices.Equal(s.Totals, before) {
					t.Fatalf("game %d: a refused deal (row %d, side %d) was written: %v", g, bad.Row, bad.Side, ds.Violations)
				}
				continue
			}

			mult := r.Rows[row].Multiplier
			var ds CoiffeurDealScore
			if rng.IntN(4) == 0 {
				d.Tricks = cfRandomTricks(rng, d.Contract, chooser, players, r)
				ds = s.Add(d)
				colPts, colTricks := make([]int, cols), make([]int, cols)
				for seat, p := range ds.Play.Points {
					colPts[s.ColumnOf(seat)] += p
					colTricks[s.ColumnOf(seat)] += ds.Play.TricksWon[seat]
				}
				match := -1
				for c := range cols {
					if colTricks[c] == NumCards/players {
						match = c
					}
				}
				cellV, credit := cfExpected(r, mult, colPts[col], match, col)
				konter := colTricks[col] == 0
				if konter && match < 0 { // solo: no trick, nobody took all
					cellV, credit = cfExpected(r, mult, 0, (col+1)%cols, col)
				}
				if ds.Kontermatsch != konter || ds.Value != cellV {
					t.Fatalf("game %d: card deal %+v: kontermatsch %v value %d, want %v %d", g, d, ds.Kontermatsch, ds.Value, konter, cellV)
				}
				want[col] += cellV
				for c := range cols {
					if c != col {
						want[c] += credit
					}
				}
			} else {
				pts := make([]int, cols)
				switch k := rng.IntN(10); {
				case k == 0:
					d.Match = col
				case k == 1:
					d.Match = (col + 1 + rng.IntN(cols-1)) % cols
				}
				if d.Match >= 0 {
					pts[d.Match] = DealPoints
				} else {
					cuts := []int{0, DealPoints}
					for range cols - 1 {
						cuts = append(cuts, rng.IntN(DealPoints+1))
					}
					slices.Sort(cuts)
					for c := range cols {
						pts[c] = cuts[c+1] - cuts[c]
					}
				}
				d.Points = pts
				ds = s.Add(d)
				cellV, credit := cfExpected(r, mult, pts[col], d.Match, col)
				if ds.Value != cellV {
					t.Fatalf("game %d: points %v match %d side %d row ×%d: value %d, want %d", g, pts, d.Match, col, mult, ds.Value, cellV)
				}
				want[col] += cellV
				for c := range cols {
					if c != col {
						want[c] += credit
					}
				}
			}
			if !ds.Filled || len(ds.Violations) != 0 || ds.Chooser != chooser || s.Cells[row][col] == nil || s.Cells[row][col].Value != ds.Value {
				t.Fatalf("game %d: valid deal %+v: filled %v, violations %v", g, d, ds.Filled, ds.Violations)
			}
			valid++
			if !slices.Equal(s.Totals, want) {
				t.Fatalf("game %d after %d valid deals: totals %v, want %v", g, valid, s.Totals, want)
			}
			cfTotalsOK(t, s)
		}
		if valid != len(r.Rows)*cols {
			t.Errorf("game %d: complete after %d valid deals, want %d", g, valid, len(r.Rows)*cols)
		}
		if slices.ContainsFunc(s.Remaining(), func(n int) bool { return n != 0 }) {
			t.Errorf("game %d: complete with open rows %v", g, s.Remaining())
		}
		top := slices.Max(s.Totals)
		w := s.Winner()
		if n := len(slices.DeleteFunc(slices.Clone(s.Totals), func(x int) bool { return x != top })); (n == 1) != (w >= 0) || (w >= 0 && s.Totals[w] != top) {
			t.Errorf("game %d: totals %v, winner %d", g, s.Totals, w)
		}
	}
}

// Card points known alone (a deal solved for the Best contract) write the cell scoring would
// write (§9.4): all 157 a Match with its bonus, none a Kontermatsch — a Match's value less under
// coiffeurKontermatsch=negative, nothing more in the cell under zero and creditOpponents.
func TestCoiffeurCardPointsCell(t *testing.T) {
	for _, tc := range []struct {
		p, mult      int
		mode, konter string
		want         int
	}{
		{148, 4, CoiffeurDiv10, KontermatschZero, 56},
		{145, 4, CoiffeurDiv10Round, KontermatschZero, 60},
		{148, 3, CoiffeurFull, KontermatschZero, 444},
		{157, 2, CoiffeurDiv10, KontermatschZero, 50}, // 257 with the bonus
		{157, 2, CoiffeurFull, KontermatschZero, 514}, // the same, counted in full
		{0, 2, CoiffeurDiv10, KontermatschNegative, -50},
		{0, 2, CoiffeurDiv10, KontermatschZero, 0},
		{0, 2, CoiffeurDiv10, KontermatschCredit, 0},
		{1, 2, CoiffeurDiv10, KontermatschNegative, 0}, // one point is a trick taken
	} {
		r := Rules{MatchBonus: 100, CoiffeurPoints: tc.mode, CoiffeurKontermatsch: tc.konter}
		if got := CoiffeurCardPointsCell(tc.p, tc.mult, r); got != tc.want {
			t.Errorf("%d points ×%d (%s, %s): %d, want %d", tc.p, tc.mult, tc.mode, tc.konter, got, tc.want)
		}
	}
}
