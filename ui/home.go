package ui

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
)

// homeScreen lists the saved games, newest first, with resume one tap away.
type homeScreen struct {
	ui       *UI
	content  fyne.CanvasObject
	list     *widget.List
	games    []persistence.Summary
	newGame  *widget.Button
	settings *widget.Button
	undoBar  *fyne.Container
	undoBtn  *widget.Button
	empty    *widget.Label
	deleted  persistence.GameID
}

// homeListLimit is how many games the home screen lists; older ones stay in the store.
const homeListLimit = 200

func newHomeScreen(u *UI) *homeScreen {
	h := &homeScreen{ui: u}
	h.newGame = widget.NewButtonWithIcon(lang.X("home.new", "New game"), theme.ContentAddIcon(), func() { u.ShowNewGame() })
	h.newGame.Importance = widget.HighImportance
	h.settings = widget.NewButtonWithIcon(lang.X("home.settings", "Settings"), theme.SettingsIcon(), func() { u.ShowSettings() })
	h.empty = widget.NewLabel(lang.X("home.empty", "No games yet. Start one with “New game”."))
	h.empty.Alignment = fyne.TextAlignCenter
	h.list = widget.NewList(
		func() int { return len(h.games) },
		func() fyne.CanvasObject {
			title := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			title.Truncation = fyne.TextTruncateEllipsis
			detail := widget.NewLabel("")
			detail.Truncation = fyne.TextTruncateEllipsis
			del := widget.NewButtonWithIcon("", theme.DeleteIcon(), nil)
			return container.NewBorder(nil, nil, nil, del, container.NewVBox(title, detail))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i >= len(h.games) {
				return
			}
			g := h.games[i]
			row := o.(*fyne.Container)
			texts := row.Objects[0].(*fyne.Container)
			texts.Objects[0].(*widget.Label).SetText(gameTitle(g))
			texts.Objects[1].(*widget.Label).SetText(gameDetail(g))
			row.Objects[1].(*widget.Button).OnTapped = func() { h.delete(g.ID) }
		})
	h.list.OnSelected = func(i widget.ListItemID) {
		h.list.UnselectAll()
		if i < len(h.games) {
			if err := u.OpenGame(h.games[i].ID); err != nil {
				u.showError(err)
			}
		}
	}
	h.undoBtn = widget.NewButtonWithIcon(lang.X("home.undoDelete", "Undo"), theme.ContentUndoIcon(), func() { h.undoDelete() })
	h.undoBar = container.NewBorder(nil, nil, nil, h.undoBtn, widget.NewLabel(lang.X("home.deleted", "Game deleted.")))
	h.undoBar.Hide()
	top := header(lang.X("app.title", "Jasstafel"), h.settings, h.newGame)
	h.content = container.NewBorder(top, h.undoBar, nil, nil, container.NewStack(h.empty, h.list))
	return h
}

func (h *homeScreen) refresh() {
	games, err := h.ui.store.List(homeListLimit, false)
	if err != nil {
		h.ui.showError(err)
		return
	}
	h.games = games
	if len(games) == 0 {
		h.empty.Show()
	} else {
		h.empty.Hide()
	}
	h.list.Refresh()
}

func (h *homeScreen) delete(id persistence.GameID) {
	if err := h.ui.store.Delete(id); err != nil {
		h.ui.showError(err)
		return
	}
	h.deleted = id
	h.undoBar.Show()
	h.refresh()
}

func (h *homeScreen) undoDelete() {
	if h.deleted == 0 {
		return
	}
	if err := h.ui.store.Restore(h.deleted); err != nil {
		h.ui.showError(err)
		return
	}
	h.deleted = 0
	h.undoBar.Hide()
	h.refresh()
}

// teamNames joins the partners of each team: seats 0 and 2, seats 1 and 3.
func teamNames(players []string) [2]string {
	if len(players) != 4 {
		return [2]string{strings.Join(players, ", "), ""}
	}
	return [2]string{players[0] + " & " + players[2], players[1] + " & " + players[3]}
}

func modeName(mode string) string {
	switch mode {
	case "coiffeur":
		return lang.X("mode.coiffeur", "Coiffeur")
	case "differenzler":
		return lang.X("mode.differenzler", "Differenzler")
	}
	return lang.X("mode.schieber", "Schieber")
}

func gameTitle(g persistence.Summary) string {
	if g.Mode == "schieber" {
		t := teamNames(g.Players)
		return t[0] + " – " + t[1]
	}
	return strings.Join(g.Players, ", ")
}

func gameDetail(g persistence.Summary) string {
	scores := make([]string, len(g.Totals))
	for i, v := range g.Totals {
		scores[i] = fmt.Sprint(v)
	}
	state := lang.X("home.inPlay", "in play")
	if g.Finished || g.Winner != nil {
		state = lang.X("home.finished", "finished")
	}
	return fmt.Sprintf("%s · %s · %s · %s", modeName(string(g.Mode)), g.Updated.Local().Format(time.DateOnly), strings.Join(scores, " : "), state)
}
