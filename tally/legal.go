package tally

// PlayPolicy is the undertrump rule set resolved from Rules (§3.3 rule 4, settings `undertrump`
// and `undertrumpReference`), held as small integers so that Legal needs no string compares.
// The zero value is the default: undertrump forbidden, compared with the highest trump.
type PlayPolicy struct {
	// Undertrump is one of PolicyForbidden, PolicyHindersi or PolicyOvertrumpIfAble.
	Undertrump uint8
	// Lowest compares an added trump with the lowest trump in the trick instead of the highest
	// (undertrumpReference=lowest).
	Lowest bool
}

// Values of PlayPolicy.Undertrump.
const (
	PolicyForbidden       uint8 = iota // undertrump=forbidden
	PolicyHindersi                     // undertrump=hindersi: the ban only binds a player who holds the led suit
	PolicyOvertrumpIfAble              // undertrump=overtrumpIfAble: beat the trick's trump if any held trump does
)

// PlayPolicy resolves the undertrump settings. Unknown values fall back to the defaults
// (forbidden, highest); Rules.Validate reports them.
func (r Rules) PlayPolicy() PlayPolicy {
	var p PlayPolicy
	switch r.Undertrump {
	case UndertrumpHindersi:
		p.Undertrump = PolicyHindersi
	case UndertrumpOvertrump:
		p.Undertrump = PolicyOvertrumpIfAble
	}
	p.Lowest = r.UndertrumpReference == ReferenceLowest
	return p
}

// trumpAbove[o] is the 9-bit rank mask of the ranks whose trump order is above order o
// (order values as in trumpRankOrder: 0 = the 6, 8 = the Puur).
var trumpAbove = func() (t [NumRanks]uint16) {
	for o := range NumRanks {
		for r := range Rank(NumRanks) {
			if int(trumpRankOrder[r]) > o {
				t[o] |= 1 << r
			}
		}
	}
	return t
}()

// trickTrump finds the trump of suit x in the trick that an added trump is compared with: the
// highest by trump order, or the lowest when lowest is set. It returns the card and its trump
// order, or NoCard and -1 when no trump lies in the trick. Invalid card values are ignored.
func trickTrump(trick []Card, x Suit, lowest bool) (Card, int) {
	ref, order := NoCard, -1
	for _, c := range trick {
		if c >= NumCards || c.Suit() != x {
			continue
		}
		o := int(trumpRankOrder[c.Rank()])
		if order < 0 || (lowest && o < order) || (!lowest && o > order) {
			ref, order = c, o
		}
	}
	return ref, order
}

// Legal returns the cards of hand that may be played to trick (the cards played so far, leader
// first) in trick mode m, following the reference algorithm of §3.3. It is never empty for a
// non-empty hand and does not allocate. A lead card that is not a valid card leaves every card
// legal; a mode other than a trump suit is played as a trick without trump.
func Legal(hand CardSet, trick []Card, m Mode, p PlayPolicy) CardSet {
	if len(trick) == 0 || trick[0] >= NumCards {
		return hand
	}
	led := trick[0].Suit()
	follow := hand & SuitMask(led)
	if !m.IsTrump() {
		// §3.2: follow suit if able, otherwise anything.
		if follow != 0 {
			return follow
		}
		return hand
	}
	x := Suit(m)
	trumps := hand & SuitMask(x)
	if led == x {
		// §3.3 rule 1: a trump lead binds only a hand with a trump besides the Puur.
		if trumps&^(1<<NewCard(x, Jack)) != 0 {
			return trumps
		}
		return hand
	}
	// §3.3 rules 2 and 3: follow or trump; a void hand may play anything.
	legal := hand
	if follow != 0 {
		legal = follow | trumps
	}
	if trumps == 0 || trumps == hand {
		return legal // nothing to undertrump with, or the all-trumps exception
	}
	if p.Undertrump == PolicyHindersi && follow == 0 {
		return legal
	}
	_, order := trickTrump(trick[1:], x, p.Lowest)
	if order < 0 {
		return legal
	}
	above := trumps & (CardSet(trumpAbove[order]) << (uint(x) * NumRanks))
	if p.Undertrump == PolicyOvertrumpIfAble && above == 0 {
		return legal
	}
	// §3.3 rule 4: no trump below the reference trump.
	return legal &^ (trumps &^ above)
}

// IllegalReason says why c may not be played to trick from hand in mode m: "" when it is legal,
// else RuleFollowSuit (a card that is neither of the led suit nor a trump while holding the led
// suit), RuleUndertrump (a trump below the trick's trump, §3.3 rule 4) or
// RuleTrumpLead (a non-trump on a trump lead while holding trumps other than the Puur). The card
// is judged as part of hand: callers pass a c they know was held. A value of c that is not a
// card at all gives RuleCardCount.
func IllegalReason(c Card, hand CardSet, trick []Card, m Mode, p PlayPolicy) string {
	if c >= NumCards {
		return RuleCardCount
	}
	if Legal(hand.Add(c), trick, m, p).Has(c) {
		return ""
	}
	return illegalKind(c, trick, m)
}

// illegalKind classifies a card Legal has rejected. Legal only rejects: off-suit cards when the
// led suit is held (no trump, or neither led suit nor trump), non-trumps on a trump lead, and
// trumps below the trick's trump.
func illegalKind(c Card, trick []Card, m Mode) string {
	if x, ok := m.Trump(); ok {
		if trick[0].Suit() == x {
			return RuleTrumpLead
		}
		if c.Suit() == x {
			return RuleUndertrump
		}
	}
	return RuleFollowSuit
}
