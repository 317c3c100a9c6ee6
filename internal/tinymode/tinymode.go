// Package tinymode is a game mode that exists only for tests: it shows that a mode added to the
// registry of package gamefile (gamefile.Register) is stored, checked, counted in the
// statistics, charted and listed without any other package knowing it.
//
// A "tiny" game has four players in two teams (seats 0 and 2, 1 and 3). A round is one number
// per team, {"points": [team 0, team 1]}; the first team to reach the target (10 unless the
// rules say otherwise) at the end of a round wins, the higher total when both reach it.
package tinymode

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// Name is the mode's name in a game file.
const Name tally.Game = "tiny"

// Register adds the mode to the registry until the test tb ends.
func Register(tb testing.TB) {
	tb.Helper()
	unregister, err := gamefile.Register(mode{})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(unregister)
}

// deals are a tiny game's rounds, each the points of team 0 and team 1.
type deals [][2]int

func (d deals) Clone() gamefile.Deals { return slices.Clone(d) }

func dealsOf(g *gamefile.Game) deals {
	d, _ := g.Deals.(deals)
	return d
}

type mode struct{}

func (mode) Name() tally.Game { return Name }

// ResolveRules starts from a target of 10; raw may set any setting of the rules.
func (mode) ResolveRules(raw json.RawMessage) (tally.Rules, error) {
	r := tally.Rules{Preset: "tiny", Target: 10}
	if t := bytes.TrimSpace(raw); len(t) > 0 && !bytes.Equal(t, []byte("null")) {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&r); err != nil {
			return tally.Rules{}, fmt.Errorf("rules: %v", err)
		}
	}
	if r.Target <= 0 {
		return tally.Rules{}, errors.New("rules.target: want a positive number")
	}
	return r, nil
}

func (mode) CheckPlayers(_ tally.Rules, n int) error {
	if n != 4 {
		return fmt.Errorf("players: a tiny game has four players, not %d", n)
	}
	return nil
}

func (mode) RoundKeys() []string { return []string{"points"} }

func (mode) DecodeRound(g *gamefile.Game, r *gamefile.Round, path string, _ bool) error {
	if len(r.Points) != 2 || r.Points[0] < 0 || r.Points[1] < 0 {
		return fmt.Errorf("%s.points: want [team 0, team 1], neither below 0", path)
	}
	g.Deals = append(dealsOf(g), [2]int{r.Points[0], r.Points[1]})
	return nil
}

func (mode) Rounds(g *gamefile.Game) int { return len(dealsOf(g)) }

func (mode) Sides(g *gamefile.Game) []int {
	out := make([]int, len(g.Players))
	for i := range out {
		out[i] = i % 2
	}
	return out
}

func (mode) LowerWins() bool { return false }

// Running gives the charts the teams' totals after each round.
func (mode) Running(g *gamefile.Game) [][]int {
	s := &score{target: g.Rules.Target, winner: -1}
	out := [][]int{{}, {}}
	for _, d := range dealsOf(g) {
		s.add(d)
		out[0], out[1] = append(out[0], s.totals[0]), append(out[1], s.totals[1])
	}
	return out
}

func (mode) Score(g *gamefile.Game) gamefile.Score {
	s := &score{target: g.Rules.Target, winner: -1}
	for _, d := range dealsOf(g) {
		s.add(d)
	}
	return s
}

// Round is one round as the check report lists it.
type Round struct {
	Round  int    `json:"round"`
	Points [2]int `json:"points"`
	Totals [2]int `json:"totals"`
}

func (mode) Report(rep *gamefile.Report, g *gamefile.Game) {
	s := &score{target: g.Rules.Target, winner: -1}
	rounds := []Round{}
	for i, d := range dealsOf(g) {
		s.add(d)
		rounds = append(rounds, Round{Round: i, Points: d, Totals: s.totals})
	}
	rep.Rounds, _ = json.Marshal(rounds)
	rep.Violations = []gamefile.ViolationJSON{}
	rep.Totals = s.totals[:]
	if s.winner >= 0 {
		w := s.winner
		rep.Winner = &w
	}
}

// score is a tiny game's running totals.
type score struct {
	target int
	totals [2]int
	winner int
}

func (s *score) add(d [2]int) {
	if s.winner >= 0 {
		return
	}
	s.totals[0] += d[0]
	s.totals[1] += d[1]
	switch t := s.totals; {
	case t[0] >= s.target && t[0] > t[1]:
		s.winner = 0
	case t[1] >= s.target && t[1] > t[0]:
		s.winner = 1
	}
}

func (s *score) Add(g *gamefile.Game) {
	d := dealsOf(g)
	s.add(d[len(d)-1])
}

func (s *score) Summary() gamefile.Summary {
	sum := gamefile.Summary{Totals: []int{s.totals[0], s.totals[1]}, Winner: s.winner, Over: s.winner >= 0}
	if s.winner >= 0 {
		sum.Winners = []int{s.winner, s.winner + 2}
	}
	return sum
}

// Engine is empty: the tiny mode has no engine state of the three built-in modes, and the
// statistics count its games from the summary.
func (s *score) Engine() gamefile.Engine { return gamefile.Engine{} }
