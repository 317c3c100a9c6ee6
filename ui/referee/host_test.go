package referee

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

var landscape = fyne.NewSize(1280, 800)

// fakeHost is the app as the referee sees it, in a test window: it shows each screen as the
// shell does (the one before closed and its keys released), names the modes as the shell does
// in English, and counts how often the players left the referee or the rulebook.
type fakeHost struct {
	win     fyne.Window
	skin    string
	current kit.Screen
	keys    *kit.Keys
	left    int
}

// newHost opens a test window of the given size.
func newHost(t *testing.T, size fyne.Size) *fakeHost {
	t.Helper()
	t.Setenv("LANGUAGE", "en")
	a := test.NewTempApp(t)
	a.Settings().SetTheme(kit.NewTheme())
	w := a.NewWindow("Jasstafel")
	w.Resize(size)
	t.Cleanup(func() { uitest.CloseWindow(a, w) })
	return &fakeHost{win: w, skin: kit.SkinFrench}
}

func (h *fakeHost) Skin() string { return h.skin }

var modeNames = map[tally.Game]string{tally.Schieber: "Schieber", tally.Coiffeur: "Coiffeur", tally.Differenzler: "Differenzler"}

func (h *fakeHost) ModeName(mode tally.Game) string {
	if n, ok := modeNames[mode]; ok {
		return n
	}
	return string(mode)
}

func (h *fakeHost) Show(s kit.Screen) {
	if h.current != nil {
		h.current.Close()
	}
	if h.keys != nil {
		h.keys.Release()
	}
	h.current, h.keys = s, kit.NewKeys(h.win.Canvas())
	h.win.SetContent(s.Content())
	s.Show(h.keys)
}

// back is where the referee and the rulebook return to: it counts the return.
func (h *fakeHost) back() { h.left++ }

func shown(h *fakeHost) []fyne.CanvasObject { return uitest.Shown(h.win) }
func texts(h *fakeHost) string              { return uitest.Texts(h.win) }
func button(t *testing.T, h *fakeHost, label string, icon fyne.Resource) *widget.Button {
	t.Helper()
	return uitest.Button(t, h.win, label, icon)
}

// tapOn taps the button labelled label (or showing icon alone) where a finger would, and fails
// when another control lies over it (uitest.TapButton).
func tapOn(t *testing.T, h *fakeHost, label string, icon fyne.Resource) {
	t.Helper()
	uitest.TapButton(t, h.win, button(t, h, label, icon), label)
}
func tapText(t *testing.T, h *fakeHost, text string) {
	t.Helper()
	uitest.TapText(t, h.win, text)
}
