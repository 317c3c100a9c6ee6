package ui

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
)

// storeWithGames makes a database of n games with a few deals each, as a group's history: one
// file of games imported in one write (each game started an hour after the one before, A0 the
// oldest), as fast as the store takes a group's history, where a write per deal took seconds
// under the race detector.
func storeWithGames(tb testing.TB, n int) string {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "games.db")
	s, err := persistence.Open(path, persistence.Options{NoAutoBackup: true})
	if err != nil {
		tb.Fatal(err)
	}
	defer s.Close()
	rules, _ := json.Marshal(map[string]any{"preset": "seed"})
	first := time.Date(2025, 1, 1, 20, 0, 0, 0, time.UTC)
	file := struct {
		Format string          `json:"format"`
		Games  []gamefile.File `json:"games"`
	}{Format: persistence.CollectionFormat}
	for i := range n {
		created := first.Add(time.Duration(i) * time.Hour)
		g := gamefile.File{Format: gamefile.FormatV1, Mode: "schieber", Players: []string{fmt.Sprint("A", i), "B", "C", "D"},
			Rules: rules, Created: &created}
		for d := range 3 {
			v := d % 4
			g.Rounds = append(g.Rounds, gamefile.Round{Contract: "D", Vorhand: &v, Points: []int{100, 57}})
		}
		file.Games = append(file.Games, g)
	}
	data, err := json.Marshal(file)
	if err != nil {
		tb.Fatal(err)
	}
	if ids, err := s.ImportFile(data); err != nil || len(ids) != n {
		tb.Fatalf("%d games imported of %d: %v", len(ids), n, err)
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
