package differenzler

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

func TestDifferenzlerPointsComeOutOfTheTricks(t *testing.T) {
	svc := fakestore.New()
	u, s := openDifferenzler(t, svc, landscape, fourPlayers, map[string]any{"preset": "seed"})
	w := u.Win
	if !uitest.FindButton(t, w, lang.X("cards.open", "Card by card"), false).Disabled() {
		t.Error("card by card waits for the predictions")
	}
	tapPredictions(t, w, "Hearts", "40", "40", "40", "37")
	r := s.View.File.Rounds[0]
	tap(t, w, lang.X("cards.open", "Card by card"))
	leader := (*r.Dealer + 1) % 4
	tricks := playtest.LegalDeal(t, 9, "", tally.TrumpContract(tally.Hearts), leader, s.Rules)
	if !shows(w, "Trick 1 · "+fourPlayers[leader]+" plays") {
		t.Errorf("Vorhand, the seat after the dealer, leads: %q", shownTexts(w))
	}
	// A Differenzler counts no Weis, no Stöck and has no teams to give a revoke's tricks to:
	// the entry offers none of the three.
	for _, none := range []string{lang.X("cards.weis", "Declare Weis"), lang.X("game.stoeck", "Stöck"), lang.X("cards.penalty", "Revoke penalty")} {
		if shows(w, none) {
			t.Errorf("the Differenzler's card entry offers %q", none)
		}
	}
	for _, tr := range tricks {
		for _, k := range tr {
			playtest.TapCard(t, w, k)
		}
	}
	res := tally.CheckPlay(tally.Play{Contract: tally.TrumpContract(tally.Hearts), Leader: leader, Players: 4, Tricks: tricks}, s.Rules)
	tap(t, w, lang.X("game.write", "Write"))
	if u.Current != s {
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
