package schieber

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// dealLine describes one written deal for the history list.
func (s *Screen) dealLine(i int) string {
	players := s.View.File.Players
	d := s.View.Game.Schieber[i]
	sc := s.state.Scores[i]
	names := kit.TeamNames(players)
	chooser := kit.Isolated(players[d.Vorhand])
	if d.Pushed {
		chooser = kit.Sprintf(lang.X("history.pushed", "%s, pushed to %s"), players[d.Vorhand], players[entry.Partner(d.Vorhand)])
	}
	parts := []string{
		fmt.Sprintf("%d. %s ×%d", i+1, kit.ContractText(d.Contract.String(), s.Host.Skin()), sc.Multiplier),
		chooser,
		fmt.Sprintf("%d : %d", sc.CardPoints[0], sc.CardPoints[1]),
	}
	if sc.Match >= 0 && sc.Kontermatsch {
		parts = append(parts, lang.X("game.kontermatsch", "Kontermatsch"))
	} else if sc.Match >= 0 {
		parts = append(parts, lang.X("game.match", "Match"))
	}
	if sc.WeisTeam >= 0 {
		parts = append(parts, fmt.Sprintf("%s %s %d", lang.X("history.weis", "Weis"), kit.TeamLabel(sc.WeisTeam), sc.Weis[sc.WeisTeam]))
	}
	for t := range 2 {
		if sc.Stoeck[t] > 0 {
			parts = append(parts, fmt.Sprintf("%s %s", lang.X("game.stoeck", "Stöck"), kit.TeamLabel(t)))
		}
	}
	return strings.Join(parts, " · ") + fmt.Sprintf(" → %s %d · %s %d", names[0], sc.Score[0], names[1], sc.Score[1])
}

// showHistory lists every deal; any deal can be opened, corrected and written again, or removed,
// and a deal entered card by card analysed. Above the deals, the Best contract for Vorhand's
// hand: on a phone the header has no room for the Analysis button, and this list is where the
// solver's answers are found there.
func (s *Screen) showHistory() {
	s.ShowDeals(len(s.View.Game.Schieber), s.dealLine, func(int) bool { return true }, s.editDeal, func(i int, closeList func()) {
		kit.Confirm(s.Host.Window(), lang.X("history.removeTitle", "Remove this deal?"), s.dealLine(i), func() {
			closeList()
			s.AfterAction(s.Store.RemoveRound(s.View.ID, i))
		})
	}, s.dealAnalysis, s.bestContract())
}

// editDeal opens a written deal for correction; the new deal waits aside. A deal entered card by
// card is corrected as points, from what the engine counted. A finished game is reopened.
func (s *Screen) editDeal(i int) {
	if !s.OpenFinished() {
		return
	}
	round := s.View.File.Rounds[i]
	if round.Tricks != nil {
		round = entry.PointsRound(round, s.state.Scores[i], s.Rules)
	}
	s.panel.Correct(entry.FromRound(round), i)
	s.Changed()
}
