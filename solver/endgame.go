package solver

import "github.com/jasstafel/jasstafel/tally"

// lastTwo searches the last two tricks from the start of the first of them, two cards in each
// hand, without the table, the quick bounds and the move generation of search: the leader's two
// cards, each follower's legal ones (tally.Legal, so every card-play setting holds) and, once the
// first trick is complete, the second trick, which is forced. Its winner is found from the
// cards' strength alone and its points are those still in play less the first trick's, so the
// last trick's 5 goes with it. It returns team 0's points from here as search does: above alpha
// a lower bound, at or below alpha an upper bound (here the exact value or the best value found
// before a cut-off). The search call that asks it counts as the one position searched, as for
// lastTrick: the cards it plays are not counted.
func (s *Solver) lastTwo(alpha int) int {
	var trick [4]tally.Card
	return s.lastTwoCard(alpha, &trick, 0, 0, 0, 0, 0)
}

// lastTwoCard is lastTwo with n cards of the first trick on the table in trick, led in suit
// led: the card at place win is winning it with strength str, and the trick holds pts points.
func (s *Solver) lastTwoCard(alpha int, trick *[4]tally.Card, n int, led tally.Suit, win int, str uint8, pts int) int {
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
			val = s.lastTwoCard(alpha, trick, n+1, led, w, st, pt)
		} else {
			val = s.lastTwoEnd(trick, w, pt)
		}
		if maxing {
			if val > best {
				best = val
				if best > alpha {
					return best
				}
			}
		} else if val < best {
			best = val
			if best <= alpha {
				return best
			}
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
	w, str := lead, s.strength[led][c.First()]
	for i := 1; i < 4; i++ {
		seat := (lead + i) & 3
		x := (s.hands[seat] &^ (1 << trick[(seat-s.leader)&3])).First()
		if st := s.strength[led][x]; st > str {
			w, str = seat, st
		}
	}
	if s.side[w] == 0 {
		v += s.inPlay - pts
	}
	return v
}
