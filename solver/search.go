package solver

import (
	"math/bits"

	"github.com/jasstafel/jasstafel/tally"
)

// ttEntry is one slot of the transposition table, in two words. key: the cards not yet played,
// written canonically (see tableKey), the leader, team 0's lower and upper bound on its points
// from the trick's start, and the card that was best or cut off there (as moveCode writes it).
// owners: the seats that
// hold those cards and the epoch, which names the deal, so that one deal's entries never answer
// for another's.
type ttEntry struct {
	key    uint64
	owners uint64
}

const (
	// keyBits are the bits of key that name the position: 36 cards and the leader's seat; the
	// bounds and the card follow.
	keyBits  = tally.NumCards + 2
	keyMask  = 1<<keyBits - 1
	loShift  = keyBits
	hiShift  = keyBits + 8
	mvShift  = keyBits + 16
	epochBit = 56 // owners' bits from here on hold the epoch
)

// newEpoch starts a deal: entries of earlier deals no longer match.
func (s *Solver) newEpoch() {
	s.epoch++
	if s.epoch >= 1<<(64-epochBit) {
		clear(s.tt)
		clear(s.end)
		s.epoch = 1
	}
}

// bucketSize is the number of entries in a bucket of the table: eight of 16 bytes, two cache
// lines.
const bucketSize = 8

// shape is what a position's table key says beyond its points: per suit the number of cards
// left, whether the trump Jack is among them (it alone need not follow a trump lead, §3.3), and
// the leader. Positions of one shape and the same owners word differ only in the points of their
// cards (see slack).
func (s *Solver) shape(key uint64) uint64 {
	set := tally.CardSet(key)
	sh := key >> tally.NumCards & 3
	for su := range tally.Suit(tally.NumSuits) {
		sh = sh<<4 | uint64((set & tally.SuitMask(su)).Len())
	}
	if s.hasTrump && set.Has(tally.NewCard(s.trump, tally.Jack)) {
		sh |= 1 << 20
	}
	return sh
}

// bucket is the first entry of a position's bucket. With the owners word (28 cards left or
// fewer) it is found from the shape, which it returns too, so that positions which differ only
// in their cards' points share it; above that, and in a Trio whose suits do not keep their order
// (tangled: its positions are not paired), from the cards themselves (shape 0: no siblings).
func (s *Solver) bucket(key, owners uint64) (b, shape uint64) {
	h := owners * 0xD6E8FEB86659FD93
	if s.left > 28 || s.tangled != 0 {
		h ^= key
	} else {
		shape = s.shape(key)
		h ^= shape * 0xA0761D6478BD642F
	}
	return (h * 0x9E3779B97F4A7C15) >> 32 & s.mask &^ (bucketSize - 1), shape
}

// slack is how far the value of position a may lie from that of position b, two positions of
// the same shape and owners (cards a and b, canonical, as tableKey writes them): both play
// alike card for card — the same seats hold the cards of each suit in the same order of power —
// and only their points differ. For any play, team 0's points in a differ from those in b by
// the differences of the paired cards it takes, so a's value is at most b's plus up, the sum
// of the differences where a's card is worth more, and at least b's less down, the sum where
// it is worth less. The cards of a suit are paired in their order of power (in the trumps
// that is not the cards' order), all of a suit at once in the lanes of slackLanes.
func (s *Solver) slack(a, b tally.CardSet) (up, down int) {
	for su := range tally.Suit(tally.NumSuits) {
		x := uint64(a>>(uint(su)*tally.NumRanks)) & 0x1FF
		y := uint64(b>>(uint(su)*tally.NumRanks)) & 0x1FF
		if x == y {
			continue
		}
		va, vb := s.slackLanes[su][x], s.slackLanes[su][y]
		up += laneSum(laneExcess(va, vb))
		down += laneSum(laneExcess(vb, va))
	}
	return up, down
}

// A suit's points in lanes: one lane of six bits per card, the weakest card in the lowest lane,
// its points (at most 20) in the lane's low five bits; the sixth is a guard for laneExcess.
const (
	laneBits   = 6
	laneGuards = 0x20820820820820 // the top bit of each of the nine lanes
	laneLow    = 0x3F03F03F03F03F // the even lanes
)

// laneExcess is, lane by lane, how far a's points exceed b's (0 where they do not): the guard
// bit survives a lane's subtraction exactly where a's points are at least b's.
func laneExcess(a, b uint64) uint64 {
	d := (a | laneGuards) - b
	g := d & laneGuards
	return d & (g - g>>(laneBits-1))
}

// laneSum adds the nine lanes: pairs of lanes first (12 bits, at most 40 each), then the five
// pairs with one multiplication into the top one.
func laneSum(v uint64) int {
	v = v&laneLow + v>>laneBits&laneLow
	return int(v * 0x1001001001001 >> 48 & 0xFFF)
}

// makeSuitTables writes slackLanes and sameAbove for the cards' points and order of power.
func (s *Solver) makeSuitTables() {
	for su := range tally.Suit(tally.NumSuits) {
		for m := range uint16(1 << tally.NumRanks) {
			var v uint64
			var same uint16
			lane, last := 0, -1
			for p := range tally.NumRanks {
				c := s.powCard[su][p]
				if m&(1<<c.Rank()) != 0 {
					v |= uint64(s.value[c]) << (lane * laneBits)
					lane++
				}
				if m&(1<<p) != 0 {
					if last >= 0 && s.value[s.powCard[su][last]] == s.value[c] {
						same |= 1 << last
					}
					last = p
				}
			}
			if s.tangled&(1<<su) != 0 {
				same = 0 // a Trio's suit that is trump in some tricks only: no card stands for another
			}
			s.slackLanes[su][m], s.sameAbove[su][m] = v, same
		}
		for m := range uint16(1 << tally.NumRanks) {
			var pm uint16
			for r := range tally.NumRanks {
				if m&(1<<r) != 0 {
					pm |= 1 << s.pow[tally.NewCard(su, tally.Rank(r))]
				}
			}
			s.powMask[su][m] = pm
		}
		for t := range tally.NumRanks + 1 {
			var set tally.CardSet
			for p := t; p < tally.NumRanks; p++ {
				set |= 1 << s.powCard[su][p]
			}
			s.aboveSet[su][t] = set
		}
	}
}

// victim is the entry of a bucket to write a position into that has none: one of an earlier
// deal, else the one with the fewest cards left, which is the cheapest to search again.
func (s *Solver) victim(b uint64) *ttEntry {
	r := uint64(s.nodes) // where the search of the fewest cards starts: the entries take turns
	v := &s.tt[b+r&(bucketSize-1)]
	for i := range uint64(bucketSize) {
		e := &s.tt[b+(i+r)&(bucketSize-1)]
		if e.owners>>epochBit != s.epoch {
			return e
		}
		if bits.OnesCount64(e.key&uint64(tally.AllCards)) < bits.OnesCount64(v.key&uint64(tally.AllCards)) {
			v = e
		}
	}
	return v
}

// tableKey writes the position at the start of a trick so that positions which play alike share
// an entry. The game from here depends only on, per suit, the order of power of the cards left,
// who holds each and its points — not on which cards have gone. So each suit's cards left are
// written, from the weakest up, as the weakest cards of the suit that keep their order and
// points (the first card above the previous one that is worth as much), and owners lists their
// seats, two bits each, in that order. With more than 28 cards left (more than 56 bits of
// seats) the cards themselves are the key and the seats follow from the hands.
func (s *Solver) tableKey() (set, owners uint64) {
	if s.left > 28 {
		return uint64(s.unplayed), 0
	}
	shift := 0
	for su := range tally.Suit(tally.NumSuits) {
		m := s.present[su]
		set |= s.keySet[su][m]
		owners |= uint64(s.keyOwners[su][m]) << shift
		shift += 2 * bits.OnesCount16(m)
	}
	return set, owners
}

// makeKeyTables writes tableKey's cards and seats of each suit for every set of its cards left
// (keySet, keyOwners), so that a key is four look-ups. They depend only on the cards' points and
// owners, so a deal's questions share them.
func (s *Solver) makeKeyTables() {
	for su := range tally.Suit(tally.NumSuits) {
		for m := range uint16(1 << tally.NumRanks) {
			var set uint64
			var owners uint32
			last, shift := -1, 0
			for x := m; x != 0; x &= x - 1 {
				c := s.powCard[su][bits.TrailingZeros16(x)]
				q := bits.TrailingZeros16(s.sameValue[c] &^ (uint16(1)<<(last+1) - 1))
				set |= 1 << s.powCard[su][q]
				last = q
				owners |= uint32(s.owner[c]) << shift
				shift += 2
			}
			s.keySet[su][m], s.keyOwners[su][m] = set, owners
		}
	}
}

// play puts card c of the seat on turn on the trick. When c completes the trick, the trick goes
// to its winner, who leads next; play returns the points team 0 banks with it (0 otherwise).
// depth indexes the saved trick, which unplay restores.
func (s *Solver) play(c tally.Card, depth int) int {
	p := s.owner[c]
	s.hands[p] &^= 1 << c
	s.unplayed &^= 1 << c
	s.left--
	t := &s.tr
	n := t.n
	t.cards[n] = c
	if n == 0 {
		t.led = c.Suit()
		t.win[0], t.str[0], t.pts[0] = 0, s.strength[t.led][c], s.value[c]
	} else {
		t.win[n], t.str[n] = t.win[n-1], t.str[n-1]
		if st := s.strength[t.led][c]; st > t.str[n] {
			t.win[n], t.str[n] = n, st
		}
		t.pts[n] = t.pts[n-1] + s.value[c]
	}
	if n < 3 {
		t.n = n + 1
		return 0
	}
	// The trick is complete.
	s.saved[depth] = *t
	pts := int(t.pts[3])
	if s.left == 0 {
		pts += tally.LastTrickBonus
	}
	for _, x := range t.cards {
		s.present[x.Suit()] &^= 1 << s.pow[x]
	}
	s.inPlay -= pts
	s.leader = (s.leader + int(t.win[3])) & 3
	t.n = 0
	if s.mixed && s.left > 0 {
		s.setTrick(numTricks - s.left/4)
	}
	if s.side[s.leader] == 0 {
		return pts
	}
	return 0
}

// unplay takes card c, played at depth, back.
func (s *Solver) unplay(c tally.Card, depth int) {
	p := s.owner[c]
	if s.tr.n == 0 {
		// c completed a trick: bring the trick back.
		t := s.saved[depth]
		s.leader = (s.leader - int(t.win[3])) & 3
		pts := int(t.pts[3])
		if s.left == 0 {
			pts += tally.LastTrickBonus
		}
		s.inPlay += pts
		for _, x := range t.cards {
			s.present[x.Suit()] |= 1 << s.pow[x]
		}
		s.tr = t // as it was before c: three cards in it
		if s.mixed {
			s.setTrick(numTricks - (s.left+4)/4)
		}
	} else {
		s.tr.n--
	}
	s.hands[p] |= 1 << c
	s.unplayed |= 1 << c
	s.left++
}

// mtd finds the exact value of the position (team 0's points from here) by zero-window searches
// toward a target: the first at guess, then halving the range the bounds leave (the returned
// bounds of a fail-soft search are too close to the target in Jass to step by them as MTD(f)
// does: one point at a time). When the guess is near the value (near: the value of another card
// of the same seat, which is often the same or close), the targets first step away from it by
// 1, 2, 4, … points in the direction the search points, until the value is passed, and the
// range left is halved from there: the searches near the value cost the most, and halving from
// the middle of the whole range spends several of them on the way back to a value next to the
// guess. With within above 0 the searches end once the bounds are at most twice that apart, and
// the middle between them is returned: the searches of the exact value, less the last ones,
// which lie closest to it.
func (s *Solver) mtd(guess, depth int, near bool, within int) int {
	lo, hi := 0, s.inPlay
	beta := min(max(guess, lo+1), hi)
	step, dir := 1, 0 // dir: the direction of the steps (+1, -1), 0 before the first, 2 halving
	for hi-lo > 2*within {
		v := s.search(beta-1, depth)
		d := 1
		if v < beta {
			hi, d = v, -1
		} else {
			lo = v
		}
		if near && dir != 2 && (dir == 0 || dir == d) {
			dir = d
			if d > 0 {
				beta = min(lo+step, hi)
			} else {
				beta = max(hi-step+1, lo+1)
			}
			step *= 2
			continue
		}
		dir = 2
		beta = (lo + hi + 1) / 2
	}
	return (lo + hi) / 2
}

// search is the zero-window search: it returns team 0's points from here if they lie in the
// window, or else a bound on them — above alpha a lower bound, at or below alpha an upper bound.
func (s *Solver) search(alpha, depth int) int {
	s.nodes++
	if s.nodes&(stopCheck-1) == 0 {
		pause()
		if s.stop != nil && s.stop() {
			panic(stopped{})
		}
	}
	if s.inPlay <= alpha {
		return s.inPlay
	}
	if alpha < 0 {
		return 0
	}
	if s.tr.n != 0 {
		if v, ok := s.trickBound(alpha); ok {
			return v
		}
		v, _ := s.expand(alpha, depth, tally.NoCard)
		return v
	}
	if s.left == 8 {
		return s.lastTwo()
	}
	if s.left == 4 {
		return s.lastTrick()
	}
	// The quick bound cashes a leader's top cards trick after trick: not where the order of
	// power changes between them.
	if !s.mixed {
		if team, sure := s.quickBound(); team == 0 && sure > alpha {
			return sure
		} else if team == 1 && s.inPlay-sure <= alpha {
			return s.inPlay - sure
		}
	}
	set, owners := s.tableKey()
	key := set | uint64(s.leader)<<tally.NumCards
	owners |= s.epoch << epochBit
	b, shape := s.bucket(key, owners)
	var e *ttEntry
	lo, hi, ttMove := 0, s.inPlay, tally.NoCard
	for i := b; i < b+bucketSize; i++ {
		x := &s.tt[i]
		if x.owners != owners {
			continue
		}
		xlo, xhi := int(uint8(x.key>>loShift)), int(uint8(x.key>>hiShift))
		if x.key&keyMask == key {
			e = x
			lo, hi, ttMove = xlo, xhi, s.moveOf(x.key>>mvShift)
			if lo > alpha {
				return lo
			}
			if hi <= alpha {
				return hi
			}
			continue
		}
		if shape == 0 || s.shape(x.key&keyMask) != shape {
			continue
		}
		// A position that differs only in its cards' points: its bounds hold here, widened by
		// the slack.
		if xlo <= alpha && xhi > alpha {
			continue
		}
		up, down := s.slack(tally.CardSet(set), tally.CardSet(x.key&uint64(tally.AllCards)))
		if xlo-down > alpha {
			return xlo - down
		}
		if xhi+up <= alpha {
			return xhi + up
		}
		if e == nil {
			ttMove = s.moveOf(x.key >> mvShift)
		}
	}
	if e == nil {
		e = s.victim(b)
	}
	// The points a team surely takes in the tricks it surely wins (sweeps), for two teams of
	// partners, in a contract of one order of power.
	if !s.mixed && s.side[0] != s.side[1] && s.side[0] == s.side[2] && s.side[1] == s.side[3] {
		teams := uint8(3) // a bit per team to ask
		if s.hasTrump {
			if m := s.present[s.trump]; m != 0 {
				// Only the team of the highest trump: the other cannot lead a trump that wins.
				teams = 1 << s.side[s.owner[s.powCard[s.trump][15-bits.LeadingZeros16(m)]]]
			}
		}
		if s.left > 16 {
			// The side not on lead seldom wins its tricks for sure so early: not asked there.
			teams &= 1 << s.side[s.leader]
		}
		for team := range uint8(2) {
			if teams>>team&1 == 0 {
				continue
			}
			need := alpha + 1 // team 0's points that decide the search
			if team == 1 {
				need = s.inPlay - alpha
			}
			if g := s.sweeps(team, need); g >= 0 {
				v := min(g, s.inPlay)
				if team == 1 {
					v = s.inPlay - v
				}
				if g >= s.inPlay {
					lo, hi = v, v
				} else if team == 0 {
					lo = max(lo, v)
				} else {
					hi = min(hi, v)
				}
				e.key = key | uint64(lo)<<loShift | uint64(hi)<<hiShift | s.moveCode(ttMove)<<mvShift
				e.owners = owners
				return v
			}
		}
	}
	v, best := s.expand(alpha, depth, ttMove)
	if v > alpha {
		lo = v
	} else {
		hi = v
	}
	e.key = key | uint64(lo)<<loShift | uint64(hi)<<hiShift | s.moveCode(best)<<mvShift
	e.owners = owners
	return v
}

// moveCode writes the card c led at the start of a trick as the table keeps it: its suit and its
// place among the cards of its suit left, in order of power, so that it names the same card in
// a position of the same shape (see slack); noMove for no card.
func (s *Solver) moveCode(c tally.Card) uint64 {
	if c == tally.NoCard {
		return noMove
	}
	su := c.Suit()
	return uint64(su)<<4 | uint64(bits.OnesCount16(s.present[su]&(1<<s.pow[c]-1)))
}

// moveOf is the card a moveCode names in this position, or NoCard.
func (s *Solver) moveOf(code uint64) tally.Card {
	code &= 0xFF
	if code == noMove {
		return tally.NoCard
	}
	su := tally.Suit(code >> 4)
	m := s.present[su]
	for range code & 15 {
		m &= m - 1
	}
	if m == 0 {
		return tally.NoCard
	}
	return s.powCard[su][bits.TrailingZeros16(m)]
}

// sweepBudget is the most tricks sweepLead tries for one question of sweeps: its puzzle grows
// fast with the cards left where nothing is found. (16: 2 % more positions than 32 on spades
// deals of eight tricks; 64: 1 % fewer, and more time.)
const sweepBudget = 32

// noMove is the moveCode of no card.
const noMove = 0xFF

// trickBound decides a zero-window search in the middle of a trick from the points already on
// the table, when the card winning the trick so far is sure to take them (no seat still to play
// holds a card that beats it) and they alone lift team 0 above alpha, or leave too little for it
// to get there: it returns team 0's bound and true, else false.
func (s *Solver) trickBound(alpha int) (int, bool) {
	t := &s.tr
	n := int(t.n)
	pts := int(t.pts[n-1])
	v := pts // team 0's lower bound if it takes the trick
	if s.side[(s.leader+int(t.win[n-1]))&3] != 0 {
		v = s.inPlay - pts // its upper bound if the other side does
		if v > alpha {
			return 0, false
		}
	} else if v <= alpha {
		return 0, false
	}
	for i := n; i < 4; i++ {
		if s.beats((s.leader+i)&3, t.led, t.str[n-1]) {
			return 0, false
		}
	}
	return v, true
}

// sureTrumps returns the team that holds the highest trump left and the points of the trumps
// from the top down that this team holds: each of them wins the trick it is played to, or falls
// on a partner's higher one, so these points go to this team.
func (s *Solver) sureTrumps() (team, pts int) {
	m := s.present[s.trump]
	if m == 0 {
		return 0, 0
	}
	top := 15 - bits.LeadingZeros16(m)
	team = int(s.side[s.owner[s.powCard[s.trump][top]]])
	for p := top; p >= 0; p-- {
		if m&(1<<p) == 0 {
			continue
		}
		c := s.powCard[s.trump][p]
		if int(s.side[s.owner[c]]) != team {
			break
		}
		pts += int(s.value[c])
	}
	return team, pts
}

// quickBound returns a team and points it surely takes from here, at the start of a trick. The
// team that holds the highest trump takes its top trumps (sureTrumps). When that is the leader's
// team, or there are no trumps, the leader may also lead his cards that are on top of their suits
// one after the other and keep the lead, each winning its trick: first his top trumps, then —
// when no opponent holds more trumps than he leads (they must follow to his trump leads; the
// trump Jack, which need not follow, is his), so that no opponent can ruff after them, while a
// partner's ruff keeps the trick — his top cards of the other suits. When these are all his
// cards, his team takes every trick left. When he also holds a card of a suit whose top cards are
// his partner's, he leads it after his own top cards (it is not a suit he led), his partner wins
// it and leads his top cards of every suit in turn (below the leader's ones): every card of the
// team counted ends in a trick the team leads and wins, led in its turn or played to one. (Counting the lowest cards the others must add
// to those tricks cut a tenth more positions in Undenufe but cost more time than it saved.)
func (s *Solver) quickBound() (team, pts int) {
	team = int(s.side[s.leader])
	h := s.hands[s.leader]
	n := 0 // the leader's cards that win when he leads them
	cash := true
	if s.hasTrump {
		m := s.present[s.trump]
		t, sure := s.sureTrumps()
		if m != 0 && t != team {
			return t, sure
		}
		pts = sure
		for p := 15 - bits.LeadingZeros16(m); p >= 0 && m&(1<<p) != 0 && h.Has(s.powCard[s.trump][p]); p-- {
			n++
		}
		for q := 1; q < 4; q++ {
			o := (s.leader + q) & 3
			if s.side[o] != s.side[s.leader] && (s.hands[o]&tally.SuitMask(s.trump)).Len() > n {
				cash = false
			}
		}
	}
	if !cash {
		return team, pts
	}
	// rest[su] is the power mask of the cards of suit su below the leader's top cards.
	var rest [tally.NumSuits]uint16
	for su := range tally.Suit(tally.NumSuits) {
		if s.hasTrump && su == s.trump {
			continue
		}
		m := s.present[su]
		for m != 0 {
			top := 15 - bits.LeadingZeros16(m)
			c := s.powCard[su][top]
			if !h.Has(c) {
				break
			}
			pts += int(s.value[c])
			n++
			m &^= 1 << top
		}
		rest[su] = m
	}
	if n == h.Len() {
		return team, s.inPlay
	}
	partner := (s.leader + 2) & 3
	if s.side[partner] != s.side[s.leader] {
		return team, pts
	}
	ph := s.hands[partner]
	reach := false
	for su := range tally.Suit(tally.NumSuits) {
		m := rest[su]
		if m == 0 || m != s.present[su] || s.hasTrump && su == s.trump || !ph.Has(s.powCard[su][15-bits.LeadingZeros16(m)]) {
			continue
		}
		for v := h & tally.SuitMask(su); v != 0; v &= v - 1 {
			if m&(1<<s.pow[v.First()]) != 0 {
				reach = true
			}
		}
	}
	if !reach {
		return team, pts
	}
	for su := range tally.Suit(tally.NumSuits) {
		for m := rest[su]; m != 0; {
			top := 15 - bits.LeadingZeros16(m)
			c := s.powCard[su][top]
			if !ph.Has(c) {
				break
			}
			pts += int(s.value[c])
			m &^= 1 << top
		}
	}
	return team, pts
}

// lastTrick plays out the last trick, one card in each hand, and returns team 0's points in it.
func (s *Solver) lastTrick() int {
	led := s.hands[s.leader].First().Suit()
	win, str, pts := 0, uint8(0), tally.LastTrickBonus
	for i := range 4 {
		c := s.hands[(s.leader+i)&3].First()
		pts += int(s.value[c])
		if st := s.strength[led][c]; st > str {
			win, str = i, st
		}
	}
	if s.side[(s.leader+win)&3] == 0 {
		return pts
	}
	return 0
}

// expand searches every move of the seat on turn, best first, and returns the value (a bound, as
// search does) and the card that gave it. Most positions are decided by their first move; the
// others go on in expandRest.
func (s *Solver) expand(alpha, depth int, ttMove tally.Card) (int, tally.Card) {
	p := (s.leader + int(s.tr.n)) & 3
	legal := tally.Legal(s.hands[p], s.tr.cards[:s.tr.n], s.mode, s.policy)
	k := s.generate(depth, p, legal, ttMove)
	c := s.moves[depth][0]
	gain := s.play(c, depth)
	v := gain + s.search(alpha-gain, depth+1)
	s.unplay(c, depth)
	if s.side[p] == 0 && v > alpha {
		s.hist[c] += uint32(s.left) * uint32(s.left)
		s.killer[depth] = c
		return v, c
	}
	if s.side[p] != 0 && v <= alpha || k == 1 {
		if k > 1 {
			s.killer[depth] = c
		}
		return v, c
	}
	return s.expandRest(alpha, depth, p, legal, k, v)
}

// expandRest searches the moves after the first, whose value was first. Cards of one hand next
// to each other in their suit's order (no card of another hand between them) win and lose the
// same tricks whichever of them is played now, so their values differ by at most the difference
// of their points: a card is skipped when the value of another of its run already decides it.
func (s *Solver) expandRest(alpha, depth, p int, legal tally.CardSet, k, first int) (int, tally.Card) {
	moves := &s.moves[depth]
	block := s.present // per suit, the cards that end runs (see runOf)
	for v := legal; v != 0; v &= v - 1 {
		x := v.First()
		block[x.Suit()] &^= 1 << s.pow[x]
	}
	var run [tally.NumRanks]uint8 // each move's run
	var done [tally.NumRanks]int  // the values of the moves, searched or bounded by another's
	for j, x := range moves[:k] {
		run[j] = s.runOf(x, &block)
	}
	done[0] = first
	maxing := s.side[p] == 0
	best, bestMove := first, moves[0]
	for i := 1; i < k; i++ {
		c := moves[i]
		skip := false
		for j := range i {
			if run[j] != run[i] {
				continue
			}
			d := int(s.value[c]) - int(s.value[moves[j]])
			d = max(d, -d)
			if maxing && done[j]+d <= alpha {
				skip, done[i] = true, done[j]+d
			} else if !maxing && done[j]-d > alpha {
				skip, done[i] = true, done[j]-d
			}
			if skip {
				break
			}
		}
		if !skip {
			gain := s.play(c, depth)
			done[i] = gain + s.search(alpha-gain, depth+1)
			s.unplay(c, depth)
		}
		v := done[i]
		if maxing {
			if v > best {
				best, bestMove = v, c
				if v > alpha {
					s.hist[c] += uint32(s.left) * uint32(s.left)
					s.killer[depth] = c
					break
				}
			}
		} else if v < best {
			best, bestMove = v, c
			if v <= alpha {
				s.killer[depth] = c
				break
			}
		}
	}
	return best, bestMove
}

// runOf names the run of a legal card c: its suit and the lowest card above it that the seat
// may not play now (block holds, per suit, the cards not in a complete trick less the legal
// ones). The trump Jack, which need not follow a trump lead (§3.3), is in a run of its own, as is
// every card of a Trio's suit that is trump in some of its tricks only.
func (s *Solver) runOf(c tally.Card, block *[tally.NumSuits]uint16) uint8 {
	su := c.Suit()
	if s.tangled&(1<<su) != 0 {
		return 0x80 | uint8(c) // a run of its own (see tangled)
	}
	if !s.hasTrump || su != s.trump {
		return uint8(su)<<5 | uint8(bits.TrailingZeros16(block[su]&^(uint16(2)<<s.pow[c]-1)))
	}
	if c.Rank() == tally.Jack {
		return 0xFF
	}
	above := block[su]&^(uint16(2)<<s.pow[c]-1) | 1<<s.pow[tally.NewCard(su, tally.Jack)]
	return uint8(su)<<5 | uint8(bits.TrailingZeros16(above))
}

// generate writes the moves to search at depth into s.moves[depth], one card for each group of
// equivalent cards, best first by a guess, and returns how many. The guess: the table's card
// first, then by what the card does in the trick (below), and among cards of one kind the
// killer card of this depth a little ahead, then the cards that cut off most often (hist).
func (s *Solver) generate(depth, p int, legal tally.CardSet, ttMove tally.Card) int {
	moves, scores := &s.moves[depth], &s.scores[depth]
	t := &s.tr
	n := int(t.n)
	partnerWins := false
	lastTakes := false // second seat, in a trump contract: the partner, last, can beat the trick so far
	var winStr uint8
	if n > 0 {
		winStr = t.str[n-1]
		partnerWins = s.side[(s.leader+int(t.win[n-1]))&3] == s.side[p]
		last := (s.leader + 3) & 3
		if partnerWins && n == 2 && s.side[last] != s.side[p] && s.beats(last, t.led, winStr) {
			// The partner's card is taken by the last seat's unless the third seat wins.
			partnerWins = false
		}
		lastTakes = s.hasTrump && n == 1 && s.side[last] == s.side[p] && s.beats(last, t.led, winStr)
	}
	var ruffs uint8    // leading: the side suits an opponent can ruff, a bit each
	ruffsTops := false // leading: the opponents can ruff a top card of any side suit (ruffsTop)
	oppTrumps := 0     // leading: the trumps the opponents hold
	if n == 0 && s.hasTrump {
		ruffs = s.ruffable(p)
		oppTrumps = (s.opponents(p) & tally.SuitMask(s.trump)).Len()
		ruffsTops = s.ruffsTop(p, oppTrumps)
	}
	k := 0
	for v := legal; v != 0; v &= v - 1 {
		c := tally.Card(bits.TrailingZeros64(uint64(v)))
		if _, ok := s.nextEquivalent(c, legal); ok {
			continue
		}
		val := int32(s.value[c])
		rank := int32(s.pow[c]) // its place in the trick's order of power (see reversed)
		if s.reversed {
			rank = tally.NumRanks - 1 - rank
		}
		var sc int32
		switch {
		case c == ttMove:
			sc = 2000
		case n == 0:
			// Lead a card that wins its suit, else a cheap one to the partner's top card (in a
			// trump contract that one first), else a trump under the opponents' top trump (it
			// draws theirs), else a cheap one; a card an opponent can ruff comes after these, one
			// on top of its suit first. While the opponents hold the top trump and another
			// (ruffsTop), a top card of a side suit is led as one they can ruff, and a cheap card
			// to the partner's top card as any cheap card: they can ruff the partner's card too.
			// A trump draws nothing where the opponents hold none (the top trump wins whenever it
			// is played: it comes last) or only their top trump (a trump under it comes after the
			// cheap cards).
			su := c.Suit()
			ruffed := ruffs&(1<<su) != 0
			top := 15 - bits.LeadingZeros16(s.present[su])
			if s.reversed {
				top = bits.TrailingZeros16(s.present[su])
			}
			o := s.owner[s.powCard[su][top]] // who holds the suit's top card
			switch {
			case s.hasTrump && su == s.trump && oppTrumps == 0:
				sc = 40 + val
			case int(s.pow[c]) == top && !ruffed && !ruffsTops:
				sc = 500 + val
			case int(s.pow[c]) == top:
				sc = 75 + val // on top, but an opponent can ruff it: after the cheap cards
			case int(o) != p && s.side[o] == s.side[p] && ruffsTops:
				sc = 100 - val - rank
			case int(o) != p && s.side[o] == s.side[p] && !ruffed && s.hasTrump:
				sc = 550 - val - rank // a cheap card to the partner's top card, first
			case int(o) != p && s.side[o] == s.side[p] && !ruffed:
				sc = 300 - val - rank // a cheap card to the partner's top card
			case ruffed:
				sc = 50 - val - rank
			case s.hasTrump && su == s.trump && s.side[o] != s.side[p] && oppTrumps == 1:
				sc = 90 - val - rank
			case s.hasTrump && su == s.trump && s.side[o] != s.side[p]:
				sc = 125 - val - rank
			default:
				sc = 100 - val - rank
			}
		default:
			wins := s.strength[t.led][c] > winStr
			switch {
			case partnerWins && !wins:
				sc = 400 + val // give the partner points
			case partnerWins:
				sc = 200 + val
			case wins && lastTakes && c.Suit() == s.trump && t.led != s.trump:
				// A ruff where the partner, last, can take the trick: after a card that wins by
				// following.
				sc = 350 + val
			case wins && n < 3 && s.hasTrump && c.Suit() == s.trump && t.led != s.trump:
				sc = 600 - rank + val // ruff with the lowest trump that wins
			case wins && n < 3:
				sc = 600 + rank + val // the highest, which a later card beats least often
			case wins && s.hasTrump && c.Suit() == s.trump && t.led != s.trump:
				sc = 560 - rank + val // the last card: a ruff after a card that follows
			case wins:
				sc = 600 - rank + val // the last card: the cheapest that wins
			case lastTakes:
				sc = 300 + val // a loser, but the partner, last, can still take the trick: points
			default:
				sc = 100 - val - rank // cheapest loser
			}
		}
		sc = sc<<20 + int32(min(s.hist[c]>>4, 1<<20-1))
		if c == s.killer[depth] {
			sc += killerBonus << 20
		}
		// Insert in order, best first.
		i := k
		for i > 0 && scores[i-1] < sc {
			moves[i], scores[i] = moves[i-1], scores[i-1]
			i--
		}
		moves[i], scores[i] = c, sc
		k++
	}
	return k
}

// killerBonus is what the killer card of a depth gains in generate's guess, in the points of
// its kind of card: enough to go ahead of cards of its kind worth a few points more, not of
// another kind. (1 to 5 cut 5 to 15 % of the positions; 10 and above, more than without.)
const killerBonus = 3

// ruffsTop reports whether the opponents of seat p, holding oppTrumps trumps, hold the top trump
// and at least one trump more: a card on top of a side suit that p leads is then likely ruffed,
// even by an opponent who holds its suit (a trump may be played to any trick, §3.3), with a trump
// the opponents can spare, and its points go to them. (On the trump contracts' seeded deals with eight tricks
// left, 3 to 8 % fewer positions than leading it first; asked of one trump of theirs, or of the
// top trump held by either side, fewer than that.) A cheap card to the partner's top card then
// has no reason to go first: 2 to 6 % fewer positions again, a sixth to a fifth on whole
// deals.
func (s *Solver) ruffsTop(p, oppTrumps int) bool {
	m := s.present[s.trump]
	return oppTrumps >= 2 && s.side[s.owner[s.powCard[s.trump][15-bits.LeadingZeros16(m)]]] != s.side[p]
}

// opponents is the cards of the seats not on seat p's side: two seats, or three against a seat
// alone (Deal.Solo).
func (s *Solver) opponents(p int) tally.CardSet {
	var h tally.CardSet
	for q := range 4 {
		if s.side[q] != s.side[p] {
			h |= s.hands[q]
		}
	}
	return h
}

// ruffable is the side suits, a bit each, in which an opponent of seat p holds no card and a
// trump: a card p leads in such a suit is likely ruffed (a trump may be played to any trick,
// §3.3, but one who can follow mostly does).
func (s *Solver) ruffable(p int) uint8 {
	var suits uint8
	for q := range 4 {
		h := s.hands[q]
		if s.side[q] == s.side[p] || h&tally.SuitMask(s.trump) == 0 {
			continue
		}
		for su := range tally.Suit(tally.NumSuits) {
			if su != s.trump && h&tally.SuitMask(su) == 0 {
				suits |= 1 << su
			}
		}
	}
	return suits
}

// beats reports whether seat q holds a card that beats strength str in a trick led in suit
// led: a higher card of the suit or, in a trump contract, a higher trump (a trump may always be
// played, §3.3).
func (s *Solver) beats(q int, led tally.Suit, str uint8) bool {
	danger := tally.SuitMask(led)
	if s.hasTrump {
		danger |= tally.SuitMask(s.trump)
	}
	for h := s.hands[q] & danger; h != 0; h &= h - 1 {
		if s.strength[led][h.First()] > str {
			return true
		}
	}
	return false
}

// sweeps returns points that team surely takes from here, at least need, or -1 when it finds
// none: the points of its own cards in tricks it surely wins one after the other from here, or
// allTricks when it so wins every trick left. A trick is sure when its winning card is one the
// other side cannot beat: a trump while the other side holds none, or a card above every card of
// its suit the other side still holds. While the other side holds trumps the team leads only
// trumps, which they must follow. What the other side plays is taken at its worst for the
// team: following suit, its lowest card of the suit (its top ones stay), and a card it throws
// away is taken as kept. So the question is a puzzle of the team's two hands (sweepLead), the
// other side's hands written as power masks (powers). When the other side leads, each card it
// may lead must be so beaten.
func (s *Solver) sweeps(team uint8, need int) int {
	s.budget = sweepBudget
	l := s.leader
	k := s.left / 4
	if s.hasTrump {
		// The trump Jack need not follow a trump lead, which the plan counts on.
		if j := tally.NewCard(s.trump, tally.Jack); s.unplayed.Has(j) && s.side[s.owner[j]] != team {
			return -1
		}
	}
	if s.side[l] == team {
		return s.sweepLead(s.hands[l], s.hands[(l+2)&3], s.powers(s.hands[(l+1)&3]), s.powers(s.hands[(l+3)&3]), k, need)
	}
	h1, h3 := s.hands[(l+1)&3], s.hands[(l+3)&3]
	p0, p2 := s.powers(s.hands[l]), s.powers(s.hands[(l+2)&3])
	least := allTricks // what the team surely takes whatever the other side leads
	var trick [2]tally.Card
	for v := s.hands[l]; v != 0; v &= v - 1 {
		x := v.First()
		trick[0] = x
		led := x.Suit()
		sh := uint(led) * 16
		top := max(int(s.pow[x]), bits.Len64(p2>>sh&0xFFFF)-1) // the leader's other cards are not in the trick
		b0, b2 := p0&^(1<<(sh+uint(s.pow[x]))), follow(p2, led)
		if s.hasTrump && (b0|b2)>>(uint(s.trump)*16)&0xFFFF != 0 {
			return -1 // the other side could ruff later: not this plan
		}
		best := -1
		for w := tally.Legal(h1, trick[:1], s.mode, s.policy); w != 0 && best < 0; w &= w - 1 {
			d1 := w.First()
			trick[1] = d1
			for u := tally.Legal(h3, trick[:2], s.mode, s.policy); u != 0; u &= u - 1 {
				d3 := u.First()
				win, a, b := d1, h1, h3
				if s.strength[led][d3] > s.strength[led][d1] {
					win, a, b = d3, h3, h1
				}
				if !s.sure(win, led, top) {
					continue
				}
				g := int(s.value[d1]) + int(s.value[d3])
				if r := s.sweepLead(a&^(1<<d1)&^(1<<d3), b&^(1<<d1)&^(1<<d3), b0, b2, k-1, need-g); r >= 0 {
					best = min(r+g, allTricks)
					break
				}
			}
		}
		if best < 0 {
			return -1
		}
		least = min(least, best)
	}
	return least
}

// powers writes hand h as power masks, sixteen bits a suit.
func (s *Solver) powers(h tally.CardSet) uint64 {
	var p uint64
	for su := range tally.Suit(tally.NumSuits) {
		p |= uint64(s.powMask[su][h>>(uint(su)*tally.NumRanks)&0x1FF]) << (uint(su) * 16)
	}
	return p
}

// follow is the power masks p of a hand after it follows suit su with its weakest card of the
// suit (p unchanged when it holds none: see sweeps).
func follow(p uint64, su tally.Suit) uint64 {
	sh := uint(su) * 16
	m := p >> sh & 0xFFFF
	return p &^ (m &^ (m - 1) << sh)
}

// sure reports whether card win, the team's best in a trick led in suit led, wins it whatever
// the other side plays, who hold no trump unless it is a trump lead and whose best card of the
// led suit has power top (-1: none).
func (s *Solver) sure(win tally.Card, led tally.Suit, top int) bool {
	if s.strength[led][win] == 0 {
		return false
	}
	if win.Suit() != led {
		return true // a trump on a side suit's lead, the other side holding none
	}
	return int(s.pow[win]) > top
}

// allTricks is what sweeps and sweepLead return when the team wins every trick left.
const allTricks = 1 << 20

// sweepLead returns points the team, a leading and b its partner, surely takes against the
// other side's hands o1 and o2 (power masks) as sweeps takes them, at least need, with k
// tricks left; or allTricks, or -1.
func (s *Solver) sweepLead(a, b tally.CardSet, o1, o2 uint64, k, need int) int {
	if k == 0 {
		return allTricks
	}
	if need <= 0 {
		return 0
	}
	if s.budget--; s.budget < 0 {
		return -1
	}
	o := o1 | o2
	var ruff tally.CardSet // the trumps, which win a side suit's trick, when the other side holds none
	leads := a
	if s.hasTrump {
		tm := tally.SuitMask(s.trump)
		if o>>(uint(s.trump)*16)&0xFFFF != 0 {
			leads &= tm
		} else {
			ruff = tm
		}
	}
	for v := leads; v != 0; v &= v - 1 {
		c := v.First()
		led := c.Suit()
		// sure: the cards of the suit that win any trick they are the best card of.
		sure := s.aboveSet[led][bits.Len64(o>>(uint(led)*16)&0xFFFF)]
		lead := [1]tally.Card{c}
		// The partner plays after a card of the other side that is no trump (see sweeps), which
		// leaves him the cards he may play to the lead alone.
		w := tally.Legal(b, lead[:], s.mode, s.policy)
		if !sure.Has(c) {
			// The partner must win it with a card that is sure: of the suit above theirs, or a
			// trump on a side suit.
			if w &= sure | ruff; w == 0 {
				continue
			}
		}
		n1, n2 := follow(o1, led), follow(o2, led)
		for ; w != 0; w &= w - 1 {
			d := w.First()
			x, y := a, b
			if s.strength[led][d] > s.strength[led][c] {
				x, y = b, a
			}
			g := int(s.value[c]) + int(s.value[d])
			if r := s.sweepLead(x&^(1<<c)&^(1<<d), y&^(1<<c)&^(1<<d), n1, n2, k-1, need-g); r >= 0 {
				return min(r+g, allTricks)
			}
		}
	}
	return -1
}
