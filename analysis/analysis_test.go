package analysis

import (
	"errors"
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/tally"
)

func cards(t *testing.T, codes ...string) []tally.Card {
	t.Helper()
	out := make([]tally.Card, len(codes))
	for i, s := range codes {
		c, err := tally.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = c
	}
	return out
}

// leadCost is the last two tricks of an Obenabe deal in which seat 0 leads the Ace of hearts.
// Worked by hand (Obenabe: A 11, 10 10, 8 8, K 4, Q 3, J 2; the last trick 5 more):
//
//	seat 0: ♥A ♠7   seat 1: ♥K ♠A   seat 2: ♥6 ♠6   seat 3: ♥9 ♠9
//
// ♥A first: seat 0 takes ♥A ♥K ♥6 ♥9 = 15, then seat 1's ♠A takes the last trick, 11 + 5 = 16.
// ♠7 first: seat 1's ♠A takes 11, must lead ♥K, and seat 0's ♥A takes 4 + 11 + 5 = 20.
// So team 0 could make 20 : 11 and made 15 : 16; the ♥A cost it 5, and every later card is forced.
func leadCost(t *testing.T) Deal {
	return Deal{Contract: tally.ContractObenabe, Leader: 0, Tricks: [][]tally.Card{
		cards(t, "HA", "HK", "H6", "H9"),
		cards(t, "S7", "SA", "S6", "S9"),
	}}
}

// discardCost is the last two tricks of an Obenabe deal in which seat 1, out of hearts, throws
// its Ace of spades on its opponent's ♥A:
//
//	seat 0: ♥A ♠6   seat 1: ♠A ♠10   seat 2: ♥6 ♦6   seat 3: ♥7 ♦7
//
// Seat 0 leads best with ♥A (♠6 first gives every trick to seat 1). Seat 1 keeps either spade,
// which takes seat 0's ♠6 in the last trick: throwing ♠10 gives team 0 21 and team 1 11 + 5 = 16,
// throwing ♠A gives team 0 22 and team 1 10 + 5 = 15. The ♠A cost team 1 one point.
func discardCost(t *testing.T) Deal {
	return Deal{Contract: tally.ContractObenabe, Leader: 0, Tricks: [][]tally.Card{
		cards(t, "HA", "SA", "H6", "H7"),
		cards(t, "S6", "ST", "D6", "D7"),
	}}
}

func solveAll(t *testing.T, d Deal) *Analysis {
	t.Helper()
	a, err := New(d)
	if err != nil {
		t.Fatal(err)
	}
	var order []int
	if err := a.Run(solver.NewSize(12), nil, func(i int, st Step) {
		if !st.Solved {
			t.Errorf("card %d reported unsolved", i)
		}
		order = append(order, i)
	}); err != nil {
		t.Fatal(err)
	}
	if want := a.Order(); !slices.Equal(order, want) {
		t.Errorf("reported %v, want the order %v", order, want)
	}
	return a
}

func TestLeadThatCostFivePoints(t *testing.T) {
	a := solveAll(t, leadCost(t))
	if len(a.Steps) != 8 || a.Illegal != nil {
		t.Fatalf("%d steps, illegal %v; want 8 and none", len(a.Steps), a.Illegal)
	}
	first := a.Steps[0]
	if first.Best != [2]int{20, 11} || first.After != [2]int{15, 16} || first.Loss != 5 {
		t.Errorf("♥A: best %v after %v loss %d; want [20 11] [15 16] 5", first.Best, first.After, first.Loss)
	}
	for i, st := range a.Steps[1:] {
		if st.Best != [2]int{15, 16} || st.After != st.Best || st.Loss != 0 {
			t.Errorf("card %d (%s, forced): best %v after %v loss %d; want [15 16] both, 0", i+2, st.Card, st.Best, st.After, st.Loss)
		}
	}
	costly := Costly(a.Steps)
	if len(costly) != 1 || costly[0].Card != tally.MustCard("HA") || costly[0].Trick != 0 || costly[0].Seat != 0 {
		t.Errorf("costly cards %+v; want ♥A of seat 0 in trick 1 alone", costly)
	}
	if !slices.Equal(first.BestCards, cards(t, "S7")) {
		t.Errorf("best cards %v, want ♠7", first.BestCards)
	}
}

func TestDiscardThatCostTheOtherTeamOnePoint(t *testing.T) {
	a := solveAll(t, discardCost(t))
	want := []struct {
		best, after [2]int
		loss        int
	}{
		{[2]int{21, 16}, [2]int{21, 16}, 0}, // ♥A, seat 0's best lead
		{[2]int{21, 16}, [2]int{22, 15}, 1}, // ♠A thrown: team 1 loses one point
		{[2]int{22, 15}, [2]int{22, 15}, 0},
		{[2]int{22, 15}, [2]int{22, 15}, 0},
		{[2]int{22, 15}, [2]int{22, 15}, 0}, // trick 2: the taken 22 : 0 plus 0 : 15 still to play
	}
	for i, w := range want {
		st := a.Steps[i]
		if st.Best != w.best || st.After != w.after || st.Loss != w.loss {
			t.Errorf("card %d %s: best %v after %v loss %d; want %v %v %d", i+1, st.Card, st.Best, st.After, st.Loss, w.best, w.after, w.loss)
		}
	}
	if c := Costly(a.Steps); len(c) != 1 || c[0].Seat != 1 || c[0].Loss != 1 {
		t.Errorf("costly %+v; want seat 1's ♠A, 1 point", c)
	}
	if !slices.Equal(a.Steps[1].BestCards, cards(t, "ST")) {
		t.Errorf("best cards %v, want ♠10", a.Steps[1].BestCards)
	}
}

// A revoke ends the cards judged at the card that broke the rule: seat 1 throws ♠A on ♥A while
// holding ♥K.
func TestIllegalCardEndsTheAnalysis(t *testing.T) {
	d := leadCost(t)
	d.Tricks = [][]tally.Card{cards(t, "HA", "SA", "H6", "H9"), cards(t, "S7", "HK", "S6", "S9")}
	a := solveAll(t, d)
	if len(a.Steps) != 1 || a.Illegal == nil {
		t.Fatalf("%d steps, illegal %v; want 1 and the revoke", len(a.Steps), a.Illegal)
	}
	// Round -1: a deal of no sheet, as tally writes a violation outside one.
	want := tally.Violation{Round: -1, Trick: 0, Seat: 1, Card: tally.MustCard("SA"), Rule: tally.RuleFollowSuit}
	if v := *a.Illegal; v != want {
		t.Errorf("illegal %+v; want %+v", v, want)
	}
}

func TestBadDealsAreRefused(t *testing.T) {
	ok := leadCost(t)
	for name, d := range map[string]Deal{
		"trio per trick": {Contract: tally.Contract{Kind: tally.KindTrio, Trio: [3]tally.Mode{tally.Obenabe, tally.Undenufe, tally.TrumpMode(tally.Hearts)}},
			Rules: tally.Rules{MixedValues: tally.MixedPerTrick}, Tricks: ok.Tricks},
		"per trick":  {Contract: tally.Contract{Kind: tally.KindMary}, Rules: tally.Rules{MixedValues: tally.MixedPerTrick}, Tricks: ok.Tricks},
		"leader":     {Contract: ok.Contract, Leader: 4, Tricks: ok.Tricks},
		"no tricks":  {Contract: ok.Contract},
		"short":      {Contract: ok.Contract, Tricks: [][]tally.Card{cards(t, "HA", "HK", "H6")}},
		"twice":      {Contract: ok.Contract, Tricks: [][]tally.Card{cards(t, "HA", "HK", "H6", "HA")}},
		"not a card": {Contract: ok.Contract, Tricks: [][]tally.Card{{0, 1, 2, tally.NumCards}}},
	} {
		if a, err := New(d); err == nil {
			t.Errorf("%s: accepted, %d steps", name, len(a.Steps))
		}
	}
	// The message names the trick and the card as a player counts them, from 1.
	second := [][]tally.Card{ok.Tricks[0], cards(t, "S7", "HK", "S6")}
	if _, err := New(Deal{Contract: ok.Contract, Tricks: second}); err == nil || !strings.Contains(err.Error(), "trick 2 has 3 cards") {
		t.Errorf("a short second trick: %v", err)
	}
	again := [][]tally.Card{ok.Tricks[0], cards(t, "S7", "HA", "S6", "S9")}
	if _, err := New(Deal{Contract: ok.Contract, Tricks: again}); err == nil || !strings.Contains(err.Error(), "trick 2: card 2 ") {
		t.Errorf("a card played twice, the second card of trick 2: %v", err)
	}
}

// forgetful answers a search with every legal card but card: a solver that does not know the
// card played is an error the analysis reports, not a step with made-up values.
type forgetful struct {
	*solver.Solver
	card tally.Card
}

func (f forgetful) Solve(d solver.Deal) (solver.Result, error) {
	res, err := f.Solver.Solve(d)
	res.Moves = slices.DeleteFunc(res.Moves, func(m solver.Move) bool { return m.Card == f.card })
	return res, err
}

func TestCardTheSolverDoesNotKnowIsAnError(t *testing.T) {
	a, err := New(leadCost(t))
	if err != nil {
		t.Fatal(err)
	}
	last := len(a.Steps) - 1
	err = a.Solve(forgetful{solver.NewSize(16), a.Steps[last].Card}, last)
	if want := fmt.Sprintf("card %d, %s: not among the solver's legal cards", last+1, a.Steps[last].Card); err == nil || err.Error() != want {
		t.Errorf("the last card left out by the solver: %v", err)
	}
	if a.Steps[last].Solved {
		t.Error("the step is marked solved")
	}
}

func TestStopEndsTheRun(t *testing.T) {
	a, err := New(leadCost(t))
	if err != nil {
		t.Fatal(err)
	}
	reported := 0
	err = a.Run(solver.NewSize(12), func() bool { return true }, func(int, Step) { reported++ })
	if !errors.Is(err, solver.ErrStopped) || reported != 0 {
		t.Errorf("err %v, %d reported; want ErrStopped and none", err, reported)
	}
}

// The best line of leadCost: ♠7 first, seat 1 takes the first trick and leads the second. Every
// card keeps 20 : 11, the 11 of the first trick counted for team 1 once it is taken.
func TestBestPlayCostsNothing(t *testing.T) {
	d := leadCost(t)
	d.Tricks = [][]tally.Card{cards(t, "S7", "SA", "S6", "S9"), cards(t, "HK", "H6", "H9", "HA")}
	a := solveAll(t, d)
	for i, st := range a.Steps {
		if st.Best != [2]int{20, 11} || st.After != st.Best || st.Loss != 0 {
			t.Errorf("card %d %s of seat %d: best %v after %v loss %d; want [20 11] both, 0", i+1, st.Card, st.Seat, st.Best, st.After, st.Loss)
		}
	}
	if a.Steps[4].Seat != 1 {
		t.Errorf("trick 2 led by seat %d, want 1, the first trick's winner", a.Steps[4].Seat)
	}
}

// The edges of what New accepts: a whole deal of nine tricks (as the screens take a deal entered
// card by card), and seat 3 leading. Nothing is solved here; New only checks and replays.
func TestWholeDealAndLastSeatAreAccepted(t *testing.T) {
	d := legalDeal(rand.New(rand.NewSource(1)), tally.TrumpContract(tally.Hearts))
	a, err := New(d)
	if err != nil || len(a.Steps) != tally.NumCards || a.Illegal != nil {
		t.Fatalf("a whole deal: %v, illegal %v", err, a.Illegal)
	}
	d = leadCost(t)
	// The same cards with seat 3 leading: seat 3 plays ♥A, seat 0 ♥K, and so on.
	d.Leader = 3
	a, err = New(d)
	if err != nil || a.Illegal != nil {
		t.Fatalf("seat 3 leading: %v, illegal %v", err, a.Illegal)
	}
	if a.Steps[0].Seat != 3 || a.Steps[1].Seat != 0 {
		t.Errorf("seats %d, %d play first; want 3, 0", a.Steps[0].Seat, a.Steps[1].Seat)
	}
}

// Solved last to first (Run), each card but the last is judged against the best of the position
// after it (solver.Judge); solved first to last, every card is searched (solver.Solve). Both give
// the same steps, on the last five tricks of seeded random deals in every kind of contract, the
// mixed ones too (whose tricks change their order of power, so that the analysis must find each
// trick's winner, and with it who played which card, in the trick's own mode).
func TestJudgedStepsAgreeWithSearchedOnes(t *testing.T) {
	for seed := int64(1); seed <= 3; seed++ {
		for _, ct := range []tally.Contract{tally.TrumpContract(tally.Hearts), tally.TrumpContract(tally.Clubs), tally.ContractObenabe, tally.ContractUndenufe,
			{Kind: tally.KindSlalom, Start: tally.Obenabe}, {Kind: tally.KindGuschti}, {Kind: tally.KindMary},
			{Kind: tally.KindTrio, Trio: [3]tally.Mode{tally.TrumpMode(tally.Spades), tally.Obenabe, tally.Undenufe}},
			{Kind: tally.KindTrio, Trio: [3]tally.Mode{tally.Undenufe, tally.TrumpMode(tally.Diamonds), tally.Obenabe}}} {
			d := legalTricks(rand.New(rand.NewSource(seed)), ct, 5)
			judged := solveAll(t, d)
			if judged.Illegal != nil || len(judged.Steps) != 20 {
				t.Fatalf("seed %d, %s: %d steps judged, illegal %v", seed, ct, len(judged.Steps), judged.Illegal)
			}
			searched, err := New(d)
			if err != nil {
				t.Fatal(err)
			}
			s := solver.NewSize(14)
			for i := range searched.Steps {
				if err := searched.Solve(s, i); err != nil {
					t.Fatal(err)
				}
			}
			for i, st := range judged.Steps {
				if want := searched.Steps[i]; st.Best != want.Best || st.After != want.After || st.Loss != want.Loss || !slices.Equal(st.BestCards, want.BestCards) {
					t.Errorf("seed %d, %s, card %d %s: judged %v %v loss %d best %v; searched %v %v loss %d best %v", seed, ct, i+1, st.Card,
						st.Best, st.After, st.Loss, st.BestCards, want.Best, want.After, want.Loss, want.BestCards)
				}
			}
		}
	}
}
