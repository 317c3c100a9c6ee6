package ui

import (
	"errors"
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/translations"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// Every button of the list, the settings, the live view's dialog, the notice of a failed backup
// and the notice and bar of games kept in memory is inside the window and big enough for a finger, and the bar's sentence is
// whole, in every language, on a tablet in both orientations and on a phone (the new-game form's
// own test does the same for it).
func TestScreensFitInEveryLanguage(t *testing.T) {
	uitest.InEveryLanguage(t, func(t *testing.T, code string, size fyne.Size) {
		svc := fakestore.New()
		createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 1)
		u := newUIOn(t, nil, svc, size)
		screens := []func(){u.ShowHome, u.ShowSettings} // the form's own test: ui/newgame
		for i, show := range screens {
			show()
			relayout(u)
			buttons := uitest.CheckFits(t, u.win, size, fmt.Sprintf("screen %d", i))
			if buttons == 0 {
				t.Errorf("screen %d shows no button", i)
			}
		}
		if back := u.current.(*settingsScreen).back.Text; (code == "en") != (back == "Back") {
			t.Errorf("the settings are not in %s: %q", code, back)
		}
		// Every choice of the settings reads whole (beside its name, on a phone in German the
		// board's read "Striche wie geschrieben, Spi…", and the Swiss cards' "…Schilten, Rose…").
		set := u.current.(*settingsScreen)
		// (Shown only: a language chosen would switch the app's language at once.)
		for _, sel := range []*widget.Select{set.language, set.skin, set.view} {
			sel.OnChanged = nil
			for _, choice := range sel.Options {
				sel.SetSelected(choice)
				relayout(u)
				if !uitest.ShownWhole(sel, choice) {
					t.Errorf("the settings show %q as %q", choice, uitest.DrawnText(sel))
				}
			}
		}
		// The live view's dialog, off, over the list of games.
		u.ShowHome()
		u.showShare()
		dialog := u.win.Canvas().Overlays().Top()
		if dialog == nil {
			t.Fatal("the live view's dialog did not open")
		}
		placed := uitest.ControlsBelow(dialog)
		if len(placed) < 2 {
			t.Errorf("the live view's dialog shows %d buttons", len(placed))
		}
		uitest.CheckPlaces(t, "the live view's dialog", size, placed)
		uitest.Tap(t, u.win, lang.X("share.close", "Close"))

		// The games kept in the page's memory only: the notice, and the bar under the list of
		// games with its whole sentence and the download.
		// The notice is the web app's: its words come with the web texts.
		if data, err := translations.Web.ReadFile("web/" + code + ".json"); err != nil {
			t.Fatal(err)
		} else if err := lang.AddTranslationsForLocale(data, fyne.Locale(code)); err != nil {
			t.Fatal(err)
		}
		if err := kit.UseLanguage(code); err != nil { // adding texts chose the system's language
			t.Fatal(err)
		}
		for _, title := range []string{lang.X("web.storageFull.title", "The browser's storage is full"), lang.X("web.memoryOnly.title", "Games kept only until the page closes")} {
			u.KeptInMemory(title, lang.X("web.memoryOnly", "The browser keeps no games."))
			if notice := u.win.Canvas().Overlays().Top(); notice == nil {
				t.Error("the notice of games kept in memory did not open")
			} else {
				if w := notice.MinSize().Width; w > size.Width {
					t.Errorf("the notice %q needs %.0f px, the window has %.0f", title, w, size.Width)
				}
				uitest.CheckPlaces(t, "the notice of games kept in memory", size, uitest.ControlsBelow(notice))
				uitest.Tap(t, u.win, lang.L("OK"))
			}
		}
		// A failed automatic backup: the notice, its title and the save button within the window.
		u.BackupFailed(errors.New("cannot create the backups folder: mkdir /home/anna/.local/share/jasstafel/backups: no space left on device"))
		if notice := u.win.Canvas().Overlays().Top(); notice == nil {
			t.Error("the notice of a failed backup did not open")
		} else {
			if w := notice.MinSize().Width; w > size.Width {
				t.Errorf("the notice of a failed backup needs %.0f px, the window has %.0f", w, size.Width)
			}
			uitest.CheckPlaces(t, "the notice of a failed backup", size, uitest.ControlsBelow(notice))
			uitest.Tap(t, u.win, lang.L("OK"))
		}
		u.ShowHome()
		relayout(u)
		uitest.CheckFits(t, u.win, size, "the list of games kept in memory")
		bar := lang.X("memory.bar", "Kept only until this page closes.")
		if l := uitest.Label(u.win, bar); l == nil {
			t.Errorf("the list of games does not say %q", bar)
		} else if !uitest.ShownWhole(l, bar) {
			t.Errorf("the bar under the list of games shows %q of %q", uitest.DrawnText(l), bar)
		}
		if uitest.FindButton(t, u.win, lang.X("memory.download", "Download the games"), false) == nil {
			t.Error("the bar offers no download")
		}
	})
}
