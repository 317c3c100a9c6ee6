package solver

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/tally"
)

// benchDeal is deal i of the benchmarks: the 36 cards dealt at random from seed i, seat 0
// leading, the seed preset's card-play settings (undertrump forbidden, Undenufe with the 6/A
// swap), and the first tricks played at random but legally (from the same seed) until tricks
// are left.
func benchDeal(i int64, ct tally.Contract, tricks int) Deal {
	rng := rand.New(rand.NewSource(i))
	d := Deal{Contract: ct, Rules: ruleSets[0], Hands: randomHands(rng)}
	d.Played = randomPlay(rng, d, tally.NumCards-4*tricks)
	return d
}

// benchSolver solves deal after deal, one per iteration (-benchtime 1000x: the first 1,000
// deals), and reports the time per deal (median, 99th percentile, slowest), the positions
// searched per deal and per second, and the memory of the transposition table. within is
// Deal.Within for Value.
func benchSolver(b *testing.B, ct tally.Contract, tricks int, moves bool, within int) {
	s := New()
	var times []time.Duration
	var nodes int64
	var total time.Duration
	i := int64(0)
	for b.Loop() {
		d := benchDeal(i, ct, tricks)
		d.Within = within
		i++
		start := time.Now()
		var n int64
		var err error
		if moves {
			var res Result
			res, err = s.Solve(d)
			n = res.Nodes
		} else {
			_, n, err = s.Value(d)
		}
		el := time.Since(start)
		if err != nil {
			b.Fatal(err)
		}
		times = append(times, el)
		total += el
		nodes += n
	}
	slices.Sort(times)
	at := func(q float64) float64 { return times[int(q*float64(len(times)-1))].Seconds() * 1000 }
	b.ReportMetric(at(0.5), "ms-median")
	b.ReportMetric(at(0.99), "ms-p99")
	b.ReportMetric(at(1), "ms-max")
	b.ReportMetric(float64(nodes)/float64(len(times)), "nodes/deal")
	b.ReportMetric(float64(nodes)/total.Seconds(), "nodes/s")
	b.ReportMetric(float64(s.TableBytes())/(1<<20), "table-MiB")
}

// BenchmarkValue: the teams' points with perfect play (Solver.Value) with 4 to 9 tricks left;
// 9 is a whole deal from its first card. Run one size with e.g.
// go test -run '^$' -bench 'Value/S/6-tricks' -benchtime 1000x ./solver/
func BenchmarkValue(b *testing.B) {
	for _, ct := range contracts {
		for tricks := 4; tricks <= 9; tricks++ {
			b.Run(fmt.Sprintf("%s/%d-tricks", ct, tricks), func(b *testing.B) { benchSolver(b, ct, tricks, false, 0) })
		}
	}
}

// BenchmarkValueWithin: Value to within a few points (Deal.Within), as the forecast of a hand
// solves its deals (analysis.SampleWithin), on the same deals as BenchmarkValue.
func BenchmarkValueWithin(b *testing.B) {
	for _, within := range []int{2, 5} {
		for _, ct := range contracts {
			b.Run(fmt.Sprintf("%d/%s/9-tricks", within, ct), func(b *testing.B) { benchSolver(b, ct, 9, false, within) })
		}
	}
}

// BenchmarkSolve: the same with the value of every legal card (Solver.Solve, what `jasstafel
// solve` prints).
func BenchmarkSolve(b *testing.B) {
	for _, ct := range contracts {
		for tricks := 4; tricks <= 9; tricks++ {
			b.Run(fmt.Sprintf("%s/%d-tricks", ct, tricks), func(b *testing.B) { benchSolver(b, ct, tricks, true, 0) })
		}
	}
}
