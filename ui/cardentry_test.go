package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/cards"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

var cardPlayers = playtest.CardPlayers

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
func openCards(t *testing.T, size fyne.Size, contract string) (*UI, *schieberScreen) {
	t.Helper()
	u, _ := newTestUI(t, size)
	g := startGame(t, u, cardPlayers, 0, "seed")
	test.Tap(g.contracts[contract])
	tap(t, u.win, lang.X("cards.open", "Card by card"))
	if _, ok := u.current.(*cards.Screen); !ok {
		t.Fatal("the card entry did not open")
	}
	return u, g
}

func TestCardByCardDealWithWeisAndStoeckWritesTheEnginesScore(t *testing.T) {
	u, g := openCards(t, landscape, "C")
	w := u.win
	rules := g.Rules
	tricks := legalDeal(t, 4, "CK CQ D6 D7 D8 D9 S6 H6 HA", tally.TrumpContract(tally.Clubs), 0, rules)
	for i, tr := range tricks {
		for j, k := range tr {
			if i == 0 && j == 0 && !shows(w, "Trick 1 · Anna plays") {
				t.Errorf("Vorhand Anna must lead: %q", shownTexts(w))
			}
			tapCard(t, w, k)
			if !playtest.CardButton(t, w, k).Disabled() {
				t.Fatalf("%s was played but is still tappable", k)
			}
		}
	}
	if !shows(w, "All cards are played") {
		t.Errorf("a complete deal must say so: %q", shownTexts(w))
	}
	// Anna's run is offered among her cards; she declares it.
	tap(t, w, lang.X("cards.weis", "Declare Weis"))
	tap(t, w, "Anna: ♦6 ♦7 ♦8 ♦9 (50)")
	tap(t, w, lang.X("dialog.close", "Close"))
	tap(t, w, "Stöck Anna")
	want := tally.ScoreSchieber(tally.SchieberDeal{
		Contract: tally.TrumpContract(tally.Clubs), Vorhand: 0, Tricks: tricks, Stoeck: 0, WonBy: -1,
		Weis: []tally.WeisClaim{{Seat: 0, Team: -1, Cards: mustCards(t, "D6 D7 D8 D9")}},
	}, rules)
	if len(want.Violations) != 0 || want.Stoeck[0] != tally.StoeckPoints || want.WeisTeam != 0 {
		t.Fatalf("the engine's score %+v", want)
	}
	preview := fmt.Sprintf("Writes Anna & Cla %d · Beat & Dora %d", want.Score[0], want.Score[1])
	if !shows(w, preview) {
		t.Errorf("the preview must show %q: %q", preview, shownTexts(w))
	}
	tap(t, w, lang.X("game.write", "Write"))
	if u.current != g {
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
	w := u.win
	msg := func() string { return u.current.(*cards.Screen).Message() }
	// Beat throws a heart on Anna's spade lead; Dora takes the trick and leads a spade, and
	// Beat then plays a spade: he held one in trick 1.
	for i, k := range mustCards(t, "S6 H6 S7 SA  S9 S8") {
		tapCard(t, w, k)
		if msg() != "" {
			t.Fatalf("card %d %s: %q reported before the proving card", i, k, msg())
		}
	}
	if !shows(w, "Trick 2 · Beat plays") {
		t.Errorf("Dora won with the Ace and Anna played: Beat's turn, %q", shownTexts(w))
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
	tap(t, w, lang.X("cards.undo", "Undo card"))
	if msg() != "" || playtest.CardButton(t, w, proving).Disabled() {
		t.Errorf("undo takes the proving card and the breach back: %q", msg())
	}
	tap(t, w, lang.X("nav.back", "Back"))
	if u.current != g || !shows(w, "Card by card (6)") {
		t.Errorf("back on the quick entry the cards stay: %q", shownTexts(w))
	}
}

func TestUndoCardGivesTheTurnBack(t *testing.T) {
	u, g := openCards(t, fyne.NewSize(800, 1280), "H")
	w := u.win
	undo := findButton(t, w, lang.X("cards.undo", "Undo card"), false)
	if !undo.Disabled() {
		t.Error("nothing to undo before the first card")
	}
	tapCard(t, w, tally.MustCard("HJ"))
	tapCard(t, w, tally.MustCard("H6"))
	if !shows(w, "Trick 1 · Cla plays") || !shows(w, "Beat ♥6") {
		t.Fatalf("after two cards Cla plays: %q", shownTexts(w))
	}
	tap(t, w, lang.X("cards.undo", "Undo card"))
	if !shows(w, "Trick 1 · Beat plays") || playtest.CardButton(t, w, tally.MustCard("H6")).Disabled() {
		t.Errorf("undo gives Beat his turn and his card back: %q", shownTexts(w))
	}
	// The cards survive in the game's draft, as every entry does.
	g.Saver.Flush()
	b, err := u.store.Draft(g.View.ID)
	if err != nil || !strings.Contains(string(b), `"played":["HJ"]`) {
		t.Errorf("draft %s %v", b, err)
	}
	// Reopened, as after a crash, the game offers the card entry where it was.
	if err := u.OpenGame(g.View.ID); err != nil {
		t.Fatal(err)
	}
	tap(t, w, lang.X("cards.open", "Card by card")+" (1)")
	if !shows(w, "Anna ♥J") || !shows(w, "Trick 1 · Beat plays") {
		t.Errorf("the restored card entry: %q", shownTexts(w))
	}
}

func TestRevokePenaltyGivesTheRestOfTheDealToTheOtherTeam(t *testing.T) {
	u, g := openCards(t, landscape, "obenabe")
	w := u.win
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
	s := u.current.(*cards.Screen)
	if !strings.Contains(s.Message(), "Trick 1, Beat played ♥6") {
		t.Fatalf("the full check lists Beat's revoke: %q", s.Message())
	}
	tap(t, w, lang.X("cards.penalty", "Revoke penalty"))
	want := (tally.DealPoints + g.Rules.MatchBonus) * g.Rules.Multiplier(tally.ContractObenabe)
	if !shows(w, fmt.Sprintf("Writes Anna & Cla %d · Beat & Dora 0", want)) {
		t.Errorf("with the penalty every trick goes to Anna and Cla: %q", shownTexts(w))
	}
	tap(t, w, lang.X("game.write", "Write"))
	if g.state.Totals != [2]int{want, 0} {
		t.Errorf("totals %v, want [%d 0]", g.state.Totals, want)
	}
}

// Every control of the card entry is on screen and big enough to tap, in every language and
// both orientations, with a breach showing.
func TestCardEntryFitsInEveryLanguage(t *testing.T) {
	defer func() {
		if err := kit.UseLanguage("en"); err != nil {
			t.Fatal(err)
		}
	}()
	for _, l := range kit.Languages {
		for _, size := range []fyne.Size{landscape, fyne.NewSize(800, 1280)} {
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
				s, ok := u.current.(*cards.Screen)
				if !ok {
					t.Fatal("no card entry")
				}
				for _, k := range mustCards(t, "S6 H6 S7 SA S9 S8 ST") {
					s.Play(k)
				}
				if s.Message() == "" {
					t.Fatal("no breach shown")
				}
				relayout(u)
				win := u.win.Canvas().Size()
				if need := u.win.Content().MinSize(); need.Width > win.Width || need.Height > win.Height {
					t.Errorf("the card entry needs %v, more than the window's %v", need, win)
				}
				got := controls(u.win)
				if len(got) < tally.NumCards+8 {
					t.Fatalf("only %d controls found", len(got))
				}
				checkPlaces(t, "card entry", win, got)
			})
		}
	}
}

func TestDifferenzlerPointsComeOutOfTheTricks(t *testing.T) {
	svc := fakestore.New()
	u, s := openDifferenzler(t, svc, landscape, fourPlayers, map[string]any{"preset": "seed"})
	w := u.win
	if !findButton(t, w, lang.X("cards.open", "Card by card"), false).Disabled() {
		t.Error("card by card waits for the predictions")
	}
	tapPredictions(t, w, "Hearts", "40", "40", "40", "37")
	r := s.View.File.Rounds[0]
	tap(t, w, lang.X("cards.open", "Card by card"))
	leader := (*r.Dealer + 1) % 4
	tricks := legalDeal(t, 9, "", tally.TrumpContract(tally.Hearts), leader, s.Rules)
	if !shows(w, "Trick 1 · "+fourPlayers[leader]+" plays") {
		t.Errorf("Vorhand, the seat after the dealer, leads: %q", shownTexts(w))
	}
	for _, tr := range tricks {
		for _, k := range tr {
			tapCard(t, w, k)
		}
	}
	res := tally.CheckPlay(tally.Play{Contract: tally.TrumpContract(tally.Hearts), Leader: leader, Players: 4, Tricks: tricks}, s.Rules)
	tap(t, w, lang.X("game.write", "Write"))
	if u.current != s {
		t.Fatal("writing returns to the sheet")
	}
	sheet := engineTotals(t, svc, s)
	if len(sheet.Deals) != 1 || sheet.Deals[0].Pending || !slices.Equal(sheet.Deals[0].Actual, res.Points) {
		t.Errorf("the sheet's points %+v, the tricks' %v", sheet.Deals, res.Points)
	}
	if len(s.View.File.Rounds[0].Tricks) != 9 {
		t.Errorf("the deal is written card by card: %+v", s.View.File.Rounds[0])
	}
}

func TestAWeisShownDuringTheFirstTrickIsCheckedAtTheEnd(t *testing.T) {
	u, g := openCards(t, landscape, "C")
	w := u.win
	s := u.current.(*cards.Screen)
	tricks := legalDeal(t, 4, "CK CQ D6 D7 D8 D9 S6 H6 HA", tally.TrumpContract(tally.Clubs), 0, g.Rules)
	tapCard(t, w, tricks[0][0])
	showWeis := func(cards string) {
		t.Helper()
		tap(t, w, lang.X("cards.weis", "Declare Weis"))
		tap(t, w, "Anna shows a Weis")
		for _, k := range mustCards(t, cards) {
			tapCard(t, w, k)
		}
		tap(t, w, lang.X("cards.declare", "Declare"))
	}
	showWeis("D6 D7 HA")
	if s.Message() != lang.X("cards.notWeis", "These cards are not a Weis.") || s.WeisSeat() != 0 {
		t.Fatalf("three cards that are no Weis are refused: %q", s.Message())
	}
	tap(t, w, lang.X("game.cancelCorrection", "Cancel"))
	if len(g.Cards.Played) != 1 || len(g.Cards.Weis) != 0 {
		t.Fatalf("picking a Weis plays no card: %v %v", g.Cards.Played, g.Cards.Weis)
	}
	showWeis("D6 D7 D8 D9")
	if len(g.Cards.Weis) != 1 || !shows(w, "Declare Weis (1)") || !shows(w, "Trick 1 · Beat plays") {
		t.Fatalf("Anna's run is declared and Beat plays on: %v %q", g.Cards.Weis, shownTexts(w))
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
	if want.Weis[0] != 50 || !shows(w, "Weis A 50") {
		t.Errorf("the engine gives Anna and Cla the Weis: %v, %q", want.Weis, shownTexts(w))
	}
	tap(t, w, lang.X("game.write", "Write"))
	if g.state.Totals != want.Score {
		t.Errorf("totals %v, engine %v", g.state.Totals, want.Score)
	}
}

func TestClosingTheWindowKeepsTheCards(t *testing.T) {
	u, g := openCards(t, landscape, "S")
	tapCard(t, u.win, tally.MustCard("SJ"))
	u.win.Close()
	b, err := u.store.Draft(g.View.ID)
	if err != nil || !strings.Contains(string(b), `"played":["SJ"]`) {
		t.Errorf("the last card must be in the draft when the window closes: %s %v", b, err)
	}
}
