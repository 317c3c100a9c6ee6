package persistence

import (
	"errors"
	"path/filepath"
	"reflect"
	"sync"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// enterExample writes an example game deal by deal and returns the last view; a deal after the
// end reopens the game first, as the players would.
func enterExample(t *testing.T, s *Store, f gamefile.File) *GameView {
	t.Helper()
	id, err := s.Create(NewGame{Mode: tally.Game(f.Mode), Players: f.Players, Rules: f.Rules})
	if err != nil {
		t.Fatal(err)
	}
	var v *GameView
	for i, r := range f.Rounds {
		v, err = s.AddRound(id, r)
		if errors.Is(err, ErrFinished) {
			if _, err = s.SetFinished(id, false); err == nil {
				v, err = s.AddRound(id, r)
			}
		}
		if err != nil {
			t.Fatalf("round %d: %v", i, err)
		}
	}
	return v
}

// storeEngine is the store's own running state of a game it holds.
func storeEngine(t *testing.T, s *Store, id GameID) gamefile.Engine {
	t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	gs, ok := s.cache[id]
	if !ok {
		t.Fatalf("game %d is not in memory", id)
	}
	return gs.score.Engine()
}

// scribbleEngine changes what a screen could change of an engine state: totals, winner, cells,
// each deal's scores, play and violations, the rules, and a deal more added.
func scribbleEngine(e gamefile.Engine, g *gamefile.Game) {
	play := func(p *tally.PlayResult) {
		if p != nil {
			p.Points[0] += 1000
			p.Tricks[0].Cards[0]++
			p.Hands[0] = 0
		}
	}
	v := tally.Violation{Rule: "scribbled"}
	switch {
	case e.Schieber != nil:
		st := e.Schieber
		st.Totals[0] += 1000
		st.Winner = 3
		for i := range st.Scores {
			st.Scores[i].Score[1] += 1000
			st.Scores[i].Violations = append(st.Scores[i].Violations[:0], v)
			play(st.Scores[i].Play)
		}
		st.Violations = append(st.Violations[:0], v)
		st.Add(g.Schieber[0], g.Rules)
	case e.Coiffeur != nil:
		sh := e.Coiffeur
		for _, row := range sh.Cells {
			for _, cell := range row {
				if cell != nil {
					cell.Value += 1000
				}
			}
		}
		sh.Totals[0] += 1000
		sh.Credits[0] += 1000
		sh.Rules.Multipliers["D"] = 99
		sh.Rules.Rows[0].Contracts[0] = "scribbled"
		for i := range sh.Deals {
			sh.Deals[i].Value += 1000
			sh.Deals[i].Violations = append(sh.Deals[i].Violations[:0], v)
			play(sh.Deals[i].Play)
		}
		sh.Violations = append(sh.Violations[:0], v)
		sh.Add(g.Coiffeur[0])
	case e.Differenzler != nil:
		sh := e.Differenzler
		sh.Totals[0] += 1000
		sh.Rules.Multipliers["D"] = 99
		for i := range sh.Deals {
			if d := sh.Deals[i]; !d.Pending {
				d.Actual[0] += 1000
				d.Penalty[0] += 1000
			}
			sh.Deals[i].Violations = append(sh.Deals[i].Violations[:0], v)
			play(sh.Deals[i].Play)
		}
		sh.Violations = append(sh.Violations[:0], v)
		sh.Add(g.Differenzler[0])
	}
}

// TestViewEngineIsItsOwn: for a game of every mode, the view's engine is the state the store
// computed, copied once: changing it leaves the store's running score as a replay has it, and
// changing the store's running score leaves a view's engine taken before as it was.
func TestViewEngineIsItsOwn(t *testing.T) {
	for name, f := range exampleFiles(t) {
		t.Run(filepath.Base(name), func(t *testing.T) {
			s, _ := openTest(t)
			v := enterExample(t, s, f)
			want := scoreOf(v.Game)

			before := workNow()
			e := v.Engine()
			if got := workNow().since(before); got != (workDone{}) {
				t.Errorf("taking the engine did %+v, want no work", got)
			}
			if !reflect.DeepEqual(e, want) {
				t.Fatal("the view's engine differs from a replay of its game")
			}
			own := storeEngine(t, s, v.ID)
			if e == own || (e.Schieber == nil && e.Coiffeur == nil && e.Differenzler == nil) {
				t.Fatalf("the view's engine %+v is the store's own %+v, or none", e, own)
			}
			if again := v.Engine(); again != e {
				t.Error("a second read of the view's engine made another copy")
			}

			// The view's copy changed: the store's score is untouched, and goes on as before.
			scribbleEngine(e, v.Game)
			if !reflect.DeepEqual(storeEngine(t, s, v.ID), want) {
				t.Fatal("changing the view's engine changed the store's running score")
			}
			if reflect.DeepEqual(e, want) {
				t.Fatal("scribbleEngine changed nothing")
			}

			// The store's score changed: a view's engine read before is untouched.
			w, err := s.Load(v.ID)
			if err != nil {
				t.Fatal(err)
			}
			we := w.Engine()
			s.mu.Lock()
			scribbleEngine(s.cache[v.ID].score.Engine(), v.Game)
			s.cache = map[GameID]*gameState{} // the scribbled state must not be written from
			s.mu.Unlock()
			if !reflect.DeepEqual(we, want) {
				t.Fatal("changing the store's running score changed a view's engine")
			}
		})
	}
}

// A view's engine not read before the store moves on is its own game replayed, not the store's
// later state; a view read after an undo (a new running score) still copies the one it came
// from, without replaying.
func TestViewEngineAfterTheStoreMovedOn(t *testing.T) {
	s, _ := openTest(t)
	id := newLongSchieber(t, s)
	var views []*GameView
	for n := range 6 {
		v, err := s.AddRound(id, deal(n%4, 10*n))
		if err != nil {
			t.Fatal(err)
		}
		views = append(views, v)
	}
	// views[4] was made before the sixth deal was added to the same running score.
	before := workNow()
	e := views[4].Engine()
	if got := workNow().since(before); got.replays != 1 || got.scored != 5 {
		t.Errorf("the engine of a view the store has since added to: %+v, want one replay of 5 deals", got)
	}
	if len(e.Schieber.Scores) != 5 || !reflect.DeepEqual(e, scoreOf(views[4].Game)) {
		t.Errorf("the engine of the view of 5 deals has %d deals, or differs from their replay", len(e.Schieber.Scores))
	}
	// The undo gives the store a new running score; the one views[5] came from stays as it was.
	if _, err := s.Undo(id); err != nil {
		t.Fatal(err)
	}
	before = workNow()
	e = views[5].Engine()
	if got := workNow().since(before); got != (workDone{}) {
		t.Errorf("the engine of the view before the undo: %+v, want no work", got)
	}
	if len(e.Schieber.Scores) != 6 || !reflect.DeepEqual(e, scoreOf(views[5].Game)) {
		t.Errorf("the engine of the view of 6 deals has %d deals, or differs from their replay", len(e.Schieber.Scores))
	}
}

// At the edge of no deals: the engine of a new game's view is a copy too, which the first deal
// does not reach; and a view of one deal read only after the store was taken back to none is its
// own deal replayed, not the store's empty score.
func TestViewEngineWithoutDeals(t *testing.T) {
	s, _ := openTest(t)
	id := newLongSchieber(t, s)
	empty, err := s.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	e := empty.Engine()
	if e.Schieber == nil || len(e.Schieber.Scores) != 0 {
		t.Fatalf("the engine of a game without deals: %+v", e.Schieber)
	}
	one, err := s.AddRound(id, deal(0, 100))
	if err != nil {
		t.Fatal(err)
	}
	if len(e.Schieber.Scores) != 0 {
		t.Errorf("the first deal reached the engine of the view before it: %d deals", len(e.Schieber.Scores))
	}
	if _, err := s.Undo(id); err != nil {
		t.Fatal(err)
	}
	if e := one.Engine(); e.Schieber == nil || len(e.Schieber.Scores) != 1 || !reflect.DeepEqual(e, scoreOf(one.Game)) {
		t.Errorf("the view of one deal, read after the undo: %+v, want its deal replayed", e.Schieber)
	}
}

// A view made by hand (as the screens' tests do) scores its game.
func TestViewEngineOfAViewNotFromTheStore(t *testing.T) {
	for name, f := range exampleFiles(t) {
		g, err := f.Game()
		if err != nil {
			t.Fatal(err)
		}
		e := (&GameView{Game: g}).Engine()
		switch {
		case g.Mode == tally.Schieber:
			want := tally.ReplaySchieber(g.Rules, g.Schieber)
			if e.Schieber == nil || !reflect.DeepEqual(*e.Schieber, want) {
				t.Errorf("%s: the engine is not the replay of the game", name)
			}
		case g.Mode == tally.Coiffeur && (e.Coiffeur == nil || len(e.Coiffeur.Deals) != len(g.Coiffeur)),
			g.Mode == tally.Differenzler && (e.Differenzler == nil || len(e.Differenzler.Deals) != len(g.Differenzler)):
			t.Errorf("%s: the engine %+v does not hold the game's deals", name, e)
		}
	}
	if e := (&GameView{}).Engine(); e != (gamefile.Engine{}) {
		t.Errorf("a view without a game: engine %+v", e)
	}
}

// Views' engines are taken while another goroutine writes deals to the same game (run with
// -race): each is the state of its own view's game.
func TestViewEngineWhileWriting(t *testing.T) {
	s, _ := openTest(t)
	id := newLongSchieber(t, s)
	var wg sync.WaitGroup
	views := make(chan *GameView, 40)
	wg.Go(func() {
		defer close(views)
		for n := range 40 {
			v, err := s.AddRound(id, deal(n%4, n))
			if err != nil {
				t.Error(err)
				return
			}
			views <- v
		}
	})
	for v := range views {
		if l, err := s.Load(id); err == nil {
			if e := l.Engine(); !reflect.DeepEqual(e, scoreOf(l.Game)) {
				t.Errorf("a loaded view's engine differs from its game's replay")
			}
		}
		if e := v.Engine(); len(e.Schieber.Scores) != len(v.Game.Schieber) || !reflect.DeepEqual(e, scoreOf(v.Game)) {
			t.Errorf("a written view's engine has %d deals, its game %d", len(e.Schieber.Scores), len(v.Game.Schieber))
		}
	}
	wg.Wait()
}
