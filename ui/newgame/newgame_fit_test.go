package newgame_test

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/ui/coiffeur"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/schieber"
)

// The new-game form fits every language and orientation in each mode: nothing is wider than
// the window, every control a finger taps is at least 48 px high (and the rows editor's buttons
// as wide), the form scrolls while Start and the message line stay inside the window.
func TestNewGameFitsInEveryLanguage(t *testing.T) {
	uitest.InEveryLanguage(t, func(t *testing.T, _ string, size fyne.Size) {
		u := newApp(t, fakestore.New(), size)
		u.ShowNewGame()
		relayout(u)
		selects := shownSelects(u)
		if len(selects) == 0 {
			t.Fatal("the form shows no choice of mode")
		}
		mode := selects[0] // the form's first line
		start := button(t, u, lang.X("new.start", "Start the game"), nil)
		long := strings.Repeat("W", 40)
		for i, name := range mode.Options {
			for _, solo := range []int{0, 1} {
				if solo == 1 && name != coiffeur.Label() {
					continue
				}
				mode.SetSelectedIndex(i)
				if name == coiffeur.Label() {
					uitest.OnLine[*widget.Select](t, u.Win, lang.X("new.playAs", "Play as"))[0].SetSelectedIndex(solo)
					if solo == 0 {
						// Rows of Guschti and Trio bring their variants' lines.
						for _, row := range []string{"guschti", "trio"} {
							uitest.Choose(t, u.Win, lang.X("new.addRow", "Add a row…"), kit.ContractText(row, kit.SkinFrench))
						}
					}
				}
				if name == schieber.Label() {
					// The multipliers opened, and Guschti played, which brings the line of its split.
					uitest.TapButton(t, u.Win, uitest.FindButton(t, u.Win, lang.X("new.changeMultipliers", "Change…"), false), "Change…")
					b := uitest.OnLine[*widget.Button](t, u.Win, kit.ContractText("guschti", kit.SkinFrench))
					b[len(b)-1].Tapped(&fyne.PointEvent{})
				}
				setNames(u, long, "Beat", long, "Dora")
				where := fmt.Sprintf("%s solo %d", name, solo)
				relayout(u)
				if need := kit.ScreenNeeds(u.Win.Content()); need.Width > size.Width || need.Height > size.Height {
					t.Errorf("%s: the form needs %v, more than the window's %v", where, need, size)
				}
				if msg := problem(t, u); msg.Text == "" || !inWindow(u, msg) || !inWindow(u, start) {
					t.Errorf("%s: the message %q or Start is not inside the window", where, msg.Text)
				}
				// No two lines of the form share a name: in Ukrainian "Play as" was "Гра", as the
				// choice of the game is, and the form asked "Гра" twice.
				seen := map[string]bool{}
				for _, o := range shown(u) {
					// (A stepper's figure, centred, is not a line's name: two contracts may count ×2.)
					if l, ok := o.(*widget.Label); ok && l.Text != "" && l.Wrapping == fyne.TextWrapOff && l.Alignment != fyne.TextAlignCenter {
						if seen[l.Text] {
							t.Errorf("%s: two lines of the form say %q", where, l.Text)
						}
						seen[l.Text] = true
					}
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
		// The summaries fill in their words in every language (the Schieber's from its lines).
		for _, i := range []int{0, 2} {
			mode.SetSelectedIndex(i)
			setNames(u, "Anna", "Beat", "Cla", "Dora")
			relayout(u)
			summary := ""
			for _, o := range shown(u) {
				if l, ok := o.(*widget.Label); ok && l.Wrapping == fyne.TextWrapWord && l.Importance != widget.DangerImportance {
					summary += l.Text
				}
			}
			if msg := problem(t, u).Text; msg != "" || summary == "" || strings.Contains(summary, "%!") || strings.Contains(summary, "?") {
				t.Errorf("%s: message %q, summary %q", mode.Options[i], msg, summary)
			}
		}
	})
}

// Every button of the form is inside the window and big enough for a finger, in every language
// and both orientations, with names too long for their fields, and a message about a name
// given twice shows inside the window.
func TestNewGameFormFitsWithLongNamesAndAMessage(t *testing.T) {
	uitest.InEveryLanguage(t, func(t *testing.T, _ string, size fyne.Size) {
		svc := fakestore.New()
		createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 1)
		u := newApp(t, svc, size)
		u.ShowNewGame()
		fillNames(t, u, strings.Repeat("W", 40), strings.Repeat("W", 40), "Cla", "Dora")
		relayout(u)
		buttons := uitest.CheckFits(t, u.Win, size, "the form")
		if buttons == 0 {
			t.Error("the form shows no button")
		}
		fillNames(t, u, "Anna", "anna", "Cla", "Dora")
		relayout(u)
		if msg := problem(t, u); msg.Text == "" || !inWindow(u, msg) {
			t.Errorf("the message %q is not shown inside the window", msg.Text)
		}
	})
}

// setNames puts names into the form's name fields whole, one change per field: for layout
// tests, where what matters is how the names fit, not how they were typed.
func setNames(u *testApp, names ...string) {
	for i, f := range nameFields(u)[:len(names)] {
		f.SetText(names[i])
	}
}

// shownSelects are the selects on screen, from the top.
func shownSelects(u *testApp) []*widget.Select {
	var out []*widget.Select
	for _, o := range shown(u) {
		if s, ok := o.(*widget.Select); ok {
			out = append(out, s)
		}
	}
	return out
}

// Lines that come and go with a choice move what is under them along, without the window's
// help (a window lays its content out anew only when its size changes): the mode, the
// Coiffeur's solo and team lines, its Weis scale, the Guschti and Trio variants, and the
// Differenzler's bonus for a prediction of 0.
func TestLinesThatComeAndGoMoveTheFormAlong(t *testing.T) {
	for _, size := range []fyne.Size{landscape, fyne.NewSize(800, 1280), fyne.NewSize(412, 915)} {
		u := newApp(t, fakestore.New(), size)
		u.ShowNewGame()
		relayout(u)
		setNames(u, "Anna", "Beat", "Cla", "Dora")
		check := func(step string) {
			t.Helper()
			if o := uitest.OverlappingTexts(u.Win); len(o) != 0 {
				t.Errorf("%s, %s: %q", uitest.SizeName(size), step, o)
			}
		}
		check("the Schieber")
		mode := shownSelects(u)[0]
		for i, name := range mode.Options {
			mode.SetSelectedIndex(i)
			check(name)
			switch name {
			case coiffeur.Label():
				playAs := uitest.OnLine[*widget.Select](t, u.Win, lang.X("new.playAs", "Play as"))[0]
				playAs.SetSelectedIndex(1)
				check("the Coiffeur solo")
				playAs.SetSelectedIndex(0)
				check("the Coiffeur in teams")
				uitest.TapCheck(t, u.Win, lang.X("game.weisFor", "Weis"))
				check("the Coiffeur's Weis switched")
				for _, row := range []string{"guschti", "trio"} {
					uitest.Choose(t, u.Win, lang.X("new.addRow", "Add a row…"), kit.ContractText(row, kit.SkinFrench))
					check("a row of " + row)
				}
			case schieber.Label():
				uitest.TapButton(t, u.Win, uitest.FindButton(t, u.Win, lang.X("new.changeMultipliers", "Change…"), false), "Change…")
				check("the multipliers opened")
				guschti := uitest.OnLine[*widget.Button](t, u.Win, kit.ContractText("guschti", kit.SkinFrench))
				guschti[1].Tapped(&fyne.PointEvent{})
				check("Guschti played")
				guschti[0].Tapped(&fyne.PointEvent{})
				check("Guschti not played")
			case "Differenzler":
				// Scrolled down to the bonus, as a player on a phone is, the form stays where it is.
				var scroll *container.Scroll
				for _, o := range uitest.OnScreen(u.Win) {
					if sc, ok := o.(*container.Scroll); ok && scroll == nil {
						scroll = sc
					}
				}
				scroll.ScrollToBottom()
				at := scroll.Offset
				uitest.TapCheck(t, u.Win, "10 points off for an exact prediction")
				check("the Differenzler's bonus on")
				if size.Height < 1000 && (at.Y == 0 || scroll.Offset.Y < at.Y) {
					t.Errorf("%s: scrolled to %v, the form jumped to %v when the bonus's line came", uitest.SizeName(size), at, scroll.Offset)
				}
				uitest.TapCheck(t, u.Win, "10 points off for an exact prediction")
				check("the Differenzler's bonus off")
			}
		}
	}
}
