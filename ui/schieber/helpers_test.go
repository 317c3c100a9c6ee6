package schieber

import (
	"os"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/internal/gamehost"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
)

// Service is what these tests ask of a service.
type Service = gamehost.Service

func TestMain(m *testing.M) { os.Exit(gamehost.Main(m)) }

var landscape = fyne.NewSize(1280, 800)

// newUIOn opens a test window of the given size in app a (a new test app if nil) on svc.
func newUIOn(t *testing.T, a fyne.App, svc Service, size fyne.Size) *gamehost.App {
	t.Helper()
	return gamehost.NewApp(t, a, svc, size, New)
}

// newTestUI opens a test window of the given size on a real store in a temp dir.
func newTestUI(t *testing.T, size fyne.Size) (*gamehost.App, *persistence.Store) {
	t.Helper()
	store := gamehost.TempStore(t)
	return newUIOn(t, nil, store, size), store
}

// startGame creates a Schieber game as the new-game screen does (the holder of the 7 of clubs,
// starter, chooses first) and opens it.
func startGame(t *testing.T, u *gamehost.App, names [4]string, starter int, presetName string) *Screen {
	t.Helper()
	id := playtest.Create(t, u.Store, tally.Schieber, names[:], map[string]any{"preset": presetName})
	first := entry.NewSchieber(starter)
	if err := u.Store.SaveDraft(id, first.MarshalDraft()); err != nil {
		t.Fatal(err)
	}
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	s, ok := u.Current.(*Screen)
	if !ok {
		t.Fatal("the game screen did not open")
	}
	return s
}
