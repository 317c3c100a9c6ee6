//go:build !js

package persistence

import (
	"errors"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	bolt "go.etcd.io/bbolt"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// consistent checks what the store shows after an action against what it shows when it reads
// the game from the file afresh, and the listing against the report.
func consistent(t *testing.T, s *Store, v *GameView, step string) {
	t.Helper()
	// The view's engine is the store's running score, copied, not a replay; it is what a replay
	// of the view's game gives.
	before := workNow()
	eng := v.Engine()
	if got := workNow().since(before); got != (workDone{}) {
		t.Fatalf("%s: taking the view's engine did %+v, want no work", step, got)
	}
	if !reflect.DeepEqual(eng, scoreOf(v.Game)) {
		t.Fatalf("%s: the view's engine differs from a replay of its game", step)
	}
	s.mu.Lock()
	s.cache = map[GameID]*gameState{}
	s.mu.Unlock()
	fresh, err := s.Load(v.ID)
	if err != nil {
		t.Fatalf("%s: reload: %v", step, err)
	}
	if !reflect.DeepEqual(fresh.Report(), v.Report()) {
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
		if !slices.Equal(sum.Totals, v.Report().Totals) || !reflect.DeepEqual(sum.Winner, v.Report().Winner) ||
			sum.Violations != len(v.Report().Violations) || sum.Rounds != len(v.File.Rounds) || sum.Finished != (v.Finished || v.Over) ||
			!slices.Equal(sum.Players, v.File.Players) {
			t.Fatalf("%s: summary %+v does not match the report (totals %v winner %v, %d violations)", step, sum, v.Report().Totals, v.Report().Winner, len(v.Report().Violations))
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
			// A deal that ends the game marks it finished; the next change reopens it first, as
			// the players would.
			change := func(f func() (*GameView, error)) (*GameView, error) {
				v, err := f()
				if errors.Is(err, ErrFinished) {
					if _, err := s.SetFinished(id, false); err != nil {
						t.Fatal(err)
					}
					v, err = f()
				}
				return v, err
			}
			var v *GameView
			for i, r := range f.Rounds {
				if v, err = change(func() (*GameView, error) { return s.AddRound(id, r) }); err != nil {
					t.Fatalf("round %d: %v", i, err)
				}
				consistent(t, s, v, "add")
				n := len(v.File.Rounds)
				switch rng.IntN(6) {
				case 0:
					j := rng.IntN(n)
					k := rng.IntN(i + 1)
					if v, err = change(func() (*GameView, error) { return s.ReplaceRound(id, j, f.Rounds[k]) }); err == nil {
						consistent(t, s, v, "replace")
					}
					if v, err = s.Undo(id); err != nil {
						t.Fatal(err)
					}
					consistent(t, s, v, "undo replace")
				case 1:
					j := rng.IntN(n)
					if v, err = change(func() (*GameView, error) { return s.RemoveRound(id, j) }); err == nil {
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
			if !reflect.DeepEqual(v.Report().Totals, want.Totals) || !reflect.DeepEqual(v.Report().Winner, want.Winner) || string(v.Report().Rounds) != string(want.Rounds) {
				t.Errorf("totals %v winner %v, the file gives %v %v", v.Report().Totals, v.Report().Winner, want.Totals, want.Winner)
			}
		})
	}
}

// TestAWriteDoesTheWorkOfItsDealOnce: writing a deal to a game the store holds decodes and
// scores that one deal, replays nothing, makes no check report and runs one write transaction
// (bbolt Update) — also when the deal ends the game and the store marks it finished. The report
// is made when first read, once per view. A game not in memory is replayed once, on its load.
func TestAWriteDoesTheWorkOfItsDealOnce(t *testing.T) {
	s, _ := openTest(t)
	id, err := s.Create(NewGame{Mode: tally.Schieber, Players: fourPlayers, Rules: []byte(`{"preset":"simple","target":1000}`)})
	if err != nil {
		t.Fatal(err)
	}
	for n := range 4 {
		if _, err := s.AddRound(id, deal(n%4, 100)); err != nil {
			t.Fatal(err)
		}
	}
	// bbolt's own count: the id of the last committed write transaction, one more per commit.
	txid := func() int {
		var n int
		s.db.View(func(tx *bolt.Tx) error { n = tx.ID(); return nil })
		return n
	}
	// Team 0 has 400 of 1000: three more deals of 157 leave it at 871, the fourth ends the game.
	for n := 4; n < 8; n++ {
		before, tx0 := workNow(), txid()
		v, err := s.AddRound(id, deal(n%4, 157))
		if err != nil {
			t.Fatal(err)
		}
		if commits := txid() - tx0; commits != 1 {
			t.Errorf("deal %d: %d write transactions committed, want 1", n+1, commits)
		}
		got := workNow().since(before)
		if want := (workDone{decoded: 1, scored: 1, updates: 1}); got != want {
			t.Errorf("deal %d: %+v, want %+v", n+1, got, want)
		}
		if ends := n == 7; v.Ended != ends || v.Finished != ends || v.Over != ends {
			t.Errorf("deal %d: ended %v, finished %v, over %v; want %v", n+1, v.Ended, v.Finished, v.Over, ends)
		}
		before = workNow()
		rep := v.Report()
		again := v.Report()
		if got := workNow().since(before); got.reports != 1 || got.scored != int64(n+1) || got.updates != 0 {
			t.Errorf("deal %d: reading the report twice: %+v, want one report scoring %d deals", n+1, got, n+1)
		}
		if len(rep.Rounds) == 0 || string(rep.Rounds) != string(again.Rounds) {
			t.Errorf("deal %d: the two reads of the report differ", n+1)
		}
	}
	// The mark is on disk with the deal, and the game ended where the engine says.
	s.mu.Lock()
	s.cache = map[GameID]*gameState{}
	s.mu.Unlock()
	before := workNow()
	v, err := s.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	if got := workNow().since(before); got != (workDone{decoded: 8, scored: 8, replays: 1}) {
		t.Errorf("loading the game from the file: %+v, want one replay of its 8 deals", got)
	}
	if h := v.File.History; !v.Finished || h[len(h)-1].Kind != gamefile.EventFinished || h[len(h)-2].Kind != gamefile.EventDealAdded || v.Report().Winner == nil || *v.Report().Winner != 0 {
		t.Errorf("after the deciding deal: finished %v, history ends %+v, winner %v", v.Finished, h[len(h)-2:], v.Report().Winner)
	}
	// Undo takes the deal back and lifts the mark, in one Update; redo brings the deal back and
	// leaves marking the game to the players (the screen marks it unless they reopened it).
	before = workNow()
	if v, err = s.Undo(id); err != nil || v.Finished || v.Ended || len(v.File.Rounds) != 7 {
		t.Fatalf("undo: %v, finished %v, ended %v, %d deals", err, v.Finished, v.Ended, len(v.File.Rounds))
	}
	if v, err = s.Redo(id); err != nil || v.Finished || v.Ended || !v.Over || len(v.File.Rounds) != 8 {
		t.Fatalf("redo: %v, finished %v, ended %v, over %v", err, v.Finished, v.Ended, v.Over)
	}
	if got := workNow().since(before); got.updates != 2 || got.reports != 0 {
		t.Errorf("undo and redo: %+v, want two Updates and no report", got)
	}
}

// TestFiguresComeFromTheRunningScore: a write computes the statistics figures from the score the
// store keeps between actions, not by scoring the game again. The running score is changed
// behind the store's back; the figures follow it.
func TestFiguresComeFromTheRunningScore(t *testing.T) {
	s, _ := openTest(t)
	id := newLongSchieber(t, s)
	for n := range 5 {
		if _, err := s.AddRound(id, deal(n%4, 60)); err != nil {
			t.Fatal(err)
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	gs := s.cache[id]
	gs.score.Engine().Schieber.Totals[0] += 1000
	fig, err := figuresOf(gs)
	if err != nil {
		t.Fatal(err)
	}
	if fig.Schieber.Totals[0] != 5*60+1000 {
		t.Errorf("figures total %d, want the running score's %d", fig.Schieber.Totals[0], 5*60+1000)
	}
	delete(s.cache, id)
}
