package tally

import (
	"math/rand/v2"
	"testing"
)

// lpCards parses a space-separated list of card codes.
func lpCards(t testing.TB, s string) []Card {
	t.Helper()
	cs, err := ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// lpSet parses a space-separated list of card codes into a set.
func lpSet(t testing.TB, s string) CardSet { return SetOf(lpCards(t, s)...) }

func lpMode(t testing.TB, s string) Mode {
	t.Helper()
	m, err := ParseMode(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

var (
	polForbidden  = PlayPolicy{}
	polHindersi   = PlayPolicy{Undertrump: PolicyHindersi}
	polOvertrump  = PlayPolicy{Undertrump: PolicyOvertrumpIfAble}
	polLowest     = PlayPolicy{Lowest: true}
	lpPolicyNames = map[PlayPolicy]string{polForbidden: "forbidden", polHindersi: "hindersi", polOvertrump: "overtrumpIfAble", polLowest: "forbidden/lowest"}
)

type lpLegalCase struct {
	name   string
	mode   string
	trick  string
	hand   string
	policy PlayPolicy
	want   string
}

func lpCheckLegal(t *testing.T, cases []lpLegalCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			hand, trick, m := lpSet(t, tc.hand), lpCards(t, tc.trick), lpMode(t, tc.mode)
			got := Legal(hand, trick, m, tc.policy)
			if want := lpSet(t, tc.want); got != want {
				t.Errorf("Legal(%s | %s, %s, %s) = {%s}, want {%s}", hand, lpCards(t, tc.trick), m, lpPolicyNames[tc.policy], got, want)
			}
			// IllegalReason agrees with Legal card by card.
			for _, c := range hand.Cards() {
				if r := IllegalReason(c, hand, trick, m, tc.policy); (r == "") != got.Has(c) {
					t.Errorf("IllegalReason(%s) = %q but Legal says legal=%v", c, r, got.Has(c))
				}
			}
		})
	}
}

// TestTV03Undertrump is docs/RULES.md §13 TV-3: trump C, trick HT HA CA.
func TestTV03Undertrump(t *testing.T) {
	lpCheckLegal(t, []lpLegalCase{
		{"forbidden void: CK below CA, SA available", "C", "HT HA CA", "SA CK", polForbidden, "SA"},
		{"forbidden only trumps", "C", "HT HA CA", "C9 CK", polForbidden, "C9 CK"},
		{"forbidden follow or overtrump", "C", "HT HA CA", "H7 CK CJ", polForbidden, "H7 CJ"},
		{"hindersi void in H", "C", "HT HA CA", "SA CK", polHindersi, "SA CK"},
		{"hindersi holds H", "C", "HT HA CA", "H6 CK", polHindersi, "H6"},
	})
}

// TestTV04Puur is docs/RULES.md §13 TV-4.
func TestTV04Puur(t *testing.T) {
	lpCheckLegal(t, []lpLegalCase{
		{"only the Puur: anything", "C", "C6", "CJ DA S7", polForbidden, "CJ DA S7"},
		{"Puur and another trump: a trump", "C", "C7", "CJ C6 DA", polForbidden, "CJ C6"},
	})
	if r := IllegalReason(MustCard("DA"), lpSet(t, "CJ C6 DA"), lpCards(t, "C7"), TrumpC, polForbidden); r != RuleTrumpLead {
		t.Errorf("DA on a trump lead holding CJ C6: reason %q, want %q", r, RuleTrumpLead)
	}
}

// TestTV05UndertrumpReference is docs/RULES.md §13 TV-5: trump C; HT led, then C6, then CJ.
func TestTV05UndertrumpReference(t *testing.T) {
	lpCheckLegal(t, []lpLegalCase{
		{"highest", "C", "HT C6 CJ", "C7 D9", polForbidden, "D9"},
		{"lowest", "C", "HT C6 CJ", "C7 D9", polLowest, "C7 D9"},
		{"overtrumpIfAble, nothing beats CJ", "C", "HT C6 CJ", "C7 D9", polOvertrump, "C7 D9"},
		{"hindersi, void", "C", "HT C6 CJ", "C7 D9", polHindersi, "C7 D9"},
	})
	// The policies must come from the settings' binding names.
	for _, tc := range []struct {
		undertrump, reference string
		want                  string
	}{
		{UndertrumpForbidden, ReferenceHighest, "D9"},
		{UndertrumpForbidden, ReferenceLowest, "C7 D9"},
		{UndertrumpOvertrump, ReferenceHighest, "C7 D9"},
	} {
		p := Rules{Undertrump: tc.undertrump, UndertrumpReference: tc.reference}.PlayPolicy()
		if got := Legal(lpSet(t, "C7 D9"), lpCards(t, "HT C6 CJ"), TrumpC, p); got != lpSet(t, tc.want) {
			t.Errorf("%s/%s: Legal = {%s}, want {%s}", tc.undertrump, tc.reference, got, tc.want)
		}
	}
}

// TestTV16DifferenzlerUndertrump is docs/RULES.md §13 TV-16: the presets' own policies decide.
func TestTV16DifferenzlerUndertrump(t *testing.T) {
	hand, trick := lpSet(t, "DK H6"), lpCards(t, "S9 DA")
	for _, tc := range []struct {
		game Game
		want string
	}{
		{Schieber, "H6"},
		{Coiffeur, "H6"},
		{Differenzler, "DK H6"},
	} {
		r, err := Preset(tc.game, "seed")
		if err != nil {
			t.Fatal(err)
		}
		if got := Legal(hand, trick, TrumpD, r.PlayPolicy()); got != lpSet(t, tc.want) {
			t.Errorf("%s: Legal = {%s}, want {%s}", tc.game, got, tc.want)
		}
	}
}

// TestTV17NoTrumpFollow is docs/RULES.md §13 TV-17.
func TestTV17NoTrumpFollow(t *testing.T) {
	lpCheckLegal(t, []lpLegalCase{
		{"holds H", "obenabe", "HK", "H6 DA SA", polForbidden, "H6"},
		{"void in H", "obenabe", "HK", "DA SA", polForbidden, "DA SA"},
	})
}

// TestLegalRules covers every legal-play rule of §3.2 and §3.3 with one case each way.
func TestLegalRules(t *testing.T) {
	lpCheckLegal(t, []lpLegalCase{
		// Leading.
		{"lead: anything", "C", "", "CJ H6 SA", polForbidden, "CJ H6 SA"},
		// Must follow.
		{"must follow the led suit", "obenabe", "S6", "S7 SK HA DA", polForbidden, "S7 SK"},
		{"undenufe follows too", "undenufe", "D9", "DA H6 C6", polForbidden, "DA"},
		{"no-trump: no Puur exemption", "obenabe", "CA", "CJ HA", polForbidden, "CJ"},
		{"no-trump void: anything", "undenufe", "CA", "DJ HA S6", polForbidden, "DJ HA S6"},
		{"trump: follow or trump, not a third suit", "D", "HK", "H7 D6 S8", polForbidden, "H7 D6"},
		{"trump: void in led suit: anything", "D", "HK", "D6 S8 C9", polForbidden, "D6 S8 C9"},
		// Trumping at any time.
		{"may trump while holding the led suit", "H", "S6 S9", "SA H6", polForbidden, "SA H6"},
		// Undertrump ban, reference highest.
		{"undertrump banned while holding the led suit", "H", "S6 HQ", "S7 H6", polForbidden, "S7"},
		{"overtrump allowed while holding the led suit", "H", "S6 HQ", "S7 H6 HK", polForbidden, "S7 HK"},
		{"undertrump banned when void", "H", "S6 HQ", "D7 H6", polForbidden, "D7"},
		{"Puur is never an undertrump", "H", "S6 H9", "D7 HJ H6", polForbidden, "D7 HJ"},
		{"Nell beats the ace", "H", "S6 HA", "D7 H9 HK", polForbidden, "D7 H9"},
		{"trump order not natural order: T below Q", "H", "S6 HQ", "D7 HT", polForbidden, "D7"},
		{"reference is the highest trump", "H", "S6 H8 HK", "D7 HQ HA", polForbidden, "D7 HA"},
		{"no trump in trick: no restriction", "H", "S6 SA", "D7 H6", polForbidden, "D7 H6"},
		// All-trumps exception.
		{"only trumps: any trump", "H", "S6 HJ", "H6 H7", polForbidden, "H6 H7"},
		{"only trumps, one above", "H", "S6 HK", "H6 HA", polForbidden, "H6 HA"},
		// Puur exemption on a trump lead.
		{"trump lead: only the Puur: anything", "S", "SA", "SJ H6 D7", polForbidden, "SJ H6 D7"},
		{"trump lead: Puur and more: any trump", "S", "SA", "SJ S6 D7", polForbidden, "SJ S6"},
		{"trump lead: low trump is no undertrump", "S", "S8 SA", "S6 D7", polForbidden, "S6"},
		{"trump lead without trumps: anything", "S", "SA", "H6 D7", polForbidden, "H6 D7"},
		{"trump lead, Puur in trick, only trumps", "S", "S6 SJ", "S7 S9", polForbidden, "S7 S9"},
		// polHindersi.
		{"hindersi: void may undertrump", "H", "S6 HQ", "D7 H6", polHindersi, "D7 H6"},
		{"hindersi: holding the led suit may not", "H", "S6 HQ", "S7 H6", polHindersi, "S7"},
		{"hindersi: holding the led suit may overtrump", "H", "S6 HQ", "S7 H6 HA", polHindersi, "S7 HA"},
		// overtrumpIfAble.
		{"overtrumpIfAble: able, must beat", "H", "S6 HQ", "D7 H6 HA", polOvertrump, "D7 HA"},
		{"overtrumpIfAble: unable, any trump", "H", "S6 HA", "D7 H6 HK", polOvertrump, "D7 H6 HK"},
		{"overtrumpIfAble: still must follow", "H", "S6 HA", "S7 H6 HK", polOvertrump, "S7 H6 HK"},
		{"overtrumpIfAble: unable, holding the led suit", "H", "S6 HA", "S7 D8 H6", polOvertrump, "S7 H6"},
		// Reference lowest.
		{"lowest: above the lowest is enough", "C", "HT C6 CA", "C7 D9", polLowest, "C7 D9"},
		{"lowest: below the lowest is not", "C", "HT C7 CA", "C6 D9", polLowest, "D9"},
		{"highest: above the lowest is not enough", "C", "HT C6 CA", "C7 D9", polForbidden, "D9"},
	})
}

func TestIllegalReason(t *testing.T) {
	for _, tc := range []struct {
		name, mode, trick, hand, card string
		policy                        PlayPolicy
		want                          string
	}{
		{"legal lead", "C", "", "H6 CJ", "H6", polForbidden, ""},
		{"no-trump revoke", "obenabe", "HK", "H6 DA", "DA", polForbidden, RuleFollowSuit},
		{"trump contract revoke", "C", "HK", "H6 DA C6", "DA", polForbidden, RuleFollowSuit},
		{"trump contract trumping", "C", "HK", "H6 DA C6", "C6", polForbidden, ""},
		{"undertrump", "C", "HK CA", "H6 C6", "C6", polForbidden, RuleUndertrump},
		{"undertrump void", "C", "HK CA", "D6 C6", "C6", polForbidden, RuleUndertrump},
		{"hindersi void", "C", "HK CA", "D6 C6", "C6", polHindersi, ""},
		{"trump lead", "C", "C6", "C7 DA", "DA", polForbidden, RuleTrumpLead},
		{"trump lead Puur only", "C", "C6", "CJ DA", "DA", polForbidden, ""},
		{"card outside hand judged as held", "C", "HK CA", "D6", "C6", polForbidden, RuleUndertrump},
	} {
		got := IllegalReason(MustCard(tc.card), lpSet(t, tc.hand), lpCards(t, tc.trick), lpMode(t, tc.mode), tc.policy)
		if got != tc.want {
			t.Errorf("%s: IllegalReason(%s) = %q, want %q", tc.name, tc.card, got, tc.want)
		}
	}
	if got := IllegalReason(Card(40), AllCards, nil, TrumpC, polForbidden); got != RuleCardCount {
		t.Errorf("invalid card: %q, want %q", got, RuleCardCount)
	}
}

func TestPlayPolicy(t *testing.T) {
	for _, tc := range []struct {
		undertrump, reference string
		want                  PlayPolicy
	}{
		{UndertrumpForbidden, ReferenceHighest, PlayPolicy{}},
		{UndertrumpHindersi, ReferenceHighest, PlayPolicy{Undertrump: PolicyHindersi}},
		{UndertrumpOvertrump, ReferenceLowest, PlayPolicy{Undertrump: PolicyOvertrumpIfAble, Lowest: true}},
		{"", "", PlayPolicy{}},
	} {
		if got := (Rules{Undertrump: tc.undertrump, UndertrumpReference: tc.reference}).PlayPolicy(); got != tc.want {
			t.Errorf("%q/%q: %+v, want %+v", tc.undertrump, tc.reference, got, tc.want)
		}
	}
}

// legalByProse decides one card straight from the wording of §3.2 and §3.3, independently of
// the bit-set algorithm.
func legalByProse(c Card, hand CardSet, trick []Card, m Mode, p PlayPolicy) bool {
	if len(trick) == 0 {
		return true
	}
	led := trick[0].Suit()
	holds := func(s Suit) bool {
		for _, h := range hand.Cards() {
			if h.Suit() == s {
				return true
			}
		}
		return false
	}
	x, trump := m.Trump()
	if !trump {
		return c.Suit() == led || !holds(led)
	}
	if led == x {
		for _, h := range hand.Cards() {
			if h.Suit() == x && h.Rank() != Jack {
				return c.Suit() == x
			}
		}
		return true
	}
	if c.Suit() != led && c.Suit() != x && holds(led) {
		return false
	}
	if c.Suit() != x {
		return true
	}
	onlyTrumps := true
	for _, h := range hand.Cards() {
		if h.Suit() != x {
			onlyTrumps = false
		}
	}
	var inTrick []Card
	for _, t := range trick {
		if t.Suit() == x {
			inTrick = append(inTrick, t)
		}
	}
	if len(inTrick) == 0 || onlyTrumps {
		return true
	}
	if p.Undertrump == PolicyHindersi && !holds(led) {
		return true
	}
	ref := inTrick[0]
	for _, t := range inTrick[1:] {
		if p.Lowest == TrumpBeats(ref, t) {
			ref = t
		}
	}
	if TrumpBeats(c, ref) {
		return true
	}
	if p.Undertrump == PolicyOvertrumpIfAble {
		for _, h := range hand.Cards() {
			if h.Suit() == x && TrumpBeats(h, ref) {
				return false
			}
		}
		return true
	}
	return false
}

// TestLegalMatchesProse compares Legal with legalByProse on many random positions and checks
// that the legal set is never empty and always inside the hand.
func TestLegalMatchesProse(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 17))
	policies := []PlayPolicy{polForbidden, polHindersi, polOvertrump, polLowest, {Undertrump: PolicyHindersi, Lowest: true}, {Undertrump: PolicyOvertrumpIfAble, Lowest: true}}
	for range 50000 {
		deck := rng.Perm(NumCards)
		size := 1 + rng.IntN(9)
		var hand CardSet
		for _, c := range deck[:size] {
			hand = hand.Add(Card(c))
		}
		trick := make([]Card, rng.IntN(4))
		for i := range trick {
			trick[i] = Card(deck[size+i])
		}
		m := Mode(rng.IntN(NumModes))
		p := policies[rng.IntN(len(policies))]
		got := Legal(hand, trick, m, p)
		if got.Empty() || got&^hand != 0 {
			t.Fatalf("Legal(%s | %v, %s, %+v) = {%s}: empty or outside the hand", hand, trick, m, p, got)
		}
		for _, c := range hand.Cards() {
			if want := legalByProse(c, hand, trick, m, p); got.Has(c) != want {
				t.Fatalf("Legal(%s | %v, %s, %+v) = {%s}: %s should be legal=%v", hand, trick, m, p, got, c, want)
			}
		}
	}
}

func TestLegalDoesNotAllocate(t *testing.T) {
	hand, trick := lpSet(t, "H7 CK CJ S6 D9"), lpCards(t, "HT HA CA")
	var sink CardSet
	if n := testing.AllocsPerRun(100, func() { sink |= Legal(hand, trick, TrumpC, polForbidden) }); n != 0 {
		t.Errorf("Legal allocates %v times per call", n)
	}
	_ = sink
}

func TestLegalOddInputs(t *testing.T) {
	// Invalid lead or mode values never panic and never empty the hand.
	hand := lpSet(t, "H7 CK")
	for _, tc := range []struct {
		trick []Card
		m     Mode
	}{
		{[]Card{NoCard}, TrumpC},
		{[]Card{MustCard("HA"), 200}, TrumpC},
		{[]Card{MustCard("HA")}, Mode(9)},
		{nil, Mode(200)},
	} {
		if got := Legal(hand, tc.trick, tc.m, polForbidden); got.Empty() {
			t.Errorf("Legal(%s | %v, %d) is empty", hand, tc.trick, tc.m)
		}
	}
	if got := Legal(0, lpCards(t, "HA"), TrumpC, polForbidden); got != 0 {
		t.Errorf("empty hand: {%s}", got)
	}
}
