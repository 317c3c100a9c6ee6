package kit

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// headerTitleRoom is the width the title of a screen keeps at least before the header's buttons
// give up their words and show their icons only (a narrow portrait tablet, a long language).
const headerTitleRoom = 200

// NewHeader lays out a screen's top bar: the title on the left, the buttons on the right. When
// the buttons with their words leave the title less than headerTitleRoom, every button that has
// an icon shows the icon alone; its word comes back when there is room again.
func NewHeader(title *widget.Label, buttons ...fyne.CanvasObject) *fyne.Container {
	l := &headerLayout{words: map[*widget.Button]string{}}
	for _, b := range buttons {
		if btn, ok := b.(*widget.Button); ok && btn.Icon != nil && btn.Text != "" {
			l.words[btn] = btn.Text
		}
	}
	return &fyne.Container{Layout: l, Objects: append([]fyne.CanvasObject{title}, buttons...)}
}

// headerLayout is the layout of newHeader; words holds the word of each button that can go
// without it, wide the width that button has with its word (measured before it first drops it).
type headerLayout struct {
	words   map[*widget.Button]string
	wide    map[*widget.Button]float32
	compact bool
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
	var w float32
	for _, o := range objs[1:] {
		if o.Visible() {
			w += o.MinSize().Width + themePadding
		}
	}
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(max(size.Width-w, 0), size.Height))
	x := size.Width - w
	for _, o := range objs[1:] {
		if !o.Visible() {
			continue
		}
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
	sample := widget.NewLabel(strings.TrimSuffix(strings.Repeat("X\n", n), "\n"))
	spacer := canvas.NewRectangle(color.Transparent)
	spacer.SetMinSize(fyne.NewSize(0, sample.MinSize().Height))
	return container.NewStack(spacer, msg)
}
