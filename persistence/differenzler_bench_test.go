package persistence

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// newDifferenzler starts a Differenzler evening long enough for the append benchmarks.
func newDifferenzler(t testing.TB, s *Store) GameID {
	t.Helper()
	id, err := s.Create(NewGame{Mode: tally.Differenzler, Players: fourPlayers, Rules: []byte(`{"deals":100,"hiddenPredictions":true}`)})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// differenzlerRounds are the two writes of a Differenzler deal at the table (RULES §10): the
// predictions as the pending deal, then the deal with its points.
func differenzlerRounds(n int, rng *rand.Rand) (pending, scored gamefile.Round) {
	dealer := n % 4
	pred := []int{rng.IntN(80), rng.IntN(80), rng.IntN(80), rng.IntN(80)}
	a, b, c := rng.IntN(60), rng.IntN(50), rng.IntN(40)
	pending = gamefile.Round{Dealer: seat(dealer), Trump: "H", Predictions: pred}
	scored = pending
	scored.Points = []int{a, b, c, tally.DealPoints - a - b - c}
	return pending, scored
}

// BenchmarkDifferenzlerVsSchieberWrite writes, in turn on the same store, a Schieber deal
// (AddRound) and its correction (ReplaceRound), and the two writes of a Differenzler deal (the
// predictions with AddRound, the points into that pending deal with ReplaceRound), each timed on
// its own, so that all four see the same disk. It reports the medians and each Differenzler
// write against the Schieber write of the same kind.
func BenchmarkDifferenzlerVsSchieberWrite(b *testing.B) {
	s, _ := openTest(b)
	sch, diff := newLongSchieber(b, s), newDifferenzler(b, s)
	rng := rand.New(rand.NewPCG(3, 3))
	var schT, fixT, predT, pointsT []time.Duration
	n := 0
	timed := func(into *[]time.Duration, f func() (*GameView, error)) {
		start := time.Now()
		_, err := f()
		*into = append(*into, time.Since(start))
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if n == dealsPerGame {
			b.StopTimer()
			sch, diff, n = newLongSchieber(b, s), newDifferenzler(b, s), 0
			b.StartTimer()
		}
		pending, scored := differenzlerRounds(n, rng)
		timed(&schT, func() (*GameView, error) { return s.AddRound(sch, deal(n%4, rng.IntN(158))) })
		timed(&fixT, func() (*GameView, error) { return s.ReplaceRound(sch, n, deal(n%4, rng.IntN(158))) })
		timed(&predT, func() (*GameView, error) { return s.AddRound(diff, pending) })
		timed(&pointsT, func() (*GameView, error) { return s.ReplaceRound(diff, n, scored) })
		n++
	}
	ms, mf, mp, mq := median(schT), median(fixT), median(predT), median(pointsT)
	b.ReportMetric(float64(ms.Nanoseconds()), "schieber-ns")
	b.ReportMetric(float64(mf.Nanoseconds()), "schieber-fix-ns")
	b.ReportMetric(float64(mp.Nanoseconds()), "predictions-ns")
	b.ReportMetric(float64(mq.Nanoseconds()), "points-ns")
	b.ReportMetric(float64(mp)/float64(ms), "predictions/schieber")
	b.ReportMetric(float64(mq)/float64(mf), "points/schieber-fix")
}

// Both writes of a Differenzler deal land in the store as the engine scores them: the pending
// deal adds nothing, the points complete it.
func TestDifferenzlerDealWrites(t *testing.T) {
	s, _ := openTest(t)
	id := newDifferenzler(t, s)
	rng := rand.New(rand.NewPCG(3, 3))
	pending, scored := differenzlerRounds(0, rng)
	v, err := s.AddRound(id, pending)
	if err != nil || len(v.Game.Differenzler) != 1 || v.Report().Totals[0] != 0 {
		t.Fatalf("pending: %v %+v", err, v.Report().Totals)
	}
	v, err = s.ReplaceRound(id, 0, scored)
	if err != nil {
		t.Fatal(err)
	}
	for p := range 4 {
		d := pending.Predictions[p] - scored.Points[p]
		if d < 0 {
			d = -d
		}
		if v.Report().Totals[p] != d {
			t.Errorf("seat %d total %d, want %d", p, v.Report().Totals[p], d)
		}
	}
}
