//go:build !js

package main

import (
	"math/rand/v2"
	"slices"
	"time"
)

// resamples is how many times ratioSpread draws the visits again.
const resamples = 2000

// ratioSpread is how far the ratio of the medians of a and b could lie from the one measured,
// for visits as scattered as these: the visits of each are drawn again at random, as many with
// repeats (a bootstrap), and the ratio of the new medians taken, resamples times; lo and hi hold
// the middle 95 % of those ratios. A run of a few visits on a busy machine says how sure its
// ratio is, beside a fixed aim such as 1.3.
func ratioSpread(a, b []time.Duration, seed uint64) (lo, hi float64) {
	r := rand.New(rand.NewPCG(seed, seed^0x9E3779B97F4A7C15))
	draw := func(ds []time.Duration) time.Duration {
		s := make([]time.Duration, len(ds))
		for i := range s {
			s[i] = ds[r.IntN(len(ds))]
		}
		return median(s)
	}
	ratios := make([]float64, resamples)
	for i := range ratios {
		ratios[i] = float64(draw(a)) / float64(draw(b))
	}
	slices.Sort(ratios)
	return ratios[resamples*25/1000], ratios[resamples*975/1000-1]
}
