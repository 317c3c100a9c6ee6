package worker

import (
	"encoding/json"
	"errors"
	"math/rand"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/analysis"
	"github.com/jasstafel/jasstafel/internal/legaldeal"
	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/tally"
)

// link is pages and workers in one process: Remotes and Servers that hand each other their
// messages as a Web Worker's postMessage would, as text, each worker on its own goroutine. It
// counts the workers searching at once, as the page sees them: one searches from the deal it is
// given until the page holds it or it answers, and again from the page's word to go on (unless
// the worker has answered the deal meanwhile: the page reads the answer after its word).
type link struct {
	mu        sync.Mutex
	searching int
	most      int
	holds     int
	// ticks of a worker while the page holds it, beyond the one it may send as the hold comes
	heldTicks int
}

// set says whether the worker whose state is on searches now.
func (l *link) set(on *bool, now bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if *on == now {
		return
	}
	*on = now
	if now {
		l.searching++
	} else {
		l.searching--
	}
	l.most = max(l.most, l.searching)
}

// pair starts a worker and its Remote on a device of cores cores.
func (l *link) pair(t *testing.T, cores int) *Remote {
	t.Helper()
	var r *Remote
	on := new(bool)
	held, ticks := false, 0 // the page holds the worker; its ticks since
	var done int64          // the last request the worker has answered
	sv := NewServer(solver.NewSize(analysis.SampleTableBits), func(msg string) {
		var m toPage
		if err := json.Unmarshal([]byte(msg), &m); err != nil {
			t.Errorf("the worker said %q: %v", msg, err)
		}
		switch {
		case m.Done:
			l.mu.Lock()
			done = m.ID
			l.mu.Unlock()
			l.set(on, false)
		case m.Tick:
			l.mu.Lock()
			if held {
				if ticks++; ticks > 1 {
					l.heldTicks++
				}
			}
			l.mu.Unlock()
		}
		r.Receive(msg)
	})
	r = NewRemote(func(msg string) error {
		var m toWorker
		if err := json.Unmarshal([]byte(msg), &m); err != nil {
			t.Errorf("the page said %q: %v", msg, err)
		}
		l.mu.Lock()
		answered := m.ID <= done // a word for a request the worker has answered already
		l.mu.Unlock()
		switch {
		case m.Deal != nil, m.GoOn && !answered:
			l.set(on, true)
			l.mu.Lock()
			held = false
			l.mu.Unlock()
		case m.Hold:
			l.set(on, false)
			l.mu.Lock()
			l.holds++
			held, ticks = true, 0
			l.mu.Unlock()
		case m.Stop, m.GoOn:
			l.mu.Lock()
			held = false
			l.mu.Unlock()
		}
		sv.Receive(msg)
		return nil
	}, cores, sv.Close)
	go sv.Run()
	t.Cleanup(r.Close)
	if err := r.Ready(5*time.Second, nil); err != nil {
		t.Fatal(err)
	}
	return r
}

// endDeal is a deal of the last cards: every seat holds n cards of a random deal.
func endDeal(rng *rand.Rand, ct tally.Contract, n int) solver.Deal {
	cards := tally.AllCards.Cards()
	rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	var d solver.Deal
	for i, c := range cards[:4*n] {
		d.Hands[i%4] = d.Hands[i%4].Add(c)
	}
	d.Contract, d.Rules, d.Leader = ct, tally.Presets()[0].Rules, rng.Intn(4)
	return d
}

// seedOf is the seed of a randomised test: the time, or WORKER_SEED to replay a failure; it is
// logged.
func seedOf(t *testing.T) int64 {
	seed := time.Now().UnixNano()
	if v := os.Getenv("WORKER_SEED"); v != "" {
		var err error
		if seed, err = strconv.ParseInt(v, 10, 64); err != nil {
			t.Fatalf("WORKER_SEED=%q: %v", v, err)
		}
	}
	t.Logf("seed %d (WORKER_SEED replays it)", seed)
	return seed
}

// otherRules are card-play settings other than the Schieber preset's, which the worker must get
// as the page has them.
var otherRules = tally.Rules{Undertrump: tally.UndertrumpHindersi, UndertrumpReference: tally.ReferenceLowest, UndenufeSwap: false}

var contracts = []tally.Contract{tally.TrumpContract(tally.Hearts), tally.ContractObenabe, tally.ContractUndenufe, tally.TrumpContract(tally.Clubs),
	{Kind: tally.KindTrio, Trio: [3]tally.Mode{tally.Obenabe, tally.TrumpS, tally.Undenufe}}}

// A solver in a worker answers as the solver on the page: the same points for the same deals in
// every simple contract and a Trio, with a player alone too, its questions and answers going through the
// messages.
func TestRemoteAnswersAsTheSolver(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	var l link
	r := l.pair(t, 1)
	s := solver.New()
	for i := range 40 {
		d := endDeal(rng, contracts[i%len(contracts)], 3+i%3)
		if i%4 == 3 {
			d.Solo, d.SoloSeat = true, rng.Intn(4)
		}
		if i%2 == 1 {
			d.Rules = otherRules
		}
		want, _, err := s.Value(d)
		if err != nil {
			t.Fatal(err)
		}
		got, nodes, err := r.Value(d)
		if err != nil || got != want || nodes <= 0 {
			t.Fatalf("deal %d (%v): the worker says %v (%d positions, %v), the solver %v", i, d.Contract, got, nodes, err, want)
		}
	}
	// Within reaches the worker's solver: asked to within half the points in play, it answers
	// the middle at once, without a search.
	d := endDeal(rng, tally.ContractUndenufe, 4)
	d.Within = 157 // at least half of any deal's points
	want, _, _ := s.Value(d)
	if got, nodes, err := r.Value(d); err != nil || got != want || nodes != 0 || got[0] != (got[0]+got[1])/2 {
		t.Errorf("within %d points: the worker says %v (%d positions, %v), the solver %v", d.Within, got, nodes, err, want)
	}
	// A deal the solver refuses is refused through the worker with the solver's words.
	d = endDeal(rng, tally.ContractObenabe, 3)
	d.Hands[0] = d.Hands[0].Add(d.Hands[1].First())
	_, _, wantErr := s.Value(d)
	if _, _, err := r.Value(d); err == nil || wantErr == nil || err.Error() != wantErr.Error() {
		t.Errorf("a deal with a card twice: the worker says %v, the solver %v", err, wantErr)
	}
	// And the worker goes on answering.
	d = endDeal(rng, tally.ContractObenabe, 4)
	want, _, _ = s.Value(d)
	if got, _, err := r.Value(d); err != nil || got != want {
		t.Errorf("after a refusal the worker says %v (%v), want %v", got, err, want)
	}
}

// The sampling on solvers in workers, which tell the page every little while that they search
// on and are held while another has its turn, gives the answer it gives on the page's solvers (a bound on the deals and none on the time:
// the same answer however many solvers, analysis.Sample), and no more of them search at once
// than the device has cores, the others waiting for their turn.
func TestSamplingInWorkersTakesTurns(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	cards := tally.AllCards.Cards()
	rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	var mine tally.CardSet
	for _, c := range cards[:9] {
		mine = mine.Add(c)
	}
	q := analysis.Question{Rules: tally.Presets()[0].Rules, Seat: 1, Hand: mine, Leader: 0,
		Contracts: []tally.Contract{tally.ContractObenabe, tally.ContractUndenufe, {Kind: tally.KindSlalom, Start: tally.Obenabe}}}
	const samples = 1
	local := []analysis.Searcher{solver.NewSize(analysis.SampleTableBits), solver.NewSize(analysis.SampleTableBits)}
	want, err := analysis.Sample(local, rand.New(rand.NewSource(seed)), q, analysis.Budget{Samples: samples}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, cores := range []int{1, 2} {
		var l link
		var remotes []analysis.Searcher
		for range 3 {
			remotes = append(remotes, l.pair(t, cores))
		}
		got, err := analysis.Sample(remotes, rand.New(rand.NewSource(seed)), q, analysis.Budget{Samples: samples}, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		for i := range want.Estimates {
			if w, g := want.Estimates[i].Points, got.Estimates[i].Points; !equal(w, g) {
				t.Errorf("%d cores: %v in workers %v, on the page %v", cores, q.Contracts[i], g, w)
			}
		}
		if l.most > cores {
			t.Errorf("%d cores: %d workers searched at once", cores, l.most)
		}
		if l.heldTicks > 0 {
			t.Errorf("%d cores: workers ticked %d times while held", cores, l.heldTicks)
		}
		t.Logf("%d cores: at most %d workers searched at once; %d held, in %v", cores, l.most, l.holds, got.Elapsed)
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// A stop ends the search in the worker at the next tick, within a fraction of a second, as
// solver.ErrStopped, and a stop that comes while the worker is held too; the worker then answers
// the next deal.
func TestRemoteStops(t *testing.T) {
	var l link
	r := l.pair(t, 1)
	// A whole deal in hearts, from the first card: seconds of searching.
	d := endDeal(rand.New(rand.NewSource(1)), tally.TrumpContract(tally.Hearts), 9)
	for _, c := range []struct {
		name string
		stop func(asked int) bool // the stop function's answer when asked the asked-th time
		min  int                  // the least times it must be asked
	}{
		{"stopped after 100 ms", nil, 1},
		{"held, then stopped", func(int) bool { r.Hold(); time.Sleep(200 * time.Millisecond); return true }, 1},
		{"held, let go on, then stopped", func(asked int) bool {
			if asked == 1 {
				r.Hold()
				time.Sleep(100 * time.Millisecond)
				return false
			}
			return true
		}, 2},
	} {
		l.mu.Lock()
		asked, holds := 0, l.holds
		l.mu.Unlock()
		start := time.Now()
		var said time.Time // when the stop function first said stop
		r.SetStop(func() bool {
			asked++
			stop := time.Since(start) > 100*time.Millisecond
			if c.stop != nil {
				stop = c.stop(asked)
			}
			if stop && said.IsZero() {
				said = time.Now()
			}
			return stop
		})
		_, _, err := r.Value(d)
		if !errors.Is(err, solver.ErrStopped) {
			t.Fatalf("%s: %v after %v, want solver.ErrStopped", c.name, err, time.Since(start))
		}
		if after := time.Since(said); after > time.Second || asked < c.min {
			t.Errorf("%s: the search ended %v after the stop, which was asked %d times", c.name, after, asked)
		}
		if l.heldTicks > 0 {
			t.Errorf("%s: the worker ticked %d times while held", c.name, l.heldTicks)
		}
		// The page hears of the search at its ticks, every tickEvery, not at every few thousand
		// positions: a stop asked for each of those would flood the page's thread.
		if most := int(said.Sub(start)/tickEvery) + 2; c.stop == nil && asked > most {
			t.Errorf("%s: the stop was asked %d times in %v, more than once a tick", c.name, asked, said.Sub(start))
		}
		// Hold tells the worker to wait: a word to the worker for each hold asked.
		l.mu.Lock()
		sent := l.holds - holds
		l.mu.Unlock()
		if c.stop != nil && sent != 1 {
			t.Errorf("%s: the page sent %d words to hold the worker, want 1", c.name, sent)
		}
		t.Logf("%s: the search ended %v after the stop, which was asked %d times", c.name, time.Since(said), asked)
	}
	r.SetStop(nil)
	e := endDeal(rand.New(rand.NewSource(2)), tally.ContractObenabe, 4)
	want, _, _ := solver.New().Value(e)
	if got, _, err := r.Value(e); err != nil || got != want {
		t.Errorf("after a stop the worker says %v (%v), want %v", got, err, want)
	}
}

// A worker that fails, says what the page cannot read, or falls silent ends the Value under way
// with an error, and every Value after it at once: the sampling ends instead of waiting.
func TestRemoteFailures(t *testing.T) {
	d := endDeal(rand.New(rand.NewSource(3)), tally.ContractObenabe, 3)
	silence = 200 * time.Millisecond
	t.Cleanup(func() { silence = 30 * time.Second })
	for _, c := range []struct {
		name  string
		reply func(r *Remote)
		says  string // what the error says
	}{
		{"fails", func(r *Remote) { r.Fail(errors.New("out of memory")) }, "out of memory"},
		{"garbles", func(r *Remote) { r.Receive("{not json") }, "cannot read"},
		{"ends", func(r *Remote) { r.Receive(`{"id":0,"done":true,"error":"the solver's worker: its program ended"}`) }, "its program ended"},
		{"is silent", func(*Remote) {}, "said nothing"},
	} {
		var r *Remote
		r = NewRemote(func(msg string) error {
			go c.reply(r)
			return nil
		}, 1, nil)
		start := time.Now()
		if _, _, err := r.Value(d); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("a worker that %s: %v, want an error that says %q", c.name, err, c.says)
		} else if took := time.Since(start); took > 2*time.Second {
			t.Errorf("a worker that %s: the error came after %v", c.name, took)
		} else {
			t.Logf("a worker that %s: %v", c.name, err)
		}
		start = time.Now()
		if _, _, err := r.Value(d); err == nil || time.Since(start) > 50*time.Millisecond {
			t.Errorf("a worker that %s, asked again: %v after %v", c.name, err, time.Since(start))
		}
	}
	// A page that cannot post to the worker.
	r := NewRemote(func(string) error { return errors.New("the worker is gone") }, 1, nil)
	if _, _, err := r.Value(d); err == nil {
		t.Error("a worker that cannot be asked: no error")
	}
	// A worker that does not start.
	r = NewRemote(func(string) error { return nil }, 1, nil)
	r.Receive(`{"id":0,"done":true,"error":"the solver's worker: 404"}`)
	if err := r.Ready(time.Second, nil); err == nil || !strings.Contains(err.Error(), "404") {
		t.Errorf("a worker that does not start: %v", err)
	}
	r = NewRemote(func(string) error { return nil }, 1, nil)
	if err := r.Ready(100*time.Millisecond, nil); err == nil {
		t.Error("a worker that says nothing started")
	}
	var stop atomic.Bool
	r = NewRemote(func(string) error { return nil }, 1, nil)
	time.AfterFunc(100*time.Millisecond, func() { stop.Store(true) })
	if err := r.Ready(time.Minute, stop.Load); !errors.Is(err, solver.ErrStopped) {
		t.Errorf("waiting for a worker to start, stopped: %v", err)
	}
}

// Close ends the worker, through the function the page was given for it, once per call.
func TestRemoteCloseEndsTheWorker(t *testing.T) {
	ended := 0
	NewRemote(func(string) error { return nil }, 1, func() { ended++ }).Close()
	if ended != 1 {
		t.Errorf("Close ended the worker %d times", ended)
	}
	NewRemote(func(string) error { return nil }, 1, nil).Close() // nothing to end: no panic
}

// The worker answers each deal once: one word, its answer.
func TestServerAnswersOnce(t *testing.T) {
	out := make(chan string, 8)
	sv := NewServer(solver.NewSize(analysis.SampleTableBits), func(msg string) { out <- msg })
	go sv.Run()
	defer sv.Close()
	if ready := <-out; !strings.Contains(ready, `"ready":true`) {
		t.Fatalf("the worker's first word is %q", ready)
	}
	d := endDeal(rand.New(rand.NewSource(5)), tally.ContractObenabe, 3)
	want, _, _ := solver.New().Value(d)
	b, _ := json.Marshal(toWorker{ID: 7, Deal: &d})
	sv.Receive(string(b))
	var m toPage
	if err := json.Unmarshal([]byte(<-out), &m); err != nil || m.ID != 7 || !m.Done || m.Teams != want || m.Error != "" {
		t.Fatalf("the answer is %+v (%v), want done with %v", m, err, want)
	}
	select {
	case more := <-out:
		t.Errorf("after its answer the worker said %q", more)
	case <-time.After(200 * time.Millisecond):
	}
}

// The worker refuses what it cannot answer with words, and goes on.
func TestServerRefuses(t *testing.T) {
	var got []string
	var mu sync.Mutex
	sv := NewServer(solver.NewSize(analysis.SampleTableBits), func(msg string) {
		mu.Lock()
		got = append(got, msg)
		mu.Unlock()
	})
	sv.Receive("garbage")
	sv.Receive(`{"id":4}`)
	sv.Receive(`{"id":5,"answer":true,"goOn":true}`) // no question under way
	mu.Lock()
	defer mu.Unlock()
	if len(got) != 2 || !strings.Contains(got[0], `"id":0`) || !strings.Contains(got[0], "could not read") || !strings.Contains(got[1], `"id":4`) || !strings.Contains(got[1], "no deal") {
		t.Errorf("the worker said %q", got)
	}
}

// The analysis of a deal asks a worker for every legal card's value (Solve) and for cards judged
// against the one played (Judge): the worker answers both as the solver on the page, on the
// table the page asks for, and the analysis of a whole deal through it is the analysis on the
// page. A question the worker does not know is refused with words.
func TestRemoteSolvesAndJudgesAsTheSolver(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	var l link
	r := l.pair(t, 1)
	r.UseTable(solver.DefaultTableBits)
	s := solver.New()
	for i := range 12 {
		d := endDeal(rng, contracts[i%len(contracts)], 3+i%2)
		if i%2 == 1 {
			d.Rules = otherRules
		}
		want, err := s.Solve(d)
		if err != nil {
			t.Fatal(err)
		}
		got, err := r.Solve(d)
		if err != nil || got.Team != want.Team || got.InPlay != want.InPlay || got.Turn != want.Turn ||
			len(got.Moves) != len(want.Moves) || got.Nodes <= 0 {
			t.Fatalf("deal %d (%v): the worker solves %+v (%v), the solver %+v", i, d.Contract, got, err, want)
		}
		for k, m := range want.Moves {
			if got.Moves[k] != m {
				t.Fatalf("deal %d: move %d is %+v through the worker, %+v on the page", i, k, got.Moves[k], m)
			}
		}
		played := want.Moves[rng.Intn(len(want.Moves))]
		wantJ, err := s.Judge(d, played.Card, played.Team0)
		if err != nil {
			t.Fatal(err)
		}
		gotJ, err := r.Judge(d, played.Card, played.Team0)
		if err != nil || gotJ.Team != wantJ.Team || gotJ.Turn != wantJ.Turn || !slices.Equal(gotJ.Best, wantJ.Best) {
			t.Fatalf("deal %d: the worker judges %v as %+v (%v), the solver %+v", i, played.Card, gotJ, err, wantJ)
		}
	}
	// A card the seat does not hold is refused in the solver's words.
	d := endDeal(rng, tally.ContractObenabe, 3)
	wrong := d.Hands[(d.Leader+1)%4].First()
	_, wantErr := s.Judge(d, wrong, 0)
	if _, err := r.Judge(d, wrong, 0); err == nil || wantErr == nil || err.Error() != wantErr.Error() {
		t.Errorf("a card not on turn: the worker says %v, the solver %v", err, wantErr)
	}

	// The analysis of a deal's last five tricks, led by the winner of the fourth.
	ad := analysis.Deal{Contract: tally.TrumpContract(tally.Spades), Rules: tally.Presets()[0].Rules}
	tricks := legaldeal.Deal(t, rng.Uint64(), "", ad.Contract, 0, ad.Rules)
	for _, tr := range tricks[:4] {
		ad.Leader = (ad.Leader + tally.TrickWinner(tr, tally.TrumpMode(tally.Spades))) % 4
	}
	ad.Tricks = tricks[4:]
	onPage, err := analysis.New(ad)
	if err != nil {
		t.Fatal(err)
	}
	if onPage.Illegal != nil || len(onPage.Steps) != 20 {
		t.Fatalf("the deal's last five tricks give %d cards to judge (illegal: %v), want 20", len(onPage.Steps), onPage.Illegal)
	}
	inWorker, _ := analysis.New(ad)
	if err := onPage.Run(solver.New(), nil, func(int, analysis.Step) {}); err != nil {
		t.Fatal(err)
	}
	if err := inWorker.Run(r, nil, func(int, analysis.Step) {}); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(inWorker.Steps, onPage.Steps) {
		t.Errorf("the analysis through the worker:\n%+v\non the page:\n%+v", inWorker.Steps, onPage.Steps)
	}

	if _, err := r.ask(toWorker{Deal: &d, Ask: "guess"}); err == nil || !strings.Contains(err.Error(), `"guess"`) {
		t.Errorf("an unknown question: %v", err)
	}
}

// A worker asked for a table of another size searches with one: the size the page asks, not the
// sampling's.
func TestServerTakesTheTableAsked(t *testing.T) {
	sv := NewServer(solver.NewSize(analysis.SampleTableBits), func(string) {})
	d := endDeal(rand.New(rand.NewSource(4)), tally.ContractObenabe, 2)
	sv.solve(toWorker{ID: 1, Deal: &d})
	if got, want := sv.s.TableBytes(), solver.NewSize(analysis.SampleTableBits).TableBytes(); got != want {
		t.Errorf("a question without a size: %d bytes of table, want the worker's own %d", got, want)
	}
	sv.solve(toWorker{ID: 2, Deal: &d, Ask: askSolve, TableBits: solver.DefaultTableBits})
	if got, want := sv.s.TableBytes(), solver.New().TableBytes(); got != want {
		t.Errorf("asked for 2^%d entries: %d bytes of table, want %d", solver.DefaultTableBits, got, want)
	}
}
