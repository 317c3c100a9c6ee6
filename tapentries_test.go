//go:build cgo

package main

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A tap opens the keyboard on the text entries of the layer it reaches (textEntries): the
// screen's shown and enabled entries, a name field but for its list button, and while a dialog
// is open only the dialog's; the places are in CSS pixels (half Fyne's units at a device pixel
// ratio twice the canvas's scale).
func TestTapsFindTheTextEntriesOfTheTopLayer(t *testing.T) {
	test.NewTempApp(t)
	name := widget.NewSelectEntry([]string{"Anna", "Beat"})
	stake := widget.NewEntry()
	off := widget.NewEntry()
	off.Disable()
	hidden := widget.NewEntry()
	hidden.Hide()
	button := widget.NewButton("Start", nil)
	w := test.NewWindow(container.NewVBox(name, stake, off, hidden, button))
	defer w.Close()
	w.Resize(fyne.NewSize(400, 600))
	d := fyne.CurrentApp().Driver()
	centre := func(o fyne.CanvasObject) (float64, float64) {
		p, s := d.AbsolutePositionForObject(o), o.Size()
		return float64(p.X + s.Width/2), float64(p.Y + s.Height/2)
	}
	var e textEntries
	if _, _, _, _, ok := e.at(10, 10); ok {
		t.Fatal("an entry found before the screen was looked at")
	}
	e.note(w.Canvas(), 1)
	for _, c := range []struct {
		what string
		obj  fyne.CanvasObject
		want bool
	}{{"a name field", name, true}, {"an entry", stake, true}, {"a disabled entry", off, false}, {"a button", button, false}} {
		x, y := centre(c.obj)
		left, top, width, height, ok := e.at(x, y)
		if ok != c.want {
			t.Errorf("a tap on %s opens the keyboard: %v, want %v", c.what, ok, c.want)
		}
		if p, s := d.AbsolutePositionForObject(c.obj), c.obj.Size(); ok && (left != float64(p.X) || top != float64(p.Y) || height != float64(s.Height) || width > float64(s.Width)) {
			t.Errorf("%s at %v size %v is noted at %v,%v size %vx%v", c.what, p, s, left, top, width, height)
		}
	}
	// The name field's list button, at its right end, lists names: no keyboard.
	p, s := d.AbsolutePositionForObject(name), name.Size()
	if _, _, _, _, ok := e.at(float64(p.X+s.Width-5), float64(p.Y+s.Height/2)); ok {
		t.Error("a tap on a name field's list button opens the keyboard")
	}
	// The hidden entry and the disabled one are not noted: the name field and the entry only.
	if places := e.places.Load(); places == nil || len(*places) != 2 {
		t.Errorf("noted places %v, want the name field's and the entry's", places)
	}

	// In CSS pixels at twice the canvas's scale.
	e.note(w.Canvas(), 0.5)
	x, y := centre(stake)
	if _, _, _, _, ok := e.at(x/2, y/2); !ok {
		t.Error("at half scale the entry is not found at half its place")
	}

	// A dialog with an entry of its own: only the dialog's entries are tapped.
	inDialog := widget.NewEntry()
	dlg := dialog.NewCustom("Rename", "OK", inDialog, w)
	dlg.Show()
	e.note(w.Canvas(), 1)
	if _, _, _, _, ok := e.at(centre(stake)); ok {
		t.Error("while a dialog is open a tap on the screen's entry under it opens the keyboard")
	}
	if _, _, _, _, ok := e.at(centre(inDialog)); !ok {
		t.Error("the dialog's entry opens no keyboard")
	}
}
