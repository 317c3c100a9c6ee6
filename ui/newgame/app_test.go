package newgame_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/coiffeur"
	"github.com/jasstafel/jasstafel/ui/differenzler"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/roomhost"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/newgame"
	"github.com/jasstafel/jasstafel/ui/schieber"
)

var landscape = fyne.NewSize(1280, 800)

// Service is what these tests ask of a service: what the form reads and writes, and what the
// tests write games with and read them back by.
type Service interface {
	newgame.Store
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

// testApp is the app as the form sees it, in a test window, on the service its games go to.
type testApp struct {
	*roomhost.Host
	store Service
}

// newApp opens a test window of the given size on svc, with the app's theme and English.
func newApp(t *testing.T, svc Service, size fyne.Size) *testApp {
	t.Helper()
	return &testApp{Host: roomhost.New(t, size), store: svc}
}

// ShowNewGame shows the form as the shell does, offering the modes of the table of modes.
func (u *testApp) ShowNewGame() { u.Host.ShowNewGame(u.store, testModes()) }

// testModes are the modes as the shell's table of modes (ui/modes.go) offers them to the form.
func testModes() []newgame.Mode {
	return []newgame.Mode{
		{Game: tally.Schieber, Label: schieber.Label, Setup: schieber.Setup},
		{Game: tally.Coiffeur, Label: coiffeur.Label, Setup: coiffeur.Setup},
		{Game: tally.Differenzler, Label: differenzler.Label, Setup: differenzler.Setup},
	}
}

// tapButton taps b as a finger does.
func tapButton(b interface{ Tapped(*fyne.PointEvent) }) { b.Tapped(&fyne.PointEvent{}) }

func shown(u *testApp) []fyne.CanvasObject { return uitest.Shown(u.Win) }
func texts(u *testApp) string              { return uitest.Texts(u.Win) }
func label(u *testApp, text string) *widget.Label {
	return uitest.Label(u.Win, text)
}
func button(t *testing.T, u *testApp, label string, icon fyne.Resource) *widget.Button {
	t.Helper()
	return uitest.Button(t, u.Win, label, icon)
}

// tapOn taps the button labelled label (or showing icon alone) where a finger would, and fails
// when another control lies over it (uitest.TapButton).
func tapOn(t *testing.T, u *testApp, label string, icon fyne.Resource) {
	t.Helper()
	uitest.TapButton(t, u.Win, button(t, u, label, icon), label)
}
func dialogShown(u *testApp) string                 { return uitest.DialogShown(u.Win) }
func relayout(u *testApp)                           { uitest.Relayout(u.Win) }
func inWindow(u *testApp, o fyne.CanvasObject) bool { return uitest.InWindow(u.Win, o) }
func createGame(t *testing.T, svc Service, preset string, players []string, deals int) persistence.GameID {
	t.Helper()
	return uitest.CreateGame(t, svc, preset, players, deals)
}

// fillNames types the players' names into the form as a player would.
func fillNames(t *testing.T, u *testApp, names ...string) {
	t.Helper()
	uitest.FillNames(t, u.Win, names...)
}

// nameFields are the form's name fields shown, in seat order.
func nameFields(u *testApp) []*widget.SelectEntry { return uitest.NameFields(u.Win) }

// problem is the line under the form that says why the game cannot start (in red), "" when it
// says nothing.
func problem(t *testing.T, u *testApp) *widget.Label {
	t.Helper()
	for _, o := range shown(u) {
		if l, ok := o.(*widget.Label); ok && l.Importance == widget.DangerImportance {
			return l
		}
	}
	t.Fatalf("no message line in red; the form shows %q", texts(u))
	return nil
}

// choose picks option from the select that says from, as a finger would.
func choose(t *testing.T, u *testApp, from, option string) {
	t.Helper()
	uitest.Choose(t, u.Win, from, option)
}
