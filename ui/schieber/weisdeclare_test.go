package schieber

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// declarePanel is the shown declaration panel, the top overlay of the window.
func declarePanel(t *testing.T, w fyne.Window) fyne.CanvasObject {
	t.Helper()
	o := w.Canvas().Overlays().Top()
	if o == nil {
		t.Fatal("the declaration panel is not open")
	}
	return o
}

// panelButton finds the shown button of the declaration panel whose label is label, or starts
// with it when prefix is set.
func panelButton(t *testing.T, w fyne.Window, label string, prefix bool) *kit.SlotButton {
	t.Helper()
	var found []*kit.SlotButton
	for _, o := range uitest.Tree(nil, declarePanel(t, w), false) {
		if b, ok := o.(*kit.SlotButton); ok && b.Visible() && (b.Text == label || (prefix && label != "" && strings.HasPrefix(b.Text, label))) {
			found = append(found, b)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%d buttons %q on the panel", len(found), label)
	}
	return found[0]
}

// tapPanel taps the panel's buttons labelled labels, in order.
func tapPanel(t *testing.T, w fyne.Window, labels ...string) {
	t.Helper()
	for _, l := range labels {
		b := panelButton(t, w, l, false)
		if b.Disabled() {
			t.Fatalf("%q is disabled", l)
		}
		test.Tap(b)
	}
}

// panelShows reports whether a text of the panel contains s.
func panelShows(t *testing.T, w fyne.Window, s string) bool {
	for _, o := range uitest.Tree(nil, declarePanel(t, w), false) {
		if b, ok := o.(*kit.SlotButton); ok && b.Visible() && strings.Contains(b.Text, s) {
			return true
		}
	}
	return false
}

func panelTexts(t *testing.T, w fyne.Window) []string {
	var out []string
	for _, o := range uitest.Tree(nil, declarePanel(t, w), false) {
		if b, ok := o.(*kit.SlotButton); ok && b.Visible() && b.Text != "" {
			out = append(out, b.Text)
		}
	}
	return out
}

// listed are the declarations the panel lists, each a button that removes it.
func listed(t *testing.T, w fyne.Window) []string {
	var out []string
	for _, o := range uitest.Tree(nil, declarePanel(t, w), false) {
		if b, ok := o.(*kit.SlotButton); ok && b.Visible() && b.Icon != nil && b.Icon.Name() == theme.DeleteIcon().Name() {
			out = append(out, b.Text)
		}
	}
	return out
}

// add declares one Weis: player, kind and cards, then the Add button.
func add(t *testing.T, w fyne.Window, taps ...string) {
	t.Helper()
	tapPanel(t, w, taps...)
	test.Tap(panelButton(t, w, "Add: ", true))
}

// The team with the better single Weis writes all its Weis, though the other team declared
// more points: Anna's four Jacks (200) beat Beat's run of five and Dora's four Kings and run
// of three (220 in all). Two declarations no table can make are refused with their reason.
func TestDeclaredWeisDecideWhoWrites(t *testing.T) {
	u, store := newTestUI(t, landscape)
	g := startGame(t, u, [4]string{"Anna", "Beat", "Cla", "Dora"}, 0, "seed")
	w := u.Win
	uitest.Tap(t, w, "Hearts ×1")
	uitest.TapDigits(t, w, "100")
	uitest.Tap(t, w, "+50") // typed Weis that the declarations replace
	uitest.Tap(t, w, "Declare")

	if !panelShows(t, w, "No Weis declared yet") {
		t.Errorf("an empty list: %q", panelTexts(t, w))
	}
	add(t, w, "Anna", "Four of a kind", "Jack")
	if !panelShows(t, w, "Anna's 4 × Jack counts: the other team declared none") || !panelShows(t, w, "Done: Anna & Cla write 200") {
		t.Fatalf("verdict after one Weis: %q", panelTexts(t, w))
	}
	add(t, w, "Beat", "Run", "5 cards", "Diamonds", "10")
	add(t, w, "Dora", "Four of a kind", "King")
	add(t, w, "Run", "3 cards", "Clubs", "8")
	for _, want := range []string{"Anna: 4 × Jack", "Beat: run of 5 in Diamonds up to 10", "Dora: 4 × King", "Dora: run of 3 in Clubs up to 8"} {
		if !panelShows(t, w, want) {
			t.Errorf("the list does not show %q: %q", want, panelTexts(t, w))
		}
	}
	verdict := "Anna's 4 × Jack beats Beat's run of 5 in Diamonds up to 10 (worth more)"
	if !panelShows(t, w, verdict) || !panelShows(t, w, "Done: Anna & Cla write 200") {
		t.Errorf("verdict: %q", panelTexts(t, w))
	}

	// A run of four cannot end at the 7; a card cannot be in two players' Weis.
	tapPanel(t, w, "Cla", "Run", "4 cards", "Hearts", "7")
	test.Tap(panelButton(t, w, "Add: ", true))
	if !panelShows(t, w, "A run of 4 cannot end at 7: it would start below the 6.") {
		t.Errorf("no refusal for a 4-run up to the 7: %q", panelTexts(t, w))
	}
	tapPanel(t, w, "3 cards", "Diamonds", "8")
	test.Tap(panelButton(t, w, "Add: ", true))
	if !panelShows(t, w, "Diamonds 6 is already in the Weis of Beat.") {
		t.Errorf("no refusal for a card in Beat's run: %q", panelTexts(t, w))
	}
	if got := listed(t, w); len(got) != 4 {
		t.Errorf("a refused declaration joined the list: %q", got)
	}
	// Removing Anna's Jacks hands the Weis to the other team.
	test.Tap(panelButton(t, w, "Anna: 4 × Jack", false))
	if !panelShows(t, w, "Beat & Dora write 220") {
		t.Errorf("after removing the Jacks: %q", panelTexts(t, w))
	}
	add(t, w, "Anna", "Four of a kind", "Jack")
	test.Tap(panelButton(t, w, "Done: ", true))
	if w.Canvas().Overlays().Top() != nil {
		t.Fatal("the panel stays open after Done")
	}

	// Team A typed 100, B gets 57; A writes its 200 of Weis, the typed +50 is gone.
	if !uitest.Shows(w, "Writes Anna & Cla 300 · Beat & Dora 57 (Weis A 200)") || !uitest.Shows(w, "Weis A 200") {
		t.Fatalf("preview: %q", uitest.ShownTexts(w))
	}
	uitest.Tap(t, w, "Write")
	v := playtest.Load(t, store, g.View.ID)
	sc := tally.ReplaySchieber(v.Game.Rules, v.Game.Schieber).Scores[0]
	if sc.WeisTeam != 0 || sc.Weis != [2]int{200, 0} || sc.Score != [2]int{300, 57} || len(sc.Violations) > 0 {
		t.Errorf("written %+v", sc)
	}
	r := v.File.Rounds[0]
	if len(r.Weis) != 4 || r.Weis[3].Seat == nil || *r.Weis[3].Seat != 0 || strings.Join(r.Weis[3].Cards, ",") != "SJ,HJ,DJ,CJ" {
		t.Errorf("the round keeps the declared cards: %+v", r.Weis)
	}
}

// Cancel and Escape leave the deal's Weis as they were; typing while the panel is open does
// not change the deal behind it, and the keys work again once it is closed.
func TestCancelKeepsTheTypedWeis(t *testing.T) {
	u, _ := newTestUI(t, landscape)
	startGame(t, u, [4]string{"Anna", "Beat", "Cla", "Dora"}, 0, "seed")
	w := u.Win
	uitest.Tap(t, w, "+50")
	uitest.Tap(t, w, "Declare")
	add(t, w, "Beat", "Four of a kind", "Jack")
	test.TypeOnCanvas(w.Canvas(), "42")
	tapPanel(t, w, "Cancel")
	if w.Canvas().Overlays().Top() != nil || !uitest.Shows(w, "Weis A 50") || !uitest.Shows(w, "Anna & Cla: –") {
		t.Errorf("after Cancel: %q", uitest.ShownTexts(w))
	}
	uitest.Tap(t, w, "Declare")
	add(t, w, "Beat", "Four of a kind", "Jack")
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if w.Canvas().Overlays().Top() != nil || !uitest.Shows(w, "Weis A 50") {
		t.Errorf("after Escape: %q", uitest.ShownTexts(w))
	}
	test.TypeOnCanvas(w.Canvas(), "42")
	if !uitest.Shows(w, "Anna & Cla: 42") {
		t.Errorf("the pad does not type after the panel closed: %q", uitest.ShownTexts(w))
	}
}

// panelControls are the shown buttons of the declaration panel with their places.
func panelControls(w fyne.Window) map[fyne.CanvasObject]uitest.Placed {
	return uitest.ControlsBelow(w.Canvas().Overlays().Top())
}

// The declaration panel fits the window in every language, on a tablet in both orientations and on
// a phone, with a full list and a refusal showing, every control big enough for a finger.
func TestDeclarePanelFitsInEveryLanguage(t *testing.T) {
	uitest.InEveryLanguage(t, func(t *testing.T, code string, size fyne.Size) {
		u, _ := newTestUI(t, size)
		t.Setenv("LANGUAGE", code)
		g := startGame(t, u, [4]string{"Marlies", "Köbi", "Ruth", "Fritz"}, 0, "seed")
		w := u.Win
		w.Resize(size)
		uitest.CheckWholeIn(t, w, size, "Schieber board")
		win := w.Canvas().Size()
		test.Tap(g.declare)
		before := panelControls(w)
		if len(before) < 30 {
			t.Fatalf("only %d controls on the panel", len(before))
		}
		uitest.CheckPlaces(t, "empty panel", win, before)
		// The suits' names read in the usual letters: on a phone their row goes on two lines
		// rather than shrink them beside their signs.
		suitNames := map[string]bool{}
		for _, s := range []string{"S", "H", "D", "C"} {
			suitNames[kit.ContractLabel(s, u.Skin())] = true
		}
		for _, text := range uitest.SqueezedButtonTexts(w) {
			if suitNames[text] {
				t.Errorf("the suit %q is squeezed into small letters or two lines", text)
			}
		}
		// Fill the list: a run in each suit for two players, then two quartets.
		rank := func(r tally.Rank) *kit.SlotButton { return panelButton(t, w, rankName(r, u.Skin()), false) }
		suit := func(s string) *kit.SlotButton { return panelButton(t, w, kit.ContractLabel(s, u.Skin()), false) }
		seat := func(i int) *kit.SlotButton {
			return panelButton(t, w, []string{"Marlies", "Köbi", "Ruth", "Fritz"}[i], false)
		}
		addBtn := func() *kit.SlotButton {
			for o := range panelControls(w) {
				if b, ok := o.(*kit.SlotButton); ok && b.Icon != nil && b.Icon.Name() == theme.ContentAddIcon().Name() {
					return b
				}
			}
			t.Fatal("no Add button")
			return nil
		}
		for i, s := range []string{"S", "H", "D", "C"} {
			test.Tap(seat(i))
			test.Tap(suit(s))
			test.Tap(rank(tally.Ace))
			test.Tap(addBtn())
		}
		for i, s := range []string{"S", "H"} {
			test.Tap(seat(i))
			test.Tap(suit(s))
			test.Tap(rank(tally.Eight))
			test.Tap(addBtn())
		}
		test.Tap(panelButton(t, w, lang.X("weis.quartetKind", "Four of a kind"), false))
		test.Tap(seat(2))
		test.Tap(rank(tally.Ten))
		test.Tap(addBtn())
		test.Tap(seat(3))
		test.Tap(rank(tally.Nine))
		test.Tap(addBtn())
		test.Tap(rank(tally.King)) // a ninth Weis: refused
		test.Tap(addBtn())
		if !panelShows(t, w, lang.X("weis.refuseTooMany", "More Weis than one hand or one deal can hold.")) {
			t.Errorf("no refusal shown: %q", panelTexts(t, w))
		}
		full := panelControls(w)
		if items := listed(t, w); len(items) != entry.MaxDeclared {
			t.Errorf("%d declarations listed, want %d: %q", len(items), entry.MaxDeclared, items)
		}
		uitest.CheckPlaces(t, "full list", win, full)
	})
}
