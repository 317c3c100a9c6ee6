package gamefile_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/internal/tinymode"
	"github.com/jasstafel/jasstafel/tally"
)

const tinyFile = `{"format": "jasstafel/1", "mode": "tiny", "players": ["A", "B", "C", "D"],
	"rules": {"target": 12}, "rounds": [{"points": [5, 3]}, {"points": [4, 9]}]}`

// TestRegisterAddsAMode decodes and checks a game of a mode that only the registry knows, and
// shows that the mode is gone again once its test has ended.
func TestRegisterAddsAMode(t *testing.T) {
	t.Run("registered", func(t *testing.T) {
		tinymode.Register(t)
		tiny, _ := gamefile.Lookup(tinymode.Name)
		if _, err := gamefile.Register(tiny); err == nil {
			t.Fatal("a second mode of the same name was registered")
		}
		if _, err := gamefile.Register(gamefile.Modes()[0]); err == nil {
			t.Fatal("a built-in mode was registered twice")
		}
		g, err := gamefile.Decode([]byte(tinyFile))
		if err != nil {
			t.Fatal(err)
		}
		if g.Rules.Target != 12 || g.Rounds() != 2 {
			t.Fatalf("target %d, %d rounds; want 12 and 2", g.Rules.Target, g.Rounds())
		}
		rep := gamefile.Check("tiny.json", g)
		if !rep.Valid || !slices.Equal(rep.Totals, []int{9, 12}) || rep.Winner == nil || *rep.Winner != 1 {
			t.Fatalf("report %+v: want totals [9 12] won by team 1", rep)
		}
		// A copy and the game extended each on their own keep their own deals, also where the
		// list has room to grow in place.
		g, err = gamefile.Decode([]byte(strings.Replace(tinyFile, `"target": 12`, `"target": 100`, 1)))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Extend(&gamefile.Round{Points: []int{0, 0}}); err != nil {
			t.Fatal(err)
		}
		c := g.Copy()
		if err := c.Extend(&gamefile.Round{Points: []int{1, 1}}); err != nil {
			t.Fatal(err)
		}
		if err := g.Extend(&gamefile.Round{Points: []int{7, 0}}); err != nil {
			t.Fatal(err)
		}
		if got := gamefile.Check("", c).Totals; !slices.Equal(got, []int{10, 13}) {
			t.Fatalf("the copy's totals %v, want [10 13]: it shares its deals with the game", got)
		}
		if _, err := gamefile.Decode([]byte(strings.Replace(tinyFile, `{"points": [5, 3]}`, `{"points": [5, 3], "row": 1}`, 1))); err == nil ||
			!strings.Contains(err.Error(), "rounds[0].row: not a key of tiny rounds") {
			t.Fatalf("a key of another mode: %v", err)
		}
		if !slices.ContainsFunc(gamefile.Modes(), func(m gamefile.Mode) bool { return m.Name() == tinymode.Name }) {
			t.Fatal("the registered mode is not listed")
		}
	})
	if _, ok := gamefile.Lookup(tinymode.Name); ok {
		t.Fatal("the mode is still registered after its test")
	}
	if _, err := gamefile.Decode([]byte(tinyFile)); err == nil || !strings.Contains(err.Error(), `unknown mode "tiny"`) {
		t.Fatalf("an unregistered mode: %v", err)
	}
	if len(gamefile.Modes()) != 3 || gamefile.Modes()[2].Name() != tally.Differenzler {
		t.Fatal("unregistering changed the built-in modes")
	}
}
