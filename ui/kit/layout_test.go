package kit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
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

// The slot buttons of a row draw their labels in the same letters: where one label needs
// smaller ones in its slot, every label of the row takes them, and the usual ones come back
// when it is shortened or hidden. Another row keeps its own letters. Fyne's theme, as here,
// has no sizes between its text and its caption.
func TestARowsSlotButtonsShareTheirLetters(t *testing.T) {
	test.NewTempApp(t)
	long := "Wwwwwwwwwwww"
	a := NewSlotButton(long, nil, nil)
	b, c := NewSlotButton("Clubs", nil, nil), NewSlotButton("Hearts", nil, nil)
	d, e := NewSlotButton("Spades", nil, nil), NewSlotButton("Kreuz", nil, nil)
	w := test.NewWindow(NewRows(NewSlots(a, b, c), NewSlots(d, e)))
	defer w.Close()
	w.Resize(fyne.NewSize(420, 300))
	usual, small := theme.TextSize(), theme.CaptionTextSize()
	check := func(when string, want float32, row ...*SlotButton) {
		t.Helper()
		for _, x := range row {
			if got := drawnTextSize(x); got != want {
				t.Errorf("%s: %q is drawn at %.1f, want %.1f", when, x.Text, got, want)
			}
		}
	}
	check("a label too long for its slot", small, a, b, c)
	check("the other row", usual, d, e)
	a.SetText("Herz")
	check("the long label shortened", usual, a, b, c)
	a.SetText(long)
	check("the long label back", small, a, b, c)
	a.Hide()
	check("the long label hidden", usual, b, c)
	a.Show()
	check("the long label shown", small, a, b, c)
	w.Resize(fyne.NewSize(1200, 300))
	check("a wide window", usual, a, b, c)
}

// With the app's theme a label a little too long for the text's letters takes the first size
// between them and the caption that holds it, and so does its row — not the caption, which is
// hard to read at a table; rows that share their letters (ShareLetters) take it together.
func TestARowTakesTheLargestLettersItsLongestLabelFits(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(NewTheme())
	long := "Wwwwwwwww"
	bold := fyne.TextStyle{Bold: true}
	at := func(n fyne.ThemeSizeName) float32 { return fyne.MeasureText(long, theme.Size(n), bold).Width }
	if !(at(theme.SizeNameText) > at(SizeNameSlotText1) && at(SizeNameSlotText1) > at(theme.SizeNameCaptionText)) {
		t.Fatalf("the theme's sizes are not in order: %v %v %v", at(theme.SizeNameText), at(SizeNameSlotText1), at(theme.SizeNameCaptionText))
	}
	// A slot whose text holds the long label in the first step's letters but not in the text's.
	pad := theme.Padding()
	slot := (at(theme.SizeNameText)+at(SizeNameSlotText1))/2 + 2*pad
	a, b, c := NewSlotButton(long, nil, nil), NewSlotButton("Clubs", nil, nil), NewSlotButton("Hearts", nil, nil)
	d := NewSlotButton("Spades", nil, nil)
	first, second := NewSlots(a, b, c), NewSlots(d)
	ShareLetters(first, second)
	w := test.NewWindow(NewRows(first, second))
	defer w.Close()
	w.Resize(fyne.NewSize(3*slot+2*pad, 300))
	want := theme.Size(SizeNameSlotText1)
	for _, x := range []*SlotButton{a, b, c, d} {
		if got := drawnTextSize(x); got != want {
			t.Errorf("%q is drawn at %.1f, want %.1f (text %.1f, caption %.1f)", x.Text, got, want, theme.TextSize(), theme.CaptionTextSize())
		}
	}
	// A label of two words goes on one line in those letters rather than over two lines of the
	// usual ones ("Claudia ♠8" beside "Beat ♠7").
	a.SetText("Wwww Wwww")
	if n := drawnLines(a); n != 1 {
		t.Errorf("%q is drawn over %d lines, want 1", a.Text, n)
	}
	if got := drawnTextSize(a); got != want {
		t.Errorf("%q is drawn at %.1f, want %.1f", a.Text, got, want)
	}
}

// drawnLines is the number of lines of b's label that draw letters.
func drawnLines(b *SlotButton) int {
	n := 0
	for _, o := range test.WidgetRenderer(b).Objects() {
		if rt, ok := o.(*widget.RichText); ok {
			for _, x := range test.WidgetRenderer(rt).Objects() {
				if t, ok := x.(*canvas.Text); ok && t.Visible() && strings.TrimSpace(t.Text) != "" {
					n++
				}
			}
		}
	}
	return n
}

// drawnTextSize is the size of the letters b's label is drawn in (0 where it draws none).
func drawnTextSize(b *SlotButton) float32 {
	for _, o := range test.WidgetRenderer(b).Objects() {
		rt, ok := o.(*widget.RichText)
		if !ok {
			continue
		}
		for _, x := range test.WidgetRenderer(rt).Objects() {
			if t, ok := x.(*canvas.Text); ok && t.Visible() && t.Text != "" {
				return t.TextSize
			}
		}
	}
	return 0
}

// A slot button shapes its label once and scales the measure to the smaller letters (measure):
// the scaled width must be the shaped one to well within the pixel of room a label keeps
// (slotTextSlack), in every script the app's players write.
func TestSlotLabelsScaleWithTheirLetters(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(NewTheme())
	bold := fyne.TextStyle{Bold: true}
	for _, text := range []string{"Diamonds ×1", "Geschoben (Partner wählt)", "Наступний гравець", "Claudia ♠8", "カードごと", "카드별로 입력", "Köbi & Fritz: 157"} {
		b := NewSlotButton(text, nil, nil)
		for step := range letterSteps {
			got, _ := b.measure(step)
			want := fyne.MeasureText(text, theme.Size(slotLetters[step]), bold).Width
			if d := got - want; d > 0.25 || d < -0.25 {
				t.Errorf("%q in step %d: scaled %.2f px, shaped %.2f", text, step, got, want)
			}
		}
	}
}
