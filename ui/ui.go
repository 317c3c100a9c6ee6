// Package ui is the shell of the Fyne user interface: the home screen, the settings, the start and
// the way between the rooms (a new game, each mode's game screen, the statistics, the referee),
// with the table of modes (modes.go). It never imports fyne.io/fyne/v2/app, so its tests run with
// the Fyne test driver; main creates the app and the window and hands them over.
package ui

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/live"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui/files"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// Preference keys; the language is read by main before the UI starts.
const (
	PrefLanguage  = "language"
	PrefSkin      = "skin"
	PrefBoardView = "boardView"
	// PrefOpenGame is the game on screen, so that a restart opens it again. A game id names a
	// game of one database only, so the key is followed by the database's absolute path
	// (openGameKey): the app started on another database does not open this one's game id.
	PrefOpenGame = "openGame"
)

// UI holds the window and the screen shown in it.
type UI struct {
	app   fyne.App
	win   fyne.Window
	store Service
	prefs fyne.Preferences
	home  *homeScreen // the home screen while it is shown

	current kit.Screen // the screen shown
	keys    *kit.Keys  // the keyboard lent to it
	onShown []func()   // called after each screen is shown (OnShown)
	// launching is set while Launch builds the first screen off the main goroutine.
	launching *launchGate
	// launched is closed once the first screen Launch built is in the window (Launched).
	launched chan struct{}
	// share is the live view for guests' phones (ui/share.go), off until the players start it;
	// shareButton is its button in the header of the game shown.
	share       *live.Share
	shareButton *widget.Button
	// views carries each write to the live view and, in the web app, to its relay; onWeb makes
	// "Show on phones" the relay's dialog (ShareThroughRelay).
	views *liveViews
	onWeb bool
	// files saves and picks the players' files: Fyne's dialogs, or the browser's downloads
	// and file picker in the web app (UseFiles).
	files files.Files
	// inMemory is set when the games are kept only in the page's memory (KeptInMemory).
	inMemory bool
	// languageChosen loads what else the app speaks in a language the players chose in
	// Settings (OnLanguage): the web app's own texts.
	languageChosen func(code string)
}

// OnLanguage has f called with the language the players choose in Settings ("" for the
// system's), after the app's texts are switched to it and before the screen is shown again.
func (u *UI) OnLanguage(f func(code string)) { u.languageChosen = f }

// useLanguage switches every text of the app to code ("" for the system's language) for the
// screens shown from now on.
func (u *UI) useLanguage(code string) error {
	if err := kit.UseLanguage(code); err != nil {
		return err
	}
	// Fyne keeps the faces of a text style for the language it found first (a Korean bold
	// from the system's fonts, say): setting the theme again makes it find them anew.
	kit.ReapplyTheme(u.app, u.win)
	// The guests' page too: the relay's with the next publish, the app's own at its next start.
	words := pageWords()
	u.share.SetWords(words)
	if p := u.views.relay.Load(); p != nil {
		p.SetWords(words)
	}
	if u.languageChosen != nil {
		u.languageChosen(code)
	}
	return nil
}

// New builds the UI in window w on service s. It shows nothing until Start, ShowHome or OpenGame.
func New(a fyne.App, w fyne.Window, s Service) *UI {
	views := &liveViews{share: live.NewShare()}
	u := &UI{app: a, win: w, store: sharing{s, views}, prefs: a.Preferences(), share: views.share, views: views, files: files.Dialogs(w), launched: make(chan struct{})}
	kit.UseTheme(a)
	w.SetOnClosed(u.onWindowClosed)
	return u
}

// onWindowClosed closes the screen shown, so that its last draft is written before the
// store is closed; the screen stays remembered for the next start.
func (u *UI) onWindowClosed() {
	if u.current != nil {
		u.current.Close()
	}
	u.share.Stop()
}

// Start shows what the players left: the game that was on screen when the app stopped, if it
// still exists and is not in the bin, and otherwise the list of games.
func (u *UI) Start() {
	id, err := persistence.ParseGameID(u.prefs.String(openGameKey(u.store)))
	if err != nil || id == 0 {
		u.ShowHome()
		return
	}
	v, err := u.store.Load(id)
	if err != nil || v.Deleted || u.openView(v) != nil {
		u.forgetOpenGame()
		u.ShowHome()
	}
}

// ShowHome shows the list of saved games. The players have left the game they were playing,
// so a restart shows the list too.
func (u *UI) ShowHome() {
	u.forgetOpenGame()
	h := newHomeScreen(u)
	u.home = h
	u.Show(h)
}

// OpenGame shows a saved game and remembers it for the next start.
func (u *UI) OpenGame(id persistence.GameID) error {
	v, err := u.store.Load(id)
	if err != nil {
		return err
	}
	return u.openView(v)
}

// CanOpen tells whether OpenGame would show the saved game id, without showing it: main asks
// before the window opens, so that a wrong id is a message and not a window.
func (u *UI) CanOpen(id persistence.GameID) error {
	v, err := u.store.Load(id)
	if err != nil {
		return err
	}
	if m, ok := lookupMode(v.Game.Mode); !ok || m.open == nil {
		return errNoScreen()
	}
	return nil
}

// openView shows the game of v, if this version has a screen for its mode.
func (u *UI) openView(v *persistence.GameView) error {
	m, ok := lookupMode(v.Game.Mode)
	if !ok || m.open == nil {
		return errNoScreen()
	}
	u.home = nil
	u.views.show(v)
	u.Show(m.open(u, v))
	u.prefs.SetString(openGameKey(u.store), v.ID.String())
	return nil
}

// forgetOpenGame makes the next start show the list of games.
func (u *UI) forgetOpenGame() { u.prefs.RemoveValue(openGameKey(u.store)) }

// openGameKey is the preference that remembers the game on screen for the database of s:
// PrefOpenGame and the database file's absolute path. A service without a file (a test's)
// has the bare key.
func openGameKey(s Service) string {
	f, ok := s.(interface{ Path() string })
	if !ok || f.Path() == "" {
		return PrefOpenGame
	}
	p, err := filepath.Abs(f.Path())
	if err != nil {
		p = f.Path()
	}
	return PrefOpenGame + ":" + filepath.Clean(p)
}

// Skin is the card skin chosen in the settings.
func (u *UI) Skin() string { return u.prefs.StringWithFallback(PrefSkin, kit.SkinFrench) }

// BoardView is the board view chosen in the settings (asWritten, normalised or digits): the
// view written into the rules of new games. A game is drawn in the view of its own rules.
func (u *UI) BoardView() string { return u.prefs.StringWithFallback(PrefBoardView, "asWritten") }

// showError tells the players what went wrong; nothing has changed.
func (u *UI) ShowError(err error) {
	if err == nil {
		return
	}
	dialog.ShowError(err, u.win)
}

// gameDeleted forgets a game moved to the bin, so that a restart does not open it.
func (u *UI) gameDeleted(id persistence.GameID) {
	if u.prefs.String(openGameKey(u.store)) == id.String() {
		u.forgetOpenGame()
	}
}
