// Package analysis puts the double-dummy solver (solver/) at the table: for a deal entered card
// by card, what each side could have made and which card cost how many points; and, with only
// one hand known, the points a hand may expect in a contract, by dealing the unseen cards at
// random and solving each deal (sample.go). It knows nothing of Fyne or the store: the screens in
// ui/analysis run it off the UI goroutine and show what it reports.
package analysis

import (
	"errors"
	"fmt"

	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/tally"
)

// Deal is a deal played card by card: the contract and rules, the seat that led the first trick
// and the tricks in play order from their leaders. Four players play it; the last trick given is
// the deal's last, so that a shorter deal is its last tricks (the form of the tests' endgames).
type Deal struct {
	Contract tally.Contract
	Rules    tally.Rules
	Leader   int
	Tricks   [][]tally.Card
}

// Step is one card of the deal as the analysis sees it. Best and After are each team's card
// points for the whole deal (the tricks taken before plus perfect play from here): Best before the
// card, with the best card played, After with this card played. Loss is what the card cost its
// player's team against the best card: Best - After for that team, 0 for a best card.
type Step struct {
	Trick     int // 0 for the first trick
	Seat      int
	Card      tally.Card
	Best      [2]int
	After     [2]int
	Loss      int
	BestCards []tally.Card // the legal cards that keep Best, in card order
	Solved    bool         // false until the position was searched
}

// Analysis is a deal's analysis as far as it has been solved: one Step per card that can be
// judged. Cards after an illegal one cannot be: the position they come from never arises with
// legal play; Illegal then names that card and the rule it broke.
type Analysis struct {
	deal    Deal
	hands   [4]tally.CardSet
	played  []tally.Card
	taken   [][2]int // taken[i]: each team's points in the tricks complete before card i
	Steps   []Step
	Illegal *tally.Violation // the first illegal card, where the cards judged end; nil when none
}

// ErrNotSolvable says that the solver does not play the deal: a contract it does not play under
// the deal's rules (solver.Plays), or a deal of other than four players.
var ErrNotSolvable = errors.New("the analysis plays four players in a trump suit, Obenabe, Undenufe, Slalom, Guschti, Mary or a Trio, with a mixed contract's cards counted by its scoring mode")

// TrickMode is the mode the trick of index i in d.Tricks is played in: the contract's, or in a
// mixed contract the one of that trick of the deal, whose last trick is the last given.
func (d Deal) TrickMode(i int) tally.Mode {
	return d.Contract.TrickMode(9-len(d.Tricks)+i, 9, d.Rules.GuschtiSplit)
}

// New checks the deal and lists its cards; nothing is solved yet. The error says what is wrong
// with the deal; an illegal card is no error but ends the cards judged (Illegal).
func New(d Deal) (*Analysis, error) {
	if !solver.Plays(d.Contract, d.Rules) {
		return nil, ErrNotSolvable
	}
	if d.Leader < 0 || d.Leader > 3 {
		return nil, fmt.Errorf("leader seat %d: seats are 0 to 3", d.Leader)
	}
	if len(d.Tricks) == 0 || len(d.Tricks) > 9 {
		return nil, fmt.Errorf("%d tricks: a deal has 1 to 9", len(d.Tricks))
	}
	a := &Analysis{deal: d}
	var seen tally.CardSet
	leader := d.Leader
	for i, t := range d.Tricks {
		if len(t) != 4 {
			return nil, fmt.Errorf("trick %d has %d cards: four players play four", i+1, len(t))
		}
		for k, c := range t {
			if !c.Valid() || seen.Has(c) {
				return nil, fmt.Errorf("trick %d: card %d is not a card or was played before", i+1, k+1)
			}
			seen = seen.Add(c)
			a.hands[(leader+k)&3] = a.hands[(leader+k)&3].Add(c)
			a.played = append(a.played, c)
		}
		leader = (leader + tally.TrickWinner(t, d.TrickMode(i))) & 3
	}
	a.judge()
	return a, nil
}

// judge fills the steps up to the first illegal card, with the points taken before each.
func (a *Analysis) judge() {
	d := a.deal
	m := d.Contract.ScoringMode() // the cards' values (solver.Plays)
	policy := d.Rules.PlayPolicy()
	hands := a.hands
	var taken [2]int
	leader := d.Leader
	for i, t := range d.Tricks {
		for k, c := range t {
			seat := (leader + k) & 3
			hands[seat] = hands[seat].Remove(c)
			if rule := tally.IllegalReason(c, hands[seat], t[:k], d.TrickMode(i), policy); rule != "" {
				a.Illegal = &tally.Violation{Round: -1, Trick: i, Seat: seat, Card: c, Rule: rule}
				return
			}
			a.Steps = append(a.Steps, Step{Trick: i, Seat: seat, Card: c})
			a.taken = append(a.taken, taken)
		}
		// The last trick's 5 would go with the last trick, after which no card is judged.
		w := (leader + tally.TrickWinner(t, d.TrickMode(i))) & 3
		taken[w&1] += m.SetValue(tally.SetOf(t...), d.Rules.UndenufeSwap)
		leader = w
	}
}

// DealSolver is what the analysis of a deal asks of a solver: a *solver.Solver, or one that
// searches on a thread of its own, such as a browser's Web Worker (solver/worker). Its table
// keeps the positions of one card's search for the next, so one solver solves all of a deal.
type DealSolver interface {
	Solve(d solver.Deal) (solver.Result, error)
	Judge(d solver.Deal, card tally.Card, value int) (solver.Judgement, error)
	SetStop(stop func() bool)
}

// Order is the order in which to solve the cards: the last first, since a position with fewer
// cards left is solved in a fraction of the time, so that the screen fills from the end while
// the opening positions are still searched.
func (a *Analysis) Order() []int {
	out := make([]int, len(a.Steps))
	for i := range out {
		out[i] = len(a.Steps) - 1 - i
	}
	return out
}

// Solve searches the position before card i with s and fills Steps[i]. When the card after it
// is solved, what card i leaves is known (the best from the next position) and the solver only
// needs to judge the other cards against it (solver.Judge), which costs about half; else every
// legal card is searched (solver.Solve). The solver's error (solver.ErrStopped when its stop
// function ended the search) leaves the step unsolved.
func (a *Analysis) Solve(s DealSolver, i int) error {
	st := &a.Steps[i]
	d := solver.Deal{Contract: a.deal.Contract, Rules: a.deal.Rules, Hands: a.hands,
		Leader: a.deal.Leader, Played: a.played[:i]}
	taken := a.taken[i]
	var team [2]int
	var inPlay, played int
	if i+1 < len(a.Steps) && a.Steps[i+1].Solved {
		played = a.Steps[i+1].Best[0] - taken[0]
		j, err := s.Judge(d, st.Card, played)
		if err != nil {
			return err
		}
		team, inPlay, st.BestCards = j.Team, j.InPlay, j.Best
	} else {
		res, err := s.Solve(d)
		if err != nil {
			return err
		}
		played = -1
		for _, m := range res.Moves {
			if m.Card == st.Card {
				played = m.Team0
			}
		}
		if played < 0 {
			return fmt.Errorf("card %d, %s: not among the solver's legal cards", i+1, st.Card)
		}
		team, inPlay, st.BestCards = res.Team, res.InPlay, res.Best()
	}
	st.Best = [2]int{taken[0] + team[0], taken[1] + team[1]}
	st.After = [2]int{taken[0] + played, taken[1] + inPlay - played}
	st.Loss = st.Best[st.Seat&1] - st.After[st.Seat&1]
	st.Solved = true
	return nil
}

// Run solves every card in Order with s and hands each finished step to report (its index and
// the step). It ends at the first error: solver.ErrStopped when stop, which the search asks every
// few thousand positions, said so.
func (a *Analysis) Run(s DealSolver, stop func() bool, report func(i int, st Step)) error {
	s.SetStop(stop)
	defer s.SetStop(nil)
	for _, i := range a.Order() {
		if stop != nil && stop() {
			return solver.ErrStopped
		}
		if err := a.Solve(s, i); err != nil {
			return err
		}
		report(i, a.Steps[i])
	}
	return nil
}

// Costly are the steps whose cards cost their team points, in play order.
func Costly(steps []Step) []Step {
	var out []Step
	for _, st := range steps {
		if st.Solved && st.Loss > 0 {
			out = append(out, st)
		}
	}
	return out
}
