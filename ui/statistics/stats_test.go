package statistics

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// openStats shows the statistics as the list of games opens them.
func openStats(t *testing.T, u *testApp) *Screen {
	t.Helper()
	u.Show(NewScreen(u, u.store, testModes(), u.ShowHome))
	s, ok := u.Current.(*Screen)
	if !ok {
		t.Fatalf("Statistics opened %T", u.Current)
	}
	relayout(u)
	return s
}

// tableRows is what the table on screen shows below its headings, row by row from the top, each
// row its cells from the left.
func tableRows(u *testApp) [][]string { return uitest.TableRows(u.Win) }

// headings are the table's heading buttons, left to right.
func headings(u *testApp) []string { return uitest.TableHeadings(u.Win) }

// statsRow is the row of the table that starts with name.
func statsRow(t *testing.T, u *testApp, name string) []string {
	t.Helper()
	for _, r := range tableRows(u) {
		if len(r) > 0 && r[0] == name {
			return r
		}
	}
	t.Fatalf("no row for %q; the table shows %q", name, tableRows(u))
	return nil
}

// column is the index of a heading, without the sort mark.
func column(t *testing.T, u *testApp, heading string) int {
	t.Helper()
	for i, h := range headings(u) {
		if strings.TrimRight(h, " ▲▼") == heading {
			return i
		}
	}
	t.Fatalf("no heading %q; the headings are %q", heading, headings(u))
	return -1
}

func chooseSelect(t *testing.T, u *testApp, current, option string) {
	t.Helper()
	for _, o := range shown(u) {
		if s, ok := o.(*widget.Select); ok && s.Selected == current {
			s.SetSelected(option)
			relayout(u)
			return
		}
	}
	t.Fatalf("no choice showing %q", current)
}

func TestStatsCountsTheSavedGames(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		u := newApp(t, svc, landscape)
		// Two Schieber games with Anna and Beat as partners, one of them with Cla and Dora, the
		// other with Eva and Fritz; and a Differenzler evening.
		first := createGame(t, svc, "seed", []string{"Anna", "Cla", "Beat", "Dora"}, 3)
		second := createGame(t, svc, "seed", []string{"Anna", "Eva", "Beat", "Fritz"}, 2)
		addDifferenzler(t, svc)

		s := openStats(t, u)
		if !strings.Contains(texts(u), "3 games") {
			t.Fatalf("the status should count 3 games; the screen shows %q", texts(u))
		}
		if r := statsRow(t, u, "Anna"); r[column(t, u, "Games")] != "3" {
			t.Errorf("Anna played 3 games; her row is %q", r)
		}
		if r := statsRow(t, u, "Gina"); r[column(t, u, "Games")] != "1" {
			t.Errorf("Gina played 1 game; her row is %q", r)
		}

		// Schieber alone: two games, and Anna's points for are her team's totals in both.
		chooseSelect(t, u, "All modes", "Schieber")
		if !strings.Contains(texts(u), "2 games") {
			t.Fatalf("Schieber alone is 2 games; the screen shows %q", texts(u))
		}
		want := 0
		for _, id := range []persistence.GameID{first, second} {
			v, err := svc.Load(id)
			if err != nil {
				t.Fatal(err)
			}
			want += v.Report().Totals[0] // Anna sits in seat 0, team 0
		}
		if r := statsRow(t, u, "Anna"); r[column(t, u, "Points for")] != fmt.Sprint(want) {
			t.Errorf("Anna's points for should be %d; her row is %q", want, r)
		}
		for _, r := range tableRows(u) {
			if r[0] == "Gina" || r[0] == "Hans" {
				t.Errorf("a Differenzler player shows under Schieber: %q", r)
			}
		}

		// Only the games in which Eva played.
		uitest.TapButton(t, u.Win, uitest.FindButton(t, u.Win, "All players", false), "All players")
		check := findCheckGroup(t, u)
		check.SetSelected([]string{"Eva"})
		tapOn(t, u, "Apply", nil)
		relayout(u)
		if !strings.Contains(texts(u), "1 game") {
			t.Fatalf("Eva played one Schieber game; the screen shows %q", texts(u))
		}
		if b := uitest.FindButton(t, u.Win, "Eva", false); b == nil {
			t.Fatal("the players button should name the filter")
		}
		var names []string
		for _, r := range tableRows(u) {
			names = append(names, r[0])
		}
		if !slices.Equal(names, []string{"Anna", "Beat", "Eva", "Fritz"}) {
			t.Errorf("the players of Eva's game should show, by name; the table shows %q", names)
		}
		_ = s
	})
}

// TestStatsPartnerRateIsWonOverFinished: Anna and Cla are partners in three Schieber games to
// 500: they win one, lose one, and the third is still being played. Their rate is 1 won of 2
// finished, 50 %, as Anna's own in the players table; over all three games it would be 33 %.
func TestStatsPartnerRateIsWonOverFinished(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		u := newApp(t, svc, landscape)
		play := func(players []string, deals int) {
			t.Helper()
			id, err := svc.Create(persistence.NewGame{Mode: tally.Schieber, Players: players,
				Rules: []byte(`{"preset":"simple","target":500}`)})
			if err != nil {
				t.Fatal(err)
			}
			for d := range deals {
				// Diamonds ×1, every trick to team 0 (seats 0 and 2): 157 + 100 Match bonus = 257
				// a deal, so the second deal reaches 514 ≥ 500 and ends the game.
				v, match := d%4, 0
				if _, err := svc.AddRound(id, gamefile.Round{Contract: "D", Vorhand: &v, Points: []int{157, 0}, Match: &match}); err != nil {
					t.Fatal(err)
				}
			}
		}
		play([]string{"Anna", "Beat", "Cla", "Dora"}, 2) // team 0 reaches 514: Anna and Cla win
		play([]string{"Beat", "Anna", "Dora", "Cla"}, 2) // team 0 again: Anna and Cla lose
		play([]string{"Anna", "Beat", "Cla", "Dora"}, 1) // 257 : 0, still being played

		openStats(t, u)
		for _, c := range []struct{ heading, want string }{
			{"Games", "3"}, {"Finished", "2"}, {"Won", "1"}, {"Win rate", "50%"},
		} {
			if r := statsRow(t, u, "Anna"); r[column(t, u, c.heading)] != c.want {
				t.Errorf("players table, Anna's %s should be %s; her row is %q", c.heading, c.want, r)
			}
		}
		selectTab(t, u, "Partners")
		r := statsRow(t, u, "Anna")
		if r[column(t, u, "Partner")] != "Cla" {
			t.Fatalf("Anna's partner should be Cla; the partners table shows %q", tableRows(u))
		}
		for _, c := range []struct{ heading, want string }{
			{"Games", "3"}, {"Finished", "2"}, {"Won", "1"}, {"Win rate", "50%"},
		} {
			if got := r[column(t, u, c.heading)]; got != c.want {
				t.Errorf("partners table, Anna with Cla: %s %q, want %s; the row is %q", c.heading, got, c.want, r)
			}
		}
		// Anna against Beat: the same three games, the same 1 won of 2 finished.
		selectTab(t, u, "Opponents")
		for _, r := range tableRows(u) {
			if len(r) > 1 && r[0] == "Anna" && r[1] == "Beat" {
				if got := r[column(t, u, "Win rate")]; got != "50%" {
					t.Errorf("opponents table, Anna against Beat: win rate %q, want 50%%; the row is %q", got, r)
				}
				return
			}
		}
		t.Errorf("no row Anna against Beat; the opponents table shows %q", tableRows(u))
	})
}

func TestStatsSortsByTheTappedHeading(t *testing.T) {
	svc := fakestore.New()
	u := newApp(t, svc, landscape)
	createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 1)
	createGame(t, svc, "seed", []string{"Eva", "Beat", "Fritz", "Dora"}, 1)
	createGame(t, svc, "seed", []string{"Gina", "Beat", "Hans", "Ivo"}, 1)
	openStats(t, u)
	first := func() string { return tableRows(u)[0][0] }
	if first() != "Anna" {
		t.Fatalf("the table should open sorted by name; it starts with %q", tableRows(u))
	}
	games := column(t, u, "Games")
	tapHeading(t, u, "Games")
	if first() != "Beat" || tableRows(u)[0][games] != "3" {
		t.Errorf("sorting by games should put Beat (3 games) first; the table starts %q", tableRows(u)[0])
	}
	tapHeading(t, u, "Games")
	if r := tableRows(u)[0]; r[games] != "1" {
		t.Errorf("a second tap should turn the order round; the table starts %q", r)
	}
	tapHeading(t, u, "Player")
	if first() != "Anna" {
		t.Errorf("sorting by player should start with Anna; it starts %q", tableRows(u)[0])
	}
}

func tapHeading(t *testing.T, u *testApp, heading string) {
	t.Helper()
	for _, o := range shown(u) {
		if b, ok := o.(*widget.Button); ok && strings.TrimRight(b.Text, " ▲▼") == heading {
			test.Tap(b)
			relayout(u)
			return
		}
	}
	t.Fatalf("no heading %q", heading)
}

func findCheckGroup(t *testing.T, u *testApp) *widget.CheckGroup {
	t.Helper()
	for _, o := range shown(u) {
		if c, ok := o.(*widget.CheckGroup); ok {
			return c
		}
	}
	t.Fatalf("no list of players to tick; the dialog shows %q", dialogShown(u))
	return nil
}

func TestStatsWithoutGamesSaysSoAndGoesBack(t *testing.T) {
	u := newApp(t, fakestore.New(), landscape)
	openStats(t, u)
	if !strings.Contains(texts(u), "No games match") {
		t.Errorf("an empty database should say so; the screen shows %q", texts(u))
	}
	tapOn(t, u, "Back", nil)
	if u.Home != 1 {
		t.Errorf("Back should return home, not to %T", u.Current)
	}
}

// "Save as CSV" saves the figures of the players shown as a file: the filter on screen is the
// filter of the file.
func TestStatsSavesWhatIsShownAsCSV(t *testing.T) {
	svc := fakestore.New()
	u := newApp(t, svc, landscape)
	createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 2)
	createGame(t, svc, "seed", []string{"Eva", "Beat", "Fritz", "Dora"}, 1)
	openStats(t, u)
	uitest.TapButton(t, u.Win, uitest.FindButton(t, u.Win, "All players", false), "All players")
	findCheckGroup(t, u).SetSelected([]string{"Eva"})
	tapOn(t, u, "Apply", nil)

	tapOn(t, u, "Save as CSV", nil)
	saved := u.Disk.Saved()
	if len(saved) != 1 || saved[0].Name != "jass-statistics.csv" || saved[0].Mime != "text/csv" {
		t.Fatalf("Save as CSV saved %+v; want one file jass-statistics.csv of text/csv", saved)
	}
	out := bytes.NewBuffer(saved[0].Data)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if !strings.HasPrefix(lines[0], "name,games,finished,won,") {
		t.Errorf("the first line should name the columns: %q", lines[0])
	}
	var names []string
	for _, l := range lines[1:] {
		names = append(names, strings.SplitN(l, ",", 2)[0])
	}
	if !slices.Equal(names, []string{"Beat", "Dora", "Eva", "Fritz"}) {
		t.Errorf("the file should hold the players of Eva's game; it holds %q", names)
	}
	if !strings.Contains(texts(u), "Saved.") {
		t.Errorf("the status line should say the file was saved; the screen shows %q", texts(u))
	}
	u.Disk.Fail = errors.New("disk full")
	tapOn(t, u, "Save as CSV", nil)
	if !strings.Contains(texts(u), "The file could not be written: disk full") || len(u.Disk.Saved()) != 1 {
		t.Errorf("a failed save: the screen shows %q", texts(u))
	}
}

// addDifferenzler saves a Differenzler evening of one deal, of Anna, Cla, Gina and Hans.
func addDifferenzler(t *testing.T, svc Service) {
	t.Helper()
	diff, err := svc.Create(persistence.NewGame{Mode: tally.Differenzler, Players: []string{"Anna", "Cla", "Gina", "Hans"}, Rules: []byte(`{"preset":"seed"}`)})
	if err != nil {
		t.Fatal(err)
	}
	dealer := 0
	if _, err := svc.AddRound(diff, gamefile.Round{Trump: "H", Dealer: &dealer, Predictions: []int{40, 40, 40, 37}, Points: []int{40, 50, 30, 37}}); err != nil {
		t.Fatal(err)
	}
}

// The partners' and opponents' points are the Schieber's (stats.Pair): other modes' pairs sum
// none, and showed 0 : 0 for every pair of a Differenzler. The columns are there only where the
// mode chosen keeps them.
func TestStatsPairPointsOnlyWhereTheModeKeepsThem(t *testing.T) {
	svc := fakestore.New()
	schieber := createGame(t, svc, "seed", []string{"Anna", "Cla", "Beat", "Dora"}, 2)
	addDifferenzler(t, svc)
	v, err := svc.Load(schieber)
	if err != nil {
		t.Fatal(err)
	}
	totals := v.Report().Totals // Anna in seat 0, team 0; Cla in seat 1, team 1
	u := newApp(t, svc, landscape)
	openStats(t, u)
	selectTab(t, u, "Opponents")
	hasPoints := func() bool { return slices.Contains(headings(u), "Points for") }
	if hasPoints() {
		t.Errorf("all modes: the opponents' headings %q", headings(u))
	}
	chooseSelect(t, u, "All modes", "Schieber")
	relayout(u)
	if !hasPoints() {
		t.Fatalf("Schieber: the opponents' headings %q", headings(u))
	}
	found := false
	for _, r := range tableRows(u) {
		if r[0] == "Anna" && r[1] == "Cla" {
			found = true
			want := []string{fmt.Sprint(totals[0]), fmt.Sprint(totals[1])}
			if got := []string{r[column(t, u, "Points for")], r[column(t, u, "Points against")]}; !slices.Equal(got, want) {
				t.Errorf("Anna against Cla: points %q, want %q", got, want)
			}
		}
	}
	if !found {
		t.Errorf("no row Anna against Cla: %q", tableRows(u))
	}
	chooseSelect(t, u, "Schieber", "Differenzler")
	relayout(u)
	if hasPoints() {
		t.Errorf("Differenzler: the opponents' headings %q", headings(u))
	}
}

// A Differenzler is played alone: its games have no partners, and the partners' tab says so
// rather than showing an empty table.
func TestStatsSaysADifferenzlerHasNoPartners(t *testing.T) {
	svc := fakestore.New()
	createGame(t, svc, "seed", []string{"Anna", "Cla", "Beat", "Dora"}, 2)
	addDifferenzler(t, svc)
	u := newApp(t, svc, landscape)
	openStats(t, u)
	const alone = "No partners: in these games everyone plays alone."
	selectTab(t, u, "Partners")
	if uitest.Shows(u.Win, alone) || len(tableRows(u)) == 0 {
		t.Fatalf("with a Schieber among the games the partners show: %q", uitest.ShownTexts(u.Win))
	}
	chooseSelect(t, u, "All modes", "Differenzler")
	relayout(u)
	if !uitest.Shows(u.Win, alone) {
		t.Errorf("a Differenzler's partners' tab: %q", uitest.ShownTexts(u.Win))
	}
	if h := headings(u); len(h) != 0 {
		t.Errorf("the message lies over the empty table's headings %q", h)
	}
	chooseSelect(t, u, "Differenzler", "Schieber")
	relayout(u)
	if uitest.Shows(u.Win, alone) {
		t.Errorf("back to the Schieber the message stays: %q", uitest.ShownTexts(u.Win))
	}
}

// In a Differenzler every player plays alone: against an opponent, a player wins an evening by
// finishing ahead of them, though a third player may have won it. Anna wins on 0 penalty points;
// Cla (5) beat Gina (12) and Hans (7), and Hans beat Gina, and the table says so (the rows in
// sight), where counting only the evening's winner had every pair without Anna at 0 %.
func TestStatsOpponentsInADifferenzlerAreWhoFinishedAhead(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		diff, err := svc.Create(persistence.NewGame{Mode: tally.Differenzler, Players: []string{"Anna", "Cla", "Gina", "Hans"},
			Rules: []byte(`{"preset":"seed","deals":1}`)})
		if err != nil {
			t.Fatal(err)
		}
		dealer := 0
		if _, err := svc.AddRound(diff, gamefile.Round{Trump: "H", Dealer: &dealer, Predictions: []int{40, 40, 40, 37}, Points: []int{40, 45, 28, 44}}); err != nil {
			t.Fatal(err)
		}
		u := newApp(t, svc, landscape)
		openStats(t, u)
		selectTab(t, u, "Opponents")
		rates := map[[2]string]string{}
		for _, r := range tableRows(u) {
			if len(r) > 1 {
				rates[[2]string{r[0], r[1]}] = r[column(t, u, "Win rate")]
			}
		}
		for _, c := range []struct{ player, other, want string }{
			{"Anna", "Cla", "100%"}, {"Cla", "Gina", "100%"}, {"Cla", "Hans", "100%"},
			{"Gina", "Cla", "0%"}, {"Cla", "Anna", "0%"}, {"Gina", "Hans", "0%"},
		} {
			if got := rates[[2]string{c.player, c.other}]; got != c.want {
				t.Errorf("%s against %s: win rate %q, want %s; the table shows %q", c.player, c.other, got, c.want, tableRows(u))
			}
		}
	})
}
