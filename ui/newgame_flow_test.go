package ui

import (
	"fmt"
	"testing"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// A game started on the new-game form opens on its own screen as the form set it up: the
// Schieber on the holder of the 7, the Coiffeur on the first chooser, the Differenzler on the
// first dealer. What the form checks and writes is its own package's test (ui/newgame).

// fillNames types the players' names into the form's name fields, in seat order, as a player
// would.
func fillNames(t *testing.T, u *UI, names ...string) {
	t.Helper()
	uitest.FillNames(t, u.win, names...)
}

// choose picks option from the select that says from, as a finger would.
func choose(t *testing.T, u *UI, from, option string) {
	t.Helper()
	uitest.Choose(t, u.win, from, option)
}

// started is the one game the form created, opened on its mode's screen.
func started(t *testing.T, u *UI, svc Service) *persistence.GameView {
	t.Helper()
	list, err := svc.List(0, true)
	if err != nil || len(list) != 1 {
		t.Fatalf("%d games (%v); the form says %q", len(list), err, texts(u))
	}
	if d := dialogShown(u); d != "" {
		t.Errorf("after Start the app says %q", d)
	}
	v, err := svc.Load(list[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	want := map[tally.Game]string{tally.Schieber: "*schieber.Screen", tally.Coiffeur: "*coiffeur.Screen",
		tally.Differenzler: "*differenzler.Screen"}[v.Game.Mode]
	if got := fmt.Sprintf("%T", u.current); got != want {
		t.Errorf("the new game opened as %s, want %s", got, want)
	}
	return v
}

// A Schieber started with Cla holding the 7 and played to 3000 opens with Cla as Vorhand.
func TestNewSchieberOpensOnTheHolderOfTheSeven(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		u := newUIOn(t, nil, svc, landscape)
		u.ShowNewGame()
		fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
		choose(t, u, "Anna", "Cla")
		choose(t, u, "2500", "3000")
		tapOn(t, u, "Start the game", nil)
		list, _ := svc.List(0, true)
		v, _ := svc.Load(list[0].ID)
		if v.Game.Rules.Target != 3000 {
			t.Errorf("target %d", v.Game.Rules.Target)
		}
		if schieberOn(u) == nil || !shows(u.win, "Vorhand: Cla") {
			t.Errorf("the first Vorhand is not Cla: %q", shownTexts(u.win))
		}
	})
}

func TestNewCoiffeurOpensOnTheFirstChooser(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		u := newUIOn(t, nil, svc, landscape)
		u.ShowNewGame()
		choose(t, u, "Schieber", "Coiffeur")
		fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
		choose(t, u, "Anna", "Cla")
		tapOn(t, u, "Start the game", nil)
		v := started(t, u, svc)
		if len(v.File.Rounds) != 0 {
			t.Fatalf("the new game holds %d deals", len(v.File.Rounds))
		}
		// The entry names the chooser on its Pass button and the Vorhand on its own.
		if !shows(u.win, "Cla chooses · Pass") || !shows(u.win, "Vorhand: Cla") {
			t.Errorf("the opened game does not say that Cla chooses: %q", shownTexts(u.win))
		}
	})
}

func TestNewDifferenzlerOpensOnTheFirstDealer(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		u := newUIOn(t, nil, svc, landscape)
		u.ShowNewGame()
		choose(t, u, "Schieber", "Differenzler")
		fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
		choose(t, u, "Anna", "Cla")
		tapOn(t, u, "Start the game", nil)
		v := started(t, u, svc)
		if len(v.File.Rounds) != 0 {
			t.Fatalf("the new game holds %d deals", len(v.File.Rounds))
		}
		if !shows(u.win, "Deals: Cla") {
			t.Errorf("the opened game does not say that Cla deals: %q", shownTexts(u.win))
		}
	})
}
