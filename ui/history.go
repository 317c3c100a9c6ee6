package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// dealLine describes one written deal for the history list.
func (s *schieberScreen) dealLine(i int) string {
	players := s.view.File.Players
	d := s.view.Game.Schieber[i]
	sc := s.state.Scores[i]
	names := kit.TeamNames(players)
	chooser := players[d.Vorhand]
	if d.Pushed {
		chooser = fmt.Sprintf(lang.X("history.pushed", "%s, pushed to %s"), players[d.Vorhand], players[entry.Partner(d.Vorhand)])
	}
	parts := []string{
		fmt.Sprintf("%d. %s ×%d", i+1, kit.ContractText(d.Contract.String(), s.host.Skin()), sc.Multiplier),
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

// showHistory lists every deal; any deal can be opened, corrected and written again, or removed.
func (s *schieberScreen) showHistory() {
	s.showDeals(len(s.view.Game.Schieber), s.dealLine, func(int) bool { return true }, s.editDeal, func(i int, closeList func()) {
		kit.Confirm(s.host.Window(), lang.X("history.removeTitle", "Remove this deal?"), s.dealLine(i), func() {
			closeList()
			s.afterAction(s.store.RemoveRound(s.view.ID, i))
		})
	})
}

// showDeals lists n deals, each in the words of line, with a button that opens the deal for
// correction (edit) where editable says so, and, when remove is set, one that removes it: remove
// asks first and closes the list with closeList.
func (g *gameScreen) showDeals(n int, line func(int) string, editable func(int) bool, edit func(int), remove func(i int, closeList func())) {
	var d dialog.Dialog
	list := widget.NewList(
		func() int { return n },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Wrapping = fyne.TextWrapWord
			buttons := container.NewHBox(widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), nil))
			if remove != nil {
				buttons.Add(widget.NewButtonWithIcon("", theme.DeleteIcon(), nil))
			}
			return container.NewBorder(nil, nil, nil, buttons, l)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			row.Objects[0].(*widget.Label).SetText(line(i))
			btns := row.Objects[1].(*fyne.Container).Objects
			kit.Enable(btns[0].(*widget.Button), editable(i))
			btns[0].(*widget.Button).OnTapped = func() {
				d.Hide()
				edit(i)
			}
			if remove != nil {
				btns[1].(*widget.Button).OnTapped = func() { remove(i, d.Hide) }
			}
		})
	d = dialog.NewCustom(lang.X("game.history", "Deals"), lang.X("dialog.close", "Close"), container.NewStack(list), g.host.Window())
	d.Resize(fyne.NewSize(g.host.Window().Canvas().Size().Width*0.9, g.host.Window().Canvas().Size().Height*0.85))
	d.Show()
}

// editDeal opens a written deal for correction; the new deal waits aside. A deal entered card by
// card is corrected as points, from what the engine counted. A finished game is reopened.
func (s *schieberScreen) editDeal(i int) {
	if !s.openFinished() {
		return
	}
	round := s.view.File.Rounds[i]
	if round.Tricks != nil {
		round = entry.PointsRound(round, s.state.Scores[i], s.rules)
	}
	s.panel.Correct(round, i)
	s.changed()
}
