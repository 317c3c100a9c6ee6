package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// inWindow reports whether o lies wholly inside the window.
func inWindow(u *UI, o fyne.CanvasObject) bool { return uitest.InWindow(u.win, o) }

// Every button of the list, the form and the settings is inside the window and big enough for a
// finger, in every language and both orientations, with a message showing on the form.
func TestScreensFitInEveryLanguage(t *testing.T) {
	t.Cleanup(func() {
		t.Setenv("LANGUAGE", "en")
		if err := kit.UseLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	for _, l := range kit.Languages {
		for _, size := range []fyne.Size{landscape, fyne.NewSize(800, 1280)} {
			t.Run("should fit "+l.Code+" "+uitest.SizeName(size), func(t *testing.T) {
				t.Setenv("LANGUAGE", l.Code)
				if err := kit.UseLanguage(l.Code); err != nil {
					t.Fatal(err)
				}
				svc := fakestore.New()
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
						if b.Size().Height < kit.MinTouch {
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

// The new-game form fits every language and orientation in each mode: nothing is wider than
// the window, every control a finger taps is at least 48 px high (and the rows editor's buttons
// as wide), the form scrolls while Start and the message line stay inside the window.
func TestNewGameFitsInEveryLanguage(t *testing.T) {
	t.Cleanup(func() {
		t.Setenv("LANGUAGE", "en")
		if err := kit.UseLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	for _, l := range kit.Languages {
		for _, size := range []fyne.Size{landscape, fyne.NewSize(800, 1280)} {
			t.Run("should fit "+l.Code+" "+uitest.SizeName(size), func(t *testing.T) {
				t.Setenv("LANGUAGE", l.Code)
				if err := kit.UseLanguage(l.Code); err != nil {
					t.Fatal(err)
				}
				u := newUIOn(t, nil, fakestore.New(), size)
				u.ShowNewGame()
				s := u.current.(*newGameScreen)
				long := strings.Repeat("W", 40)
				for mode := range s.modes {
					for _, solo := range []int{0, 1} {
						if solo == 1 && s.modes[mode] != tally.Coiffeur {
							continue
						}
						s.mode.SetSelectedIndex(mode)
						s.setups[tally.Coiffeur].(*coiffeurSetup).solo.SetSelectedIndex(solo)
						setNames(t, u, long, "Beat", long, "Dora")
						where := fmt.Sprintf("%s solo %d", s.modes[mode], solo)
						relayout(u)
						if need := u.win.Content().MinSize(); need.Width > size.Width || need.Height > size.Height {
							t.Errorf("%s: the form needs %v, more than the window's %v", where, need, size)
						}
						if s.problem.Text == "" || !inWindow(u, s.problem) || !inWindow(u, s.start) {
							t.Errorf("%s: the message %q or Start is not inside the window", where, s.problem.Text)
						}
						controls := 0
						for _, o := range shown(u) {
							switch o.(type) {
							case *widget.Button, *widget.Select, *widget.SelectEntry, *widget.Check:
							default:
								continue
							}
							controls++
							p, sz := fyne.CurrentApp().Driver().AbsolutePositionForObject(o), o.Size()
							if p.X < -0.5 || p.X+sz.Width > size.Width+0.5 {
								t.Errorf("%s: a %T at %v size %v sticks out of the window", where, o, p, sz)
							}
							if sz.Height < kit.MinTouch || sz.Width < kit.MinTouch {
								t.Errorf("%s: a %T is %v, smaller than %d px", where, o, sz, kit.MinTouch)
							}
						}
						if controls < 10 {
							t.Errorf("%s: only %d controls", where, controls)
						}
					}
				}
				s.mode.SetSelectedIndex(2)
				setNames(t, u, "Anna", "Beat", "Cla", "Dora")
				relayout(u)
				if s.problem.Text != "" || s.explain.Text == "" || strings.Contains(s.explain.Text, "%!") {
					t.Errorf("Differenzler: message %q, summary %q", s.problem.Text, s.explain.Text)
				}
			})
		}
	}
}
