// Package game is what every mode's game screen shares: the header with Undo, Redo and the
// ways elsewhere, the status, message, Cancel, Card by card and Write lines, the draft saver,
// the list of deals, the keyboard, and the rules by which a deal is written, taken back,
// corrected, and a game reopened and finished. A mode's screen embeds Screen and adds its panel
// and board as a Mode; the screen needs of the app only a Host and of the store the calls of
// Store.
package game

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

// Screen is what the Schieber, Coiffeur and Differenzler screens share: the header's title,
// Undo, Redo and Home, the status, message, Cancel, Card by card and Write lines, the draft
// saver, the game view and its rules, the keys, the winner dialog and the rules by which a game
// is written, taken back, reopened and finished again. Each screen embeds it and adds its panel
// and board through Mode.
type Screen struct {
	Host  Host
	Store Store
	mode  Mode // the screen that embeds this one
	View  *persistence.GameView
	Rules tally.Rules
	Root  fyne.CanvasObject
	Saver *draftSaver
	entryLines
	// reopened says that the players reopened the decided game to change it: until a written
	// deal decides it again, an undo, a redo or a removal that leaves it decided does not mark
	// it finished again, nor does leaving a correction.
	reopened bool

	Title        *widget.Label
	UndoButton   *widget.Button
	RedoButton   *widget.Button
	HomeButton   *widget.Button
	CancelButton *kit.SlotButton
	ByCards      *kit.SlotButton // switches the deal at the table to card-by-card entry
	Cards        *entry.Cards    // the deal at the table entered card by card, kept while the panel shows
}

// Host is what a game screen needs of the app: the window, the card skin, a place to show
// a screen (the card entry and the game again), the ways home and to a new game, an error shown
// in the window, the header's buttons that lead elsewhere (the chart, the referee and the
// rulebook), and the card entry of a deal.
type Host interface {
	Window() fyne.Window
	Skin() string
	Show(s kit.Screen)
	ShowHome()
	ShowNewGame()
	// PlayAgain starts a new game with the players, seats and rules of the game of v, and
	// opens it: what a table asks for once a game is decided.
	PlayAgain(v *persistence.GameView)
	ShowError(err error)
	GameButtons(v *persistence.GameView, board kit.Pictured, rules *tally.Rules, contract func() string) []fyne.CanvasObject
	OpenCards(c *entry.Cards, h CardHost)
}

// Store is what a game screen writes and reads of its game: deals written, corrected and
// removed, actions taken back and put back, the finished mark, and the half-typed deal.
type Store interface {
	AddRound(id persistence.GameID, r gamefile.Round) (*persistence.GameView, error)
	ReplaceRound(id persistence.GameID, index int, r gamefile.Round) (*persistence.GameView, error)
	RemoveRound(id persistence.GameID, index int) (*persistence.GameView, error)
	Undo(id persistence.GameID) (*persistence.GameView, error)
	Redo(id persistence.GameID) (*persistence.GameView, error)
	SetFinished(id persistence.GameID, finished bool) (*persistence.GameView, error)
	SaveDraft(id persistence.GameID, draft []byte) error
	Draft(id persistence.GameID) ([]byte, error)
}

// Mode is what a game screen adds to Screen: its entry panel and board, and what its
// rules say about the game.
type Mode interface {
	kit.Screen
	// Load replays the game of v, which Screen has just taken.
	Load(v *persistence.GameView)
	// RefreshPanel shows the title, the panel, the status lines and the board as they stand.
	RefreshPanel()
	// RefreshStatus fills the status, message and Write lines.
	RefreshStatus()
	// Correcting is the deal being corrected, or -1 while the deal at the table is typed.
	Correcting() int
	// CancelCorrection leaves the correction unwritten: the deal at the table comes back.
	CancelCorrection()
	// Draft is the deal at the table (never a correction) as it is saved.
	Draft() []byte
	// BlankDraft is the draft of the deal at the table as the screen starts it when the store
	// holds no draft: what the store's clearing of the draft stands for.
	BlankDraft() []byte
	// EntryRound is the entry as the round to write and the deal it replaces (-1: a new deal);
	// ok is false while it cannot be written.
	EntryRound() (r gamefile.Round, index int, ok bool)
	// Written moves the panel on after the entry, or the cards, were written.
	Written()
	// Keep puts back the deal at the table as it was typed after an undo, a redo or a
	// removal, fitted to the game as it now stands: a correction is left.
	Keep()
	// Over reports whether the game is decided: no new deal may be written.
	Over() bool
	// Ending is the winner dialog's title, its first line and the lines under it.
	Ending() (title, winner string, lines []string)
	// OnCards opens the card entry of the deal at the table.
	OnCards()
	OnDigit(d int)
	OnBackspace()
	// ModeKey takes Tab, and Enter and Escape when there is nothing to write or cancel.
	ModeKey(k fyne.KeyName)
}

// claimer is a Mode whose game can wait for the players to say who claimed first.
type claimer interface {
	ClaimPending() bool
	AskWhoClaimed()
}

// Init builds the shared widgets of screen m on game v and takes the game.
func (g *Screen) Init(h Host, store Store, v *persistence.GameView, m Mode) {
	g.Host, g.Store, g.mode, g.entryLines = h, store, m, entryLines{win: h.Window()}
	g.Title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	g.Title.Truncation = fyne.TextTruncateEllipsis
	g.HomeButton = widget.NewButtonWithIcon("", theme.HomeIcon(), h.ShowHome)
	g.UndoButton = widget.NewButtonWithIcon(lang.X("game.undo", "Undo"), theme.ContentUndoIcon(), g.onUndo)
	g.RedoButton = widget.NewButtonWithIcon(lang.X("game.redo", "Redo"), theme.ContentRedoIcon(), g.onRedo)
	g.Status = kit.NewSlotButton("", nil, g.onStatus)
	g.Message = kit.NewSlotButton("", nil, g.onMessage)
	g.Message.Importance = widget.DangerImportance
	g.WriteButton = kit.NewSlotButton(lang.X("game.write", "Write"), theme.ConfirmIcon(), g.onWrite)
	g.WriteButton.IconOptional = true
	g.CancelButton = kit.NewSlotButton(lang.X("game.cancelCorrection", "Cancel"), theme.CancelIcon(), g.onCancel)
	g.CancelButton.IconOptional = true
	g.ByCards = kit.NewSlotButton(lang.X("cards.open", "Card by card"), nil, m.OnCards)
	g.Saver = newDraftSaver(func(b []byte) error { return store.SaveDraft(v.ID, b) }, g.onDraftSaved)
	g.loadView(v)
}

// Header is the top bar: the title, the screen's own buttons, Undo, Redo, the chart of board,
// the referee (starting on the contract the entry names) and the rulebook, and Home.
func (g *Screen) Header(board kit.Pictured, contract func() string, own ...fyne.CanvasObject) fyne.CanvasObject {
	buttons := append(own, g.UndoButton, g.RedoButton)
	buttons = append(buttons, g.Host.GameButtons(g.View, board, &g.Rules, contract)...)
	buttons = append(buttons, g.HomeButton)
	return kit.NewHeader(g.Title, buttons...)
}

// KeepsScreenOn: a game's board is shown while the game is played (kit.Playing).
func (g *Screen) KeepsScreenOn() {}

// Content is the screen's root object.
func (g *Screen) Content() fyne.CanvasObject { return g.Root }

// Show installs the keyboard: digits type, Enter writes, Backspace deletes, Escape cancels a
// correction, Ctrl+Z undoes and Ctrl+Shift+Z redoes; Tab and the rest are the mode's. A phone's
// Back cancels a correction too, and else goes home.
func (g *Screen) Show(k *kit.Keys) {
	gameKeys{typed: g.onRune, key: g.onKey, undo: g.UndoButton, redo: g.RedoButton, onUndo: g.onUndo, onRedo: g.onRedo}.install(k)
	k.SetBack(g.onBack)
	k.HoldFocus() // Tab is the screen's: the next team or player
}

// onBack cancels a correction under way, or goes to the list of games.
func (g *Screen) onBack() {
	if g.mode.Correcting() >= 0 {
		g.onCancel()
		return
	}
	g.Host.ShowHome()
}

// Close writes the last draft. A correction that was not written is dropped: the next visit
// starts on the deal at the table.
func (g *Screen) Close() { g.Saver.Flush() }

func (g *Screen) onRune(r rune) {
	if r >= '0' && r <= '9' {
		g.mode.OnDigit(int(r - '0'))
	}
}

func (g *Screen) onKey(k fyne.KeyName) {
	switch k {
	case fyne.KeyReturn, fyne.KeyEnter:
		if !g.WriteButton.Disabled() {
			g.onWrite()
			return
		}
	case fyne.KeyBackspace:
		g.mode.OnBackspace()
		return
	case fyne.KeyEscape:
		if kit.DismissTop(g.Host.Window().Canvas()) { // a dialog over the screen goes first
			return
		}
		if g.mode.Correcting() >= 0 {
			g.onCancel()
			return
		}
	}
	g.mode.ModeKey(k)
}

// loadView takes a new view of the game from the store and lets the mode replay it.
func (g *Screen) loadView(v *persistence.GameView) {
	g.View = v
	g.Rules = v.Game.Rules
	g.mode.Load(v)
}

// Refresh shows the game and the entry as they stand.
func (g *Screen) Refresh() {
	fixing := g.mode.Correcting() >= 0
	kit.Enable(g.UndoButton, g.View.CanUndo && !fixing)
	kit.Enable(g.RedoButton, g.View.CanRedo && !fixing)
	if fixing {
		g.CancelButton.Show()
	} else {
		g.CancelButton.Hide()
	}
	g.mode.RefreshPanel()
}

// saveDraft saves the deal at the table, with its cards, off the UI thread.
func (g *Screen) saveDraft() { g.Saver.Save(entry.DraftWithCards(g.mode.Draft(), g.Cards)) }

// Changed shows the entry after a tap and saves the deal at the table as a draft.
func (g *Screen) Changed() {
	g.Refresh()
	g.saveDraft()
}

// onDraftSaved shows a failed draft save in the message line, and clears it once saving works.
func (g *Screen) onDraftSaved(err error) {
	g.draftErr = err
	g.mode.RefreshStatus()
}

// onStatus shows the whole status line; while the game waits for an answer it asks it, and on
// a decided game it shows the winner.
func (g *Screen) onStatus() {
	c, asks := g.mode.(claimer)
	switch {
	case g.mode.Correcting() < 0 && asks && c.ClaimPending():
		c.AskWhoClaimed()
	case g.mode.Correcting() < 0 && g.mode.Over():
		g.showWinner()
	case g.Status.Text != "":
		dialog.ShowInformation("", g.Status.Text, g.Host.Window())
	}
}

// onWrite writes the entry as a new deal, or as the correction of a written one.
func (g *Screen) onWrite() {
	if g.WriteButton.Disabled() {
		return
	}
	if r, index, ok := g.mode.EntryRound(); ok && g.writeRound(index, r) {
		g.Changed()
		g.checkEnd()
	}
}

// store writes round r as deal index (-1: a new deal) and moves the panel on, the same way
// whether the deal was typed or entered card by card; false when the store refused it. A deal
// written decides the game anew, so a reopened game may end again.
func (g *Screen) writeRound(index int, r gamefile.Round) bool {
	var v *persistence.GameView
	var err error
	if index >= 0 {
		v, err = g.Store.ReplaceRound(g.View.ID, index, r)
	} else {
		// The store clears the draft with the new deal, in the same write: no draft saved
		// before may land after it.
		g.Saver.Drop()
		v, err = g.Store.AddRound(g.View.ID, r)
	}
	if err != nil {
		g.Host.ShowError(err)
		if index < 0 {
			g.saveDraft()
		}
		return false
	}
	if g.mode.Correcting() < 0 {
		g.Cards = nil // the deal at the table is written: its cards are done with
	}
	g.reopened = false
	g.loadView(v)
	g.mode.Written()
	if index < 0 {
		g.Saver.Cleared(g.mode.BlankDraft())
	}
	return true
}

// Decided shows the game after the players said who claimed first, and what follows from it.
func (g *Screen) Decided(v *persistence.GameView) {
	g.reopened = false
	g.loadView(v)
	g.Changed()
	g.checkEnd()
}

// onCancel leaves a correction unwritten and returns to the deal at the table as it was. A
// reopened game stays open: only a written deal decides it again.
func (g *Screen) onCancel() {
	g.mode.CancelCorrection()
	g.Changed()
}

func (g *Screen) onUndo() {
	if g.mode.Correcting() < 0 {
		g.AfterAction(g.Store.Undo(g.View.ID))
	}
}

func (g *Screen) onRedo() {
	if g.mode.Correcting() < 0 {
		g.AfterAction(g.Store.Redo(g.View.ID))
	}
}

// AfterAction shows the game as the store returned it after an undo, a redo or a removal. The
// deal at the table waits aside meanwhile, as during a correction, and comes back fitted to the
// game as it now stands. A reopened game stays open though it be decided: the players reopened
// it to change it, and only a written deal ends it again.
func (g *Screen) AfterAction(v *persistence.GameView, err error) {
	if err != nil {
		g.Host.ShowError(err)
		return
	}
	g.loadView(v)
	g.mode.Keep()
	g.Changed()
	g.checkEnd()
}

// OpenFinished reopens a game marked finished before one of its deals is corrected, in every
// mode; false when the store refused. Leaving the correction (onCancel) leaves the game open.
func (g *Screen) OpenFinished() bool { return !g.View.Finished || g.reopen() }

// reopen clears the finished mark so that the players can undo or correct deals; the game is
// marked finished again when a written deal decides it.
func (g *Screen) reopen() bool {
	v, err := g.Store.SetFinished(g.View.ID, false)
	if err != nil {
		g.Host.ShowError(err)
		return false
	}
	g.reopened = true
	g.loadView(v)
	g.Refresh()
	return true
}

// checkEnd asks who claimed first when the game waits for it, or marks a decided game finished
// and shows the winner; a reopened game only once a written deal decided it again.
func (g *Screen) checkEnd() {
	if g.View.Ended { // the deal just written ended the game, and the store marked it finished
		if g.mode.Over() { // by the screen's rules too: a Schieber of agreed deals may end level
			g.showWinner()
		}
		return
	}
	if c, ok := g.mode.(claimer); ok && c.ClaimPending() {
		c.AskWhoClaimed()
		return
	}
	if !g.mode.Over() || g.View.Finished || g.reopened {
		return
	}
	v, err := g.Store.SetFinished(g.View.ID, true)
	if err != nil {
		g.Host.ShowError(err)
		return
	}
	g.loadView(v)
	g.Refresh()
	g.showWinner()
}

// showWinner shows who won, and what the mode tells besides, with Play again, New game and
// Reopen.
func (g *Screen) showWinner() {
	title, winner, lines := g.mode.Ending()
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
		g.Host.ShowNewGame()
	})
	again := widget.NewButtonWithIcon(lang.X("game.again", "Play again"), theme.MediaReplayIcon(), func() {
		d.Hide()
		g.Host.PlayAgain(g.View)
	})
	again.Importance = widget.HighImportance
	objs = append(objs, again, newGame, reopen)
	d = dialog.NewCustom(title, lang.X("dialog.close", "Close"), container.NewVBox(objs...), g.Host.Window())
	d.Show()
}

// RestoreCards brings back a deal of game that was being entered card by card when the app
// stopped.
func (g *Screen) RestoreCards() {
	if b, err := g.Store.Draft(g.View.ID); err == nil {
		if c, ok := entry.CardsFromDraft(b, g.Rules); ok && c.Game == g.View.Game.Mode {
			g.Cards = &c
		}
	}
}

// OfferCards enables Card by card when on; the button counts the cards of c, the deal at the
// table entered so far (nil: none).
func (g *Screen) OfferCards(c *entry.Cards, on bool) {
	text := lang.X("cards.open", "Card by card")
	if c != nil && len(c.Played) > 0 {
		text += fmt.Sprintf(" (%d)", len(c.Played))
	}
	g.ByCards.SetText(text)
	kit.Enable(g.ByCards, on)
}

// OpenCards shows the card entry of c, written as deal index (-1: a new deal) like the typed
// entry; preview and sides are the mode's words for the card screen (cardHost).
func (g *Screen) OpenCards(c *entry.Cards, index int, preview func(entry.CardsPreview) string, sides func(int) (int, string)) {
	g.Cards = c
	g.Host.OpenCards(c, CardHost{
		Players: g.View.File.Players,
		Preview: preview,
		Sides:   sides,
		Save:    g.saveDraft,
		Flush:   g.Saver.Flush,
		Write: func(r gamefile.Round) {
			if g.writeRound(index, r) {
				g.Host.Show(g.mode)
				g.Changed()
				g.checkEnd()
			}
		},
		Back: g.Reshow,
	})
}

// Reshow shows the game screen again, as it stands: where the screens it opens (the card entry,
// an analysis) return to.
func (g *Screen) Reshow() {
	g.Host.Show(g.mode)
	g.Refresh()
}

// CardHost is what a game screen lends its card entry: the players, the preview of a finished
// deal in its own words, and where the deal goes when it is written or left.
type CardHost struct {
	Players []string
	Preview func(entry.CardsPreview) string        // the score line of a complete deal; nil: the card points
	Sides   func(seat int) (side int, name string) // the side a seat plays for; nil: every seat for himself
	Save    func()                                 // keep the entry as a draft after a tap
	Flush   func()                                 // wait until the last draft is written
	Write   func(gamefile.Round)                   // write the deal to the game
	Back    func()                                 // return to the quick entry, keeping the cards
}
