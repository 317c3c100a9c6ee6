package newgame_test

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// menuTexts are the items of the pop-up menu on top of the window, and the items themselves.
func menuTexts(u *testApp) ([]string, []fyne.CanvasObject) {
	var out []string
	var items []fyne.CanvasObject
	top := u.Win.Canvas().Overlays().Top()
	if top == nil {
		return nil, nil
	}
	for _, o := range uitest.Visible(top) {
		if fmt.Sprintf("%T", o) == "*widget.menuItem" {
			for _, x := range uitest.Visible(o) {
				if txt, ok := x.(*canvas.Text); ok && txt.Text != "" {
					out = append(out, txt.Text)
					items = append(items, o)
					break
				}
			}
		}
	}
	return out, items
}

func TestNewGameOffersRosterNamesWhileTyping(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 1)
		createGame(t, svc, "seed", []string{"Annina", "Hannes", "Eva", "Fritz"}, 1)
		u := newApp(t, svc, landscape)
		u.ShowNewGame()
		fillNames(t, u, "Anna", "an")
		fields := nameFields(u)
		e := fields[1]
		tapButton(e.ActionItem.(fyne.Tappable))
		got, items := menuTexts(u)
		// Anna sits in seat 1 already; Annina played last, so she comes first.
		if !slices.Equal(got, []string{"Annina", "Hannes"}) {
			t.Fatalf("typing “an” offers %q", got)
		}
		for _, it := range items {
			if it.Size().Height < kit.MinTouch {
				t.Errorf("an offered name is %.0f px high", it.Size().Height)
			}
		}
		test.Tap(items[0].(fyne.Tappable))
		if e.Text != "Annina" {
			t.Errorf("picking Annina writes %q", e.Text)
		}
		// The next seat offers neither Anna nor Annina any more.
		test.Type(fields[2], "n")
		tapButton(fields[2].ActionItem.(fyne.Tappable))
		if got, _ := menuTexts(u); !slices.Equal(got, []string{"Hannes"}) {
			t.Errorf("the third seat offers %q", got)
		}
	})
}

// The names show under a name field as the player types, without a tap on ▾, and the typing
// goes on in the field: each letter narrows them, a name picked is written and the list goes,
// and a name nobody played shows none.
func TestNewGameShowsRosterNamesAsThePlayerTypes(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 1)
		createGame(t, svc, "seed", []string{"Annina", "Hannes", "Eva", "Fritz"}, 1)
		u := newApp(t, svc, landscape)
		u.ShowNewGame()
		fields := nameFields(u)
		c := u.Win.Canvas()
		// The names offered under a field are the buttons that say a name from the left edge.
		offered := func() []string {
			var out []string
			for _, o := range shown(u) {
				if b, ok := o.(*widget.Button); ok && b.Alignment == widget.ButtonAlignLeading && b.Text != "" {
					out = append(out, b.Text)
				}
			}
			return slices.Sorted(slices.Values(out))
		}
		c.Focus(fields[0])
		typeFocused(t, c, "a")
		if got := offered(); len(got) < 4 || !slices.Contains(got, "Anna") || !slices.Contains(got, "Beat") {
			t.Fatalf("typing “a” shows %q", got)
		}
		typeFocused(t, c, "nn")
		if e := fields[0]; e.Text != "ann" {
			t.Fatalf("the list took the typing from the name field, which holds %q", e.Text)
		}
		if got := offered(); !slices.Equal(got, []string{"Anna", "Annina", "Hannes"}) {
			t.Fatalf("typing “ann” shows %q", got)
		}
		anna := button(t, u, "Anna", nil)
		if h := anna.Size().Height; h < kit.MinTouch {
			t.Errorf("an offered name is %.0f high", h)
		}
		test.Tap(anna)
		if e := fields[0]; e.Text != "Anna" {
			t.Errorf("picking Anna writes %q", e.Text)
		}
		if got := offered(); got != nil {
			t.Errorf("after the pick the list still shows %q", got)
		}
		c.Focus(fields[1])
		typeFocused(t, c, "x")
		if got := offered(); got != nil {
			t.Errorf("a name nobody played shows %q", got)
		}
	})
}

// typeFocused types text as the window's keyboard does: into whatever has the focus.
func typeFocused(t *testing.T, c fyne.Canvas, text string) {
	t.Helper()
	for _, r := range text {
		f := c.Focused()
		if f == nil {
			t.Fatalf("nothing has the keyboard to type %q", r)
		}
		f.TypedRune(r)
	}
}
