package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/schieber"
)

func TestMain(m *testing.M) {
	os.Setenv("LANG", "en_US.UTF-8")
	os.Setenv("LANGUAGE", "en")
	if err := kit.UseLanguage("en"); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}

// newTestUI runs the real UI on Fyne's test driver with a real store in a temp dir.
func newTestUI(t *testing.T, size fyne.Size) (*UI, *persistence.Store) {
	t.Helper()
	t.Setenv("LANGUAGE", "en")
	a := test.NewTempApp(t)
	store, err := persistence.Open(filepath.Join(t.TempDir(), "games.db"), persistence.Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	w := a.NewWindow("Jasstafel")
	w.Resize(size)
	u := New(a, w, store)
	t.Cleanup(func() { uitest.CloseWindow(a, w) }) // before the store closes: the screen writes its last draft
	return u, store
}

// startGame creates a Schieber game as the new-game screen does (the holder of the 7 of clubs,
// starter, chooses first) and opens it.
func startGame(t *testing.T, u *UI, names [4]string, starter int, presetName string) *schieber.Screen {
	t.Helper()
	id := playtest.Create(t, u.store, tally.Schieber, names[:], map[string]any{"preset": presetName})
	first := entry.NewSchieber(starter)
	if err := u.store.SaveDraft(id, first.MarshalDraft()); err != nil {
		t.Fatal(err)
	}
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	g, ok := u.current.(*schieber.Screen)
	if !ok {
		t.Fatal("the game screen did not open")
	}
	return g
}

// tapTarget is a button a player taps: Fyne's or the panel's slot button.
type tapTarget = uitest.TapTarget

// onScreen is every object of the window, the dialogs on top included, as the window's own
// renderers hold them.
func onScreen(w fyne.Window) []fyne.CanvasObject { return uitest.OnScreen(w) }

// findButton finds the shown button whose label matches: the whole label, or its start when
// prefix is set.
func findButton(t *testing.T, w fyne.Window, label string, prefix bool) tapTarget {
	t.Helper()
	return uitest.FindButton(t, w, label, prefix)
}

// tap taps the button labelled label.
func tap(t *testing.T, w fyne.Window, label string) {
	t.Helper()
	uitest.Tap(t, w, label)
}

// tapDigits types points on the number pad.
func tapDigits(t *testing.T, w fyne.Window, digits string) {
	t.Helper()
	uitest.TapDigits(t, w, digits)
}

// shownTexts is every text on screen: labels, buttons and rich text.
func shownTexts(w fyne.Window) []string { return uitest.ShownTexts(w) }

// shows reports whether some text on screen contains s.
func shows(w fyne.Window, s string) bool { return uitest.Shows(w, s) }

// writeDeal taps one deal in: contract, the chosen team's points on the pad, Write.
func writeDeal(t *testing.T, w fyne.Window, contract, points string) {
	t.Helper()
	playtest.SchieberDeal(t, w, contract, points)
}

func loadGame(t *testing.T, store Service, id persistence.GameID) *persistence.GameView {
	t.Helper()
	return playtest.Load(t, store, id)
}

func findWinner(t *testing.T, w fyne.Window) string {
	t.Helper()
	return playtest.Winner(t, w)
}

// openCorrection opens written deal i from the deals list, as a player does.
func openCorrection(t *testing.T, w fyne.Window, i int) {
	t.Helper()
	uitest.OpenCorrection(t, w, i)
}

func TestShortcutsEndWithTheirScreen(t *testing.T) {
	u, store := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "seed")
	w := u.win
	writeDeal(t, w, "Hearts ×1", "100")
	writeDeal(t, w, "Hearts ×1", "100")
	ctrlZ := &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault}
	w.Canvas().(fyne.Shortcutable).TypedShortcut(ctrlZ)
	if n := len(loadGame(t, store, g.View.ID).Game.Schieber); n != 1 {
		t.Fatalf("Ctrl+Z on the game: %d deals", n)
	}
	uitest.TapButton(t, w, uitest.FindIconButton(t, w, theme.HomeIcon()), "icon "+theme.HomeIcon().Name())
	w.Canvas().(fyne.Shortcutable).TypedShortcut(ctrlZ)
	if n := len(loadGame(t, store, g.View.ID).Game.Schieber); n != 1 {
		t.Errorf("Ctrl+Z on the home screen undid a deal: %d deals", n)
	}
	typeKeys(u, "100", fyne.KeyReturn) // the game would write a deal of 100
	if n := len(loadGame(t, store, g.View.ID).Game.Schieber); n != 1 {
		t.Errorf("keys typed on the home screen wrote a deal: %d deals", n)
	}
}

// The game's own boardView rule decides how its board opens; the settings do not.
func TestTheGamesBoardViewOpensTheBoard(t *testing.T) {
	u, _ := newTestUI(t, fyne.NewSize(1280, 800))
	u.prefs.SetString(PrefBoardView, "asWritten")
	rules, _ := json.Marshal(map[string]any{"preset": "seed", "boardView": "digits"})
	id, err := u.store.Create(persistence.NewGame{Mode: tally.Schieber, Players: []string{"A", "B", "C", "D"}, Rules: rules})
	if err != nil {
		t.Fatal(err)
	}
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	if v := zboard(t, u.win).Model().View; v != "digits" {
		t.Errorf("the board opens as %q, want the game's digits", v)
	}
}

func TestHalfWrittenDealSurvivesARestart(t *testing.T) {
	u, store := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"A", "B", "C", "D"}, 1, "seed")
	w := u.win
	tap(t, w, "Obenabe ×3")
	tapDigits(t, w, "42")
	w.Close() // the players close the window; its screen writes the last draft
	// A new UI on the same store and preferences starts where the players left.
	u2 := New(u.app, u.app.NewWindow("again"), store)
	u2.Start()
	if schieberOn(u2) == nil || schieberOn(u2).View.ID != g.View.ID {
		t.Fatalf("the restart did not open the game that was played")
	}
	w2 := u2.win
	if !shows(w2, "B & D: 42") || !shows(w2, "Vorhand: B") || findButton(t, w2, "Write", false).Disabled() {
		t.Errorf("draft lost (write disabled %v): %q", findButton(t, w2, "Write", false).Disabled(), shownTexts(w2))
	}
}

func TestHomeListsResumesAndDeletesWithUndo(t *testing.T) {
	u, store := newTestUI(t, fyne.NewSize(800, 1280))
	u.ShowHome()
	if !u.home.empty.Visible() {
		t.Error("an empty store shows the hint")
	}
	startGame(t, u, [4]string{"Ruth", "Köbi", "Marlies", "Fritz"}, 0, "swisslos")
	writeDeal(t, u.win, "Clubs ×2", "120")
	uitest.TapButton(t, u.win, uitest.FindIconButton(t, u.win, theme.HomeIcon()), "icon "+theme.HomeIcon().Name())
	h := u.home
	if len(h.games) != 1 || !strings.Contains(gameTitle(h.games[0]), "Ruth & Marlies") || !strings.Contains(gameDetail(h.games[0]), "240 : 74") {
		t.Fatalf("home: %+v", h.games)
	}
	h.list.Select(0)
	if schieberOn(u) == nil || len(schieberOn(u).View.Game.Schieber) != 1 {
		t.Fatal("tapping a game does not resume it")
	}
	uitest.TapButton(t, u.win, uitest.FindIconButton(t, u.win, theme.HomeIcon()), "icon "+theme.HomeIcon().Name())
	h = u.home
	h.onDelete(h.games[0].ID)
	if len(h.games) != 0 || !h.undoBar.Visible() {
		t.Fatal("delete did not hide the game or offer undo")
	}
	test.Tap(h.undoBtn)
	if len(h.games) != 1 {
		t.Error("undo of delete did not bring the game back")
	}
	if list, _ := store.List(10, true); len(list) != 1 {
		t.Errorf("store has %d games", len(list))
	}
}

// inEveryLanguage runs f once for every language in each window size (uitest.WindowSizes).
func inEveryLanguage(t *testing.T, f func(t *testing.T, code string, size fyne.Size)) {
	uitest.InEveryLanguage(t, f)
}

// zboard is the Z-board on screen.
func zboard(t *testing.T, w fyne.Window) *kit.ZBoardWidget {
	t.Helper()
	for _, o := range onScreen(w) {
		if b, ok := o.(*kit.ZBoardWidget); ok && b.Visible() {
			return b
		}
	}
	t.Fatal("no Z-board on screen")
	return nil
}
