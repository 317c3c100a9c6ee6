// Package legaldeal deals the tests' card-by-card deals: seeded, logged, and played out legally,
// so that the screens' tests and the browser's tap in whole deals the engine accepts.
package legaldeal

import (
	"math/rand/v2"
	"testing"

	"github.com/jasstafel/jasstafel/tally"
)

// Deal deals the fixed cards seat0 (as the engine writes them, "S6 HA") to seat 0 and the rest at
// random from seed (logged), and plays the hands out from leader, each seat its lowest legal
// card, trick by trick in the contract's mode for it under rules r.
func Deal(t testing.TB, seed uint64, seat0 string, contract tally.Contract, leader int, r tally.Rules) [][]tally.Card {
	t.Helper()
	t.Logf("seed %d", seed)
	fixed, err := tally.ParseCards(seat0)
	if err != nil {
		t.Fatalf("seat 0's cards %q: %v", seat0, err)
	}
	var hands [4]tally.CardSet
	hands[0] = tally.SetOf(fixed...)
	rest := (tally.AllCards &^ hands[0]).Cards()
	rng := rand.New(rand.NewPCG(seed, 11))
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	for s := range 4 {
		for hands[s].Len() < 9 {
			hands[s], rest = hands[s].Add(rest[0]), rest[1:]
		}
	}
	return Play(hands, contract, leader, r)
}

// Play plays hands out from leader, each seat its lowest legal card, trick by trick in the
// contract's mode for it under rules r, the engine naming each trick's winner. A cheat, when it
// returns a card, has seat play that card instead at that trick (0 for the first), to make a
// deal with a breach.
func Play(hands [4]tally.CardSet, contract tally.Contract, leader int, r tally.Rules, cheat ...func(trick, seat int, hand tally.CardSet) tally.Card) [][]tally.Card {
	var tricks [][]tally.Card
	for i := range 9 {
		m := contract.TrickMode(i, 9, r.GuschtiSplit)
		var trick []tally.Card
		for p := range 4 {
			s := (leader + p) % 4
			k := tally.Legal(hands[s], trick, m, r.PlayPolicy()).First()
			for _, f := range cheat {
				if x := f(i, s, hands[s]); x != tally.NoCard {
					k = x
				}
			}
			hands[s] = hands[s].Remove(k)
			trick = append(trick, k)
		}
		tricks = append(tricks, trick)
		leader = (leader + tally.TrickWinner(trick, m)) % 4
	}
	return tricks
}
