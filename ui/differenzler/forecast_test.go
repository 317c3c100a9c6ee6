package differenzler

import (
	"testing"

	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/ui/forecast"
	"github.com/jasstafel/jasstafel/ui/internal/gamehost"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// The forecast waits for trump; then it opens on the hand of the player about to predict, in that
// trump, and Back returns to the sheet with the prediction still to type.
func TestForecastFromThePrediction(t *testing.T) {
	u, s := openDifferenzler(t, gamehost.TempStore(t), landscape, fourPlayers, nil)
	w := u.Win
	if !s.forecast.Disabled() {
		t.Error("the forecast is offered before trump is shown")
	}
	uitest.Tap(t, w, "Hearts")
	uitest.Tap(t, w, "Forecast")
	f, ok := u.Current.(*forecast.Screen)
	if !ok {
		t.Fatalf("the forecast did not open: %q", uitest.ShownTexts(w))
	}
	e := s.panel.Entry()
	name := fourPlayers[e.Seat]
	uitest.ShowsAll(t, w, "the forecast", "Forecast · ♥ Hearts", "Tap the nine cards of "+name+"'s hand: 0 of 9")
	chosen := 0
	for _, o := range uitest.OnScreen(w) {
		if b, ok := o.(*kit.SlotButton); ok && b.Importance == widget.HighImportance {
			chosen++
			if b.Text != name {
				t.Errorf("%s is chosen; %s predicts first", b.Text, name)
			}
		}
	}
	if chosen != 1 {
		t.Errorf("%d players chosen, want %s alone", chosen, name)
	}
	uitest.Tap(t, w, "Back")
	if u.Current != s {
		t.Fatal("Back must return to the sheet")
	}
	f.Wait()
}

// A table of three holds twelve cards each, which the solver does not play: no forecast.
func TestNoForecastForThree(t *testing.T) {
	u, s := openDifferenzler(t, gamehost.TempStore(t), landscape, fourPlayers[:3], nil)
	uitest.Tap(t, u.Win, "Hearts")
	if !s.forecast.Disabled() {
		t.Error("a forecast is offered at a table of three")
	}
}
