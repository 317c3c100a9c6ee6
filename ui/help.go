package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/referee"
)

// refereeButton is the header button that opens the referee; back returns to the screen.
func refereeButton(u *UI, from referee.From, back func()) *widget.Button {
	return widget.NewButtonWithIcon(lang.X("referee.open", "Referee"), theme.QuestionIcon(), func() { u.showReferee(from, back) })
}

// gameHelpButtons are a game header's two icons: the referee, judging by the game's rules and
// starting on the contract being typed (or, before one is picked, on the last deal's), and the
// rulebook. Both return to the game.
func gameHelpButtons(u *UI, v *persistence.GameView, rules *tally.Rules, contract func() string) fyne.CanvasObject {
	id, game := v.ID, v.Game.Mode
	back := func() {
		if err := u.OpenGame(id); err != nil {
			u.ShowHome()
		}
	}
	referee := widget.NewButtonWithIcon("", theme.QuestionIcon(), func() {
		k := contract()
		if k == "" {
			k = lastContract(u.store, id)
		}
		u.showReferee(referee.From{Game: game, Rules: rules, Contract: k, Players: len(v.Game.Players)}, back)
	})
	return container.NewHBox(referee, widget.NewButtonWithIcon("", theme.FileTextIcon(), func() { u.showRulebook("", back) }))
}

// lastContract is the contract of the game's last deal as its mode names it (the trump in
// Differenzler), "" when it has none, cannot be read, or its mode has no screen.
func lastContract(store Service, id persistence.GameID) string {
	v, err := store.Load(id)
	if err != nil {
		return ""
	}
	if m, ok := lookupMode(v.Game.Mode); ok && m.lastContract != nil {
		return m.lastContract(v.Game)
	}
	return ""
}

// showReferee opens the referee; back is called to leave it.
func (u *UI) showReferee(from referee.From, back func()) {
	u.home = nil
	u.Show(referee.NewScreen(u, from, back))
}

// showRulebook opens the rulebook at anchor ("§4.4", "TV-8"; "" for the start).
func (u *UI) showRulebook(anchor string, back func()) {
	u.home = nil
	u.Show(referee.NewRulebook(anchor, back))
}
