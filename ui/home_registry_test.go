package ui

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/internal/tinymode"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/tinyscreen"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// TestHomeListsAModeOnlyTheRegistryKnows: a game of a mode that only the registry of modes
// knows (tinymode, registered by this test) is listed with its teams, totals and winners, and
// opening it says that this version has no screen for it instead of failing.
func TestHomeListsAModeOnlyTheRegistryKnows(t *testing.T) {
	tinymode.Register(t)
	eachService(t, func(t *testing.T, svc Service) {
		players := []string{"Anna", "Beat", "Cla", "Dora"}
		createModeGame(t, svc, tinymode.Name, players, nil, []gamefile.Round{{Points: []int{3, 4}}, {Points: []int{8, 2}}})
		u := newUIOn(t, nil, svc, landscape)
		u.ShowHome()
		want := regexp.MustCompile(`Anna & Cla – Beat & Dora\ntiny · \d{1,2} [A-Z][a-z]{2} \d{4} · Anna & Cla won 11 : 6`)
		if got := texts(u); !want.MatchString(got) {
			t.Fatalf("the list does not show the tiny game; it shows\n%s", got)
		}
		tapText(t, u, "Anna & Cla – Beat & Dora")
		if got := texts(u); !strings.Contains(got, "This version of Jasstafel cannot show this kind of game.") {
			t.Fatalf("opening a game without a screen shows\n%s", got)
		}
	})
}

// TestModesAnswerTheScreens: the list's sides and winners follow the registry of modes, and the
// referee names its rule sets by the modes the registry judges by them, in the shell's names
// (the referee's own test checks which rules it judges each mode by).
func TestModesAnswerTheScreens(t *testing.T) {
	t.Setenv("LANGUAGE", "en")
	tinymode.Register(t)
	if !lowerWins(tally.Differenzler) || lowerWins(tally.Coiffeur) || lowerWins(tinymode.Name) || lowerWins("unknown") {
		t.Error("only the Differenzler is won by the lowest total")
	}
	eachService(t, func(t *testing.T, svc Service) {
		u := newUIOn(t, nil, svc, landscape)
		u.ShowHome()
		tapOn(t, u, "Referee", nil)
		slotNamed(t, u, "Schieber / Coiffeur", nil)
		slotNamed(t, u, "Differenzler", nil)
	})
	four := []string{"A", "B", "C", "D"}
	for mode, want := range map[tally.Game]int{tally.Schieber: 2, tinymode.Name: 2, tally.Differenzler: 4, "unknown": 0} {
		if got := seatedSides(mode, four); got != want {
			t.Errorf("%s seats four players in %d sides, want %d", mode, got, want)
		}
	}
}

// addModeScreen adds m to the UI's table of modes until the test ends, as its line in
// ui/modes.go would.
func addModeScreen(t *testing.T, m modeScreen) {
	before := modeTable
	modeTable = append(slices.Clip(modeTable), m)
	t.Cleanup(func() { modeTable = before })
}

// TestAModeAddedToTheTableIsPlayedAndCounted: the test-only tiny mode, registered in the
// registry of modes (internal/tinymode) and given its line in the UI's table of modes with its
// own package (ui/internal/tinyscreen), is offered by the new-game form with its own setting,
// starts a game of its own that opens on its screen and is played there, and shows its own
// column in the statistics: no other package of the UI knows it.
func TestAModeAddedToTheTableIsPlayedAndCounted(t *testing.T) {
	tinymode.Register(t)
	addModeScreen(t, modeScreen{mode: tinymode.Name, label: tinyscreen.Label,
		open:        func(u *UI, v *persistence.GameView) kit.Screen { return tinyscreen.New(u, u.store, v) },
		statColumns: tinyscreen.StatColumns, setup: tinyscreen.Setup})
	eachService(t, func(t *testing.T, svc Service) {
		u := newUIOn(t, nil, svc, landscape)
		u.ShowNewGame()
		choose(t, u, "Schieber", "Tiny")
		if label(u, "Tiny to") == nil || label(u, "Play to") != nil {
			t.Fatalf("the form does not show the tiny setting alone: %q", texts(u))
		}
		fillNames(t, u, "Anna", "Beat", "Cla", "Dora")
		choose(t, u, "10", "20")
		if !strings.Contains(texts(u), "The first team to 20 points wins.") {
			t.Errorf("the form's summary is not the tiny mode's: %q", texts(u))
		}
		tapOn(t, u, "Start the game", nil)
		list, err := svc.List(0, true)
		if err != nil || len(list) != 1 {
			t.Fatalf("%d games (%v)", len(list), err)
		}
		v := loadGame(t, svc, list[0].ID)
		if v.Game.Mode != tinymode.Name || v.Game.Rules.Target != 20 || strings.Join(v.Game.Players, ",") != "Anna,Beat,Cla,Dora" {
			t.Fatalf("the game started is %s to %d with %q", v.Game.Mode, v.Game.Rules.Target, v.Game.Players)
		}
		if !shows(u.win, "Tiny totals 0 : 0") {
			t.Fatalf("the new game did not open on the tiny screen: %q", shownTexts(u.win))
		}
		for range 4 {
			tapOn(t, u, "5 for Anna & Cla", nil)
		}
		if !shows(u.win, "Tiny totals 20 : 0 · team 1 won") {
			t.Fatalf("four rounds of 5 to 20 should win the game: %q", shownTexts(u.win))
		}
		tapOn(t, u, "Back", nil)

		u.ShowStats()
		choose(t, u, "All modes", "Tiny")
		relayout(u)
		if h := headingsShown(u); !slices.Equal(h, []string{"Player", "Games", "Finished", "Won", "Win rate", "Lost"}) {
			t.Fatalf("the tiny mode's statistics are headed %q", h)
		}
		lost := map[string]string{}
		for _, r := range uitest.TableRows(u.win) {
			lost[r[0]] = r[len(r)-1]
		}
		if want := map[string]string{"Anna": "0", "Beat": "1", "Cla": "0", "Dora": "1"}; !maps.Equal(lost, want) {
			t.Errorf("the tiny column Lost shows %v, want %v", lost, want)
		}
	})
}
