package tally

import "fmt"

// Verdict is one card of a hand judged for the trick on the table: Rule is "" when it may be
// played, else why not (RuleFollowSuit, RuleTrumpLead or RuleUndertrump).
type Verdict struct {
	Card Card
	Rule string
}

// TrickAnswer is what a referee says about a trick in progress and the hand of the player on turn.
type TrickAnswer struct {
	Mode     Mode      // the trick's mode
	Verdicts []Verdict // one per card of the hand, in the hand's order
	Winning  int       // position in the trick (0 = leader) of the card winning so far, -1 when empty
	Points   int       // card points in the trick so far, without the last-trick 5
}

// maxHand is the most cards a player holds: twelve with three players.
const maxHand = NumCards / 3

// JudgeTrick answers the referee's question (§3): which cards of hand may be played to trick (the
// cards played so far, leader first) as trick number trickNo (0-based, which matters only for
// mixed contracts; nine tricks in the deal) of contract c, and why the others may not; who wins the
// trick so far; what its cards are worth under the deal's values (§2.2, §3.5). The error says in
// English what is wrong with the question: no cards in the hand or more than twelve, a card named
// twice or both in the hand and the trick, a full trick, or a trick number outside 0..8.
func JudgeTrick(hand, trick []Card, c Contract, trickNo int, r Rules) (TrickAnswer, error) {
	const tricks = NumCards / 4
	switch {
	case len(hand) == 0:
		return TrickAnswer{}, fmt.Errorf("the hand holds no card: name the cards of the player on turn")
	case len(hand) > maxHand:
		return TrickAnswer{}, fmt.Errorf("%d cards in the hand: a player holds at most %d", len(hand), maxHand)
	case len(trick) > 3:
		return TrickAnswer{}, fmt.Errorf("%d cards in the trick: with the player's own card a trick has at most 4", len(trick))
	case trickNo < 0 || trickNo >= tricks:
		return TrickAnswer{}, fmt.Errorf("trick number %d: a deal has tricks 1 to %d", trickNo+1, tricks)
	}
	var seen CardSet
	for _, cs := range [][]Card{trick, hand} {
		for _, x := range cs {
			if !x.Valid() {
				return TrickAnswer{}, fmt.Errorf("card value %d is not one of the 36 cards", uint8(x))
			}
			if seen.Has(x) {
				return TrickAnswer{}, fmt.Errorf("%s is named twice: each card is in one place only", x)
			}
			seen = seen.Add(x)
		}
	}
	m := c.TrickMode(trickNo, tricks, r.GuschtiSplit)
	values := c.ScoringMode()
	if r.MixedValues == MixedPerTrick {
		values = m
	}
	ans := TrickAnswer{Mode: m, Verdicts: make([]Verdict, len(hand)), Winning: TrickWinner(trick, m), Points: trickPoints(trick, values, r.UndenufeSwap)}
	h := SetOf(hand...)
	legal := Legal(h, trick, m, r.PlayPolicy())
	for i, x := range hand {
		ans.Verdicts[i].Card = x
		if !legal.Has(x) {
			ans.Verdicts[i].Rule = illegalKind(x, trick, m)
		}
	}
	return ans, nil
}
