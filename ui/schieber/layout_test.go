package schieber

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// Every control of an ordinary deal is on screen, big enough, with its whole label, and stays put
// when a 3-digit Weis, a correction or an error appears, in every language, on a tablet in both
// orientations and on a phone.
func TestLayoutNeverMoves(t *testing.T) {
	uitest.InEveryLanguageIn(t, uitest.SidewaysSizes, func(t *testing.T, code string, size fyne.Size) {
		u, _ := newTestUI(t, size)
		t.Setenv("LANGUAGE", code)
		g := startGame(t, u, [4]string{"Marlies", "Köbi", "Ruth", "Fritz"}, 0, "seed")
		w := u.Win
		w.Resize(size)
		uitest.CheckWholeIn(t, w, size, "Schieber board")
		win := w.Canvas().Size()
		// One written deal, so that Undo is on and a deal can be corrected.
		test.Tap(g.contracts["H"])
		for _, d := range []int{1, 0, 0} {
			test.Tap(g.pad[d])
		}
		uitest.TapButton(t, w, uitest.FindButton(t, w, lang.X("game.write", "Write"), false), lang.X("game.write", "Write"))
		test.Tap(g.contracts["S"])
		for _, d := range []int{9, 7} {
			test.Tap(g.pad[d])
		}
		before := uitest.Controls(w)
		if len(before) < 35 {
			t.Fatalf("only %d controls found", len(before))
		}
		uitest.CheckPlaces(t, "ordinary deal", win, before)
		// The keys of the pad read at a glance: on one line, in the usual letters.
		keys := map[string]bool{}
		for _, b := range g.pad {
			keys[b.Text] = true
		}
		for _, b := range g.weis {
			keys[b.Text] = true
		}
		// No label is cut: a long one goes on two lines or in smaller letters.
		if cut := uitest.CutButtonTexts(w); len(cut) > 0 {
			t.Errorf("buttons cut short: %q", cut)
		}
		if broken := uitest.BrokenWordTexts(w); len(broken) > 0 {
			t.Errorf("labels split a word: %q", broken)
		}
		if stranded := uitest.StrandedLabels(w); len(stranded) > 0 {
			t.Errorf("texts leave a word's mark alone on a line: %q", stranded)
		}
		for _, text := range uitest.SqueezedButtonTexts(w) {
			if keys[text] {
				t.Errorf("the pad's key %q is squeezed into small letters or two lines", text)
			}
		}
		if !kit.Landscape(win) {
			if h, share := g.board.Size().Height, uitest.BoardShare(win); h < share*win.Height {
				t.Errorf("the board is %.0f px high, less than %.0f%% of %v", h, 100*share, win.Height)
			}
		}

		test.Tap(g.weisFor[1])
		test.Tap(g.weis[4])
		test.Tap(g.weis[2]) // Weis B 300
		test.Tap(g.stoeck[1])
		uitest.CheckUnmoved(t, "3-digit Weis", before, uitest.Controls(w))

		test.Tap(g.contracts["obenabe"]) // Stöck with Obenabe: an error
		test.Tap(g.pad[8])               // 978 is not kept: 3 digits at most; 97 stays
		test.Tap(g.clear)
		for _, d := range []int{2, 0, 0} {
			test.Tap(g.pad[d])
		}
		if g.Message.Text == "" {
			t.Fatal("no error shown")
		}
		uitest.CheckUnmoved(t, "error", before, uitest.Controls(w))

		g.editDeal(0)
		if g.panel.Correcting() != 0 {
			t.Fatal("no correction opened")
		}
		during := uitest.Controls(w)
		uitest.CheckUnmoved(t, "correction", before, during)
		uitest.CheckPlaces(t, "correction", win, during)
		if !uitest.IsShown(w.Canvas().Content(), g.CancelButton) {
			t.Error("no Cancel while correcting")
		}
		test.Tap(g.CancelButton)
		uitest.CheckUnmoved(t, "after the correction", before, uitest.Controls(w))
	})
}

// A table that plays every mixed contract has eleven contract buttons in three rows (six a row
// broke "Undenufe ×4" on a phone): each still shows its whole label, never a broken word, in every language and size, also while a Trio's modes are named on them (each
// named one with its place); where a suit's name has no room beside its sign (a phone), the
// suits of the row say only their multipliers, and a long press names them.
func TestEveryContractFitsItsButton(t *testing.T) {
	mult := map[string]any{"D": 1, "H": 1, "S": 2, "C": 2, "obenabe": 3, "undenufe": 4, "slalom": 5, "guschti": 6, "mary": 7, "trio": 8}
	uitest.InEveryLanguage(t, func(t *testing.T, code string, size fyne.Size) {
		u, _ := newTestUI(t, size)
		t.Setenv("LANGUAGE", code)
		id := playtest.Create(t, u.Store, tally.Schieber, []string{"Marlies", "Köbi", "Ruth", "Fritz"}, map[string]any{"preset": "seed", "multipliers": mult})
		if err := u.OpenGame(id); err != nil {
			t.Fatal(err)
		}
		g := u.Current.(*Screen)
		w := u.Win
		w.Resize(size)
		if len(g.contracts) != 11 {
			t.Fatalf("%d contract buttons", len(g.contracts))
		}
		before := uitest.Controls(w)
		uitest.CheckPlaces(t, "eleven contracts", w.Canvas().Size(), before)
		if cut := uitest.CutButtonTexts(w); len(cut) > 0 {
			t.Errorf("buttons cut short: %q", cut)
		}
		if broken := uitest.BrokenWordTexts(w); len(broken) > 0 {
			t.Errorf("labels split a word: %q", broken)
		}
		if stranded := uitest.StrandedLabels(w); len(stranded) > 0 {
			t.Errorf("texts leave a word's mark alone on a line: %q", stranded)
		}
		var shown []string
		for _, k := range []string{"D", "H", "S", "C"} {
			shown = append(shown, uitest.SlotText(g.contracts[k]))
		}
		short := shown[0] == "×1"
		for i, want := range []string{"×1", "×1", "×2", "×2"} {
			if (shown[i] == want) != short {
				t.Errorf("the suits of a row read differently: %q", shown)
			}
		}
		if short && !kit.Narrow(size.Width) {
			t.Errorf("on a %v window the suits say only %q", size, shown)
		}
		test.Tap(g.contracts["slalom-undenufe"])
		if e := g.panel.Entry(); e.Contract != "slalom-undenufe" {
			t.Errorf("the contract chosen is %q", e.Contract)
		}
		for _, k := range []string{"trio", "H", "obenabe", "undenufe"} {
			test.Tap(g.contracts[k])
		}
		if e := g.panel.Entry(); e.Contract != "trio:H,obenabe,undenufe" {
			t.Errorf("the Trio named is %q", e.Contract)
		}
		uitest.CheckUnmoved(t, "a Trio named", before, uitest.Controls(w))
		if cut := uitest.CutButtonTexts(w); len(cut) > 0 {
			t.Errorf("buttons cut short while a Trio is named: %q", cut)
		}
		if broken := uitest.BrokenWordTexts(w); len(broken) > 0 {
			t.Errorf("labels split a word while a Trio is named: %q", broken)
		}
		if stranded := uitest.StrandedLabels(w); len(stranded) > 0 {
			t.Errorf("texts leave a word's mark alone on a line: %q", stranded)
		}
		if got := uitest.SlotText(g.contracts["H"]); got != "1" && !strings.HasPrefix(got, "1 · ") {
			t.Errorf("hearts, named first, reads %q", got)
		}
	})
}

// The French black suits are drawn in chalk, not in black on the slate: in running text by the
// theme's suit font, which has the filled ♠ and ♣ (TestSuitSignsAreFilledAndOfOneWeight), and
// on buttons by icons in the foreground colour.
func TestBlackSuitsAreLight(t *testing.T) {
	a := test.NewTempApp(t)
	kit.UseTheme(a)
	for _, c := range []string{"S", "C"} {
		text := kit.ContractText(c, kit.SkinFrench)
		for _, r := range text {
			if r == '♤' || r == '♧' {
				t.Errorf("%s: %q uses the outlined sign, not the filled one", c, text)
			}
		}
		if icon := kit.ContractIcon(c, kit.SkinFrench); icon == nil {
			t.Errorf("%s has no icon", c)
		} else if _, themed := icon.(fyne.ThemedResource); !themed {
			t.Errorf("%s's icon is not drawn in the foreground colour", c)
		}
	}
}

// isCut is whether a slot button shows its label cut with an ellipsis.
func isCut(b *kit.SlotButton) bool {
	for _, x := range uitest.LaidOut(b) {
		if txt, ok := x.(*canvas.Text); ok && txt.Visible() && strings.HasSuffix(txt.Text, kit.Ellipsis) && !strings.HasSuffix(b.Text, kit.Ellipsis) {
			return true
		}
	}
	return false
}

// The lines a player reads before writing are whole in every language, on a tablet in both
// orientations and on a phone: the status while a deal with Stöck and Weis is corrected
// ("Correcting deal 1 · Writes … (Stöck …, Weis …)"), and on the Weis panel the verdict with its
// reason, here the longest one, a run in trumps before a plain run.
func TestDecisiveLinesAreWhole(t *testing.T) {
	uitest.InEveryLanguage(t, func(t *testing.T, code string, size fyne.Size) {
		u, _ := newTestUI(t, size)
		t.Setenv("LANGUAGE", code)
		players := [4]string{"Marlies", "Köbi", "Ruth", "Fritz"}
		g := startGame(t, u, players, 0, "seed")
		w := u.Win
		w.Resize(size)
		test.Tap(g.contracts["H"])
		for _, d := range []int{1, 0, 0} {
			test.Tap(g.pad[d])
		}
		uitest.TapButton(t, w, uitest.FindButton(t, w, lang.X("game.write", "Write"), false), lang.X("game.write", "Write"))
		g.editDeal(0)
		test.Tap(g.weisFor[1])
		test.Tap(g.weis[4])
		test.Tap(g.weis[2])
		test.Tap(g.stoeck[1])
		uitest.Relayout(u.Win)
		if !strings.Contains(g.Status.Text, "20") || !strings.Contains(g.Status.Text, "1") {
			t.Fatalf("the status does not show the corrected deal with Stöck: %q", g.Status.Text)
		}
		if isCut(g.Status) {
			t.Errorf("the status is cut: %q", g.Status.Text)
		}
		test.Tap(g.CancelButton)

		test.Tap(g.contracts["H"])
		test.Tap(g.declare)
		rank := func(r tally.Rank) *kit.SlotButton { return panelButton(t, w, rankName(r, u.Skin()), false) }
		suit := func(s string) *kit.SlotButton { return panelButton(t, w, kit.ContractLabel(s, u.Skin()), false) }
		for i, s := range []string{"H", "S"} {
			test.Tap(panelButton(t, w, players[i], false))
			test.Tap(suit(s))
			test.Tap(rank(tally.Ace))
			for o := range panelControls(w) {
				if b, ok := o.(*kit.SlotButton); ok && b.Icon != nil && b.Icon.Name() == theme.ContentAddIcon().Name() {
					test.Tap(b)
				}
			}
		}
		var verdict *kit.SlotButton
		for _, o := range uitest.LaidOut(declarePanel(t, w)) {
			if b, ok := o.(*kit.SlotButton); ok && strings.Contains(b.Text, lang.X("weis.byTrump", "")) {
				verdict = b
			}
		}
		if verdict == nil {
			t.Fatalf("no verdict gives the trump as its reason: %q", panelTexts(t, w))
		}
		if isCut(verdict) {
			t.Errorf("the verdict is cut: %q", verdict.Text)
		}
	})
}

// The last row of the Schieber panel — Declare, Card by card, Write — shows its words whole in
// every language and both orientations: Write and Cancel give up their icons before their words.
func TestWriteRowShowsWholeWords(t *testing.T) {
	uitest.InEveryLanguage(t, func(t *testing.T, code string, size fyne.Size) {
		u, _ := newTestUI(t, size)
		g := startGame(t, u, [4]string{"Marlies", "Köbi", "Ruth", "Fritz"}, 0, "seed")
		u.Win.Resize(size)
		uitest.Relayout(u.Win)
		for _, b := range []*kit.SlotButton{g.declare, g.ByCards, g.WriteButton} {
			for _, x := range uitest.LaidOut(b) {
				if txt, ok := x.(*canvas.Text); ok && txt.Visible() && strings.HasSuffix(txt.Text, kit.Ellipsis) {
					t.Errorf("%q is cut to %q", b.Text, txt.Text)
				}
			}
		}
	})
}
