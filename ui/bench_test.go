package ui

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
)

// storeWithGames makes a database of n games with a few deals each, as a group's history.
func storeWithGames(tb testing.TB, n int) string {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "games.db")
	s, err := persistence.Open(path, persistence.Options{NoAutoBackup: true})
	if err != nil {
		tb.Fatal(err)
	}
	defer s.Close()
	rules, _ := json.Marshal(map[string]any{"preset": "seed"})
	for i := range n {
		id, err := s.Create(persistence.NewGame{Mode: tally.Schieber, Players: []string{fmt.Sprint("A", i), "B", "C", "D"}, Rules: rules})
		if err != nil {
			tb.Fatal(err)
		}
		for d := range 3 {
			v := d % 4
			if _, err := s.AddRound(id, gamefile.Round{Contract: "D", Vorhand: &v, Points: []int{100, 57}}); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return path
}

// BenchmarkStartToFirstFrame: open a database of 1,000 games, build the UI and paint the home
// screen once — what the app does between start and its first frame (the window system's own
// start-up excluded).
func BenchmarkStartToFirstFrame(b *testing.B) {
	path := storeWithGames(b, 1000)
	a := test.NewTempApp(b)
	b.ResetTimer()
	for b.Loop() {
		s, err := persistence.Open(path, persistence.Options{NoAutoBackup: true})
		if err != nil {
			b.Fatal(err)
		}
		w := a.NewWindow("Jasstafel")
		w.Resize(fyne.NewSize(1280, 800))
		u := New(a, w, s)
		u.ShowHome()
		if img := w.Canvas().Capture(); img == nil {
			b.Fatal("no frame")
		}
		w.Close()
		s.Close()
	}
}

// On a long history the home screen lists the newest games, newest first.
func TestHomeListsTheNewestGames(t *testing.T) {
	path := storeWithGames(t, 300)
	a := test.NewTempApp(t)
	s, err := persistence.Open(path, persistence.Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	w := a.NewWindow("Jasstafel")
	u := New(a, w, s)
	u.ShowHome()
	if len(u.home.games) != homeListLimit {
		t.Fatalf("home lists %d games, want the newest %d", len(u.home.games), homeListLimit)
	}
	for i := 1; i < len(u.home.games); i++ {
		if u.home.games[i].Updated.After(u.home.games[i-1].Updated) {
			t.Fatalf("game %d is newer than game %d", i, i-1)
		}
	}
	if u.home.games[0].Players[0] != "A299" {
		t.Errorf("newest first: %v", u.home.games[0].Players)
	}
}
