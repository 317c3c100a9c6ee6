package kit

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// New content in a window is first laid out at its MinSize, and the window grows to the MinSize
// it then reports (Fyne's glfw canvas, SetContent; the test driver does not do this, so the test
// does it as the window would). A wrapping message beside a button, laid out at the content's
// narrow MinSize, reported hundreds of lines: a phone's list of players asked for a window
// 1,700 px high. Wrapped for the window, the content asks for no more than the window.
func TestWindowContentAsksForNoTallerWindowThanItNeeds(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(412, 915))
	screen := func() fyne.CanvasObject {
		msg := widget.NewLabel(strings.Repeat("Zwei oder mehr Spieler ankreuzen, um sie zusammenzuführen. ", 2))
		msg.Wrapping = fyne.TextWrapWord
		bottom := container.NewBorder(nil, nil, nil, widget.NewButton("Zusammenführen", nil), msg)
		return container.NewBorder(nil, bottom, nil, nil, canvas.NewRectangle(nil))
	}
	asks := func(content fyne.CanvasObject) float32 {
		content.Resize(content.MinSize()) // as the window does with new content
		return content.MinSize().Height
	}
	if h := asks(screen()); h <= 915 {
		t.Fatalf("the bare screen asks for %.0f px: the test no longer shows the trap", h)
	}
	if h := asks(NewWindowContent(NewKeys(w.Canvas()), screen())); h > 300 {
		t.Errorf("wrapped for the window, the screen asks for %.0f px", h)
	}
}

// Back (a phone's Back button, and Escape) closes what lies on top before it leaves the screen:
// a dialog as its dismiss button does (what it does on closing is done), the app's own pop-up
// as its Cancel does, any other pop-up by hiding it; then the screen's way back; on a screen
// without one it has nothing to do.
func TestBackClosesWhatIsOnTopFirst(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel("screen"))
	w.Resize(fyne.NewSize(412, 915))
	c := w.Canvas()
	k := NewKeys(c)
	var did []string
	k.OnEscape(func() { did = append(did, "screen back") })

	confirm := dialog.NewConfirm("Remove?", "Remove this deal?", func(yes bool) { did = append(did, fmt.Sprint("confirm answered ", yes)) }, w)
	confirm.Show()
	custom := dialog.NewCustom("Deals", "Close", widget.NewLabel("1. 100 : 57"), w)
	custom.SetOnClosed(func() { did = append(did, "custom closed") })
	custom.Show()
	menu := widget.NewPopUp(widget.NewLabel("Spades"), c)
	menu.Show()
	var own *widget.PopUp
	own = widget.NewModalPopUp(NewClosing(widget.NewLabel("Weis"), func() { own.Hide(); did = append(did, "own cancel") }), c)
	own.Show()

	for range 4 {
		if !k.Back() {
			t.Fatalf("Back had nothing to do with %d pop-ups shown", len(c.Overlays().List()))
		}
	}
	if n := len(c.Overlays().List()); n != 0 {
		t.Errorf("%d pop-ups left after four Backs", n)
	}
	c.(interface{ OnTypedKey() func(*fyne.KeyEvent) }).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	want := []string{"own cancel", "custom closed", "confirm answered false", "screen back"}
	if !slices.Equal(did, want) {
		t.Errorf("Back and Escape did %q, want %q", did, want)
	}

	first := NewKeys(c)
	first.OnEscape(nil) // the list of games: no way back
	if first.Back() {
		t.Error("Back on a screen without a way back said it did something")
	}
}

// Fyne's window gives Tab to its own focus: the next control. A game screen's Tab (to the other
// team, the next player) focused the first header button instead, which then took the digits
// and Enter typed after it. A screen that holds the focus gets every key, Tab too, also after a
// click beside its controls has taken the focus away, and lets it go when it is left.
func TestAScreenThatHoldsTheFocusGetsTab(t *testing.T) {
	test.NewTempApp(t)
	var queued []func() // the app's loop, run between events (pump)
	SetDo(func(f func()) { queued = append(queued, f) })
	t.Cleanup(func() { SetDo(nil) })
	pump := func() {
		for len(queued) > 0 {
			f := queued[0]
			queued = queued[1:]
			f()
		}
	}
	w := test.NewTempWindow(t, widget.NewLabel(""))
	c := w.Canvas()
	k := NewKeys(c)
	header := widget.NewButton("Deals", nil)
	w.SetContent(NewWindowContent(k, container.NewVBox(header, widget.NewLabel("board"))))
	var got []string
	k.OnTypedRune(func(r rune) { got = append(got, string(r)) })
	k.OnTypedKey(func(e *fyne.KeyEvent) { got = append(got, string(e.Name)) })
	typeKey := func(name fyne.KeyName) { // as Fyne's window (internal/driver/glfw/window.go)
		pump()
		if f, ok := c.Focused().(fyne.Tabbable); name == fyne.KeyTab && (!ok || !f.AcceptsTab()) {
			c.FocusNext()
			return
		}
		if f := c.Focused(); f != nil {
			f.TypedKey(&fyne.KeyEvent{Name: name})
			f.TypedRune(rune(name[0]))
			return
		}
		c.OnTypedKey()(&fyne.KeyEvent{Name: name})
		c.OnTypedRune()(rune(name[0]))
	}

	k.HoldFocus()
	typeKey(fyne.KeyTab)
	typeKey("4")
	c.Unfocus() // a click beside the controls
	typeKey(fyne.KeyTab)
	typeKey("5")
	if want := []string{"Tab", "T", "4", "4", "Tab", "T", "5", "5"}; !slices.Equal(got, want) {
		t.Errorf("the screen got %q, want %q", got, want)
	}
	if c.Focused() == header {
		t.Error("Tab focused the header's button")
	}

	k.Release()
	pump()
	if f := c.Focused(); f != nil {
		t.Errorf("the screen left kept the focus: %T", f)
	}
}
