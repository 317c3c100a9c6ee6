package solver

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/tally"
)

// contracts are the contracts the solver plays.
var contracts = []tally.Contract{
	tally.TrumpContract(tally.Spades), tally.TrumpContract(tally.Hearts), tally.TrumpContract(tally.Diamonds),
	tally.TrumpContract(tally.Clubs), tally.ContractObenabe, tally.ContractUndenufe,
}

// ruleSets are the card-play settings that change the search: the undertrump policies, the
// reference trump, and Undenufe with and without the 6/A swap.
var ruleSets = []tally.Rules{
	{Undertrump: tally.UndertrumpForbidden, UndertrumpReference: tally.ReferenceHighest, UndenufeSwap: true},
	{Undertrump: tally.UndertrumpHindersi, UndertrumpReference: tally.ReferenceHighest, UndenufeSwap: false},
	{Undertrump: tally.UndertrumpOvertrump, UndertrumpReference: tally.ReferenceHighest, UndenufeSwap: true},
	{Undertrump: tally.UndertrumpForbidden, UndertrumpReference: tally.ReferenceLowest, UndenufeSwap: false},
}

func ruleName(r tally.Rules) string {
	return fmt.Sprintf("%s/%s/swap=%v", r.Undertrump, r.UndertrumpReference, r.UndenufeSwap)
}

// seedOf is the seed of a randomised test: SOLVER_SEED is not read, the time is, and it is logged.
func seedOf(t testing.TB) int64 {
	seed := time.Now().UnixNano()
	t.Logf("seed %d", seed)
	return seed
}

// randomHands deals the 36 cards at random, nine to each seat.
func randomHands(rng *rand.Rand) [4]tally.CardSet {
	var h [4]tally.CardSet
	for i, c := range rng.Perm(tally.NumCards) {
		h[i/9] = h[i/9].Add(tally.Card(c))
	}
	return h
}

// randomPlay plays count cards of a deal at random but legally from seat leader, with the
// engine's own rules, and returns them.
func randomPlay(rng *rand.Rand, d Deal, count int) []tally.Card {
	m := d.Contract.ScoringMode()
	pol := d.Rules.PlayPolicy()
	hands := d.Hands
	leader := d.Leader
	var played, trick []tally.Card
	for range count {
		p := (leader + len(trick)) % 4
		legal := tally.Legal(hands[p], trick, m, pol).Cards()
		c := legal[rng.Intn(len(legal))]
		hands[p] = hands[p].Remove(c)
		trick = append(trick, c)
		played = append(played, c)
		if len(trick) == 4 {
			leader = (leader + tally.TrickWinner(trick, m)) % 4
			trick = trick[:0]
		}
	}
	return played
}

// brute is a plain minimax with no pruning and no table, on the engine's rules: team 0's points
// from here, the open trick whole and the last trick's 5 included.
type brute struct {
	m     tally.Mode
	pol   tally.PlayPolicy
	swap  bool
	hands [4]tally.CardSet
	trick []tally.Card
	lead  int
}

// newBrute replays d's cards played and stands at the position after them.
func newBrute(d Deal) *brute {
	b := &brute{m: d.Contract.ScoringMode(), pol: d.Rules.PlayPolicy(), swap: d.Rules.UndenufeSwap, hands: d.Hands, lead: d.Leader}
	for _, c := range d.Played {
		b.play(c)
	}
	return b
}

func (b *brute) turn() int { return (b.lead + len(b.trick)) % 4 }

func (b *brute) legal() []tally.Card {
	return tally.Legal(b.hands[b.turn()], b.trick, b.m, b.pol).Cards()
}

// play plays c for the seat on turn and returns team 0's points from a trick it completes, and
// what undo needs.
func (b *brute) play(c tally.Card) (gain int, undo func()) {
	p := b.turn()
	oldTrick, oldLead := slices.Clone(b.trick), b.lead
	b.hands[p] = b.hands[p].Remove(c)
	b.trick = append(b.trick, c)
	if len(b.trick) == 4 {
		pts := 0
		for _, x := range b.trick {
			pts += b.m.Value(x, b.swap)
		}
		if b.hands[0]|b.hands[1]|b.hands[2]|b.hands[3] == 0 {
			pts += tally.LastTrickBonus
		}
		b.lead = (b.lead + tally.TrickWinner(b.trick, b.m)) % 4
		b.trick = nil
		if b.lead%2 == 0 {
			gain = pts
		}
	}
	return gain, func() {
		b.hands[p] = b.hands[p].Add(c)
		b.trick, b.lead = oldTrick, oldLead
	}
}

func (b *brute) value() int {
	if len(b.trick) == 0 && b.hands[0]|b.hands[1]|b.hands[2]|b.hands[3] == 0 {
		return 0
	}
	maxing := b.turn()%2 == 0
	best := -1
	for _, c := range b.legal() {
		gain, undo := b.play(c)
		v := gain + b.value()
		undo()
		if best < 0 || maxing && v > best || !maxing && v < best {
			best = v
		}
	}
	return best
}

// inPlay is the points of the cards not in a complete trick, with the last trick's 5.
func (b *brute) inPlay() int {
	if len(b.trick) == 0 && b.hands[0]|b.hands[1]|b.hands[2]|b.hands[3] == 0 {
		return 0
	}
	pts := tally.LastTrickBonus
	for _, h := range b.hands {
		pts += b.m.SetValue(h, b.swap)
	}
	return pts + b.m.SetValue(tally.SetOf(b.trick...), b.swap)
}

// endgame is a random deal with all but the last tricks (and some cards of the next) played.
func endgame(rng *rand.Rand, ct tally.Contract, r tally.Rules, tricksLeft int) Deal {
	d := Deal{Contract: ct, Rules: r, Hands: randomHands(rng), Leader: rng.Intn(4)}
	d.Played = randomPlay(rng, d, tally.NumCards-4*tricksLeft+rng.Intn(4))
	return d
}

// checkAgainstBrute compares the solver with the brute force on d: the teams' points and every
// legal card's value.
func checkAgainstBrute(t *testing.T, s *Solver, d Deal, what string) {
	t.Helper()
	res, err := s.Solve(d)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	b := newBrute(d)
	want := b.value()
	if res.Team[0] != want || res.Team[0]+res.Team[1] != b.inPlay() || res.InPlay != b.inPlay() {
		t.Errorf("%s: solver %v (in play %d), brute force team 0 %d of %d", what, res.Team, res.InPlay, want, b.inPlay())
	}
	legal := b.legal()
	if len(res.Moves) != len(legal) {
		t.Fatalf("%s: %d moves, %d legal cards %v", what, len(res.Moves), len(legal), legal)
	}
	for i, c := range legal {
		gain, undo := b.play(c)
		v := gain + b.value()
		undo()
		if res.Moves[i].Card != c || res.Moves[i].Team0 != v {
			t.Errorf("%s: move %s: solver %v, brute force %d", what, c, res.Moves[i], v)
		}
	}
}

// The solver and a brute-force minimax agree on the last three and four tricks of random deals,
// in every contract and under every card-play setting, on the result and on every legal card.
func TestSolverMatchesBruteForce(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	s := NewSize(16)
	deals := 0
	for _, ct := range contracts {
		for _, r := range ruleSets {
			for _, left := range []int{3, 4} {
				for range 6 {
					d := endgame(rng, ct, r, left)
					checkAgainstBrute(t, s, d, fmt.Sprintf("%s %s, %d tricks left, played %v", ct, ruleName(r), left, d.Played))
					deals++
				}
			}
		}
	}
	t.Logf("%d endgames", deals)
}

// In the last three tricks the solver agrees with the brute force at every position of the game
// tree, not only at its root.
func TestSolverMatchesBruteForceEverywhere(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	s := NewSize(16)
	positions := 0
	for _, ct := range contracts {
		r := ruleSets[rng.Intn(len(ruleSets))]
		d := endgame(rng, ct, r, 3)
		var walk func(played []tally.Card)
		walk = func(played []tally.Card) {
			d := d
			d.Played = played
			checkAgainstBrute(t, s, d, fmt.Sprintf("%s %s, played %v", ct, ruleName(r), played))
			positions++
			for _, c := range newBrute(d).legal() {
				walk(append(slices.Clone(played), c))
			}
		}
		walk(d.Played)
	}
	t.Logf("%d positions", positions)
}
