package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/cards"
	"github.com/jasstafel/jasstafel/ui/coiffeur"
	"github.com/jasstafel/jasstafel/ui/differenzler"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// sidewaysPhone is a phone held sideways: no game screen has room there for every control at a
// finger's height.
var sidewaysPhone = uitest.SidewaysPhone

// A phone held sideways keeps its size. The Schieber board puts its entry panel in two columns
// beside a narrower board: every control in sight and a finger big, a deal written. (Before, the
// window grew past the screen, and a browser, whose page cannot grow, cut the header and Write
// off.)
func TestASidewaysPhoneShowsTheBoardAndTheCards(t *testing.T) {
	u, store := newTestUI(t, sidewaysPhone)
	g := startGame(t, u, [4]string{"Anna", "Beat", "Cla", "Dora"}, 0, "seed")
	w := u.win
	relayout(u)
	uitest.CheckScreenFits(t, w, sidewaysPhone, 35, "Schieber board")
	write := func() uitest.TapTarget { return uitest.FindButton(t, w, lang.X("game.write", "Write"), false) }
	home := uitest.FindIconButton(t, w, theme.HomeIcon())
	if !uitest.InSight(w, home.(fyne.CanvasObject)) || !uitest.InSight(w, write().(fyne.CanvasObject)) {
		t.Error("Home and Write are not both in sight")
	}
	writeDeal(t, w, "Obenabe ×3", "100")
	if n := len(loadGame(t, store, g.View.ID).File.Rounds); n != 1 {
		t.Errorf("%d deals written, want 1", n)
	}

	// The card entry puts the cards in a column of their own beside the rest: every card,
	// Back and Write in sight at once, each a finger high, and nothing to scroll.
	tap(t, w, "Obenabe ×3")
	tap(t, w, lang.X("cards.open", "Card by card"))
	if _, ok := u.current.(*cards.Screen); !ok {
		t.Fatal("the card entry did not open")
	}
	relayout(u)
	uitest.CheckScreenFits(t, w, sidewaysPhone, tally.NumCards+4, "card entry")
	for _, label := range []string{lang.X("nav.back", "Back"), lang.X("game.write", "Write")} {
		if b := uitest.FindButton(t, w, label, false); !uitest.InSight(w, b.(fyne.CanvasObject)) {
			t.Errorf("the card entry's %q is out of sight", label)
		}
	}
	for k := range tally.Card(tally.NumCards) {
		if !uitest.InSight(w, playtest.CardButton(t, w, k)) {
			t.Errorf("the card entry's %s is out of sight", k)
		}
	}
	// A card tapped is played: the trick shows it at Beat's seat, Vorhand of the second deal.
	playtest.TapCard(t, w, tally.NewCard(tally.Spades, tally.Ace))
	if !shows(w, "Beat ♠A") {
		t.Errorf("the ace of spades played sideways: %q", shownTexts(w))
	}
}

// The Coiffeur grid on a phone held sideways puts its panel in two columns beside the grid:
// nothing to scroll, Home, the pad and Write in sight. (It scrolled to reach Write.) The
// Coiffeur's layout sweep writes a cell there.
func TestASidewaysPhoneShowsTheCoiffeurGridWhole(t *testing.T) {
	u, _ := newTestUI(t, sidewaysPhone)
	id := playtest.Create(t, u.store, tally.Coiffeur, []string{"Anna", "Beat", "Cla", "Dora"}, map[string]any{"preset": "seed"})
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	w := u.win
	relayout(u)
	uitest.CheckScreenFits(t, w, sidewaysPhone, 20, "Coiffeur grid")
	for _, b := range []fyne.CanvasObject{uitest.FindIconButton(t, w, theme.HomeIcon()).(fyne.CanvasObject), u.current.(*coiffeur.Screen).WriteButton} {
		if !uitest.InSight(w, b) {
			t.Errorf("%s is out of sight", uitest.ControlsBelow(w.Content())[b].Label)
		}
	}
}

// The Differenzler sheet on a phone held sideways puts its panel in two columns beside the
// sheet, the suits as their signs: nothing to scroll, every control in sight and a finger big, a
// deal's predictions and points written. (It scrolled some 130 px to reach Write.)
func TestASidewaysPhoneShowsTheDifferenzlerSheetWhole(t *testing.T) {
	u, store := newTestUI(t, sidewaysPhone)
	id := playtest.Create(t, u.store, tally.Differenzler, []string{"Anna", "Beat", "Cla", "Dora"}, map[string]any{"preset": "seed"})
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	w := u.win
	relayout(u)
	uitest.CheckScreenFits(t, w, sidewaysPhone, 30, "Differenzler sheet")
	s := u.current.(*differenzler.Screen)
	for _, b := range []fyne.CanvasObject{uitest.FindIconButton(t, w, theme.HomeIcon()).(fyne.CanvasObject), s.WriteButton, s.ByCards} {
		if !uitest.InSight(w, b) {
			t.Errorf("%s is out of sight", uitest.ControlsBelow(w.Content())[b].Label)
		}
	}
	playtest.DifferenzlerPredictions(t, w, "Hearts", "40", "30", "50", "37") // each suit its sign alone
	playtest.DifferenzlerPoints(t, w, "45", "30", "52", "30")
	v, err := store.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	// Typed from Vorhand, Beat, round to the dealer, Anna.
	if len(v.File.Rounds) != 1 || !slices.Equal(v.File.Rounds[0].Predictions, []int{37, 40, 30, 50}) ||
		!slices.Equal(v.File.Rounds[0].Points, []int{30, 45, 30, 52}) {
		t.Fatalf("the deal written is %+v", v.File.Rounds)
	}
}

// The list of deals on a phone held sideways takes the window's height and puts its Best
// contract beside the line about the magnifier, so that more than one deal is in sight at once.
// (Only the first deal was, the second cut in half.)
func TestASidewaysPhoneListsDealsInSight(t *testing.T) {
	svc := fakestore.New()
	u := newUIOn(t, nil, svc, sidewaysPhone)
	if err := u.OpenGame(createGame(t, svc, "seed", fourPlayers, 6)); err != nil {
		t.Fatal(err)
	}
	relayout(u)
	tapOn(t, u, "", theme.ListIcon())
	relayout(u)
	inSight := 0
	for _, o := range uitest.Visible(u.win.Canvas().Overlays().Top()) {
		if l, ok := o.(*widget.Label); ok && len(l.Text) > 3 && strings.Contains("123456", l.Text[:1]) && l.Text[1] == '.' {
			if uitest.InSight(u.win, l) {
				inSight++
			}
		}
	}
	if inSight < 3 {
		t.Errorf("%d deals of 6 in sight in the list of deals: %q", inSight, dialogShown(u))
	}
	for _, label := range []string{lang.X("dialog.close", "Close"), lang.X("forecast.best", "Best contract")} {
		if b := uitest.Button(t, u.win, label, nil); !uitest.InSight(u.win, b) {
			t.Errorf("%q is out of sight", label)
		}
	}
}

// homeScreenAppSideways is the page of the app added to a phone's home screen, held sideways:
// the phone's 915×412 less its status bar above and its navigation bar beside the page.
var homeScreenAppSideways = fyne.NewSize(867, 388)

// There every game screen and the card entry show every control a finger big without scrolling,
// as on the whole sideways screen.
func TestTheHomeScreenAppSidewaysShowsEveryScreenWhole(t *testing.T) {
	size := homeScreenAppSideways
	for _, m := range []tally.Game{tally.Schieber, tally.Coiffeur, tally.Differenzler} {
		u, _ := newTestUI(t, size)
		id := playtest.Create(t, u.store, m, []string{"Anna", "Beat", "Cla", "Dora"}, map[string]any{"preset": "seed"})
		if err := u.OpenGame(id); err != nil {
			t.Fatal(err)
		}
		relayout(u)
		uitest.CheckScreenFits(t, u.win, size, 20, fmt.Sprint(m))
		if m == tally.Schieber {
			tap(t, u.win, "Obenabe ×3")
			tap(t, u.win, lang.X("cards.open", "Card by card"))
			relayout(u)
			uitest.CheckScreenFits(t, u.win, size, tally.NumCards+4, "card entry")
		}
	}
}
