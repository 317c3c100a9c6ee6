package ui

import (
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/internal/tinymode"
	"github.com/jasstafel/jasstafel/tally"
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
		want := regexp.MustCompile(`Anna & Cla – Beat & Dora\ntiny · \d{4}-\d\d-\d\d · Anna & Cla won 11 : 6`)
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
		test.Tap(button(t, u, "Referee", nil))
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
