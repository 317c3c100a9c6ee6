package tally

import "testing"

// The engine calls behind one tap at the table: each must answer well inside a frame.

var (
	refSinkAnswer   TrickAnswer
	refSinkWeis     []Weis
	refSinkDecision WeisDecision
)

// BenchmarkJudgeTrick: the referee's answer for a seven-card hand on a trick with a trump in it.
func BenchmarkJudgeTrick(b *testing.B) {
	r := weisRules(b, nil)
	hand := lpCards(b, "H7 CK CJ C6 S6 D9 DA")
	trick := lpCards(b, "HT HA CA")
	c := TrumpContract(Clubs)
	b.ReportAllocs()
	for b.Loop() {
		refSinkAnswer, _ = JudgeTrick(hand, trick, c, 3, r)
	}
}

// BenchmarkRunningCheck: the check after a tap in the middle of a deal entered card by card,
// five tricks and two cards of the sixth of TV-6.
func BenchmarkRunningCheck(b *testing.B) {
	p := lpTV6(b)
	p.Tricks = append(p.Tricks[:5:5], p.Tricks[5][:2])
	r := weisRules(b, nil)
	b.ReportAllocs()
	for b.Loop() {
		lpSinkResult = CheckPlaySoFar(p, r)
	}
}

// BenchmarkWeisCandidates: the combinations offered to a player whose cards are known.
func BenchmarkWeisCandidates(b *testing.B) {
	r := weisRules(b, nil)
	hand := mustSet(b, "DK HK CK SK SA SQ SJ D6 H9")
	b.ReportAllocs()
	for b.Loop() {
		refSinkWeis = WeisCandidates(hand, TrumpS, r)
	}
}

// BenchmarkDecideWeis: the four players' declarations of TV-8 W8 checked and compared.
func BenchmarkDecideWeis(b *testing.B) {
	r := weisRules(b, nil)
	calls := []WeisCall{
		{Seat: 0, Kind: WeisQuartet, Top: King},
		{Seat: 2, Kind: WeisRun, Suit: Hearts, Top: Eight, Len: 3},
		{Seat: 1, Kind: WeisRun, Suit: Diamonds, Top: Queen, Len: 4},
		{Seat: 3, Kind: WeisRun, Suit: Spades, Top: Eight, Len: 3},
	}
	b.ReportAllocs()
	for b.Loop() {
		refSinkDecision = DecideWeis(calls, 0, TrumpD, r)
	}
}
