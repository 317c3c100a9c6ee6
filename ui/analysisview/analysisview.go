// Package analysisview is the analysis of a deal entered card by card: what each side could have
// made with perfect play from the first card, what each card left, and which cards cost their
// side points and how many. The arithmetic is the analysis package's; this screen runs it off the
// UI goroutine, fills in each card as its position is solved (the last cards first: they are
// fast) and stops the search when it is closed.
package analysisview

import (
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/analysis"
	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/numbers"
	"github.com/jasstafel/jasstafel/ui/referee"
)

// Host is what the analysis needs of the app: the window and the card skin.
type Host interface {
	Window() fyne.Window
	Skin() string
}

// Screen shows a deal's analysis as far as it is solved.
type Screen struct {
	host    Host
	deal    analysis.Deal
	a       *analysis.Analysis
	err     error
	players []string
	sides   [2]string
	onBack  func()

	title    *widget.Label
	back     *widget.Button
	best     *widget.Label // each side's points with perfect play from the first card
	played   *widget.Label // each side's points as the cards were played
	costly   *widget.Label // the cards that cost points
	progress *widget.Label
	cards    []*widget.Label // one line per card judged
	root     fyne.CanvasObject

	// steps are the cards as shown, solved or not; the search fills its own analysis.
	steps []analysis.Step

	// The search runs on its own goroutine from Show until it ends or Close stops it; the
	// steps it reports are shown on the UI goroutine.
	stop    atomic.Bool
	done    chan struct{}
	started time.Time
	solved  int
	failed  error

	// now and ticks are the clock of the line that counts the seconds of a long search (the first
	// cards of a trump deal take seconds, in a browser tens of them); a test sets its own before
	// Show. Without ticks, Show ticks every second.
	now   func() time.Time
	ticks <-chan time.Time
}

// countFrom is how long a search runs before its line counts the seconds.
const countFrom = 2 * time.Second

// Opener is what shows the analysis of deal d, played by players, in the window of a game
// screen's host h, and returns with back; nil where the deal has none (ok false: it was not
// played card by card, or not in a contract the solver plays), so that its button is greyed.
func Opener(h interface {
	Host
	Show(kit.Screen)
}, d analysis.Deal, ok bool, players []string, back func()) func() {
	if !ok {
		return nil
	}
	return func() { h.Show(New(h, d, players, back)) }
}

// New makes the analysis of deal d played by players (seats 0 to 3; seats 0 and 2 against 1 and
// 3); back leaves it. Nothing is searched before the screen is shown.
func New(h Host, d analysis.Deal, players []string, back func()) *Screen {
	s := &Screen{host: h, deal: d, players: players, sides: kit.TeamNames(players), onBack: back, now: time.Now}
	s.a, s.err = analysis.New(d)
	s.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.title.Truncation = fyne.TextTruncateEllipsis
	s.title.SetText(kit.Sprintf(lang.X("analysis.title", "Analysis · %s"), kit.ContractText(d.Contract.String(), h.Skin())))
	s.back = widget.NewButtonWithIcon(lang.X("nav.back", "Back"), theme.NavigateBackIcon(), s.leave)
	wrapped := func() *widget.Label {
		l := widget.NewLabel("")
		l.Wrapping = fyne.TextWrapWord
		return l
	}
	s.best, s.played, s.costly, s.progress = wrapped(), wrapped(), wrapped(), wrapped()
	s.best.TextStyle.Bold = true
	list := container.NewVBox(s.best, s.played, s.costly, s.progress, widget.NewSeparator())
	if s.a != nil {
		s.steps = append(s.steps, s.a.Steps...)
		for range s.steps {
			l := wrapped() // a card's line is wider than a phone
			s.cards = append(s.cards, l)
			list.Add(l)
		}
	}
	s.root = container.NewBorder(container.NewBorder(nil, nil, nil, s.back, s.title), nil, nil, nil, container.NewVScroll(list))
	s.refresh()
	return s
}

func (s *Screen) Content() fyne.CanvasObject { return s.root }

// Show starts the search and lets Escape go back.
func (s *Screen) Show(k *kit.Keys) {
	k.OnEscape(s.leave)
	if s.a == nil || s.done != nil {
		return
	}
	s.started = s.now()
	s.done = make(chan struct{})
	go s.run()
	ticks, stopTicks := s.ticks, func() {}
	if ticks == nil {
		t := time.NewTicker(time.Second)
		ticks, stopTicks = t.C, t.Stop
	}
	go s.count(ticks, stopTicks)
}

// count shows the seconds of the search on its line at every tick, until the search ends.
func (s *Screen) count(ticks <-chan time.Time, stopTicks func()) {
	defer stopTicks()
	for {
		select {
		case <-s.done:
			return
		case <-ticks:
			kit.Do(func() {
				if !s.stop.Load() {
					kit.SetText(s.progress, s.progressText())
				}
			})
		}
	}
}

// run solves the deal's positions, the last first, and hands each answer to the UI goroutine.
func (s *Screen) run() {
	defer close(s.done)
	// Each screen has a solver of its own (newSolver): its table is 16 MiB, freed with the screen.
	sv, end := newSolver(s.stop.Load)
	defer end()
	if sv == nil {
		return // left while the solver started
	}
	err := s.a.Run(sv, s.stop.Load, func(i int, st analysis.Step) {
		kit.Do(func() { s.show(i, st) })
	})
	if err != nil && !errors.Is(err, solver.ErrStopped) {
		kit.Do(func() {
			if !s.stop.Load() {
				s.failed = err
				s.refresh()
			}
		})
	}
}

// show takes one solved card on the UI goroutine.
func (s *Screen) show(i int, st analysis.Step) {
	if s.stop.Load() {
		return // closed: the screen is no longer shown
	}
	s.steps[i] = st
	s.solved++
	s.refresh()
}

// Close stops the search and waits until it has let go of the solver, so that nothing of the
// screen goes on working once another is shown.
func (s *Screen) Close() {
	s.stop.Store(true)
	if s.done != nil {
		<-s.done
	}
}

// Searching reports whether the search still runs.
func (s *Screen) Searching() bool {
	if s.done == nil {
		return false
	}
	select {
	case <-s.done:
		return false
	default:
		return true
	}
}

// Wait returns when the search has ended: every card solved, stopped or failed.
func (s *Screen) Wait() {
	if s.done != nil {
		<-s.done
	}
}

func (s *Screen) leave() { s.onBack() }

// name is a seat's player.
func (s *Screen) name(seat int) string {
	if seat >= 0 && seat < len(s.players) {
		return s.players[seat]
	}
	return "?"
}

// score is both sides' points, each with its name.
func (s *Screen) score(p [2]int) string {
	return fmt.Sprintf("%s %d · %s %d", s.sides[0], p[0], s.sides[1], p[1])
}

// cardText names the card of a step and its player.
func (s *Screen) cardText(st analysis.Step) string {
	return s.name(st.Seat) + " " + kit.CardText(st.Card, s.host.Skin())
}

// cardInTrick is who played which card, after the trick's mode where the deal's tricks change
// their mode (a Slalom, Guschti, Mary, Trio), since a card is judged by its trick's mode.
func (s *Screen) cardInTrick(st analysis.Step) string {
	if !s.deal.Contract.Mixed() {
		return s.cardText(st)
	}
	return kit.ContractText(s.deal.TrickMode(st.Trick).String(), s.host.Skin()) + " · " + s.cardText(st)
}

// progressText is the search's line: how many cards are solved and, once it has run a while,
// for how many seconds; then how long it took, or why it failed.
func (s *Screen) progressText() string {
	n := len(s.steps)
	var took time.Duration // nothing searched before Show
	if !s.started.IsZero() {
		took = s.now().Sub(s.started)
	}
	switch {
	case s.failed != nil:
		return kit.Sprintf(lang.X("analysis.failed", "The analysis failed: %v"), s.failed)
	case s.solved < n && took >= countFrom:
		return kit.Sprintf(lang.X("analysis.progressTime", "Solving… %d of %d cards · %d s"), s.solved, n, int(took.Seconds()))
	case s.solved < n:
		return kit.Sprintf(lang.X("analysis.progress", "Solving… %d of %d cards"), s.solved, n)
	}
	return kit.Sprintf(lang.XN("analysis.done", "Solved: %d cards in %s\u00a0s", n), n, numbers.Decimal(took.Seconds(), 1, kit.NumberLocale()))
}

// refresh shows the analysis as far as it is solved.
func (s *Screen) refresh() {
	if s.a == nil {
		kit.SetText(s.best, lang.X("analysis.notSolvable", "The analysis plays deals of four players in a trump suit, Obenabe, Undenufe, Slalom, Guschti, Mary or Trio (with a mixed contract's cards counted as in its first mode)."))
		return
	}
	steps := s.steps
	waiting := lang.X("analysis.waiting", "…")
	if len(steps) > 0 && steps[0].Solved {
		kit.SetText(s.best, kit.Sprintf(lang.X("analysis.best", "Best play from the first card: %s"), s.score(steps[0].Best)))
	} else {
		kit.SetText(s.best, kit.Sprintf(lang.X("analysis.best", "Best play from the first card: %s"), waiting))
	}
	if n := len(steps); n > 0 && steps[n-1].Solved && s.a.Illegal == nil {
		kit.SetText(s.played, kit.Sprintf(lang.X("analysis.played", "As played: %s"), s.score(steps[n-1].After)))
	} else if s.a.Illegal != nil {
		v := *s.a.Illegal
		kit.SetText(s.played, kit.Sprintf(lang.X("analysis.illegal", "Cards from here on are not judged: %s"),
			kit.Sprintf(lang.X("cards.breach", "Trick %d, %s played %s: %s"), v.Trick+1, s.name(v.Seat), kit.CardText(v.Card, s.host.Skin()), referee.RuleText(v))))
	} else {
		kit.SetText(s.played, "")
	}
	var cost []string
	for _, st := range analysis.Costly(steps) {
		var best []string
		for _, k := range st.BestCards {
			best = append(best, kit.CardText(k, s.host.Skin()))
		}
		cost = append(cost, kit.Sprintf(lang.X("analysis.better", "%s (best: %s)"),
			kit.Sprintf(lang.X("analysis.cost", "Trick %d, %s: –%d"), st.Trick+1, s.cardText(st), st.Loss), strings.Join(best, " ")))
	}
	switch {
	case s.solved < len(steps) && s.failed == nil:
		// Written once every card is solved: in the browser each new text of this long line took
		// the page hundreds of milliseconds to draw, card after card (docs/BENCHMARKS.md), and
		// each card's own line shows its cost meanwhile.
		kit.SetText(s.costly, kit.Sprintf(lang.X("analysis.costly", "Cards that cost points: %s"), waiting))
	case len(cost) > 0:
		// A line a card: on a phone a paragraph of a dozen cards and their best cards is hard
		// to read at the table.
		kit.SetText(s.costly, kit.Sprintf(lang.X("analysis.costly", "Cards that cost points: %s"), "\n"+strings.Join(cost, "\n")))
	case s.solved == len(steps):
		kit.SetText(s.costly, lang.X("analysis.noCost", "No card cost points: every card kept the best result."))
	default:
		kit.SetText(s.costly, "")
	}
	kit.SetText(s.progress, s.progressText())
	for i, st := range steps {
		result := waiting
		if st.Solved {
			result = s.score(st.After)
			if st.Loss > 0 {
				result += fmt.Sprintf(" · –%d", st.Loss)
			}
		}
		importance := widget.MediumImportance
		if st.Loss > 0 {
			importance = widget.DangerImportance
		}
		kit.SetLabel(s.cards[i], kit.Sprintf(lang.X("analysis.card", "Trick %d · %s → %s"), st.Trick+1, s.cardInTrick(st), result), importance)
	}
}
