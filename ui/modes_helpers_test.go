package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/differenzler"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/schieber"
)

// The shell's tests open the modes' screens through the shell, as the players do from the list
// of games, and type their deals as the modes' own tests do (ui/internal/playtest).

var fourPlayers = playtest.FourPlayers

// openDifferenzler creates a Differenzler evening through the service with these rule
// overrides and opens it through the shell in a window of the given size.
func openDifferenzler(t *testing.T, svc Service, size fyne.Size, players []string, rules map[string]any) (*UI, *differenzler.Screen) {
	t.Helper()
	id := playtest.Create(t, svc, tally.Differenzler, players, rules)
	u := newUIOn(t, nil, svc, size)
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	s, ok := u.current.(*differenzler.Screen)
	if !ok {
		t.Fatalf("the game opened %T", u.current)
	}
	return u, s
}

func gamefileRound(dealer int, predictions, points []int) gamefile.Round {
	return playtest.DifferenzlerRound(dealer, predictions, points)
}

// createCoiffeur starts a Coiffeur game through the service with the given rule overrides.
func createCoiffeur(t *testing.T, svc Service, players []string, rules map[string]any) persistence.GameID {
	t.Helper()
	return playtest.Create(t, svc, tally.Coiffeur, players, rules)
}

// schieberOn is the Schieber screen the shell shows, or nil while it shows another.
func schieberOn(u *UI) *schieber.Screen {
	g, _ := u.current.(*schieber.Screen)
	return g
}
