// Package uitest is what the tests of several ui packages share to drive a window as a player
// does: walk the objects it shows, read their texts, find buttons by their labels and tap them.
// Nothing here knows a screen of the app; the shell's and the features' tests build on it.
package uitest

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// Tree appends o and every object below it, through containers and the widgets' cached
// renderers. With visible set, an object that is hidden is left out with everything below it;
// without, every object is listed and the caller looks at Visible itself. A walk that starts
// (objs empty) first runs the UI work the screens' searches have handed over (Pump).
func Tree(objs []fyne.CanvasObject, o fyne.CanvasObject, visible bool) []fyne.CanvasObject {
	if len(objs) == 0 {
		Pump()
	}
	if o == nil || (visible && !o.Visible()) {
		return objs
	}
	objs = append(objs, o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			objs = Tree(objs, c, visible)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			objs = Tree(objs, c, visible)
		}
	}
	return objs
}

// Visible is o and every visible object below it.
func Visible(o fyne.CanvasObject) []fyne.CanvasObject { return Tree(nil, o, true) }

// Shown is every visible object of the window: the top overlay (a dialog) and the content.
func Shown(w fyne.Window) []fyne.CanvasObject {
	c := w.Canvas()
	var out []fyne.CanvasObject
	if o := c.Overlays().Top(); o != nil {
		out = Tree(out, o, true)
	}
	return Tree(out, c.Content(), true)
}

// OnScreen is every object of the window, the dialogs on top included, as the window's own
// renderers hold them: what the canvas draws, without laying the whole tree out again (which
// makes a fresh renderer for every widget and costs a test most of its time).
func OnScreen(w fyne.Window) []fyne.CanvasObject {
	objs := Tree(nil, w.Canvas().Content(), false)
	for _, o := range w.Canvas().Overlays().List() {
		objs = Tree(objs, o, false)
	}
	return objs
}

// LaidOut lays o and everything below it out again, as the window does when its size changes,
// and lists them: the real objects through their own renderers (test.LaidOutObjects makes a
// fresh renderer for every widget, which costs the layout tests most of their time and lays
// out objects the window never shows).
func LaidOut(o fyne.CanvasObject) []fyne.CanvasObject {
	if o == nil {
		return nil
	}
	return layOut(nil, o, o.MinSize().Max(o.Size()))
}

func layOut(objs []fyne.CanvasObject, o fyne.CanvasObject, size fyne.Size) []fyne.CanvasObject {
	objs = append(objs, o)
	switch x := o.(type) {
	case fyne.Widget:
		r := test.WidgetRenderer(x)
		r.Layout(size)
		for _, c := range r.Objects() {
			objs = layOut(objs, c, c.Size())
		}
	case *fyne.Container:
		if x.Layout != nil {
			x.Layout.Layout(x.Objects, size)
		}
		for _, c := range x.Objects {
			objs = layOut(objs, c, c.Size())
		}
	}
	return objs
}

// Texts is what the labels on screen say, one line each.
func Texts(w fyne.Window) string {
	var lines []string
	for _, o := range Shown(w) {
		if l, ok := o.(*widget.Label); ok && l.Text != "" {
			lines = append(lines, l.Text)
		}
	}
	return strings.Join(lines, "\n")
}

// Label finds the visible label that says text.
func Label(w fyne.Window, text string) *widget.Label {
	for _, o := range Shown(w) {
		if l, ok := o.(*widget.Label); ok && l.Text == text {
			return l
		}
	}
	return nil
}

// Button finds the visible button with this label, or with no label and this icon.
func Button(t *testing.T, w fyne.Window, label string, icon fyne.Resource) *widget.Button {
	t.Helper()
	for _, o := range Shown(w) {
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
	t.Fatalf("no button %q on screen; the screen shows %q", label, Texts(w))
	return nil
}

// TapText taps the screen where the label saying text is, as a finger on a list row would: the
// object a click at the label's corner goes to (clickTarget) receives the tap, and the test fails
// when that takes no taps.
func TapText(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	l := Label(w, text)
	if l == nil {
		t.Fatalf("%q is not on screen; it shows %q", text, Texts(w))
	}
	CheckNothingOverlaps(t, w, text)
	all := topLayer(w)
	p, onTop := placeOf(all, l)
	if !onTop {
		t.Fatalf("%q is not on the layer on top (a dialog covers it)", text)
	}
	hit := clickTarget(all, p.at.Add(fyne.NewPos(2, 2)))
	tp, ok := hit.(fyne.Tappable)
	if !ok {
		t.Fatalf("a tap on %q goes to %T, which takes no tap", text, hit)
	}
	test.Tap(tp)
}

// Press sends a keyboard shortcut to the window, as the window system does.
func Press(w fyne.Window, s fyne.Shortcut) {
	w.Canvas().(fyne.Shortcutable).TypedShortcut(s)
}

// TypeKey types key k as the window system does: to the widget with the focus, or else to the
// window's own handler. Tab, as in Fyne's window (internal/driver/glfw/window.go), moves the
// focus to the next control instead, unless the widget with the focus takes Tab itself.
func TypeKey(w fyne.Window, k fyne.KeyName) {
	Pump() // the app's loop runs the work handed to it before the next event
	e := &fyne.KeyEvent{Name: k}
	c := w.Canvas()
	if k == fyne.KeyTab {
		if t, ok := c.Focused().(fyne.Tabbable); !ok || !t.AcceptsTab() {
			c.FocusNext()
			return
		}
	}
	if f := c.Focused(); f != nil {
		f.TypedKey(e)
	} else if h := w.Canvas().OnTypedKey(); h != nil {
		h(e)
	}
}

// Type types the letters of s as the window system does: to the widget with the focus, or
// else to the window's own handler.
func Type(w fyne.Window, s string) {
	Pump()
	for _, r := range s {
		if f := w.Canvas().Focused(); f != nil {
			f.TypedRune(r)
		} else if h := w.Canvas().OnTypedRune(); h != nil {
			h(r)
		}
	}
}

// DialogShown is the text of the dialog on top of the window, or "" when none is.
func DialogShown(w fyne.Window) string {
	o := w.Canvas().Overlays().Top()
	if o == nil {
		return ""
	}
	var lines []string
	for _, x := range Visible(o) {
		switch l := x.(type) {
		case *widget.Label:
			lines = append(lines, l.Text)
		case *widget.RichText:
			lines = append(lines, l.String())
		}
	}
	return strings.Join(lines, "\n")
}

// Relayout lays the window out again, as the window system does on the next frame after a
// size changed.
func Relayout(w fyne.Window) {
	for range 2 { // a wrapped text knows its height once it knows its width
		w.Content().Refresh()
		for _, o := range w.Canvas().Overlays().List() {
			o.Refresh()
		}
	}
}

// CloseWindow closes w unless the test closed it already, as the players close the app.
func CloseWindow(a fyne.App, w fyne.Window) {
	for _, open := range a.Driver().AllWindows() {
		if open == w {
			w.Close()
			return
		}
	}
}

// InWindow reports whether o lies wholly inside window w.
func InWindow(w fyne.Window, o fyne.CanvasObject) bool {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	s, size := o.Size(), w.Canvas().Size()
	return p.X >= 0 && p.Y >= 0 && p.X+s.Width <= size.Width+0.5 && p.Y+s.Height <= size.Height+0.5
}

// SizeName names a window size for a subtest: landscape, portrait or phone.
func SizeName(s fyne.Size) string {
	switch {
	case kit.Landscape(s):
		return "landscape"
	case kit.Narrow(s.Width):
		return "phone"
	}
	return "portrait"
}

// PhoneSize is a phone held upright as its browser gives the page: 412×915 CSS pixels, which
// Fyne's web driver takes as the window's size.
var PhoneSize = fyne.NewSize(412, 915)

// BoardShare is the least share of the window's height that the board, grid or sheet keeps above
// the panel in portrait: 45 % on a tablet; on a phone, whose panel rows take most of the height
// to stay a finger high, a quarter.
func BoardShare(win fyne.Size) float32 {
	if kit.Narrow(win.Width) {
		return 0.25
	}
	return 0.45
}

// InEveryLanguage runs f once for every language in each window size (SweepLanguages and
// WindowSizes, sweep.go), with the language switched on (LANGUAGE too, for the windows the test
// opens), and English again afterwards.
func InEveryLanguage(t *testing.T, f func(t *testing.T, code string, size fyne.Size)) {
	InEveryLanguageIn(t, WindowSizes, f)
}

// InEveryLanguageIn is InEveryLanguage in the window sizes given.
func InEveryLanguageIn(t *testing.T, sizes []fyne.Size, f func(t *testing.T, code string, size fyne.Size)) {
	InEachLanguage(t, func(t *testing.T, code string) {
		for _, size := range sizes {
			t.Run(fmt.Sprintf("%vx%v", size.Width, size.Height), func(t *testing.T) { f(t, code, size) })
		}
	})
}

// InEachLanguage runs f once for every language (SweepLanguages), switched on as
// InEveryLanguage does, for a test that picks its window size itself.
func InEachLanguage(t *testing.T, f func(t *testing.T, code string)) {
	t.Cleanup(func() {
		if err := kit.UseLanguage("en"); err != nil {
			t.Fatal(err)
		}
	})
	for _, l := range SweepLanguages {
		t.Run(l.Code, func(t *testing.T) {
			t.Setenv("LANGUAGE", l.Code)
			if err := kit.UseLanguage(l.Code); err != nil {
				t.Fatal(err)
			}
			f(t, l.Code)
		})
	}
}

// Creator is the part of a service that starts games and writes their deals: the store, or the
// in-memory fake.
type Creator interface {
	Create(g persistence.NewGame) (persistence.GameID, error)
	AddRound(id persistence.GameID, r gamefile.Round) (*persistence.GameView, error)
	SetFinished(id persistence.GameID, finished bool) (*persistence.GameView, error)
}

// CreateGame starts a Schieber game through the service and writes deals of 100 : 57 for the
// team of each Vorhand, seat after seat.
func CreateGame(t *testing.T, svc Creator, preset string, players []string, deals int) persistence.GameID {
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

// CoiffeurOfOneDeal starts a Coiffeur game on the standard sheet and writes one deal: Ruth's
// team plays Diamonds for 120 : 37.
func CoiffeurOfOneDeal(t *testing.T, svc Creator) persistence.GameID {
	t.Helper()
	id := createMode(t, svc, tally.Coiffeur, []string{"Ruth", "Köbi", "Marlies", "Fritz"})
	row, side, vorhand := 0, 0, 0
	if _, err := svc.AddRound(id, gamefile.Round{Row: &row, Side: &side, Contract: "D", Vorhand: &vorhand, Points: []int{120, 37}}); err != nil {
		t.Fatal(err)
	}
	return id
}

// DifferenzlerOfOneDeal starts a Differenzler evening of four and writes one deal in Hearts.
func DifferenzlerOfOneDeal(t *testing.T, svc Creator) persistence.GameID {
	t.Helper()
	id := createMode(t, svc, tally.Differenzler, []string{"Anna", "Beat", "Cla", "Dora"})
	dealer := 0
	if _, err := svc.AddRound(id, gamefile.Round{Dealer: &dealer, Trump: "H", Predictions: []int{40, 40, 40, 37}, Points: []int{50, 30, 40, 37}}); err != nil {
		t.Fatal(err)
	}
	return id
}

// createMode starts a game of mode on its standard preset.
func createMode(t *testing.T, svc Creator, mode tally.Game, players []string) persistence.GameID {
	t.Helper()
	id, err := svc.Create(persistence.NewGame{Mode: mode, Players: players, Rules: []byte(`{"preset":"seed"}`)})
	if err != nil {
		t.Fatal(err)
	}
	return id
}
