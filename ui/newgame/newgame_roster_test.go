package newgame

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

func TestRosterMatches(t *testing.T) {
	roster := []string{"Hannes", "Anna", "Beat", "Marianne", "Anna B.", "Jo An", "Annina", "Dora"}
	for _, c := range []struct {
		typed string
		taken []string
		want  []string
	}{
		// Starting with the letters first, then a word starting with them, then anywhere.
		{"an", nil, []string{"Anna", "Anna B.", "Annina", "Jo An", "Hannes", "Marianne"}},
		{" AN ", []string{"anna", ""}, []string{"Anna B.", "Annina", "Jo An", "Hannes", "Marianne"}},
		{"anna", nil, []string{"Anna B."}},
		{"", nil, roster},
		{"", []string{"Beat"}, []string{"Hannes", "Anna", "Marianne", "Anna B.", "Jo An", "Annina", "Dora"}},
		{"x", nil, nil},
	} {
		if got := rosterMatches(roster, c.typed, c.taken); !slices.Equal(got, c.want) {
			t.Errorf("%q without %q: %q, want %q", c.typed, c.taken, got, c.want)
		}
	}
	long := slices.Repeat([]string{"Ann"}, 20)
	for i := range long {
		long[i] += string(rune('a' + i))
	}
	if got := rosterMatches(long, "ann", nil); len(got) != maxSuggestions || got[0] != "Anna" {
		t.Errorf("a long roster offers %q", got)
	}
}

// menuTexts are the items of the pop-up menu on top of the window, and the items themselves.
func menuTexts(u *testApp) ([]string, []fyne.CanvasObject) {
	var out []string
	var items []fyne.CanvasObject
	top := u.win.Canvas().Overlays().Top()
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
		s := fillNames(t, u, "Anna", "an")
		e := s.players[1]
		tapButton(e.ActionItem.(*widget.Button))
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
		test.Type(s.players[2], "n")
		tapButton(s.players[2].ActionItem.(*widget.Button))
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
		s := u.current.(*Screen)
		c := u.win.Canvas()
		offered := func() []string {
			var out []string
			for _, o := range uitest.Visible(s.suggest) {
				if b, ok := o.(*widget.Button); ok {
					out = append(out, b.Text)
				}
			}
			return slices.Sorted(slices.Values(out))
		}
		c.Focus(s.players[0])
		typeFocused(t, c, "a")
		if got := offered(); len(got) < 4 || !slices.Contains(got, "Anna") || !slices.Contains(got, "Beat") {
			t.Fatalf("typing “a” shows %q", got)
		}
		typeFocused(t, c, "nn")
		if e := s.players[0]; e.Text != "ann" {
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
		if e := s.players[0]; e.Text != "Anna" {
			t.Errorf("picking Anna writes %q", e.Text)
		}
		if got := offered(); got != nil {
			t.Errorf("after the pick the list still shows %q", got)
		}
		c.Focus(s.players[1])
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
