package persistence

import (
	"slices"
	"testing"
)

// TestListShowsFinishedAndWinnerForEveryMode imports real game files into a real store and
// reads the list: a complete Coiffeur sheet and a Differenzler evening with its agreed deals are
// finished with their winner, a Schieber race is won by the team the engine names even with the
// lower total, and a game in play is neither. The list is read again after the store is closed
// and opened, so that what it shows is what the records on disk hold.
func TestListShowsFinishedAndWinnerForEveryMode(t *testing.T) {
	s, _ := openTest(t)
	files := []struct {
		path    string
		over    bool
		winners []string
		totals  []int
	}{
		{"../examples/coiffeur-teams.json", true, []string{"Ruth", "Marlies"}, []int{264, 225}},
		{"../examples/differenzler-evening.json", true, []string{"Dora"}, []int{110, 132, 102, 88}},
		{"../examples/schieber-to-2500.json", true, []string{"Ueli", "Sepp"}, []int{2887, 2405}},
		{"testdata/schieber-lower-total-wins.json", true, []string{"Anna", "Cla"}, []int{1007, 1134}},
		{"../examples/schieber-two-deals.json", false, nil, []int{1066, 209}},
	}
	ids := map[GameID]int{}
	for i, f := range files {
		id, err := s.Import(readFile(t, f.path))
		if err != nil {
			t.Fatalf("%s: %v", f.path, err)
		}
		ids[id] = i
	}
	check := func(when string, s *Store) {
		t.Helper()
		list, err := s.List(0, false)
		if err != nil || len(list) != len(files) {
			t.Fatalf("%s: %d games, %v", when, len(list), err)
		}
		for _, g := range list {
			f := files[ids[g.ID]]
			if g.Finished != f.over || g.Over != f.over || !slices.Equal(g.WinnerNames(), f.winners) ||
				(g.Winner != nil) != (f.winners != nil) || !slices.Equal(g.Totals, f.totals) {
				t.Errorf("%s: %s: finished %v over %v winner %v %q totals %v; want finished %v, winners %q, totals %v",
					when, f.path, g.Finished, g.Over, g.Winner, g.WinnerNames(), g.Totals, f.over, f.winners, f.totals)
			}
		}
	}
	check("after the import", s)
	s = reopen(t, s, Options{NoAutoBackup: true})
	check("after reopening", s)
}

// TestOverFollowsTheDeals: removing the last cell of a complete Coiffeur sheet opens the game
// again, with no winner; undo completes it again. A game the players mark finished before its
// end is finished without being over and without a winner.
func TestOverFollowsTheDeals(t *testing.T) {
	s, _ := openTest(t)
	id, err := s.Import(readFile(t, "../examples/coiffeur-teams.json"))
	if err != nil {
		t.Fatal(err)
	}
	v, err := s.RemoveRound(id, 0)
	if err != nil || v.Over {
		t.Fatalf("remove: %v, over %v", err, v.Over)
	}
	if l, _ := s.List(1, false); l[0].Finished || l[0].Over || l[0].Winner != nil || l[0].WinnerNames() != nil {
		t.Errorf("a sheet with an open cell is listed as %+v", l[0])
	}
	if v, err = s.Undo(id); err != nil || !v.Over {
		t.Fatalf("undo: %v, over %v", err, v.Over)
	}
	if l, _ := s.List(1, false); !l[0].Finished || *l[0].Winner != 0 {
		t.Errorf("the complete sheet again is listed as %+v", l[0])
	}

	id = newSchieber(t, s)
	s.AddRound(id, deal(0, 100))
	if _, err := s.SetFinished(id, true); err != nil {
		t.Fatal(err)
	}
	if l, _ := s.List(1, false); !l[0].Finished || l[0].Over || l[0].Winner != nil {
		t.Errorf("a game marked finished early is listed as %+v", l[0])
	}
}
