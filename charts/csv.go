package charts

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"

	"github.com/jasstafel/jasstafel/gamefile"
)

// The CSV lives beside the chart because both read the same rounds of the check report: one
// place turns a report into deals, and a spreadsheet shows the numbers the chart draws.
// Columns are named in English and numbered from 1 (deal 1, team 1, player 1), for people and
// spreadsheets; docs/FORMAT.md lists them per mode.

// WriteCSV writes g's deals as CSV, UTF-8, one row per deal after a first line naming the
// columns. rep is g's check report.
func WriteCSV(w io.Writer, g *gamefile.Game, rep gamefile.Report) error {
	m, err := lookup(g)
	if err != nil {
		return err
	}
	header, rows, err := m.csv(g, rep)
	if err != nil {
		return err
	}
	cw := csv.NewWriter(w)
	if err := cw.Write(header); err != nil {
		return err
	}
	if err := cw.WriteAll(rows); err != nil {
		return err
	}
	return cw.Error()
}

// numbered is name_1 … name_n.
func numbered(name string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%s_%d", name, i+1)
	}
	return out
}

func itoa(v int) string { return strconv.Itoa(v) }

// side is a 0-based side or seat written from 1; absent is the empty cell.
func side(p *int) string {
	if p == nil {
		return ""
	}
	return itoa(*p + 1)
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func ints(vs []int) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = itoa(v)
	}
	return out
}

// blanks is n empty cells, for values not known yet (a hidden prediction, a deal being played).
func blanks(n int) []string { return make([]string, n) }

func schieberCSV(g *gamefile.Game, rep gamefile.Report) ([]string, [][]string, error) {
	rs, err := rounds[schieberRound](rep)
	if err != nil {
		return nil, nil, err
	}
	header := []string{"deal", "contract", "multiplier"}
	for _, col := range []string{"card_points", "weis", "stoeck", "score", "total"} {
		header = append(header, numbered(col, 2)...)
	}
	header = append(header, "weis_team", "match", "kontermatsch")
	rows := make([][]string, 0, len(rs))
	for i, r := range rs {
		row := []string{itoa(i + 1), r.Contract, itoa(r.Multiplier)}
		for _, pair := range [][2]int{r.CardPoints, r.Weis.Points, r.Stoeck, r.Score, r.Totals} {
			row = append(row, itoa(pair[0]), itoa(pair[1]))
		}
		row = append(row, side(r.Weis.Team), side(r.Match), yesNo(r.Kontermatsch))
		rows = append(rows, row)
	}
	return header, rows, nil
}

func coiffeurCSV(g *gamefile.Game, rep gamefile.Report) ([]string, [][]string, error) {
	rs, err := rounds[coiffeurRound](rep)
	if err != nil {
		return nil, nil, err
	}
	totals, err := coiffeurTotals(g)
	if err != nil {
		return nil, nil, err
	}
	header := []string{"deal", "row", "row_name", "column", "chooser", "contract", "multiplier",
		"card_points", "points", "value", "written", "match", "kontermatsch"}
	header = append(header, numbered("total", len(totals))...)
	rows := make([][]string, 0, len(rs))
	for i, r := range rs {
		name := ""
		if r.Row >= 0 && r.Row < len(g.Rules.Rows) {
			name = g.Rules.Rows[r.Row].Name
		}
		row := []string{itoa(i + 1), itoa(r.Row + 1), name, itoa(r.Column + 1), side(r.Chooser), r.Contract,
			itoa(r.Multiplier), itoa(r.CardPoints), itoa(r.Points), itoa(r.Value), yesNo(r.Written),
			side(r.Match), yesNo(r.Kontermatsch)}
		for c := range totals {
			if i < len(totals[c]) {
				row = append(row, itoa(totals[c][i]))
			} else {
				row = append(row, "")
			}
		}
		rows = append(rows, row)
	}
	return header, rows, nil
}

func differenzlerCSV(g *gamefile.Game, rep gamefile.Report) ([]string, [][]string, error) {
	rs, err := rounds[differenzlerRound](rep)
	if err != nil {
		return nil, nil, err
	}
	n := len(g.Players)
	header := []string{"deal", "dealer", "trump"}
	for _, col := range []string{"prediction", "points", "penalty", "total"} {
		header = append(header, numbered(col, n)...)
	}
	rows := make([][]string, 0, len(rs))
	run := make([]int, n)
	for i, r := range rs {
		row := []string{itoa(i + 1), itoa(r.Dealer + 1), r.Trump}
		for _, vs := range [][]int{r.Predictions, r.Points, r.Penalty} {
			if len(vs) == n {
				row = append(row, ints(vs)...)
			} else {
				row = append(row, blanks(n)...)
			}
		}
		if r.Pending || len(r.Penalty) != n {
			row = append(row, blanks(n)...)
		} else {
			for p := range n {
				run[p] += r.Penalty[p]
			}
			row = append(row, ints(run)...)
		}
		rows = append(rows, row)
	}
	return header, rows, nil
}
