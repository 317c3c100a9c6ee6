package tally

import "fmt"

// Play is one deal played card by card.
type Play struct {
	Contract Contract
	Leader   int      // seat that leads trick 1
	Players  int      // 4, or 3 (Differenzler, solo Coiffeur with 12 cards each)
	Tricks   [][]Card // each trick's cards in play order from its leader; later leaders = previous winners
}

// TrickResult is one trick as CheckPlay evaluated it.
type TrickResult struct {
	Leader, Winner int    // seats; Winner is -1 for an empty trick
	Mode           Mode   // the trick's mode (mixed contracts change it)
	Points         int    // card points of the trick, incl. the last-trick 5 on the deal's last trick
	Cards          []Card // the trick's cards in play order, as given
}

// PlayResult is the outcome of a deal played card by card.
type PlayResult struct {
	Hands      []CardSet     // each seat's hand as dealt, reconstructed from the tricks
	Tricks     []TrickResult // one per trick given
	Points     []int         // card points per seat incl. the last-trick 5 (no Match bonus)
	TricksWon  []int         // tricks taken per seat
	Violations []Violation   // every violation found; Round is -1 (the caller sets it)
}

// playStore holds the result slices of a well-formed deal in one allocation.
type playStore struct {
	hands  [4]CardSet
	counts [8]int
	tricks [12]TrickResult
	cards  [NumCards]Card
}

// CheckPlay replays a deal and reports every broken rule (§3):
//   - RuleSeatRange: a player count other than 3 or 4 (nothing else is then replayed but the
//     cards themselves), or a leader outside 0..Players-1 (seat 0 leads instead);
//   - RuleCardCount: a number of tricks other than 36/Players, a trick of the wrong length, or a
//     value that is not a card (it is skipped);
//   - RuleDuplicateCard: a card played a second time;
//   - RuleFollowSuit, RuleTrumpLead, RuleUndertrump: an illegal card, judged against the cards
//     the seat still held at that moment (its hand being every card it plays in the deal).
//
// Each card is still played as given. Trick modes follow the contract (TrickMode with
// r.GuschtiSplit), values its scoring mode, or each trick's own mode with mixedValues=perTrick.
// The last-trick 5 goes with trick 36/Players. Points and TricksWon ignore empty tricks.
func CheckPlay(p Play, r Rules) PlayResult { return checkPlay(p, r, false) }

// CheckPlaySoFar is CheckPlay for a deal still being entered card by card: the tricks given are
// the deal so far, the last one possibly incomplete, so too few tricks and a short last trick are
// no violation, and an incomplete last trick is credited to nobody (its Winner is -1, its Points
// the cards so far). Everything the cards so far prove is reported, at the card that broke the rule: a
// seat that did not follow suit although it plays that suit later is caught as soon as the later
// card is entered.
func CheckPlaySoFar(p Play, r Rules) PlayResult { return checkPlay(p, r, true) }

func checkPlay(p Play, r Rules, soFar bool) PlayResult {
	var res PlayResult
	n := p.Players
	if n != 3 && n != 4 {
		res.Violations = append(res.Violations, NewViolation(RuleSeatRange,
			"%d players: a deal is played by 4, or by 3 with 12 cards each", n))
		checkCards(p.Tricks, &res)
		return res
	}
	nTricks := TricksPerDeal(n)
	total := 0
	for _, t := range p.Tricks {
		total += len(t)
	}

	var allCards []Card
	if len(p.Tricks) <= 12 && total <= NumCards {
		st := new(playStore)
		res.Hands = st.hands[:n:n]
		res.Points = st.counts[:n:n]
		res.TricksWon = st.counts[4 : 4+n : 4+n]
		res.Tricks = st.tricks[:len(p.Tricks):len(p.Tricks)]
		allCards = st.cards[:total:total]
	} else {
		res.Hands = make([]CardSet, n)
		res.Points = make([]int, n)
		res.TricksWon = make([]int, n)
		res.Tricks = make([]TrickResult, len(p.Tricks))
		allCards = make([]Card, total)
	}

	if len(p.Tricks) > nTricks || len(p.Tricks) < nTricks && !soFar {
		res.Violations = append(res.Violations, NewViolation(RuleCardCount,
			"%d tricks: %d players play %d tricks of %d cards", len(p.Tricks), n, nTricks, n))
	}
	leader := p.Leader
	if leader < 0 || leader >= n {
		res.Violations = append(res.Violations, NewViolation(RuleSeatRange,
			"leader seat %d is outside 0..%d; seat 0 is taken to lead", leader, n-1))
		leader = 0
	}

	// Pass 1: cards, hands, trick modes, winners and points. Winners depend on the cards alone,
	// so every seat's hand is known before legality is judged.
	policy := r.PlayPolicy()
	scoring := p.Contract.ScoringMode()
	perTrick := r.MixedValues == MixedPerTrick
	var seen CardSet
	var firstTrick [NumCards]int
	for i, t := range p.Tricks {
		cards := allCards[:len(t):len(t)]
		allCards = allCards[len(t):]
		copy(cards, t)
		tr := &res.Tricks[i]
		*tr = TrickResult{Leader: leader, Winner: -1, Mode: p.Contract.TrickMode(i, nTricks, r.GuschtiSplit), Cards: cards}
		open := soFar && i == len(p.Tricks)-1 && len(t) < n // the trick being played
		if len(t) != n && !open {
			res.Violations = append(res.Violations, Violation{Round: -1, Trick: i, Seat: -1, Card: NoCard,
				Rule: RuleCardCount, Detail: fmt.Sprintf("trick has %d cards, want %d", len(t), n)})
		}
		values := scoring
		if perTrick {
			values = tr.Mode
		}
		for pos, c := range t {
			seat := (leader + pos) % n
			if c >= NumCards {
				res.Violations = append(res.Violations, Violation{Round: -1, Trick: i, Seat: seat, Card: c,
					Rule: RuleCardCount, Detail: fmt.Sprintf("value %d is not one of the 36 cards", uint8(c))})
				continue
			}
			if seen.Has(c) {
				res.Violations = append(res.Violations, Violation{Round: -1, Trick: i, Seat: seat, Card: c,
					Rule: RuleDuplicateCard, Detail: fmt.Sprintf("%s was already played in trick %d", c, firstTrick[c])})
			} else {
				seen |= 1 << c
				firstTrick[c] = i
			}
			res.Hands[seat] = res.Hands[seat].Add(c)
			tr.Points += values.Value(c, r.UndenufeSwap)
		}
		if i == nTricks-1 && len(t) > 0 && !open {
			tr.Points += LastTrickBonus
		}
		if open {
			continue // nobody has won it yet
		}
		if w := TrickWinner(t, tr.Mode); w >= 0 {
			tr.Winner = (leader + w) % n
			res.Points[tr.Winner] += tr.Points
			res.TricksWon[tr.Winner]++
			leader = tr.Winner
		}
	}

	// Pass 2: replay, judging each card against what its seat still holds.
	var held [4]CardSet
	copy(held[:], res.Hands)
	for i, t := range p.Tricks {
		tr := &res.Tricks[i]
		for pos, c := range t {
			if c >= NumCards {
				continue
			}
			seat := (tr.Leader + pos) % n
			h := held[seat] | 1<<c
			held[seat] = h &^ (1 << c)
			if pos == 0 || Legal(h, t[:pos], tr.Mode, policy).Has(c) {
				continue
			}
			rule := illegalKind(c, t, tr.Mode)
			res.Violations = append(res.Violations, Violation{Round: -1, Trick: i, Seat: seat, Card: c,
				Rule: rule, Detail: illegalDetail(rule, c, h, t[:pos], tr.Mode, policy)})
		}
	}
	return res
}

// checkCards reports invalid and repeated cards when the deal cannot be replayed.
func checkCards(tricks [][]Card, res *PlayResult) {
	var seen CardSet
	for i, t := range tricks {
		for _, c := range t {
			switch {
			case c >= NumCards:
				res.Violations = append(res.Violations, Violation{Round: -1, Trick: i, Seat: -1, Card: c,
					Rule: RuleCardCount, Detail: fmt.Sprintf("value %d is not one of the 36 cards", uint8(c))})
			case seen.Has(c):
				res.Violations = append(res.Violations, Violation{Round: -1, Trick: i, Seat: -1, Card: c,
					Rule: RuleDuplicateCard, Detail: fmt.Sprintf("%s is played twice", c)})
			default:
				seen |= 1 << c
			}
		}
	}
}

// illegalDetail explains an illegal card for logs and the CLI.
func illegalDetail(rule string, c Card, hand CardSet, trick []Card, m Mode, p PlayPolicy) string {
	led := trick[0].Suit()
	switch rule {
	case RuleTrumpLead:
		return fmt.Sprintf("trump %s was led and the hand holds %s", led, hand.OfSuit(led).Remove(NewCard(led, Jack)))
	case RuleUndertrump:
		ref, _ := trickTrump(trick[1:], Suit(m), p.Lowest)
		word := "highest"
		if p.Lowest {
			word = "lowest"
		}
		return fmt.Sprintf("%s is below %s, the %s trump in the trick", c, ref, word)
	}
	return fmt.Sprintf("%s was led and the hand holds %s", led, hand.OfSuit(led))
}

// TricksPerDeal is the number of tricks of a deal at a table of players: every card is played,
// so nine with four players and twelve with three (§1.2).
func TricksPerDeal(players int) int { return NumCards / players }
