//go:build !js

package persistence

import (
	"encoding/json"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/jasstafel/jasstafel/tally"

	"github.com/jasstafel/jasstafel/persistence/kv"
)

// BenchmarkAppendVsBareNoSync is BenchmarkAppendVsBare with bbolt's fsync switched off on both
// files (bolt.DB.NoSync): what is left is the CPU work of an append — the store's against bbolt's
// own for the same bytes — without the disk, whose sync time varies by several times from one
// moment to the next on a shared machine. It reports the medians and their ratio.
func BenchmarkAppendVsBareNoSync(b *testing.B) {
	s, _ := openTest(b)
	t2, err := Open(filepath.Join(filepath.Dir(s.Path()), "twin.db"), Options{NoAutoBackup: true})
	if err != nil {
		b.Fatal(err)
	}
	defer t2.Close()
	s.db.NoSync, t2.db.NoSync = true, true
	// A game of 100 agreed deals: no deal of the benchmark ends it.
	long := func(st *Store) GameID {
		id, err := st.Create(NewGame{Mode: tally.Schieber, Players: fourPlayers, Rules: []byte(`{"finish":"fixedDeals","deals":100}`)})
		if err != nil {
			b.Fatal(err)
		}
		return id
	}
	id, twin := long(s), long(t2)
	rng := rand.New(rand.NewPCG(4, 4))
	var storeT, bareT []time.Duration
	n := 0
	twinSeq := uint64(2)
	twinUpdated := time.Time{}
	var ev, rec, fig []byte
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if n == dealsPerGame {
			b.StopTimer()
			id, twin, n, twinSeq = long(s), long(t2), 0, 2
			b.StartTimer()
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
		twinSeq++
		now := time.Now().UTC()
		start = time.Now()
		err = t2.db.Update(func(tx *bolt.Tx) error {
			return bareAppend(tx, twin, twinSeq, ev, rec, fig, twinUpdated, now)
		})
		bareT = append(bareT, time.Since(start))
		if err != nil {
			b.Fatal(err)
		}
		twinUpdated = now
		n++
	}
	ms, mb := median(storeT), median(bareT)
	b.ReportMetric(float64(ms.Nanoseconds()), "store-ns")
	b.ReportMetric(float64(mb.Nanoseconds()), "bare-ns")
	b.ReportMetric(float64(ms)/float64(mb), "store/bare")
}
