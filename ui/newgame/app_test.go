package newgame

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

var landscape = fyne.NewSize(1280, 800)

// Service is what these tests ask of a service: what the form reads and writes, and what the
// tests write games with and read them back by.
type Service interface {
	Store
	uitest.Creator
	List(limit int, includeDeleted bool) ([]persistence.Summary, error)
	Draft(id persistence.GameID) ([]byte, error)
}

var (
	_ Service = (*fakestore.Store)(nil)
	_ Service = (*persistence.Store)(nil)
)

// eachService runs f once on the in-memory fake and once on the real store.
func eachService(t *testing.T, f func(t *testing.T, svc Service)) { uitest.EachService(t, f) }

// testApp is the app as the form sees it, in a test window: the skin and the board view of the
// settings, the game the form asked to open, and how often it went back to the list of games.
type testApp struct {
	win       fyne.Window
	store     Service
	skin      string
	boardView string
	current   kit.Screen
	keys      *kit.Keys
	opened    persistence.GameID
	home      int
}

// newApp opens a test window of the given size on svc, with the app's theme and English.
func newApp(t *testing.T, svc Service, size fyne.Size) *testApp {
	t.Helper()
	t.Setenv("LANGUAGE", "en")
	a := test.NewTempApp(t)
	kit.UseTheme(a)
	w := a.NewWindow("Jasstafel")
	w.Resize(size)
	t.Cleanup(func() { uitest.CloseWindow(a, w) })
	return &testApp{win: w, store: svc, skin: kit.SkinFrench, boardView: "asWritten"}
}

func (u *testApp) Window() fyne.Window { return u.win }
func (u *testApp) Skin() string        { return u.skin }
func (u *testApp) BoardView() string   { return u.boardView }
func (u *testApp) ShowError(err error) { dialog.ShowError(err, u.win) }

// OpenGame stands for the game's screen: the form asked to open game id.
func (u *testApp) OpenGame(id persistence.GameID) error {
	u.show(nil)
	u.win.SetContent(widget.NewLabel("game " + id.String()))
	u.opened = id
	return nil
}

// ShowHome stands for the list of games: the form is left.
func (u *testApp) ShowHome() {
	u.show(nil)
	u.win.SetContent(widget.NewLabel("the list of games"))
	u.home++
}

// ShowNewGame shows the form as the shell does, offering the modes of the table of modes.
func (u *testApp) ShowNewGame() { u.show(NewScreen(u, u.store, testModes())) }

func (u *testApp) show(s kit.Screen) {
	if u.current != nil {
		u.current.Close()
	}
	if u.keys != nil {
		u.keys.Release()
	}
	u.current, u.keys = s, nil
	if s != nil {
		u.keys = kit.NewKeys(u.win.Canvas())
		u.win.SetContent(s.Content())
		s.Show(u.keys)
	}
}

// testModes are the modes as the shell's table of modes (ui/modes.go) offers them to the form.
func testModes() []Mode {
	return []Mode{
		{Game: tally.Schieber, Label: func() string { return lang.X("mode.schieber", "Schieber") }, Setup: SchieberSetup},
		{Game: tally.Coiffeur, Label: func() string { return lang.X("mode.coiffeur", "Coiffeur") }, Setup: CoiffeurSetup},
		{Game: tally.Differenzler, Label: func() string { return lang.X("mode.differenzler", "Differenzler") }, Setup: DifferenzlerSetup},
	}
}

// tapButton taps b as a finger does.
func tapButton(b interface{ Tapped(*fyne.PointEvent) }) { b.Tapped(&fyne.PointEvent{}) }

func shown(u *testApp) []fyne.CanvasObject { return uitest.Shown(u.win) }
func texts(u *testApp) string              { return uitest.Texts(u.win) }
func label(u *testApp, text string) *widget.Label {
	return uitest.Label(u.win, text)
}
func button(t *testing.T, u *testApp, label string, icon fyne.Resource) *widget.Button {
	t.Helper()
	return uitest.Button(t, u.win, label, icon)
}
func dialogShown(u *testApp) string                 { return uitest.DialogShown(u.win) }
func relayout(u *testApp)                           { uitest.Relayout(u.win) }
func inWindow(u *testApp, o fyne.CanvasObject) bool { return uitest.InWindow(u.win, o) }
func createGame(t *testing.T, svc Service, preset string, players []string, deals int) persistence.GameID {
	t.Helper()
	return uitest.CreateGame(t, svc, preset, players, deals)
}
