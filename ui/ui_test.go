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
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
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
func startGame(t *testing.T, u *UI, names [4]string, starter int, presetName string) *schieberScreen {
	t.Helper()
	rules, _ := json.Marshal(map[string]any{"preset": presetName})
	id, err := u.store.Create(persistence.NewGame{Mode: tally.Schieber, Players: names[:], Rules: rules})
	if err != nil {
		t.Fatal(err)
	}
	first := entry.NewSchieber(starter)
	if err := u.store.SaveDraft(id, first.MarshalDraft()); err != nil {
		t.Fatal(err)
	}
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	if u.game == nil {
		t.Fatal("the game screen did not open")
	}
	return u.game
}

// tapTarget is a button a player taps: Fyne's or the panel's slot button.
type tapTarget = uitest.TapTarget

// onScreen is every object of the window, the dialogs on top included, as the window's own
// renderers hold them.
func onScreen(w fyne.Window) []fyne.CanvasObject { return uitest.OnScreen(w) }

// laidOut lays o and everything below it out again, as the window does when its size changes,
// and lists them.
func laidOut(o fyne.CanvasObject) []fyne.CanvasObject { return uitest.LaidOut(o) }

// buttonText is the label of a button, and whether o is a shown button.
func buttonText(o fyne.CanvasObject) (string, tapTarget, bool) { return uitest.ButtonText(o) }

// findButton finds the shown button whose label matches: the whole label, or its start when
// prefix is set.
func findButton(t *testing.T, w fyne.Window, label string, prefix bool) tapTarget {
	t.Helper()
	return uitest.FindButton(t, w, label, prefix)
}

// findIconButton finds the shown button with icon r and no label.
func findIconButton(t *testing.T, w fyne.Window, r fyne.Resource) tapTarget {
	t.Helper()
	return uitest.FindIconButton(t, w, r)
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
	tap(t, w, contract)
	tapDigits(t, w, points)
	write := findButton(t, w, "Write", false)
	if write.Disabled() {
		t.Fatalf("Write is disabled: %q", shownTexts(w))
	}
	test.Tap(write)
}

func loadGame(t *testing.T, store *persistence.Store, id persistence.GameID) *persistence.GameView {
	t.Helper()
	v, err := store.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestPlayAGameByTapping(t *testing.T) {
	u, store := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"Anna", "Beat", "Cla", "Dora"}, 2, "seed")
	w := u.win
	if !shows(w, "Vorhand: Cla") {
		t.Fatalf("the holder of the 7 of clubs chooses first: %q", shownTexts(w))
	}
	// A dozen deals: the pad types the choosing team's points, the other team gets 157 minus.
	contracts := []string{"Diamonds ×1", "Hearts ×1", "Spades ×2", "Clubs ×2", "Obenabe ×3", "Undenufe ×4"}
	for i := range 12 {
		writeDeal(t, w, contracts[i%6], "100")
	}
	v := loadGame(t, store, g.View.ID)
	if len(v.Game.Schieber) != 12 || len(v.Report().Violations) != 0 {
		t.Fatalf("%d deals, violations %+v", len(v.Game.Schieber), v.Report().Violations)
	}
	for i, d := range v.Game.Schieber {
		if d.Vorhand != (2+i)%4 {
			t.Errorf("deal %d: vorhand %d", i+1, d.Vorhand)
		}
	}
	st := tally.ReplaySchieber(v.Game.Rules, v.Game.Schieber)
	// Deal 1: Diamonds ×1, Vorhand seat 2 (team A) typed 100 → 100 : 57.
	if sc := st.Scores[0]; sc.Score != [2]int{100, 57} {
		t.Errorf("deal 1 score %v", sc.Score)
	}
	if m := g.board.Model(); m.Lower.Total != st.Totals[0] || m.Upper.Total != st.Totals[1] {
		t.Errorf("board shows %d/%d, totals %v", m.Lower.Total, m.Upper.Total, st.Totals)
	}

	// Undo and redo, each one tap.
	tap(t, w, "Undo")
	if n := len(loadGame(t, store, g.View.ID).Game.Schieber); n != 11 {
		t.Fatalf("after undo: %d deals", n)
	}
	tap(t, w, "Redo")
	if n := len(loadGame(t, store, g.View.ID).Game.Schieber); n != 12 {
		t.Fatalf("after redo: %d deals", n)
	}

	// Correct deal 3 (Spades ×2, team A's Vorhand seat 0 typed 100): now 60 for that team.
	openCorrection(t, w, 2)
	tap(t, w, "C")
	tapDigits(t, w, "60")
	tap(t, w, "Write")
	v = loadGame(t, store, g.View.ID)
	st = tally.ReplaySchieber(v.Game.Rules, v.Game.Schieber)
	if sc := st.Scores[2]; sc.Score != [2]int{120, 194} || len(v.Game.Schieber) != 12 {
		t.Errorf("corrected deal 3: %v in %d deals, want [120 194] in 12", sc.Score, len(v.Game.Schieber))
	}

	// Play on until a team reaches 2500: Obenabe ×3 with 157 for the choosing team.
	for i := 0; i < 40 && !shows(w, " win "); i++ {
		writeDeal(t, w, "Obenabe ×3", "157")
	}
	v = loadGame(t, store, g.View.ID)
	if !v.Finished || v.Report().Winner == nil {
		t.Fatalf("finished %v winner %v", v.Finished, v.Report().Winner)
	}
	if w.Canvas().Overlays().Top() == nil {
		t.Error("no winner dialog")
	}
	tap(t, w, "Close")
	// Nothing more can be written on a decided game; reopen, undo the last deal, play on with
	// the deal typed meanwhile, which waited aside during the undo.
	tap(t, w, "Diamonds ×1")
	tapDigits(t, w, "9")
	if !findButton(t, w, "Write", false).Disabled() {
		t.Error("Write is enabled on a decided game")
	}
	tap(t, w, findWinner(t, w))
	tap(t, w, "Reopen the game")
	tap(t, w, "Undo")
	if v = loadGame(t, store, g.View.ID); v.Finished || v.Report().Winner != nil {
		t.Fatalf("after undoing the deciding deal: finished %v", v.Finished)
	}
	tapDigits(t, w, "0")
	tap(t, w, "Write")
	if v = loadGame(t, store, g.View.ID); v.File.Rounds[len(v.File.Rounds)-1].Contract != "D" {
		t.Errorf("the deal typed before the undo was not written: %+v", v.File.Rounds[len(v.File.Rounds)-1])
	}
}

// findWinner is the label of the winner banner.
func findWinner(t *testing.T, w fyne.Window) string {
	t.Helper()
	for _, s := range shownTexts(w) {
		if strings.Contains(s, " win ") {
			return s
		}
	}
	t.Fatalf("no winner banner: %q", shownTexts(w))
	return ""
}

// openCorrection opens written deal i from the deals list, as a player does.
func openCorrection(t *testing.T, w fyne.Window, i int) {
	t.Helper()
	uitest.OpenCorrection(t, w, i)
}

func TestWeisMovesToTheOtherTeamInOneTap(t *testing.T) {
	u, store := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "seed")
	w := u.win
	tap(t, w, "Spades ×2")
	tapDigits(t, w, "97")
	tap(t, w, "+50") // the Weis buttons start on the choosing team, A
	if !shows(w, "Weis A 50") {
		t.Fatalf("Weis A 50 not shown: %q", shownTexts(w))
	}
	tap(t, w, "Weis B") // one tap moves the Weis to team B
	tap(t, w, "+20")
	tap(t, w, "+50")
	tap(t, w, "Stöck B")
	if !shows(w, "Weis B 120") || shows(w, "Weis A 50") {
		t.Fatalf("Weis not on team B: %q", shownTexts(w))
	}
	// Team A typed 97, team B 60 with Weis 120 and Stöck 20: ×2 → 194 and 400.
	if !shows(w, "Writes A & C 194 · B & D 400 (Weis B 120, Stöck B 20)") {
		t.Errorf("preview: %q", shownTexts(w))
	}
	tap(t, w, "Write")
	v := loadGame(t, store, g.View.ID)
	sc := tally.ReplaySchieber(v.Game.Rules, v.Game.Schieber).Scores[0]
	if sc.Score != [2]int{194, 400} || sc.WeisTeam != 1 || sc.Weis != [2]int{0, 120} || sc.Stoeck != [2]int{0, 20} {
		t.Errorf("written %+v", sc)
	}
	// The clear button takes every Weis back.
	tap(t, w, "+50")
	test.Tap(findIconButton(t, w, theme.ContentClearIcon()))
	if shows(w, "Weis A 50") || shows(w, "Weis B 50") {
		t.Errorf("Weis not cleared: %q", shownTexts(w))
	}
}

func TestPointsAbove157AreKeptAndRefused(t *testing.T) {
	for _, typed := range []string{"200", "158"} {
		u, _ := newTestUI(t, fyne.NewSize(1280, 800))
		startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "seed")
		w := u.win
		tap(t, w, "Obenabe ×3")
		tapDigits(t, w, typed)
		if !shows(w, "A & C: "+typed) || !shows(w, "Card points go up to 157.") {
			t.Errorf("%s: %q", typed, shownTexts(w))
		}
		if !findButton(t, w, "Write", false).Disabled() || shows(w, "Writes") {
			t.Errorf("%s: a score is promised or Write is enabled", typed)
		}
	}
}

func TestAnErrorShowsNoScore(t *testing.T) {
	u, _ := newTestUI(t, fyne.NewSize(1280, 800))
	startGame(t, u, [4]string{"A", "B", "C", "D"}, 1, "seed")
	w := u.win
	tap(t, w, "Obenabe ×3")
	tapDigits(t, w, "42")
	if !shows(w, "Writes") {
		t.Fatalf("no preview: %q", shownTexts(w))
	}
	tap(t, w, "Stöck B") // not allowed in Obenabe
	if shows(w, "Writes") || !shows(w, "Stöck exist only when a suit is trump.") || !findButton(t, w, "Write", false).Disabled() {
		t.Errorf("Stöck in Obenabe: %q", shownTexts(w))
	}
}

func TestCorrectingIsAModeWithCancel(t *testing.T) {
	u, store := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "seed")
	w := u.win
	writeDeal(t, w, "Hearts ×1", "100")
	writeDeal(t, w, "Hearts ×1", "100")
	// Half-type deal 3 (Vorhand C, team A), then open deal 1 for correction.
	tap(t, w, "Clubs ×2")
	tapDigits(t, w, "42")
	openCorrection(t, w, 0)
	if !shows(w, "Correcting deal 1") || !findButton(t, w, "Undo", false).Disabled() || !findButton(t, w, "Redo", false).Disabled() {
		t.Fatalf("correction mode: %q", shownTexts(w))
	}
	// Ctrl+Z does not undo while correcting.
	w.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault})
	if n := len(loadGame(t, store, g.View.ID).Game.Schieber); n != 2 {
		t.Fatalf("Ctrl+Z undid a deal while correcting: %d deals", n)
	}
	tap(t, w, "C")
	tapDigits(t, w, "60")
	tap(t, w, "Cancel")
	if shows(w, "Correcting") || !shows(w, "A & C: 42") || !shows(w, "Vorhand: C") {
		t.Fatalf("cancel did not bring the typed deal back: %q", shownTexts(w))
	}
	if findButton(t, w, "Undo", false).Disabled() {
		t.Error("Undo stays disabled after the correction")
	}
	// Writing a correction returns to the typed deal too.
	openCorrection(t, w, 0)
	tap(t, w, "C")
	tapDigits(t, w, "60")
	tap(t, w, "Write")
	v := loadGame(t, store, g.View.ID)
	if p := v.Game.Schieber[0].Points; p != [2]int{60, 97} || len(v.Game.Schieber) != 2 {
		t.Fatalf("correction written as %v in %d deals", p, len(v.Game.Schieber))
	}
	if shows(w, "Correcting") || !shows(w, "A & C: 42") {
		t.Fatalf("after the correction: %q", shownTexts(w))
	}
	// Leaving in the middle of a correction drops it; the typed deal comes back.
	openCorrection(t, w, 1)
	test.Tap(findIconButton(t, w, theme.HomeIcon()))
	if err := u.OpenGame(g.View.ID); err != nil {
		t.Fatal(err)
	}
	if shows(w, "Correcting") || !shows(w, "A & C: 42") {
		t.Fatalf("coming back: %q", shownTexts(w))
	}
}

func TestLaterLeavesABannerUntilDecided(t *testing.T) {
	u, store := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "simple")
	w := u.win
	// simple: to 1000, all ×1. Vorhand's team types 80, the other gets 77; Vorhand alternates
	// between the teams, so after 12 deals both stand at 942.
	for range 12 {
		writeDeal(t, w, "Diamonds ×1", "80")
	}
	// Deal 13 takes both over 1000 (1022, 1019) with nothing to tell who was first.
	writeDeal(t, w, "Diamonds ×1", "80")
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("no question asked")
	}
	tap(t, w, "Later")
	banner := "Both teams reached the target — who claimed first?"
	if !shows(w, banner) {
		t.Fatalf("no banner after Later: %q", shownTexts(w))
	}
	// No new deal is accepted meanwhile, and the screen says why.
	tap(t, w, "Hearts ×1")
	tapDigits(t, w, "90")
	if !findButton(t, w, "Write", false).Disabled() || !shows(w, "Say who claimed first") {
		t.Errorf("a deal can be written past the target: %q", shownTexts(w))
	}
	// The banner stays when the game is left and opened again, and asks again when tapped.
	test.Tap(findIconButton(t, w, theme.HomeIcon()))
	if err := u.OpenGame(g.View.ID); err != nil {
		t.Fatal(err)
	}
	tap(t, w, banner)
	tap(t, w, "B & D")
	v := loadGame(t, store, g.View.ID)
	if v.Report().Winner == nil || *v.Report().Winner != 1 || shows(w, banner) {
		t.Errorf("winner %v after the answer; banner shown %v", v.Report().Winner, shows(w, banner))
	}
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
	test.Tap(findIconButton(t, w, theme.HomeIcon()))
	w.Canvas().(fyne.Shortcutable).TypedShortcut(ctrlZ)
	if w.Canvas().OnTypedRune() != nil || w.Canvas().OnTypedKey() != nil {
		t.Error("the game's keys still type on the home screen")
	}
	if n := len(loadGame(t, store, g.View.ID).Game.Schieber); n != 1 {
		t.Errorf("Ctrl+Z on the home screen undid a deal: %d deals", n)
	}
}

func TestKeyboardEntry(t *testing.T) {
	u, store := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"Ueli", "Vreni", "Sepp", "Heidi"}, 0, "simple")
	w := u.win
	c := w.Canvas()
	tap(t, w, "Hearts ×1")
	test.TypeOnCanvas(c, "87")
	if !shows(w, "Ueli & Sepp: 87") || !shows(w, "Vreni & Heidi: 70") {
		t.Fatalf("typed points: %q", shownTexts(w))
	}
	c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if n := len(loadGame(t, store, g.View.ID).Game.Schieber); n != 1 {
		t.Fatalf("Enter did not write: %d deals", n)
	}
	// Deal 2: Vorhand seat 1, so the pad types for team B; Tab switches to team A.
	c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyTab})
	tap(t, w, "Diamonds ×1")
	test.TypeOnCanvas(c, "57")
	if !shows(w, "Ueli & Sepp: 57") || !shows(w, "Vreni & Heidi: 100") {
		t.Errorf("tab to the other team: %q", shownTexts(w))
	}
	c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	if !shows(w, "Ueli & Sepp: 5") || !shows(w, "Vreni & Heidi: 152") {
		t.Errorf("backspace: %q", shownTexts(w))
	}
}

func TestDigitsToggleKeepsTheKeyboard(t *testing.T) {
	u, _ := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "seed")
	w := u.win
	before := g.board.Model()
	tap(t, w, "Digits")
	if f := w.Canvas().Focused(); f != nil {
		t.Errorf("the Digits toggle took the keyboard focus: %T", f)
	}
	if g.board.Model().View == before.View {
		t.Errorf("the board view did not change: %v", before.View)
	}
	tap(t, w, "Hearts ×1")
	test.TypeOnCanvas(w.Canvas(), "87")
	if !shows(w, "A & C: 87") {
		t.Errorf("digits do not type after the Digits toggle: %q", shownTexts(w))
	}
	tap(t, w, "Digits")
	if g.board.Model().View != before.View {
		t.Errorf("the second tap did not go back to %v", before.View)
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
	if v := u.game.board.Model().View; v != "digits" {
		t.Errorf("the board opens as %q, want the game's digits", v)
	}
}

// A label cut by its slot can be read whole with a long press.
func TestALongPressShowsTheWholeLabel(t *testing.T) {
	u, _ := newTestUI(t, fyne.NewSize(800, 1280))
	startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "seed")
	w := u.win
	b := findButton(t, w, "Pushed (partner chose)", false)
	test.TapSecondary(b.(fyne.SecondaryTappable))
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no popup")
	}
	found := false
	for _, o := range laidOut(top) {
		if l, ok := o.(*widget.Label); ok && l.Text == "Pushed (partner chose)" {
			found = true
		}
	}
	if !found {
		t.Error("the popup does not show the label")
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
	if u2.game == nil || u2.game.View.ID != g.View.ID {
		t.Fatalf("the restart did not open the game that was played")
	}
	w2 := u2.win
	if !shows(w2, "B & D: 42") || !shows(w2, "Vorhand: B") || findButton(t, w2, "Write", false).Disabled() {
		t.Errorf("draft lost (write disabled %v): %q", findButton(t, w2, "Write", false).Disabled(), shownTexts(w2))
	}
}

// failingDrafts is a store whose drafts cannot be saved.
type failingDrafts struct {
	*persistence.Store
	fail bool
}

func (f *failingDrafts) SaveDraft(id persistence.GameID, b []byte) error {
	if f.fail {
		return os.ErrPermission
	}
	return f.Store.SaveDraft(id, b)
}

func TestADraftThatCannotBeSavedIsReported(t *testing.T) {
	u, store := newTestUI(t, fyne.NewSize(1280, 800))
	fs := &failingDrafts{Store: store}
	u.store = fs
	g := startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "seed")
	w := u.win
	fs.fail = true
	tap(t, w, "Hearts ×1")
	g.Saver.Flush()
	if !shows(w, "could not be saved") {
		t.Fatalf("no message: %q", shownTexts(w))
	}
	fs.fail = false
	tapDigits(t, w, "5")
	g.Saver.Flush()
	if shows(w, "could not be saved") {
		t.Errorf("message stays after a save worked: %q", shownTexts(w))
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
	test.Tap(findIconButton(t, u.win, theme.HomeIcon()))
	h := u.home
	if len(h.games) != 1 || !strings.Contains(gameTitle(h.games[0]), "Ruth & Marlies") || !strings.Contains(gameDetail(h.games[0]), "240 : 74") {
		t.Fatalf("home: %+v", h.games)
	}
	h.list.Select(0)
	if u.game == nil || len(u.game.View.Game.Schieber) != 1 {
		t.Fatal("tapping a game does not resume it")
	}
	test.Tap(findIconButton(t, u.win, theme.HomeIcon()))
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

// inEveryLanguage runs f once for every language in each tablet orientation.
func inEveryLanguage(t *testing.T, f func(t *testing.T, code string, size fyne.Size)) {
	uitest.InEveryLanguage(t, f)
}
