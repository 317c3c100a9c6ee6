package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
)

func TestMain(m *testing.M) {
	os.Setenv("LANG", "en_US.UTF-8")
	os.Setenv("LANGUAGE", "en")
	if err := UseLanguage("en"); err != nil {
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
	return u, store
}

// startGame fills the new-game form as a player would and starts a Schieber game.
func startGame(t *testing.T, u *UI, names [4]string, starter int, presetName string) *schieberScreen {
	t.Helper()
	s := newNewGameScreen(u)
	u.setScreen(s)
	for i, n := range names {
		s.players[i].SetText("")
		test.Type(s.players[i], n)
	}
	s.starter.SetSelectedIndex(starter)
	s.preset.SetSelected(presetLabel(presetName))
	test.Tap(s.start)
	if u.game == nil {
		t.Fatal("the game screen did not open")
	}
	return u.game
}

// writeDeal taps one deal in: contract, the chosen team's points on the pad, Write.
func writeDeal(t *testing.T, g *schieberScreen, contract string, points string) {
	t.Helper()
	b, ok := g.contracts[contract]
	if !ok {
		t.Fatalf("no button for %s", contract)
	}
	test.Tap(b)
	for _, c := range points {
		test.Tap(g.pad[c-'0'])
	}
	if g.write.Disabled() {
		t.Fatalf("Write is disabled: %q %q", g.preview.Text, g.problems.Text)
	}
	test.Tap(g.write)
}

func TestPlayAGameByTapping(t *testing.T) {
	u, store := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"Anna", "Beat", "Cla", "Dora"}, 2, "seed")
	if g.entry.Vorhand != 2 {
		t.Fatalf("the holder of the 7 of clubs chooses first: vorhand %d", g.entry.Vorhand)
	}
	// A dozen deals: the pad types the choosing team's points, the other team gets 157 minus.
	contracts := []string{"D", "H", "S", "C", "obenabe", "undenufe"}
	for i := range 12 {
		writeDeal(t, g, contracts[i%6], "100")
	}
	v, err := store.Load(g.view.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Game.Schieber) != 12 || len(v.Report.Violations) != 0 {
		t.Fatalf("%d deals, violations %+v", len(v.Game.Schieber), v.Report.Violations)
	}
	// Vorhand moves on by one each deal, starting at seat 2.
	for i, d := range v.Game.Schieber {
		if d.Vorhand != (2+i)%4 {
			t.Errorf("deal %d: vorhand %d", i+1, d.Vorhand)
		}
	}
	// Deal 1: D ×1, Vorhand seat 2 (team 0) typed 100 → 100 : 57.
	if sc := g.state.Scores[0]; sc.Score != [2]int{100, 57} {
		t.Errorf("deal 1 score %v", sc.Score)
	}
	want := g.state.Totals
	if g.board.Model().Lower.Total != want[0] || g.board.Model().Upper.Total != want[1] {
		t.Errorf("board shows %d/%d, totals %v", g.board.Model().Lower.Total, g.board.Model().Upper.Total, want)
	}

	// Undo and redo, each one tap.
	test.Tap(g.undo)
	if len(g.view.Game.Schieber) != 11 || g.redo.Disabled() {
		t.Fatalf("after undo: %d deals", len(g.view.Game.Schieber))
	}
	test.Tap(g.redo)
	if len(g.view.Game.Schieber) != 12 {
		t.Fatalf("after redo: %d deals", len(g.view.Game.Schieber))
	}

	// Correct deal 3 (S ×2, team 0's Vorhand seat 0 typed 100): now 60 for that team.
	g.editDeal(2)
	if !g.editing.Visible() || g.entry.Editing != 2 {
		t.Fatal("the deal did not open for correction")
	}
	test.Tap(g.clear)
	for _, c := range "60" {
		test.Tap(g.pad[c-'0'])
	}
	test.Tap(g.write)
	if sc := g.state.Scores[2]; sc.Score != [2]int{120, 194} {
		t.Errorf("corrected deal 3: %v, want [120 194]", sc.Score)
	}
	if len(g.view.Game.Schieber) != 12 {
		t.Errorf("a correction must not add a deal: %d", len(g.view.Game.Schieber))
	}

	// Play on until a team reaches 2500: Obenabe ×3 with 157 for the choosing team.
	for i := 0; i < 40 && g.state.Winner < 0; i++ {
		writeDeal(t, g, "obenabe", "157")
	}
	if g.state.Winner < 0 {
		t.Fatal("nobody won")
	}
	v, _ = store.Load(g.view.ID)
	if !v.Finished || v.Report.Winner == nil || *v.Report.Winner != g.state.Winner {
		t.Errorf("finished %v winner %v", v.Finished, v.Report.Winner)
	}
	if over := u.win.Canvas().Overlays().Top(); over == nil {
		t.Error("no winner dialog")
	}
	if !g.banner.Visible() {
		t.Error("no winner banner")
	}
	// Nothing more can be written on a decided game; reopen, undo the last deal, play on.
	test.Tap(g.contracts["D"])
	test.Tap(g.pad[9])
	if !g.write.Disabled() {
		t.Error("Write is enabled on a decided game")
	}
	g.reopen()
	if g.banner.Visible() || g.view.Finished {
		t.Error("reopen did not clear the finished mark")
	}
	test.Tap(g.undo)
	if g.state.Winner >= 0 || g.view.Finished {
		t.Fatalf("after undoing the deciding deal: winner %d finished %v", g.state.Winner, g.view.Finished)
	}
	writeDeal(t, g, "D", "90")
	if g.state.Winner < 0 && len(g.view.Game.Schieber) == 0 {
		t.Error("could not play on")
	}
}

func TestWeisAndStoeckButtons(t *testing.T) {
	u, _ := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "seed")
	test.Tap(g.contracts["S"]) // ×2
	for _, c := range "97" {
		test.Tap(g.pad[c-'0'])
	}
	test.Tap(g.weisFor[1])
	test.Tap(g.weis[1]) // +50
	test.Tap(g.weis[1]) // +50
	test.Tap(g.stoeck[1])
	if g.entry.WeisTeam != 1 || g.entry.Weis != 100 || g.entry.StoeckTeam != 1 {
		t.Fatalf("entry %+v", g.entry)
	}
	// Team A typed 97, team B 60 with Weis 100 and Stöck 20: ×2 → 194 and 360.
	if !strings.Contains(g.preview.Text, "194") || !strings.Contains(g.preview.Text, "360") {
		t.Errorf("preview %q", g.preview.Text)
	}
	test.Tap(g.write)
	if sc := g.state.Scores[0]; sc.Score != [2]int{194, 360} || sc.WeisTeam != 1 || sc.Stoeck != [2]int{0, 20} {
		t.Errorf("written %+v", sc)
	}
	// Weis of the other team start over; "No Weis" clears.
	test.Tap(g.contracts["D"])
	test.Tap(g.weisFor[0])
	test.Tap(g.weis[0])
	test.Tap(g.weisClear)
	if g.entry.Weis != 0 || g.entry.WeisTeam != -1 {
		t.Errorf("no Weis: %+v", g.entry)
	}
}

func TestKeyboardEntryAndShortcuts(t *testing.T) {
	u, _ := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"Ueli", "Vreni", "Sepp", "Heidi"}, 0, "simple")
	g.installShortcuts()
	test.Tap(g.contracts["H"])
	test.TypeOnCanvas(u.win.Canvas(), "87")
	if p, ok := g.entry.Points(); !ok || p != [2]int{87, 70} {
		t.Fatalf("typed points %v", p)
	}
	g.typedKey(fyne.KeyReturn)
	if len(g.view.Game.Schieber) != 1 {
		t.Fatalf("Enter did not write: %d deals", len(g.view.Game.Schieber))
	}
	// Deal 2: Vorhand seat 1, so the pad types for team B; Tab switches to team A.
	if g.entry.Team != 1 {
		t.Fatalf("the pad starts on the choosing team: %d", g.entry.Team)
	}
	g.typedKey(fyne.KeyTab)
	test.Tap(g.contracts["D"])
	test.TypeOnCanvas(u.win.Canvas(), "57")
	if p, _ := g.entry.Points(); p != [2]int{57, 100} {
		t.Errorf("tab to the other team: %v", p)
	}
	g.typedKey(fyne.KeyBackspace)
	if g.entry.Typed[0] != "5" {
		t.Errorf("backspace: %q", g.entry.Typed[0])
	}
}

func TestHalfWrittenDealSurvivesARestart(t *testing.T) {
	u, store := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"A", "B", "C", "D"}, 1, "seed")
	test.Tap(g.contracts["obenabe"])
	test.Tap(g.pad[4])
	test.Tap(g.pad[2])
	test.Tap(g.stoeck[1]) // not allowed in Obenabe: the panel says so and Write stays off
	if !g.write.Disabled() || !strings.Contains(g.problems.Text, "Stöck") {
		t.Errorf("Stöck in Obenabe: write enabled=%v, %q", !g.write.Disabled(), g.problems.Text)
	}
	test.Tap(g.stoeck[1])
	id := g.view.ID
	// The app dies; a new UI on the same store opens the game with the entry as it was.
	u2 := New(test.NewTempApp(t), test.NewTempApp(t).NewWindow("again"), store)
	if err := u2.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	e := u2.game.entry
	if e.Contract != "obenabe" || e.Typed[e.Team] != "42" || e.Vorhand != 1 {
		t.Errorf("draft lost: %+v", e)
	}
	if u2.game.write.Disabled() {
		t.Errorf("restored entry cannot be written: %q", u2.game.problems.Text)
	}
}

func TestHomeListsResumesAndDeletesWithUndo(t *testing.T) {
	u, store := newTestUI(t, fyne.NewSize(800, 1280))
	u.ShowHome()
	if !u.home.empty.Visible() {
		t.Error("an empty store shows the hint")
	}
	g := startGame(t, u, [4]string{"Ruth", "Köbi", "Marlies", "Fritz"}, 0, "swisslos")
	writeDeal(t, g, "C", "120")
	test.Tap(g.home)
	h := u.home
	if len(h.games) != 1 || !strings.Contains(gameTitle(h.games[0]), "Ruth & Marlies") || !strings.Contains(gameDetail(h.games[0]), "240 : 74") {
		t.Fatalf("home: %+v", h.games)
	}
	h.list.Select(0)
	if u.game == nil || len(u.game.view.Game.Schieber) != 1 {
		t.Fatal("tapping a game does not resume it")
	}
	test.Tap(u.game.home)
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

func TestWhoClaimedFirstIsAskedWhenTheEngineCannotTell(t *testing.T) {
	u, _ := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "simple")
	// simple: to 1000, all ×1. Vorhand's team types 80, the other gets 77; Vorhand alternates
	// between the teams, so after 12 deals both stand at 942.
	for range 12 {
		writeDeal(t, g, "D", "80")
	}
	if g.state.Totals != [2]int{942, 942} || g.state.Finished() {
		t.Fatalf("totals %v", g.state.Totals)
	}
	// Deal 13 takes both over 1000 (1022, 1019) with nothing to tell who was first.
	writeDeal(t, g, "D", "80")
	top := u.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no question asked")
	}
	// Answer: team B claimed first.
	var answer *widget.Button
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok && b.Text == "B & D" {
			answer = b
		}
	}
	if answer == nil {
		t.Fatal("no button for team B")
	}
	test.Tap(answer)
	if g.state.Winner != 1 {
		t.Errorf("winner %d after the answer", g.state.Winner)
	}
}
