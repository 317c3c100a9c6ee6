package tally

import "fmt"

// Team returns the team of a seat in a four-player game: seats 0 and 2 are team 0, 1 and 3 team 1.
func Team(seat int) int { return seat & 1 }

// WeisClaim is one Weis as the table declared it: either the cards a seat showed (checked), or
// only the value written for a team (the usual quick entry).
type WeisClaim struct {
	Seat   int    // with Cards; -1 for a value entry
	Cards  []Card // the cards shown
	Team   int    // with a value entry; -1 for a card entry
	Points int    // the value written for Team
}

// SchieberDeal is one deal as entered: either card by card (Tricks) or as card points per team.
type SchieberDeal struct {
	Contract Contract
	Vorhand  int  // the seat that had the choice and leads trick 1
	Pushed   bool // Vorhand pushed and his partner named the contract
	Tricks   [][]Card
	Points   [2]int // points-only: card points per team incl. the last-trick 5, no Match bonus
	Match    int    // points-only: the team that took every trick, or -1
	Weis     []WeisClaim
	Stoeck   int  // seat that announced Stöck, or -1
	Ended    bool // the final deal stopped when the target was reached (card points may be < 157)
	WonBy    int  // the team that reached the target first when totals cannot tell (§7.6), or -1
}

// HasTricks reports whether the deal was entered card by card.
func (d SchieberDeal) HasTricks() bool { return d.Tricks != nil }

// DealScore is a scored deal: what each team writes and every rule that was broken.
type DealScore struct {
	Multiplier   int
	CardPoints   [2]int // incl. the last-trick 5 and the Match bonus
	Match        int    // the team that took every trick (Kontermatsch included), or -1
	Kontermatsch bool
	WeisTeam     int    // the team that scores Weis, or -1
	Weis         [2]int // before the multiplier
	Stoeck       [2]int // before the multiplier
	Score        [2]int // after the multiplier
	Play         *PlayResult
	Violations   []Violation
}

// ChoosingTeam is the team that chose the contract: Vorhand's, also after a push (§6).
func (d SchieberDeal) ChoosingTeam() int { return Team(d.Vorhand) }

// ScoreSchieber scores one Schieber deal (§7.2): every check is run and every violation reported;
// what is invalid scores nothing, the rest is scored as played.
func ScoreSchieber(d SchieberDeal, r Rules) DealScore {
	s := DealScore{Multiplier: r.Multiplier(d.Contract), Match: -1, WeisTeam: -1}
	add := func(v Violation) { s.Violations = append(s.Violations, v) }
	if d.Vorhand < 0 || d.Vorhand > 3 {
		add(NewViolation(RuleSeatRange, "vorhand %d is not a seat 0..3", d.Vorhand))
		return s
	}
	if d.Contract.TrioRepeat(r.TrioChoice) {
		add(NewViolation(RuleTrioRepeat, "trio %s names a kind twice (%s)", d.Contract, r.TrioChoice))
	}

	var hands []CardSet
	if d.HasTricks() {
		res := CheckPlay(Play{Contract: d.Contract, Leader: d.Vorhand, Players: 4, Tricks: d.Tricks}, r)
		s.Play = &res
		s.Violations = append(s.Violations, res.Violations...)
		hands = res.Hands
		var tricks [2]int
		for seat, p := range res.Points {
			s.CardPoints[Team(seat)] += p
			tricks[Team(seat)] += res.TricksWon[seat]
		}
		for t := range 2 {
			if tricks[t] == len(d.Tricks) && len(d.Tricks) == 9 {
				s.Match = t
			}
		}
	} else {
		s.CardPoints = d.Points
		for t, p := range d.Points {
			if p < 0 || p > DealPoints {
				add(NewViolation(RulePointsRange, "team %d card points %d are outside 0..157", t, p))
			}
		}
		sum := d.Points[0] + d.Points[1]
		switch {
		case d.Match != -1 && d.Match != 0 && d.Match != 1:
			add(NewViolation(RuleSeatRange, "match %d is not a team 0 or 1", d.Match))
		case d.Match >= 0 && (d.Points[d.Match] != DealPoints || d.Points[1-d.Match] != 0):
			add(NewViolation(RuleMatchMismatch, "a Match by team %d needs card points %d for it and 0 for the other team, not %d and %d",
				d.Match, DealPoints, d.Points[d.Match], d.Points[1-d.Match]))
		case d.Ended && sum > DealPoints:
			add(NewViolation(RulePointsSum, "card points %d + %d = %d exceed %d", d.Points[0], d.Points[1], sum, DealPoints))
		case !d.Ended && sum != DealPoints:
			add(NewViolation(RulePointsSum, "card points %d + %d = %d, not %d", d.Points[0], d.Points[1], sum, DealPoints))
		}
		if d.Match == 0 || d.Match == 1 {
			s.Match = d.Match
		}
	}
	if s.Match >= 0 {
		s.CardPoints[s.Match] += r.MatchBonus
		s.Kontermatsch = s.Match != d.ChoosingTeam()
	}

	s.WeisTeam, s.Weis = scoreWeis(d, r, hands, add)
	s.Stoeck = scoreStoeck(d, r, hands, add)
	for t := range 2 {
		s.Score[t] = (s.CardPoints[t] + s.Weis[t] + s.Stoeck[t]) * s.Multiplier
	}
	return s
}

// scoreWeis checks the declared Weis and decides which team writes them (§4.3).
func scoreWeis(d SchieberDeal, r Rules, hands []CardSet, add func(Violation)) (int, [2]int) {
	var decls []Declaration
	var values [2]int
	valueTeams := [2]bool{}
	for i, w := range d.Weis {
		if w.Cards == nil {
			if w.Team != 0 && w.Team != 1 {
				add(NewViolation(RuleSeatRange, "weis[%d]: team %d is not 0 or 1", i, w.Team))
				continue
			}
			if r.Weis == WeisOff {
				add(NewViolation(RuleWeisOff, "weis[%d]: Weis are off in these rules", i))
				continue
			}
			if !ValidWeisValue(w.Points, r) {
				add(NewViolation(RuleWeisInvalid, "weis[%d]: %d is not a sum of Weis values", i, w.Points))
				continue
			}
			valueTeams[w.Team] = true
			values[w.Team] += w.Points
			continue
		}
		decl, v := checkDeclared(i, w, 4, hands, decls, r)
		if v != nil {
			add(*v)
			continue
		}
		decls = append(decls, decl)
	}
	if valueTeams[0] && valueTeams[1] {
		add(NewViolation(RuleWeisTwoTeams, "Weis values are entered for both teams; only the team with the best Weis writes"))
		return -1, [2]int{}
	}
	if len(decls) > 0 && (valueTeams[0] || valueTeams[1]) {
		add(NewViolation(RuleWeisTwoTeams, "Weis are entered both as cards and as values; use one or the other"))
		return -1, [2]int{}
	}
	if valueTeams[0] || valueTeams[1] {
		t := 0
		if valueTeams[1] {
			t = 1
		}
		return t, values
	}
	if len(decls) == 0 {
		return -1, [2]int{}
	}
	return WeisWinner(decls, d.Vorhand, 4, d.Contract.ScoringMode(), r)
}

// checkDeclared validates the i-th Weis a seat showed: a valid combination, held when the hands
// are known, sharing no card with that seat's earlier Weis (§4.2) and, for a run, not from the
// same unbroken sequence as an earlier run of that seat (§4.1). It returns the
// declaration, or the violation that voids the Weis.
func checkDeclared(i int, w WeisClaim, seats int, hands []CardSet, earlier []Declaration, r Rules) (Declaration, *Violation) {
	v := NewViolation("", "")
	v.Seat = w.Seat
	if w.Seat < 0 || w.Seat >= seats {
		v.Rule, v.Detail = RuleSeatRange, fmt.Sprintf("weis[%d]: seat %d is not 0..%d", i, w.Seat, seats-1)
		return Declaration{}, &v
	}
	wz, err := ParseWeis(w.Cards, r)
	if err != nil {
		v.Rule, v.Detail = RuleWeisInvalid, fmt.Sprintf("weis[%d]: %v", i, err)
		return Declaration{}, &v
	}
	if hands != nil && w.Seat < len(hands) && wz.Cards&^hands[w.Seat] != 0 {
		missing := wz.Cards &^ hands[w.Seat]
		v.Rule, v.Card = RuleWeisNotHeld, missing.First()
		v.Detail = fmt.Sprintf("weis[%d]: seat %d did not hold %s", i, w.Seat, missing)
		return Declaration{}, &v
	}
	for _, e := range earlier {
		if e.Seat != w.Seat {
			continue
		}
		if e.Weis.Cards&wz.Cards == 0 && (WeisOverlap(e.Weis, wz, r) || hands != nil && w.Seat < len(hands) && sameSequence(e.Weis, wz, hands[w.Seat])) {
			v.Rule, v.Detail = RuleWeisOverlap, fmt.Sprintf("weis[%d]: lies in one unbroken sequence with an earlier run of seat %d, and one sequence is one run", i, w.Seat)
			return Declaration{}, &v
		}
		if WeisOverlap(e.Weis, wz, r) {
			v.Rule, v.Detail = RuleWeisOverlap, fmt.Sprintf("weis[%d]: shares cards with an earlier Weis of seat %d", i, w.Seat)
			return Declaration{}, &v
		}
	}
	return Declaration{Seat: w.Seat, Weis: wz}, nil
}

// ValidWeisValue reports whether p can be the Weis written for one team under the rules: a sum of
// one to eight Weis values (a team holds at most eight).
func ValidWeisValue(p int, r Rules) bool {
	if p <= 0 || p%10 != 0 || p > 2000 {
		return false
	}
	vals := []int{20, 50, 100, 150, 200}
	if r.Weis == WeisBig {
		vals = append(vals, 250, 300)
	}
	// reach[x] = fewest Weis that sum to x
	const limit = 8
	reach := make([]int, p+1)
	for i := range reach {
		reach[i] = limit + 1
	}
	reach[0] = 0
	for x := 1; x <= p; x++ {
		for _, v := range vals {
			if v <= x && reach[x-v]+1 < reach[x] {
				reach[x] = reach[x-v] + 1
			}
		}
	}
	return reach[p] <= limit
}

// scoreStoeck checks an announced Stöck (§5) and returns the points per team before the multiplier.
func scoreStoeck(d SchieberDeal, r Rules, hands []CardSet, add func(Violation)) [2]int {
	var out [2]int
	if d.Stoeck < 0 {
		return out
	}
	v := NewViolation("", "")
	v.Seat = d.Stoeck
	if d.Stoeck > 3 {
		v.Rule, v.Detail = RuleSeatRange, fmt.Sprintf("stoeck: seat %d is not 0..3", d.Stoeck)
		add(v)
		return out
	}
	if !r.Stoeck {
		v.Rule, v.Detail = RuleStoeckOff, "Stöck are off in these rules"
		add(v)
		return out
	}
	suit, ok := d.Contract.StoeckSuit()
	if !ok {
		v.Rule, v.Detail = RuleStoeckNoTrump, fmt.Sprintf("no Stöck without a trump suit (contract %s)", d.Contract)
		add(v)
		return out
	}
	if hands != nil {
		need := SetOf(NewCard(suit, King), NewCard(suit, Queen))
		if missing := need &^ hands[d.Stoeck]; missing != 0 {
			v.Rule, v.Card = RuleStoeckNotHeld, missing.First()
			v.Detail = fmt.Sprintf("seat %d did not hold %s", d.Stoeck, missing.String())
			add(v)
			return out
		}
	}
	out[Team(d.Stoeck)] = StoeckPoints
	return out
}

// StoeckPoints is the value of Stöck before the multiplier.
const StoeckPoints = 20
