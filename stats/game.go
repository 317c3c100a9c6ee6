// Package stats turns saved games into per-player figures, a partner table and an opponents
// table (docs/FORMAT.md, "Statistics"). The store counts each game's figures from the engine's
// running score when it writes the game (FromEngine; FromReport reads the same from a check
// report) and keeps only the few numbers per side that the figures need, so that loading the
// statistics (Load) is a walk over those numbers and filtering and counting (Compute) never
// score a deal again.
package stats

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
)

// Game is what the statistics need of one stored game: who sat where, on which side, who won,
// and the figures of each side as the game's report states them.
type Game struct {
	ID      uint64 // the game's id in its database
	Mode    string
	Players []string // in seat order
	// Sides is the side of each seat: the team in Schieber and team Coiffeur, the column (the
	// player) in solo Coiffeur, the player in Differenzler.
	Sides   []int
	Created time.Time
	Deleted bool
	// Marked is the players' mark that the game is finished.
	Marked bool
	// Winner is the winning side as the report names it, -1 without a winner (open or drawn).
	Winner int

	// Exactly one of these is set, by the game's mode.
	Schieber     *SchieberSides
	Coiffeur     *CoiffeurSides
	Differenzler *DifferenzlerSeats
}

// SchieberSides are a Schieber game's figures per team (index = team).
type SchieberSides struct {
	Deals   int
	Totals  [2]int // final totals: every deal after its multiplier, with Weis and Stöck
	Matches [2]int // deals in which the team took every trick, Kontermatsch included
	Weis    [2]int // Weis points written for the team, before the multiplier
	Stoeck  [2]int // deals in which the team wrote Stöck
}

// CoiffeurSides are a Coiffeur game's figures per column (a team, or a player in solo).
type CoiffeurSides struct {
	Cells   []int // cells written
	Totals  []int // final totals
	Matches []int // deals in which the column took every trick
}

// DifferenzlerSeats are a Differenzler game's figures per player (index = seat). A deal still
// waiting for its points counts nowhere.
type DifferenzlerSeats struct {
	Deals     int
	Exact     []int // deals in which the prediction equalled the points
	Deviation []int // sum of |prediction − points| over the deals
	Penalty   []int // final totals
}

// Report fields the statistics read from the rounds of a check report.
type schieberRound struct {
	Match *int `json:"match"`
	Weis  struct {
		Points [2]int `json:"points"`
	} `json:"weis"`
	Stoeck [2]int `json:"stoeck"`
}

type coiffeurRound struct {
	Match *int `json:"match"`
}

type differenzlerRound struct {
	Predictions []int `json:"predictions"`
	Points      []int `json:"points"`
	Pending     bool  `json:"pending"`
}

// FromReport reads the figures of one game from its decoded state g (mode, players, rules),
// its check report, the time it was created and the players' finished mark: the figures as the
// report states them, which FromGame must always give. A game of a mode this version does not
// know, or whose report cannot be read, is an error naming the game.
func FromReport(id uint64, g *gamefile.Game, rep gamefile.Report, created time.Time, marked bool) (Game, error) {
	if g == nil {
		return Game{}, fmt.Errorf("statistics of game %d: the game's decoded state is missing", id)
	}
	out := Game{
		ID: id, Mode: string(g.Mode), Players: append([]string(nil), g.Players...),
		Created: created, Marked: marked, Winner: -1,
	}
	if rep.Winner != nil {
		out.Winner = *rep.Winner
	}
	m := g.Kind()
	if m == nil {
		return Game{}, fmt.Errorf("statistics of game %d: unknown mode %q", id, g.Mode)
	}
	out.Sides = m.Sides(g)
	if f, ok := modeFigures[g.Mode]; ok {
		if err := f.fromReport(g, rep, &out); err != nil {
			return Game{}, fmt.Errorf("statistics of game %d: %w", id, err)
		}
	}
	return out, nil
}

// sideCount is the number of sides among sides.
func sideCount(sides []int) int {
	n := 0
	for _, s := range sides {
		n = max(n, s+1)
	}
	return n
}

// schieberFromReport sets the figures of a Schieber game from its report.
func schieberFromReport(_ *gamefile.Game, rep gamefile.Report, out *Game) (err error) {
	out.Schieber, err = schieberSides(rep.Rounds, rep.Totals)
	return err
}

// coiffeurFromReport sets the figures of a Coiffeur game from its report.
func coiffeurFromReport(_ *gamefile.Game, rep gamefile.Report, out *Game) (err error) {
	out.Coiffeur, err = coiffeurSides(rep.Rounds, rep.Sheet, rep.Totals, sideCount(out.Sides))
	return err
}

// differenzlerFromReport sets the figures of a Differenzler game from its report.
func differenzlerFromReport(_ *gamefile.Game, rep gamefile.Report, out *Game) (err error) {
	out.Differenzler, err = differenzlerSeats(rep.Rounds, rep.Totals, len(out.Players))
	return err
}

func schieberSides(raw json.RawMessage, totals []int) (*SchieberSides, error) {
	var rounds []schieberRound
	if err := json.Unmarshal(raw, &rounds); err != nil {
		return nil, fmt.Errorf("the report's rounds: %w", err)
	}
	s := &SchieberSides{Deals: len(rounds)}
	copy(s.Totals[:], totals)
	for _, r := range rounds {
		if r.Match != nil && *r.Match >= 0 && *r.Match < 2 {
			s.Matches[*r.Match]++
		}
		for t := range 2 {
			s.Weis[t] += r.Weis.Points[t]
			if r.Stoeck[t] > 0 {
				s.Stoeck[t]++
			}
		}
	}
	return s, nil
}

func coiffeurSides(raw json.RawMessage, sheet [][]*gamefile.Cell, totals []int, columns int) (*CoiffeurSides, error) {
	var rounds []coiffeurRound
	if err := json.Unmarshal(raw, &rounds); err != nil {
		return nil, fmt.Errorf("the report's rounds: %w", err)
	}
	s := &CoiffeurSides{Cells: make([]int, columns), Totals: make([]int, columns), Matches: make([]int, columns)}
	copy(s.Totals, totals)
	for _, row := range sheet {
		for c, cell := range row {
			if cell != nil && c < columns {
				s.Cells[c]++
			}
		}
	}
	for _, r := range rounds {
		if r.Match != nil && *r.Match >= 0 && *r.Match < columns {
			s.Matches[*r.Match]++
		}
	}
	return s, nil
}

func differenzlerSeats(raw json.RawMessage, totals []int, players int) (*DifferenzlerSeats, error) {
	var rounds []differenzlerRound
	if err := json.Unmarshal(raw, &rounds); err != nil {
		return nil, fmt.Errorf("the report's rounds: %w", err)
	}
	s := &DifferenzlerSeats{Exact: make([]int, players), Deviation: make([]int, players), Penalty: make([]int, players)}
	copy(s.Penalty, totals)
	for _, r := range rounds {
		countDeal(s, r.Predictions, r.Points, r.Pending, players)
	}
	return s, nil
}

// countDeal adds one Differenzler deal; a deal waiting for its points, or whose predictions are
// not all shown, counts nowhere.
func countDeal(s *DifferenzlerSeats, predictions, points []int, pending bool, players int) {
	if pending || len(predictions) != players || len(points) != players {
		return
	}
	s.Deals++
	for i := range players {
		d := predictions[i] - points[i]
		if d < 0 {
			d = -d
		}
		s.Deviation[i] += d
		if d == 0 {
			s.Exact[i]++
		}
	}
}

// Store is what Load needs of the game database: the figures of every game, the deleted ones
// marked, as the store keeps them up to date on every change; *persistence.Store has it.
type Store interface {
	Figures() ([]Game, error)
}

// Load reads the figures of every game that is not deleted, for Compute; without any, an
// empty list, never nil. It reads what the store keeps; it never replays a game. Games with the same players share their lists of
// players and sides (Decoder): the games are read-only.
func Load(s Store) ([]Game, error) {
	all, err := s.Figures()
	if err != nil {
		return nil, err
	}
	games := []Game{} // never nil: a database without games has an empty list
	if all != nil {
		games = all[:0] // filtered in place
	}
	for _, g := range all {
		if !g.Deleted {
			games = append(games, g)
		}
	}
	return games, nil
}
