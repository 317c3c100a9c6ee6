package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/ui/kit"
)

// Launch shows the first screen of the app — Start, ShowStats or a game, whatever first shows —
// and builds it on another goroutine while the main goroutine makes the native window and its
// GL context. Most of a screen's building is Fyne loading its fonts for the first text
// measured; the window takes about as long, so on two cores the start costs the longer of the
// two instead of their sum (docs/BENCHMARKS.md, "Start of the window app").
//
// The window's content is a launchGate until the screen is built. Fyne asks the content for
// its size on the main goroutine right after creating the native window, before the first
// frame; the gate waits there for the screen, so the first frame painted is the finished
// screen, never an empty window. first must not touch the window itself (no dialogs, no
// SetContent): it runs before the window's event loop, which it would wait for. Screens only
// build widgets and read the store in their constructors, and install keys and focus in show,
// which the gate calls on the main goroutine.
//
// The screen is also laid out there, at the size the window asks for, so that the widgets a
// layout makes (the rows of a list, the board's strokes and lettering) are made off the main
// goroutine too; the window's own layout then finds them in place.
func (u *UI) Launch(first func()) {
	g := &launchGate{ui: u, built: make(chan kit.Screen, 1)}
	g.ExtendBaseWidget(g)
	u.win.SetContent(g) // while it waits for nothing: see armed
	u.launching = g
	g.armed = true
	// The window's content is the canvas inside its padding.
	pad := 2 * theme.Padding()
	size := u.win.Canvas().Size().SubtractWidthHeight(pad, pad)
	go func() {
		first()
		if g.pending == nil { // first showed nothing; the list of games is never wrong
			u.ShowHome()
		}
		if size.Width > 0 && size.Height > 0 {
			g.pending.Content().Resize(size)
		}
		g.built <- g.pending
	}()
}

// Prepare gives app a its theme and starts loading Fyne's fonts for it on another goroutine:
// the first text measured loads them, which takes tens of milliseconds, and started before the
// window is made it overlaps with that too. The channel closes when they are loaded; the first
// screen's building should wait for it, or it loads them a second time alongside.
func Prepare(a fyne.App) <-chan struct{} {
	kit.UseTheme(a)
	loaded := make(chan struct{})
	go func() {
		defer close(loaded)
		for _, style := range []fyne.TextStyle{{}, {Bold: true}} {
			fyne.MeasureText("Jasstafel", theme.TextSize(), style)
		}
	}()
	return loaded
}

// launchGate stands in the window for the first screen while that is being built.
type launchGate struct {
	widget.BaseWidget
	ui *UI
	// built delivers the screen once first has returned. Everything first wrote happens before
	// the gate reads it.
	built chan kit.Screen
	// pending is the screen first asked to show; written only by first's goroutine.
	pending kit.Screen
	// armed: Launch has set the gate as the content, so asking it for its size may wait.
	armed bool
	// shown is the screen's content once it has arrived; read and written on the main goroutine.
	shown fyne.CanvasObject
}

// hold is setScreen while the first screen is being built: the screen is kept for the gate
// instead of going into the window, which is not ready for it. A screen replaced before it was
// ever shown is closed.
func (g *launchGate) hold(s kit.Screen) {
	if g.pending != nil {
		g.pending.Close()
	}
	g.pending = s
}

// screen waits for the first screen, once, and shows it in the gate's place: it becomes the
// screen shown and gets the keyboard.
func (g *launchGate) screen() fyne.CanvasObject {
	if g.shown != nil || !g.armed {
		return g.shown
	}
	s := <-g.built
	u := g.ui
	u.launching = nil
	u.current = s
	u.keys = kit.NewKeys(u.win.Canvas())
	g.shown = kit.NewWindowContent(u.keys, s.Content()) // as Show wraps every other screen
	s.Show(u.keys)
	u.shown()
	close(u.launched)
	return g.shown
}

func (g *launchGate) MinSize() fyne.Size {
	if c := g.screen(); c != nil {
		return c.MinSize()
	}
	return fyne.Size{}
}

func (g *launchGate) CreateRenderer() fyne.WidgetRenderer { return &launchGateRenderer{gate: g} }

// launchGateRenderer shows the first screen's content, filling the gate, once it has arrived.
type launchGateRenderer struct{ gate *launchGate }

func (r *launchGateRenderer) Layout(size fyne.Size) {
	if c := r.gate.screen(); c != nil {
		c.Move(fyne.NewPos(0, 0))
		c.Resize(size)
	}
}

func (r *launchGateRenderer) MinSize() fyne.Size { return r.gate.MinSize() }

func (r *launchGateRenderer) Objects() []fyne.CanvasObject {
	if c := r.gate.screen(); c != nil {
		return []fyne.CanvasObject{c}
	}
	return nil
}

func (r *launchGateRenderer) Refresh() {
	if c := r.gate.screen(); c != nil {
		c.Refresh()
	}
}

func (r *launchGateRenderer) Destroy() {}
