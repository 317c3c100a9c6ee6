package kit

import (
	"runtime"
	"testing"
	"weak"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// An optional header button gives way on a phone, where nine icons sharing the width would be
// narrower than a finger, and comes back where there is room (the game screens' layout tests
// check the widths of the buttons that stay).
func TestHeaderLeavesOutOptionalButtonsWhereTheyWouldBeTooNarrow(t *testing.T) {
	test.NewTempApp(t)
	var buttons []fyne.CanvasObject
	for range 8 { // as many as a game screen's header has besides
		buttons = append(buttons, widget.NewButtonWithIcon("x", theme.HomeIcon(), nil))
	}
	extra := widget.NewButtonWithIcon("Analysis", theme.SearchIcon(), nil)
	h := NewHeader(widget.NewLabel("A game"), append(buttons, Optional(extra))...)
	for _, c := range []struct {
		width float32
		shown bool
	}{{412, false}, {1280, true}, {360, false}, {800, true}} {
		h.Resize(fyne.NewSize(c.width, 52))
		h.Refresh()
		h.Layout.Layout(h.Objects, h.Size())
		if extra.Visible() != c.shown {
			t.Errorf("at %v px the optional button is shown: %v, want %v", c.width, extra.Visible(), c.shown)
		}
	}
}

// A header's optional mark lives with the header: a closed screen's button is not kept.
func TestOptionalButtonsLeaveNothingBehind(t *testing.T) {
	test.NewTempApp(t)
	gone := func() weak.Pointer[widget.Button] {
		b := widget.NewButtonWithIcon("Analysis", theme.SearchIcon(), nil)
		NewHeader(widget.NewLabel("A game"), widget.NewButton("x", nil), Optional(b))
		return weak.Make(b)
	}()
	for range 3 {
		runtime.GC()
	}
	if gone.Value() != nil {
		t.Error("the optional button of a header no longer used is still kept")
	}
}

// headerPlaces lays h out at width w (twice: a layout must not depend on the one before at the
// same width) and returns the title, whether it shows, and the shown buttons' frames.
func headerPlaces(t *testing.T, h *fyne.Container, w float32) (title fyne.CanvasObject, frames [][2]fyne.Position) {
	t.Helper()
	h.Resize(fyne.NewSize(w, 52))
	var first [][2]fyne.Position
	for pass := range 2 {
		h.Layout.Layout(h.Objects, h.Size())
		frames = frames[:0]
		for _, o := range h.Objects[1:] {
			if o.Visible() {
				frames = append(frames, [2]fyne.Position{o.Position(), o.Position().Add(o.Size())})
			}
		}
		if pass == 0 {
			first = append([][2]fyne.Position(nil), frames...)
		}
	}
	if len(first) != len(frames) {
		t.Fatalf("at %v px a second layout shows %d buttons, the first %d", w, len(frames), len(first))
	}
	for i := range frames {
		if frames[i] != first[i] {
			t.Fatalf("at %v px a second layout moved button %d: %v, then %v", w, i, first[i], frames[i])
		}
	}
	return h.Objects[0], frames
}

// A header's buttons stay inside the window, apart and in order, flush with its right edge,
// at every width from a small phone to a wide desktop, going wider and narrower: with their
// words where the title keeps headerTitleRoom, their icons alone where it would not; the title
// left of them and at least headerTitleMin wide, or gone, and then every button a finger wide
// wherever the width allows it.
func TestHeaderKeepsItsButtonsApartAndInsideAtEveryWidth(t *testing.T) {
	UseTheme(test.NewTempApp(t)) // the app's buttons, a finger high and wide
	var buttons []fyne.CanvasObject
	var worded []*widget.Button
	for _, word := range []string{"Show on phones", "Statistics", "Players"} {
		b := widget.NewButtonWithIcon(word, theme.HomeIcon(), nil)
		worded = append(worded, b)
		buttons = append(buttons, b)
	}
	buttons = append(buttons, widget.NewButtonWithIcon("", theme.SettingsIcon(), nil),
		container.NewHBox(widget.NewButtonWithIcon("", theme.HelpIcon(), nil), widget.NewButtonWithIcon("", theme.FileIcon(), nil)),
		widget.NewButton("Digits", nil)) // a word without an icon keeps its word
	required := len(buttons) + 1 // the box holds two
	analysis := widget.NewButtonWithIcon("Analysis", theme.SearchIcon(), nil)
	buttons = append(buttons, Optional(analysis))
	h := NewHeader(widget.NewLabel("Jasstafel"), buttons...)
	var full float32 // the buttons with their words, each with the space before it
	for _, o := range h.Objects[1:] {
		full += o.MinSize().Width + themePadding
	}
	var widths []float32
	for w := float32(MinWindowWidth); w <= 1400; w += 7 { // the narrowest window the app opens
		widths = append(widths, w)
	}
	for i := len(widths) - 1; i >= 0; i-- {
		widths = append(widths, widths[i]+3)
	}
	const eps = 0.01
	for _, w := range widths {
		title, frames := headerPlaces(t, h, w)
		if len(frames) == 0 {
			t.Fatalf("at %v px no button shows", w)
		}
		for i, f := range frames {
			if f[0].X < -eps || f[1].X > w+eps {
				t.Errorf("at %v px button %d lies at %v–%v, outside the header", w, i, f[0].X, f[1].X)
			}
			if i > 0 && f[0].X < frames[i-1][1].X+headerTightGap-eps {
				t.Errorf("at %v px button %d begins at %v, %v after button %d ends", w, i, f[0].X, f[0].X-frames[i-1][1].X, i-1)
			}
		}
		if right := frames[len(frames)-1][1].X; right < w-0.5 || right > w+eps {
			t.Errorf("at %v px the last button ends at %v, not at the right edge", w, right)
		}
		if fits := (w-headerTightGap*float32(required))/float32(required+1) >= MinTouch; analysis.Visible() != fits {
			t.Errorf("at %v px the optional button shows: %v; all a finger wide with it: %v", w, analysis.Visible(), fits)
		}
		var own float32 // the shown buttons at their own widths, each with the space before it
		for _, o := range h.Objects[1:] {
			if o.Visible() {
				own += o.MinSize().Width + themePadding
			}
		}
		if title.Visible() != (w-own >= headerTitleMin) {
			t.Errorf("at %v px the title shows: %v, with %v left beside the buttons", w, title.Visible(), w-own)
		}
		if title.Visible() {
			if tw := title.Size().Width; tw < headerTitleMin || title.Position().X+tw > frames[0][0].X+eps {
				t.Errorf("at %v px the title is %v wide and ends at %v; the first button begins at %v", w, tw, title.Position().X+tw, frames[0][0].X)
			}
		} else if n := float32(len(frames)); (w-headerTightGap*(n-1))/n >= MinTouch {
			for i, f := range frames {
				if f[1].X-f[0].X < MinTouch-eps {
					t.Errorf("at %v px, without a title, button %d is %v wide, narrower than a finger", w, i, f[1].X-f[0].X)
				}
			}
		}
		words := worded[0].Text != ""
		for _, b := range worded {
			if (b.Text != "") != words {
				t.Fatalf("at %v px some buttons show their words and some not", w)
			}
		}
		if want := w-full >= headerTitleRoom; words != want {
			t.Errorf("at %v px the buttons show their words: %v; with them the title would have %v", w, words, w-full)
		}
	}
}
