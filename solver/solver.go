// Package solver is a double-dummy solver for Jass: with all four hands on the table it finds the
// card points each team makes from here with perfect play by all four, and what every legal card
// of the player on turn is worth. It plays on the engine's cards and legal-card rules
// (tally/legal.go, §3.3) and knows nothing of the UI or the store. The sides are the two teams,
// or one seat alone against the other three (Deal.Solo, for the Differenzler); a caller can
// stop a long search (SetStop).
//
// The search is alpha-beta on team 0's points with zero-window searches toward a target
// (MTD(f)), a transposition table at the start of each trick keyed on the cards not yet played —
// written so that positions differing only in which cards have gone share an entry — and the
// leader, where a position also takes the bounds of one that plays alike card for card and
// differs only in its cards' points, widened by the difference (slack), equivalent cards searched once, cards next to each other in a hand skipped when
// another one's value decides them, move ordering, and as quick bounds the points still in play
// and the points a team surely takes (its top trumps, the leader's cards on top of their suits
// and his partner's that he can lead to, the points on the table of a trick no later card can
// take from its winner), and where the table does not decide, the points a team surely takes in
// the tricks it surely wins one after the other, or every trick left, whatever the other side
// plays (sweeps). The last two tricks are played out directly, without the main table,
// and their exact value is kept in a small table of its own. The tables are kept between
// questions about the same deal. solver.go holds the question and the
// answer, search.go the search, endgame.go the last two tricks.
package solver

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/jasstafel/jasstafel/tally"
)

// Deal is the question: the contract and rules, the cards each seat held before the cards of
// Played, and the cards already played, in play order from Leader (the seat that led the first of
// them). Every seat holds as many cards as the others before Played; with fewer than nine each,
// the deal is taken to be in its last tricks, so that the last trick's 5 goes with the trick that
// empties the hands. Seats 0 and 2 are team 0, seats 1 and 3 team 1 (§1.2), unless Solo is set.
type Deal struct {
	Contract tally.Contract
	Rules    tally.Rules
	Hands    [4]tally.CardSet
	Leader   int
	Played   []tally.Card
	// Solo sets seat SoloSeat (0 to 3) alone against the other three seats together, as in the
	// Differenzler, where each player counts his own points: "team 0" of the Result is then that
	// seat and "team 1" the other three. Without Solo (the zero value) SoloSeat is not looked at.
	Solo     bool
	SoloSeat int
	// Within lets Value answer as soon as it knows the value to within that many points either
	// way, with the middle of what it has proven (Result's other questions ignore it). A deal
	// among many sampled (analysis) needs no exact point: the deals spread over tens of points,
	// and the searches closest to the value are the costliest. 0 asks for the exact value.
	Within int
}

// Move is a legal card of the seat on turn and the points team 0 makes from here when it is
// played and all four play perfectly after it.
type Move struct {
	Card  tally.Card
	Team0 int
}

// Result is the answer: the points each team makes from here with perfect play — the cards of
// the tricks not yet complete (the open trick whole, with the cards already in it) and the last
// trick's 5 — so that Team[0]+Team[1] is InPlay; the seat on turn; every legal card of that seat
// with its value, in card order; and the positions searched.
type Result struct {
	Team   [2]int
	InPlay int
	Turn   int
	Moves  []Move
	Nodes  int64
}

// Best returns the legal cards that keep the best result for the side on turn.
func (r Result) Best() []tally.Card {
	var out []tally.Card
	for _, m := range r.Moves {
		if m.Team0 == r.Team[0] {
			out = append(out, m.Card)
		}
	}
	return out
}

// Solver holds the transposition table and the state of the deal being searched. Reuse one
// Solver for many deals: its table is allocated once, and questions about the same deal (the
// same hands, contract, rules and sides, at different points of its play) share its entries. A Solver is not safe for concurrent use.
type Solver struct {
	tt    []ttEntry
	end   []uint64 // exact values of the last two tricks (lastTwo)
	mask  uint64
	epoch uint64
	nodes int64
	stop  func() bool
	// budget is the tricks sweepLead may still try for one question of sweeps.
	budget int

	// mode is the mode of the trick being played, which its legal cards follow, and trump and
	// hasTrump its trump; scoring is the contract's scoring mode, by which the cards count and
	// pow orders them (the two differ only in a mixed contract).
	mode     tally.Mode
	scoring  tally.Mode
	policy   tally.PlayPolicy
	trump    tally.Suit
	hasTrump bool
	value    [tally.NumCards]uint8
	// strength[led][c] ranks card c in a trick led in suit led: higher wins, 0 never wins. In a
	// mixed contract it is the table of the trick being played (setTrick).
	strength strengthTable
	// lastStrength is the strength table of the deal's last trick, for the last two tricks
	// played out (lastTwoEnd): strength itself, or one of modeOrders.
	lastStrength *strengthTable
	// A mixed contract changes its mode from trick to trick: trickMode is the one of each trick
	// (0 to 8), and reversed tells whether the trick being played ranks the cards of a suit
	// that is no trump against pow, which stays that of the contract's scoring mode (only move
	// ordering looks at the direction, generate).
	mixed     bool
	trickMode [numTricks]tally.Mode
	reversed  bool
	// tangled is a bit per suit that is trump in some tricks of a Trio and not in others: its
	// cards change their order of power beyond turning it round, so no two of them stand for
	// each other (sameValue, sameAbove, runOf), and positions are not paired by their shape
	// (bucket), as the other contracts' are.
	tangled uint8
	// pow[c] is card c's place in the order of power of its suit (0 the weakest); powCard is
	// the inverse, per suit.
	pow     [tally.NumCards]uint8
	powCard [tally.NumSuits][tally.NumRanks]tally.Card
	// aboveSet[su][t] is the cards of suit su above power t-1 (t 0: all of them), and
	// powMask[su][m] the power mask of the cards of suit su in m (the suit's nine bits of a card
	// set), for sweeps.
	aboveSet [tally.NumSuits][tally.NumRanks + 1]tally.CardSet
	powMask  [tally.NumSuits][1 << tally.NumRanks]uint16
	// sameValue[c] is the power mask of the cards of c's suit worth as much as c (tableKey).
	sameValue [tally.NumCards]uint16
	owner     [tally.NumCards]uint8
	// keySet[su][m] and keyOwners[su][m] are tableKey's cards and their seats for the cards of
	// suit su left when m is their power mask (makeKeyTables).
	keySet    [tally.NumSuits][1 << tally.NumRanks]uint64
	keyOwners [tally.NumSuits][1 << tally.NumRanks]uint32
	// slackLanes[su][m] is the points of suit su's cards in m (the suit's nine bits of a card
	// set) in their order of power, for slack; lanesFor is the play they were made for.
	slackLanes [tally.NumSuits][1 << tally.NumRanks]uint64
	// sameAbove[su][m] is the power mask of the cards of suit su in m (a power mask) that the
	// next card of m above them equals in points, for nextEquivalent.
	sameAbove [tally.NumSuits][1 << tally.NumRanks]uint16
	lanesFor  lanesKey
	side      [4]uint8 // the team of each seat: 0 or 1

	hands    [4]tally.CardSet
	unplayed tally.CardSet // cards in no trick yet
	left     int           // cards in unplayed
	// present[s] is the power mask of the cards of suit s not in a complete trick.
	present [tally.NumSuits]uint16
	inPlay  int // points of the cards not in a complete trick, with the last trick's 5
	leader  int
	tr      trickState
	saved   [tally.NumCards + 1]trickState
	moves   [tally.NumCards + 1][tally.NumRanks]tally.Card
	scores  [tally.NumCards + 1][tally.NumRanks]int32
	// killer[depth] is the last card that cut the search off at depth: in the positions next to
	// each other at one depth the same card often does it again (generate).
	killer [tally.NumCards + 1]tally.Card
	hist   [tally.NumCards]uint32 // cutoffs each card gave, weighted by the cards left
	// table is the deal the table's entries belong to: the next question about the same deal
	// (another point of its play) keeps them.
	table tableDeal
}

// tableDeal is what the table's entries depend on besides the position: the card-play rules, the
// cards' points, who held which card and the sides.
type tableDeal struct {
	contract tally.Contract
	split    int // where Guschti and Mary change their mode
	policy   tally.PlayPolicy
	swap     bool
	hands    [4]tally.CardSet
	side     [4]uint8
}

// lanesKey is what slackLanes and sameAbove depend on: the cards' points and order of power,
// and the suits whose cards stand only for themselves.
type lanesKey struct {
	mode    tally.Mode
	swap    bool
	tangled uint8
	valid   bool
}

// trickState is the trick being played: its cards, and after each card the position of the
// card winning so far, its strength and the points in the trick.
type trickState struct {
	cards [4]tally.Card
	win   [4]uint8
	str   [4]uint8
	pts   [4]uint8
	n     uint8
	led   tally.Suit
}

// DefaultTableBits is the size of a Solver's transposition table from New: 2^20 entries of 16
// bytes, 16 MiB.
const DefaultTableBits = 20

// New returns a Solver with a transposition table of 2^DefaultTableBits entries.
func New() *Solver { return NewSize(DefaultTableBits) }

// NewSize returns a Solver with a transposition table of 2^bits entries (bits 10 to 26).
func NewSize(bits int) *Solver {
	bits = min(max(bits, 10), 26)
	return &Solver{tt: make([]ttEntry, 1<<bits), end: make([]uint64, 1<<endBits), mask: 1<<bits - 1}
}

// ErrStopped is the error of Solve and Value when the stop function of SetStop asked them to
// stop before they had the answer.
var ErrStopped = errors.New("solver: stopped before the answer was found")

// stopCheck is how many positions the search visits between two calls of the stop function: a
// few thousand positions take well under a millisecond.
const stopCheck = 1 << 12

// stopped is what the search panics with when the stop function says stop; Solve and Value
// recover it and return ErrStopped.
type stopped struct{}

// SetStop gives the search a function it calls every few thousand positions; when it returns
// true, Solve and Value give up and return ErrStopped. A nil stop (the default) never stops. An
// answer that is taking too long can so be abandoned, e.g. when the player leaves the screen.
func (s *Solver) SetStop(stop func() bool) { s.stop = stop }

// recoverStop, deferred, turns the search's stop into ErrStopped in *err and clears the
// unfinished answer *res; any other panic goes on.
func recoverStop[T any](res *T, err *error) {
	if r := recover(); r != nil {
		if _, ok := r.(stopped); !ok {
			panic(r)
		}
		var zero T
		*res, *err = zero, ErrStopped
	}
}

// TableBytes is the memory of the transposition tables: the main one and the one of the last
// two tricks.
func (s *Solver) TableBytes() int { return len(s.tt)*16 + len(s.end)*8 }

// numTricks is the tricks of a deal of four players.
const numTricks = 9

// trumpOrder is each rank's place in the trump order J 9 A K Q T 8 7 6 (§2.1), 0 the lowest.
var trumpOrder = [tally.NumRanks]uint8{
	tally.Six: 0, tally.Seven: 1, tally.Eight: 2, tally.Ten: 3, tally.Queen: 4, tally.King: 5,
	tally.Ace: 6, tally.Nine: 7, tally.Jack: 8,
}

// Simple reports whether c is a trump suit, Obenabe or Undenufe: a contract of one order of
// power, which the solver plays under any rules.
func Simple(c tally.Contract) bool {
	return c.Kind == tally.KindTrump || c.Kind == tally.KindObenabe || c.Kind == tally.KindUndenufe
}

// Plays reports whether the solver plays contract c under rules r: the simple contracts, and
// Slalom, Guschti, Mary (whose tricks are played Obenabe or Undenufe) and the Trio when their
// cards count by the scoring mode's values for the whole deal (mixedValues=scoringMode, the
// default): a card's points must not depend on the trick it falls in.
func Plays(c tally.Contract, r tally.Rules) bool { return Refusal(c, r) == nil }

// Refusal says in English why the solver does not play contract c under rules r (Plays), or is
// nil when it does.
func Refusal(c tally.Contract, r tally.Rules) error {
	switch {
	case Simple(c):
		return nil
	case !mixedPlayed(c):
		return fmt.Errorf("contract %s: the solver plays a trump suit (D, H, S, C), obenabe, undenufe, slalom-obenabe, slalom-undenufe, guschti, mary or a trio of three modes", c)
	case r.MixedValues == tally.MixedPerTrick:
		return fmt.Errorf("contract %s with mixedValues=%s: the solver plays a mixed contract only with its cards counted by the scoring mode (mixedValues=%s)", c, r.MixedValues, tally.MixedScoringMode)
	}
	return nil
}

// mixedPlayed reports whether c is a mixed contract the solver plays: one of Obenabe and
// Undenufe tricks, or a Trio whose three modes are named.
func mixedPlayed(c tally.Contract) bool {
	switch c.Kind {
	case tally.KindSlalom:
		return c.Start == tally.Obenabe || c.Start == tally.Undenufe
	case tally.KindGuschti, tally.KindMary:
		return true
	case tally.KindTrio:
		return c.Trio[0] < tally.NumModes && c.Trio[1] < tally.NumModes && c.Trio[2] < tally.NumModes
	}
	return false
}

// strengthTable ranks each card in a trick led in each suit: higher wins, 0 never wins.
type strengthTable [tally.NumSuits][tally.NumCards]uint8

// modeOrders are the strength tables of the six modes: a simple contract's, and those of the
// tricks of a mixed contract. They depend on nothing of the deal.
var modeOrders = func() (t [tally.NumModes]strengthTable) {
	for m := range tally.Mode(tally.NumModes) {
		trump, isTrump := m.Trump()
		for c := range tally.Card(tally.NumCards) {
			su, r := c.Suit(), c.Rank()
			for led := range tally.Suit(tally.NumSuits) {
				switch {
				case isTrump && su == trump:
					t[m][led][c] = 20 + trumpOrder[r]
				case su != led:
					t[m][led][c] = 0
				case m == tally.Undenufe:
					t[m][led][c] = 1 + uint8(tally.Ace-r)
				default:
					t[m][led][c] = 1 + uint8(r)
				}
			}
		}
	}
	return t
}()

// setTrick puts the mode of trick i (0 to 8) of a mixed contract in place: its strength table,
// its trump for the legal cards and the move ordering, and its direction against pow.
func (s *Solver) setTrick(i int) {
	m := s.trickMode[i]
	s.mode = m
	s.strength = modeOrders[m]
	s.trump, s.hasTrump = m.Trump()
	s.reversed = (m == tally.Undenufe) != (s.scoring == tally.Undenufe)
}

// setup checks the deal, replays the cards played and makes the search state. The error says in
// English what is wrong.
// cards writes a number of cards for a message: "1 card", "3 cards".
func cards(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}

func (s *Solver) setup(d Deal) error {
	if err := Refusal(d.Contract, d.Rules); err != nil {
		return err
	}
	if d.Leader < 0 || d.Leader > 3 {
		return fmt.Errorf("leader seat %d: seats are 0 to 3", d.Leader)
	}
	if d.Solo && (d.SoloSeat < 0 || d.SoloSeat > 3) {
		return fmt.Errorf("solo seat %d: seats are 0 to 3", d.SoloSeat)
	}
	if d.Within < 0 {
		return fmt.Errorf("within %d points: a deal is answered exactly (0) or to within some points", d.Within)
	}
	var all tally.CardSet
	for i, h := range d.Hands {
		if h&^tally.AllCards != 0 {
			return fmt.Errorf("hand %d holds a value that is not a card", i)
		}
		for j := range i {
			if both := h & d.Hands[j]; both != 0 {
				return fmt.Errorf("%s is in hand %d and in hand %d: each card is in one hand only", both.First(), j, i)
			}
		}
		if h.Len() != d.Hands[0].Len() {
			return fmt.Errorf("hand %d holds %s and hand 0 %s: every seat holds as many cards as the others", i, cards(h.Len()), cards(d.Hands[0].Len()))
		}
		all |= h
	}
	if all == 0 {
		return fmt.Errorf("the hands hold no card")
	}
	if len(d.Played) > all.Len() {
		return fmt.Errorf("%s played, but the hands hold %d", cards(len(d.Played)), all.Len())
	}

	m := d.Contract.ScoringMode()
	s.mode, s.scoring, s.policy = m, m, d.Rules.PlayPolicy()
	trump, isTrump := m.Trump()
	s.trump, s.hasTrump = trump, isTrump
	for c := range tally.Card(tally.NumCards) {
		s.value[c] = uint8(m.Value(c, d.Rules.UndenufeSwap))
		su, r := c.Suit(), c.Rank()
		var p uint8
		switch {
		case isTrump && su == trump:
			p = trumpOrder[r]
		case m == tally.Undenufe:
			p = uint8(tally.Ace - r)
		default:
			p = uint8(r)
		}
		s.pow[c] = p
		s.powCard[su][p] = c
	}
	s.strength = modeOrders[m] // a mixed contract's tricks set their own (setTrick)
	s.mixed, s.reversed, s.lastStrength = mixedPlayed(d.Contract), false, &s.strength
	s.tangled = 0
	if s.mixed {
		var trumps, plain uint8 // the suits trump in some trick, and those plain in some
		for i := range s.trickMode {
			tm := d.Contract.TrickMode(i, numTricks, d.Rules.GuschtiSplit)
			s.trickMode[i] = tm
			t, ok := tm.Trump()
			for su := range tally.Suit(tally.NumSuits) {
				if ok && su == t {
					trumps |= 1 << su
				} else {
					plain |= 1 << su
				}
			}
		}
		s.tangled = trumps & plain
		s.lastStrength = &modeOrders[s.trickMode[numTricks-1]]
	}
	for c := range tally.Card(tally.NumCards) {
		s.sameValue[c] = 0
		for p, x := range s.powCard[c.Suit()] {
			if s.value[x] == s.value[c] && (x == c || s.tangled&(1<<c.Suit()) == 0) {
				s.sameValue[c] |= 1 << p
			}
		}
	}
	for seat, h := range d.Hands {
		for v := h; v != 0; v &= v - 1 {
			s.owner[v.First()] = uint8(seat)
		}
	}

	if lk := (lanesKey{m, d.Rules.UndenufeSwap, s.tangled, true}); lk != s.lanesFor {
		s.lanesFor = lk
		s.makeSuitTables()
	}
	s.side = [4]uint8{0, 1, 0, 1}
	if d.Solo {
		s.side = [4]uint8{1, 1, 1, 1}
		s.side[d.SoloSeat] = 0
	}
	s.hands = d.Hands
	s.unplayed = all
	s.left = all.Len()
	s.present = [tally.NumSuits]uint16{}
	for v := all; v != 0; v &= v - 1 {
		c := v.First()
		s.present[c.Suit()] |= 1 << s.pow[c]
	}
	s.inPlay = tally.LastTrickBonus
	for v := all; v != 0; v &= v - 1 {
		s.inPlay += int(s.value[v.First()])
	}
	s.leader = d.Leader
	s.tr = trickState{}
	if s.mixed {
		s.setTrick(numTricks - s.left/4)
	}
	s.hist = [tally.NumCards]uint32{}
	for i := range s.killer {
		s.killer[i] = tally.NoCard
	}
	if td := (tableDeal{d.Contract, d.Rules.GuschtiSplit, s.policy, d.Rules.UndenufeSwap, d.Hands, s.side}); td != s.table || s.epoch == 0 {
		s.table = td
		s.newEpoch()
		s.makeKeyTables()
	}

	for i, c := range d.Played {
		p := (s.leader + int(s.tr.n)) & 3
		if !c.Valid() {
			return fmt.Errorf("played card %d: value %d is not one of the 36 cards", i+1, uint8(c))
		}
		if !s.hands[p].Has(c) {
			if all.Has(c) && !s.unplayed.Has(c) {
				return fmt.Errorf("played card %d, %s: it was already played", i+1, c)
			}
			return fmt.Errorf("played card %d, %s: seat %d is on turn and does not hold it", i+1, c, p)
		}
		if rule := tally.IllegalReason(c, s.hands[p].Remove(c), s.tr.cards[:s.tr.n], s.mode, s.policy); rule != "" {
			return fmt.Errorf("played card %d, %s: seat %d may not play it (%s, §3.3)", i+1, c, p, rule)
		}
		s.play(c, 0)
	}
	return nil
}

// Solve answers a deal: the points each team makes from here with perfect play and the value of
// every legal card of the seat on turn. The error says what is wrong with the deal (nothing is
// searched then), or is ErrStopped (see SetStop).
func (s *Solver) Solve(d Deal) (res Result, err error) {
	defer recoverStop(&res, &err)
	if err := s.setup(d); err != nil {
		return Result{}, err
	}
	s.nodes = 0
	res = Result{InPlay: s.inPlay, Turn: (s.leader + int(s.tr.n)) & 3}
	if s.left == 0 {
		return res, nil
	}
	p := res.Turn
	legal := tally.Legal(s.hands[p], s.tr.cards[:s.tr.n], s.mode, s.policy)
	k := s.generate(0, p, legal, tally.NoCard)
	var value [tally.NumCards]int
	guess := s.inPlay / 2
	best := -1
	if s.side[p] != 0 {
		best = 1 << 30
	}
	for i, c := range s.moves[0][:k] {
		gain := s.play(c, 0)
		v := gain + s.mtd(guess-gain, 1, i > 0, 0)
		s.unplay(c, 0)
		value[c] = v
		guess = v
		if s.side[p] == 0 {
			best = max(best, v)
		} else {
			best = min(best, v)
		}
	}
	// A card searched for its group of equivalent cards gives each of them its value.
	for v := legal; v != 0; v &= v - 1 {
		c := v.First()
		res.Moves = append(res.Moves, Move{Card: c, Team0: value[s.representative(c, legal)]})
	}
	res.Team = [2]int{best, s.inPlay - best}
	res.Nodes = s.nodes
	return res, nil
}

// Judgement is what the analysis of a played card asks of a position: the points each team
// makes from here with perfect play (as Result.Team), the seat on turn, and its legal cards that
// keep that result, in card order.
type Judgement struct {
	Team   [2]int
	InPlay int
	Turn   int
	Best   []tally.Card
	Nodes  int64
}

// Judge answers as Solve does, less the value of each card, when the value of one legal card is
// known (team 0's points from here after it, as Solve's Moves give them; the analysis knows it
// from the position after the card): each other card is searched only as far as it takes to
// tell whether it does worse, as well or better — one zero-window search for most — and only a
// better one is searched to its exact value. An error says what is wrong with the deal, the
// card or its value, or is ErrStopped.
func (s *Solver) Judge(d Deal, card tally.Card, value int) (j Judgement, err error) {
	defer recoverStop(&j, &err)
	if err := s.setup(d); err != nil {
		return Judgement{}, err
	}
	s.nodes = 0
	p := (s.leader + int(s.tr.n)) & 3
	j = Judgement{InPlay: s.inPlay, Turn: p}
	legal := tally.Legal(s.hands[p], s.tr.cards[:s.tr.n], s.mode, s.policy)
	if s.left == 0 || !legal.Has(card) {
		return Judgement{}, fmt.Errorf("card %s: not a legal card of seat %d, on turn", card, p)
	}
	if value < 0 || value > s.inPlay {
		return Judgement{}, fmt.Errorf("value %d of %s: the points in play are %d", value, card, s.inPlay)
	}
	k := s.generate(0, p, legal, tally.NoCard)
	maxing := s.side[p] == 0
	best, known := value, s.representative(card, legal)
	var good [tally.NumCards]bool // the cards searched that keep best
	good[known] = true
	for _, c := range s.moves[0][:k] {
		if c == known {
			continue
		}
		gain := s.play(c, 0)
		// As good as best, or worse (most cards: one search)? Then better, or as good?
		atLeast := func(t int) bool { return gain+s.search(t-1-gain, 1) > t-1 } // its value ≥ t
		better, asGood := false, false
		if maxing && atLeast(best) {
			better = atLeast(best + 1)
			asGood = !better
		} else if !maxing && !atLeast(best+1) {
			better = !atLeast(best)
			asGood = !better
		}
		if better {
			best = gain + s.mtd(best-gain, 1, true, 0)
			good = [tally.NumCards]bool{}
		}
		if better || asGood {
			good[c] = true
		}
		s.unplay(c, 0)
	}
	for v := legal; v != 0; v &= v - 1 {
		if c := v.First(); good[s.representative(c, legal)] {
			j.Best = append(j.Best, c)
		}
	}
	j.Team = [2]int{best, s.inPlay - best}
	j.Nodes = s.nodes
	return j, nil
}

// representative is the card searched for c's group of equivalent cards (nextEquivalent).
func (s *Solver) representative(c tally.Card, legal tally.CardSet) tally.Card {
	for {
		next, ok := s.nextEquivalent(c, legal)
		if !ok {
			return c
		}
		c = next
	}
}

// Value answers a deal without the values of the single cards: the points each team makes from
// here with perfect play (as Result.Team; to within d.Within), and the positions searched. It is
// the cheaper question when only the outcome counts.
func (s *Solver) Value(d Deal) (teams [2]int, nodes int64, err error) {
	defer recoverStop(&teams, &err)
	if err := s.setup(d); err != nil {
		return [2]int{}, 0, err
	}
	s.nodes = 0
	if s.left == 0 {
		return [2]int{}, 0, nil
	}
	v := s.mtd(s.inPlay/2, 0, false, d.Within)
	return [2]int{v, s.inPlay - v}, s.nodes, nil
}

// nextEquivalent is the card that stands for c when the search takes one card of a group of
// equivalent ones: the next card above c in its suit's order of power among the cards not in a
// complete trick, when the same seat may play it now and it is worth as much. Two such cards
// win and lose the same tricks now and later, whichever of them is played first.
func (s *Solver) nextEquivalent(c tally.Card, legal tally.CardSet) (tally.Card, bool) {
	su := c.Suit()
	m := s.present[su]
	if s.sameAbove[su][m]>>s.pow[c]&1 == 0 {
		return tally.NoCard, false
	}
	if next := s.powCard[su][bits.TrailingZeros16(m&^(uint16(2)<<s.pow[c]-1))]; legal.Has(next) {
		return next, true
	}
	return tally.NoCard, false
}
