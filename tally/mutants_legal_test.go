package tally

import "testing"

// A trick whose lead is not a valid card (the first value past the last card) leaves every card
// legal, also a trump below a trump already in the trick: the lead decides what must be followed
// (§3.3), and without a lead there is nothing to judge.
func TestMutantsInvalidLeadLeavesEveryCardLegal(t *testing.T) {
	hand := SetOf(MustCard("H6"), MustCard("S7"))
	trick := []Card{Card(NumCards), MustCard("HA")}
	for _, p := range []PlayPolicy{{}, {Lowest: true}, {Undertrump: PolicyOvertrumpIfAble}} {
		if got := Legal(hand, trick, TrumpH, p); got != hand {
			t.Errorf("policy %+v: legal %s, want the whole hand %s", p, got, hand)
		}
	}
}

// A value that is not a card at all is reported as such (card-count), also as the first card of
// a trick, where every real card would be legal.
func TestMutantsNotACardIsACardCountViolation(t *testing.T) {
	hand := SetOf(MustCard("H6"), MustCard("S7"))
	for _, c := range []Card{Card(NumCards), NoCard} {
		if got := IllegalReason(c, hand, nil, TrumpH, PlayPolicy{}); got != RuleCardCount {
			t.Errorf("card value %d on an empty trick: %q, want %q", c, got, RuleCardCount)
		}
	}
}
