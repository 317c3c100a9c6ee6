package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/jasstafel/jasstafel/board"
)

// midGameBoard is a board some deals into a game to 2500: hundreds, fifties, twenties and ones
// strokes on both halves, and remainders beside the Z. next is the same game one deal on.
func midGameBoard(next bool) board.ZBoard {
	lower := []int{546, 493, 290, 390, 140, 90, 190, 240, 140, 57}
	upper := []int{157, 190, 190, 290, 290, 190, 40, 118}
	if next {
		lower, upper = append(lower, 73), append(upper, 84)
	}
	return board.FromScores([2][]int{lower, upper}, 0, 2500, board.ViewAsWritten, false)
}

// benchWindow is a 1280×800 window of the test driver (the software painter) holding content.
func benchWindow(b *testing.B, content fyne.CanvasObject) fyne.Window {
	test.NewTempApp(b).Settings().SetTheme(NewTheme())
	win := test.NewWindow(content)
	b.Cleanup(win.Close)
	win.SetPadded(false)
	win.Resize(fyne.NewSize(1280, 800))
	return win
}

// BenchmarkZBoardEmptyWindow captures an empty window of the boards' size: the floor the board
// benchmarks are measured against, as the machine's speed varies.
func BenchmarkZBoardEmptyWindow(b *testing.B) {
	win := benchWindow(b, canvas.NewRectangle(ColSlate))
	for b.Loop() {
		if win.Canvas().Capture() == nil {
			b.Fatal("nothing drawn")
		}
	}
}

// zboardBench refreshes a mid-game board alone in a 1280×800 window and captures the window,
// as the app does after each change; newDeal alternates two boards, so that the board's data
// changes every time, as after a deal. It reports the canvas objects the board's renderer has.
func zboardBench(b *testing.B, newDeal bool) {
	w := NewZBoardWidget()
	players := []string{"Anna", "Beat", "Cla", "Dora"}
	boards := [2]board.ZBoard{midGameBoard(false), midGameBoard(newDeal)}
	w.SetGame(boards[0], players, 3, 0)
	win := benchWindow(b, w)
	win.Canvas().Capture()
	i := 0
	for b.Loop() {
		i++
		w.SetGame(boards[i%2], players, 3, 0)
		if win.Canvas().Capture() == nil {
			b.Fatal("nothing drawn")
		}
	}
	b.ReportMetric(float64(len(test.WidgetRenderer(w).Objects())), "objects")
}

// BenchmarkZBoardRefresh refreshes the board with the data it shows (a resize, a theme or
// language change, another widget's refresh).
func BenchmarkZBoardRefresh(b *testing.B) { zboardBench(b, false) }

// BenchmarkZBoardNewDeal shows a board one deal on, then back, each time.
func BenchmarkZBoardNewDeal(b *testing.B) { zboardBench(b, true) }

// BenchmarkZBoardImage draws a mid-game board's image anew at the size it has beside the entry
// panel in a 1280×800 window (696×744 units, scale 1): what the first layout of an opened game
// costs (ui/launch.go builds the first screen beside the making of the window, so this is on the
// way to the first frame).
func BenchmarkZBoardImage(b *testing.B) {
	test.NewTempApp(b).Settings().SetTheme(NewTheme())
	w := NewZBoardWidget()
	w.SetGame(midGameBoard(false), []string{"Anna", "Beat", "Cla", "Dora"}, 3, 0)
	size := fyne.NewSize(696, 744)
	w.Resize(size)
	r := test.WidgetRenderer(w).(*zboardRenderer)
	r.Layout(size)
	width, height := int(size.Width+2*framePad), int(size.Height+2*framePad)
	for b.Loop() {
		r.stale = true
		if img := r.boardImage(width, height); img.Bounds().Dx() != width {
			b.Fatal("nothing drawn")
		}
	}
}
