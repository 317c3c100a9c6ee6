package tally

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkCoiffeurSheet enters a whole 16-deal team sheet: team 0's eight deals card by card
// (checked by CheckPlay), team 1's as points, each Vorhand choosing for his own team.
func BenchmarkCoiffeurSheet(b *testing.B) {
	r := cfRules(b, nil)
	rng := rand.New(rand.NewPCG(16, 8))
	contracts := []Contract{TrumpContract(Diamonds), TrumpContract(Hearts), TrumpContract(Spades), TrumpContract(Clubs),
		ContractObenabe, ContractUndenufe, TrumpContract(Clubs), ContractObenabe}
	deals := make([]CoiffeurDeal, 16)
	for k := range deals {
		v := k % 4
		d := CoiffeurDeal{Row: k / 2, Side: Team(v), Contract: contracts[k/2], Vorhand: v, Match: -1, Stoeck: -1}
		if d.Side == 0 {
			d.Tricks = cfRandomTricks(rng, d.Contract, v, 4, r)
		} else {
			x := rng.IntN(DealPoints + 1)
			d.Points = []int{DealPoints - x, x}
		}
		deals[k] = d
	}
	for b.Loop() {
		s, err := NewCoiffeurSheet(r, 4)
		if err != nil {
			b.Fatal(err)
		}
		for _, d := range deals {
			if ds := s.Add(d); !ds.Filled {
				b.Fatalf("deal refused: %v", ds.Violations)
			}
		}
		if !s.Complete() {
			b.Fatal("sheet not complete")
		}
	}
}
