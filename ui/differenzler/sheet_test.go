package differenzler

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/jasstafel/jasstafel/board"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// fullEvening is a finished evening of 16 deals for four players with a stake, and its deals;
// pending adds a 17th deal whose predictions are written (the sheet then has 17 deals of 16:
// the engine reports it, the sheet still draws it).
func fullEvening(tb testing.TB, hidden bool) (*tally.DifferenzlerSheet, []tally.DifferenzlerDeal) {
	tb.Helper()
	r, err := tally.ResolveRules(tally.Differenzler, []byte(`{"preset":"seed","exactBonus":10,"stake":25}`))
	if err != nil {
		tb.Fatal(err)
	}
	r.HiddenPredictions = hidden
	s, err := tally.NewDifferenzlerSheet(r, 4)
	if err != nil {
		tb.Fatal(err)
	}
	var deals []tally.DifferenzlerDeal
	for i := range 16 {
		a, b, c := 20+i*3, 50-i, 40+i
		d := tally.DifferenzlerDeal{Dealer: i % 4, Trump: tally.Mode(i % 4),
			Predictions: []int{a + i%5, b, c - 3, 30 + i}, Points: []int{a, b, c, tally.DealPoints - a - b - c}}
		deals = append(deals, d)
		s.Add(d)
	}
	return s, deals
}

func sheetRendererOf(t *testing.T, w *SheetWidget, size fyne.Size) *sheetRenderer {
	t.Helper()
	w.Resize(size)
	r := test.TempWidgetRenderer(t, w).(*sheetRenderer)
	r.Layout(size)
	return r
}

func TestDifferenzlerSheetDrawsTheTable(t *testing.T) {
	test.NewTempApp(t)
	s, deals := fullEvening(t, false)
	tb := board.DifferenzlerFromDeals(s, []string{"Anna", "Beat", "Cla", "Dora"}, deals)
	w := NewSheetWidget()
	w.SetSheet(tb, -1, []string{"Beat pays Anna CHF 1.00"})
	r := sheetRendererOf(t, w, fyne.NewSize(700, 740))
	texts := r.shownTexts()
	for _, want := range []string{"Deal 16/16", "Anna", "Dora", "Total", "Place", "Beat pays Anna CHF 1.00"} {
		if !slices.Contains(texts, want) {
			t.Errorf("the sheet does not write %q: %q", want, texts)
		}
	}
	// The last deal's line starts with its number, its trump and its dealer.
	if i := slices.Index(texts, "16"); i < 0 || i+2 >= len(texts) || texts[i+1] != "♣" || texts[i+2] != "Dora" {
		t.Errorf("the line of deal 16: %q", texts)
	}
	// The last line ends with each player's total, as the engine has it.
	last := tb.Lines[15]
	for p := range 4 {
		if !slices.Equal(last.Running, s.Totals) {
			t.Fatalf("the last line's totals %v are not the engine's %v", last.Running, s.Totals)
		}
		if !slices.Contains(texts, strconv.Itoa(s.Totals[p])) {
			t.Errorf("total %d of player %d is not written", s.Totals[p], p)
		}
	}
	// Few canvas objects: frame, slate, mark, the rules and a handful of texts per line.
	if n := len(r.Objects()); n > 3+8+16*(1+4*3)+4+2*4+1+4 {
		t.Errorf("%d canvas objects for 16 deals", n)
	}
	// Every text fits its place: nothing is cut on a tablet in either orientation.
	for _, size := range []fyne.Size{fyne.NewSize(700, 740), fyne.NewSize(800, 600)} {
		r := sheetRendererOf(t, w, size)
		for _, x := range r.shownTexts() {
			if strings.Contains(x, kit.Ellipsis) {
				t.Errorf("%v: %q is cut short", size, x)
			}
		}
	}
}

// On a phone (the sheet about 390×380 under the header, above the panel) a long evening cuts
// nothing in any language: every running total of the lines shown is written whole, with the
// deal's number and trump, each cell's prediction and points, the totals and the places.
func TestDifferenzlerSheetOnAPhoneCutsNothing(t *testing.T) {
	test.NewTempApp(t)
	t.Cleanup(func() { kit.UseLanguage("en") })
	s, deals := fullEvening(t, false)
	tb := board.DifferenzlerFromDeals(s, []string{"Anna", "Beat", "Cla", "Dora"}, deals)
	w := NewSheetWidget()
	w.SetSheet(tb, -1, []string{"Beat pays Anna CHF 1.00"})
	for _, l := range kit.Languages {
		if err := kit.UseLanguage(l.Code); err != nil {
			t.Fatal(err)
		}
		for _, size := range []fyne.Size{fyne.NewSize(392, 380), fyne.NewSize(392, 250)} {
			r := sheetRendererOf(t, w, size)
			texts := r.shownTexts()
			for i, x := range r.written[:r.usedTexts] {
				if strings.Contains(x.text, kit.Ellipsis) {
					t.Errorf("%s %v: %q is cut short", l.Code, size, texts[i])
				}
				if x.size < minSheetText {
					t.Errorf("%s %v: %q is written %.1f high", l.Code, size, x.text, x.size)
				}
			}
			shown := 0
			for _, line := range tb.Lines {
				if !slices.Contains(texts, strconv.Itoa(line.Deal)) {
					continue
				}
				shown++
				for p, total := range line.Running {
					if !slices.Contains(texts, strconv.Itoa(total)) {
						t.Errorf("%s %v: deal %d: %s's total %d is not written: %q", l.Code, size, line.Deal, tb.Players[p], total, texts)
					}
					if detail := fmt.Sprintf("%d/%d", *line.Predictions[p], line.Actual[p]); !slices.ContainsFunc(texts, func(x string) bool { return strings.HasPrefix(x, detail) }) {
						t.Errorf("%s %v: deal %d: %s's %q is not written", l.Code, size, line.Deal, tb.Players[p], detail)
					}
				}
			}
			if shown < 5 || !slices.Contains(texts, "16") {
				t.Errorf("%s %v: %d deals shown, the last among them? %q", l.Code, size, shown, texts)
			}
			for _, x := range slices.Concat(intTexts(s.Totals), []string{"1.", "4."}) {
				if !slices.Contains(texts, x) {
					t.Errorf("%s %v: %q is not written: %q", l.Code, size, x, texts)
				}
			}
		}
	}
}

// Beside the panel of a phone held sideways (the sheet about 240×330) a long evening writes
// whole, in every language, the deal count, each deal's number and trump, Total and Place and
// every running total; only the deals' predictions and points, which have no room there, are cut.
func TestDifferenzlerSheetBesideASidewaysPanel(t *testing.T) {
	test.NewTempApp(t)
	t.Cleanup(func() { kit.UseLanguage("en") })
	s, deals := fullEvening(t, false)
	tb := board.DifferenzlerFromDeals(s, []string{"Anna", "Beat", "Cla", "Dora"}, deals)
	w := NewSheetWidget()
	w.SetSheet(tb, -1, nil)
	for _, l := range kit.Languages {
		if err := kit.UseLanguage(l.Code); err != nil {
			t.Fatal(err)
		}
		size := fyne.NewSize(244, 332)
		r := sheetRendererOf(t, w, size)
		texts := r.shownTexts()
		for i, x := range r.written[:r.usedTexts] {
			if strings.Contains(x.text, kit.Ellipsis) && !strings.Contains(x.text, "/") && !strings.HasPrefix(x.text, kit.Ellipsis) {
				t.Errorf("%s %v: %q is cut short", l.Code, size, texts[i])
			}
		}
		for _, x := range slices.Concat(intTexts(s.Totals), []string{"1.", "4.", "16", lang.X("sheet.total", ""), lang.X("sheet.place", "")}) {
			if !slices.Contains(texts, x) {
				t.Errorf("%s %v: %q is not written whole: %q", l.Code, size, x, texts)
			}
		}
	}
}

func intTexts(v []int) []string {
	out := make([]string, len(v))
	for i, x := range v {
		out[i] = strconv.Itoa(x)
	}
	return out
}

func TestDifferenzlerSheetMasksHiddenPredictions(t *testing.T) {
	test.NewTempApp(t)
	s, deals := fullEvening(t, true)
	pending := tally.DifferenzlerDeal{Dealer: 0, Trump: tally.TrumpH, Predictions: []int{151, 152, 153, 154}}
	s.Add(pending)
	deals = append(deals, pending)
	w := NewSheetWidget()
	w.SetSheet(board.DifferenzlerFromDeals(s, []string{"Anna", "Beat", "Cla", "Dora"}, deals), 16, nil)
	texts := sheetRendererOf(t, w, fyne.NewSize(700, 740)).shownTexts()
	if n := countPrefix(texts, maskedPrediction+"/…"); n != 4 {
		t.Errorf("%d masked predictions on the pending line, want 4: %q", n, texts)
	}
	for _, p := range []string{"151/", "152/", "153/", "154/"} {
		if countPrefix(texts, p) > 0 {
			t.Errorf("a hidden prediction %q is written", p)
		}
	}
}

func countPrefix(texts []string, prefix string) int {
	n := 0
	for _, x := range texts {
		if strings.HasPrefix(x, prefix) {
			n++
		}
	}
	return n
}

// BenchmarkDrawFullDifferenzlerSheet lays out and paints a finished 16-deal sheet with the
// software renderer, as the app does after every deal, and in the same run an empty canvas of
// the same size: the difference is what the sheet costs (net-frames, in frames of 16.7 ms).
func BenchmarkDrawFullDifferenzlerSheet(b *testing.B) {
	test.NewTempApp(b)
	s, deals := fullEvening(b, false)
	tb := board.DifferenzlerFromDeals(s, []string{"Anna", "Beat", "Cla", "Dora"}, deals)
	size := fyne.NewSize(800, 700)
	w := NewSheetWidget()
	c := software.NewCanvas()
	c.SetContent(w)
	c.Resize(size)
	empty := software.NewCanvas()
	empty.SetContent(canvas.NewRectangle(kit.ColSlate))
	empty.Resize(size)
	var sheetT, emptyT []time.Duration
	b.ReportAllocs()
	for b.Loop() {
		start := time.Now()
		w.SetSheet(tb, -1, []string{"Beat pays Anna CHF 1.00", "Cla pays Anna CHF 2.00", "Dora pays Anna CHF 3.00"})
		if c.Capture() == nil {
			b.Fatal("nothing drawn")
		}
		sheetT = append(sheetT, time.Since(start))
		start = time.Now()
		if empty.Capture() == nil {
			b.Fatal("nothing drawn")
		}
		emptyT = append(emptyT, time.Since(start))
	}
	ms, me := medianDuration(sheetT), medianDuration(emptyT)
	b.ReportMetric(float64(ms.Nanoseconds()), "sheet-ns")
	b.ReportMetric(float64(me.Nanoseconds()), "empty-ns")
	// What the sheet adds to painting an empty canvas of its size, in 60 Hz frames.
	b.ReportMetric(float64(ms-me)/float64(time.Second/60), "net-frames")
}

func medianDuration(d []time.Duration) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}

// An evening of many deals keeps its lines readable and shows the latest deals.
func TestDifferenzlerSheetShowsTheLatestOfALongEvening(t *testing.T) {
	test.NewTempApp(t)
	r, err := tally.ResolveRules(tally.Differenzler, []byte(`{"deals":100}`))
	if err != nil {
		t.Fatal(err)
	}
	s, _ := tally.NewDifferenzlerSheet(r, 3)
	for i := range 60 {
		s.Add(tally.DifferenzlerDeal{Dealer: i % 3, Trump: tally.TrumpS, Predictions: []int{50, 50, 57}, Points: []int{50, 50, 57}})
	}
	w := NewSheetWidget()
	w.SetSheet(board.Differenzler(s, []string{"Anna", "Beat", "Cla"}), 60, nil)
	sr := sheetRendererOf(t, w, fyne.NewSize(700, 600))
	texts := sr.shownTexts()
	if !slices.Contains(texts, "60") || slices.Contains(texts, "1") {
		t.Errorf("a long evening does not show its latest deals: %q", texts)
	}
	for _, x := range sr.written[:sr.usedTexts] {
		if x.size < minSheetText {
			t.Errorf("%q is written %.0f px high", x.text, x.size)
		}
	}
}

// A short evening beside the panel of a 1280×800 tablet: its few tall lines write predictions,
// points and penalties large enough to read across the table, and cut none of them.
func TestDifferenzlerSheetShortEveningIsReadable(t *testing.T) {
	test.NewTempApp(t)
	r, err := tally.ResolveRules(tally.Differenzler, []byte(`{"preset":"seed","deals":4}`))
	if err != nil {
		t.Fatal(err)
	}
	s, err := tally.NewDifferenzlerSheet(r, 4)
	if err != nil {
		t.Fatal(err)
	}
	_, full := fullEvening(t, false)
	deals := full[:4]
	for _, d := range deals {
		s.Add(d)
	}
	w := NewSheetWidget()
	w.SetSheet(board.DifferenzlerFromDeals(s, []string{"Anna", "Beat", "Cla", "Dora"}, deals), -1, nil)
	const readable = 14
	for _, size := range []fyne.Size{fyne.NewSize(700, 735), fyne.NewSize(800, 600)} {
		sr := sheetRendererOf(t, w, size)
		details := 0
		for _, x := range sr.written[:sr.usedTexts] {
			if strings.Contains(x.text, kit.Ellipsis) {
				t.Errorf("%v: %q is cut short", size, x.text)
			}
			if strings.Contains(x.text, "/") && strings.ContainsAny(x.text, "+-") {
				details++
				if x.size < readable {
					t.Errorf("%v: %q is written %.1f high, under %d", size, x.text, x.size, readable)
				}
			}
		}
		if details != 16 {
			t.Errorf("%v: %d details written, want 16", size, details)
		}
	}
}
