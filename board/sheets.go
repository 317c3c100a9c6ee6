package board

import (
	"slices"
	"strconv"
	"strings"

	"github.com/jasstafel/jasstafel/tally"
)

// CoiffeurGrid is the Coiffeur sheet as drawn (§9): one row per sheet row, one column per team
// (or per player in solo), the totals under it.
type CoiffeurGrid struct {
	Rows       []CoiffeurRow
	Columns    []string // column labels as the caller gave them
	Totals     []int    // per column: cells plus Credits
	Credits    []int    // per column: Kontermatsch credits outside the grid (creditOpponents)
	Difference int      // lead of the best total over the next best (§9.4: show the difference)
	Winner     int      // the column that won once every cell is written; -1 while open or drawn
	Remaining  []int    // open cells per column
}

// CoiffeurRow is one row: its name and multiplier as the rules set them, and its cells. Choice
// tells that the row leaves the contract to the chooser (a Joker, a Slalom, a Trio): its cells
// name the contract they were played in.
type CoiffeurRow struct {
	Name       string
	Multiplier int
	Choice     bool
	Cells      []*CoiffeurCellView // per column; nil = open
}

// RowLeavesChoice reports whether a row takes more than one contract: a Trio (named mode by
// mode), a Slalom (from the top or the bottom), or several contracts it names (a Joker).
func RowLeavesChoice(row tally.Row) bool {
	taken := map[string]bool{}
	for _, name := range row.Contracts {
		switch lower := strings.ToLower(name); {
		case lower == "trio" || strings.HasPrefix(lower, "trio:"):
			return true
		case lower == "slalom":
			taken["slalom-obenabe"], taken["slalom-undenufe"] = true, true
		default:
			if c, err := tally.ParseContract(name); err == nil && tally.RowAccepts(row, c) {
				taken[c.String()] = true
			}
		}
	}
	return len(taken) > 1
}

// CoiffeurCellView is a written cell: the points the value came from and the value, with the
// marks a sheet shows beside a Match or a Kontermatsch.
type CoiffeurCellView struct {
	Points, Value       int
	Match, Kontermatsch bool   // the declaring side took every trick / none
	Contract            string // the contract played, as its identifier (a Joker row names one)
}

// Coiffeur builds the grid of a Coiffeur sheet. columnLabels name the columns (team or player
// names, in the caller's language); missing labels become the 1-based column number.
func Coiffeur(s *tally.CoiffeurSheet, columnLabels []string) CoiffeurGrid {
	cols := s.Columns()
	g := CoiffeurGrid{
		Columns:   make([]string, cols),
		Totals:    slices.Clone(s.Totals),
		Credits:   slices.Clone(s.Credits),
		Winner:    s.Winner(),
		Remaining: s.Remaining(),
	}
	fillLabels(g.Columns, columnLabels)
	// The marks come from the deal that wrote each cell: the cell keeps only points and value.
	type key struct{ row, col int }
	marks := map[key]tally.CoiffeurDealScore{}
	for _, d := range s.Deals {
		if d.Filled {
			marks[key{d.Row, d.Column}] = d
		}
	}
	g.Rows = make([]CoiffeurRow, len(s.Rules.Rows))
	for r, row := range s.Rules.Rows {
		cr := CoiffeurRow{Name: row.Name, Multiplier: row.Multiplier, Choice: RowLeavesChoice(row), Cells: make([]*CoiffeurCellView, cols)}
		for c := range cols {
			if r >= len(s.Cells) || c >= len(s.Cells[r]) || s.Cells[r][c] == nil {
				continue
			}
			cell := s.Cells[r][c]
			d := marks[key{r, c}]
			cr.Cells[c] = &CoiffeurCellView{
				Points:       cell.Points,
				Value:        cell.Value,
				Match:        d.Match >= 0 && d.Match == c,
				Kontermatsch: d.Kontermatsch,
				Contract:     d.Contract.String(),
			}
		}
		g.Rows[r] = cr
	}
	g.Difference = lead(g.Totals)
	return g
}

// lead is the best total minus the second best (0 with fewer than two columns).
func lead(totals []int) int {
	if len(totals) < 2 {
		return 0
	}
	sorted := slices.Clone(totals)
	slices.Sort(sorted)
	return sorted[len(sorted)-1] - sorted[len(sorted)-2]
}

// DifferenzlerTable is the Differenzler sheet as drawn (§10): one line per deal, a column per
// player, penalty totals and the standing.
type DifferenzlerTable struct {
	Players []string
	Lines   []DifferenzlerLine
	Totals  []int // penalty per player; lowest wins
	Ranking []int // players, best (lowest total) first; equal totals keep seat order
	Places  []int // per player, 1-based; equal totals share the place (§10)
	Winner  int   // the single best player of a finished evening, else -1
	// Agreed is the number of deals of the evening (rules `deals`), Scored the deals with
	// their points so far: the sheet shows "deal Scored of Agreed".
	Agreed, Scored int
	Finished       bool            // the agreed deals are scored
	Settlement     []tally.Payment // who pays the winner how much (§10); nil without a stake or a single winner
}

// DifferenzlerLine is one deal on the sheet.
type DifferenzlerLine struct {
	Deal        int    // the deal's number as shown, from 1
	Dealer      int    // seat that dealt; -1 when not known
	Trump       string // trump suit letter (S, H, D, C); "" when not known
	Predictions []*int // per player; nil entry = hidden (hiddenPredictions, deal not yet scored)
	Actual      []int  // card points per player; nil while pending
	Penalty     []int  // per player; nil while pending
	Running     []int  // per player, the totals after this deal; nil while pending
	Pending     bool   // predictions written, points not yet
}

// Differenzler builds the table of a Differenzler sheet. The sheet does not keep each deal's
// dealer and trump, so Dealer is -1 and Trump "" here; DifferenzlerFromDeals fills them in.
func Differenzler(s *tally.DifferenzlerSheet, players []string) DifferenzlerTable {
	return DifferenzlerFromDeals(s, players, nil)
}

// DifferenzlerFromDeals is Differenzler with the deals as entered (in the order added to the
// sheet), which supply each line's dealer and trump.
func DifferenzlerFromDeals(s *tally.DifferenzlerSheet, players []string, deals []tally.DifferenzlerDeal) DifferenzlerTable {
	n := s.Players
	t := DifferenzlerTable{
		Players:    make([]string, n),
		Lines:      make([]DifferenzlerLine, len(s.Deals)),
		Totals:     slices.Clone(s.Totals),
		Ranking:    s.Ranking(),
		Winner:     s.Winner(),
		Agreed:     s.Rules.Deals,
		Finished:   s.Finished(),
		Settlement: s.Settlement(),
	}
	fillLabels(t.Players, players)
	running := make([]int, n)
	for i, d := range s.Deals {
		l := DifferenzlerLine{
			Deal:        i + 1,
			Dealer:      -1,
			Predictions: make([]*int, n),
			Actual:      slices.Clone(d.Actual),
			Penalty:     slices.Clone(d.Penalty),
			Pending:     d.Pending,
		}
		if !d.Pending {
			t.Scored++
			for p := range min(n, len(d.Penalty)) {
				running[p] += d.Penalty[p]
			}
			l.Running = slices.Clone(running)
		}
		if i < len(deals) {
			l.Dealer = deals[i].Dealer
			if _, ok := deals[i].Trump.Trump(); ok {
				l.Trump = deals[i].Trump.String()
			}
		}
		vis := s.VisiblePredictions(i)
		for p := range min(n, len(vis)) {
			l.Predictions[p] = &vis[p]
		}
		t.Lines[i] = l
	}
	t.Places = make([]int, len(t.Totals))
	for k, p := range t.Ranking {
		t.Places[p] = k + 1
		if k > 0 && t.Totals[p] == t.Totals[t.Ranking[k-1]] {
			t.Places[p] = t.Places[t.Ranking[k-1]]
		}
	}
	return t
}

// fillLabels copies the caller's labels into dst and numbers the places it has none for (1, 2, …).
func fillLabels(dst, given []string) {
	for i := range dst {
		if i < len(given) {
			dst[i] = given[i]
		} else {
			dst[i] = strconv.Itoa(i + 1)
		}
	}
}
