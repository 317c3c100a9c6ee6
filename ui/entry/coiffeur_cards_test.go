package entry

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// playOut deals the cards at random (seeded) and plays them through the entry, each seat its
// lowest legal card, as a table that keeps the rules would.
func playOut(t *testing.T, c *Cards, rng *rand.Rand) {
	t.Helper()
	deck := tally.AllCards.Cards()
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	hands := make([]tally.CardSet, c.Players)
	per := tally.NumCards / c.Players
	for s := range c.Players {
		hands[s] = tally.SetOf(deck[s*per : (s+1)*per]...)
	}
	for !c.Complete() {
		i, _, trick := c.Trick()
		seat := c.Turn()
		k := tally.Legal(hands[seat], trick, c.TrickMode(i), c.Rules().PlayPolicy()).First()
		hands[seat] = hands[seat].Remove(k)
		if v, err := c.Play(k); err != nil || v != nil {
			t.Fatalf("legal card %s: %v %v", k, v, err)
		}
	}
}

// chooseCell picks the first open row of the column on turn that takes contract k, after
// passes passes.
func chooseCell(t *testing.T, s *tally.CoiffeurSheet, k string, passes int) Coiffeur {
	t.Helper()
	e := NewCoiffeur(s)
	for range passes {
		e.Pass(s)
	}
	for row := range s.Rules.Rows {
		if slices.Contains(RowContracts(s.Rules.Rows[row]), k) && e.SelectCell(s, row, e.Side(s)) == nil {
			e.SetContract(k)
			return e
		}
	}
	t.Fatalf("no open row takes %s", k)
	return e
}

// A deal entered card by card writes into the chosen cell what the engine scores for the deal
// as played, and what typing its points, Weis and Stöck writes; the round keeps the cards.
func TestCoiffeurCardsWriteWhatTypingWrites(t *testing.T) {
	r := coiffeurRules(t, func(r *tally.Rules) {
		r.CoiffeurWeis, r.Stoeck = true, true
		r.Rows = append(r.Rows, tally.Row{Name: "slalom", Multiplier: 9, Contracts: []string{"slalom"}})
	})
	contracts := []string{"D", "H", "S", "C", "obenabe", "undenufe", "slalom-undenufe"}
	seen := map[string]bool{}
	for seed := range uint64(60) {
		rng := rand.New(rand.NewPCG(seed, 3))
		players, solo := 4, false
		if seed%3 == 2 {
			players, solo = 3, true
		}
		rs := r
		rs.Solo = solo
		if !solo && seed%4 == 1 { // Schieben: the partner chooses, and leads
			rs.CoiffeurPassing = tally.PassingToPartner
		}
		s := coiffeurSheet(t, rs, players)
		k := contracts[int(seed)%len(contracts)]
		e := chooseCell(t, s, k, int(seed/7)%players)
		c, err := NewCoiffeurCards(s, e)
		if err != nil {
			t.Fatal(err)
		}
		if c.Leader != e.Chooser(s) {
			t.Fatalf("seed %d: the chooser leads, not seat %d", seed, c.Leader)
		}
		if rs.CoiffeurPassing == tally.PassingToPartner && e.Passes == 1 {
			if c.Leader != (e.Vorhand+2)%4 {
				t.Fatalf("seed %d: pushed to the partner, who leads, not seat %d", seed, c.Leader)
			}
			seen["pushed"] = true
		}
		playOut(t, &c, rng)
		if seat := c.StoeckOffer(); seat >= 0 {
			if err := c.ToggleStoeck(); err != nil {
				t.Fatal(err)
			}
		}
		for seat := range c.Players {
			if ws := c.WeisCandidates(seat); len(ws) > 0 {
				_ = c.DeclareWeis(seat, ws[0].Cards.Cards())
			}
		}
		// The engine's own score of the deal as played, in the same cell.
		direct := s.Preview(c.coiffeurDeal())
		got, err := c.Round()
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		// The same points typed by hand.
		typed := e
		switch {
		case direct.Kontermatsch:
			typed.SetSweep(SweepKontermatsch)
			seen["kontermatsch"] = true
		case direct.Match == direct.Column:
			typed.SetSweep(SweepMatch)
			seen["match"] = true
		default:
			typeCoiffeur(&typed, strconv.Itoa(direct.CardPoints))
		}
		if direct.Weis > 0 {
			typed.AddWeis(direct.Weis)
			seen["weis"] = true
		}
		if direct.Stoeck > 0 {
			typed.ToggleStoeck()
			seen["stoeck"] = true
		}
		want, err := typed.Round(s)
		if err != nil {
			t.Fatal(err)
		}
		sameCell(t, fmt.Sprintf("seed %d %s", seed, k), s, &c, got, want)
		p := c.Preview()
		if p.Err != nil || p.Cell.Value != direct.Value {
			t.Errorf("seed %d: preview %+v, engine %d", seed, p.Cell, direct.Value)
		}
		if ds := writeCardsRound(t, s, got); ds.Value != direct.Value || !ds.Filled {
			t.Errorf("seed %d %s: the cell holds %d, the engine scores the deal %d", seed, k, ds.Value, direct.Value)
		}
	}
	for _, what := range []string{"weis", "stoeck", "pushed"} {
		if !seen[what] {
			t.Errorf("no deal had %s: the seeds prove too little", what)
		}
	}
}

// sameCell checks that the round cards wrote (got) is the typed round want for the same cell with
// the cards of c as played instead of the points: the same row, column, contract, Vorhand and
// passes, and, scored by the engine on sheet s, the same cell.
func sameCell(t *testing.T, what string, s *tally.CoiffeurSheet, c *Cards, got, want gamefile.Round) {
	t.Helper()
	if !reflect.DeepEqual(got.Tricks, c.trickCodes()) || got.Points != nil || got.Match != nil {
		t.Errorf("%s: the round keeps %v, points %v, match %v, not the cards as played", what, got.Tricks, got.Points, got.Match)
	}
	cell := func(r gamefile.Round) gamefile.Round {
		return gamefile.Round{Row: r.Row, Side: r.Side, Contract: r.Contract, Vorhand: r.Vorhand, Passes: r.Passes}
	}
	if !reflect.DeepEqual(cell(got), cell(want)) {
		t.Errorf("%s: cards write %+v, typing writes %+v", what, cell(got), cell(want))
	}
	score := func(r gamefile.Round) tally.CoiffeurDealScore {
		g, err := gamefile.GameOf(tally.Coiffeur, s.Rules, make([]string, s.Players), []gamefile.Round{r})
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		return s.Preview(g.Coiffeur[0])
	}
	g, w := score(got), score(want)
	if g.Value != w.Value || !slices.Equal(g.Credits, w.Credits) || g.Points != w.Points || g.Kontermatsch != w.Kontermatsch || g.Match != w.Match || g.Column != w.Column || g.Weis != w.Weis || g.Stoeck != w.Stoeck {
		t.Errorf("%s: the cards score %+v, the typed points %+v", what, g, w)
	}
}

// writeCardsRound adds a round to the sheet as the store would.
func writeCardsRound(t *testing.T, s *tally.CoiffeurSheet, r gamefile.Round) tally.CoiffeurDealScore {
	t.Helper()
	g, err := gamefile.GameOf(tally.Coiffeur, s.Rules, make([]string, s.Players), []gamefile.Round{r})
	if err != nil {
		t.Fatal(err)
	}
	return s.Add(g.Coiffeur[0])
}

// Weis and Stöck are offered only when the table's Coiffeur rules count them (§9.3).
func TestCoiffeurCardsOfferWeisAndStoeckOnlyWhenTheRulesCountThem(t *testing.T) {
	for _, on := range []bool{false, true} {
		r := coiffeurRules(t, func(r *tally.Rules) { r.CoiffeurWeis, r.Stoeck = on, true })
		s := coiffeurSheet(t, r, 4)
		c, err := NewCoiffeurCards(s, chooseCell(t, s, "H", 1))
		if err != nil {
			t.Fatal(err)
		}
		leader := c.Leader
		// The leader takes trick 1 with trump King and leads the Queen: Stöck are his to
		// announce, if they count.
		for _, k := range []string{"HK", "H6", "H7", "H8", "HQ"} {
			if _, err := c.Play(tally.MustCard(k)); err != nil {
				t.Fatal(err)
			}
		}
		if c.WeisCount() != on {
			t.Errorf("coiffeurWeis=%v: Weis count %v", on, c.WeisCount())
		}
		if (c.StoeckOffer() == leader) != on || (on && c.ToggleStoeck() != nil) {
			t.Errorf("coiffeurWeis=%v: Stöck offered to %d", on, c.StoeckOffer())
		}
	}
}

// The cards belong to the cell they were entered for; a restored draft is bound again.
func TestCoiffeurCardsBelongToTheirCell(t *testing.T) {
	r := coiffeurRules(t, nil)
	s := coiffeurSheet(t, r, 4)
	e := chooseCell(t, s, "S", 0)
	c, err := NewCoiffeurCards(s, e)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = c.Play(tally.MustCard("SJ"))
	other := e
	other.SetContract("C")
	if c.ForCell(s, other) || !errors.Is(c.BindCell(s, other), ErrNotForCell) {
		t.Error("cards of a Spades deal do not write a Clubs cell")
	}
	passed := e
	passed.Pass(s)
	if c.ForCell(s, passed) {
		t.Error("after a pass another player chooses and leads: the cards are not his")
	}
	if _, err := NewCoiffeurCards(s, NewCoiffeur(s)); !errors.Is(err, ErrNoCell) {
		t.Errorf("no cell chosen: %v", err)
	}
	draft := DraftWithCards(e.MarshalDraft(), &c)
	back, ok := CardsFromDraft(draft, r)
	if !ok || back.Game != tally.Coiffeur || len(back.Played) != 1 {
		t.Fatalf("the draft keeps the cards: %+v", back)
	}
	restored, ok := UnmarshalCoiffeurDraft(draft, s)
	if !ok || restored.Row != e.Row || back.BindCell(s, restored) != nil {
		t.Errorf("the cell and its cards come back together: %+v", restored)
	}
	if _, err := back.Round(); !errors.Is(err, ErrIncomplete) {
		t.Errorf("an unfinished deal writes nothing: %v", err)
	}
}

// playHands plays fixed hands through the entry: the seats in strong take each trick with their
// highest legal card (Obenabe), the others play their lowest.
func playHands(t *testing.T, c *Cards, hands [4]string, strong map[int]bool) {
	t.Helper()
	var hs [4]tally.CardSet
	for i, h := range hands {
		cs, err := tally.ParseCards(h)
		if err != nil {
			t.Fatal(err)
		}
		hs[i] = tally.SetOf(cs...)
	}
	for !c.Complete() {
		i, _, trick := c.Trick()
		seat := c.Turn()
		legal := tally.Legal(hs[seat], trick, c.TrickMode(i), c.Rules().PlayPolicy())
		k := legal.First()
		if strong[seat] {
			for _, l := range legal.Cards() {
				if l.Rank() > k.Rank() {
					k = l
				}
			}
		}
		hs[seat] = hs[seat].Remove(k)
		if _, err := c.Play(k); err != nil {
			t.Fatalf("%s: %v", k, err)
		}
	}
}

// Anna and Cla hold every top card in Obenabe: chosen by Anna the cell is a Match, chosen by
// Beat a Kontermatsch — written as the Match and Kontermatsch buttons write them.
func TestCoiffeurCardsMatchAndKontermatsch(t *testing.T) {
	hands := [4]string{
		"SA SK SQ HA HK HQ DA DK DQ",
		"S6 S7 S8 H6 H7 H8 D6 D7 C6",
		"CA CK CQ CJ CT C9 SJ HJ DJ",
		"S9 ST H9 HT D8 D9 DT C7 C8",
	}
	r := coiffeurRules(t, func(r *tally.Rules) { r.CoiffeurKontermatsch = tally.KontermatschCredit })
	for _, passes := range []int{0, 1} {
		s := coiffeurSheet(t, r, 4)
		e := chooseCell(t, s, "obenabe", passes)
		c, err := NewCoiffeurCards(s, e)
		if err != nil {
			t.Fatal(err)
		}
		playHands(t, &c, hands, map[int]bool{0: true, 2: true})
		typed := e
		want := SweepMatch
		if passes == 1 {
			want = SweepKontermatsch
		}
		typed.SetSweep(want)
		got, err := c.Round()
		if err != nil {
			t.Fatal(err)
		}
		wantRound, _ := typed.Round(s)
		sameCell(t, fmt.Sprintf("%d passes, the %v button", passes, want), s, &c, got, wantRound)
		p := c.Preview()
		if p.Cell.Sweep != want || p.Cell.Value != typed.Preview(s).Value || (want == SweepKontermatsch) != (p.Cell.Credit > 0) {
			t.Errorf("%d passes: preview %+v", passes, p.Cell)
		}
	}
}

// The revoke penalty in a Coiffeur cell: the trick with the first illegal card and every later
// one go to the side that did not play it (§3.6), and the cell gets the declaring side's card
// points after that — a Match when the other side revoked in the first trick, a Kontermatsch
// when the declaring side did. Kept as played, the cell gets the points as played.
func TestCoiffeurCardsRevokePenalty(t *testing.T) {
	r := coiffeurRules(t, nil)
	if r.RevokePenalty != tally.RevokeToOpponents {
		t.Fatalf("the seed rules should give the tricks to the opponents, not %q", r.RevokePenalty)
	}
	k, _ := tally.ParseContract("obenabe")
	for _, tc := range []struct {
		offender, trick int
	}{{1, 0}, {2, 0}, {3, 4}, {0, 5}} {
		found := false
		for seed := uint64(1); seed <= 200 && !found; seed++ {
			s := coiffeurSheet(t, r, 4)
			e := chooseCell(t, s, "obenabe", 0)
			c, err := NewCoiffeurCards(s, e)
			if err != nil {
				t.Fatal(err)
			}
			hands := dealHands(t, seed, [4]string{})
			// Everyone plays his lowest legal card, except that the offender throws another suit
			// in the chosen trick although he holds the suit led.
			revoked := false
			var trick []tally.Card
			leader := 0
			for i := 0; i < 9; i++ {
				trick = trick[:0]
				for p := range 4 {
					seat := (leader + p) % 4
					hand := hands[seat]
					legal := tally.Legal(hand, trick, k.TrickMode(i, 9, r.GuschtiSplit), r.PlayPolicy())
					card := legal.First()
					if i == tc.trick && seat == tc.offender && len(trick) > 0 && hand&^legal != 0 && legal != hand {
						card = (hand &^ legal).First()
						revoked = true
					}
					hands[seat] = hand.Remove(card)
					trick = append(trick, card)
				}
				for _, card := range trick {
					c.Play(card)
				}
				leader = c.Turn() // the trick's winner leads the next
			}
			if !revoked {
				continue
			}
			found = true
			first, ok := c.Revoke()
			if !ok || first.Trick != tc.trick || first.Seat != tc.offender {
				t.Fatalf("seed %d: the first revoke is %+v, want seat %d in trick %d", seed, first, tc.offender, tc.trick)
			}
			if !c.PenaltyOffered() {
				t.Fatalf("seed %d: a complete Coiffeur deal with a revoke offers the penalty", seed)
			}
			// By hand: the declaring side (seats 0 and 2) keeps what it took before the revoke,
			// and from it on gets every trick if the other side revoked, none if it did.
			ds := s.Preview(c.coiffeurDeal())
			declarer := tc.offender%2 != 0
			points, won := 0, 0
			for i, tr := range ds.Play.Tricks {
				mine := tr.Winner%2 == 0
				if i >= tc.trick {
					mine = declarer
				}
				if mine {
					points += tr.Points
					won++
				}
			}
			c.SetPenalty(true)
			typed := e
			switch won {
			case 9:
				typed.SetSweep(SweepMatch)
			case 0:
				typed.SetSweep(SweepKontermatsch)
			default:
				typed.Typed[Declarer] = strconv.Itoa(points)
			}
			got, err := c.Round()
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			want, _ := typed.Round(s)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("offender %d, trick %d (seed %d): the penalty writes %+v, want %+v (%d points, %d tricks)", tc.offender, tc.trick, seed, got, want, points, won)
			}
			if tc.trick == 0 && won != 9 && won != 0 {
				t.Errorf("a revoke in the first trick gives every trick to one side; the declarer has %d", won)
			}
			// Kept as played, the cell has the points as played.
			c.SetPenalty(false)
			asPlayed, _ := c.Round()
			if reflect.DeepEqual(asPlayed, got) {
				t.Errorf("seed %d: the penalty changed nothing: %+v", seed, got)
			}
		}
		if !found {
			t.Errorf("no seed let seat %d revoke in trick %d", tc.offender, tc.trick)
		}
	}
}

// A new card entry claims nobody's Stöck: a deal in which the holder of the trump King and Queen
// does not announce them writes no Stöck, though the rules count it.
func TestCoiffeurCardsWriteNoStoeckUnannounced(t *testing.T) {
	r := coiffeurRules(t, func(r *tally.Rules) { r.CoiffeurWeis, r.Stoeck = true, true })
	offered := false
	for seed := range uint64(40) {
		s := coiffeurSheet(t, r, 4)
		e := chooseCell(t, s, []string{"D", "H", "S", "C"}[seed%4], 0)
		c, err := NewCoiffeurCards(s, e)
		if err != nil {
			t.Fatal(err)
		}
		if c.Stoeck != -1 {
			t.Fatalf("seed %d: a new entry claims the Stöck of seat %d", seed, c.Stoeck)
		}
		playOut(t, &c, rand.New(rand.NewPCG(seed, 5)))
		if c.StoeckOffer() < 0 {
			continue
		}
		offered = true
		got, err := c.Round()
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if ds := writeCardsRound(t, s, got); ds.Stoeck != 0 || got.Stoeck != nil {
			t.Errorf("seed %d: unannounced, the cell gets Stöck %d (round %v)", seed, ds.Stoeck, got.Stoeck)
		}
	}
	if !offered {
		t.Error("no deal held the Stöck: the seeds prove nothing")
	}
}
