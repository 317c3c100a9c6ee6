package tally

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestTV02TrickWinner is docs/RULES.md §13 TV-2: winner and card points of single tricks.
func TestTV02TrickWinner(t *testing.T) {
	for _, tc := range []struct {
		mode, cards    string
		winner         int
		points, noSwap int
	}{
		{"D", "DK DT HA D6", 0, 25, 25},
		{"C", "SA SJ C6 S9", 2, 13, 13},
		{"obenabe", "HK HA DA H8", 1, 34, 34},
		{"undenufe", "H6 HA H8 HK", 0, 23, 23},
		{"undenufe", "H6 HT H8 HK", 0, 33, 22},
	} {
		m, trick := lpMode(t, tc.mode), lpCards(t, tc.cards)
		if got := TrickWinner(trick, m); got != tc.winner {
			t.Errorf("%s %s: winner pos %d, want %d", tc.mode, tc.cards, got, tc.winner)
		}
		if got := trickPoints(trick, m, true); got != tc.points {
			t.Errorf("%s %s: %d points, want %d", tc.mode, tc.cards, got, tc.points)
		}
		if got := trickPoints(trick, m, false); got != tc.noSwap {
			t.Errorf("%s %s without swap: %d points, want %d", tc.mode, tc.cards, got, tc.noSwap)
		}
	}
}

func TestTrickWinnerRules(t *testing.T) {
	for _, tc := range []struct {
		name, mode, cards string
		want              int
	}{
		{"empty trick", "C", "", -1},
		{"single card", "C", "H6", 0},
		{"trump: no trump played, highest of led suit", "C", "HQ HK H6 SA", 1},
		{"trump: off-suit ace never wins", "C", "H6 DA SA HA", 3},
		{"trump: Puur beats Nell", "C", "H6 C9 CJ CA", 2},
		{"trump: Nell beats ace", "C", "HA CA C9 HK", 2},
		{"trump: lowest trump beats the led ace", "S", "HA S6 HK HQ", 1},
		{"trump lead: trump order, not natural", "S", "ST SQ S8 S7", 1},
		{"obenabe: jack ranks naturally", "obenabe", "CJ CQ C9 C6", 1},
		{"obenabe: no trump suit", "obenabe", "D6 CA CJ HA", 0},
		{"undenufe: lowest of led suit", "undenufe", "D9 D7 H6 DA", 1},
		{"undenufe: off-suit six never wins", "undenufe", "DA S6 C6 H6", 0},
	} {
		if got := TrickWinner(lpCards(t, tc.cards), lpMode(t, tc.mode)); got != tc.want {
			t.Errorf("%s: TrickWinner(%s, %s) = %d, want %d", tc.name, tc.cards, tc.mode, got, tc.want)
		}
	}
}

// lpTV6Tricks is the deal of docs/RULES.md §13 TV-6 (trump C, seat 0 leads).
var lpTV6Tricks = [9]string{
	"CJ C6 CT C7",
	"C9 CQ C8 S9",
	"CA CK SA H8",
	"DA D6 DT D8",
	"DK S8 D9 D7",
	"DQ S7 ST H6",
	"DJ HQ HT SJ",
	"H7 HK H9 HJ",
	"HA SK SQ S6", // led by seat 1
}

func lpTV6(t testing.TB) Play {
	p := Play{Contract: TrumpContract(Clubs), Leader: 0, Players: 4}
	for _, s := range lpTV6Tricks {
		p.Tricks = append(p.Tricks, lpCards(t, s))
	}
	return p
}

func lpRules(t testing.TB, g Game) Rules {
	r, err := Preset(g, "seed")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func lpSum(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}

// TestTV06CheckPlay replays the full Schieber deal of TV-6.
func TestTV06CheckPlay(t *testing.T) {
	res := CheckPlay(lpTV6(t), lpRules(t, Schieber))
	if len(res.Violations) != 0 {
		t.Fatalf("violations in a legal deal: %v", res.Violations)
	}
	wantWinners := []int{0, 0, 0, 0, 0, 0, 0, 1, 1}
	wantPoints := []int{30, 17, 26, 21, 4, 13, 17, 6, 23}
	wantLeaders := []int{0, 0, 0, 0, 0, 0, 0, 0, 1}
	for i, tr := range res.Tricks {
		if tr.Winner != wantWinners[i] || tr.Points != wantPoints[i] || tr.Leader != wantLeaders[i] || tr.Mode != TrumpC {
			t.Errorf("trick %d: leader %d winner %d points %d mode %s, want leader %d winner %d points %d mode C",
				i+1, tr.Leader, tr.Winner, tr.Points, tr.Mode, wantLeaders[i], wantWinners[i], wantPoints[i])
		}
		if !slices.Equal(tr.Cards, lpCards(t, lpTV6Tricks[i])) {
			t.Errorf("trick %d cards %v", i+1, tr.Cards)
		}
	}
	if !slices.Equal(res.Points, []int{128, 29, 0, 0}) {
		t.Errorf("points %v, want [128 29 0 0] (team 0 = 128, team 1 = 29)", res.Points)
	}
	if !slices.Equal(res.TricksWon, []int{7, 2, 0, 0}) {
		t.Errorf("tricks won %v, want [7 2 0 0]", res.TricksWon)
	}
	wantHands := []string{
		"CJ C9 CA DA DK DQ DJ S6 H7",
		"CK CQ C6 HA HK HQ S8 S7 D6",
		"CT C8 SA SK ST HT H9 DT D9",
		"C7 SQ SJ S9 HJ H8 H6 D8 D7",
	}
	for s, h := range wantHands {
		if res.Hands[s] != lpSet(t, h) {
			t.Errorf("seat %d hand {%s}, want {%s}", s, res.Hands[s], lpSet(t, h))
		}
	}
	// The result owns its cards: changing the input afterwards does not change it.
	p := lpTV6(t)
	res = CheckPlay(p, lpRules(t, Schieber))
	p.Tricks[0][0] = MustCard("D6")
	if res.Tricks[0].Cards[0] != MustCard("CJ") {
		t.Error("TrickResult.Cards aliases the input")
	}
}

// TestCheckPlayReportsEveryViolation swaps two pairs of a seat's cards in TV-6 so that two
// illegal cards are played, and expects both, in order, with the play continuing after each.
func TestCheckPlayReportsEveryViolation(t *testing.T) {
	p := lpTV6(t)
	// Seat 1 discards HA on the Puur lead although it holds CK CQ C6, and leads C6 at the end.
	p.Tricks[0][1], p.Tricks[8][0] = MustCard("HA"), MustCard("C6")
	// Seat 3 plays SQ on the H7 lead although it holds HJ, and HJ at the end.
	p.Tricks[7][3], p.Tricks[8][2] = MustCard("SQ"), MustCard("HJ")
	res := CheckPlay(p, lpRules(t, Schieber))
	want := []Violation{
		{Round: -1, Trick: 0, Seat: 1, Card: MustCard("HA"), Rule: RuleTrumpLead},
		{Round: -1, Trick: 7, Seat: 3, Card: MustCard("SQ"), Rule: RuleFollowSuit},
	}
	lpSameViolations(t, res.Violations, want)
	if lpSum(res.Points) != DealPoints || !slices.Equal(res.TricksWon, []int{7, 2, 0, 0}) {
		t.Errorf("points %v, tricks %v", res.Points, res.TricksWon)
	}
}

// lpSameViolations compares violations without their Detail, which must be non-empty.
func lpSameViolations(t *testing.T, got, want []Violation) {
	t.Helper()
	stripped := make([]Violation, len(got))
	for i, v := range got {
		if v.Detail == "" {
			t.Errorf("violation %v has no detail", v)
		}
		v.Detail = ""
		stripped[i] = v
	}
	if !slices.Equal(stripped, want) {
		t.Errorf("violations:\n got  %v\n want %v", got, want)
	}
}

func TestCheckPlayMalformed(t *testing.T) {
	v := func(rule string, trick, seat int, card Card) Violation {
		return Violation{Round: -1, Trick: trick, Seat: seat, Card: card, Rule: rule}
	}
	tv6 := func(edit func(p *Play)) Play {
		p := lpTV6(t)
		edit(&p)
		return p
	}
	for _, tc := range []struct {
		name string
		play Play
		want []Violation
	}{
		{"nil tricks", Play{Players: 4}, []Violation{v(RuleCardCount, -1, -1, NoCard)}},
		{"zero players", tv6(func(p *Play) { p.Players = 0 }), []Violation{v(RuleSeatRange, -1, -1, NoCard)}},
		{"five players", tv6(func(p *Play) { p.Players = 5 }), []Violation{v(RuleSeatRange, -1, -1, NoCard)}},
		{"leader out of range", tv6(func(p *Play) { p.Leader = 7 }), []Violation{v(RuleSeatRange, -1, -1, NoCard)}},
		{"negative leader", tv6(func(p *Play) { p.Leader = -1 }), []Violation{v(RuleSeatRange, -1, -1, NoCard)}},
		{"missing last trick", tv6(func(p *Play) { p.Tricks = p.Tricks[:8] }), []Violation{v(RuleCardCount, -1, -1, NoCard)}},
		{"extra trick", tv6(func(p *Play) { p.Tricks = append(p.Tricks, nil) }),
			[]Violation{v(RuleCardCount, -1, -1, NoCard), v(RuleCardCount, 9, -1, NoCard)}},
		{"short trick", tv6(func(p *Play) { p.Tricks[4] = p.Tricks[4][:3] }), []Violation{v(RuleCardCount, 4, -1, NoCard)}},
		{"duplicate card", tv6(func(p *Play) { p.Tricks[8][3] = MustCard("DA") }),
			[]Violation{v(RuleDuplicateCard, 8, 0, MustCard("DA"))}},
		{"invalid card value", tv6(func(p *Play) { p.Tricks[8][2] = 40 }), []Violation{v(RuleCardCount, 8, 3, 40)}},
		{"invalid cards, zero players", Play{Tricks: [][]Card{{1, 2, 1, 99}}},
			[]Violation{v(RuleSeatRange, -1, -1, NoCard), v(RuleDuplicateCard, 0, -1, 1), v(RuleCardCount, 0, -1, 99)}},
		{"empty tricks", Play{Players: 3, Tricks: make([][]Card, 12)}, func() []Violation {
			var w []Violation
			for i := range 12 {
				w = append(w, v(RuleCardCount, i, -1, NoCard))
			}
			return w
		}()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := CheckPlay(tc.play, lpRules(t, Schieber))
			lpSameViolations(t, res.Violations, tc.want)
		})
	}
	// The 5 of the last trick belongs to trick 9 only.
	res := CheckPlay(tv6(func(p *Play) { p.Tricks = p.Tricks[:8] }), lpRules(t, Schieber))
	if lpSum(res.Points) != DealPoints-23 {
		t.Errorf("eight tricks: %d points, want %d", lpSum(res.Points), DealPoints-23)
	}
	// An empty trick has no winner and leaves the lead where it was.
	res = CheckPlay(tv6(func(p *Play) { p.Tricks[1] = nil }), lpRules(t, Schieber))
	if res.Tricks[1].Winner != -1 || res.Tricks[2].Leader != 0 {
		t.Errorf("empty trick: winner %d, next leader %d", res.Tricks[1].Winner, res.Tricks[2].Leader)
	}
}

// lpSlalomHands deal trick 1 SA SK SQ SJ and trick 2 H6 HT H8 HK of TV-21 to seats 0-3.
var lpSlalomHands = [4]string{
	"SA H6 D6 D7 D8 D9 DT DJ DQ",
	"SK HT DK DA C6 C7 C8 C9 CT",
	"SQ H8 CJ CQ CK CA S6 S7 S8",
	"SJ HK S9 ST H7 H9 HJ HQ HA",
}

// lpPlayOut plays the given tricks, then finishes the deal with each seat's first legal card.
func lpPlayOut(t testing.TB, hands []CardSet, c Contract, r Rules, leader int, fixed ...string) Play {
	n := len(hands)
	nTricks := NumCards / n
	held := slices.Clone(hands)
	p := Play{Contract: c, Leader: leader, Players: n}
	for i := range nTricks {
		m := c.TrickMode(i, nTricks, r.GuschtiSplit)
		var trick []Card
		if i < len(fixed) {
			trick = lpCards(t, fixed[i])
		}
		for pos := range n {
			seat := (leader + pos) % n
			if pos >= len(trick) {
				trick = append(trick, Legal(held[seat], trick, m, r.PlayPolicy()).First())
			}
			held[seat] = held[seat].Remove(trick[pos])
		}
		p.Tricks = append(p.Tricks, trick)
		leader = (leader + TrickWinner(trick, m)) % n
	}
	return p
}

// TestTV21MixedContracts is docs/RULES.md §13 TV-21: trick modes and values of mixed contracts.
func TestTV21MixedContracts(t *testing.T) {
	r := lpRules(t, Coiffeur)
	var hands []CardSet
	for _, h := range lpSlalomHands {
		hands = append(hands, lpSet(t, h))
	}
	slalom := Contract{Kind: KindSlalom, Start: Obenabe}
	p := lpPlayOut(t, hands, slalom, r, 0, "SA SK SQ SJ", "H6 HT H8 HK")
	for _, tc := range []struct {
		mixedValues string
		points      int
	}{{MixedScoringMode, 22}, {MixedPerTrick, 33}} {
		r.MixedValues = tc.mixedValues
		res := CheckPlay(p, r)
		if len(res.Violations) != 0 {
			t.Fatalf("violations: %v", res.Violations)
		}
		tr := res.Tricks[1]
		if tr.Mode != Undenufe || tr.Leader != 0 || tr.Winner != 0 || tr.Points != tc.points {
			t.Errorf("%s: slalom trick 2 mode %s leader %d winner %d points %d, want undenufe, 0, 0, %d",
				tc.mixedValues, tr.Mode, tr.Leader, tr.Winner, tr.Points, tc.points)
		}
		if tr := res.Tricks[0]; tr.Mode != Obenabe || tr.Points != 20 {
			t.Errorf("slalom trick 1 mode %s points %d, want obenabe 20", tr.Mode, tr.Points)
		}
		if tc.mixedValues == MixedScoringMode && lpSum(res.Points) != DealPoints {
			t.Errorf("slalom with scoring-mode values: %d points, want 157", lpSum(res.Points))
		}
	}

	// Trick modes, as CheckPlay reports them, for nine and twelve tricks.
	const o, u = Obenabe, Undenufe
	trio := Contract{Kind: KindTrio, Trio: [3]Mode{TrumpC, u, o}}
	for _, tc := range []struct {
		name    string
		c       Contract
		players int
		split   int
		want    []Mode
	}{
		{"slalom from obenabe", slalom, 4, 5, []Mode{o, u, o, u, o, u, o, u, o}},
		{"slalom from undenufe", Contract{Kind: KindSlalom, Start: u}, 4, 5, []Mode{u, o, u, o, u, o, u, o, u}},
		{"guschti 5+4", Contract{Kind: KindGuschti}, 4, 5, []Mode{o, o, o, o, o, u, u, u, u}},
		{"guschti 4+5", Contract{Kind: KindGuschti}, 4, 4, []Mode{o, o, o, o, u, u, u, u, u}},
		{"mary 5+4", Contract{Kind: KindMary}, 4, 5, []Mode{u, u, u, u, u, o, o, o, o}},
		{"mary 4+5", Contract{Kind: KindMary}, 4, 4, []Mode{u, u, u, u, o, o, o, o, o}},
		{"trio", trio, 4, 5, []Mode{TrumpC, TrumpC, TrumpC, u, u, u, o, o, o}},
		{"guschti 12 tricks", Contract{Kind: KindGuschti}, 3, 4, []Mode{o, o, o, o, o, o, u, u, u, u, u, u}},
		{"mary 12 tricks", Contract{Kind: KindMary}, 3, 5, []Mode{u, u, u, u, u, u, o, o, o, o, o, o}},
		{"trio 12 tricks", trio, 3, 5, []Mode{TrumpC, TrumpC, TrumpC, TrumpC, u, u, u, u, o, o, o, o}},
		{"slalom 12 tricks", slalom, 3, 5, []Mode{o, u, o, u, o, u, o, u, o, u, o, u}},
	} {
		r := lpRules(t, Coiffeur)
		r.GuschtiSplit = tc.split
		rng := rand.New(rand.NewPCG(21, uint64(len(tc.name))))
		p := lpRandomPlay(t, rng, lpDeal(rng, tc.players), tc.c, r, 0)
		res := CheckPlay(p, r)
		var got []Mode
		for _, tr := range res.Tricks {
			got = append(got, tr.Mode)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: modes %v, want %v", tc.name, got, tc.want)
		}
		if len(res.Violations) != 0 || lpSum(res.Points) != DealPoints {
			t.Errorf("%s: %d points, violations %v", tc.name, lpSum(res.Points), res.Violations)
		}
	}

	// Trio C, undenufe, then obenabe is the only kind left; the deal is valued as trump C.
	if trio.TrioRepeat(TrioKinds) || !(Contract{Kind: KindTrio, Trio: [3]Mode{TrumpC, u, TrumpH}}).TrioRepeat(TrioKinds) {
		t.Error("trio with kinds: C, undenufe must be followed by obenabe")
	}
	r.MixedValues = MixedScoringMode
	rng := rand.New(rand.NewPCG(21, 7))
	p = lpRandomPlay(t, rng, lpDeal(rng, 4), trio, r, 0)
	res := CheckPlay(p, r)
	want := 0
	for _, tr := range res.Tricks {
		want += trickPoints(tr.Cards, TrumpC, true)
	}
	if lpSum(res.Points) != DealPoints || want+LastTrickBonus != DealPoints {
		t.Errorf("trio valued as trump C: %d points", lpSum(res.Points))
	}
}

// lpDeal shuffles and deals 36/players cards to each seat.
func lpDeal(rng *rand.Rand, players int) []CardSet {
	hands := make([]CardSet, players)
	for i, c := range rng.Perm(NumCards) {
		hands[i%players] = hands[i%players].Add(Card(c))
	}
	return hands
}

// lpRandomPlay plays a whole deal with a random legal card at every turn.
func lpRandomPlay(t testing.TB, rng *rand.Rand, hands []CardSet, c Contract, r Rules, leader int) Play {
	t.Helper()
	n := len(hands)
	nTricks := NumCards / n
	held := slices.Clone(hands)
	p := Play{Contract: c, Leader: leader, Players: n, Tricks: make([][]Card, nTricks)}
	policy := r.PlayPolicy()
	for i := range nTricks {
		m := c.TrickMode(i, nTricks, r.GuschtiSplit)
		trick := make([]Card, 0, n)
		for pos := range n {
			seat := (leader + pos) % n
			legal := Legal(held[seat], trick, m, policy)
			if legal.Empty() || legal&^held[seat] != 0 {
				t.Fatalf("Legal({%s}, %v, %s) = {%s}", held[seat], trick, m, legal)
			}
			card := legal.Cards()[rng.IntN(legal.Len())]
			trick = append(trick, card)
			held[seat] = held[seat].Remove(card)
		}
		p.Tricks[i] = trick
		leader = (leader + TrickWinner(trick, m)) % n
	}
	return p
}

func lpRandomContract(rng *rand.Rand) Contract {
	switch k := rng.IntN(10); {
	case k < 4:
		return TrumpContract(Suit(k))
	case k == 4:
		return ContractObenabe
	case k == 5:
		return ContractUndenufe
	case k == 6:
		return Contract{Kind: KindSlalom, Start: []Mode{Obenabe, Undenufe}[rng.IntN(2)]}
	case k == 7:
		return Contract{Kind: KindGuschti}
	case k == 8:
		return Contract{Kind: KindMary}
	default:
		modes := []Mode{TrumpMode(Suit(rng.IntN(4))), Obenabe, Undenufe}
		rng.Shuffle(3, func(i, j int) { modes[i], modes[j] = modes[j], modes[i] })
		return Contract{Kind: KindTrio, Trio: [3]Mode(modes)}
	}
}

func lpRandomRules(t testing.TB, rng *rand.Rand, players int) Rules {
	g := []Game{Schieber, Coiffeur, Differenzler}[rng.IntN(3)]
	if players == 3 {
		g = []Game{Coiffeur, Differenzler}[rng.IntN(2)]
	}
	r := lpRules(t, g)
	r.Undertrump = []string{UndertrumpForbidden, UndertrumpHindersi, UndertrumpOvertrump}[rng.IntN(3)]
	r.UndertrumpReference = []string{ReferenceHighest, ReferenceLowest}[rng.IntN(2)]
	r.GuschtiSplit = 4 + rng.IntN(2)
	r.UndenufeSwap = rng.IntN(2) == 0
	if rng.IntN(4) == 0 {
		r.MixedValues = MixedPerTrick
	}
	return r
}

// TestCheckPlayRandomDeals plays thousands of random legal deals with four and three players:
// CheckPlay finds no violation, rebuilds the dealt hands, follows the leaders, and the card points
// add up to 157 whenever the scoring mode values the deal.
func TestCheckPlayRandomDeals(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 11))
	for _, players := range []int{4, 3} {
		for range 2000 {
			hands := lpDeal(rng, players)
			c := lpRandomContract(rng)
			r := lpRandomRules(t, rng, players)
			leader := rng.IntN(players)
			p := lpRandomPlay(t, rng, hands, c, r, leader)
			res := CheckPlay(p, r)
			if len(res.Violations) != 0 {
				t.Fatalf("%s, %+v: legal play reported: %v", c, r.PlayPolicy(), res.Violations)
			}
			if !slices.Equal(res.Hands, hands) {
				t.Fatalf("hands %v, dealt %v", res.Hands, hands)
			}
			nTricks := NumCards / players
			want := LastTrickBonus
			for i, tr := range res.Tricks {
				wantLeader := leader
				if i > 0 {
					wantLeader = res.Tricks[i-1].Winner
				}
				if tr.Leader != wantLeader || tr.Mode != c.TrickMode(i, nTricks, r.GuschtiSplit) {
					t.Fatalf("trick %d: leader %d mode %s", i, tr.Leader, tr.Mode)
				}
				if w := TrickWinner(tr.Cards, tr.Mode); tr.Winner != (tr.Leader+w)%players {
					t.Fatalf("trick %d: winner seat %d, position %d from leader %d", i, tr.Winner, w, tr.Leader)
				}
				vm := c.ScoringMode()
				if r.MixedValues == MixedPerTrick {
					vm = tr.Mode
				}
				want += vm.SetValue(SetOf(tr.Cards...), r.UndenufeSwap)
			}
			if got := lpSum(res.Points); got != want {
				t.Fatalf("%s: points %v sum %d, want %d", c, res.Points, got, want)
			}
			if (r.MixedValues == MixedScoringMode || !c.Mixed()) && want != DealPoints {
				t.Fatalf("%s: %d points, want 157", c, want)
			}
			if lpSum(res.TricksWon) != nTricks {
				t.Fatalf("tricks won %v", res.TricksWon)
			}
		}
	}
}

// TestCheckPlayInjectedIllegal takes random legal deals and makes one seat play a card it may
// not play, swapping it with a later card of its own so that the 36 cards stay distinct and the
// two tricks keep their winners. CheckPlay must report that card at that trick and seat.
func TestCheckPlayInjectedIllegal(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 2026))
	injected := 0
	deals := 0
	for _, players := range []int{4, 3} {
		for range 2000 {
			deals++
			hands := lpDeal(rng, players)
			c := lpRandomContract(rng)
			r := lpRandomRules(t, rng, players)
			p := lpRandomPlay(t, rng, hands, c, r, rng.IntN(players))
			base := CheckPlay(p, r)
			policy := r.PlayPolicy()

			type candidate struct{ i, pos, j, q int }
			var cands []candidate
			held := slices.Clone(hands)
			for i, t0 := range p.Tricks {
				tr := base.Tricks[i]
				for pos, card := range t0 {
					seat := (tr.Leader + pos) % players
					bad := held[seat] &^ Legal(held[seat], t0[:pos], tr.Mode, policy)
					held[seat] = held[seat].Remove(card)
					for _, alt := range bad.Cards() {
						for j := i + 1; j < len(p.Tricks); j++ {
							if q := slices.Index(p.Tricks[j], alt); q >= 0 {
								cands = append(cands, candidate{i, pos, j, q})
							}
						}
					}
				}
			}
			if len(cands) == 0 {
				continue
			}
			k := cands[rng.IntN(len(cands))]
			q := Play{Contract: p.Contract, Leader: p.Leader, Players: p.Players}
			for _, t0 := range p.Tricks {
				q.Tricks = append(q.Tricks, slices.Clone(t0))
			}
			good, bad := q.Tricks[k.i][k.pos], q.Tricks[k.j][k.q]
			q.Tricks[k.i][k.pos], q.Tricks[k.j][k.q] = bad, good
			if TrickWinner(q.Tricks[k.i], base.Tricks[k.i].Mode) != TrickWinner(p.Tricks[k.i], base.Tricks[k.i].Mode) ||
				TrickWinner(q.Tricks[k.j], base.Tricks[k.j].Mode) != TrickWinner(p.Tricks[k.j], base.Tricks[k.j].Mode) {
				continue // the seats of later tricks would change
			}
			injected++
			res := CheckPlay(q, r)
			seat := (base.Tricks[k.i].Leader + k.pos) % players
			var hold CardSet
			for _, t0 := range q.Tricks[k.i:] {
				for _, card := range t0 {
					if res.Hands[seat].Has(card) {
						hold = hold.Add(card)
					}
				}
			}
			wantRule := IllegalReason(bad, hold, q.Tricks[k.i][:k.pos], base.Tricks[k.i].Mode, policy)
			if wantRule == "" {
				t.Fatalf("injected card %s is legal", bad)
			}
			found := false
			for _, v := range res.Violations {
				if v.Trick == k.i && v.Seat == seat && v.Card == bad && v.Rule == wantRule {
					found = true
				}
			}
			if !found {
				t.Fatalf("%s: %s by seat %d in trick %d (%v) not reported as %s: %v",
					c, bad, seat, k.i, q.Tricks[k.i], wantRule, res.Violations)
			}
			if res.Hands[seat] != hands[seat] {
				t.Fatalf("hand of seat %d changed by the swap", seat)
			}
		}
	}
	if injected < deals/3 {
		t.Errorf("only %d of %d deals got an illegal card", injected, deals)
	}
	t.Logf("%d illegal cards injected into %d deals", injected, deals)
}

func TestCheckPlayThreePlayerDifferenzler(t *testing.T) {
	// A 12-trick deal whose first trick undertrumps while void: fine under hindersi, reported
	// under forbidden.
	hands := []CardSet{
		lpSet(t, "S9 SA SK SQ SJ ST S8 S7 S6 H6 H7 H8"),
		lpSet(t, "DA D6 C6 C7 C8 C9 CT CJ CQ CK CA H9"),
		lpSet(t, "DK D7 D8 D9 DT DJ DQ HT HJ HQ HK HA"),
	}
	r := lpRules(t, Differenzler)
	p := lpPlayOut(t, hands, TrumpContract(Diamonds), r, 0, "S9 DA DK")
	res := CheckPlay(p, r)
	if len(res.Violations) != 0 || len(res.Tricks) != 12 || lpSum(res.Points) != DealPoints {
		t.Fatalf("hindersi: %d tricks, %d points, violations %v", len(res.Tricks), lpSum(res.Points), res.Violations)
	}
	r.Undertrump = UndertrumpForbidden
	res = CheckPlay(p, r)
	if len(res.Violations) == 0 || res.Violations[0] != (Violation{Round: -1, Trick: 0, Seat: 2, Card: MustCard("DK"),
		Rule: RuleUndertrump, Detail: res.Violations[0].Detail}) {
		t.Errorf("forbidden: %v", res.Violations)
	}
}

func TestCheckPlayAllocations(t *testing.T) {
	p, r := lpTV6(t), lpRules(t, Schieber)
	if n := testing.AllocsPerRun(100, func() { CheckPlay(p, r) }); n > 1 {
		t.Errorf("CheckPlay allocates %v times for a clean deal, want 1", n)
	}
}
