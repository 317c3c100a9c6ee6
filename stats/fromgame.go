package stats

import (
	"fmt"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
)

// FromGame computes the figures of one game from its decoded state g (mode, players, rules and
// deals), the time it was created and the players' finished mark, by scoring the deals with the
// engine as the game's check report does, without building the report. It gives the figures
// FromReport reads from the game's report; the store's tests hold the two equal.
func FromGame(id uint64, g *gamefile.Game, created time.Time, marked bool) (Game, error) {
	if g == nil {
		return Game{}, fmt.Errorf("statistics of game %d: the game's decoded state is missing", id)
	}
	if g.Kind() == nil {
		return Game{}, fmt.Errorf("statistics of game %d: unknown mode %q", id, g.Mode)
	}
	return FromEngine(id, g, g.Kind().Score(g).Engine(), created, marked)
}

// FromEngine computes the same figures as FromGame from the engine's running state e of g's
// deals (gamefile.Score.Engine), without scoring any deal again: the store keeps that state
// between actions and calls this on every change of a game, within the change's transaction.
func FromEngine(id uint64, g *gamefile.Game, e gamefile.Engine, created time.Time, marked bool) (Game, error) {
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
	if err := f.fromEngine(g, e, &out); err != nil {
		return Game{}, fmt.Errorf("statistics of game %d: %w", id, err)
	}
	return out, nil
}

// schieberFromEngine sets the figures and the winner of a Schieber game.
func schieberFromEngine(_ *gamefile.Game, e gamefile.Engine, out *Game) error {
	st := e.Schieber
	if st == nil {
		return fmt.Errorf("the engine's Schieber state is missing")
	}
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

// coiffeurFromEngine sets the figures and the winner of a Coiffeur game.
func coiffeurFromEngine(_ *gamefile.Game, e gamefile.Engine, out *Game) error {
	sheet := e.Coiffeur
	if sheet == nil {
		return fmt.Errorf("the engine's Coiffeur sheet is missing")
	}
	columns := sheet.Columns()
	c := &CoiffeurSides{Cells: make([]int, columns), Totals: make([]int, columns), Matches: make([]int, columns)}
	for _, d := range sheet.Deals {
		if m := d.Match; m >= 0 && m < columns {
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

// differenzlerFromEngine sets the figures and the winner of a Differenzler game.
func differenzlerFromEngine(g *gamefile.Game, e gamefile.Engine, out *Game) error {
	sheet := e.Differenzler
	if sheet == nil {
		return fmt.Errorf("the engine's Differenzler sheet is missing")
	}
	n := len(g.Players)
	d := &DifferenzlerSeats{Exact: make([]int, n), Deviation: make([]int, n), Penalty: make([]int, n)}
	for i, s := range sheet.Deals {
		countDeal(d, sheet.VisiblePredictions(i), s.Actual, s.Pending, n)
	}
	copy(d.Penalty, sheet.Totals)
	out.Differenzler, out.Winner = d, sheet.Winner()
	return nil
}
