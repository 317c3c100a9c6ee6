package tally

import "testing"

// The dealer is the seat before Vorhand (§1.2): after a deal chosen by seat 3 the next Vorhand is
// seat 0, dealt by seat 3; before the first deal nobody deals yet.
func TestMutantsNextDealerBeforeSeat0(t *testing.T) {
	r := preset(t, "seed")
	st := ReplaySchieber(r, nil)
	if st.NextDealer() != -1 {
		t.Fatalf("before the first deal the dealer is %d, want -1", st.NextDealer())
	}
	st.Add(SchieberDeal{Contract: contract(t, "H"), Vorhand: 3, Match: -1, Stoeck: -1, WonBy: -1,
		Points: [2]int{100, 57}}, r)
	if st.NextVorhand != 0 || st.NextDealer() != 3 {
		t.Fatalf("next Vorhand %d dealer %d, want 0 and 3", st.NextVorhand, st.NextDealer())
	}
}

// A game that no team has reached the target in has no winner yet, also with the Berg switched on
// (§7.5): 157 points of 2500 decide nothing.
func TestMutantsNoWinnerWhileTheGameGoesOn(t *testing.T) {
	r := preset(t, "seed")
	r.Berg = "strich"
	for n, deals := range [][]SchieberDeal{nil, {{Contract: contract(t, "H"), Vorhand: 0, Match: -1, Stoeck: -1, WonBy: -1,
		Points: [2]int{100, 57}}}} {
		st := ReplaySchieber(r, deals)
		if st.Winner != -1 || st.Finished() || st.Berg != -1 {
			t.Errorf("after %d deals: winner %d finished %v berg %d, want -1, false, -1", n, st.Winner, st.Finished(), st.Berg)
		}
	}
}

// The turn to choose passes to the right (§7.1): after seat 3 it is seat 0's, and a deal chosen by
// seat 2 instead is reported.
func TestMutantsVorhandOrderAfterSeat3(t *testing.T) {
	r := preset(t, "seed")
	deal := func(vorhand int) SchieberDeal {
		return SchieberDeal{Contract: contract(t, "H"), Vorhand: vorhand, Match: -1, Stoeck: -1, WonBy: -1,
			Points: [2]int{100, 57}}
	}
	if st := ReplaySchieber(r, []SchieberDeal{deal(3), deal(0)}); len(st.Violations) != 0 {
		t.Fatalf("seat 3 then seat 0: %v", st.Violations)
	}
	st := ReplaySchieber(r, []SchieberDeal{deal(3), deal(2)})
	if len(st.Violations) != 1 || st.Violations[0].Rule != RuleVorhandOrder || st.Violations[0].Round != 1 {
		t.Fatalf("seat 3 then seat 2: %v, want vorhand-order in deal 1", st.Violations)
	}
}

// Seat 0 choosing out of turn is reported like any other seat; a Vorhand that is no seat at all is
// reported once, as such, and does not move the turn.
func TestMutantsVorhandOrderAtTheSeatEdges(t *testing.T) {
	r := preset(t, "seed")
	deal := func(vorhand int) SchieberDeal {
		return SchieberDeal{Contract: contract(t, "H"), Vorhand: vorhand, Match: -1, Stoeck: -1, WonBy: -1,
			Points: [2]int{100, 57}}
	}
	st := ReplaySchieber(r, []SchieberDeal{deal(1), deal(0)})
	if len(st.Violations) != 1 || st.Violations[0].Rule != RuleVorhandOrder {
		t.Fatalf("seat 1 then seat 0: %v, want vorhand-order", st.Violations)
	}
	st = ReplaySchieber(r, []SchieberDeal{deal(1), deal(4)})
	if len(st.Violations) != 1 || st.Violations[0].Rule != RuleSeatRange {
		t.Fatalf("seat 1 then seat 4: %v, want only seat-range", st.Violations)
	}
	if st.NextVorhand != 2 {
		t.Fatalf("next Vorhand %d after a deal with no valid Vorhand, want still 2", st.NextVorhand)
	}
}

// A deal written after the end of the game is reported with the reason the game ended (§7.5):
// the deal that decided it, or the number of deals a fixed-length game has.
func TestMutantsAfterFinishSaysWhyTheGameEnded(t *testing.T) {
	deal := func(vorhand int, p0 int) SchieberDeal {
		return SchieberDeal{Contract: contract(t, "H"), Vorhand: vorhand, Match: -1, Stoeck: -1, WonBy: -1,
			Points: [2]int{p0, DealPoints - p0}}
	}
	cases := []struct {
		name   string
		edit   func(*Rules)
		detail string
	}{
		// Target 100: team 0's 120 in the first deal decide the game.
		{"first to reach", func(r *Rules) { r.Finish, r.Target = FinishFirstToReach, 100 }, "the game was decided in deal 1"},
		{"higher total", func(r *Rules) { r.Finish, r.Target = FinishHigherTotal, 100 }, "the game was decided in deal 1"},
		{"fixed deals", func(r *Rules) { r.Finish, r.Deals = FinishFixedDeals, 1 }, "the game had its 1 deals"},
	}
	for _, c := range cases {
		r := preset(t, "seed")
		c.edit(&r)
		st := ReplaySchieber(r, []SchieberDeal{deal(0, 120), deal(1, 120)})
		if len(st.Violations) != 1 || st.Violations[0].Rule != RuleAfterFinish || st.Violations[0].Detail != c.detail {
			t.Errorf("%s: %v, want after-finish %q", c.name, st.Violations, c.detail)
		}
	}
}

// With finish=higherTotal the game ends in the deal in which a team has reached the target, exactly
// reaching it is enough, and the higher total wins, whichever team has it (§7.5). Hearts count once.
func TestMutantsHigherTotalAtTheTarget(t *testing.T) {
	cases := []struct {
		target, p0 int
		winner     int
	}{
		{100, 100, 0}, // 100 : 57, team 0 exactly at the target
		{100, 57, 1},  // 57 : 100, team 1 exactly at the target
		{200, 100, -1},
		{200, 57, -1},
	}
	for _, c := range cases {
		r := preset(t, "seed")
		r.Finish, r.Target = FinishHigherTotal, c.target
		st := ReplaySchieber(r, []SchieberDeal{{Contract: contract(t, "H"), Vorhand: 0, Match: -1, Stoeck: -1, WonBy: -1,
			Points: [2]int{c.p0, DealPoints - c.p0}}})
		finished := 0
		if c.winner < 0 {
			finished = -1
		}
		if st.Winner != c.winner || st.FinishedInRound != finished {
			t.Errorf("target %d, totals %v: winner %d in deal %d, want %d in %d", c.target, st.Totals, st.Winner, st.FinishedInRound, c.winner, finished)
		}
	}
}

// A claim (wonBy) that contradicts the deal is reported with what the deal shows: no team at the
// target, or the team that got there first (§7.6).
func TestMutantsFinishMismatchSaysWhatTheDealShows(t *testing.T) {
	cases := []struct {
		target, wonBy int
		detail        string
	}{
		{1000, 0, "wonBy names team 0, but no team reached 1000 in this deal"},
		{100, 1, "wonBy names team 1, but by the counting order team 0 reached 100 first"},
	}
	for _, c := range cases {
		r := preset(t, "seed")
		r.Target = c.target
		st := ReplaySchieber(r, []SchieberDeal{{Contract: contract(t, "H"), Vorhand: 0, Match: -1, Stoeck: -1, WonBy: c.wonBy,
			Points: [2]int{120, 37}}})
		if len(st.Violations) != 1 || st.Violations[0].Rule != RuleFinishMismatch || st.Violations[0].Detail != c.detail {
			t.Errorf("target %d wonBy %d: %v, want finish-mismatch %q", c.target, c.wonBy, st.Violations, c.detail)
		}
	}
}

// Schneider (§7.8): the losers stay below half the target. Exactly half is no Schneider; team 1
// winning counts as well as team 0. Target 200, Hearts count once.
func TestMutantsSchneiderAtHalfTheTarget(t *testing.T) {
	cases := []struct {
		first     int // team 0's points in the first deal; the second deal is 0 : 157
		schneider bool
	}{
		{100, false}, // 100 : 214, the losers hold exactly half
		{60, true},   // 60 : 254
	}
	for _, c := range cases {
		r := preset(t, "seed")
		r.Target, r.Schneider = 200, "on"
		deal := func(vorhand, p0 int) SchieberDeal {
			return SchieberDeal{Contract: contract(t, "H"), Vorhand: vorhand, Match: -1, Stoeck: -1, WonBy: -1,
				Points: [2]int{p0, DealPoints - p0}}
		}
		st := ReplaySchieber(r, []SchieberDeal{deal(0, c.first), deal(1, 0)})
		if st.Winner != 1 || st.Schneider != c.schneider {
			t.Errorf("totals %v: winner %d Schneider %v, want 1 and %v", st.Totals, st.Winner, st.Schneider, c.schneider)
		}
	}
}

// Reaching the target exactly wins (§7.5): target 157, one Hearts deal of 157 : 0 (the other team
// took a trick worth nothing) or 0 : 157.
func TestMutantsFirstToReachExactlyTheTarget(t *testing.T) {
	for team := range 2 {
		r := preset(t, "seed")
		r.Target = DealPoints
		var p [2]int
		p[team] = DealPoints
		st := ReplaySchieber(r, []SchieberDeal{{Contract: contract(t, "H"), Vorhand: 0, Match: -1, Stoeck: -1, WonBy: -1, Points: p}})
		if st.Winner != team || st.FinishedInRound != 0 || len(st.Violations) != 0 {
			t.Errorf("points %v: winner %d in deal %d, violations %v; want team %d in deal 0", p, st.Winner, st.FinishedInRound, st.Violations, team)
		}
	}
}

// A last deal entered card by card and stopped early (§7.5, §7.6) is won by the one team that
// reached the target; nothing is undecided. Obenabe x3, target 50: seat 0's first three tricks
// (SA SK SQ 18, and the three 8s discarded on the Queen 24 in Obenabe) give team 0 42 x 3 = 126.
func TestMutantsStoppedCardDealWonByTheOnlyTeamOver(t *testing.T) {
	r := preset(t, "seed")
	r.Target = 50
	d := SchieberDeal{Contract: contract(t, "obenabe"), Vorhand: 0, Match: -1, Stoeck: -1, WonBy: -1,
		Ended: true, Tricks: allSpadesToSeat0(t)[:3]}
	st := ReplaySchieber(r, []SchieberDeal{d})
	if st.Totals != [2]int{126, 0} || st.Winner != 0 || st.FinishedInRound != 0 {
		t.Fatalf("totals %v winner %d in deal %d, want [126 0] and team 0 in deal 0", st.Totals, st.Winner, st.FinishedInRound)
	}
	for _, v := range st.Violations {
		if v.Rule == RuleFinishUndecided || v.Rule == RuleEndedEarly {
			t.Errorf("violation %v", v)
		}
	}
}

// The Match bonus reaches the board with the ninth trick (§7.4). Obenabe x3: seat 0 takes all nine
// tricks, 157 + 100 = 257, 771 on the board. Alone it carries team 0 past 700 (471 without the
// bonus would not). In a race with stoeck-stich-weis, team 1's Weis right after trick 1 (H 6-7-8,
// 20, 60 on the board) come before trick 2 and the bonus: team 0 at 960 and team 1 at 950 of
// 1000, trick 1 (SA, 11) takes team 0 to 993, the Weis take team 1 to 1010, and only trick 2
// (SK, 4) would have taken team 0 over.
func TestMutantsMatchBonusComesWithTheLastTrick(t *testing.T) {
	match := SchieberDeal{Contract: contract(t, "obenabe"), Vorhand: 0, Match: -1, Stoeck: -1, WonBy: -1,
		Tricks: allSpadesToSeat0(t)}

	r := preset(t, "seed")
	r.Target = 700
	st := ReplaySchieber(r, []SchieberDeal{match})
	if st.Winner != 0 || st.Totals != [2]int{771, 0} {
		t.Fatalf("target 700: totals %v winner %d, want [771 0] and team 0", st.Totals, st.Winner)
	}

	r = preset(t, "seed")
	r.Target, r.AusmachOrder = 1000, OrderStoeckStichWeis
	race := match
	race.Weis = []WeisClaim{{Seat: 1, Cards: cards(t, "H6 H7 H8"), Team: -1}}
	st = SchieberState{Totals: [2]int{960, 950}, Winner: -1, FinishedInRound: -1, Berg: -1, NextVorhand: -1}
	sc := st.Add(race, r)
	if len(sc.Violations) != 0 || sc.Score != [2]int{771, 60} {
		t.Fatalf("race deal scores %v, violations %v; want [771 60]", sc.Score, sc.Violations)
	}
	if st.Winner != 1 {
		t.Fatalf("race: winner %d, want team 1 whose Weis came before the Match bonus", st.Winner)
	}
}
