package statistics

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/stats"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/roomhost"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
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

// testApp is the app as these screens see it, in a test window, on the service they read.
type testApp struct {
	*roomhost.Host
	store Service
}

// newApp opens a test window of the given size on svc, with the app's theme and English.
func newApp(t *testing.T, svc Service, size fyne.Size) *testApp {
	t.Helper()
	return &testApp{Host: roomhost.New(t, size), store: svc}
}

// testModes are the modes as the shell's table of modes (ui/modes.go) offers them to the
// statistics, each mode's own figures standing in for the columns its package names: the
// Schieber's points for, the Differenzler's penalty. What each mode's columns show is tested
// with the real table in the shell (ui/stats_modes_test.go).
func testModes() []Mode {
	return []Mode{
		{Game: tally.Schieber, Label: func() string { return lang.X("mode.schieber", "Schieber") }, Columns: func() []Column {
			return []Column{IntColumn(func() string { return lang.X("stats.pointsFor", "Points for") }, func(p stats.Player) int { return p.Schieber.PointsFor })}
		}, PairPoints: true},
		{Game: tally.Coiffeur, Label: func() string { return lang.X("mode.coiffeur", "Coiffeur") }},
		{Game: tally.Differenzler, Label: func() string { return lang.X("mode.differenzler", "Differenzler") }, Columns: func() []Column {
			return []Column{IntColumn(func() string { return lang.X("stats.penalty", "Penalty") }, func(p stats.Player) int { return p.Differenzler.Penalty })}
		}},
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
func press(u *testApp, s fyne.Shortcut)             { uitest.Press(u.Win, s) }
func dialogShown(u *testApp) string                 { return uitest.DialogShown(u.Win) }
func relayout(u *testApp)                           { uitest.Relayout(u.Win) }
func inWindow(u *testApp, o fyne.CanvasObject) bool { return uitest.InWindow(u.Win, o) }

// appWithGame is a test app over a fake store holding one Schieber game (the seed preset) of
// Anna, Beat, Cla and Dora with deals deals, and that game's id.
func appWithGame(t *testing.T, deals int, size fyne.Size) (*testApp, persistence.GameID) {
	t.Helper()
	svc := fakestore.New()
	id := createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, deals)
	return newApp(t, svc, size), id
}

func createGame(t *testing.T, svc Service, preset string, players []string, deals int) persistence.GameID {
	t.Helper()
	return uitest.CreateGame(t, svc, preset, players, deals)
}
