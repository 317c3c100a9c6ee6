// Package charts draws a game's chart — the race of a Schieber, the fill of a Coiffeur sheet,
// the penalties of a Differenzler evening — and lists its deals as CSV. Both read the game's
// check report, so that a chart or a spreadsheet never disagrees with what `check` and the
// board say. It knows nothing of Fyne: the app shows the image, the command line writes it.
package charts

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// Data is what a chart draws: one line per side, deal by deal, and the marks the mode has.
type Data struct {
	Mode tally.Game
	// Sides names each line: a team ("Anna & Carla"), a Coiffeur column or a player.
	Sides []string
	// Totals[s][i] is side s's running total after deal i+1.
	Totals [][]int
	// PerDeal[s][i] is what side s got in deal i+1 where the mode draws it (Differenzler
	// penalties); nil otherwise.
	PerDeal [][]int
	// Target is the points a Schieber race is played to; 0 for the other modes.
	Target int
	// Decided is the deal (0-based) in which the game was decided, -1 while it goes on.
	Decided int
	// Winner is the side that won, -1 without one.
	Winner int
	// Deals is the number of deals drawn; a Differenzler deal still waiting for its points is
	// not one of them.
	Deals int
}

// modeTable is what the package knows of one mode: how its deals become a chart's data and
// CSV rows, the words of its chart, and what a player's charts count of its games.
type modeTable struct {
	data func(g *gamefile.Game, rep gamefile.Report) (Data, error)
	csv  func(g *gamefile.Game, rep gamefile.Report) ([]string, [][]string, error)
	// player adds to d what the player at seat, on side, did in the game beyond its result
	// (contracts chosen, deviations) and returns the game's deals that count; nil for a mode
	// whose every round counts and that has nothing more.
	player func(d *PlayerData, pg PlayerGame, seat, side int, contracts map[string]*ContractAverage) (int, error)
	title  phrase
	yLabel phrase
}

// phrase is a translation key with its English fallback.
type phrase struct{ key, fallback string }

// modes is the one table of the modes with charts of their own. A mode without an entry is
// drawn from its running totals when it gives them (gamefile.Running), and otherwise has no
// chart and no CSV; a player's charts count its games by their result.
var modes = map[tally.Game]modeTable{
	tally.Schieber: {data: schieberData, csv: schieberCSV, player: schieberPlayer,
		title: phrase{"chart.title.schieber", "The race"}, yLabel: phrase{"chart.axis.points", "Points"}},
	tally.Coiffeur: {data: coiffeurData, csv: coiffeurCSV, player: coiffeurPlayer,
		title: phrase{"chart.title.coiffeur", "The sheet over the evening"}, yLabel: phrase{"chart.axis.points", "Points"}},
	tally.Differenzler: {data: differenzlerData, csv: differenzlerCSV, player: differenzlerPlayer,
		title: phrase{"chart.title.differenzler", "Penalty points"}, yLabel: phrase{"chart.axis.penalty", "Penalty points"}},
}

// ErrNoChart is returned for a game of a mode this package has no chart for.
var ErrNoChart = errors.New("this mode has no chart")

func lookup(g *gamefile.Game) (modeTable, error) {
	if g == nil {
		return modeTable{}, fmt.Errorf("no game: %w", ErrNoChart)
	}
	if m, ok := modes[g.Mode]; ok {
		return m, nil
	}
	if _, ok := g.Kind().(gamefile.Running); ok {
		return runningTable, nil
	}
	return modeTable{}, fmt.Errorf("mode %q: %w", g.Mode, ErrNoChart)
}

// runningTable is the chart and CSV of a mode without an entry in modes that gives its running
// totals (gamefile.Running): one line per side, deal by deal.
var runningTable = modeTable{data: runningData, csv: runningCSV,
	title: phrase{"chart.axis.points", "Points"}, yLabel: phrase{"chart.axis.points", "Points"}}

func runningData(g *gamefile.Game, rep gamefile.Report) (Data, error) {
	r, ok := g.Kind().(gamefile.Running)
	if !ok {
		return Data{}, fmt.Errorf("mode %q: %w", g.Mode, ErrNoChart)
	}
	totals := r.Running(g)
	d := Data{Mode: g.Mode, Sides: sideNames(g, len(totals)), Totals: totals, Decided: -1, Winner: deref(rep.Winner)}
	if len(totals) > 0 {
		d.Deals = len(totals[0])
	}
	if d.Winner >= 0 && d.Deals > 0 {
		d.Decided = d.Deals - 1
	}
	return d, nil
}

// runningCSV is deal, then each side's total after it.
func runningCSV(g *gamefile.Game, rep gamefile.Report) ([]string, [][]string, error) {
	d, err := runningData(g, rep)
	if err != nil {
		return nil, nil, err
	}
	header := append([]string{"deal"}, numbered("total", len(d.Totals))...)
	rows := make([][]string, d.Deals)
	for i := range rows {
		rows[i] = []string{strconv.Itoa(i + 1)}
		for _, t := range d.Totals {
			rows[i] = append(rows[i], strconv.Itoa(t[i]))
		}
	}
	return header, rows, nil
}

// sideNames names n sides of g by their seats (gamefile.Mode.Sides): the players of each side
// joined with " & ".
func sideNames(g *gamefile.Game, n int) []string {
	out := make([]string, n)
	for seat, side := range g.Kind().Sides(g) {
		if side < 0 || side >= n || seat >= len(g.Players) {
			continue
		}
		if out[side] != "" {
			out[side] += " & "
		}
		out[side] += g.Players[seat]
	}
	return out
}

// Series is the chart data of g, whose check report is rep (gamefile.Check, or a stored
// game's report).
func Series(g *gamefile.Game, rep gamefile.Report) (Data, error) {
	m, err := lookup(g)
	if err != nil {
		return Data{}, err
	}
	return m.data(g, rep)
}

// teamNames names the two teams of four players in seat order: seats 0 and 2, 1 and 3.
func teamNames(players []string) []string {
	if len(players) != 4 {
		return []string{"1", "2"}
	}
	return []string{players[0] + " & " + players[2], players[1] + " & " + players[3]}
}

// schieberRound is the part of a Schieber round of the check report a chart and a CSV read.
type schieberRound struct {
	Contract     string `json:"contract"`
	Multiplier   int    `json:"multiplier"`
	CardPoints   [2]int `json:"cardPoints"`
	Match        *int   `json:"match"`
	Kontermatsch bool   `json:"kontermatsch"`
	Weis         struct {
		Team   *int   `json:"team"`
		Points [2]int `json:"points"`
	} `json:"weis"`
	Stoeck [2]int `json:"stoeck"`
	Score  [2]int `json:"score"`
	Totals [2]int `json:"totals"`
}

func rounds[T any](rep gamefile.Report) ([]T, error) {
	var out []T
	if len(rep.Rounds) == 0 {
		return nil, nil
	}
	if err := json.Unmarshal(rep.Rounds, &out); err != nil {
		return nil, fmt.Errorf("the game's report has unreadable rounds: %v", err)
	}
	return out, nil
}

func schieberData(g *gamefile.Game, rep gamefile.Report) (Data, error) {
	rs, err := rounds[schieberRound](rep)
	if err != nil {
		return Data{}, err
	}
	d := Data{Mode: g.Mode, Sides: teamNames(g.Players), Totals: make([][]int, 2), Target: g.Rules.Target,
		Decided: deref(rep.FinishedInRound), Winner: deref(rep.Winner), Deals: len(rs)}
	for _, r := range rs {
		for t := range 2 {
			d.Totals[t] = append(d.Totals[t], r.Totals[t])
		}
	}
	return d, nil
}

// coiffeurRound is the part of a Coiffeur round of the check report a CSV reads.
type coiffeurRound struct {
	Row          int    `json:"row"`
	Column       int    `json:"column"`
	Chooser      *int   `json:"chooser"`
	Contract     string `json:"contract"`
	Multiplier   int    `json:"multiplier"`
	CardPoints   int    `json:"cardPoints"`
	Points       int    `json:"points"`
	Value        int    `json:"value"`
	Written      bool   `json:"written"`
	Match        *int   `json:"match"`
	Kontermatsch bool   `json:"kontermatsch"`
}

// coiffeurTotals are the sheet's totals after each deal. The report's rounds carry the value of
// each cell but not the Kontermatsch credits some rules give the other columns, so the sheet is
// written again deal by deal; its last totals are the report's.
func coiffeurTotals(g *gamefile.Game) ([][]int, error) {
	sheet, err := tally.NewCoiffeurSheet(g.Rules, len(g.Players))
	if err != nil {
		return nil, err
	}
	out := make([][]int, sheet.Columns())
	for _, d := range g.Coiffeur {
		sheet.Add(d)
		for c := range out {
			out[c] = append(out[c], sheet.Totals[c])
		}
	}
	return out, nil
}

// coiffeurSides names the columns: the two teams, or each player in solo.
func coiffeurSides(g *gamefile.Game, columns int) []string {
	if columns == 2 && len(g.Players) == 4 && !g.Rules.Solo {
		return teamNames(g.Players)
	}
	return append([]string(nil), g.Players...)
}

func coiffeurData(g *gamefile.Game, rep gamefile.Report) (Data, error) {
	totals, err := coiffeurTotals(g)
	if err != nil {
		return Data{}, err
	}
	d := Data{Mode: g.Mode, Sides: coiffeurSides(g, len(totals)), Totals: totals, Decided: -1,
		Winner: deref(rep.Winner), Deals: len(g.Coiffeur)}
	if d.Winner >= 0 && len(g.Coiffeur) > 0 {
		d.Decided = len(g.Coiffeur) - 1
	}
	return d, nil
}

// differenzlerRound is a Differenzler round of the check report; predictions are null while
// hidden, points and penalty while the deal waits for its points.
type differenzlerRound struct {
	Dealer      int    `json:"dealer"`
	Trump       string `json:"trump"`
	Predictions []int  `json:"predictions"`
	Points      []int  `json:"points"`
	Penalty     []int  `json:"penalty"`
	Pending     bool   `json:"pending"`
}

func differenzlerData(g *gamefile.Game, rep gamefile.Report) (Data, error) {
	rs, err := rounds[differenzlerRound](rep)
	if err != nil {
		return Data{}, err
	}
	n := len(g.Players)
	d := Data{Mode: g.Mode, Sides: append([]string(nil), g.Players...), Totals: make([][]int, n),
		PerDeal: make([][]int, n), Decided: -1, Winner: deref(rep.Winner)}
	run := make([]int, n)
	for _, r := range rs {
		if r.Pending || len(r.Penalty) != n {
			continue
		}
		d.Deals++
		for p := range n {
			run[p] += r.Penalty[p]
			d.Totals[p] = append(d.Totals[p], run[p])
			d.PerDeal[p] = append(d.PerDeal[p], r.Penalty[p])
		}
	}
	if d.Winner >= 0 && d.Deals > 0 {
		d.Decided = d.Deals - 1
	}
	return d, nil
}

func deref(p *int) int {
	if p == nil {
		return -1
	}
	return *p
}
