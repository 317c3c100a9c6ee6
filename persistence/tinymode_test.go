package persistence

import (
	"reflect"
	"slices"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/internal/tinymode"
	"github.com/jasstafel/jasstafel/stats"
)

// TestRegisteredModeThroughTheStore shows that a mode known only to the registry of package
// gamefile (tinymode, registered by this test alone) is created, played, listed, checked,
// counted in the statistics, exported and imported by the store without the store or the
// statistics knowing it.
func TestRegisteredModeThroughTheStore(t *testing.T) {
	tinymode.Register(t)
	s, _ := openTest(t)
	id, err := s.Create(NewGame{Mode: tinymode.Name, Players: fourPlayers})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddRound(id, Round{Points: []int{3, 4}}); err != nil {
		t.Fatal(err)
	}
	// A round the mode refuses changes nothing.
	if _, err := s.AddRound(id, Round{Points: []int{-1, 4}}); err == nil {
		t.Fatal("a negative number was written")
	}
	if _, err := s.AddRound(id, Round{Contract: "H", Points: []int{1, 1}}); err == nil {
		t.Fatal("a key of another mode was written")
	}
	v, err := s.AddRound(id, Round{Points: []int{8, 2}})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(v.Report().Totals, []int{11, 6}) || v.Report().Winner == nil || *v.Report().Winner != 0 || !v.Report().Valid || !v.Over {
		t.Fatalf("report %+v, over %v: want totals [11 6], team 0 the winner, valid and over", v.Report(), v.Over)
	}
	if v.Game.Rounds() != 2 {
		t.Fatalf("%d rounds, want 2", v.Game.Rounds())
	}

	list, err := s.List(0, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 {
		t.Fatalf("%d games listed, want 1", len(list))
	}
	g := list[0]
	if g.Mode != tinymode.Name || !slices.Equal(g.Totals, []int{11, 6}) || g.Winner == nil || *g.Winner != 0 ||
		!slices.Equal(g.WinnerNames(), []string{"Anna", "Cla"}) || !g.Over || g.Rounds != 2 {
		t.Fatalf("listed %+v", g)
	}

	want := map[string][2]int{"Anna": {1, 1}, "Beat": {1, 0}, "Cla": {1, 1}, "Dora": {1, 0}} // games, won
	countStats := func(s *Store) {
		t.Helper()
		games, err := stats.Load(s)
		if err != nil {
			t.Fatal(err)
		}
		rep := stats.Compute(games, stats.Filter{Mode: string(tinymode.Name)})
		if rep.Games != 1 || len(rep.Players) != 4 {
			t.Fatalf("statistics %+v: want one game of four players", rep)
		}
		for _, p := range rep.Players {
			if w := want[p.Name]; p.Games != w[0] || p.Won != w[1] || p.Finished != 1 {
				t.Errorf("%s: %d games, %d won, %d finished; want %d, %d, 1", p.Name, p.Games, p.Won, p.Finished, w[0], w[1])
			}
		}
		partners := []string{}
		for _, p := range rep.Partners {
			partners = append(partners, p.Player+"+"+p.Other)
		}
		if !slices.Equal(partners, []string{"Anna+Cla", "Beat+Dora", "Cla+Anna", "Dora+Beat"}) {
			t.Errorf("partners %v", partners)
		}
		if len(rep.Opponents) != 8 {
			t.Errorf("%d opponent pairs, want 8", len(rep.Opponents))
		}
	}
	countStats(s)
	// The figures as stored in the database, read back after opening it again.
	s = reopen(t, s, Options{NoAutoBackup: true, Version: "test"})
	countStats(s)

	// The figures the store keeps are those the check report states.
	v, err = s.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	fromGame, err := stats.FromGame(uint64(id), v.Game, v.Created, v.Finished)
	if err != nil {
		t.Fatal(err)
	}
	fromReport, err := stats.FromReport(uint64(id), v.Game, v.Report(), v.Created, v.Finished)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(fromGame, fromReport) || fromGame.Winner != 0 || !slices.Equal(fromGame.Sides, []int{0, 1, 0, 1}) {
		t.Fatalf("figures from the game %+v, from the report %+v", fromGame, fromReport)
	}

	// Export, check and import go through the registry too.
	data, err := s.Export(id)
	if err != nil {
		t.Fatal(err)
	}
	dg, err := gamefile.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if rep := gamefile.Check("tiny.json", dg); !rep.Valid || !slices.Equal(rep.Totals, []int{11, 6}) {
		t.Fatalf("check of the export: %+v", rep)
	}
	id2, err := s.Import(data)
	if err != nil {
		t.Fatal(err)
	}
	v2, err := s.Load(id2)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(v2.Report().Totals, []int{11, 6}) || v2.Game.Rounds() != 2 {
		t.Fatalf("imported game: %+v", v2.Report())
	}
}
