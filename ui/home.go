package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/numbers"
	"github.com/jasstafel/jasstafel/ui/referee"
)

// homeScreen lists the saved games, newest first, with resume one tap away.
type homeScreen struct {
	ui       *UI
	root     fyne.CanvasObject
	list     *widget.List
	rows     *kit.FittedList // the list, each row as high as its wrapped lines
	games    []persistence.Summary
	newGame  *widget.Button
	settings *widget.Button
	undoBar  *fyne.Container
	undoBtn  *widget.Button
	// empty stands where the list is while there are no games: a line and a New game button of
	// its own, since on a phone the header's one shows its icon only.
	empty *fyne.Container
	start *widget.Button
	// importGames beside it brings the games of another device (a file Save all games wrote
	// there), where a new tablet or browser has none; imported says why a file was refused.
	importGames *widget.Button
	imported    *widget.Label
	deleted     persistence.GameID // the game last moved to the bin, for Undo
	// memoryBar offers the games as a file while the browser keeps them only in memory.
	memoryBar *fyne.Container
}

// homeListLimit is how many games the home screen lists; older ones stay in the store.
const homeListLimit = 200

// shortcutNewGame opens the new-game form from the list of games.
var shortcutNewGame = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault}

func newHomeScreen(u *UI) *homeScreen {
	h := &homeScreen{ui: u}
	h.newGame = widget.NewButtonWithIcon(lang.X("home.new", "New game"), theme.ContentAddIcon(), h.onNewGame)
	h.newGame.Importance = widget.HighImportance
	h.settings = widget.NewButtonWithIcon(lang.X("home.settings", "Settings"), theme.SettingsIcon(), h.onSettings)
	none := widget.NewLabel(lang.X("home.empty", "No games yet."))
	none.Alignment = fyne.TextAlignCenter
	none.Wrapping = fyne.TextWrapWord
	h.start = widget.NewButtonWithIcon(lang.X("home.new", "New game"), theme.ContentAddIcon(), h.onNewGame)
	h.start.Importance = widget.HighImportance
	h.importGames = widget.NewButtonWithIcon(lang.X("settings.import", "Import games…"), theme.FolderOpenIcon(), h.onImport)
	h.imported = widget.NewLabel("")
	h.imported.Alignment = fyne.TextAlignCenter
	h.imported.Wrapping = fyne.TextWrapWord
	h.imported.Hide()
	h.empty = container.NewVBox(none, container.NewCenter(h.start), container.NewCenter(h.importGames), h.imported)
	h.list = widget.NewList(h.rowCount, h.newRow, h.fillRow)
	h.list.OnSelected = h.onSelect
	h.rows = kit.NewFittedList(h.list)
	h.undoBtn = widget.NewButtonWithIcon(lang.X("home.undoDelete", "Undo"), theme.ContentUndoIcon(), h.onUndoDelete)
	h.undoBar = container.NewBorder(nil, nil, nil, h.undoBtn, widget.NewLabel(lang.X("home.deleted", "Game deleted.")))
	h.undoBar.Hide()
	players := widget.NewButtonWithIcon(lang.X("home.players", "Players"), theme.AccountIcon(), u.ShowPlayers)
	top := kit.Header(lang.X("app.title", "Jasstafel"), shareButton(u), refereeButton(u, referee.From{}, u.ShowHome), statsButton(u), players, h.settings, h.newGame)
	h.memoryBar = memoryBar(u)
	if !u.inMemory {
		h.memoryBar.Hide()
	}
	h.root = container.NewBorder(top, container.NewVBox(h.undoBar, h.memoryBar), nil, nil, container.NewStack(h.empty, h.rows.Content()))
	h.refresh()
	return h
}

func (h *homeScreen) Content() fyne.CanvasObject { return h.root }

// showMemoryBar shows the offer to download the games kept in memory.
func (h *homeScreen) showMemoryBar() { h.memoryBar.Show() }

// show gives the list of games its shortcuts: a new game, and Undo of a deletion. It is the first screen: there is
// no way back from it, and no key is typed into it; Escape, like a phone's Back, closes a dialog
// over it.
func (h *homeScreen) Show(k *kit.Keys) {
	k.OnEscape(nil)
	k.AddShortcut(shortcutNewGame, func(fyne.Shortcut) { h.onNewGame() })
	k.AddShortcut(kit.ShortcutUndo, func(fyne.Shortcut) { h.onUndoDelete() }) // while Undo is offered
}

func (h *homeScreen) Close() {}

func (h *homeScreen) onNewGame() { h.ui.ShowNewGame() }

// onImport adds the games of a file the players pick; the list shows them, or the empty list
// says why the file was refused.
func (h *homeScreen) onImport() {
	h.ui.importGames(func(text string, importance widget.Importance) {
		h.imported.SetText(text)
		h.imported.Importance = importance
		h.imported.Show()
		h.imported.Refresh()
		h.refresh()
	})
}
func (h *homeScreen) onSettings() { h.ui.ShowSettings() }

func (h *homeScreen) rowCount() int { return len(h.games) }

// newRow is one line of the list: who played, how it stands, and a bin button. Both lines wrap
// where the row is narrower than they are (on a phone, who won was cut off).
func (h *homeScreen) newRow() fyne.CanvasObject {
	title := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	detail := widget.NewLabel("")
	detail.Wrapping = fyne.TextWrapWord
	del := widget.NewButtonWithIcon("", theme.DeleteIcon(), nil)
	lines := kit.NewLines(kit.RowLineGap-theme.InnerPadding(), title, detail)
	return container.NewBorder(nil, nil, nil, del, lines)
}

func (h *homeScreen) fillRow(i widget.ListItemID, o fyne.CanvasObject) {
	if i < 0 || i >= len(h.games) {
		return
	}
	g := h.games[i]
	row := o.(*fyne.Container)
	texts := row.Objects[0].(*fyne.Container)
	texts.Objects[0].(*widget.Label).SetText(gameTitle(g))
	texts.Objects[1].(*widget.Label).SetText(gameDetail(g))
	texts.Refresh() // the lines' heights follow their new words (kit.NewLines)
	row.Objects[1].(*widget.Button).OnTapped = func() { h.onDelete(g.ID) }
}

func (h *homeScreen) onSelect(i widget.ListItemID) {
	h.list.UnselectAll()
	if i < 0 || i >= len(h.games) {
		return
	}
	if err := h.ui.OpenGame(h.games[i].ID); err != nil {
		h.ui.ShowError(err)
	}
}

// refresh reads the list of games again.
func (h *homeScreen) refresh() {
	games, err := h.ui.store.List(homeListLimit, false)
	if err != nil {
		h.ui.ShowError(err)
		return
	}
	h.games = games
	// One New game button on screen: the empty list's own, else the header's. The list goes
	// while it is empty: it would lie over the button and take its clicks (it takes the focus).
	if len(games) == 0 {
		h.empty.Show()
		h.rows.Content().Hide()
		h.newGame.Hide()
	} else {
		h.empty.Hide()
		h.imported.Hide() // what an import said is old news once games are listed
		h.rows.Content().Show()
		h.newGame.Show()
	}
	h.rows.Refit()
}

// onDelete moves a game to the bin; the bar below the list offers to bring it back.
func (h *homeScreen) onDelete(id persistence.GameID) {
	if err := h.ui.store.Delete(id); err != nil {
		h.ui.ShowError(err)
		return
	}
	h.ui.gameDeleted(id)
	h.deleted = id
	h.undoBar.Show()
	h.refresh()
}

func (h *homeScreen) onUndoDelete() {
	if h.deleted == 0 {
		return
	}
	if err := h.ui.store.Restore(h.deleted); err != nil {
		h.ui.ShowError(err)
		return
	}
	h.deleted = 0
	h.undoBar.Hide()
	h.refresh()
}

// sideNames names the sides a game's totals belong to: the two teams (seats i and i+2) of a
// Schieber or a team Coiffeur, or the players of a solo Coiffeur or a Differenzler.
func sideNames(g persistence.Summary) []string {
	sides := len(g.Totals)
	if sides == 0 && seatedSides(g.Mode, g.Players) == 2 {
		sides = 2
	}
	if sides == 2 && len(g.Players) == 4 {
		t := kit.TeamNames(g.Players)
		return t[:]
	}
	return g.Players
}

func gameTitle(g persistence.Summary) string {
	names := sideNames(g)
	if len(names) == 2 {
		return kit.JoinNames(names, " – ")
	}
	return kit.JoinNames(names, ", ")
}

// gameDetail is the second line of a game in the list: mode, day and how it stands — the
// winners and the score once it is decided (in a race to the target the lower total can win).
func gameDetail(g persistence.Summary) string {
	return fmt.Sprintf("%s · %s · %s", modeName(g.Mode), numbers.Date(g.Updated.Local(), kit.NumberLocale()), gameStanding(g))
}

func gameStanding(g persistence.Summary) string {
	names := sideNames(g)
	if w := g.Winner; w != nil && *w >= 0 && *w < len(g.Totals) && *w < len(names) {
		// Two teams: the winners' total first, as they say it. More sides: in the order of
		// the title, so that each total stands under its player.
		scores := make([]string, 0, len(g.Totals))
		if len(g.Totals) == 2 {
			scores = append(scores, strconv.Itoa(g.Totals[*w]), strconv.Itoa(g.Totals[1-*w]))
		} else {
			for _, v := range g.Totals {
				scores = append(scores, strconv.Itoa(v))
			}
		}
		return kit.Sprintf(lang.X("home.won", "%s won %s"), names[*w], strings.Join(scores, " : "))
	}
	scores := make([]string, len(g.Totals))
	for i, v := range g.Totals {
		scores[i] = strconv.Itoa(v)
	}
	state := lang.X("home.inPlay", "in play")
	if g.Finished {
		state = lang.X("home.finished", "finished")
		if first := sharedFirst(g, names); first != "" {
			state = kit.Sprintf(lang.X("home.sharedFirst", "%s share the first place"), first)
		}
	}
	if len(scores) == 0 {
		return state
	}
	return strings.Join(scores, " : ") + " · " + state
}

// sharedFirst names the players who share the first place of a finished game of more than two
// sides — the lowest total in a Differenzler, the highest in a solo Coiffeur — or "" when one
// side won or all are level: a list that only said "finished" left the table asking who won.
func sharedFirst(g persistence.Summary, names []string) string {
	if len(g.Totals) <= 2 || len(names) != len(g.Totals) {
		return ""
	}
	best := slices.Max(g.Totals)
	if lowerWins(g.Mode) {
		best = slices.Min(g.Totals)
	}
	var first []string
	for i, v := range g.Totals {
		if v == best {
			first = append(first, names[i])
		}
	}
	if len(first) < 2 || len(first) == len(g.Totals) {
		return ""
	}
	return strings.Join(first, ", ")
}
