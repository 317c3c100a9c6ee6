package tally

import "testing"

func pointsDeal(t testing.TB, c string, vorhand int, points [2]int) SchieberDeal {
	return SchieberDeal{Contract: contract(t, c), Vorhand: vorhand, Points: points, Match: -1, Stoeck: -1, WonBy: -1}
}

func stateAt(totals [2]int, nextVorhand int) SchieberState {
	return SchieberState{Totals: totals, Winner: -1, FinishedInRound: -1, Berg: -1, NextVorhand: nextVorhand}
}

// playOut completes a deal from four hands: the given first tricks, then each player in turn
// plays his first legal card. The result is a legal deal whatever the hands are.
func playOut(t testing.TB, hands [4]CardSet, c Contract, leader int, first [][]Card, r Rules) [][]Card {
	t.Helper()
	p := r.PlayPolicy()
	var tricks [][]Card
	for _, tr := range first {
		for k, card := range tr {
			hands[(leader+k)%4] = hands[(leader+k)%4].Remove(card)
		}
		tricks = append(tricks, tr)
		leader = (leader + TrickWinner(tr, c.TrickMode(len(tricks)-1, 9, r.GuschtiSplit))) % 4
	}
	for len(tricks) < 9 {
		m := c.TrickMode(len(tricks), 9, r.GuschtiSplit)
		var tr []Card
		for k := range 4 {
			seat := (leader + k) % 4
			card := Legal(hands[seat], tr, m, p).First()
			hands[seat] = hands[seat].Remove(card)
			tr = append(tr, card)
		}
		tricks = append(tricks, tr)
		leader = (leader + TrickWinner(tr, m)) % 4
	}
	return tricks
}

// deal builds four hands from fixed cards per seat, the rest of the deck dealt round the table.
func dealHands(t testing.TB, fixed [4]string) [4]CardSet {
	var hands [4]CardSet
	used := CardSet(0)
	for i, s := range fixed {
		hands[i] = SetOf(cards(t, s)...)
		used |= hands[i]
	}
	seat := 0
	for _, c := range (AllCards &^ used).Cards() {
		for hands[seat].Len() >= 9 {
			seat = (seat + 1) % 4
		}
		hands[seat] = hands[seat].Add(c)
		seat = (seat + 1) % 4
	}
	return hands
}

// TV-10: the counting order decides who reaches the target first inside one deal.
func TestTV10Ausmachregel(t *testing.T) {
	simple := preset(t, "simple")
	hands := dealHands(t, [4]string{"S6 H6 H7 H8 H9 C6 C7 D6 D7", "SA DK DQ", "ST", "SQ"})
	c := contract(t, "D")
	tricks := playOut(t, hands, c, 0, [][]Card{cards(t, "S6 SA ST SQ")}, simple)
	base := SchieberDeal{Contract: c, Vorhand: 0, Tricks: tricks, Match: -1, Stoeck: -1, WonBy: -1,
		Weis: []WeisClaim{{Seat: 0, Cards: cards(t, "H6 H7 H8 H9"), Team: -1}}}

	for _, tc := range []struct {
		order  string
		stoeck int
		want   int
	}{
		{OrderStoeckWeisStich, -1, 0},
		{OrderStoeckStichWeis, -1, 1},
		{OrderStoeckWeisStich, 1, 1},
		{OrderStoeckStichWeis, 1, 1},
	} {
		r := simple
		r.AusmachOrder = tc.order
		d := base
		d.Stoeck = tc.stoeck
		st := stateAt([2]int{955, 980}, 0)
		sc := st.Add(d, r)
		if len(sc.Violations) != 0 {
			t.Fatalf("%s: violations %v", tc.order, sc.Violations)
		}
		if sc.Play.Tricks[0].Winner != 1 || sc.Play.Tricks[0].Points != 24 || sc.WeisTeam != 0 || sc.Weis[0] != 50 {
			t.Fatalf("the deal is not TV-10's: trick 1 %+v, weis %d %v", sc.Play.Tricks[0], sc.WeisTeam, sc.Weis)
		}
		if st.Winner != tc.want || st.FinishedInRound != 0 || len(st.Violations) != 0 {
			t.Errorf("%s stoeck=%d: winner %d (round %d) %v, want %d", tc.order, tc.stoeck, st.Winner, st.FinishedInRound, st.Violations, tc.want)
		}
	}
}

// TV-23: finishing from points-only entries.
func TestTV23FinishingFromTotals(t *testing.T) {
	seed := preset(t, "seed")
	d := pointsDeal(t, "S", 0, [2]int{60, 97})
	d.Weis = []WeisClaim{{Seat: -1, Team: 0, Points: 50}}
	d.Stoeck = 1
	st := stateAt([2]int{2400, 2450}, 0)
	st.Add(d, seed)
	if st.Totals != [2]int{2620, 2684} || st.Winner != 0 || len(st.Violations) != 0 {
		t.Errorf("Weis decides: %v winner %d %v", st.Totals, st.Winner, st.Violations)
	}
	other := seed
	other.AusmachOrder = OrderStoeckStichWeis
	st = stateAt([2]int{2400, 2450}, 0)
	st.Add(d, other)
	if st.Winner != -1 || !hasRule(st.Violations, RuleFinishUndecided) {
		t.Errorf("stoeck-stich-weis without trick 1: winner %d %v", st.Winner, st.Violations)
	}

	st = stateAt([2]int{2400, 2450}, 0)
	st.Add(pointsDeal(t, "D", 0, [2]int{110, 47}), seed)
	if st.Totals != [2]int{2510, 2497} || st.Winner != 0 {
		t.Errorf("only team 0 over: %v winner %d", st.Totals, st.Winner)
	}

	st = stateAt([2]int{2450, 2450}, 0)
	st.Add(pointsDeal(t, "D", 0, [2]int{80, 77}), seed)
	if st.Winner != -1 || !hasRule(st.Violations, RuleFinishUndecided) || !st.Finished() {
		t.Errorf("both over: winner %d %v", st.Winner, st.Violations)
	}
	won := pointsDeal(t, "D", 0, [2]int{80, 77})
	won.WonBy = 1
	st = stateAt([2]int{2450, 2450}, 0)
	st.Add(won, seed)
	if st.Winner != 1 || len(st.Violations) != 0 {
		t.Errorf("wonBy 1: winner %d %v", st.Winner, st.Violations)
	}
	ended := pointsDeal(t, "D", 0, [2]int{52, 31})
	ended.Ended = true
	st = stateAt([2]int{2450, 2450}, 0)
	st.Add(ended, seed)
	if st.Winner != 0 || len(st.Violations) != 0 {
		t.Errorf("ended early: winner %d %v", st.Winner, st.Violations)
	}
}

func TestWonByThatContradictsTheCountingOrder(t *testing.T) {
	seed := preset(t, "seed")
	d := pointsDeal(t, "D", 0, [2]int{110, 47})
	d.WonBy = 1
	st := stateAt([2]int{2400, 2450}, 0)
	st.Add(d, seed)
	if st.Winner != 0 || !hasRule(st.Violations, RuleFinishMismatch) {
		t.Errorf("winner %d %v", st.Winner, st.Violations)
	}
	d = pointsDeal(t, "D", 0, [2]int{110, 47})
	d.WonBy = 0
	st = stateAt([2]int{0, 0}, 0)
	st.Add(d, seed)
	if st.Finished() || !hasRule(st.Violations, RuleFinishMismatch) {
		t.Errorf("wonBy with nobody at the target: %v", st.Violations)
	}
}

// A card-by-card final deal is decided exactly, trick by trick.
func TestExactFinishFromTricks(t *testing.T) {
	seed := preset(t, "seed")
	d := tv6Deal(t) // trump C ×2: team 0 wins tricks 1–7, team 1 tricks 8 and 9; Stöck team 1
	d.Weis = nil
	// Team 1 needs 40 (Stöck ×2) → it reaches 2500 with the Stöck, before any trick.
	st := stateAt([2]int{2400, 2460}, 0)
	st.Add(d, seed)
	if st.Winner != 1 {
		t.Errorf("Stöck first: winner %d", st.Winner)
	}
	// Without Stöck, team 1 at 2460 needs trick 8 (6 ×2) … but team 0 takes trick 1 (60) first.
	d.Stoeck = -1
	st = stateAt([2]int{2440, 2460}, 0)
	st.Add(d, seed)
	if st.Winner != 0 {
		t.Errorf("trick 1 first: winner %d", st.Winner)
	}
	// Team 0 at 2000 never gets there; team 1 at 2440 ends on 2498, short.
	st = stateAt([2]int{2000, 2440}, 0)
	st.Add(d, seed)
	if st.Winner != -1 || st.Totals != [2]int{2256, 2498} {
		t.Errorf("nobody there: winner %d totals %v", st.Winner, st.Totals)
	}
	// Both pass 2500 in this deal: team 0 with trick 7 (2250 → 2506), team 1 only with trick 9.
	// Entered as points the same deal would be undecided; card by card it is not.
	st = stateAt([2]int{2250, 2460}, 0)
	st.Add(d, seed)
	if st.Winner != 0 || st.Totals != [2]int{2506, 2518} || len(st.Violations) != 0 {
		t.Errorf("both over, trick 7 first: winner %d totals %v %v", st.Winner, st.Totals, st.Violations)
	}
	pts := pointsDeal(t, "C", 0, [2]int{128, 29})
	st = stateAt([2]int{2250, 2460}, 0)
	st.Add(pts, seed)
	if st.Winner != -1 || !hasRule(st.Violations, RuleFinishUndecided) {
		t.Errorf("as points: winner %d %v", st.Winner, st.Violations)
	}
}

// TV-11: Berg, Schneider and Striche at the end of a game.
func TestTV11BergSchneiderStriche(t *testing.T) {
	r := preset(t, "simple")
	r.Berg, r.Schneider, r.Striche = "strich", "on", "modern"
	points := [][2]int{{150, 7}, {150, 7}, {150, 7}, {100, 57}, {0, 157}, {0, 157}, {61, 96}, {157, 0}, {157, 0}}
	var deals []SchieberDeal
	for i, p := range points {
		deals = append(deals, pointsDeal(t, "D", i%4, p))
	}
	last := pointsDeal(t, "D", len(points)%4, [2]int{87, 0})
	last.Ended = true
	deals = append(deals, last)
	st := ReplaySchieber(r, deals)
	if len(st.Violations) != 0 {
		t.Fatalf("violations %v", st.Violations)
	}
	if st.Totals != [2]int{1012, 488} || st.Winner != 0 || st.FinishedInRound != 9 {
		t.Fatalf("totals %v winner %d round %d", st.Totals, st.Winner, st.FinishedInRound)
	}
	if st.Berg != 0 || !st.Schneider || st.Striche != [2]int{5, 0} {
		t.Errorf("berg %d schneider %v striche %v, want 0 true [5 0]", st.Berg, st.Schneider, st.Striche)
	}
	r.Striche = "old"
	if st := ReplaySchieber(r, deals); st.Striche != [2]int{4, 0} {
		t.Errorf("old striche %v, want [4 0]", st.Striche)
	}
	// A Match by team 0 adds 1, a Kontermatsch by team 1 (team 0 chose) adds 2 for team 1.
	r.Striche = "modern"
	m := append([]SchieberDeal{}, deals...)
	m[7] = pointsDeal(t, "D", 3, [2]int{157, 0})
	m[7].Match = 1 - Team(3) // team 0 took all, Vorhand seat 3 (team 1) chose: Kontermatsch for team 0
	m[8] = pointsDeal(t, "D", 0, [2]int{157, 0})
	m[8].Match = 0
	st = ReplaySchieber(r, m)
	if st.Winner != 0 || st.Striche != [2]int{5 + 2 + 1, 0} {
		t.Errorf("with Match and Kontermatsch: winner %d striche %v totals %v", st.Winner, st.Striche, st.Totals)
	}
	r.Berg = "points100"
	st = ReplaySchieber(r, deals)
	if st.Berg != 0 || st.Totals[0] != 1112 {
		t.Errorf("berg points100: %d %v", st.Berg, st.Totals)
	}
	off := preset(t, "simple")
	st = ReplaySchieber(off, deals)
	if st.Berg != -1 || st.Schneider || st.Striche != [2]int{} {
		t.Errorf("seed-like defaults have no Berg, Schneider, Striche: %+v", st)
	}
}

// TV-22: seats, the first chooser and the rotation.
func TestTV22SeatsAndFirstDeal(t *testing.T) {
	hands := dealHands(t, [4]string{"", "", "C7", ""})
	if got := FirstVorhand(hands[:], "C7"); got != 2 {
		t.Fatalf("C7 holder %d, want 2", got)
	}
	if FirstVorhand(hands[:], "cut") != -1 {
		t.Errorf("cut names no card")
	}
	seed := preset(t, "seed")
	d := pointsDeal(t, "S", 2, [2]int{0, 157})
	d.Pushed = true
	d.Match = 1
	st := stateAt([2]int{}, -1)
	sc := st.Add(d, seed)
	if d.ChoosingTeam() != 0 || !sc.Kontermatsch || sc.Score != [2]int{0, 514} {
		t.Errorf("pushed by seat 2: choosing team %d konter %v score %v", d.ChoosingTeam(), sc.Kontermatsch, sc.Score)
	}
	if st.NextVorhand != 3 || st.NextDealer() != 2 {
		t.Errorf("deal 2: Vorhand %d dealer %d, want 3 and 2", st.NextVorhand, st.NextDealer())
	}
	// Deal 1 card by card: seat 2 (Vorhand) leads trick 1 although seat 0 named the trump.
	tricks := playOut(t, hands, contract(t, "S"), 2, nil, seed)
	full := SchieberDeal{Contract: contract(t, "S"), Vorhand: 2, Pushed: true, Tricks: tricks, Match: -1, Stoeck: -1, WonBy: -1}
	if sc := ScoreSchieber(full, seed); len(sc.Violations) != 0 || sc.Play.Tricks[0].Leader != 2 {
		t.Errorf("leader %d %v", sc.Play.Tricks[0].Leader, sc.Violations)
	}
}

func TestVorhandRotationAndPlayAfterTheEnd(t *testing.T) {
	seed := preset(t, "seed")
	deals := []SchieberDeal{pointsDeal(t, "D", 1, [2]int{100, 57}), pointsDeal(t, "D", 3, [2]int{100, 57})}
	st := ReplaySchieber(seed, deals)
	if !hasRule(st.Violations, RuleVorhandOrder) || st.Violations[0].Round != 1 {
		t.Errorf("rotation: %v", st.Violations)
	}
	st = stateAt([2]int{2490, 0}, 0)
	st.Add(pointsDeal(t, "D", 0, [2]int{100, 57}), seed)
	st.Add(pointsDeal(t, "D", 1, [2]int{100, 57}), seed)
	if st.Winner != 0 || st.FinishedInRound != 0 || !hasRule(st.Violations, RuleAfterFinish) || st.Totals != [2]int{2690, 114} {
		t.Errorf("after the end: %+v", st)
	}
	st = stateAt([2]int{}, 0)
	e := pointsDeal(t, "D", 0, [2]int{50, 50})
	e.Ended = true
	st.Add(e, seed)
	if !hasRule(st.Violations, RuleEndedEarly) {
		t.Errorf("ended without reaching the target: %v", st.Violations)
	}
}

func TestFinishVariants(t *testing.T) {
	r := preset(t, "simple")
	r.Finish = FinishHigherTotal
	// Team 0 reaches 1000 in deal 2, but team 1 ends that deal higher.
	st := stateAt([2]int{950, 990}, 0)
	st.Add(pointsDeal(t, "D", 0, [2]int{80, 77}), r)
	if st.Winner != 1 {
		t.Errorf("higherTotal: winner %d totals %v", st.Winner, st.Totals)
	}
	st = stateAt([2]int{843, 1000}, 0)
	st.Add(pointsDeal(t, "D", 0, [2]int{157, 0}), r)
	if st.Winner != -1 || st.Finished() {
		t.Errorf("higherTotal tie plays on: %+v", st)
	}
	r.Finish = FinishFixedDeals
	r.Deals = 2
	deals := []SchieberDeal{pointsDeal(t, "D", 0, [2]int{100, 57}), pointsDeal(t, "D", 1, [2]int{40, 117})}
	st = ReplaySchieber(r, deals)
	if st.Winner != 1 || st.FinishedInRound != 1 {
		t.Errorf("fixedDeals: %+v", st)
	}
}
