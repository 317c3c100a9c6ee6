package tally

import (
	"slices"
	"strings"
	"testing"
)

// A Weis that no hand can hold has no name: String says "?" rather than naming cards that do not
// exist or an empty run.
func TestWeisNameOfAnImpossibleRun(t *testing.T) {
	cases := []struct {
		name string
		w    Weis
		want string
	}{
		{"a run of three up to the Ace", Weis{Kind: WeisRun, Suit: Spades, Top: Ace, Len: 3}, "S Q-K-A"},
		{"a run of nine", Weis{Kind: WeisRun, Suit: Hearts, Top: Ace, Len: 9}, "H 6-7-8-9-T-J-Q-K-A"},
		{"a run of no cards", Weis{Kind: WeisRun, Suit: Spades, Top: Ace, Len: 0}, "?"},
		{"a run above the Ace", Weis{Kind: WeisRun, Suit: Spades, Top: Rank(NumRanks), Len: 3}, "?"},
		{"a run below the 6", Weis{Kind: WeisRun, Suit: Spades, Top: Seven, Len: 3}, "?"},
		{"four Kings", Weis{Kind: WeisQuartet, Top: King, Len: 4}, "four K"},
	}
	for _, c := range cases {
		if got := c.w.String(); got != c.want {
			t.Errorf("%s: String() = %q, want %q", c.name, got, c.want)
		}
	}
}

// Four of a rank beyond the Ace is no quartet of the deck and is worth nothing; four Aces, the
// highest real rank, are worth 100 (§4.1).
func TestWeisQuartetOutsideTheDeckIsWorthNothing(t *testing.T) {
	r := weisRules(t, nil)
	cases := []struct {
		top  Rank
		want int
	}{
		{Ace, 100},
		{Rank(NumRanks), 0},
		{Rank(NumRanks + 1), 0},
	}
	for _, c := range cases {
		w := Weis{Kind: WeisQuartet, Top: c.top, Len: 4}
		if got := w.Points(r); got != c.want {
			t.Errorf("four of rank %d: %d points, want %d", c.top, got, c.want)
		}
	}
}

// The reason a declaration is no Weis names the cards as they were given, separated by single
// spaces; a long list is cut after twelve cards and says how many there were.
func TestWeisErrorNamesTheCardsGiven(t *testing.T) {
	cases := []struct {
		name, cards, want string
	}{
		{"two cards", "S6 S7", "(S6 S7)"},
		{"one card", "HA", "(HA)"},
		{"thirteen cards of two suits", "S6 S7 S8 S9 ST SJ SQ SK SA H6 H7 H8 H9",
			"cards S6 S7 S8 S9 ST SJ SQ SK SA H6 H7 H8 … (13 cards) are not a Weis"},
		{"twelve cards of two suits", "S6 S7 S8 S9 ST SJ SQ SK SA H6 H7 H8",
			"cards S6 S7 S8 S9 ST SJ SQ SK SA H6 H7 H8 are not a Weis"},
	}
	r := weisRules(t, nil)
	for _, c := range cases {
		_, err := ParseWeis(mustCards(t, c.cards), r)
		if err == nil {
			t.Fatalf("%s: %s accepted as a Weis", c.name, c.cards)
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q, want it to contain %q", c.name, err, c.want)
		}
	}
}

// Twelve cards (three players, §1.2) with four Kings, four Tens and H 8-9-T-J-Q-K, kreuzweis=false
// (§4.2): the Kings and Tens take two cards of the Hearts sequence. The sets worth most are
// four K + four T (100 + 100) and four K + H 8-9-T-J-Q (100 + 100 for a run of 5); four T +
// H J-Q-K is 100 + 20 and the run of 6 alone 150. The two sets of 200 share their first Weis
// under quartetFirst, so the second decides; under moreCards the run of 5 ranks first (§4.4).
func TestWeisEqualTotalsDecidedBySecondBest(t *testing.T) {
	hand := mustSet(t, "ST SK H8 H9 HT HJ HQ HK DT DK CT CK")
	cases := []struct {
		name string
		tie  string
		want []string
	}{
		{"quartetFirst: four K, then four T beats the run of 5", TieQuartetFirst, []string{"four K", "four T"}},
		{"moreCards: the run of 5 beats four K", TieMoreCards, []string{"H 8-9-T-J-Q", "four K"}},
	}
	for _, c := range cases {
		r := weisRules(t, func(r *Rules) { r.Kreuzweis = false; r.WeisTieBreak = c.tie })
		got := BestWeis(hand, Mode(Spades), r)
		if names := weisNames(got); !slices.Equal(names, c.want) {
			t.Errorf("%s: BestWeis = %v, want %v", c.name, names, c.want)
		}
	}
}

// BestWeis takes any set of cards. For twenty cards with four 8s and four 9s, kreuzweis=false:
// the quartets 8 and 9 (250) leave S T-J-Q (20) and D T-J-Q-K (50), 320 in all; four 9 alone
// leaves S T-J-Q and D T-J-Q-K, 220; four 8 alone S 9-T-J-Q (50) and D 9-T-J-Q-K (100), 250;
// no quartet gives D 7-8-9-T-J-Q-K (200), S 7-8-9-T-J-Q (150) and H 7-8-9 (20), 370, the most.
// The chosen Weis are exactly those three, none repeated from a set looked at before.
func TestBestWeisOfALargeCardSet(t *testing.T) {
	hand := mustSet(t, "S7 S8 S9 ST SJ SQ H7 H8 H9 HA D7 D8 D9 DT DJ DQ DK C8 C9 CQ")
	r := weisRules(t, func(r *Rules) { r.Kreuzweis = false; r.WeisTieBreak = TieQuartetFirst })
	got := BestWeis(hand, Mode(Hearts), r)
	want := []string{"D 7-8-9-T-J-Q-K", "S 7-8-9-T-J-Q", "H 7-8-9"}
	if names := weisNames(got); !slices.Equal(names, want) {
		t.Fatalf("BestWeis = %v, want %v", names, want)
	}
	total := 0
	for _, w := range got {
		total += w.Points(r)
	}
	if total != 370 {
		t.Errorf("total %d, want 370", total)
	}
}

func weisNames(ws []Weis) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.String()
	}
	return out
}

// A Weis declared by a seat that does not take part is ignored (§4.3 compares the Weis of the
// players at the table): with nobody else declaring, no team scores Weis.
func TestWeisFromASeatOutsideTheTableIsIgnored(t *testing.T) {
	r := weisRules(t, nil)
	jacks := mustWeis(t, "four J")
	cases := []struct {
		name          string
		seat, players int
	}{
		{"seat 4 of four players", 4, 4},
		{"seat 3 of three players", 3, 3},
		{"seat -1", -1, 4},
	}
	for _, c := range cases {
		team, pts := WeisWinner([]Declaration{{Seat: c.seat, Weis: jacks}}, 0, c.players, Mode(Spades), r)
		if team != -1 || pts != [2]int{} {
			t.Errorf("%s: team %d points %v, want -1 and none", c.name, team, pts)
		}
	}
	// The last seat at the table does count: four Jacks are 200 for seat 3's team 1.
	if team, pts := WeisWinner([]Declaration{{Seat: 3, Weis: jacks}}, 0, 4, Mode(Spades), r); team != 1 || pts != [2]int{0, 200} {
		t.Errorf("seat 3 of four players: team %d points %v, want 1 and [0 200]", team, pts)
	}
}
