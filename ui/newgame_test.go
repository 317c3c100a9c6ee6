package ui

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// fillNames types the players' names into the form as a player would.
func fillNames(t *testing.T, u *UI, names ...string) *newGameScreen {
	t.Helper()
	s, ok := u.current.(*newGameScreen)
	if !ok {
		t.Fatalf("the new-game form is not shown: %T", u.current)
	}
	for i, n := range names {
		s.players[i].SetText("")
		test.Type(s.players[i], n)
	}
	return s
}

func TestNewGameScreen(t *testing.T) {
	t.Run("should refuse a name given twice, naming it, until it is changed", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			u := newUIOn(t, nil, svc, landscape)
			u.ShowNewGame()
			s := fillNames(t, u, "Anna", "Beat", " anna ", "Dora")
			start := button(t, u, "Start the game", nil)
			if !start.Disabled() || !strings.Contains(texts(u), "“anna” is there twice") {
				t.Fatalf("Start enabled %v, the form says %q", !start.Disabled(), texts(u))
			}
			tapButton(start)
			if list, _ := svc.List(0, true); len(list) != 0 {
				t.Fatalf("a game with a name twice was created: %+v", list)
			}
			s.players[2].SetText("Cla")
			if start.Disabled() || s.problem.Text != "" {
				t.Fatalf("four names of their own: Start enabled %v, message %q", !start.Disabled(), s.problem.Text)
			}
			tapButton(start)
			list, _ := svc.List(0, true)
			if len(list) != 1 || strings.Join(list[0].Players, ",") != "Anna,Beat,Cla,Dora" || u.game == nil {
				t.Fatalf("the game was not started: %+v", list)
			}
		})
	})

	t.Run("should refuse an empty name", func(t *testing.T) {
		u := newUIOn(t, nil, newFakeService(), landscape)
		u.ShowNewGame()
		fillNames(t, u, "Anna", "   ", "Cla", "Dora")
		if !button(t, u, "Start the game", nil).Disabled() || !strings.Contains(texts(u), "Seat 2 needs a name.") {
			t.Errorf("the form says %q", texts(u))
		}
	})

	t.Run("should refuse names that are not text", func(t *testing.T) {
		for _, bad := range []string{"An\x01na", "Be\u0085at", "Cla\xff", "Do\tra"} {
			svc := newFakeService()
			u := newUIOn(t, nil, svc, landscape)
			u.ShowNewGame()
			s := fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
			s.players[3].SetText(bad)
			start := button(t, u, "Start the game", nil)
			if !start.Disabled() || !strings.Contains(s.problem.Text, "seat 4 holds characters that are not text") {
				t.Errorf("%q: Start enabled %v, message %q", bad, !start.Disabled(), s.problem.Text)
			}
			s.onStart() // Enter in a field, or a tap that got through, changes nothing either
			if list, _ := svc.List(0, true); len(list) != 0 {
				t.Errorf("%q: a game was created", bad)
			}
		}
	})

	t.Run("should keep Start and the form in place when a message appears", func(t *testing.T) {
		for _, size := range []fyne.Size{landscape, fyne.NewSize(800, 1280)} {
			u := newUIOn(t, nil, newFakeService(), size)
			u.ShowNewGame()
			long := strings.Repeat("W", 40) // the widest name there can be
			s := fillNames(t, u, long, "Beat", "Cla", "Dora")
			start := button(t, u, "Start the game", nil)
			d := fyne.CurrentApp().Driver()
			relayout(u)
			before, lineBefore := d.AbsolutePositionForObject(start), d.AbsolutePositionForObject(s.problem)
			s.players[1].SetText(long) // a message long enough for two lines in portrait
			if s.problem.Text == "" {
				t.Fatal("no message")
			}
			relayout(u)
			if after := d.AbsolutePositionForObject(start); after != before {
				t.Errorf("%v: Start moved from %v to %v when the message appeared", size, before, after)
			}
			if after := d.AbsolutePositionForObject(s.problem); after != lineBefore {
				t.Errorf("%v: the message line moved from %v to %v; the form above it changed size", size, lineBefore, after)
			}
			if start.MinSize().Height < MinTouch {
				t.Errorf("%v: Start is %.0f high", size, start.MinSize().Height)
			}
		}
	})

	t.Run("should write the board view of the settings into the new game's rules", func(t *testing.T) {
		for _, view := range []string{"", "digits", "normalised"} {
			svc := newFakeService()
			a := test.NewTempApp(t)
			if view != "" {
				a.Preferences().SetString(PrefBoardView, view)
			}
			u := newUIOn(t, a, svc, landscape)
			u.ShowNewGame()
			fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
			tapButton(button(t, u, "Start the game", nil))
			list, _ := svc.List(0, true)
			if len(list) != 1 {
				t.Fatalf("%d games", len(list))
			}
			v, _ := svc.Load(list[0].ID)
			want := view
			if want == "" {
				want = "asWritten"
			}
			if v.Game.Rules.BoardView != want {
				t.Errorf("settings %q: the game's board view is %q", view, v.Game.Rules.BoardView)
			}
		}
	})

	t.Run("should start with the holder of the 7 as Vorhand and the chosen target", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			u := newUIOn(t, nil, svc, landscape)
			u.ShowNewGame()
			s := fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
			s.schieber.starter.SetSelected("Cla")
			s.schieber.target.SetSelected("3000")
			tapButton(button(t, u, "Start the game", nil))
			list, _ := svc.List(0, true)
			v, _ := svc.Load(list[0].ID)
			if v.Game.Rules.Target != 3000 {
				t.Errorf("target %d", v.Game.Rules.Target)
			}
			if u.game == nil || u.game.panel.Entry().Vorhand != 2 {
				t.Errorf("the first Vorhand is not Cla")
			}
		})
	})

	t.Run("should stay on the form and say why when the game cannot be created", func(t *testing.T) {
		svc := newFakeService()
		svc.fail["Create"] = errors.New("the disk is full")
		u := newUIOn(t, nil, svc, landscape)
		u.ShowNewGame()
		fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
		tapButton(button(t, u, "Start the game", nil))
		if _, ok := u.current.(*newGameScreen); !ok || !strings.Contains(strings.ToLower(dialogShown(u)), "the disk is full") {
			t.Errorf("screen %T, dialog %q", u.current, dialogShown(u))
		}
	})

	t.Run("should go back to the list with Back and with Escape", func(t *testing.T) {
		u := newUIOn(t, nil, newFakeService(), landscape)
		u.ShowNewGame()
		tapButton(button(t, u, "Back", nil))
		if u.home == nil {
			t.Fatalf("Back shows %T", u.current)
		}
		u.ShowNewGame()
		u.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
		if u.home == nil {
			t.Fatalf("Escape shows %T", u.current)
		}
	})
}

func TestNamesProblem(t *testing.T) {
	for _, c := range []struct {
		names []string
		want  string
	}{
		{[]string{"Anna", "Beat", "Cla", "Dora"}, ""},
		{[]string{"Anna", "Beat", "Cla", "ANNA"}, "“ANNA” is there twice"},
		{[]string{"Anna", "Ännä", "Cla", "Dora"}, ""},
		{[]string{"김철수", "Beat", "김철수", "Dora"}, "“김철수” is there twice"},
		{[]string{"Anna", "", "Cla", "Dora"}, "Seat 2 needs a name."},
		{[]string{"Anna", "Beat", "C\x00la", "Dora"}, "seat 3 holds characters"},
		{[]string{"Anna", "Beat", "Cla", strings.Repeat("x", 41)}, "seat 4 is longer than 40"},
		{[]string{"Anna", "Beat", "Cla", strings.Repeat("ä", 40)}, ""},
	} {
		got := namesProblem(c.names)
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("%q: %q, want %q", c.names, got, c.want)
		}
	}
}
