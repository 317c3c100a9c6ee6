package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/cards"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/schieber"
	"github.com/jasstafel/jasstafel/ui/statistics"
)

// openedGame is a Schieber of the given deals on a fake store, open in a tablet's window.
func openedGame(t *testing.T, deals int) (*UI, *fakestore.Store, persistence.GameID) {
	t.Helper()
	svc := fakestore.New()
	id := createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, deals)
	u := newUIOn(t, nil, svc, landscape)
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	return u, svc, id
}

// escape presses Escape where no field has the focus, as a keyboard does.
func escape(u *UI) { typeKeys(u, "", fyne.KeyEscape) }

// Escape over a dialog closes the dialog, as its Cancel does, and leaves the screen under it
// where it is: the chart's Save… is there to tap again. (It went back to the game under the
// dialog, which stayed over the game, and Save… stayed greyed.)
func TestEscapeClosesTheDialogFirst(t *testing.T) {
	u, _, _ := openedGame(t, 3)
	tapOn(t, u, "", statistics.ChartIcon)
	tapOn(t, u, "Save…", theme.DocumentSaveIcon())
	if dialogShown(u) == "" {
		t.Fatal("Save… showed no choice")
	}
	escape(u)
	if d := dialogShown(u); d != "" {
		t.Fatalf("after Escape the dialog is still shown: %q", d)
	}
	if _, ok := u.current.(*statistics.Chart); !ok {
		t.Fatalf("Escape over the dialog left the chart for %T", u.current)
	}
	tapOn(t, u, "Save…", theme.DocumentSaveIcon()) // enabled again
	escape(u)
	escape(u)
	if _, ok := u.current.(*schieber.Screen); !ok {
		t.Fatalf("the second Escape went to %T, want the game", u.current)
	}
}

// A phone's Back (UI.Back) goes back one step at a time: the card entry to the game, a
// correction to the deal at the table, the deals list closed, the game to the list of games; on
// the list it has nothing to do, and the browser leaves the page.
func TestBackGoesBackOneStepAtATime(t *testing.T) {
	u, _, _ := openedGame(t, 3)
	tap(t, u.win, "Hearts ×1")
	tap(t, u.win, "Card by card")
	if _, ok := u.current.(*cards.Screen); !ok {
		t.Fatalf("Card by card opened %T", u.current)
	}
	steps := []struct {
		what string
		at   func() bool
	}{
		{"the card entry left for the game", func() bool { _, ok := u.current.(*schieber.Screen); return ok }},
		{"the correction cancelled", func() bool { return !uitest.Shows(u.win, "Correcting deal ") }},
		{"the deals list closed", func() bool { return dialogShown(u) == "" }},
		{"the game left for the list of games", func() bool { _, ok := u.current.(*homeScreen); return ok }},
	}
	for i, s := range steps {
		switch i {
		case 1:
			uitest.OpenCorrection(t, u.win, 1)
		case 2:
			tapOn(t, u, "", theme.ListIcon())
			if dialogShown(u) == "" {
				t.Fatal("the deals list did not open")
			}
		}
		if !u.Back() {
			t.Fatalf("Back before %s had nothing to do", s.what)
		}
		if !s.at() {
			t.Errorf("Back did not do its step: %s (the screen is %T, the dialog %q)", s.what, u.current, dialogShown(u))
		}
	}
	if u.Back() {
		t.Error("Back on the list of games said it did something")
	}
}

// Keys typed while a dialog lies over a game are not the entry's: digits and Enter with the list
// of deals open neither type nor write a deal beneath it.
func TestKeysOverADialogLeaveTheGame(t *testing.T) {
	u, svc, id := openedGame(t, 1)
	tap(t, u.win, "Hearts ×1")
	tapOn(t, u, "", theme.ListIcon())
	if dialogShown(u) == "" {
		t.Fatal("the deals list did not open")
	}
	test.TypeOnCanvas(u.win.Canvas(), "87")
	u.win.Canvas().(interface{ OnTypedKey() func(*fyne.KeyEvent) }).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if v, _ := svc.Load(id); len(v.Game.Schieber) != 1 {
		t.Fatalf("Enter over the list of deals wrote a deal: %d deals", len(v.Game.Schieber))
	}
	escape(u)
	if uitest.Shows(u.win, "Beat & Dora: 87") || !uitest.Shows(u.win, "Beat & Dora: –") {
		t.Errorf("digits typed over the list of deals reached the entry: %q", uitest.ShownTexts(u.win))
	}
	test.TypeOnCanvas(u.win.Canvas(), "87")
	if !uitest.Shows(u.win, "Beat & Dora: 87") { // the team of the next Vorhand
		t.Errorf("digits typed once the list is closed do not reach the entry: %q", uitest.ShownTexts(u.win))
	}
}

// Backspace over a dialog of the card entry takes back no card beneath it.
func TestBackspaceOverACardEntryDialogKeepsTheCard(t *testing.T) {
	u, _, _ := openedGame(t, 1)
	tap(t, u.win, "Hearts ×1")
	tap(t, u.win, "Card by card")
	playtest.TapCard(t, u.win, tally.NewCard(tally.Spades, tally.Ace))
	if !uitest.Shows(u.win, "Beat ♠A") {
		t.Fatalf("the ace of spades was not played: %q", uitest.ShownTexts(u.win))
	}
	status := ""
	for _, s := range uitest.ShownTexts(u.win) {
		if strings.HasPrefix(s, "Card points") {
			status = s
		}
	}
	if status == "" {
		t.Fatalf("no line of card points to open: %q", uitest.ShownTexts(u.win))
	}
	tap(t, u.win, status) // the whole line, in a dialog
	if dialogShown(u) == "" {
		t.Fatal("the line opened no dialog")
	}
	u.win.Canvas().(interface{ OnTypedKey() func(*fyne.KeyEvent) }).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	escape(u)
	if dialogShown(u) != "" || !uitest.Shows(u.win, "Beat ♠A") {
		t.Errorf("Backspace over the dialog took back the card beneath it: %q", uitest.ShownTexts(u.win))
	}
}

// Shortcuts pressed while a dialog lies over a screen are not the screen's either: Ctrl+Z over
// the list of deals takes back no deal, Ctrl+N over a dialog on the list of games opens no form.
func TestShortcutsOverADialogLeaveTheScreen(t *testing.T) {
	u, svc, id := openedGame(t, 2)
	tapOn(t, u, "", theme.ListIcon())
	if dialogShown(u) == "" {
		t.Fatal("the deals list did not open")
	}
	u.win.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault})
	if v, _ := svc.Load(id); len(v.Game.Schieber) != 2 {
		t.Fatalf("Ctrl+Z over the list of deals took back a deal: %d deals left", len(v.Game.Schieber))
	}
	escape(u)
	u.win.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault})
	if v, _ := svc.Load(id); len(v.Game.Schieber) != 1 {
		t.Fatalf("Ctrl+Z once the list is closed did not take back the last deal: %d deals", len(v.Game.Schieber))
	}
	u.ShowHome()
	dialog.ShowInformation("Imported", "3 games", u.win)
	u.win.Canvas().(fyne.Shortcutable).TypedShortcut(shortcutNewGame)
	if _, ok := u.current.(*homeScreen); !ok {
		t.Errorf("Ctrl+N over a dialog left the list of games for %T", u.current)
	}
}

// Escape on the list of games closes a dialog over it, as a phone's Back does, and does
// nothing more: the list has no way back.
func TestEscapeOnTheListClosesItsDialog(t *testing.T) {
	u, _, _ := openedGame(t, 1)
	u.ShowHome()
	dialog.ShowInformation("Imported", "3 games", u.win)
	escape(u)
	if d := dialogShown(u); d != "" {
		t.Fatalf("Escape left the dialog over the list: %q", d)
	}
	escape(u)
	if _, ok := u.current.(*homeScreen); !ok {
		t.Errorf("Escape on the list went to %T", u.current)
	}
	if u.Back() {
		t.Error("Back on the bare list said it did something")
	}
}
