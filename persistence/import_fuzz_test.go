//go:build !js

package persistence

import (
	"testing"
)

// Import games… takes any file a player picks. Whatever its bytes, the store does not panic;
// a file it refuses leaves every game as it was (nothing half imported); and a game it takes can
// be opened, and its own export imported again. Run longer with
// `go test -run '^$' -fuzz FuzzImportFile -fuzztime 2m -fuzzminimizetime 10x ./persistence/` (a new
// input is shortened for a minute by default, slow here); `make test` runs the seeds:
// the example games, one game's export with its history, a file of all games, and each cut short.
// (Only in a file store: a fuzzer's inputs, each in a new database, are too many for the browser.)
func FuzzImportFile(f *testing.F) {
	s, _ := openTest(f)
	var seeds [][]byte
	for _, n := range globFiles(f, "../examples/*.json") {
		seeds = append(seeds, readFile(f, n))
	}
	for _, data := range seeds {
		if _, err := s.ImportFile(data); err != nil {
			f.Fatal(err)
		}
	}
	id, err := s.Create(NewGame{Mode: "schieber", Players: fourPlayers})
	if err != nil {
		f.Fatal(err)
	}
	for _, r := range []int{100, 57} {
		if _, err := s.AddRound(id, deal(0, r)); err != nil {
			f.Fatal(err)
		}
	}
	if _, err := s.Undo(id); err != nil {
		f.Fatal(err)
	}
	one, err := s.Export(id)
	if err != nil {
		f.Fatal(err)
	}
	all, err := s.ExportAll()
	if err != nil {
		f.Fatal(err)
	}
	seeds = append(seeds, one, all)
	for _, data := range seeds {
		f.Add(data)
		f.Add(data[:len(data)/2])
	}
	f.Add([]byte(`{"format":"jasstafel-games/1","games":[null]}`))
	f.Add([]byte(`{"format":"jasstafel/1","mode":"schieber","players":["A","B","C","D"],"rounds":[{}]}`))

	f.Fuzz(func(t *testing.T, data []byte) {
		s, _ := openTest(t)
		kept := newSchieber(t, s)
		if _, err := s.AddRound(kept, deal(1, 80)); err != nil {
			t.Fatal(err)
		}
		before := dbState(t, s)
		ids, err := s.ImportFile(data)
		if err != nil {
			if len(ids) != 0 {
				t.Errorf("a refused file gave the ids %v", ids)
			}
			if after := dbState(t, s); after != before {
				t.Errorf("a refused file (%v) changed the store:\n%s\nnow:\n%s", err, before, after)
			}
			return
		}
		for _, id := range ids {
			if _, err := s.Load(id); err != nil {
				t.Fatalf("game %d was imported and cannot be opened: %v", id, err)
			}
			again, err := s.Export(id)
			if err != nil {
				t.Fatalf("game %d was imported and cannot be exported: %v", id, err)
			}
			if _, err := s.ImportFile(again); err != nil {
				t.Fatalf("the export of imported game %d is refused: %v\n%s", id, err, again)
			}
		}
	})
}
