package ui

import (
	"encoding/json"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/cards"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/game"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/newgame"
	"github.com/jasstafel/jasstafel/ui/statistics"
)

// Window is the window the screens show their dialogs in and save files from.
func (u *UI) Window() fyne.Window { return u.win }

// ShowNewGame shows the new-game form. The players have left any game they were playing.
func (u *UI) ShowNewGame() {
	u.forgetOpenGame()
	u.home = nil
	u.Show(newgame.NewScreen(u, u.store, newGameModes()))
}

// PlayAgain starts a new game with the players in the seats and the rules of the game of v,
// and opens it; only the board is the one the settings choose for new games. Who begins is asked
// first, as the new-game form asks it (the holder of the 7 of clubs, who chooses or deals
// first): a new game's first turn is not the last one's next. Cancel starts nothing.
func (u *UI) PlayAgain(v *persistence.GameView) {
	m, ok := lookupMode(v.Game.Mode)
	if !ok || m.firstTurn == nil {
		u.startAgain(v, nil)
		return
	}
	first := m.firstTurn
	var d dialog.Dialog
	// The dialog is titled by the button that opened it; the question above the names is the
	// new-game form's label for who begins, a fragment that needs the names beneath it.
	seats := []fyne.CanvasObject{widget.NewLabel(first.Question())}
	for seat, name := range v.File.Players {
		seats = append(seats, widget.NewButton(name, func() {
			d.Hide()
			u.startAgain(v, func(id persistence.GameID) error { return first.Start(u.store, id, seat) })
		}))
	}
	d = dialog.NewCustom(lang.X("game.again", "Play again"), lang.X("Cancel", "Cancel"), container.NewVBox(seats...), u.win)
	d.Show()
}

// startAgain creates the game played again and opens it, once begin (nil: none) has written
// who begins. A game whose beginner could not be written opens with the first seat's, and says
// why.
func (u *UI) startAgain(v *persistence.GameView, begin func(id persistence.GameID) error) {
	id, err := u.store.Create(persistence.NewGame{
		Mode: v.Game.Mode, Players: slices.Clone(v.File.Players), Rules: rulesAgain(v.File.Rules, u.BoardView()),
	})
	if err != nil {
		u.ShowError(err)
		return
	}
	var failed error
	if begin != nil {
		failed = begin(id)
	}
	if err := u.OpenGame(id); err != nil {
		u.ShowHome()
		u.ShowError(err)
		return
	}
	if failed != nil {
		u.ShowError(failed)
	}
}

// rulesAgain are a game's resolved rules for a new game at the same table, with board as the
// board to draw (rules that are not an object are given back as they are: the store refuses them
// with its own message).
func rulesAgain(rules json.RawMessage, board string) json.RawMessage {
	var m map[string]any
	if err := json.Unmarshal(rules, &m); err != nil || m == nil {
		return rules
	}
	m["boardView"] = board
	out, err := json.Marshal(m)
	if err != nil {
		return rules
	}
	return out
}

// ShowStats opens the statistics; Back returns home.
func (u *UI) ShowStats() {
	u.home = nil
	u.Show(statistics.NewScreen(u, u.store, statModes(), u.ShowHome))
}

// statsButton is home's way to the statistics.
func statsButton(u *UI) *widget.Button {
	return widget.NewButtonWithIcon(lang.X("stats.open", "Statistics"), theme.GridIcon(), u.ShowStats)
}

// ShowPlayers shows the roster with rename, merge and undo.
func (u *UI) ShowPlayers() {
	u.home = nil
	u.Show(statistics.NewPlayers(u, u.store, u.ShowHome))
}

// chartButton opens the chart of game id: one of a game screen's header buttons, an icon like
// the referee's and the rulebook's beside it, so that the header keeps its words on a portrait
// tablet. board is the game's board, grid or sheet, which the chart screen can save as a
// picture too.
func chartButton(u *UI, id persistence.GameID, board kit.Pictured) *widget.Button {
	return widget.NewButtonWithIcon("", statistics.ChartIcon, func() {
		u.showChart(id, board, func() {
			if err := u.OpenGame(id); err != nil {
				u.ShowHome()
			}
		})
	})
}

// showChart opens the chart of game id; board is the game's board for a picture (nil: none);
// back is called to leave it.
func (u *UI) showChart(id persistence.GameID, board kit.Pictured, back func()) {
	u.home = nil
	u.Show(statistics.NewChart(u, u.store, id, board, back))
}

// GameButtons are the buttons of a game's header that lead elsewhere: the chart of the game
// (with its board for print) and the referee and rulebook, which judge by the game's rules and
// start on the contract being typed.
func (u *UI) GameButtons(v *persistence.GameView, board kit.Pictured, rules *tally.Rules, contract func() string) []fyne.CanvasObject {
	return []fyne.CanvasObject{chartButton(u, v.ID, board), gameHelpButtons(u, v, rules, contract)}
}

// OpenCards shows the card entry of c for a game screen, which h lends it.
func (u *UI) OpenCards(c *entry.Cards, h game.CardHost) { u.Show(cards.New(u, c, h)) }
