//go:build !js

package main

import (
	"testing"
	"time"
)

// The spread of a ratio of medians holds the ratio measured, is nothing where the visits do not
// scatter, and widens as they scatter more.
func TestRatioSpreadWidensWithTheScatter(t *testing.T) {
	ms := func(v ...int) []time.Duration {
		out := make([]time.Duration, len(v))
		for i, x := range v {
			out[i] = time.Duration(x) * time.Millisecond
		}
		return out
	}
	const seed = 7
	t.Logf("seed %d", seed)
	if lo, hi := ratioSpread(ms(2000, 2000, 2000), ms(1000, 1000, 1000), seed); lo != 2 || hi != 2 {
		t.Errorf("visits that do not scatter: %.3f–%.3f, want 2–2", lo, hi)
	}
	app, hello := ms(1900, 2000, 2100, 1950, 2050, 2000, 1980), ms(1500, 1550, 1450, 1520, 1480, 1500, 1510)
	lo, hi := ratioSpread(app, hello, seed)
	measured := float64(median(app)) / float64(median(hello))
	if !(lo <= measured && measured <= hi) || lo >= hi {
		t.Errorf("the ratio %.3f measured lies outside its spread %.3f–%.3f", measured, lo, hi)
	}
	wide := ms(1500, 2500, 2100, 1700, 2300, 2000, 1900)
	wlo, whi := ratioSpread(wide, hello, seed)
	if whi-wlo <= hi-lo {
		t.Errorf("more scattered visits give a spread %.3f–%.3f, no wider than %.3f–%.3f", wlo, whi, lo, hi)
	}
}
