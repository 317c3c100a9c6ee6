package analysis

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"slices"
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
	if q.Seat < 0 || q.Seat > 3 || q.Leader < 0 || q.Leader > 3 {
		return Expected{}, fmt.Errorf("seat %d, leader %d: seats are 0 to 3", q.Seat, q.Leader)
	}
	if q.Hand.Len() != 9 || q.Hand&^tally.AllCards != 0 {
		return Expected{}, fmt.Errorf("the hand holds %d cards: it takes nine", q.Hand.Len())
	}
	if len(q.Contracts) == 0 {
		return Expected{}, errors.New("no contract to answer for")
	}
	for _, c := range q.Contracts {
		if !solver.Simple(c) {
			return Expected{}, ErrNotSolvable
		}
	}
	if b.Time <= 0 && b.Samples <= 0 {
		return Expected{}, errors.New("the budget bounds neither the time nor the samples")
	}
	start := time.Now()
	deadline := start.Add(b.Time)
	s.SetStop(func() bool { return (b.Time > 0 && time.Now().After(deadline)) || (stop != nil && stop()) })
	defer s.SetStop(nil)

	out := Expected{Estimates: make([]Estimate, len(q.Contracts))}
	row := make([]int, len(q.Contracts))
	var err error
sampling:
	for b.Samples <= 0 || out.Samples < b.Samples {
		hands := DealOthers(rng, q.Seat, q.Hand)
		for i, c := range q.Contracts {
			row[i], err = sidePoints(s, q, c, hands)
			if err != nil {
				break sampling
			}
		}
		for i := range row {
			out.Estimates[i].Points = append(out.Estimates[i].Points, row[i])
		}
		out.Samples++
	}
	out.Elapsed = time.Since(start)
	stopped := errors.Is(err, solver.ErrStopped) && stop != nil && stop()
	switch {
	case stopped:
		return out, solver.ErrStopped
	case err != nil && !errors.Is(err, solver.ErrStopped):
		return out, err
	case out.Samples == 0:
		return out, ErrNoSample
	}
	for i, c := range q.Contracts {
		out.Estimates[i] = summarise(c, out.Estimates[i].Points)
	}
	return out, nil
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
