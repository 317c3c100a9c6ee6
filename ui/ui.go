// Package ui is the Fyne user interface: the home screen, a new game, the Schieber board with its
// entry panel, the history and the settings. It never imports fyne.io/fyne/v2/app, so its tests
// run with the Fyne test driver; main creates the app and the window and hands them over.
package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
)

// Store is what the UI needs of the game store; persistence.Store has it.
type Store interface {
	Create(g persistence.NewGame) (persistence.GameID, error)
	Load(id persistence.GameID) (*persistence.GameView, error)
	AddRound(id persistence.GameID, r gamefile.Round) (*persistence.GameView, error)
	ReplaceRound(id persistence.GameID, index int, r gamefile.Round) (*persistence.GameView, error)
	RemoveRound(id persistence.GameID, index int) (*persistence.GameView, error)
	Undo(id persistence.GameID) (*persistence.GameView, error)
	Redo(id persistence.GameID) (*persistence.GameView, error)
	SetFinished(id persistence.GameID, finished bool) (*persistence.GameView, error)
	List(limit int, includeDeleted bool) ([]persistence.Summary, error)
	Delete(id persistence.GameID) error
	Restore(id persistence.GameID) error
	SaveDraft(id persistence.GameID, draft []byte) error
	Draft(id persistence.GameID) ([]byte, error)
	ClearDraft(id persistence.GameID) error
	Roster() ([]persistence.RosterEntry, error)
}

// Preference keys; the language is read by main before the UI starts.
const (
	PrefLanguage  = "language"
	PrefSkin      = "skin"
	PrefBoardView = "boardView"
)

// Card skins: French suits or Swiss suits.
const (
	SkinFrench = "french"
	SkinSwiss  = "swiss"
)

// UI holds the window and the screen shown in it.
type UI struct {
	app    fyne.App
	win    fyne.Window
	store  Store
	prefs  fyne.Preferences
	home   *homeScreen
	game   *schieberScreen
	onQuit func()

	current screen      // the screen shown
	keys    *screenKeys // the keyboard lent to it
}

// New builds the UI in window w. It shows nothing until ShowHome or OpenGame.
func New(a fyne.App, w fyne.Window, s Store) *UI {
	u := &UI{app: a, win: w, store: s, prefs: a.Preferences()}
	a.Settings().SetTheme(NewTheme())
	return u
}

// Window is the window the UI draws in.
func (u *UI) Window() fyne.Window { return u.win }

// ShowHome shows the list of saved games.
func (u *UI) ShowHome() {
	if u.current != nil {
		u.current.close()
		u.current = nil
	}
	if u.keys != nil {
		u.keys.release()
		u.keys = nil
	}
	u.game = nil
	u.home = newHomeScreen(u)
	u.win.SetContent(u.home.content)
	u.clearKeys()
	u.home.refresh()
}

// OpenGame shows a saved game.
func (u *UI) OpenGame(id persistence.GameID) error {
	v, err := u.store.Load(id)
	if err != nil {
		return err
	}
	switch v.Game.Mode {
	case "schieber":
		u.home = nil
		g := newSchieberScreen(u, v)
		u.game = g
		u.setScreen(g)
		return nil
	}
	return fmt.Errorf("%s", lang.X("error.mode", "This version shows Schieber games; Coiffeur and Differenzler sheets can be checked and exported from the command line."))
}

// clearKeys removes the game screen's keyboard handling when another screen is shown.
func (u *UI) clearKeys() {
	c := u.win.Canvas()
	c.SetOnTypedKey(nil)
	c.SetOnTypedRune(nil)
}

// Skin is the card skin chosen in the settings.
func (u *UI) Skin() string { return u.prefs.StringWithFallback(PrefSkin, SkinFrench) }

// BoardView is the board view chosen in the settings: asWritten, normalised or digits.
func (u *UI) BoardView() string { return u.prefs.StringWithFallback(PrefBoardView, "asWritten") }

// showError tells the players what went wrong; nothing has changed.
func (u *UI) showError(err error) {
	if err == nil {
		return
	}
	dialog.ShowError(err, u.win)
}

// confirm asks a yes/no question.
func (u *UI) confirm(title, message string, yes func()) {
	dialog.ShowConfirm(title, message, func(ok bool) {
		if ok {
			yes()
		}
	}, u.win)
}

// header is the bar on top of every screen: a title and buttons.
func header(title string, buttons ...fyne.CanvasObject) fyne.CanvasObject {
	t := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.Truncation = fyne.TextTruncateEllipsis
	return container.NewBorder(nil, nil, nil, container.NewHBox(buttons...), t)
}
