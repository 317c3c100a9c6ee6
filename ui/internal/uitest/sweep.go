package uitest

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/jasstafel/jasstafel/ui/kit"
)

// The layout sweep: every screen's layout test runs in every language and every window size.
// Under the race detector, each case takes about nine times as long (text shaping and layout
// are tight loops it instruments), and the cases differ only in texts and sizes, not in the
// goroutines the race detector watches: a build with it (RaceDetector, race_on.go) sweeps the
// first language in the first size, and `make test` runs the whole sweep once more without it
// (scripts/unit.sh), so that every case is checked and every screen is raced.

// allWindowSizes: a tablet in landscape and in portrait, and a phone.
var allWindowSizes = []fyne.Size{fyne.NewSize(1280, 800), fyne.NewSize(800, 1280), PhoneSize}

// WindowSizes are the windows the layout tests run in: all of allWindowSizes, or the first
// under the race detector.
var WindowSizes = sweep(allWindowSizes)

// SidewaysPhone is a phone held sideways. The card entry (its cards in a column of their own)
// and the game screens (their entry panels in two columns) are laid out for it; the other
// screens scroll where they need more height.
var SidewaysPhone = fyne.NewSize(915, 412)

// SidewaysSizes are the windows the layout tests of the screens laid out for a phone held
// sideways run in: WindowSizes and SidewaysPhone.
var SidewaysSizes = sweep(append(slices.Clone(allWindowSizes), SidewaysPhone))

// SweepLanguages are the languages the layout tests run in: every language of the app, or the
// first under the race detector.
var SweepLanguages = sweep(kit.Languages)

// sweep is all of a sweep's cases in a build without the race detector, the first with it.
func sweep[T any](all []T) []T {
	if RaceDetector {
		return all[:1]
	}
	return all
}

// EachLanguageAndSize runs fn as a subtest ("de/412x915") in every language and window size of
// the sweep, with the app speaking that language, and leaves it speaking English.
func EachLanguageAndSize(t *testing.T, fn func(t *testing.T, size fyne.Size)) {
	t.Helper()
	EachLanguageIn(t, WindowSizes, fn)
}

// EachLanguageIn is EachLanguageAndSize in the window sizes given.
func EachLanguageIn(t *testing.T, sizes []fyne.Size, fn func(t *testing.T, size fyne.Size)) {
	t.Helper()
	defer func() {
		if err := kit.UseLanguage("en"); err != nil {
			t.Fatal(err)
		}
	}()
	for _, l := range SweepLanguages {
		for _, size := range sizes {
			t.Run(fmt.Sprintf("%s/%vx%v", l.Code, size.Width, size.Height), func(t *testing.T) {
				if err := kit.UseLanguage(l.Code); err != nil {
					t.Fatal(err)
				}
				fn(t, size)
			})
		}
	}
}

// CheckScreenFits fails t, naming the screen what, where window w grew past the size it was
// opened at (its screen needs more), where the content needs more than the window, or where
// fewer than least controls show; and it checks the controls' places (CheckPlaces).
func CheckScreenFits(t *testing.T, w fyne.Window, size fyne.Size, least int, what string) {
	t.Helper()
	Relayout(w)
	CheckWholeIn(t, w, size, what)
	win := w.Canvas().Size()
	got := Controls(w)
	if len(got) < least {
		t.Fatalf("only %d controls found", len(got))
	}
	CheckPlaces(t, what, win, got)
	if stranded := StrandedLabels(w); len(stranded) > 0 {
		t.Errorf("the %s's texts leave a word's mark alone on a line: %q", what, stranded)
	}
}

// CheckWholeIn fails t where window w, opened at size, became another size, or where the
// screen it shows, named what, needs more than size to show whole: the window scrolls such a
// screen (kit.NewWindowContent), and at the sizes the app is laid out for nothing may need it.
func CheckWholeIn(t *testing.T, w fyne.Window, size fyne.Size, what string) {
	t.Helper()
	if win := w.Canvas().Size(); win != size {
		t.Errorf("the %v window became %v: the %s needs more", size, win, what)
	}
	if need := kit.ScreenNeeds(w.Content()); need.Width > size.Width || need.Height > size.Height {
		t.Errorf("the %s needs %v, more than the window's %v", what, need, size)
	}
}
