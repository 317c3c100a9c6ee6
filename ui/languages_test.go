package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// inWindow reports whether o lies wholly inside the window.
func inWindow(u *UI, o fyne.CanvasObject) bool { return uitest.InWindow(u.win, o) }

// Every button of the list, the settings and the live view's dialog is inside the window and big
// enough for a finger, in every language, on a tablet in both orientations and on a phone (the
// new-game form's own test does the same for it).
func TestScreensFitInEveryLanguage(t *testing.T) {
	t.Cleanup(func() {
		t.Setenv("LANGUAGE", "en")
		if err := kit.UseLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	for _, l := range kit.Languages {
		for _, size := range uitest.WindowSizes {
			t.Run("should fit "+l.Code+" "+uitest.SizeName(size), func(t *testing.T) {
				t.Setenv("LANGUAGE", l.Code)
				if err := kit.UseLanguage(l.Code); err != nil {
					t.Fatal(err)
				}
				svc := fakestore.New()
				createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 1)
				u := newUIOn(t, nil, svc, size)
				screens := []func(){u.ShowHome, u.ShowSettings} // the form's own test: ui/newgame
				for i, show := range screens {
					show()
					relayout(u)
					if need := u.win.Content().MinSize(); need.Width > size.Width || need.Height > size.Height {
						t.Errorf("screen %d needs %v, more than the window's %v", i, need, size)
					}
					buttons := 0
					for _, o := range shown(u) {
						b, ok := o.(*widget.Button)
						if !ok {
							continue
						}
						buttons++
						if !inWindow(u, b) {
							t.Errorf("screen %d: button %q lies outside the window", i, b.Text)
						}
						if b.Size().Height < kit.MinTouch {
							t.Errorf("screen %d: button %q is %.0f high", i, b.Text, b.Size().Height)
						}
					}
					if buttons == 0 {
						t.Errorf("screen %d shows no button", i)
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
				u.ShowSettings()
				if back := u.current.(*settingsScreen).back.Text; (l.Code == "en") != (back == "Back") {
					t.Errorf("the settings are not in %s: %q", l.Name, back)
				}
			})
		}
	}
}
