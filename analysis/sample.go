package analysis

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/tally"
)

// Question is what a player asks before a deal with only their own hand known: what can Hand,
// held by Seat, expect in each of Contracts when Leader leads the first trick? With Alone the
// seat plays for itself against the other three (the Differenzler), else with its partner
// across the table against the other two (the Schieber).
type Question struct {
	Rules     tally.Rules
	Seat      int
	Hand      tally.CardSet
	Leader    int
	Contracts []tally.Contract
	Alone     bool
}

// Budget bounds the sampling: it stops when Time is spent (a deal being solved then is dropped)
// or when Samples deals are solved, whichever comes first; 0 leaves either unbounded, not both.
type Budget struct {
	Time    time.Duration
	Samples int
}

// Estimate is what a contract brings the asking seat's side over the deals sampled: the mean
// card points and the 10th and 90th percentiles, the spread a player can expect.
type Estimate struct {
	Contract  tally.Contract
	Mean      float64
	Low, High int
	Points    []int // the side's points in each sample, in the order the samples were dealt
}

// Expected is the answer: one Estimate per contract of the question, in its order, each over
// the same Samples deals; and the time they took.
type Expected struct {
	Estimates []Estimate
	Samples   int
	Elapsed   time.Duration
}

// ErrNoSample says that the time ran out before a single deal was solved.
var ErrNoSample = errors.New("no deal was solved in the time given")

// DealOthers deals the cards not in hand at random to the three other seats, as many to each as
// hand holds: every unseen card to exactly one of them, each deal equally likely. hand stays with
// seat.
func DealOthers(rng *rand.Rand, seat int, hand tally.CardSet) [4]tally.CardSet {
	unseen := (tally.AllCards &^ hand).Cards()
	rng.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	var hands [4]tally.CardSet
	hands[seat] = hand
	n := hand.Len()
	k := 0
	for off := 1; off < 4; off++ {
		for _, c := range unseen[k : k+n] {
			hands[(seat+off)&3] = hands[(seat+off)&3].Add(c)
		}
		k += n
	}
	return hands
}

// Expect answers q by dealing the unseen cards with rng and solving every deal with s in every
// contract of q, until the budget is spent or stop says so. Each contract is solved on the same
// deals, so that their estimates differ by the contract and not by the luck of the cards; a deal
// the budget interrupts counts for none. With no deal solved in time the error is ErrNoSample;
// solver.ErrStopped when stop ended it.
func Expect(s *solver.Solver, rng *rand.Rand, q Question, b Budget, stop func() bool) (Expected, error) {
	return Sample([]*solver.Solver{s}, rng, q, b, stop, nil)
}

// Sample is Expect on several solvers at once, each on a goroutine of its own, so that a device
// with more than one core solves more deals in the same time. The deals are drawn from rng one
// after the other as the solvers ask for them, and the answer lists each contract's points in
// the order they were drawn: with one solver it is Expect's answer. report, when not nil, is
// given the answer so far after each deal solved, one call at a time, on a sampling goroutine.
func Sample(solvers []*solver.Solver, rng *rand.Rand, q Question, b Budget, stop func() bool, report func(Expected)) (Expected, error) {
	if err := check(q, b); err != nil {
		return Expected{}, err
	}
	if len(solvers) == 0 {
		return Expected{}, errors.New("no solver to sample with")
	}
	sm := &sampling{q: q, rng: rng, b: b, report: report, start: time.Now()}
	deadline := sm.start.Add(b.Time)
	var wg sync.WaitGroup
	for _, s := range solvers {
		s.SetStop(func() bool {
			return sm.abort.Load() || (b.Time > 0 && time.Now().After(deadline)) || (stop != nil && stop())
		})
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer s.SetStop(nil)
			sm.work(s)
		}()
	}
	wg.Wait()
	out := sm.answer()
	out.Elapsed = time.Since(sm.start)
	err := sm.err
	stopped := errors.Is(err, solver.ErrStopped) && stop != nil && stop()
	switch {
	case stopped:
		return out, solver.ErrStopped
	case err != nil && !errors.Is(err, solver.ErrStopped):
		return out, err
	case out.Samples == 0:
		return out, ErrNoSample
	}
	return out, nil
}

// check refuses a question or a budget the sampling cannot answer.
func check(q Question, b Budget) error {
	if q.Seat < 0 || q.Seat > 3 || q.Leader < 0 || q.Leader > 3 {
		return fmt.Errorf("seat %d, leader %d: seats are 0 to 3", q.Seat, q.Leader)
	}
	if q.Hand.Len() != 9 || q.Hand&^tally.AllCards != 0 {
		return fmt.Errorf("the hand holds %d cards: it takes nine", q.Hand.Len())
	}
	if len(q.Contracts) == 0 {
		return errors.New("no contract to answer for")
	}
	for _, c := range q.Contracts {
		if !solver.Simple(c) {
			return ErrNotSolvable
		}
	}
	if b.Time <= 0 && b.Samples <= 0 {
		return errors.New("the budget bounds neither the time nor the samples")
	}
	return nil
}

// sampling is one answer being sampled: the deals drawn and solved so far, shared by the solvers'
// goroutines under mu.
type sampling struct {
	q      Question
	b      Budget
	report func(Expected)
	start  time.Time
	abort  atomic.Bool // set at the first error: the other solvers stop too

	mu    sync.Mutex
	rng   *rand.Rand
	drawn int
	rows  []solved
	err   error
}

// solved is one deal's points in each contract, and its place in the order of drawing.
type solved struct {
	n      int
	points []int
}

// work draws deals and solves them with s until the budget, an error or a stop ends the sampling.
func (sm *sampling) work(s *solver.Solver) {
	for {
		sm.mu.Lock()
		if sm.err != nil || (sm.b.Samples > 0 && sm.drawn >= sm.b.Samples) {
			sm.mu.Unlock()
			return
		}
		n := sm.drawn
		sm.drawn++
		hands := DealOthers(sm.rng, sm.q.Seat, sm.q.Hand)
		sm.mu.Unlock()

		row := solved{n: n, points: make([]int, len(sm.q.Contracts))}
		var err error
		for i, c := range sm.q.Contracts {
			if row.points[i], err = sidePoints(s, sm.q, c, hands); err != nil {
				break
			}
		}

		sm.mu.Lock()
		if err != nil {
			if sm.err == nil {
				sm.err = err
			}
			sm.abort.Store(true)
			sm.mu.Unlock()
			return
		}
		i, _ := slices.BinarySearchFunc(sm.rows, n, func(r solved, n int) int { return r.n - n })
		sm.rows = slices.Insert(sm.rows, i, row)
		if sm.report != nil {
			res := sm.answer()
			res.Elapsed = time.Since(sm.start)
			sm.report(res)
		}
		sm.mu.Unlock()
	}
}

// answer is the estimates over the deals solved so far, in the order they were drawn.
func (sm *sampling) answer() Expected {
	out := Expected{Estimates: make([]Estimate, len(sm.q.Contracts)), Samples: len(sm.rows)}
	for i, c := range sm.q.Contracts {
		points := make([]int, len(sm.rows))
		for k, r := range sm.rows {
			points[k] = r.points[i]
		}
		out.Estimates[i] = summarise(c, points)
	}
	return out
}

// sidePoints is what the asking seat's side makes in contract c with hands, all four playing
// perfectly: its own points alone, or its team's.
func sidePoints(s *solver.Solver, q Question, c tally.Contract, hands [4]tally.CardSet) (int, error) {
	d := solver.Deal{Contract: c, Rules: q.Rules, Hands: hands, Leader: q.Leader}
	if q.Alone {
		return alonePoints(s, d, q.Seat)
	}
	v, _, err := s.Value(d)
	return v[q.Seat&1], err
}

// summarise is the estimate of points: their mean and 10th and 90th percentiles.
func summarise(c tally.Contract, points []int) Estimate {
	e := Estimate{Contract: c, Points: points}
	if len(points) == 0 {
		return e
	}
	sum := 0
	for _, p := range points {
		sum += p
	}
	e.Mean = float64(sum) / float64(len(points))
	sorted := slices.Sorted(slices.Values(points))
	e.Low, e.High = Percentile(sorted, 10), Percentile(sorted, 90)
	return e
}

// Percentile is the p-th percentile of sorted values by the nearest rank: the smallest value
// that at least p percent of them do not exceed. sorted must not be empty.
func Percentile(sorted []int, p int) int {
	k := int(math.Ceil(float64(p)/100*float64(len(sorted)))) - 1
	return sorted[min(max(k, 0), len(sorted)-1)]
}

// Best orders estimates from the highest mean down, ties in the question's order.
func Best(es []Estimate) []Estimate {
	out := slices.Clone(es)
	slices.SortStableFunc(out, func(a, b Estimate) int {
		switch {
		case a.Mean > b.Mean:
			return -1
		case a.Mean < b.Mean:
			return 1
		}
		return 0
	})
	return out
}
