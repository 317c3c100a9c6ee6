package schieber

import (
	"bytes"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui/internal/gamehost"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
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
	gamehost.EachService(t, func(t *testing.T, svc Service) {
		c := &countedDrafts{Service: svc}
		u := newUIOn(t, nil, c, landscape)
		id := uitest.CreateGame(t, c, "seed", []string{"A", "B", "C", "D"}, 0)
		if err := u.OpenGame(id); err != nil {
			t.Fatal(err)
		}
		g, w := u.Current.(*Screen), u.Win
		uitest.Tap(t, w, "Obenabe ×3")
		uitest.TapDigits(t, w, "42")
		g.Saver.Flush()
		if d, err := c.Draft(id); err != nil || len(d) == 0 {
			t.Fatalf("no draft of the typed deal: %q %v", d, err)
		}
		saves := c.saves.Load()
		uitest.TapButton(t, w, uitest.FindButton(t, w, "Write", false), "Write")
		g.Saver.Flush()
		if d, err := c.Draft(id); err != nil || d != nil {
			t.Errorf("draft after the deal was written: %q %v", d, err)
		}
		if n := c.saves.Load() - saves; n != 0 {
			t.Errorf("%d drafts saved after the write, want none", n)
		}
		if v, err := c.Load(id); err != nil || len(v.Game.Schieber) != 1 || !uitest.Shows(w, "Vorhand: B") {
			t.Fatalf("after the write: %v, %q", err, uitest.ShownTexts(w))
		}

		// The next deal typed, then deal 1 corrected: the store keeps the new deal's draft.
		uitest.Tap(t, w, "Hearts ×1")
		uitest.TapDigits(t, w, "33")
		g.Saver.Flush()
		typed, _ := c.Draft(id)
		saves = c.saves.Load()
		uitest.OpenCorrection(t, w, 0)
		uitest.Tap(t, w, "C")
		uitest.TapDigits(t, w, "50")
		uitest.TapButton(t, w, uitest.FindButton(t, w, "Write", false), "Write")
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
		if !uitest.Shows(w, "33") || !uitest.Shows(w, "Vorhand: B") {
			t.Errorf("the new deal did not come back: %q", uitest.ShownTexts(w))
		}
	})
}
