package uitest

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/ui/kit"
)

// TapTarget is a button a player taps: Fyne's or the panel's slot button.
type TapTarget interface {
	fyne.Tappable
	fyne.Disableable
}

// ButtonText is the label of a button, and whether o is a shown button.
func ButtonText(o fyne.CanvasObject) (string, TapTarget, bool) {
	if o == nil || !o.Visible() {
		return "", nil, false
	}
	switch b := o.(type) {
	case *widget.Button:
		return b.Text, b, true
	case *kit.SlotButton:
		return b.Text, b, true
	}
	return "", nil, false
}

// placed is a shown object, where it is in its window, and the part of the window it can be
// seen in: the inside of the scroll containers around it (clip, from clipAt to clipEnd).
type placed struct {
	obj             fyne.CanvasObject
	at              fyne.Position
	clipAt, clipEnd fyne.Position
	scroll          *container.Scroll // the innermost scroll container around obj, or nil
	scrollAt        fyne.Position     // where that scroll container is
	// inAt, inEnd: the part of the window inside every object around obj (a widget's own
	// scroller, such as an entry's, clips what is drawn past it as a scroll container does)
	inAt, inEnd fyne.Position
}

// middle is the middle of p's object in its window, where a finger taps it.
func (p placed) middle() fyne.Position {
	s := p.obj.Size()
	return p.at.Add(fyne.NewPos(s.Width/2, s.Height/2))
}

// placeOf is o's place among all, and whether it is among them.
func placeOf(all []placed, o fyne.CanvasObject) (placed, bool) {
	for _, p := range all {
		if p.obj == o {
			return p, true
		}
	}
	return placed{}, false
}

// seen reports whether pos lies in the part of the window where p can be seen.
func (p placed) seen(pos fyne.Position) bool {
	return pos.X >= p.clipAt.X && pos.Y >= p.clipAt.Y && pos.X < p.clipEnd.X && pos.Y < p.clipEnd.Y
}

// topLayer is every shown object of the layer a click reaches (the dialog on top when one is
// shown, else the content) with its place, in the order the window draws them. Positions are
// added up along w's own tree: the test driver places every object in the window made last.
func topLayer(w fyne.Window) []placed {
	c := w.Canvas()
	root := c.Content()
	if top := c.Overlays().Top(); top != nil {
		root = top
	}
	var all []placed
	var walk func(x fyne.CanvasObject, parent fyne.Position, in placed)
	walk = func(x fyne.CanvasObject, parent fyne.Position, in placed) {
		if x == nil || !x.Visible() {
			return
		}
		in.obj, in.at = x, parent.Add(x.Position())
		all = append(all, in)
		end := in.at.Add(fyne.NewPos(x.Size().Width, x.Size().Height))
		in.inAt = fyne.NewPos(max(in.inAt.X, in.at.X), max(in.inAt.Y, in.at.Y))
		in.inEnd = fyne.NewPos(min(in.inEnd.X, end.X), min(in.inEnd.Y, end.Y))
		if sc, ok := x.(*container.Scroll); ok {
			end := in.at.Add(fyne.NewPos(x.Size().Width, x.Size().Height))
			in.clipAt = fyne.NewPos(max(in.clipAt.X, in.at.X), max(in.clipAt.Y, in.at.Y))
			in.clipEnd = fyne.NewPos(min(in.clipEnd.X, end.X), min(in.clipEnd.Y, end.Y))
			in.scroll, in.scrollAt = sc, in.at
		}
		switch v := x.(type) {
		case *fyne.Container:
			for _, k := range v.Objects {
				walk(k, in.at, in)
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(v).Objects() {
				walk(k, in.at, in)
			}
		}
	}
	Pump()
	far, near := fyne.NewPos(-1e9, -1e9), fyne.NewPos(1e9, 1e9)
	walk(root, fyne.Position{}, placed{clipAt: far, clipEnd: near, inAt: far, inEnd: near}) // nothing clipped yet
	return all
}

// OverlappingTexts lists the pairs of texts of the window's top layer that are drawn one over
// the other where they are now, without laying the window out again (which would hide a screen
// that forgot to lay itself out after a line came or went): what a player sees as garbled
// writing. Each pair is written "a" over "b".
func OverlappingTexts(w fyne.Window) []string {
	type box struct {
		text     string
		from, to fyne.Position
	}
	var boxes []box
	for _, p := range topLayer(w) {
		t, ok := p.obj.(*canvas.Text)
		if !ok || strings.TrimSpace(t.Text) == "" {
			continue
		}
		// The letters, not the line's box: a text is drawn from the top of its object, as high
		// as its line and as wide as its letters.
		size := fyne.MeasureText(t.Text, t.TextSize, t.TextStyle)
		at := p.at
		switch t.Alignment {
		case fyne.TextAlignCenter:
			at.X += (t.Size().Width - size.Width) / 2
		case fyne.TextAlignTrailing:
			at.X += t.Size().Width - size.Width
		}
		end := at.Add(fyne.NewPos(size.Width, size.Height))
		// What is drawn of it: inside the objects around it and the scroll containers' sight.
		at = fyne.NewPos(max(at.X, p.inAt.X, p.clipAt.X), max(at.Y, p.inAt.Y, p.clipAt.Y))
		end = fyne.NewPos(min(end.X, p.inEnd.X, p.clipEnd.X), min(end.Y, p.inEnd.Y, p.clipEnd.Y))
		if at.X >= end.X || at.Y >= end.Y {
			continue
		}
		boxes = append(boxes, box{t.Text, at, end})
	}
	var out []string
	for i, a := range boxes {
		for _, b := range boxes[i+1:] {
			// Lines of one paragraph touch; a quarter of a line's height over another is seen.
			slackY := min(a.to.Y-a.from.Y, b.to.Y-b.from.Y) / 4
			if a.from.X < b.to.X && b.from.X < a.to.X && a.from.Y+slackY < b.to.Y && b.from.Y+slackY < a.to.Y {
				out = append(out, fmt.Sprintf("%q over %q", b.text, a.text))
			}
		}
	}
	return out
}

// CheckNothingOverlaps fails the test where the window draws text over text as it stands,
// before what (a control about to be tapped) is tapped: the taps check it, so that every
// screen is looked at in every state a test brings it to.
func CheckNothingOverlaps(t *testing.T, w fyne.Window, what string) {
	t.Helper()
	for _, x := range OverlappingTexts(w) {
		t.Errorf("before tapping %q, text drawn over text: %s", what, x)
	}
}

// scrollIntoSight scrolls the scroll container around p's object, when the object is out of its
// sight, so that it stands in the middle of it, as a player scrolls a long form to the control
// he wants; it reports whether it scrolled.
func scrollIntoSight(p placed) bool {
	if p.scroll == nil || p.seen(p.middle()) {
		return false
	}
	inContent := p.at.Subtract(p.scrollAt).Add(p.scroll.Offset)
	view := p.scroll.Size()
	p.scroll.ScrollToOffset(fyne.NewPos(p.scroll.Offset.X, max(0, inContent.Y-(view.Height-p.obj.Size().Height)/2)))
	return true
}

// clickTarget is what a click at pos goes to, found as the window's driver finds it: the last
// object under the pointer and seen there, in the order the window draws them, that takes taps,
// focus or mouse presses. A widget drawn over a button (an empty list, which takes the focus)
// takes its clicks, though the button shows and a test's direct tap would reach it.
func clickTarget(all []placed, pos fyne.Position) fyne.CanvasObject {
	var hit fyne.CanvasObject
	for _, p := range all {
		switch p.obj.(type) {
		case fyne.Tappable, fyne.SecondaryTappable, fyne.DoubleTappable, fyne.Focusable, desktop.Mouseable:
		default:
			continue
		}
		s := p.obj.Size()
		if p.seen(pos) && pos.X >= p.at.X && pos.Y >= p.at.Y && pos.X < p.at.X+s.Width && pos.Y < p.at.Y+s.Height {
			hit = p.obj
		}
	}
	return hit
}

// FindButton finds the shown button whose label matches: the whole label, or its start when
// prefix is set.
func FindButton(t *testing.T, w fyne.Window, label string, prefix bool) TapTarget {
	t.Helper()
	var found []TapTarget
	for _, o := range OnScreen(w) {
		if text, b, ok := ButtonText(o); ok && (text == label || (prefix && strings.HasPrefix(text, label))) {
			found = append(found, b)
		}
	}
	if len(found) > 1 {
		// A dialog may name its button like the one it was opened by: the finger reaches the
		// dialog's.
		var top []TapTarget
		for _, p := range topLayer(w) {
			if b, ok := p.obj.(TapTarget); ok && slices.Contains(found, b) {
				top = append(top, b)
			}
		}
		if len(top) == 1 {
			return top[0]
		}
	}
	if len(found) != 1 {
		t.Fatalf("%d buttons labelled %q on screen", len(found), label)
	}
	return found[0]
}

// FindIconButton finds the shown button with icon r and no label.
func FindIconButton(t *testing.T, w fyne.Window, r fyne.Resource) TapTarget {
	t.Helper()
	for _, o := range OnScreen(w) {
		switch b := o.(type) {
		case *widget.Button:
			if b.Visible() && b.Text == "" && b.Icon != nil && b.Icon.Name() == r.Name() {
				return b
			}
		case *kit.SlotButton:
			if b.Visible() && b.Text == "" && b.Icon != nil && b.Icon.Name() == r.Name() {
				return b
			}
		}
	}
	t.Fatalf("no button with icon %s", r.Name())
	return nil
}

// Tap taps the button labelled label.
func Tap(t *testing.T, w fyne.Window, label string) {
	t.Helper()
	TapButton(t, w, FindButton(t, w, label, false), label)
}

// TapLabelOrIcon taps the button that says label or, where a header has room only for the
// icons of its buttons (a portrait window), the one that shows icon alone.
func TapLabelOrIcon(t *testing.T, w fyne.Window, label string, icon fyne.Resource) {
	t.Helper()
	for _, o := range OnScreen(w) {
		if text, b, ok := ButtonText(o); ok && text == label && o.Visible() {
			TapButton(t, w, b, label)
			return
		}
	}
	TapButton(t, w, FindIconButton(t, w, icon), label)
}

// TapButton taps b, named what in a failure, as a player's finger would: it fails when b is
// greyed out or lies under another control that would take the tap.
func TapButton(t *testing.T, w fyne.Window, b TapTarget, what string) {
	t.Helper()
	if b.Disabled() {
		t.Fatalf("%q is disabled", what)
	}
	CheckNothingOverlaps(t, w, what)
	o := b.(fyne.CanvasObject)
	if o.Size().IsZero() {
		// Shown since the last layout: the window lays it out before it draws it.
		Relayout(w)
	}
	all := topLayer(w)
	p, onTop := placeOf(all, o)
	if onTop && scrollIntoSight(p) {
		all = topLayer(w)
		p, _ = placeOf(all, o)
	}
	var hit fyne.CanvasObject // what a click at its middle reaches; nothing off the layer on top
	if onTop {
		hit = clickTarget(all, p.middle())
	}
	if hit != o {
		name := "nothing"
		if !onTop {
			name = "nothing: it is not on the layer on top (a dialog covers it)"
		}
		if hit != nil {
			name = fmt.Sprintf("%T", hit)
		}
		if text, _, ok := ButtonText(hit); ok {
			name += fmt.Sprintf(" %q", text)
		}
		t.Fatalf("%q cannot be tapped: a click at its middle goes to %s", what, name)
	}
	test.Tap(b)
}

// TapDigits types points on the number pad.
func TapDigits(t *testing.T, w fyne.Window, digits string) {
	t.Helper()
	for _, c := range digits {
		Tap(t, w, string(c))
	}
}

// ShownTexts is every text on screen: labels, buttons and rich text.
func ShownTexts(w fyne.Window) []string {
	var out []string
	for _, o := range OnScreen(w) {
		if !o.Visible() {
			continue
		}
		switch x := o.(type) {
		case *widget.Label:
			out = append(out, x.Text)
		case *widget.Button:
			out = append(out, x.Text)
		case *kit.SlotButton:
			out = append(out, x.Text)
		}
	}
	return out
}

// Shows reports whether some text on screen contains s.
func Shows(w fyne.Window, s string) bool {
	for _, text := range ShownTexts(w) {
		if strings.Contains(text, s) {
			return true
		}
	}
	return false
}

// Placed is where a control lies in the window.
type Placed struct {
	Label string
	Icon  string // the name of the button's icon, "" without one
	Pos   fyne.Position
	Size  fyne.Size
}

// Controls collects every shown button of the screen (not of dialogs), with its place, after
// laying the whole screen out again as the window driver does when a size changes.
func Controls(w fyne.Window) map[fyne.CanvasObject]Placed {
	w.Canvas().Content().Refresh()
	return ControlsBelow(w.Canvas().Content())
}

// ControlsBelow collects every shown button below root (a screen or a panel on top), with its
// place, after laying root out again.
func ControlsBelow(root fyne.CanvasObject) map[fyne.CanvasObject]Placed {
	d := fyne.CurrentApp().Driver()
	out := map[fyne.CanvasObject]Placed{}
	for _, o := range LaidOut(root) {
		text, _, ok := ButtonText(o)
		if !ok || !IsShown(root, o) {
			continue
		}
		out[o] = Placed{Label: text, Icon: iconName(o), Pos: d.AbsolutePositionForObject(o), Size: o.Size()}
	}
	return out
}

// IsShown reports whether o and every container above it are visible.
func IsShown(root, o fyne.CanvasObject) bool {
	var walk func(c fyne.CanvasObject) (found, visible bool)
	walk = func(c fyne.CanvasObject) (bool, bool) {
		if c == o {
			return true, c.Visible()
		}
		var kids []fyne.CanvasObject
		switch x := c.(type) {
		case *fyne.Container:
			kids = x.Objects
		case fyne.Widget:
			kids = test.WidgetRenderer(x).Objects()
		}
		for _, k := range kids {
			if found, vis := walk(k); found {
				return true, vis && c.Visible()
			}
		}
		return false, false
	}
	_, vis := walk(root)
	return vis
}

// ControlName is what a control a player taps says: a button's label, a select's choice, a
// check box's text; ok is false for anything else.
func ControlName(o fyne.CanvasObject) (name string, ok bool) {
	switch c := o.(type) {
	case *widget.Button:
		return c.Text, true
	case *kit.SlotButton:
		return c.Text, true
	case *widget.Select:
		return c.Selected, true
	case *widget.Check:
		return c.Text, true
	}
	return "", false
}

// iconName is the name of the icon of button o, "" without one.
func iconName(o fyne.CanvasObject) string {
	var r fyne.Resource
	switch b := o.(type) {
	case *widget.Button:
		r = b.Icon
	case *kit.SlotButton:
		r = b.Icon
	}
	if r == nil {
		return ""
	}
	return r.Name()
}

// CheckPlaces checks that every control lies inside the window and is big enough to tap, and
// that no two say the same with the same icon (a player could not tell them apart).
func CheckPlaces(t *testing.T, where string, win fyne.Size, got map[fyne.CanvasObject]Placed) {
	t.Helper()
	said := map[[2]string]bool{}
	for _, p := range got {
		if p.Label != "" {
			k := [2]string{p.Label, p.Icon}
			if said[k] {
				t.Errorf("%s: two controls say %q", where, p.Label)
			}
			said[k] = true
		}
	}
	for _, p := range got {
		if p.Pos.X < -0.5 || p.Pos.Y < -0.5 || p.Pos.X+p.Size.Width > win.Width+0.5 || p.Pos.Y+p.Size.Height > win.Height+0.5 {
			t.Errorf("%s: %q at %v size %v lies outside the %v window", where, p.Label, p.Pos, p.Size, win)
		}
		if p.Size.Height < kit.MinTouch || p.Size.Width < kit.MinTouch {
			t.Errorf("%s: %q is %v, smaller than %d px", where, p.Label, p.Size, kit.MinTouch)
		}
	}
}

// CheckUnmoved checks that every control of before is still where it was.
func CheckUnmoved(t *testing.T, where string, before, after map[fyne.CanvasObject]Placed) {
	t.Helper()
	near := func(a, b float32) bool { return a-b < 0.5 && b-a < 0.5 }
	for o, b := range before {
		a, ok := after[o]
		if !ok {
			t.Errorf("%s: %q is gone", where, b.Label)
			continue
		}
		if !near(a.Pos.X, b.Pos.X) || !near(a.Pos.Y, b.Pos.Y) || !near(a.Size.Width, b.Size.Width) || !near(a.Size.Height, b.Size.Height) {
			t.Errorf("%s: %q moved from %v %v to %v %v", where, b.Label, b.Pos, b.Size, a.Pos, a.Size)
		}
	}
}

// OpenCorrection opens written deal i from the deals list, as a player does.
func OpenCorrection(t *testing.T, w fyne.Window, i int) {
	t.Helper()
	Tap(t, w, "Deals")
	var edits []TapTarget
	for _, o := range LaidOut(w.Canvas().Overlays().Top()) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && b.Icon != nil && b.Icon.Name() == theme.DocumentCreateIcon().Name() {
			edits = append(edits, b)
		}
	}
	if len(edits) <= i {
		t.Fatalf("the deals list shows %d deals", len(edits))
	}
	test.Tap(edits[i])
	if !Shows(w, "Correcting deal ") {
		t.Fatalf("the deal did not open for correction: %q", ShownTexts(w))
	}
}

// ShowsAll fails the test unless every text of want is on screen.
func ShowsAll(t *testing.T, w fyne.Window, when string, want ...string) {
	t.Helper()
	for _, s := range want {
		if !Shows(w, s) {
			t.Errorf("%s the screen does not show %q: %q", when, s, ShownTexts(w))
		}
	}
}

// CutButtonTexts are the button labels on screen that are shown cut with an ellipsis.
func CutButtonTexts(w fyne.Window) []string {
	var cut []string
	for _, o := range OnScreen(w) {
		if b, ok := o.(*kit.SlotButton); ok && b.Visible() && b.Text != "" {
			for _, x := range LaidOut(b) {
				if t, ok := x.(*canvas.Text); ok && t.Visible() && strings.HasSuffix(t.Text, kit.Ellipsis) && !strings.HasSuffix(b.Text, kit.Ellipsis) {
					cut = append(cut, b.Text)
				}
			}
		}
	}
	return cut
}

// SqueezedButtonTexts are the slot button labels on screen that go over more than one line or
// are drawn in smaller letters than the theme's text.
func SqueezedButtonTexts(w fyne.Window) []string {
	return slotLabelsWhere(w, func(text string, lines []*canvas.Text) bool {
		if len(lines) > 1 {
			return true
		}
		for _, l := range lines {
			if l.TextSize < theme.TextSize() {
				return true
			}
		}
		return false
	})
}

// SmallLetterTexts are the slot button labels on screen drawn in smaller letters than the
// theme's text, on as many lines as they take.
func SmallLetterTexts(w fyne.Window) []string {
	return slotLabelsWhere(w, func(text string, lines []*canvas.Text) bool {
		for _, l := range lines {
			if l.TextSize < theme.TextSize() {
				return true
			}
		}
		return false
	})
}

// BrokenWordTexts are the slot button labels on screen whose lines split a word: a line that
// holds part of a word of the label ("Leere" over "n", "Diamo" over "nds ×1"). Japanese breaks
// only where its texts carry a break mark (kit.BreakHere), which counts as a space here; Korean
// may break between any two syllables, as a browser breaks it.
func BrokenWordTexts(w fyne.Window) []string {
	var found []string
	for _, o := range OnScreen(w) {
		b, ok := o.(*kit.SlotButton)
		if !ok || !b.Visible() || b.Text == "" {
			continue
		}
		words := map[string]bool{}
		for _, f := range strings.Fields(b.Text + " " + b.Short) {
			words[f] = true
		}
		broken := false
		for _, x := range LaidOut(b) {
			if rt, ok := x.(*widget.RichText); ok {
				for _, y := range LaidOut(rt) {
					if t, ok := y.(*canvas.Text); ok && t.Visible() {
						for _, f := range strings.Fields(strings.TrimSuffix(t.Text, kit.Ellipsis)) {
							broken = broken || !words[f] && !hangul(f)
						}
					}
				}
			}
		}
		if broken {
			found = append(found, b.Text)
		}
	}
	return found
}

// hangul reports whether a word holds a Hangul syllable.
func hangul(word string) bool {
	return strings.IndexFunc(word, func(r rune) bool { return unicode.Is(unicode.Hangul, r) }) >= 0
}

// SlotText is what a slot button's label shows, its lines joined by spaces: its Text, or its
// Short where its row has no room for Text.
func SlotText(b *kit.SlotButton) string {
	var lines []string
	for _, x := range LaidOut(b) {
		if rt, ok := x.(*widget.RichText); ok {
			for _, y := range LaidOut(rt) {
				if t, ok := y.(*canvas.Text); ok && t.Visible() && strings.TrimSpace(t.Text) != "" {
					lines = append(lines, strings.TrimSpace(t.Text))
				}
			}
		}
	}
	return strings.Join(lines, " ")
}

// slotLabelsWhere is the labels of the slot buttons on screen whose drawn lines (each a
// canvas.Text with letters) bad reports.
func slotLabelsWhere(w fyne.Window, bad func(text string, lines []*canvas.Text) bool) []string {
	var found []string
	for _, o := range OnScreen(w) {
		b, ok := o.(*kit.SlotButton)
		if !ok || !b.Visible() || b.Text == "" {
			continue
		}
		for _, x := range LaidOut(b) {
			rt, ok := x.(*widget.RichText)
			if !ok {
				continue
			}
			var lines []*canvas.Text
			for _, y := range LaidOut(rt) {
				if t, ok := y.(*canvas.Text); ok && t.Visible() && strings.TrimSpace(t.Text) != "" {
					lines = append(lines, t)
				}
			}
			if bad(b.Text, lines) {
				found = append(found, b.Text)
			}
		}
	}
	return found
}

// Median is the median of the durations d, which it sorts.
func Median(d []time.Duration) time.Duration {
	slices.Sort(d)
	return d[len(d)/2]
}

// CheckFits fails t, naming where, when the window's content needs more room than the window
// of the given size has (a test window grows to what its content needs, so the size asked for
// is the measure), or when a button shown lies outside the window or is lower than a finger
// needs. A button that a scroll container holds out of sight is reached by scrolling: it only
// has to lie within the window's width. It gives the number of buttons shown.
func CheckFits(t *testing.T, w fyne.Window, size fyne.Size, where string) (buttons int) {
	t.Helper()
	if need, got := kit.ScreenNeeds(w.Content()), w.Canvas().Size(); need.Width > size.Width || need.Height > size.Height || got != size {
		t.Errorf("%s needs %v, more than the window's %v (the window became %v)", where, need, size, got)
	}
	scrolledAway := map[fyne.CanvasObject]bool{}
	for _, p := range topLayer(w) {
		if !p.seen(p.middle()) {
			scrolledAway[p.obj] = true
		}
	}
	for _, o := range Shown(w) {
		b, ok := o.(*widget.Button)
		if !ok {
			continue
		}
		buttons++
		x, width := fyne.CurrentApp().Driver().AbsolutePositionForObject(b).X, w.Canvas().Size().Width
		if !InWindow(w, b) && !(scrolledAway[b] && x >= 0 && x+b.Size().Width <= width+0.5) {
			t.Errorf("%s: button %q lies outside the window", where, b.Text)
		}
		if b.Size().Height < kit.MinTouch {
			t.Errorf("%s: button %q is %.0f high", where, b.Text, b.Size().Height)
		}
	}
	// Every control of the layer a click reaches (the dialog, or the screen) takes the click at
	// its middle: none lies under another that would take it. And no two of its buttons say the
	// same: in German the rulebook's Previous and Back were both "Zurück".
	top := topLayer(w)
	said := map[string]bool{}
	for _, p := range top {
		if b, ok := p.obj.(*widget.Button); ok && b.Text != "" {
			if said[b.Text] {
				t.Errorf("%s: two buttons say %q", where, b.Text)
			}
			said[b.Text] = true
		}
	}
	for _, p := range top {
		name, ok := ControlName(p.obj)
		if !ok {
			continue
		}
		middle := p.middle()
		if !p.seen(middle) {
			continue // scrolled out of sight: a player scrolls to it first
		}
		if hit := clickTarget(top, middle); hit != p.obj {
			t.Errorf("%s: the %T %q lies under a %T, which takes its clicks", where, p.obj, name, hit)
		}
	}
	for _, o := range OverlappingTexts(w) {
		t.Errorf("%s: text drawn over text: %s", where, o)
	}
	for _, l := range StrandedLabels(w) {
		t.Errorf("%s: a word's mark alone on a line: %s", where, l)
	}
	return buttons
}

// DrawnText is the text o's renderers draw, its lines run together: what a player reads of a
// label, ending in an ellipsis where it is cut.
func DrawnText(o fyne.CanvasObject) string {
	var b strings.Builder
	for _, x := range LaidOut(o) {
		if t, ok := x.(*canvas.Text); ok && t.Visible() {
			b.WriteString(t.Text)
		}
	}
	return b.String()
}

// StrandedLines are the lines a label draws that begin with a mark that belongs to the word
// before it — a full stop, a comma, a colon, a closing bracket: a word too wide for its
// column, broken after its last letter ("zusammenzuführen" / ".").
func StrandedLines(o fyne.CanvasObject) []string {
	var out []string
	for _, x := range LaidOut(o) {
		if t, ok := x.(*canvas.Text); ok && t.Visible() && t.Text != "" && strings.ContainsRune(".,:;!?)»…", firstRune(t.Text)) {
			out = append(out, t.Text)
		}
	}
	return out
}

// firstRune is the first character of s.
func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// StrandedLabels are the labels in the window that leave a mark of a word alone at the start of
// a line (StrandedLines), each as its text and those lines.
func StrandedLabels(w fyne.Window) []string {
	var out []string
	for _, o := range Shown(w) {
		if l, ok := o.(*widget.Label); ok && InWindow(w, l) {
			if lines := StrandedLines(l); len(lines) > 0 {
				out = append(out, fmt.Sprintf("%q drawn with the lines %q", l.Text, lines))
			}
		}
	}
	return out
}

// DrawnColour is the colour of the visible line of the window that draws most of text from its
// start (a long text may wrap or be cut after its first line; a button "C" draws less of "Card
// points" than the line that says it), and whether one draws any.
func DrawnColour(w fyne.Window, text string) (color.Color, bool) {
	var best *canvas.Text
	for _, x := range Shown(w) {
		t, ok := x.(*canvas.Text)
		if !ok || t.Text == "" || !strings.HasPrefix(text, strings.TrimSuffix(t.Text, "…")) {
			continue
		}
		if best == nil || len(t.Text) > len(best.Text) {
			best = t
		}
	}
	if best == nil {
		return nil, false
	}
	return best.Color, true
}

// ShownWhole reports whether o draws all of text: every letter, in order, none left out for an
// ellipsis (the spaces where lines wrap aside).
func ShownWhole(o fyne.CanvasObject, text string) bool {
	squeeze := func(s string) string { return strings.Join(strings.Fields(s), "") }
	return squeeze(DrawnText(o)) == squeeze(text)
}

// InSight reports whether a finger can tap o where it is now, without scrolling: o is on the
// window's top layer and its middle lies inside the window and every scroll container around it.
func InSight(w fyne.Window, o fyne.CanvasObject) bool {
	p, ok := placeOf(topLayer(w), o)
	if !ok {
		return false
	}
	m, win := p.middle(), w.Canvas().Size()
	return p.seen(m) && m.X < win.Width && m.Y < win.Height
}
