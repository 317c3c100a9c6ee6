package analysis

import (
	"errors"
	"math/rand"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/tally"
)

// BenchmarkForecast is the forecast as the screens ask it (ui/forecast): each iteration one hand,
// dealt from seed i (or one strong hand, the others' cards dealt from seed i), sampled for
// FORECAST_SECONDS (10 by default) on as many solvers as the
// screen makes (NewSolvers: one per core up to four, at least one per contract), the answer so far taken
// after each deal. It reports how many deals the first answer had (at 1.8 s, the screens' Budget)
// and how many the answer had at the end, as medians over the hands — the fewest of any contract
// and the most — how many contracts had an answer, and the hands for which not one contract had.
func BenchmarkForecast(b *testing.B) {
	all := []tally.Contract{tally.TrumpContract(tally.Spades), tally.TrumpContract(tally.Hearts),
		tally.TrumpContract(tally.Diamonds), tally.TrumpContract(tally.Clubs), tally.ContractObenabe, tally.ContractUndenufe}
	secs := 10
	if v, err := strconv.Atoi(os.Getenv("FORECAST_SECONDS")); err == nil && v > 0 {
		secs = v
	}
	const first = 1800 * time.Millisecond
	// strong is a hand that makes much alone in hearts, whose deals cost the search the most: the
	// hand of "A seat alone against three" in docs/BENCHMARKS.md, seat 1 after seat 0's lead.
	strong, err := tally.ParseCards("HJ H9 HA SA S10 DK D7 C6 C8")
	if err != nil {
		b.Fatal(err)
	}
	differenzler, err := tally.Preset(tally.Differenzler, "seed")
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name string
		q    Question
	}{
		{"differenzler-trump-alone", Question{Seat: 0, Leader: 1, Alone: true, Contracts: all[1:2]}},
		// The same hand each time, the others' cards dealt from seed i.
		{"differenzler-strong-hand-alone", Question{Rules: differenzler, Seat: 1, Leader: 0, Alone: true, Hand: tally.SetOf(strong...), Contracts: all[1:2]}},
		{"schieber-best-of-6", Question{Seat: 0, Leader: 0, Contracts: all}},
		{"schieber-obenabe", Question{Seat: 0, Leader: 0, Contracts: all[4:5]}},
	} {
		b.Run(c.name, func(b *testing.B) {
			solvers := NewSolvers(len(c.q.Contracts))
			// counts is what one answer says: the deals of the contract with the fewest and of
			// the one with the most, and the contracts with at least one.
			type counts struct{ fewest, most, answered int }
			count := func(e Expected) counts {
				n := counts{fewest: e.Samples}
				for _, x := range e.Estimates {
					n.most = max(n.most, len(x.Points))
					if len(x.Points) > 0 {
						n.answered++
					}
				}
				return n
			}
			var atFirst, atEnd []counts
			emptyFirst, emptyEnd := 0, 0
			for i := range b.N {
				q := c.q
				if q.Hand == 0 {
					q.Hand = randomHand(rand.New(rand.NewSource(int64(i))))
				}
				var early counts
				res, err := Sample(solvers, rand.New(rand.NewSource(int64(i))), q, Budget{Time: time.Duration(secs) * time.Second}, nil,
					func(e Expected) {
						if e.Elapsed <= first {
							early = count(e)
						}
					})
				if err != nil && !errors.Is(err, ErrNoSample) {
					b.Fatal(err)
				}
				end := count(res)
				atFirst, atEnd = append(atFirst, early), append(atEnd, end)
				if early.answered == 0 {
					emptyFirst++
				}
				if end.answered == 0 {
					emptyEnd++
				}
			}
			median := func(cs []counts, f func(counts) int) float64 {
				v := make([]int, len(cs))
				for i, c := range cs {
					v[i] = f(c)
				}
				slices.Sort(v)
				return float64(v[len(v)/2])
			}
			b.ReportMetric(float64(len(solvers)), "solvers")
			b.ReportMetric(median(atFirst, func(c counts) int { return c.fewest }), "median-deals-at-1.8s")
			b.ReportMetric(median(atEnd, func(c counts) int { return c.fewest }), "median-deals-at-end")
			if len(c.q.Contracts) > 1 {
				b.ReportMetric(median(atFirst, func(c counts) int { return c.most }), "median-most-deals-at-1.8s")
				b.ReportMetric(median(atEnd, func(c counts) int { return c.most }), "median-most-deals-at-end")
				b.ReportMetric(median(atFirst, func(c counts) int { return c.answered }), "median-contracts-answered-at-1.8s")
				b.ReportMetric(median(atEnd, func(c counts) int { return c.answered }), "median-contracts-answered-at-end")
			}
			b.ReportMetric(float64(emptyFirst), "hands-without-answer-at-1.8s")
			b.ReportMetric(float64(emptyEnd), "hands-without-answer-at-end")
		})
	}
}

// legalDeal deals the cards from rng and plays them out at random but legally from seat 0.
func legalDeal(rng *rand.Rand, c tally.Contract) Deal { return legalTricks(rng, c, 9) }

// legalTricks is the last n tricks of a deal in contract c, dealt and played at random but
// legally, each trick in its own mode, from seat 0; Guschti and Mary change their mode after five
// tricks.
func legalTricks(rng *rand.Rand, c tally.Contract, n int) Deal {
	var hands [4]tally.CardSet
	for i, k := range rng.Perm(tally.NumCards)[:4*n] {
		hands[i/n] = hands[i/n].Add(tally.Card(k))
	}
	d := Deal{Contract: c, Rules: tally.Rules{GuschtiSplit: 5}}
	leader := 0
	for i := 9 - n; i < 9; i++ {
		m := c.TrickMode(i, 9, d.Rules.GuschtiSplit)
		var trick []tally.Card
		for p := range 4 {
			seat := (leader + p) & 3
			legal := tally.Legal(hands[seat], trick, m, d.Rules.PlayPolicy()).Cards()
			k := legal[rng.Intn(len(legal))]
			hands[seat] = hands[seat].Remove(k)
			trick = append(trick, k)
		}
		d.Tricks = append(d.Tricks, trick)
		leader = (leader + tally.TrickWinner(trick, m)) & 3
	}
	return d
}

// BenchmarkAnalysis is the analysis view's search: each iteration one deal from seed i, played at
// random but legally, every card solved from the last back. It reports when the first 28 cards (the
// last seven tricks, solved first) were on screen and when the whole deal was, as medians.
func BenchmarkAnalysis(b *testing.B) {
	for _, c := range []tally.Contract{tally.ContractObenabe, tally.TrumpContract(tally.Hearts)} {
		b.Run(c.String(), func(b *testing.B) {
			s := solver.New()
			var late, whole []time.Duration
			for i := range b.N {
				a, err := New(legalDeal(rand.New(rand.NewSource(int64(i))), c))
				if err != nil {
					b.Fatal(err)
				}
				start := time.Now()
				if err := a.Run(s, nil, func(k int, _ Step) {
					if k == 8 {
						late = append(late, time.Since(start))
					}
				}); err != nil {
					b.Fatal(err)
				}
				whole = append(whole, time.Since(start))
			}
			slices.Sort(late)
			slices.Sort(whole)
			b.ReportMetric(float64(late[len(late)/2].Milliseconds()), "median-ms-to-28-cards")
			b.ReportMetric(float64(whole[len(whole)/2].Milliseconds()), "median-ms-to-36-cards")
			b.ReportMetric(float64(whole[len(whole)-1].Milliseconds()), "slowest-ms-to-36-cards")
		})
	}
}
