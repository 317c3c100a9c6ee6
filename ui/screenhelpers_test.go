package ui

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
)

// services are the two services every screen test runs on: the in-memory fake and the real
// store in a temporary directory.
var services = []struct {
	name string
	make func(t *testing.T) Service
}{
	{"fake", func(*testing.T) Service { return newFakeService() }},
	{"store", func(t *testing.T) Service {
		s, err := persistence.Open(filepath.Join(t.TempDir(), "games.db"), persistence.Options{NoAutoBackup: true})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}},
}

// eachService runs f once on the fake and once on the real store.
func eachService(t *testing.T, f func(t *testing.T, svc Service)) {
	for _, s := range services {
		t.Run(s.name, func(t *testing.T) { f(t, s.make(t)) })
	}
}

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
	t.Cleanup(func() { closeWindow(a, w) }) // the screen writes its last draft while the service is open
	return u
}

var landscape = fyne.NewSize(1280, 800)

// createGame starts a Schieber game through the service and writes deals of 100 : 57 for the
// team of each Vorhand, seat after seat.
func createGame(t *testing.T, svc Service, preset string, players []string, deals int) persistence.GameID {
	t.Helper()
	rules, _ := json.Marshal(map[string]any{"preset": preset})
	id, err := svc.Create(persistence.NewGame{Mode: tally.Schieber, Players: players, Rules: rules})
	if err != nil {
		t.Fatal(err)
	}
	for d := range deals {
		v := d % 4
		r := gamefile.Round{Contract: "D", Vorhand: &v, Points: []int{100, 57}}
		_, err := svc.AddRound(id, r)
		if errors.Is(err, persistence.ErrFinished) { // the deal before ended the game: play on past it
			if _, err = svc.SetFinished(id, false); err == nil {
				_, err = svc.AddRound(id, r)
			}
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return id
}

// shown is every visible object of the window: the top overlay (a dialog) and the content.
func shown(u *UI) []fyne.CanvasObject {
	c := u.win.Canvas()
	var out []fyne.CanvasObject
	if o := c.Overlays().Top(); o != nil {
		out = walkVisible(o, out)
	}
	return walkVisible(c.Content(), out)
}

func walkVisible(o fyne.CanvasObject, out []fyne.CanvasObject) []fyne.CanvasObject {
	if o == nil || !o.Visible() {
		return out
	}
	out = append(out, o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			out = walkVisible(c, out)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			out = walkVisible(c, out)
		}
	}
	return out
}

// button finds the visible button with this label, or with no label and this icon.
func button(t *testing.T, u *UI, label string, icon fyne.Resource) *widget.Button {
	t.Helper()
	for _, o := range shown(u) {
		b, ok := o.(*widget.Button)
		if !ok {
			continue
		}
		if label != "" && b.Text == label {
			return b
		}
		if label == "" && icon != nil && b.Icon != nil && b.Icon.Name() == icon.Name() {
			return b
		}
	}
	t.Fatalf("no button %q on screen; the screen shows %q", label, texts(u))
	return nil
}

// texts is what the labels on screen say, one line each.
func texts(u *UI) string {
	var lines []string
	for _, o := range shown(u) {
		if l, ok := o.(*widget.Label); ok && l.Text != "" {
			lines = append(lines, l.Text)
		}
	}
	return strings.Join(lines, "\n")
}

// label finds the visible label that says text.
func label(u *UI, text string) *widget.Label {
	for _, o := range shown(u) {
		if l, ok := o.(*widget.Label); ok && l.Text == text {
			return l
		}
	}
	return nil
}

// tapText taps the screen where the label saying text is, as a finger on a list row would: the
// innermost tappable object under the label's corner receives the tap.
func tapText(t *testing.T, u *UI, text string) {
	t.Helper()
	l := label(u, text)
	if l == nil {
		t.Fatalf("%q is not on screen; it shows %q", text, texts(u))
	}
	d := fyne.CurrentApp().Driver()
	at := d.AbsolutePositionForObject(l).Add(fyne.NewPos(2, 2))
	var hit fyne.Tappable
	for _, o := range walkVisible(u.win.Canvas().Content(), nil) {
		tp, ok := o.(fyne.Tappable)
		if !ok {
			continue
		}
		p, s := d.AbsolutePositionForObject(o), o.Size()
		if at.X >= p.X && at.Y >= p.Y && at.X < p.X+s.Width && at.Y < p.Y+s.Height {
			hit = tp // later objects lie inside earlier ones
		}
	}
	if hit == nil {
		t.Fatalf("nothing to tap under %q", text)
	}
	test.Tap(hit)
}

// press sends a keyboard shortcut to the window, as the window system does.
func press(u *UI, s fyne.Shortcut) {
	u.win.Canvas().(fyne.Shortcutable).TypedShortcut(s)
}

// dialogShown is the text of the dialog on top of the window, or "" when none is.
func dialogShown(u *UI) string {
	o := u.win.Canvas().Overlays().Top()
	if o == nil {
		return ""
	}
	var lines []string
	for _, x := range walkVisible(o, nil) {
		switch l := x.(type) {
		case *widget.Label:
			lines = append(lines, l.Text)
		case *widget.RichText:
			lines = append(lines, l.String())
		}
	}
	return strings.Join(lines, "\n")
}

// relayout lays the window out again, as the window system does on the next frame after a
// size changed.
func relayout(u *UI) {
	for range 2 { // a wrapped text knows its height once it knows its width
		u.win.Content().Refresh()
	}
}

// closeWindow closes w unless the test closed it already, as the players close the app.
func closeWindow(a fyne.App, w fyne.Window) {
	for _, open := range a.Driver().AllWindows() {
		if open == w {
			w.Close()
			return
		}
	}
}
