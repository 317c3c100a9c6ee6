package tally

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// dzRules returns a Differenzler preset, changed by edit if given.
func dzRules(t testing.TB, preset string, edit func(*Rules)) Rules {
	t.Helper()
	r, err := Preset(Differenzler, preset)
	if err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(&r)
	}
	return r
}

func dzSheet(t testing.TB, r Rules, players int) *DifferenzlerSheet {
	t.Helper()
	s, err := NewDifferenzlerSheet(r, players)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func dzCards(t testing.TB, s string) []Card {
	t.Helper()
	cs, err := ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func dzRuleCodes(vs []Violation) []string {
	out := make([]string, 0, len(vs))
	for _, v := range vs {
		out = append(out, v.Rule)
	}
	slices.Sort(out)
	return out
}

func dzSum(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}

// dzPlayOut plays a deal to its end from the given hands: trick 1 starts with the cards of
// first (which must be legal), every other card is chosen by pick among the cards Legal allows
// under policy. It returns the tricks in play order from each trick's leader.
func dzPlayOut(hands []CardSet, m Mode, leader int, p PlayPolicy, first []Card, pick func(CardSet) Card) [][]Card {
	n := len(hands)
	hands = slices.Clone(hands)
	tricks := make([][]Card, 0, NumCards/n)
	for range NumCards / n {
		trick := make([]Card, 0, n)
		for pos := range n {
			seat := (leader + pos) % n
			var c Card
			if len(tricks) == 0 && pos < len(first) {
				c = first[pos]
			} else {
				c = pick(Legal(hands[seat], trick, m, p))
			}
			hands[seat] = hands[seat].Remove(c)
			trick = append(trick, c)
		}
		tricks = append(tricks, trick)
		leader = (leader + TrickWinner(trick, m)) % n
	}
	return tricks
}

// dzRandomDeal deals a shuffled pack to n players and plays random legal cards under r. Trump is
// the suit of the card dealt last to the dealer (his shown bottom card, §10).
func dzRandomDeal(rng *rand.Rand, n, dealer int, r Rules) (Mode, [][]Card) {
	pack := make([]Card, NumCards)
	for i := range pack {
		pack[i] = Card(i)
	}
	rng.Shuffle(len(pack), func(i, j int) { pack[i], pack[j] = pack[j], pack[i] })
	hands := make([]CardSet, n)
	per := NumCards / n
	for s := range n {
		hands[s] = SetOf(pack[s*per : (s+1)*per]...)
	}
	trump := TrumpMode(pack[(dealer+1)*per-1].Suit())
	pick := func(legal CardSet) Card {
		cs := legal.Cards()
		return cs[rng.IntN(len(cs))]
	}
	return trump, dzPlayOut(hands, trump, (dealer+1)%n, r.PlayPolicy(), nil, pick)
}

// dzSplit returns n random non-negative points summing to 157.
func dzSplit(rng *rand.Rand, n int) []int {
	cuts := make([]int, n-1)
	for i := range cuts {
		cuts[i] = rng.IntN(DealPoints + 1)
	}
	slices.Sort(cuts)
	out := make([]int, n)
	prev := 0
	for i, c := range cuts {
		out[i] = c - prev
		prev = c
	}
	out[n-1] = DealPoints - prev
	return out
}

// TestTV15DifferenzlerDeal is docs/RULES.md §13 TV-15.
func TestTV15DifferenzlerDeal(t *testing.T) {
	deal := DifferenzlerDeal{Dealer: 3, Trump: TrumpD, Predictions: []int{50, 30, 0, 77}, Points: []int{48, 35, 0, 74}}
	for _, preset := range []string{"seed", "swiss"} {
		s := dzSheet(t, dzRules(t, preset, nil), 4)
		ds := s.Add(deal)
		if len(ds.Violations) != 0 {
			t.Errorf("%s: violations %v", preset, ds.Violations)
		}
		if want := []int{2, 5, 0, 3}; !slices.Equal(ds.Penalty, want) || !slices.Equal(s.Totals, want) {
			t.Errorf("%s: penalties %v totals %v, want %v", preset, ds.Penalty, s.Totals, want)
		}
		if !slices.Equal(ds.Actual, deal.Points) || ds.Pending || ds.TricksWon != nil {
			t.Errorf("%s: actual %v pending %v tricksWon %v", preset, ds.Actual, ds.Pending, ds.TricksWon)
		}
	}

	seed, swiss := dzRules(t, "seed", nil), dzRules(t, "swiss", nil)
	if got := DifferenzlerPenalty(48, 48, -1, seed); got != 0 {
		t.Errorf("seed 48/48: %d, want 0", got)
	}
	if got := DifferenzlerPenalty(48, 48, -1, swiss); got != -10 {
		t.Errorf("swiss 48/48: %d, want -10", got)
	}
	if got := DifferenzlerPenalty(48, 50, 1, swiss); got != 2 {
		t.Errorf("swiss 48/50: %d, want 2 (no bonus off by two)", got)
	}
	if got := DifferenzlerPenalty(157, 0, 0, swiss); got != 157 {
		t.Errorf("swiss 157/0: %d, want 157", got)
	}

	// A prediction of 0 made exactly, swiss (exactBonus 10).
	for _, tc := range []struct {
		zero string
		took int
		want int
	}{
		{ZeroBonusNever, 1, 0}, {ZeroBonusNever, 0, 0}, {ZeroBonusNever, -1, 0},
		{ZeroBonusAlways, 1, -10}, {ZeroBonusAlways, 0, -10}, {ZeroBonusAlways, -1, -10},
		{ZeroBonusIfTrickTaken, 1, -10}, {ZeroBonusIfTrickTaken, 0, 0}, {ZeroBonusIfTrickTaken, -1, 0},
	} {
		r := dzRules(t, "swiss", func(r *Rules) { r.ZeroBonus = tc.zero })
		if got := DifferenzlerPenalty(0, 0, tc.took, r); got != tc.want {
			t.Errorf("0/0 zeroBonus=%s tookTrick=%d: %d, want %d", tc.zero, tc.took, got, tc.want)
		}
		// The zero rule only concerns a prediction of 0: other exact hits always earn the bonus.
		if got := DifferenzlerPenalty(20, 20, tc.took, r); got != -10 {
			t.Errorf("20/20 zeroBonus=%s: %d, want -10", tc.zero, got)
		}
	}
	// With seed's exactBonus 0 no zero rule changes anything.
	if got := DifferenzlerPenalty(0, 0, 1, dzRules(t, "seed", func(r *Rules) { r.ZeroBonus = ZeroBonusAlways })); got != 0 {
		t.Errorf("seed 0/0 always: %d, want 0", got)
	}

	// TV-15 as points with ifTrickTaken: whether seat 2 took a trick is unknown → no bonus.
	r := dzRules(t, "swiss", func(r *Rules) { r.ZeroBonus = ZeroBonusIfTrickTaken })
	if ds := dzSheet(t, r, 4).Add(deal); !slices.Equal(ds.Penalty, []int{2, 5, 0, 3}) {
		t.Errorf("ifTrickTaken, points only: %v, want [2 5 0 3]", ds.Penalty)
	}

	// Card by card: find a seat with 0 points that won a (0-point) trick, and one with 0 points
	// and no trick, and check ifTrickTaken tells them apart.
	rng := rand.New(rand.NewPCG(15, 15))
	var withTrick, without bool
	for i := 0; i < 20000 && !(withTrick && without); i++ {
		dealer := rng.IntN(4)
		trump, tricks := dzRandomDeal(rng, 4, dealer, r)
		res := CheckPlay(Play{Contract: TrumpContract(Suit(trump)), Leader: (dealer + 1) % 4, Players: 4, Tricks: tricks}, r)
		for seat := range 4 {
			if res.Points[seat] != 0 || (res.TricksWon[seat] > 0 && withTrick) || (res.TricksWon[seat] == 0 && without) {
				continue
			}
			pred := slices.Clone(res.Points)
			for o := range pred {
				if o != seat {
					pred[o] += 1 // everyone else is one off
				}
			}
			pred[seat] = 0
			for _, zb := range []string{ZeroBonusNever, ZeroBonusIfTrickTaken, ZeroBonusAlways} {
				rz := dzRules(t, "swiss", func(r *Rules) { r.ZeroBonus = zb })
				ds := dzSheet(t, rz, 4).Add(DifferenzlerDeal{Dealer: dealer, Trump: trump, Predictions: pred, Tricks: tricks})
				if len(ds.Violations) != 0 {
					t.Fatalf("generated deal: %v", ds.Violations)
				}
				want := 0
				if zb == ZeroBonusAlways || (zb == ZeroBonusIfTrickTaken && res.TricksWon[seat] > 0) {
					want = -10
				}
				if ds.Penalty[seat] != want || ds.TricksWon[seat] != res.TricksWon[seat] {
					t.Errorf("seat %d 0/0 with %d tricks, zeroBonus=%s: penalty %d, want %d", seat, ds.TricksWon[seat], zb, ds.Penalty[seat], want)
				}
			}
			if res.TricksWon[seat] > 0 {
				withTrick = true
			} else {
				without = true
			}
		}
	}
	if !withTrick || !without {
		t.Fatalf("no generated deal with a 0-point seat (with a trick %v, without %v)", withTrick, without)
	}
}

// dzHindersiHands are four hands for dealer 3: seat 2 is void in S and holds DK and H6; the
// dealer holds D but no C.
func dzHindersiHands(t testing.TB) []CardSet {
	t.Helper()
	hands := []CardSet{
		SetOf(dzCards(t, "S9 S6 S7 H7 H8 C6 C7 C8 D6")...),
		SetOf(dzCards(t, "DA SA SK H9 HT C9 CT D7 D8")...),
		SetOf(dzCards(t, "DK H6 HJ HQ CJ CQ CK CA D9")...),
		SetOf(dzCards(t, "S8 ST SJ SQ HK HA DT DJ DQ")...),
	}
	if u := hands[0] | hands[1] | hands[2] | hands[3]; u != AllCards {
		t.Fatalf("hands do not make a pack: %v", u)
	}
	return hands
}

// TestDifferenzlerHindersi plays a whole deal in which a player void in the led suit
// undertrumps (TV-16's trick: trump D, S9 led, DA, then DK from a hand DK H6… without spades).
// In Differenzler (undertrump=hindersi) that is legal; under Schieber rules it is the one
// violation of the deal.
func TestDifferenzlerHindersi(t *testing.T) {
	hands := dzHindersiHands(t)
	schieber, err := Preset(Schieber, "seed")
	if err != nil {
		t.Fatal(err)
	}
	// Every card after trick 1's first three is the first card legal under the stricter
	// Schieber policy, so it is legal under both.
	tricks := dzPlayOut(hands, TrumpD, 0, schieber.PlayPolicy(), dzCards(t, "S9 DA DK"), CardSet.First)

	dr := dzRules(t, "seed", nil)
	if dr.Undertrump != UndertrumpHindersi {
		t.Fatalf("Differenzler preset undertrump = %q", dr.Undertrump)
	}
	s := dzSheet(t, dr, 4)
	deal := DifferenzlerDeal{Dealer: 3, Trump: TrumpD, Predictions: []int{20, 40, 40, 57}, Tricks: tricks}
	ds := s.Add(deal)
	if len(ds.Violations) != 0 || len(s.Violations) != 0 {
		t.Fatalf("Differenzler: violations %v", ds.Violations)
	}
	if ds.Play == nil || ds.Play.Tricks[0].Winner != 1 || dzSum(ds.Actual) != DealPoints || dzSum(ds.TricksWon) != 9 {
		t.Fatalf("Differenzler: play %+v actual %v tricks %v", ds.Play, ds.Actual, ds.TricksWon)
	}
	for i := range 4 {
		if ds.Penalty[i] != DifferenzlerPenalty(deal.Predictions[i], ds.Actual[i], 0, dr) && ds.Penalty[i] != DifferenzlerPenalty(deal.Predictions[i], ds.Actual[i], 1, dr) {
			t.Errorf("seat %d: penalty %d for %d/%d", i, ds.Penalty[i], deal.Predictions[i], ds.Actual[i])
		}
	}

	// The same cards with Schieber's undertrump rule.
	res := CheckPlay(Play{Contract: TrumpContract(Diamonds), Leader: 0, Players: 4, Tricks: tricks}, schieber)
	want := Violation{Round: -1, Trick: 0, Seat: 2, Card: MustCard("DK"), Rule: RuleUndertrump}
	if len(res.Violations) != 1 || res.Violations[0].Trick != want.Trick || res.Violations[0].Seat != want.Seat ||
		res.Violations[0].Card != want.Card || res.Violations[0].Rule != want.Rule {
		t.Fatalf("Schieber rules: %v, want exactly %v", res.Violations, want)
	}
	// And a Differenzler sheet whose group overrides undertrump=forbidden reports it too.
	fr := dzRules(t, "seed", func(r *Rules) { r.Undertrump = UndertrumpForbidden })
	s2 := dzSheet(t, fr, 4)
	s2.Add(deal)
	if got := dzRuleCodes(s2.Violations); !slices.Equal(got, []string{RuleUndertrump}) || s2.Violations[0].Round != 0 {
		t.Fatalf("undertrump=forbidden: %v", s2.Violations)
	}
}

type dzCase struct {
	name    string
	edit    func(*Rules)
	players int
	deals   []DifferenzlerDeal
	want    []string // rule codes of the sheet's violations, sorted
	check   func(t *testing.T, s *DifferenzlerSheet)
}

func TestDifferenzlerSheetRules(t *testing.T) {
	tv15 := func(dealer int) DifferenzlerDeal {
		return DifferenzlerDeal{Dealer: dealer, Trump: TrumpD, Predictions: []int{50, 30, 0, 77}, Points: []int{48, 35, 0, 74}}
	}
	rng := rand.New(rand.NewPCG(3, 12))
	seed := dzRules(t, "seed", nil)
	trump3, tricks3 := dzRandomDeal(rng, 3, 2, seed)
	trump4, tricks4 := dzRandomDeal(rng, 4, 1, seed)
	// A legal deal whose dealer (seat 1) holds trump; naming another suit that seat 1 never
	// played is a trump mismatch.
	res4 := CheckPlay(Play{Contract: TrumpContract(Suit(trump4)), Leader: 2, Players: 4, Tricks: tricks4}, seed)
	// Trump C, but the dealer (seat 3) holds no club: his bottom card cannot have been a club.
	noClubs := dzPlayOut(dzHindersiHands(t), TrumpC, 0, seed.PlayPolicy(), nil, CardSet.First)

	cases := []dzCase{
		{name: "clean TV-15", players: 4, deals: []DifferenzlerDeal{tv15(3)}},
		{name: "prediction-range", players: 4,
			deals: []DifferenzlerDeal{{Dealer: 0, Trump: TrumpS, Predictions: []int{160, -1, 40, 40}, Points: []int{40, 40, 40, 37}}},
			want:  []string{RulePredictionRange, RulePredictionRange},
			check: func(t *testing.T, s *DifferenzlerSheet) {
				if !slices.Equal(s.Totals, []int{120, 41, 0, 3}) {
					t.Errorf("totals %v, want [120 41 0 3] (computed as entered)", s.Totals)
				}
				if s.Violations[0].Seat != 0 || s.Violations[1].Seat != 1 || s.Violations[0].Round != 0 {
					t.Errorf("violations %v", s.Violations)
				}
			}},
		{name: "points-range", players: 3,
			deals: []DifferenzlerDeal{{Dealer: 0, Trump: TrumpS, Predictions: []int{0, 0, 0}, Points: []int{170, -13, 0}}},
			want:  []string{RulePointsRange, RulePointsRange},
			check: func(t *testing.T, s *DifferenzlerSheet) {
				if !slices.Equal(s.Totals, []int{170, 13, 0}) {
					t.Errorf("totals %v", s.Totals)
				}
			}},
		{name: "points-sum", players: 4,
			deals: []DifferenzlerDeal{{Dealer: 0, Trump: TrumpS, Predictions: []int{40, 40, 40, 40}, Points: []int{40, 40, 40, 40}}},
			want:  []string{RulePointsSum}},
		{name: "no Match bonus: 257 is a points-sum error", players: 4,
			deals: []DifferenzlerDeal{{Dealer: 0, Trump: TrumpS, Predictions: []int{157, 0, 0, 0}, Points: []int{257, 0, 0, 0}}},
			want:  []string{RulePointsRange, RulePointsSum}},
		{name: "all tricks to one player: 157", players: 4,
			deals: []DifferenzlerDeal{{Dealer: 0, Trump: TrumpS, Predictions: []int{157, 0, 0, 0}, Points: []int{157, 0, 0, 0}}},
			check: func(t *testing.T, s *DifferenzlerSheet) {
				if !slices.Equal(s.Totals, []int{0, 0, 0, 0}) {
					t.Errorf("totals %v", s.Totals)
				}
			}},
		{name: "trump-mismatch obenabe", players: 4,
			deals: []DifferenzlerDeal{{Dealer: 0, Trump: Obenabe, Predictions: []int{40, 40, 40, 37}, Points: []int{40, 40, 40, 37}}},
			want:  []string{RuleTrumpMismatch}},
		{name: "trump-mismatch undenufe", players: 4,
			deals: []DifferenzlerDeal{{Dealer: 0, Trump: Undenufe, Predictions: []int{40, 40, 40, 37}, Points: []int{40, 40, 40, 37}}},
			want:  []string{RuleTrumpMismatch}},
		{name: "trump-mismatch: the dealer holds no card of the trump suit", players: 4,
			deals: []DifferenzlerDeal{{Dealer: 3, Trump: TrumpC, Predictions: []int{40, 40, 40, 37}, Tricks: noClubs}},
			want:  []string{RuleTrumpMismatch},
			check: func(t *testing.T, s *DifferenzlerSheet) {
				if v := s.Violations[0]; v.Seat != 3 || v.Round != 0 {
					t.Errorf("trump-mismatch at seat %d round %d, want the dealer 3 in round 0", v.Seat, v.Round)
				}
				if dzSum(s.Deals[0].Actual) != DealPoints {
					t.Errorf("actual %v: the deal is still counted", s.Deals[0].Actual)
				}
			}},
		{name: "the same deal with trump D is clean", players: 4,
			deals: []DifferenzlerDeal{{Dealer: 3, Trump: TrumpD, Predictions: []int{40, 40, 40, 37},
				Tricks: dzPlayOut(dzHindersiHands(t), TrumpD, 0, seed.PlayPolicy(), nil, CardSet.First)}}},
		{name: "card by card, trump of the dealer's card", players: 4,
			deals: []DifferenzlerDeal{{Dealer: 1, Trump: trump4, Predictions: []int{40, 40, 40, 37}, Tricks: tricks4}},
			check: func(t *testing.T, s *DifferenzlerSheet) {
				d := s.Deals[0]
				if !slices.Equal(d.Actual, res4.Points) || !slices.Equal(d.TricksWon, res4.TricksWon) || d.Play == nil {
					t.Errorf("actual %v tricks %v, want %v %v", d.Actual, d.TricksWon, res4.Points, res4.TricksWon)
				}
				for i, p := range []int{40, 40, 40, 37} {
					if d.Penalty[i] < dzAbs(p-d.Actual[i]) {
						t.Errorf("seat %d penalty %d", i, d.Penalty[i])
					}
				}
			}},
		{name: "3 players, 12 tricks of 3", players: 3,
			deals: []DifferenzlerDeal{{Dealer: 2, Trump: trump3, Predictions: []int{50, 50, 57}, Tricks: tricks3}},
			check: func(t *testing.T, s *DifferenzlerSheet) {
				d := s.Deals[0]
				if len(tricks3) != 12 || len(tricks3[0]) != 3 {
					t.Fatalf("generated %d tricks of %d", len(tricks3), len(tricks3[0]))
				}
				if dzSum(d.Actual) != DealPoints || dzSum(d.TricksWon) != 12 || len(d.Penalty) != 3 {
					t.Errorf("actual %v tricks %v penalty %v", d.Actual, d.TricksWon, d.Penalty)
				}
				if d.Play.Tricks[0].Leader != 0 {
					t.Errorf("trick 1 led by %d, want Vorhand 0 (dealer 2)", d.Play.Tricks[0].Leader)
				}
				for i, p := range []int{50, 50, 57} {
					if d.Penalty[i] != dzAbs(p-d.Actual[i]) {
						t.Errorf("seat %d: penalty %d, want %d", i, d.Penalty[i], dzAbs(p-d.Actual[i]))
					}
				}
				if s.NextDealer() != 0 {
					t.Errorf("next dealer %d, want 0", s.NextDealer())
				}
			}},
		{name: "3-player sheet given 9 tricks of 4", players: 3,
			deals: []DifferenzlerDeal{{Dealer: 0, Trump: trump4, Predictions: []int{50, 50, 57}, Tricks: tricks4}},
			check: func(t *testing.T, s *DifferenzlerSheet) {
				if !slices.Contains(dzRuleCodes(s.Violations), RuleCardCount) {
					t.Errorf("no card-count: %v", s.Violations)
				}
			}},
		{name: "points given with tricks must agree", players: 4,
			deals: []DifferenzlerDeal{{Dealer: 1, Trump: trump4, Predictions: []int{40, 40, 40, 37},
				Tricks: tricks4, Points: []int{res4.Points[0] + 1, res4.Points[1] - 1, res4.Points[2], res4.Points[3]}}},
			want: []string{RulePointsMismatch, RulePointsMismatch}},
		{name: "dealer-order", players: 4,
			deals: []DifferenzlerDeal{tv15(3), tv15(0), tv15(2), tv15(3), tv15(0)},
			want:  []string{RuleDealerOrder},
			check: func(t *testing.T, s *DifferenzlerSheet) {
				if s.Violations[0].Round != 2 {
					t.Errorf("dealer-order in round %d, want 2", s.Violations[0].Round)
				}
				if !slices.Equal(s.Totals, []int{10, 25, 0, 15}) {
					t.Errorf("totals %v: every deal still counts", s.Totals)
				}
				if s.NextDealer() != 1 {
					t.Errorf("next dealer %d", s.NextDealer())
				}
			}},
		{name: "dealer-order, 3 players wrap", players: 3,
			deals: []DifferenzlerDeal{
				{Dealer: 1, Trump: TrumpC, Predictions: []int{50, 50, 57}, Points: []int{50, 50, 57}},
				{Dealer: 2, Trump: TrumpC, Predictions: []int{50, 50, 57}, Points: []int{50, 50, 57}},
				{Dealer: 0, Trump: TrumpC, Predictions: []int{50, 50, 57}, Points: []int{50, 50, 57}},
				{Dealer: 2, Trump: TrumpC, Predictions: []int{50, 50, 57}, Points: []int{50, 50, 57}},
			},
			want: []string{RuleDealerOrder}},
		{name: "wrong list lengths and dealer", players: 4,
			deals: []DifferenzlerDeal{{Dealer: 4, Trump: TrumpH, Predictions: []int{50, 30, 0}, Points: []int{48, 35, 70}}},
			want:  []string{RulePlayerCount, RulePlayerCount, RulePointsSum, RuleSeatRange},
			check: func(t *testing.T, s *DifferenzlerSheet) {
				if !slices.Equal(s.Totals, []int{2, 5, 70, 0}) {
					t.Errorf("totals %v", s.Totals)
				}
			}},
		{name: "nil lists", players: 3,
			deals: []DifferenzlerDeal{{Dealer: -1, Trump: Mode(9), Tricks: [][]Card{{}}}},
			want:  []string{RuleCardCount, RuleCardCount, RulePlayerCount, RuleSeatRange, RuleTrumpMismatch}},
		{name: "pending last deal", players: 4, edit: func(r *Rules) { r.Deals = 2 },
			deals: []DifferenzlerDeal{tv15(3), {Dealer: 0, Trump: TrumpS, Predictions: []int{10, 20, 30, 40}}},
			check: func(t *testing.T, s *DifferenzlerSheet) {
				d := s.Deals[1]
				if !d.Pending || d.Actual != nil || d.Penalty != nil {
					t.Errorf("pending deal %+v", d)
				}
				if !slices.Equal(s.Totals, []int{2, 5, 0, 3}) || s.Finished() || s.Winner() != -1 || s.Settlement() != nil {
					t.Errorf("totals %v finished %v", s.Totals, s.Finished())
				}
				if got := s.VisiblePredictions(1); !slices.Equal(got, []int{10, 20, 30, 40}) {
					t.Errorf("open predictions of the pending deal: %v", got)
				}
				if s.NextDealer() != 1 {
					t.Errorf("next dealer %d", s.NextDealer())
				}
			}},
		{name: "pending last deal, hidden predictions", players: 4, edit: func(r *Rules) { r.HiddenPredictions = true },
			deals: []DifferenzlerDeal{tv15(3), {Dealer: 0, Trump: TrumpS, Predictions: []int{10, 20, 30, 40}}},
			check: func(t *testing.T, s *DifferenzlerSheet) {
				if got := s.VisiblePredictions(1); got != nil {
					t.Errorf("hidden predictions of the pending deal shown: %v", got)
				}
				if got := s.VisiblePredictions(0); !slices.Equal(got, []int{50, 30, 0, 77}) {
					t.Errorf("predictions of a scored deal: %v", got)
				}
				if s.VisiblePredictions(2) != nil || s.VisiblePredictions(-1) != nil {
					t.Error("predictions of a deal that does not exist")
				}
			}},
		{name: "pending deal not last", players: 4,
			deals: []DifferenzlerDeal{tv15(3), {Dealer: 0, Trump: TrumpS, Predictions: []int{10, 20, 30, 40}}, tv15(1)},
			want:  []string{RulePendingNotLast},
			check: func(t *testing.T, s *DifferenzlerSheet) {
				if s.Violations[0].Round != 1 || len(s.Deals[1].Violations) != 1 {
					t.Errorf("violations %v", s.Violations)
				}
				if !slices.Equal(s.Totals, []int{4, 10, 0, 6}) {
					t.Errorf("totals %v", s.Totals)
				}
				if got := s.VisiblePredictions(2); !slices.Equal(got, []int{50, 30, 0, 77}) {
					t.Errorf("predictions %v", got)
				}
			}},
		{name: "too-many-deals", players: 4, edit: func(r *Rules) { r.Deals = 2 },
			deals: []DifferenzlerDeal{tv15(3), tv15(0), tv15(1), {Dealer: 2, Trump: TrumpS, Predictions: []int{1, 2, 3, 4}}},
			want:  []string{RuleTooManyDeals, RuleTooManyDeals},
			check: func(t *testing.T, s *DifferenzlerSheet) {
				if s.Violations[0].Round != 2 || s.Violations[1].Round != 3 {
					t.Errorf("violations %v", s.Violations)
				}
				if !s.Finished() {
					t.Error("not finished after 3 of 2 deals")
				}
			}},
		{name: "exactly Deals deals is not too many", players: 3, edit: func(r *Rules) { r.Deals = 1 },
			deals: []DifferenzlerDeal{{Dealer: 0, Trump: TrumpS, Predictions: []int{50, 50, 57}, Points: []int{50, 50, 57}}},
			check: func(t *testing.T, s *DifferenzlerSheet) {
				if !s.Finished() {
					t.Error("not finished")
				}
			}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := dzSheet(t, dzRules(t, "seed", tc.edit), tc.players)
			for _, d := range tc.deals {
				ds := s.Add(d)
				for _, v := range ds.Violations {
					if v.Round != -1 {
						t.Errorf("deal violation with round %d", v.Round)
					}
				}
			}
			if tc.want != nil || tc.check == nil {
				if got := dzRuleCodes(s.Violations); !slices.Equal(got, tc.want) && !(len(got) == 0 && len(tc.want) == 0) {
					t.Errorf("violations %v, want %v", s.Violations, tc.want)
				}
			}
			if len(s.Deals) != len(tc.deals) {
				t.Errorf("%d deals on the sheet, want %d", len(s.Deals), len(tc.deals))
			}
			if tc.check != nil {
				tc.check(t, s)
			}
		})
	}
}

func dzAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// A finished evening without a stake settles nothing.
func TestDifferenzlerStakelessSettlesNothing(t *testing.T) {
	s := dzSheet(t, dzRules(t, "seed", func(r *Rules) { r.Deals, r.Stake = 1, 0 }), 4)
	s.Add(DifferenzlerDeal{Trump: TrumpH, Predictions: []int{45, 37, 43, 44}, Points: []int{40, 40, 40, 37}})
	if !s.Finished() || s.Settlement() != nil {
		t.Errorf("stake 0: finished %v, settlement %v, want finished and none", s.Finished(), s.Settlement())
	}
}

func TestDifferenzlerRankingWinnerSettlement(t *testing.T) {
	pts := func(pred ...int) DifferenzlerDeal {
		return DifferenzlerDeal{Trump: TrumpH, Predictions: pred, Points: []int{40, 40, 40, 37}}
	}
	// Penalties: deal 1 → 5 3 3 7, deal 2 → 0 0 0 0.
	deals := []DifferenzlerDeal{pts(45, 37, 43, 44), pts(40, 40, 40, 37)}
	deals[1].Dealer = 1

	r := dzRules(t, "seed", func(r *Rules) { r.Deals = 2; r.Stake = 50 })
	s := dzSheet(t, r, 4)
	s.Add(deals[0])
	if s.Finished() || s.Winner() != -1 || s.Settlement() != nil {
		t.Error("finished after one of two deals")
	}
	s.Add(deals[1])
	if len(s.Violations) != 0 {
		t.Fatal(s.Violations)
	}
	if !slices.Equal(s.Totals, []int{5, 3, 3, 7}) {
		t.Fatalf("totals %v", s.Totals)
	}
	if got := s.Ranking(); !slices.Equal(got, []int{1, 2, 0, 3}) {
		t.Errorf("ranking %v, want [1 2 0 3] (tie keeps player order)", got)
	}
	if !s.Finished() || s.Winner() != -1 {
		t.Errorf("shared first place: winner %d", s.Winner())
	}
	// Seats 1 and 2 share first on 3. Seat 0 owes (5−3)×50 = 100, 50 to each; seat 3 owes
	// (7−3)×50 = 200, 100 to each.
	shared := []Payment{{From: 0, To: 1, Cents: 50}, {From: 0, To: 2, Cents: 50}, {From: 3, To: 1, Cents: 100}, {From: 3, To: 2, Cents: 100}}
	if got := s.Settlement(); !slices.Equal(got, shared) {
		t.Errorf("shared first place: settlement %v, want %v", got, shared)
	}
	// Odd cents go to the first of the tied players in seat order: three share first on 0 and
	// seat 3 owes 8 × 1 = 8 cents, paid 3, 3 and 2.
	odd := dzSheet(t, dzRules(t, "seed", func(r *Rules) { r.Deals = 1; r.Stake = 1 }), 4)
	odd.Add(pts(40, 40, 40, 45)) // penalties 0 0 0 8
	if got, want := odd.Settlement(), []Payment{{From: 3, To: 0, Cents: 3}, {From: 3, To: 1, Cents: 3}, {From: 3, To: 2, Cents: 2}}; !slices.Equal(got, want) {
		t.Errorf("three sharing first, 8 cents: settlement %v, want %v", got, want)
	}
	even := dzSheet(t, dzRules(t, "seed", func(r *Rules) { r.Deals = 1; r.Stake = 10 }), 4)
	even.Add(pts(40, 40, 40, 37))
	if even.Settlement() != nil {
		t.Errorf("everyone equal: settlement %v, want none", even.Settlement())
	}

	// A single winner: seat 2 predicts the second deal one better.
	s = dzSheet(t, r, 4)
	s.Add(deals[0])
	d := pts(41, 40, 40, 40) // 1 0 0 3
	d.Dealer = 1
	s.Add(d)
	if !slices.Equal(s.Totals, []int{6, 3, 3, 10}) {
		t.Fatalf("totals %v", s.Totals)
	}
	// Make seat 1 alone first with a third deal on a longer sheet instead.
	r3 := r
	r3.Deals = 3
	s = dzSheet(t, r3, 4)
	s.Add(deals[0])
	s.Add(d)
	d3 := pts(40, 40, 41, 37) // 0 0 1 0
	d3.Dealer = 2
	s.Add(d3)
	if !slices.Equal(s.Totals, []int{6, 3, 4, 10}) {
		t.Fatalf("totals %v", s.Totals)
	}
	if s.Winner() != 1 {
		t.Fatalf("winner %d, want 1", s.Winner())
	}
	want := []Payment{{From: 0, To: 1, Cents: 150}, {From: 2, To: 1, Cents: 50}, {From: 3, To: 1, Cents: 350}}
	got := s.Settlement()
	if !slices.Equal(got, want) {
		t.Errorf("settlement %v, want %v", got, want)
	}
	dzCheckSettlement(t, s, got)

	// No stake, no settlement.
	r0 := r3
	r0.Stake = 0
	s0 := dzSheet(t, r0, 4)
	for _, x := range []DifferenzlerDeal{deals[0], d, d3} {
		s0.Add(x)
	}
	if s0.Winner() != 1 || s0.Settlement() != nil {
		t.Errorf("stake 0: winner %d settlement %v", s0.Winner(), s0.Settlement())
	}

	// Negative totals (swiss bonus) rank below zero.
	sw := dzSheet(t, dzRules(t, "swiss", func(r *Rules) { r.Deals = 1; r.Stake = 10 }), 3)
	sw.Add(DifferenzlerDeal{Dealer: 0, Trump: TrumpS, Predictions: []int{60, 50, 40}, Points: []int{60, 40, 57}})
	if !slices.Equal(sw.Totals, []int{-10, 10, 17}) || sw.Winner() != 0 {
		t.Fatalf("swiss totals %v winner %d", sw.Totals, sw.Winner())
	}
	if got := sw.Settlement(); !slices.Equal(got, []Payment{{1, 0, 200}, {2, 0, 270}}) {
		t.Errorf("swiss settlement %v", got)
	}
}

// dzCheckSettlement checks that every payment goes to the winner, is his lead times the stake,
// and that the money sums to zero.
func dzCheckSettlement(t *testing.T, s *DifferenzlerSheet, pay []Payment) {
	t.Helper()
	w := s.Winner()
	net := make([]int, s.Players)
	for _, p := range pay {
		if p.To != w || p.From == w || p.Cents <= 0 || p.Cents != (s.Totals[p.From]-s.Totals[w])*s.Rules.Stake {
			t.Errorf("payment %+v (winner %d, totals %v)", p, w, s.Totals)
		}
		net[p.From] -= p.Cents
		net[p.To] += p.Cents
	}
	if dzSum(net) != 0 {
		t.Errorf("settlement nets %v do not sum to zero", net)
	}
	if w >= 0 && s.Rules.Stake > 0 {
		paid := 0
		for p, tot := range s.Totals {
			if p != w {
				paid += (tot - s.Totals[w]) * s.Rules.Stake
			}
		}
		if net[w] != paid {
			t.Errorf("winner receives %d, the others owe %d", net[w], paid)
		}
	}
}

func TestNewDifferenzlerSheetErrors(t *testing.T) {
	r := dzRules(t, "seed", nil)
	for _, n := range []int{0, 2, 5} {
		if _, err := NewDifferenzlerSheet(r, n); err == nil {
			t.Errorf("%d players accepted", n)
		}
	}
	bad := r
	bad.ZeroBonus = "sometimes"
	if _, err := NewDifferenzlerSheet(bad, 4); err == nil {
		t.Error("invalid rules accepted")
	}
	// A sheet built by hand with a bad player count does not panic.
	s := &DifferenzlerSheet{Rules: r, Players: 7}
	ds := s.Add(DifferenzlerDeal{Trump: TrumpS, Predictions: []int{1}, Points: []int{157}})
	if !slices.Contains(dzRuleCodes(ds.Violations), RuleSeatRange) {
		t.Errorf("violations %v", ds.Violations)
	}
	_ = s.Ranking()
	_ = s.Winner()
	_ = s.NextDealer()
	if empty := dzSheet(t, r, 4); empty.NextDealer() != 0 || len(empty.Ranking()) != 4 {
		t.Error("empty sheet")
	}
}

// TestDifferenzlerRandomEvenings plays whole random evenings: points-only deals with random
// splits and card-by-card deals of random legal cards.
func TestDifferenzlerRandomEvenings(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 157))
	zeros := []string{ZeroBonusNever, ZeroBonusIfTrickTaken, ZeroBonusAlways}
	for evening := range 60 {
		n := 3 + rng.IntN(2)
		preset := []string{"seed", "swiss"}[rng.IntN(2)]
		r := dzRules(t, preset, func(r *Rules) {
			r.ZeroBonus = zeros[rng.IntN(3)]
			r.Stake = rng.IntN(3) * 25
			r.Deals = 1 + rng.IntN(16)
			r.HiddenPredictions = rng.IntN(2) == 0
		})
		s := dzSheet(t, r, n)
		dealer := rng.IntN(n)
		sumPen := make([]int, n)
		for k := range r.Deals {
			d := DifferenzlerDeal{Dealer: dealer, Predictions: make([]int, n)}
			for i := range d.Predictions {
				d.Predictions[i] = rng.IntN(DealPoints + 1)
			}
			cards := rng.IntN(3) == 0
			if cards {
				d.Trump, d.Tricks = dzRandomDeal(rng, n, dealer, r)
			} else {
				d.Trump = TrumpMode(Suit(rng.IntN(4)))
				d.Points = dzSplit(rng, n)
				if rng.IntN(4) == 0 { // hit some predictions exactly, zeros included
					i := rng.IntN(n)
					d.Predictions[i] = d.Points[i]
				}
			}
			ds := s.Add(d)
			if len(ds.Violations) != 0 {
				t.Fatalf("evening %d deal %d: %v", evening, k, ds.Violations)
			}
			if dzSum(ds.Actual) != DealPoints {
				t.Fatalf("evening %d deal %d: actual %v", evening, k, ds.Actual)
			}
			if cards != (ds.TricksWon != nil) || (cards && dzSum(ds.TricksWon) != NumCards/n) {
				t.Fatalf("evening %d deal %d: tricks won %v", evening, k, ds.TricksWon)
			}
			for i := range n {
				took := -1
				if cards {
					took = 0
					if ds.TricksWon[i] > 0 {
						took = 1
					}
				}
				if want := DifferenzlerPenalty(d.Predictions[i], ds.Actual[i], took, r); ds.Penalty[i] != want {
					t.Fatalf("evening %d deal %d seat %d: penalty %d, want %d", evening, k, i, ds.Penalty[i], want)
				}
				if ds.Penalty[i] < -10 || (ds.Penalty[i] != dzAbs(d.Predictions[i]-ds.Actual[i]) && d.Predictions[i] != ds.Actual[i]) {
					t.Fatalf("evening %d deal %d seat %d: penalty %d", evening, k, i, ds.Penalty[i])
				}
				sumPen[i] += ds.Penalty[i]
			}
			if !slices.Equal(s.VisiblePredictions(k), d.Predictions) {
				t.Fatalf("scored deal's predictions not visible")
			}
			if got := s.Finished(); got != (k == r.Deals-1) {
				t.Fatalf("evening %d after deal %d of %d: finished %v", evening, k, r.Deals, got)
			}
			dealer = s.NextDealer()
		}
		if !slices.Equal(s.Totals, sumPen) {
			t.Fatalf("evening %d: totals %v, penalties sum to %v", evening, s.Totals, sumPen)
		}
		rank := s.Ranking()
		if !slices.Equal(slices.Sorted(slices.Values(rank)), []int{0, 1, 2, 3}[:n]) {
			t.Fatalf("ranking %v is not a permutation", rank)
		}
		for i := 1; i < n; i++ {
			a, b := rank[i-1], rank[i]
			if s.Totals[a] > s.Totals[b] || (s.Totals[a] == s.Totals[b] && a > b) {
				t.Fatalf("ranking %v of totals %v", rank, s.Totals)
			}
		}
		w := s.Winner()
		if shared := s.Totals[rank[0]] == s.Totals[rank[1]]; shared != (w == -1) || (!shared && w != rank[0]) {
			t.Fatalf("winner %d of totals %v", w, s.Totals)
		}
		pay := s.Settlement()
		if (pay == nil) != (w < 0 || r.Stake == 0) {
			t.Fatalf("settlement %v with winner %d stake %d", pay, w, r.Stake)
		}
		dzCheckSettlement(t, s, pay)
	}
}

// dzEvening pre-generates 16 card-by-card deals for four players.
func dzEvening(b *testing.B) (Rules, []DifferenzlerDeal) {
	r := dzRules(b, "seed", nil)
	rng := rand.New(rand.NewPCG(16, 16))
	deals := make([]DifferenzlerDeal, r.Deals)
	for k := range deals {
		d := DifferenzlerDeal{Dealer: k % 4, Predictions: []int{40, 40, 40, 37}}
		d.Trump, d.Tricks = dzRandomDeal(rng, 4, d.Dealer, r)
		deals[k] = d
	}
	return r, deals
}

func BenchmarkDifferenzlerEvening(b *testing.B) {
	r, deals := dzEvening(b)
	b.Run("cards", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s, _ := NewDifferenzlerSheet(r, 4)
			for _, d := range deals {
				s.Add(d)
			}
			if !s.Finished() || len(s.Violations) != 0 {
				b.Fatal(s.Violations)
			}
		}
	})
	pts := make([]DifferenzlerDeal, len(deals))
	for k, d := range deals {
		pts[k] = DifferenzlerDeal{Dealer: d.Dealer, Trump: d.Trump, Predictions: d.Predictions,
			Points: CheckPlay(Play{Contract: TrumpContract(Suit(d.Trump)), Leader: (d.Dealer + 1) % 4, Players: 4, Tricks: d.Tricks}, r).Points}
	}
	b.Run("points", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s, _ := NewDifferenzlerSheet(r, 4)
			for _, d := range pts {
				s.Add(d)
			}
			if !s.Finished() || len(s.Violations) != 0 {
				b.Fatal(s.Violations)
			}
		}
	})
}
