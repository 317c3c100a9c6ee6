package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// NewFittedList puts list in a container that gives each of its rows the height the row's
// content takes at the list's width. A Fyne list makes every row as high as its template, so
// a row whose label wraps (a deal's line, a game's result, on a phone) ran into the next or was
// cut off. The rows are measured on a row of the list's own template, filled by the list's
// UpdateItem, so the list's create and update functions stay the one truth of a row. Call
// Refit after the items change; a change of width refits by itself.
func NewFittedList(list *widget.List) *FittedList {
	f := &FittedList{list: list, template: list.CreateItem()}
	f.box = container.New(f, list)
	return f
}

// FittedList is a list whose rows are as high as their wrapped content (NewFittedList).
type FittedList struct {
	list     *widget.List
	template fyne.CanvasObject // a row to measure the items on
	box      *fyne.Container
	width    float32 // the width the heights were found for; 0: measure again
	laidOut  bool    // the list has been laid out once
}

// Content is what to put on the screen: the list in its fitting container.
func (f *FittedList) Content() fyne.CanvasObject { return f.box }

// Refit measures every row again, after the items changed, and refreshes the list. Before the
// list is first laid out it leaves both to that layout: a list refreshed before has its renderer,
// and each row's height set then refreshes the whole list again.
func (f *FittedList) Refit() {
	f.width = 0
	if !f.laidOut {
		return
	}
	f.box.Refresh()
	f.list.Refresh()
}

// Layout sets each row's height for the width, when the width or the items changed, and gives
// the list the whole size.
func (f *FittedList) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if size.Width > 0 && size.Width != f.width {
		f.width, f.laidOut = size.Width, true
		n := 0
		if f.list.Length != nil {
			n = f.list.Length()
		}
		for i := range n {
			f.list.UpdateItem(i, f.template)
			// Laid out at the width first, so that a wrapping label knows where it wraps.
			f.template.Resize(fyne.NewSize(size.Width, f.template.MinSize().Height))
			f.list.SetItemHeight(i, f.template.MinSize().Height)
		}
	}
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// MinSize is a row's width and a finger's height: the list scrolls, and a Fyne list's own
// height is its template row's, whose wrapping labels, laid out at no width, stand a word a
// line (a phone's list of players asked for a window 1742 px high). It is measured on the
// template, not the list: asking the list would make its renderer, and then each row's height
// set in the first Layout would refresh the whole list (200 games took 18 ms more to show).
func (f *FittedList) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(f.template.MinSize().Width, MinTouch)
}

// NewLines stacks lines of text, gap apart, each as high as its words take at the width it is
// given. Fyne's VBox sizes a wrapping label by the height it had before it learnt its width,
// so its second line was cut off. Refresh the container after a line's words change (a list
// row's update does): it lays the lines out again at their new heights.
func NewLines(gap float32, lines ...fyne.CanvasObject) *fyne.Container {
	return container.New(linesLayout{gap}, lines...)
}

type linesLayout struct{ gap float32 }

func (l linesLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		o.Resize(fyne.NewSize(size.Width, o.Size().Height)) // the width first: where it wraps
		h := o.MinSize().Height
		o.Resize(fyne.NewSize(size.Width, h))
		o.Move(fyne.NewPos(0, y))
		y += h + l.gap
	}
}

func (l linesLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	n := 0
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		s.Width = max(s.Width, m.Width)
		s.Height += m.Height
		n++
	}
	if n > 1 {
		s.Height += float32(n-1) * l.gap
	}
	return s
}

// NewTextAndButtons puts buttons beside a wrapping text, on its right and centred on it, where
// the text keeps at least minText of the width; where it would not (a phone), under the text
// on the right, and the text takes the whole width. Three icon buttons beside a deal's line
// left a phone's text a column of one or two words a line, six or seven lines high.
func NewTextAndButtons(text, buttons fyne.CanvasObject, minText float32) *fyne.Container {
	return container.New(&textAndButtons{minText: minText}, text, buttons)
}

type textAndButtons struct {
	minText float32
	width   float32 // the width last laid out at: MinSize has no width of its own
}

// under reports whether the buttons go under the text at width.
func (l *textAndButtons) under(width float32, buttons fyne.CanvasObject) bool {
	return width > 0 && width-buttons.MinSize().Width-theme.Padding() < l.minText
}

func (l *textAndButtons) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	text, buttons := objs[0], objs[1]
	b := buttons.MinSize()
	if l.under(size.Width, buttons) {
		text.Resize(fyne.NewSize(size.Width, text.Size().Height)) // the width first: where it wraps
		th := text.MinSize().Height
		text.Move(fyne.NewPos(0, 0))
		text.Resize(fyne.NewSize(size.Width, th))
		buttons.Move(fyne.NewPos(size.Width-b.Width, th))
		buttons.Resize(b)
		return
	}
	tw := size.Width - b.Width - theme.Padding()
	text.Resize(fyne.NewSize(tw, text.Size().Height))
	text.Move(fyne.NewPos(0, 0))
	text.Resize(fyne.NewSize(tw, size.Height))
	buttons.Move(fyne.NewPos(size.Width-b.Width, (size.Height-b.Height)/2))
	buttons.Resize(b)
}

func (l *textAndButtons) MinSize(objs []fyne.CanvasObject) fyne.Size {
	t, b := objs[0].MinSize(), objs[1].MinSize()
	if l.under(l.width, objs[1]) {
		return fyne.NewSize(max(t.Width, b.Width), t.Height+b.Height)
	}
	return fyne.NewSize(t.Width+theme.Padding()+b.Width, max(t.Height, b.Height))
}
