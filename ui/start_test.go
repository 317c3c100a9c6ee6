package ui

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/coiffeur"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
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
			if schieberOn(again) == nil || schieberOn(again).View.ID != id || label(again, board) == nil {
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
			tapOn(t, first, "", theme.HomeIcon())
			again := newUIOn(t, a, svc, landscape)
			again.Start()
			if again.home == nil || schieberOn(again) != nil {
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
			if again.home == nil || schieberOn(again) != nil {
				t.Fatalf("the restart shows %q", texts(again))
			}
			if a.Preferences().String(openGameKey(svc)) != "" {
				t.Error("the deleted game is still remembered")
			}
		})
	})

	t.Run("should forget a game deleted from the list", func(t *testing.T) {
		svc := fakestore.New()
		id := createGame(t, svc, "seed", players, 0)
		a := test.NewTempApp(t)
		u := newUIOn(t, a, svc, landscape)
		u.ShowHome()
		a.Preferences().SetString(openGameKey(svc), id.String())
		tapOn(t, u, "", theme.DeleteIcon())
		if a.Preferences().String(openGameKey(svc)) != "" {
			t.Error("the deleted game is still remembered")
		}
	})

	t.Run("should show the list when the remembered game is gone or unreadable", func(t *testing.T) {
		for _, remembered := range []string{"999", "not a number", "0"} {
			svc := fakestore.New()
			a := test.NewTempApp(t)
			a.Preferences().SetString(openGameKey(svc), remembered)
			u := newUIOn(t, a, svc, landscape)
			u.Start()
			if u.home == nil {
				t.Errorf("remembered %q: the start shows %T", remembered, u.current)
			}
		}
		svc := fakestore.New()
		sheet, err := svc.Create(persistence.NewGame{Mode: tally.Coiffeur, Players: players})
		if err != nil {
			t.Fatal(err)
		}
		a := test.NewTempApp(t)
		a.Preferences().SetString(openGameKey(svc), sheet.String())
		u := newUIOn(t, a, svc, landscape)
		u.Start()
		if _, ok := u.current.(*coiffeur.Screen); !ok || dialogShown(u) != "" {
			t.Errorf("a remembered Coiffeur game opens its sheet, not %T (dialog %q)", u.current, dialogShown(u))
		}

		svc = fakestore.New()
		id := createGame(t, svc, "seed", players, 0)
		svc.Fail("Load", errors.New("the database is damaged"))
		a = test.NewTempApp(t)
		a.Preferences().SetString(openGameKey(svc), id.String())
		u = newUIOn(t, a, svc, landscape)
		u.Start()
		if u.home == nil || !strings.Contains(texts(u), board) {
			t.Errorf("a game that cannot be loaded: the start shows %q", texts(u))
		}
	})
}

// Each database remembers its own game: the app started on a second database (--db) does not
// open the first one's game id there, and each start reopens the game of its own file, also
// when the file is named by another path to it.
func TestStartRemembersTheGamePerDatabase(t *testing.T) {
	dir := t.TempDir()
	open := func(name string) *persistence.Store {
		s, err := persistence.Open(filepath.Join(dir, name), persistence.Options{NoAutoBackup: true})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	a, b := open("a.db"), open("b.db")
	gameA := createGame(t, a, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 1)
	createGame(t, b, "seed", []string{"Edi", "Fritz", "Gina", "Hans"}, 1)
	bOwn := createGame(t, b, "seed", []string{"Ida", "Jon", "Kurt", "Lea"}, 1)
	if gameA != 1 {
		t.Fatalf("the test wants the id of a's game to be a game of b too; it is %d", gameA)
	}
	app := test.NewTempApp(t)
	if err := newUIOn(t, app, a, landscape).OpenGame(gameA); err != nil {
		t.Fatal(err)
	}
	onB := newUIOn(t, app, b, landscape)
	onB.Start()
	if onB.home == nil {
		t.Fatalf("started on b, the app should show b's list, not a's game id; it shows %q", texts(onB))
	}
	if err := onB.OpenGame(bOwn); err != nil {
		t.Fatal(err)
	}
	// a again, by a path with a detour: the same file, the same game.
	t.Chdir(dir)
	if err := os.Mkdir("sub", 0o755); err != nil {
		t.Fatal(err)
	}
	same := &pathAlias{Store: a, path: filepath.Join("sub", "..", "a.db")}
	for _, c := range []struct {
		svc     Service
		want    persistence.GameID
		players string
	}{{same, gameA, "Anna & Cla"}, {b, bOwn, "Ida & Kurt"}} {
		u := newUIOn(t, app, c.svc, landscape)
		u.Start()
		if schieberOn(u) == nil || schieberOn(u).View.ID != c.want || !strings.Contains(texts(u), c.players) {
			t.Errorf("the restart should reopen game %d (%s); it shows %q", c.want, c.players, texts(u))
		}
	}
}

// pathAlias is a store named by another path to its file.
type pathAlias struct {
	*persistence.Store
	path string
}

func (p *pathAlias) Path() string { return p.path }
