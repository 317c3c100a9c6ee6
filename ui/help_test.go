package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/differenzler"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/referee"
	"github.com/jasstafel/jasstafel/ui/schieber"
)

// The referee and the rulebook as the shell opens them: from the list of games and from a game,
// judging by the game's rules and returning to it. What the referee says is its own package's
// test (ui/referee).

// slotNamed finds the visible fixed-slot button with this label (and icon, if given).
func slotNamed(t *testing.T, u *UI, label string, icon fyne.Resource) *kit.SlotButton {
	t.Helper()
	for _, o := range shown(u) {
		b, ok := o.(*kit.SlotButton)
		if !ok || b.Text != label {
			continue
		}
		if icon == nil || (b.Icon != nil && b.Icon.Name() == icon.Name()) {
			return b
		}
	}
	t.Fatalf("no button %q on screen; the screen shows %q", label, texts(u))
	return nil
}

// frenchRanks are the rank letters the referee's picker shows on French cards, in English.
var frenchRanks = [tally.NumRanks]string{"6", "7", "8", "9", "10", "J", "Q", "K", "A"}

// tapCards taps cards of the referee's picker by their codes ("HT", "CA") as a player finds
// them: the button with the rank in the row that starts with the suit's sign.
func tapCards(t *testing.T, u *UI, codes string) {
	t.Helper()
	cards, err := tally.ParseCards(codes)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cards {
		suit := kit.ContractIcon(c.Suit().String(), kit.SkinFrench).Name()
		var rowSuit string
		var found *kit.SlotButton
		for _, o := range shown(u) {
			if img, ok := o.(*canvas.Image); ok && img.Resource != nil {
				rowSuit = img.Resource.Name()
			}
			if b, ok := o.(*kit.SlotButton); ok && rowSuit == suit && b.Text == frenchRanks[c.Rank()] {
				found = b
				break
			}
		}
		if found == nil || found.Disabled() {
			t.Fatalf("card %s cannot be picked", c)
		}
		test.Tap(found)
	}
}

// says fails unless the screen shows every line of want.
func says(t *testing.T, got string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("the referee should say %q; it says\n%s", w, got)
		}
	}
}

// The referee's button on the list of games speaks the players' language and opens the referee.
func TestRefereeButtonSpeaksGerman(t *testing.T) {
	t.Cleanup(func() {
		if err := kit.UseLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	if err := kit.UseLanguage("de"); err != nil {
		t.Fatal(err)
	}
	u := newUIOn(t, nil, fakestore.New(), landscape)
	u.ShowHome()
	tapOn(t, u, "Schiedsrichter", nil)
	if _, ok := u.current.(*referee.Screen); !ok {
		t.Fatalf("the referee did not open; the screen shows %q", texts(u))
	}
}

// From a game the referee and the rulebook are one tap away and judge by the game's rules;
// Back returns to the game with its keyboard shortcuts working.
func TestRefereeFromAGameReturnsToIt(t *testing.T) {
	svc := fakestore.New()
	id := createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 2)
	u := newUIOn(t, nil, svc, landscape)
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	tapOn(t, u, "", theme.QuestionIcon())
	if _, ok := u.current.(*referee.Screen); !ok {
		t.Fatal("the game's referee button did not open the referee")
	}
	tapOn(t, u, "Back", nil)
	tapOn(t, u, "", theme.FileTextIcon())
	if _, ok := u.current.(*referee.Rulebook); !ok {
		t.Fatal("the game's rulebook button did not open the rulebook")
	}
	tapOn(t, u, "Back", nil)
	if g, ok := u.current.(*schieber.Screen); !ok || g.View.ID != id {
		t.Fatalf("Back did not return to the game; the screen shows %q", texts(u))
	}
	press(u, &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault})
	if v, err := svc.Load(id); err != nil || len(v.Game.Schieber) != 1 {
		t.Fatalf("Ctrl+Z after the referee should undo a deal: %v", err)
	}
}

// From a Differenzler evening the referee judges by its rules (undertrumping allowed to a player
// void in the led suit, as in TV-16) on the trump shown, and Back returns to the sheet.
func TestRefereeFromADifferenzlerEvening(t *testing.T) {
	u, _ := openDifferenzler(t, fakestore.New(), landscape, []string{"Anna", "Beat", "Cla", "Dora"}, map[string]any{"preset": "seed"})
	tap(t, u.win, "Hearts")
	tapOn(t, u, "", theme.QuestionIcon())
	_, ok := u.current.(*referee.Screen)
	if !ok {
		t.Fatal("the sheet's referee button did not open the referee")
	}
	if slotNamed(t, u, "Differenzler", nil).Importance != widget.HighImportance || slotNamed(t, u, "Hearts", nil).Importance != widget.HighImportance {
		t.Errorf("the referee should start on Differenzler rules and the trump shown, hearts; it shows %q", texts(u))
	}
	tapCards(t, u, "S9 HA")
	test.Tap(slotNamed(t, u, "Hand", nil))
	tapCards(t, u, "HK D6")
	says(t, texts(u), "May be played: ♥K ♦6.")
	tapOn(t, u, "Back", nil)
	if _, ok := u.current.(*differenzler.Screen); !ok {
		t.Fatalf("Back should return to the sheet; the screen is %T", u.current)
	}
}

// From a Schieber game the referee opens on the contract being typed, and, before one is
// picked, on the contract of the last deal: not on Diamonds.
func TestRefereeFromASchieberGameOpensOnItsContract(t *testing.T) {
	svc := fakestore.New()
	id := createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 0)
	v := 0
	if _, err := svc.AddRound(id, gamefile.Round{Contract: "obenabe", Vorhand: &v, Points: []int{100, 57}}); err != nil {
		t.Fatal(err)
	}
	u := newUIOn(t, nil, svc, landscape)
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	chosen := func(want string) {
		t.Helper()
		tapOn(t, u, "", theme.QuestionIcon())
		_, ok := u.current.(*referee.Screen)
		if !ok {
			t.Fatal("the game's referee button did not open the referee")
		}
		if got := slotNamed(t, u, want, nil); got.Importance != widget.HighImportance {
			t.Errorf("the referee should open on %s; it shows %q", want, texts(u))
		}
		tapOn(t, u, "Back", nil)
	}
	chosen("Obenabe")
	tap(t, u.win, "Hearts ×1")
	chosen("Hearts")
}

// From a Differenzler evening, before a trump is typed, the referee opens on the trump of the
// last deal, which the Differenzler's entry of the table of modes names.
func TestRefereeFromADifferenzlerEveningOpensOnTheLastTrump(t *testing.T) {
	svc := fakestore.New()
	id := chartDifferenzler(t, svc) // one deal, trump hearts
	u := newUIOn(t, nil, svc, landscape)
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	tapOn(t, u, "", theme.QuestionIcon())
	if _, ok := u.current.(*referee.Screen); !ok {
		t.Fatal("the sheet's referee button did not open the referee")
	}
	if slotNamed(t, u, "Hearts", nil).Importance != widget.HighImportance {
		t.Errorf("the referee should open on the last deal's trump, hearts; it shows %q", texts(u))
	}
}
