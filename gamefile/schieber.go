package gamefile

import (
	"encoding/json"
	"github.com/jasstafel/jasstafel/tally"
)

// SchieberDeal converts one Schieber round as the app enters it, with the same checks as a file.
func SchieberDeal(r Round) (tally.SchieberDeal, error) {
	return schieberDeal(&r, "round")
}

// schieberDeal converts one Schieber round.
func schieberDeal(r *Round, path string) (tally.SchieberDeal, error) {
	d := tally.SchieberDeal{Match: -1, Stoeck: -1, WonBy: -1}
	if r.Contract == "" {
		return d, errAt(path+".contract", "missing (e.g. \"C\", \"obenabe\", \"trio:undenufe,H,obenabe\")")
	}
	c, err := tally.ParseContract(r.Contract)
	if err != nil {
		return d, errAt(path+".contract", "%v", err)
	}
	d.Contract = c
	if r.Vorhand == nil {
		return d, errAt(path+".vorhand", "missing: the seat (0..3) that had the choice and led trick 1")
	}
	if d.Vorhand, err = index(path+".vorhand", r.Vorhand, 4, "seat"); err != nil {
		return d, err
	}
	d.Pushed = r.Pushed != nil && *r.Pushed
	d.Ended = r.Ended != nil && *r.Ended
	switch {
	case r.Tricks != nil && r.Points != nil:
		return d, errAt(path, "a round has either \"tricks\" or \"points\", not both")
	case r.Tricks == nil && r.Points == nil:
		return d, errAt(path, "a round needs \"tricks\" (all nine) or \"points\" ([team 0, team 1])")
	case r.Tricks != nil:
		if r.Match != nil {
			return d, errAt(path+".match", "with \"tricks\" the engine finds the Match itself; leave \"match\" out")
		}
		if d.Tricks, err = parseTricks(path, r.Tricks, 4); err != nil {
			return d, err
		}
	default:
		if len(r.Points) != 2 {
			return d, errAt(path+".points", "want [team 0, team 1], not %d numbers", len(r.Points))
		}
		d.Points = [2]int{r.Points[0], r.Points[1]}
		if d.Match, err = index(path+".match", r.Match, 2, "team"); err != nil {
			return d, err
		}
	}
	if d.Stoeck, err = index(path+".stoeck", r.Stoeck, 4, "seat"); err != nil {
		return d, err
	}
	if d.WonBy, err = index(path+".wonBy", r.WonBy, 2, "team"); err != nil {
		return d, err
	}
	if d.Weis, err = parseWeis(path, r.Weis, 4, 2); err != nil {
		return d, err
	}
	return d, nil
}

func checkSchieber(rep *Report, g *Game) {
	st := tally.ReplaySchieber(g.Rules, g.Schieber)
	rounds := make([]schieberRound, 0, len(st.Scores))
	var run [2]int
	for i, s := range st.Scores {
		run[0] += s.Score[0]
		run[1] += s.Score[1]
		rounds = append(rounds, schieberRound{
			Round: i, Contract: g.Schieber[i].Contract.String(), Multiplier: s.Multiplier, CardPoints: s.CardPoints,
			Match: intPtr(s.Match), Kontermatsch: s.Kontermatsch,
			Weis:   weisJSON{Team: intPtr(s.WeisTeam), Points: s.Weis},
			Stoeck: s.Stoeck, Score: s.Score, Totals: run,
		})
	}
	rep.Rounds = raw(rounds)
	rep.Violations = violationsJSON(st.Violations)
	rep.Totals = st.Totals[:]
	rep.Winner = intPtr(st.Winner)
	rep.FinishedInRound = intPtr(st.FinishedInRound)
	if g.Rules.Berg != "off" {
		rep.Berg = intPtr(st.Berg)
	}
	if g.Rules.Schneider != "off" && st.Winner >= 0 {
		rep.Schneider = &st.Schneider
	}
	if g.Rules.Striche != "off" {
		rep.Striche = &st.Striche
	}
}

// schieberMode is the Schieber: four players in two teams race to a target (or play an agreed
// number of deals).
type schieberMode struct{}

func (schieberMode) Name() tally.Game { return tally.Schieber }

func (schieberMode) ResolveRules(raw json.RawMessage) (tally.Rules, error) {
	return tally.ResolveRules(tally.Schieber, raw)
}

func (schieberMode) Sides(g *Game) []int { return teamSides(len(g.Players)) }

func (schieberMode) LowerWins() bool { return false }

func (schieberMode) RefereeRules() tally.Game { return tally.Schieber }

func (schieberMode) CheckContract(c tally.Contract) error {
	return nil
}

func (schieberMode) CheckPlayers(_ tally.Rules, n int) error {
	if n != 4 {
		return errAt("players", "a Schieber game has four players in seat order, not %d", n)
	}
	return nil
}

func (schieberMode) RoundKeys() []string {
	return []string{"contract", "vorhand", "pushed", "tricks", "points", "match", "weis", "stoeck", "wonBy", "ended"}
}

func (schieberMode) DecodeRound(g *Game, r *Round, path string, _ bool) error {
	d, err := schieberDeal(r, path)
	if err != nil {
		return err
	}
	g.Schieber = append(g.Schieber, d)
	return nil
}

func (schieberMode) Rounds(g *Game) int { return len(g.Schieber) }

func (schieberMode) Score(g *Game) Score {
	st := tally.ReplaySchieber(g.Rules, g.Schieber)
	return &schieberScore{rules: g.Rules, state: &st}
}

func (schieberMode) Report(rep *Report, g *Game) { checkSchieber(rep, g) }

// schieberScore is a Schieber game's running state.
type schieberScore struct {
	rules tally.Rules
	state *tally.SchieberState
}

func (s *schieberScore) Add(g *Game) { s.state.Add(g.Schieber[len(g.Schieber)-1], s.rules) }

func (s *schieberScore) Engine() Engine { return Engine{Schieber: s.state} }

// Summary: a race that passed the target without saying who got there first is not over (it
// waits for the answer); a fixed number of deals ending on a draw is over without a winner.
func (s *schieberScore) Summary() Summary {
	st := s.state
	return Summary{
		Totals: []int{st.Totals[0], st.Totals[1]}, Winner: st.Winner, Winners: seatsOf(st.Winner, 2, 4),
		Over: st.Winner >= 0 || (st.Finished() && s.rules.Finish == tally.FinishFixedDeals), Violations: len(st.Violations),
	}
}
