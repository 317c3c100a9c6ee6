package schieber

import (
	"fmt"
	"os"
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
	"github.com/jasstafel/jasstafel/ui/internal/gamehost"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

func TestPlayAGameByTapping(t *testing.T) {
	u, store := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"Anna", "Beat", "Cla", "Dora"}, 2, "seed")
	w := u.Win
	if !uitest.Shows(w, "Vorhand: Cla") {
		t.Fatalf("the holder of the 7 of clubs chooses first: %q", uitest.ShownTexts(w))
	}
	// A dozen deals: the pad types the choosing team's points, the other team gets 157 minus.
	contracts := []string{"Diamonds ×1", "Hearts ×1", "Spades ×2", "Clubs ×2", "Obenabe ×3", "Undenufe ×4"}
	for i := range 12 {
		playtest.SchieberDeal(t, w, contracts[i%6], "100")
	}
	v := playtest.Load(t, store, g.View.ID)
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
	uitest.Tap(t, w, "Undo")
	if n := len(playtest.Load(t, store, g.View.ID).Game.Schieber); n != 11 {
		t.Fatalf("after undo: %d deals", n)
	}
	uitest.Tap(t, w, "Redo")
	if n := len(playtest.Load(t, store, g.View.ID).Game.Schieber); n != 12 {
		t.Fatalf("after redo: %d deals", n)
	}

	// Correct deal 3 (Spades ×2, team A's Vorhand seat 0 typed 100): now 60 for that team.
	uitest.OpenCorrection(t, w, 2)
	uitest.Tap(t, w, "C")
	uitest.TapDigits(t, w, "60")
	uitest.Tap(t, w, "Write")
	v = playtest.Load(t, store, g.View.ID)
	st = tally.ReplaySchieber(v.Game.Rules, v.Game.Schieber)
	if sc := st.Scores[2]; sc.Score != [2]int{120, 194} || len(v.Game.Schieber) != 12 {
		t.Errorf("corrected deal 3: %v in %d deals, want [120 194] in 12", sc.Score, len(v.Game.Schieber))
	}

	// Play on until a team reaches 2500: Obenabe ×3 with 157 for the choosing team.
	for i := 0; i < 40 && !uitest.Shows(w, " win "); i++ {
		playtest.SchieberDeal(t, w, "Obenabe ×3", "157")
	}
	v = playtest.Load(t, store, g.View.ID)
	if !v.Finished || v.Report().Winner == nil {
		t.Fatalf("finished %v winner %v", v.Finished, v.Report().Winner)
	}
	if w.Canvas().Overlays().Top() == nil {
		t.Error("no winner dialog")
	}
	uitest.Tap(t, w, "Close")
	// Nothing more can be written on a decided game; reopen, undo the last deal, play on with
	// the deal typed meanwhile, which waited aside during the undo.
	uitest.Tap(t, w, "Diamonds ×1")
	uitest.TapDigits(t, w, "9")
	if !uitest.FindButton(t, w, "Write", false).Disabled() {
		t.Error("Write is enabled on a decided game")
	}
	uitest.Tap(t, w, playtest.Winner(t, w))
	uitest.Tap(t, w, "Reopen the game")
	uitest.Tap(t, w, "Undo")
	if v = playtest.Load(t, store, g.View.ID); v.Finished || v.Report().Winner != nil {
		t.Fatalf("after undoing the deciding deal: finished %v", v.Finished)
	}
	uitest.TapDigits(t, w, "0")
	uitest.Tap(t, w, "Write")
	if v = playtest.Load(t, store, g.View.ID); v.File.Rounds[len(v.File.Rounds)-1].Contract != "D" {
		t.Errorf("the deal typed before the undo was not written: %+v", v.File.Rounds[len(v.File.Rounds)-1])
	}
}

func TestWeisMovesToTheOtherTeamInOneTap(t *testing.T) {
	u, store := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "seed")
	w := u.Win
	uitest.Tap(t, w, "Spades ×2")
	uitest.TapDigits(t, w, "97")
	uitest.Tap(t, w, "+50") // the Weis buttons start on the choosing team, A
	if !uitest.Shows(w, "Weis A 50") {
		t.Fatalf("Weis A 50 not shown: %q", uitest.ShownTexts(w))
	}
	uitest.Tap(t, w, "Weis B") // one tap moves the Weis to team B
	uitest.Tap(t, w, "+20")
	uitest.Tap(t, w, "+50")
	uitest.Tap(t, w, "Stöck B")
	if !uitest.Shows(w, "Weis B 120") || uitest.Shows(w, "Weis A 50") {
		t.Fatalf("Weis not on team B: %q", uitest.ShownTexts(w))
	}
	// Team A typed 97, team B 60 with Weis 120 and Stöck 20: ×2 → 194 and 400.
	if !uitest.Shows(w, "Writes A & C 194 · B & D 400 (Weis B 120, Stöck B 20)") {
		t.Errorf("preview: %q", uitest.ShownTexts(w))
	}
	uitest.Tap(t, w, "Write")
	v := playtest.Load(t, store, g.View.ID)
	sc := tally.ReplaySchieber(v.Game.Rules, v.Game.Schieber).Scores[0]
	if sc.Score != [2]int{194, 400} || sc.WeisTeam != 1 || sc.Weis != [2]int{0, 120} || sc.Stoeck != [2]int{0, 20} {
		t.Errorf("written %+v", sc)
	}
	// The clear button takes every Weis back.
	uitest.Tap(t, w, "+50")
	uitest.TapButton(t, w, uitest.FindIconButton(t, w, theme.ContentClearIcon()), "icon "+theme.ContentClearIcon().Name())
	if uitest.Shows(w, "Weis A 50") || uitest.Shows(w, "Weis B 50") {
		t.Errorf("Weis not cleared: %q", uitest.ShownTexts(w))
	}
}

// A table that counts no Weis or no Stöck finds their buttons greyed, in their places: the
// deal is written without them, and the other buttons work as ever.
func TestWhatTheRulesDoNotCountIsGreyed(t *testing.T) {
	for _, tc := range []struct {
		rules        map[string]any
		weis, stoeck bool // the buttons take taps
	}{
		{map[string]any{"preset": "seed"}, true, true},
		{map[string]any{"preset": "custom", "weis": "off"}, false, true},
		{map[string]any{"preset": "custom", "stoeck": false}, true, false},
		{map[string]any{"preset": "custom", "weis": "off", "stoeck": false}, false, false},
	} {
		u, store := newTestUI(t, fyne.NewSize(1280, 800))
		id := playtest.Create(t, u.Store, tally.Schieber, []string{"A", "B", "C", "D"}, tc.rules)
		// A deal half-written before, with Weis and Stöck (a game file's draft).
		draft := entry.NewSchieber(0)
		draft.AddWeis(50)
		draft.ToggleStoeck(1)
		if err := u.Store.SaveDraft(id, draft.MarshalDraft()); err != nil {
			t.Fatal(err)
		}
		if err := u.OpenGame(id); err != nil {
			t.Fatal(err)
		}
		w := u.Win
		before := uitest.Controls(w)
		for _, label := range []string{"Weis A", "Weis B", "+20", "+50", "+100", "+150", "+200", "Declare"} {
			if got := !uitest.FindButton(t, w, label, strings.HasPrefix(label, "Weis")).Disabled(); got != tc.weis {
				t.Errorf("%v: %q takes taps: %v", tc.rules, label, got)
			}
		}
		if got := !uitest.FindIconButton(t, w, theme.ContentClearIcon()).Disabled(); got != tc.weis {
			t.Errorf("%v: the Weis clear button takes taps: %v", tc.rules, got)
		}
		for _, label := range []string{"Stöck A", "Stöck B"} {
			if got := !uitest.FindButton(t, w, label, false).Disabled(); got != tc.stoeck {
				t.Errorf("%v: %q takes taps: %v", tc.rules, label, got)
			}
		}
		uitest.Tap(t, w, "Hearts ×1")
		uitest.TapDigits(t, w, "100")
		uitest.Tap(t, w, "Write")
		uitest.CheckUnmoved(t, fmt.Sprint(tc.rules), before, uitest.Controls(w))
		v := playtest.Load(t, store, id)
		want := [2]int{100, 57} // Hearts ×1: 100 and 57, with the draft's Weis and Stöck where counted
		if tc.weis {
			want[0] += 50
		}
		if tc.stoeck {
			want[1] += 20
		}
		if sc := tally.ReplaySchieber(v.Game.Rules, v.Game.Schieber).Scores; len(sc) != 1 || sc[0].Score != want {
			t.Errorf("%v: written %+v, want %v", tc.rules, sc, want)
		}
	}
}

func TestPointsAbove157AreKeptAndRefused(t *testing.T) {
	for _, typed := range []string{"200", "158"} {
		u, _ := newTestUI(t, fyne.NewSize(1280, 800))
		startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "seed")
		w := u.Win
		uitest.Tap(t, w, "Obenabe ×3")
		uitest.TapDigits(t, w, typed)
		if !uitest.Shows(w, "A & C: "+typed) || !uitest.Shows(w, "Card points go up to 157.") {
			t.Errorf("%s: %q", typed, uitest.ShownTexts(w))
		}
		if !uitest.FindButton(t, w, "Write", false).Disabled() || uitest.Shows(w, "Writes") {
			t.Errorf("%s: a score is promised or Write is enabled", typed)
		}
	}
}

func TestAnErrorShowsNoScore(t *testing.T) {
	u, _ := newTestUI(t, fyne.NewSize(1280, 800))
	startGame(t, u, [4]string{"A", "B", "C", "D"}, 1, "seed")
	w := u.Win
	uitest.Tap(t, w, "Obenabe ×3")
	uitest.TapDigits(t, w, "42")
	if !uitest.Shows(w, "Writes") {
		t.Fatalf("no preview: %q", uitest.ShownTexts(w))
	}
	uitest.Tap(t, w, "Stöck B") // not allowed in Obenabe
	if uitest.Shows(w, "Writes") || !uitest.Shows(w, "Stöck exist only when a suit is trump.") || !uitest.FindButton(t, w, "Write", false).Disabled() {
		t.Errorf("Stöck in Obenabe: %q", uitest.ShownTexts(w))
	}
}

func TestCorrectingIsAModeWithCancel(t *testing.T) {
	u, store := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "seed")
	w := u.Win
	playtest.SchieberDeal(t, w, "Hearts ×1", "100")
	playtest.SchieberDeal(t, w, "Hearts ×1", "100")
	// Half-type deal 3 (Vorhand C, team A), then open deal 1 for correction.
	uitest.Tap(t, w, "Clubs ×2")
	uitest.TapDigits(t, w, "42")
	uitest.OpenCorrection(t, w, 0)
	if !uitest.Shows(w, "Correcting deal 1") || !uitest.FindButton(t, w, "Undo", false).Disabled() || !uitest.FindButton(t, w, "Redo", false).Disabled() {
		t.Fatalf("correction mode: %q", uitest.ShownTexts(w))
	}
	// Ctrl+Z does not undo while correcting.
	w.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault})
	if n := len(playtest.Load(t, store, g.View.ID).Game.Schieber); n != 2 {
		t.Fatalf("Ctrl+Z undid a deal while correcting: %d deals", n)
	}
	uitest.Tap(t, w, "C")
	uitest.TapDigits(t, w, "60")
	uitest.Tap(t, w, "Cancel")
	if uitest.Shows(w, "Correcting") || !uitest.Shows(w, "A & C: 42") || !uitest.Shows(w, "Vorhand: C") {
		t.Fatalf("cancel did not bring the typed deal back: %q", uitest.ShownTexts(w))
	}
	if uitest.FindButton(t, w, "Undo", false).Disabled() {
		t.Error("Undo stays disabled after the correction")
	}
	// Writing a correction returns to the typed deal too.
	uitest.OpenCorrection(t, w, 0)
	uitest.Tap(t, w, "C")
	uitest.TapDigits(t, w, "60")
	uitest.Tap(t, w, "Write")
	v := playtest.Load(t, store, g.View.ID)
	if p := v.Game.Schieber[0].Points; p != [2]int{60, 97} || len(v.Game.Schieber) != 2 {
		t.Fatalf("correction written as %v in %d deals", p, len(v.Game.Schieber))
	}
	if uitest.Shows(w, "Correcting") || !uitest.Shows(w, "A & C: 42") {
		t.Fatalf("after the correction: %q", uitest.ShownTexts(w))
	}
	// Leaving in the middle of a correction drops it; the typed deal comes back.
	uitest.OpenCorrection(t, w, 1)
	uitest.TapButton(t, w, uitest.FindIconButton(t, w, theme.HomeIcon()), "icon "+theme.HomeIcon().Name())
	if err := u.OpenGame(g.View.ID); err != nil {
		t.Fatal(err)
	}
	if uitest.Shows(w, "Correcting") || !uitest.Shows(w, "A & C: 42") {
		t.Fatalf("coming back: %q", uitest.ShownTexts(w))
	}
}

func TestLaterLeavesABannerUntilDecided(t *testing.T) {
	u, store := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "simple")
	w := u.Win
	// simple: to 1000, all ×1. Vorhand's team types 80, the other gets 77; Vorhand alternates
	// between the teams, so after 12 deals both stand at 942.
	for range 12 {
		playtest.SchieberDeal(t, w, "Diamonds ×1", "80")
	}
	// Deal 13 takes both over 1000 (1022, 1019) with nothing to tell who was first.
	playtest.SchieberDeal(t, w, "Diamonds ×1", "80")
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("no question asked")
	}
	uitest.Tap(t, w, "Later")
	banner := "Both teams reached the target — who claimed first?"
	if !uitest.Shows(w, banner) {
		t.Fatalf("no banner after Later: %q", uitest.ShownTexts(w))
	}
	// No new deal is accepted meanwhile, and the screen says why.
	uitest.Tap(t, w, "Hearts ×1")
	uitest.TapDigits(t, w, "90")
	if !uitest.FindButton(t, w, "Write", false).Disabled() || !uitest.Shows(w, "Say who claimed first") {
		t.Errorf("a deal can be written past the target: %q", uitest.ShownTexts(w))
	}
	// The banner stays when the game is left and opened again, and asks again when tapped.
	uitest.TapButton(t, w, uitest.FindIconButton(t, w, theme.HomeIcon()), "icon "+theme.HomeIcon().Name())
	if err := u.OpenGame(g.View.ID); err != nil {
		t.Fatal(err)
	}
	uitest.Tap(t, w, banner)
	uitest.Tap(t, w, "B & D")
	v := playtest.Load(t, store, g.View.ID)
	if v.Report().Winner == nil || *v.Report().Winner != 1 || uitest.Shows(w, banner) {
		t.Errorf("winner %v after the answer; banner shown %v", v.Report().Winner, uitest.Shows(w, banner))
	}
}

func TestKeyboardEntry(t *testing.T) {
	u, store := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"Ueli", "Vreni", "Sepp", "Heidi"}, 0, "simple")
	w := u.Win
	uitest.Tap(t, w, "Hearts ×1")
	uitest.Type(w, "87")
	if !uitest.Shows(w, "Ueli & Sepp: 87") || !uitest.Shows(w, "Vreni & Heidi: 70") {
		t.Fatalf("typed points: %q", uitest.ShownTexts(w))
	}
	uitest.TypeKey(w, fyne.KeyReturn)
	if n := len(playtest.Load(t, store, g.View.ID).Game.Schieber); n != 1 {
		t.Fatalf("Enter did not write: %d deals", n)
	}
	// Deal 2: Vorhand seat 1, so the pad types for team B; Tab switches to team A.
	uitest.TypeKey(w, fyne.KeyTab)
	uitest.Tap(t, w, "Diamonds ×1")
	uitest.Type(w, "57")
	if !uitest.Shows(w, "Ueli & Sepp: 57") || !uitest.Shows(w, "Vreni & Heidi: 100") {
		t.Errorf("tab to the other team: %q", uitest.ShownTexts(w))
	}
	uitest.TypeKey(w, fyne.KeyBackspace)
	if !uitest.Shows(w, "Ueli & Sepp: 5") || !uitest.Shows(w, "Vreni & Heidi: 152") {
		t.Errorf("backspace: %q", uitest.ShownTexts(w))
	}
}

func TestDigitsToggleKeepsTheKeyboard(t *testing.T) {
	u, _ := newTestUI(t, fyne.NewSize(1280, 800))
	g := startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "seed")
	w := u.Win
	before := g.board.Model()
	focus := w.Canvas().Focused() // the screen's own (kit.Keys.HoldFocus)
	uitest.Tap(t, w, "Digits")
	uitest.Pump()
	if f := w.Canvas().Focused(); f != focus {
		t.Errorf("the Digits toggle took the keyboard focus: %T", f)
	}
	if g.board.Model().View == before.View {
		t.Errorf("the board view did not change: %v", before.View)
	}
	uitest.Tap(t, w, "Hearts ×1")
	uitest.Type(w, "87")
	if !uitest.Shows(w, "A & C: 87") {
		t.Errorf("digits do not type after the Digits toggle: %q", uitest.ShownTexts(w))
	}
	uitest.Tap(t, w, "Digits")
	if g.board.Model().View != before.View {
		t.Errorf("the second tap did not go back to %v", before.View)
	}
}

// A label cut by its slot can be read whole with a long press.
func TestALongPressShowsTheWholeLabel(t *testing.T) {
	u, _ := newTestUI(t, fyne.NewSize(800, 1280))
	startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "seed")
	w := u.Win
	b := uitest.FindButton(t, w, "Pushed (partner chose)", false)
	test.TapSecondary(b.(fyne.SecondaryTappable))
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no popup")
	}
	found := false
	for _, o := range uitest.LaidOut(top) {
		if l, ok := o.(*widget.Label); ok && l.Text == "Pushed (partner chose)" {
			found = true
		}
	}
	if !found {
		t.Error("the popup does not show the label")
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
	u.Store = fs
	g := startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "seed")
	w := u.Win
	fs.fail = true
	uitest.Tap(t, w, "Hearts ×1")
	g.Saver.Flush()
	if !uitest.Shows(w, "could not be saved") {
		t.Fatalf("no message: %q", uitest.ShownTexts(w))
	}
	fs.fail = false
	uitest.TapDigits(t, w, "5")
	g.Saver.Flush()
	if uitest.Shows(w, "could not be saved") {
		t.Errorf("message stays after a save worked: %q", uitest.ShownTexts(w))
	}
}

// The next deal's Vorhand is the seat after the written deal's, whether the deal was entered card
// by card or written by points: both are written by game.Screen.writeRound (ui/game/gamescreen.go).
func TestTheNextVorhandIsTheSameAfterCardsAndAfterPoints(t *testing.T) {
	for _, starter := range []int{0, 2, 3} {
		for _, byCards := range []bool{false, true} {
			u, _ := newTestUI(t, landscape)
			g := startGame(t, u, playtest.CardPlayers, starter, "seed")
			w := u.Win
			if byCards {
				test.Tap(g.contracts["C"])
				uitest.Tap(t, w, "Card by card")
				for _, trick := range legalDeal(t, uint64(5+starter), "", tally.TrumpContract(tally.Clubs), starter, g.Rules) {
					for _, k := range trick {
						tapCard(t, w, k)
					}
				}
				uitest.Tap(t, w, "Write")
			} else {
				playtest.SchieberDeal(t, w, "Clubs ×2", "100")
			}
			next := playtest.CardPlayers[(starter+1)%4]
			if len(g.View.File.Rounds) != 1 || !uitest.Shows(w, "Vorhand: "+next) || g.panel.Entry().Vorhand != (starter+1)%4 {
				t.Errorf("%s chose, by cards %v: %d deals, the screen %q, want Vorhand %s", playtest.CardPlayers[starter], byCards, len(g.View.File.Rounds), uitest.ShownTexts(w), next)
			}
		}
	}
}

// Every button a finger has to hit is at least 48 px high, on a tablet in both orientations and on
// a phone.
func TestTouchTargets(t *testing.T) {
	for _, size := range uitest.WindowSizes {
		u, _ := newTestUI(t, size)
		g := startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "seed")
		buttons := []fyne.CanvasObject{g.WriteButton, g.match, g.konter, g.clear, g.backspace, g.UndoButton, g.RedoButton, g.HomeButton, g.vorhand, g.weisClear}
		for _, b := range g.pad {
			buttons = append(buttons, b)
		}
		for _, b := range g.contracts {
			buttons = append(buttons, b)
		}
		for t := range 2 {
			buttons = append(buttons, g.teamPad[t], g.stoeck[t], g.weisFor[t])
		}
		for _, b := range g.weis {
			buttons = append(buttons, b)
		}
		for _, b := range buttons {
			if h := b.MinSize().Height; h < kit.MinTouch {
				t.Errorf("%v: a button is %.0f px high, less than %d", size, h, kit.MinTouch)
			}
		}
	}
}

// The Vorhand the screen offers is the game's, as loaded from the store: a game opened without
// a deal at the table chooses on the seat after the last deal's, and an undo gives the choice
// back to the seat of the deal taken back, keeping what was typed; Redo moves it on again.
func TestSchieberVorhandFollowsTheGameAsLoaded(t *testing.T) {
	gamehost.EachService(t, func(t *testing.T, svc Service) {
		id := uitest.CreateGame(t, svc, "seed", playtest.FourPlayers, 2) // Vorhand Anna, then Beat
		u := newUIOn(t, nil, svc, landscape)
		if err := u.OpenGame(id); err != nil {
			t.Fatal(err)
		}
		w := u.Win
		if !uitest.Shows(w, "Vorhand: Cla") {
			t.Fatalf("after deals by Anna and Beat, Cla chooses: %q", uitest.ShownTexts(w))
		}
		playtest.SchieberDeal(t, w, "Hearts ×1", "100")
		uitest.TapDigits(t, w, "42")
		if !uitest.Shows(w, "Vorhand: Dora") {
			t.Fatalf("after Cla's deal, Dora chooses: %q", uitest.ShownTexts(w))
		}
		uitest.Tap(t, w, "Undo")
		uitest.ShowsAll(t, w, "after Undo", "Vorhand: Cla", "Beat & Dora: 42")
		uitest.Tap(t, w, "Redo")
		uitest.ShowsAll(t, w, "after Redo", "Vorhand: Dora", "Beat & Dora: 42")
	})
}

// A decided game's message line says so in the text's colour and, tapped, as something to know;
// what is wrong with an entry stays in the error colour.
func TestADecidedGameIsSaidAsANoteNotAsAProblem(t *testing.T) {
	u, _ := newTestUI(t, fyne.NewSize(1280, 800))
	startGame(t, u, [4]string{"A", "B", "C", "D"}, 0, "seed")
	w := u.Win
	colourOf := func(text string) string {
		t.Helper()
		c, ok := uitest.DrawnColour(w, text)
		if !ok {
			t.Fatalf("%q is not drawn: %q", text, uitest.ShownTexts(w))
		}
		v := fyne.CurrentApp().Settings().ThemeVariant()
		switch c {
		case theme.Current().Color(theme.ColorNameError, v):
			return "error"
		case theme.Current().Color(theme.ColorNameForeground, v):
			return "text"
		}
		return fmt.Sprint(c)
	}
	tooMany := "Card points go up to 157."
	uitest.Tap(t, w, "Obenabe ×3")
	uitest.TapDigits(t, w, "158")
	if got := colourOf(tooMany); got != "error" {
		t.Errorf("%q drawn in %s, want the error colour", tooMany, got)
	}
	uitest.Tap(t, w, tooMany)
	if d := uitest.DialogShown(w); !strings.Contains(d, "What is wrong") {
		t.Errorf("the problem's dialog: %q", d)
	}
	uitest.Tap(t, w, "OK")
	uitest.Tap(t, w, "C")
	for i := 0; i < 40 && !uitest.Shows(w, " win "); i++ {
		playtest.SchieberDeal(t, w, "Obenabe ×3", "157")
	}
	uitest.Tap(t, w, "Close")
	decided := "The game is decided. Undo or correct a deal to play on."
	if got := colourOf(decided); got != "text" {
		t.Errorf("%q drawn in %s, want the text's colour", decided, got)
	}
	uitest.Tap(t, w, decided)
	if d := uitest.DialogShown(w); !strings.Contains(d, "Good to know") || strings.Contains(d, "What is wrong") {
		t.Errorf("the decided game's dialog: %q", d)
	}
}
