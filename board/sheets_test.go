package board

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/jasstafel/jasstafel/tally"
)

// describeGrid renders a Coiffeur grid as the sheet reads: "points → value" per cell, M for a
// Match, KM for a Kontermatsch, · for an open cell.
func describeGrid(g CoiffeurGrid) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-10s %3s", "row", "×")
	for _, c := range g.Columns {
		fmt.Fprintf(&b, "  %-14s", c)
	}
	b.WriteString("\n")
	for _, r := range g.Rows {
		fmt.Fprintf(&b, "%-10s %3d", r.Name, r.Multiplier)
		for _, c := range r.Cells {
			s := "·"
			if c != nil {
				s = fmt.Sprintf("%d → %d", c.Points, c.Value)
				switch {
				case c.Kontermatsch:
					s = "KM " + s
				case c.Match:
					s = "M " + s
				}
			}
			fmt.Fprintf(&b, "  %-14s", s)
		}
		b.WriteString("\n")
	}
	for _, line := range []struct {
		name string
		v    []int
	}{{"credits", g.Credits}, {"total", g.Totals}, {"open", g.Remaining}} {
		fmt.Fprintf(&b, "%-14s", line.name)
		for _, v := range line.v {
			fmt.Fprintf(&b, "  %-14d", v)
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "difference %d, winner %d\n", g.Difference, g.Winner)
	return b.String()
}

// TV-14: the whole Coiffeur sheet, and the same sheet with the two other Kontermatsch options.
func TestTV14CoiffeurGrid(t *testing.T) {
	g := Coiffeur(tv14Sheet(t, nil), []string{"Anna+Cla", "Beat+Dora"})
	values := [][2]int{{8, 7}, {20, 0}, {18, 39}, {44, 36}, {125, 50}, {42, 66}, {63, 0}, {32, 48}}
	if len(g.Rows) != 8 {
		t.Fatalf("%d rows", len(g.Rows))
	}
	for r, want := range values {
		row := g.Rows[r]
		if row.Multiplier != r+1 {
			t.Errorf("row %d (%s) ×%d", r, row.Name, row.Multiplier)
		}
		for c := range 2 {
			if cell := row.Cells[c]; cell == nil || cell.Value != want[c] {
				t.Errorf("row %d column %d: %+v, want value %d", r, c, cell, want[c])
			}
		}
	}
	if m := g.Rows[4].Cells[0]; !m.Match || m.Kontermatsch || m.Points != 257 {
		t.Errorf("obenabe team 0: %+v, want a Match of 257", m)
	}
	if k := g.Rows[1].Cells[1]; !k.Kontermatsch || k.Match || k.Value != 0 {
		t.Errorf("H team 1: %+v, want a Kontermatsch worth 0", k)
	}
	if z := g.Rows[6].Cells[1]; z.Kontermatsch || z.Match || z.Points != 0 {
		t.Errorf("joker 7 team 1: %+v; one 0-point trick is no Kontermatsch", z)
	}
	if !slices.Equal(g.Totals, []int{352, 246}) || g.Difference != 106 || g.Winner != 0 ||
		!slices.Equal(g.Remaining, []int{0, 0}) || !slices.Equal(g.Columns, []string{"Anna+Cla", "Beat+Dora"}) {
		t.Errorf("totals %v difference %d winner %d open %v columns %v", g.Totals, g.Difference, g.Winner, g.Remaining, g.Columns)
	}

	credit := Coiffeur(tv14Sheet(t, func(r *tally.Rules) { r.CoiffeurKontermatsch = tally.KontermatschCredit }), nil)
	if !slices.Equal(credit.Totals, []int{402, 246}) || !slices.Equal(credit.Credits, []int{50, 0}) || credit.Difference != 156 {
		t.Errorf("creditOpponents: totals %v credits %v difference %d", credit.Totals, credit.Credits, credit.Difference)
	}
	if !slices.Equal(credit.Columns, []string{"1", "2"}) {
		t.Errorf("default labels %v", credit.Columns)
	}
	negative := Coiffeur(tv14Sheet(t, func(r *tally.Rules) { r.CoiffeurKontermatsch = tally.KontermatschNegative }), nil)
	if k := negative.Rows[1].Cells[1]; k.Value != -50 || !k.Kontermatsch || negative.Totals[1] != 196 {
		t.Errorf("negative: cell %+v, totals %v", k, negative.Totals)
	}
	golden(t, "tv14-coiffeur.golden", []byte("TV-14 Coiffeur, teams, div10\n"+describeGrid(g)+
		"\ncoiffeurKontermatsch=creditOpponents\n"+describeGrid(credit)+
		"\ncoiffeurKontermatsch=negative\n"+describeGrid(negative)))
}

// An unfinished sheet shows open cells, what is left per column, and no winner yet.
func TestCoiffeurGridOpen(t *testing.T) {
	s, err := tally.NewCoiffeurSheet(rules(t, tally.Coiffeur, "seed", nil), 4)
	if err != nil {
		t.Fatal(err)
	}
	s.Add(tally.CoiffeurDeal{Row: 3, Side: 0, Contract: contract(t, "C"), Vorhand: 0, Points: []int{123, 34}, Match: -1, Stoeck: -1})
	g := Coiffeur(s, []string{"A", "B"})
	if c := g.Rows[3].Cells[0]; c == nil || c.Value != 48 {
		t.Fatalf("C row: %+v, want 123 → 48 (TV-20)", c)
	}
	open := 0
	for _, r := range g.Rows {
		for _, c := range r.Cells {
			if c == nil {
				open++
			}
		}
	}
	if open != 15 || !slices.Equal(g.Remaining, []int{7, 8}) || g.Winner != -1 || g.Difference != 48 {
		t.Errorf("open %d remaining %v winner %d difference %d", open, g.Remaining, g.Winner, g.Difference)
	}
}

// A row that leaves the contract to the chooser (a Joker, a Slalom, a Trio) is marked, so that
// its cells name the contract played; a row of one contract, also under a name of its own, is not.
func TestCoiffeurRowsThatLeaveTheChoice(t *testing.T) {
	r := rules(t, tally.Coiffeur, "seed", func(r *tally.Rules) {
		r.Rows = []tally.Row{
			{Name: "Herz", Multiplier: 1, Contracts: []string{"H"}},
			{Name: "joker", Multiplier: 2, Contracts: []string{"D", "H", "S", "C", "obenabe", "undenufe"}},
			{Name: "slalom", Multiplier: 3, Contracts: []string{"slalom"}},
			{Name: "trio", Multiplier: 4, Contracts: []string{"trio"}},
			{Name: "guschti", Multiplier: 5, Contracts: []string{"guschti"}},
			{Name: "H", Multiplier: 6, Contracts: []string{"H", "H"}},
		}
	})
	s, err := tally.NewCoiffeurSheet(r, 4)
	if err != nil {
		t.Fatal(err)
	}
	var got []bool
	for _, row := range Coiffeur(s, nil).Rows {
		got = append(got, row.Choice)
	}
	if want := []bool{false, true, true, true, false, false}; !slices.Equal(got, want) {
		t.Errorf("rows leaving the choice %v, want %v", got, want)
	}
}

func describeTable(tb DifferenzlerTable) string {
	var b strings.Builder
	b.WriteString("deal dealer trump")
	for _, p := range tb.Players {
		fmt.Fprintf(&b, " | %-14s", p)
	}
	b.WriteString("\n")
	for _, l := range tb.Lines {
		fmt.Fprintf(&b, "%4d %6d %5q", l.Deal, l.Dealer, l.Trump)
		for p := range tb.Players {
			pred := "?"
			if l.Predictions[p] != nil {
				pred = fmt.Sprint(*l.Predictions[p])
			}
			if l.Pending {
				fmt.Fprintf(&b, " | %-14s", pred+" …")
			} else {
				fmt.Fprintf(&b, " | %-14s", fmt.Sprintf("%s/%d → %d", pred, l.Actual[p], l.Penalty[p]))
			}
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "totals %v, ranking %v, places %v, winner %d\n", tb.Totals, tb.Ranking, tb.Places, tb.Winner)
	return b.String()
}

var players = []string{"Anna", "Beat", "Cla", "Dora"}

// TV-15: the penalties of the seed deal; under swiss with hidden predictions the evening goes on,
// and the deal being played keeps its predictions hidden.
func TestTV15DifferenzlerTable(t *testing.T) {
	seedRules := rules(t, tally.Differenzler, "seed", nil)
	seed := DifferenzlerFromDeals(differenzlerSheet(t, seedRules, tv15Deals[:1]), players, tv15Deals[:1])
	l := seed.Lines[0]
	if l.Deal != 1 || l.Dealer != 3 || l.Trump != "H" || l.Pending ||
		!slices.Equal(l.Actual, []int{48, 35, 0, 74}) || !slices.Equal(l.Penalty, []int{2, 5, 0, 3}) {
		t.Errorf("TV-15 seed line: %+v", l)
	}
	for p, want := range []int{50, 30, 0, 77} {
		if l.Predictions[p] == nil || *l.Predictions[p] != want {
			t.Errorf("seat %d prediction %v, want %d shown", p, l.Predictions[p], want)
		}
	}
	if !slices.Equal(seed.Totals, []int{2, 5, 0, 3}) || !slices.Equal(seed.Ranking, []int{2, 0, 3, 1}) ||
		!slices.Equal(seed.Places, []int{2, 4, 1, 3}) || seed.Winner != -1 {
		t.Errorf("seed: totals %v ranking %v places %v winner %d", seed.Totals, seed.Ranking, seed.Places, seed.Winner)
	}

	swissRules := rules(t, tally.Differenzler, "swiss", func(r *tally.Rules) { r.HiddenPredictions = true })
	sheet := differenzlerSheet(t, swissRules, tv15Deals)
	swiss := DifferenzlerFromDeals(sheet, players, tv15Deals)
	if got := swiss.Lines[1].Penalty; !slices.Equal(got, []int{-10, 20, 20, -10}) {
		t.Errorf("swiss deal 2 penalties %v", got)
	}
	pending := swiss.Lines[2]
	if !pending.Pending || pending.Actual != nil || pending.Penalty != nil || pending.Trump != "C" {
		t.Errorf("pending line %+v", pending)
	}
	for p, pr := range pending.Predictions {
		if pr != nil {
			t.Errorf("seat %d: hidden prediction shown as %d", p, *pr)
		}
	}
	if !slices.Equal(swiss.Totals, []int{-8, 25, 20, -7}) || !slices.Equal(swiss.Places, []int{1, 4, 3, 2}) {
		t.Errorf("swiss totals %v places %v", swiss.Totals, swiss.Places)
	}
	// Without the entries the sheet cannot say who dealt or what was trump.
	bare := Differenzler(sheet, players[:2])
	if bare.Lines[0].Dealer != -1 || bare.Lines[0].Trump != "" || !slices.Equal(bare.Players, []string{"Anna", "Beat", "3", "4"}) {
		t.Errorf("bare table: line %+v players %v", bare.Lines[0], bare.Players)
	}
	golden(t, "tv15-differenzler.golden", []byte("TV-15, seed\n"+describeTable(seed)+
		"\nTV-15 then two more deals, swiss, hiddenPredictions\n"+describeTable(swiss)))
}

// Equal totals share a place (§10), and a finished evening names its single winner.
func TestDifferenzlerPlaces(t *testing.T) {
	r := rules(t, tally.Differenzler, "seed", func(r *tally.Rules) { r.Deals = 2 })
	deals := []tally.DifferenzlerDeal{
		{Dealer: 0, Trump: tally.TrumpD, Predictions: []int{10, 10, 10, 10}, Points: []int{20, 0, 137, 0}},
		{Dealer: 1, Trump: tally.TrumpS, Predictions: []int{0, 0, 0, 0}, Points: []int{0, 0, 0, 157}},
	}
	tb := Differenzler(differenzlerSheet(t, r, deals), players)
	if !slices.Equal(tb.Totals, []int{10, 10, 127, 167}) || !slices.Equal(tb.Places, []int{1, 1, 3, 4}) || tb.Winner != -1 {
		t.Errorf("totals %v places %v winner %d; a shared first place has no single winner", tb.Totals, tb.Places, tb.Winner)
	}
	deals[1].Points = []int{5, 0, 0, 152}
	tb = Differenzler(differenzlerSheet(t, r, deals), players)
	if !slices.Equal(tb.Places, []int{2, 1, 3, 4}) || tb.Winner != 1 {
		t.Errorf("places %v winner %d", tb.Places, tb.Winner)
	}
}

// Each line carries the totals after it, the table the deal count and the settlement (§10).
func TestDifferenzlerRunningTotalsAndSettlement(t *testing.T) {
	r := rules(t, tally.Differenzler, "swiss", func(r *tally.Rules) { r.Deals = 2; r.Stake = 50 })
	deals := []tally.DifferenzlerDeal{
		{Dealer: 0, Trump: tally.TrumpD, Predictions: []int{20, 10, 10, 10}, Points: []int{20, 0, 137, 0}},
		{Dealer: 1, Trump: tally.TrumpS, Predictions: []int{0, 0, 0, 0}, Points: []int{0, 0, 0, 157}},
	}
	tb := DifferenzlerFromDeals(differenzlerSheet(t, r, deals[:1]), players, deals[:1])
	if tb.Agreed != 2 || tb.Scored != 1 || tb.Finished || tb.Settlement != nil {
		t.Errorf("after one deal: agreed %d scored %d finished %v settlement %v", tb.Agreed, tb.Scored, tb.Finished, tb.Settlement)
	}
	tb = DifferenzlerFromDeals(differenzlerSheet(t, r, deals), players, deals)
	if !slices.Equal(tb.Lines[0].Running, []int{-10, 10, 127, 10}) || !slices.Equal(tb.Lines[1].Running, tb.Totals) {
		t.Errorf("running totals %v, %v; totals %v", tb.Lines[0].Running, tb.Lines[1].Running, tb.Totals)
	}
	want := []tally.Payment{{From: 1, To: 0, Cents: 20 * 50}, {From: 2, To: 0, Cents: 137 * 50}, {From: 3, To: 0, Cents: 177 * 50}}
	if tb.Scored != 2 || !tb.Finished || tb.Winner != 0 || !slices.Equal(tb.Settlement, want) {
		t.Errorf("finished: scored %d winner %d settlement %v, want %v", tb.Scored, tb.Winner, tb.Settlement, want)
	}
	// A pending deal has no running totals and does not count.
	pending := append(slices.Clone(deals[:1]), tally.DifferenzlerDeal{Dealer: 1, Trump: tally.TrumpS, Predictions: []int{0, 0, 0, 0}})
	tb = DifferenzlerFromDeals(differenzlerSheet(t, r, pending), players, pending)
	if tb.Lines[1].Running != nil || tb.Scored != 1 {
		t.Errorf("pending: running %v scored %d", tb.Lines[1].Running, tb.Scored)
	}
}
