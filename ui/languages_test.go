package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// inWindow reports whether o lies wholly inside the window.
func inWindow(u *UI, o fyne.CanvasObject) bool {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	s, w := o.Size(), u.win.Canvas().Size()
	return p.X >= 0 && p.Y >= 0 && p.X+s.Width <= w.Width+0.5 && p.Y+s.Height <= w.Height+0.5
}

// Every button of the list, the form and the settings is inside the window and big enough for a
// finger, in every language and both orientations, with a message showing on the form.
func TestScreensFitInEveryLanguage(t *testing.T) {
	t.Cleanup(func() {
		t.Setenv("LANGUAGE", "en")
		if err := UseLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	for _, l := range Languages {
		for _, size := range []fyne.Size{landscape, fyne.NewSize(800, 1280)} {
			t.Run("should fit "+l.Code+" "+sizeName(size), func(t *testing.T) {
				t.Setenv("LANGUAGE", l.Code)
				if err := UseLanguage(l.Code); err != nil {
					t.Fatal(err)
				}
				svc := newFakeService()
				createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 1)
				u := newUIOn(t, nil, svc, size)
				screens := []func(){
					u.ShowHome,
					func() {
						u.ShowNewGame()
						fillNames(t, u, strings.Repeat("W", 40), strings.Repeat("W", 40), "Cla", "Dora")
					},
					u.ShowSettings,
				}
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
						if b.Size().Height < MinTouch {
							t.Errorf("screen %d: button %q is %.0f high", i, b.Text, b.Size().Height)
						}
					}
					if buttons == 0 {
						t.Errorf("screen %d shows no button", i)
					}
				}
				if back := u.current.(*settingsScreen).back.Text; (l.Code == "en") != (back == "Back") {
					t.Errorf("the settings are not in %s: %q", l.Name, back)
				}
				u.ShowNewGame()
				ng := fillNames(t, u, "Anna", "anna", "Cla", "Dora")
				relayout(u)
				if ng.problem.Text == "" || !inWindow(u, ng.problem) {
					t.Errorf("the message %q is not shown inside the window", ng.problem.Text)
				}
			})
		}
	}
}

func sizeName(s fyne.Size) string {
	if Landscape(s) {
		return "landscape"
	}
	return "portrait"
}
