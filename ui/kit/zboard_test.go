package kit

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"

	"github.com/jasstafel/jasstafel/board"
	"github.com/jasstafel/jasstafel/tally"
)

// tv19Board is the board of docs/RULES.md TV-19 (lower team 2518, upper 1347), as written.
func tv19Board() board.ZBoard {
	lower := []int{546, 493, 290, 390, 140, 90, 190, 240, 140, -1}
	upper := []int{157, 190, 190, 290, 290, 190, 40}
	return board.FromScores([2][]int{lower, upper}, 0, 2500, board.ViewAsWritten, false)
}

func boardWidget(t *testing.T, m board.ZBoard, size fyne.Size) *ZBoardWidget {
	t.Helper()
	test.NewTempApp(t)
	test.ApplyTheme(t, NewTheme())
	w := NewZBoardWidget()
	w.SetGame(m, []string{"Anna", "Beat", "Cla", "Dora"}, 3, 0)
	w.Resize(size)
	return w
}

// Golden images of the board for fixed states, at the sizes it has beside the entry panel in a
// 1280×800 window and above it in an 800×1280 one.
func TestZBoardGoldenImages(t *testing.T) {
	w := boardWidget(t, tv19Board(), fyne.NewSize(720, 700))
	test.AssertObjectRendersToImage(t, "zboard_tv19_landscape.png", w)
	w = boardWidget(t, tv19Board(), fyne.NewSize(800, 600))
	test.AssertObjectRendersToImage(t, "zboard_tv19_portrait.png", w)
	digits := board.FromScores([2][]int{{556}, {98}}, 0, 2500, board.ViewDigits, false)
	w = boardWidget(t, digits, zboardMinSize)
	test.AssertObjectRendersToImage(t, "zboard_digits.png", w)
}

// lineBox is the bounding box of lines[from:to].
func lineBox(lines []chalkLine, from, to int) (x0, y0, x1, y1 float32) {
	x0, y0, x1, y1 = 1e9, 1e9, -1e9, -1e9
	for _, l := range lines[from:to] {
		x0, y0 = min(x0, l.x1, l.x2), min(y0, l.y1, l.y2)
		x1, y1 = max(x1, l.x1, l.x2), max(y1, l.y1, l.y2)
	}
	return
}

// The remainders are written at least minDigitHeight high on the boards a table sees (and on
// the smallest board the widget asks for), and never taller than their place in the model, so
// that stacked numbers do not touch.
func TestZBoardRemaindersAreReadableAcrossTheTable(t *testing.T) {
	scores := make([]int, 8) // a full column of remainders
	for i := range scores {
		scores[i] = 56
	}
	m := board.FromScores([2][]int{scores, {157}}, 0, 2500, board.ViewAsWritten, false)
	for _, size := range []fyne.Size{zboardMinSize, {Width: 800, Height: 600}, {Width: 720, Height: 700}} {
		w := boardWidget(t, m, size)
		r := test.TempWidgetRenderer(t, w).(*zboardRenderer)
		// The lower half draws its Z, its strokes, then its numbers, one after the other.
		first := len(m.Lower.Z) + len(m.Lower.Strokes)
		var prevBottom float32
		for i, n := range m.Lower.Numbers {
			segs, _ := chalkText(fmt.Sprint(n))
			_, top, _, bottom := lineBox(r.lines, first, first+len(segs))
			first += len(segs)
			// The glyph of 6 spans 96 % of the digit height.
			if h := (bottom - top) / 0.96; h < minDigitHeight-0.01 {
				t.Errorf("board %v: number %d is %.1f px high, want at least %d", size, i, h, minDigitHeight)
			}
			if i > 0 && top <= prevBottom {
				t.Errorf("board %v: number %d (top %.1f) touches the one above (bottom %.1f)", size, i, top, prevBottom)
			}
			prevBottom = bottom
		}
	}
}

// On a phone's board (about 400×235 above the entry panel) a long game's remainders are too many
// to write one by one at a readable height: each half writes their sum, at least minDigitHeight
// high, and a tablet's board still writes the list.
func TestZBoardSumsTheRemaindersOnAPhone(t *testing.T) {
	var lower, upper []int
	for i := range 17 {
		lower = append(lower, 141+i%7)
		upper = append(upper, 16+i%3)
	}
	m := board.FromScores([2][]int{lower, upper}, 0, 0, board.ViewAsWritten, false) // no target: no progress line after the numbers
	if len(m.Lower.Numbers) < 10 || len(m.Upper.Numbers) < 10 {
		t.Fatalf("the game has %d and %d remainders", len(m.Lower.Numbers), len(m.Upper.Numbers))
	}
	for _, c := range []struct {
		size   fyne.Size
		summed bool
	}{{fyne.NewSize(400, 235), true}, {fyne.NewSize(720, 700), false}} {
		w := boardWidget(t, m, c.size)
		r := test.TempWidgetRenderer(t, w).(*zboardRenderer)
		first := len(m.Lower.Z) + len(m.Lower.Strokes)
		numbers := len(r.lines[:r.upperStart]) - first
		sum, _ := chalkText(fmt.Sprint(sumOf(m.Lower.Numbers)))
		if c.summed != (numbers == len(sum)) {
			t.Errorf("board %v: %d lines of numbers in the lower half; the sum %d takes %d", c.size, numbers, sumOf(m.Lower.Numbers), len(sum))
		}
		if _, top, _, bottom := lineBox(r.lines, first, r.upperStart); c.summed && bottom-top < minDigitHeight*0.96-0.01 {
			t.Errorf("board %v: the sum is %.1f px high, want at least %d", c.size, bottom-top, minDigitHeight)
		}
	}
}

// The first deal's remainder on a phone's board is as readable as a long game's sum: written
// one by one, a lone number would take a list's place, about half the readable height.
func TestZBoardWritesALoneRemainderLargeOnAPhone(t *testing.T) {
	m := board.FromScores([2][]int{{83}, {74}}, 0, 0, board.ViewAsWritten, false)
	if len(m.Lower.Numbers) != 1 || len(m.Upper.Numbers) != 1 {
		t.Fatalf("the deal leaves %v and %v", m.Lower.Numbers, m.Upper.Numbers)
	}
	w := boardWidget(t, m, fyne.NewSize(400, 235))
	r := test.TempWidgetRenderer(t, w).(*zboardRenderer)
	first := len(m.Lower.Z) + len(m.Lower.Strokes)
	if _, top, _, bottom := lineBox(r.lines, first, r.upperStart); bottom-top < minDigitHeight*0.96-0.01 {
		t.Errorf("the remainder %d is %.1f px high, want at least %d", m.Lower.Numbers[0], bottom-top, minDigitHeight)
	}
}

func sumOf(v []int) int {
	s := 0
	for _, x := range v {
		s += x
	}
	return s
}

// The widget draws every stroke of the model, the upper half turned by 180°, with few objects.
func TestZBoardDrawsTheModel(t *testing.T) {
	m := tv19Board()
	w := boardWidget(t, m, fyne.NewSize(600, 400))
	r := test.TempWidgetRenderer(t, w).(*zboardRenderer)
	strokes := len(m.Lower.Strokes) + len(m.Upper.Strokes) + 6
	if len(r.lines) < strokes {
		t.Fatalf("%d lines drawn for %d strokes", len(r.lines), strokes)
	}
	// The frame, the slate, the chalk (with the centre line) and the two lines of names.
	if n := len(r.Objects()); n > 5 {
		t.Errorf("%d canvas objects", n)
	}
	// The lower half's top bar is above its bottom bar; the upper half is turned: its top bar
	// (the first Z stroke) lies below its bottom bar, next to the centre line.
	lines := r.lines
	mid := r.middle.y1
	lowerTop, lowerBottom := lines[0], lines[2]
	upperTop := lines[r.upperStart]
	upperBottom := lines[r.upperStart+2]
	if !(lowerTop.y1 > mid && lowerTop.y1 < lowerBottom.y1) {
		t.Errorf("lower half: top bar at %v, bottom bar at %v", lowerTop.y1, lowerBottom.y1)
	}
	if !(upperTop.y1 < mid && upperTop.y1 > upperBottom.y1) {
		t.Errorf("upper half not turned: top bar at %v, bottom bar at %v", upperTop.y1, upperBottom.y1)
	}
	// Redrawing after a new deal reuses the lines' memory.
	before := cap(r.lines)
	w.SetGame(board.FromScores([2][]int{{546, 493}, {157}}, 0, 2500, board.ViewAsWritten, false), nil, -1, -1)
	if cap(r.lines) != before {
		t.Errorf("lines' memory grew from %d to %d on a smaller board", before, cap(r.lines))
	}
}

func TestChalkTextCoversEveryDigit(t *testing.T) {
	segs, width := chalkText("-0123456789")
	if len(segs) < 40 || width < 7 || width > 9 {
		t.Errorf("%d segments, width %.2f", len(segs), width)
	}
	for _, s := range segs {
		if s.y1 < 0 || s.y1 > 1 || s.y2 < 0 || s.y2 > 1 || s.x1 < 0 || s.x2 > width+0.01 {
			t.Fatalf("segment outside the text box: %+v", s)
		}
	}
	if segs, _ := chalkText("7"); len(segs) != 2 {
		t.Errorf("7 has %d segments", len(segs))
	}
}

// BenchmarkDrawFullGameBoard lays out and paints a 40-deal board to 5000 with the software
// renderer, as the app does after every deal.
func BenchmarkDrawFullGameBoard(b *testing.B) {
	test.NewTempApp(b)
	r, _ := tally.Preset(tally.Schieber, "seed")
	r.Target = 5000
	var deals []tally.SchieberDeal
	for i := range 40 {
		deals = append(deals, tally.SchieberDeal{Contract: tally.ModeContract(tally.Mode(i % 6)), Vorhand: i % 4,
			Points: [2]int{60 + i, 97 - i}, Match: -1, Stoeck: -1, WonBy: -1})
	}
	st := tally.ReplaySchieber(r, deals)
	w := NewZBoardWidget()
	c := software.NewCanvas()
	c.SetContent(w)
	c.Resize(fyne.NewSize(800, 700))
	b.ReportAllocs()
	for b.Loop() {
		w.SetGame(board.Schieber(st, r, board.ViewAsWritten), []string{"A", "B", "C", "D"}, 0, 1)
		if img := c.Capture(); img == nil {
			b.Fatal("nothing drawn")
		}
	}
}

// Names too long for their strip are written smaller, but not below minNameEm: then each is
// cut short with an ellipsis, and both players of the team and their marks stay on the board.
func TestZBoardCutsLongNamesShort(t *testing.T) {
	long := []string{"Anna-Barbara Zimmermann", "Beat", "Claudia-Maria Oberholzer", "Dora"}
	w := boardWidget(t, tv19Board(), zboardMinSize)
	w.SetGame(tv19Board(), long, 3, 0)
	r := test.TempWidgetRenderer(t, w).(*zboardRenderer)
	text, em := r.labelKey[0], r.labelEm[0]
	if em < minNameEm {
		t.Errorf("names written at %.0f px per em, below %d", em, minNameEm)
	}
	if !strings.HasPrefix(text, "Anna") || !strings.Contains(text, nameSeparator+"Cla") || strings.Count(text, Ellipsis) != 2 ||
		!strings.Contains(text, Ellipsis+" · Vorhand"+nameSeparator) {
		t.Errorf("lower line %q: want both names, each cut short, and the Vorhand mark", text)
	}
	if width, room := LetteringWidth(text, em), r.labelIn[0].room; width > room {
		t.Errorf("lower line is %.0f px wide in a strip of %.0f", width, room)
	}
	// Short names on a wide board are written whole, at the strip's size.
	w = boardWidget(t, tv19Board(), fyne.NewSize(800, 600))
	r = test.TempWidgetRenderer(t, w).(*zboardRenderer)
	if r.labelKey[1] != r.teamLabel(1) || r.labelEm[1] != r.labelIn[1].em {
		t.Errorf("upper line %q at %.0f px per em, want %q at %.0f", r.labelKey[1], r.labelEm[1], r.teamLabel(1), r.labelIn[1].em)
	}
}

// The board is one image at the pixel size the canvas asks for, drawn again only when the board
// or that size changes: a refresh of the same board shows the image already drawn.
func TestZBoardDrawsItsChalkOnceAtThePixelSize(t *testing.T) {
	size := fyne.NewSize(600, 400)
	w := boardWidget(t, tv19Board(), size)
	r := test.TempWidgetRenderer(t, w).(*zboardRenderer)
	img := r.boardImage(608, 408).(*image.RGBA)
	// A point in the middle of the lower half's top bar, the first line drawn, is chalk: not
	// the slate's colour. The image begins framePad before the widget.
	top := r.lines[0]
	chalkAt := func(img *image.RGBA, scale float32) bool {
		x, y := ((top.x1+top.x2)/2+framePad)*scale, (top.y1+framePad)*scale
		return img.RGBAAt(int(x), int(y)) != color.RGBAModel.Convert(ColSlate)
	}
	if !chalkAt(img, 1) {
		t.Fatalf("no chalk on the Z's top bar at %v, %v", (top.x1+top.x2)/2, top.y1)
	}
	mark := color.RGBA{1, 2, 3, 4}
	img.SetRGBA(0, 0, mark)
	w.SetGame(tv19Board(), []string{"Anna", "Beat", "Cla", "Dora"}, 3, 0)
	w.Refresh()
	if again := r.boardImage(608, 408).(*image.RGBA); again != img || again.RGBAAt(0, 0) != mark {
		t.Errorf("the same board was drawn again")
	}
	// Twice the pixels (a canvas at scale 2, or a picture for print): drawn anew at that size.
	big := r.boardImage(1216, 816).(*image.RGBA)
	if big.Rect.Dx() != 1216 || big.Rect.Dy() != 816 || !chalkAt(big, 2) {
		t.Errorf("chalk at scale 2: %v, chalk on the top bar: %v", big.Rect, chalkAt(big, 2))
	}
	// Another deal is drawn at once.
	big.SetRGBA(0, 0, mark)
	w.SetGame(board.FromScores([2][]int{{546, 493}, {157}}, 0, 2500, board.ViewAsWritten, false), nil, -1, -1)
	if again := r.boardImage(1216, 816).(*image.RGBA); again.RGBAAt(0, 0) == mark || again.RGBAAt(0, 0).A != 0 {
		t.Errorf("a new deal was not drawn")
	}
}

// A board's first layout draws its chalk, at the pixel size its canvas asks for, so that the
// first screen, laid out while the window is being made, has it drawn before the first frame.
// Later layouts leave the drawing to the canvas's paint.
func TestZBoardDrawsItsFirstChalkInItsFirstLayout(t *testing.T) {
	w := boardWidget(t, tv19Board(), fyne.NewSize(600.4, 400.6))
	r := test.TempWidgetRenderer(t, w).(*zboardRenderer)
	if r.drawn == nil || r.stale || r.drawn.Rect.Dx() != 608 || r.drawn.Rect.Dy() != 409 {
		t.Fatalf("after the first layout: chalk drawn %v, stale %v", r.drawn != nil, r.stale)
	}
	first := r.drawn
	if got := r.boardImage(608, 409); got != first {
		t.Errorf("the first frame drew the chalk again")
	}
	w.SetGame(board.FromScores([2][]int{{546, 493}, {157}}, 0, 2500, board.ViewAsWritten, false), nil, -1, -1)
	if !r.stale {
		t.Errorf("a later layout drew the chalk")
	}
}

// A board drawn for print is drawn at the picture's own scale, which no window has: found from
// the pixel size asked for, so that every line lies where the painter puts a canvas.Line.
func TestZBoardChalkScaleForPrint(t *testing.T) {
	w := boardWidget(t, tv19Board(), fyne.NewSize(600, 800))
	r := test.TempWidgetRenderer(t, w).(*zboardRenderer)
	// The board's image reaches framePad beyond the widget, so the print's scale, made for the
	// widget's 800 units, is not the middle of the scales that give the image's pixels: it is
	// found within half a pixel over the image's long side. Round scales are found exactly.
	long := float64(800 + 2*framePad)
	for _, c := range []struct{ want, within float32 }{{(PrintLongSide - 0.5) / 800, float32(0.5 / long)}, {1.5, 1e-4}, {2, 1e-4}, {1, 1e-4}} {
		want := c.want
		width, height := int(math.Ceil(float64((600+2*framePad)*want))), int(math.Ceil(long*float64(want)))
		if got := r.pixelScale(width, height); math.Abs(float64(got-want)) > float64(c.within) {
			t.Errorf("%d × %d pixels: scale %v, want %v", width, height, got, want)
		}
	}
}
