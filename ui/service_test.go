package ui

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
)

// The fake service answers as the store does, so screen tests on it mean something: the same
// random actions on both give the same games, lists and refusals.
func TestFakeServiceAnswersAsTheStore(t *testing.T) {
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 1))
	store, err := persistence.Open(filepath.Join(t.TempDir(), "games.db"), persistence.Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	fake := fakestore.New()
	both := []Service{store, fake}
	rules, _ := json.Marshal(map[string]any{"preset": "simple"})
	var ids [2]persistence.GameID
	for i, s := range both {
		if ids[i], err = s.Create(persistence.NewGame{Mode: tally.Schieber, Players: []string{"A", "B", "C", "D"}, Rules: rules}); err != nil {
			t.Fatal(err)
		}
	}
	for step := range 200 {
		action := rng.IntN(7)
		v := rng.IntN(4)
		p := rng.IntN(158)
		index := rng.IntN(6)
		finish := rng.IntN(2) == 0
		round := gamefile.Round{Contract: []string{"D", "H", "S", "C", "obenabe", "undenufe"}[rng.IntN(6)], Vorhand: &v, Points: []int{p, 157 - p}}
		var views [2]*persistence.GameView
		var errs [2]error
		for i, s := range both {
			switch action {
			case 0, 1, 2:
				views[i], errs[i] = s.AddRound(ids[i], round)
			case 3:
				views[i], errs[i] = s.ReplaceRound(ids[i], index, round)
			case 4:
				views[i], errs[i] = s.Undo(ids[i])
			case 5:
				views[i], errs[i] = s.Redo(ids[i])
			case 6:
				views[i], errs[i] = s.SetFinished(ids[i], finish)
			}
		}
		if (errs[0] == nil) != (errs[1] == nil) {
			t.Fatalf("step %d action %d: store %v, fake %v", step, action, errs[0], errs[1])
		}
		for _, kind := range []error{persistence.ErrFinished, persistence.ErrNothingToUndo} {
			if errors.Is(errs[0], kind) != errors.Is(errs[1], kind) {
				t.Fatalf("step %d: store %v, fake %v", step, errs[0], errs[1])
			}
		}
		if errs[0] != nil {
			continue
		}
		a, b := views[0], views[1]
		if !reflect.DeepEqual(a.File.Rounds, b.File.Rounds) || !reflect.DeepEqual(a.Report().Totals, b.Report().Totals) ||
			!reflect.DeepEqual(a.Report().Winner, b.Report().Winner) || a.Finished != b.Finished ||
			a.CanUndo != b.CanUndo || a.CanRedo != b.CanRedo || len(a.Report().Violations) != len(b.Report().Violations) {
			t.Fatalf("step %d action %d: the views differ:\nstore %v %v finished %v undo %v redo %v\nfake  %v %v finished %v undo %v redo %v", step, action,
				a.Report().Totals, a.Report().Winner, a.Finished, a.CanUndo, a.CanRedo, b.Report().Totals, b.Report().Winner, b.Finished, b.CanUndo, b.CanRedo)
		}
	}
	ls, _ := store.List(0, false)
	lf, _ := fake.List(0, false)
	if len(ls) != 1 || len(lf) != 1 || !reflect.DeepEqual(ls[0].Totals, lf[0].Totals) || !reflect.DeepEqual(ls[0].Winner, lf[0].Winner) ||
		ls[0].Finished != lf[0].Finished || ls[0].Rounds != lf[0].Rounds {
		t.Errorf("the lists differ: %+v / %+v", ls, lf)
	}
}
