package tally

import "testing"

func BenchmarkBestWeis(b *testing.B) {
	seed := weisRules(b, nil)
	kreuz := weisRules(b, func(r *Rules) { r.Kreuzweis = true })
	small := weisRules(b, func(r *Rules) { r.Weis = WeisSmall })
	cases := []struct {
		name string
		hand CardSet
		mode Mode
		r    Rules
	}{
		{"TV9-four-K-run", mustSet(b, "DK HK CK SK SA SQ SJ D6 H9"), TrumpS, seed},
		{"TV9-four-K-run-kreuzweis", mustSet(b, "DK HK CK SK SA SQ SJ D6 H9"), TrumpS, kreuz},
		{"TV9-four-T-run", mustSet(b, "DT HT ST CT D6 D7 D8 D9 S6"), Obenabe, seed},
		{"TV6-seat2", mustSet(b, "CT C8 SA SK ST HT H9 DT D9"), TrumpC, seed},
		{"no-weis", mustSet(b, "S6 S8 ST SQ H7 H9 DJ DK CA"), TrumpH, seed},
		{"9-run-small", mustSet(b, "H6 H7 H8 H9 HT HJ HQ HK HA"), Undenufe, small},
		{"whole-deck", AllCards, TrumpD, seed},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				BestWeis(c.hand, c.mode, c.r)
			}
		})
	}
}

func BenchmarkCompareWeis(b *testing.B) {
	r := weisRules(b, nil)
	run, other := mustWeis(b, "D7 D8 D9"), mustWeis(b, "H7 H8 H9")
	quartet, long := mustWeis(b, "four K"), mustWeis(b, "D8 D9 DT DJ DQ")
	b.ReportAllocs()
	for b.Loop() {
		CompareWeis(run, 0, other, 1, TrumpH, r) // down to the trump step
		CompareWeis(quartet, 0, long, 1, Undenufe, r)
	}
}
