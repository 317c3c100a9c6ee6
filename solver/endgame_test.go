package solver

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/jasstafel/jasstafel/tally"
)

// In the last two, three and four tricks of random deals — every contract, every card-play
// setting, the teams and every seat alone against the other three — the solver agrees with the
// brute force on the result and on every legal card, and Value, which asks the last two tricks
// from their start, agrees too. Deals dealt with two cards in each hand (a Deal in its last
// tricks, §3.4's last trick's 5 with the second) are among them.
func TestLastTwoMatchesBruteForce(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	s := NewSize(16)
	deals := 0
	check := func(d Deal, what string) {
		t.Helper()
		checkAgainstBrute(t, s, d, what)
		teams, _, err := s.Value(d)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		b := newBrute(d)
		if want := b.value(); teams != [2]int{want, b.inPlay() - want} {
			t.Errorf("%s: Value %v, brute force team 0 %d of %d", what, teams, want, b.inPlay())
		}
		deals++
	}
	for _, ct := range contracts {
		for _, r := range ruleSets {
			for _, left := range []int{2, 3, 4} {
				for range sampled([]int{2: 6, 3: 3, 4: 2}[left], 1) {
					d := endgame(rng, ct, r, left)
					check(d, fmt.Sprintf("%s %s, %d tricks left, played %v", ct, ruleName(r), left, d.Played))
					d.Solo, d.SoloSeat = true, rng.Intn(4)
					check(d, fmt.Sprintf("%s %s, seat %d alone, %d tricks left, played %v", ct, ruleName(r), d.SoloSeat, left, d.Played))
				}
			}
			for range sampled(8, 2) {
				d := lastTwoDeal(rng, ct, r)
				check(d, fmt.Sprintf("%s %s, hands %v, leader %d", ct, ruleName(r), d.Hands, d.Leader))
				d.Solo, d.SoloSeat = true, rng.Intn(4)
				check(d, fmt.Sprintf("%s %s, hands %v, leader %d, seat %d alone", ct, ruleName(r), d.Hands, d.Leader, d.SoloSeat))
			}
		}
	}
	t.Logf("%d endgames", deals)
}

// lastTwoDeal is a Deal of two cards in each hand and nothing played: eight cards dealt at random,
// a random leader.
func lastTwoDeal(rng *rand.Rand, ct tally.Contract, r tally.Rules) Deal {
	d := Deal{Contract: ct, Rules: r, Leader: rng.Intn(4)}
	for i, c := range rng.Perm(tally.NumCards)[:8] {
		d.Hands[i/2] = d.Hands[i/2].Add(tally.Card(c))
	}
	return d
}

// At the start of the last two tricks, lastTwo gives team 0's exact points, searched and then
// from its table, and the alpha-beta search under it keeps its contract at every window: the
// value when it lies inside, else a bound on the right side of the window.
func TestLastTwoKeepsTheWindow(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	s := NewSize(10)
	for i := range sampled(600, 60) {
		ct := contracts[i%len(contracts)]
		r := ruleSets[rng.Intn(len(ruleSets))]
		d := lastTwoDeal(rng, ct, r)
		if rng.Intn(2) == 0 {
			d = Deal{Contract: ct, Rules: r, Hands: randomHands(rng), Leader: rng.Intn(4)}
			d.Played = randomPlay(rng, d, tally.NumCards-8)
		}
		d.Solo, d.SoloSeat = rng.Intn(3) == 0, rng.Intn(4)
		made := newBrute(d).value()
		if err := s.setup(d); err != nil {
			t.Fatal(err)
		}
		if s.left != 8 || s.tr.n != 0 {
			t.Fatalf("%s %s, played %v: %d cards left, %d in the trick", ct, ruleName(r), d.Played, s.left, s.tr.n)
		}
		what := fmt.Sprintf("%s %s, played %v, hands %v, leader %d, solo %v seat %d", ct, ruleName(r), d.Played, d.Hands, d.Leader, d.Solo, d.SoloSeat)
		for range 2 { // searched, then from the table
			if v := s.lastTwo(); v != made {
				t.Errorf("%s: lastTwo %d, team 0 makes %d", what, v, made)
			}
		}
		for alpha := -1; alpha <= s.inPlay; alpha++ {
			for _, beta := range []int{alpha + 1, alpha + 2, alpha + 9, s.inPlay + 1} {
				var trick [4]tally.Card
				v := s.lastTwoCard(alpha, beta, &trick, 0, 0, 0, 0, 0)
				if v > alpha && v < beta && v != made || v <= alpha && v < made || v >= beta && v > made {
					t.Errorf("%s, window (%d, %d): %d, team 0 makes %d", what, alpha, beta, v, made)
				}
			}
		}
	}
}
