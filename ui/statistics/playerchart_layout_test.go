package statistics

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// A player's charts fit every language on a tablet either way and on a phone: the screen needs
// no more than the window, and Save PNG and Back are inside it, big enough for a finger.
func TestPlayerChartsFitInEveryLanguage(t *testing.T) {
	t.Cleanup(func() {
		t.Setenv("LANGUAGE", "en")
		if err := kit.UseLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	for _, l := range kit.Languages {
		for _, size := range uitest.WindowSizes {
			t.Run(l.Code+" "+uitest.SizeName(size), func(t *testing.T) {
				t.Setenv("LANGUAGE", l.Code)
				if err := kit.UseLanguage(l.Code); err != nil {
					t.Fatal(err)
				}
				svc := fakestore.New()
				createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 2)
				u := newApp(t, svc, size)
				u.Show(newPlayerChartScreen(u, u.store, "Anna", u.ShowHome))
				s := u.current.(*playerCharts)
				select {
				case <-s.loaded:
				case <-time.After(20 * time.Second):
					t.Fatal("the player's games were not read")
				}
				relayout(u)
				if need := u.win.Content().MinSize(); need.Width > size.Width || need.Height > size.Height {
					t.Errorf("the screen needs %v, more than the window's %v", need, size)
				}
				buttons := 0
				for _, o := range shown(u) {
					b, ok := o.(*widget.Button)
					if !ok {
						continue
					}
					buttons++
					if !inWindow(u, b) {
						t.Errorf("button %q lies outside the window", b.Text)
					}
					if b.Size().Height < kit.MinTouch {
						t.Errorf("button %q is %.0f high", b.Text, b.Size().Height)
					}
				}
				if buttons < 2 {
					t.Errorf("Save PNG and Back should show; %d buttons do", buttons)
				}
				if s.views[0].image.Image == nil {
					t.Error("the form chart is not drawn")
				}
			})
		}
	}
}
