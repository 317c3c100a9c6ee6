package solver

import (
	"fmt"
	"math/rand"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/tally"
)

// contracts are the contracts the solver plays: the simple ones, then the mixed ones.
var contracts = []tally.Contract{
	tally.TrumpContract(tally.Spades), tally.TrumpContract(tally.Hearts), tally.TrumpContract(tally.Diamonds),
	tally.TrumpContract(tally.Clubs), tally.ContractObenabe, tally.ContractUndenufe,
	{Kind: tally.KindSlalom, Start: tally.Obenabe}, {Kind: tally.KindSlalom, Start: tally.Undenufe},
	{Kind: tally.KindGuschti}, {Kind: tally.KindMary},
	trio(tally.TrumpS, tally.Obenabe, tally.Undenufe), trio(tally.Undenufe, tally.TrumpH, tally.Obenabe),
	trio(tally.Obenabe, tally.Undenufe, tally.TrumpD), trio(tally.TrumpC, tally.TrumpH, tally.Obenabe),
}

// trio is the Trio of the three modes, named at tricks 1, 4 and 7.
func trio(a, b, c tally.Mode) tally.Contract {
	return tally.Contract{Kind: tally.KindTrio, Trio: [3]tally.Mode{a, b, c}}
}

// trickMode is the mode of the trick that holds the cards left (those in the hands and the trick
// being played, a multiple of four) in a deal of d's contract and rules: the order of power of a
// mixed contract changes from trick to trick (tally.Contract.TrickMode).
func trickMode(d Deal, left int) tally.Mode {
	return d.Contract.TrickMode(numTricks-left/4, numTricks, d.Rules.GuschtiSplit)
}

// ruleSets are the card-play settings that change the search: the undertrump policies, the
// reference trump, Undenufe with and without the 6/A swap, and where Guschti and Mary change
// their mode.
var ruleSets = []tally.Rules{
	{Undertrump: tally.UndertrumpForbidden, UndertrumpReference: tally.ReferenceHighest, UndenufeSwap: true, GuschtiSplit: 5},
	{Undertrump: tally.UndertrumpHindersi, UndertrumpReference: tally.ReferenceHighest, UndenufeSwap: false, GuschtiSplit: 4},
	{Undertrump: tally.UndertrumpOvertrump, UndertrumpReference: tally.ReferenceHighest, UndenufeSwap: true, GuschtiSplit: 4},
	{Undertrump: tally.UndertrumpForbidden, UndertrumpReference: tally.ReferenceLowest, UndenufeSwap: false, GuschtiSplit: 5},
}

func ruleName(r tally.Rules) string {
	return fmt.Sprintf("%s/%s/swap=%v/split=%d", r.Undertrump, r.UndertrumpReference, r.UndenufeSwap, r.GuschtiSplit)
}

// seedOf is the seed of a randomised test: the time, or SOLVER_SEED to replay a failure; it is
// logged.
func seedOf(t testing.TB) int64 {
	seed := time.Now().UnixNano()
	if v, err := strconv.ParseInt(os.Getenv("SOLVER_SEED"), 10, 64); err == nil {
		seed = v
	}
	t.Logf("seed %d", seed)
	return seed
}

// cardSet is the cards of s, written as the commands take them ("H6 HA SJ").
func cardSet(t testing.TB, s string) tally.CardSet {
	t.Helper()
	c, err := tally.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return tally.SetOf(c...)
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
	pol := d.Rules.PlayPolicy()
	hands := d.Hands
	leader := d.Leader
	var played, trick []tally.Card
	for range count {
		p := (leader + len(trick)) % 4
		left := (hands[0] | hands[1] | hands[2] | hands[3]).Len() + len(trick)
		legal := tally.Legal(hands[p], trick, trickMode(d, left), pol).Cards()
		c := legal[rng.Intn(len(legal))]
		hands[p] = hands[p].Remove(c)
		trick = append(trick, c)
		played = append(played, c)
		if len(trick) == 4 {
			left := (hands[0] | hands[1] | hands[2] | hands[3]).Len() + 4
			leader = (leader + tally.TrickWinner(trick, trickMode(d, left))) % 4
			trick = trick[:0]
		}
	}
	return played
}

// brute is a plain minimax with no pruning and no table, on the engine's rules: team 0's points
// from here, the open trick whole and the last trick's 5 included.
type brute struct {
	d     Deal // the contract and rules
	m     tally.Mode
	pol   tally.PlayPolicy
	swap  bool
	hands [4]tally.CardSet
	trick []tally.Card
	lead  int
	side  [4]int // each seat's team
}

// newBrute replays d's cards played and stands at the position after them.
func newBrute(d Deal) *brute {
	b := &brute{d: d, m: d.Contract.ScoringMode(), pol: d.Rules.PlayPolicy(), swap: d.Rules.UndenufeSwap, hands: d.Hands, lead: d.Leader,
		side: [4]int{0, 1, 0, 1}}
	if d.Solo {
		b.side = [4]int{1, 1, 1, 1}
		b.side[d.SoloSeat] = 0
	}
	for _, c := range d.Played {
		b.play(c)
	}
	return b
}

func (b *brute) turn() int { return (b.lead + len(b.trick)) % 4 }

func (b *brute) legal() []tally.Card {
	left := (b.hands[0] | b.hands[1] | b.hands[2] | b.hands[3]).Len() + len(b.trick)
	return tally.Legal(b.hands[b.turn()], b.trick, trickMode(b.d, left), b.pol).Cards()
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
		left := (b.hands[0] | b.hands[1] | b.hands[2] | b.hands[3]).Len()
		if left == 0 {
			pts += tally.LastTrickBonus
		}
		b.lead = (b.lead + tally.TrickWinner(b.trick, trickMode(b.d, left+4))) % 4
		b.trick = nil
		if b.side[b.lead] == 0 {
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
	maxing := b.side[b.turn()] == 0
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
				for range sampled(6, 1) {
					d := endgame(rng, ct, r, left)
					checkAgainstBrute(t, s, d, fmt.Sprintf("%s %s, %d tricks left, played %v", ct, ruleName(r), left, d.Played))
					deals++
				}
			}
		}
	}
	t.Logf("%d endgames", deals)
}

// With one seat alone against the other three (the Differenzler's sides) the solver and the brute
// force agree too, for every seat alone, and the seat's points are not those of its team.
func TestSolverSoloMatchesBruteForce(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	s := NewSize(16)
	differ := 0
	for _, ct := range contracts {
		for seat := range 4 {
			for range sampled(3, 1) {
				d := endgame(rng, ct, ruleSets[rng.Intn(len(ruleSets))], 3+rng.Intn(2))
				teams, _, err := s.Value(d)
				if err != nil {
					t.Fatal(err)
				}
				d.Solo, d.SoloSeat = true, seat
				checkAgainstBrute(t, s, d, fmt.Sprintf("%s seat %d alone, played %v", ct, seat, d.Played))
				if alone, _, _ := s.Value(d); alone[0] != teams[seat%2] {
					differ++
				}
			}
		}
	}
	n := len(contracts) * 4 * sampled(3, 1)
	t.Logf("%d of %d endgames: the seat alone makes other points than its team", differ, n)
	if differ*72 < 20*n {
		t.Errorf("only %d of %d seats alone make other points than their team", differ, n)
	}
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

// Value to within w points: on random positions (five and six tricks left, every contract, two
// teams or a seat alone) the answer lies within w of the exact value, the teams still share the
// points in play, and the searches are those of the exact value cut short: never more positions.
func TestValueWithinPoints(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	exact, near := NewSize(18), NewSize(18)
	saved := int64(0)
	for i := range 60 {
		ct := contracts[i%len(contracts)]
		r := ruleSets[rng.Intn(len(ruleSets))]
		d := endgame(rng, ct, r, 5+rng.Intn(2))
		if i%3 == 0 {
			d.Solo, d.SoloSeat = true, rng.Intn(4)
		}
		w := 1 + rng.Intn(5)
		what := fmt.Sprintf("%s %s, solo %v, within %d, played %v", ct, ruleName(r), d.Solo, w, d.Played)
		want, n0, err := exact.Value(d)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		d.Within = w
		got, n, err := near.Value(d)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if got[0] < want[0]-w || got[0] > want[0]+w || got[0]+got[1] != want[0]+want[1] {
			t.Errorf("%s: %v, exact %v", what, got, want)
		}
		if n > n0 {
			t.Errorf("%s: %d positions, %d for the exact value", what, n, n0)
		}
		saved += n0 - n
	}
	if saved == 0 {
		t.Error("not one position saved on 60 positions")
	}
	t.Logf("%d positions fewer", saved)
}

// Properties on random positions with four and five tricks left: the values stay within the
// points still in play, the teams add up to them, the result is the best card's value, Value
// agrees with Solve, and playing a recommended card (or any card) keeps the value the solver gave it.
func TestSolverProperties(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	s := NewSize(18)
	for i := range 24 {
		ct := contracts[i%len(contracts)]
		r := ruleSets[rng.Intn(len(ruleSets))]
		d := endgame(rng, ct, r, 4+rng.Intn(2))
		what := fmt.Sprintf("%s %s, played %v", ct, ruleName(r), d.Played)
		res, err := s.Solve(d)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if res.Team[0] < 0 || res.Team[1] < 0 || res.Team[0]+res.Team[1] != res.InPlay {
			t.Errorf("%s: teams %v do not share the %d points in play", what, res.Team, res.InPlay)
		}
		best := -1
		for _, m := range res.Moves {
			if m.Team0 < 0 || m.Team0 > res.InPlay {
				t.Errorf("%s: %s worth %d of %d in play", what, m.Card, m.Team0, res.InPlay)
			}
			if best < 0 || res.Turn%2 == 0 && m.Team0 > best || res.Turn%2 == 1 && m.Team0 < best {
				best = m.Team0
			}
		}
		if best != res.Team[0] {
			t.Errorf("%s: result %d, best card %d", what, res.Team[0], best)
		}
		if v, _, err := s.Value(d); err != nil || v != res.Team {
			t.Errorf("%s: Value %v (%v), Solve %v", what, v, err, res.Team)
		}
		if len(res.Best()) == 0 {
			t.Errorf("%s: no best card among %v", what, res.Moves)
		}
		for _, m := range res.Moves {
			next := d
			next.Played = append(slices.Clone(d.Played), m.Card)
			after, err := s.Solve(next)
			if err != nil {
				t.Fatalf("%s then %s: %v", what, m.Card, err)
			}
			// The points of a trick the card completes leave play.
			banked := res.InPlay - after.InPlay
			gain := 0
			if banked > 0 && after.Turn%2 == 0 {
				gain = banked
			}
			if got := gain + after.Team[0]; got != m.Team0 {
				t.Errorf("%s: %s was worth %d, after it team 0 makes %d", what, m.Card, m.Team0, got)
			}
		}
	}
}

// Deals that cannot be played are refused with a message naming what is wrong; nothing panics.
func TestSolverRefusesBadDeals(t *testing.T) {
	hands := [4]tally.CardSet{
		tally.SetOf(tally.MustCard("S6"), tally.MustCard("S7")),
		tally.SetOf(tally.MustCard("H6"), tally.MustCard("S8")),
		tally.SetOf(tally.MustCard("D6"), tally.MustCard("D7")),
		tally.SetOf(tally.MustCard("C6"), tally.MustCard("C7")),
	}
	hearts := tally.TrumpContract(tally.Hearts)
	s := NewSize(10)
	with := func(f func(d *Deal)) Deal {
		d := Deal{Contract: hearts, Hands: hands}
		f(&d)
		return d
	}
	for _, c := range []struct {
		d    Deal
		want string
	}{
		{with(func(d *Deal) { d.Contract = trio(tally.Obenabe, tally.Undenufe, tally.TrumpH) }), ""},
		{with(func(d *Deal) {
			d.Contract, d.Rules.MixedValues = trio(tally.TrumpS, tally.Undenufe, tally.Obenabe), tally.MixedPerTrick
		}), "contract trio:S,undenufe,obenabe with mixedValues=perTrick"},
		{with(func(d *Deal) {
			d.Contract = tally.Contract{Kind: tally.KindTrio, Trio: [3]tally.Mode{tally.Obenabe, tally.NumModes, tally.TrumpH}}
		}), "the solver plays"},
		{with(func(d *Deal) { d.Contract = tally.Contract{Kind: tally.KindGuschti} }), ""},
		{with(func(d *Deal) {
			d.Contract = tally.Contract{Kind: tally.KindSlalom, Start: tally.TrumpMode(tally.Hearts)}
		}), "contract slalom-H: the solver plays"},
		{with(func(d *Deal) {
			d.Contract, d.Rules.MixedValues = tally.Contract{Kind: tally.KindMary}, tally.MixedPerTrick
		}), "contract mary with mixedValues=perTrick"},
		{with(func(d *Deal) { d.Leader = 4 }), "leader seat 4"},
		{with(func(d *Deal) { d.Solo, d.SoloSeat = true, -1 }), "solo seat -1"},
		{with(func(d *Deal) { d.SoloSeat = 7 }), ""}, // not solo
		{with(func(d *Deal) { d.Within = -1 }), "within -1 points"},
		{with(func(d *Deal) { d.Hands[2] = d.Hands[2].Add(tally.MustCard("S6")).Remove(tally.MustCard("D6")) }), "S6 is in hand 0 and in hand 2"},
		{with(func(d *Deal) { d.Hands[3] = d.Hands[3].Add(tally.MustCard("CA")) }), "hand 3 holds 3 cards"},
		{with(func(d *Deal) { d.Hands = [4]tally.CardSet{} }), "the hands hold no card"},
		{with(func(d *Deal) { d.Played = []tally.Card{tally.MustCard("H6")} }), "played card 1, H6: seat 0 is on turn"},
		{with(func(d *Deal) { d.Played = []tally.Card{tally.MustCard("S6"), tally.MustCard("H6")} }), ""}, // trumps
		{with(func(d *Deal) {
			d.Contract, d.Played = tally.ContractObenabe, []tally.Card{tally.MustCard("S6"), tally.MustCard("H6")}
		}), "played card 2, H6: seat 1 may not play it (follow-suit"},
		{with(func(d *Deal) { d.Played = []tally.Card{tally.MustCard("S6"), tally.MustCard("S6")} }), "played card 2, S6: it was already played"},
		{with(func(d *Deal) { d.Played = []tally.Card{tally.NoCard} }), "played card 1: value 255"},
		{with(func(d *Deal) { d.Played = make([]tally.Card, 9) }), "9 cards played, but the hands hold 8"},
	} {
		_, err := s.Solve(c.d)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%+v: error %v, want %q", c.d, err, c.want)
		}
	}
}

// Two cards of a hand are only equivalent when no card lies between them — counting the cards
// already in the trick: after S7 is led, S6 and S8 (both worth nothing) are not the same card.
func TestSolverGroupsAroundTheTrick(t *testing.T) {
	d := Deal{Contract: tally.TrumpContract(tally.Hearts),
		Hands:  [4]tally.CardSet{cardSet(t, "S7 DA"), cardSet(t, "S6 S8"), cardSet(t, "C6 C7"), cardSet(t, "CA CK")},
		Played: []tally.Card{tally.MustCard("S7")}}
	checkAgainstBrute(t, NewSize(10), d, "S7 led to S6 S8")
	res, _ := NewSize(10).Solve(d)
	if len(res.Moves) != 2 || res.Moves[0].Team0 == res.Moves[1].Team0 {
		t.Errorf("S6 and S8 on S7: %v, want two different values", res.Moves)
	}
}

// simpleEndgame is position i of the bounds' tests, set up in s: a deal in one of the contracts
// whose order of power stays (the first six of contracts: the search asks its bounds only
// there) under random card-play settings, played at random but legally to the start of a trick
// with two to four tricks left.
func simpleEndgame(t *testing.T, rng *rand.Rand, s *Solver, i int) Deal {
	t.Helper()
	d := Deal{Contract: contracts[i%6], Rules: ruleSets[rng.Intn(len(ruleSets))], Hands: randomHands(rng), Leader: rng.Intn(4)}
	d.Played = randomPlay(rng, d, tally.NumCards-4*(2+rng.Intn(3)))
	if err := s.setup(d); err != nil {
		t.Fatal(err)
	}
	return d
}

// The quick bound at the start of a trick never promises a team more than it makes with perfect
// play (the brute force), in every contract and card-play setting; it is not empty either: it
// counts points in most positions and finds whole hands of winners.
func TestQuickBoundIsSound(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	s := NewSize(10)
	counted, whole := 0, 0
	for i := range sampled(400, 100) {
		d := simpleEndgame(t, rng, s, i)
		ct, r := d.Contract, d.Rules
		team, pts := s.quickBound()
		b := newBrute(d)
		made := b.value()
		if team == 1 {
			made = b.inPlay() - made
		}
		if pts > made {
			t.Errorf("%s %s, played %v: quick bound %d for team %d, which makes %d", ct, ruleName(r), d.Played, pts, team, made)
		}
		if pts > 0 {
			counted++
		}
		if pts == s.inPlay {
			whole++
		}
	}
	n := sampled(400, 100)
	t.Logf("%d of %d positions with points, %d with every trick", counted, n, whole)
	if counted*4 < n || whole == 0 {
		t.Errorf("the quick bound counted points in %d of %d positions and took every trick in %d", counted, n, whole)
	}
}

// The points sweeps finds a team surely takes, at the start of a trick of the last two to four
// of random deals in the contracts of one order of power, are never more than it makes with
// perfect play (the brute force), for any points asked; and every trick left is every point.
func TestSweepsIsSound(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	s := NewSize(10)
	found, whole := 0, 0
	n := sampled(600, 150)
	for i := range n {
		d := simpleEndgame(t, rng, s, i)
		ct, r := d.Contract, d.Rules
		b := newBrute(d)
		made := [2]int{b.value(), 0}
		made[1] = b.inPlay() - made[0]
		for team := range uint8(2) {
			for _, need := range []int{1, 10, 20, 40, 80, s.inPlay} {
				g := s.sweeps(team, need)
				switch {
				case g < 0:
					continue
				case g >= allTricks:
					whole++
					if made[team] != s.inPlay {
						t.Errorf("%s %s, played %v: sweeps says team %d wins every trick, it makes %d of %d", ct, ruleName(r), d.Played, team, made[team], s.inPlay)
					}
				case g < need || g > made[team]:
					t.Errorf("%s %s, played %v: sweeps %d for team %d asked %d, which makes %d", ct, ruleName(r), d.Played, g, team, need, made[team])
				}
				found++
			}
		}
	}
	t.Logf("%d answers of %d positions, %d with every trick", found, n, whole)
	if found*4 < n || whole == 0 {
		t.Errorf("sweeps answered %d times in %d positions and took every trick %d times", found, n, whole)
	}
}

// The stop function of SetStop ends a long search promptly with ErrStopped and no answer; the
// Solver then answers the next deal as a fresh one does, and a nil stop never stops.
func TestSolverStops(t *testing.T) {
	s := NewSize(16)
	// Spades deal 1, one of the longest whole deals (deal 0 now takes a few thousand positions).
	d := benchDeal(1, tally.TrumpContract(tally.Spades), 9)
	calls := 0
	var asked time.Time
	s.SetStop(func() bool {
		calls++
		if calls == 3 {
			asked = time.Now()
			return true
		}
		return false
	})
	res, err := s.Solve(d)
	if err != ErrStopped || res.Moves != nil || res.Team != [2]int{} {
		t.Fatalf("Solve stopped at the third call: %v, %v; want ErrStopped and no answer", res, err)
	}
	// Unwinding takes microseconds; the margin is for a loaded machine's scheduler (the search
	// it stopped, a whole spades deal, goes on for seconds).
	if late := time.Since(asked); late > 500*time.Millisecond {
		t.Errorf("Solve returned %v after the stop", late)
	}
	if calls != 3 {
		t.Errorf("the stop function was called %d times, want 3", calls)
	}
	calls = 0
	if v, _, err := s.Value(d); err != ErrStopped || v != [2]int{} {
		t.Errorf("Value stopped at the third call: %v, %v; want ErrStopped", v, err)
	}
	// It is asked every few thousand positions (well under a millisecond of search).
	calls = 0
	s.SetStop(func() bool { calls++; return false })
	_, nodes, err := s.Value(benchDeal(2, tally.ContractObenabe, 7))
	if err != nil || int64(calls) < nodes/stopCheck || stopCheck > 1<<13 {
		t.Errorf("%d positions, the stop function asked %d times (every %d positions), %v", nodes, calls, stopCheck, err)
	}

	s.SetStop(nil)
	e := endgame(rand.New(rand.NewSource(1)), tally.TrumpContract(tally.Hearts), ruleSets[0], 4)
	checkAgainstBrute(t, s, e, "after a stop")
	got, _, err := s.Value(benchDeal(1, tally.ContractObenabe, 6))
	want, _, _ := NewSize(16).Value(benchDeal(1, tally.ContractObenabe, 6))
	if err != nil || got != want {
		t.Errorf("after a stop: %v (%v), a fresh solver %v", got, err, want)
	}
}

// The leader without a top card of his own leads to his partner's top cards, who then leads all
// of his: in Obenabe the partner's SA, SK and HA count for team 0. When the leader's only way to
// the partner is a suit that he leads himself first (his SA above the partner's SK), the partner
// may have to give the SK to it and the lead never reaches him: only the leader's own SA counts.
func TestQuickBoundReachesThePartner(t *testing.T) {
	for _, c := range []struct {
		hands [4]string
		want  int
	}{
		{[4]string{"S6 D6 C6", "S7 D7 C7", "SA SK HA", "S8 D8 C8"}, 11 + 4 + 11},
		{[4]string{"SA S6 D6", "S7 D7 C7", "SK HA HK", "S8 D8 C8"}, 11},
	} {
		d := Deal{Contract: tally.ContractObenabe}
		for i, h := range c.hands {
			d.Hands[i] = cardSet(t, h)
		}
		s := NewSize(10)
		if err := s.setup(d); err != nil {
			t.Fatal(err)
		}
		team, pts := s.quickBound()
		made := newBrute(d).value()
		if team != 0 || pts != c.want || pts > made {
			t.Errorf("%q: quick bound %d for team %d, want %d for team 0, which makes %d", c.hands, pts, team, c.want, made)
		}
	}
}

// atTrickStart is a random deal of contract ct with two to eight whole tricks played at random
// but legally, under random card-play settings; s stands at its position, the start of a trick.
func atTrickStart(t *testing.T, rng *rand.Rand, s *Solver, ct tally.Contract) Deal {
	t.Helper()
	d := Deal{Contract: ct, Rules: ruleSets[rng.Intn(len(ruleSets))], Hands: randomHands(rng), Leader: rng.Intn(4)}
	d.Played = randomPlay(rng, d, 4*(2+rng.Intn(7)))
	if err := s.setup(d); err != nil {
		t.Fatal(err)
	}
	return d
}

// The table's key of a position at the start of a trick names, for every suit, who holds each
// card left and what it is worth, in the suit's order of power: read back from the key, these
// are the position's own, on random positions of every contract.
func TestTableKeyKeepsWhoHoldsWhat(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	s := NewSize(10)
	for i := range 600 {
		ct := contracts[i%len(contracts)]
		d := atTrickStart(t, rng, s, ct)
		set, owners := s.tableKey()
		// want and got: per suit, from the weakest card left up, seat<<8 | points.
		var want, got [tally.NumSuits][]int
		for su := range tally.Suit(tally.NumSuits) {
			for p := range tally.NumRanks {
				if c := s.powCard[su][p]; s.unplayed.Has(c) {
					want[su] = append(want[su], int(s.owner[c])<<8|int(s.value[c]))
				}
				if c := s.powCard[su][p]; set&(1<<c) != 0 {
					got[su] = append(got[su], int(owners&3)<<8|int(s.value[c]))
					owners >>= 2
				}
			}
		}
		if fmt.Sprint(want) != fmt.Sprint(got) {
			t.Errorf("%s, played %v: key reads %v, position holds %v", ct, d.Played, got, want)
		}
	}
}

// In a Trio, a suit that is trump in some tricks and plain in others changes its order beyond
// turning it round (in Obenabe ♥9 and ♥7 are next to each other once ♥8 has gone, as trumps the
// Nine is second only to the Jack): its cards stand only for themselves, so the table key names
// them as they are, while a suit that is never trump is written as the other contracts write it,
// and no card of it is searched for another as an equivalent card.
func TestTableKeyNamesATriosTrumpSuitExactly(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	s := NewSize(10)
	merged := 0
	for i := range 400 {
		ct := contracts[len(contracts)-4+i%4] // the Trios
		d := atTrickStart(t, rng, s, ct)
		set, _ := s.tableKey()
		for su := range tally.Suit(tally.NumSuits) {
			keyed, left := tally.CardSet(set)&tally.SuitMask(su), s.unplayed&tally.SuitMask(su)
			trump := false
			for _, m := range ct.Trio {
				if t, ok := m.Trump(); ok && t == su {
					trump = true
				}
			}
			if trump && keyed != left {
				t.Errorf("%s, played %v: the key writes %v for %v", ct, d.Played, keyed, left)
			} else if !trump && keyed != left {
				merged++
			}
			for v := left; trump && v != 0; v &= v - 1 {
				if next, ok := s.nextEquivalent(v.First(), s.unplayed); ok {
					t.Errorf("%s, played %v: %v stands for %v", ct, d.Played, next, v.First())
				}
			}
		}
	}
	if merged == 0 {
		t.Error("no key of a suit that is never trump was written as the other contracts write it")
	}
}

// Positions that differ only in which worthless cards have gone share their table entry, and
// their values are the same.
func TestTableKeySharesPositionsThatPlayAlike(t *testing.T) {
	cards := func(s string) []tally.Card {
		c, _ := tally.ParseCards(s)
		return c
	}
	// Seat 0 leads H6 in one deal and H7 in the other; seat 1 holds the other of the two.
	a := Deal{Contract: tally.TrumpContract(tally.Spades),
		Hands:  [4]tally.CardSet{cardSet(t, "H6 HA SJ"), cardSet(t, "H7 HK S6"), cardSet(t, "H8 HQ C6"), cardSet(t, "H9 HT C7")},
		Played: cards("H6 HK H8 H9")}
	b := a
	b.Hands[0], b.Hands[1] = cardSet(t, "H7 HA SJ"), cardSet(t, "H6 HK S6")
	b.Played = cards("H7 HK H8 H9")
	s := NewSize(10)
	keyOf := func(d Deal) [2]uint64 {
		if err := s.setup(d); err != nil {
			t.Fatal(err)
		}
		set, owners := s.tableKey()
		return [2]uint64{set, owners}
	}
	if ka, kb := keyOf(a), keyOf(b); ka != kb {
		t.Errorf("keys %x and %x, want one", ka, kb)
	}
	va, _, _ := s.Value(a)
	vb, _, _ := s.Value(b)
	if va != vb {
		t.Errorf("values %v and %v, want the same", va, vb)
	}
	// Seats 0 and 1 swapping HA for HK do not play alike.
	c := a
	c.Hands[0], c.Hands[1] = cardSet(t, "H6 HK SJ"), cardSet(t, "H7 HA S6")
	c.Played = cards("H6 HA H8 H9")
	if keyOf(a) == keyOf(c) {
		t.Errorf("HA and HK swapped: the same key")
	}
}

// In the middle of a trick, the bound from the points on the table never contradicts the brute
// force: a value above alpha is at most what team 0 makes, one at or below alpha at least. It
// decides some of the positions.
func TestTrickBoundIsSound(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	s := NewSize(10)
	decided := 0
	for i := range 600 {
		ct := contracts[i%len(contracts)]
		r := ruleSets[rng.Intn(len(ruleSets))]
		d := Deal{Contract: ct, Rules: r, Hands: randomHands(rng), Leader: rng.Intn(4)}
		d.Played = randomPlay(rng, d, tally.NumCards-4*(2+rng.Intn(2))+1+rng.Intn(3))
		if err := s.setup(d); err != nil {
			t.Fatal(err)
		}
		alpha := rng.Intn(s.inPlay + 1)
		v, ok := s.trickBound(alpha)
		if !ok {
			continue
		}
		decided++
		made := newBrute(d).value()
		if v > alpha && made < v || v <= alpha && made > v {
			t.Errorf("%s %s, played %v, alpha %d: bound %d, team 0 makes %d", ct, ruleName(r), d.Played, alpha, v, made)
		}
	}
	t.Logf("%d of 600 positions decided", decided)
	if decided < 30 {
		t.Errorf("the bound decided only %d of 600 positions", decided)
	}
}

// Questions about the points of one deal, from the last back (as the analysis of a deal asks
// them), keep the table's entries: the deal's epoch stays from one question to the next, and
// together the questions take fewer positions than with a fresh Solver each — over deals enough
// to search 20,000 positions fresh, since on one deal the entries kept may also steer the search
// a few positions the longer way (2,075 kept against 2,069 fresh, once) — and every answer is a
// fresh Solver's. Another question on the same hands — other sides, another contract (a Guschti
// on an Obenabe's first tricks too), other rules — starts afresh and agrees with a fresh Solver
// too. A deal whose later points the quick bounds decide almost alone leaves the table nothing to
// keep (one side holding every top card, say): such a deal counts for nothing.
func TestSolverKeepsTheTableWithinADeal(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	for _, ct := range []tally.Contract{tally.TrumpContract(tally.Hearts), tally.ContractObenabe} {
		var d Deal
		var s *Solver // the Solver that kept the table of the last deal taken
		var kept, fresh int64
		for tries := 1; fresh < 20_000; tries++ {
			if tries > 40 {
				t.Fatalf("%s: 40 deals searched only %d positions fresh", ct, fresh)
			}
			d = Deal{Contract: ct, Rules: ruleSets[0], Hands: randomHands(rng)}
			all := randomPlay(rng, d, 20)
			s = New()
			var k1, f1, later int64
			epoch := uint64(0)
			for k := len(all); k >= 12; k-- {
				d.Played = all[:k]
				got, err := s.Solve(d)
				if err != nil {
					t.Fatal(err)
				}
				if epoch == 0 {
					epoch = s.epoch
				} else if s.epoch != epoch {
					t.Errorf("%s, %d cards played: a new epoch for a question about the same deal", ct, k)
				}
				want, _ := New().Solve(d)
				if fmt.Sprint(got.Team, got.Moves) != fmt.Sprint(want.Team, want.Moves) {
					t.Errorf("%s, %d cards played: %v %v, fresh %v %v", ct, k, got.Team, got.Moves, want.Team, want.Moves)
				}
				k1 += got.Nodes
				f1 += want.Nodes
				if k > 12 {
					later += want.Nodes
				}
			}
			t.Logf("%s, deal %d, 20 to 12 cards played: %d positions with the table kept, %d fresh (%d before the last question)", ct, tries, k1, f1, later)
			if later >= 1000 {
				kept += k1
				fresh += f1
			}
		}
		if kept >= fresh {
			t.Errorf("%s: %d positions with the table kept, %d fresh: it was not kept", ct, kept, fresh)
		}
		other := []Deal{d, d, d, d}
		if ct == tally.ContractObenabe {
			// Guschti plays its first five tricks Obenabe (ruleSets[0]): the cards played are
			// legal and lead alike, the tricks after them do not. Asked first, right after the
			// deal's own questions.
			other[0].Contract = tally.Contract{Kind: tally.KindGuschti}
		}
		other[1].Solo, other[1].SoloSeat = true, 1
		other[2].Contract = tally.ContractUndenufe
		other[3].Rules = ruleSets[1]
		for i, o := range other {
			got, _ := s.Solve(o)
			want, _ := New().Solve(o)
			if fmt.Sprint(got.Team, got.Moves) != fmt.Sprint(want.Team, want.Moves) {
				t.Errorf("%s, other question %d: %v %v, fresh %v %v", ct, i, got.Team, got.Moves, want.Team, want.Moves)
			}
		}
	}
}

// sampled is how many random deals or positions a check takes: n, or under the race detector an
// eighth of them and at least least. The race detector makes the search about ten times slower
// and has only SetStop's goroutines to watch here; `make test` runs the package once more
// without it, with every check whole (scripts/unit.sh).
func sampled(n, least int) int {
	if raceDetector {
		return max(n/8, least)
	}
	return n
}

// slack pairs the cards of two positions of one shape in their suits' order of power: in
// hearts the trumps H9 HQ (the Queen below the Nine) against HT HQ (the Ten below the Queen)
// pair HQ with HT (3 points against 10) and H9 with HQ (14 against 3); paired in the cards' own
// order they would differ by 4 points only. Outside the trumps SJ SK against SQ SA: 2 against
// 3, 4 against 11.
func TestSlackPairsCardsInTheOrderOfPower(t *testing.T) {
	s := NewSize(10)
	d := Deal{Contract: tally.TrumpContract(tally.Hearts), Rules: ruleSets[0], Hands: randomHands(rand.New(rand.NewSource(1)))}
	if err := s.setup(d); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		a, b     string
		up, down int
	}{
		{"H9 HQ", "HT HQ", 11, 7},
		{"HT HQ", "H9 HQ", 7, 11},
		{"H9 HQ SJ SK", "HT HQ SQ SA", 11, 15},
		{"SJ SK C6", "SQ SA C9", 0, 8},
		{"HJ H6", "HJ H8", 0, 0},
	} {
		if up, down := s.slack(cardSet(t, c.a), cardSet(t, c.b)); up != c.up || down != c.down {
			t.Errorf("slack(%s, %s) = %d up, %d down, want %d, %d", c.a, c.b, up, down, c.up, c.down)
		}
	}
}

// reshape deals position d (at the start of a trick, nothing played) anew: per suit the cards
// left stay, or (one suit in three) become as many cards of the suit picked at random, given to
// the same seats in the suit's order of power. Both positions are then of one shape or not (the trump Jack may go or come);
// it returns the new deal and the map of each old card to its new one.
func reshape(rng *rand.Rand, s *Solver, d Deal) (Deal, map[tally.Card]tally.Card) {
	to := map[tally.Card]tally.Card{}
	e := d
	e.Hands = [4]tally.CardSet{}
	for su := range tally.Suit(tally.NumSuits) {
		var old []tally.Card
		for p := range tally.NumRanks {
			if c := s.powCard[su][p]; (d.Hands[0] | d.Hands[1] | d.Hands[2] | d.Hands[3]).Has(c) {
				old = append(old, c)
			}
		}
		var pick []int // places in the order of power, weakest first
		for _, c := range old {
			pick = append(pick, int(s.pow[c]))
		}
		if rng.Intn(3) == 0 {
			pick = rng.Perm(tally.NumRanks)[:len(old)]
			slices.Sort(pick)
		}
		for i, c := range old {
			n := s.powCard[su][pick[i]]
			to[c] = n
			for seat := range 4 {
				if d.Hands[seat].Has(c) {
					e.Hands[seat] = e.Hands[seat].Add(n)
				}
			}
		}
	}
	return e, to
}

// Positions of one shape (cards left per suit, the trump Jack among them or not, the leader)
// with the same seats holding their cards in the same order play alike: along a random play the
// legal cards of one are those of the other, card for card (and a card kept in the table names
// its counterpart), and the values of the whole
// position and of every legal card differ by at most the slack. The table lets such positions
// answer for each other.
func TestPositionsOfOneShapeDifferByAtMostTheSlack(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	s, a, b := NewSize(10), NewSize(12), NewSize(12)
	compared, within := 0, 0
	for i := range 400 {
		ct := contracts[i%len(contracts)]
		r := ruleSets[rng.Intn(len(ruleSets))]
		tricks := 2 + rng.Intn(3)
		full := endgame(rng, ct, r, tricks)
		full.Played = full.Played[:tally.NumCards-4*tricks]
		if err := s.setup(full); err != nil {
			t.Fatal(err)
		}
		if s.tangled != 0 {
			continue // a Trio with a trump block: its positions are not paired (tangled)
		}
		// The position at the trick's start, as a deal of its own.
		d := Deal{Contract: ct, Rules: r, Hands: s.hands, Leader: s.leader}
		setA, ownersA := s.tableKey()
		keyA := setA | uint64(s.leader)<<tally.NumCards
		codes := map[tally.Card]uint64{} // the leader's cards as the table keeps them
		for v := s.hands[s.leader]; v != 0; v &= v - 1 {
			c := v.First()
			codes[c] = s.moveCode(c)
			if back := s.moveOf(codes[c]); back != c {
				t.Fatalf("%s: %s kept as %x reads %s", ct, c, codes[c], back)
			}
		}
		e, to := reshape(rng, s, d)
		if err := s.setup(e); err != nil {
			t.Fatal(err)
		}
		for c, code := range codes {
			if got := s.moveOf(code); got != to[c] {
				t.Fatalf("%s: %s kept as %x reads %s in the reshaped position, want %s", ct, c, code, got, to[c])
			}
		}
		setB, ownersB := s.tableKey()
		keyB := setB | uint64(s.leader)<<tally.NumCards
		if ownersA != ownersB {
			t.Fatalf("%s: owners %x and %x after reshaping", ct, ownersA, ownersB)
		}
		if s.shape(keyA) != s.shape(keyB) {
			continue
		}
		compared++
		// The same play in both: the same legal cards at every turn.
		play := randomPlay(rng, d, 4*tricks)
		var trickA, trickB []tally.Card
		handsA, handsB := d.Hands, e.Hands
		leader := d.Leader
		for _, c := range play {
			p := (leader + len(trickA)) & 3
			la := tally.Legal(handsA[p], trickA, ct.ScoringMode(), r.PlayPolicy())
			lb := tally.Legal(handsB[p], trickB, ct.ScoringMode(), r.PlayPolicy())
			var mapped tally.CardSet
			for v := la; v != 0; v &= v - 1 {
				mapped = mapped.Add(to[v.First()])
			}
			if mapped != lb {
				t.Fatalf("%s %s, %v against %v after %v: legal %v maps to %v, but %v are legal", ct, ruleName(r), d.Hands, e.Hands, trickA, la, mapped, lb)
			}
			handsA[p], handsB[p] = handsA[p].Remove(c), handsB[p].Remove(to[c])
			trickA, trickB = append(trickA, c), append(trickB, to[c])
			if len(trickA) == 4 {
				w := tally.TrickWinner(trickA, ct.ScoringMode())
				if wb := tally.TrickWinner(trickB, ct.ScoringMode()); wb != w {
					t.Fatalf("%s: trick %v won by place %d, %v by %d", ct, trickA, w, trickB, wb)
				}
				leader = (leader + w) & 3
				trickA, trickB = trickA[:0], trickB[:0]
			}
		}
		// The values.
		up, down := s.slack(tally.CardSet(setA), tally.CardSet(setB))
		ra, err := a.Solve(d)
		if err != nil {
			t.Fatal(err)
		}
		rb, err := b.Solve(e)
		if err != nil {
			t.Fatal(err)
		}
		if diff := ra.Team[0] - rb.Team[0]; diff > up || -diff > down {
			t.Errorf("%s %s: %v makes %d, %v %d: slack %d up, %d down", ct, ruleName(r), d.Hands, ra.Team[0], e.Hands, rb.Team[0], up, down)
		}
		if len(ra.Moves) != len(rb.Moves) {
			t.Fatalf("%s: moves %v against %v", ct, ra.Moves, rb.Moves)
		}
		for _, m := range ra.Moves {
			j := slices.IndexFunc(rb.Moves, func(n Move) bool { return n.Card == to[m.Card] })
			if j < 0 {
				t.Fatalf("%s: moves %v against %v", ct, ra.Moves, rb.Moves)
			}
			n := rb.Moves[j]
			if diff := m.Team0 - n.Team0; diff > up || -diff > down {
				t.Errorf("%s %s: %s makes %d, %s %d: slack %d up, %d down", ct, ruleName(r), m.Card, m.Team0, n.Card, n.Team0, up, down)
			}
		}
		if up+down < 10 {
			within++
		}
	}
	t.Logf("%d pairs of one shape compared, %d of them within 10 points' slack", compared, within)
	if compared < 100 || within < 10 {
		t.Errorf("%d pairs compared, %d within 10 points: too few to tell", compared, within)
	}
}

// After one first trick of a deal is solved, another first trick that leaves the same number of
// cards in each suit and the same leader (a position of the same shape, but above 28 cards,
// where the table's key holds the cards and not their seats, so that it is no sibling) is
// solved with the table kept and answers as a fresh solver does.
func TestTheTableKeptAcrossFirstTricks(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	compared := 0
	for i := range 24 {
		ct := []tally.Contract{tally.ContractObenabe, tally.ContractUndenufe}[i%2]
		d := Deal{Contract: ct, Rules: ruleSets[0], Hands: randomHands(rng), Leader: rng.Intn(4)}
		s := NewSize(16)
		first := randomPlay(rng, d, 4)
		d.Played = first
		if _, _, err := s.Value(d); err != nil {
			t.Fatal(err)
		}
		shape := func(trick []tally.Card) [5]int {
			var n [5]int
			for _, c := range trick {
				n[c.Suit()]++
			}
			n[4] = tally.TrickWinner(trick, ct.ScoringMode())
			return n
		}
		for tries := 0; tries < 200; tries++ {
			other := randomPlay(rng, Deal{Contract: ct, Rules: d.Rules, Hands: d.Hands, Leader: d.Leader}, 4)
			if slices.Equal(other, first) || shape(other) != shape(first) {
				continue
			}
			o := d
			o.Played = other
			got, _, err := s.Value(o)
			if err != nil {
				t.Fatal(err)
			}
			want, _, _ := NewSize(16).Value(o)
			if got != want {
				t.Errorf("%s, %v after %v: %v with the table kept, %v fresh", ct, other, first, got, want)
			}
			compared++
			break
		}
	}
	t.Logf("%d first tricks compared", compared)
	if compared < 12 {
		t.Errorf("only %d deals had a second first trick of the same shape", compared)
	}
}

// generate's guess puts first the card that a player who sees all four hands would try first:
// not a top card that an opponent void in its suit can ruff, the lowest trump that wins a ruff,
// a cheap card to a partner's card that the last seat can still take, points to a partner who
// plays last and can take the trick, and among cards of one kind the last card that cut the
// search off at that depth (the killer). Each case is red without its rule.
func TestGenerateGuessesTheCardToTryFirst(t *testing.T) {
	for _, c := range []struct {
		name     string
		contract tally.Contract
		hands    [4]string
		played   string
		killer   string
		want     string
	}{
		{"lead the partner's suit, not an ace the opponent ruffs", tally.TrumpContract(tally.Spades),
			[4]string{"HA D6 C6", "S6 D7 D8", "DA C7 C8", "H6 C9 D9"}, "", "", "D6"},
		{"ruff with the lowest trump", tally.TrumpContract(tally.Spades),
			[4]string{"HK C6 C7", "S6 S8 D6", "S7 D7 D8", "H6 D9 C8"}, "HK", "", "S6"},
		{"no points to a partner's card the last seat takes", tally.ContractObenabe,
			[4]string{"HK C6 C7", "H6 D6 D7", "HT H7 D8", "HA D9 C8"}, "HK H6", "", "H7"},
		{"points to a partner's card the last seat cannot take", tally.ContractObenabe,
			[4]string{"HK C6 C7", "H6 D6 D7", "HT H7 D8", "H8 D9 C8"}, "HK H6", "", "HT"},
		{"points to the partner who plays last and can take the trick", tally.TrumpContract(tally.Spades),
			[4]string{"HK C6 C7", "HT H6 D6", "H7 D7 D8", "HA D9 C8"}, "HK", "", "HT"},
		{"a cheap lead no opponent ruffs before one an opponent may", tally.TrumpContract(tally.Spades),
			[4]string{"H6 D6 C6", "S6 D7 D8", "H7 D9 C7", "HA DA CA"}, "", "", "D6"},
		{"no card to the partner's top card when an opponent ruffs it", tally.TrumpContract(tally.Spades),
			[4]string{"H6 D6 C6", "S6 D7 D8", "HA D9 C7", "H7 DA CA"}, "", "", "D6"},
		{"a trump under the opponents' top trump before another cheap lead", tally.TrumpContract(tally.Clubs),
			[4]string{"C6 D6 H6", "CJ D7 H7", "C7 D8 H8", "C8 DA HA"}, "", "", "C6"},
		{"a cheap lead before a trump under the opponents' top trump, their only trump", tally.TrumpContract(tally.Clubs),
			[4]string{"C6 D6 HK", "CJ D7 H7", "C7 D8 H8", "S6 DA HA"}, "", "", "D6"},
		{"no trump led, not even the top trump, where the opponents hold none", tally.TrumpContract(tally.Spades),
			[4]string{"SJ S7 D6", "DA H6 C7", "S6 D7 H7", "D8 H8 C8"}, "", "", "D6"},
		{"a card that wins by following before a ruff, where the partner, last, can take the trick", tally.TrumpContract(tally.Spades),
			[4]string{"H9 C6 C7", "HJ SJ D6", "H6 D7 D8", "HA C8 C9"}, "H9", "", "HJ"},
		{"the last seat wins by following before it ruffs", tally.TrumpContract(tally.Spades),
			[4]string{"H9 C6 C7", "H6 C8 C9", "H7 D7 D8", "HK S6 D6"}, "H9 H6 H7", "", "HK"},
		{"a cheap lead before an ace an opponent ruffs", tally.TrumpContract(tally.Spades),
			[4]string{"HA D6 C6", "S6 D7 C7", "H7 D9 C8", "H8 DA CA"}, "", "", "D6"},
		{"in a trump contract a cheap card to the partner's top card before an ace", tally.TrumpContract(tally.Spades),
			[4]string{"HA D6 C6", "H6 D7 C7", "H7 DA C8", "H8 D8 CA"}, "", "", "D6"},
		{"a cheap lead before an ace while the opponents hold the top trump and another", tally.TrumpContract(tally.Spades),
			[4]string{"HA D6 C6", "SJ H6 D8", "H7 D7 C7", "S6 H8 D9"}, "", "", "D6"},
		{"a trump under the opponents' top trump before a cheap card to the partner's ace, which they can ruff", tally.TrumpContract(tally.Spades),
			[4]string{"S7 D6 H6", "SJ D7 H8", "DA H7 C6", "S9 D8 H9"}, "", "", "S7"},
		{"the killer ahead of its kind", tally.ContractObenabe,
			[4]string{"HK C7 C8", "D6 D7 C9", "HA H7 D8", "H8 D9 C6"}, "HK", "C9", "C9"},
	} {
		d := Deal{Contract: c.contract, Rules: ruleSets[0]}
		for i, h := range c.hands {
			d.Hands[i] = cardSet(t, h)
		}
		if c.played != "" {
			played, err := tally.ParseCards(c.played)
			if err != nil {
				t.Fatal(err)
			}
			d.Played = played
		}
		s := NewSize(10)
		if err := s.setup(d); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		p := (s.leader + int(s.tr.n)) & 3
		if c.killer != "" {
			s.killer[1] = cardSet(t, c.killer).First()
		}
		legal := tally.Legal(s.hands[p], s.tr.cards[:s.tr.n], s.mode, s.policy)
		k := s.generate(1, p, legal, tally.NoCard)
		if got := s.moves[1][0]; got != cardSet(t, c.want).First() {
			t.Errorf("%s: first %s of %v, want %s", c.name, got, s.moves[1][:k], c.want)
		}
	}
}

// Judge, told the value of one legal card, finds the same result and the same best cards as
// Solve, whichever card it is told, on random positions of every contract (four to seven tricks
// left, any card of the open trick on turn, a seat alone too), with fewer positions searched.
func TestJudgeAgreesWithSolve(t *testing.T) {
	seed := seedOf(t)
	rng := rand.New(rand.NewSource(seed))
	s, j := NewSize(18), NewSize(18)
	var solveNodes, judgeNodes int64
	for _, ct := range contracts {
		for range sampled(12, 2) {
			d := endgame(rng, ct, ruleSets[rng.Intn(len(ruleSets))], 4+rng.Intn(4))
			if rng.Intn(4) == 0 {
				d.Solo, d.SoloSeat = true, rng.Intn(4)
			}
			res, err := s.Solve(d)
			if err != nil {
				t.Fatal(err)
			}
			m := res.Moves[rng.Intn(len(res.Moves))]
			got, err := j.Judge(d, m.Card, m.Team0)
			if err != nil {
				t.Fatal(err)
			}
			what := fmt.Sprintf("%s, played %v, told %s = %d", ct, d.Played, m.Card, m.Team0)
			if got.Team != res.Team || got.InPlay != res.InPlay || got.Turn != res.Turn || !slices.Equal(got.Best, res.Best()) {
				t.Fatalf("%s: Judge %v %v (in play %d, turn %d), Solve %v %v (in play %d, turn %d)", what,
					got.Team, got.Best, got.InPlay, got.Turn, res.Team, res.Best(), res.InPlay, res.Turn)
			}
			solveNodes += res.Nodes
			judgeNodes += got.Nodes
			j.newEpoch() // the next question must not find this one's entries
		}
	}
	t.Logf("positions: Solve %d, Judge %d", solveNodes, judgeNodes)
	if judgeNodes >= solveNodes {
		t.Errorf("Judge searched %d positions, Solve %d", judgeNodes, solveNodes)
	}
}

// Judge refuses a card the seat on turn may not play and a value outside the points in play.
func TestJudgeRefusesBadQuestions(t *testing.T) {
	d := Deal{Contract: tally.ContractObenabe,
		Hands:  [4]tally.CardSet{cardSet(t, "S7 DA"), cardSet(t, "S6 S8"), cardSet(t, "C6 C7"), cardSet(t, "CA CK")},
		Played: []tally.Card{tally.MustCard("S7")}}
	s := NewSize(10)
	for _, c := range []struct {
		card  string
		value int
		want  string
	}{
		{"C6", 0, "card C6: not a legal card of seat 1"},
		{"DA", 0, "card DA: not a legal card of seat 1"},
		{"S6", -1, "value -1 of S6"},
		{"S6", 40, "value 40 of S6: the points in play are 39"},
	} {
		_, err := s.Judge(d, tally.MustCard(c.card), c.value)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s = %d: error %v, want %q", c.card, c.value, err, c.want)
		}
	}
}
