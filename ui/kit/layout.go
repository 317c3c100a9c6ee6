package kit

import (
	"image/color"
	"reflect"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Shares of the window the board and the entry panel get. The panel's rows are laid out from the
// window's size alone, never from their text, so that nothing moves under a finger when a value,
// a label or a message changes.
const (
	// landscapePanelShare is the width of the panel beside the board in landscape.
	landscapePanelShare = 0.45
	// portraitBoardShare is the height of the board above the panel in portrait: a table reads
	// it from across the table.
	PortraitBoardShare = 0.48
	// panelRowGap is the space between two rows of the panel: small, so that the rows stay at
	// least MinTouch high when the board takes its share in portrait.
	PanelRowGap = 3
	// minWindowWidth and minWindowHeight are the smallest window the board and panel fit in.
	MinWindowWidth  = 320
	MinWindowHeight = 480
)

// BoardAndPanel puts the entry panel beside the board when the window is wider than high
// (a tablet in landscape, a desktop) and under it in portrait.
type BoardAndPanel struct{}

func NewBoardAndPanel(boardObj, panel fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: BoardAndPanel{}, Objects: []fyne.CanvasObject{boardObj, panel}}
}

// Landscape reports whether a size is laid out side by side.
func Landscape(s fyne.Size) bool { return s.Width >= s.Height }

func (BoardAndPanel) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) != 2 {
		return
	}
	b, p := objs[0], objs[1]
	if Landscape(size) {
		pw := size.Width * landscapePanelShare
		b.Move(fyne.NewPos(0, 0))
		b.Resize(fyne.NewSize(size.Width-pw, size.Height))
		p.Move(fyne.NewPos(size.Width-pw, 0))
		p.Resize(fyne.NewSize(pw, size.Height))
		return
	}
	bh := size.Height * PortraitBoardShare
	b.Move(fyne.NewPos(0, 0))
	b.Resize(fyne.NewSize(size.Width, bh))
	p.Move(fyne.NewPos(0, bh))
	p.Resize(fyne.NewSize(size.Width, size.Height-bh))
}

func (BoardAndPanel) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(MinWindowWidth, MinWindowHeight)
}

// RowsLayout gives each row the same height, whatever it holds: the panel's rows keep their
// place when a row's content changes or is hidden.
type RowsLayout struct{}

// NewRows stacks rows of equal height.
func NewRows(rows ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: RowsLayout{}, Objects: rows}
}

func (RowsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) == 0 {
		return
	}
	pad := float32(PanelRowGap)
	h := (size.Height - pad*float32(len(objs)-1)) / float32(len(objs))
	for i, o := range objs {
		o.Move(fyne.NewPos(0, float32(i)*(h+pad)))
		o.Resize(fyne.NewSize(size.Width, h))
	}
}

func (RowsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	n := float32(len(objs))
	return fyne.NewSize(MinTouch, n*MinTouch+(n-1)*PanelRowGap)
}

// SlotsLayout divides a row's width into slots by weight, whatever the slots hold and whether
// they are shown: a button keeps its place when its neighbour's label grows or is hidden.
type SlotsLayout struct{ Weights []float32 }

// NewSlots lays out objects side by side in slots of equal width.
func NewSlots(objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: SlotsLayout{}, Objects: objs}
}

// NewWeightedSlots lays out objects side by side, object i getting weights[i] shares of the width.
func NewWeightedSlots(weights []float32, objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: SlotsLayout{Weights: weights}, Objects: objs}
}

func (l SlotsLayout) weight(i int) float32 {
	if i < len(l.Weights) {
		return l.Weights[i]
	}
	return 1
}

func (l SlotsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) == 0 {
		return
	}
	var total float32
	for i := range objs {
		total += l.weight(i)
	}
	pad := theme.Padding()
	free := size.Width - pad*float32(len(objs)-1)
	x := float32(0)
	for i, o := range objs {
		w := free * l.weight(i) / total
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, size.Height))
		x += w + pad
	}
}

func (l SlotsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(float32(len(objs))*MinTouch, MinTouch)
}

// SlotButton is a button whose label is cut with an ellipsis when its slot is too narrow, so
// that a long word in one language never pushes its neighbours away. It takes no keyboard
// focus: after a tap, typed digits still go to the number pad.
type SlotButton struct {
	widget.DisableableWidget
	Text       string
	Icon       fyne.Resource
	Importance widget.Importance
	OnTapped   func()
	// IconOptional lets the button drop its icon, rather than cut its word, when the slot is
	// too narrow for both (a long language in a crowded row); a suit sign is never optional.
	IconOptional bool
}

// NewSlotButton makes a button for a fixed slot.
func NewSlotButton(text string, icon fyne.Resource, tapped func()) *SlotButton {
	b := &SlotButton{Text: text, Icon: icon, OnTapped: tapped}
	b.ExtendBaseWidget(b)
	return b
}

// SetText changes the label.
func (b *SlotButton) SetText(text string) {
	if b.Text != text {
		b.Text = text
		b.Refresh()
	}
}

// SetImportance highlights the button (a chosen contract, a selected team) or not.
func (b *SlotButton) SetImportance(i widget.Importance) {
	if b.Importance != i {
		b.Importance = i
		b.Refresh()
	}
}

// Tapped runs the action unless the button is disabled.
func (b *SlotButton) Tapped(*fyne.PointEvent) {
	if !b.Disabled() && b.OnTapped != nil {
		b.OnTapped()
	}
}

// TappedSecondary shows the whole label, which a narrow slot may cut: a right click, or a long
// press on a touch screen.
func (b *SlotButton) TappedSecondary(e *fyne.PointEvent) {
	c := fyne.CurrentApp().Driver().CanvasForObject(b)
	if c == nil || b.Text == "" {
		return
	}
	widget.ShowPopUpAtPosition(widget.NewLabel(b.Text), c, e.AbsolutePosition)
}

func (b *SlotButton) MinSize() fyne.Size {
	b.ExtendBaseWidget(b)
	return b.BaseWidget.MinSize()
}

func (b *SlotButton) CreateRenderer() fyne.WidgetRenderer {
	b.ExtendBaseWidget(b)
	r := &slotButtonRenderer{
		b:     b,
		bg:    canvas.NewRectangle(color.Transparent),
		icon:  widget.NewIcon(nil),
		label: widget.NewRichText(&widget.TextSegment{Style: widget.RichTextStyleStrong}),
	}
	r.label.Truncation = fyne.TextTruncateEllipsis
	r.Refresh()
	return r
}

type slotButtonRenderer struct {
	b        *SlotButton
	bg       *canvas.Rectangle
	icon     *widget.Icon
	label    *widget.RichText
	drawn    slotLook
	measured measuredText
}

func (r *slotButtonRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.icon, r.label}
}

func (r *slotButtonRenderer) Destroy() {}

func (r *slotButtonRenderer) MinSize() fyne.Size {
	return fyne.NewSquareSize(MinTouch)
}

func (r *slotButtonRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	iconSize := theme.IconInlineSize()
	labelH := r.label.MinSize().Height
	pad := theme.Padding()
	x := pad
	// The label's own MinSize is small because it truncates: measure the whole text to centre
	// icon and text together while they fit.
	text := r.textWidth() + 2*theme.InnerPadding()
	if r.b.Text == "" {
		text = -pad
	}
	withIcon := r.b.Icon != nil && !(r.b.IconOptional && r.b.Text != "" && iconSize+text+3*pad > size.Width)
	r.align(withIcon)
	if withIcon {
		r.icon.Show()
		x = max(pad, (size.Width-iconSize-pad-text)/2)
		r.icon.Move(fyne.NewPos(x, (size.Height-iconSize)/2))
		r.icon.Resize(fyne.NewSquareSize(iconSize))
		x += iconSize
	} else {
		r.icon.Hide()
	}
	w := max(0, size.Width-x-pad)
	// A label too long for its line goes on over a second one where the slot is tall enough,
	// in smaller letters where two lines of the usual ones do not fit, and is cut only where
	// two lines do not hold it either.
	wrap, sizeName := fyne.TextWrapOff, theme.SizeNameText
	if r.b.Text != "" && text > w {
		for _, n := range []fyne.ThemeSizeName{theme.SizeNameText, theme.SizeNameCaptionText} {
			ts := theme.Size(n)
			bold := fyne.TextStyle{Bold: true}
			line := fyne.MeasureText("Ag", ts, bold).Height
			// The label's inner padding may overlap the slot's edges: the two lines must fit.
			two := 2*line + 2*theme.InnerPadding() + 1
			// Word wrapping leaves part of each line empty: ask for some room to spare.
			holds := fyne.MeasureText(r.b.Text, ts, bold).Width <= 1.8*(w-2*theme.InnerPadding())
			if 2*line+2 <= size.Height {
				wrap, sizeName, labelH = fyne.TextWrapWord, n, two
				if holds {
					break
				}
			}
		}
	}
	seg := r.label.Segments[0].(*widget.TextSegment)
	if r.label.Wrapping != wrap || seg.Style.SizeName != sizeName {
		r.label.Wrapping = wrap
		seg.Style.SizeName = sizeName
		r.label.Refresh()
	}
	r.label.Move(fyne.NewPos(x, (size.Height-labelH)/2))
	r.label.Resize(fyne.NewSize(w, labelH))
}

// textWidth is the width of the whole label, measured again only when the text or its size
// changes: a layout pass measures every button, and shaping a text is most of what that costs.
func (r *slotButtonRenderer) textWidth() float32 {
	size := theme.TextSize()
	if r.measured.text != r.b.Text || r.measured.size != size || !r.measured.ok {
		w := fyne.MeasureText(r.b.Text, size, fyne.TextStyle{Bold: true}).Width
		r.measured = measuredText{text: r.b.Text, size: size, width: w, ok: true}
	}
	return r.measured.width
}

// measuredText is a label's text with the width it was measured at.
type measuredText struct {
	text        string
	size, width float32
	ok          bool
}

// align puts the label beside the icon, or centres it in the slot when there is no icon.
func (r *slotButtonRenderer) align(withIcon bool) {
	seg := r.label.Segments[0].(*widget.TextSegment)
	want := fyne.TextAlignCenter
	if withIcon {
		want = fyne.TextAlignLeading
	}
	if seg.Style.Alignment != want {
		seg.Style.Alignment = want
		r.label.Refresh()
	}
}

func (r *slotButtonRenderer) Refresh() {
	th := r.b.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	fg, bg := theme.ColorNameForeground, theme.ColorNameButton
	switch {
	case r.b.Disabled():
		fg, bg = theme.ColorNameDisabled, theme.ColorNameDisabledButton
	case r.b.Importance == widget.HighImportance:
		fg, bg = theme.ColorNameForegroundOnPrimary, theme.ColorNamePrimary
	case r.b.Importance == widget.DangerImportance:
		fg, bg = theme.ColorNameError, ""
	case r.b.Importance == widget.WarningImportance:
		fg, bg = theme.ColorNameWarning, ""
	case r.b.Importance == widget.LowImportance:
		bg = ""
	}
	r.bg.FillColor = color.Transparent
	if bg != "" {
		r.bg.FillColor = th.Color(bg, v)
	}
	r.bg.CornerRadius = th.Size(theme.SizeNameInputRadius)
	r.bg.Refresh()
	// Shaping the label and colouring the icon are most of what a refresh costs: do them only
	// when what they show has changed.
	cr, cg, cb, ca := th.Color(fg, v).RGBA()
	drawn := slotLook{text: r.b.Text, fg: [4]uint32{cr, cg, cb, ca}, size: th.Size(theme.SizeNameText), icon: r.b.Icon}
	// An icon of a type that cannot be compared is drawn anew every time.
	comparable := r.b.Icon == nil || reflect.TypeOf(r.b.Icon).Comparable()
	if !comparable || drawn != r.drawn {
		seg := r.label.Segments[0].(*widget.TextSegment)
		seg.Text = r.b.Text
		seg.Style.ColorName = fg
		if r.b.Icon != nil {
			if _, themed := r.b.Icon.(fyne.ThemedResource); themed {
				r.icon.SetResource(theme.NewColoredResource(r.b.Icon, fg))
			} else {
				r.icon.SetResource(r.b.Icon) // a coloured suit keeps its colour
			}
		}
		r.label.Refresh()
		r.drawn = drawn
	}
	r.Layout(r.b.Size())
	canvas.Refresh(r.b)
}

// slotLook is what a slot button's label and icon were last drawn with.
type slotLook struct {
	text string
	fg   [4]uint32
	size float32
	icon fyne.Resource
}

// Highlight marks a chosen button.
func Highlight(b *SlotButton, on bool) {
	if on {
		b.SetImportance(widget.HighImportance)
	} else {
		b.SetImportance(widget.MediumImportance)
	}
}

// Enable switches a button on or off.
func Enable(b fyne.Disableable, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// RowLineGap is the space between the two lines of a game in the list, which belong together.
const RowLineGap = 2
