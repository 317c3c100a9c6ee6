package tally

import (
	"math/rand/v2"
	"testing"
)

// randomSchieberGame builds n legal card-by-card deals with every fourth entered as points only.
func randomSchieberGame(tb testing.TB, n int, seed uint64) []SchieberDeal {
	rng := rand.New(rand.NewPCG(seed, 7))
	r := preset(tb, "seed")
	var deals []SchieberDeal
	for i := range n {
		perm := rng.Perm(36)
		var hands [4]CardSet
		for k, c := range perm {
			hands[k/9] = hands[k/9].Add(Card(c))
		}
		c := ModeContract(Mode(rng.IntN(NumModes)))
		vorhand := i % 4
		tricks := playOut(tb, hands, c, vorhand, nil, r)
		d := SchieberDeal{Contract: c, Vorhand: vorhand, Tricks: tricks, Match: -1, Stoeck: -1, WonBy: -1}
		for seat := range 4 {
			for _, w := range BestWeis(hands[seat], c.ScoringMode(), r) {
				d.Weis = append(d.Weis, WeisClaim{Seat: seat, Cards: w.Cards.Cards(), Team: -1})
			}
		}
		if i%4 == 3 {
			sc := ScoreSchieber(d, r)
			d.Tricks, d.Points, d.Match = nil, sc.CardPoints, sc.Match
			if sc.Match >= 0 {
				d.Points[sc.Match] -= r.MatchBonus
			}
			d.Weis = nil
			if sc.WeisTeam >= 0 {
				d.Weis = []WeisClaim{{Seat: -1, Team: sc.WeisTeam, Points: sc.Weis[sc.WeisTeam]}}
			}
		}
		deals = append(deals, d)
	}
	return deals
}

// BenchmarkReplaySchieber40 replays a 40-deal game (30 card by card with Weis, 10 points only)
// the way the app does after every entry.
func BenchmarkReplaySchieber40(b *testing.B) {
	deals := randomSchieberGame(b, 40, 1)
	r := preset(b, "seed")
	r.Target = 5000
	b.ReportAllocs()
	for b.Loop() {
		st := ReplaySchieber(r, deals)
		if len(st.Scores) != 40 {
			b.Fatal("short replay")
		}
	}
}

// The random games used by the benchmark are legal and score as the engine says.
func TestRandomSchieberGamesAreClean(t *testing.T) {
	r := preset(t, "seed")
	r.Target = 5000
	for seed := range uint64(20) {
		deals := randomSchieberGame(t, 40, seed)
		st := ReplaySchieber(r, deals)
		for _, v := range st.Violations {
			if v.Rule != RuleAfterFinish && v.Rule != RuleFinishUndecided {
				t.Fatalf("seed %d: %v", seed, v)
			}
		}
		sum := [2]int{}
		for _, s := range st.Scores {
			sum[0] += s.Score[0]
			sum[1] += s.Score[1]
			if s.Match < 0 && s.CardPoints[0]+s.CardPoints[1] != DealPoints {
				t.Fatalf("seed %d: card points %v", seed, s.CardPoints)
			}
		}
		if sum != st.Totals {
			t.Fatalf("seed %d: totals %v, sum of deals %v", seed, st.Totals, sum)
		}
	}
}

// BenchmarkScoreFullDeal checks and scores the whole TV-6 deal card by card: legal play of all 36
// cards, three declared Weis checked against the hands, Stöck, Match and the multiplier.
func BenchmarkScoreFullDeal(b *testing.B) {
	d := tv6Deal(b)
	r := preset(b, "seed")
	b.ReportAllocs()
	for b.Loop() {
		if s := ScoreSchieber(d, r); s.Score != [2]int{556, 98} {
			b.Fatal(s.Score)
		}
	}
}
