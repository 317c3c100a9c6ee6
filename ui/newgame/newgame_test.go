package newgame_test

import (
	"errors"
	"maps"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/newgame"
)

func TestNewGameScreen(t *testing.T) {
	t.Run("should refuse a name given twice, naming it, until it is changed", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			u := newApp(t, svc, landscape)
			u.ShowNewGame()
			fillNames(t, u, "Anna", "Beat", " anna ", "Dora")
			start := button(t, u, "Start the game", nil)
			if !start.Disabled() || !strings.Contains(texts(u), "“anna” is there twice") {
				t.Fatalf("Start enabled %v, the form says %q", !start.Disabled(), texts(u))
			}
			tapButton(start)
			if list, _ := svc.List(0, true); len(list) != 0 {
				t.Fatalf("a game with a name twice was created: %+v", list)
			}
			nameFields(u)[2].SetText("Cla")
			if msg := problem(t, u).Text; start.Disabled() || msg != "" {
				t.Fatalf("four names of their own: Start enabled %v, message %q", !start.Disabled(), msg)
			}
			tapButton(start)
			list, _ := svc.List(0, true)
			if len(list) != 1 || strings.Join(list[0].Players, ",") != "Anna,Beat,Cla,Dora" || u.Opened != list[0].ID {
				t.Fatalf("the game was not started: %+v", list)
			}
		})
	})

	t.Run("should refuse a name the device cannot draw, which would show as boxes", func(t *testing.T) {
		svc := fakestore.New()
		u := newApp(t, svc, landscape)
		u.ShowNewGame()
		fillNames(t, u, "Anna", "Beat", newgame.KawiName, "Dora")
		start := button(t, u, "Start the game", nil)
		if !start.Disabled() || !strings.Contains(texts(u), "The name of seat 3 has letters that cannot be drawn on this device") {
			t.Fatalf("Start enabled %v, the form says %q", !start.Disabled(), texts(u))
		}
		tapButton(start)
		if list, _ := svc.List(0, true); len(list) != 0 {
			t.Fatalf("a game with a name that cannot be drawn was created: %+v", list)
		}
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
			fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
			nameFields(u)[3].SetText(bad)
			start := button(t, u, "Start the game", nil)
			if msg := problem(t, u).Text; !start.Disabled() || !strings.Contains(msg, "seat 4 holds characters that are not text") {
				t.Errorf("%q: Start enabled %v, message %q", bad, !start.Disabled(), msg)
			}
			nameFields(u)[3].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // Enter in a field changes nothing either
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
			fillNames(t, u, long, "Beat", "Cla", "Dora")
			start := button(t, u, "Start the game", nil)
			d := fyne.CurrentApp().Driver()
			relayout(u)
			line := problem(t, u)
			before, lineBefore := d.AbsolutePositionForObject(start), d.AbsolutePositionForObject(line)
			nameFields(u)[1].SetText(long) // a message long enough for two lines in portrait
			if line.Text == "" {
				t.Fatal("no message")
			}
			relayout(u)
			if after := d.AbsolutePositionForObject(start); after != before {
				t.Errorf("%v: Start moved from %v to %v when the message appeared", size, before, after)
			}
			if after := d.AbsolutePositionForObject(line); after != lineBefore {
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
				u.View = view // the settings' choice; without one the app says asWritten
			}
			u.ShowNewGame()
			fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
			tapOn(t, u, "Start the game", nil)
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
			fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
			choose(t, u, "Anna", "Cla")
			choose(t, u, "2500", "3000")
			tapOn(t, u, "Start the game", nil)
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

	// A table's house rules are set on the form: what a Match counts, Weis, Stöck and
	// undertrumping; the preset says it was changed, and choosing it again puts its values back.
	t.Run("should write the house rules chosen for a Schieber into the new game", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			u := newApp(t, svc, landscape)
			u.ShowNewGame()
			fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
			std := standardPreset
			// Each line alone marks the preset as changed, and the preset chosen again puts the
			// line's value back: what a Match counts, and the trump measured against, as some
			// tables play it (RULES TV-5).
			for _, line := range [][2]string{{"A Match counts 257", "A Match counts 207"}, {"The highest in the trick", "The lowest in the trick"}} {
				choose(t, u, line[0], line[1])
				if uitest.VisibleSelect(t, u.Win, std+" — changed below") == nil {
					t.Fatalf("%q chosen, and the preset does not say it was changed", line[1])
				}
				choose(t, u, std+" — changed below", std)
				if uitest.VisibleSelect(t, u.Win, line[0]) == nil {
					t.Fatalf("choosing the preset again did not put %q back", line[0])
				}
			}
			choose(t, u, "The highest in the trick", "The lowest in the trick")
			choose(t, u, "A Match counts 257", "A Match counts 157")
			choose(t, u, "Big (a run of 9 is worth 300)", "Not counted")
			choose(t, u, "Count 20", "Not counted")
			choose(t, u, "Forbidden unless holding only trumps", "Allowed when void in the suit led")
			summarySays(t, u, "A Match counts 157. Weis: Not counted. Stöck: Not counted. Undertrumping: Allowed when void in the suit led, against the lowest trump in the trick.")
			r := startRules(t, u, svc)
			if r.MatchBonus != 0 || r.Weis != tally.WeisOff || r.Stoeck || r.Undertrump != tally.UndertrumpHindersi || r.Target != 2500 ||
				r.UndertrumpReference != tally.ReferenceLowest {
				t.Errorf("the game's rules: match bonus %d, Weis %q, Stöck %v, undertrump %q against the %s, target %d", r.MatchBonus, r.Weis, r.Stoeck, r.Undertrump, r.UndertrumpReference, r.Target)
			}
		})
	})

	// A table that counts its contracts its own way sets each multiplier on the form, and adds
	// the mixed contracts it plays: the new game's contract buttons offer them.
	t.Run("should write the multipliers and mixed contracts chosen for a Schieber into the new game", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			u := newApp(t, svc, landscape)
			u.ShowNewGame()
			fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
			std := standardPreset
			tapOn(t, u, "Change…", nil)
			if texts := texts(u); strings.Contains(texts, "Guschti · Mary") || !strings.Contains(texts, "Slalom") {
				t.Fatalf("before Guschti is played the form shows %q", texts)
			}
			less, more := stepper(t, u, "♦ Diamonds")
			if !less.Disabled() {
				t.Error("a trump's multiplier can go below ×1")
			}
			tapButton(more)
			tapButton(more)
			_, more = stepper(t, u, "Slalom")
			tapButton(more)
			tapButton(more)
			if uitest.VisibleSelect(t, u.Win, std+" — changed below") == nil {
				t.Fatal("the preset does not say it was changed")
			}
			_, more = stepper(t, u, "Guschti")
			tapButton(more)
			choose(t, u, "5 tricks, then 4", "4 tricks, then 5")
			if texts := texts(u); strings.Count(texts, "\nTrio\n") != 1 {
				t.Fatalf("the Trio's choice is offered while only Guschti is played: %q", texts)
			}
			_, more = stepper(t, u, "Trio")
			for range 6 {
				tapButton(more)
			}
			choose(t, u, "Obenabe, Undenufe and one trump", "Also two different trumps")
			summarySays(t, u, "Multipliers: Diamonds ×3, Hearts ×1, Spades ×2, Clubs ×2, Obenabe ×3, Undenufe ×4, Slalom ×2, Guschti ×1, Trio ×6.",
				"Guschti · Mary: 4 tricks, then 5.", "Trio: Also two different trumps.")
			r := startRules(t, u, svc)
			want := map[string]int{"D": 3, "H": 1, "S": 2, "C": 2, "obenabe": 3, "undenufe": 4, "slalom": 2, "guschti": 1, "trio": 6}
			if !maps.Equal(r.Multipliers, want) || r.GuschtiSplit != 4 || r.TrioChoice != tally.TrioDistinct || r.Preset != "seed" {
				t.Errorf("the game's rules: multipliers %v, Guschti split %d, Trio %q, preset %q", r.Multipliers, r.GuschtiSplit, r.TrioChoice, r.Preset)
			}
			offered := strings.Join(entry.Contracts(r), " ")
			if offered != "D H S C obenabe undenufe slalom-obenabe slalom-undenufe guschti trio" {
				t.Errorf("the game offers the contracts %q", offered)
			}
		})
	})

	// A preset's mixed contract that the table does not play can be left out; the game is then
	// Custom (a preset's multipliers cannot lose one), with the other lines as they were set.
	t.Run("should leave out a preset's mixed contract, and put the preset's multipliers back", func(t *testing.T) {
		svc := fakestore.New()
		u := newApp(t, svc, landscape)
		u.ShowNewGame()
		fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
		choose(t, u, standardPreset, "JassPro (with Slalom ×4)")
		if uitest.Label(u.Win, "Slalom") != nil {
			t.Fatal("the multipliers are open before the players ask for them")
		}
		tapOn(t, u, "Change…", nil)
		less, more := stepper(t, u, "Slalom")
		if uitest.Label(u.Win, "×4") == nil {
			t.Fatalf("JassPro's Slalom is not ×4: %q", texts(u))
		}
		for range 4 {
			tapButton(less)
		}
		if !less.Disabled() || more.Disabled() || uitest.Label(u.Win, "not played") == nil {
			t.Fatalf("Slalom after four steps down: less enabled %v, the form says %q", !less.Disabled(), texts(u))
		}
		tapOn(t, u, "Multipliers of the preset", nil)
		if uitest.Label(u.Win, "×4") == nil || uitest.VisibleSelect(t, u.Win, "JassPro (with Slalom ×4)") == nil {
			t.Fatalf("the preset's multipliers were not put back: %q", texts(u))
		}
		for range 4 {
			tapButton(less)
		}
		tapOn(t, u, "Close", nil)
		if uitest.Label(u.Win, "Slalom") != nil || button(t, u, "Change…", nil).Disabled() {
			t.Fatalf("the multipliers were not folded away: %q", texts(u))
		}
		tapOn(t, u, "Change…", nil)
		if uitest.Label(u.Win, "not played") == nil {
			t.Fatalf("the multipliers opened again do not show Slalom left out: %q", texts(u))
		}
		choose(t, u, "2500", "3000")
		r := startRules(t, u, svc)
		want := map[string]int{"D": 1, "H": 1, "S": 2, "C": 2, "obenabe": 3, "undenufe": 3}
		if !maps.Equal(r.Multipliers, want) || r.Preset != "custom" || r.Target != 3000 {
			t.Errorf("the game's rules: multipliers %v, preset %q, target %d", r.Multipliers, r.Preset, r.Target)
		}
	})

	t.Run("should stay on the form and say why when the game cannot be created", func(t *testing.T) {
		svc := fakestore.New()
		svc.Fail("Create", errors.New("the disk is full"))
		u := newApp(t, svc, landscape)
		u.ShowNewGame()
		fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
		tapOn(t, u, "Start the game", nil)
		if _, ok := u.Current.(*newgame.Screen); !ok || !strings.Contains(strings.ToLower(dialogShown(u)), "the disk is full") {
			t.Errorf("screen %T, dialog %q", u.Current, dialogShown(u))
		}
	})

	t.Run("should go back to the list with Back and with Escape", func(t *testing.T) {
		u := newApp(t, fakestore.New(), landscape)
		u.ShowNewGame()
		tapOn(t, u, "Back", nil)
		if u.Home == 0 {
			t.Fatalf("Back shows %T", u.Current)
		}
		u.ShowNewGame()
		u.Win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
		if u.Home == 0 {
			t.Fatalf("Escape shows %T", u.Current)
		}
	})
}

// A fresh form asks for the names in plain writing; once a name is typed, a missing one is
// said in red.
func TestNewGameAsksForNamesBeforeScolding(t *testing.T) {
	u := newApp(t, fakestore.New(), landscape)
	u.ShowNewGame()
	ask := label(u, "Type the players' names to start.")
	if ask == nil || ask.Importance == widget.DangerImportance {
		t.Errorf("a fresh form should ask for the names in plain writing; it shows %q", texts(u))
	}
	if !button(t, u, "Start the game", nil).Disabled() {
		t.Error("Start is on without names")
	}
	fillNames(t, u, "Anna")
	if msg := problem(t, u).Text; msg != "Seat 2 needs a name." {
		t.Errorf("with one name the form says %q in red", msg)
	}
}

// The mode select and the controls below it keep their column when the mode, or the Coiffeur's
// teams or solo, change the lines the form shows.
func TestNewGameKeepsTheControlsInTheirColumn(t *testing.T) {
	for _, size := range uitest.WindowSizes {
		u := newApp(t, fakestore.New(), size)
		u.ShowNewGame()
		mode := uitest.VisibleSelect(t, u.Win, "Schieber")
		d := fyne.CurrentApp().Driver()
		relayout(u)
		x := d.AbsolutePositionForObject(mode).X
		for _, step := range [][2]string{{"Schieber", "Coiffeur"}, {"Two teams", "Each for themselves (solo)"}, {"Coiffeur", "Differenzler"}} {
			choose(t, u, step[0], step[1])
			relayout(u)
			if now := d.AbsolutePositionForObject(mode).X; now != x {
				t.Errorf("%v: after %q the mode select moved from x=%v to %v", size, step[1], x, now)
			}
		}
	}
}

// stepper is the less and more buttons on the line of the Schieber's multipliers that names
// contract (e.g. "♦ Diamonds").
func stepper(t *testing.T, u *testApp, contract string) (less, more *widget.Button) {
	t.Helper()
	b := uitest.OnLine[*widget.Button](t, u.Win, contract)
	if len(b) != 2 {
		t.Fatalf("the line %q has %d buttons", contract, len(b))
	}
	return b[0], b[1]
}

// standardPreset is how the Schieber's default preset is offered on the form.
const standardPreset = "Standard (D, H ×1 · S, C ×2 · Obenabe ×3 · Undenufe ×4)"

// summarySays checks that the form's summary says each of wants.
func summarySays(t *testing.T, u *testApp, wants ...string) {
	t.Helper()
	all := texts(u)
	for _, want := range wants {
		if !strings.Contains(all, want) {
			t.Errorf("the summary does not say %q: %q", want, all)
		}
	}
}

// startRules starts the game the form holds and gives the rules it was created with.
func startRules(t *testing.T, u *testApp, svc Service) tally.Rules {
	t.Helper()
	tapOn(t, u, "Start the game", nil)
	list, _ := svc.List(0, true)
	if len(list) != 1 {
		t.Fatalf("%d games", len(list))
	}
	v, err := svc.Load(list[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	return v.Game.Rules
}

// Enter in a name field goes on to the next name still to type, in sight also where the form
// scrolls (a phone held sideways), and once the four names are there it starts the game: the
// names are typed one after the other, without a finger or Tab's stop at each field's ▾.
func TestEnterGoesOnToTheNextName(t *testing.T) {
	for _, size := range []fyne.Size{landscape, uitest.SidewaysPhone} {
		svc := fakestore.New()
		u := newApp(t, svc, size)
		u.ShowNewGame()
		c := u.Win.Canvas()
		c.Focus(nameFields(u)[0])
		for i, name := range []string{"Anna", "Beat", "Cla", "Dora"} {
			f, ok := c.Focused().(*widget.SelectEntry)
			if !ok || f != nameFields(u)[i] {
				t.Fatalf("%v: before %s the focus is on %T, not seat %d's name", size, name, c.Focused(), i+1)
			}
			if !uitest.InSight(u.Win, f) {
				t.Errorf("%v: seat %d's name, to be typed, is out of sight", size, i+1)
			}
			test.Type(f, name)
			f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		}
		list, _ := svc.List(0, true)
		if len(list) != 1 || strings.Join(list[0].Players, ",") != "Anna,Beat,Cla,Dora" {
			t.Fatalf("%v: Enter after the fourth name started %+v", size, list)
		}
	}
}

// Tab goes from one name to the next as in any form, not first to the field's ▾: four names
// typed at a keyboard took eight Tabs.
func TestTabGoesFromNameToName(t *testing.T) {
	u := newApp(t, fakestore.New(), landscape)
	u.ShowNewGame()
	c := u.Win.Canvas()
	fields := nameFields(u)
	c.Focus(fields[0])
	for i := 1; i < len(fields); i++ {
		uitest.TypeKey(u.Win, fyne.KeyTab)
		if f := c.Focused(); f != fields[i] {
			t.Fatalf("Tab after seat %d's name focused %T, not seat %d's name", i, f, i+1)
		}
	}
}
