package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// The in-memory fake is a Service, as the store is.
var _ Service = (*fakestore.Store)(nil)

// eachService runs f once on the fake and once on the real store.
func eachService(t *testing.T, f func(t *testing.T, svc Service)) { uitest.EachService(t, f) }

// newUIOn starts the UI on svc in a window of the given size of app a (a new test app if nil).
func newUIOn(t *testing.T, a fyne.App, svc Service, size fyne.Size) *UI {
	t.Helper()
	t.Setenv("LANGUAGE", "en")
	if a == nil {
		a = test.NewTempApp(t)
	}
	w := a.NewWindow("Jasstafel")
	w.Resize(size)
	u := New(a, w, svc)
	t.Cleanup(func() { uitest.CloseWindow(a, w) }) // the screen writes its last draft while the service is open
	return u
}

var landscape = fyne.NewSize(1280, 800)

// createGame starts a Schieber game through the service and writes deals of 100 : 57 for the
// team of each Vorhand, seat after seat.
func createGame(t *testing.T, svc Service, preset string, players []string, deals int) persistence.GameID {
	t.Helper()
	return uitest.CreateGame(t, svc, preset, players, deals)
}

// shown is every visible object of the window: the top overlay (a dialog) and the content.
func shown(u *UI) []fyne.CanvasObject { return uitest.Shown(u.win) }

// button finds the visible button with this label, or with no label and this icon.
func button(t *testing.T, u *UI, label string, icon fyne.Resource) *widget.Button {
	t.Helper()
	return uitest.Button(t, u.win, label, icon)
}

// tapOn taps the button labelled label (or showing icon alone) where a finger would, and fails
// when another control lies over it (uitest.TapButton).
func tapOn(t *testing.T, u *UI, label string, icon fyne.Resource) {
	t.Helper()
	uitest.TapButton(t, u.win, button(t, u, label, icon), label)
}

// texts is what the labels on screen say, one line each.
func texts(u *UI) string { return uitest.Texts(u.win) }

// label finds the visible label that says text.
func label(u *UI, text string) *widget.Label { return uitest.Label(u.win, text) }

// tapText taps the screen where the label saying text is, as a finger on a list row would.
func tapText(t *testing.T, u *UI, text string) {
	t.Helper()
	uitest.TapText(t, u.win, text)
}

// press sends a keyboard shortcut to the window, as the window system does.
func press(u *UI, s fyne.Shortcut) { uitest.Press(u.win, s) }

// typeKeys types chars and then keys where no field has the focus, as a keyboard does: a window
// whose screen takes no typed key drops them.
func typeKeys(u *UI, chars string, keys ...fyne.KeyName) {
	c := u.win.Canvas()
	for _, r := range chars {
		if f := c.OnTypedRune(); f != nil {
			f(r)
		}
	}
	for _, k := range keys {
		if f := c.OnTypedKey(); f != nil {
			f(&fyne.KeyEvent{Name: k})
		}
	}
}

// dialogShown is the text of the dialog on top of the window, or "" when none is.
func dialogShown(u *UI) string { return uitest.DialogShown(u.win) }

// relayout lays the window out again, as the window system does on the next frame after a
// size changed.
func relayout(u *UI) { uitest.Relayout(u.win) }
