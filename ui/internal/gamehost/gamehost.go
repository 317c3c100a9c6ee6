// Package gamehost is the app as a mode's game screen sees it (game.Host), in a test window: the
// tests of each mode's package (ui/differenzler, …) open their screen on it without the shell,
// on the in-memory fake and on the real store. It shows each screen as the shell does (ui/screen.go),
// gives the header the same buttons that lead elsewhere (ui/rooms.go), opens the real card entry
// (ui/cards) and counts what the players asked of the app.
package gamehost

import (
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/cards"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/game"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/statistics"
)

// Host is the app around one game screen in a test window.
type Host struct {
	Win     fyne.Window
	Current kit.Screen // the screen shown
	keys    *kit.Keys
	// Home and NewGame count how often the players went home or to a new game; Again lists the
	// games they asked to play again; Away lists the header buttons tapped that lead elsewhere:
	// "chart", "referee" or "rulebook".
	Home, NewGame int
	Again         []persistence.GameID
	Away          []string
}

var _ game.Host = (*Host)(nil)

// New opens a test window of the given size in app a (a new test app if nil), in English, with
// the app's theme.
func New(t testing.TB, a fyne.App, size fyne.Size) *Host {
	t.Helper()
	t.Setenv("LANGUAGE", "en")
	if a == nil {
		a = test.NewTempApp(t)
	}
	kit.UseTheme(a)
	w := a.NewWindow("Jasstafel")
	w.Resize(size)
	h := &Host{Win: w}
	// Closing the window closes the screen shown, so that its last draft is written, as the
	// shell does (ui/ui.go).
	w.SetOnClosed(func() {
		if h.Current != nil {
			h.Current.Close()
		}
	})
	t.Cleanup(func() { uitest.CloseWindow(a, w) }) // the screen writes its last draft while the service is open
	return h
}

func (h *Host) Window() fyne.Window { return h.Win }

// Skin is the shell's default card skin.
func (h *Host) Skin() string { return kit.SkinFrench }

// Show closes the screen shown so far, releases its keys and shows s, as the shell does.
func (h *Host) Show(s kit.Screen) {
	if h.Current != nil {
		h.Current.Close()
	}
	if h.keys != nil {
		h.keys.Release()
	}
	h.Current, h.keys = s, kit.NewKeys(h.Win.Canvas())
	h.Win.SetContent(kit.NewWindowContent(h.keys, s.Content())) // as the shell wraps it
	s.Show(h.keys)
}

// leave closes the screen shown, as the shell does when it shows another room.
func (h *Host) leave(room string) {
	if h.Current != nil {
		h.Current.Close()
	}
	if h.keys != nil {
		h.keys.Release()
	}
	h.Current, h.keys = nil, nil
	h.Win.SetContent(widget.NewLabel(room))
}

func (h *Host) ShowHome()    { h.leave("the list of games"); h.Home++ }
func (h *Host) ShowNewGame() { h.leave("the new-game form"); h.NewGame++ }

// PlayAgain lists the game of v, whose table asked to play again (ui/rooms.go starts the game).
func (h *Host) PlayAgain(v *persistence.GameView) {
	h.leave("a new game at the same table")
	h.Again = append(h.Again, v.ID)
}

// ShowError shows err in the window, as the shell does.
func (h *Host) ShowError(err error) {
	if err != nil {
		dialog.ShowError(err, h.Win)
	}
}

// GameButtons are the shell's header buttons, with the same icons (ui/rooms.go, ui/help.go):
// the chart, the referee and the rulebook. A tap is listed in Away.
func (h *Host) GameButtons(*persistence.GameView, kit.Pictured, *tally.Rules, func() string) []fyne.CanvasObject {
	away := func(room string) func() { return func() { h.Away = append(h.Away, room) } }
	return []fyne.CanvasObject{
		widget.NewButtonWithIcon("", statistics.ChartIcon, away("chart")),
		container.NewHBox(widget.NewButtonWithIcon("", theme.QuestionIcon(), away("referee")),
			widget.NewButtonWithIcon("", theme.FileTextIcon(), away("rulebook"))),
	}
}

// OpenCards shows the card entry of c, as the shell does.
func (h *Host) OpenCards(c *entry.Cards, ch game.CardHost) { h.Show(cards.New(h, c, ch)) }

// Service is what the mode packages' tests ask of a service: the game screen's store, and
// starting and loading games.
type Service interface {
	game.Store
	uitest.Creator
	Load(id persistence.GameID) (*persistence.GameView, error)
}

var (
	_ Service = (*fakestore.Store)(nil)
	_ Service = (*persistence.Store)(nil)
)

// EachService runs f once on the in-memory fake and once on the real store (uitest.EachService).
func EachService(t *testing.T, f func(t *testing.T, svc Service)) { uitest.EachService(t, f) }

// TempStore is the real store in a temporary directory (uitest.TempStore).
func TempStore(t testing.TB) *persistence.Store { return uitest.TempStore(t) }

// Open loads game id from svc and shows the screen open builds for it (the mode's New).
func Open[S kit.Screen](t *testing.T, h *Host, svc Service, id persistence.GameID, open func(game.Host, game.Store, *persistence.GameView) S) S {
	t.Helper()
	v, err := svc.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	s := open(h, svc, v)
	h.Show(s)
	return s
}

// Main runs a mode package's tests in English, as the shell's run: the language of the machine
// does not matter.
func Main(m *testing.M) int {
	os.Setenv("LANG", "en_US.UTF-8")
	os.Setenv("LANGUAGE", "en")
	if err := kit.UseLanguage("en"); err != nil {
		panic(err)
	}
	return m.Run()
}

// App is a Host with the service it opens games from, as the shell holds both, for the tests
// that leave a game and open it again, or open it after a restart.
type App struct {
	*Host
	Store Service
	open  func(h game.Host, store game.Store, v *persistence.GameView) kit.Screen
}

// NewApp opens a test window of the given size in app a (a new test app if nil) on svc, whose
// games open with open (the mode's New).
func NewApp[S kit.Screen](t testing.TB, a fyne.App, svc Service, size fyne.Size, open func(game.Host, game.Store, *persistence.GameView) S) *App {
	t.Helper()
	return &App{Host: New(t, a, size), Store: svc, open: func(h game.Host, store game.Store, v *persistence.GameView) kit.Screen {
		return open(h, store, v)
	}}
}

// OpenGame shows game id, as the shell opens a game from the list.
func (u *App) OpenGame(id persistence.GameID) error {
	v, err := u.Store.Load(id)
	if err != nil {
		return err
	}
	u.Show(u.open(u.Host, u.Store, v))
	return nil
}
