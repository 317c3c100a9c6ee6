package analysis

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"runtime"
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
// card points and the 10th and 90th percentiles, the spread a player can expect. Each deal's
// points are its value with perfect play to within SampleWithin (the first FirstDeals to within
// FirstWithin).
type Estimate struct {
	Contract  tally.Contract
	Mean      float64
	Low, High int
	Points    []int // the side's points on each deal solved in this contract, in the order drawn
}

// Expected is the answer: one Estimate per contract of the question, in its order, and the time
// they took. Each contract is solved on the deals of one sequence, from its first deal on, but
// as far as its share of the time takes it: a contract whose deals the solver finishes quickly
// (Obenabe, Undenufe) is solved on more of them than a trump contract, whose deals can take
// seconds each. Samples is the fewest deals any contract was solved on.
type Expected struct {
	Estimates []Estimate
	Samples   int
	Elapsed   time.Duration
}

// ErrNoSample says that the time ran out before a single deal was solved in any contract.
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

// Expect answers q by dealing the unseen cards with rng and solving the deals with s in the
// contracts of q, until the budget is spent or stop says so. The contracts share the time
// equally (see Expected): each is solved on the first deals of the same sequence, so that a
// difference between two contracts on their common deals is the contract's and not the luck of
// the cards. A deal the budget interrupts counts for none. With no deal solved in time the error
// is ErrNoSample; solver.ErrStopped when stop ended it.
func Expect(s *solver.Solver, rng *rand.Rand, q Question, b Budget, stop func() bool) (Expected, error) {
	return Sample([]Searcher{s}, rng, q, b, stop, nil)
}

// Searcher is what the sampling asks of a solver: a *solver.Solver, or one that searches on a
// thread of its own (Threaded), such as a browser's Web Worker (solver/worker).
type Searcher interface {
	Value(d solver.Deal) (teams [2]int, nodes int64, err error)
	SetStop(stop func() bool)
}

// Threaded is a Searcher that searches on a thread of its own, which the device shares out
// among them (a browser's Web Worker, solver/worker), on a device that lets Cores of them search
// at once. Its stop function runs apart from its search, so when the stop function is about to
// wait for the solver's next turn, the sampling first calls Hold: the search is to wait too.
type Threaded interface {
	Searcher
	Cores() int
	Hold()
}

// turns is how many of solvers may search at once and how long one searches before it hands its
// turn over: the device's cores for the goroutines (runtime.GOMAXPROCS) and slice, or, when all
// of them search on threads of their own, the fewest cores that one of them names and
// threadSlice.
func turns(solvers []Searcher) (cores int, turn time.Duration) {
	for _, s := range solvers {
		t, ok := s.(Threaded)
		if !ok {
			return max(runtime.GOMAXPROCS(0), 1), slice
		}
		if c := max(t.Cores(), 1); cores == 0 || c < cores {
			cores = c
		}
	}
	return max(cores, 1), threadSlice
}

// Sample is Expect on several solvers at once, each on a goroutine of its own: as many of them
// search at once as the device has cores (runtime.GOMAXPROCS, or Threaded's Cores when every
// solver searches on a thread of its own), and the others wait their turn.
// The contracts share the solvers' time equally: a solver takes, one deal at a time, the contract
// that has had the least of it so far, and a solver whose contract has had more than another's
// for which a solver waits hands its turn over to that one, within slice, and goes on later
// where it stopped. So with at least as many solvers as contracts, a contract whose deals the
// solver finishes in milliseconds is answered on many deals beside a trump whose first deal takes
// a minute, even on one core. The deals are drawn from rng one after the other as the contracts
// need them, and the answer lists each contract's points in the order they were drawn: with one
// solver it is Expect's answer, and with a bound on the samples and no time bound any number of
// solvers give the same answer. report, when not nil, is given the answer so far after each deal
// solved in a contract, one call at a time, on a sampling goroutine.
func Sample(solvers []Searcher, rng *rand.Rand, q Question, b Budget, stop func() bool, report func(Expected)) (Expected, error) {
	if err := check(q, b); err != nil {
		return Expected{}, err
	}
	if len(solvers) == 0 {
		return Expected{}, errors.New("no solver to sample with")
	}
	n := len(q.Contracts)
	cores, turn := turns(solvers)
	sm := &sampling{q: q, rng: rng, b: b, report: report, start: time.Now(), cores: cores, slice: turn,
		next: make([]int, n), spent: make([]time.Duration, n), rows: make([][]solved, n)}
	deadline := sm.start.Add(b.Time)
	sm.halt = func() bool {
		return sm.abort.Load() || (b.Time > 0 && time.Now().After(deadline)) || (stop != nil && stop())
	}
	var wg sync.WaitGroup
	for _, s := range solvers {
		w := &worker{s: s, contract: between, wake: make(chan struct{}, 1)}
		sm.workers = append(sm.workers, w)
		s.SetStop(func() bool {
			if sm.abort.Load() {
				return true
			}
			sm.turn(w)
			return sm.halt()
		})
	}
	for _, w := range sm.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer w.s.SetStop(nil)
			sm.work(w)
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
	case out.none():
		return out, ErrNoSample
	}
	return out, nil
}

// mostForCores bounds the solvers SolverCount gives the cores.
const mostForCores = 4

// SampleTableBits is the size of the sampling solvers' main table (2^18 entries, 4 MiB, and the
// solver's 2 MiB for the last two tricks): each deal is new to the solver, and the positions of
// one deal of a whole game fill a smaller table than the analysis of a deal keeps, so a solver
// per contract costs a sixth of the memory with solver.New's table for a few per cent more
// positions (docs/BENCHMARKS.md).
const SampleTableBits = 18

// NewSolvers makes the solvers to sample a question of contracts with: SolverCount of them, with
// tables of the size sampling needs.
func NewSolvers(contracts int) []Searcher {
	out := make([]Searcher, SolverCount(contracts))
	for i := range out {
		out[i] = solver.NewSize(SampleTableBits)
	}
	return out
}

// SolverCount is how many solvers to sample a question of contracts with: one per core (up to
// four), and at least one per contract, so that the contracts take turns on the cores (Sample)
// and a slow trump deal does not hold up the others.
func SolverCount(contracts int) int {
	return SolverCountFor(runtime.GOMAXPROCS(0), contracts)
}

// SolverCountFor is SolverCount on a device that lets cores solvers search at once.
func SolverCountFor(cores, contracts int) int {
	return max(min(cores, mostForCores), contracts, 1)
}

// slice is how long a solver searches before it hands its turn over to a waiting solver whose
// contract has had less of the time: long beside the few microseconds a hand-over costs, short
// beside the two seconds in which a first answer is due.
const slice = 20 * time.Millisecond

// threadSlice is slice for solvers on threads of their own (Threaded), whose hand-over goes
// through the thread the app draws on and may wait for a frame to be drawn: the solver that
// takes the turn searches only once the app's thread has passed it the word.
const threadSlice = 200 * time.Millisecond

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
		if !solver.Plays(c, q.Rules) {
			return ErrNotSolvable
		}
	}
	if b.Time <= 0 && b.Samples <= 0 {
		return errors.New("the budget bounds neither the time nor the samples")
	}
	return nil
}

// sampling is one answer being sampled: the deals drawn and solved so far, and whose turn it is
// to search, shared by the solvers' goroutines under mu.
type sampling struct {
	q      Question
	b      Budget
	report func(Expected)
	start  time.Time
	// cores is how many solvers may search at once; the others wait on their channels. Natively
	// Go's scheduler would share the cores among more solvers too, but in the browser a goroutine
	// gives way only where it blocks: with a second solver runnable when the searching one pauses
	// (solver/pause_js.go), the page would never get its thread back.
	cores int
	slice time.Duration // how long a solver searches before it hands its turn over
	abort atomic.Bool   // set at the first error: the other solvers stop too
	// halt says that the sampling is to end: an error, the time spent or the caller's stop. The
	// solvers ask it every few thousand positions and take asks it before each deal, since a
	// deal the solver finishes in fewer positions never reaches the solver's check.
	halt func() bool

	mu      sync.Mutex
	rng     *rand.Rand
	deals   [][4]tally.CardSet // the deals drawn so far, in order
	err     error
	workers []*worker
	// Per contract of the question: the next deal to solve in it, the solvers' time spent on its
	// deals up to the start of the turns under way, and its points on each deal solved, in the
	// order drawn.
	next  []int
	spent []time.Duration
	rows  [][]solved
}

// worker is one solver and its place in the turns: the contract of its deal under way (or
// between, or done), whether it is its turn, since when, and the channel that tells it that its
// turn has come.
type worker struct {
	s        Searcher
	contract int
	turn     bool
	since    time.Time
	wake     chan struct{}
}

// A worker's contract between two deals, and once it has stopped.
const (
	between = -1
	done    = -2
)

// solved is one deal's points in a contract, and the deal's place in the order of drawing.
type solved struct {
	n      int
	points int
}

// work waits for w's turn, takes deals in contracts (take) and solves them with w's solver until
// the budget, an error or a stop ends the sampling.
func (sm *sampling) work(w *worker) {
	sm.mu.Lock()
	sm.wait(w)
	for {
		i, n, hands, ok := sm.take(w)
		if !ok {
			sm.end(w)
			sm.mu.Unlock()
			return
		}
		sm.mu.Unlock()
		points, err := sidePoints(w.s, sm.q, sm.q.Contracts[i], hands, dealWithin(n))
		sm.mu.Lock()
		now := time.Now()
		sm.spent[i] += now.Sub(w.since)
		w.since, w.contract = now, between
		if err != nil {
			if sm.err == nil {
				sm.err = err
			}
			sm.abort.Store(true)
			sm.end(w)
			sm.mu.Unlock()
			return
		}
		rows := sm.rows[i]
		k, _ := slices.BinarySearchFunc(rows, n, func(r solved, n int) int { return r.n - n })
		sm.rows[i] = slices.Insert(rows, k, solved{n, points})
		if sm.report != nil {
			res := sm.answer()
			res.Elapsed = time.Since(sm.start)
			sm.report(res)
		}
	}
}

// used is the solvers' time that contract i has had until now, under mu.
func (sm *sampling) used(i int, now time.Time) time.Duration {
	t := sm.spent[i]
	for _, w := range sm.workers {
		if w.turn && w.contract == i {
			t += now.Sub(w.since)
		}
	}
	return t
}

// take picks the next deal for w to solve, under mu: in the contract that has had the least of
// the solvers' time so far, on an equal share one without trumps before a trump (cheaper), else
// the first; its next deal, drawn when no contract had it yet. ok is false when the sampling is
// over: an error, a halt, or every contract at the budget's samples.
func (sm *sampling) take(w *worker) (contract, n int, hands [4]tally.CardSet, ok bool) {
	if sm.err == nil && sm.halt() {
		sm.err = solver.ErrStopped // as a solver stopped inside its search says it
		sm.abort.Store(true)
	}
	if sm.err != nil {
		return 0, 0, hands, false
	}
	contract = sm.least(time.Now())
	if contract < 0 {
		return 0, 0, hands, false
	}
	n = sm.next[contract]
	sm.next[contract]++
	for len(sm.deals) <= n {
		sm.deals = append(sm.deals, DealOthers(sm.rng, sm.q.Seat, sm.q.Hand))
	}
	w.contract = contract
	return contract, n, sm.deals[n], true
}

// least is the contract with deals still to solve that has had the least of the solvers' time,
// as take picks it, or -1 when every contract has its samples. A contract that no solver is at
// comes before one that has a solver already, so that the solvers spread over the contracts
// and each contract's deals are solved in about the order drawn.
func (sm *sampling) least(now time.Time) int {
	busy := make([]bool, len(sm.q.Contracts)) // a solver is at a deal of the contract
	for _, w := range sm.workers {
		if w.contract >= 0 {
			busy[w.contract] = true
		}
	}
	contract := -1
	var least time.Duration
	for i := range sm.q.Contracts {
		if sm.b.Samples > 0 && sm.next[i] >= sm.b.Samples {
			continue
		}
		used := sm.used(i, now)
		switch {
		case contract < 0, busy[contract] && !busy[i]:
		case busy[contract] != busy[i]:
			continue
		case used < least, used == least && cheaper(sm.q.Contracts[i], sm.q.Contracts[contract]):
		default:
			continue
		}
		contract, least = i, used
	}
	return contract
}

// wait returns, under mu, once it is w's turn to search: at once when fewer solvers than cores
// are searching, else when a solver hands its turn over (turn, end).
func (sm *sampling) wait(w *worker) {
	searching := 0
	for _, o := range sm.workers {
		if o.turn {
			searching++
		}
	}
	if searching < sm.cores {
		w.turn, w.since = true, time.Now()
		return
	}
	sm.mu.Unlock()
	<-w.wake
	sm.mu.Lock()
}

// nextWaiting is the waiting solver whose turn comes first, or nil, under mu: one that has yet to
// take a deal (it takes the contract that has had the least time), else the one whose contract
// has had the least time.
func (sm *sampling) nextWaiting(now time.Time) *worker {
	var best *worker
	var least time.Duration
	for _, w := range sm.workers {
		if w.turn || w.contract == done {
			continue
		}
		if w.contract == between {
			return w
		}
		if used := sm.used(w.contract, now); best == nil || used < least {
			best, least = w, used
		}
	}
	return best
}

// give hands the turn to o, under mu.
func (sm *sampling) give(o *worker, now time.Time) {
	o.turn, o.since = true, now
	o.wake <- struct{}{}
}

// turn is called by w's solver every few thousand positions: once w has searched for a slice,
// it hands its turn over to the waiting solver whose contract has had less of the time than w's,
// if there is one, and waits for its turn to come again.
func (sm *sampling) turn(w *worker) {
	now := time.Now()
	if now.Sub(w.since) < sm.slice {
		return
	}
	sm.mu.Lock()
	defer sm.mu.Unlock()
	sm.spent[w.contract] += now.Sub(w.since)
	w.since = now
	o := sm.nextWaiting(now)
	if o == nil || o.contract >= 0 && sm.used(o.contract, now) >= sm.used(w.contract, now) {
		return
	}
	w.turn = false
	if t, ok := w.s.(Threaded); ok {
		t.Hold()
	}
	sm.give(o, now)
	sm.mu.Unlock()
	<-w.wake
	sm.mu.Lock()
}

// end takes w, done, out of the turns and hands its turn to the next waiting solver, under mu.
func (sm *sampling) end(w *worker) {
	w.turn, w.contract = false, done
	if o := sm.nextWaiting(time.Now()); o != nil {
		sm.give(o, time.Now())
	}
}

// cheaper says that the solver is expected to finish a deal in contract a sooner than one in b:
// a contract without trumps takes it a hundredth of a trump's positions, or less, on a whole
// deal (docs/BENCHMARKS.md, "Solver"), so that the first answer of a Best contract is not kept
// waiting behind a trump deal when there is one solver only, as in the browser.
func cheaper(a, b tally.Contract) bool {
	return a.Kind != tally.KindTrump && b.Kind == tally.KindTrump
}

// answer is the estimates over the deals solved so far, each contract's in the order drawn,
// under mu. A deal still being solved while later ones are done is left out until it is (several
// solvers at one contract), and dropped when the time runs out: at most one for each solver,
// more likely a slow deal than a quick one, against the dozens of deals that waiting for it
// would cost.
func (sm *sampling) answer() Expected {
	out := Expected{Estimates: make([]Estimate, len(sm.q.Contracts))}
	for i, c := range sm.q.Contracts {
		points := make([]int, len(sm.rows[i]))
		for k, r := range sm.rows[i] {
			points[k] = r.points
		}
		out.Estimates[i] = summarise(c, points)
		if i == 0 || len(points) < out.Samples {
			out.Samples = len(points)
		}
	}
	return out
}

// none says that not one deal was solved, in any contract.
func (e Expected) none() bool {
	for _, x := range e.Estimates {
		if len(x.Points) > 0 {
			return false
		}
	}
	return true
}

// SampleWithin is how close to its exact value each deal of a forecast is solved (solver's
// Deal.Within): two points either way. The deals of a hand spread over tens of points, so this
// changes a forecast's mean and range by less than a point, and it spares the searches closest
// to the value, the costliest: a fifth fewer positions without trumps, a third in a trump, half
// for a seat alone in a trump (docs/BENCHMARKS.md), so more deals in the time.
const SampleWithin = 2

// FirstWithin is SampleWithin for each contract's first FirstDeals deals, so that its first answer
// comes soon: a strong hand alone in a trump can take the search from a few seconds to over ten a
// deal to within two points, and one or two to within ten, and a first answer is due within two
// seconds. Two deals, so that both solvers of a two-core device start on a quick one. They are two
// of the dozens to hundreds of deals a contract gets in a forecast of a few seconds; a contract
// answered on fewer than ten deals is called rough.
const FirstWithin = 10

// FirstDeals is how many of each contract's deals are solved to within FirstWithin: the first, in
// the order drawn, whichever solver takes them, so that a forecast's figures follow from its seed
// alone.
const FirstDeals = 2

// dealWithin is how close to its value a contract's deal n (in the order drawn) is solved.
func dealWithin(n int) int {
	if n < FirstDeals {
		return FirstWithin // an answer soon, rough
	}
	return SampleWithin
}

// sidePoints is what the asking seat's side makes in contract c with hands, all four playing
// perfectly, to within within points: its own points alone, or its team's.
func sidePoints(s Searcher, q Question, c tally.Contract, hands [4]tally.CardSet, within int) (int, error) {
	d := solver.Deal{Contract: c, Rules: q.Rules, Hands: hands, Leader: q.Leader, Within: within}
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

// Best orders estimates from the highest mean down, ties in the question's order, and those of
// contracts with no deal solved yet last.
func Best(es []Estimate) []Estimate {
	out := slices.Clone(es)
	slices.SortStableFunc(out, func(a, b Estimate) int {
		switch {
		case (len(a.Points) == 0) != (len(b.Points) == 0):
			if len(a.Points) == 0 {
				return 1
			}
			return -1
		case a.Mean > b.Mean:
			return -1
		case a.Mean < b.Mean:
			return 1
		}
		return 0
	})
	return out
}
