// Package roomhost is the app as a room that is not a game screen sees it (the new-game form,
// the statistics), in a test window: it shows each screen as the shell does (ui/screen.go),
// stands for the rooms it leads to (the list of games, a game's screen) with a label naming them,
// and counts what the players asked of the app. The tests of ui/newgame, ui/statistics and of
// the mode packages' parts of them share it.
package roomhost

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui/files"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/newgame"
)

// Host is the app around one room in a test window.
type Host struct {
	Win     fyne.Window
	Current kit.Screen // the screen shown, nil while another room stands in
	keys    *kit.Keys
	// View is the board view the settings chose, which a new game keeps as its own.
	View string
	// Home counts how often the players went back to the list of games; Opened is the game
	// the app was last asked to open.
	Home   int
	Opened persistence.GameID
	// Disk are the players' files: what the rooms save, and what the picker hands them.
	Disk uitest.Files
}

// New opens a test window of the given size in a new test app, in English, with the app's
// theme and its default settings.
func New(t testing.TB, size fyne.Size) *Host {
	t.Helper()
	t.Setenv("LANGUAGE", "en")
	a := test.NewTempApp(t)
	kit.UseTheme(a)
	w := a.NewWindow("Jasstafel")
	w.Resize(size)
	t.Cleanup(func() { uitest.CloseWindow(a, w) }) // a screen may write while the service is open
	return &Host{Win: w, View: "asWritten"}
}

func (h *Host) Window() fyne.Window { return h.Win }

// Files are the players' files in memory (Disk).
func (h *Host) Files() files.Files { return &h.Disk }

// Skin is the shell's default card skin.
func (h *Host) Skin() string      { return kit.SkinFrench }
func (h *Host) BoardView() string { return h.View }

// ShowError shows err in the window, as the shell does.
func (h *Host) ShowError(err error) { dialog.ShowError(err, h.Win) }

// Show closes the screen shown so far, releases its keys and shows s, as the shell does.
func (h *Host) Show(s kit.Screen) {
	h.leave()
	h.Current, h.keys = s, kit.NewKeys(h.Win.Canvas())
	h.Win.SetContent(kit.NewWindowContent(h.keys, s.Content())) // as the shell wraps it
	s.Show(h.keys)
}

// ShowHome stands for the list of games: the screen is left.
func (h *Host) ShowHome() {
	h.leave()
	h.Win.SetContent(widget.NewLabel("the list of games"))
	h.Home++
}

// OpenGame stands for the game's screen: the app was asked to open game id.
func (h *Host) OpenGame(id persistence.GameID) error {
	h.leave()
	h.Win.SetContent(widget.NewLabel("game " + id.String()))
	h.Opened = id
	return nil
}

// leave closes the screen shown and releases its keys.
func (h *Host) leave() {
	if h.Current != nil {
		h.Current.Close()
	}
	if h.keys != nil {
		h.keys.Release()
	}
	h.Current, h.keys = nil, nil
}

// ShowNewGame shows the new-game form on store, offering modes, as the shell does.
func (h *Host) ShowNewGame(store newgame.Store, modes []newgame.Mode) {
	h.Show(newgame.NewScreen(h, store, modes))
}

// Games is what the tests read the games back by: the list and each game.
type Games interface {
	List(limit int, includeDeleted bool) ([]persistence.Summary, error)
	Load(id persistence.GameID) (*persistence.GameView, error)
}

// Started is the one game svc holds after the form's Start, as stored, which the form asked
// the app to open.
func (h *Host) Started(t *testing.T, svc Games) *persistence.GameView {
	t.Helper()
	list, err := svc.List(0, true)
	if err != nil || len(list) != 1 {
		t.Fatalf("%d games (%v); the form says %q", len(list), err, uitest.Texts(h.Win))
	}
	if d := uitest.DialogShown(h.Win); d != "" {
		t.Errorf("after Start the app says %q", d)
	}
	v, err := svc.Load(list[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	if h.Opened != v.ID {
		t.Errorf("after Start the form opened game %d, not the new game %d", h.Opened, v.ID)
	}
	return v
}

// FormService is what a test of a mode's part of the form asks of a service: what the form
// writes, and the games it wrote.
type FormService interface {
	newgame.Store
	Games
}

// OpenForm opens a test window of the given size with the new-game form on svc, offering the
// one mode m: the way a mode's package tests its part of the form.
func OpenForm(t *testing.T, svc FormService, size fyne.Size, m newgame.Mode) *Host {
	t.Helper()
	h := New(t, size)
	h.ShowNewGame(svc, []newgame.Mode{m})
	return h
}
