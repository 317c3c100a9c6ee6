package tally

import "testing"

// cfPoints writes a points-only deal and fails the test when it is not written.
func cfWrite(t *testing.T, s *CoiffeurSheet, row, side, vorhand, passes, points int) {
	t.Helper()
	pts := make([]int, s.Columns())
	pts[side] = points
	pts[(side+1)%len(pts)] += DealPoints - points
	c := cfContract(t, s.Rules.Rows[row].Contracts[0])
	if ds := s.Add(CoiffeurDeal{Row: row, Side: side, Contract: c, Vorhand: vorhand, Passes: passes, Points: pts, Match: -1, Stoeck: -1}); !ds.Filled {
		t.Fatalf("row %d side %d not written: %v", row, side, ds.Violations)
	}
}

// fillColumn writes every row of column col but the last keep rows, choosing as seat seat.
func fillColumn(t *testing.T, s *CoiffeurSheet, col, seat, keep int) {
	t.Helper()
	for row := range len(s.Rules.Rows) - keep {
		turn := s.TurnFrom(seat)
		passes := ((seat-turn.Vorhand)%s.Players + s.Players) % s.Players
		if s.Rules.CoiffeurPassing == PassingToPartner {
			passes = 0
			if turn.Vorhand != seat {
				passes = 1
			}
		}
		cfWrite(t, s, row, col, turn.Vorhand, passes, 80)
	}
}

// §9.3: a player whose column is full is skipped; under roundTable by a pass, under toPartner by
// becoming Vorhand himself.
func TestCoiffeurTurn(t *testing.T) {
	cases := []struct {
		name       string
		solo       bool
		players    int
		passing    string
		full       []int // columns filled before the turn
		vorhand    int
		want       CoiffeurTurn
		passesThen []int // the passes after each tap of Pass
	}{
		{"teams, open", false, 4, PassingRoundTable, nil, 1, CoiffeurTurn{Vorhand: 1, Passes: 0, Chooser: 1, Column: 1}, []int{1, 2, 3, 0}},
		{"teams, Vorhand's column full", false, 4, PassingRoundTable, []int{1}, 1, CoiffeurTurn{Vorhand: 1, Passes: 1, Chooser: 2, Column: 0}, []int{3, 1}},
		{"toPartner, open", false, 4, PassingToPartner, nil, 3, CoiffeurTurn{Vorhand: 3, Passes: 0, Chooser: 3, Column: 1}, []int{1, 0}},
		{"toPartner, Vorhand's column full", false, 4, PassingToPartner, []int{1}, 3, CoiffeurTurn{Vorhand: 0, Passes: 0, Chooser: 0, Column: 0}, []int{1, 0}},
		{"solo 3, two full", true, 3, PassingRoundTable, []int{0, 1}, 0, CoiffeurTurn{Vorhand: 0, Passes: 2, Chooser: 2, Column: 2}, []int{2}},
		{"solo 4, one full", true, 4, PassingRoundTable, []int{2}, 2, CoiffeurTurn{Vorhand: 2, Passes: 1, Chooser: 3, Column: 3}, []int{2, 3, 1}},
		{"complete", false, 4, PassingRoundTable, []int{0, 1}, 0, CoiffeurTurn{Vorhand: 0, Passes: 0, Chooser: -1, Column: -1}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := cfRules(t, func(r *Rules) { r.Solo, r.CoiffeurPassing = tc.solo, tc.passing })
			s := cfSheet(t, r, tc.players)
			for _, col := range tc.full {
				seat := col
				fillColumn(t, s, col, seat, 0)
			}
			got := s.TurnFrom(tc.vorhand)
			if got != tc.want {
				t.Fatalf("TurnFrom(%d) = %+v, want %+v", tc.vorhand, got, tc.want)
			}
			if got.Chooser >= 0 && s.Chooser(got.Vorhand, got.Passes) != got.Chooser {
				t.Errorf("the engine's Chooser(%d, %d) = %d, not the turn's %d", got.Vorhand, got.Passes, s.Chooser(got.Vorhand, got.Passes), got.Chooser)
			}
			passes := got.Passes
			for i, want := range tc.passesThen {
				next := s.Pass(got.Vorhand, passes)
				if next.Passes != want {
					t.Fatalf("pass %d: passes %d, want %d", i+1, next.Passes, want)
				}
				if next.Chooser != s.Chooser(next.Vorhand, next.Passes) || !s.hasOpen(s.ColumnOf(next.Chooser)) {
					t.Fatalf("pass %d: chooser %d cannot choose", i+1, next.Chooser)
				}
				passes = next.Passes
			}
		})
	}
}

// The turn's deal is accepted by the engine: it is never refused for side-mismatch.
func TestCoiffeurTurnIsWritable(t *testing.T) {
	for _, passing := range []string{PassingRoundTable, PassingToPartner} {
		s := cfSheet(t, cfRules(t, func(r *Rules) { r.CoiffeurPassing = passing }), 4)
		fillColumn(t, s, 1, 1, 0) // column 1 full: the turn must move to column 0
		for !s.Complete() {
			turn := s.Turn()
			row := s.OpenRows(turn.Column)[0]
			cfWrite(t, s, row, turn.Column, turn.Vorhand, turn.Passes, 100)
		}
	}
}

// §9.4: the most a column can still write is a Match in each open row under the rounding;
// a column is beaten only when even that cannot reach another column's least final total.
func TestCoiffeurOutlook(t *testing.T) {
	cases := []struct {
		name       string
		points     string
		konter     string
		weis       bool
		leadRows   int // rows column 0 writes (157 each) before column 1 writes any
		wantMost   [2]int
		wantLeast  [2]int
		wantBeaten [2]bool
	}{
		// 8 rows ×1..8: Σm = 36; f(257) = 25 (div10), 26 (div10round), 257 (full).
		{"empty div10", CoiffeurDiv10, KontermatschZero, false, 0, [2]int{900, 900}, [2]int{0, 0}, [2]bool{}},
		{"empty full", CoiffeurFull, KontermatschZero, false, 0, [2]int{9252, 9252}, [2]int{0, 0}, [2]bool{}},
		{"empty div10round", CoiffeurDiv10Round, KontermatschZero, false, 0, [2]int{936, 936}, [2]int{0, 0}, [2]bool{}},
		{"negative", CoiffeurDiv10, KontermatschNegative, false, 0, [2]int{900, 900}, [2]int{-900, -900}, [2]bool{}},
		{"credit", CoiffeurDiv10, KontermatschCredit, false, 0, [2]int{1800, 1800}, [2]int{0, 0}, [2]bool{}},
		// Column 0 wrote 157 (15) in rows ×1..×7 = 15×28 = 420; column 1 at most 900.
		{"column 0 far ahead", CoiffeurDiv10, KontermatschZero, false, 7, [2]int{200, 900}, [2]int{0, 0}, [2]bool{}},
		{"with Weis nothing is certain", CoiffeurDiv10, KontermatschZero, true, 7, [2]int{200, 900}, [2]int{0, 0}, [2]bool{}},
		// Credit: each column may still be credited with a Kontermatsch in the other's open rows:
		// column 0's own row ×8 (200) and column 1's eight rows (900).
		{"credit, column 0 ahead", CoiffeurDiv10, KontermatschCredit, false, 7, [2]int{1100, 1100}, [2]int{0, 0}, [2]bool{}},
		{"negative, column 0 ahead", CoiffeurDiv10, KontermatschNegative, false, 7, [2]int{200, 900}, [2]int{-200, -900}, [2]bool{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := cfSheet(t, cfRules(t, func(r *Rules) {
				r.CoiffeurPoints, r.CoiffeurKontermatsch, r.CoiffeurWeis = tc.points, tc.konter, tc.weis
			}), 4)
			for row := range tc.leadRows {
				cfWrite(t, s, row, 0, 0, 0, DealPoints)
			}
			got := s.Outlook()
			for c := range 2 {
				if got[c].Most != tc.wantMost[c] || got[c].Least != tc.wantLeast[c] || got[c].Beaten != tc.wantBeaten[c] || got[c].Bounded == tc.weis {
					t.Errorf("column %d: %+v, want most %d least %d beaten %v bounded %v", c, got[c], tc.wantMost[c], tc.wantLeast[c], tc.wantBeaten[c], !tc.weis)
				}
			}
		})
	}
}

// A column is beaten once its best cannot reach the leader's total: column 1 trails by more than
// a Match in its one open row.
func TestCoiffeurOutlookBeaten(t *testing.T) {
	s := cfSheet(t, cfRules(t, nil), 4)
	for row := range 8 {
		cfWrite(t, s, row, 0, 0, 0, DealPoints) // 15 × 36 = 540
	}
	for row := range 7 {
		cfWrite(t, s, row, 1, 1, 0, 20) // 2 × 28 = 56
	}
	o := s.Outlook()
	// Column 1 has row ×8 open: at most 25 × 8 = 200; 56 + 200 < 540.
	if o[1].Most != 200 || !o[1].Beaten || o[0].Beaten {
		t.Fatalf("outlook %+v: column 1 should be beaten with most 200", o)
	}
	// Just one row less written and it can still win: 15×7 = 105 for column 0 vs 56+...
	s2 := cfSheet(t, cfRules(t, nil), 4)
	cfWrite(t, s2, 7, 0, 0, 0, DealPoints) // 15 × 8 = 120
	if o := s2.Outlook(); o[1].Beaten || o[0].Beaten {
		t.Fatalf("outlook %+v: nobody is beaten after one deal", o)
	}
}

// Beaten is strict: a column whose best reaches another's least exactly can still draw. Column 0
// has 540 (a Match, 15, in all eight rows); column 1 has row ×8 open (at most 200) and 340 or
// 339 written in the others.
func TestCoiffeurOutlookADrawIsNotBeaten(t *testing.T) {
	for _, tc := range []struct {
		row3   int // column 1's card points in row ×4: 130 writes 13 × 4, 120 writes 12 × 4
		beaten bool
	}{{130, false}, {120, true}} {
		s := cfSheet(t, cfRules(t, nil), 4)
		for row := range 8 {
			cfWrite(t, s, row, 0, 0, 0, DealPoints)
		}
		for row := range 7 {
			p := 120 // 12 × (1+2+…+7) = 336
			if row == 3 {
				p = tc.row3
			}
			cfWrite(t, s, row, 1, 1, 0, p)
		}
		o := s.Outlook()
		if s.Totals[0] != 540 || o[1].Most != 200 || o[1].Beaten != tc.beaten {
			t.Errorf("row ×4 with %d: totals %v, outlook %+v; want column 1 beaten %v", tc.row3, s.Totals, o, tc.beaten)
		}
	}
}

// With coiffeurKontermatsch=negative the leading column may still lose points in its open rows:
// column 1 is beaten only when its best cannot reach column 0's total less that.
func TestCoiffeurOutlookNegativeLeaderMayFall(t *testing.T) {
	s := cfSheet(t, cfRules(t, func(r *Rules) { r.CoiffeurKontermatsch = KontermatschNegative }), 4)
	for row := range 7 {
		cfWrite(t, s, row, 0, 0, 0, DealPoints) // 15 × 28 = 420, row ×8 open: least −200
		cfWrite(t, s, row, 1, 1, 0, 20)         // 2 × 28 = 56, row ×8 open: most 200
	}
	// 56 + 200 = 256 reaches 420 − 200 = 220: not beaten, though it trails by 364.
	if o := s.Outlook(); o[0].Least != -200 || o[1].Most != 200 || o[1].Beaten || o[0].Beaten {
		t.Errorf("totals %v, outlook %+v: nobody is beaten while column 0 may still lose 200", s.Totals, o)
	}
}

// Preview scores like Add and leaves the sheet as it was.
func TestCoiffeurPreview(t *testing.T) {
	s := cfSheet(t, cfRules(t, nil), 4)
	d := CoiffeurDeal{Row: 3, Side: 0, Contract: cfContract(t, "C"), Vorhand: 0, Points: []int{123, 34}, Match: -1, Stoeck: -1}
	p := s.Preview(d)
	if !p.Filled || p.Value != 48 || s.Cells[3][0] != nil || len(s.Deals) != 0 {
		t.Fatalf("preview %+v changed the sheet or scored wrong (want 48, KO's example)", p)
	}
	if a := s.Add(d); a.Value != p.Value {
		t.Fatalf("Add wrote %d, preview said %d", a.Value, p.Value)
	}
}
