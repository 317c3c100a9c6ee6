package persistence

import (
	"testing"
)

// rosterBenchGames is the size of the group's history in BenchmarkRenameAcrossGames: years of
// weekly evenings with the same player in every game.
const rosterBenchGames = 1000

// BenchmarkRenameAcrossGames renames a player who played every one of rosterBenchGames games
// of 20 deals each and takes it back, from a cold cache (every game read and replayed from the
// file, as after a start of the app): one op is the rename and its undo, two Updates.
func BenchmarkRenameAcrossGames(b *testing.B) {
	s, _ := openTest(b)
	id := newSchieber(b, s)
	for i := range 20 {
		if _, err := s.AddRound(id, deal(i%4, 100)); err != nil {
			b.Fatal(err)
		}
	}
	doc, err := s.Export(id)
	if err != nil {
		b.Fatal(err)
	}
	for range rosterBenchGames - 1 {
		if _, err := s.Import(doc); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for range b.N {
		s.cache = map[GameID]*gameState{}
		a, err := s.RenamePlayer("Anna", "Anni")
		if err != nil || len(a.Games) != rosterBenchGames {
			b.Fatalf("%d games, %v", len(a.Games), err)
		}
		s.cache = map[GameID]*gameState{}
		if _, err := s.UndoRosterAction(); err != nil {
			b.Fatal(err)
		}
	}
}
