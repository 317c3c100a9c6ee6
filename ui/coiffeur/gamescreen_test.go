package coiffeur

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

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
		uitest.TapLabelOrIcon(t, p.u.Win, "Correct", theme.DocumentCreateIcon())
		tapCell(p.u.Current.(*Screen), 0, 0)
	})
}

// When the last cell is written the game is over: the winner shows at once, in a dialog with
// the way to reopen the game, and a tap on the status line shows it again.
func TestCoiffeurFullSheetShowsTheWinner(t *testing.T) {
	gamehost.EachService(t, func(t *testing.T, svc Service) {
		oneRow := map[string]any{"rows": []map[string]any{{"name": "D", "multiplier": 1, "contracts": []string{"D"}}}}
		p := newSheetPlayer(t, svc, playtest.FourPlayers, oneRow, landscape)
		w := p.u.Win
		row, col := p.pick()
		p.write(row, col, 100) // Anna & Cla: 10
		if d := uitest.DialogShown(w); d != "" {
			t.Fatalf("one cell of two written, the app says %q", d)
		}
		row, col = p.pick()
		p.write(row, col, 50) // Beat & Dora: 5
		const winner = "Winner: Anna & Cla, 10 : 5"
		if d := uitest.DialogShown(w); !strings.Contains(d, "Game over") || !strings.Contains(d, winner) {
			t.Fatalf("the full sheet shows no winner; the dialog says %q", d)
		}
		uitest.FindButton(t, w, "Reopen", true)
		p.closeDialog()
		test.Tap(p.s.Status)
		if d := uitest.DialogShown(w); !strings.Contains(d, "Game over") || !strings.Contains(d, winner) {
			t.Errorf("a tap on the status line of the full sheet shows %q", d)
		}
	})
}

// Undo and Redo give the cell being typed back for the column that chooses in the game as it now
// stands: after Undo the first chooser chooses again, after Redo the next one.
func TestCoiffeurDealAtTheTableFollowsTheChooserOnUndo(t *testing.T) {
	gamehost.EachService(t, func(t *testing.T, svc Service) {
		p := newSheetPlayer(t, svc, playtest.FourPlayers, nil, landscape)
		w := p.u.Win
		first := p.players[p.chooser()]
		row, col := p.pick()
		p.write(row, col, 100)
		next := p.players[p.chooser()]
		uitest.TapDigits(t, w, "63")
		uitest.Tap(t, w, "Undo")
		uitest.ShowsAll(t, w, "after Undo", first+" chooses · Pass", "63 · ")
		uitest.Tap(t, w, "Redo")
		uitest.ShowsAll(t, w, "after Redo", next+" chooses · Pass", "63 · ")
	})
}
