package coiffeur

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// twelveRows is a long Coiffeur sheet: the eight rows of §9.2 with Slalom, Guschti, Mary and a
// third Joker, ×1 to ×12.
func twelveRows() []map[string]any {
	base := []string{"D", "H", "S", "C", "obenabe", "undenufe"}
	var rows []map[string]any
	for i, c := range base {
		rows = append(rows, map[string]any{"name": c, "multiplier": i + 1, "contracts": []string{c}})
	}
	for i, c := range []string{"slalom", "guschti", "mary"} {
		rows = append(rows, map[string]any{"name": c, "multiplier": 7 + i, "contracts": []string{c}})
	}
	for i := range 3 {
		rows = append(rows, map[string]any{"name": "joker", "multiplier": 10 + i, "contracts": base})
	}
	return rows
}

// phoneCellHeight is the least height of a row of the twelve-row sheet with its Weis row on a
// phone: the panel below takes what its rows need to stay a finger high, and the grid's rows
// share the rest (21 px measured), shorter than a finger; the cells stay a finger wide.
const phoneCellHeight = 20

// sidewaysCellWidth is the least width of a column of the four-player solo sheet on a phone held
// sideways: beside the panel's two columns of finger-wide keys the grid keeps a third of the
// width, and its four columns are 43 px wide (measured), a finger's tip.
const sidewaysCellWidth = 42

// Every control of a deal is on screen and a finger big, the twelve rows of a four-player solo
// sheet are a finger high and wide (on a phone a finger wide and phoneCellHeight high; on a phone
// held sideways phoneCellHeight high and sidewaysCellWidth wide), and nothing moves when an error
// or a correction appears — in every language, on a tablet in both orientations and on a phone
// upright and sideways, with and without Weis.
func TestCoiffeurLayout(t *testing.T) {
	defer func() {
		if err := kit.UseLanguage("en"); err != nil {
			t.Fatal(err)
		}
	}()
	for _, l := range uitest.SweepLanguages {
		for _, size := range uitest.SidewaysSizes {
			for _, weis := range []bool{false, true} {
				t.Run(fmt.Sprintf("%s/%vx%v/weis=%v", l.Code, size.Width, size.Height, weis), func(t *testing.T) {
					if err := kit.UseLanguage(l.Code); err != nil {
						t.Fatal(err)
					}
					svc := locked(fakestore.New())
					u := newUIOn(t, nil, svc, size)
					t.Setenv("LANGUAGE", l.Code)
					id := createCoiffeur(t, svc, []string{"Marlies", "Köbi", "Ruth", "Fritz"},
						map[string]any{"solo": true, "rows": twelveRows(), "coiffeurWeis": weis, "stoeck": weis})
					s := openCoiffeur(t, u, id)
					w := u.Win
					uitest.CheckWholeIn(t, w, size, "Coiffeur grid")
					win := w.Canvas().Size()
					// One written cell, so that Undo and Correct are on; then the next cell chosen.
					tapCell(s, 0, 0)
					test.Tap(s.pad[9])
					test.Tap(s.pad[7])
					test.Tap(s.WriteButton)
					tapCell(s, 11, 1)
					test.Tap(s.contracts[4]) // the Joker row's Obenabe
					before := uitest.Controls(w)
					if len(before) < 25 {
						t.Fatalf("only %d controls found", len(before))
					}
					uitest.CheckPlaces(t, "a Joker cell", win, before)
					g := s.grid.geometry(s.grid.Size())
					rowMin, colMin := float32(kit.MinTouch), float32(kit.MinTouch)
					if kit.Narrow(win.Width) || kit.Low(win.Height) {
						rowMin = phoneCellHeight
					}
					if kit.Low(win.Height) {
						colMin = sidewaysCellWidth
					}
					if g.rowH < rowMin || g.colW < colMin {
						t.Errorf("a cell of the grid is %.0f × %.0f px, smaller than %.0f × %.0f", g.colW, g.rowH, colMin, rowMin)
					}
					for d := range 3 {
						test.Tap(s.pad[[]int{1, 5, 8}[d]]) // 158: refused
					}
					if s.Message.Text == "" {
						t.Fatal("no error shown")
					}
					uitest.CheckUnmoved(t, "error", before, uitest.Controls(w))

					test.Tap(s.correct)
					tapCell(s, 0, 0)
					if s.panel.Correcting() != 0 {
						t.Fatal("no correction opened")
					}
					during := uitest.Controls(w)
					uitest.CheckPlaces(t, "correction", win, during)
					if !uitest.IsShown(w.Canvas().Content(), s.CancelButton) {
						t.Error("no Cancel while correcting")
					}
					test.Tap(s.CancelButton) // by its place: some languages give Undo and Cancel one word
					if s.panel.Correcting() >= 0 {
						t.Error("Cancel left the correction open")
					}
				})
			}
		}
	}
}

// Where the panel has the height (beside the grid in landscape, on a phone upright and sideways)
// the points row takes two rows' height, the points buttons above Match and Kontermatsch, so
// that "130 · Eva & Gina" is not cut in a narrow panel; on a tablet upright, where the grid
// takes the height, it stays one row.
func TestCoiffeurPointsRowGoesOnTwoLinesWhereThereIsRoom(t *testing.T) {
	for _, size := range uitest.SidewaysSizes {
		u := newUIOn(t, nil, fakestore.New(), size)
		s := openCoiffeur(t, u, createCoiffeur(t, u.Store, []string{"Eva", "Hans", "Gina", "Fritz"}, map[string]any{"preset": "seed"}))
		uitest.Relayout(u.Win)
		tapCell(s, 0, 0)
		for _, d := range []int{1, 3, 0} {
			test.Tap(s.pad[d])
		}
		uitest.Relayout(u.Win)
		twoLines := s.match.Position().Y >= s.points[0].Position().Y+s.points[0].Size().Height
		if want := kit.Landscape(size) || kit.Narrow(size.Width); twoLines != want {
			t.Errorf("%v: the points row on two lines %v, want %v (points at %v, Match at %v)", size, twoLines, want, s.points[0].Position(), s.match.Position())
		}
		if cut := uitest.CutButtonTexts(u.Win); slices.Contains(cut, s.points[0].Text) {
			t.Errorf("%v: %q is cut", size, s.points[0].Text)
		}
	}
}
