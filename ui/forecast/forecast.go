// Package forecast is the forecast of a hand before it is played: the player taps the nine cards
// of a hand, and the screen deals the other cards at random, solves each deal and shows the card
// points to expect with their spread — for the Differenzler player about to predict, in the trump
// shown, alone against the other three; for the Schieber's chooser, in every contract, with the
// partner, each contract on as many deals as an equal share of the time allows. The sampling is
// the analysis package's (analysis/sample.go); this screen runs it off the UI goroutine, on as
// many solvers as the device has cores (up to four) or the question has contracts — in the
// browser each in a Web Worker of its own (solvers_js.go) — shows the
// answer so far from the first deal solved and within 2 s, and goes on solving while it is open,
// refining the answer, until it has enough deals or a minute has passed; it stops when the hand
// changes or the screen closes.
package forecast

import (
	"cmp"
	"errors"
	"math"
	"math/rand"
	"slices"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/analysis"
	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/cards"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/numbers"
)

// Budget is the time to the first answer: within 2 s of the ninth card on the project's two-core
// machine the screen shows the forecast over the deals solved by then, or that none is solved yet
// (docs/BENCHMARKS.md has how many deals fit).
const Budget = 1800 * time.Millisecond

// Refine is how long the screen goes on solving deals after the first answer, refining it, and
// MostDeals how many it solves at most: a hundred and more deals give the mean within a few
// points, and a trump deal can take the solver seconds.
const (
	Refine    = time.Minute
	MostDeals = 200
)

// update is how often the answer so far is shown while the deals are solved.
const update = 500 * time.Millisecond

// clock is how often the time in the answer so far goes on while no deal is solved: a trump deal
// can take the solver a minute, and a time that stood still that long would look like a screen
// that hangs.
const clock = time.Second

// Icon marks the ways to a forecast: the Schieber's Best contract, the Differenzler's Forecast.
func Icon() fyne.Resource { return theme.InfoIcon() }

// Host is what the forecast needs of the app: the window and the card skin.
type Host interface {
	Window() fyne.Window
	Skin() string
}

// Question is what the players ask: for Differenzler a seat alone in one trump, for Schieber the
// chooser with the partner in the contracts the table plays.
type Question struct {
	Players   []string // the four players, by seat
	Seat      int      // whose hand is forecast; with Choose the players may pick another
	Choose    bool
	Leader    int // the seat that leads the first trick
	Contracts []tally.Contract
	// Label, when set, names each line's contract, also a single one (a choice down to one),
	// in the asker's words (the Coiffeur adds the multipliers of the rows that take it);
	// without it the lines are named by the contract alone where there are several.
	Label func(tally.Contract) string
	// Worth, when set, says what a contract's points on the deals solved are worth where the
	// asker writes them (the Coiffeur's cells: the points by its rows' multipliers, a Match with
	// its bonus): the lines go in the order of their worth, not of their points, and each says
	// its worth after its points.
	Worth func(e analysis.Estimate) (worth float64, text string)
	Alone bool
	Rules tally.Rules
}

// worth is a line's worth and what it says of it (Question.Worth).
type worth struct {
	value float64
	text  string
}

// ordered is the estimates best first, each with its worth: by their points (analysis.Best),
// or by their worth where the question says what points are worth (each worked out once); a
// contract without a deal solved comes last.
func (s *Screen) ordered(es []analysis.Estimate) ([]analysis.Estimate, map[tally.Contract]worth) {
	out := analysis.Best(es)
	if s.q.Worth == nil {
		return out, nil
	}
	worths := make(map[tally.Contract]worth, len(out))
	for _, e := range out {
		w := worth{value: math.Inf(-1)}
		if len(e.Points) > 0 {
			w.value, w.text = s.q.Worth(e)
		}
		worths[e.Contract] = w
	}
	slices.SortStableFunc(out, func(a, b analysis.Estimate) int {
		return cmp.Compare(worths[b.Contract].value, worths[a.Contract].value)
	})
	return out, worths
}

// Screen picks a hand and shows its forecast.
type Screen struct {
	host   Host
	q      Question
	title  string
	onBack func()
	hand   tally.CardSet

	titleLabel *widget.Label
	back       *widget.Button
	seats      []*kit.SlotButton
	picker     *cards.Picker
	status     *kit.SlotButton
	answers    *fyne.Container // one line per contract
	root       fyne.CanvasObject

	solvers []analysis.Searcher // made by the first forecast (newSolvers), ended by Close
	// run is the forecast under way, if any: its stop and the channel closed when it ends.
	run *run
	// seed makes each forecast's random deals: the time. budget is the time to the first answer
	// (Budget), refine the time the forecast may take in all (Refine), samples its most deals
	// (MostDeals; 0: as many as fit).
	seed    func() int64
	budget  time.Duration
	refine  time.Duration
	samples int
}

// run is one forecast on its goroutine.
type run struct {
	stop atomic.Bool
	done chan struct{}

	latest atomic.Pointer[analysis.Expected] // the answer so far
	news   chan struct{}                     // a deal was solved since solve last looked
}

// New opens the forecast of question q under title; back leaves it.
func New(h Host, title string, q Question, back func()) *Screen {
	s := &Screen{host: h, q: q, title: title, onBack: back,
		seed: func() int64 { return time.Now().UnixNano() }, budget: Budget, refine: Refine, samples: MostDeals}
	s.titleLabel = widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.titleLabel.Truncation = fyne.TextTruncateEllipsis
	s.back = widget.NewButtonWithIcon(lang.X("nav.back", "Back"), theme.NavigateBackIcon(), func() { s.onBack() })
	rows := []fyne.CanvasObject{}
	if q.Choose {
		var seats []fyne.CanvasObject
		for seat, name := range q.Players {
			b := kit.NewSlotButton(name, theme.AccountIcon(), func() { s.onSeat(seat) })
			s.seats = append(s.seats, b)
			seats = append(seats, b)
		}
		rows = append(rows, kit.NewSlots(seats...))
	}
	s.picker = cards.NewPicker(s.onCard)
	rows = append(rows, s.picker.Rows()...)
	s.status = kit.NewSlotButton("", nil, nil)
	s.status.Importance = widget.LowImportance
	s.answers = container.NewVBox()
	top := container.NewBorder(nil, nil, nil, s.back, s.titleLabel)
	body := &fyne.Container{Layout: pickerAndAnswers{}, Objects: []fyne.CanvasObject{
		kit.NewRows(rows...), kit.NewTallOnPhone(s.status), container.NewVScroll(s.answers)}}
	s.root = container.NewBorder(top, nil, nil, nil, body)
	s.refresh()
	return s
}

func (s *Screen) Content() fyne.CanvasObject { return s.root }

// answersBesideWidth is the least width the answers keep beside the cards in a low window.
const answersBesideWidth = 300

// pickerAndAnswers lays out the rows to tap (the seats and the cards), the status and the
// answers. The rows and the status go on top, each line a finger high, the answers below them in
// the height left. In a low window (a phone held sideways), where that left the answers a line
// or two, the rows go on the left, as narrow as holds each on one line, and the status above the
// answers on the right.
type pickerAndAnswers struct{}

func (pickerAndAnswers) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	rows, status, answers := objs[0].(*fyne.Container), objs[1], objs[2]
	gap := theme.Padding()
	if w, ok := besideWidth(rows, size); ok {
		rows.Move(fyne.NewPos(0, 0))
		rows.Resize(fyne.NewSize(w, min(size.Height, kit.PanelRowsNeed(len(rows.Objects)))))
		x, rw := w+gap, size.Width-w-gap
		sh := min(size.Height, kit.PanelRowsNeed(kit.RowLines(status, rw)))
		status.Move(fyne.NewPos(x, 0))
		status.Resize(fyne.NewSize(rw, sh))
		answers.Move(fyne.NewPos(x, sh+gap))
		answers.Resize(fyne.NewSize(rw, max(0, size.Height-sh-gap)))
		return
	}
	lines := 0
	for _, r := range rows.Objects {
		lines += kit.RowLines(r, size.Width)
	}
	rh := min(size.Height, kit.PanelRowsNeed(lines))
	rows.Move(fyne.NewPos(0, 0))
	rows.Resize(fyne.NewSize(size.Width, rh))
	sh := min(max(0, size.Height-rh-kit.PanelRowGap), kit.PanelRowsNeed(kit.RowLines(status, size.Width)))
	status.Move(fyne.NewPos(0, rh+kit.PanelRowGap))
	status.Resize(fyne.NewSize(size.Width, sh))
	y := rh + kit.PanelRowGap + sh + gap
	answers.Move(fyne.NewPos(0, y))
	answers.Resize(fyne.NewSize(size.Width, max(0, size.Height-y)))
}

// besideWidth is the width of the rows beside the answers in a window of size, and whether they
// go beside them: in a low window (kit.Low), the narrowest from half the width on that holds every
// row on one line and leaves the answers answersBesideWidth.
func besideWidth(rows *fyne.Container, size fyne.Size) (float32, bool) {
	if !kit.Low(size.Height) {
		return 0, false
	}
	const step = 8
	for w := size.Width / 2; w <= size.Width-answersBesideWidth-theme.Padding(); w += step {
		one := true
		for _, r := range rows.Objects {
			one = one && kit.RowLines(r, w) == 1
		}
		if one {
			return w, true
		}
	}
	return 0, false
}

func (pickerAndAnswers) MinSize(objs []fyne.CanvasObject) fyne.Size {
	rows, status, answers := objs[0].MinSize(), objs[1].MinSize(), objs[2].MinSize()
	return fyne.NewSize(max(rows.Width, status.Width, answers.Width), rows.Height+kit.PanelRowGap+status.Height+theme.Padding()+answers.Height)
}

// Show lets Escape go back.
func (s *Screen) Show(k *kit.Keys) {
	k.OnEscape(s.onBack)
}

// Close stops the forecast under way, waits until it lets go of the solvers, and ends them.
func (s *Screen) Close() {
	s.cancel()
	s.endSolvers()
}

// endSolvers ends the solvers that run apart from the app (solver/worker) and forgets them all.
func (s *Screen) endSolvers() {
	for _, x := range s.solvers {
		if c, ok := x.(interface{ Close() }); ok {
			c.Close()
		}
	}
	s.solvers = nil
}

// Wait returns when the forecast under way, if any, has ended.
func (s *Screen) Wait() {
	if s.run != nil {
		<-s.run.done
	}
}

// cancel stops the forecast under way and waits for it.
func (s *Screen) cancel() {
	if s.run != nil {
		s.run.stop.Store(true)
		<-s.run.done
		s.run = nil
	}
}

func (s *Screen) onSeat(seat int) {
	if seat == s.q.Seat {
		return
	}
	s.q.Seat = seat
	s.changed()
}

// onCard takes a card into the hand or out of it; a tenth card is not taken.
func (s *Screen) onCard(k tally.Card) {
	switch {
	case s.hand.Has(k):
		s.hand = s.hand.Remove(k)
	case s.hand.Len() < 9:
		s.hand = s.hand.Add(k)
	default:
		return
	}
	s.changed()
}

// changed drops the forecast of the hand as it was and, with nine cards, starts the new one.
func (s *Screen) changed() {
	s.cancel()
	s.answers.RemoveAll()
	s.refresh()
	if s.hand.Len() != 9 {
		return
	}
	seed := s.seed()
	q := analysis.Question{Rules: s.q.Rules, Seat: s.q.Seat, Hand: s.hand, Leader: s.q.Leader,
		Contracts: s.q.Contracts, Alone: s.q.Alone}
	r := &run{done: make(chan struct{}), news: make(chan struct{}, 1)}
	s.run = r
	s.status.SetText(lang.X("forecast.thinking", "Dealing the other cards and solving…"))
	go s.solve(r, seed, q)
}

// solve runs the forecast r: the sampling on its own goroutine, and here the answer so far on
// screen, as soon as the first deal is solved and then at most every update, the word that no
// deal is solved yet once the budget has passed without one, and the final answer; the time
// these say, from the ninth card on, goes on every clock while no new deal comes. Nothing is
// shown once r is stopped.
func (s *Screen) solve(r *run, seed int64, q analysis.Question) {
	defer close(r.done)
	type answer struct {
		res analysis.Expected
		err error
	}
	end := make(chan answer, 1)
	go func() {
		if s.solvers == nil {
			s.solvers = newSolvers(len(q.Contracts), r.stop.Load)
		}
		res, err := analysis.Sample(s.solvers, rand.New(rand.NewSource(seed)), q,
			analysis.Budget{Time: s.refine, Samples: s.samples}, r.stop.Load, r.took)
		if err != nil && !errors.Is(err, solver.ErrStopped) && !errors.Is(err, analysis.ErrNoSample) {
			s.endSolvers() // a failed solver (a worker lost): the next forecast makes new ones
		}
		end <- answer{res, err}
	}()
	show := func(f func()) {
		kit.Do(func() {
			if !r.stop.Load() {
				f()
			}
		})
	}
	start := time.Now()
	budget := time.After(s.budget)
	var shown time.Time        // when the answer so far was last shown
	var later <-chan time.Time // an answer held back until update has passed since the last
	latest := func() {
		res := *r.latest.Load()
		shown = time.Now()
		res.Elapsed = shown.Sub(start)
		show(func() { s.show(res, nil, true) })
	}
	none := func() {
		took := time.Since(start)
		shown = time.Now()
		show(func() {
			s.status.SetText(kit.Sprintf(lang.X("forecast.waiting", "No deal solved yet in %s\u00a0s; still solving…"), numbers.Decimal(took.Seconds(), 1, kit.NumberLocale())))
		})
	}
	tick := time.NewTicker(clock)
	defer tick.Stop()
	for {
		select {
		case a := <-end:
			if !errors.Is(a.err, solver.ErrStopped) {
				show(func() { s.show(a.res, a.err, false) })
			}
			return
		case <-r.news:
			if wait := update - time.Since(shown); wait <= 0 {
				latest()
			} else if later == nil {
				later = time.After(wait)
			}
		case <-later:
			later = nil
			latest()
		case <-budget:
			if shown.IsZero() {
				none()
			}
		case <-tick.C:
			switch {
			case time.Since(shown) < clock || later != nil:
			case r.latest.Load() != nil:
				latest()
			case !shown.IsZero(): // the word that no deal is solved yet
				none()
			}
		}
	}
}

// took keeps the answer so far, reported by the sampling after each deal, and tells solve.
func (r *run) took(res analysis.Expected) {
	r.latest.Store(&res)
	select {
	case r.news <- struct{}{}:
	default: // solve has yet to take the news before: it reads the latest answer then
	}
}

// refresh shows the seat, the hand picked and what is still to pick.
func (s *Screen) refresh() {
	for seat, b := range s.seats {
		kit.Highlight(b, seat == s.q.Seat)
	}
	s.picker.Set(tally.AllCards, 0, s.host.Skin())
	s.picker.Select(s.hand)
	if n := s.hand.Len(); n < 9 {
		s.status.SetText(kit.Sprintf(lang.X("forecast.pick", "Tap the nine cards of %s's hand: %d of 9"), s.name(s.q.Seat), n))
	}
}

func (s *Screen) name(seat int) string {
	if seat >= 0 && seat < len(s.q.Players) {
		return s.q.Players[seat]
	}
	return "?"
}

// firmDeals is the fewest deals whose 10th and 90th percentiles are not simply the lowest and
// the highest: a figure on fewer is rough.
const firmDeals = 10

// show puts the answer on screen: the contracts from the best down, each with its mean and its
// 10th to 90th percentile, and how many deals were solved in what time; more says that the
// screen is still solving deals, to refine it. When the contracts were solved on different
// numbers of deals (each gets an equal share of the solvers' time, analysis.Sample), each line
// says on how many, a line on fewer than firmDeals says that it is rough and is not bold (a
// slow trump on three deals may stand above a contract on fifty: its place is not a verdict),
// and a contract with none yet says so.
func (s *Screen) show(res analysis.Expected, err error, more bool) {
	s.answers.RemoveAll()
	switch {
	case errors.Is(err, analysis.ErrNoSample):
		s.status.SetText(kit.Sprintf(lang.X("forecast.none", "Not a single deal could be solved in %s\u00a0s on this device."), numbers.Decimal(res.Elapsed.Seconds(), 1, kit.NumberLocale())))
		return
	case err != nil:
		s.status.SetText(kit.Sprintf(lang.X("forecast.failed", "No forecast: %v"), err))
		return
	}
	even := true // every contract on the same number of deals
	for _, e := range res.Estimates {
		even = even && len(e.Points) == res.Samples
	}
	// Below ten deals the 10th and 90th percentiles are the lowest and the highest: say so.
	var status string
	switch {
	case !even:
		status = kit.Sprintf(lang.X("forecast.each", "Each contract on the deals its share of %s\u00a0s allowed; 8 in 10 end within the range shown."), numbers.Decimal(res.Elapsed.Seconds(), 1, kit.NumberLocale()))
	case res.Samples >= firmDeals:
		status = kit.Sprintf(lang.XN("forecast.samples", "%d deals solved in %s\u00a0s; 8 in 10 end within the range shown.", res.Samples), res.Samples, numbers.Decimal(res.Elapsed.Seconds(), 1, kit.NumberLocale()))
	default:
		status = kit.Sprintf(lang.XN("forecast.few", "Only %d deals solved in %s\u00a0s: a rough figure, the range from the lowest to the highest.", res.Samples), res.Samples, numbers.Decimal(res.Elapsed.Seconds(), 1, kit.NumberLocale()))
	}
	if more {
		status += " " + lang.X("forecast.more", "Solving more…")
	}
	s.status.SetText(status)
	estimates, worths := s.ordered(res.Estimates)
	for _, e := range estimates {
		n := len(e.Points)
		text := lang.X("forecast.noDeal", "no deal solved yet")
		rough := !even && n < firmDeals
		if n > 0 {
			text = kit.Sprintf(lang.X("forecast.expect", "about %d points (%d–%d)"), int(math.Round(e.Mean)), e.Low, e.High)
			if w, ok := worths[e.Contract]; ok {
				text += " → " + w.text
			}
			switch {
			case rough:
				text += " · " + kit.Sprintf(lang.XN("forecast.rough", "only %d deals: rough, lowest to highest", n), n)
			case !even:
				text += " · " + kit.Sprintf(lang.XN("forecast.deals", "%d deals", n), n)
			}
		}
		if s.q.Alone {
			// The three others play together against the hand: say so, the figure is a floor.
			text = kit.Sprintf(lang.X("forecast.alone", "Against the other three together: %s"), text)
		}
		switch {
		case s.q.Label != nil:
			text = kit.LabelValue(s.q.Label(e.Contract), text)
		case len(s.q.Contracts) > 1:
			text = kit.LabelValue(kit.ContractText(e.Contract.String(), s.host.Skin()), text)
		}
		l := widget.NewLabel(text)
		l.TextStyle.Bold = n > 0 && !rough
		l.Wrapping = fyne.TextWrapWord // a line in German with its deals is wider than a phone
		s.answers.Add(l)
	}
}
