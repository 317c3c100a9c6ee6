package tally

import (
	"fmt"
	"slices"
)

// Rule codes of the Differenzler sheet (§10).
const (
	// RulePredictionRange: a prediction outside 0..157.
	RulePredictionRange = "prediction-range"
	// RuleTrumpMismatch: trump is not a suit, or the dealer played no card of it although the
	// trump suit is the suit of his bottom card.
	RuleTrumpMismatch = "trump-mismatch"
	// RuleDealerOrder: a dealer other than the previous dealer's right-hand neighbour.
	RuleDealerOrder = "dealer-order"
	// RuleTooManyDeals: a deal after the sheet's `deals` deals were scored.
	RuleTooManyDeals = "too-many-deals"
	// RulePendingNotLast: a deal without points followed by another deal.
	RulePendingNotLast = "pending-not-last"
	// RulePlayerCount: a per-player list (predictions, points) whose length is not the number
	// of players.
	RulePlayerCount = "player-count"
	// RulePointsMismatch: points entered together with the tricks that disagree with them.
	RulePointsMismatch = "points-mismatch"
)

// DifferenzlerDeal is one Differenzler deal as entered (§10): the predictions and either each
// player's card points, the whole deal card by card, or neither while it is still being played.
type DifferenzlerDeal struct {
	Dealer      int
	Trump       Mode     // the suit of the dealer's shown bottom card; must be a trump mode
	Predictions []int    // per seat, 0..157
	Points      []int    // per seat card points incl. the last-trick 5 (sum 157, also with a Match); nil with Tricks or while pending
	Tricks      [][]Card // the whole deal (12 tricks of 3 or 9 tricks of 4), or nil
}

// DifferenzlerDealScore is a scored (or pending) deal.
type DifferenzlerDealScore struct {
	Actual     []int // card points per seat (nil while pending)
	Penalty    []int // per seat (nil while pending)
	TricksWon  []int // per seat when the tricks were given, else nil
	Pending    bool  // predictions written, points not yet
	Play       *PlayResult
	Violations []Violation // Round is -1; the sheet's list carries the deal index
}

// Payment is money owed at the end of an evening: From pays To Cents.
type Payment struct {
	From, To, Cents int
}

// DifferenzlerSheet is the score sheet of a Differenzler evening: 3 or 4 players, each for
// himself, a penalty per deal, lowest total wins after Rules.Deals deals (§10).
type DifferenzlerSheet struct {
	Rules      Rules
	Players    int // 3 or 4
	Deals      []DifferenzlerDealScore
	Totals     []int
	Violations []Violation // every deal's violations, Round set to the deal index

	dealers     []int   // per deal as entered
	predictions [][]int // per deal as entered
}

// NewDifferenzlerSheet starts an empty sheet. The rules must be valid Differenzler rules (as
// ResolveRules returns them) and players 3 or 4.
func NewDifferenzlerSheet(r Rules, players int) (*DifferenzlerSheet, error) {
	if players != 3 && players != 4 {
		return nil, fmt.Errorf("differenzler: %d players; the game is for 3 or 4", players)
	}
	if err := r.Validate(Differenzler); err != nil {
		return nil, err
	}
	return &DifferenzlerSheet{Rules: r, Players: players, Totals: make([]int, players)}, nil
}

// DifferenzlerPenalty is one player's penalty for a deal (§10): |prediction − actual|, minus
// exactBonus on an exact hit. An exact prediction of 0 earns the bonus only as zeroBonus says:
// never, always, or ifTrickTaken when tookTrick is 1 (1 the player won a trick, 0 he won none,
// -1 unknown, as in a deal entered as points; unknown earns nothing). The result may be negative.
func DifferenzlerPenalty(prediction, actual int, tookTrick int, r Rules) int {
	d := prediction - actual
	if d < 0 {
		d = -d
	}
	if d != 0 {
		return d
	}
	if prediction == 0 {
		switch r.ZeroBonus {
		case ZeroBonusAlways:
			return -r.ExactBonus
		case ZeroBonusIfTrickTaken:
			if tookTrick == 1 {
				return -r.ExactBonus
			}
		}
		return 0
	}
	return -r.ExactBonus
}

// wrapSeat is the non-negative remainder of a by n (n > 0).
func wrapSeat(a, n int) int {
	a %= n
	if a < 0 {
		a += n
	}
	return a
}

// scored counts the deals that are not pending.
func (s *DifferenzlerSheet) scored() int {
	n := 0
	for _, d := range s.Deals {
		if !d.Pending {
			n++
		}
	}
	return n
}

// Add scores the next deal, appends it to the sheet and returns it. Nothing panics: every
// problem is a violation, and the deal is scored as far as it can be (penalties are computed
// from the values as entered). A deal with neither points nor tricks is pending: it adds
// nothing to the totals and may only be the last deal.
func (s *DifferenzlerSheet) Add(d DifferenzlerDeal) DifferenzlerDealScore {
	var ds DifferenzlerDealScore
	add := func(v Violation) { ds.Violations = append(ds.Violations, v) }
	n := s.Players
	idx := len(s.Deals)
	validN := n == 3 || n == 4
	if !validN {
		add(NewViolation(RuleSeatRange, "%d players: Differenzler is played by 3 or 4", n))
	}
	if len(s.Totals) != n && validN {
		t := make([]int, n)
		copy(t, s.Totals)
		s.Totals = t
	}

	// The deal before: a pending deal must be the last one, and the dealer moves on by one.
	if idx > 0 {
		prev := idx - 1
		if s.Deals[prev].Pending {
			v := NewViolation(RulePendingNotLast, "deal %d has no points but deal %d follows it", prev, idx)
			s.Deals[prev].Violations = append(s.Deals[prev].Violations, v)
			v.Round = prev
			s.Violations = append(s.Violations, v)
		}
		pd := s.dealers[prev]
		if validN && pd >= 0 && pd < n && d.Dealer >= 0 && d.Dealer < n && d.Dealer != wrapSeat(pd+1, n) {
			add(NewViolation(RuleDealerOrder, "dealer %d follows dealer %d; want %d", d.Dealer, pd, wrapSeat(pd+1, n)))
		}
	}
	if validN && (d.Dealer < 0 || d.Dealer >= n) {
		add(NewViolation(RuleSeatRange, "dealer %d is not a seat 0..%d", d.Dealer, n-1))
	}

	trump, isTrump := d.Trump.Trump()
	if !isTrump {
		add(NewViolation(RuleTrumpMismatch, "trump %s: Differenzler is always played with the suit of the dealer's bottom card as trump", d.Trump))
	}

	if len(d.Predictions) != n {
		add(NewViolation(RulePlayerCount, "%d predictions for %d players", len(d.Predictions), n))
	}
	for i, p := range d.Predictions {
		if p < 0 || p > DealPoints {
			v := NewViolation(RulePredictionRange, "prediction %d is outside 0..%d", p, DealPoints)
			v.Seat = i
			add(v)
		}
	}

	pending := len(d.Tricks) == 0 && len(d.Points) == 0
	tooMany := s.scored() >= s.Rules.Deals
	if tooMany {
		add(NewViolation(RuleTooManyDeals, "deal %d comes after the %d deals of the evening", idx, s.Rules.Deals))
	}

	if !pending && validN {
		ds.Actual = make([]int, n)
		took := make([]int, n) // 1, 0 or -1 as DifferenzlerPenalty takes it
		for i := range took {
			took[i] = -1
		}
		if len(d.Tricks) > 0 {
			s.scoreTricks(d, trump, isTrump, &ds, add)
			for i := range n {
				took[i] = 0
				if ds.TricksWon[i] > 0 {
					took[i] = 1
				}
			}
			if len(d.Points) > 0 {
				if len(d.Points) != n {
					add(NewViolation(RulePlayerCount, "%d points for %d players", len(d.Points), n))
				}
				for i, p := range d.Points {
					if i < n && p != ds.Actual[i] {
						v := NewViolation(RulePointsMismatch, "entered %d points, the tricks give %d", p, ds.Actual[i])
						v.Seat = i
						add(v)
					}
				}
			}
		} else {
			s.scorePoints(d, &ds, add)
		}
		ds.Penalty = make([]int, n)
		for i := range n {
			if i >= len(d.Predictions) {
				continue // no prediction, no penalty; reported above
			}
			ds.Penalty[i] = DifferenzlerPenalty(d.Predictions[i], ds.Actual[i], took[i], s.Rules)
			s.Totals[i] += ds.Penalty[i]
		}
	} else {
		ds.Pending = true
	}

	for _, v := range ds.Violations {
		v.Round = idx
		s.Violations = append(s.Violations, v)
	}
	s.Deals = append(s.Deals, ds)
	s.dealers = append(s.dealers, d.Dealer)
	s.predictions = append(s.predictions, slices.Clone(d.Predictions))
	return ds
}

// scorePoints takes the actual points as entered and checks them.
func (s *DifferenzlerSheet) scorePoints(d DifferenzlerDeal, ds *DifferenzlerDealScore, add func(Violation)) {
	n := s.Players
	if len(d.Points) != n {
		add(NewViolation(RulePlayerCount, "%d points for %d players", len(d.Points), n))
	}
	sum := 0
	for i, p := range d.Points {
		sum += p
		if p < 0 || p > DealPoints {
			v := NewViolation(RulePointsRange, "card points %d are outside 0..%d", p, DealPoints)
			v.Seat = i
			add(v)
		}
		if i < n {
			ds.Actual[i] = p
		}
	}
	if sum != DealPoints {
		add(NewViolation(RulePointsSum, "card points sum to %d, not %d (a Match earns no bonus in Differenzler)", sum, DealPoints))
	}
}

// scoreTricks replays the deal: Vorhand (dealer + 1) leads, the dealer's trump suit is trump.
func (s *DifferenzlerSheet) scoreTricks(d DifferenzlerDeal, trump Suit, isTrump bool, ds *DifferenzlerDealScore, add func(Violation)) {
	n := s.Players
	c := TrumpContract(trump)
	if !isTrump {
		// Not a Differenzler contract (reported); the cards are still counted as played.
		c = ContractObenabe
		if d.Trump == Undenufe {
			c = ContractUndenufe
		}
	}
	res := CheckPlay(Play{Contract: c, Leader: wrapSeat(d.Dealer+1, n), Players: n, Tricks: d.Tricks}, s.Rules)
	ds.Play = &res
	if isTrump && d.Dealer >= 0 && d.Dealer < n && len(res.Hands) == n && res.Hands[d.Dealer].OfSuit(trump).Empty() {
		v := NewViolation(RuleTrumpMismatch, "trump %s, but the dealer played no %s card: his bottom card sets trump", trump, trump)
		v.Seat = d.Dealer
		add(v)
	}
	for _, v := range res.Violations {
		add(v)
	}
	ds.Actual = make([]int, n)
	ds.TricksWon = make([]int, n)
	copy(ds.Actual, res.Points)
	copy(ds.TricksWon, res.TricksWon)
}

// Ranking lists the players by total, lowest (best) first; equal totals keep player order.
func (s *DifferenzlerSheet) Ranking() []int {
	out := make([]int, len(s.Totals))
	for i := range out {
		out[i] = i
	}
	slices.SortStableFunc(out, func(a, b int) int { return s.Totals[a] - s.Totals[b] })
	return out
}

// Finished reports whether Rules.Deals deals have been scored (pending deals do not count).
func (s *DifferenzlerSheet) Finished() bool {
	return s.Rules.Deals > 0 && s.scored() >= s.Rules.Deals
}

// Winner is the player with the single lowest total once the sheet is finished; -1 before that
// or when the first place is shared (§10: ties share the place).
func (s *DifferenzlerSheet) Winner() int {
	if !s.Finished() || len(s.Totals) == 0 {
		return -1
	}
	r := s.Ranking()
	if len(r) > 1 && s.Totals[r[0]] == s.Totals[r[1]] {
		return -1
	}
	return r[0]
}

// Settlement is what each player pays the winner of a finished evening with a stake: the
// difference of totals times Rules.Stake cents. When the lowest total is shared (our choice,
// docs/RULES.md §10), each other player's payment is split evenly among the tied players, the
// odd cents going to the first of them in seat order. Nil without a stake, before the end, and
// when every player has the same total. The winners receive exactly what the others pay.
func (s *DifferenzlerSheet) Settlement() []Payment {
	if !s.Finished() || s.Rules.Stake <= 0 || len(s.Totals) == 0 {
		return nil
	}
	best := slices.Min(s.Totals)
	var winners []int
	for p, t := range s.Totals {
		if t == best {
			winners = append(winners, p)
		}
	}
	var out []Payment
	for p, t := range s.Totals {
		if t == best {
			continue
		}
		c := (t - best) * s.Rules.Stake
		share, odd := c/len(winners), c%len(winners)
		for i, w := range winners {
			pay := share
			if i < odd {
				pay++
			}
			if pay != 0 {
				out = append(out, Payment{From: p, To: w, Cents: pay})
			}
		}
	}
	return out
}

// VisiblePredictions returns deal's predictions as they may be shown: nil for a pending deal
// while hiddenPredictions is on, and nil for a deal that does not exist.
func (s *DifferenzlerSheet) VisiblePredictions(deal int) []int {
	if deal < 0 || deal >= len(s.Deals) {
		return nil
	}
	if s.Deals[deal].Pending && s.Rules.HiddenPredictions {
		return nil
	}
	return slices.Clone(s.predictions[deal])
}

// NextDealer is the dealer of the next deal: the previous dealer's next seat (§1.2). Before the
// first deal the dealer is free; 0 is returned.
func (s *DifferenzlerSheet) NextDealer() int {
	if len(s.dealers) == 0 || (s.Players != 3 && s.Players != 4) {
		return 0
	}
	return wrapSeat(s.dealers[len(s.dealers)-1]+1, s.Players)
}
