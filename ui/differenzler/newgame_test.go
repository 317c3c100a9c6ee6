package differenzler

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/roomhost"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/newgame"
	"github.com/jasstafel/jasstafel/ui/numbers"
)

// The Differenzler's part of the new-game form (Setup), on the form as the table of modes
// offers it: players, deals, the bonus, hidden predictions and the stake.

// openForm shows the new-game form on svc in a test window, offering the Differenzler.
func openForm(t *testing.T, svc roomhost.FormService, size fyne.Size) *roomhost.Host {
	t.Helper()
	return roomhost.OpenForm(t, svc, size, newgame.Mode{Game: tally.Differenzler, Label: Label, Setup: Setup})
}

func TestNewDifferenzlerGame(t *testing.T) {
	// The summary writes the stake as the evening's payments are written (numbers.Money): in
	// Italy's Italian "0,10 CHF", in Switzerland's "CHF 0.10", not the "0.10 CHF" it once wrote
	// beside payments of "2,20 CHF".
	for _, c := range []struct{ system, locale, want, empty string }{
		{"it_IT.UTF-8", "it-IT", "0,10\u00a0CHF", "0,00"},
		{"it_CH.UTF-8", "it-CH", "CHF\u00a00.10", "0.00"},
	} {
		t.Run("should write the stake as the payments are written on "+c.system, func(t *testing.T) {
			t.Setenv("LANG", c.system)
			t.Setenv("LANGUAGE", "it")
			if err := kit.UseLanguage("it"); err != nil {
				t.Fatal(err)
			}
			defer kit.UseLanguage("en")
			u := openForm(t, fakestore.New(), landscape)
			t.Setenv("LANGUAGE", "it") // the test window set English as the system's language
			uitest.FillNames(t, u.Win, "Giulia", "Marco", "Sofia", "Luca")
			if got := stakeField(t, u).PlaceHolder; got != c.empty {
				t.Errorf("the empty stake reads %q, want %q", got, c.empty)
			}
			test.Type(stakeField(t, u), "0.10")
			if want := numbers.Money(10, "CHF", c.locale); want != c.want || !strings.Contains(uitest.Texts(u.Win), want) {
				t.Errorf("the summary does not say %q: %q", want, uitest.Texts(u.Win))
			}
		})
	}
	t.Run("should start three players, 8 deals, hidden predictions, 0.50 EUR a point", func(t *testing.T) {
		uitest.EachService(t, func(t *testing.T, svc roomhost.FormService) {
			u := openForm(t, svc, landscape)
			uitest.Choose(t, u.Win, "4", "3")
			uitest.FillNames(t, u.Win, "Anna", "Beat", "Cla")
			b := uitest.OnLine[*widget.Button](t, u.Win, "Deals")
			for range 8 {
				test.Tap(b[0])
			}
			if e := dealsField(t, u); e.Text != "8" {
				t.Errorf("deals %q after eight taps on − from 16", e.Text)
			}
			uitest.TapCheck(t, u.Win, "Hidden until the points are in")
			test.Type(stakeField(t, u), "0,50")
			uitest.Choose(t, u.Win, "CHF", "EUR")
			// Differenzler is played with undertrumping allowed when void in the suit led; this
			// table forbids it.
			uitest.Choose(t, u.Win, "Allowed when void in the suit led", "Forbidden unless holding only trumps")
			for _, want := range []string{"3 players · 8 deals", "predictions hidden", "pays the winner EUR\u00a00.50 per point", "Undertrumping: Forbidden unless holding only trumps"} {
				if !strings.Contains(uitest.Texts(u.Win), want) {
					t.Errorf("the summary in %q does not say %q", uitest.Texts(u.Win), want)
				}
			}
			uitest.TapButton(t, u.Win, uitest.Button(t, u.Win, "Start the game", nil), "Start the game")
			v := u.Started(t, svc)
			r := v.Game.Rules
			if v.Game.Mode != tally.Differenzler || len(v.Game.Players) != 3 || r.Deals != 8 || !r.HiddenPredictions ||
				r.Stake != 50 || r.Currency != "EUR" || r.ExactBonus != 0 || r.ZeroBonus != tally.ZeroBonusNever ||
				r.Undertrump != tally.UndertrumpForbidden || r.UndertrumpReference != tally.ReferenceHighest {
				t.Errorf("mode %s players %q rules %+v", v.Game.Mode, v.Game.Players, r)
			}
		})
	})

	t.Run("should take the Swiss preset and the exact-hit bonus", func(t *testing.T) {
		svc := fakestore.New()
		u := openForm(t, svc, landscape)
		uitest.Choose(t, u.Win, "Standard: 16 deals, no bonus", "Swiss: 12 deals, 10 off for an exact hit")
		if uitest.Label(u.Win, "Also for a prediction of 0") == nil {
			t.Fatalf("no zero bonus with a bonus on: %q", uitest.Texts(u.Win))
		}
		uitest.Choose(t, u.Win, "Never", "Always")
		uitest.TapCheck(t, u.Win, "10 points off for an exact prediction")
		if uitest.Label(u.Win, "Also for a prediction of 0") != nil {
			t.Errorf("the zero bonus is offered without a bonus")
		}
		uitest.TapCheck(t, u.Win, "10 points off for an exact prediction")
		uitest.FillNames(t, u.Win, "Anna", "Beat", "Cla", "Dora")
		uitest.TapButton(t, u.Win, uitest.Button(t, u.Win, "Start the game", nil), "Start the game")
		r := u.Started(t, svc).Game.Rules
		if r.Preset != "swiss" || r.Deals != 12 || r.ExactBonus != 10 || r.ZeroBonus != tally.ZeroBonusAlways || r.Stake != 0 || r.Currency != "" ||
			r.Undertrump != tally.UndertrumpHindersi {
			t.Errorf("rules %+v", r)
		}
	})

	// One form, its fields typed again for each case, as a player corrects them.
	t.Run("should refuse deals and stakes out of range, saying why", func(t *testing.T) {
		svc := fakestore.New()
		u := openForm(t, svc, landscape)
		uitest.FillNames(t, u.Win, "Anna", "Beat", "Cla", "Dora")
		for _, c := range []struct{ deals, stake, want string }{
			{"0", "", "The number of deals goes from 1 to 100."},
			{"101", "", "The number of deals goes from 1 to 100."},
			{"zwölf", "", "The number of deals goes from 1 to 100."},
			{"12", "abc", "Type the stake per point as an amount, e.g. 0.50."},
			{"12", "-1", "Type the stake per point as an amount, e.g. 0.50."},
			{"12", "0.505", "Type the stake per point as an amount, e.g. 0.50."},
			{"12", "1000.01", "The stake is at most CHF\u00a01,000.00 per point."},
		} {
			for _, f := range []struct {
				e    *widget.Entry
				text string
			}{{dealsField(t, u), c.deals}, {stakeField(t, u), c.stake}} {
				f.e.SetText("")
				test.Type(f.e, f.text)
			}
			start := uitest.Button(t, u.Win, "Start the game", nil)
			if !start.Disabled() || uitest.Label(u.Win, c.want) == nil {
				t.Errorf("deals %q stake %q: Start enabled %v, the form says %q", c.deals, c.stake, !start.Disabled(), uitest.Texts(u.Win))
			}
			uitest.NameFields(u.Win)[0].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // Enter in a name field
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
	u := openForm(t, fakestore.New(), landscape)
	const standard = "Standard: 16 deals, no bonus"
	uitest.VisibleSelect(t, u.Win, standard)
	deals := uitest.OnLine[*widget.Button](t, u.Win, "Deals")
	test.Tap(deals[0]) // 15 deals
	changed := standard + " — changed below"
	uitest.VisibleSelect(t, u.Win, changed)
	test.Tap(deals[1]) // 16 again: the preset as it is
	uitest.VisibleSelect(t, u.Win, standard)
	uitest.TapCheck(t, u.Win, "Hidden until the points are in")
	uitest.Choose(t, u.Win, changed, standard)
	if e := dealsField(t, u); e.Text != "16" {
		t.Errorf("deals %q after the preset is chosen again", e.Text)
	}
	if c := uitest.Check(u.Win, "Hidden until the points are in"); c == nil || c.Checked {
		t.Error("the preset chosen again keeps the hidden predictions")
	}
	uitest.VisibleSelect(t, u.Win, standard)
}

// dealsField and stakeField are the form's text fields for the number of deals and the stake.
func dealsField(t *testing.T, u *roomhost.Host) *widget.Entry {
	t.Helper()
	return uitest.OnLine[*widget.Entry](t, u.Win, "Deals")[0]
}

func stakeField(t *testing.T, u *roomhost.Host) *widget.Entry {
	t.Helper()
	return uitest.OnLine[*widget.Entry](t, u.Win, lang.X("new.stake", "Stake per point"))[0]
}

// A line that comes with a choice pushes what is below it down: the form lays itself out again,
// without the window's help (a window lays out anew only when its size changes).
func TestALineThatComesPushesTheFormDown(t *testing.T) {
	for _, size := range []fyne.Size{landscape, fyne.NewSize(800, 1280)} {
		u := openForm(t, fakestore.New(), size)
		uitest.FillNames(t, u.Win, "Anna", "Beat", "Cla", "Dora")
		if o := uitest.OverlappingTexts(u.Win); len(o) != 0 {
			t.Fatalf("%s: before: %q", uitest.SizeName(size), o)
		}
		uitest.TapCheck(t, u.Win, "10 points off for an exact prediction")
		if uitest.Label(u.Win, "Also for a prediction of 0") == nil {
			t.Fatalf("%s: no line for the zero bonus: %q", uitest.SizeName(size), uitest.Texts(u.Win))
		}
		if o := uitest.OverlappingTexts(u.Win); len(o) != 0 {
			t.Errorf("%s: with the zero bonus's line: %q", uitest.SizeName(size), o)
		}
		uitest.TapCheck(t, u.Win, "10 points off for an exact prediction")
		if o := uitest.OverlappingTexts(u.Win); len(o) != 0 {
			t.Errorf("%s: without it again: %q", uitest.SizeName(size), o)
		}
	}
}
