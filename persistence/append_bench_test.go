package persistence

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkAppendDeal is one deal entered through the store: the engine's check, the event, the
// record with the new totals and the index, in one fsync'd Update. Compare with
// BenchmarkBareUpdate, which writes the same bytes with a bare bbolt Update. It runs in the
// browser too, against IndexedDB (JASSTAFEL_WASM_ARGS, internal/wasmbrowser).
func BenchmarkAppendDeal(b *testing.B) {
	s, _ := openTest(b)
	id := newLongSchieber(b, s)
	rng := rand.New(rand.NewPCG(1, 1))
	n := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if n == dealsPerGame {
			b.StopTimer()
			id, n = newLongSchieber(b, s), 0
			b.StartTimer()
		}
		if _, err := s.AddRound(id, deal(n%4, rng.IntN(158))); err != nil {
			b.Fatal(err)
		}
		n++
	}
}
