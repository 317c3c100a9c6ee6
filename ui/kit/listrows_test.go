package kit

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A fitted list gives each row the height of its wrapped words, and sets those heights before the
// list is first drawn: set on a drawn list, each height refreshed the whole list, and the home
// screen of 200 games took half as long again to its first frame. (Red with the list's own
// MinSize asked, or the list refreshed by Refit before it is laid out: 953 lengths asked.)
func TestFittedListFitsItsRowsBeforeTheListIsDrawn(t *testing.T) {
	test.NewTempApp(t)
	const n = 200
	texts := make([]string, n)
	for i := range texts {
		texts[i] = fmt.Sprintf("Game %d", i)
		if i%3 == 0 {
			texts[i] += " · Sieg für Anna-Katharina & Clementine, 2887 : 2405, nach einem langen Abend"
		}
	}
	updates, lengths := 0, 0
	list := widget.NewList(func() int { lengths++; return n },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Wrapping = fyne.TextWrapWord
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			updates++
			o.(*widget.Label).SetText(texts[i])
		})
	rows := NewFittedList(list)
	rows.Refit() // as a screen does when it has read its items, before it is shown
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(412, 915)) // a phone
	w.SetContent(rows.Content())
	// Each refresh of the list asks its length: a handful for showing it, one per row if each
	// height refreshed it.
	if lengths > 20 || updates > 2*n {
		t.Errorf("showing %d rows asked the list's length %d times and filled rows %d times: the list was refreshed for each height", n, lengths, updates)
	}
	one := widget.NewLabel("Game 1").MinSize().Height
	for i, want := range []bool{true, false, false, true} {
		if l := labelShowing(list, texts[i]); l == nil {
			t.Fatalf("row %d is not shown", i)
		} else if wrapped := l.Size().Height > one*1.3; wrapped != want || l.MinSize().Height > l.Size().Height+0.5 {
			t.Errorf("row %d is %.0f px high for %.0f px of words (wrapped: %v, want %v)", i, l.Size().Height, l.MinSize().Height, wrapped, want)
		}
	}
}

// labelShowing is the label of the list's rows on screen that shows text.
func labelShowing(list *widget.List, text string) *widget.Label {
	var found *widget.Label
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == text && l.Visible() {
			found = l
			return
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, x := range c.Objects {
				walk(x)
			}
			return
		}
		if wd, ok := o.(fyne.Widget); ok {
			for _, x := range test.WidgetRenderer(wd).Objects() {
				walk(x)
			}
		}
	}
	walk(list)
	return found
}
