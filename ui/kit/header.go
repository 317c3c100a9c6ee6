package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// headerTitleRoom is the width the title of a screen keeps at least before the header's buttons
// give up their words and show their icons only (a narrow portrait tablet, a long language).
const headerTitleRoom = 200

// headerTitleMin is the narrowest title worth showing: where the icons alone leave less (a game
// on a phone, whose board, grid or sheet names the players anyway), the title gives way to them.
const headerTitleMin = 96

// headerTightGap is the space between the header's buttons where even their icons do not fit
// side by side with the usual space: eight icons of a game share a phone's 412 px, each a finger
// wide.
const headerTightGap = 2

// NewHeader lays out a screen's top bar: the title on the left, the buttons on the right. When
// the buttons with their words leave the title less than headerTitleRoom, every button that has
// an icon shows the icon alone; its word comes back when there is room again. Where the icons
// alone leave the title less than headerTitleMin, the title is hidden and the buttons share the
// whole width, never overlapping it or each other.
func NewHeader(title *widget.Label, buttons ...fyne.CanvasObject) *fyne.Container {
	l := &headerLayout{words: map[*widget.Button]string{}, optional: map[fyne.CanvasObject]bool{}}
	var flat []fyne.CanvasObject
	for _, b := range buttons {
		if o, ok := b.(optional); ok {
			l.optional[o.CanvasObject] = true
			b = o.CanvasObject
		}
		// A group of buttons is laid out button by button, so that each can be narrowed.
		if box, ok := b.(*fyne.Container); ok {
			flat = append(flat, box.Objects...)
			continue
		}
		flat = append(flat, b)
	}
	for _, b := range flat {
		if btn, ok := b.(*widget.Button); ok && btn.Icon != nil && btn.Text != "" {
			l.words[btn] = btn.Text
		}
	}
	return &fyne.Container{Layout: l, Objects: append([]fyne.CanvasObject{title}, flat...)}
}

// headerLayout is the layout of newHeader; words holds the word of each button that can go
// without it, wide the width that button has with its word (measured before it first drops it),
// optional the buttons a narrow window leaves out (Optional).
type headerLayout struct {
	words    map[*widget.Button]string
	wide     map[*widget.Button]float32
	optional map[fyne.CanvasObject]bool
	compact  bool
}

// optional is a header button a screen can do without where the icons would be narrower than a
// finger (a phone): what it opens is reachable another way. NewHeader takes the mark off and
// keeps it in the header's layout, so that it goes with the header.
type optional struct{ fyne.CanvasObject }

// Optional marks b as a button of NewHeader that a narrow window leaves out, so that the others
// stay a finger wide; the screen must offer what it opens another way. Only NewHeader takes
// what it returns.
func Optional(b fyne.CanvasObject) fyne.CanvasObject { return optional{b} }

// dropOptional hides the optional buttons of objs while the shown buttons, sharing width with
// gaps of headerTightGap, would be narrower than MinTouch, and shows them again where they fit.
func (l *headerLayout) dropOptional(objs []fyne.CanvasObject, width float32) {
	var n int
	var optional []fyne.CanvasObject
	for _, o := range objs[1:] {
		if l.optional[o] {
			optional = append(optional, o)
			continue
		}
		if o.Visible() {
			n++
		}
	}
	for _, o := range optional {
		fits := (width-headerTightGap*float32(n))/float32(n+1) >= MinTouch
		if fits {
			n++
			if !o.Visible() {
				o.Show()
			}
		} else if o.Visible() {
			o.Hide()
		}
	}
}

func (l *headerLayout) setCompact(compact bool) {
	if compact == l.compact {
		return
	}
	l.compact = compact
	for b, w := range l.words {
		if compact {
			b.SetText("")
		} else {
			b.SetText(w)
		}
	}
}

// fullWidth is the width of the buttons with their words.
func (l *headerLayout) fullWidth(objs []fyne.CanvasObject) float32 {
	if l.wide == nil && !l.compact {
		l.wide = map[*widget.Button]float32{}
		for b := range l.words {
			l.wide[b] = b.MinSize().Width
		}
	}
	var w float32
	for _, o := range objs[1:] {
		if !o.Visible() {
			continue
		}
		if b, ok := o.(*widget.Button); ok && l.wide != nil {
			if bw, ok := l.wide[b]; ok {
				w += bw + themePadding
				continue
			}
		}
		w += o.MinSize().Width + themePadding
	}
	return w
}

func (l *headerLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) == 0 {
		return
	}
	l.setCompact(size.Width-l.fullWidth(objs) < headerTitleRoom)
	l.dropOptional(objs, size.Width)
	var w float32
	var shown []fyne.CanvasObject
	for _, o := range objs[1:] {
		if o.Visible() {
			w += o.MinSize().Width + themePadding
			shown = append(shown, o)
		}
	}
	title := objs[0]
	if size.Width-w < headerTitleMin && len(shown) > 0 {
		// No room for a title worth reading: the buttons share the width, right-aligned at
		// their own width where that fits, else narrowed alike with a tighter gap.
		title.Move(fyne.NewPos(0, 0))
		title.Resize(fyne.NewSize(0, size.Height))
		title.Hide()
		gap := float32(headerTightGap)
		n := float32(len(shown))
		bw := (size.Width - gap*(n-1)) / n
		x := float32(0)
		if w-themePadding <= size.Width {
			gap, bw, x = themePadding, 0, size.Width-w+themePadding
		}
		for _, o := range shown {
			ow := bw
			if ow == 0 {
				ow = o.MinSize().Width
			}
			o.Move(fyne.NewPos(x, 0))
			o.Resize(fyne.NewSize(ow, size.Height))
			x += ow + gap
		}
		return
	}
	title.Show()
	title.Move(fyne.NewPos(0, 0))
	title.Resize(fyne.NewSize(max(size.Width-w, 0), size.Height))
	x := size.Width - w
	for _, o := range shown {
		bw := o.MinSize().Width
		o.Move(fyne.NewPos(x+themePadding, 0))
		o.Resize(fyne.NewSize(bw, size.Height))
		x += bw + themePadding
	}
}

// MinSize is as high as the highest part; the width is left to the window, since the buttons
// give up their words to fit.
func (l *headerLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var h float32
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(0, h)
}

// Header is the bar on top of every screen: a title and buttons.
func Header(title string, buttons ...fyne.CanvasObject) fyne.CanvasObject {
	t := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.Truncation = fyne.TextTruncateEllipsis
	return NewHeader(t, buttons...)
}

// ReservedLines is a slot of n lines of text for messages that come and go: it keeps its
// height whether a message shows or not, so nothing below it moves.
func ReservedLines(msg *widget.Label, n int) fyne.CanvasObject {
	return ReservedLinesOnPhone(msg, n, n)
}

// ReservedLinesOnPhone is ReservedLines keeping phone lines in a phone's window, where the same
// message wraps over more lines.
func ReservedLinesOnPhone(msg *widget.Label, n, phone int) fyne.CanvasObject {
	l := &reservedLayout{height: linesHeight(n), phone: linesHeight(phone)}
	l.box = &fyne.Container{Layout: l, Objects: []fyne.CanvasObject{msg}}
	return l.box
}

// linesHeight is the height of a label of n lines.
func linesHeight(n int) float32 {
	return widget.NewLabel(strings.TrimSuffix(strings.Repeat("X\n", n), "\n")).MinSize().Height
}

// reservedLayout keeps its message's slot height, or phone in a phone's window.
type reservedLayout struct {
	height, phone float32
	box           *fyne.Container
}

func (l *reservedLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l *reservedLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := l.height
	if NarrowWindow(l.box) {
		h = l.phone
	}
	var w float32
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(w, h)
}
