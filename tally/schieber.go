package tally

import "fmt"

// Rule codes of whole Schieber games.
const (
	RuleFinishUndecided = "finish-undecided"
	RuleFinishMismatch  = "finish-mismatch"
	RuleAfterFinish     = "after-finish"
	RuleEndedEarly      = "ended-early"
	RuleVorhandOrder    = "vorhand-order"
)

// SchieberState is a Schieber game replayed deal by deal (§7): running totals, the winner and
// when the game was decided, who is Vorhand next, and the optional Berg, Schneider and Striche.
type SchieberState struct {
	Scores []DealScore
	// Totals count every deal in full as entered, plus a Berg premium of 100 points.
	Totals [2]int
	// Winner is the team that won, or -1 while the game goes on (or when it ended undecided or drawn).
	Winner int
	// FinishedInRound is the deal in which the game was decided, or -1.
	FinishedInRound int
	Berg            int // the team that reached half the target first (with berg on), or -1
	Schneider       bool
	Striche         [2]int
	NextVorhand     int // the seat that chooses next, or -1 before the first deal
	Violations      []Violation
}

// Finished reports whether the game is over.
func (s *SchieberState) Finished() bool { return s.FinishedInRound >= 0 }

// NextDealer is the seat that deals next: the one before the next Vorhand.
func (s *SchieberState) NextDealer() int {
	if s.NextVorhand < 0 {
		return -1
	}
	return (s.NextVorhand + 3) % 4
}

// ReplaySchieber scores a whole game from its deals in order.
func ReplaySchieber(r Rules, deals []SchieberDeal) SchieberState {
	st := SchieberState{Winner: -1, FinishedInRound: -1, Berg: -1, NextVorhand: -1}
	for i, d := range deals {
		st.add(i, d, r)
	}
	return st
}

// Add scores one more deal on top of the state.
func (s *SchieberState) Add(d SchieberDeal, r Rules) DealScore {
	s.add(len(s.Scores), d, r)
	return s.Scores[len(s.Scores)-1]
}

func (s *SchieberState) add(i int, d SchieberDeal, r Rules) {
	sc := ScoreSchieber(d, r)
	report := func(v Violation) {
		v.Round = i
		s.Violations = append(s.Violations, v)
	}
	for _, v := range sc.Violations {
		report(v)
	}
	if s.NextVorhand >= 0 && d.Vorhand != s.NextVorhand && d.Vorhand >= 0 && d.Vorhand < 4 {
		report(NewViolation(RuleVorhandOrder, "seat %d is Vorhand, but the turn to choose was seat %d's", d.Vorhand, s.NextVorhand))
	}
	before := s.Totals
	s.Scores = append(s.Scores, sc)
	s.Totals[0] += sc.Score[0]
	s.Totals[1] += sc.Score[1]
	if d.Vorhand >= 0 && d.Vorhand < 4 {
		s.NextVorhand = (d.Vorhand + 1) % 4
	}

	if s.Finished() {
		if r.Finish == FinishFirstToReach || r.Finish == FinishHigherTotal {
			report(NewViolation(RuleAfterFinish, "the game was decided in deal %d", s.FinishedInRound+1))
		} else {
			report(NewViolation(RuleAfterFinish, "the game had its %d deals", r.Deals))
		}
		return
	}

	if r.Berg != "off" && s.Berg < 0 {
		if t, _ := reachedFirst(before, d, sc, r, r.Target/2); t >= 0 {
			s.Berg = t
			if r.Berg == "points100" {
				s.Totals[t] += 100
			}
		}
	}

	decided := false
	switch r.Finish {
	case FinishFirstToReach:
		t, undecided := reachedFirst(before, d, sc, r, r.Target)
		switch {
		case undecided && d.WonBy >= 0:
			t = d.WonBy
		case undecided:
			report(NewViolation(RuleFinishUndecided, "both teams passed %d in this deal and the entry cannot tell who got there first; say who claimed first (wonBy) or enter the deal card by card", r.Target))
			s.FinishedInRound = i
			decided = true
		case d.WonBy >= 0 && d.WonBy != t:
			if t < 0 {
				report(NewViolation(RuleFinishMismatch, "wonBy names team %d, but no team reached %d in this deal", d.WonBy, r.Target))
			} else {
				report(NewViolation(RuleFinishMismatch, "wonBy names team %d, but by the counting order team %d reached %d first", d.WonBy, t, r.Target))
			}
		}
		if t >= 0 {
			s.Winner, s.FinishedInRound, decided = t, i, true
		}
	case FinishHigherTotal:
		if s.Totals[0] >= r.Target || s.Totals[1] >= r.Target {
			if t := higher(s.Totals); t >= 0 {
				s.Winner, s.FinishedInRound, decided = t, i, true
			}
		}
	case FinishFixedDeals:
		if i+1 >= r.Deals {
			s.Winner, s.FinishedInRound, decided = higher(s.Totals), i, true
		}
	}
	if d.Ended && !(decided && s.Winner >= 0) {
		report(NewViolation(RuleEndedEarly, "only the deal in which a team reaches the target may end early"))
	}
	if decided && s.Winner >= 0 {
		s.finish(r)
	}
}

func higher(t [2]int) int {
	switch {
	case t[0] > t[1]:
		return 0
	case t[1] > t[0]:
		return 1
	}
	return -1
}

// FirstVorhand is the seat that chooses in the first deal under the firstChooser setting (§1.2):
// the holder of C7, D7 or H7. It returns -1 when the setting names no card (cut, seat) or no hand
// holds it.
func FirstVorhand(hands []CardSet, firstChooser string) int {
	switch firstChooser {
	case "C7", "D7", "H7":
	default:
		return -1
	}
	c := MustCard(firstChooser)
	for seat, h := range hands {
		if h.Has(c) {
			return seat
		}
	}
	return -1
}

// finish settles Schneider and the Striche once the winner is known (§7.8).
func (s *SchieberState) finish(r Rules) {
	loser := 1 - s.Winner
	s.Schneider = r.Schneider == "on" && s.Totals[loser] < r.Target/2
	if r.Striche == "off" {
		return
	}
	old := r.Striche == "old"
	s.Striche[s.Winner] += 2
	if s.Berg >= 0 {
		s.Striche[s.Berg]++
	}
	if s.Schneider {
		if old {
			s.Striche[s.Winner]++
		} else {
			s.Striche[s.Winner] += 2
		}
	}
	for _, sc := range s.Scores {
		switch {
		case sc.Match < 0:
		case sc.Kontermatsch && old:
			s.Striche[sc.Match]++
		case sc.Kontermatsch:
			s.Striche[sc.Match] += 2
		default:
			s.Striche[sc.Match]++
		}
	}
}

// step is one moment of the counting order at which points reach the board.
type step struct {
	team, points int
}

// reachedFirst decides which team first reaches threshold during a deal, following the counting
// order of §7.4 (Stöck, Weis, then trick by trick; or Stöck, trick 1, Weis with
// stoeck-stich-weis). It returns -1 when no team reaches it, and undecided when both do and the
// entry cannot tell who was first (§7.6).
func reachedFirst(before [2]int, d SchieberDeal, sc DealScore, r Rules, threshold int) (team int, undecided bool) {
	m := sc.Multiplier
	after := [2]int{before[0] + sc.Score[0], before[1] + sc.Score[1]}
	in0, in1 := after[0] >= threshold, after[1] >= threshold
	if before[0] >= threshold || before[1] >= threshold {
		return -1, false // reached before this deal
	}
	switch {
	case !in0 && !in1:
		return -1, false
	case in0 != in1:
		if sc.Play == nil || len(sc.Play.Tricks) != 9 {
			if in0 {
				return 0, false
			}
			return 1, false
		}
	}
	var steps []step
	for t := range 2 {
		if sc.Stoeck[t] > 0 {
			steps = append(steps, step{t, sc.Stoeck[t] * m})
		}
	}
	weis := func() {
		if sc.WeisTeam >= 0 {
			steps = append(steps, step{sc.WeisTeam, sc.Weis[sc.WeisTeam] * m})
		}
	}
	if sc.Play != nil && len(sc.Play.Tricks) == 9 {
		for k, tr := range sc.Play.Tricks {
			if k == 0 && r.AusmachOrder == OrderStoeckWeisStich {
				weis()
			}
			p := tr.Points
			if k == 8 && sc.Match >= 0 {
				p += r.MatchBonus
			}
			steps = append(steps, step{Team(tr.Winner), p * m})
			if k == 0 && r.AusmachOrder == OrderStoeckStichWeis {
				weis()
			}
		}
		return firstOver(before, steps, threshold), false
	}
	// Points only: Stöck, then (stoeck-weis-stich) Weis; the tricks' order is unknown.
	if r.AusmachOrder == OrderStoeckWeisStich {
		weis()
	}
	if t := firstOver(before, steps, threshold); t >= 0 {
		return t, false
	}
	return -1, true
}

// firstOver adds the steps to the totals in order and returns the team whose total first reaches
// the threshold, or -1.
func firstOver(totals [2]int, steps []step, threshold int) int {
	for _, st := range steps {
		totals[st.team] += st.points
		if totals[st.team] >= threshold {
			return st.team
		}
	}
	return -1
}

// String summarises the state for logs.
func (s *SchieberState) String() string {
	return fmt.Sprintf("totals %v winner %d finished in %d", s.Totals, s.Winner, s.FinishedInRound)
}
