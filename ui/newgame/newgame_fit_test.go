package newgame

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

// The new-game form fits every language, window size (a tablet either way, a phone) and mode: nothing is wider than
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
		for _, size := range uitest.WindowSizes {
			t.Run("should fit "+l.Code+" "+uitest.SizeName(size), func(t *testing.T) {
				t.Setenv("LANGUAGE", l.Code)
				if err := kit.UseLanguage(l.Code); err != nil {
					t.Fatal(err)
				}
				u := newApp(t, fakestore.New(), size)
				u.ShowNewGame()
				s := u.current.(*Screen)
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

// Every button of the form is inside the window and big enough for a finger, in every language
// and window size, with names too long for their fields, and a message about a name
// given twice shows inside the window.
func TestNewGameFormFitsWithLongNamesAndAMessage(t *testing.T) {
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
				u := newApp(t, svc, size)
				u.ShowNewGame()
				fillNames(t, u, strings.Repeat("W", 40), strings.Repeat("W", 40), "Cla", "Dora")
				relayout(u)
				if need := u.win.Content().MinSize(); need.Width > size.Width || need.Height > size.Height {
					t.Errorf("the form needs %v, more than the window's %v", need, size)
				}
				buttons := 0
				for _, o := range shown(u) {
					b, ok := o.(*widget.Button)
					if !ok {
						continue
					}
					buttons++
					if !inWindow(u, b) {
						t.Errorf("button %q lies outside the window", b.Text)
					}
					if b.Size().Height < kit.MinTouch {
						t.Errorf("button %q is %.0f high", b.Text, b.Size().Height)
					}
				}
				if buttons == 0 {
					t.Error("the form shows no button")
				}
				ng := fillNames(t, u, "Anna", "anna", "Cla", "Dora")
				relayout(u)
				if ng.problem.Text == "" || !inWindow(u, ng.problem) {
					t.Errorf("the message %q is not shown inside the window", ng.problem.Text)
				}
			})
		}
	}
}
