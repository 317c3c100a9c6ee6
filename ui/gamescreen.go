package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// gameScreen is what the Schieber, Coiffeur and Differenzler screens share: the header's title,
// Undo, Redo and Home, the status, message, Cancel, Card by card and Write lines, the draft
// saver, the game view and its rules, the keys, the winner dialog and the rules by which a game
// is written, taken back, reopened and finished again. Each screen embeds it and adds its panel
// and board through gameMode.
type gameScreen struct {
	host  gameHost
	store gameStore
	mode  gameMode // the screen that embeds this one
	view  *persistence.GameView
	rules tally.Rules
	root  fyne.CanvasObject
	saver *draftSaver
	entryLines
	// reopened says that the players reopened the decided game to change it: until a written
	// deal decides it again, an undo, a redo or a removal that leaves it decided does not mark
	// it finished again, nor does leaving a correction.
	reopened bool

	title   *widget.Label
	undo    *widget.Button
	redo    *widget.Button
	home    *widget.Button
	cancel  *kit.SlotButton
	byCards *kit.SlotButton // switches the deal at the table to card-by-card entry
	cards   *entry.Cards    // the deal at the table entered card by card, kept while the panel shows
}

// gameHost is what a game screen needs of the app: the window, the card skin, a place to show
// a screen (the card entry and the game again), the ways home and to a new game, an error shown
// in the window, the header's buttons that lead elsewhere (the chart, the referee and the
// rulebook), and the card entry of a deal.
type gameHost interface {
	Window() fyne.Window
	Skin() string
	Show(s kit.Screen)
	ShowHome()
	ShowNewGame()
	ShowError(err error)
	GameButtons(v *persistence.GameView, board kit.Pictured, rules *tally.Rules, contract func() string) []fyne.CanvasObject
	OpenCards(c *entry.Cards, h cardHost)
}

// gameStore is what a game screen writes and reads of its game: deals written, corrected and
// removed, actions taken back and put back, the finished mark, and the half-typed deal.
type gameStore interface {
	AddRound(id persistence.GameID, r gamefile.Round) (*persistence.GameView, error)
	ReplaceRound(id persistence.GameID, index int, r gamefile.Round) (*persistence.GameView, error)
	RemoveRound(id persistence.GameID, index int) (*persistence.GameView, error)
	Undo(id persistence.GameID) (*persistence.GameView, error)
	Redo(id persistence.GameID) (*persistence.GameView, error)
	SetFinished(id persistence.GameID, finished bool) (*persistence.GameView, error)
	SaveDraft(id persistence.GameID, draft []byte) error
	Draft(id persistence.GameID) ([]byte, error)
}

// gameMode is what a game screen adds to gameScreen: its entry panel and board, and what its
// rules say about the game.
type gameMode interface {
	kit.Screen
	// load replays the game of v, which gameScreen has just taken.
	load(v *persistence.GameView)
	// refreshPanel shows the title, the panel, the status lines and the board as they stand.
	refreshPanel()
	// refreshStatus fills the status, message and Write lines.
	refreshStatus()
	// correcting is the deal being corrected, or -1 while the deal at the table is typed.
	correcting() int
	// cancelCorrection leaves the correction unwritten: the deal at the table comes back.
	cancelCorrection()
	// draft is the deal at the table (never a correction) as it is saved.
	draft() []byte
	// entryRound is the entry as the round to write and the deal it replaces (-1: a new deal);
	// ok is false while it cannot be written.
	entryRound() (r gamefile.Round, index int, ok bool)
	// written moves the panel on after the entry, or the cards, were written.
	written()
	// keep puts back the deal at the table as it was typed after an undo, a redo or a
	// removal, fitted to the game as it now stands: a correction is left.
	keep()
	// over reports whether the game is decided: no new deal may be written.
	over() bool
	// ending is the winner dialog's title, its first line and the lines under it.
	ending() (title, winner string, lines []string)
	// onCards opens the card entry of the deal at the table.
	onCards()
	onDigit(d int)
	onBackspace()
	// modeKey takes Tab, and Enter and Escape when there is nothing to write or cancel.
	modeKey(k fyne.KeyName)
}

// claimer is a gameMode whose game can wait for the players to say who claimed first.
type claimer interface {
	claimPending() bool
	askWhoClaimed()
}

// init builds the shared widgets of screen m on game v and takes the game.
func (g *gameScreen) init(h gameHost, store gameStore, v *persistence.GameView, m gameMode) {
	g.host, g.store, g.mode, g.entryLines = h, store, m, entryLines{win: h.Window()}
	g.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	g.title.Truncation = fyne.TextTruncateEllipsis
	g.home = widget.NewButtonWithIcon("", theme.HomeIcon(), h.ShowHome)
	g.undo = widget.NewButtonWithIcon(lang.X("game.undo", "Undo"), theme.ContentUndoIcon(), g.onUndo)
	g.redo = widget.NewButtonWithIcon(lang.X("game.redo", "Redo"), theme.ContentRedoIcon(), g.onRedo)
	g.status = kit.NewSlotButton("", nil, g.onStatus)
	g.message = kit.NewSlotButton("", nil, g.onMessage)
	g.message.Importance = widget.DangerImportance
	g.write = kit.NewSlotButton(lang.X("game.write", "Write"), theme.ConfirmIcon(), g.onWrite)
	g.write.IconOptional = true
	g.cancel = kit.NewSlotButton(lang.X("game.cancelCorrection", "Cancel"), theme.CancelIcon(), g.onCancel)
	g.cancel.IconOptional = true
	g.byCards = kit.NewSlotButton(lang.X("cards.open", "Card by card"), nil, m.onCards)
	g.saver = newDraftSaver(func(b []byte) error { return store.SaveDraft(v.ID, b) }, g.onDraftSaved)
	g.loadView(v)
}

// header is the top bar: the title, the screen's own buttons, Undo, Redo, the chart of board,
// the referee (starting on the contract the entry names) and the rulebook, and Home.
func (g *gameScreen) header(board kit.Pictured, contract func() string, own ...fyne.CanvasObject) fyne.CanvasObject {
	buttons := append(own, g.undo, g.redo)
	buttons = append(buttons, g.host.GameButtons(g.view, board, &g.rules, contract)...)
	buttons = append(buttons, g.home)
	return kit.NewHeader(g.title, buttons...)
}

// content is the screen's root object.
func (g *gameScreen) Content() fyne.CanvasObject { return g.root }

// show installs the keyboard: digits type, Enter writes, Backspace deletes, Escape cancels a
// correction, Ctrl+Z undoes and Ctrl+Shift+Z redoes; Tab and the rest are the mode's.
func (g *gameScreen) Show(k *kit.Keys) {
	gameKeys{typed: g.onRune, key: g.onKey, undo: g.undo, redo: g.redo, onUndo: g.onUndo, onRedo: g.onRedo}.install(k)
}

// close writes the last draft. A correction that was not written is dropped: the next visit
// starts on the deal at the table.
func (g *gameScreen) Close() { g.saver.Flush() }

func (g *gameScreen) onRune(r rune) {
	if r >= '0' && r <= '9' {
		g.mode.onDigit(int(r - '0'))
	}
}

func (g *gameScreen) onKey(k fyne.KeyName) {
	switch k {
	case fyne.KeyReturn, fyne.KeyEnter:
		if !g.write.Disabled() {
			g.onWrite()
			return
		}
	case fyne.KeyBackspace:
		g.mode.onBackspace()
		return
	case fyne.KeyEscape:
		if g.mode.correcting() >= 0 {
			g.onCancel()
			return
		}
	}
	g.mode.modeKey(k)
}

// loadView takes a new view of the game from the store and lets the mode replay it.
func (g *gameScreen) loadView(v *persistence.GameView) {
	g.view = v
	g.rules = v.Game.Rules
	g.mode.load(v)
}

// refresh shows the game and the entry as they stand.
func (g *gameScreen) refresh() {
	fixing := g.mode.correcting() >= 0
	kit.Enable(g.undo, g.view.CanUndo && !fixing)
	kit.Enable(g.redo, g.view.CanRedo && !fixing)
	if fixing {
		g.cancel.Show()
	} else {
		g.cancel.Hide()
	}
	g.mode.refreshPanel()
}

// saveDraft saves the deal at the table, with its cards, off the UI thread.
func (g *gameScreen) saveDraft() { g.saver.Save(entry.DraftWithCards(g.mode.draft(), g.cards)) }

// changed shows the entry after a tap and saves the deal at the table as a draft.
func (g *gameScreen) changed() {
	g.refresh()
	g.saveDraft()
}

// onDraftSaved shows a failed draft save in the message line, and clears it once saving works.
func (g *gameScreen) onDraftSaved(err error) {
	g.draftErr = err
	g.mode.refreshStatus()
}

// onStatus shows the whole status line; while the game waits for an answer it asks it, and on
// a decided game it shows the winner.
func (g *gameScreen) onStatus() {
	c, asks := g.mode.(claimer)
	switch {
	case g.mode.correcting() < 0 && asks && c.claimPending():
		c.askWhoClaimed()
	case g.mode.correcting() < 0 && g.mode.over():
		g.showWinner()
	case g.status.Text != "":
		dialog.ShowInformation("", g.status.Text, g.host.Window())
	}
}

// onWrite writes the entry as a new deal, or as the correction of a written one.
func (g *gameScreen) onWrite() {
	if g.write.Disabled() {
		return
	}
	if r, index, ok := g.mode.entryRound(); ok && g.writeRound(index, r) {
		g.changed()
		g.checkEnd()
	}
}

// store writes round r as deal index (-1: a new deal) and moves the panel on, the same way
// whether the deal was typed or entered card by card; false when the store refused it. A deal
// written decides the game anew, so a reopened game may end again.
func (g *gameScreen) writeRound(index int, r gamefile.Round) bool {
	var v *persistence.GameView
	var err error
	if index >= 0 {
		v, err = g.store.ReplaceRound(g.view.ID, index, r)
	} else {
		v, err = g.store.AddRound(g.view.ID, r)
	}
	if err != nil {
		g.host.ShowError(err)
		return false
	}
	if g.mode.correcting() < 0 {
		g.cards = nil // the deal at the table is written: its cards are done with
	}
	g.reopened = false
	g.loadView(v)
	g.mode.written()
	return true
}

// decided shows the game after the players said who claimed first, and what follows from it.
func (g *gameScreen) decided(v *persistence.GameView) {
	g.reopened = false
	g.loadView(v)
	g.changed()
	g.checkEnd()
}

// onCancel leaves a correction unwritten and returns to the deal at the table as it was. A
// reopened game stays open: only a written deal decides it again.
func (g *gameScreen) onCancel() {
	g.mode.cancelCorrection()
	g.changed()
}

func (g *gameScreen) onUndo() {
	if g.mode.correcting() < 0 {
		g.afterAction(g.store.Undo(g.view.ID))
	}
}

func (g *gameScreen) onRedo() {
	if g.mode.correcting() < 0 {
		g.afterAction(g.store.Redo(g.view.ID))
	}
}

// afterAction shows the game as the store returned it after an undo, a redo or a removal. The
// deal at the table waits aside meanwhile, as during a correction, and comes back fitted to the
// game as it now stands. A reopened game stays open though it be decided: the players reopened
// it to change it, and only a written deal ends it again.
func (g *gameScreen) afterAction(v *persistence.GameView, err error) {
	if err != nil {
		g.host.ShowError(err)
		return
	}
	g.loadView(v)
	g.mode.keep()
	g.changed()
	g.checkEnd()
}

// openFinished reopens a game marked finished before one of its deals is corrected, in every
// mode; false when the store refused. Leaving the correction (onCancel) leaves the game open.
func (g *gameScreen) openFinished() bool { return !g.view.Finished || g.reopen() }

// reopen clears the finished mark so that the players can undo or correct deals; the game is
// marked finished again when a written deal decides it.
func (g *gameScreen) reopen() bool {
	v, err := g.store.SetFinished(g.view.ID, false)
	if err != nil {
		g.host.ShowError(err)
		return false
	}
	g.reopened = true
	g.loadView(v)
	g.refresh()
	return true
}

// checkEnd asks who claimed first when the game waits for it, or marks a decided game finished
// and shows the winner; a reopened game only once a written deal decided it again.
func (g *gameScreen) checkEnd() {
	if g.view.Ended { // the deal just written ended the game, and the store marked it finished
		if g.mode.over() { // by the screen's rules too: a Schieber of agreed deals may end level
			g.showWinner()
		}
		return
	}
	if c, ok := g.mode.(claimer); ok && c.claimPending() {
		c.askWhoClaimed()
		return
	}
	if !g.mode.over() || g.view.Finished || g.reopened {
		return
	}
	v, err := g.store.SetFinished(g.view.ID, true)
	if err != nil {
		g.host.ShowError(err)
		return
	}
	g.loadView(v)
	g.refresh()
	g.showWinner()
}

// showWinner shows who won, and what the mode tells besides, with Reopen and New game.
func (g *gameScreen) showWinner() {
	title, winner, lines := g.mode.ending()
	var d dialog.Dialog
	objs := []fyne.CanvasObject{widget.NewLabelWithStyle(winner, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})}
	for _, l := range lines {
		objs = append(objs, widget.NewLabel(l))
	}
	reopen := widget.NewButton(lang.X("game.reopen", "Reopen the game"), func() {
		d.Hide()
		g.reopen()
	})
	newGame := widget.NewButton(lang.X("home.new", "New game"), func() {
		d.Hide()
		g.host.ShowNewGame()
	})
	objs = append(objs, reopen, newGame)
	d = dialog.NewCustom(title, lang.X("dialog.close", "Close"), container.NewVBox(objs...), g.host.Window())
	d.Show()
}

// restoreCards brings back a deal of game that was being entered card by card when the app
// stopped.
func (g *gameScreen) restoreCards() {
	if b, err := g.store.Draft(g.view.ID); err == nil {
		if c, ok := entry.CardsFromDraft(b, g.rules); ok && c.Game == g.view.Game.Mode {
			g.cards = &c
		}
	}
}

// offerCards enables Card by card when on; the button counts the cards of c, the deal at the
// table entered so far (nil: none).
func (g *gameScreen) offerCards(c *entry.Cards, on bool) {
	text := lang.X("cards.open", "Card by card")
	if c != nil && len(c.Played) > 0 {
		text += fmt.Sprintf(" (%d)", len(c.Played))
	}
	g.byCards.SetText(text)
	kit.Enable(g.byCards, on)
}

// openCards shows the card entry of c, written as deal index (-1: a new deal) like the typed
// entry; preview and sides are the mode's words for the card screen (cardHost).
func (g *gameScreen) openCards(c *entry.Cards, index int, preview func(entry.CardsPreview) string, sides func(int) (int, string)) {
	g.cards = c
	g.host.OpenCards(c, cardHost{
		players: g.view.File.Players,
		preview: preview,
		sides:   sides,
		save:    g.saveDraft,
		flush:   g.saver.Flush,
		write: func(r gamefile.Round) {
			if g.writeRound(index, r) {
				g.host.Show(g.mode)
				g.changed()
				g.checkEnd()
			}
		},
		back: func() {
			g.host.Show(g.mode)
			g.refresh()
		},
	})
}

// cardHost is what a game screen lends its card entry: the players, the preview of a finished
// deal in its own words, and where the deal goes when it is written or left.
type cardHost struct {
	players []string
	preview func(entry.CardsPreview) string        // the score line of a complete deal; nil: the card points
	sides   func(seat int) (side int, name string) // the side a seat plays for; nil: every seat for himself
	save    func()                                 // keep the entry as a draft after a tap
	flush   func()                                 // wait until the last draft is written
	write   func(gamefile.Round)                   // write the deal to the game
	back    func()                                 // return to the quick entry, keeping the cards
}
