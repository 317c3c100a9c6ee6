package schieber

import (
	"github.com/jasstafel/jasstafel/analysis"
	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/ui/analysisview"
)

// analysisDeal is deal i as the analysis takes it: Vorhand leads the first trick. false when it
// was not entered card by card, or in a contract the solver does not play.
func (s *Screen) analysisDeal(i int) (analysis.Deal, bool) {
	d := s.View.Game.Schieber[i]
	if len(d.Tricks) != 9 || !solver.Simple(d.Contract) {
		return analysis.Deal{}, false
	}
	return analysis.Deal{Contract: d.Contract, Rules: s.Rules, Leader: d.Vorhand, Tricks: d.Tricks}, true
}

// analyse is what opens the analysis of deal i, or nil when it has none.
func (s *Screen) analyse(i int) func() {
	d, ok := s.analysisDeal(i)
	if !ok {
		return nil
	}
	return func() {
		s.Host.Show(analysisview.New(s.Host, d, s.View.File.Players, func() {
			s.Host.Show(s)
			s.Refresh()
		}))
	}
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

// onAnalysis opens the analysis of the last deal entered card by card.
func (s *Screen) onAnalysis() {
	if i := s.lastAnalysable(); i >= 0 {
		s.analyse(i)()
	}
}
