package statistics

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// The filters of the statistics show their choices whole in every language and window, a
// phone's too: on a phone in German they read "Alle Sp…" and "Gesa…" in one row of three.
func TestStatsFiltersShowTheirChoicesWhole(t *testing.T) {
	uitest.InEveryLanguage(t, func(t *testing.T, _ string, size fyne.Size) {
		u, _ := appWithGame(t, 1, size)
		s := openStats(t, u)
		for _, mode := range s.mode.Options {
			s.mode.SetSelected(mode)
			for _, period := range s.period.Options {
				s.period.SetSelected(period)
				relayout(u)
				for _, sel := range []struct {
					o    fyne.CanvasObject
					text string
				}{{s.mode, mode}, {s.period, period}, {s.who, s.who.Text}} {
					if !uitest.ShownWhole(sel.o, sel.text) {
						t.Errorf("%q shows as %q", sel.text, uitest.DrawnText(sel.o))
					}
				}
			}
		}
	})
}
