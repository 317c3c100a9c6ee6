package statistics

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/files"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

var landscape = fyne.NewSize(1280, 800)

// Service is what these tests ask of a service: what the screens read and change, and what
// the tests write games with.
type Service interface {
	Figures
	Games
	Roster
	uitest.Creator
	ReplaceRound(id persistence.GameID, index int, r gamefile.Round) (*persistence.GameView, error)
	Delete(id persistence.GameID) error
	Restore(id persistence.GameID) error
}

var (
	_ Service = (*fakestore.Store)(nil)
	_ Service = (*persistence.Store)(nil)
)

// eachService runs f once on the in-memory fake and once on the real store.
func eachService(t *testing.T, f func(t *testing.T, svc Service)) { uitest.EachService(t, f) }

// testApp is the app as these screens see it, in a test window: it shows each screen as the
// shell does (the one before closed and its keys released), and counts how often the players
// went back to the list of games.
type testApp struct {
	win     fyne.Window
	store   Service
	current kit.Screen
	keys    *kit.Keys
	home    int
	files   uitest.Files
}

// newApp opens a test window of the given size on svc, with the app's theme and English.
func newApp(t *testing.T, svc Service, size fyne.Size) *testApp {
	t.Helper()
	t.Setenv("LANGUAGE", "en")
	a := test.NewTempApp(t)
	kit.UseTheme(a)
	w := a.NewWindow("Jasstafel")
	w.Resize(size)
	u := &testApp{win: w, store: svc}
	t.Cleanup(func() { uitest.CloseWindow(a, w) }) // a screen may write while the service is open
	return u
}

func (u *testApp) Window() fyne.Window { return u.win }

func (u *testApp) Files() files.Files { return &u.files }

func (u *testApp) Show(s kit.Screen) {
	if u.current != nil {
		u.current.Close()
	}
	if u.keys != nil {
		u.keys.Release()
	}
	u.current, u.keys = s, kit.NewKeys(u.win.Canvas())
	u.win.SetContent(s.Content())
	s.Show(u.keys)
}

// ShowHome stands for the list of games: the screen is left.
func (u *testApp) ShowHome() {
	if u.current != nil {
		u.current.Close()
	}
	if u.keys != nil {
		u.keys.Release()
	}
	u.current, u.keys = nil, nil
	u.win.SetContent(widget.NewLabel("the list of games"))
	u.home++
}

// testModes are the modes as the shell's table of modes (ui/modes.go) offers them to the
// statistics.
func testModes() []Mode {
	return []Mode{
		{Game: tally.Schieber, Label: func() string { return lang.X("mode.schieber", "Schieber") }, Columns: SchieberColumns},
		{Game: tally.Coiffeur, Label: func() string { return lang.X("mode.coiffeur", "Coiffeur") }, Columns: CoiffeurColumns},
		{Game: tally.Differenzler, Label: func() string { return lang.X("mode.differenzler", "Differenzler") }, Columns: DifferenzlerColumns},
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
func press(u *testApp, s fyne.Shortcut)             { uitest.Press(u.win, s) }
func dialogShown(u *testApp) string                 { return uitest.DialogShown(u.win) }
func relayout(u *testApp)                           { uitest.Relayout(u.win) }
func inWindow(u *testApp, o fyne.CanvasObject) bool { return uitest.InWindow(u.win, o) }
func createGame(t *testing.T, svc Service, preset string, players []string, deals int) persistence.GameID {
	t.Helper()
	return uitest.CreateGame(t, svc, preset, players, deals)
}
