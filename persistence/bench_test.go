//go:build !js

package persistence

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"

	"github.com/jasstafel/jasstafel/persistence/kv"
)

// BenchmarkBareUpdate writes what AddRound writes — the event, the game record and the move in
// the recent index, and the draft deletion — as prepared bytes in a bare bbolt Update: the
// floor that the store's overhead is measured against.
func BenchmarkBareUpdate(b *testing.B) {
	s, _ := openTest(b)
	id := newLongSchieber(b, s)
	// Take the bytes of a real append.
	v, err := s.AddRound(id, deal(0, 100))
	if err != nil {
		b.Fatal(err)
	}
	ev, _ := json.Marshal(storedEvent{V: valueVersion, Event: v.File.History[len(v.File.History)-1]})
	var rec, fig []byte
	s.view(func(tx kv.Tx) error {
		rec = append([]byte(nil), tx.Bucket(bucketGames).Get(id.key())...)
		fig = append([]byte(nil), tx.Bucket(bucketFigures).Get(id.key())...)
		return nil
	})
	seq := uint64(len(v.File.History))
	updated := v.Updated
	n := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if n == dealsPerGame {
			b.StopTimer()
			id, n, seq = newLongSchieber(b, s), 0, 2
			b.StartTimer()
		}
		seq++
		now := updated.Add(time.Duration(i+1) * time.Second)
		err := s.db.Update(func(tx *bolt.Tx) error {
			return bareAppend(tx, id, seq, ev, rec, fig, updated, now)
		})
		if err != nil {
			b.Fatal(err)
		}
		updated = now
		n++
	}
}

// BenchmarkAppendVsBare pairs the two: every iteration enters a deal through the store and
// writes the same bytes with a bare Update into a twin game of a twin file in the same folder, in
// alternating order, so that both see the same disk at the same moment and both write at the end
// of their key space. It reports the medians and the store's overhead over the bare Update; the
// ns/op figure is their sum.
func BenchmarkAppendVsBare(b *testing.B) {
	s, _ := openTest(b)
	t2, err := Open(filepath.Join(filepath.Dir(s.Path()), "twin.db"), Options{NoAutoBackup: true})
	if err != nil {
		b.Fatal(err)
	}
	defer t2.Close()
	id, twin := newLongSchieber(b, s), newLongSchieber(b, t2)
	rng := rand.New(rand.NewPCG(2, 2))
	var storeT, bareT []time.Duration
	n := 0
	twinSeq := uint64(2)
	twinUpdated := time.Time{}
	var ev, rec, fig []byte
	bare := func() {
		twinSeq++
		now := time.Now().UTC()
		start := time.Now()
		err := t2.db.Update(func(tx *bolt.Tx) error {
			return bareAppend(tx, twin, twinSeq, ev, rec, fig, twinUpdated, now)
		})
		bareT = append(bareT, time.Since(start))
		if err != nil {
			b.Fatal(err)
		}
		twinUpdated = now
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if n == dealsPerGame {
			b.StopTimer()
			id, twin, n, twinSeq = newLongSchieber(b, s), newLongSchieber(b, t2), 0, 2
			b.StartTimer()
		}
		if i%2 == 1 && ev != nil {
			bare()
		}
		start := time.Now()
		v, err := s.AddRound(id, deal(n%4, rng.IntN(158)))
		storeT = append(storeT, time.Since(start))
		if err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		ev, _ = json.Marshal(storedEvent{V: valueVersion, Event: v.File.History[len(v.File.History)-1]})
		s.view(func(tx kv.Tx) error {
			rec = append(rec[:0], tx.Bucket(bucketGames).Get(id.key())...)
			fig = append(fig[:0], tx.Bucket(bucketFigures).Get(id.key())...)
			return nil
		})
		b.StartTimer()
		if i%2 == 0 {
			bare()
		}
		n++
	}
	ms, mb := median(storeT), median(bareT)
	b.ReportMetric(float64(ms.Nanoseconds()), "store-ns")
	b.ReportMetric(float64(mb.Nanoseconds()), "bare-ns")
	b.ReportMetric(100*(float64(ms)/float64(mb)-1), "overhead-%")
}

var large struct {
	once sync.Once
	dir  string
	path string
	err  error
}

// largeDB is a database of 10,000 games, built once per test binary run.
func largeDB(b *testing.B) string {
	large.once.Do(func() {
		if large.dir, large.err = os.MkdirTemp("", "jasstafel-bench-"); large.err == nil {
			large.path = buildLargeDB(b, large.dir, 10000)
		}
	})
	if large.err != nil {
		b.Fatal(large.err)
	}
	return large.path
}

// BenchmarkOpenAndList10000 opens a database of 10,000 games and lists the 50 most recent, as
// the app does on start (the daily backup, with its full page check, is off here; see
// BenchmarkOpenFullCheck10000).
func BenchmarkOpenAndList10000(b *testing.B) {
	path := largeDB(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s, err := Open(path, Options{NoAutoBackup: true})
		if err != nil {
			b.Fatal(err)
		}
		l, err := s.List(50, false)
		if err != nil || len(l) != 50 {
			b.Fatalf("%d games: %v", len(l), err)
		}
		s.Close()
	}
}

// BenchmarkOpenFullCheck10000 is the read-only look with bbolt's check of every page that Open
// adds when the daily backup is due.
func BenchmarkOpenFullCheck10000(b *testing.B) {
	path := largeDB(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := probe(path, time.Second, true); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReplayLongGame loads a 40-deal Schieber game that is not in memory: read its log,
// decode it, replay it and let the engine check and score it — what opening a game costs.
func BenchmarkReplayLongGame(b *testing.B) {
	tv6 := tv6Round(b)
	for _, kind := range []string{"points", "tricks"} {
		b.Run(kind, func(b *testing.B) {
			s, _ := openTest(b)
			id := newLongSchieber(b, s)
			rng := rand.New(rand.NewPCG(3, 3))
			for i := 0; i < 40; i++ {
				r := deal(i%4, rng.IntN(158))
				if kind == "tricks" {
					r = tv6
				}
				if _, err := s.AddRound(id, r); err != nil {
					b.Fatal(err)
				}
				if i%10 == 9 { // an evening has its corrections
					s.ReplaceRound(id, i-3, r)
					s.Undo(id)
					s.Redo(id)
				}
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				s.mu.Lock()
				s.cache = map[GameID]*gameState{}
				s.mu.Unlock()
				v, err := s.Load(id)
				if err != nil || len(v.File.Rounds) != 40 {
					b.Fatal(err)
				}
			}
		})
	}
}

// buildLargeDB writes a database of n finished 12-deal Schieber games in one batched Update and
// returns its path. The games go through the same preparation as an import.
func buildLargeDB(tb testing.TB, dir string, n int) string {
	tb.Helper()
	path := filepath.Join(dir, "large.db")
	c := newClock()
	s, err := Open(path, Options{Now: c.Now, NoAutoBackup: true})
	if err != nil {
		tb.Fatal(err)
	}
	defer s.Close()
	seed, err := tally.Preset(tally.Schieber, "seed")
	if err != nil {
		tb.Fatal(err)
	}
	rules, _ := json.Marshal(seed)
	rng := rand.New(rand.NewPCG(7, 7))
	err = s.update(func(tx kv.Tx) error {
		for i := 0; i < n; i++ {
			t0 := c.Now()
			events := []gamefile.Event{
				{Seq: 1, Time: t0, Kind: gamefile.EventPlayersChanged, Players: []string{"Anna", "Beat", "Cla", fmt.Sprint("Gast ", i%50)}},
				{Seq: 2, Time: t0, Kind: gamefile.EventRulesChanged, Rules: rules},
			}
			for d := 0; d < 12; d++ {
				r := deal(d%4, rng.IntN(158))
				events = append(events, gamefile.Event{Seq: uint64(len(events) + 1), Time: c.Now(), Kind: gamefile.EventDealAdded, Round: &r})
			}
			events = append(events, gamefile.Event{Seq: uint64(len(events) + 1), Time: c.Now(), Kind: gamefile.EventFinished})
			gs, err := prepare(tally.Schieber, t0, events[len(events)-1].Time, events)
			if err != nil {
				return err
			}
			if err := s.put(tx, gs); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
	return path
}

// bareAppend writes the same keys and bytes as the store's append of one deal, with bbolt alone:
// the event, the games record, the recent index moved from old to now, the draft cleared.
func bareAppend(tx *bolt.Tx, id GameID, seq uint64, ev, rec, fig []byte, old, now time.Time) error {
	events, games, figures := tx.Bucket(bucketEvents), tx.Bucket(bucketGames), tx.Bucket(bucketFigures)
	events.FillPercent, games.FillPercent, figures.FillPercent = appendFill, appendFill, appendFill // as the store does
	if err := events.Put(eventKey(id, seq), ev); err != nil {
		return err
	}
	if err := games.Put(id.key(), rec); err != nil {
		return err
	}
	if err := figures.Put(id.key(), fig); err != nil {
		return err
	}
	recent := tx.Bucket(bucketRecent)
	if err := recent.Delete(recentKey(old, id)); err != nil {
		return err
	}
	if err := recent.Put(recentKey(now, id), nil); err != nil {
		return err
	}
	return tx.Bucket(bucketDrafts).Delete(id.key())
}

// BenchmarkFiguresOfAGame is what keeping the statistics figures adds to each action besides
// their one more key in the Update: scoring the game's deals again for the figures and encoding
// them, for a Schieber game of dealsPerGame deals, the longest AppendDeal writes.
func BenchmarkFiguresOfAGame(b *testing.B) {
	s, _ := openTest(b)
	id := newLongSchieber(b, s)
	for n := range dealsPerGame {
		if _, err := s.AddRound(id, deal(n%4, (n*37)%158)); err != nil {
			b.Fatal(err)
		}
	}
	gs := s.cache[id]
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		fig, err := figuresOf(gs)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := fig.AppendBinary(nil); err != nil {
			b.Fatal(err)
		}
	}
}
