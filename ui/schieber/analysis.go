package schieber

import (
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/analysis"
	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/analysisview"
	"github.com/jasstafel/jasstafel/ui/forecast"
	"github.com/jasstafel/jasstafel/ui/game"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// analysisDeal is deal i as the analysis takes it: Vorhand leads the first trick. false when it
// was not entered card by card, or in a contract the solver does not play.
func (s *Screen) analysisDeal(i int) (analysis.Deal, bool) {
	d := s.View.Game.Schieber[i]
	if len(d.Tricks) != 9 || !solver.Plays(d.Contract, s.Rules) {
		return analysis.Deal{}, false
	}
	return analysis.Deal{Contract: d.Contract, Rules: s.Rules, Leader: d.Vorhand, Tricks: d.Tricks}, true
}

// analyse is what opens the analysis of deal i, or nil when it has none.
func (s *Screen) analyse(i int) func() {
	d, ok := s.analysisDeal(i)
	return analysisview.Opener(s.Host, d, ok, s.View.File.Players, s.Reshow)
}

// dealAnalysis is deal i's magnifier in the list of deals: greyed only for being typed when its
// contract is one the solver plays.
func (s *Screen) dealAnalysis(i int) game.Analysis {
	d := s.View.Game.Schieber[i]
	return game.Analysis{Open: s.analyse(i), Typed: len(d.Tricks) == 0 && solver.Plays(d.Contract, s.Rules)}
}

// lastAnalysable is the last deal written that the analysis takes, or -1.
func (s *Screen) lastAnalysable() int {
	for i := len(s.View.Game.Schieber) - 1; i >= 0; i-- {
		if _, ok := s.analysisDeal(i); ok {
			return i
		}
	}
	return -1
}

// onSolver offers what the solver answers at the table: the analysis of the last deal entered
// card by card, and the best contract for Vorhand's hand. Both sit behind one header button, so
// that a phone's header keeps every icon a finger wide.
func (s *Screen) onSolver() {
	var d dialog.Dialog
	last := widget.NewButtonWithIcon(lang.X("analysis.last", "The last deal played card by card"), game.AnalysisIcon(), func() {
		d.Hide()
		s.onAnalysis()
	})
	kit.Enable(last, s.lastAnalysable() >= 0)
	best := s.bestContract().Button(func() { d.Hide() })
	d = dialog.NewCustom(lang.X("analysis.open", "Analysis"), lang.X("dialog.close", "Close"), container.NewVBox(last, best), s.Host.Window())
	d.Show()
}

// onAnalysis opens the analysis of the last deal entered card by card.
func (s *Screen) onAnalysis() {
	if i := s.lastAnalysable(); i >= 0 {
		s.analyse(i)()
	}
}

// bestContract is the way to the Best contract, in the Analysis dialog and above the list of
// deals.
func (s *Screen) bestContract() game.DealsAction {
	return game.DealsAction{Label: lang.X("forecast.best", "Best contract"), Icon: forecast.Icon(), Open: s.onBestContract}
}

// onBestContract opens the forecast of Vorhand's hand in every contract the table plays that the
// solver plays too: Vorhand chooses and leads, the partner's and the opponents' cards are dealt
// at random.
func (s *Screen) onBestContract() {
	e := s.panel.Entry()
	var contracts []tally.Contract
	for _, k := range s.order {
		if c, err := tally.ParseContract(k); err == nil && solver.Plays(c, s.Rules) {
			contracts = append(contracts, c)
		}
	}
	players := s.View.File.Players
	title := kit.Sprintf(lang.X("forecast.bestTitle", "Best contract · %s"), players[e.Vorhand])
	s.Host.Show(forecast.New(s.Host, title, forecast.Question{Players: players, Seat: e.Vorhand, Leader: e.Vorhand,
		Contracts: contracts, Rules: s.Rules}, s.Reshow))
}
