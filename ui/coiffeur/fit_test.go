package coiffeur

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// A team Coiffeur evening on a tablet or a phone: with typical names and three-digit points typed,
// the points buttons, the contracts of a Joker row and the row names of the standard sheet are
// shown whole, in every language, on a tablet in both orientations and on a phone, with and without
// the Weis row.
func TestCoiffeurTeamSheetShowsWholeLabels(t *testing.T) {
	for _, l := range uitest.SweepLanguages {
		for _, size := range uitest.WindowSizes {
			for _, weis := range []bool{false, true} {
				t.Run(fmt.Sprintf("%s/%vx%v/weis=%v", l.Code, size.Width, size.Height, weis), func(t *testing.T) {
					if err := kit.UseLanguage(l.Code); err != nil {
						t.Fatal(err)
					}
					svc := locked(fakestore.New())
					u := newUIOn(t, nil, svc, size)
					rules := map[string]any{}
					if weis {
						rules = map[string]any{"coiffeurWeis": true, "stoeck": true}
					}
					id := createCoiffeur(t, svc, []string{"Eva", "Fritz", "Gina", "Hans"}, rules)
					s := openCoiffeur(t, u, id)
					tapCell(s, 5, 0) // Undenufe
					test.Tap(s.pad[1])
					test.Tap(s.pad[3])
					test.Tap(s.pad[0])
					uitest.Relayout(u.Win)
					if cut := uitest.CutButtonTexts(u.Win); len(cut) > 0 {
						t.Errorf("buttons cut short: %q", cut)
					}
					if broken := uitest.BrokenWordTexts(u.Win); len(broken) > 0 {
						t.Errorf("labels split a word: %q", broken)
					}
					if stranded := uitest.StrandedLabels(u.Win); len(stranded) > 0 {
						t.Errorf("texts leave a word's mark alone on a line: %q", stranded)
					}
					// A Joker row offers all six contracts: the suits by their sign, the modes by name.
					tapCell(s, 6, 0)
					uitest.Relayout(u.Win)
					if len(s.choiceRow.Objects) != 6 {
						t.Fatalf("the Joker row offers %d contracts", len(s.choiceRow.Objects))
					}
					for i, o := range s.choiceRow.Objects {
						if b := o.(*kit.SlotButton); i < 4 && b.Icon == nil || i >= 4 && b.Text == "" {
							t.Errorf("contract %d of the Joker row shows neither sign nor name: %q", i, b.Text)
						}
					}
					if cut := uitest.CutButtonTexts(u.Win); len(cut) > 0 {
						t.Errorf("the Joker row's buttons are cut short: %q", cut)
					}
					r := test.WidgetRenderer(s.grid).(*coiffeurGridRenderer)
					for _, x := range r.shown {
						if strings.HasSuffix(x.text, kit.Ellipsis) {
							t.Errorf("the grid cuts %q", x.text)
						}
					}
				})
			}
		}
	}
}

// A Trio row offers all six contracts, as a Joker row does: the suits by their sign, the modes by
// name, each with its place once named. On a phone in German the six names had broken into
// "Eck"/"en" and "Sch"/"auf"/"el".
func TestCoiffeurTrioRowShowsWholeLabels(t *testing.T) {
	defer func() {
		if err := kit.UseLanguage("en"); err != nil {
			t.Fatal(err)
		}
	}()
	rows := []map[string]any{
		{"name": "D", "multiplier": 1, "contracts": []string{"D"}},
		{"name": "trio", "multiplier": 5, "contracts": []string{"trio"}},
	}
	uitest.EachLanguageAndSize(t, func(t *testing.T, size fyne.Size) {
		svc := locked(fakestore.New())
		u := newUIOn(t, nil, svc, size)
		s := openCoiffeur(t, u, createCoiffeur(t, svc, []string{"Eva", "Fritz", "Gina", "Hans"}, map[string]any{"rows": rows}))
		tapCell(s, 1, 0)
		check := func(when string) {
			t.Helper()
			uitest.Relayout(u.Win)
			if len(s.choiceRow.Objects) != 6 {
				t.Fatalf("the Trio row offers %d contracts", len(s.choiceRow.Objects))
			}
			if cut := uitest.CutButtonTexts(u.Win); len(cut) > 0 {
				t.Errorf("%s: buttons cut short: %q", when, cut)
			}
			if broken := uitest.BrokenWordTexts(u.Win); len(broken) > 0 {
				t.Errorf("%s: labels split a word: %q", when, broken)
			}
			if stranded := uitest.StrandedLabels(u.Win); len(stranded) > 0 {
				t.Errorf("texts leave a word's mark alone on a line: %q", stranded)
			}
		}
		check("no mode named")
		tapTrio(t, s, u.Win, "H", "undenufe")
		check("two modes named")
		if got := choiceButton(t, s, "H").Text; got != "1" {
			t.Errorf("♥, named first, says %q", got)
		}
		if got, want := choiceButton(t, s, "undenufe").Text, "2 · "+kit.ContractName("undenufe"); got != want {
			t.Errorf("Undenufe, named second, says %q, want %q", got, want)
		}
	})
}
