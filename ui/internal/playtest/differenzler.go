// Package playtest is how the tests play a deal of a mode on its panel, as the players tap it:
// the mode's own package tests its screen with it, and the shell's tests drive the same screen
// through the rooms with it.
package playtest

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// FourPlayers are the table of most screen tests.
var FourPlayers = []string{"Anna", "Beat", "Cla", "Dora"}

// DifferenzlerValues types one value per player on the Differenzler pad, in the order of the
// table, tapping Next player between them; an empty value is left for the app to fill in.
func DifferenzlerValues(t *testing.T, w fyne.Window, values ...string) {
	t.Helper()
	for i, v := range values {
		uitest.TapDigits(t, w, v)
		if i < len(values)-1 && values[i+1] != "" {
			uitest.Tap(t, w, "Next player")
		}
	}
}

// DifferenzlerPredictions shows trump, types the predictions from Vorhand to the dealer and
// writes them.
func DifferenzlerPredictions(t *testing.T, w fyne.Window, trump string, predictions ...string) {
	t.Helper()
	uitest.Tap(t, w, trump)
	DifferenzlerValues(t, w, predictions...)
	uitest.Tap(t, w, "Write the predictions")
}

// DifferenzlerPoints types the points from Vorhand on and writes them.
func DifferenzlerPoints(t *testing.T, w fyne.Window, points ...string) {
	t.Helper()
	DifferenzlerValues(t, w, points...)
	uitest.Tap(t, w, "Write the points")
}

// DifferenzlerTotals replays Differenzler game id as stored with the engine, apart from the
// screen.
func DifferenzlerTotals(t *testing.T, svc interface {
	Load(persistence.GameID) (*persistence.GameView, error)
}, id persistence.GameID) *tally.DifferenzlerSheet {
	t.Helper()
	v, err := svc.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	sheet, err := tally.NewDifferenzlerSheet(v.Game.Rules, len(v.File.Players))
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range v.Game.Differenzler {
		sheet.Add(d)
	}
	return sheet
}

// DifferenzlerRound is a deal of trump clubs dealt by dealer, with its predictions and points.
func DifferenzlerRound(dealer int, predictions, points []int) gamefile.Round {
	return gamefile.Round{Dealer: &dealer, Trump: "C", Predictions: predictions, Points: points}
}
