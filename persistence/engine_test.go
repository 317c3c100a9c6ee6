package persistence

import (
	"encoding/json"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// exampleFiles are the example games of the repository, one per mode at least.
func exampleFiles(t testing.TB) map[string]gamefile.File {
	t.Helper()
	names, _ := filepath.Glob("../examples/*.json")
	out := map[string]gamefile.File{}
	for _, n := range names {
		var f gamefile.File
		if err := json.Unmarshal(readFile(t, n), &f); err != nil {
			t.Fatal(err)
		}
		out[n] = f
	}
	modes := map[string]bool{}
	for _, f := range out {
		modes[f.Mode] = true
	}
	if len(modes) != 3 {
		t.Fatalf("examples cover modes %v", modes)
	}
	return out
}

// consistent checks what the store shows after an action against what it shows when it reads
// the game from the file afresh, and the listing against the report.
func consistent(t *testing.T, s *Store, v *GameView, step string) {
	t.Helper()
	s.mu.Lock()
	s.cache = map[GameID]*gameState{}
	s.mu.Unlock()
	fresh, err := s.Load(v.ID)
	if err != nil {
		t.Fatalf("%s: reload: %v", step, err)
	}
	if !reflect.DeepEqual(fresh.Report, v.Report) {
		t.Fatalf("%s: the report after the action differs from the report of the reloaded game", step)
	}
	if !reflect.DeepEqual(fresh.Game, v.Game) {
		t.Fatalf("%s: the decoded game after the action differs from the reloaded one", step)
	}
	if !reflect.DeepEqual(fresh.File, v.File) || fresh.CanUndo != v.CanUndo || fresh.CanRedo != v.CanRedo || fresh.Finished != v.Finished {
		t.Fatalf("%s: the view after the action differs from the reloaded one", step)
	}
	l, err := s.List(0, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, sum := range l {
		if sum.ID != v.ID {
			continue
		}
		if !slices.Equal(sum.Totals, v.Report.Totals) || !reflect.DeepEqual(sum.Winner, v.Report.Winner) ||
			sum.Violations != len(v.Report.Violations) || sum.Rounds != len(v.File.Rounds) || sum.Finished != (v.Finished || v.Over) ||
			!slices.Equal(sum.Players, v.File.Players) {
			t.Fatalf("%s: summary %+v does not match the report (totals %v winner %v, %d violations)", step, sum, v.Report.Totals, v.Report.Winner, len(v.Report.Violations))
		}
		// The running score kept between actions ends where a fresh one does.
		full := v.Game.Kind().Score(v.Game).Summary()
		if sum.Over != full.Over || v.Over != full.Over || !slices.Equal(sum.Winners, full.Winners) {
			t.Fatalf("%s: over %v (view %v), winners %v; a fresh score says %v, %v", step, sum.Over, v.Over, sum.Winners, full.Over, full.Winners)
		}
		return
	}
	t.Fatalf("%s: game %d not listed", step, v.ID)
}

// TestIncrementalStateMatchesReplay enters every example game deal by deal, with random edits,
// removals, undos and redos, and checks after every action that the store's incremental state
// (one deal decoded and scored at a time) is what a full replay of the log gives.
func TestIncrementalStateMatchesReplay(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for name, f := range exampleFiles(t) {
		t.Run(filepath.Base(name), func(t *testing.T) {
			s, _ := openTest(t)
			id, err := s.Create(NewGame{Mode: tally.Game(f.Mode), Players: f.Players, Rules: f.Rules})
			if err != nil {
				t.Fatal(err)
			}
			var v *GameView
			for i, r := range f.Rounds {
				if v, err = s.AddRound(id, r); err != nil {
					t.Fatalf("round %d: %v", i, err)
				}
				consistent(t, s, v, "add")
				n := len(v.File.Rounds)
				switch rng.IntN(6) {
				case 0:
					j := rng.IntN(n)
					if v, err = s.ReplaceRound(id, j, f.Rounds[rng.IntN(i+1)]); err == nil {
						consistent(t, s, v, "replace")
					}
					if v, err = s.Undo(id); err != nil {
						t.Fatal(err)
					}
					consistent(t, s, v, "undo replace")
				case 1:
					if v, err = s.RemoveRound(id, rng.IntN(n)); err == nil {
						consistent(t, s, v, "remove")
						v, err = s.Undo(id)
						if err != nil {
							t.Fatal(err)
						}
						consistent(t, s, v, "undo remove")
					}
				case 2:
					if v, err = s.Undo(id); err != nil {
						t.Fatal(err)
					}
					consistent(t, s, v, "undo add")
					if v, err = s.Redo(id); err != nil {
						t.Fatal(err)
					}
					consistent(t, s, v, "redo add")
				}
			}
			// The game entered deal by deal scores as the file does.
			g, err := gamefile.Decode(readFile(t, name))
			if err != nil {
				t.Fatal(err)
			}
			want := gamefile.Check(id.String(), g)
			if !reflect.DeepEqual(v.Report.Totals, want.Totals) || !reflect.DeepEqual(v.Report.Winner, want.Winner) || string(v.Report.Rounds) != string(want.Rounds) {
				t.Errorf("totals %v winner %v, the file gives %v %v", v.Report.Totals, v.Report.Winner, want.Totals, want.Winner)
			}
		})
	}
}
