package tally

import "testing"

var (
	lpSinkSet    CardSet
	lpSinkResult PlayResult
)

// BenchmarkLegal: a mid-trick position with a trump in the trick and the undertrump ban to apply.
func BenchmarkLegal(b *testing.B) {
	hand := lpSet(b, "H7 CK CJ C6 S6 D9 DA")
	trick := lpCards(b, "HT HA CA")
	b.ReportAllocs()
	for b.Loop() {
		lpSinkSet = Legal(hand, trick, TrumpC, PlayPolicy{})
	}
}

// BenchmarkCheckPlay: the full 36-card Schieber deal of TV-6.
func BenchmarkCheckPlay(b *testing.B) {
	p := lpTV6(b)
	r, _ := Preset(Schieber, "seed")
	b.ReportAllocs()
	for b.Loop() {
		lpSinkResult = CheckPlay(p, r)
	}
}

func BenchmarkTrickWinner(b *testing.B) {
	trick := lpCards(b, "HT HA CA C9")
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		n += TrickWinner(trick, TrumpC)
	}
	_ = n
}
