package tally

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// weisRules returns the seed Schieber rules changed by fn.
func weisRules(t testing.TB, fn func(*Rules)) Rules {
	t.Helper()
	r, err := Preset(Schieber, "seed")
	if err != nil {
		t.Fatal(err)
	}
	if fn != nil {
		fn(&r)
	}
	return r
}

func mustCards(t testing.TB, s string) []Card {
	t.Helper()
	cs, err := ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func mustSet(t testing.TB, s string) CardSet {
	t.Helper()
	return SetOf(mustCards(t, s)...)
}

// mustWeis parses a Weis under the seed rules; "four K" names a quartet.
func mustWeis(t testing.TB, s string) Weis {
	t.Helper()
	var cards []Card
	if rk, ok := strings.CutPrefix(s, "four "); ok {
		for su := Suit(0); su < NumSuits; su++ {
			cards = append(cards, MustCard(su.String()+rk))
		}
	} else {
		cards = mustCards(t, s)
	}
	w, err := ParseWeis(cards, weisRules(t, nil))
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	return w
}

func sign(c int) int {
	switch {
	case c > 0:
		return 1
	case c < 0:
		return -1
	}
	return 0
}

func total(ws []Weis, r Rules) int {
	n := 0
	for _, w := range ws {
		n += w.Points(r)
	}
	return n
}

func names(ws []Weis) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.String()
	}
	return out
}

// TestTV08WeisComparison checks every case of docs/RULES.md §13 TV-8.
func TestTV08WeisComparison(t *testing.T) {
	seed := func(*Rules) {}
	quartetFirst := func(r *Rules) { r.WeisTieBreak = TieQuartetFirst }
	small := func(r *Rules) { r.Weis = WeisSmall }
	cases := []struct {
		name   string
		mode   Mode
		rules  func(*Rules)
		a      string
		orderA int
		b      string
		orderB int
		want   int  // +1: a better, -1: b better
		byPos  bool // decided only by playing order
	}{
		{"W1", TrumpH, seed, "D9 DT DJ DQ", 0, "S8 S9 ST SJ", 1, 1, false},
		{"W2", TrumpH, seed, "D7 D8 D9", 0, "H7 H8 H9", 1, -1, false},
		{"W3", Obenabe, seed, "D7 D8 D9", 1, "S7 S8 S9", 3, 1, true},
		{"W4 undenufe", Undenufe, seed, "D6 D7 D8", 0, "S9 ST SJ", 1, 1, false},
		{"W4 obenabe", Obenabe, seed, "D6 D7 D8", 0, "S9 ST SJ", 1, -1, false},
		{"W5 moreCards", TrumpH, seed, "four K", 0, "D8 D9 DT DJ DQ", 1, -1, false},
		{"W5 quartetFirst", TrumpH, quartetFirst, "four K", 0, "D8 D9 DT DJ DQ", 1, 1, false},
		{"W6 trump", TrumpH, seed, "four A", 0, "four K", 1, 1, false},
		{"W6 undenufe", Undenufe, seed, "four A", 0, "four K", 1, -1, false},
		{"W7 moreCards", TrumpD, seed, "four 9", 0, "S6 S7 S8 S9 ST SJ", 1, -1, false},
		{"W7 quartetFirst", TrumpD, quartetFirst, "four 9", 0, "S6 S7 S8 S9 ST SJ", 1, 1, false},
		{"W7 small", TrumpD, small, "four 9", 0, "S6 S7 S8 S9 ST SJ", 1, 1, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := weisRules(t, c.rules)
			a, b := mustWeis(t, c.a), mustWeis(t, c.b)
			if got := sign(CompareWeis(a, c.orderA, b, c.orderB, c.mode, r)); got != c.want {
				t.Errorf("CompareWeis(%v@%d, %v@%d, %v) = %d, want %d", a, c.orderA, b, c.orderB, c.mode, got, c.want)
			}
			if got := sign(CompareWeis(b, c.orderB, a, c.orderA, c.mode, r)); got != -c.want {
				t.Errorf("reversed CompareWeis = %d, want %d", got, -c.want)
			}
			// Unless the playing order decides, swapping the players' positions changes nothing.
			want := c.want
			if c.byPos {
				want = -want
			}
			if got := sign(CompareWeis(a, c.orderB, b, c.orderA, c.mode, r)); got != want {
				t.Errorf("with positions swapped CompareWeis = %d, want %d", got, want)
			}
		})
	}

	t.Run("W8", func(t *testing.T) {
		r := weisRules(t, nil)
		decls := []Declaration{
			{Seat: 0, Weis: mustWeis(t, "four K")},
			{Seat: 1, Weis: mustWeis(t, "D9 DT DJ DQ")},
			{Seat: 2, Weis: mustWeis(t, "H6 H7 H8")},
			{Seat: 3, Weis: mustWeis(t, "S6 S7 S8")},
		}
		team, pts := WeisWinner(decls, 0, 4, TrumpD, r)
		if team != 0 || pts != [2]int{120, 0} {
			t.Errorf("WeisWinner = team %d %v, want team 0 [120 0]", team, pts)
		}
		// Team 1 leading trick 1 changes nothing: the comparison is by points first.
		team, pts = WeisWinner(decls, 1, 4, TrumpD, r)
		if team != 0 || pts != [2]int{120, 0} {
			t.Errorf("leader 1: WeisWinner = team %d %v, want team 0 [120 0]", team, pts)
		}
	})
}

// TestTV09Kreuzweis checks the four hands of docs/RULES.md §13 TV-9 under both kreuzweis settings.
func TestTV09Kreuzweis(t *testing.T) {
	cases := []struct {
		hand      string
		off, on   int
		offW, onW []string
	}{
		{"DK HK CK SK SA SQ SJ D6 H9", 100, 150, []string{"four K"}, []string{"four K", "S J-Q-K-A"}},
		{"DJ HJ SJ CJ HT HQ D6 S7 C8", 200, 220, []string{"four J"}, []string{"four J", "H T-J-Q"}},
		{"SA HA DA CA DQ DK", 100, 120, []string{"four A"}, []string{"four A", "D Q-K-A"}},
		{"DT HT ST CT D6 D7 D8 D9 S6", 150, 200, []string{"four T", "D 6-7-8-9"}, []string{"D 6-7-8-9-T", "four T"}},
	}
	for _, c := range cases {
		for m := Mode(0); m < NumModes; m++ {
			for _, kw := range []bool{false, true} {
				r := weisRules(t, func(r *Rules) { r.Kreuzweis = kw })
				got := BestWeis(mustSet(t, c.hand), m, r)
				want, wantW := c.off, c.offW
				if kw {
					want, wantW = c.on, c.onW
				}
				if total(got, r) != want || !slices.Equal(names(got), wantW) {
					t.Errorf("%s, %v, kreuzweis=%v: BestWeis = %v (%d), want %v (%d)", c.hand, m, kw, names(got), total(got, r), wantW, want)
				}
			}
		}
	}
}

// TestTV06Weis checks the Weis of the full deal TV-6.
func TestTV06Weis(t *testing.T) {
	r := weisRules(t, nil)
	hands := []string{
		"CJ C9 CA DA DK DQ DJ S6 H7",
		"CK CQ C6 HA HK HQ S8 S7 D6",
		"CT C8 SA SK ST HT H9 DT D9",
		"C7 SQ SJ S9 HJ H8 H6 D8 D7",
	}
	want := [][]string{{"D J-Q-K-A"}, {"H Q-K-A"}, {"four T"}, {}}
	var decls []Declaration
	for seat, h := range hands {
		ws := BestWeis(mustSet(t, h), TrumpC, r)
		if !slices.Equal(names(ws), want[seat]) {
			t.Errorf("seat %d: BestWeis = %v, want %v", seat, names(ws), want[seat])
		}
		for _, w := range ws {
			decls = append(decls, Declaration{Seat: seat, Weis: w})
		}
	}
	if team, pts := WeisWinner(decls, 0, 4, TrumpC, r); team != 0 || pts != [2]int{150, 0} {
		t.Errorf("WeisWinner = team %d %v, want team 0 [150 0]", team, pts)
	}
}

// TestCompareWeisTieBreaks walks through each step of §4.4.
func TestCompareWeisTieBreaks(t *testing.T) {
	seed := func(*Rules) {}
	quartetFirst := func(r *Rules) { r.WeisTieBreak = TieQuartetFirst }
	small := func(r *Rules) { r.Weis = WeisSmall }
	smallQF := func(r *Rules) { r.Weis, r.WeisTieBreak = WeisSmall, TieQuartetFirst }
	cases := []struct {
		name  string
		mode  Mode
		rules func(*Rules)
		a, b  string // a is at position 1, b at position 0: a must win on its merits
		want  int
	}{
		// 1 points
		{"points run beats run", Obenabe, seed, "S6 S7 S8 S9", "HQ HK HA", 1},
		{"points quartet beats run", Undenufe, seed, "four J", "D6 D7 D8 D9 DT DJ", 1},
		{"points equal, four J and 7-run by cards", Undenufe, seed, "D6 D7 D8 D9 DT DJ DQ", "four J", 1},
		{"points four 9 beats four A", TrumpH, seed, "four 9", "four A", 1},
		{"points big 7-run beats four 9", TrumpH, seed, "S6 S7 S8 S9 ST SJ SQ", "four 9", 1},
		{"points small 7-run loses to four 9", TrumpH, small, "S6 S7 S8 S9 ST SJ SQ", "four 9", -1},
		{"small 9-run and four A by cards", TrumpH, small, "S6 S7 S8 S9 ST SJ SQ SK SA", "four A", 1},
		// 2 more cards / quartet first
		{"moreCards 5-run beats four A", Obenabe, seed, "S6 S7 S8 S9 ST", "four A", 1},
		{"quartetFirst four 6 beats 5-run", Obenabe, quartetFirst, "four 6", "ST SJ SQ SK SA", 1},
		{"moreCards small 6-run beats 5-run", Obenabe, small, "S6 S7 S8 S9 ST SJ", "HT HJ HQ HK HA", 1},
		{"quartetFirst small runs still by cards", Obenabe, smallQF, "S6 S7 S8 S9 ST SJ", "HT HJ HQ HK HA", 1},
		{"quartetFirst small four T beats 9-run", Obenabe, smallQF, "four T", "S6 S7 S8 S9 ST SJ SQ SK SA", 1},
		{"moreCards small 9-run beats four T", Obenabe, small, "S6 S7 S8 S9 ST SJ SQ SK SA", "four T", 1},
		// 3 top card, natural order; reversed in Undenufe
		{"top obenabe", Obenabe, seed, "S7 S8 S9", "H6 H7 H8", 1},
		{"top undenufe", Undenufe, seed, "H6 H7 H8", "S7 S8 S9", 1},
		{"top undenufe 4-runs", Undenufe, seed, "C8 C9 CT CJ", "D9 DT DJ DQ", 1},
		{"top trump order does not apply", TrumpH, seed, "HQ HK HA", "HT HJ HQ", 1},
		{"top before trump", TrumpH, seed, "S8 S9 ST", "H7 H8 H9", 1},
		{"top undenufe before trump", Undenufe, seed, "S6 S7 S8", "H7 H8 H9", 1},
		{"top four A beats four K", Obenabe, seed, "four A", "four K", 1},
		{"top undenufe four Q beats four K", Undenufe, seed, "four Q", "four K", 1},
		{"top undenufe four 6 beats four A", Undenufe, seed, "four 6", "four A", 1},
		{"top four T beats four 8", TrumpS, seed, "four T", "four 8", 1},
		// 4 trump run, trump modes only
		{"trump run", TrumpS, seed, "S7 S8 S9", "H7 H8 H9", 1},
		{"trump run long", TrumpC, seed, "C6 C7 C8 C9 CT CJ CQ CK", "D6 D7 D8 D9 DT DJ DQ DK", 1},
		// 5 playing order: b at position 0 wins what is equal so far
		{"order obenabe", Obenabe, seed, "S7 S8 S9", "H7 H8 H9", -1},
		{"order undenufe", Undenufe, seed, "S7 S8 S9", "H7 H8 H9", -1},
		{"order plain runs in trump", TrumpD, seed, "S7 S8 S9", "H7 H8 H9", -1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := weisRules(t, c.rules)
			a, b := mustWeis(t, c.a), mustWeis(t, c.b)
			if got := sign(CompareWeis(a, 1, b, 0, c.mode, r)); got != c.want {
				t.Errorf("CompareWeis(%v@1, %v@0, %v) = %d, want %d", a, b, c.mode, got, c.want)
			}
			if got := sign(CompareWeis(b, 0, a, 1, c.mode, r)); got != -c.want {
				t.Errorf("reversed: %d, want %d", got, -c.want)
			}
		})
	}
	// Equal Weis of one player compare equal; any other pair never does.
	r := weisRules(t, nil)
	a, b := mustWeis(t, "S7 S8 S9"), mustWeis(t, "H7 H8 H9")
	if got := CompareWeis(a, 2, b, 2, Obenabe, r); got != 0 {
		t.Errorf("equal Weis at one position: %d, want 0", got)
	}
	if got := CompareWeis(a, 2, a, 3, Obenabe, r); got <= 0 {
		t.Errorf("same Weis, earlier position: %d, want > 0", got)
	}
}

func TestWeisPoints(t *testing.T) {
	big := weisRules(t, nil)
	small := weisRules(t, func(r *Rules) { r.Weis = WeisSmall })
	wantBig := map[int]int{3: 20, 4: 50, 5: 100, 6: 150, 7: 200, 8: 250, 9: 300}
	wantSmall := map[int]int{3: 20, 4: 50, 5: 100, 6: 100, 7: 100, 8: 100, 9: 100}
	for su := Suit(0); su < NumSuits; su++ {
		for n := 3; n <= 9; n++ {
			for lo := 0; lo+n <= NumRanks; lo++ {
				var cards []Card
				for rk := lo; rk < lo+n; rk++ {
					cards = append(cards, NewCard(su, Rank(rk)))
				}
				w, err := ParseWeis(cards, big)
				if err != nil {
					t.Fatalf("%v: %v", cards, err)
				}
				if w.Kind != WeisRun || w.Suit != su || w.Len != n || w.Top != Rank(lo+n-1) || w.Cards != SetOf(cards...) {
					t.Errorf("%v parsed as %+v", cards, w)
				}
				if got := w.Points(big); got != wantBig[n] {
					t.Errorf("big run of %d: %d, want %d", n, got, wantBig[n])
				}
				if got := w.Points(small); got != wantSmall[n] {
					t.Errorf("small run of %d: %d, want %d", n, got, wantSmall[n])
				}
			}
		}
	}
	wantQ := map[Rank]int{Six: 100, Seven: 100, Eight: 100, Nine: 150, Ten: 100, Jack: 200, Queen: 100, King: 100, Ace: 100}
	noLow := weisRules(t, func(r *Rules) { r.LowQuartets = false })
	for rk := Rank(0); rk < NumRanks; rk++ {
		w := mustWeis(t, "four "+rk.String())
		if w.Kind != WeisQuartet || w.Top != rk || w.Len != 4 || w.Cards != RankMask(rk) {
			t.Errorf("four %v parsed as %+v", rk, w)
		}
		for _, r := range []Rules{big, small} {
			if got := w.Points(r); got != wantQ[rk] {
				t.Errorf("four %v (%s): %d, want %d", rk, r.Weis, got, wantQ[rk])
			}
		}
		want := wantQ[rk]
		if rk <= Eight {
			want = 0
		}
		if got := w.Points(noLow); got != want {
			t.Errorf("four %v, lowQuartets=false: %d, want %d", rk, got, want)
		}
	}
	off := weisRules(t, func(r *Rules) { r.Weis = WeisOff })
	if got := mustWeis(t, "four J").Points(off); got != 0 {
		t.Errorf("weis=off: %d, want 0", got)
	}
	if got := (Weis{}).Points(big); got != 0 {
		t.Errorf("zero Weis: %d, want 0", got)
	}
}

func TestParseWeisValid(t *testing.T) {
	r := weisRules(t, nil)
	cases := []struct {
		cards string
		want  string
		pts   int
	}{
		{"D9 DT DJ DQ", "D 9-T-J-Q", 50},
		{"DQ D9 DJ DT", "D 9-T-J-Q", 50}, // any order
		{"sq sk sa", "S Q-K-A", 20},
		{"H6 H7 H8", "H 6-7-8", 20},
		{"C6 C7 C8 C9 CT CJ CQ CK CA", "C 6-7-8-9-T-J-Q-K-A", 300},
		{"CJ SJ DJ HJ", "four J", 200},
		{"S6 H6 D6 C6", "four 6", 100},
	}
	for _, c := range cases {
		w, err := ParseWeis(mustCards(t, c.cards), r)
		if err != nil {
			t.Errorf("%s: %v", c.cards, err)
			continue
		}
		if w.String() != c.want || w.Points(r) != c.pts || w.Cards != mustSet(t, c.cards) {
			t.Errorf("%s: %v (%d), want %s (%d)", c.cards, w, w.Points(r), c.want, c.pts)
		}
	}
}

func TestParseWeisErrors(t *testing.T) {
	noLow := func(r *Rules) { r.LowQuartets = false }
	off := func(r *Rules) { r.Weis = WeisOff }
	cases := []struct {
		name  string
		cards []Card
		rules func(*Rules)
		msg   string
	}{
		{"non-consecutive", []Card{MustCard("D7"), MustCard("D8"), MustCard("DT")}, nil, "consecutive"},
		{"wrap-around", []Card{MustCard("SQ"), MustCard("SK"), MustCard("SA"), MustCard("S6")}, nil, "wrap"},
		{"wrap-around short", []Card{MustCard("SK"), MustCard("SA"), MustCard("S6")}, nil, "wrap"},
		{"mixed suits", []Card{MustCard("D7"), MustCard("D8"), MustCard("S9")}, nil, "one suit"},
		{"mixed suits four", []Card{MustCard("DK"), MustCard("HK"), MustCard("SK"), MustCard("SQ")}, nil, "one suit"},
		{"two cards", []Card{MustCard("D7"), MustCard("D8")}, nil, "at least 3"},
		{"one card", []Card{MustCard("D7")}, nil, "at least 3"},
		{"empty", nil, nil, "at least 3"},
		{"three of a kind", []Card{MustCard("DK"), MustCard("HK"), MustCard("SK")}, nil, "all four"},
		{"low quartet off 6", mustCards(t, "S6 H6 D6 C6"), noLow, "lowQuartets"},
		{"low quartet off 7", mustCards(t, "S7 H7 D7 C7"), noLow, "lowQuartets"},
		{"low quartet off 8", mustCards(t, "S8 H8 D8 C8"), noLow, "lowQuartets"},
		{"weis off run", mustCards(t, "D7 D8 D9"), off, "weis=off"},
		{"weis off quartet", mustCards(t, "DJ HJ SJ CJ"), off, "weis=off"},
		{"duplicate", []Card{MustCard("D7"), MustCard("D8"), MustCard("D7"), MustCard("D9")}, nil, "twice"},
		{"duplicate quartet", []Card{MustCard("DJ"), MustCard("HJ"), MustCard("DJ"), MustCard("SJ")}, nil, "twice"},
		{"invalid card", []Card{MustCard("D7"), MustCard("D8"), 36}, nil, "invalid card"},
		{"no card", []Card{NoCard, MustCard("D8"), MustCard("D9")}, nil, "invalid card"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w, err := ParseWeis(c.cards, weisRules(t, c.rules))
			if err == nil {
				t.Fatalf("ParseWeis(%v) = %v, want an error", c.cards, w)
			}
			if !strings.Contains(err.Error(), c.msg) {
				t.Errorf("error %q does not mention %q", err, c.msg)
			}
		})
	}
	// The same combinations count where the setting allows them.
	for _, s := range []string{"S6 H6 D6 C6", "S7 H7 D7 C7", "S8 H8 D8 C8"} {
		if _, err := ParseWeis(mustCards(t, s), weisRules(t, nil)); err != nil {
			t.Errorf("%s with lowQuartets: %v", s, err)
		}
	}
	// A long input is reported briefly.
	long := make([]Card, 0, 36)
	for c := Card(0); c < NumCards; c++ {
		long = append(long, c)
	}
	if _, err := ParseWeis(long, weisRules(t, nil)); err == nil || len(err.Error()) > 200 {
		t.Errorf("36 cards: %v", err)
	}
}

func TestWeisOverlap(t *testing.T) {
	plain := weisRules(t, nil)
	kreuz := weisRules(t, func(r *Rules) { r.Kreuzweis = true })
	fourA, run := mustWeis(t, "four A"), mustWeis(t, "DQ DK DA")
	run2, run3 := mustWeis(t, "DJ DQ DK"), mustWeis(t, "D6 D7 D8")
	cases := []struct {
		a, b          Weis
		plain, kreuzw bool
	}{
		{fourA, run, true, false},
		{run, run2, true, true},
		{run, run3, false, false},
		{fourA, run3, false, false},
		{fourA, mustWeis(t, "four K"), false, false},
		{fourA, fourA, true, true},
	}
	for _, c := range cases {
		if got := WeisOverlap(c.a, c.b, plain); got != c.plain {
			t.Errorf("%v / %v kreuzweis=false: %v, want %v", c.a, c.b, got, c.plain)
		}
		if got := WeisOverlap(c.b, c.a, kreuz); got != c.kreuzw {
			t.Errorf("%v / %v kreuzweis=true: %v, want %v", c.b, c.a, got, c.kreuzw)
		}
	}
}

func TestBestWeis(t *testing.T) {
	seed := func(*Rules) {}
	small := func(r *Rules) { r.Weis = WeisSmall }
	kreuz := func(r *Rules) { r.Kreuzweis = true }
	noLow := func(r *Rules) { r.LowQuartets = false }
	cases := []struct {
		name  string
		hand  string
		mode  Mode
		rules func(*Rules)
		want  []string
	}{
		{"none", "S6 S8 ST SQ H7 H9 DJ DK CA", TrumpS, seed, nil},
		{"empty hand", "", Obenabe, seed, nil},
		{"whole run", "S6 S7 S8 S9 ST SJ SQ SK H6", Obenabe, seed, []string{"S 6-7-8-9-T-J-Q-K"}},
		// One unbroken sequence is one run (§4.1): weis=small caps it at 100, and 3 + 5 cards would
		// be 120, but the sequence is not split.
		{"small 8-run whole, obenabe", "S6 S7 S8 S9 ST SJ SQ SK H6", Obenabe, small, []string{"S 6-7-8-9-T-J-Q-K"}},
		{"small 8-run whole, undenufe", "S6 S7 S8 S9 ST SJ SQ SK H6", Undenufe, small, []string{"S 6-7-8-9-T-J-Q-K"}},
		{"small 9-run whole, trump", "S6 S7 S8 S9 ST SJ SQ SK SA", TrumpS, small, []string{"S 6-7-8-9-T-J-Q-K-A"}},
		{"small 9-run whole, undenufe", "S6 S7 S8 S9 ST SJ SQ SK SA", Undenufe, small, []string{"S 6-7-8-9-T-J-Q-K-A"}},
		{"small 9-run whole, kreuzweis", "S6 S7 S8 S9 ST SJ SQ SK SA", Obenabe, func(r *Rules) { r.Weis = WeisSmall; r.Kreuzweis = true }, []string{"S 6-7-8-9-T-J-Q-K-A"}},
		{"two sequences of one suit, two runs", "S6 S7 S8 ST SJ SQ SK H6 H7", Obenabe, small, []string{"S T-J-Q-K", "S 6-7-8"}},
		// Four T takes ST from the sequence S 7..A (kreuzweis=false). With weis=small that is worth
		// more than the whole run (100 + 50 against 100); what is left of the sequence, S 7-8-9 and
		// S J-Q-K-A, is still one run, the better one.
		{"quartet cuts a sequence, one run stays", "S7 S8 S9 ST SJ SQ SK SA HT DT CT", Obenabe, small, []string{"four T", "S J-Q-K-A"}},
		{"quartet cuts a sequence, big keeps the run", "S7 S8 S9 ST SJ SQ SK SA HT DT CT", Obenabe, seed, []string{"S 7-8-9-T-J-Q-K-A"}},
		{"quartet cuts a sequence, kreuzweis", "S7 S8 S9 ST SJ SQ SK SA HT DT CT", Obenabe, func(r *Rules) { r.Weis = WeisSmall; r.Kreuzweis = true }, []string{"S 7-8-9-T-J-Q-K-A", "four T"}},
		// Left of equal length, S 7-8-9 and S J-Q-K: the higher counts, in Undenufe the lower.
		{"quartet cuts a sequence, obenabe takes the higher", "S7 S8 S9 ST SJ SQ SK HT DT CT", Obenabe, small, []string{"four T", "S J-Q-K"}},
		{"quartet cuts a sequence, undenufe takes the lower", "S7 S8 S9 ST SJ SQ SK HT DT CT", Undenufe, small, []string{"four T", "S 7-8-9"}},
		{"small 8-run and a run of another suit", "H6 H7 H8 H9 HT HJ HQ HK S6 S7 S8", Obenabe, small, []string{"H 6-7-8-9-T-J-Q-K", "S 6-7-8"}},
		{"small 7-run whole", "S6 S7 S8 S9 ST SJ SQ H6 H7", Obenabe, small, []string{"S 6-7-8-9-T-J-Q"}},
		{"two suits", "S6 S7 S8 HT HJ HQ HK CA DA", TrumpH, seed, []string{"H T-J-Q-K", "S 6-7-8"}},
		{"trump run first", "S6 S7 S8 H6 H7 H8 CA DA D6", TrumpH, seed, []string{"H 6-7-8", "S 6-7-8"}},
		{"plain suit order is fixed", "S6 S7 S8 H6 H7 H8 CA DA D6", Obenabe, seed, []string{"S 6-7-8", "H 6-7-8"}},
		{"quartet and rest of run", "SK HK DK CK DQ DJ DT D9 S6", TrumpD, seed, []string{"four K", "D 9-T-J-Q"}},
		{"quartet beats shared run", "S9 H9 D9 C9 D6 D7 D8 DT DJ", Obenabe, seed, []string{"four 9", "D 6-7-8"}},
		{"run beats quartet", "S6 S7 S8 S9 ST SJ SQ HQ DQ", Obenabe, seed, []string{"S 6-7-8-9-T-J-Q"}},
		{"quartet and shorter run", "S6 S7 S8 S9 ST SJ SQ HQ DQ CQ", Obenabe, seed, []string{"S 6-7-8-9-T-J", "four Q"}},
		{"quartet and whole run kreuzweis", "S6 S7 S8 S9 ST SJ SQ HQ DQ CQ", Obenabe, kreuz, []string{"S 6-7-8-9-T-J-Q", "four Q"}},
		{"two quartets and run", "SJ HJ DJ CJ S9 H9 D9 C9 ST", TrumpC, seed, []string{"four J", "four 9"}},
		{"two quartets and run kreuzweis", "SJ HJ DJ CJ S9 H9 D9 C9 ST", TrumpC, kreuz, []string{"four J", "four 9", "S 9-T-J"}},
		{"low quartet", "S7 H7 D7 C7 SA HA DA S6 H6", Obenabe, seed, []string{"four 7"}},
		{"low quartet off", "S7 H7 D7 C7 SA HA DA S6 S8", Obenabe, noLow, []string{"S 6-7-8"}},
		{"low quartet 8 off", "S8 H8 D8 C8 SA HA DA S6 H6", Obenabe, noLow, nil},
		{"weis off", "SJ HJ DJ CJ S9 H9 D9 C9 ST", TrumpC, func(r *Rules) { r.Weis = WeisOff }, nil},
		// Four A and S T-J-Q-K (150) beat S T-J-Q-K-A (100).
		{"quartet and run without the shared card", "SA HA DA CA ST SJ SQ SK S6", Obenabe, seed, []string{"four A", "S T-J-Q-K"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := weisRules(t, c.rules)
			var hand CardSet
			if c.hand != "" {
				hand = mustSet(t, c.hand)
			}
			got := BestWeis(hand, c.mode, r)
			if !slices.Equal(names(got), c.want) && !(len(got) == 0 && len(c.want) == 0) {
				t.Errorf("BestWeis = %v (%d), want %v", names(got), total(got, r), c.want)
			}
		})
	}
}

// TestBestWeisEqualTotals checks the tie rule of §4.2: on equal totals the set with the better
// best Weis counts, which depends on the tie-break setting and on the mode.
func TestBestWeisEqualTotals(t *testing.T) {
	cases := []struct {
		name  string
		hand  string
		mode  Mode
		rules func(*Rules)
		want  []string
	}{
		// Four T (100) or the 5-run S 8-9-T-J-Q (100): without ST, S 8-9 and S J-Q are no run.
		{"moreCards prefers the 5-run", "ST HT DT CT S8 S9 SJ SQ HA", Obenabe, func(*Rules) {}, []string{"S 8-9-T-J-Q"}},
		{"quartetFirst prefers four T", "ST HT DT CT S8 S9 SJ SQ HA", Obenabe, func(r *Rules) { r.WeisTieBreak = TieQuartetFirst }, []string{"four T"}},
		{"kreuzweis takes both", "ST HT DT CT S8 S9 SJ SQ HA", Obenabe, func(r *Rules) { r.Kreuzweis = true }, []string{"S 8-9-T-J-Q", "four T"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := weisRules(t, c.rules)
			got := BestWeis(mustSet(t, c.hand), c.mode, r)
			if !slices.Equal(names(got), c.want) {
				t.Errorf("BestWeis = %v (%d), want %v", names(got), total(got, r), c.want)
			}
		})
	}
}

func TestWeisWinner(t *testing.T) {
	r := weisRules(t, nil)
	s789, h789 := mustWeis(t, "S7 S8 S9"), mustWeis(t, "H7 H8 H9")
	t.Run("none", func(t *testing.T) {
		if team, pts := WeisWinner(nil, 0, 4, TrumpD, r); team != -1 || pts != [2]int{} {
			t.Errorf("no declarations: %d %v", team, pts)
		}
	})
	t.Run("one team", func(t *testing.T) {
		decls := []Declaration{{Seat: 3, Weis: s789}, {Seat: 1, Weis: mustWeis(t, "four 9")}}
		if team, pts := WeisWinner(decls, 0, 4, TrumpD, r); team != 1 || pts != [2]int{0, 170} {
			t.Errorf("got %d %v, want 1 [0 170]", team, pts)
		}
	})
	t.Run("order from the leader", func(t *testing.T) {
		decls := []Declaration{{Seat: 1, Weis: s789}, {Seat: 0, Weis: h789}, {Seat: 2, Weis: mustWeis(t, "C6 C7 C8")}}
		// Seats 0 and 1 hold equal runs; seat 2's is worse. Positions of seats 0 and 1 from the
		// leader: 0/1, 3/0, 2/3, 1/2.
		for leader, want := range []int{0, 1, 0, 0} {
			wantPts := [2]int{40, 0}
			if want == 1 {
				wantPts = [2]int{0, 20}
			}
			team, pts := WeisWinner(decls, leader, 4, Obenabe, r)
			if team != want || pts != wantPts {
				t.Errorf("leader %d: %d %v, want %d %v", leader, team, pts, want, wantPts)
			}
		}
	})
	t.Run("trump run beats earlier plain run", func(t *testing.T) {
		decls := []Declaration{{Seat: 0, Weis: s789}, {Seat: 1, Weis: h789}}
		if team, pts := WeisWinner(decls, 0, 4, TrumpH, r); team != 1 || pts != [2]int{0, 20} {
			t.Errorf("got %d %v, want 1 [0 20]", team, pts)
		}
	})
	t.Run("all Weis of both partners", func(t *testing.T) {
		decls := []Declaration{
			{Seat: 1, Weis: mustWeis(t, "four J")},
			{Seat: 1, Weis: mustWeis(t, "D6 D7 D8")},
			{Seat: 3, Weis: mustWeis(t, "S6 S7 S8 S9")},
			{Seat: 0, Weis: mustWeis(t, "four 9")},
			{Seat: 2, Weis: mustWeis(t, "HT HJ HQ HK HA")},
		}
		if team, pts := WeisWinner(decls, 2, 4, Undenufe, r); team != 1 || pts != [2]int{0, 270} {
			t.Errorf("got %d %v, want 1 [0 270]", team, pts)
		}
	})
	t.Run("weis off", func(t *testing.T) {
		off := weisRules(t, func(r *Rules) { r.Weis = WeisOff })
		if team, pts := WeisWinner([]Declaration{{Seat: 0, Weis: s789}}, 0, 4, TrumpH, off); team != -1 || pts != [2]int{} {
			t.Errorf("weis=off: %d %v", team, pts)
		}
	})
	t.Run("bad input", func(t *testing.T) {
		decls := []Declaration{{Seat: -1, Weis: s789}, {Seat: 7, Weis: s789}, {Seat: 2, Weis: Weis{}}}
		if team, pts := WeisWinner(decls, 9, 4, TrumpH, r); team != -1 || pts != [2]int{} {
			t.Errorf("bad declarations: %d %v", team, pts)
		}
		if team, _ := WeisWinner([]Declaration{{Seat: 0, Weis: s789}}, 0, 0, TrumpH, r); team != -1 {
			t.Errorf("no players: %d", team)
		}
	})
}

func TestWeisNoPanic(t *testing.T) {
	for _, r := range []Rules{weisRules(t, nil), weisRules(t, func(r *Rules) { r.Kreuzweis = true; r.Weis = WeisSmall })} {
		for m := Mode(0); m <= NumModes; m++ { // one invalid mode too
			for _, h := range []CardSet{0, AllCards, ^CardSet(0), 1 << 40} {
				ws := BestWeis(h, m, r)
				if h&AllCards == 0 && ws != nil {
					t.Errorf("BestWeis(%x) = %v", uint64(h), ws)
				}
				for _, w := range ws {
					if w.Cards&^AllCards != 0 {
						t.Errorf("BestWeis(%x) returned cards outside the deck: %v", uint64(h), w)
					}
				}
			}
		}
	}
	// The whole deck: every quartet (9 × 4 cards) beats runs under big Weis without kreuzweis:
	// 100×7 + 150 + 200 = 1050 against 4 × 300.
	r := weisRules(t, nil)
	if got := total(BestWeis(AllCards, TrumpS, r), r); got != 4*300 {
		t.Errorf("whole deck: %d, want 1200", got)
	}
	odd := Weis{Kind: 9, Top: 200, Len: -3, Suit: 77}
	_ = odd.String()
	_ = odd.Points(r)
	_ = CompareWeis(odd, 0, odd, 1, Mode(200), r)
	_ = WeisOverlap(odd, odd, r)
	_ = Weis{Kind: WeisRun, Top: 1, Len: 5}.String()
}

// weisCandidates lists every Weis in hand: each quartet the rules count and every run of 3+
// consecutive cards, whether or not it is the longest the hand holds.
func weisCandidates(t testing.TB, hand CardSet, r Rules) []Weis {
	var out []Weis
	for rk := Rank(0); rk < NumRanks; rk++ {
		if hand&RankMask(rk) == RankMask(rk) && (r.LowQuartets || rk > Eight) {
			out = append(out, Weis{Kind: WeisQuartet, Cards: RankMask(rk), Top: rk, Len: 4})
		}
	}
	for su := Suit(0); su < NumSuits; su++ {
		for lo := Rank(0); lo < NumRanks; lo++ {
			var cards []Card
			for hi := lo; hi < NumRanks && hand.Has(NewCard(su, hi)); hi++ {
				cards = append(cards, NewCard(su, hi))
				if len(cards) >= 3 {
					w, err := ParseWeis(cards, r)
					if err != nil {
						t.Fatal(err)
					}
					out = append(out, w)
				}
			}
		}
	}
	return out
}

// refBestWeis tries every allowed set of candidates: the reference for BestWeis. Two runs of one
// unbroken sequence of the hand never count together (§4.1), whatever a quartet takes.
func refBestWeis(cands []Weis, hand CardSet, m Mode, r Rules) []Weis {
	order := func(a, b Weis) int { // best first, as a total order
		if c := CompareWeis(a, 0, b, 0, m, r); c != 0 {
			return -c
		}
		switch {
		case a.Cards < b.Cards:
			return -1
		case a.Cards > b.Cards:
			return 1
		}
		return 0
	}
	var best []Weis
	bestPts := -1
	var cur []Weis
	var walk func(i int)
	walk = func(i int) {
		if i == len(cands) {
			pts := total(cur, r)
			s := slices.Clone(cur)
			slices.SortFunc(s, order)
			if pts > bestPts || pts == bestPts && slices.CompareFunc(s, best, func(a, b Weis) int { return -order(a, b) }) > 0 {
				best, bestPts = s, pts
			}
			return
		}
		walk(i + 1)
		for _, w := range cur {
			if WeisOverlap(w, cands[i], r) || sameSequence(w, cands[i], hand) {
				return
			}
		}
		cur = append(cur, cands[i])
		walk(i + 1)
		cur = cur[:len(cur)-1]
	}
	walk(0)
	return best
}

// richHand deals a hand of n cards, biased towards quartets and runs.
func richHand(rng *rand.Rand, n int) CardSet {
	var h CardSet
	for h.Len() < n {
		switch rng.IntN(3) {
		case 0:
			h |= RankMask(Rank(rng.IntN(NumRanks)))
		case 1:
			su, lo := Suit(rng.IntN(NumSuits)), rng.IntN(NumRanks-2)
			ln := 3 + rng.IntN(NumRanks-lo-2)
			h |= (CardSet(1)<<ln - 1) << (uint(su)*NumRanks + uint(lo))
		default:
			h = h.Add(Card(rng.IntN(NumCards)))
		}
	}
	for h.Len() > n {
		h = h.Remove(Card(rng.IntN(NumCards)))
	}
	return h
}

// TestBestWeisProperties checks random hands: every Weis BestWeis returns is valid, held and
// allowed with the others, the list is best first, and the set equals an exhaustive search.
func TestBestWeisProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 4000 {
		n := 9
		if i%4 == 3 {
			n = 10 + rng.IntN(6)
		}
		var hand CardSet
		if i%2 == 0 {
			hand = richHand(rng, n)
		} else {
			for hand.Len() < n {
				hand = hand.Add(Card(rng.IntN(NumCards)))
			}
		}
		m := Mode(rng.IntN(NumModes))
		r := weisRules(t, func(r *Rules) {
			r.Weis = []string{WeisBig, WeisSmall}[rng.IntN(2)]
			r.Kreuzweis = rng.IntN(2) == 0
			r.LowQuartets = rng.IntN(2) == 0
			r.WeisTieBreak = []string{TieMoreCards, TieQuartetFirst}[rng.IntN(2)]
		})
		got := BestWeis(hand, m, r)
		for j, w := range got {
			p, err := ParseWeis(w.Cards.Cards(), r)
			if err != nil || p != w {
				t.Fatalf("hand %v: Weis %v (%+v) parses as %+v, %v", hand, w, w, p, err)
			}
			if w.Cards&^hand != 0 {
				t.Fatalf("hand %v: Weis %v is not held", hand, w)
			}
			for _, o := range got[:j] {
				if WeisOverlap(o, w, r) {
					t.Fatalf("hand %v kreuzweis=%v: %v and %v overlap", hand, r.Kreuzweis, o, w)
				}
				if CompareWeis(o, 0, w, 0, m, r) < 0 {
					t.Fatalf("hand %v: %v listed before the better %v", hand, o, w)
				}
			}
		}
		want := refBestWeis(weisCandidates(t, hand, r), hand, m, r)
		if !slices.Equal(got, want) && len(got)+len(want) > 0 {
			t.Fatalf("hand %v, %v, %+v:\nBestWeis %v (%d)\nsearch   %v (%d)", hand, m,
				[]any{r.Weis, r.Kreuzweis, r.LowQuartets, r.WeisTieBreak}, names(got), total(got, r), names(want), total(want, r))
		}
	}
}
