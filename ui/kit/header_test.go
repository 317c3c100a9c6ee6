package kit

import (
	"runtime"
	"testing"
	"weak"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// An optional header button gives way on a phone, where nine icons sharing the width would be
// narrower than a finger, and comes back where there is room (the game screens' layout tests
// check the widths of the buttons that stay).
func TestHeaderLeavesOutOptionalButtonsWhereTheyWouldBeTooNarrow(t *testing.T) {
	test.NewTempApp(t)
	var buttons []fyne.CanvasObject
	for range 8 { // as many as a game screen's header has besides
		buttons = append(buttons, widget.NewButtonWithIcon("x", theme.HomeIcon(), nil))
	}
	extra := widget.NewButtonWithIcon("Analysis", theme.SearchIcon(), nil)
	h := NewHeader(widget.NewLabel("A game"), append(buttons, Optional(extra))...)
	for _, c := range []struct {
		width float32
		shown bool
	}{{412, false}, {1280, true}, {360, false}, {800, true}} {
		h.Resize(fyne.NewSize(c.width, 52))
		h.Refresh()
		h.Layout.Layout(h.Objects, h.Size())
		if extra.Visible() != c.shown {
			t.Errorf("at %v px the optional button is shown: %v, want %v", c.width, extra.Visible(), c.shown)
		}
	}
}

// A header's optional mark lives with the header: a closed screen's button is not kept.
func TestOptionalButtonsLeaveNothingBehind(t *testing.T) {
	test.NewTempApp(t)
	gone := func() weak.Pointer[widget.Button] {
		b := widget.NewButtonWithIcon("Analysis", theme.SearchIcon(), nil)
		NewHeader(widget.NewLabel("A game"), widget.NewButton("x", nil), Optional(b))
		return weak.Make(b)
	}()
	for range 3 {
		runtime.GC()
	}
	if gone.Value() != nil {
		t.Error("the optional button of a header no longer used is still kept")
	}
}
