package differenzler

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/internal/gamehost"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// Every control of a Differenzler deal is on screen, at least 48 px both ways, shows its word
// whole (the suits, Card by card, Write), and stays put when a message, a filled-in value or a
// correction appears, in every language, on a tablet in both orientations and on a phone upright
// and sideways (there the panel in two columns, a suit's sign alone where its name would break).
func TestDifferenzlerLayoutNeverMoves(t *testing.T) {
	uitest.InEveryLanguageIn(t, uitest.SidewaysSizes, func(t *testing.T, code string, size fyne.Size) {
		u, store := gamehost.New(t, nil, size), gamehost.TempStore(t)
		t.Setenv("LANGUAGE", code)
		rules, _ := json.Marshal(map[string]any{"preset": "swiss", "hiddenPredictions": true, "stake": 20})
		id, err := store.Create(persistence.NewGame{Mode: tally.Differenzler, Players: []string{"Marlies", "Köbi", "Ruth", "Fritz"}, Rules: rules})
		if err != nil {
			t.Fatal(err)
		}
		s := gamehost.Open(t, u, store, id, New)
		w := u.Win
		w.Resize(size)
		uitest.CheckWholeIn(t, w, size, "Differenzler sheet")
		win := w.Canvas().Size()
		uitest.Relayout(u.Win)
		for _, b := range append(s.trumpButtons(), s.ByCards, s.WriteButton) {
			for _, x := range uitest.LaidOut(b) {
				if txt, ok := x.(*canvas.Text); ok && txt.Visible() && strings.HasSuffix(txt.Text, kit.Ellipsis) {
					t.Errorf("%q is cut to %q", b.Text, txt.Text)
				}
			}
		}
		typeEach := func(values ...int) {
			for i, v := range values {
				for _, d := range fmt.Sprint(v) {
					test.Tap(s.pad[d-'0'])
				}
				if i < len(values)-1 {
					test.Tap(s.next)
				}
			}
		}
		test.Tap(s.trumps["H"])
		typeEach(40, 30, 50, 37)
		test.Tap(s.WriteButton)
		typeEach(40, 20)
		before := uitest.Controls(w)
		if len(before) < 33 {
			t.Fatalf("only %d controls found", len(before))
		}
		uitest.CheckPlaces(t, "points being typed", win, before)
		if cut := uitest.CutButtonTexts(w); len(cut) > 0 {
			t.Errorf("buttons cut short: %q", cut)
		}
		if broken := uitest.BrokenWordTexts(w); len(broken) > 0 {
			t.Errorf("labels split a word: %q", broken)
		}
		if stranded := uitest.StrandedLabels(w); len(stranded) > 0 {
			t.Errorf("texts leave a word's mark alone on a line: %q", stranded)
		}
		if !kit.Landscape(win) {
			if h, share := s.board.Size().Height, uitest.BoardShare(win); h < share*win.Height {
				t.Errorf("the sheet is %.0f px high, less than %.0f%% of %v", h, 100*share, win.Height)
			}
		}

		test.Tap(s.next)
		typeEach(60) // the dealer's points are filled in
		uitest.CheckUnmoved(t, "filled in", before, uitest.Controls(w))
		test.Tap(s.points[0])
		typeEach(9) // 157 + 9: a wrong sum
		if s.Message.Text == "" {
			t.Fatal("no message for a wrong sum")
		}
		uitest.CheckUnmoved(t, "wrong sum", before, uitest.Controls(w))
		test.Tap(s.clear)
		test.Tap(s.WriteButton)

		s.editDeal(0)
		if s.panel.Correcting() != 0 {
			t.Fatal("no correction opened")
		}
		during := uitest.Controls(w)
		uitest.CheckUnmoved(t, "correction", before, during)
		uitest.CheckPlaces(t, "correction", win, during)
		if !uitest.IsShown(w.Canvas().Content(), s.CancelButton) {
			t.Error("no Cancel while correcting")
		}
		test.Tap(s.CancelButton)
		uitest.CheckUnmoved(t, "after the correction", before, uitest.Controls(w))
	})
}

// trumpButtons are the four suit buttons in the order the panel shows them.
func (s *Screen) trumpButtons() []*kit.SlotButton {
	var out []*kit.SlotButton
	for _, k := range entry.DifferenzlerTrumps {
		out = append(out, s.trumps[k])
	}
	return out
}
