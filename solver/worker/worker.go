// Package worker runs solvers on threads of their own, as a browser gives a page Web Workers: in
// the browser Go has the page's one thread, so the forecast of a hand (analysis.Sample) would
// otherwise share it with the app's drawing, one solver at a time, while a tablet has cores to
// spare. Server answers the questions in a worker (web/solverworker), Remote is the
// analysis.Searcher on the page that asks them; they speak in short JSON texts, and js.go puts a
// Web Worker between them.
//
// The sampling's turn-taking (analysis.Sample: with more solvers than cores, a solver that has
// searched for a while hands its turn over, its stop function waiting until its turn comes
// again) works across the threads: every tickEvery of searching, the worker tells the page, which
// asks its stop function (SetStop). When the sampling hands the solver's turn over (Hold), the
// page holds the worker until the stop function returns; when that returns true, the page stops
// it. A worker never waits for the page otherwise: waiting for an answer to every tick cost a
// third of the deals solved in Chromium, the page's thread being busy drawing when the question
// came.
package worker

import (
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/tally"
)

// tickEvery is how long a worker searches between two ticks, at which the page may hold or stop
// it: a stop comes within about as long, and a turn of the sampling (analysis.Sample) is four
// times as long.
const tickEvery = 50 * time.Millisecond

// silence is how long a Remote waits for a word of its worker before it takes it for dead: a
// worker searching ticks every tickEvery, one solving a deal answers it, and a worker that ends
// says so (js.go), so only a worker the browser has frozen or lost stays silent.
var silence = 30 * time.Second // a variable for the tests

// readyTick is how often Ready asks its stop function.
const readyTick = 50 * time.Millisecond

// toWorker is a message from the page to a worker: a deal to solve (Deal) and what to answer of
// it (Ask), or for the search of request ID: hold it, let it go on, or stop it.
type toWorker struct {
	ID   int64        `json:"id"`
	Deal *solver.Deal `json:"deal,omitempty"`
	// Ask is the question: the teams' points (""), the value of every legal card (askSolve:
	// solver.Solver.Solve), or the legal cards judged against Card, whose value is Value
	// (askJudge: Solver.Judge).
	Ask   string     `json:"ask,omitempty"`
	Card  tally.Card `json:"card"`
	Value int        `json:"value,omitempty"`
	// TableBits, when not 0, is the size of the table to search with, 2^TableBits entries: a
	// worker that has another makes a solver of that size first.
	TableBits int  `json:"tableBits,omitempty"`
	Hold      bool `json:"hold,omitempty"`
	GoOn      bool `json:"goOn,omitempty"`
	Stop      bool `json:"stop,omitempty"`
}

// The questions of toWorker.Ask besides the teams' points.
const (
	askSolve = "solve"
	askJudge = "judge"
)

// toPage is a message from a worker to the page: that it has started (Ready), that it is still
// searching request ID (Tick), or the request's answer — the teams' points (with askSolve the
// Result, with askJudge the Judgement) and the positions searched, or an error, or that it
// stopped.
type toPage struct {
	ID        int64             `json:"id"`
	Ready     bool              `json:"ready,omitempty"`
	Tick      bool              `json:"tick,omitempty"`
	Done      bool              `json:"done,omitempty"`
	Teams     [2]int            `json:"teams"`
	Result    *solver.Result    `json:"result,omitempty"`
	Judgement *solver.Judgement `json:"judgement,omitempty"`
	Nodes     int64             `json:"nodes,omitempty"`
	Error     string            `json:"error,omitempty"`
	Stopped   bool              `json:"stopped,omitempty"`
}

// Server answers a page's questions with a solver, one at a time, in a worker.
type Server struct {
	s     *solver.Solver
	bits  int // the size of s's table as a request named it last (toWorker.TableBits), 0 before
	send  func(msg string)
	queue chan toWorker // deals to solve, in the order they came
	done  chan struct{} // closed by Close
	// held and stopped name the request the page holds or has stopped (0: none); wake tells a
	// held search to look at them again.
	held, stopped atomic.Int64
	wake          chan struct{}
}

// queued is how many deals a worker keeps waiting; a page asks one at a time.
const queued = 4

// inbox is how many messages of its worker a Remote keeps until it reads them: the ticks that
// come while its stop function waits, before the worker is held (at most a pause of the solver,
// solver/pause_js.go, of tickEvery each).
const inbox = 64

// NewServer answers with s and sends its messages with send.
func NewServer(s *solver.Solver, send func(msg string)) *Server {
	return &Server{s: s, send: send, queue: make(chan toWorker, queued), done: make(chan struct{}), wake: make(chan struct{}, 1)}
}

// Receive takes a message of the page. It never blocks: it is called from the browser's event
// handler, which the search waits on when it asks.
func (sv *Server) Receive(msg string) {
	var m toWorker
	if err := json.Unmarshal([]byte(msg), &m); err != nil {
		sv.reply(toPage{Done: true, Error: "the worker could not read the question: " + err.Error()})
		return
	}
	switch {
	case m.Hold:
		sv.held.Store(m.ID)
	case m.GoOn || m.Stop:
		if m.Stop {
			sv.stopped.Store(m.ID)
		}
		sv.held.CompareAndSwap(m.ID, 0)
		select {
		case sv.wake <- struct{}{}:
		default:
		}
	case m.Deal == nil:
		sv.reply(toPage{ID: m.ID, Done: true, Error: "the question has no deal"})
	default:
		select {
		case sv.queue <- m:
		default:
			sv.reply(toPage{ID: m.ID, Done: true, Error: "the worker is busy"})
		}
	}
}

// Run says that the server is ready and answers the deals that come, until Close (in a browser:
// until the worker ends).
func (sv *Server) Run() {
	sv.reply(toPage{Ready: true})
	for {
		select {
		case m := <-sv.queue:
			sv.solve(m)
		case <-sv.done:
			return
		}
	}
}

// Close ends Run once the deal under way, if any, is answered.
func (sv *Server) Close() { close(sv.done) }

// solve answers one deal, ticking every tickEvery, and waits while the page holds it. A panic of
// the solver is answered as an error: the worker lives on for the next deal.
func (sv *Server) solve(m toWorker) {
	if m.TableBits != 0 && m.TableBits != sv.bits {
		sv.s, sv.bits = nil, m.TableBits // the old table goes before the new one is made
		sv.s = solver.NewSize(m.TableBits)
	}
	defer func() {
		if p := recover(); p != nil {
			sv.s.SetStop(nil)
			sv.reply(toPage{ID: m.ID, Done: true, Error: fmt.Sprintf("the solver failed: %v", p)})
		}
	}()
	last := time.Now()
	sv.s.SetStop(func() bool {
		for sv.held.Load() == m.ID && sv.stopped.Load() != m.ID {
			<-sv.wake
			last = time.Now()
		}
		if sv.stopped.Load() == m.ID {
			return true
		}
		if now := time.Now(); now.Sub(last) >= tickEvery {
			sv.reply(toPage{ID: m.ID, Tick: true})
			last = now
		}
		return false
	})
	out := toPage{ID: m.ID, Done: true}
	var err error
	switch m.Ask {
	case "":
		out.Teams, out.Nodes, err = sv.s.Value(*m.Deal)
	case askSolve:
		var res solver.Result
		if res, err = sv.s.Solve(*m.Deal); err == nil {
			out.Teams, out.Nodes, out.Result = res.Team, res.Nodes, &res
		}
	case askJudge:
		var j solver.Judgement
		if j, err = sv.s.Judge(*m.Deal, m.Card, m.Value); err == nil {
			out.Teams, out.Nodes, out.Judgement = j.Team, j.Nodes, &j
		}
	default:
		err = fmt.Errorf("the worker does not know the question %q", m.Ask)
	}
	sv.s.SetStop(nil)
	switch {
	case errors.Is(err, solver.ErrStopped):
		out.Stopped = true
	case err != nil:
		out.Error = err.Error()
	}
	sv.reply(out)
}

func (sv *Server) reply(m toPage) {
	b, _ := json.Marshal(m) // a toPage always marshals
	sv.send(string(b))
}

// Remote is a solver in a worker, seen from the page: an analysis.Searcher, and with Solve and
// Judge an analysis.DealSolver. Each question sends the deal and waits for the answer; its stop
// function is asked at every tick of the worker.
type Remote struct {
	post  func(msg string) error
	cores int
	close func()
	bits  int // the table the worker is to search with (UseTable), 0 for its own

	mu   sync.Mutex // one Value at a time
	stop func() bool
	next int64
	// While the stop function runs at a tick (tick): the request, whether Hold has held the
	// worker, and the error of sending it that word.
	ticking int64
	held    bool
	holdErr error
	in      chan toPage // the worker's messages
	fault   chan error  // the worker failed
	dead    error       // once the worker has failed, every Value's error
}

// NewRemote is the page's side of a worker that post sends messages to, on a device that lets
// cores workers search at once (Cores); close, when not nil, ends the worker. The worker's
// messages are handed to Receive, its failure to Fail.
func NewRemote(post func(msg string) error, cores int, close func()) *Remote {
	return &Remote{post: post, cores: max(cores, 1), close: close, in: make(chan toPage, inbox), fault: make(chan error, 1)}
}

// Cores is how many workers may search at once on this device: the sampling takes turns
// beyond that (analysis.Sample).
func (r *Remote) Cores() int { return r.cores }

// SetStop sets the function asked at every tick of the worker whether to stop (it may wait,
// while another solver has its turn: the worker is held meanwhile).
func (r *Remote) SetStop(stop func() bool) {
	r.mu.Lock()
	r.stop = stop
	r.mu.Unlock()
}

// Receive takes a message of the worker; it does not block.
func (r *Remote) Receive(msg string) {
	var m toPage
	if err := json.Unmarshal([]byte(msg), &m); err != nil {
		r.Fail(fmt.Errorf("the solver's worker said what the page cannot read: %w", err))
		return
	}
	select {
	case r.in <- m:
	default:
		r.Fail(errors.New("the solver's worker sent more than it was asked for"))
	}
}

// Fail says that the worker has failed: the Value under way, and every later one, returns err.
func (r *Remote) Fail(err error) {
	select {
	case r.fault <- err:
	default:
	}
}

// Ready waits until the worker says it has started, or fails, or wait has passed, or stop (when
// not nil) says to stop waiting, which it returns as solver.ErrStopped.
func (r *Remote) Ready(wait time.Duration, stop func() bool) error {
	timeout := time.After(wait)
	tick := time.NewTicker(readyTick)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
			if stop != nil && stop() {
				return solver.ErrStopped
			}
		case m := <-r.in:
			if m.Ready {
				return nil
			}
			if m.Error != "" {
				r.dead = errors.New(m.Error)
				return r.dead
			}
		case err := <-r.fault:
			r.dead = err
			return err
		case <-timeout:
			r.dead = fmt.Errorf("the solver's worker did not start within %v", wait)
			return r.dead
		}
	}
}

// UseTable has the worker search the questions after it with a table of 2^bits entries (as
// solver.NewSize): the analysis of a deal keeps more of its positions than the sampling.
func (r *Remote) UseTable(bits int) {
	r.mu.Lock()
	r.bits = bits
	r.mu.Unlock()
}

// Value asks the worker for the teams' points of d (solver.Solver.Value).
func (r *Remote) Value(d solver.Deal) (teams [2]int, nodes int64, err error) {
	m, err := r.ask(toWorker{Deal: &d})
	return m.Teams, m.Nodes, err
}

// Solve asks the worker for the value of every legal card of d (solver.Solver.Solve).
func (r *Remote) Solve(d solver.Deal) (solver.Result, error) {
	m, err := r.ask(toWorker{Deal: &d, Ask: askSolve})
	switch {
	case err != nil:
		return solver.Result{Nodes: m.Nodes}, err
	case m.Result == nil:
		return solver.Result{}, errors.New("the solver's worker answered without the cards' values")
	}
	return *m.Result, nil
}

// Judge asks the worker to judge the legal cards of d against card, whose value is value
// (solver.Solver.Judge).
func (r *Remote) Judge(d solver.Deal, card tally.Card, value int) (solver.Judgement, error) {
	m, err := r.ask(toWorker{Deal: &d, Ask: askJudge, Card: card, Value: value})
	switch {
	case err != nil:
		return solver.Judgement{Nodes: m.Nodes}, err
	case m.Judgement == nil:
		return solver.Judgement{}, errors.New("the solver's worker answered without its judgement")
	}
	return *m.Judgement, nil
}

// ask sends the question q (its deal and what to answer of it) and waits for the answer: the
// worker's last message about it, an error, or solver.ErrStopped.
func (r *Remote) ask(q toWorker) (toPage, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.dead != nil {
		return toPage{}, r.dead
	}
	r.next++
	id := r.next
	q.ID, q.TableBits = id, r.bits
	msg, err := json.Marshal(q)
	if err != nil {
		return toPage{}, err
	}
	if err := r.post(string(msg)); err != nil {
		r.dead = fmt.Errorf("the solver's worker cannot be asked: %w", err)
		return toPage{}, r.dead
	}
	for {
		var m toPage
		select {
		case m = <-r.in:
		case err := <-r.fault:
			r.dead = err
			return toPage{}, err
		case <-time.After(silence):
			r.dead = fmt.Errorf("the solver's worker said nothing for %v", silence)
			return toPage{}, r.dead
		}
		if m.ID == 0 && m.Error != "" {
			r.dead = errors.New(m.Error) // the worker could not go on
			return toPage{}, r.dead
		}
		if m.ID != id {
			continue // a stray message of an earlier request
		}
		switch {
		case m.Tick:
			if err := r.tick(id); err != nil {
				r.dead = fmt.Errorf("the solver's worker cannot be told: %w", err)
				return toPage{}, r.dead
			}
		case m.Stopped:
			return toPage{Nodes: m.Nodes}, solver.ErrStopped
		case m.Error != "":
			return toPage{Nodes: m.Nodes}, errors.New(m.Error)
		case m.Done:
			return m, nil
		}
	}
}

// tick asks the stop function at a tick of request id: the worker searches on meanwhile, unless
// the stop function holds it (Hold) until it returns; its true stops the search.
func (r *Remote) tick(id int64) error {
	if r.stop == nil {
		return nil
	}
	r.ticking, r.held, r.holdErr = id, false, nil
	stop := r.stop()
	held, err := r.held, r.holdErr
	r.ticking, r.held = 0, false
	switch {
	case err != nil:
		return err
	case stop:
		return r.send(toWorker{ID: id, Stop: true})
	case held:
		return r.send(toWorker{ID: id, GoOn: true})
	}
	return nil
}

// Hold holds the worker's search until the stop function, from which the sampling calls it,
// returns (analysis.Threaded): its solver is to wait for its turn.
func (r *Remote) Hold() {
	if r.ticking == 0 || r.held {
		return
	}
	r.held = true
	r.holdErr = r.send(toWorker{ID: r.ticking, Hold: true})
}

func (r *Remote) send(m toWorker) error {
	b, _ := json.Marshal(m) // a toWorker without a deal always marshals
	return r.post(string(b))
}

// Close ends the worker.
func (r *Remote) Close() {
	if r.close != nil {
		r.close()
	}
}
