package playtest

import (
	"encoding/json"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// What the game screen every mode shares (ui/game) owns is tested through each mode's screen
// with these, as the players see it: each mode's package runs them on its screen.

// WaitsAside checks that Undo and Redo leave the deal at the table aside, as a correction does,
// and give it back: w shows typed (what was typed into the deal at the table) before Undo, after
// Undo with afterUndo besides, and after Redo.
func WaitsAside(t *testing.T, w fyne.Window, typed, afterUndo []string) {
	t.Helper()
	uitest.ShowsAll(t, w, "before Undo", typed...)
	uitest.Tap(t, w, "Undo")
	uitest.ShowsAll(t, w, "after Undo", append(typed, afterUndo...)...)
	uitest.Tap(t, w, "Redo")
	uitest.ShowsAll(t, w, "after Redo", typed...)
}

// CancelLeavesOpen checks that correcting a deal of the game played to its end in w reopens it
// and that Cancel leaves the correction and the game open: finished tells whether the store
// marks the game finished, correct opens its first deal for correction as a player does.
func CancelLeavesOpen(t *testing.T, w fyne.Window, finished func() bool, correct func()) {
	t.Helper()
	if !finished() {
		t.Fatalf("the game played to its end is not finished: %q", uitest.ShownTexts(w))
	}
	correct()
	if !uitest.Shows(w, "Correcting deal 1") || finished() {
		t.Fatalf("correcting a finished game: finished %v, screen %q", finished(), uitest.ShownTexts(w))
	}
	uitest.Tap(t, w, "Cancel")
	if finished() || uitest.DialogShown(w) != "" || uitest.Shows(w, "Correcting deal") {
		t.Errorf("after Cancel: finished %v, dialog %q, screen %q", finished(), uitest.DialogShown(w), uitest.ShownTexts(w))
	}
}

// Create starts a game of mode through the service with these rule overrides.
func Create(t *testing.T, svc interface {
	Create(g persistence.NewGame) (persistence.GameID, error)
}, mode tally.Game, players []string, rules map[string]any) persistence.GameID {
	t.Helper()
	raw, _ := json.Marshal(rules)
	id, err := svc.Create(persistence.NewGame{Mode: mode, Players: players, Rules: raw})
	if err != nil {
		t.Fatal(err)
	}
	return id
}
