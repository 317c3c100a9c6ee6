package schieber

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/cards"
	"github.com/jasstafel/jasstafel/ui/internal/gamehost"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// tapCard taps card k in the picker.
func tapCard(t *testing.T, w fyne.Window, k tally.Card) {
	t.Helper()
	playtest.TapCard(t, w, k)
}

// legalDeal deals the fixed cards to seat 0 and the rest at random (seeded, logged), and plays
// the hands out, each seat its lowest legal card.
func legalDeal(t *testing.T, seed uint64, seat0 string, contract tally.Contract, leader int, r tally.Rules) [][]tally.Card {
	t.Helper()
	return playtest.LegalDeal(t, seed, seat0, contract, leader, r)
}

// openCards starts a Schieber game, picks the contract on the quick entry and switches to card
// by card.
func openCards(t *testing.T, size fyne.Size, contract string) (*gamehost.App, *Screen) {
	t.Helper()
	u, _ := newTestUI(t, size)
	g := startGame(t, u, playtest.CardPlayers, 0, "seed")
	test.Tap(g.contracts[contract])
	uitest.Tap(t, u.Win, lang.X("cards.open", "Card by card"))
	if _, ok := u.Current.(*cards.Screen); !ok {
		t.Fatal("the card entry did not open")
	}
	return u, g
}

func TestCardByCardDealWithWeisAndStoeckWritesTheEnginesScore(t *testing.T) {
	u, g := openCards(t, landscape, "C")
	w := u.Win
	rules := g.Rules
	tricks := legalDeal(t, 4, "CK CQ D6 D7 D8 D9 S6 H6 HA", tally.TrumpContract(tally.Clubs), 0, rules)
	var taken [2]int // each team's card points so far, counted here by the cards' values
	leader := 0
	for i, tr := range tricks {
		for j, k := range tr {
			if i == 0 && j == 0 && !uitest.Shows(w, "Trick 1 · Anna plays") {
				t.Errorf("Vorhand Anna must lead: %q", uitest.ShownTexts(w))
			}
			tapCard(t, w, k)
			if !playtest.CardButton(t, w, k).Disabled() {
				t.Fatalf("%s was played but is still tappable", k)
			}
		}
		leader = (leader + tally.TrickWinner(tr, tally.TrumpMode(tally.Clubs))) % 4
		taken[leader%2] += tally.TrumpMode(tally.Clubs).SetValue(tally.SetOf(tr...), false)
		if i == 1 {
			// Counted by team, as the deal is written.
			points := fmt.Sprintf("Card points: Anna & Cla %d · Beat & Dora %d", taken[0], taken[1])
			if !uitest.Shows(w, points) {
				t.Errorf("after two tricks the screen must show %q: %q", points, uitest.ShownTexts(w))
			}
		}
	}
	if !uitest.Shows(w, "All cards are played") {
		t.Errorf("a complete deal must say so: %q", uitest.ShownTexts(w))
	}
	// Anna's run is offered among her cards; she declares it.
	uitest.Tap(t, w, lang.X("cards.weis", "Declare Weis"))
	uitest.Tap(t, w, "Anna: ♦6 ♦7 ♦8 ♦9 (50)")
	uitest.Tap(t, w, lang.X("dialog.close", "Close"))
	uitest.Tap(t, w, "Stöck Anna")
	want := tally.ScoreSchieber(tally.SchieberDeal{
		Contract: tally.TrumpContract(tally.Clubs), Vorhand: 0, Tricks: tricks, Stoeck: 0, WonBy: -1,
		Weis: []tally.WeisClaim{{Seat: 0, Team: -1, Cards: mustCards(t, "D6 D7 D8 D9")}},
	}, rules)
	if len(want.Violations) != 0 || want.Stoeck[0] != tally.StoeckPoints || want.WeisTeam != 0 {
		t.Fatalf("the engine's score %+v", want)
	}
	preview := fmt.Sprintf("Writes Anna & Cla %d · Beat & Dora %d", want.Score[0], want.Score[1])
	if !uitest.Shows(w, preview) {
		t.Errorf("the preview must show %q: %q", preview, uitest.ShownTexts(w))
	}
	uitest.Tap(t, w, lang.X("game.write", "Write"))
	if u.Current != g {
		t.Fatal("writing must return to the board")
	}
	if g.state.Totals != want.Score {
		t.Errorf("the board totals %v, the engine's score %v", g.state.Totals, want.Score)
	}
	rounds := g.View.File.Rounds
	if len(rounds) != 1 || len(rounds[0].Tricks) != 9 || len(rounds[0].Weis) != 1 || rounds[0].Stoeck == nil {
		t.Fatalf("the written deal %+v", rounds)
	}
	d, err := gamefile.SchieberDeal(rounds[0])
	if err != nil || tally.ScoreSchieber(d, rules).Score != want.Score {
		t.Errorf("the written deal scores differently: %v", err)
	}
	if g.panel.Entry().Vorhand != 1 || g.Cards != nil {
		t.Errorf("the next deal is Beat's to choose, with no cards: vorhand %d", g.panel.Entry().Vorhand)
	}
}

func mustCards(t *testing.T, s string) []tally.Card {
	t.Helper()
	return playtest.MustCards(t, s)
}

func TestCardByCardRevokeIsCaughtAtTheProvingCard(t *testing.T) {
	u, g := openCards(t, landscape, "obenabe")
	w := u.Win
	msg := func() string { return u.Current.(*cards.Screen).Message() }
	// Beat throws a heart on Anna's spade lead; Dora takes the trick and leads a spade, and
	// Beat then plays a spade: he held one in trick 1.
	for i, k := range mustCards(t, "S6 H6 S7 SA  S9 S8") {
		tapCard(t, w, k)
		if msg() != "" {
			t.Fatalf("card %d %s: %q reported before the proving card", i, k, msg())
		}
	}
	if !uitest.Shows(w, "Trick 2 · Beat plays") {
		t.Errorf("Dora won with the Ace and Anna played: Beat's turn, %q", uitest.ShownTexts(w))
	}
	proving := tally.MustCard("ST")
	if b := playtest.CardButton(t, w, proving); b.Disabled() || b.Importance != widget.WarningImportance {
		t.Errorf("a spade would prove Beat's revoke: marked and tappable, got %v disabled %v", b.Importance, b.Disabled())
	}
	if b := playtest.CardButton(t, w, tally.MustCard("HT")); b.Importance == widget.WarningImportance {
		t.Error("a heart proves nothing and is not marked")
	}
	tapCard(t, w, proving)
	want := "Trick 1, Beat played ♥6: " + lang.X("rule.followSuit", "A player did not follow suit.")
	if msg() != want {
		t.Errorf("breach %q, want %q", msg(), want)
	}
	uitest.Tap(t, w, lang.X("cards.undo", "Undo card"))
	if msg() != "" || playtest.CardButton(t, w, proving).Disabled() {
		t.Errorf("undo takes the proving card and the breach back: %q", msg())
	}
	uitest.Tap(t, w, lang.X("nav.back", "Back"))
	if u.Current != g || !uitest.Shows(w, "Card by card (6)") {
		t.Errorf("back on the quick entry the cards stay: %q", uitest.ShownTexts(w))
	}
}

func TestUndoCardGivesTheTurnBack(t *testing.T) {
	u, g := openCards(t, fyne.NewSize(800, 1280), "H")
	w := u.Win
	undo := uitest.FindButton(t, w, lang.X("cards.undo", "Undo card"), false)
	if !undo.Disabled() {
		t.Error("nothing to undo before the first card")
	}
	tapCard(t, w, tally.MustCard("HJ"))
	tapCard(t, w, tally.MustCard("H6"))
	if !uitest.Shows(w, "Trick 1 · Cla plays") || !uitest.Shows(w, "Beat ♥6") {
		t.Fatalf("after two cards Cla plays: %q", uitest.ShownTexts(w))
	}
	uitest.Tap(t, w, lang.X("cards.undo", "Undo card"))
	if !uitest.Shows(w, "Trick 1 · Beat plays") || playtest.CardButton(t, w, tally.MustCard("H6")).Disabled() {
		t.Errorf("undo gives Beat his turn and his card back: %q", uitest.ShownTexts(w))
	}
	// The cards survive in the game's draft, as every entry does.
	g.Saver.Flush()
	b, err := u.Store.Draft(g.View.ID)
	if err != nil || !strings.Contains(string(b), `"played":["HJ"]`) {
		t.Errorf("draft %s %v", b, err)
	}
	// Reopened, as after a crash, the game offers the card entry where it was.
	if err := u.OpenGame(g.View.ID); err != nil {
		t.Fatal(err)
	}
	uitest.Tap(t, w, lang.X("cards.open", "Card by card")+" (1)")
	if !uitest.Shows(w, "Anna ♥J") || !uitest.Shows(w, "Trick 1 · Beat plays") {
		t.Errorf("the restored card entry: %q", uitest.ShownTexts(w))
	}
}

func TestRevokePenaltyGivesTheRestOfTheDealToTheOtherTeam(t *testing.T) {
	u, g := openCards(t, landscape, "obenabe")
	w := u.Win
	// Anna leads spades and Beat throws a heart though he holds a spade: the rest of the deal
	// is played legally.
	hands := [4]string{
		"S6 S7 S8 H7 H8 D6 D7 D8 C6",
		"SA H6 H9 HT D9 DT C7 C8 C9",
		"S9 ST SJ HJ HQ DJ DQ CT CJ",
		"SQ SK HK HA DK DA CQ CK CA",
	}
	var hs [4]tally.CardSet
	for i, h := range hands {
		hs[i] = tally.SetOf(mustCards(t, h)...)
	}
	policy := g.Rules.PlayPolicy()
	leader := 0
	for i := range 9 {
		var trick []tally.Card
		for p := range 4 {
			seat := (leader + p) % 4
			k := tally.Legal(hs[seat], trick, tally.Obenabe, policy).First()
			if i == 0 && seat == 1 {
				k = tally.MustCard("H6")
			}
			hs[seat] = hs[seat].Remove(k)
			trick = append(trick, k)
			tapCard(t, w, k)
		}
		leader = (leader + tally.TrickWinner(trick, tally.Obenabe)) % 4
	}
	s := u.Current.(*cards.Screen)
	if !strings.Contains(s.Message(), "Trick 1, Beat played ♥6") {
		t.Fatalf("the full check lists Beat's revoke: %q", s.Message())
	}
	uitest.Tap(t, w, lang.X("cards.penalty", "Revoke penalty"))
	want := (tally.DealPoints + g.Rules.MatchBonus) * g.Rules.Multiplier(tally.ContractObenabe)
	if !uitest.Shows(w, fmt.Sprintf("Writes Anna & Cla %d · Beat & Dora 0", want)) {
		t.Errorf("with the penalty every trick goes to Anna and Cla: %q", uitest.ShownTexts(w))
	}
	uitest.Tap(t, w, lang.X("game.write", "Write"))
	if g.state.Totals != [2]int{want, 0} {
		t.Errorf("totals %v, want [%d 0]", g.state.Totals, want)
	}
}

// Every control of the card entry is on screen and big enough to tap, in every language and
// both orientations of a tablet and on a phone upright and sideways, with a breach showing.
func TestCardEntryFitsInEveryLanguage(t *testing.T) {
	defer func() {
		if err := kit.UseLanguage("en"); err != nil {
			t.Fatal(err)
		}
	}()
	for _, l := range uitest.SweepLanguages {
		for _, size := range uitest.SidewaysSizes {
			t.Run(fmt.Sprintf("%s/%vx%v", l.Code, size.Width, size.Height), func(t *testing.T) {
				t.Setenv("LANGUAGE", l.Code)
				if err := kit.UseLanguage(l.Code); err != nil {
					t.Fatal(err)
				}
				u, _ := newTestUI(t, size)
				t.Setenv("LANGUAGE", l.Code)
				g := startGame(t, u, [4]string{"Marlies", "Köbi", "Ruth", "Fritz"}, 0, "seed")
				test.Tap(g.contracts["obenabe"])
				test.Tap(g.ByCards)
				s, ok := u.Current.(*cards.Screen)
				if !ok {
					t.Fatal("no card entry")
				}
				for _, k := range mustCards(t, "S6 H6 S7 SA S9 S8 ST") {
					s.Play(k)
				}
				if s.Message() == "" {
					t.Fatal("no breach shown")
				}
				uitest.CheckScreenFits(t, u.Win, size, tally.NumCards+8, "card entry")
			})
		}
	}
}

func TestAWeisShownDuringTheFirstTrickIsCheckedAtTheEnd(t *testing.T) {
	u, g := openCards(t, landscape, "C")
	w := u.Win
	s := u.Current.(*cards.Screen)
	tricks := legalDeal(t, 4, "CK CQ D6 D7 D8 D9 S6 H6 HA", tally.TrumpContract(tally.Clubs), 0, g.Rules)
	tapCard(t, w, tricks[0][0])
	showWeis := func(cards string) {
		t.Helper()
		uitest.Tap(t, w, lang.X("cards.weis", "Declare Weis"))
		uitest.Tap(t, w, "Anna shows a Weis")
		for _, k := range mustCards(t, cards) {
			tapCard(t, w, k)
		}
		uitest.Tap(t, w, lang.X("cards.declare", "Declare"))
	}
	showWeis("D6 D7 HA")
	if s.Message() != lang.X("cards.notWeis", "These cards are not a Weis.") || s.WeisSeat() != 0 {
		t.Fatalf("three cards that are no Weis are refused: %q", s.Message())
	}
	uitest.Tap(t, w, lang.X("game.cancelCorrection", "Cancel"))
	if len(g.Cards.Played) != 1 || len(g.Cards.Weis) != 0 {
		t.Fatalf("picking a Weis plays no card: %v %v", g.Cards.Played, g.Cards.Weis)
	}
	showWeis("D6 D7 D8 D9")
	if len(g.Cards.Weis) != 1 || !uitest.Shows(w, "Declare Weis (1)") || !uitest.Shows(w, "Trick 1 · Beat plays") {
		t.Fatalf("Anna's run is declared and Beat plays on: %v %q", g.Cards.Weis, uitest.ShownTexts(w))
	}
	for i, tr := range tricks {
		for j, k := range tr {
			if i > 0 || j > 0 {
				tapCard(t, w, k)
			}
		}
	}
	want := tally.ScoreSchieber(tally.SchieberDeal{
		Contract: tally.TrumpContract(tally.Clubs), Vorhand: 0, Tricks: tricks, Stoeck: -1, WonBy: -1,
		Weis: []tally.WeisClaim{{Seat: 0, Team: -1, Cards: mustCards(t, "D6 D7 D8 D9")}},
	}, g.Rules)
	if want.Weis[0] != 50 || !uitest.Shows(w, "Weis A 50") {
		t.Errorf("the engine gives Anna and Cla the Weis: %v, %q", want.Weis, uitest.ShownTexts(w))
	}
	uitest.Tap(t, w, lang.X("game.write", "Write"))
	if g.state.Totals != want.Score {
		t.Errorf("totals %v, engine %v", g.state.Totals, want.Score)
	}
}

func TestClosingTheWindowKeepsTheCards(t *testing.T) {
	u, g := openCards(t, landscape, "S")
	tapCard(t, u.Win, tally.MustCard("SJ"))
	u.Win.Close()
	b, err := u.Store.Draft(g.View.ID)
	if err != nil || !strings.Contains(string(b), `"played":["SJ"]`) {
		t.Errorf("the last card must be in the draft when the window closes: %s %v", b, err)
	}
}

// On French cards the court cards carry the letters of the players' language — B D K A in
// German — in the picker and in the trick as it is played, as the referee writes them.
func TestCardEntryWritesTheCourtCardsInThePlayersLanguage(t *testing.T) {
	t.Cleanup(func() {
		if err := kit.UseLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	if err := kit.UseLanguage("de"); err != nil {
		t.Fatal(err)
	}
	u, _ := openCards(t, landscape, "C")
	var clubs []string
	for _, o := range uitest.OnScreen(u.Win) {
		if b, ok := o.(*kit.SlotButton); ok && b.Visible() && b.Icon != nil && strings.HasSuffix(b.Icon.Name(), "clubs.svg") {
			clubs = append(clubs, b.Text)
		}
	}
	if got, want := strings.Join(clubs, " "), "6 7 8 9 10 B D K A"; got != want {
		t.Errorf("the clubs read %q, want %q", got, want)
	}
	for _, k := range mustCards(t, "CJ CQ") {
		tapCard(t, u.Win, k)
	}
	if shown := strings.Join(uitest.ShownTexts(u.Win), "\n"); !strings.Contains(shown, "Anna ♣B") || !strings.Contains(shown, "Beat ♣D") {
		t.Errorf("the trick does not read Anna ♣B, Beat ♣D:\n%s", shown)
	}
}

// openTrioGame opens a Schieber game of the seed preset that also plays the Trio, ×5, with the
// multipliers D 1, H 1, S 2, C 2, Obenabe 3 and Undenufe 4.
func openTrioGame(t *testing.T) (*gamehost.App, *Screen) {
	t.Helper()
	u, _ := newTestUI(t, landscape)
	id := playtest.Create(t, u.Store, tally.Schieber, playtest.CardPlayers[:], map[string]any{"preset": "seed",
		"multipliers": map[string]any{"D": 1, "H": 1, "S": 2, "C": 2, "obenabe": 3, "undenufe": 4, "trio": 5}})
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	return u, u.Current.(*Screen)
}

// A table that plays the Trio names its three modes on the contract buttons, the status saying
// what is missing until the third, and plays the deal card by card trick by trick in the mode
// named for it: the board writes the engine's score with the Trio's multiplier, and the list of
// deals names the Trio by its modes.
func TestTrioNamedOnTheButtonsAndPlayedCardByCard(t *testing.T) {
	u, g := openTrioGame(t)
	w := u.Win
	byCards := uitest.FindButton(t, w, lang.X("cards.open", "Card by card"), false)
	naming := lang.X("game.nameTrio", "Trio: tap its three modes in order")
	uitest.Tap(t, w, "Trio ×5")
	for _, label := range []string{"Hearts ×1", "Obenabe ×3"} {
		if !uitest.Shows(w, naming) || !byCards.Disabled() {
			t.Fatalf("before the Trio's third mode: %q, card by card disabled %v", uitest.ShownTexts(w), byCards.Disabled())
		}
		uitest.Tap(t, w, label)
	}
	if !uitest.Shows(w, "1 · Hearts") || !uitest.Shows(w, "2 · Obenabe") {
		t.Errorf("the modes named do not say their places: %q", uitest.ShownTexts(w))
	}
	for k, marked := range map[string]bool{"trio": true, "H": true, "obenabe": true, "undenufe": false, "S": false} {
		if got := g.contracts[k].Importance == widget.HighImportance; got != marked {
			t.Errorf("while the Trio's modes are named, %s is marked %v, want %v", k, got, marked)
		}
	}
	uitest.Tap(t, w, "Undenufe ×4")
	if uitest.Shows(w, naming) || byCards.Disabled() {
		t.Fatalf("after the third mode: %q, card by card disabled %v", uitest.ShownTexts(w), byCards.Disabled())
	}
	for _, k := range []string{"trio", "H", "obenabe", "undenufe"} {
		if g.contracts[k].Importance != widget.HighImportance {
			t.Errorf("the Trio named does not mark %s", k)
		}
	}
	trio, _ := tally.ParseContract("trio:H,obenabe,undenufe")
	test.Tap(byCards)
	if !uitest.Shows(w, "Card by card · Trio ♥ Hearts / Obenabe / Undenufe") {
		t.Errorf("the card entry does not name the Trio: %q", uitest.ShownTexts(w))
	}
	tricks := legalDeal(t, 7, "HJ H9 HK SA SK D6 D7 C6 C7", trio, 0, g.Rules)
	playDeal(t, u, tricks)
	want := tally.ScoreSchieber(tally.SchieberDeal{Contract: trio, Vorhand: 0, Tricks: tricks, Stoeck: -1, WonBy: -1}, g.Rules)
	if len(want.Violations) != 0 || want.Multiplier != 5 {
		t.Fatalf("the engine's score %+v", want)
	}
	if u.Current != g || g.state.Totals != want.Score {
		t.Fatalf("the board totals %v, the engine's score %v", g.state.Totals, want.Score)
	}
	uitest.Tap(t, w, lang.X("game.history", "Deals"))
	if !uitest.Shows(w, "1. Trio ♥ Hearts / Obenabe / Undenufe ×5") {
		t.Errorf("the list of deals: %q", uitest.ShownTexts(w))
	}
}

// The card entry offers what the deal can count: a trump deal Weis, Stöck and the revoke
// penalty; an Obenabe, which has no trump King and Queen, no Stöck.
func TestCardEntryOffersWhatTheContractCounts(t *testing.T) {
	weis, stoeck, penalty := lang.X("cards.weis", "Declare Weis"), lang.X("game.stoeck", "Stöck"), lang.X("cards.penalty", "Revoke penalty")
	for contract, want := range map[string][3]bool{"H": {true, true, true}, "obenabe": {true, false, true}} {
		u, _ := openCards(t, landscape, contract)
		got := [3]bool{uitest.Shows(u.Win, weis), uitest.Shows(u.Win, stoeck), uitest.Shows(u.Win, penalty)}
		if got != want {
			t.Errorf("%s: Weis, Stöck and the penalty shown %v, want %v: %q", contract, got, want, uitest.ShownTexts(u.Win))
		}
	}
}
