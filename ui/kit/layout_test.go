package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// Slots that need a width of their own (NewWideSlots, a select and its choice) stay on one line
// where each gets it, go on two where the first line's do, and else one a line, each a finger
// high in a panel above the rest (NewRowsAbove).
func TestWideSlotsGoOnAsManyLinesAsTheirWidthNeeds(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []struct {
		width float32
		lines int
	}{{1000, 1}, {700, 2}, {412, 3}} {
		a, b, d := canvas.NewRectangle(nil), canvas.NewRectangle(nil), canvas.NewRectangle(nil)
		panel := NewRowsAbove(NewRows(NewWideSlots(300, a, b, d)), canvas.NewRectangle(nil))
		panel.Resize(fyne.NewSize(c.width, 900))
		rows := map[float32]bool{}
		for _, o := range []fyne.CanvasObject{a, b, d} {
			rows[o.Position().Y] = true
			if o.Size().Width < 300 || o.Size().Height < MinTouch {
				t.Errorf("at %v px a slot is %v, want at least 300 wide and a finger high", c.width, o.Size())
			}
		}
		if len(rows) != c.lines {
			t.Errorf("at %v px the slots take %d lines, want %d", c.width, len(rows), c.lines)
		}
	}
}
