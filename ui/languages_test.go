package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// Every button of the list and the settings is inside the window and big enough for a finger,
// in every language and both orientations (the new-game form's own test does the same for it).
func TestScreensFitInEveryLanguage(t *testing.T) {
	uitest.InEveryLanguage(t, func(t *testing.T, code string, size fyne.Size) {
		svc := fakestore.New()
		createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 1)
		u := newUIOn(t, nil, svc, size)
		screens := []func(){u.ShowHome, u.ShowSettings} // the form's own test: ui/newgame
		for i, show := range screens {
			show()
			relayout(u)
			buttons := uitest.CheckFits(t, u.win, fmt.Sprintf("screen %d", i))
			if buttons == 0 {
				t.Errorf("screen %d shows no button", i)
			}
		}
		if back := u.current.(*settingsScreen).back.Text; (code == "en") != (back == "Back") {
			t.Errorf("the settings are not in %s: %q", code, back)
		}
	})
}
