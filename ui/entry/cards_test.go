package entry

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/internal/legaldeal"
	"github.com/jasstafel/jasstafel/tally"
)

// dealHands deals the fixed cards to their seats and the rest of the deck at random (seeded),
// nine cards a seat.
func dealHands(t testing.TB, seed uint64, fixed [4]string) [4]tally.CardSet {
	t.Helper()
	t.Logf("seed %d", seed)
	var hands [4]tally.CardSet
	var used tally.CardSet
	for s, f := range fixed {
		cs, err := tally.ParseCards(f)
		if err != nil {
			t.Fatal(err)
		}
		hands[s] = tally.SetOf(cs...)
		used |= hands[s]
	}
	rest := (tally.AllCards &^ used).Cards()
	rng := rand.New(rand.NewPCG(seed, 7))
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	for s := range 4 {
		for hands[s].Len() < 9 {
			hands[s] = hands[s].Add(rest[0])
			rest = rest[1:]
		}
	}
	return hands
}

// playLegally plays the hands out, each seat its lowest legal card, the engine naming each
// trick's winner: a deal without any breach.
func playLegally(hands [4]tally.CardSet, contract string, leader int, r tally.Rules, cheat ...func(trick, seat int, hand tally.CardSet) tally.Card) [][]tally.Card {
	c, _ := tally.ParseContract(contract)
	return legaldeal.Play(hands, c, leader, r, cheat...)
}

func newCards(t *testing.T, contract string, vorhand int) Cards {
	t.Helper()
	c, err := NewSchieberCards(seedRules(t), contract, vorhand, false)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func playAll(t *testing.T, c *Cards, tricks [][]tally.Card) {
	t.Helper()
	for i, tr := range tricks {
		for _, k := range tr {
			if v, err := c.Play(k); err != nil || v != nil {
				t.Fatalf("trick %d card %s: breach %v, error %v", i, k, v, err)
			}
		}
	}
}

func TestCardsTurnFollowsTheTrickWinners(t *testing.T) {
	c := newCards(t, "obenabe", 2)
	steps := []struct {
		card     string
		nextTurn int
	}{
		{"S6", 3}, {"SA", 0}, {"S7", 1}, {"S8", 3}, // seat 3 won with SA and leads
		{"H6", 0}, {"H7", 1}, {"HA", 2}, {"H8", 1}, // seat 1 won with HA
	}
	if c.Turn() != 2 {
		t.Fatalf("Vorhand 2 must lead, turn is %d", c.Turn())
	}
	for _, st := range steps {
		if _, err := c.Play(tally.MustCard(st.card)); err != nil {
			t.Fatal(err)
		}
		if c.Turn() != st.nextTurn {
			t.Fatalf("after %s the turn is %d, want %d", st.card, c.Turn(), st.nextTurn)
		}
	}
	i, winner, cards := c.LastTrick()
	if i != 1 || winner != 1 || len(cards) != 4 {
		t.Errorf("last trick %d won by %d (%v), want 1 won by 1", i, winner, cards)
	}
	if c.Unplayed().Len() != 28 || c.Unplayed().Has(tally.MustCard("HA")) {
		t.Errorf("played cards must leave the picker: %v", c.Unplayed())
	}
}

func TestCardsRefusesWhatCannotBePlayed(t *testing.T) {
	c := newCards(t, "H", 0)
	if _, err := c.Play(tally.MustCard("S6")); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		card tally.Card
		want error
	}{{tally.MustCard("S6"), ErrCardPlayed}, {tally.NoCard, ErrNotACard}, {40, ErrNotACard}} {
		if _, err := c.Play(tc.card); err != tc.want {
			t.Errorf("Play(%d) = %v, want %v", tc.card, err, tc.want)
		}
	}
	if len(c.Played) != 1 {
		t.Errorf("a refused card changed the deal: %v", c.Played)
	}
	if !c.Undo() || c.Undo() || len(c.Played) != 0 || c.Turn() != 0 {
		t.Errorf("undo must take back exactly the one card: %v turn %d", c.Played, c.Turn())
	}
}

// TestCardsCatchesABreachAtTheProvingCard enters deals with a deliberate breach and checks that
// nothing is reported before the card that proves it, and exactly the breach at that card.
func TestCardsCatchesABreachAtTheProvingCard(t *testing.T) {
	for _, tc := range []struct {
		name     string
		contract string
		cards    string // played in order from Vorhand 0
		proving  int    // index of the card that proves the breach
		want     tally.Violation
	}{
		{
			// Seat 1 discards H6 on a spade lead and plays a spade in the next trick.
			name: "revoke", contract: "obenabe",
			cards:   "S6 H6 S7 S8  S9 SA ST",
			proving: 6,
			want:    tally.Violation{Trick: 0, Seat: 1, Card: tally.MustCard("H6"), Rule: tally.RuleFollowSuit},
		},
		{
			// Clubs trump: seat 2 plays C6 under seat 1's CA on a spade lead, and shows a heart on the next lead.
			name: "undertrump", contract: "C",
			cards:   "S6 CA C6 S7  CJ H6 H7",
			proving: 5,
			want:    tally.Violation{Trick: 0, Seat: 2, Card: tally.MustCard("C6"), Rule: tally.RuleUndertrump},
		},
		{
			// Trump lead: seat 3 discards and later plays a trump that is not the Puur.
			name: "trump lead", contract: "H",
			cards:   "H6 H7 H8 D6  HA H9 S7",
			proving: 5,
			want:    tally.Violation{Trick: 0, Seat: 3, Card: tally.MustCard("D6"), Rule: tally.RuleTrumpLead},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := newCards(t, tc.contract, 0)
			cards, _ := tally.ParseCards(tc.cards)
			for i, k := range cards {
				marked := c.Marked().Has(k)
				v, err := c.Play(k)
				if err != nil {
					t.Fatal(err)
				}
				if (v != nil) != marked {
					t.Errorf("card %d %s: marked %v but breach %v", i, k, marked, v)
				}
				if i != tc.proving {
					if v != nil {
						t.Fatalf("card %d %s: breach %v reported too early", i, k, v)
					}
					continue
				}
				if v == nil {
					t.Fatalf("card %d %s proves the breach, none reported", i, k)
				}
				got := tally.Violation{Trick: v.Trick, Seat: v.Seat, Card: v.Card, Rule: v.Rule}
				if got != tc.want {
					t.Errorf("breach %+v, want %+v", got, tc.want)
				}
			}
			for len(c.Played) > tc.proving {
				c.Undo()
			}
			if len(c.Breaches()) != 0 {
				t.Errorf("undoing the proving card must take the breach back: %v", c.Breaches())
			}
		})
	}
}

// TestCardsMarkedMatchesThePlay checks on random legal deals that a card is marked for the seat
// on turn exactly when playing it reports a breach.
func TestCardsMarkedMatchesThePlay(t *testing.T) {
	r := seedRules(t)
	for seed := uint64(1); seed <= 20; seed++ {
		hands := dealHands(t, seed, [4]string{})
		tricks := playLegally(hands, []string{"H", "obenabe", "undenufe", "S"}[seed%4], int(seed%4), r)
		c := newCards(t, []string{"H", "obenabe", "undenufe", "S"}[seed%4], int(seed%4))
		for _, tr := range tricks[:5] {
			for _, k := range tr {
				c.Play(k)
			}
		}
		marked := c.Marked()
		for _, k := range c.Unplayed().Cards() {
			v, _ := c.Play(k)
			if (v != nil) != marked.Has(k) {
				t.Errorf("seed %d: %s marked %v, breach %v", seed, k, marked.Has(k), v)
			}
			c.Undo()
		}
	}
}

func TestCardsCompleteDealWithWeisAndStoeckScoresAsTheEngine(t *testing.T) {
	r := seedRules(t)
	for seed := uint64(1); seed <= 10; seed++ {
		// Seat 0 holds trump K and Q and a four-card run; seat 1 no Weis is guaranteed.
		hands := dealHands(t, seed, [4]string{"CK CQ D6 D7 D8 D9", "", "", ""})
		tricks := playLegally(hands, "C", 0, r)
		c := newCards(t, "C", 0)
		if err := c.DeclareWeis(0, []tally.Card{tally.MustCard("D6"), tally.MustCard("D7"), tally.MustCard("D8"), tally.MustCard("D9")}); err != nil {
			t.Fatal(err)
		}
		playAll(t, &c, tricks)
		if !c.Complete() || c.Turn() != -1 {
			t.Fatal("36 cards make a complete deal")
		}
		if c.StoeckOffer() != 0 {
			t.Fatalf("seat 0 played trump K and Q, Stöck offer is %d", c.StoeckOffer())
		}
		if err := c.ToggleStoeck(); err != nil {
			t.Fatal(err)
		}
		found := false
		for _, w := range c.WeisCandidates(0) {
			found = found || w.Cards&tally.SetOf(tally.MustCard("D6"), tally.MustCard("D9")) != 0
		}
		if !found {
			t.Errorf("the declared run must be offered among seat 0's cards: %v", c.WeisCandidates(0))
		}
		round, err := c.Round()
		if err != nil {
			t.Fatal(err)
		}
		// The engine's score of the same deal, built without the entry.
		want := tally.ScoreSchieber(tally.SchieberDeal{
			Contract: tally.TrumpContract(tally.Clubs), Vorhand: 0, Tricks: tricks, Stoeck: 0, WonBy: -1,
			Weis: []tally.WeisClaim{{Seat: 0, Team: -1, Cards: tally.SetOf(tally.MustCard("D6"), tally.MustCard("D7"), tally.MustCard("D8"), tally.MustCard("D9")).Cards()}},
		}, r)
		p := c.Preview()
		if !p.Writable() || p.Score != want.Score || len(want.Violations) != 0 {
			t.Fatalf("seed %d: preview %+v, engine %v %v", seed, p, want.Score, want.Violations)
		}
		if want.Stoeck[0] != tally.StoeckPoints || p.Points[0]+p.Points[1]+p.Points[2]+p.Points[3] != tally.DealPoints {
			t.Errorf("seed %d: Stöck %v, points %v", seed, want.Stoeck, p.Points)
		}
		d, err := gamefile.SchieberDeal(round)
		if err != nil {
			t.Fatal(err)
		}
		if got := tally.ScoreSchieber(d, r); got.Score != want.Score {
			t.Errorf("seed %d: written round scores %v, engine %v", seed, got.Score, want.Score)
		}
	}
}

func TestCardsRevokePenaltyGivesTheRestToTheOpponents(t *testing.T) {
	r := seedRules(t)
	for seed := uint64(1); seed <= 30; seed++ {
		hands := dealHands(t, seed, [4]string{})
		// Seat 1 throws a card of another suit on the first lead although he holds the suit.
		led := hands[0].First().Suit()
		if hands[1].OfSuit(led) == 0 || hands[1]&^tally.SuitMask(led) == 0 {
			continue
		}
		tricks := playLegally(hands, "obenabe", 0, r, func(i, seat int, hand tally.CardSet) tally.Card {
			if i == 0 && seat == 1 {
				return (hand &^ tally.SuitMask(led)).First()
			}
			return tally.NoCard
		})
		c := newCards(t, "obenabe", 0)
		for _, tr := range tricks {
			for _, k := range tr {
				c.Play(k)
			}
		}
		first, ok := c.Revoke()
		if !ok || first.Trick != 0 || first.Seat != 1 || first.Rule != tally.RuleFollowSuit {
			t.Fatalf("seed %d: first revoke %+v %v", seed, first, ok)
		}
		if !c.PenaltyOffered() {
			t.Fatal("a complete deal with a revoke offers the penalty")
		}
		asPlayed := c.Preview()
		if len(asPlayed.Breaches) == 0 || asPlayed.Score[0]+asPlayed.Score[1] != tally.DealPoints*r.Multiplier(tally.ContractObenabe) && asPlayed.Parts == nil {
			t.Errorf("seed %d: kept as played the deal scores %v with breaches %v", seed, asPlayed.Score, asPlayed.Breaches)
		}
		c.SetPenalty(true)
		round, err := c.Round()
		if err != nil {
			t.Fatal(err)
		}
		// Every trick from the first goes to team 0: a Match, 157 and the bonus.
		if round.Tricks != nil || round.Match == nil || *round.Match != 0 || round.Points[0] != tally.DealPoints || round.Points[1] != 0 {
			t.Fatalf("seed %d: penalised round %+v", seed, round)
		}
		p := c.Preview()
		want := (tally.DealPoints + r.MatchBonus) * r.Multiplier(tally.ContractObenabe)
		if p.Score != [2]int{want, 0} {
			t.Errorf("seed %d: penalised score %v, want [%d 0]", seed, p.Score, want)
		}
		c.Undo()
		if c.Penalty || c.PenaltyOffered() {
			t.Error("taking back a card of a complete deal drops the penalty")
		}
		return
	}
	t.Fatal("no seed gave a hand that can revoke")
}

func TestCardsDraftRoundTrip(t *testing.T) {
	r := seedRules(t)
	c := newCards(t, "S", 1)
	c.Pushed = true
	cards, _ := tally.ParseCards("S6 S7 SA")
	for _, k := range cards {
		c.Play(k)
	}
	c.DeclareWeis(2, []tally.Card{tally.MustCard("HT"), tally.MustCard("HJ"), tally.MustCard("HQ")})
	got, ok := UnmarshalCardsDraft(c.MarshalDraft(), r)
	if !ok || !reflect.DeepEqual(got.Played, c.Played) || !reflect.DeepEqual(got.Weis, c.Weis) || !got.Pushed || got.Turn() != c.Turn() {
		t.Fatalf("draft lost something: %+v", got)
	}
	for _, bad := range []string{"", "{", `{"game":"schieber","contract":"X","players":4}`,
		`{"game":"schieber","contract":"S","players":4,"played":["S6","S6"]}`,
		`{"game":"schieber","contract":"S","players":5}`} {
		if _, ok := UnmarshalCardsDraft([]byte(bad), r); ok {
			t.Errorf("draft %q accepted", bad)
		}
	}
}

func TestCardsDifferenzlerPointsPerPlayerComeFromTheTricks(t *testing.T) {
	r := differenzlerRules(t, `{"preset":"seed"}`)
	hands := dealHands(t, 5, [4]string{})
	// Dealer 3: seat 0 leads; hearts trump, played with the Differenzler rules (hindersi).
	tricks := playLegally(hands, "H", 0, r)
	c, err := NewDifferenzlerCards(r, "H", 3, []int{40, 40, 40, 37})
	if err != nil {
		t.Fatal(err)
	}
	if c.Turn() != 0 || c.StoeckOffer() != -1 || c.WeisCandidates(0) != nil {
		t.Fatalf("turn %d, Stöck %d, Weis %v: Differenzler starts right of the dealer, without Stöck or Weis", c.Turn(), c.StoeckOffer(), c.WeisCandidates(0))
	}
	playAll(t, &c, tricks)
	round, err := c.Round()
	if err != nil {
		t.Fatal(err)
	}
	if round.Dealer == nil || *round.Dealer != 3 || round.Trump != "H" || len(round.Tricks) != 9 || round.Contract != "" {
		t.Fatalf("round %+v", round)
	}
	res := tally.CheckPlay(tally.Play{Contract: tally.TrumpContract(tally.Hearts), Leader: 0, Players: 4, Tricks: tricks}, r)
	p := c.Preview()
	if !p.Writable() || !reflect.DeepEqual(p.Points, res.Points) {
		t.Errorf("points per player %v, engine %v (%v)", p.Points, res.Points, p.Err)
	}
	sheet, err := tally.NewDifferenzlerSheet(r, 4)
	if err != nil {
		t.Fatal(err)
	}
	ds := sheet.Add(tally.DifferenzlerDeal{Dealer: 3, Trump: tally.TrumpMode(tally.Hearts), Predictions: round.Predictions, Tricks: tricks})
	if len(ds.Violations) != 0 || !reflect.DeepEqual(ds.Actual, res.Points) {
		t.Errorf("the sheet scores %v with %v", ds.Actual, ds.Violations)
	}
}

func TestCardsTravelInTheQuickEntrysDraft(t *testing.T) {
	r := seedRules(t)
	e := NewSchieber(2)
	e.Contract = "D"
	c := newCards(t, "D", 2)
	c.Play(tally.MustCard("DJ"))
	b := DraftWithCards(e.MarshalDraft(), &c)
	back, ok := UnmarshalDraft(b)
	if !ok || back.Contract != "D" || back.Vorhand != 2 {
		t.Fatalf("the quick entry must survive beside the cards: %+v %v", back, ok)
	}
	got, ok := CardsFromDraft(b, r)
	if !ok || !reflect.DeepEqual(got.Played, c.Played) {
		t.Fatalf("cards from the draft: %+v %v", got, ok)
	}
	if _, ok := CardsFromDraft(e.MarshalDraft(), r); ok {
		t.Error("a draft without cards has no card entry")
	}
	if !reflect.DeepEqual(DraftWithCards(e.MarshalDraft(), nil), e.MarshalDraft()) {
		t.Error("no card entry leaves the draft as it is")
	}
}

// Stöck announced stay announced as the deal goes on and as cards after the King and Queen are
// taken back, and go when the one of them played last is taken back.
func TestAnnouncedStoeckFollowItsCards(t *testing.T) {
	r := seedRules(t)
	hands := dealHands(t, 4, [4]string{"CK CQ", "", "", ""})
	var cards []tally.Card
	for _, tr := range playLegally(hands, "C", 0, r) {
		cards = append(cards, tr...)
	}
	c := newCards(t, "C", 0)
	played := 0 // of the King and Queen
	for i, k := range cards {
		if _, err := c.Play(k); err != nil {
			t.Fatal(err)
		}
		if k == tally.MustCard("CK") || k == tally.MustCard("CQ") {
			played++
		}
		if played < 2 || i+1 == len(cards) {
			continue
		}
		if c.Stoeck == -1 {
			if c.StoeckOffer() != 0 {
				t.Fatalf("after %s, both played, the Stöck offer is %d", k, c.StoeckOffer())
			}
			if err := c.ToggleStoeck(); err != nil || c.Stoeck != 0 {
				t.Fatalf("announcing: %v, Stöck %d", err, c.Stoeck)
			}
			// Play one card more and take it back: the Stöck stay.
			if _, err := c.Play(cards[i+1]); err != nil || c.Stoeck != 0 {
				t.Fatalf("a card after the Stöck took them back: %v, Stöck %d", err, c.Stoeck)
			}
			if !c.Undo() || c.Stoeck != 0 {
				t.Fatalf("taking back a card after the Stöck took them back: Stöck %d", c.Stoeck)
			}
			// Take back the second of King and Queen: the Stöck go.
			if !c.Undo() || c.Stoeck != -1 || c.StoeckOffer() != -1 {
				t.Fatalf("the Queen or King taken back, Stöck %d, offer %d", c.Stoeck, c.StoeckOffer())
			}
			return
		}
	}
	t.Fatal("the Stöck were never offered")
}
