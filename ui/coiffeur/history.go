package coiffeur

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/analysis"
	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/ui/analysisview"
	"github.com/jasstafel/jasstafel/ui/forecast"
	"github.com/jasstafel/jasstafel/ui/game"
)

// showHistory lists every deal in the order written: a written cell can be opened for
// correction from its line as from the grid, and a deal entered card by card by two teams, in a
// contract the solver plays, analysed. Above the deals, the Best contract for the chooser's
// hand: on a phone the header has no room for its button, and this list is where it is found.
func (s *Screen) showHistory() {
	var actions []game.DealsAction
	if _, open := s.bestContracts(); len(open) > 0 {
		actions = append(actions, game.DealsAction{Label: lang.X("forecast.best", "Best contract"), Icon: forecast.Icon(), Open: s.onBestContract})
	}
	s.ShowDeals(len(s.sheet.Deals), s.dealLine, func(i int) bool { return s.sheet.Deals[i].Filled }, s.startCorrection, nil, s.dealAnalysis, actions...)
}

// dealLine is deal i in words: who wrote which row in which contract, and what the cell got, as
// the preview said it before the deal was written.
func (s *Screen) dealLine(i int) string {
	ds := s.sheet.Deals[i]
	names := s.columnNames()
	who := ""
	if ds.Column >= 0 && ds.Column < len(names) {
		who = names[ds.Column]
	}
	line := fmt.Sprintf("%d. %s · %s ×%d", i+1, who, s.listContract(ds), ds.Multiplier)
	if !ds.Filled {
		return line + " · " + lang.X("coiffeur.notInGrid", "not in the grid")
	}
	how := fmt.Sprintf("%d → %d", ds.Points, ds.Value)
	switch {
	case ds.Kontermatsch:
		how += " · " + lang.X("game.kontermatsch", "Kontermatsch")
	case ds.Match == ds.Column:
		how += " · " + lang.X("game.match", "Match")
	}
	return line + " · " + how
}

// analysed reports whether the analysis takes deal i entered card by card: written, by two
// teams of two (the analysis counts for teams), in a contract the solver plays.
func (s *Screen) analysed(i int) bool {
	return !s.Rules.Solo && s.sheet.Players == 4 && i < len(s.View.Game.Coiffeur) &&
		solver.Plays(s.View.Game.Coiffeur[i].Contract, s.Rules)
}

// analysisDeal is deal i as the analysis takes it: the chooser leads the first trick. false
// when the analysis does not take it (analysed) or it was not entered card by card.
func (s *Screen) analysisDeal(i int) (analysis.Deal, bool) {
	if !s.analysed(i) {
		return analysis.Deal{}, false
	}
	d, chooser := s.View.Game.Coiffeur[i], s.sheet.Deals[i].Chooser
	if len(d.Tricks) != 9 || chooser < 0 {
		return analysis.Deal{}, false
	}
	return analysis.Deal{Contract: d.Contract, Rules: s.Rules, Leader: chooser, Tricks: d.Tricks}, true
}

// dealAnalysis is deal i's magnifier in the list of deals: what opens its analysis, and whether
// it was greyed only for being typed.
func (s *Screen) dealAnalysis(i int) game.Analysis {
	d, ok := s.analysisDeal(i)
	return game.Analysis{
		Open:  analysisview.Opener(s.Host, d, ok, s.View.File.Players, s.Reshow),
		Typed: s.analysed(i) && len(s.View.Game.Coiffeur[i].Tricks) == 0,
	}
}
