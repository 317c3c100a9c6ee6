package tally

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// run and four build calls as they are said at the table.
func run(seat int, su Suit, top Rank, n int) WeisCall {
	return WeisCall{Seat: seat, Kind: WeisRun, Suit: su, Top: top, Len: n}
}

func four(seat int, rk Rank) WeisCall { return WeisCall{Seat: seat, Kind: WeisQuartet, Top: rk} }

// TestDecideWeisTV08 answers the worked examples of docs/RULES.md §13 TV-8 from the calls alone:
// the team that writes, what it writes, and the step of §4.4 that decided.
func TestDecideWeisTV08(t *testing.T) {
	seed := func(*Rules) {}
	quartetFirst := func(r *Rules) { r.WeisTieBreak = TieQuartetFirst }
	cases := []struct {
		name   string
		mode   Mode
		rules  func(*Rules)
		leader int
		calls  []WeisCall
		team   int
		points [2]int
		reason string
	}{
		{"W1", TrumpH, seed, 0, []WeisCall{run(0, Diamonds, Queen, 4), run(1, Spades, Jack, 4)}, 0, [2]int{50, 0}, WeisByTop},
		{"W2", TrumpH, seed, 0, []WeisCall{run(0, Diamonds, Nine, 3), run(1, Hearts, Nine, 3)}, 1, [2]int{0, 20}, WeisByTrump},
		// W3 in a team deal: the same runs at positions 0 and 1 (seats 3 and 0 with seat 3 leading).
		{"W3", Obenabe, seed, 3, []WeisCall{run(0, Spades, Nine, 3), run(3, Diamonds, Nine, 3)}, 1, [2]int{0, 20}, WeisByPosition},
		{"W4 undenufe", Undenufe, seed, 0, []WeisCall{run(0, Diamonds, Eight, 3), run(1, Spades, Jack, 3)}, 0, [2]int{20, 0}, WeisByTop},
		{"W4 obenabe", Obenabe, seed, 0, []WeisCall{run(0, Diamonds, Eight, 3), run(1, Spades, Jack, 3)}, 1, [2]int{0, 20}, WeisByTop},
		{"W5 moreCards", TrumpH, seed, 0, []WeisCall{four(0, King), run(1, Diamonds, Queen, 5)}, 1, [2]int{0, 100}, WeisByLength},
		{"W5 quartetFirst", TrumpH, quartetFirst, 0, []WeisCall{four(0, King), run(1, Diamonds, Queen, 5)}, 0, [2]int{100, 0}, WeisByQuartet},
		{"W6 trump", TrumpH, seed, 0, []WeisCall{four(0, Ace), four(1, King)}, 0, [2]int{100, 0}, WeisByTop},
		{"W6 undenufe", Undenufe, seed, 0, []WeisCall{four(0, Ace), four(1, King)}, 1, [2]int{0, 100}, WeisByTop},
		{"W8", TrumpD, seed, 0, []WeisCall{four(0, King), run(2, Hearts, Eight, 3), run(1, Diamonds, Queen, 4), run(3, Spades, Eight, 3)}, 0, [2]int{120, 0}, WeisByPoints},
		// Four Jacks (200) beat a 100-run on points; alone, a team writes without a comparison.
		{"four Jacks beat a 100-run", Obenabe, seed, 0, []WeisCall{four(2, Jack), run(1, Diamonds, Ten, 5)}, 0, [2]int{200, 0}, WeisByPoints},
		{"alone", TrumpS, seed, 0, []WeisCall{run(3, Clubs, Ace, 5)}, 1, [2]int{0, 100}, WeisAlone},
		{"none", TrumpS, seed, 0, nil, -1, [2]int{}, WeisNone},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := weisRules(t, c.rules)
			d := DecideWeis(c.calls, c.leader, c.mode, r)
			if d.Team != c.team || d.Points != c.points || d.Reason != c.reason || len(d.Refused) != 0 {
				t.Fatalf("DecideWeis = team %d %v by %q refused %v, want team %d %v by %q", d.Team, d.Points, d.Reason, d.Refused, c.team, c.points, c.reason)
			}
			for team, b := range d.Best {
				if b.Seat >= 0 && Team(b.Seat) != team {
					t.Errorf("best of team %d is seat %d's %v", team, b.Seat, b.Weis)
				}
			}
			if c.team >= 0 && d.Best[c.team].Seat < 0 {
				t.Errorf("the writing team %d has no best Weis", c.team)
			}
		})
	}
}

// TestCompareWeisWhyTV08 names the deciding step for the TV-8 pairs that no deal can hold
// together (four Nines and a 6-run share a Nine) and for the pair of positions of one team.
func TestCompareWeisWhyTV08(t *testing.T) {
	cases := []struct {
		name   string
		mode   Mode
		rules  func(*Rules)
		a      string
		orderA int
		b      string
		orderB int
		want   int
		reason string
	}{
		{"W3", Obenabe, nil, "D7 D8 D9", 1, "S7 S8 S9", 3, 1, WeisByPosition},
		{"W7 moreCards", TrumpD, nil, "four 9", 0, "S6 S7 S8 S9 ST SJ", 1, -1, WeisByLength},
		{"W7 quartetFirst", TrumpD, func(r *Rules) { r.WeisTieBreak = TieQuartetFirst }, "four 9", 0, "S6 S7 S8 S9 ST SJ", 1, 1, WeisByQuartet},
		{"W7 small", TrumpD, func(r *Rules) { r.Weis = WeisSmall }, "four 9", 0, "S6 S7 S8 S9 ST SJ", 1, 1, WeisByPoints},
		{"the same Weis at one position", TrumpD, nil, "four 9", 2, "four 9", 2, 0, WeisByPosition},
	}
	for _, c := range cases {
		r := weisRules(t, c.rules)
		a, b := mustWeis(t, c.a), mustWeis(t, c.b)
		got, why := CompareWeisWhy(a, c.orderA, b, c.orderB, c.mode, r)
		if sign(got) != c.want || why != c.reason {
			t.Errorf("%s: %d by %q, want %d by %q", c.name, got, why, c.want, c.reason)
		}
		if sign(got) != sign(CompareWeis(a, c.orderA, b, c.orderB, c.mode, r)) {
			t.Errorf("%s: CompareWeisWhy and CompareWeis disagree", c.name)
		}
	}
}

// TestDecideWeisRefusals checks that calls which are no Weis, or which one seat may not declare
// together, are refused with their rule and count nothing, while the rest still decide.
func TestDecideWeisRefusals(t *testing.T) {
	seed := weisRules(t, nil)
	noLow := weisRules(t, func(r *Rules) { r.LowQuartets = false })
	kreuz := weisRules(t, func(r *Rules) { r.Kreuzweis = true })
	off := weisRules(t, func(r *Rules) { r.Weis = WeisOff })
	cases := []struct {
		name  string
		r     Rules
		calls []WeisCall
		rules []string // per refused call, in order
		team  int
		pts   [2]int
	}{
		{"run of two", seed, []WeisCall{run(0, Spades, Ace, 2), run(1, Hearts, Eight, 3)}, []string{RuleWeisInvalid}, 1, [2]int{0, 20}},
		{"run of ten", seed, []WeisCall{run(0, Spades, Ace, 10)}, []string{RuleWeisInvalid}, -1, [2]int{}},
		{"run below the 6", seed, []WeisCall{run(0, Spades, Eight, 4)}, []string{RuleWeisInvalid}, -1, [2]int{}},
		{"no such seat", seed, []WeisCall{run(4, Spades, Eight, 3), run(-1, Spades, Eight, 3)}, []string{RuleSeatRange, RuleSeatRange}, -1, [2]int{}},
		{"low quartet off", noLow, []WeisCall{four(0, Seven)}, []string{RuleWeisInvalid}, -1, [2]int{}},
		{"weis off", off, []WeisCall{four(0, Jack)}, []string{RuleWeisOff}, -1, [2]int{}},
		{"quartet and run share a card", seed, []WeisCall{four(1, King), run(1, Spades, Ace, 4)}, []string{RuleWeisOverlap}, 1, [2]int{0, 100}},
		{"quartet and run with kreuzweis", kreuz, []WeisCall{four(1, King), run(1, Spades, Ace, 4)}, nil, 1, [2]int{0, 150}},
		{"touching runs are one", kreuz, []WeisCall{run(2, Spades, Eight, 3), run(2, Spades, Jack, 3)}, []string{RuleWeisOverlap}, 0, [2]int{20, 0}},
		{"a card in two hands", seed, []WeisCall{run(0, Spades, Eight, 3), run(1, Spades, Nine, 4), four(2, Eight)}, []string{RuleWeisNotHeld, RuleWeisNotHeld}, 0, [2]int{20, 0}},
		{"partners write together", seed, []WeisCall{run(0, Spades, Eight, 3), run(2, Hearts, Eight, 3)}, nil, 0, [2]int{40, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := DecideWeis(c.calls, 0, TrumpH, c.r)
			var got []string
			for _, v := range d.Refused {
				got = append(got, v.Rule)
				if v.Detail == "" || v.Trick < 0 || v.Trick >= len(c.calls) || v.Seat != c.calls[v.Trick].Seat {
					t.Errorf("refusal %+v does not name its call", v)
				}
			}
			if !slices.Equal(got, c.rules) || d.Team != c.team || d.Points != c.pts {
				t.Errorf("refused %v, team %d %v; want %v, team %d %v", got, d.Team, d.Points, c.rules, c.team, c.pts)
			}
		})
	}
}

// A team without a Weis that counts has no best one (Seat -1), and a refused call belongs to no
// round of a game (Round -1).
func TestDecideWeisTeamWithoutWeis(t *testing.T) {
	r := weisRules(t, nil)
	none := DecideWeis(nil, 0, TrumpH, r)
	if none.Team != -1 || none.Reason != WeisNone || none.Best[0].Seat != -1 || none.Best[1].Seat != -1 {
		t.Errorf("no calls: %+v", none)
	}
	one := DecideWeis([]WeisCall{run(1, Spades, Eight, 3), run(0, Spades, Seven, 2)}, 0, TrumpH, r)
	if one.Team != 1 || one.Reason != WeisAlone || one.Best[1].Seat != 1 || one.Best[0].Seat != -1 {
		t.Errorf("seat 1 alone: %+v", one)
	}
	if len(one.Refused) != 1 || one.Refused[0].Round != -1 || one.Refused[0].Seat != 0 {
		t.Errorf("seat 0's run of two: refused %+v", one.Refused)
	}
}

// TestWeisCallCards checks that a call names exactly the cards of the Weis it describes.
func TestWeisCallCards(t *testing.T) {
	r := weisRules(t, nil)
	for _, c := range []struct {
		call WeisCall
		want string
	}{
		{run(0, Hearts, King, 5), "H 9-T-J-Q-K"},
		{run(0, Clubs, Eight, 3), "C 6-7-8"},
		{run(0, Diamonds, Ace, 9), "D 6-7-8-9-T-J-Q-K-A"},
		{four(0, Jack), "four J"},
	} {
		cards, err := c.call.Cards()
		if err != nil {
			t.Fatalf("%+v: %v", c.call, err)
		}
		w, err := ParseWeis(cards, r)
		if err != nil || w.String() != c.want {
			t.Errorf("%+v: %v %v, want %s", c.call, w, err, c.want)
		}
	}
	for _, bad := range []WeisCall{{Kind: 7}, {Kind: WeisQuartet, Top: 9}, {Kind: WeisRun, Suit: 4, Top: Ace, Len: 3}, {Kind: WeisRun, Suit: Spades, Top: NumRanks, Len: 3}, run(0, Spades, Seven, 3)} {
		if cards, err := bad.Cards(); err == nil {
			t.Errorf("%+v names %v", bad, cards)
		}
	}
}

// TestWeisCandidates checks the combinations offered for a hand: every quartet that counts and one
// whole run per unbroken sequence, best first.
func TestWeisCandidates(t *testing.T) {
	cases := []struct {
		hand string
		mode Mode
		fn   func(*Rules)
		want []string
	}{
		{"SK HK DK CK SA SQ SJ D6 H9", TrumpS, nil, []string{"four K", "S J-Q-K-A"}},
		{"S6 S7 S8 S9 ST SJ SQ SK H6", Obenabe, func(r *Rules) { r.Weis = WeisSmall }, []string{"S 6-7-8-9-T-J-Q-K"}},
		{"S6 S7 S8 ST SJ SQ H6 H7 H8", Obenabe, nil, []string{"S T-J-Q", "S 6-7-8", "H 6-7-8"}},
		{"S6 S7 S8 ST SJ SQ H6 H7 H8", Undenufe, nil, []string{"S 6-7-8", "H 6-7-8", "S T-J-Q"}},
		{"S7 H7 D7 C7 SA", Obenabe, func(r *Rules) { r.LowQuartets = false }, []string{}},
		{"SJ HJ DJ CJ", TrumpS, func(r *Rules) { r.Weis = WeisOff }, []string{}},
	}
	for _, c := range cases {
		r := weisRules(t, c.fn)
		got := names(WeisCandidates(mustSet(t, c.hand), c.mode, r))
		if !slices.Equal(got, c.want) {
			t.Errorf("%s %v: %v, want %v", c.hand, c.mode, got, c.want)
		}
	}
}

// TestDecideWeisRandom deals random hands, declares every seat's candidates and checks that the
// decision agrees with itself: the writing team's best beats the other's by the step it names,
// each team's best is its own best call, and a one-team decision says so.
func TestDecideWeisRandom(t *testing.T) {
	const seed = 7
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, seed))
	for i := range 2000 {
		deck := rng.Perm(NumCards)
		m := Mode(rng.IntN(NumModes))
		r := weisRules(t, func(r *Rules) {
			r.Weis = []string{WeisBig, WeisSmall}[rng.IntN(2)]
			r.WeisTieBreak = []string{TieMoreCards, TieQuartetFirst}[rng.IntN(2)]
			r.Kreuzweis = rng.IntN(2) == 0
		})
		leader := rng.IntN(4)
		var calls []WeisCall
		for seat := range 4 {
			var hand CardSet
			for _, c := range deck[seat*9 : seat*9+9] {
				hand = hand.Add(Card(c))
			}
			for _, w := range BestWeis(hand, m, r) {
				c := WeisCall{Seat: seat, Kind: w.Kind, Suit: w.Suit, Top: w.Top, Len: w.Len}
				calls = append(calls, c)
			}
		}
		d := DecideWeis(calls, leader, m, r)
		if len(d.Refused) != 0 {
			t.Fatalf("deal %d: the counting Weis of real hands were refused: %v", i, d.Refused)
		}
		has := [2]bool{d.Best[0].Seat >= 0, d.Best[1].Seat >= 0}
		switch {
		case !has[0] && !has[1]:
			if d.Team != -1 || d.Reason != WeisNone || len(calls) != 0 {
				t.Fatalf("deal %d: no best Weis but %+v", i, d)
			}
		case has[0] != has[1]:
			if d.Team < 0 || !has[d.Team] || d.Reason != WeisAlone {
				t.Fatalf("deal %d: one team declared, got %+v", i, d)
			}
		default:
			w, l := d.Best[d.Team], d.Best[1-d.Team]
			c, why := CompareWeisWhy(w.Weis, pos4(w.Seat, leader), l.Weis, pos4(l.Seat, leader), m, r)
			if c <= 0 || why != d.Reason {
				t.Fatalf("deal %d: team %d writes, but its best %v compares %d by %s (decision says %s)", i, d.Team, d.Best[d.Team].Weis, c, why, d.Reason)
			}
		}
		for _, c := range calls {
			w, _ := c.Cards()
			x, _ := ParseWeis(w, r)
			b := d.Best[Team(c.Seat)]
			if CompareWeis(x, pos4(c.Seat, leader), b.Weis, pos4(b.Seat, leader), m, r) > 0 {
				t.Fatalf("deal %d: seat %d's %v beats its team's best %v", i, c.Seat, x, b.Weis)
			}
		}
	}
}

func pos4(seat, leader int) int { return (seat - leader + 4) % 4 }
