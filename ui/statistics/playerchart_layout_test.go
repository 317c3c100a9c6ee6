package statistics

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// A player's charts fit every language on a landscape and a portrait tablet: the screen needs no
// more than the window, and Save PNG and Back are inside it, big enough for a finger.
func TestPlayerChartsFitInEveryLanguage(t *testing.T) {
	uitest.InEveryLanguage(t, func(t *testing.T, _ string, size fyne.Size) {
		u, _ := appWithGame(t, 2, size)
		u.Show(newPlayerChartScreen(u, u.store, "Anna", u.ShowHome))
		s := u.Current.(*playerCharts)
		select {
		case <-s.loaded:
		case <-time.After(20 * time.Second):
			t.Fatal("the player's games were not read")
		}
		relayout(u)
		buttons := uitest.CheckFits(t, u.Win, size, "a player's charts")
		if buttons < 2 {
			t.Errorf("Save PNG and Back should show; %d buttons do", buttons)
		}
		if s.views[0].image.Image == nil {
			t.Error("the form chart is not drawn")
		}
	})
}
