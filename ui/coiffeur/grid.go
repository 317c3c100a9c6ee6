package coiffeur

import (
	"image"
	"image/color"
	"math"
	"slices"
	"strconv"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/board"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// The Coiffeur grid's proportions, in shares of a line's height unless said otherwise.
const (
	gridFrame       = 8    // the wooden frame around the slate
	gridHeadLine    = 0.7  // the header and the footer lines are this share of a row's height
	gridFootLines   = 3    // totals, what is still possible, difference and deals left
	gridLabelShare  = 0.26 // the row names take this share of the slate's width
	gridLabelMin    = 88   // and never less than this: beside a panel in two columns, four columns a finger wide
	gridValueSize   = 0.6  // the written value
	gridPointsSize  = 0.32 // the card points and the marks above it
	gridLabelSize   = 0.40 // row names, column names and footers
	gridLabelShrink = 0.7  // a long row name is lettered down to this share of the size before it is cut
	gridSignGrowth  = 1.4  // a Joker cell's lone suit sign, against the row names' size
	gridMostShrink  = 0.5  // the dim word before what a column can still write may shrink further
	gridShrinkStep  = 0.95 // a text too wide is tried again this much smaller
	gridLineWidth   = 1.5
	gridIconShare   = 0.62 // a row's suit sign, of the row's height
	gridMinRowH     = 20   // below this a row is not drawn readably: MinSize asks for it
	gridCellInset   = 2    // the highlight of a cell stays inside its lines
	gridOpenMark    = "·"
	gridNoCatchUp   = "✗"
	gridMatchMark   = "M"
	gridKonterMark  = "KM"
	gridFootPadding = 4
)

// GridWidget draws a Coiffeur sheet (board.CoiffeurGrid) on the slate: a row per
// contract with its sign and multiplier, a column per side, each written cell with its value
// and, small above it, the card points and a Match or Kontermatsch mark. Open cells show a dot;
// the open cells of the column on turn are lit, the cell being written more so. Under the grid:
// the totals, what each column can still write (and a cross for a column that can no longer
// catch up), the difference and the deals left. Tapping a cell calls OnCellTapped.
type GridWidget struct {
	widget.BaseWidget
	view GridView
	// OnCellTapped is called with the row and column of a tapped cell.
	OnCellTapped func(row, col int)
}

// GridView is everything the grid draws: the sheet and what the screen adds to it.
type GridView struct {
	Grid      board.CoiffeurGrid
	RowLabels []string        // the rows' names in the players' language
	RowIcons  []fyne.Resource // a suit sign per row, or nil
	// ContractText writes the contract a cell was played in, in a row that leaves the choice
	// (board.CoiffeurRow.Choice).
	ContractText func(id string) string
	Outlook      []tally.CoiffeurOutlook // per column
	Turn         int                     // the column on turn, -1 when none
	SelRow       int                     // the cell being written, -1 when none
	SelCol       int
	Footer       string // difference and deals left
	MostLabel    string // the word before what a column can still write
}

// NewGridWidget returns an empty grid.
func NewGridWidget() *GridWidget {
	w := &GridWidget{view: GridView{Turn: -1, SelRow: -1, SelCol: -1}}
	w.ExtendBaseWidget(w)
	return w
}

// SetView shows a sheet.
func (w *GridWidget) SetView(v GridView) {
	w.view = v
	w.Refresh()
}

// gridGeometry is where the lines of a grid of the given size lie.
type gridGeometry struct {
	x0, y0, labelW, colW, rowH, headH float32
	rows, cols                        int
}

func (w *GridWidget) geometry(size fyne.Size) gridGeometry {
	rows, cols := len(w.view.Grid.Rows), max(1, len(w.view.Grid.Columns))
	sw, sh := size.Width-2*gridFrame, size.Height-2*gridFrame
	lines := float32(rows) + gridHeadLine*(1+gridFootLines)
	g := gridGeometry{x0: gridFrame, y0: gridFrame, rows: rows, cols: cols}
	g.rowH = sh / lines
	g.headH = g.rowH * gridHeadLine
	g.labelW = max(gridLabelMin, sw*gridLabelShare)
	g.colW = (sw - g.labelW) / float32(cols)
	return g
}

// cellAt is the cell under a point, ok false outside the cells.
func (g gridGeometry) cellAt(p fyne.Position) (row, col int, ok bool) {
	x, y := p.X-g.x0-g.labelW, p.Y-g.y0-g.headH
	if x < 0 || y < 0 || g.colW <= 0 || g.rowH <= 0 {
		return 0, 0, false
	}
	row, col = int(y/g.rowH), int(x/g.colW)
	return row, col, row < g.rows && col < g.cols
}

// Tapped finds the cell under the finger.
func (w *GridWidget) Tapped(e *fyne.PointEvent) {
	if row, col, ok := w.geometry(w.Size()).cellAt(e.Position); ok && w.OnCellTapped != nil {
		w.OnCellTapped(row, col)
	}
}

// MinSize keeps every row at least gridMinRowH high.
func (w *GridWidget) MinSize() fyne.Size {
	rows := float32(max(1, len(w.view.Grid.Rows)))
	h := (rows+gridHeadLine*(1+gridFootLines))*gridMinRowH + 2*gridFrame
	return fyne.NewSize(gridLabelMin+float32(max(1, len(w.view.Grid.Columns)))*kit.MinTouch+2*gridFrame, h)
}

// CreateRenderer implements fyne.Widget.
func (w *GridWidget) CreateRenderer() fyne.WidgetRenderer {
	// The slate is the window's background (the theme's colour); the frame is four plain wooden
	// strips around it. No stroke, no rounded corners and no rectangle filling the sheet: a
	// software renderer fills every pixel of such shapes once more.
	r := &coiffeurGridRenderer{w: w, letters: map[chalkKey]*image.NRGBA{}, fits: map[chalkFit]string{}, widths: map[chalkFit]float32{}}
	for i := range r.frame {
		r.frame[i] = canvas.NewRectangle(kit.ColWood)
	}
	return r
}

// coiffeurGridRenderer draws from pools of rectangles, lines, images and texts, so that a
// redraw allocates nothing once the pools are warm.
type coiffeurGridRenderer struct {
	w       *GridWidget
	frame   [4]*canvas.Rectangle // top, bottom, left, right
	rects   []*canvas.Rectangle
	lines   []*canvas.Line
	images  []*canvas.Image
	texts   []*canvas.Image           // pooled lines of lettering
	shown   []gridText                // what the lettering of the last layout says, and where
	letters map[chalkKey]*image.NRGBA // lettering drawn before, kept for the next redraw
	fits    map[chalkFit]string
	widths  map[chalkFit]float32
	scale   float32
	nr, nl  int
	ni, nt  int
	objects []fyne.CanvasObject
	size    fyne.Size
}

func (r *coiffeurGridRenderer) Destroy()                     {}
func (r *coiffeurGridRenderer) MinSize() fyne.Size           { return r.w.MinSize() }
func (r *coiffeurGridRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *coiffeurGridRenderer) Refresh() {
	r.Layout(r.w.Size())
	canvas.Refresh(r.w)
}

func (r *coiffeurGridRenderer) rect(c color.Color, x, y, w, h float32) {
	if r.nr == len(r.rects) {
		r.rects = append(r.rects, canvas.NewRectangle(c))
	}
	o := r.rects[r.nr]
	r.nr++
	if o.FillColor != c {
		o.FillColor = c
		o.Refresh()
	}
	o.Move(fyne.NewPos(x, y))
	o.Resize(fyne.NewSize(w, h))
}

func (r *coiffeurGridRenderer) line(c color.Color, x1, y1, x2, y2 float32) {
	if r.nl == len(r.lines) {
		r.lines = append(r.lines, canvas.NewLine(c))
	}
	o := r.lines[r.nl]
	r.nl++
	o.StrokeColor, o.StrokeWidth = c, gridLineWidth
	o.Position1, o.Position2 = fyne.NewPos(x1, y1), fyne.NewPos(x2, y2)
}

func (r *coiffeurGridRenderer) image(res fyne.Resource, x, y, side float32) {
	if r.ni == len(r.images) {
		r.images = append(r.images, &canvas.Image{FillMode: canvas.ImageFillContain})
	}
	o := r.images[r.ni]
	r.ni++
	if o.Resource != res {
		o.Resource = res
		o.Refresh()
	}
	o.Move(fyne.NewPos(x, y))
	o.Resize(fyne.NewSquareSize(side))
}

// gridText is a line of lettering the grid drew, with its place: what a player reads there.
type gridText struct {
	text string
	pos  fyne.Position
	size fyne.Size
}

// chalkKey names a drawn line of lettering; chalkFit a text cut to a width.
type (
	chalkKey struct {
		text  string
		px    float32
		color color.NRGBA
	}
	chalkFit struct {
		text      string
		px, width float32
	}
)

// chalkCacheLimit is the most lines of lettering a grid keeps; a full sheet draws about 150.
const chalkCacheLimit = 2048

// text letters s in colour c, size units high per em, into the box (x, y, w, h), cut with an
// ellipsis to fit w. The letters are drawn once into an image at the screen's pixel size, with
// the board's fonts and their fallbacks (lettering.go), and kept: a redraw of the sheet shapes
// no text it drew before, which keeps a software-rendered redraw within a frame.
func (r *coiffeurGridRenderer) text(s string, c color.NRGBA, size float32, align fyne.TextAlign, x, y, w, h float32) {
	if s == "" || w <= 0 {
		return
	}
	px := float32(math.Round(float64(size * r.scale)))
	fit := chalkFit{s, px, float32(math.Floor(float64(w * r.scale)))}
	cut, ok := r.fits[fit]
	if !ok {
		cut = kit.CutLettering(s, px, fit.width)
		r.fits[fit] = cut
	}
	key := chalkKey{cut, px, c}
	img, ok := r.letters[key]
	if !ok {
		if len(r.letters) >= chalkCacheLimit {
			clear(r.letters)
			clear(r.fits)
			clear(r.widths)
		}
		img = kit.LetteringImage(cut, px, c, false)
		r.letters[key] = img
	}
	if r.nt == len(r.texts) {
		r.texts = append(r.texts, &canvas.Image{FillMode: canvas.ImageFillStretch, ScaleMode: canvas.ImageScaleFastest})
	}
	o := r.texts[r.nt]
	r.nt++
	iw, ih := float32(img.Bounds().Dx())/r.scale, float32(img.Bounds().Dy())/r.scale
	ox := x
	switch align {
	case fyne.TextAlignCenter:
		ox = x + (w-iw)/2
	case fyne.TextAlignTrailing:
		ox = x + w - iw
	}
	pos := fyne.NewPos(ox, y+(h-ih)/2)
	o.Move(pos)
	o.Resize(fyne.NewSize(iw, ih))
	if o.Image != img {
		o.Image = img
		o.Refresh()
	}
	r.shown = append(r.shown, gridText{text: cut, pos: pos, size: fyne.NewSize(iw, ih)})
}

// fitSize is the letter size at which text fits room: smaller than size when it must be, so
// that a long row name such as Undenufe or the word before what a column can still write stays
// whole, but never below the share least of size, where it is cut instead.
func (r *coiffeurGridRenderer) fitSize(text string, size, room, least float32) float32 {
	fit := size
	for fit > size*least && r.width(text, fit) > room {
		fit = max(size*least, fit*gridShrinkStep)
	}
	return fit
}

// width is how wide text is lettered at size, in Fyne units.
func (r *coiffeurGridRenderer) width(text string, size float32) float32 {
	px := float32(math.Round(float64(size * r.scale)))
	key := chalkFit{text: text, px: px, width: -1}
	if w, ok := r.widths[key]; ok {
		return w
	}
	w := kit.LetteringWidth(text, px) / r.scale
	r.widths[key] = w
	return w
}

// deviceScale is the number of device pixels per Fyne unit where the board is shown.
func (r *coiffeurGridRenderer) deviceScale() float32 { return kit.DeviceScale(r.w) }

func (r *coiffeurGridRenderer) Layout(size fyne.Size) {
	r.size = size
	r.nr, r.nl, r.ni, r.nt = 0, 0, 0, 0
	r.shown = r.shown[:0]
	r.scale = r.deviceScale()
	f := float32(gridFrame)
	for i, box := range [4][4]float32{{0, 0, size.Width, f}, {0, size.Height - f, size.Width, f}, {0, 0, f, size.Height}, {size.Width - f, 0, f, size.Height}} {
		r.frame[i].Move(fyne.NewPos(box[0], box[1]))
		r.frame[i].Resize(fyne.NewSize(box[2], box[3]))
	}
	w := r.w
	g := w.geometry(size)
	m := w.view.Grid
	if g.rows > 0 && g.rowH > 0 {
		r.draw(g, m)
	}
	r.collect()
}

func (r *coiffeurGridRenderer) draw(g gridGeometry, m board.CoiffeurGrid) {
	w := r.w
	right := g.x0 + g.labelW + float32(g.cols)*g.colW
	top := g.y0 + g.headH
	bottom := top + float32(g.rows)*g.rowH
	pad := float32(gridFootPadding)
	labelSize := g.rowH * gridLabelSize
	headSize := min(labelSize, g.headH*0.6)

	// The column on turn and the cell being written.
	if w.view.Turn >= 0 && w.view.Turn < g.cols {
		x := g.x0 + g.labelW + float32(w.view.Turn)*g.colW
		r.rect(kit.ColSlateLight, x, g.y0, g.colW, bottom-g.y0)
	}
	if w.view.SelRow >= 0 && w.view.SelRow < g.rows && w.view.SelCol >= 0 && w.view.SelCol < g.cols {
		x := g.x0 + g.labelW + float32(w.view.SelCol)*g.colW
		y := top + float32(w.view.SelRow)*g.rowH
		r.rect(color.NRGBA{R: kit.ColChalkYel.R, G: kit.ColChalkYel.G, B: kit.ColChalkYel.B, A: 0x60}, x+gridCellInset, y+gridCellInset, g.colW-2*gridCellInset, g.rowH-2*gridCellInset)
	}

	// Lines: under the header, between rows, above the totals; the columns.
	for i := 0; i <= g.rows; i++ {
		y := top + float32(i)*g.rowH
		r.line(kit.ColChalkDim, g.x0, y, right, y)
	}
	for c := 0; c <= g.cols; c++ {
		x := g.x0 + g.labelW + float32(c)*g.colW
		r.line(kit.ColChalkDim, x, g.y0, x, bottom+2*g.headH)
	}

	// Column names.
	for c := range g.cols {
		x := g.x0 + g.labelW + float32(c)*g.colW
		col := kit.ColChalk
		if c == w.view.Turn {
			col = kit.ColChalkYel
		}
		name := ""
		if c < len(m.Columns) {
			name = m.Columns[c]
		}
		r.text(name, col, headSize, fyne.TextAlignCenter, x+pad, g.y0, g.colW-2*pad, g.headH)
	}

	// Rows.
	valueSize := g.rowH * gridValueSize
	pointsSize := g.rowH * gridPointsSize
	for i, row := range m.Rows {
		y := top + float32(i)*g.rowH
		x := g.x0 + pad
		mult := "×" + strconv.Itoa(row.Multiplier)
		multW := r.width(mult, labelSize) + pad
		if i < len(w.view.RowIcons) && w.view.RowIcons[i] != nil {
			// A suit row shows its sign alone: the sign is the row's name in the chosen skin.
			side := g.rowH * gridIconShare
			r.image(w.view.RowIcons[i], x, y+(g.rowH-side)/2, side)
		} else {
			label := row.Name
			if i < len(w.view.RowLabels) {
				label = w.view.RowLabels[i]
			}
			room := g.x0 + g.labelW - x - multW - pad
			r.text(label, kit.ColChalk, r.fitSize(label, labelSize, room, gridLabelShrink), fyne.TextAlignLeading, x, y, room, g.rowH)
		}
		r.text(mult, kit.ColChalkBlue, labelSize, fyne.TextAlignTrailing, g.x0+g.labelW-multW-pad, y, multW, g.rowH)
		for c := range g.cols {
			cx := g.x0 + g.labelW + float32(c)*g.colW
			var cell *board.CoiffeurCellView
			if c < len(row.Cells) {
				cell = row.Cells[c]
			}
			if cell == nil {
				open := kit.ColChalkDim
				if c == w.view.Turn {
					open = kit.ColChalkYel
				}
				r.text(gridOpenMark, open, valueSize, fyne.TextAlignCenter, cx, y, g.colW, g.rowH)
				continue
			}
			// Points first, then the mark, then the contract: a narrow cell cuts from the end.
			small := strconv.Itoa(cell.Points)
			markCol := kit.ColChalkDim
			switch {
			case cell.Kontermatsch:
				small += " " + gridKonterMark
				markCol = kit.ColChalkRed
			case cell.Match:
				small += " " + gridMatchMark
				markCol = kit.ColChalkYel
			}
			value := strconv.Itoa(cell.Value)
			if row.Choice && w.view.ContractText != nil && cell.Contract != "" {
				// The contract, read from across the table: left of the value, as large as the
				// row names, and in words where they fit; where even its signs do not, small
				// after the points.
				room := min((g.colW-r.width(value, valueSize))/2, g.colW-r.width(small, pointsSize)-2*pad) - 2*pad
				if text, size, ok := r.cellContract(cell.Contract, w.view.ContractText, labelSize, room); ok {
					r.text(text, kit.ColChalk, size, fyne.TextAlignLeading, cx+pad, y, room, g.rowH*0.5)
				} else {
					small += " " + w.view.ContractText(cell.Contract)
				}
			}
			r.text(small, markCol, pointsSize, fyne.TextAlignTrailing, cx+pad, y, g.colW-2*pad, g.rowH*0.45)
			r.text(value, kit.ColChalk, valueSize, fyne.TextAlignCenter, cx, y+g.rowH*0.25, g.colW, g.rowH*0.75)
		}
	}

	// Totals, then what each column can still write.
	for c := range g.cols {
		cx := g.x0 + g.labelW + float32(c)*g.colW
		total := ""
		if c < len(m.Totals) {
			total = strconv.Itoa(m.Totals[c])
		}
		tc := kit.ColChalk
		open := c < len(m.Remaining) && m.Remaining[c] > 0
		beaten := open && c < len(w.view.Outlook) && w.view.Outlook[c].Beaten // a full sheet has a winner instead
		switch {
		case c == m.Winner:
			tc = kit.ColChalkYel
		case beaten:
			tc = kit.ColChalkRed
		}
		r.text(total, tc, min(valueSize, g.headH*0.75), fyne.TextAlignCenter, cx, bottom, g.colW, g.headH)
		if open && c < len(w.view.Outlook) {
			o := w.view.Outlook[c]
			most := "+" + strconv.Itoa(o.Most)
			if !o.Bounded {
				most += "+"
			}
			mc := kit.ColChalkDim
			if beaten {
				most, mc = gridNoCatchUp+" "+most, kit.ColChalkRed
			}
			r.text(most, mc, headSize, fyne.TextAlignCenter, cx+pad, bottom+g.headH, g.colW-2*pad, g.headH)
		}
	}
	if slices.ContainsFunc(m.Remaining, func(n int) bool { return n > 0 }) {
		room := g.labelW - 2*pad
		r.text(w.view.MostLabel, kit.ColChalkDim, r.fitSize(w.view.MostLabel, headSize, room, gridMostShrink), fyne.TextAlignLeading, g.x0+pad, bottom+g.headH, room, g.headH)
	}
	r.line(kit.ColChalk, g.x0, bottom+2*gridLineWidth, right, bottom+2*gridLineWidth)
	r.text(w.view.Footer, kit.ColChalk, headSize, fyne.TextAlignCenter, g.x0+pad, bottom+2*g.headH, right-g.x0-2*pad, g.headH)
}

// cellContract is how a cell names contract k in room, and at which size: a mode by its word
// (Obenabe) when it fits at no less than gridLabelShrink of size, otherwise as short writes it
// (its arrow; a suit's sign, a Trio's three signs); ok is false when neither fits.
func (r *coiffeurGridRenderer) cellContract(k string, short func(string) string, size, room float32) (text string, fit float32, ok bool) {
	var tries []string
	if _, mode := kit.ModeSigns[k]; mode {
		tries = append(tries, kit.ContractName(k))
	}
	for _, text := range append(tries, short(k)) {
		want := size
		if utf8.RuneCountInString(text) == 1 {
			want = size * gridSignGrowth // a lone suit sign is smaller than a letter
		}
		if fit := r.fitSize(text, want, room, gridLabelShrink*size/want); r.width(text, fit) <= room {
			return text, fit, true
		}
	}
	return "", 0, false
}

// collect lists the objects drawn this time, back to front.
func (r *coiffeurGridRenderer) collect() {
	r.objects = r.objects[:0]
	r.objects = append(r.objects, r.frame[0], r.frame[1], r.frame[2], r.frame[3])
	for _, o := range r.rects[:r.nr] {
		r.objects = append(r.objects, o)
	}
	for _, o := range r.lines[:r.nl] {
		r.objects = append(r.objects, o)
	}
	for _, o := range r.images[:r.ni] {
		r.objects = append(r.objects, o)
	}
	for _, o := range r.texts[:r.nt] {
		r.objects = append(r.objects, o)
	}
}

// pictureTwin is a second grid drawing the same sheet, without the highlights of the entry
// (the column on turn, the cell being written), for a picture to save.
func (w *GridWidget) PictureTwin() fyne.CanvasObject {
	v := w.view
	v.Turn, v.SelRow, v.SelCol = -1, -1, -1
	t := NewGridWidget()
	t.SetView(v)
	return t
}
