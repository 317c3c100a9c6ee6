package stats

import (
	"fmt"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// FromGame computes the figures of one game from its decoded state g (mode, players, rules and
// deals), the time it was created and the players' finished mark, by scoring the deals with the
// engine as the game's check report does, without building the report: the store calls it on
// every change of a game, within the change's transaction. It gives the figures FromReport reads
// from the game's report; the store's tests hold the two equal.
func FromGame(id uint64, g *gamefile.Game, created time.Time, marked bool) (Game, error) {
	if g == nil {
		return Game{}, fmt.Errorf("statistics of game %d: the game's decoded state is missing", id)
	}
	out := Game{
		ID: id, Mode: string(g.Mode), Players: append([]string(nil), g.Players...),
		Created: created, Marked: marked, Winner: -1,
	}
	m := g.Kind()
	if m == nil {
		return Game{}, fmt.Errorf("statistics of game %d: unknown mode %q", id, g.Mode)
	}
	out.Sides = m.Sides(g)
	f, ok := modeFigures[g.Mode]
	if !ok { // a mode without figures of its own: games, wins, partners and opponents
		out.Winner = m.Score(g).Summary().Winner
		return out, nil
	}
	if err := f.fromGame(g, &out); err != nil {
		return Game{}, fmt.Errorf("statistics of game %d: %w", id, err)
	}
	return out, nil
}

// schieberFromGame sets the figures and the winner of a Schieber game.
func schieberFromGame(g *gamefile.Game, out *Game) error {
	st := tally.ReplaySchieber(g.Rules, g.Schieber)
	s := &SchieberSides{Deals: len(st.Scores), Totals: st.Totals}
	for _, d := range st.Scores {
		if d.Match == 0 || d.Match == 1 {
			s.Matches[d.Match]++
		}
		for t := range 2 {
			s.Weis[t] += d.Weis[t]
			if d.Stoeck[t] > 0 {
				s.Stoeck[t]++
			}
		}
	}
	out.Schieber, out.Winner = s, st.Winner
	return nil
}

// coiffeurFromGame sets the figures and the winner of a Coiffeur game.
func coiffeurFromGame(g *gamefile.Game, out *Game) error {
	sheet, err := tally.NewCoiffeurSheet(g.Rules, len(g.Players))
	if err != nil {
		return err
	}
	columns := sheet.Columns()
	c := &CoiffeurSides{Cells: make([]int, columns), Totals: make([]int, columns), Matches: make([]int, columns)}
	for _, d := range g.Coiffeur {
		if m := sheet.Add(d).Match; m >= 0 && m < columns {
			c.Matches[m]++
		}
	}
	for _, row := range sheet.Cells {
		for col, cell := range row {
			if cell != nil && col < columns {
				c.Cells[col]++
			}
		}
	}
	copy(c.Totals, sheet.Totals)
	out.Coiffeur, out.Winner = c, sheet.Winner()
	return nil
}

// differenzlerFromGame sets the figures and the winner of a Differenzler game.
func differenzlerFromGame(g *gamefile.Game, out *Game) error {
	n := len(g.Players)
	sheet, err := tally.NewDifferenzlerSheet(g.Rules, n)
	if err != nil {
		return err
	}
	d := &DifferenzlerSeats{Exact: make([]int, n), Deviation: make([]int, n), Penalty: make([]int, n)}
	scores := make([]tally.DifferenzlerDealScore, 0, len(g.Differenzler))
	for _, deal := range g.Differenzler {
		scores = append(scores, sheet.Add(deal))
	}
	for i, s := range scores {
		countDeal(d, sheet.VisiblePredictions(i), s.Actual, s.Pending, n)
	}
	copy(d.Penalty, sheet.Totals)
	out.Differenzler, out.Winner = d, sheet.Winner()
	return nil
}
