package gamefile

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/jasstafel/jasstafel/tally"
)

// Mode is one game mode: the one place that knows how its rules are resolved, how its rounds
// are written in a file, how the engine scores them, what `check` reports, what a list of games
// shows and which side each seat is on. The decoder, the history replay, the check report, the
// store, the statistics, the charts, the UI and the command line look a mode up by name (Lookup)
// instead of switching on it, so that a new mode is one more value in the registry.
type Mode interface {
	// Name is the mode's key in a game file, e.g. "schieber".
	Name() tally.Game
	// ResolveRules resolves the rules of a file or a store record: the mode's preset named in raw
	// (or its default) with raw's settings applied, checked.
	ResolveRules(raw json.RawMessage) (tally.Rules, error)
	// CheckPlayers refuses a number of players the mode cannot seat under the resolved rules.
	CheckPlayers(rules tally.Rules, players int) error
	// RoundKeys are the keys a round of this mode may have in a file.
	RoundKeys() []string
	// DecodeRound converts r, the next round of g at path (e.g. "rounds[3]"), and appends it to
	// g's deals; last is true when no round follows it. On error g is unchanged.
	DecodeRound(g *Game, r *Round, path string, last bool) error
	// Rounds is the number of g's deals of this mode.
	Rounds(g *Game) int
	// Score scores g's deals and returns the running score, to which later deals are added.
	Score(g *Game) Score
	// Report fills in the mode's part of a check report: rounds, violations, totals, winner and
	// the mode's own fields.
	Report(rep *Report, g *Game)
	// Sides is the side of each of g's seats, an index into the totals of its report and
	// summary: the team, the column or the player.
	Sides(g *Game) []int
	// LowerWins is true when the lowest total wins (penalty points), false when the highest does.
	LowerWins() bool
}

// Score is the engine's running score of one game, kept between actions so that a new deal
// costs the scoring of that deal only.
type Score interface {
	// Add scores the last deal of g, which has one deal more than when last scored.
	Add(g *Game)
	// Summary is the game as a list of games shows it.
	Summary() Summary
	// Engine is the engine's running state itself, for figures that count over the deals
	// scored so far without scoring them again. It is the Score's own: read it, do not change
	// or keep it past the next Add.
	Engine() Engine
}

// Engine is the engine's running state of a game: exactly one field is set, by the game's mode
// (none for a game the engine cannot set up).
type Engine struct {
	Schieber     *tally.SchieberState
	Coiffeur     *tally.CoiffeurSheet
	Differenzler *tally.DifferenzlerSheet
}

// Summary is what a list of games shows of a game as the engine sees it. It agrees with the
// check report: the same totals, winner and number of violations.
type Summary struct {
	Totals []int
	// Winner is the winning side (team, column or player, as in the report's totals), -1 while
	// the game goes on or when it ended without a single winner.
	Winner int
	// Winners are the seats of the winning side, nil without a winner.
	Winners []int
	// Over is true when the game has ended by its rules: the target reached, the agreed deals
	// played or every cell of the sheet written. A drawn game is over without a winner.
	Over       bool
	Violations int
}

// modes is the registry, in the order the modes are offered.
var modes = []Mode{schieberMode{}, coiffeurMode{}, differenzlerMode{}}

// Register adds m to the registry after the modes already there and returns the function that
// takes it out again; a name already registered is refused. The built-in modes are listed in
// modes above; Register is for a mode kept in a package of its own, such as the small mode the
// tests use to show that the store, check, statistics and charts need nothing but the registry.
// It must not run while other goroutines look modes up.
func Register(m Mode) (unregister func(), err error) {
	if m == nil || m.Name() == "" {
		return nil, fmt.Errorf("a mode needs a name")
	}
	if _, ok := Lookup(m.Name()); ok {
		return nil, fmt.Errorf("the mode %q is registered already", m.Name())
	}
	modes = append(slices.Clip(modes), m)
	return func() {
		modes = slices.DeleteFunc(slices.Clone(modes), func(x Mode) bool { return x.Name() == m.Name() })
	}, nil
}

// Modes lists every mode this version knows.
func Modes() []Mode { return append([]Mode(nil), modes...) }

// Lookup finds a mode by its name in a game file.
func Lookup(name tally.Game) (Mode, bool) {
	for _, m := range modes {
		if m.Name() == name {
			return m, true
		}
	}
	return nil, false
}

// modeChoice is the list of mode names for messages: "schieber", "coiffeur" or "differenzler".
func modeChoice() string {
	names := make([]string, len(modes))
	for i, m := range modes {
		names[i] = fmt.Sprintf("%q", m.Name())
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// lookupMode finds the mode of a file or a store record, with the message a file gets.
func lookupMode(name tally.Game) (Mode, error) {
	if name == "" {
		return nil, errAt("mode", "missing (want %s)", modeChoice())
	}
	m, ok := Lookup(name)
	if !ok {
		return nil, errAt("mode", "unknown mode %q (want %s)", clipS(string(name)), modeChoice())
	}
	return m, nil
}

// checkKeys refuses a key that does not belong to the mode's rounds.
func checkKeys(m Mode, r *Round, path string) error {
	keys := m.RoundKeys()
	for _, k := range r.present() {
		found := false
		for _, allowed := range keys {
			if k == allowed {
				found = true
				break
			}
		}
		if !found {
			return errAt(path+"."+k, "not a key of %s rounds (they have: %s)", m.Name(), strings.Join(keys, " "))
		}
	}
	return nil
}

// seatsOf lists the seats of a side: a team of two partners in a four-player team game
// (seats t and t+2), or the one player of a solo column.
func seatsOf(side, columns, players int) []int {
	if side < 0 {
		return nil
	}
	if columns == 2 && players == 4 {
		return []int{side, side + 2}
	}
	return []int{side}
}

// Kind is the mode of g, nil for a mode this version does not know.
func (g *Game) Kind() Mode {
	m, _ := Lookup(g.Mode)
	return m
}

// teamSides are the sides of a game of two teams, partners across the table: seats 0 and 2 are
// side 0, seats 1 and 3 side 1.
func teamSides(players int) []int { return columnSides(players, 2) }

// columnSides are the sides of players players writing into columns columns: seat i writes into
// column i mod columns, so that with as many columns as players each player is a side.
func columnSides(players, columns int) []int {
	out := make([]int, players)
	for i := range out {
		out[i] = i % columns
	}
	return out
}

// Running is what a mode without a chart of its own in package charts may give the charts: the
// running total of each side (as Mode.Sides numbers them) after each deal. The built-in modes
// have charts of their own and leave it out.
type Running interface {
	Running(g *Game) [][]int
}

// Judged is a mode whose deals are played trick by trick under a contract, which the referee
// (the app's and `jasstafel referee`) judges. A mode without it has no referee.
type Judged interface {
	// RefereeRules is the mode whose rules of play and Weis the referee applies: its own name,
	// or that of a mode it plays like (the Coiffeur plays by the Schieber's card rules).
	RefereeRules() tally.Game
	// CheckContract refuses a contract a deal of the mode is never played under.
	CheckContract(c tally.Contract) error
}

// Deals are the deals of a mode that keeps them in a type of its own rather than in one of
// Game's lists: a mode added with Register, or one added to modes after the first three.
type Deals interface {
	// Clone is a copy with a list of its own, for Game.Copy.
	Clone() Deals
}

// noScore stands in for the score of a game the engine cannot set up; the decoder refuses such
// games before they are scored.
type noScore struct{}

func (noScore) Add(*Game)        {}
func (noScore) Summary() Summary { return Summary{Totals: []int{}, Winner: -1} }
func (noScore) Engine() Engine   { return Engine{} }
