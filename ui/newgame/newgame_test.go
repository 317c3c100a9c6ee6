package newgame

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// fillNames types the players' names into the form as a player would.
func fillNames(t *testing.T, u *testApp, names ...string) *Screen {
	t.Helper()
	s, ok := u.current.(*Screen)
	if !ok {
		t.Fatalf("the new-game form is not shown: %T", u.current)
	}
	for i, n := range names {
		s.players[i].SetText("")
		test.Type(s.players[i], n)
	}
	return s
}

// setNames puts names into the form's name fields whole, one change per field: for layout
// tests, where what matters is how the names fit, not how they were typed.
func setNames(t *testing.T, u *testApp, names ...string) {
	t.Helper()
	s, ok := u.current.(*Screen)
	if !ok {
		t.Fatalf("the new-game form is not shown: %T", u.current)
	}
	for i, n := range names {
		s.players[i].SetText(n)
	}
}

func TestNewGameScreen(t *testing.T) {
	t.Run("should refuse a name given twice, naming it, until it is changed", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			u := newApp(t, svc, landscape)
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
			if len(list) != 1 || strings.Join(list[0].Players, ",") != "Anna,Beat,Cla,Dora" || u.opened != list[0].ID {
				t.Fatalf("the game was not started: %+v", list)
			}
		})
	})

	t.Run("should refuse an empty name", func(t *testing.T) {
		u := newApp(t, fakestore.New(), landscape)
		u.ShowNewGame()
		fillNames(t, u, "Anna", "   ", "Cla", "Dora")
		if !button(t, u, "Start the game", nil).Disabled() || !strings.Contains(texts(u), "Seat 2 needs a name.") {
			t.Errorf("the form says %q", texts(u))
		}
	})

	t.Run("should refuse names that are not text", func(t *testing.T) {
		for _, bad := range []string{"An\x01na", "Be\u0085at", "Cla\xff", "Do\tra"} {
			svc := fakestore.New()
			u := newApp(t, svc, landscape)
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
		for _, size := range uitest.WindowSizes {
			u := newApp(t, fakestore.New(), size)
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
			if start.MinSize().Height < kit.MinTouch {
				t.Errorf("%v: Start is %.0f high", size, start.MinSize().Height)
			}
		}
	})

	t.Run("should write the board view of the settings into the new game's rules", func(t *testing.T) {
		for _, view := range []string{"", "digits", "normalised"} {
			svc := fakestore.New()
			u := newApp(t, svc, landscape)
			if view != "" {
				u.boardView = view // the settings' choice; without one the app says asWritten
			}
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
			u := newApp(t, svc, landscape)
			u.ShowNewGame()
			s := fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
			s.setups[tally.Schieber].(*schieberSetup).starter.SetSelected("Cla")
			s.setups[tally.Schieber].(*schieberSetup).target.SetSelected("3000")
			tapButton(button(t, u, "Start the game", nil))
			list, _ := svc.List(0, true)
			v, _ := svc.Load(list[0].ID)
			if v.Game.Rules.Target != 3000 {
				t.Errorf("target %d", v.Game.Rules.Target)
			}
			b, err := svc.Draft(list[0].ID)
			if e, ok := entry.UnmarshalDraft(b); err != nil || !ok || e.Vorhand != 2 {
				t.Errorf("the first deal's draft does not start with Cla as Vorhand: %s %v", b, err)
			}
		})
	})

	t.Run("should stay on the form and say why when the game cannot be created", func(t *testing.T) {
		svc := fakestore.New()
		svc.Fail("Create", errors.New("the disk is full"))
		u := newApp(t, svc, landscape)
		u.ShowNewGame()
		fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
		tapButton(button(t, u, "Start the game", nil))
		if _, ok := u.current.(*Screen); !ok || !strings.Contains(strings.ToLower(dialogShown(u)), "the disk is full") {
			t.Errorf("screen %T, dialog %q", u.current, dialogShown(u))
		}
	})

	t.Run("should go back to the list with Back and with Escape", func(t *testing.T) {
		u := newApp(t, fakestore.New(), landscape)
		u.ShowNewGame()
		tapButton(button(t, u, "Back", nil))
		if u.home == 0 {
			t.Fatalf("Back shows %T", u.current)
		}
		u.ShowNewGame()
		u.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
		if u.home == 0 {
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

// formControl is the control on the new-game form next to the visible label text.
func formControl(t *testing.T, u *testApp, text string) fyne.CanvasObject {
	t.Helper()
	s := u.current.(*Screen)
	objs := s.form.Objects
	for i := 0; i+1 < len(objs); i += 2 {
		if l, ok := objs[i].(*widget.Label); ok && l.Visible() && l.Text == text {
			return objs[i+1]
		}
	}
	t.Fatalf("no line %q on the form; it shows %q", text, texts(u))
	return nil
}

// visibleSelect finds the shown select that says text (its choice, or its placeholder).
func visibleSelect(t *testing.T, u *testApp, text string) *widget.Select {
	t.Helper()
	for _, o := range shown(u) {
		if sel, ok := o.(*widget.Select); ok && (sel.Selected == text || sel.Selected == "" && sel.PlaceHolder == text) {
			return sel
		}
	}
	t.Fatalf("no select saying %q on screen; the screen shows %q", text, texts(u))
	return nil
}

// choose opens the select that says from and taps option in its menu, as a finger would.
func choose(t *testing.T, u *testApp, from, option string) {
	t.Helper()
	sel := visibleSelect(t, u, from)
	test.Tap(sel)
	menu := u.win.Canvas().Overlays().Top()
	if menu == nil {
		t.Fatalf("the select %q opened no menu", from)
	}
	d := fyne.CurrentApp().Driver()
	objs := uitest.Visible(menu)
	for _, o := range objs {
		txt, ok := o.(*canvas.Text)
		if !ok || txt.Text != option {
			continue
		}
		at := d.AbsolutePositionForObject(txt).Add(fyne.NewPos(1, 1))
		var hit fyne.Tappable
		for _, x := range objs {
			tp, ok := x.(fyne.Tappable)
			if !ok {
				continue
			}
			p, sz := d.AbsolutePositionForObject(x), x.Size()
			if at.X >= p.X && at.Y >= p.Y && at.X < p.X+sz.Width && at.Y < p.Y+sz.Height {
				hit = tp
			}
		}
		if hit != nil {
			test.Tap(hit)
			return
		}
	}
	t.Fatalf("the menu of %q has no %q", from, option)
}

// tapCheck taps the shown check box with this text.
func tapCheck(t *testing.T, u *testApp, text string) {
	t.Helper()
	for _, o := range shown(u) {
		if c, ok := o.(*widget.Check); ok && c.Text == text {
			test.Tap(c)
			return
		}
	}
	t.Fatalf("no check box %q on screen", text)
}

// entryIn is the text field inside a form control.
func entryIn(t *testing.T, o fyne.CanvasObject) *widget.Entry {
	t.Helper()
	for _, x := range uitest.Visible(o) {
		if e, ok := x.(*widget.Entry); ok {
			return e
		}
	}
	t.Fatal("no text field")
	return nil
}

// buttonsIn are the shown buttons inside o, in the order they are laid out.
func buttonsIn(o fyne.CanvasObject) []*widget.Button {
	var out []*widget.Button
	for _, x := range uitest.Visible(o) {
		if b, ok := x.(*widget.Button); ok {
			out = append(out, b)
		}
	}
	return out
}

// rowButtons are the buttons of the line of the rows editor that names row (e.g. "7. Joker"):
// multiplier down and up, move up and down, remove.
func rowButtons(t *testing.T, u *testApp, row string) (less, more, up, down, remove *widget.Button) {
	t.Helper()
	s := u.current.(*Screen)
	for _, line := range s.setups[tally.Coiffeur].(*coiffeurSetup).rows.lines.Objects {
		for _, x := range uitest.Visible(line) {
			if l, ok := x.(*widget.Label); ok && l.Text == row {
				b := buttonsIn(line)
				if len(b) != 5 {
					t.Fatalf("the line %q has %d buttons", row, len(b))
				}
				return b[0], b[1], b[2], b[3], b[4]
			}
		}
	}
	t.Fatalf("no row %q; the screen shows %q", row, texts(u))
	return
}

// started is the one game the service holds after Start, as stored, which the form asked the
// app to open.

func started(t *testing.T, u *testApp, svc Service) *persistence.GameView {
	t.Helper()
	list, err := svc.List(0, true)
	if err != nil || len(list) != 1 {
		t.Fatalf("%d games (%v); the form says %q", len(list), err, texts(u))
	}
	if d := dialogShown(u); d != "" {
		t.Errorf("after Start the app says %q", d)
	}
	v, err := svc.Load(list[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	if u.opened != v.ID {
		t.Errorf("after Start the form opened game %d, not the new game %d", u.opened, v.ID)
	}
	return v
}

func TestNewCoiffeurGame(t *testing.T) {
	t.Run("should start a team Coiffeur with the rows and options as changed", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			u := newApp(t, svc, landscape)
			u.ShowNewGame()
			choose(t, u, "Schieber", "Coiffeur")
			fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
			choose(t, u, "Add a row…", "Slalom")
			_, _, _, _, remove := rowButtons(t, u, "8. Joker")
			tapButton(remove)
			_, _, up, _, _ := rowButtons(t, u, "8. Slalom")
			tapButton(up)
			less, _, _, _, _ := rowButtons(t, u, "2. ♥ Hearts")
			tapButton(less)
			_, more, _, _, _ := rowButtons(t, u, "8. Joker")
			tapButton(more)
			choose(t, u, "Card points ÷ 10, rounded down", "Card points ÷ 10, rounded")
			choose(t, u, "A Match counts 257", "A Match counts 207")
			choose(t, u, "Nothing more", "The others get a Match's value")
			tapCheck(t, u, "Weis")
			tapCheck(t, u, "Stöck")
			choose(t, u, "Round the table", "Once, to the partner")
			s := u.current.(*Screen)
			for _, want := range []string{"Two teams · 16 deals", "Slalom ×9, Joker ×8", "♥ Hearts ×1,", "Weis and Stöck count"} {
				if !strings.Contains(s.explain.Text, want) {
					t.Errorf("the summary %q does not say %q", s.explain.Text, want)
				}
			}
			tapButton(button(t, u, "Start the game", nil))
			v := started(t, u, svc)
			simple := []string{"D", "H", "S", "C", "obenabe", "undenufe"}
			want := []tally.Row{
				{Name: "D", Multiplier: 1, Contracts: []string{"D"}}, {Name: "H", Multiplier: 1, Contracts: []string{"H"}},
				{Name: "S", Multiplier: 3, Contracts: []string{"S"}}, {Name: "C", Multiplier: 4, Contracts: []string{"C"}},
				{Name: "obenabe", Multiplier: 5, Contracts: []string{"obenabe"}}, {Name: "undenufe", Multiplier: 6, Contracts: []string{"undenufe"}},
				{Name: "slalom", Multiplier: 9, Contracts: []string{"slalom"}}, {Name: "joker", Multiplier: 8, Contracts: simple},
			}
			r := v.Game.Rules
			if v.Game.Mode != tally.Coiffeur || strings.Join(v.Game.Players, ",") != "Anna,Beat,Cla,Dora" {
				t.Errorf("mode %s, players %q", v.Game.Mode, v.Game.Players)
			}
			if !reflect.DeepEqual(r.Rows, want) {
				t.Errorf("rows %+v\nwant %+v", r.Rows, want)
			}
			if r.Solo || r.CoiffeurPoints != tally.CoiffeurDiv10Round || r.MatchBonus != 50 || r.CoiffeurKontermatsch != tally.KontermatschCredit ||
				!r.CoiffeurWeis || !r.Stoeck || r.CoiffeurPassing != tally.PassingToPartner || r.BoardView != "asWritten" {
				t.Errorf("rules %+v", r)
			}
		})
	})

	t.Run("should start a solo Coiffeur of three, passing round the table", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			u := newApp(t, svc, landscape)
			u.ShowNewGame()
			choose(t, u, "Schieber", "Coiffeur")
			choose(t, u, "Round the table", "Once, to the partner")
			choose(t, u, "Two teams", "Each for themselves (solo)")
			choose(t, u, "4", "3")
			s := u.current.(*Screen)
			if s.players[3].Visible() || label(u, "Seat 3") == nil || label(u, "Passing") != nil {
				t.Errorf("three seats and no passing expected; the form shows %q", texts(u))
			}
			fillNames(t, u, "Anna", "Beat", "Cla")
			s.players[3].SetText("anna") // the hidden fourth field plays no part
			if !strings.Contains(s.explain.Text, "3 players, each for themselves · 24 deals") {
				t.Errorf("summary %q", s.explain.Text)
			}
			tapButton(button(t, u, "Start the game", nil))
			v := started(t, u, svc)
			r := v.Game.Rules
			if len(v.Game.Players) != 3 || !r.Solo || r.CoiffeurPassing != tally.PassingRoundTable || len(r.Rows) != 8 {
				t.Errorf("players %q, solo %v, passing %s, %d rows", v.Game.Players, r.Solo, r.CoiffeurPassing, len(r.Rows))
			}
		})
	})

	t.Run("should keep the controls in their column when the mode or solo changes", func(t *testing.T) {
		for _, size := range uitest.WindowSizes {
			u := newApp(t, fakestore.New(), size)
			u.ShowNewGame()
			s := u.current.(*Screen)
			d := fyne.CurrentApp().Driver()
			relayout(u)
			x := d.AbsolutePositionForObject(s.mode).X
			for _, step := range [][2]string{{"Schieber", "Coiffeur"}, {"Two teams", "Each for themselves (solo)"}, {"Coiffeur", "Differenzler"}} {
				choose(t, u, step[0], step[1])
				relayout(u)
				if now := d.AbsolutePositionForObject(s.mode).X; now != x {
					t.Errorf("%v: after %q the mode select moved from x=%v to %v", size, step[1], x, now)
				}
			}
		}
	})

	t.Run("should keep the sheet between one and twenty rows and multipliers from 1 to 100", func(t *testing.T) {
		u := newApp(t, fakestore.New(), landscape)
		u.ShowNewGame()
		choose(t, u, "Schieber", "Coiffeur")
		fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
		for i := 8; i > 1; i-- {
			_, _, _, _, remove := rowButtons(t, u, fmt.Sprintf("%d. %s", i, setupRowLabel(tally.DefaultRows()[i-1], kit.SkinFrench)))
			tapButton(remove)
		}
		less, more, up, down, remove := rowButtons(t, u, "1. ♦ Diamonds")
		if !remove.Disabled() || !up.Disabled() || !down.Disabled() || !less.Disabled() || more.Disabled() {
			t.Errorf("one row ×1: remove %v up %v down %v less %v more %v disabled", remove.Disabled(), up.Disabled(), down.Disabled(), less.Disabled(), more.Disabled())
		}
		for range 120 {
			tapButton(more)
			_, more, _, _, _ = rowButtons(t, u, "1. ♦ Diamonds")
		}
		if !more.Disabled() || !label(u, "×100").Visible() {
			t.Errorf("the multiplier went past 100: %q", texts(u))
		}
		for range 19 {
			choose(t, u, "Add a row…", "Trio")
		}
		if add := visibleSelect(t, u, "Add a row…"); !add.Disabled() {
			t.Error("a 21st row can be added")
		}
		s := u.current.(*Screen)
		if len(s.setups[tally.Coiffeur].(*coiffeurSetup).rows.rows) != 20 || !strings.Contains(s.explain.Text, "40 deals") || s.start.Disabled() {
			t.Errorf("%d rows, summary %q", len(s.setups[tally.Coiffeur].(*coiffeurSetup).rows.rows), s.explain.Text)
		}
		tapButton(button(t, u, "Rows of the preset", nil))
		if len(s.setups[tally.Coiffeur].(*coiffeurSetup).rows.rows) != 8 || label(u, "8. Joker") == nil {
			t.Errorf("the preset's rows are not back: %q", texts(u))
		}
	})
}

func TestNewDifferenzlerGame(t *testing.T) {
	t.Run("should start three players, 8 deals, hidden predictions, 0.50 EUR a point", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			u := newApp(t, svc, landscape)
			u.ShowNewGame()
			choose(t, u, "Schieber", "Differenzler")
			choose(t, u, "4", "3")
			fillNames(t, u, "Anna", "Beat", "Cla")
			deals := formControl(t, u, "Deals")
			b := buttonsIn(deals)
			for range 8 {
				tapButton(b[0])
			}
			if e := entryIn(t, deals); e.Text != "8" {
				t.Errorf("deals %q after eight taps on − from 16", e.Text)
			}
			tapCheck(t, u, "Hidden until the points are in")
			test.Type(entryIn(t, formControl(t, u, "Stake per point")), "0,50")
			choose(t, u, "CHF", "EUR")
			s := u.current.(*Screen)
			for _, want := range []string{"3 players · 8 deals", "predictions hidden", "0.50 EUR per point"} {
				if !strings.Contains(s.explain.Text, want) {
					t.Errorf("the summary %q does not say %q", s.explain.Text, want)
				}
			}
			tapButton(button(t, u, "Start the game", nil))
			v := started(t, u, svc)
			r := v.Game.Rules
			if v.Game.Mode != tally.Differenzler || len(v.Game.Players) != 3 || r.Deals != 8 || !r.HiddenPredictions ||
				r.Stake != 50 || r.Currency != "EUR" || r.ExactBonus != 0 || r.ZeroBonus != tally.ZeroBonusNever {
				t.Errorf("mode %s players %q rules %+v", v.Game.Mode, v.Game.Players, r)
			}
		})
	})

	t.Run("should take the Swiss preset and the exact-hit bonus", func(t *testing.T) {
		svc := fakestore.New()
		u := newApp(t, svc, landscape)
		u.ShowNewGame()
		choose(t, u, "Schieber", "Differenzler")
		choose(t, u, "Standard: 16 deals, no bonus", "Swiss: 12 deals, 10 off for an exact hit")
		if label(u, "Also for a prediction of 0") == nil {
			t.Fatalf("no zero bonus with a bonus on: %q", texts(u))
		}
		choose(t, u, "Never", "Always")
		tapCheck(t, u, "10 points off for an exact prediction")
		if label(u, "Also for a prediction of 0") != nil {
			t.Errorf("the zero bonus is offered without a bonus")
		}
		tapCheck(t, u, "10 points off for an exact prediction")
		fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
		tapButton(button(t, u, "Start the game", nil))
		r := started(t, u, svc).Game.Rules
		if r.Preset != "swiss" || r.Deals != 12 || r.ExactBonus != 10 || r.ZeroBonus != tally.ZeroBonusAlways || r.Stake != 0 || r.Currency != "" {
			t.Errorf("rules %+v", r)
		}
	})

	t.Run("should refuse deals and stakes out of range, saying why", func(t *testing.T) {
		for _, c := range []struct{ deals, stake, want string }{
			{"0", "", "The number of deals goes from 1 to 100."},
			{"101", "", "The number of deals goes from 1 to 100."},
			{"zwölf", "", "The number of deals goes from 1 to 100."},
			{"12", "abc", "Type the stake per point as an amount, e.g. 0.50."},
			{"12", "-1", "Type the stake per point as an amount, e.g. 0.50."},
			{"12", "0.505", "Type the stake per point as an amount, e.g. 0.50."},
			{"12", "1000.01", "The stake is at most 1000.00 per point."},
		} {
			svc := fakestore.New()
			u := newApp(t, svc, landscape)
			u.ShowNewGame()
			choose(t, u, "Schieber", "Differenzler")
			fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
			e := entryIn(t, formControl(t, u, "Deals"))
			e.SetText("")
			test.Type(e, c.deals)
			test.Type(entryIn(t, formControl(t, u, "Stake per point")), c.stake)
			s := u.current.(*Screen)
			start := button(t, u, "Start the game", nil)
			if !start.Disabled() || s.problem.Text != c.want {
				t.Errorf("deals %q stake %q: Start enabled %v, message %q", c.deals, c.stake, !start.Disabled(), s.problem.Text)
			}
			s.onStart()
			if list, _ := svc.List(0, true); len(list) != 0 {
				t.Errorf("deals %q stake %q: a game was created", c.deals, c.stake)
			}
		}
	})
}

func TestParseStake(t *testing.T) {
	for _, c := range []struct {
		in    string
		cents int
		ok    bool
	}{
		{"", 0, true}, {"0.50", 50, true}, {"0,5", 50, true}, {" 2 ", 200, true}, {".25", 25, true}, {"1000", 100000, true},
		{"1.", 100, true}, {".", 0, false}, {"1.234", 0, false}, {"1.2.3", 0, false}, {"-1", 0, false}, {"1e3", 0, false},
		{"１", 0, false}, {"9999999", 0, false},
	} {
		cents, ok := parseStake(c.in)
		if cents != c.cents || ok != c.ok {
			t.Errorf("%q: %d %v, want %d %v", c.in, cents, ok, c.cents, c.ok)
		}
	}
}

// A preset that names its deals does not stay on screen over other deals: changed by hand it
// says so, and chosen again it puts its own values back.
func TestDifferenzlerPresetSaysWhenChanged(t *testing.T) {
	u := newApp(t, fakestore.New(), landscape)
	u.ShowNewGame()
	choose(t, u, "Schieber", "Differenzler")
	const standard = "Standard: 16 deals, no bonus"
	visibleSelect(t, u, standard)
	deals := formControl(t, u, "Deals")
	tapButton(buttonsIn(deals)[0]) // 15 deals
	changed := standard + " — changed below"
	visibleSelect(t, u, changed)
	tapButton(buttonsIn(deals)[1]) // 16 again: the preset as it is
	visibleSelect(t, u, standard)
	tapCheck(t, u, "Hidden until the points are in")
	choose(t, u, changed, standard)
	if e := entryIn(t, deals); e.Text != "16" {
		t.Errorf("deals %q after the preset is chosen again", e.Text)
	}
	for _, o := range shown(u) {
		if c, ok := o.(*widget.Check); ok && c.Text == "Hidden until the points are in" && c.Checked {
			t.Error("the preset chosen again keeps the hidden predictions")
		}
	}
	visibleSelect(t, u, standard)
}

// The Coiffeur preset names its rows: a row taken away says the sheet is no longer the
// preset's, and "Rows of the preset" puts both back.
func TestCoiffeurPresetSaysWhenRowsChanged(t *testing.T) {
	u := newApp(t, fakestore.New(), landscape)
	u.ShowNewGame()
	choose(t, u, "Schieber", "Coiffeur")
	const standard = "Standard: 8 rows, ×1 to ×8"
	visibleSelect(t, u, standard)
	_, _, _, _, remove := rowButtons(t, u, "8. Joker")
	tapButton(remove)
	visibleSelect(t, u, standard+" — changed below")
	tapButton(button(t, u, "Rows of the preset", nil))
	visibleSelect(t, u, standard)
	rowButtons(t, u, "8. Joker")
}

// A fresh form asks for the names in plain writing; once a name is typed, a missing one is
// said in red.
func TestNewGameAsksForNamesBeforeScolding(t *testing.T) {
	u := newApp(t, fakestore.New(), landscape)
	u.ShowNewGame()
	s := u.current.(*Screen)
	if !strings.Contains(texts(u), "Type the players' names to start.") || s.problem.Importance == widget.DangerImportance {
		t.Errorf("a fresh form says %q in %v", s.problem.Text, s.problem.Importance)
	}
	if !button(t, u, "Start the game", nil).Disabled() {
		t.Error("Start is on without names")
	}
	fillNames(t, u, "Anna")
	if s.problem.Text != "Seat 2 needs a name." || s.problem.Importance != widget.DangerImportance {
		t.Errorf("with one name the form says %q in %v", s.problem.Text, s.problem.Importance)
	}
}

func TestNewCoiffeurFirstChooserAndWeisScale(t *testing.T) {
	t.Run("should offer the Weis scale only while Weis count, and store the small one", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			u := newApp(t, svc, landscape)
			u.ShowNewGame()
			choose(t, u, "Schieber", "Coiffeur")
			if label(u, "Weis scale") != nil {
				t.Errorf("the Weis scale is offered while Weis do not count: %q", texts(u))
			}
			fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
			tapCheck(t, u, "Weis")
			if label(u, "Weis scale") == nil {
				t.Fatalf("no Weis scale once Weis count: %q", texts(u))
			}
			choose(t, u, "Big (a run of 9 is worth 300)", "Small (a run of 5 or more is worth 100)")
			tapButton(button(t, u, "Start the game", nil))
			r := started(t, u, svc).Game.Rules
			if !r.CoiffeurWeis || r.Weis != tally.WeisSmall {
				t.Errorf("coiffeurWeis %v, weis %q; want Weis counted on the small scale", r.CoiffeurWeis, r.Weis)
			}
		})
	})
}
