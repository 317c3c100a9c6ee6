package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// The statistics offer each mode of the table of modes with the columns its package names
// (StatColumns in ui/schieber, ui/coiffeur, ui/differenzler), and only under that mode.
func TestStatsShowEachModesOwnColumns(t *testing.T) {
	svc := fakestore.New()
	createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 2)
	createCoiffeur(t, svc, []string{"Anna", "Beat", "Cla", "Dora"}, nil)
	createModeGame(t, svc, tally.Differenzler, []string{"Anna", "Beat", "Cla"}, map[string]any{"deals": 2},
		[]gamefile.Round{{Dealer: roundIndex(0), Trump: "H", Predictions: []int{50, 50, 57}, Points: []int{40, 60, 57}}})
	u := newUIOn(t, nil, svc, landscape)
	u.ShowStats()
	relayout(u)
	own := map[string][]string{
		"Schieber":     {"Deals", "Points for", "Points against", "Matches", "Matches against", "Weis", "Stöck"},
		"Coiffeur":     {"Cells", "Total", "Per cell", "Matches"},
		"Differenzler": {"Deals", "Exact", "Mean deviation", "Penalty"},
	}
	common := []string{"Player", "Games", "Finished", "Won", "Win rate"}
	if got := headingsShown(u); !slices.Equal(got, common) {
		t.Errorf("all modes: the headings are %q, want only the common %q", got, common)
	}
	from := "All modes"
	for _, mode := range []string{"Schieber", "Coiffeur", "Differenzler"} {
		choose(t, u, from, mode)
		from = mode
		relayout(u)
		if got, want := headingsShown(u), append(slices.Clone(common), own[mode]...); !slices.Equal(got, want) {
			t.Errorf("%s: the headings are %q, want %q", mode, got, want)
		}
	}
	// Anna's Differenzler penalty: 10 for a prediction of 50 and 40 points.
	for _, r := range uitest.TableRows(u.win) {
		if r[0] == "Anna" && r[len(r)-1] != "10" {
			t.Errorf("Anna's Differenzler row is %q, want a penalty of 10", r)
		}
	}
}

// headingsShown are the statistics table's headings without their sort marks. The table
// scrolls sideways, so the window is made wide enough for every column first.
func headingsShown(u *UI) []string {
	u.win.Resize(fyne.NewSize(2400, 800))
	relayout(u)
	var out []string
	for _, h := range uitest.TableHeadings(u.win) {
		out = append(out, strings.TrimRight(h, " ▲▼"))
	}
	u.win.Resize(landscape)
	relayout(u)
	return out
}

// The statistics screen fits every language, with the Schieber's columns of the table of modes, in both orientations: its buttons, choices and the
// first figures lie inside the window, big enough to tap, and the headings name the columns.
func TestStatsFitsEveryLanguage(t *testing.T) {
	inEveryLanguage(t, func(t *testing.T, code string, size fyne.Size) {
		svc := fakestore.New()
		u := newUIOn(t, nil, svc, size)
		t.Setenv("LANGUAGE", code)
		createGame(t, svc, "seed", []string{"Marlies", "Köbi", "Ruth", "Fritz"}, 2)
		u.ShowStats()
		relayout(u)
		for _, o := range shown(u) {
			if sel, ok := o.(*widget.Select); ok {
				sel.SetSelectedIndex(1) // the mode filter, the first choice: Schieber, with the most columns
				break
			}
		}
		relayout(u)
		win := u.win.Canvas().Size()
		if need := kit.ScreenNeeds(u.win.Content()); need.Width > size.Width || need.Height > size.Height || win != size {
			t.Errorf("the screen needs %v; the %v window became %v", need, size, win)
		}
		d := fyne.CurrentApp().Driver()
		var table *widget.Table
		for _, o := range shown(u) {
			if tb, ok := o.(*widget.Table); ok {
				table = tb
			}
		}
		for _, o := range shown(u) {
			name, ok := uitest.ControlName(o)
			if !ok {
				continue
			}
			p := d.AbsolutePositionForObject(o)
			if table != nil && p.X >= d.AbsolutePositionForObject(table).X+table.Size().Width {
				continue // a heading scrolled out of sight to the right
			}
			sz := o.Size()
			if p.X < -0.5 || p.Y < -0.5 || p.Y+sz.Height > win.Height+0.5 {
				t.Errorf("%q at %v size %v lies outside the %v window", name, p, sz, win)
			}
			if sz.Height < kit.MinTouch || sz.Width < kit.MinTouch {
				t.Errorf("%q is %v, smaller than %d px", name, sz, kit.MinTouch)
			}
		}
		if rows := uitest.TableRows(u.win); len(rows) == 0 || rows[0][0] != "Fritz" || rows[0][1] != "1" {
			t.Errorf("the first row should be Fritz's, with one game: %q", rows)
		}
	})
}

// The statistics write their figures as the players' language does: a German table in Germany
// reads the Differenzler's mean deviation as "7,50" and a win rate as "100 %", a Swiss one (no
// German region on the system) "7.50" and "100%", as does an English one — as the Differenzler's
// money is written (ui/numbers).
func TestStatsWriteFiguresAsTheLanguageDoes(t *testing.T) {
	svc := fakestore.New()
	// Anna misses by 10 and by 5 (7.50 a deal), Cla by 0 and 5: Cla has the least penalty and
	// wins the finished game.
	createModeGame(t, svc, tally.Differenzler, []string{"Anna", "Beat", "Cla"}, map[string]any{"deals": 2},
		[]gamefile.Round{
			{Dealer: roundIndex(0), Trump: "H", Predictions: []int{50, 50, 57}, Points: []int{40, 60, 57}},
			{Dealer: roundIndex(1), Trump: "S", Predictions: []int{50, 50, 52}, Points: []int{45, 55, 57}},
		})
	for _, c := range []struct {
		code, system, mode   string
		deviation, wonByCla  string
		notDeviation, notWon string
	}{
		{"de", "de_DE.UTF-8", "Differenzler", "7,50", "100\u00a0%", "7.50", "100%"},
		{"de", "en_GB.UTF-8", "Differenzler", "7.50", "100%", "7,50", "100 %"},
		{"en", "de_DE.UTF-8", "Differenzler", "7.50", "100%", "7,50", "100 %"},
	} {
		t.Run(c.code+" on "+c.system, func(t *testing.T) {
			t.Cleanup(func() { kit.UseLanguage("en") })
			u := newUIOn(t, nil, svc, landscape)
			t.Setenv("LANG", c.system)
			t.Setenv("LC_NUMERIC", "")
			t.Setenv("LANGUAGE", c.code)
			if err := kit.UseLanguage(c.code); err != nil {
				t.Fatal(err)
			}
			u.ShowStats()
			relayout(u)
			choose(t, u, lang.X("stats.allModes", "All modes"), c.mode)
			u.win.Resize(fyne.NewSize(2400, 800)) // every column in sight
			relayout(u)
			rows := map[string][]string{}
			for _, r := range uitest.TableRows(u.win) {
				rows[r[0]] = r
			}
			if !slices.Contains(rows["Anna"], c.deviation) || slices.Contains(rows["Anna"], c.notDeviation) {
				t.Errorf("Anna's mean deviation should read %q; her row is %q", c.deviation, rows["Anna"])
			}
			if !slices.Contains(rows["Cla"], c.wonByCla) {
				t.Errorf("Cla's win rate should read %q; his row is %q", c.wonByCla, rows["Cla"])
			}
			for name, r := range rows {
				if slices.Contains(r, c.notWon) {
					t.Errorf("%s's row writes a rate as %q: %q", name, c.notWon, r)
				}
			}
		})
	}
}
