package ui

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// A decided Schieber game and a finished Differenzler evening, reopened on a tablet or a phone, say
// whole what is over and how to play on, in every language, on a tablet in both orientations and on
// a phone; so does the button for a deal stopped at the target.
func TestFinishedGamesSayWhyWhole(t *testing.T) {
	inEveryLanguage(t, func(t *testing.T, code string, size fyne.Size) {
		svc := fakestore.New()
		schieber := createGame(t, svc, "seed", fourPlayers, 26)
		raw, _ := json.Marshal(map[string]any{"deals": 1})
		evening, err := svc.Create(persistence.NewGame{Mode: tally.Differenzler, Players: fourPlayers[:3], Rules: raw})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := svc.AddRound(evening, gamefileRound(0, []int{50, 50, 57}, []int{50, 35, 72})); err != nil {
			t.Fatal(err)
		}
		u := newUIOn(t, nil, svc, size)
		whole := []string{lang.X("game.isOver", ""), lang.X("diff.isOver", ""), lang.X("game.ended", "")}
		for _, id := range []persistence.GameID{schieber, evening} {
			if err := u.OpenGame(id); err != nil {
				t.Fatal(err)
			}
			relayout(u)
			for _, text := range uitest.CutButtonTexts(u.win) {
				if slices.Contains(whole, text) {
					t.Errorf("%T cuts short %q", u.current, text)
				}
			}
			// The dialog that says who won, with Play again, New game and Reopen, fits the
			// window: a dialog's buttons do not wrap, they widen it.
			if id == schieber {
				banner := ""
				for _, text := range uitest.ShownTexts(u.win) {
					if strings.Contains(text, "Anna & Cla") && strings.Contains(text, "2600") { // the totals of the 26 deals
						banner = text
					}
				}
				tap(t, u.win, banner)
				relayout(u)
				top := u.win.Canvas().Overlays().Top()
				if top == nil {
					t.Fatalf("no dialog: %q", shownTexts(u.win))
				}
				if need, win := top.MinSize().Width, u.win.Canvas().Size().Width; need > win {
					t.Errorf("the winner's dialog needs %v, wider than the window's %v", need, win)
				}
				tap(t, u.win, lang.X("dialog.close", "Close"))
			}
		}
	})
}
