package tally_test

import (
	"path/filepath"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// The example games of the repository, cloned after 0, 1, half and all of their deals
// (tally.CheckClone).
func TestCloneExamples(t *testing.T) {
	paths, err := filepath.Glob("../examples/*.json")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	modes := map[tally.Game]bool{}
	for _, p := range paths {
		g, err := gamefile.ReadFile(p)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		modes[g.Mode] = true
		c := exampleCase(t, filepath.Base(p), g)
		if c.Deals == 0 {
			t.Fatalf("%s has no deals", p)
		}
		tally.CheckClone(t, c)
	}
	for _, m := range []tally.Game{tally.Schieber, tally.Coiffeur, tally.Differenzler} {
		if !modes[m] {
			t.Errorf("no example of %s", m)
		}
	}
}

// exampleCase replays g's deals; every state gets its own copy of the rules (gamefile.Game.Copy).
func exampleCase(t *testing.T, name string, g *gamefile.Game) tally.CloneCase {
	c := tally.CloneCase{Name: name, Deals: g.Rounds()}
	rules := func() tally.Rules { return g.Copy().Rules }
	switch g.Mode {
	case tally.Schieber:
		c.State = func(k int) any { st := tally.ReplaySchieber(g.Rules, g.Schieber[:k]); return &st }
		c.Add = func(st any, i int) { st.(*tally.SchieberState).Add(g.Schieber[i], g.Rules) }
		c.Clone = func(st any) any { return st.(*tally.SchieberState).Clone() }
	case tally.Coiffeur:
		c.State = func(k int) any {
			s, err := tally.NewCoiffeurSheet(rules(), len(g.Players))
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range g.Coiffeur[:k] {
				s.Add(d)
			}
			return s
		}
		c.Add = func(st any, i int) { st.(*tally.CoiffeurSheet).Add(g.Coiffeur[i]) }
		c.Clone = func(st any) any { return st.(*tally.CoiffeurSheet).Clone() }
	case tally.Differenzler:
		c.State = func(k int) any {
			s, err := tally.NewDifferenzlerSheet(rules(), len(g.Players))
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range g.Differenzler[:k] {
				s.Add(d)
			}
			return s
		}
		c.Add = func(st any, i int) { st.(*tally.DifferenzlerSheet).Add(g.Differenzler[i]) }
		c.Clone = func(st any) any { return st.(*tally.DifferenzlerSheet).Clone() }
	default:
		t.Fatalf("%s: mode %s", name, g.Mode)
	}
	return c
}
