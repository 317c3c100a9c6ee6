package statistics

import (
	"bytes"
	"image/png"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// tapTableName taps the statistics table where it shows name, as a finger does.
func tapTableName(t *testing.T, u *testApp, name string) {
	t.Helper()
	d := fyne.CurrentApp().Driver()
	for _, o := range shown(u) {
		tb, ok := o.(*widget.Table)
		if !ok {
			continue
		}
		for _, x := range uitest.Visible(tb) {
			if l, ok := x.(*widget.Label); ok && l.Text == name {
				at := d.AbsolutePositionForObject(l).Subtract(d.AbsolutePositionForObject(tb)).Add(fyne.NewPos(4, 4))
				test.TapAt(tb, at)
				return
			}
		}
	}
	t.Fatalf("no row names %q; the table shows %q", name, tableRows(u))
}

// openPlayerCharts taps name in the statistics and waits until the player's games are read.
func openPlayerCharts(t *testing.T, u *testApp, name string) *playerCharts {
	t.Helper()
	tapTableName(t, u, name)
	s, ok := u.Current.(*playerCharts)
	if !ok {
		t.Fatalf("tapping %s opened %T", name, u.Current)
	}
	select {
	case <-s.loaded:
	case <-time.After(20 * time.Second):
		t.Fatal("the player's games were not read")
	}
	relayout(u)
	return s
}

// selectTab shows the tab labelled label.
func selectTab(t *testing.T, u *testApp, label string) {
	t.Helper()
	for _, o := range shown(u) {
		if tabs, ok := o.(*container.AppTabs); ok {
			for _, it := range tabs.Items {
				if it.Text == label {
					tabs.Select(it)
					relayout(u)
					return
				}
			}
		}
	}
	t.Fatalf("no tab %q", label)
}

func TestTappingAPlayerShowsTheChartsAndBackKeepsTheFilter(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		u := newApp(t, svc, landscape)
		createGame(t, svc, "seed", []string{"Anna", "Cla", "Beat", "Dora"}, 3)
		createGame(t, svc, "seed", []string{"Eva", "Anna", "Fritz", "Beat"}, 2)
		rules := []byte(`{"preset":"seed"}`)
		diff, err := svc.Create(persistence.NewGame{Mode: tally.Differenzler, Players: []string{"Cla", "Gina", "Hans", "Dora"}, Rules: rules})
		if err != nil {
			t.Fatal(err)
		}
		dealer := 0
		if _, err := svc.AddRound(diff, gamefile.Round{Trump: "H", Dealer: &dealer, Predictions: []int{40, 40, 40, 37}, Points: []int{40, 50, 30, 37}}); err != nil {
			t.Fatal(err)
		}

		stats := openStats(t, u)
		chooseSelect(t, u, "All modes", "Schieber")
		s := openPlayerCharts(t, u, "Anna")
		if !strings.Contains(texts(u), "Charts · Anna") {
			t.Fatalf("the screen should name Anna's charts; it shows %q", texts(u))
		}
		// Anna chose diamonds in deals 1 and 3 of the first game (seat 0, Vorhand 0 and 2) with
		// 100 points each, and in deal 2 of the second (seat 1, Vorhand 1) with 57.
		var form, contracts *playerChartView
		for _, v := range s.views {
			switch v.tab.file {
			case "form":
				form = v
			case "contracts":
				contracts = v
			}
		}
		d := s.data
		if len(d.Form) != 2 || len(d.Contracts) != 1 || d.Contracts[0].Deals != 3 || d.Contracts[0].Points != 257 {
			t.Errorf("Anna's figures %+v", d)
		}
		if form.image.Image == nil || !form.image.Visible() {
			t.Error("the form chart is not drawn")
		}
		if contracts.chart == nil || contracts.chart.Empty() {
			t.Error("the contracts chart is empty")
		}
		if b := button(t, u, "Save PNG", nil); b.Disabled() {
			t.Error("Save PNG is off for the form chart")
		}

		// Anna played no Differenzler: the tab says so and there is nothing to save.
		selectTab(t, u, "Differenzler")
		if label(u, "No Differenzler games yet.") == nil {
			t.Errorf("the Differenzler tab should say it has nothing; the screen shows %q", texts(u))
		}
		if b := button(t, u, "Save PNG", nil); !b.Disabled() {
			t.Error("Save PNG is on for a chart with nothing to draw")
		}

		tapOn(t, u, "Back", nil)
		if u.Current != stats {
			t.Fatalf("Back opened %T, not the statistics", u.Current)
		}
		relayout(u)
		if !strings.Contains(texts(u), "2 games") {
			t.Errorf("the Schieber filter should still count 2 games; the screen shows %q", texts(u))
		}
		found := false
		for _, o := range shown(u) {
			if sel, ok := o.(*widget.Select); ok && sel.Selected == "Schieber" {
				found = true
			}
		}
		if !found {
			t.Error("the mode filter did not keep Schieber")
		}
		// A second tap opens the charts again: the table let go of the first selection.
		openPlayerCharts(t, u, "Beat")
		if !strings.Contains(texts(u), "Charts · Beat") {
			t.Errorf("the second tap should open Beat's charts; the screen shows %q", texts(u))
		}
	})
}

func TestPlayerChartFollowsTheWindowSavesPNGAndEscapeGoesBack(t *testing.T) {
	svc := fakestore.New()
	u := newApp(t, svc, landscape)
	createGame(t, svc, "seed", []string{"Anna", "Cla", "Beat", "Dora"}, 4)
	openStats(t, u)
	s := openPlayerCharts(t, u, "Anna")
	form := s.views[0]
	before := form.image.Image.Bounds()
	u.Win.Resize(fyne.NewSize(800, 1000))
	relayout(u)
	after := form.image.Image.Bounds()
	if before == after {
		t.Errorf("the chart was not drawn again for the new size: %v", after)
	}

	var b bytes.Buffer
	if err := s.writePNG(form, &b); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&b)
	if err != nil {
		t.Fatal(err)
	}
	b0 := img.Bounds()
	if w, h := img.Bounds().Dx(), img.Bounds().Dy(); w < 2000 || h < 1500 {
		t.Errorf("the PNG is %d×%d, not A5 at 300 dpi", w, h)
	}
	if got := s.fileName(form); got != "jasstafel-anna-form.png" {
		t.Errorf("the file is offered as %q", got)
	}

	// Ctrl+S saves the chart shown, for print.
	press(u, &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault})
	saved := u.Disk.Saved()
	if len(saved) != 1 || saved[0].Name != "jasstafel-anna-form.png" || saved[0].Mime != "image/png" {
		t.Fatalf("Ctrl+S saved %+v", saved)
	}
	if img, err := png.Decode(bytes.NewReader(saved[0].Data)); err != nil || img.Bounds() != b0 {
		t.Errorf("the saved chart is not the PNG for print: %v", err)
	}
	if !strings.Contains(texts(u), "Saved: jasstafel-anna-form.png") {
		t.Errorf("after saving the screen shows %q", texts(u))
	}
	u.Win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if _, ok := u.Current.(*Screen); !ok {
		t.Errorf("Escape opened %T, not the statistics", u.Current)
	}
}

// TestPlayerChartMonthRateCountsTheFinishedMark: in one month Anna wins a Schieber to 500, one
// game is marked finished after a deal without a winner, and one is still being played. The
// month's rate is 1 won of 2 finished, 50 %: the players' mark reaches the chart. Without it the
// chart would read 1 of 1 (100 %); over all three games, 33 %.
func TestPlayerChartMonthRateCountsTheFinishedMark(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		u := newApp(t, svc, landscape)
		play := func(deals int) persistence.GameID {
			t.Helper()
			id, err := svc.Create(persistence.NewGame{Mode: tally.Schieber, Players: []string{"Anna", "Beat", "Cla", "Dora"},
				Rules: []byte(`{"preset":"simple","target":500}`)})
			if err != nil {
				t.Fatal(err)
			}
			for d := range deals {
				// Every trick to team 0 (Anna and Cla): 257 a deal, 514 after two.
				v, match := d%4, 0
				if _, err := svc.AddRound(id, gamefile.Round{Contract: "D", Vorhand: &v, Points: []int{157, 0}, Match: &match}); err != nil {
					t.Fatal(err)
				}
			}
			return id
		}
		play(2)
		if v, err := svc.SetFinished(play(1), true); err != nil || !v.Finished || v.Report().Winner != nil {
			t.Fatalf("marking a game finished after one deal: %v; want it marked without a winner", err)
		}
		play(1)

		openStats(t, u)
		s := openPlayerCharts(t, u, "Anna")
		m := s.data.Months
		if len(m) != 1 || m[0].Games != 3 || m[0].Finished != 2 || m[0].Won != 1 || m[0].Rate() != 0.5 {
			t.Errorf("Anna's month should be 1 won of 2 finished among 3 games, 50 %%; it is %+v", m)
		}
	})
}

// A player's charts name contracts and months in the players' language: "03.2026" on the win
// rate's axis in German.
func TestPlayerChartsNameMonthsInTheLanguage(t *testing.T) {
	t.Cleanup(func() {
		t.Setenv("LANGUAGE", "en")
		if err := kit.UseLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	t.Setenv("LANGUAGE", "de")
	if err := kit.UseLanguage("de"); err != nil {
		t.Fatal(err)
	}
	names := chartNames()
	if got := names.Month(time.Date(2026, time.March, 1, 0, 0, 0, 0, time.Local)); got != "03.2026" {
		t.Errorf("March 2026 in German: %q", got)
	}
	if got := names.Contract("H"); got != kit.ContractName("H") || got == "H" {
		t.Errorf("hearts in German: %q", got)
	}
}
