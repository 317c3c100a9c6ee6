package live

import (
	"fmt"
	"strings"

	"github.com/jasstafel/jasstafel/board"
	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// Frame is what a viewer draws: a game as it stands after a write. Exactly one of Schieber,
// Coiffeur and Differenzler is set, by the game's mode; a mode without a drawing here shows its
// sides and totals only.
type Frame struct {
	Game     uint64   `json:"game"`
	Mode     string   `json:"mode"`
	Players  []string `json:"players"`
	Sides    []string `json:"sides"`  // who each total belongs to: a team's two names, or a player
	Totals   []int    `json:"totals"` // per side, as the game's report counts them
	Winner   int      `json:"winner"` // the winning side, -1 while the game goes on or when drawn
	Deals    int      `json:"deals"`
	Over     bool     `json:"over"`
	LowerWin bool     `json:"lowerWins,omitempty"` // penalty points: the lowest total wins

	Schieber     *board.ZBoard            `json:"schieber,omitempty"`
	Coiffeur     *board.CoiffeurGrid      `json:"coiffeur,omitempty"`
	Differenzler *board.DifferenzlerTable `json:"differenzler,omitempty"`
}

// FrameOf is the frame of game id as g holds it. It scores the game once; the drawing of the
// board comes from the mode's entry in drawings.
func FrameOf(id uint64, g *gamefile.Game) (Frame, error) {
	m, ok := gamefile.Lookup(g.Mode)
	if !ok {
		return Frame{}, fmt.Errorf("live: no mode %q", g.Mode)
	}
	score := m.Score(g)
	sum := score.Summary()
	f := Frame{
		Game: id, Mode: string(g.Mode), Players: append([]string(nil), g.Players...),
		Totals: append([]int(nil), sum.Totals...), Winner: sum.Winner,
		Deals: m.Rounds(g), Over: sum.Over, LowerWin: m.LowerWins(),
	}
	f.Sides = sideNames(g.Players, m.Sides(g), len(f.Totals))
	if draw, ok := drawings[g.Mode]; ok {
		draw(&f, g, score.Engine())
	}
	return f, nil
}

// sideNames names each side by its players, partners joined by " & ".
func sideNames(players []string, sides []int, n int) []string {
	names := make([][]string, n)
	for seat, side := range sides {
		if side >= 0 && side < n && seat < len(players) {
			names[side] = append(names[side], players[seat])
		}
	}
	out := make([]string, n)
	for i, ns := range names {
		out[i] = strings.Join(ns, " & ")
	}
	return out
}

// drawings is this package's table of the modes it draws: each fills in its board from the
// engine's state. A mode missing here is shown by its totals.
var drawings = map[tally.Game]func(f *Frame, g *gamefile.Game, e gamefile.Engine){
	tally.Schieber: func(f *Frame, g *gamefile.Game, e gamefile.Engine) {
		if e.Schieber == nil {
			return
		}
		z := board.Schieber(*e.Schieber, g.Rules, board.View(g.Rules.BoardView))
		f.Schieber = &z
	},
	tally.Coiffeur: func(f *Frame, g *gamefile.Game, e gamefile.Engine) {
		if e.Coiffeur == nil {
			return
		}
		labels := f.Sides
		c := board.Coiffeur(e.Coiffeur, labels)
		f.Coiffeur = &c
	},
	tally.Differenzler: func(f *Frame, g *gamefile.Game, e gamefile.Engine) {
		if e.Differenzler == nil {
			return
		}
		t := board.DifferenzlerFromDeals(e.Differenzler, g.Players, g.Differenzler)
		f.Differenzler = &t
	},
}
