package solver

import "github.com/jasstafel/jasstafel/tally"

// lastTwo returns team 0's exact points from the start of the last two tricks, two cards in
// each hand, without the main table, the quick bounds and the move generation of search. The same
// two-trick endgame is reached many times in a search (on a seven-trick spades deal about sixteen
// times each), so its exact value is kept in a table of its own (end), keyed on the cards left
// and the leader: who holds each card follows from the deal, which the epoch names (the main
// table's canonical key found more of them but cost more than it saved). On a miss it is
// searched with a full window by lastTwoCard. The search call that asks it counts as the one
// position searched, as for lastTrick: the cards it plays are not counted.
func (s *Solver) lastTwo() int {
	key := uint64(s.unplayed) | uint64(s.leader)<<tally.NumCards | s.epoch<<endEpoch
	e := &s.end[(key*0x9E3779B97F4A7C15)>>(64-endBits)]
	if *e&^(0xFF<<endValue) == key {
		return int(uint8(*e >> endValue))
	}
	var trick [4]tally.Card
	v := s.lastTwoCard(-1, 1<<30, &trick, 0, 0, 0, 0, 0)
	*e = key | uint64(v)<<endValue
	return v
}

// An entry of the table of the last two tricks is one word: the cards left (36 bits), the
// leader (2), the value (8) and the epoch (18; newEpoch keeps it below 2^8). 2^endBits entries
// of 8 bytes: 2 MiB.
const (
	endBits  = 18
	endValue = tally.NumCards + 2
	endEpoch = endValue + 8
)

// lastTwoCard is the alpha-beta search of the last two tricks with n cards of the first trick on
// the table in trick, led in suit led: the card at place win is winning it with strength str,
// and the trick holds pts points. The leader's two cards and each follower's legal ones
// (tally.Legal, so every card-play setting holds) are tried and, once the first trick is
// complete, the second trick, which is forced, is scored from the cards' strength alone; its
// points are those still in play less the first trick's, so the last trick's 5 goes with it. It
// returns team 0's points, exact when they lie between alpha and beta (both excluded), else a
// bound on them: at or below alpha an upper bound, at or above beta a lower bound.
func (s *Solver) lastTwoCard(alpha, beta int, trick *[4]tally.Card, n int, led tally.Suit, win int, str uint8, pts int) int {
	p := (s.leader + n) & 3
	legal := s.hands[p]
	if n > 0 {
		legal = s.lastTwoLegal(legal, trick, n, led)
	}
	maxing := s.side[p] == 0
	best := -1
	if !maxing {
		best = 1 << 30
	}
	for v := legal; v != 0; v &= v - 1 {
		c := v.First()
		trick[n] = c
		w, st := win, str
		if n == 0 {
			led = c.Suit()
			st = s.strength[led][c]
		} else if x := s.strength[led][c]; x > st {
			w, st = n, x
		}
		pt := pts + int(s.value[c])
		var val int
		if n < 3 {
			val = s.lastTwoCard(alpha, beta, trick, n+1, led, w, st, pt)
		} else {
			val = s.lastTwoEnd(trick, w, pt)
		}
		if maxing {
			if val > best {
				best = val
				if best >= beta {
					return best
				}
				alpha = max(alpha, best)
			}
		} else if val < best {
			best = val
			if best <= alpha {
				return best
			}
			beta = min(beta, best)
		}
	}
	return best
}

// lastTwoLegal is the legal cards of hand (two cards) to the n cards of trick, led in suit led:
// tally.Legal's answer, found without it when the hand holds no trump or only cards of the led
// suit, where only following suit counts (§3.2, §3.3).
func (s *Solver) lastTwoLegal(hand tally.CardSet, trick *[4]tally.Card, n int, led tally.Suit) tally.CardSet {
	follow := hand & tally.SuitMask(led)
	if follow == hand {
		return hand
	}
	if !s.hasTrump || hand&tally.SuitMask(s.trump) == 0 {
		if follow != 0 {
			return follow
		}
		return hand
	}
	return tally.Legal(hand, trick[:n], s.mode, s.policy)
}

// lastTwoEnd is team 0's points from the first of the last two tricks, complete in trick and won
// by the card at place win with pts points, and from the last trick, where each seat plays the
// card it has left.
func (s *Solver) lastTwoEnd(trick *[4]tally.Card, win, pts int) int {
	lead := (s.leader + win) & 3
	v := 0
	if s.side[lead] == 0 {
		v = pts
	}
	c := s.hands[lead] &^ (1 << trick[win])
	led := c.First().Suit()
	last := s.lastStrength // the strength of the last trick
	w, str := lead, last[led][c.First()]
	for i := 1; i < 4; i++ {
		seat := (lead + i) & 3
		x := (s.hands[seat] &^ (1 << trick[(seat-s.leader)&3])).First()
		if st := last[led][x]; st > str {
			w, str = seat, st
		}
	}
	if s.side[w] == 0 {
		v += s.inPlay - pts
	}
	return v
}
