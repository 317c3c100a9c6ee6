package ui

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
)

func TestStartAfterARestart(t *testing.T) {
	players := []string{"Anna", "Beat", "Cla", "Dora"}
	const board = "Anna & Cla – Beat & Dora"

	t.Run("should open the game that was on screen when the app stopped", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			createGame(t, svc, "seed", []string{"E", "F", "G", "H"}, 1)
			id := createGame(t, svc, "seed", players, 2)
			a := test.NewTempApp(t)
			first := newUIOn(t, a, svc, landscape)
			first.Start()
			if first.home == nil {
				t.Fatal("the first start does not show the list")
			}
			tapText(t, first, board)
			// The app stops; it starts again with the same preferences and games.
			again := newUIOn(t, a, svc, landscape)
			again.Start()
			if again.game == nil || again.game.view.ID != id || label(again, board) == nil {
				t.Fatalf("the restart shows %q", texts(again))
			}
		})
	})

	t.Run("should show the list when the players had gone home", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			id := createGame(t, svc, "seed", players, 0)
			a := test.NewTempApp(t)
			first := newUIOn(t, a, svc, landscape)
			if err := first.OpenGame(id); err != nil {
				t.Fatal(err)
			}
			tapButton(button(t, first, "", theme.HomeIcon()))
			again := newUIOn(t, a, svc, landscape)
			again.Start()
			if again.home == nil || again.game != nil {
				t.Fatalf("the restart shows %q", texts(again))
			}
		})
	})

	t.Run("should show the list when the game was deleted", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			id := createGame(t, svc, "seed", players, 0)
			a := test.NewTempApp(t)
			if err := newUIOn(t, a, svc, landscape).OpenGame(id); err != nil {
				t.Fatal(err)
			}
			if err := svc.Delete(id); err != nil {
				t.Fatal(err)
			}
			again := newUIOn(t, a, svc, landscape)
			again.Start()
			if again.home == nil || again.game != nil {
				t.Fatalf("the restart shows %q", texts(again))
			}
			if a.Preferences().String(PrefOpenGame) != "" {
				t.Error("the deleted game is still remembered")
			}
		})
	})

	t.Run("should forget a game deleted from the list", func(t *testing.T) {
		svc := newFakeService()
		id := createGame(t, svc, "seed", players, 0)
		a := test.NewTempApp(t)
		u := newUIOn(t, a, svc, landscape)
		u.ShowHome()
		a.Preferences().SetString(PrefOpenGame, id.String())
		tapButton(button(t, u, "", theme.DeleteIcon()))
		if a.Preferences().String(PrefOpenGame) != "" {
			t.Error("the deleted game is still remembered")
		}
	})

	t.Run("should show the list when the remembered game is gone or unreadable", func(t *testing.T) {
		for _, remembered := range []string{"999", "not a number", "0"} {
			svc := newFakeService()
			a := test.NewTempApp(t)
			a.Preferences().SetString(PrefOpenGame, remembered)
			u := newUIOn(t, a, svc, landscape)
			u.Start()
			if u.home == nil {
				t.Errorf("remembered %q: the start shows %T", remembered, u.current)
			}
		}
		svc := newFakeService()
		coiffeur, err := svc.Create(persistence.NewGame{Mode: tally.Coiffeur, Players: players})
		if err != nil {
			t.Fatal(err)
		}
		a := test.NewTempApp(t)
		a.Preferences().SetString(PrefOpenGame, coiffeur.String())
		u := newUIOn(t, a, svc, landscape)
		u.Start()
		if _, ok := u.current.(*coiffeurScreen); !ok || dialogShown(u) != "" {
			t.Errorf("a remembered Coiffeur game opens its sheet, not %T (dialog %q)", u.current, dialogShown(u))
		}

		svc = newFakeService()
		id := createGame(t, svc, "seed", players, 0)
		svc.fail["Load"] = errors.New("the database is damaged")
		a = test.NewTempApp(t)
		a.Preferences().SetString(PrefOpenGame, id.String())
		u = newUIOn(t, a, svc, landscape)
		u.Start()
		if u.home == nil || !strings.Contains(texts(u), board) {
			t.Errorf("a game that cannot be loaded: the start shows %q", texts(u))
		}
	})
}
