package tally

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestJudgeTrick answers the worked examples of docs/RULES.md §13 (TV-3, TV-4, TV-16, TV-17,
// TV-21) as the referee does: every card of the hand with its verdict, the winning card so far
// and the trick's points.
func TestJudgeTrick(t *testing.T) {
	type want struct {
		verdicts string // "card:rule" per card, "card" when legal
		winning  int
		points   int
	}
	hindersi := func(r *Rules) { r.Undertrump = UndertrumpHindersi }
	cases := []struct {
		name     string
		contract string
		trickNo  int
		rules    func(*Rules)
		trick    string
		hand     string
		want     want
	}{
		{"TV-3 SA CK", "C", 0, nil, "HT HA CA", "SA CK", want{"SA CK:undertrump", 2, 32}},
		{"TV-3 all trumps", "C", 0, nil, "HT HA CA", "C9 CK", want{"C9 CK", 2, 32}},
		{"TV-3 H7 CK CJ", "C", 0, nil, "HT HA CA", "H7 CK CJ", want{"H7 CK:undertrump CJ", 2, 32}},
		{"TV-3 hindersi void", "C", 0, hindersi, "HT HA CA", "SA CK", want{"SA CK", 2, 32}},
		{"TV-3 hindersi holding hearts", "C", 0, hindersi, "HT HA CA", "H6 CK", want{"H6 CK:undertrump", 2, 32}},
		{"follow suit", "C", 0, nil, "HT", "H6 SA", want{"H6 SA:follow-suit", 0, 10}},
		{"TV-4 the Puur alone", "C", 0, nil, "C6", "CJ DA S7", want{"CJ DA S7", 0, 0}},
		{"TV-4 trump lead", "C", 0, nil, "C7", "CJ C6 DA", want{"CJ C6 DA:follow-trump", 0, 0}},
		{"TV-16 Schieber", "D", 0, nil, "S9 DA", "DK H6", want{"DK:undertrump H6", 1, 11}},
		{"TV-16 Differenzler", "D", 0, hindersi, "S9 DA", "DK H6", want{"DK H6", 1, 11}},
		{"TV-17 obenabe holding hearts", "obenabe", 0, nil, "HK", "H6 DA SA", want{"H6 DA:follow-suit SA:follow-suit", 0, 4}},
		{"TV-17 obenabe void", "obenabe", 0, nil, "HK", "DA SA", want{"DA SA", 0, 4}},
		{"undenufe", "undenufe", 0, nil, "H8 H6 HA", "HK C6", want{"HK C6:follow-suit", 1, 19}},
		{"TV-21 slalom trick 2", "slalom-obenabe", 1, nil, "H6 HT H8", "HK", want{"HK", 0, 18}},
		{"TV-21 slalom trick 2 per trick", "slalom-obenabe", 1, func(r *Rules) { r.MixedValues = MixedPerTrick }, "H6 HT H8", "HK", want{"HK", 0, 29}},
		{"empty trick", "S", 0, nil, "", "S6 HA", want{"S6 HA", -1, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := weisRules(t, c.rules)
			ct, err := ParseContract(c.contract)
			if err != nil {
				t.Fatal(err)
			}
			var trick []Card
			if c.trick != "" {
				trick = mustCards(t, c.trick)
			}
			ans, err := JudgeTrick(mustCards(t, c.hand), trick, ct, c.trickNo, r)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, v := range ans.Verdicts {
				s := v.Card.String()
				if v.Rule != "" {
					s += ":" + v.Rule
				}
				got = append(got, s)
			}
			if g := strings.Join(got, " "); g != c.want.verdicts || ans.Winning != c.want.winning || ans.Points != c.want.points {
				t.Errorf("got %s, winning %d, %d points; want %s, %d, %d", g, ans.Winning, ans.Points, c.want.verdicts, c.want.winning, c.want.points)
			}
		})
	}
}

// TestJudgeTrickRefuses checks that a question no table can ask is refused with a reason.
func TestJudgeTrickRefuses(t *testing.T) {
	r := weisRules(t, nil)
	c := TrumpContract(Clubs)
	twelve := mustCards(t, "S6 S7 S8 S9 ST SJ SQ SK SA H6 H7 H8")
	for _, q := range []struct {
		name        string
		hand, trick []Card
		trickNo     int
		want        string
	}{
		{"no hand", nil, nil, 0, "no card"},
		{"thirteen cards", append(twelve, MustCard("H9")), nil, 0, "at most 12"},
		{"full trick", mustCards(t, "CA"), mustCards(t, "H6 H7 H8 H9"), 0, "at most 4"},
		{"card twice", mustCards(t, "CA HT"), mustCards(t, "HT"), 0, "named twice"},
		{"card twice in hand", mustCards(t, "CA CA"), nil, 0, "named twice"},
		{"not a card", []Card{40}, nil, 0, "not one of the 36"},
		{"trick 10", mustCards(t, "CA"), nil, 9, "tricks 1 to 9"},
	} {
		if _, err := JudgeTrick(q.hand, q.trick, c, q.trickNo, r); err == nil || !strings.Contains(err.Error(), q.want) {
			t.Errorf("%s: %v, want an error about %q", q.name, err, q.want)
		}
	}
	if _, err := JudgeTrick(twelve, nil, c, 8, r); err != nil {
		t.Errorf("twelve cards, trick 9: %v", err)
	}
}

// TestJudgeTrickAgreesWithLegal deals random positions and checks every verdict against Legal
// and IllegalReason, and the winner and points against TrickWinner and the card values.
func TestJudgeTrickAgreesWithLegal(t *testing.T) {
	const seed = 11
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, seed))
	contracts := []string{"S", "H", "D", "C", "obenabe", "undenufe", "slalom-undenufe", "guschti", "mary", "trio:H,obenabe,undenufe"}
	for i := range 3000 {
		deck := rng.Perm(NumCards)
		trick := make([]Card, rng.IntN(4))
		for j := range trick {
			trick[j] = Card(deck[j])
		}
		hand := make([]Card, 1+rng.IntN(9))
		for j := range hand {
			hand[j] = Card(deck[4+j])
		}
		c, _ := ParseContract(contracts[rng.IntN(len(contracts))])
		r := weisRules(t, func(r *Rules) {
			r.Undertrump = []string{UndertrumpForbidden, UndertrumpHindersi, UndertrumpOvertrump}[rng.IntN(3)]
			r.UndertrumpReference = []string{ReferenceHighest, ReferenceLowest}[rng.IntN(2)]
			r.MixedValues = []string{MixedScoringMode, MixedPerTrick}[rng.IntN(2)]
		})
		no := rng.IntN(9)
		ans, err := JudgeTrick(hand, trick, c, no, r)
		if err != nil {
			t.Fatalf("position %d: %v", i, err)
		}
		m := c.TrickMode(no, 9, r.GuschtiSplit)
		h := SetOf(hand...)
		legal := Legal(h, trick, m, r.PlayPolicy())
		anyLegal := false
		for j, v := range ans.Verdicts {
			if v.Card != hand[j] || (v.Rule == "") != legal.Has(v.Card) || v.Rule != IllegalReason(v.Card, h, trick, m, r.PlayPolicy()) {
				t.Fatalf("position %d: %v on %v in %v: verdict %+v, Legal %v", i, hand, trick, m, v, legal)
			}
			anyLegal = anyLegal || v.Rule == ""
		}
		values := c.ScoringMode()
		if r.MixedValues == MixedPerTrick {
			values = m
		}
		if !anyLegal || ans.Mode != m || ans.Winning != TrickWinner(trick, m) || ans.Points != values.SetValue(SetOf(trick...), r.UndenufeSwap) {
			t.Fatalf("position %d: %+v", i, ans)
		}
	}
}

// TestCheckPlaySoFar enters a deal card by card: an incomplete deal is no violation, a revoke is
// reported at the card that broke the rule as soon as a later card proves it, and an incomplete
// trick is credited to nobody.
func TestCheckPlaySoFar(t *testing.T) {
	r := weisRules(t, nil)
	tricks := [][]Card{
		mustCards(t, "HA S6 H7 H8"), // seat 1 shows no heart …
		mustCards(t, "DA D6 D7 D8"),
		mustCards(t, "CA H9"), // … and plays one now
	}
	p := Play{Contract: ContractObenabe, Leader: 0, Players: 4}
	for k := 1; k <= 3; k++ {
		p.Tricks = append(tricks[:2:2], tricks[2][:k-1])
		if k == 1 {
			p.Tricks = tricks[:2]
		}
		res := CheckPlaySoFar(p, r)
		want := 0
		if k == 3 {
			want = 1
		}
		if len(res.Violations) != want {
			t.Fatalf("%d cards of trick 3: %v, want %d violation(s)", k-1, res.Violations, want)
		}
		if want == 1 {
			v := res.Violations[0]
			if v.Rule != RuleFollowSuit || v.Trick != 0 || v.Seat != 1 || v.Card != MustCard("S6") {
				t.Errorf("revoke reported as %v, want follow-suit at trick 1, seat 1, S6", v)
			}
		}
		if res.Points[0] != 2*(11+8) || res.TricksWon[0] != 2 {
			t.Errorf("%d cards of trick 3: points %v, tricks %v; the open trick is nobody's", k-1, res.Points, res.TricksWon)
		}
		if k >= 2 && res.Tricks[2].Winner != -1 {
			t.Errorf("the open trick has winner %d", res.Tricks[2].Winner)
		}
	}
	// The complete-deal check counts the missing tricks.
	if res := CheckPlay(p, r); len(res.Violations) == 0 || res.Violations[0].Rule != RuleCardCount {
		t.Errorf("CheckPlay of a partial deal: %v, want card-count first", res.Violations)
	}
}
