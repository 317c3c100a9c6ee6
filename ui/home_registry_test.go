package ui

import (
	"regexp"
	"strings"
	"testing"

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

// TestModesAnswerTheScreens: the referee's rule sets and the list's sides and winners follow
// the registry of modes.
func TestModesAnswerTheScreens(t *testing.T) {
	t.Setenv("LANGUAGE", "en")
	tinymode.Register(t)
	for mode, want := range map[tally.Game]tally.Game{
		tally.Schieber: tally.Schieber, tally.Coiffeur: tally.Schieber, tally.Differenzler: tally.Differenzler,
		tinymode.Name: tally.Schieber, "unknown": tally.Schieber,
	} {
		if got := refereeRulesOf(mode); got != want {
			t.Errorf("the referee judges %s by %s, want %s", mode, got, want)
		}
	}
	if got := refereeName(new(UI), tally.Schieber); got != "Schieber / Coiffeur" {
		t.Errorf("the referee's Schieber rules are called %q", got)
	}
	if !lowerWins(tally.Differenzler) || lowerWins(tally.Coiffeur) || lowerWins(tinymode.Name) || lowerWins("unknown") {
		t.Error("only the Differenzler is won by the lowest total")
	}
	four := []string{"A", "B", "C", "D"}
	for mode, want := range map[tally.Game]int{tally.Schieber: 2, tinymode.Name: 2, tally.Differenzler: 4, "unknown": 0} {
		if got := seatedSides(mode, four); got != want {
			t.Errorf("%s seats four players in %d sides, want %d", mode, got, want)
		}
	}
}
