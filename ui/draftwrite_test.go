package ui

import (
	"bytes"
	"slices"
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/jasstafel/jasstafel/persistence"
)

// countedDrafts counts the drafts saved through a service.
type countedDrafts struct {
	Service
	saves atomic.Int64
}

func (c *countedDrafts) SaveDraft(id persistence.GameID, b []byte) error {
	c.saves.Add(1)
	return c.Service.SaveDraft(id, b)
}

// Writing a new deal ends its draft in the store's own write: the screen saves no second draft
// for the empty deal that follows, and a restart starts on it. A correction leaves the new
// deal's draft as it was typed.
func TestWritingADealLeavesNoDraftWithoutASecondWrite(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		c := &countedDrafts{Service: svc}
		u := newUIOn(t, nil, c, landscape)
		id := createGame(t, c, "seed", []string{"A", "B", "C", "D"}, 0)
		if err := u.OpenGame(id); err != nil {
			t.Fatal(err)
		}
		g, w := u.game, u.win
		tap(t, w, "Obenabe ×3")
		tapDigits(t, w, "42")
		g.Saver.Flush()
		if d, err := c.Draft(id); err != nil || len(d) == 0 {
			t.Fatalf("no draft of the typed deal: %q %v", d, err)
		}
		saves := c.saves.Load()
		test.Tap(findButton(t, w, "Write", false))
		g.Saver.Flush()
		if d, err := c.Draft(id); err != nil || d != nil {
			t.Errorf("draft after the deal was written: %q %v", d, err)
		}
		if n := c.saves.Load() - saves; n != 0 {
			t.Errorf("%d drafts saved after the write, want none", n)
		}
		if v, err := c.Load(id); err != nil || len(v.Game.Schieber) != 1 || !shows(w, "Vorhand: B") {
			t.Fatalf("after the write: %v, %q", err, shownTexts(w))
		}

		// The next deal typed, then deal 1 corrected: the store keeps the new deal's draft.
		tap(t, w, "Hearts ×1")
		tapDigits(t, w, "33")
		g.Saver.Flush()
		typed, _ := c.Draft(id)
		saves = c.saves.Load()
		openCorrection(t, w, 0)
		tap(t, w, "C")
		tapDigits(t, w, "50")
		test.Tap(findButton(t, w, "Write", false))
		g.Saver.Flush()
		if d, err := c.Draft(id); err != nil || !bytes.Equal(d, typed) {
			t.Errorf("the new deal's draft after a correction: %q %v, want %q", d, err, typed)
		}
		if n := c.saves.Load() - saves; n != 0 {
			t.Errorf("%d drafts saved while correcting, want none: the new deal did not change", n)
		}
		v, err := c.Load(id)
		if err != nil || len(v.File.Rounds) != 1 || !slices.Contains(v.File.Rounds[0].Points, 50) {
			t.Fatalf("the corrected deal: %+v %v", v, err)
		}
		if !shows(w, "33") || !shows(w, "Vorhand: B") {
			t.Errorf("the new deal did not come back: %q", shownTexts(w))
		}
	})
}
