package kit

import (
	"image/color"
	"math/bits"
	"reflect"
	"slices"
	"strings"

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
	// sidewaysBoardShare is the width the board keeps beside a panel in two columns.
	sidewaysBoardShare = 0.28
	// minWindowWidth and minWindowHeight are the smallest window the board and panel fit in.
	MinWindowWidth  = 320
	MinWindowHeight = 480
)

// PortraitBoardHeight is the height of the board above a panel whose rows need panelNeed in
// portrait: its share of the window, less where the panel's rows would be lower than a finger
// (a phone, whose window is much narrower but not much higher than a tablet's).
func PortraitBoardHeight(height, panelNeed float32) float32 {
	return max(0, min(height*PortraitBoardShare, height-panelNeed))
}

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
		if _, ok := twoColumnNeed(p); ok && p.MinSize().Height > size.Height {
			pw = SidewaysPanelWidth(size.Width)
		}
		b.Move(fyne.NewPos(0, 0))
		b.Resize(fyne.NewSize(size.Width-pw, size.Height))
		p.Move(fyne.NewPos(size.Width-pw, 0))
		p.Resize(fyne.NewSize(pw, size.Height))
		return
	}
	bh := PortraitBoardHeight(size.Height, p.MinSize().Height)
	b.Move(fyne.NewPos(0, 0))
	b.Resize(fyne.NewSize(size.Width, bh))
	p.Move(fyne.NewPos(0, bh))
	p.Resize(fyne.NewSize(size.Width, size.Height-bh))
}

// SidewaysPanelWidth is the width of an entry panel in two columns beside its board in a window
// of width w too low for the panel's rows in one column (a phone held sideways): all but the
// board's share, and at least two columns of the number pad.
func SidewaysPanelWidth(w float32) float32 {
	return min(w, max(w*landscapePanelShare, w*(1-sidewaysBoardShare), TwoPanelColumns()))
}

// PanelColumnsFit reports whether a panel of width w holds two columns of the number pad.
func PanelColumnsFit(w float32) bool { return (w-PanelRowGap)/2 >= minPanelColumn() }

// TwoPanelColumns is the least width of an entry panel in two columns: two of the number pad.
func TwoPanelColumns() float32 { return 2*minPanelColumn() + PanelRowGap }

// RowLines is the number of lines row o of a panel takes at width: two for a row of split slots
// (NewSplitSlots) too narrow for one, else one.
func RowLines(o fyne.CanvasObject, width float32) int { return rowLines(o, width) }

// PanelRowsNeed is the height of n rows of an entry panel each a finger high.
func PanelRowsNeed(n int) float32 { return linesNeed(n) }

// MinSize is the smallest window the board and panel fit in; lower than MinWindowHeight where
// the panel's rows fit in two columns beside the board.
func (BoardAndPanel) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := float32(MinWindowHeight)
	if len(objs) == 2 {
		if need, ok := twoColumnNeed(objs[1]); ok {
			h = min(h, need)
		}
	}
	return fyne.NewSize(MinWindowWidth, h)
}

// twoColumnNeed is the height of a panel of NewPanelRows in two columns, and whether p is one.
func twoColumnNeed(p fyne.CanvasObject) (float32, bool) {
	c, ok := p.(*fyne.Container)
	if !ok {
		return 0, false
	}
	l, ok := c.Layout.(RowsLayout)
	if !ok || !l.TwoColumns {
		return 0, false
	}
	if l.Left > 0 && l.Left < len(c.Objects) {
		return linesNeed(max(l.Left, len(c.Objects)-l.Left)), true
	}
	return linesNeed((len(c.Objects) + 1) / 2), true
}

// RowsLayout gives each row the same height, whatever it holds: the panel's rows keep their
// place when a row's content changes or is hidden. With TwoColumns set (a game screen's entry
// panel, NewPanelRows), where the height is too low for every line at a finger's height and the
// width holds two columns of the number pad (minPanelColumn), the rows flow into two columns,
// the first half of the lines on the left: a phone held sideways.
type RowsLayout struct {
	TwoColumns bool
	// Left is the number of rows in the left column of two; 0 puts the first half of the lines
	// there. A screen sets it to keep rows that belong together (the number pad's two) in one.
	Left int
	// Tall is a row that takes one share more than its lines where every share is still a finger
	// high (the Coiffeur's points row, its buttons then on two lines); nil for none.
	Tall fyne.CanvasObject
}

// minPanelColumn is the least width of a column of the entry panel: the number pad's six keys a
// finger wide, with the padding between them.
func minPanelColumn() float32 { return 6*MinTouch + 5*theme.Padding() }

// NewRows stacks rows of equal height.
func NewRows(rows ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: RowsLayout{}, Objects: rows}
}

// NewPanelRows is NewRows for a game screen's entry panel, in two columns where it is too low
// for one.
func NewPanelRows(rows ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: RowsLayout{TwoColumns: true}, Objects: rows}
}

// NewPanelRowsSplit is NewPanelRows with the first left rows in the left column of two.
func NewPanelRowsSplit(left int, rows ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: RowsLayout{TwoColumns: true, Left: left}, Objects: rows}
}

func (l RowsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) == 0 {
		return
	}
	if k, ok := l.split(objs, size); ok {
		w := (size.Width - PanelRowGap) / 2
		stackRows(objs[:k], l.Tall, 0, fyne.NewSize(w, size.Height))
		stackRows(objs[k:], l.Tall, size.Width-w, fyne.NewSize(w, size.Height))
		return
	}
	stackRows(objs, l.Tall, 0, size)
}

// split is where the rows flow into the second column at size, and whether they do.
func (l RowsLayout) split(objs []fyne.CanvasObject, size fyne.Size) (int, bool) {
	if !l.TwoColumns || len(objs) < 2 || size.Height >= linesNeed(panelLines(objs, size.Width)) {
		return 0, false
	}
	if !PanelColumnsFit(size.Width) {
		return 0, false
	}
	if l.Left > 0 && l.Left < len(objs) {
		return l.Left, true
	}
	w := (size.Width - PanelRowGap) / 2
	half, lines := (panelLines(objs, w)+1)/2, 0
	for k, o := range objs {
		if lines >= half {
			return k, true
		}
		lines += rowLines(o, w)
	}
	return len(objs) - 1, true
}

// linesNeed is the height of n lines of the panel a finger high.
func linesNeed(n int) float32 {
	return float32(n)*MinTouch + float32(max(n-1, 0))*PanelRowGap
}

// stackRows lays rows out one under the other at x in a column of size, in equal shares of its
// height; a row of slots that goes on two lines at this width (NewSplitSlots) takes two shares,
// and row tall (if among them) one more where every share is still a finger high.
func stackRows(objs []fyne.CanvasObject, tall fyne.CanvasObject, x float32, size fyne.Size) {
	pad := float32(PanelRowGap)
	shares := panelLines(objs, size.Width)
	grow := tall != nil && slices.Contains(objs, tall) && (size.Height-pad*float32(shares))/float32(shares+1) >= MinTouch
	if grow {
		shares++
	}
	h := (size.Height - pad*float32(shares-1)) / float32(shares)
	y := float32(0)
	for _, o := range objs {
		lines := float32(rowLines(o, size.Width))
		if grow && o == tall {
			lines++
		}
		oh := lines*h + (lines-1)*pad
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(size.Width, oh))
		y += oh + pad
	}
}

// NewRowsAbove puts a panel of rows (NewRows) at the top, each line of it a finger high at the
// width it gets, a split row two lines, and rest below it in the height left. A container's
// MinSize cannot know the width, so the rows of a split panel in a Border's top got one line's
// height for two (a phone's card picker of 24 px high buttons).
func NewRowsAbove(rows *fyne.Container, rest fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: rowsAboveLayout{}, Objects: []fyne.CanvasObject{rows, rest}}
}

type rowsAboveLayout struct{}

func (rowsAboveLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	rows, rest := objs[0].(*fyne.Container), objs[1]
	// A finger for each line of the panel at this width.
	lines := panelLines(rows.Objects, size.Width)
	h := min(float32(lines)*MinTouch+float32(max(lines-1, 0))*PanelRowGap, size.Height)
	rows.Move(fyne.NewPos(0, 0))
	rows.Resize(fyne.NewSize(size.Width, h))
	gap := theme.Padding()
	rest.Move(fyne.NewPos(0, h+gap))
	rest.Resize(fyne.NewSize(size.Width, max(0, size.Height-h-gap)))
}

func (rowsAboveLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	rows, rest := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(max(rows.Width, rest.Width), rows.Height+theme.Padding()+rest.Height)
}

// panelLines is the number of lines a panel's rows take at width: a split row two.
func panelLines(rows []fyne.CanvasObject, width float32) int {
	n := 0
	for _, o := range rows {
		n += rowLines(o, width)
	}
	return n
}

// rowLines is the number of lines row o takes at width.
func rowLines(o fyne.CanvasObject, width float32) int {
	if c, ok := o.(*fyne.Container); ok {
		switch l := c.Layout.(type) {
		case SlotsLayout:
			return l.lines(len(c.Objects), width)
		case tallOnPhoneLayout:
			if Narrow(width) {
				return 2
			}
		}
	}
	return 1
}

// NewTallOnPhone is a row of NewRows that takes two rows' height in a phone's width (Narrow):
// for a line of text that a phone would otherwise draw in small letters to fit one row, such
// as a status that names what was done and what comes next.
func NewTallOnPhone(o fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: tallOnPhoneLayout{}, Objects: []fyne.CanvasObject{o}}
}

// tallOnPhoneLayout gives its one object the whole row.
type tallOnPhoneLayout struct{}

func (tallOnPhoneLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (tallOnPhoneLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

func (RowsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(MinTouch, linesNeed(len(objs)))
}

// SlotsLayout divides a row's width into slots by weight, whatever the slots hold and whether
// they are shown: a button keeps its place when its neighbour's label grows or is hidden. Where
// the weights would leave a slot narrower than a finger (a phone), the slots share alike; with
// Split set, where even that leaves them narrower, they go on two lines — or narrower than a
// SlotButton needs for an icon and the label Fit on one line, when Fit is set (a card's suit and
// "10", which otherwise broke into "1" over "0" in a window about 500 px wide), or narrower than
// FitWidth, when that is set.
type SlotsLayout struct {
	Weights  []float32
	Split    bool
	Fit      string
	FitWidth float32
}

// NewSlots lays out objects side by side in slots of equal width.
func NewSlots(objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: SlotsLayout{}, Objects: objs}
}

// NewWeightedSlots lays out objects side by side, object i getting weights[i] shares of the width.
func NewWeightedSlots(weights []float32, objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: SlotsLayout{Weights: weights}, Objects: objs}
}

// NewSplitSlots is NewWeightedSlots (weights may be nil) for a long row, such as the nine cards
// of a suit: where one line would leave a slot narrower than a finger, the slots go on two lines,
// the first holding the larger half, and a panel of NewRows gives the row two rows' height.
func NewSplitSlots(weights []float32, objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: SlotsLayout{Weights: weights, Split: true}, Objects: objs}
}

// NewFittedSlots is NewSplitSlots for buttons with an icon, of equal weight, that go on two lines
// also where one line would leave a slot too narrow for the icon and the label fit.
func NewFittedSlots(fit string, objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: SlotsLayout{Split: true, Fit: fit}, Objects: objs}
}

// NewWideSlots is NewSplitSlots, of equal weight, that go on two lines also where one line would
// leave a slot narrower than width: for controls that need their width to show their words
// (a select and its choice).
func NewWideSlots(width float32, objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: SlotsLayout{Split: true, FitWidth: width}, Objects: objs}
}

func (l SlotsLayout) weight(i int) float32 {
	if i < len(l.Weights) {
		return l.Weights[i]
	}
	return 1
}

// narrowest is the width of the narrowest of n slots laid out in width under the weights.
func (l SlotsLayout) narrowest(n int, width float32) float32 {
	var total, least float32
	for i := range n {
		w := l.weight(i)
		total += w
		if i == 0 || w < least {
			least = w
		}
	}
	return (width - theme.Padding()*float32(n-1)) * least / total
}

// lines is the number of lines n slots take at width: two where a split row's slots would be
// narrower than a finger on one; with FitWidth set, one a slot where even two lines leave them
// narrower than that.
func (l SlotsLayout) lines(n int, width float32) int {
	least := float32(MinTouch)
	if l.Fit != "" {
		least = max(least, iconLabelWidth(l.Fit))
	}
	least = max(least, l.FitWidth)
	fits := func(k int) bool { return (width-theme.Padding()*float32(k-1))/float32(k) >= least }
	switch {
	case !l.Split || n < 2 || fits(n):
		return 1
	case l.FitWidth > 0 && n > 2 && !fits((n+1)/2):
		return n
	}
	return 2
}

// iconLabelWidth is the narrowest slot in which a SlotButton shows an icon and text on one line
// in the usual letters (its renderer's Layout: the icon beside the padding, the label's inner
// padding reaching over the slot's edge).
func iconLabelWidth(text string) float32 {
	return theme.IconInlineSize() + fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{Bold: true}).Width + 3*theme.Padding() + slotTextSlack
}

// Layout lays out the slots, and makes the row's slot buttons draw their labels in the same
// letters (evenLetters): their letters are settled from the sizes the slots will have before
// any button is laid out, so that none is drawn in one size and then again in another.
func (l SlotsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	row := objs
	for _, o := range objs {
		if b, ok := o.(*SlotButton); ok {
			if b.shared {
				row = b.row
			} else {
				b.row = objs
			}
		}
	}
	slots := make([]slot, len(objs))
	l.place(slots, size, 0, 0)
	for i, o := range objs {
		if b, ok := o.(*SlotButton); ok {
			b.fits = b.fitsIn(slots[i].size)
		}
	}
	evenLetters(row, nil, func(b *SlotButton) bool {
		// A button whose size does not change is not laid out by its Resize: draw it anew.
		i := slices.Index(objs, fyne.CanvasObject(b))
		return i < 0 || b.Size() == slots[i].size
	})
	for i, o := range objs {
		o.Move(slots[i].pos)
		o.Resize(slots[i].size)
	}
}

// slot is where a row puts one of its objects.
type slot struct {
	pos  fyne.Position
	size fyne.Size
}

// ShareLetters makes the slot buttons of rows of slots (NewSlots and its kin) draw their labels
// in the same letters, as those of one row do: for rows that together offer one choice, such
// as the contracts over two rows.
func ShareLetters(rows ...*fyne.Container) {
	var all []fyne.CanvasObject
	for _, r := range rows {
		all = append(all, r.Objects...)
	}
	for _, o := range all {
		if b, ok := o.(*SlotButton); ok {
			b.row, b.shared = all, true
		}
	}
}

// evenLetters draws the labels of a row's slot buttons in letters of one size: the largest in
// which every label shown fits its slot (a row of "Spades" beside "Diamonds" in smaller letters
// looked broken, and all of them in the smallest ones were hard to read). A button whose size
// changes is drawn again when redraw says so (nil: all but self, which is being laid out).
func evenLetters(row []fyne.CanvasObject, self *SlotButton, redraw func(*SlotButton) bool) {
	short := false // a button of the row needs its short label: all that have one take theirs
	for _, o := range row {
		if b, ok := o.(*SlotButton); ok && b.Visible() && b.needsShort(b.fits) {
			short = true
		}
	}
	fit := allLetters
	for _, o := range row {
		if b, ok := o.(*SlotButton); ok && b.Visible() && b.fits.text != 0 { // 0: not laid out yet
			fit &= b.fits.of(short && b.hasShort())
		}
	}
	step := smallestLetters
	if fit != 0 {
		step = bits.TrailingZeros8(fit)
	}
	for _, o := range row {
		b, ok := o.(*SlotButton)
		if !ok {
			continue
		}
		if s := short && b.hasShort(); b.rowStep != step || b.short != s {
			b.rowStep, b.short = step, s
			if b != self && (redraw == nil || redraw(b)) {
				b.Refresh()
			}
		}
	}
}

// place writes into slots where each of len(slots) objects goes in a row of size whose top left
// corner is at x, y.
func (l SlotsLayout) place(slots []slot, size fyne.Size, x, y float32) {
	n := len(slots)
	if n == 0 {
		return
	}
	if lines := l.lines(n, size.Width); lines > 2 {
		// One slot a line.
		h := (size.Height - PanelRowGap*float32(lines-1)) / float32(lines)
		for i := range slots {
			slots[i] = slot{fyne.NewPos(x, y+float32(i)*(h+PanelRowGap)), fyne.NewSize(size.Width, h)}
		}
		return
	} else if lines == 2 {
		first := (n + 1) / 2
		h := (size.Height - PanelRowGap) / 2
		top, bottom := SlotsLayout{}, SlotsLayout{}
		if len(l.Weights) > 0 {
			top.Weights, bottom.Weights = l.Weights[:min(first, len(l.Weights))], l.Weights[min(first, len(l.Weights)):]
		}
		top.place(slots[:first], fyne.NewSize(size.Width, h), x, y)
		bottom.place(slots[first:], fyne.NewSize(size.Width, h), x, y+h+PanelRowGap)
		return
	}
	weighted := l.narrowest(n, size.Width) >= MinTouch
	var total float32
	for i := range n {
		if weighted {
			total += l.weight(i)
		} else {
			total++
		}
	}
	pad := theme.Padding()
	free := size.Width - pad*float32(n-1)
	for i := range slots {
		share := float32(1)
		if weighted {
			share = l.weight(i)
		}
		w := free * share / total
		slots[i] = slot{fyne.NewPos(x, y), fyne.NewSize(w, size.Height)}
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
	// Short is a shorter label for a slot too narrow for Text, which would be cut or broken
	// there: a suit's multiplier ("×2") beside the suit's sign, which names the suit. A row
	// takes the short labels of all its buttons that have one as soon as one of them needs its
	// own, so that the suits of a row read alike. A long press still shows Text.
	Short string
	// SignOnly makes the button's icon its short label (Short empty): a suit's sign alone, for a
	// button whose word only names the suit (a Differenzler trump in a narrow slot), where the
	// word has no room even in the smallest letters, rather than the word cut or broken.
	SignOnly bool
	short    bool // the button shows Short now (evenLetters)

	// row is the row of slots the button is in (SlotsLayout), or the rows it shares its letters
	// with (shared, ShareLetters), whose buttons draw their labels in letters of one size;
	// fits: the steps of slotLetters its label fits its slot in, a bit each (allLetters where it
	// shows none); rowStep: the step the row draws its labels in (evenLetters).
	row     []fyne.CanvasObject
	shared  bool
	fits    slotFits
	rowStep int
	// measured and measuredShort are Text and Short measured in the text's letters (measure);
	// fitsThere is fitsIn's last answer, for fitsFor.
	measured, measuredShort measuredText
	fitsFor                 fitsKey
	fitsThere               slotFits
}

// slotFits is how a slot button's labels fit its slot: the steps of slotLetters in which Text
// and Short fit, a bit each (zero: not laid out yet), and whether Text is cut short or broken in
// even the smallest letters.
type slotFits struct {
	text, short uint8
	cut         bool
}

// needsShort reports whether a button whose labels fit as fits takes its short label: where
// Text is cut even in the smallest letters.
func (b *SlotButton) needsShort(fits slotFits) bool { return b.hasShort() && fits.cut }

// hasShort reports whether the button has a short label to take (Short, or its sign alone).
func (b *SlotButton) hasShort() bool { return b.Short != "" || (b.SignOnly && b.Icon != nil) }

// label is the text the button shows now: Text, or Short where its row needs it.
func (b *SlotButton) label() string {
	if b.short {
		return b.Short
	}
	return b.Text
}

// WidestText is the label of buttons that is widest in the usual letters: the one a row of
// fitted slots (NewFittedSlots) must hold beside its icon.
func WidestText(buttons ...*SlotButton) string {
	widest, width := "", float32(-1)
	for _, b := range buttons {
		if w := b.textWidth(); w > width {
			widest, width = b.Text, w
		}
	}
	return widest
}

// The sizes of a slot button's letters, largest first: the theme's text, two steps between, the
// theme's caption. A theme without the steps between (Fyne's own, in tests) goes from text to
// caption.
const (
	SizeNameSlotText1 fyne.ThemeSizeName = "jasstafel-slot-text-1"
	SizeNameSlotText2 fyne.ThemeSizeName = "jasstafel-slot-text-2"
)

var slotLetters = [letterSteps]fyne.ThemeSizeName{theme.SizeNameText, SizeNameSlotText1, SizeNameSlotText2, theme.SizeNameCaptionText}

const (
	letterSteps = 4 // the sizes of slotLetters
	// smallestLetters is the step of slotLetters with the smallest letters.
	smallestLetters = letterSteps - 1
	// allLetters has a bit for each step of slotLetters.
	allLetters = uint8(1)<<letterSteps - 1
)

// slotTextSlack is the room a slot button's label keeps beyond its measured width on one line.
const slotTextSlack = 1

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

// Hide hides the button; its row's letters no longer need to fit its label.
func (b *SlotButton) Hide() {
	b.DisableableWidget.Hide()
	b.letters(slotFits{text: allLetters, short: allLetters})
}

// letters notes how the labels fit the button's slot, and evens the row's letters when that
// changes.
func (b *SlotButton) letters(fits slotFits) {
	if fits == b.fits {
		return
	}
	b.fits = fits
	if b.row != nil {
		evenLetters(b.row, b, nil)
	} else {
		b.short = b.needsShort(fits)
		b.rowStep = bits.TrailingZeros8(fits.of(b.short))
	}
}

// of is the steps in which the label shown fits: Short's where short.
func (f slotFits) of(short bool) uint8 {
	if short {
		return f.short
	}
	return f.text
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
	r.Refresh()
	return r
}

type slotButtonRenderer struct {
	b     *SlotButton
	bg    *canvas.Rectangle
	icon  *widget.Icon
	label *widget.RichText
	drawn slotLook
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
	r.b.letters(r.b.fitsIn(size))
	if seg := r.label.Segments[0].(*widget.TextSegment); seg.Text != r.b.label() {
		// The row took its short labels, or gave them back.
		seg.Text = r.b.label()
		r.drawn.text = seg.Text
		r.label.Refresh()
	}
	p, _ := r.b.plan(size, r.b.rowStep)
	r.align(p.withIcon)
	if p.withIcon {
		iconSize := theme.IconInlineSize()
		r.icon.Show()
		r.icon.Move(fyne.NewPos(p.iconX, (size.Height-iconSize)/2))
		r.icon.Resize(fyne.NewSquareSize(iconSize))
	} else {
		r.icon.Hide()
	}
	seg := r.label.Segments[0].(*widget.TextSegment)
	if r.label.Wrapping != p.wrap || seg.Style.SizeName != p.sizeName || r.label.Truncation != p.trunc {
		// Fyne's rich text fails on a height below one line of its style: grow the label to
		// hold both the old style and the new before the change.
		r.label.Resize(fyne.NewSize(p.lw, max(p.labelH, r.label.Size().Height)))
		r.label.Wrapping = p.wrap
		r.label.Truncation = p.trunc
		seg.Style.SizeName = p.sizeName
		r.label.Refresh()
	}
	r.label.Move(fyne.NewPos(p.lx, (size.Height-p.labelH)/2))
	r.label.Resize(fyne.NewSize(p.lw, p.labelH))
}

// fitsIn is the steps of slotLetters in which the label fits a slot of size, a bit each (all of
// them for a hidden button or one without a label): where it fits one line in a step's letters
// it fits one in every smaller step; where it needs two lines of the usual letters, the smaller
// ones are tried again on one line.
func (b *SlotButton) fitsIn(size fyne.Size) slotFits {
	if !b.Visible() || b.Text == "" {
		return slotFits{text: allLetters, short: allLetters} // it asks nothing of its row's letters
	}
	// The row asks before it lays the button out, the button again when laid out: once each.
	key := fitsKey{size, b.Text, b.Short, theme.TextSize(), b.Icon != nil}
	if b.fitsFor == key {
		return b.fitsThere
	}
	shown := b.short
	f := slotFits{short: allLetters}
	b.short = false
	f.text, f.cut = b.findFits(size)
	if b.hasShort() {
		b.short = true
		f.short, _ = b.findFits(size)
	}
	b.short = shown
	b.fitsFor, b.fitsThere = key, f
	return f
}

// fitsKey is what fitsIn's answer depends on.
type fitsKey struct {
	size        fyne.Size
	text, short string
	textSize    float32
	icon        bool
}

// findFits is fitsIn's answer for the label shown, found by planning it in each step's letters,
// and whether even the smallest letters cut it.
func (b *SlotButton) findFits(size fyne.Size) (fits uint8, cut bool) {
	for from := 0; from < len(slotLetters); {
		p, step := b.plan(size, from)
		if p.trunc != fyne.TextTruncateOff {
			return fits | 1<<smallestLetters, true // cut short: only the smallest letters, which it needs anyway
		}
		if p.wrap == fyne.TextWrapOff {
			return fits | allLetters&^(uint8(1)<<step-1), false
		}
		fits |= 1 << step
		from = step + 1
	}
	return fits | 1<<smallestLetters, false
}

// labelPlan is where a slot button's icon and label go in its slot, and how the label is drawn.
type labelPlan struct {
	withIcon       bool
	iconX          float32
	lx, lw, labelH float32
	wrap           fyne.TextWrap
	sizeName       fyne.ThemeSizeName
	trunc          fyne.TextTruncation
}

// plan places the icon and the label in a slot of size: the label in the usual letters on one
// line where it fits, else in the first way of slotTries that holds it — trying the letters of
// step from of slotLetters on (the row's letters). It returns the step it took.
func (b *SlotButton) plan(size fyne.Size, from int) (labelPlan, int) {
	iconSize := theme.IconInlineSize()
	pad := theme.Padding()
	x := pad
	// The label's own MinSize is small because it truncates: measure the whole text to centre
	// icon and text together while they fit.
	text := b.textWidth() + 2*theme.InnerPadding()
	p := labelPlan{
		wrap:     fyne.TextWrapOff,
		sizeName: theme.SizeNameText,
		// Fyne cuts a label by shaping it again, with a new shaper, at every refresh: the cut
		// is asked for only where the whole label does not fit.
		trunc:  fyne.TextTruncateOff,
		labelH: b.measured.line + 2*theme.InnerPadding(), // one line of the usual letters
	}
	if b.label() == "" {
		text = -pad
	}
	p.withIcon = b.Icon != nil && !(b.IconOptional && b.label() != "" && iconSize+text+3*pad > size.Width)
	if p.withIcon {
		x = max(pad, (size.Width-iconSize-pad-text)/2)
		p.iconX = x
		x += iconSize
	}
	w := max(0, size.Width-x-pad)
	// The label's own inner padding may reach over the slot's edges, leaving the text the slot's
	// padding (and as much beside the icon): a short label in a narrow slot (a phone's "+100")
	// stays on one line.
	leftIn := theme.InnerPadding()
	if p.withIcon {
		leftIn -= pad
	}
	p.lx, p.lw = x, w
	insetX, insetW := x-leftIn, w+leftIn+theme.InnerPadding()
	avail := insetW - 2*theme.InnerPadding()
	if b.label() == "" {
		return p, 0
	}
	// A unit to spare: the label measures its line again with the pixels rounded, and cut a
	// text that fitted here to the hundredth ("Carreau ×1" on a phone).
	if from == 0 && text-2*theme.InnerPadding()+slotTextSlack <= avail {
		p.lx, p.lw = insetX, insetW
		return p, 0
	}
	// A label too long for its line takes the first of slotTries that holds it: one line in
	// slightly smaller letters before two lines of the usual ones ("Claudia ♠8" over two lines
	// beside "Beat ♠7" on one looked broken), and is cut only where none does.
	p.trunc = fyne.TextTruncateEllipsis
	bold := fyne.TextStyle{Bold: true}
	for _, try := range slotTries {
		n := slotLetters[try.step]
		ts := theme.Size(n)
		if try.step < from || ts <= 0 { // below the row's letters, or a step the theme lacks
			continue
		}
		width, line := b.measure(try.step)
		if try.lines == 1 {
			if try.step > 0 && width+slotTextSlack <= avail {
				p.wrap, p.sizeName, p.labelH = fyne.TextWrapOff, n, line+2*theme.InnerPadding()
				p.lx, p.lw = insetX, insetW
				p.trunc = fyne.TextTruncateOff
				return p, try.step
			}
			continue
		}
		// The label's inner padding may overlap the slot's edges: the lines themselves must
		// fit. Word wrapping leaves part of each line empty: ask for some room to spare, and
		// never break a word.
		k := float32(try.lines)
		if k*line+2 > size.Height {
			continue
		}
		p.wrap, p.sizeName, p.labelH = fyne.TextWrapWord, n, k*line+2*theme.InnerPadding()+1
		p.lx, p.lw = insetX, insetW
		if width <= 0.9*k*avail && wordsFit(b.label(), ts, bold, avail) {
			p.trunc = fyne.TextTruncateOff
			return p, try.step
		}
	}
	return p, smallestLetters
}

// slotTries are the ways a slot button's label is tried, in order, when it does not fit on one
// line of the usual letters: a step of slotLetters and a number of lines. Three lines of the
// usual letters hold a long status in a slot two rows high (NewTallOnPhone), three of the
// smallest letters a long verdict on a phone where the slot is tall enough; the last way
// tried that the slot's height allows is the one cut short.
var slotTries = []struct{ step, lines int }{
	{1, 1}, {0, 2}, {0, 3}, {2, 1}, {smallestLetters, 1}, {smallestLetters, 2}, {smallestLetters, 3},
}

// wordsFit reports whether every word of text fits on a line of width w.
func wordsFit(text string, size float32, style fyne.TextStyle, w float32) bool {
	for _, word := range strings.Fields(text) {
		if fyne.MeasureText(word, size, style).Width > w {
			return false
		}
	}
	return true
}

// textWidth is the width of the whole label in the text's letters.
func (b *SlotButton) textWidth() float32 {
	w, _ := b.measure(0)
	return w
}

// measure is the width of the label and the height of a line in the letters of step of
// slotLetters. The label is shaped once, in the text's letters, and again only when the text or
// the theme's text size changes: a layout pass plans every button, and shaping is most of what
// that costs. Shaped text scales with its size (go-text does not hint), so the smaller steps
// are the text's measure scaled, to within a hundredth of a pixel a letter.
func (b *SlotButton) measure(step int) (width, line float32) {
	size := theme.TextSize()
	m, text := &b.measured, b.label()
	if b.short {
		m = &b.measuredShort
	}
	if m.text != text || m.size != size || !m.ok {
		bold := fyne.TextStyle{Bold: true}
		w := fyne.MeasureText(text, size, bold).Width
		line := fyne.MeasureText("Ag", size, bold).Height
		*m = measuredText{text: text, size: size, width: w, line: line, ok: true}
	}
	k := theme.Size(slotLetters[step]) / size
	return m.width * k, m.line * k
}

// measuredText is a label's text with its width and the height of a line in the theme's text
// size size.
type measuredText struct {
	text              string
	size, width, line float32
	ok                bool
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
	drawn := slotLook{text: r.b.label(), fg: [4]uint32{cr, cg, cb, ca}, size: th.Size(theme.SizeNameText), icon: r.b.Icon}
	// An icon of a type that cannot be compared is drawn anew every time.
	comparable := r.b.Icon == nil || reflect.TypeOf(r.b.Icon).Comparable()
	if !comparable || drawn != r.drawn {
		seg := r.label.Segments[0].(*widget.TextSegment)
		seg.Text = r.b.label()
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

// SetText changes a label's text only when it differs, so that the lines a tap leaves alone are
// not shaped and drawn again (in the browser, text is shaped in wasm on the page's one thread).
func SetText(l *widget.Label, text string) { SetLabel(l, text, l.Importance) }

// SetLabel gives a label text and importance, and draws it again only when one of them changed.
func SetLabel(l *widget.Label, text string, importance widget.Importance) {
	if l.Text == text && l.Importance == importance {
		return
	}
	l.Text, l.Importance = text, importance
	l.Refresh()
}

// RowLineGap is the space between the two lines of a game in the list, which belong together.
const RowLineGap = 2

// PhoneWidth is the width below which a window is laid out for a phone held upright (a phone's
// browser gives the page 360 to 430 px): the header and the number pads take their compact form.
const PhoneWidth = 600

// Narrow reports whether a window of that width is a phone's.
func Narrow(width float32) bool { return width < PhoneWidth }

// LowHeight is the height below which a window is a phone held sideways (a phone's browser gives
// the page 360 to 430 px of height): a dialog takes all of it, its lines side by side.
const LowHeight = 500

// Low reports whether a window of that height is a phone's held sideways.
func Low(height float32) bool { return height < LowHeight }
