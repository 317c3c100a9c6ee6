package uitest

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// What a player does on a form: pick from a select's menu, tick a box, type into the name
// fields, and use the controls on the line of a label.

// VisibleSelect finds the shown select that says text (its choice, or its placeholder).
func VisibleSelect(t *testing.T, w fyne.Window, text string) *widget.Select {
	t.Helper()
	for _, o := range Shown(w) {
		if sel, ok := o.(*widget.Select); ok && (sel.Selected == text || sel.Selected == "" && sel.PlaceHolder == text) {
			return sel
		}
	}
	t.Fatalf("no select saying %q on screen; the screen shows %q", text, Texts(w))
	return nil
}

// Choose opens the select that says from and taps option in its menu, as a finger would.
func Choose(t *testing.T, w fyne.Window, from, option string) {
	t.Helper()
	CheckNothingOverlaps(t, w, from)
	test.Tap(VisibleSelect(t, w, from))
	menu := w.Canvas().Overlays().Top()
	if menu == nil {
		t.Fatalf("the select %q opened no menu", from)
	}
	d := fyne.CurrentApp().Driver()
	objs := Visible(menu)
	for _, o := range objs {
		txt, ok := o.(*canvas.Text)
		if !ok || txt.Text != option {
			continue
		}
		at := d.AbsolutePositionForObject(txt).Add(fyne.NewPos(1, 1))
		var hit fyne.Tappable
		for _, x := range objs {
			tp, ok := x.(fyne.Tappable)
			if !ok {
				continue
			}
			p, sz := d.AbsolutePositionForObject(x), x.Size()
			if at.X >= p.X && at.Y >= p.Y && at.X < p.X+sz.Width && at.Y < p.Y+sz.Height {
				hit = tp
			}
		}
		if hit != nil {
			test.Tap(hit)
			return
		}
	}
	t.Fatalf("the menu of %q has no %q", from, option)
}

// TapCheck taps the shown check box with this text.
func TapCheck(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	if c := Check(w, text); c != nil {
		CheckNothingOverlaps(t, w, text)
		test.Tap(c)
		return
	}
	t.Fatalf("no check box %q on screen; the screen shows %q", text, Texts(w))
}

// Check finds the shown check box with this text.
func Check(w fyne.Window, text string) *widget.Check {
	for _, o := range Shown(w) {
		if c, ok := o.(*widget.Check); ok && c.Text == text {
			return c
		}
	}
	return nil
}

// NameFields are the shown name fields of the new-game form (the fields that offer names), in
// seat order.
func NameFields(w fyne.Window) []*widget.SelectEntry {
	var out []*widget.SelectEntry
	for _, o := range Shown(w) {
		if e, ok := o.(*widget.SelectEntry); ok {
			out = append(out, e)
		}
	}
	return out
}

// FillNames types the players' names into the form's name fields, in seat order, as a player
// would.
func FillNames(t *testing.T, w fyne.Window, names ...string) {
	t.Helper()
	fields := NameFields(w)
	if len(fields) < len(names) {
		t.Fatalf("%d name fields on screen for %d names", len(fields), len(names))
	}
	for i, n := range names {
		fields[i].SetText("")
		test.Type(fields[i], n)
	}
}

// OnLine are the shown objects of type T on the line of the label that says text, beside it to
// the right (or, in a phone's form, on the line just below it), from left to right: the controls
// of a form line, or of a list row.
func OnLine[T fyne.CanvasObject](t *testing.T, w fyne.Window, text string) []T {
	t.Helper()
	l := Label(w, text)
	if l == nil {
		t.Fatalf("no line %q on screen; the screen shows %q", text, Texts(w))
	}
	d := fyne.CurrentApp().Driver()
	lp := d.AbsolutePositionForObject(l)
	mid := lp.Y + l.Size().Height/2
	var out []T
	var xs []float32
	collect := func(mid, left float32) {
		for _, o := range Shown(w) {
			c, ok := o.(T)
			if !ok {
				continue
			}
			p := d.AbsolutePositionForObject(o)
			if p.X >= left && p.Y <= mid && mid < p.Y+o.Size().Height {
				out = append(out, c)
				xs = append(xs, p.X)
			}
		}
	}
	collect(mid, lp.X+l.Size().Width)
	if len(out) == 0 {
		// A phone's form puts the label above its controls: the line just below it.
		collect(lp.Y+l.Size().Height+1, lp.X-0.5)
	}
	order := make([]int, len(out))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case xs[a] < xs[b]:
			return -1
		case xs[a] > xs[b]:
			return 1
		}
		return 0
	})
	sorted := make([]T, len(out))
	for i, j := range order {
		sorted[i] = out[j]
	}
	return sorted
}
