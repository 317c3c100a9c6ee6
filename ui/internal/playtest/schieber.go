package playtest

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// SchieberDeal taps one Schieber deal in: contract, the chosen team's points on the pad, Write.
func SchieberDeal(t *testing.T, w fyne.Window, contract, points string) {
	t.Helper()
	uitest.Tap(t, w, contract)
	uitest.TapDigits(t, w, points)
	write := uitest.FindButton(t, w, "Write", false)
	if write.Disabled() {
		t.Fatalf("Write is disabled: %q", uitest.ShownTexts(w))
	}
	test.Tap(write)
}

// Winner is the line on screen that says who won.
func Winner(t *testing.T, w fyne.Window) string {
	t.Helper()
	for _, s := range uitest.ShownTexts(w) {
		if strings.Contains(s, " win ") {
			return s
		}
	}
	t.Fatalf("no winner banner: %q", uitest.ShownTexts(w))
	return ""
}

// Load reads game id as the store holds it.
func Load(t *testing.T, svc interface {
	Load(persistence.GameID) (*persistence.GameView, error)
}, id persistence.GameID) *persistence.GameView {
	t.Helper()
	v, err := svc.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
