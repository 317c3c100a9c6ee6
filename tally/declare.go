package tally

import (
	"fmt"
	"slices"
)

// WeisCall is a Weis as it is said at the table, without the cards: a run by its length, suit and
// top card ("hundred in hearts up to the King"), or four of a kind by its rank.
type WeisCall struct {
	Seat int
	Kind WeisKind
	Suit Suit // runs only
	Top  Rank // the run's top card in natural order; the quartet's rank
	Len  int  // runs only: 3 to 9 cards
}

// Cards lists the cards the call names, lowest first, or explains why it names none: a run
// shorter than 3 or longer than 9 cards, or one that would reach below the 6.
func (c WeisCall) Cards() ([]Card, error) {
	switch c.Kind {
	case WeisQuartet:
		if c.Top >= NumRanks {
			return nil, fmt.Errorf("four of a kind needs a rank 6 to A")
		}
		out := make([]Card, NumSuits)
		for su := range Suit(NumSuits) {
			out[su] = NewCard(su, c.Top)
		}
		return out, nil
	case WeisRun:
		if c.Suit >= NumSuits || c.Top >= NumRanks {
			return nil, fmt.Errorf("a run needs a suit S, H, D or C and a top card 6 to A")
		}
		if c.Len < 3 || c.Len > NumRanks {
			return nil, fmt.Errorf("a run of %d cards is no Weis: a run has 3 to 9 cards", c.Len)
		}
		lo := int(c.Top) - c.Len + 1
		if lo < 0 {
			return nil, fmt.Errorf("a run of %d cards cannot end at %s: the order starts at 6 and does not wrap", c.Len, c.Top)
		}
		out := make([]Card, c.Len)
		for i := range out {
			out[i] = NewCard(c.Suit, Rank(lo+i))
		}
		return out, nil
	}
	return nil, fmt.Errorf("a Weis is a run or four of a kind")
}

// WeisDecision is who writes Weis after the declarations of one deal (§4.3) and why.
type WeisDecision struct {
	Team   int    // the team that writes, or -1 when no Weis counts
	Points [2]int // what each team writes, before the multiplier (at most one non-zero)
	// Reason is the step of §4.4 that decided between the teams' best Weis (a WeisBy… code), or
	// WeisAlone when only one team declared a Weis that counts, WeisNone when no team did.
	Reason string
	// Best holds each team's best Weis that counts; Seat is -1 for a team without one.
	Best [2]Declaration
	// Refused lists the calls that do not count, in call order: Seat is the caller's, Trick the
	// index of the call, Rule one of RuleSeatRange, RuleWeisOff, RuleWeisInvalid, RuleWeisOverlap.
	Refused []Violation
}

// DecideWeis validates the Weis declared in a four-player team deal and decides which team
// writes them, in a deal scored in mode m whose trick 1 is led by leader: each call is checked
// (a real combination that counts under the rules, and for one seat no two sharing a card or
// touching, §4.1 and §4.2; no card in two seats' calls), each team's best single Weis is compared by §4.4, and the team with
// the better one writes all its partners' Weis. Calls that are refused count nothing and are
// listed in Refused.
func DecideWeis(calls []WeisCall, leader int, m Mode, r Rules) WeisDecision {
	const players = 4
	dec := WeisDecision{Team: -1, Reason: WeisNone, Best: [2]Declaration{{Seat: -1}, {Seat: -1}}}
	decls := make([]Declaration, 0, len(calls))
	for i, c := range calls {
		refuse := func(rule, detail string) {
			dec.Refused = append(dec.Refused, Violation{Round: -1, Trick: i, Seat: c.Seat, Card: NoCard, Rule: rule, Detail: detail})
		}
		if r.Weis == WeisOff {
			refuse(RuleWeisOff, "Weis are off in these rules")
			continue
		}
		cards, err := c.Cards()
		if err != nil {
			refuse(RuleWeisInvalid, err.Error())
			continue
		}
		d, v := checkDeclared(i, WeisClaim{Seat: c.Seat, Cards: cards, Team: -1}, players, nil, decls, r)
		if v != nil {
			refuse(v.Rule, v.Detail)
			continue
		}
		if other := heldElsewhere(decls, d); other >= 0 {
			refuse(RuleWeisNotHeld, fmt.Sprintf("weis[%d]: seat %d declared some of these cards already, and a card is in one hand only", i, other))
			continue
		}
		decls = append(decls, d)
	}
	cfg := configOf(&r, m)
	if leader < 0 || leader >= players {
		leader = 0
	}
	var order [2]int
	for _, d := range decls {
		t, o := Team(d.Seat), ((d.Seat-leader)%players+players)%players
		if dec.Best[t].Seat < 0 || compareWeis(d.Weis, o, dec.Best[t].Weis, order[t], cfg) > 0 {
			dec.Best[t], order[t] = d, o
		}
	}
	dec.Team, dec.Points = WeisWinner(decls, leader, players, m, r)
	switch {
	case dec.Best[0].Seat >= 0 && dec.Best[1].Seat >= 0:
		_, dec.Reason = compareWeisWhy(dec.Best[0].Weis, order[0], dec.Best[1].Weis, order[1], cfg)
	case dec.Team >= 0:
		dec.Reason = WeisAlone
	}
	return dec
}

// WeisCandidates lists the Weis a hand can declare, best first by §4.4 in mode m: every quartet
// that counts and, for each unbroken sequence of three or more cards of a suit, the whole run
// (§4.1: a sequence is one run, and declaring it shorter only loses). Overlaps are the players'
// choice; BestWeis picks the set that counts most. Nil with weis=off.
func WeisCandidates(hand CardSet, m Mode, r Rules) []Weis {
	cfg := configOf(&r, m)
	if cfg.off {
		return nil
	}
	hand &= AllCards
	var out []Weis
	q := quartetRanks(hand)
	for rk := Rank(0); rk < NumRanks; rk++ {
		if q&(1<<rk) != 0 && quartetPoints(rk, cfg.lowQuartets) > 0 {
			out = append(out, Weis{Kind: WeisQuartet, Cards: RankMask(rk), Top: rk, Len: 4})
		}
	}
	for su := Suit(0); su < NumSuits; su++ {
		shift := uint(su) * NumRanks
		b := &blockTable[uint16(hand>>shift)&(1<<NumRanks-1)]
		for i := 0; i < int(b.n); i++ {
			cards := CardSet(b.blk[i]) << shift
			run := longestTable[0][b.blk[i]]
			out = append(out, Weis{Kind: WeisRun, Cards: cards, Suit: su, Top: Rank(run.lo + run.ln - 1), Len: int(run.ln)})
		}
	}
	slices.SortFunc(out, func(a, b Weis) int { return rankWeis(b, a, cfg) })
	return out
}

// heldElsewhere returns the seat of an earlier declaration of another seat that shares a card
// with d, or -1.
func heldElsewhere(decls []Declaration, d Declaration) int {
	for _, e := range decls {
		if e.Seat != d.Seat && e.Weis.Cards&d.Weis.Cards != 0 {
			return e.Seat
		}
	}
	return -1
}
