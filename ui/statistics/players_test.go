package statistics

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// openPlayers shows the players of svc as the list of games opens them.
func openPlayers(t *testing.T, svc Service, size fyne.Size) (*testApp, *Players) {
	t.Helper()
	u := newApp(t, svc, size)
	u.Show(NewPlayers(u, u.store, u.ShowHome))
	s, ok := u.Current.(*Players)
	if !ok {
		t.Fatalf("Players shows %T", u.Current)
	}
	return u, s
}

// rowOf is the list row that shows the player name.
func rowOf(t *testing.T, u *testApp, name string) *fyne.Container {
	t.Helper()
	scrollTo(u, name)
	for _, o := range shown(u) {
		c, ok := o.(*fyne.Container)
		if !ok || len(c.Objects) != 3 {
			continue
		}
		lines, ok := c.Objects[0].(*fyne.Container)
		if !ok || len(lines.Objects) != 2 {
			continue
		}
		if l, ok := lines.Objects[0].(*widget.Label); ok && l.Text == name {
			return c
		}
	}
	t.Fatalf("no player %q on screen; it shows %q", name, texts(u))
	return nil
}

// scrollTo scrolls the list of players to the one of that name (or spelling), as a finger would
// where the list is longer than the window.
func scrollTo(u *testApp, name string) {
	p, ok := u.Current.(*Players)
	if !ok {
		return
	}
	for i, e := range p.roster {
		if e.Name == name || slices.Contains(e.Spellings, name) {
			p.list.ScrollTo(i)
			relayout(u)
			return
		}
	}
}

// tapTick taps the middle of a row's tick box, where a finger aims.
func tapTick(row *fyne.Container) {
	c := row.Objects[1].(*widget.Check)
	test.TapAt(c, fyne.NewPos(c.Size().Width/2, c.Size().Height/2))
}

// seatedNames are the names of a game as the service has them now.
func seatedNames(t *testing.T, svc Service, id persistence.GameID) []string {
	t.Helper()
	v, err := svc.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	return v.File.Players
}

// typeInDialog replaces the text of the entry of the dialog on top.
func typeInDialog(t *testing.T, u *testApp, text string) *kit.DialogEntry {
	t.Helper()
	for _, o := range uitest.Visible(u.Win.Canvas().Overlays().Top()) {
		if e, ok := o.(*kit.DialogEntry); ok {
			e.SetText("")
			test.Type(e, text)
			return e
		}
	}
	t.Fatalf("no field in the dialog %q", dialogShown(u))
	return nil
}

func TestPlayersRenameMergeAndUndo(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		a := createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 2)
		b := createGame(t, svc, "seed", []string{"anna", "Beat", "Eva", "Fritz"}, 1)
		c := createGame(t, svc, "seed", []string{"Anna B.", "Gian", "Hugo", "Ida"}, 1)
		gone := createGame(t, svc, "seed", []string{"Zora", "anna", "Yves", "Walti"}, 0)
		if err := svc.Delete(gone); err != nil {
			t.Fatal(err)
		}
		u, s := openPlayers(t, svc, landscape)
		scrollTo(u, "anna")
		if !strings.Contains(texts(u), "also written Anna") && !strings.Contains(texts(u), "also written anna") {
			t.Errorf("the two spellings of Anna are not shown as one player: %q", texts(u))
		}
		if !s.undo.Disabled() || !s.merge.Disabled() {
			t.Error("Undo or Merge is offered with nothing to undo or merge")
		}

		t.Run("should refuse a bad name and change nothing", func(t *testing.T) {
			tapButton(rowOf(t, u, "Beat").Objects[2].(*widget.Button))
			typeInDialog(t, u, "   ")
			tapOn(t, u, "Rename", nil)
			if s.message.Text != "Type the new name." || s.message.Importance != widget.DangerImportance {
				t.Errorf("message %q", s.message.Text)
			}
			tapButton(rowOf(t, u, "Beat").Objects[2].(*widget.Button))
			typeInDialog(t, u, "Dora")
			tapOn(t, u, "Rename", nil)
			if !strings.Contains(s.message.Text, "Game 1 would have Dora twice") {
				t.Errorf("message %q", s.message.Text)
			}
			// Kawi (Unicode 15), which no font of the app nor of this project's machines has: the
			// name would show as boxes.
			tapButton(rowOf(t, u, "Beat").Objects[2].(*widget.Button))
			typeInDialog(t, u, "\U00011F04\U00011F12")
			tapOn(t, u, "Rename", nil)
			if !strings.Contains(s.message.Text, "letters that cannot be drawn on this device") {
				t.Errorf("message %q", s.message.Text)
			}
			if p := seatedNames(t, svc, a); !slices.Equal(p, []string{"Anna", "Beat", "Cla", "Dora"}) {
				t.Errorf("a refused rename changed game 1: %v", p)
			}
		})

		t.Run("should close the dialog on Escape in the field, renaming nothing", func(t *testing.T) {
			tapButton(rowOf(t, u, "Beat").Objects[2].(*widget.Button))
			typeInDialog(t, u, "Beat X")
			if u.Win.Canvas().Focused() == nil {
				t.Fatal("the new name's field has not the focus")
			}
			uitest.TypeKey(u.Win, fyne.KeyEscape) // to the field, as a keyboard types it
			if d := dialogShown(u); d != "" {
				t.Errorf("Escape in the new name left the dialog open: %q", d)
			}
			if p := seatedNames(t, svc, a); p[1] != "Beat" {
				t.Errorf("Escape renamed Beat: %v", p)
			}
		})

		t.Run("should rename Beat everywhere", func(t *testing.T) {
			tapButton(rowOf(t, u, "Beat").Objects[2].(*widget.Button))
			if d := dialogShown(u); !strings.Contains(d, "Beat gets the new name in all 2 games") {
				t.Errorf("the dialog says %q", d)
			}
			// Enter in the field renames, as Rename does.
			typeInDialog(t, u, "Beat M.").TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			if d := dialogShown(u); d != "" {
				t.Errorf("Enter in the new name left the dialog open: %q", d)
			}
			if s.message.Text != "Beat is now Beat M. in 2 games." {
				t.Errorf("message %q", s.message.Text)
			}
			if seatedNames(t, svc, a)[1] != "Beat M." || seatedNames(t, svc, b)[1] != "Beat M." {
				t.Error("Beat was not renamed in both games")
			}
			rowOf(t, u, "Beat M.")
			if s.undo.Disabled() {
				t.Error("Undo is not offered after a rename")
			}
		})

		t.Run("should merge the spellings of Anna into one", func(t *testing.T) {
			tapTick(rowOf(t, u, "Anna B."))
			if !s.merge.Disabled() {
				t.Error("Merge is offered with one player ticked")
			}
			tapTick(rowOf(t, u, "anna"))
			if s.merge.Disabled() {
				t.Fatal("Merge is not offered with two players ticked")
			}
			tapButton(s.merge)
			d := dialogShown(u)
			if !strings.Contains(d, "Keep one name") {
				t.Fatalf("the merge dialog says %q", d)
			}
			var keep *widget.RadioGroup
			for _, o := range uitest.Visible(u.Win.Canvas().Overlays().Top()) {
				if r, ok := o.(*widget.RadioGroup); ok {
					keep = r
				}
			}
			if keep == nil || !slices.Contains(keep.Options, "Anna") || !slices.Contains(keep.Options, "anna") || !slices.Contains(keep.Options, "Anna B.") {
				t.Fatalf("the names to keep: %+v", keep)
			}
			keep.SetSelected("Anna")
			tapOn(t, u, "Merge", nil)
			if s.message.Text != "Anna B., anna are now Anna in 3 games." && s.message.Text != "anna, Anna B. are now Anna in 3 games." {
				t.Errorf("message %q", s.message.Text)
			}
			for _, id := range []persistence.GameID{a, b, c} {
				if p := seatedNames(t, svc, id); p[0] != "Anna" {
					t.Errorf("game %d after the merge: %v", id, p)
				}
			}
			if err := svc.Restore(gone); err != nil {
				t.Fatal(err)
			}
			if p := seatedNames(t, svc, gone); p[1] != "Anna" {
				t.Errorf("the deleted game after the merge: %v", p)
			}
			svc.Delete(gone)
		})

		t.Run("should take the merge back, then the rename", func(t *testing.T) {
			tapButton(s.undo)
			if d := dialogShown(u); !strings.Contains(d, "→ Anna in 3 games?") || !strings.Contains(d, "Anna B.") {
				t.Fatalf("the undo asks %q", d)
			}
			tapOn(t, u, "Yes", nil)
			if !strings.HasPrefix(s.message.Text, "Taken back:") {
				t.Errorf("message %q", s.message.Text)
			}
			if seatedNames(t, svc, b)[0] != "anna" || seatedNames(t, svc, c)[0] != "Anna B." {
				t.Error("the merge was not taken back")
			}
			ctrlZ := &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault}
			press(u, ctrlZ) // as Undo does
			if d := dialogShown(u); !strings.Contains(d, "Beat M.") {
				t.Fatalf("Ctrl+Z asks %q", d)
			}
			tapOn(t, u, "Yes", nil)
			if p := seatedNames(t, svc, a); !slices.Equal(p, []string{"Anna", "Beat", "Cla", "Dora"}) {
				t.Errorf("game 1 after both undos: %v", p)
			}
			if !s.undo.Disabled() {
				t.Error("Undo is still offered with nothing left to undo")
			}
			if press(u, ctrlZ); dialogShown(u) != "" {
				t.Errorf("Ctrl+Z with nothing to undo asks %q", dialogShown(u))
			}
			tapOn(t, u, "Back", nil)
			if u.Home != 1 {
				t.Errorf("Back shows %T, not the list of games", u.Current)
			}
		})
	})
}

// A store that fails shows its error in the message line and the roster stays as it was.
func TestPlayersShowsAFailureInTheMessageLine(t *testing.T) {
	svc := fakestore.New()
	createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 1)
	svc.Fail("RenamePlayer", persistence.ErrDamaged)
	u, s := openPlayers(t, svc, landscape)
	tapButton(rowOf(t, u, "Cla").Objects[2].(*widget.Button))
	typeInDialog(t, u, "Claudia")
	tapOn(t, u, "Rename", nil)
	if s.message.Text != persistence.ErrDamaged.Error() || s.message.Importance != widget.DangerImportance {
		t.Errorf("message %q", s.message.Text)
	}
	rowOf(t, u, "Cla")
}

// The players screen fits every language and window size, its buttons, ticks and rows big
// enough for a finger, with a long name and a message showing.
func TestPlayersFitsInEveryLanguage(t *testing.T) {
	t.Cleanup(func() {
		t.Setenv("LANGUAGE", "en")
		if err := kit.UseLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	for _, l := range uitest.SweepLanguages {
		for _, size := range uitest.WindowSizes {
			t.Run(l.Code+" "+uitest.SizeName(size), func(t *testing.T) {
				t.Setenv("LANGUAGE", l.Code)
				if err := kit.UseLanguage(l.Code); err != nil {
					t.Fatal(err)
				}
				svc := fakestore.New()
				long := strings.Repeat("W", 40)
				createGame(t, svc, "seed", []string{long, "Beat", "Cla", "Dora"}, 1)
				createGame(t, svc, "seed", []string{"beat", "Eva", "Cla", "Dora"}, 1)
				u := newApp(t, svc, size)
				u.Show(NewPlayers(u, u.store, u.ShowHome))
				s := u.Current.(*Players)
				// The hint reads as sentences: German's "zusammenzuführen." beside Merge on a
				// phone left its full stop alone on a fifth line.
				relayout(u)
				if s.message.Text == "" || !uitest.ShownWhole(s.message, s.message.Text) || !inWindow(u, s.message) || !inWindow(u, s.merge) {
					t.Errorf("the hint %q shows as %q", s.message.Text, uitest.DrawnText(s.message))
				}
				if stranded := uitest.StrandedLabels(u.Win); len(stranded) > 0 {
					t.Errorf("with the hint, texts leave a word's mark alone on a line: %q", stranded)
				}
				s.failed(&persistence.SeatedTwiceError{Game: 12, Name: long})
				relayout(u)
				if stranded := uitest.StrandedLabels(u.Win); len(stranded) > 0 {
					t.Errorf("texts leave a word's mark alone on a line: %q", stranded)
				}
				if need := kit.ScreenNeeds(u.Win.Content()); need.Width > size.Width || need.Height > size.Height {
					t.Errorf("the screen needs %v, more than the window's %v", need, size)
				}
				if !inWindow(u, s.message) || !inWindow(u, s.merge) {
					t.Error("the message line or Merge lies outside the window")
				}
				controls := 0
				for _, o := range shown(u) {
					// Every line of the list reads whole: on a phone the last evening was cut off.
					if l, ok := o.(*widget.Label); ok && inWindow(u, l) && !uitest.ShownWhole(l, l.Text) {
						t.Errorf("%q shows as %q", l.Text, uitest.DrawnText(l))
					}
					switch o.(type) {
					case *widget.Button, *widget.Check:
					default:
						continue
					}
					controls++
					sz := o.Size()
					if !inWindow(u, o) {
						t.Errorf("a %T lies outside the window", o)
					}
					if sz.Height < kit.MinTouch || sz.Width < kit.MinTouch {
						t.Errorf("a %T is %v, smaller than %d px", o, sz, kit.MinTouch)
					}
				}
				// Undo, Back and a tick and a pencil for each of five players; four on a phone,
				// where each player's lines wrap to be read whole.
				rows := 5
				if size == uitest.PhoneSize {
					rows = 4
				}
				if controls < 2+2*rows {
					t.Errorf("only %d controls", controls)
				}
			})
		}
	}
}

// A roster that cannot be read says why instead of the hint, and offers nothing to merge.
func TestPlayersSaysWhenTheRosterCannotBeRead(t *testing.T) {
	svc := fakestore.New()
	createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 1)
	svc.Fail("Roster", persistence.ErrDamaged)
	_, s := openPlayers(t, svc, landscape)
	if s.message.Text != persistence.ErrDamaged.Error() || !s.merge.Disabled() || len(s.roster) != 0 {
		t.Errorf("message %q, merge disabled %v, %d players", s.message.Text, s.merge.Disabled(), len(s.roster))
	}
}

// The day a player last played is written as the players' language writes a date: "am
// 05.12.2026" in German, as the list of games does (ui/numbers).
func TestPlayersDateTheLastEveningInTheLanguage(t *testing.T) {
	t.Cleanup(func() {
		t.Setenv("LANGUAGE", "en")
		if err := kit.UseLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	svc := fakestore.New()
	createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 1)
	list, err := svc.List(0, false)
	if err != nil || len(list) != 1 {
		t.Fatalf("%d games: %v", len(list), err)
	}
	y, m, d := list[0].Updated.Local().Date()
	u := newApp(t, svc, fyne.NewSize(1280, 800))
	t.Setenv("LANGUAGE", "de")
	if err := kit.UseLanguage("de"); err != nil {
		t.Fatal(err)
	}
	u.Show(NewPlayers(u, u.store, u.ShowHome))
	want := fmt.Sprintf("Partien: 1 · zuletzt gespielt am %02d.%02d.%d", d, int(m), y)
	if !slices.Contains(uitest.ShownTexts(u.Win), want) {
		t.Errorf("Anna's line should read %q; the screen shows %q", want, uitest.ShownTexts(u.Win))
	}
}
