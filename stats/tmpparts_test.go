package stats_test

import (
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/stats"
)

func BenchmarkTmpParts(b *testing.B) {
	path := benchDB(b)
	var po, bo, fig, comp, walk time.Duration
	for range b.N {
		t0 := time.Now()
		s, _ := persistence.Open(path, persistence.Options{NoAutoBackup: true})
		s.Close()
		t1 := time.Now()
		db, _ := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true})
		t2 := time.Now()
		db.View(func(tx *bolt.Tx) error {
			return tx.Bucket([]byte("figures")).ForEach(func(k, v []byte) error { return nil })
		})
		db.Close()
		t3 := time.Now()
		s, _ = persistence.Open(path, persistence.Options{NoAutoBackup: true})
		t4 := time.Now()
		g, _ := s.Figures()
		t5 := time.Now()
		stats.Compute(g, stats.Filter{})
		t6 := time.Now()
		s.Close()
		po += t1.Sub(t0)
		bo += t2.Sub(t1)
		walk += t3.Sub(t2)
		fig += t5.Sub(t4)
		comp += t6.Sub(t5)
	}
	n := float64(b.N) * 1e6
	b.ReportMetric(float64(po)/n, "popen-ms")
	b.ReportMetric(float64(bo)/n, "bopen-ms")
	b.ReportMetric(float64(walk)/n, "walk-ms")
	b.ReportMetric(float64(fig)/n, "fig-ms")
	b.ReportMetric(float64(comp)/n, "comp-ms")
}
