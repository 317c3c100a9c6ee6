package schieber

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/analysis"
	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/analysisview"
	"github.com/jasstafel/jasstafel/ui/forecast"
	"github.com/jasstafel/jasstafel/ui/game"
	"github.com/jasstafel/jasstafel/ui/internal/gamehost"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// playDeal taps a whole deal in on the card entry and writes it.
func playDeal(t *testing.T, u *gamehost.App, tricks [][]tally.Card) {
	t.Helper()
	for _, tr := range tricks {
		for _, k := range tr {
			tapCard(t, u.Win, k)
		}
	}
	uitest.Tap(t, u.Win, lang.X("game.write", "Write"))
}

// analysisShown is the analysis on screen once its search has ended.
func analysisShown(t *testing.T, u *gamehost.App) *analysisview.Screen {
	t.Helper()
	a, ok := u.Current.(*analysisview.Screen)
	if !ok {
		t.Fatalf("the analysis did not open: %q", uitest.ShownTexts(u.Win))
	}
	a.Wait()
	return a
}

// analyseLastDeal taps tricks in on the card entry, open in contract, writes the deal, opens the
// analysis of the last deal and checks that it shows the solver's best play from the first card,
// the points as played and every card solved.
func analyseLastDeal(t *testing.T, u *gamehost.App, g *Screen, contract tally.Contract, tricks [][]tally.Card) {
	t.Helper()
	playDeal(t, u, tricks)
	uitest.Tap(t, u.Win, lang.X("analysis.open", "Analysis"))
	uitest.Tap(t, u.Win, lang.X("analysis.last", "The last deal played card by card"))
	analysisShown(t, u)
	play := tally.CheckPlay(tally.Play{Contract: contract, Leader: 0, Players: 4, Tricks: tricks}, g.Rules)
	var hands [4]tally.CardSet
	copy(hands[:], play.Hands)
	best, err := solver.New().Solve(solver.Deal{Contract: contract, Rules: g.Rules, Hands: hands})
	if err != nil {
		t.Fatal(err)
	}
	made := [2]int{play.Points[0] + play.Points[2], play.Points[1] + play.Points[3]}
	uitest.ShowsAll(t, u.Win, "the analysis of "+contract.String(),
		fmt.Sprintf("Best play from the first card: Anna & Cla %d · Beat & Dora %d", best.Team[0], best.Team[1]),
		fmt.Sprintf("As played: Anna & Cla %d · Beat & Dora %d", made[0], made[1]),
		"Solved: 36 cards in ")
}

// A deal written card by card is one tap from its analysis, which shows what each team could
// have made from the first card (the solver's answer), what they made, every card that cost its
// team points with how many, and a line for every card; Back returns to the board.
func TestAnalysisOfTheDealJustWritten(t *testing.T) {
	u, _ := newTestUI(t, landscape)
	g := startGame(t, u, playtest.CardPlayers, 0, "seed")
	uitest.Tap(t, u.Win, lang.X("analysis.open", "Analysis"))
	if b, ok := uitest.FindButton(t, u.Win, lang.X("analysis.last", "The last deal played card by card"), false).(*widget.Button); !ok || !b.Disabled() {
		t.Error("the analysis is offered before a deal was entered card by card")
	}
	uitest.Tap(t, u.Win, lang.X("dialog.close", "Close"))
	test.Tap(g.contracts["obenabe"])
	uitest.Tap(t, u.Win, lang.X("cards.open", "Card by card"))
	contract := tally.ContractObenabe
	tricks := legalDeal(t, 7, "SA SK HA D6 D7 C6 C7 C8 H9", contract, 0, g.Rules)
	analyseLastDeal(t, u, g, contract, tricks)

	// Every card that cost points is named with its loss, as the analysis counts it.
	a, err := analysis.New(analysis.Deal{Contract: contract, Rules: g.Rules, Leader: 0, Tricks: tricks})
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Run(solver.New(), nil, func(int, analysis.Step) {}); err != nil {
		t.Fatal(err)
	}
	costly := analysis.Costly(a.Steps)
	if len(costly) == 0 {
		t.Fatal("the seeded deal, played with the lowest legal cards, must have a card that cost points")
	}
	players := g.View.File.Players
	for _, st := range costly {
		var best []string
		for _, k := range st.BestCards {
			best = append(best, kit.CardText(k, kit.SkinFrench))
		}
		want := fmt.Sprintf("Trick %d, %s %s: –%d (best: %s)", st.Trick+1, players[st.Seat], kit.CardText(st.Card, kit.SkinFrench), st.Loss, strings.Join(best, " "))
		if !uitest.Shows(u.Win, want) {
			t.Errorf("the costly card %q is not shown: %q", want, uitest.ShownTexts(u.Win))
		}
	}
	lines := 0
	for _, s := range uitest.ShownTexts(u.Win) {
		if strings.HasPrefix(s, "Trick ") && strings.Contains(s, " → ") {
			lines++
			if strings.HasSuffix(s, "…") {
				t.Errorf("a card is left unsolved: %q", s)
			}
		}
	}
	if lines != 36 {
		t.Errorf("%d card lines, want 36", lines)
	}
	t.Logf("%d costly cards: %+v", len(costly), costly)

	uitest.Tap(t, u.Win, lang.X("nav.back", "Back"))
	if u.Current != g {
		t.Fatal("Back must return to the board")
	}
}

// A Slalom entered card by card is analysed as the other contracts are: its tricks change their
// order of power one after the other, and the best play the screen shows is the solver's.
func TestASlalomIsAnalysed(t *testing.T) {
	u, _ := newTestUI(t, landscape)
	g := startGame(t, u, playtest.CardPlayers, 0, "jasspro")
	test.Tap(g.contracts["slalom-undenufe"])
	uitest.Tap(t, u.Win, lang.X("cards.open", "Card by card"))
	contract := tally.Contract{Kind: tally.KindSlalom, Start: tally.Undenufe}
	tricks := legalDeal(t, 5, "SA SK HA D6 D7 C6 C7 C8 H9", contract, 0, g.Rules)
	analyseLastDeal(t, u, g, contract, tricks)
	// Each card's line names the mode of its trick: Undenufe first, then Obenabe, in turns.
	// Anna, seat 0, plays the card at her place from the trick's leader.
	play := tally.CheckPlay(tally.Play{Contract: contract, Leader: 0, Players: 4, Tricks: tricks}, g.Rules)
	for i, tr := range tricks {
		mode := []string{"Undenufe", "Obenabe"}[i%2]
		line := fmt.Sprintf("Trick %d · %s · Anna %s → ", i+1, mode, kit.CardText(tr[(4-play.Tricks[i].Leader)%4], kit.SkinFrench))
		if !slices.ContainsFunc(uitest.ShownTexts(u.Win), func(s string) bool { return strings.HasPrefix(s, line) }) {
			t.Errorf("no line begins %q: %q", line, uitest.ShownTexts(u.Win))
		}
	}
}

// The hints above the list of deals for a greyed magnifier: the short one where typing was the
// only reason, the long one where the contract or the table was another.
var (
	typedHint    = lang.X("game.analysisTyped", "The magnifier analyses a deal entered card by card.")
	analysisHint = lang.X("game.analysisHint", "The magnifier analyses a deal entered card by card, of two sides of two players, in a trump suit, Obenabe, Undenufe, Slalom, Guschti, Mary or Trio.")
)

// The list of deals offers the analysis of a deal entered card by card, and of no other; while
// a deal's magnifier is greyed, a line above the deals says why: in one short line where the
// deal was typed in a contract the analysis takes.
func TestAnalysisFromTheListOfDeals(t *testing.T) {
	u, g := openCards(t, landscape, "undenufe")
	tricks := legalDeal(t, 3, "SA SK HA D6 D7 C6 C7 C8 H9", tally.ContractUndenufe, 0, g.Rules)
	playDeal(t, u, tricks)
	uitest.Tap(t, u.Win, lang.X("game.history", "Deals"))
	if uitest.Shows(u.Win, analysisHint) || uitest.Shows(u.Win, typedHint) {
		t.Error("the list says which deals the analysis takes while it takes every deal")
	}
	uitest.Tap(t, u.Win, lang.X("dialog.close", "Close"))
	test.Tap(g.contracts["obenabe"])
	uitest.TapDigits(t, u.Win, "80")
	uitest.Tap(t, u.Win, lang.X("game.write", "Write"))
	if len(g.View.Game.Schieber) != 2 {
		t.Fatalf("%d deals written, want 2", len(g.View.Game.Schieber))
	}
	uitest.Tap(t, u.Win, lang.X("game.history", "Deals"))
	var analyse []*widget.Button
	for _, o := range uitest.LaidOut(u.Win.Canvas().Overlays().Top()) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && b.Icon != nil && b.Icon.Name() == game.AnalysisIcon().Name() {
			analyse = append(analyse, b)
		}
	}
	if len(analyse) != 2 || analyse[0].Disabled() || !analyse[1].Disabled() {
		t.Fatalf("%d analysis buttons; want 2, the first (cards) enabled, the second (points) not", len(analyse))
	}
	if !uitest.Shows(u.Win, typedHint) || uitest.Shows(u.Win, analysisHint) {
		t.Errorf("a typed Obenabe's greyed magnifier wants the short hint alone: %q", uitest.ShownTexts(u.Win))
	}
	test.Tap(analyse[0])
	a := analysisShown(t, u)
	if !uitest.Shows(u.Win, "Analysis · ") || !uitest.Shows(u.Win, "Solved: 36 cards") {
		t.Errorf("the analysis of the first deal: %q", uitest.ShownTexts(u.Win))
	}
	a.Close()
}

// A Slalom whose cards count by each trick's mode is not analysed, typed or not: the list of
// deals says which deals the analysis takes, not only that they are entered card by card.
func TestTheListSaysWhichContractsAreAnalysed(t *testing.T) {
	u, _ := newTestUI(t, landscape)
	id := playtest.Create(t, u.Store, tally.Schieber, playtest.CardPlayers[:], map[string]any{"preset": "jasspro", "mixedValues": "perTrick"})
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	g := u.Current.(*Screen)
	// The Slalom first, then an Obenabe typed: one deal that typing alone greys does not make
	// the other's reason the short one.
	for _, contract := range []string{"slalom-undenufe", "obenabe"} {
		test.Tap(g.contracts[contract])
		uitest.TapDigits(t, u.Win, "80")
		uitest.Tap(t, u.Win, lang.X("game.write", "Write"))
	}
	if len(g.View.Game.Schieber) != 2 {
		t.Fatalf("%d deals written, want 2", len(g.View.Game.Schieber))
	}
	uitest.Tap(t, u.Win, lang.X("game.history", "Deals"))
	if !uitest.Shows(u.Win, analysisHint) || uitest.Shows(u.Win, typedHint) {
		t.Errorf("a Slalom counted per trick wants the long hint alone: %q", uitest.ShownTexts(u.Win))
	}
}

// Leaving the analysis while it searches stops the search: Back does not wait for the answer,
// and nothing of the search runs on.
func TestLeavingTheAnalysisStopsTheSearch(t *testing.T) {
	u, g := openCards(t, landscape, "H")
	tricks := legalDeal(t, 11, "HJ H9 HA SA SK D6 D7 C6 C7", tally.TrumpContract(tally.Hearts), 0, g.Rules)
	playDeal(t, u, tricks)
	uitest.Tap(t, u.Win, lang.X("analysis.open", "Analysis"))
	uitest.Tap(t, u.Win, lang.X("analysis.last", "The last deal played card by card"))
	a, ok := u.Current.(*analysisview.Screen)
	if !ok {
		t.Fatal("the analysis did not open")
	}
	start := time.Now()
	uitest.Tap(t, u.Win, lang.X("nav.back", "Back"))
	took := time.Since(start)
	if u.Current != g {
		t.Fatal("Back must return to the board")
	}
	if a.Searching() {
		t.Error("the search runs on after Back")
	}
	// What the analysis showed when it was left: cut short, not waited out.
	var progress string
	for _, o := range uitest.Visible(a.Content()) {
		if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, "Solving… ") {
			progress = l.Text
		}
	}
	if progress == "" {
		t.Error("the analysis was waited out instead of stopped")
	}
	t.Logf("Back after %v; the analysis said %q", took, progress)
}

// Analysis → Best contract opens the forecast of Vorhand's hand; Back returns to the board.
func TestBestContractOpensOnVorhandsHand(t *testing.T) {
	u, _ := newTestUI(t, landscape)
	g := startGame(t, u, [4]string{"Anna", "Beat", "Cla", "Dora"}, 2, "seed")
	uitest.Tap(t, u.Win, lang.X("analysis.open", "Analysis"))
	bestContractOpens(t, u, g, "Cla")
}

// bestContractOpens taps Best contract on the screen shown and finds the forecast of vorhand's
// hand open over everything; Back returns to the board g.
func bestContractOpens(t *testing.T, u *gamehost.App, g *Screen, vorhand string) {
	t.Helper()
	uitest.Tap(t, u.Win, lang.X("forecast.best", "Best contract"))
	f, ok := u.Current.(*forecast.Screen)
	if !ok {
		t.Fatalf("the forecast did not open: %q", uitest.ShownTexts(u.Win))
	}
	if u.Win.Canvas().Overlays().Top() != nil {
		t.Error("a dialog stays open over the forecast")
	}
	uitest.ShowsAll(t, u.Win, "the forecast", "Best contract · "+vorhand, "Tap the nine cards of "+vorhand+"'s hand: 0 of 9")
	uitest.Tap(t, u.Win, lang.X("nav.back", "Back"))
	if u.Current != g {
		t.Fatal("Back must return to the board")
	}
	f.Wait()
}

// On a phone the header has no room for the Analysis button; the list of deals offers the Best
// contract of Vorhand's hand above the deals, and Back returns to the board.
func TestBestContractFromTheListOfDealsOnAPhone(t *testing.T) {
	u, _ := newTestUI(t, uitest.PhoneSize)
	g := startGame(t, u, [4]string{"Anna", "Beat", "Cla", "Dora"}, 1, "seed")
	for _, o := range uitest.OnScreen(u.Win) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && b.Icon != nil && b.Icon.Name() == game.AnalysisIcon().Name() {
			t.Fatal("the phone's header shows the Analysis button: this way to the Best contract is not the only one")
		}
	}
	uitest.TapButton(t, u.Win, uitest.FindIconButton(t, u.Win, theme.ListIcon()), "icon "+theme.ListIcon().Name()) // Deals
	bestContractOpens(t, u, g, "Beat")
}

// In the list of deals a deal's line keeps the width it needs: on a phone its buttons go under
// it, so that it wraps over two or three lines, not six or seven beside them; in landscape they
// stay beside it. Each row is as high as its words need, so that no line runs into the next,
// and a greyed button shows no box (a box showed only on the greyed ones, which then looked like
// the ones to tap).
func TestDealLinesWrapWholeOnAPhone(t *testing.T) {
	for _, size := range []fyne.Size{uitest.PhoneSize, landscape} {
		u, _ := newTestUI(t, size)
		g := startGame(t, u, [4]string{"Anna", "Beat", "Cla", "Dora"}, 0, "seed")
		for _, c := range []string{"obenabe", "undenufe", "obenabe"} {
			test.Tap(g.contracts[c])
			uitest.TapDigits(t, u.Win, "80")
			uitest.Tap(t, u.Win, lang.X("game.write", "Write"))
		}
		if size == uitest.PhoneSize {
			uitest.TapButton(t, u.Win, uitest.FindIconButton(t, u.Win, theme.ListIcon()), "icon "+theme.ListIcon().Name()) // the header's icon alone
		} else {
			uitest.Tap(t, u.Win, lang.X("game.history", "Deals"))
		}
		var labels []*widget.Label
		var buttons []*widget.Button
		for _, o := range uitest.LaidOut(u.Win.Canvas().Overlays().Top()) {
			if l, ok := o.(*widget.Label); ok && l.Visible() && strings.HasPrefix(l.Text, fmt.Sprint(len(labels)+1)+". ") {
				labels = append(labels, l)
			}
			if b, ok := o.(*widget.Button); ok && b.Visible() && b.Text == "" && b.Icon != nil && b.Icon.Name() == theme.DocumentCreateIcon().Name() {
				buttons = append(buttons, b)
			}
		}
		if len(labels) != 3 || len(buttons) != 3 {
			t.Fatalf("%v: %d deal lines and %d edit buttons shown, want 3 each", size, len(labels), len(buttons))
		}
		for i, l := range labels {
			if need := l.MinSize().Height; need > l.Size().Height+0.5 {
				t.Errorf("%v: %q needs %.0f px, its row gives it %.0f", size, l.Text, need, l.Size().Height)
			}
			d := fyne.CurrentApp().Driver()
			lp, bp := d.AbsolutePositionForObject(l), d.AbsolutePositionForObject(buttons[i])
			under := bp.Y >= lp.Y+l.Size().Height-0.5
			if phone := size == uitest.PhoneSize; phone != under {
				t.Errorf("%v: the buttons of %q are under it: %v (line at %v %v, edit at %v)", size, l.Text, under, lp, l.Size(), bp)
			}
			if size == uitest.PhoneSize && l.MinSize().Height > 4*kit.MinTouch {
				t.Errorf("%v: %q takes %.0f px: still a narrow column", size, l.Text, l.MinSize().Height)
			}
		}
		// The deals were written by numbers: their analysis is greyed, without a box.
		for _, o := range uitest.LaidOut(u.Win.Canvas().Overlays().Top()) {
			b, ok := o.(*widget.Button)
			if !ok || !b.Visible() || b.Icon == nil || b.Icon.Name() != game.AnalysisIcon().Name() {
				continue
			}
			if !b.Disabled() {
				t.Errorf("%v: the analysis of a deal written by numbers is offered", size)
			}
			for _, x := range test.WidgetRenderer(b).Objects() {
				if r, ok := x.(*canvas.Rectangle); ok && r.Visible() {
					if _, _, _, a := r.FillColor.RGBA(); a != 0 {
						t.Errorf("%v: a greyed analysis button shows a box (%v)", size, r.FillColor)
					}
				}
			}
		}
	}
}

// A Trio entered card by card is analysed too: its three blocks of tricks are played in their
// own modes, the trump block with its trump, and the best play the screen shows is the solver's.
func TestATrioIsAnalysed(t *testing.T) {
	u, g := openTrioGame(t)
	for _, label := range []string{"Trio ×5", "Undenufe ×4", "Clubs ×2", "Obenabe ×3", lang.X("cards.open", "Card by card")} {
		uitest.Tap(t, u.Win, label)
	}
	trio, _ := tally.ParseContract("trio:undenufe,C,obenabe")
	tricks := legalDeal(t, 3, "C6 CJ C9 SA SK D6 D7 H6 H7", trio, 0, g.Rules)
	analyseLastDeal(t, u, g, trio, tricks)
	for i, mode := range []string{"Undenufe", "♣ Clubs", "Obenabe"} {
		line := fmt.Sprintf("Trick %d · %s · ", 3*i+1, mode)
		if !slices.ContainsFunc(uitest.ShownTexts(u.Win), func(s string) bool { return strings.HasPrefix(s, line) }) {
			t.Errorf("no line begins %q: %q", line, uitest.ShownTexts(u.Win))
		}
	}
}
