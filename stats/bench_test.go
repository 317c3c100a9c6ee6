package stats_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/stats"
)

// benchGames is the size of a long-kept database: years of weekly evenings of several groups.
const benchGames = 10000

var (
	benchOnce sync.Once
	benchPath string
	benchErr  error
)

// benchDB builds, once per run, a database of benchGames imported games in a folder removed
// when the run ends: a third each of Schieber (12 deals), team Coiffeur (8 deals) and
// Differenzler (8 deals), the players drawn from a group of eight.
func benchDB(b *testing.B) string {
	b.Helper()
	benchOnce.Do(func() {
		dir, err := os.MkdirTemp("", "stats-bench")
		if err != nil {
			benchErr = err
			return
		}
		benchCleanup = func() { os.RemoveAll(dir) }
		benchPath = filepath.Join(dir, "jasstafel.db")
		benchErr = buildBenchDB(benchPath)
	})
	if benchErr != nil {
		b.Fatal(benchErr)
	}
	return benchPath
}

// benchCleanup removes the benchmark database; TestMain calls it after the run.
var benchCleanup = func() {}

func buildBenchDB(path string) error {
	s, err := persistence.Open(path, persistence.Options{NoAutoBackup: true, Version: "bench"})
	if err != nil {
		return err
	}
	defer s.Close()
	group := []string{"Anna", "Beat", "Cla", "Dora", "Eva", "Fritz", "Gabi", "Hans"}
	start := time.Date(2020, 1, 1, 20, 0, 0, 0, time.UTC)
	for i := range benchGames {
		seats := make([]string, 4)
		for k := range seats {
			seats[k] = group[(i+3*k)%len(group)]
		}
		f := gamefile.File{Format: gamefile.FormatV1}
		created := start.Add(time.Duration(i) * 6 * time.Hour)
		f.Created = &created
		switch i % 3 {
		case 0:
			f.Mode, f.Players = "schieber", seats
			for d := range 12 {
				f.Rounds = append(f.Rounds, gamefile.Round{Contract: "H", Vorhand: ip(d % 4), Points: []int{(d * 37) % 158, 157 - (d*37)%158}})
			}
		case 1:
			f.Mode, f.Players = "coiffeur", seats
			for d := range 8 {
				f.Rounds = append(f.Rounds, gamefile.Round{Row: ip(d / 2), Side: ip(d % 2), Contract: []string{"D", "H", "S", "C"}[d/2],
					Vorhand: ip(d % 4), Passes: ip(0), Points: []int{80 + d, 77 - d}})
			}
		default:
			f.Mode, f.Players = "differenzler", seats[:3]
			for d := range 8 {
				f.Rounds = append(f.Rounds, gamefile.Round{Dealer: ip(d % 3), Trump: "H",
					Predictions: []int{50, 50, 57}, Points: []int{40 + d, 60, 57 - d}})
			}
		}
		data, err := json.Marshal(f)
		if err != nil {
			return err
		}
		if _, err := s.Import(data); err != nil {
			return fmt.Errorf("game %d: %v", i, err)
		}
	}
	return nil
}

// openStats is what `jasstafel stats` does: open the database, read every game's figures,
// count them all, close.
func openStats(b *testing.B, path string) stats.Report {
	s, err := persistence.Open(path, persistence.Options{NoAutoBackup: true})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	games, err := stats.Load(s)
	if err != nil {
		b.Fatal(err)
	}
	rep := stats.Compute(games, stats.Filter{})
	if rep.Games != benchGames {
		b.Fatalf("%d games counted, want %d", rep.Games, benchGames)
	}
	return rep
}

// bareRead is the floor: open the file with bbolt alone and copy every stored figures value,
// undecoded.
func bareRead(b *testing.B, path string) {
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true, Timeout: time.Second})
	if err != nil {
		b.Fatal(err)
	}
	n, size := 0, 0
	err = db.View(func(tx *bolt.Tx) error {
		return tx.Bucket([]byte("figures")).ForEach(func(k, v []byte) error {
			n++
			size += len(append([]byte(nil), v...))
			return nil
		})
	})
	db.Close()
	if err != nil || n < benchGames {
		b.Fatalf("read %d values: %v", n, err)
	}
}

// BenchmarkStats is `jasstafel stats` over benchGames games. Compare with BenchmarkBareRead in
// the same run, or see both side by side in BenchmarkStatsAgainstBareRead.
func BenchmarkStats(b *testing.B) {
	path := benchDB(b)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		openStats(b, path)
	}
}

// BenchmarkBareRead is the floor: bbolt alone reading the same figures.
func BenchmarkBareRead(b *testing.B) {
	path := benchDB(b)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		bareRead(b, path)
	}
}

// BenchmarkStatsAgainstBareRead runs the two in turns, so that both meet the same load of a
// shared machine, and reports the median of each and the ratio of the medians.
func BenchmarkStatsAgainstBareRead(b *testing.B) {
	path := benchDB(b)
	openStats(b, path) // warm the page cache and the decoder's first allocations alike
	bareRead(b, path)
	var bare, full []time.Duration
	b.ResetTimer()
	for i := range b.N {
		first, second := func() { bareRead(b, path) }, func() { openStats(b, path) }
		if i%2 == 1 {
			first, second = second, first
		}
		t0 := time.Now()
		first()
		t1 := time.Now()
		second()
		t2 := time.Now()
		if i%2 == 0 {
			bare, full = append(bare, t1.Sub(t0)), append(full, t2.Sub(t1))
		} else {
			full, bare = append(full, t1.Sub(t0)), append(bare, t2.Sub(t1))
		}
	}
	mb, mf := median(bare), median(full)
	b.ReportMetric(float64(mb.Microseconds())/1000, "bare-ms")
	b.ReportMetric(float64(mf.Microseconds())/1000, "stats-ms")
	b.ReportMetric(float64(mf)/float64(mb), "ratio")
}

func median(d []time.Duration) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}

// BenchmarkListRecords reads the list of all games, decoding each record's JSON: what keeping
// the figures inside the record, rather than in their own compact values, would cost at least.
func BenchmarkListRecords(b *testing.B) {
	path := benchDB(b)
	s, err := persistence.Open(path, persistence.Options{NoAutoBackup: true})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		if l, err := s.List(0, false); err != nil || len(l) != benchGames {
			b.Fatalf("%d games: %v", len(l), err)
		}
	}
}

// BenchmarkFigures reads every game's figures from an open store: the part of Load that
// replaces loading every game.
func BenchmarkFigures(b *testing.B) {
	path := benchDB(b)
	s, err := persistence.Open(path, persistence.Options{NoAutoBackup: true})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		if g, err := s.Figures(); err != nil || len(g) != benchGames {
			b.Fatalf("%d games: %v", len(g), err)
		}
	}
}

// BenchmarkCompute is the counting alone, on games already loaded: what a new filter costs
// on the statistics screen.
func BenchmarkCompute(b *testing.B) {
	path := benchDB(b)
	s, err := persistence.Open(path, persistence.Options{NoAutoBackup: true})
	if err != nil {
		b.Fatal(err)
	}
	games, err := stats.Load(s)
	s.Close()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		if rep := stats.Compute(games, stats.Filter{}); rep.Games == 0 {
			b.Fatal("no games")
		}
	}
}
