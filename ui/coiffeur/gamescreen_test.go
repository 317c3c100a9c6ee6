package coiffeur

import (
	"testing"

	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/gamehost"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// The Coiffeur's share of the shell's tests of the game screen every mode shares
// (ui/gamescreen_test.go), on its screen.

// Undo and Redo leave the cell being typed aside, as a correction does, and give it back.
func TestCoiffeurDealAtTheTableWaitsAsideDuringUndoAndRedo(t *testing.T) {
	gamehost.EachService(t, func(t *testing.T, svc Service) {
		p := newSheetPlayer(t, svc, playtest.FourPlayers, nil, landscape)
		row, col := p.pick()
		p.write(row, col, 100)
		uitest.TapDigits(t, p.u.Win, "63")
		playtest.WaitsAside(t, p.u.Win, []string{"63 · "}, nil)
	})
}

// Correcting a cell of a full sheet reopens the game; Cancel leaves the correction and the game
// open: only a written cell finishes it again.
func TestCoiffeurCancelLeavesAReopenedGameOpen(t *testing.T) {
	svc := fakestore.New()
	p := newSheetPlayer(t, svc, playtest.FourPlayers, nil, landscape)
	p.fill(-1, -1, -1)
	finished := func() bool {
		v, err := svc.Load(p.s.View.ID)
		if err != nil {
			t.Fatal(err)
		}
		return v.Finished
	}
	playtest.CancelLeavesOpen(t, p.u.Win, finished, func() {
		uitest.Tap(t, p.u.Win, "Correct")
		tapCell(p.u.Current.(*Screen), 0, 0)
	})
}
