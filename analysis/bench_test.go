package analysis

import (
	"errors"
	"math/rand"
	"slices"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/tally"
)

// BenchmarkForecast is the forecast as the screens ask it (ui/forecast: a budget of 1.8 s): each
// iteration one hand, dealt from seed i, answered once. It reports how many deals fit in the budget
// (median and fewest over the hands), the time per deal, the hands for which not one did, and the
// slowest answer (the budget and the solver's stop check).
func BenchmarkForecast(b *testing.B) {
	all := []tally.Contract{tally.TrumpContract(tally.Spades), tally.TrumpContract(tally.Hearts),
		tally.TrumpContract(tally.Diamonds), tally.TrumpContract(tally.Clubs), tally.ContractObenabe, tally.ContractUndenufe}
	for _, c := range []struct {
		name string
		q    Question
	}{
		{"differenzler-trump-alone", Question{Seat: 0, Leader: 1, Alone: true, Contracts: all[1:2]}},
		{"schieber-best-of-6", Question{Seat: 0, Leader: 0, Contracts: all}},
		{"schieber-obenabe", Question{Seat: 0, Leader: 0, Contracts: all[4:5]}},
	} {
		b.Run(c.name, func(b *testing.B) {
			s := solver.New()
			var samples []int
			var perDeal []time.Duration
			empty := 0
			var slowest time.Duration
			for i := range b.N {
				q := c.q
				q.Hand = randomHand(rand.New(rand.NewSource(int64(i))))
				start := time.Now()
				res, err := Expect(s, rand.New(rand.NewSource(int64(i))), q, Budget{Time: 1800 * time.Millisecond}, nil)
				slowest = max(slowest, time.Since(start))
				switch {
				case errors.Is(err, ErrNoSample):
					empty++
				case err != nil:
					b.Fatal(err)
				default:
					perDeal = append(perDeal, res.Elapsed/time.Duration(res.Samples))
				}
				samples = append(samples, res.Samples)
			}
			slices.Sort(samples)
			slices.Sort(perDeal)
			b.ReportMetric(float64(samples[len(samples)/2]), "median-deals")
			b.ReportMetric(float64(samples[0]), "fewest-deals")
			b.ReportMetric(float64(empty), "hands-without-answer")
			b.ReportMetric(float64(slowest.Milliseconds()), "slowest-answer-ms")
			if len(perDeal) > 0 {
				b.ReportMetric(float64(perDeal[len(perDeal)/2].Microseconds())/1000, "median-ms/deal")
			}
		})
	}
}

// legalDeal deals the cards from rng and plays them out at random but legally from seat 0.
func legalDeal(rng *rand.Rand, c tally.Contract) Deal {
	var hands [4]tally.CardSet
	for i, k := range rng.Perm(tally.NumCards) {
		hands[i/9] = hands[i/9].Add(tally.Card(k))
	}
	m := c.ScoringMode()
	var r tally.Rules
	d := Deal{Contract: c}
	leader := 0
	for range 9 {
		var trick []tally.Card
		for p := range 4 {
			seat := (leader + p) & 3
			legal := tally.Legal(hands[seat], trick, m, r.PlayPolicy()).Cards()
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
