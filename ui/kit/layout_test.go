package kit

import (
	"fmt"
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

// Where a button's label has no room in its slot even in the smallest letters, the buttons of
// its rows that have a short label (a suit's multiplier beside its sign) all show it, and the
// others keep theirs; with room enough, all show their labels again.
func TestARowTakesItsShortLabelsTogether(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(NewTheme())
	icon := theme.ContentAddIcon()
	a, b := NewSlotButton("Schaufelschaufel ×2", icon, nil), NewSlotButton("Herz ×1", icon, nil)
	a.Short, b.Short = "×2", "×1"
	c := NewSlotButton("Obenabe ×3", nil, nil)
	d := NewSlotButton("Kreuz ×2", icon, nil)
	d.Short = "×2"
	first, second := NewSlots(a, b, c), NewSlots(d)
	ShareLetters(first, second)
	w := test.NewWindow(NewRows(first, second))
	defer w.Close()
	check := func(when string, want ...string) {
		t.Helper()
		for i, x := range []*SlotButton{a, b, c, d} {
			if got := strings.Join(drawnTexts(x), " "); got != want[i] {
				t.Errorf("%s: %q shows %q, want %q", when, x.Text, got, want[i])
			}
		}
	}
	w.Resize(fyne.NewSize(1200, 300))
	check("a wide window", "Schaufelschaufel ×2", "Herz ×1", "Obenabe ×3", "Kreuz ×2")
	w.Resize(fyne.NewSize(300, 300))
	check("a narrow window", "×2", "×1", "Obenabe ×3", "×2")
	a.SetText("S ×2")
	check("the long label shortened", "S ×2", "Herz ×1", "Obenabe ×3", "Kreuz ×2")
	a.SetText("Schaufelschaufel ×2")
	a.Hide()
	check("the long label hidden", "", "Herz ×1", "Obenabe ×3", "Kreuz ×2")
	a.Show()
	w.Resize(fyne.NewSize(1200, 300))
	check("wide again", "Schaufelschaufel ×2", "Herz ×1", "Obenabe ×3", "Kreuz ×2")
}

// A suit's button whose word only names the suit (SignOnly) shows its sign alone where the word
// would break over two lines, and the word again where it has room.
func TestASignOnlyButtonDropsItsWordRatherThanBreakIt(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(NewTheme())
	icon := theme.ContentAddIcon()
	var row []fyne.CanvasObject
	var suits []*SlotButton
	for _, name := range []string{"Schaufel", "Herz", "Ecken", "Kreuz"} {
		b := NewSlotButton(name, icon, nil)
		b.SignOnly = true
		suits, row = append(suits, b), append(row, b)
	}
	w := test.NewWindow(NewRows(NewSlots(row...)))
	defer w.Close()
	check := func(when string, words bool) {
		t.Helper()
		for _, b := range suits {
			want := ""
			if words {
				want = b.Text
			}
			if got := strings.Join(drawnTexts(b), " "); got != want {
				t.Errorf("%s: %q shows %q, want %q", when, b.Text, got, want)
			}
		}
	}
	w.Resize(fyne.NewSize(800, 200))
	check("a wide window", true)
	w.Resize(fyne.NewSize(260, 200))
	check("a narrow window", false)
	w.Resize(fyne.NewSize(800, 200))
	check("wide again", true)
}

// drawnTexts are the lines of b's label that draw letters.
func drawnTexts(b *SlotButton) []string {
	var lines []string
	if !b.Visible() {
		return nil
	}
	for _, o := range test.WidgetRenderer(b).Objects() {
		if rt, ok := o.(*widget.RichText); ok {
			for _, x := range test.WidgetRenderer(rt).Objects() {
				if t, ok := x.(*canvas.Text); ok && t.Visible() && strings.TrimSpace(t.Text) != "" {
					lines = append(lines, strings.TrimSpace(t.Text))
				}
			}
		}
	}
	return lines
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

// A row of slots, at every width from the narrowest window to a wide desktop, for rows of two to
// nine slots, plain, weighted and split: every slot lies inside the row, in reading order, none
// over another; a line's slots and the gaps between them fill its width; on one line the slots
// keep their weights where the narrowest is still a finger wide and else share alike; a split row
// goes on two lines (the first the larger half) only where one line would leave a slot narrower
// than a finger; and hiding a slot's object moves no other.
func TestSlotsFillTheirRowInOrderAtEveryWidth(t *testing.T) {
	test.NewTempApp(t)
	const eps = 0.01
	pad := theme.Padding()
	for _, c := range []struct {
		name    string
		layout  SlotsLayout
		weights func(n int) []float32
	}{
		{"equal", SlotsLayout{}, func(int) []float32 { return nil }},
		{"weighted", SlotsLayout{}, func(n int) []float32 {
			w := make([]float32, n)
			for i := range w {
				w[i] = float32(1 + i%3)
			}
			return w
		}},
		{"split", SlotsLayout{Split: true}, func(int) []float32 { return nil }},
		{"split weighted", SlotsLayout{Split: true}, func(n int) []float32 { return []float32{2, 1} }}, // the rest weigh 1
	} {
		for n := 2; n <= 9; n++ {
			l := c.layout
			l.Weights = c.weights(n)
			weight := func(i int) float32 {
				if i < len(l.Weights) {
					return l.Weights[i]
				}
				return 1
			}
			for width := float32(MinWindowWidth); width <= 1400; width += 13 {
				objs := make([]fyne.CanvasObject, n)
				for i := range objs {
					objs[i] = canvas.NewRectangle(nil)
				}
				size := fyne.NewSize(width, 2*MinTouch+PanelRowGap)
				l.Layout(objs, size)
				where := fmt.Sprintf("%s, %d slots, %v px", c.name, n, width)
				var lines [][]fyne.CanvasObject
				for i, o := range objs {
					p, s := o.Position(), o.Size()
					if p.X < -eps || p.Y < -eps || p.X+s.Width > width+eps || p.Y+s.Height > size.Height+eps {
						t.Fatalf("%s: slot %d at %v, %v lies outside the row", where, i, p, s)
					}
					if i > 0 {
						q := objs[i-1].Position().Add(objs[i-1].Size())
						switch {
						case p.Y == objs[i-1].Position().Y:
							if p.X < q.X+pad-eps {
								t.Fatalf("%s: slot %d begins at %v, before slot %d ends and its gap (%v)", where, i, p.X, i-1, q.X)
							}
							lines[len(lines)-1] = append(lines[len(lines)-1], o)
							continue
						case p.Y < q.Y+PanelRowGap-eps:
							t.Fatalf("%s: slot %d begins a line at %v, over the line before", where, i, p.Y)
						}
					}
					lines = append(lines, []fyne.CanvasObject{o})
				}
				for _, line := range lines {
					var filled float32
					for _, o := range line {
						filled += o.Size().Width
					}
					if got := filled + pad*float32(len(line)-1); got < width-0.5 || got > width+eps {
						t.Errorf("%s: a line's slots and gaps take %v of %v", where, got, width)
					}
				}
				even := (width - pad*float32(n-1)) / float32(n)
				wantLines := 1
				if l.Split && even < MinTouch {
					wantLines = 2
				}
				if len(lines) != wantLines {
					t.Fatalf("%s: %d lines, want %d (alike, a slot would be %v wide)", where, len(lines), wantLines, even)
				}
				if wantLines == 2 {
					if len(lines[0]) != (n+1)/2 {
						t.Errorf("%s: the first line holds %d slots, want %d", where, len(lines[0]), (n+1)/2)
					}
					continue
				}
				var total, least float32
				for i := range n {
					total += weight(i)
					if i == 0 || weight(i) < least {
						least = weight(i)
					}
				}
				weighted := (width-pad*float32(n-1))*least/total >= MinTouch
				for i, o := range objs {
					want := even
					if weighted {
						want = (width - pad*float32(n-1)) * weight(i) / total
					}
					if got := o.Size().Width; got < want-0.05 || got > want+0.05 {
						t.Errorf("%s: slot %d is %v wide, want %v (weighted: %v)", where, i, got, want, weighted)
					}
				}
				// A hidden object keeps its slot, and so do the others.
				before := make([]fyne.Position, n)
				for i, o := range objs {
					before[i] = o.Position()
				}
				objs[n/2].Hide()
				l.Layout(objs, size)
				for i, o := range objs {
					if o.Position() != before[i] {
						t.Errorf("%s: hiding slot %d moved slot %d from %v to %v", where, n/2, i, before[i], o.Position())
					}
				}
			}
		}
	}
}

// A panel of rows (NewRows) shares its height among its lines, a row of slots that goes on two
// lines (or a status tall on a phone) taking two and the gap between them, in order from the top
// with PanelRowGap between rows; above the rest (NewRowsAbove) the panel is a finger a line, and
// the rest takes what is left below it.
func TestRowsShareThePanelByTheirLines(t *testing.T) {
	test.NewTempApp(t)
	const eps = 0.05
	for width := float32(MinWindowWidth); width <= 1400; width += 17 {
		nine := make([]fyne.CanvasObject, 9)
		for i := range nine {
			nine[i] = canvas.NewRectangle(nil)
		}
		rows := []fyne.CanvasObject{
			NewSlots(canvas.NewRectangle(nil), canvas.NewRectangle(nil)),
			NewSplitSlots(nil, nine...), // the nine cards of a suit: two lines on a phone
			NewTallOnPhone(canvas.NewRectangle(nil)),
			canvas.NewRectangle(nil),
		}
		want := []int{1, 1, 1, 1}
		if (width-theme.Padding()*8)/9 < MinTouch {
			want[1] = 2
		}
		if Narrow(width) {
			want[2] = 2
		}
		lines := 0
		for _, n := range want {
			lines += n
		}
		panel := NewRows(rows...)
		height := float32(400)
		panel.Resize(fyne.NewSize(width, height))
		panel.Layout.Layout(panel.Objects, panel.Size())
		line := (height - PanelRowGap*float32(lines-1)) / float32(lines)
		y := float32(0)
		for i, r := range rows {
			wantH := float32(want[i])*line + float32(want[i]-1)*PanelRowGap
			if p, s := r.Position(), r.Size(); p.X != 0 || p.Y < y-eps || p.Y > y+eps || s.Width != width || s.Height < wantH-eps || s.Height > wantH+eps {
				t.Errorf("at %v px row %d (%d lines) lies at %v, %v; want y %v, %v high", width, i, want[i], p, s, y, wantH)
			}
			y += wantH + PanelRowGap
		}

		rest := canvas.NewRectangle(nil)
		above := NewRowsAbove(NewRows(rows...), rest)
		above.Resize(fyne.NewSize(width, 900))
		above.Layout.Layout(above.Objects, above.Size())
		top := float32(lines)*MinTouch + float32(lines-1)*PanelRowGap
		if s := above.Objects[0].Size(); s.Width != width || s.Height < top-eps || s.Height > top+eps {
			t.Errorf("at %v px the panel above is %v, want %v high: a finger a line", width, s, top)
		}
		if p, s := rest.Position(), rest.Size(); p.Y < top+theme.Padding()-eps || p.Y > top+theme.Padding()+eps || p.Y+s.Height < 900-eps || p.Y+s.Height > 900+eps {
			t.Errorf("at %v px the rest lies at %v, %v below a panel %v high", width, p, s, top)
		}
	}
}

// An entry panel too low for its rows in one column flows them into two where the width holds
// two columns of the number pad, the first half on the left, every row a finger high; high
// enough, or too narrow, it stays one column.
func TestPanelRowsFlowIntoTwoColumnsWhereTooLow(t *testing.T) {
	rows := make([]fyne.CanvasObject, 12)
	for i := range rows {
		rows[i] = widget.NewButton(fmt.Sprint(i), nil)
	}
	panel := NewPanelRows(rows...)
	for _, c := range []struct {
		size fyne.Size
		two  bool
	}{
		{fyne.NewSize(650, 347), true},  // a phone held sideways
		{fyne.NewSize(650, 700), false}, // high enough
		{fyne.NewSize(500, 347), false}, // too narrow for two columns of the number pad
		{fyne.NewSize(600, 347), false}, // 298 px a column: six keys and their padding need 308
	} {
		panel.Resize(c.size)
		panel.Layout.Layout(panel.Objects, c.size)
		right := 0
		for i, r := range rows {
			if r.Position().X > 0 {
				right++
				if i < 6 {
					t.Errorf("%v: row %d on the right", c.size, i)
				}
			}
			if c.two && r.Size().Height < MinTouch {
				t.Errorf("%v: row %d is %v high", c.size, i, r.Size().Height)
			}
		}
		if got := right == 6; got != c.two {
			t.Errorf("%v: %d rows on the right, two columns wanted: %v", c.size, right, c.two)
		}
	}
	if got := (BoardAndPanel{}).MinSize([]fyne.CanvasObject{widget.NewLabel(""), panel}).Height; got != 6*MinTouch+5*PanelRowGap {
		t.Errorf("the board and the panel need %v high, want six rows'", got)
	}
}
