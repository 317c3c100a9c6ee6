package entry

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/jasstafel/jasstafel/tally"
)

// Tests for what a mutation run over this package (gremlins) found unchecked in the card entry.

// A fresh entry claims no Stöck; a Schieber deal is led by its Vorhand, a Differenzler deal by
// the seat after the dealer, round a table of three or four.
func TestMutantsFreshCardEntries(t *testing.T) {
	r := seedRules(t)
	for v := range 4 {
		c, err := NewSchieberCards(r, "H", v, false)
		if err != nil {
			t.Fatal(err)
		}
		if c.Stoeck != -1 || c.Leader != v || c.Players != 4 || c.Turn() != v || c.StoeckOffer() != -1 {
			t.Errorf("Schieber, vorhand %d: Stöck %d, leader %d, %d players, turn %d", v, c.Stoeck, c.Leader, c.Players, c.Turn())
		}
	}
	dr, err := tally.Preset(tally.Differenzler, "seed")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ players, dealer, leader int }{{3, 0, 1}, {3, 2, 0}, {4, 1, 2}, {4, 3, 0}} {
		c, err := NewDifferenzlerCards(dr, "S", tc.dealer, make([]int, tc.players))
		if err != nil {
			t.Fatal(err)
		}
		if c.Leader != tc.leader || c.Turn() != tc.leader || c.Players != tc.players || c.Stoeck != -1 {
			t.Errorf("Differenzler of %d, dealer %d: leader %d, turn %d, %d players, Stöck %d, want leader %d",
				tc.players, tc.dealer, c.Leader, c.Turn(), c.Players, c.Stoeck, tc.leader)
		}
	}
	if _, err := NewDifferenzlerCards(dr, "S", 0, nil); err == nil {
		t.Error("a Differenzler deal without players was started")
	}
}

// A restored draft is checked as it binds: a table of three or four, a leader at it, a whole deal
// at most; a Stöck claim of a seat not at the table is dropped.
func TestMutantsBindChecksTheDraft(t *testing.T) {
	r := seedRules(t)
	base := newCards(t, "C", 0)
	bind := func(change func(c *Cards)) (Cards, error) {
		c := base
		c.Played = nil
		change(&c)
		return c, c.Bind(r)
	}
	for _, tc := range []struct {
		what   string
		change func(c *Cards)
		ok     bool
	}{
		{"two players", func(c *Cards) { c.Players = 2 }, false},
		{"three players", func(c *Cards) { c.Players = 3 }, true},
		{"five players", func(c *Cards) { c.Players = 5 }, false},
		{"leader -1", func(c *Cards) { c.Leader = -1 }, false},
		{"leader 3 of 4", func(c *Cards) { c.Leader = 3 }, true},
		{"leader 4 of 4", func(c *Cards) { c.Leader = 4 }, false},
		{"leader 3 of 3", func(c *Cards) { c.Players, c.Leader = 3, 3 }, false},
		{"a card twice", func(c *Cards) { c.Played = []tally.Card{tally.MustCard("S6"), tally.MustCard("S6")} }, false},
		{"no contract", func(c *Cards) { c.Contract = "" }, false},
	} {
		if _, err := bind(tc.change); (err == nil) != tc.ok {
			t.Errorf("%s: Bind says %v", tc.what, err)
		}
	}
	// A whole deal binds: a draft saved at its last card is restored.
	whole := playLegally(dealHands(t, 5, [4]string{}), "C", 0, r)
	c, err := bind(func(c *Cards) {
		for _, tr := range whole {
			c.Played = append(c.Played, tr...)
		}
	})
	if err != nil || !c.Complete() {
		t.Errorf("a whole deal's draft: %v, complete %v", err, c.Complete())
	}
	for _, tc := range []struct{ players, stoeck, want int }{{4, -2, -1}, {4, -1, -1}, {4, 3, 3}, {4, 4, -1}, {3, 2, 2}, {3, 3, -1}} {
		c, err := bind(func(c *Cards) { c.Players, c.Stoeck = tc.players, tc.stoeck })
		if err != nil || c.Stoeck != tc.want {
			t.Errorf("%d players, Stöck claimed by %d: %v, Stöck %d, want %d", tc.players, tc.stoeck, err, c.Stoeck, tc.want)
		}
	}
	// The same checks hold for a draft read back from its bytes.
	b, _ := json.Marshal(Cards{Game: tally.Schieber, Contract: "C", Players: 4, Leader: 4, Stoeck: -1})
	if _, ok := UnmarshalCardsDraft(b, r); ok {
		t.Error("a draft led by seat 4 of 4 was restored")
	}
}

// The winner of the last trick counts on from its leader by the winning card's place: the
// second card of a trick led by seat 0 is seat 1's, the fourth seat 3's, round the table.
func TestMutantsLastTrickWinnerCountsFromTheLeader(t *testing.T) {
	for _, tc := range []struct {
		leader int
		trick  string
		winner int
	}{{0, "S6 SA S7 S8", 1}, {0, "S6 S7 S8 SA", 3}, {3, "H6 HA H7 H8", 0}, {2, "D6 D7 D8 DA", 1}} {
		c := newCards(t, "obenabe", tc.leader)
		cs, err := tally.ParseCards(tc.trick)
		if err != nil {
			t.Fatal(err)
		}
		playAll(t, &c, [][]tally.Card{cs})
		if i, w, _ := c.LastTrick(); i != 0 || w != tc.winner || c.Turn() != tc.winner {
			t.Errorf("%s led by %d: trick %d won by %d, turn %d, want won by %d", tc.trick, tc.leader, i, w, c.Turn(), tc.winner)
		}
	}
}

// WeisIn finds every Weis of a set of cards, best first: a quartet of Jacks, a five-card run
// and a three-card run; four Sixes only where low quartets count.
func TestMutantsWeisInFindsEveryWeisBestFirst(t *testing.T) {
	r := seedRules(t)
	hand, err := tally.ParseCards("S6 S7 S8 H9 HT HJ HQ HK SJ DJ CJ")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, w := range WeisIn(tally.SetOf(hand...), r) {
		got = append(got, w.String())
	}
	want := []string{"four J", "H 9-T-J-Q-K", "S 6-7-8"}
	if !slices.Equal(got, want) {
		t.Errorf("WeisIn = %q, want %q", got, want)
	}
	sixes, _ := tally.ParseCards("S6 H6 D6 C6 SA")
	if ws := WeisIn(tally.SetOf(sixes...), r); len(ws) != 1 || ws[0].Kind != tally.WeisQuartet {
		t.Errorf("four Sixes with low quartets: %v", ws)
	}
	r.LowQuartets = false
	if ws := WeisIn(tally.SetOf(sixes...), r); len(ws) != 0 {
		t.Errorf("four Sixes without low quartets: %v", ws)
	}
	if ws := WeisIn(tally.SetOf(hand[:2]...), r); len(ws) != 0 {
		t.Errorf("two cards in a row: %v", ws)
	}
}

// All 157 card points can be typed for either side of a Coiffeur cell and as a Differenzler
// prediction; one more is refused with its own error.
func TestMutantsAllTheCardPointsCanBeTyped(t *testing.T) {
	for _, side := range []int{Declarer, Others} {
		e := NewCoiffeur(coiffeurSheet(t, coiffeurRules(t, nil), 4))
		e.SelectTyping(side)
		typeCoiffeur(&e, "157")
		p, err := e.Points()
		if err != nil || p[side] != tally.DealPoints || p[1-side] != 0 {
			t.Errorf("157 typed for side %d: %v, %v", side, p, err)
		}
		e.ClearPoints()
		typeCoiffeur(&e, "158")
		if _, err := e.Points(); err != ErrTooManyPoints {
			t.Errorf("158 typed for side %d: %v", side, err)
		}
	}
	for _, typed := range []string{"157", "158"} {
		e := NewDifferenzler(3, 0)
		if !e.SetTrump("H") {
			t.Fatal("hearts refused as trump")
		}
		for _, seat := range e.Order() {
			e.Select(FieldPrediction, seat)
			for _, c := range typed {
				e.Digit(int(c - '0'))
			}
		}
		v, err := e.PredictionValues()
		if typed == "157" && (err != nil || v[0] != tally.DealPoints) {
			t.Errorf("predictions of 157: %v, %v", v, err)
		}
		if typed == "158" && err != ErrPredictionRange {
			t.Errorf("predictions of 158: %v", err)
		}
	}
}

// A Coiffeur draft keeps a Match or Kontermatsch and drops a sweep it does not know; it keeps a
// Weis where the rules count Weis in the Coiffeur and drops it where they do not.
func TestMutantsCoiffeurDraftKeepsWhatTheRulesAllow(t *testing.T) {
	plain := coiffeurSheet(t, coiffeurRules(t, nil), 4)
	withWeis := coiffeurSheet(t, coiffeurRules(t, func(r *tally.Rules) { r.CoiffeurWeis = true }), 4)
	restore := func(s *tally.CoiffeurSheet, change func(e *Coiffeur)) Coiffeur {
		t.Helper()
		e := NewCoiffeur(s)
		change(&e)
		got, ok := UnmarshalCoiffeurDraft(e.MarshalDraft(), s)
		if !ok {
			t.Fatalf("the draft %+v was not restored", e)
		}
		return got
	}
	for _, tc := range []struct{ sweep, want Sweep }{
		{SweepNone, SweepNone}, {SweepMatch, SweepMatch}, {SweepKontermatsch, SweepKontermatsch},
		{SweepKontermatsch + 1, SweepNone}, {SweepNone - 1, SweepNone},
	} {
		if got := restore(plain, func(e *Coiffeur) { e.Sweep = tc.sweep }); got.Sweep != tc.want {
			t.Errorf("a draft with sweep %d restores %d, want %d", tc.sweep, got.Sweep, tc.want)
		}
	}
	if got := restore(withWeis, func(e *Coiffeur) { e.Weis = 50 }); got.Weis != 50 {
		t.Errorf("with coiffeurWeis a draft's Weis of 50 restores as %d", got.Weis)
	}
	if got := restore(plain, func(e *Coiffeur) { e.Weis = 50 }); got.Weis != 0 {
		t.Errorf("without coiffeurWeis a draft's Weis of 50 restores as %d", got.Weis)
	}
	if got := restore(withWeis, func(e *Coiffeur) { e.Weis = -20 }); got.Weis != 0 {
		t.Errorf("a draft's Weis of -20 restores as %d", got.Weis)
	}
}

// Stöck and a Weis of one seat are written for its team, for either team: the entry announces
// and takes back the Stöck of the seat that played trump King and Queen, and the complete deal's
// preview names both for that team with the engine's points, and nothing for the other team.
func TestMutantsStoeckAndWeisOfEitherTeam(t *testing.T) {
	r := seedRules(t)
	run := []tally.Card{tally.MustCard("S6"), tally.MustCard("S7"), tally.MustCard("S8")}
	for seat := range 2 {
		for seed := uint64(1); seed <= 3; seed++ {
			var fixed [4]string
			fixed[seat] = "HK HQ S6 S7 S8"
			tricks := playLegally(dealHands(t, seed, fixed), "H", 2, r)
			c := newCards(t, "H", 2)
			if err := c.DeclareWeis(seat, run); err != nil {
				t.Fatal(err)
			}
			playAll(t, &c, tricks)
			if c.StoeckOffer() != seat || c.ToggleStoeck() != nil || c.Stoeck != seat {
				t.Fatalf("seat %d, seed %d: offer %d, Stöck %d", seat, seed, c.StoeckOffer(), c.Stoeck)
			}
			if c.ToggleStoeck() != nil || c.Stoeck != -1 || c.ToggleStoeck() != nil || c.Stoeck != seat {
				t.Fatalf("seat %d, seed %d: Stöck taken back and announced again: %d", seat, seed, c.Stoeck)
			}
			round, err := c.Round()
			if err != nil {
				t.Fatal(err)
			}
			if round.Stoeck == nil || *round.Stoeck != seat || len(round.Weis) != 1 || round.Weis[0].Seat == nil || *round.Weis[0].Seat != seat ||
				!slices.Equal(round.Weis[0].Cards, []string{"S6", "S7", "S8"}) {
				t.Errorf("seat %d, seed %d: the round writes Stöck %v and Weis %+v", seat, seed, round.Stoeck, round.Weis)
			}
			var got []Part
			for _, p := range c.Preview().Parts {
				if p.Kind == PartWeis || p.Kind == PartStoeck {
					got = append(got, p)
				}
			}
			want := []Part{{Kind: PartWeis, Team: seat, Points: 20}, {Kind: PartStoeck, Team: seat, Points: tally.StoeckPoints}}
			if !slices.Equal(got, want) {
				t.Errorf("seat %d, seed %d: the preview's Weis and Stöck %+v, want %+v", seat, seed, got, want)
			}
		}
	}
}

// Partners who declare equal Weis: the one who comes first from the Vorhand is the team's best,
// the Vorhand himself first of all.
func TestMutantsEqualWeisOfPartnersGoByTheOrderFromTheVorhand(t *testing.T) {
	r := seedRules(t)
	list := []DeclaredWeis{Run(2, tally.Hearts, tally.Eight, 3), Run(0, tally.Spades, tally.Eight, 3)}
	for _, tc := range []struct{ vorhand, seat int }{{0, 0}, {1, 2}, {2, 2}, {3, 0}} {
		v := Decide(list, tc.vorhand, tally.Obenabe, r)
		if v.Team != 0 || v.Winner < 0 || list[v.Winner].Seat != tc.seat || v.By != ByAlone {
			t.Errorf("vorhand %d: verdict %+v, want seat %d's Weis to stand for team 0", tc.vorhand, v, tc.seat)
		}
	}
}

// A Schieber draft keeps the teams 0 and 1 and "none" (-1) in its Match, Stöck and first
// claim, and lets go of anything else.
func TestMutantsSchieberDraftKeepsTheTwoTeams(t *testing.T) {
	for _, v := range []int{-2, -1, 0, 1, 2} {
		e := NewSchieber(0)
		e.Match, e.StoeckTeam, e.WonBy = v, v, v
		got, ok := UnmarshalDraft(e.MarshalDraft())
		want := v
		if v < -1 || v > 1 {
			want = -1
		}
		if !ok || got.Match != want || got.StoeckTeam != want || got.WonBy != want {
			t.Errorf("a draft with %d: restored %v, Match %d, Stöck %d, first claim %d, want %d", v, ok, got.Match, got.StoeckTeam, got.WonBy, want)
		}
	}
}

// A Differenzler draft must name a dealer and a selected seat at the table, and hold values of
// at most three digits.
func TestMutantsDifferenzlerDraftStaysAtTheTable(t *testing.T) {
	for _, tc := range []struct {
		change func(e *Differenzler)
		ok     bool
	}{
		{func(e *Differenzler) { e.Dealer = 2 }, true},
		{func(e *Differenzler) { e.Dealer = 3 }, false},
		{func(e *Differenzler) { e.Dealer = -1 }, false},
		{func(e *Differenzler) { e.Seat = 0 }, true},
		{func(e *Differenzler) { e.Seat = 2 }, true},
		{func(e *Differenzler) { e.Seat = 3 }, false},
		{func(e *Differenzler) { e.Seat = -1 }, false},
		{func(e *Differenzler) { e.Predictions[1] = "157" }, true},
		{func(e *Differenzler) { e.Points[1] = "1570" }, false},
	} {
		e := NewDifferenzler(3, 0)
		tc.change(&e)
		if _, ok := UnmarshalDifferenzlerDraft(e.MarshalDraft(), 3); ok != tc.ok {
			t.Errorf("a draft of dealer %d, seat %d, predictions %q, points %q: restored %v", e.Dealer, e.Seat, e.Predictions, e.Points, ok)
		}
	}
}
