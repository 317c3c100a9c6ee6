package differenzler

import (
	"fmt"
	"image"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/board"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// The Differenzler sheet's proportions, in Fyne units or as shares of the slate.
const (
	// sheetLabelShare is the width of the left column (deal number, trump, dealer); the
	// players share the rest equally.
	sheetLabelShare = 0.17
	// sheetNumberShare and sheetSuitShare divide the left column: the deal's number, its
	// trump, then the dealer's name.
	sheetNumberShare, sheetSuitShare = 0.24, 0.18
	// sheetTextShare is the height of a line's main text as a share of the line.
	sheetTextShare = 0.56
	// sheetSmallShare is the size of a cell's small text (prediction, points, penalty) as a
	// share of the main text.
	sheetSmallShare = 0.78
	// minSheetText and maxSheetText bound the main text: readable across the table, never
	// shouting on a large window.
	minSheetText, maxSheetText = 11, 30
	// sheetDetailShare divides a player's cell: prediction/points and the deal's penalty on
	// the left, the total after the deal on the right.
	sheetDetailShare = 0.66
	// sheetHalfTextShare is the main text's height as a share of half a line, when a tall line
	// writes the prediction, points and penalty above the total instead of beside it.
	sheetHalfTextShare = 0.7
	// sheetCellPad is the space between a cell's text and its column lines.
	sheetCellPad = 6
	// sheetRuleWidth is the width of the chalk lines between columns and blocks.
	sheetRuleWidth = 1.5
	// minSheetLine is the least height of a line: a longer evening shows its latest deals.
	minSheetLine = 22
	// minSheetLines is the least number of deal lines drawn, so that a short evening's sheet
	// does not write its few lines huge.
	minSheetLines = 8
	// maskedPrediction stands for a prediction hidden until the deal's points are in.
	maskedPrediction = "••"
	// compactSheetWidth is the slate's width under which the sheet is a phone's: the label
	// column keeps the deal's number and trump only, so that the players' columns get the room.
	compactSheetWidth = 480
)

// colChalkFaint writes what is still to come on the sheet.
var colChalkFaint = color.NRGBA{R: kit.ColChalk.R, G: kit.ColChalk.G, B: kit.ColChalk.B, A: 0x48}

// SheetWidget draws a Differenzler evening as a chalk sheet: one column per player,
// one line per deal with its trump and dealer, each player's prediction, points and penalty
// and the totals after the deal, then the totals, the places, the deal count and — at the end
// of the evening — the settlement. It draws from the table model (board.DifferenzlerTable)
// and adds nothing up itself.
type SheetWidget struct {
	widget.BaseWidget
	table  board.DifferenzlerTable
	next   int      // the line of the deal at the table (highlighted), -1 for none
	footer []string // lines under the sheet: the settlement
}

// NewSheetWidget returns an empty sheet.
func NewSheetWidget() *SheetWidget {
	w := &SheetWidget{next: -1}
	w.ExtendBaseWidget(w)
	return w
}

// SetSheet shows a table; next is the line of the deal being written (or -1) and footer the
// lines written under the sheet.
func (w *SheetWidget) SetSheet(t board.DifferenzlerTable, next int, footer []string) {
	w.table, w.next, w.footer = t, next, footer
	w.Refresh()
}

// MinSize is small: the sheet takes the room the screen gives it and scales its writing.
func (w *SheetWidget) MinSize() fyne.Size { return fyne.NewSize(280, 240) }

// CreateRenderer implements fyne.Widget.
func (w *SheetWidget) CreateRenderer() fyne.WidgetRenderer {
	r := &sheetRenderer{w: w}
	// The wooden frame is four strips around the slate rather than a board under it: the
	// software painter then fills the sheet's area once, not twice.
	for i := range r.frame {
		r.frame[i] = canvas.NewRectangle(kit.ColWood)
	}
	r.slate = canvas.NewRectangle(kit.ColSlate)
	r.mark = canvas.NewRectangle(color.NRGBA{R: kit.ColChalkYel.R, G: kit.ColChalkYel.G, B: kit.ColChalkYel.B, A: 0x28})
	r.objects = []fyne.CanvasObject{r.frame[0], r.frame[1], r.frame[2], r.frame[3], r.slate, r.mark}
	return r
}

// sheetFixed is the number of canvas objects before the pooled lines and texts.
const sheetFixed = 6

type sheetRenderer struct {
	w           *SheetWidget
	frame       [4]*canvas.Rectangle // top, bottom, left, right
	slate       *canvas.Rectangle
	mark        *canvas.Rectangle // behind the line of the deal at the table
	lines       []*canvas.Line
	texts       []*canvas.Image // pooled writing
	written     []sheetText     // what each pooled image writes
	cache       sheetWriting
	usedLines   int
	usedTexts   int
	objects     []fyne.CanvasObject
	size        fyne.Size
	pooledLines int // lines and texts already in objects
	pooledTexts int
}

func (r *sheetRenderer) Destroy() {}

func (r *sheetRenderer) MinSize() fyne.Size { return r.w.MinSize() }

func (r *sheetRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *sheetRenderer) Refresh() {
	r.Layout(r.size)
	canvas.Refresh(r.w)
}

// rule hands out the next pooled line.
func (r *sheetRenderer) rule(c color.Color, x1, y1, x2, y2 float32) {
	if r.usedLines == len(r.lines) {
		r.lines = append(r.lines, canvas.NewLine(c))
	}
	l := r.lines[r.usedLines]
	r.usedLines++
	l.StrokeColor, l.StrokeWidth = c, sheetRuleWidth
	l.Position1, l.Position2 = fyne.NewPos(x1, y1), fyne.NewPos(x2, y2)
	l.Show()
}

// text writes s in the box (x, y, w, h), vertically centred and aligned as asked; a text too
// wide for its box is cut short with an ellipsis. The writing is drawn once into an image and
// kept (sheetWriting), so a redraw after a deal shapes only what changed.
func (r *sheetRenderer) text(s string, c color.NRGBA, size float32, bold bool, align fyne.TextAlign, x, y, w, h float32) {
	if s == "" {
		return
	}
	if r.usedTexts == len(r.texts) {
		img := &canvas.Image{FillMode: canvas.ImageFillStretch, ScaleMode: canvas.ImageScaleFastest}
		r.texts = append(r.texts, img)
		r.written = append(r.written, sheetText{})
	}
	t := r.texts[r.usedTexts]
	scale := r.deviceScale()
	img, shown := r.cache.writing(s, size*scale, c, bold, w*scale)
	r.written[r.usedTexts] = sheetText{text: shown, size: size}
	r.usedTexts++
	iw, ih := float32(img.Bounds().Dx())/scale, float32(img.Bounds().Dy())/scale
	switch align {
	case fyne.TextAlignCenter:
		x += (w - iw) / 2
	case fyne.TextAlignTrailing:
		x += w - iw
	}
	if t.Image != img {
		t.Image = img
		t.Refresh()
	}
	t.Move(fyne.NewPos(x, y+(h-ih)/2))
	t.Resize(fyne.NewSize(iw, ih))
	t.Show()
}

// sheetText is what one pooled image writes, for tests and for the smallest size check.
type sheetText struct {
	text string
	size float32
}

// width is how wide s is written at size, in Fyne units, as text writes it.
func (r *sheetRenderer) width(s string, size float32, bold bool) float32 {
	scale := r.deviceScale()
	px := kit.LetteringWidth(s, size*scale)
	if bold {
		px++ // embolden
	}
	return px / scale
}

// deviceScale is the number of device pixels per Fyne unit where the board is shown.
func (r *sheetRenderer) deviceScale() float32 { return kit.DeviceScale(r.w) }

// sheetWriting keeps the sheet's writing as images, drawn with the board's lettering (its font
// fallback included), keyed by text, size, colour and the room it had.
type sheetWriting struct {
	images map[sheetWritingKey]sheetWritten
}

type sheetWritingKey struct {
	text     string
	px, room float32
	c        color.NRGBA
	bold     bool
}

type sheetWritten struct {
	img  *image.NRGBA
	text string // the text as written, perhaps cut short
}

// maxSheetWriting bounds the kept images: a long evening at changing sizes starts afresh.
const maxSheetWriting = 4096

// writing is the image of s at px device pixels per em in colour c, cut short to room device
// pixels, and the text it writes.
func (w *sheetWriting) writing(s string, px float32, c color.NRGBA, bold bool, room float32) (*image.NRGBA, string) {
	k := sheetWritingKey{text: s, px: px, room: room, c: c, bold: bold}
	if got, ok := w.images[k]; ok {
		return got.img, got.text
	}
	if w.images == nil || len(w.images) >= maxSheetWriting {
		w.images = map[sheetWritingKey]sheetWritten{}
	}
	img := kit.LetteringImage(s, px, c, false)
	shown := s
	if float32(img.Bounds().Dx()) > room {
		shown = kit.CutLettering(s, px, room)
		img = kit.LetteringImage(shown, px, c, false)
	}
	if bold {
		embolden(img)
	}
	w.images[k] = sheetWritten{img: img, text: shown}
	return img, shown
}

// embolden thickens writing by one pixel to the right, for the names and totals: the board's
// lettering has the regular face only.
func embolden(img *image.NRGBA) {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Max.X - 1; x > b.Min.X; x-- {
			i, j := img.PixOffset(x, y), img.PixOffset(x-1, y)
			if img.Pix[j+3] > img.Pix[i+3] {
				copy(img.Pix[i:i+4], img.Pix[j:j+4])
			}
		}
	}
}

// widestDetail and widestTotal are the widest texts a cell holds, which its writing must fit.
const widestDetail, widestTotal = "157/157 +157", "-888"

// fitText is the text size at which s, in bold, fits w with a margin for the rounding of glyph
// advances.
func fitText(s string, w float32) float32 {
	const probe, margin = 20, 0.94
	return margin * probe * w / fyne.MeasureText(s, probe, fyne.TextStyle{Bold: true}).Width
}

// sheetRows is what the sheet writes in a slate h high: the deal lines from first, deals of
// them (at least the agreed number), and all its lines with the names, the totals, the places
// and the footer. An evening longer than the slate holds at minSheetLine shows its latest deals.
func (r *sheetRenderer) sheetRows(h float32) (first, deals, all int) {
	t := r.w.table
	deals = max(len(t.Lines), t.Agreed, minSheetLines, r.w.next+1)
	extra := 3 + len(r.w.footer)
	if fit := max(1, int(h/minSheetLine)-extra); deals > fit {
		written := max(len(t.Lines), r.w.next+1)
		first, deals = max(0, written-fit), fit
	}
	return first, deals, deals + extra
}

func (r *sheetRenderer) Layout(size fyne.Size) {
	r.size = size
	pad := max(kit.MinFrame, min(size.Width, size.Height)*kit.FrameShare)
	r.layoutFrame(size, pad)
	r.slate.Move(fyne.NewPos(pad, pad))
	r.slate.Resize(fyne.NewSize(size.Width-2*pad, size.Height-2*pad))
	r.usedLines, r.usedTexts = 0, 0

	t := r.w.table
	x0, y0 := pad, pad
	w, h := size.Width-2*pad, size.Height-2*pad
	first, deals, rows := r.sheetRows(h)
	lineH := h / float32(rows)
	main := min(maxSheetText, max(minSheetText, lineH*sheetTextShare))
	var small float32
	label := max(minSheetText, main*sheetSmallShare)
	n := len(t.Players)
	labelW := w * sheetLabelShare
	count := kit.Sprintf(lang.X("sheet.dealCount", "Deal %d/%d"), t.Scored, t.Agreed)
	totalWord, placeWord := lang.X("sheet.total", "Total"), lang.X("sheet.place", "Place")
	// The label column's parts: the deal's number, its trump, and who dealt.
	numberShare, suitShare := float32(sheetNumberShare), float32(sheetSuitShare)
	compact := w < compactSheetWidth
	if compact {
		// On a phone the dealer's name, cut to a letter or two, gives its room to the players'
		// columns, whose totals would otherwise be cut; the panel names the dealer at the table.
		// The label column is as wide as its words at the largest size they may be written,
		// wider than its share where the sheet is narrow (beside the panel on a phone held
		// sideways, where Total and Place were cut).
		px := max(minSheetText, min(maxSheetText, lineH*sheetTextShare)*sheetSmallShare)
		count = fmt.Sprintf("%d/%d", t.Scored, t.Agreed)
		number := r.width(strconv.Itoa(max(deals+first, t.Agreed)), px, false) + sheetCellPad/2
		suit := r.width(kit.SuitSymbols["S"], px, false) + 1 // a unit to spare for the rounding of shares
		need := max(number+suit, r.width(count, px, false), r.width(totalWord, px, true), r.width(placeWord, px, false))
		labelW = need + 2*sheetCellPad
		lw := labelW - 2*sheetCellPad
		numberShare, suitShare = number/lw, 1-number/lw
	}
	colW := float32(0)
	stacked := false // the cells write their detail above the total, each over the cell's width
	if n > 0 {
		colW = (w - labelW) / float32(n)
		cw := colW - 2*sheetCellPad
		main = min(main, fitText(widestDetail, cw*sheetDetailShare)/sheetSmallShare,
			fitText(widestTotal, cw*(1-sheetDetailShare)))
		// Never smaller than minSheetText: a cell too narrow for its text cuts it short instead.
		// The label column (deal, trump, dealer, Total, Place) keeps this size when cells stack.
		label = max(minSheetText, main*sheetSmallShare)
		// A short evening has tall lines: stacked, the writing of a narrow column grows.
		stackMain := min(maxSheetText, lineH/2*sheetHalfTextShare, fitText(widestTotal, cw))
		stackSmall := min(stackMain*sheetSmallShare, fitText(widestDetail, cw))
		if stackSmall >= minSheetText && stackSmall > main*sheetSmallShare {
			stacked, main, small = true, stackMain, stackSmall
		}
	}
	if !stacked {
		small = label
		main = max(main, small)
	}
	detailShare := float32(sheetDetailShare)
	if compact && !stacked && colW > 0 {
		// A phone's cell gives the total the room it needs, and the detail what is left.
		detailShare = min(detailShare, 1-r.width(widestTotal, main, true)/(colW-2*sheetCellPad))
	}
	// Where a cell writes its detail and its total.
	detailAt := func(cx, cw, y float32) (x, dy, dw, dh float32) {
		if stacked {
			return cx, y, cw, lineH / 2
		}
		return cx, y, cw * detailShare, lineH
	}
	totalAt := func(cx, cw, y float32) (x, dy, tw, th float32) {
		if stacked {
			return cx, y + lineH/2, cw, lineH / 2
		}
		return cx + cw*detailShare, y, cw * (1 - detailShare), lineH
	}
	colX := func(p int) float32 { return x0 + labelW + float32(p)*colW }
	// A phone's cell too narrow for the widest detail leaves out every deal's penalty, rather
	// than cut some: it is the step from the total before.
	penalties := true
	if _, _, dw, _ := detailAt(0, colW-2*sheetCellPad, 0); compact && r.width(widestDetail, small, false) > dw {
		penalties = false
	}

	// The line of the deal at the table.
	if r.w.next >= first && r.w.next < first+deals {
		r.mark.Move(fyne.NewPos(x0, y0+float32(1+r.w.next-first)*lineH))
		r.mark.Resize(fyne.NewSize(w, lineH))
		r.mark.Show()
	} else {
		r.mark.Hide()
	}

	// Names, with the deal count in the label column.
	r.text(count, kit.ColChalkDim, label, false, fyne.TextAlignLeading, x0+sheetCellPad, y0, labelW-2*sheetCellPad, lineH)
	for p, name := range t.Players {
		c := kit.ColChalk
		if t.Winner == p {
			c = kit.ColChalkYel
		}
		r.text(name, c, main, true, fyne.TextAlignCenter, colX(p)+sheetCellPad, y0, colW-2*sheetCellPad, lineH)
	}

	// The numbers of the deals still to come, faint.
	for i := max(first, len(t.Lines)); i < first+deals && i < t.Agreed; i++ {
		y := y0 + float32(1+i-first)*lineH
		r.text(strconv.Itoa(i+1), colChalkFaint, label, false, fyne.TextAlignLeading, x0+sheetCellPad, y, labelW-2*sheetCellPad, lineH)
	}

	// One line per deal.
	for i, l := range t.Lines {
		if i < first || i >= first+deals {
			continue
		}
		y := y0 + float32(1+i-first)*lineH
		// The deal's number, its trump in the suit's colour, and who dealt.
		lw := labelW - 2*sheetCellPad
		lx := x0 + sheetCellPad
		r.text(strconv.Itoa(l.Deal), kit.ColChalkDim, label, false, fyne.TextAlignLeading, lx, y, lw*numberShare, lineH)
		if sym, ok := kit.SuitSymbols[l.Trump]; ok {
			c := kit.ColChalk
			if l.Trump == "H" || l.Trump == "D" {
				c = kit.ColChalkRed
			}
			r.text(sym, c, label, false, fyne.TextAlignCenter, lx+lw*numberShare, y, lw*suitShare, lineH)
		}
		if l.Dealer >= 0 && l.Dealer < n && !compact {
			r.text(t.Players[l.Dealer], kit.ColChalkDim, label, false, fyne.TextAlignLeading, lx+lw*(numberShare+suitShare), y, lw*(1-numberShare-suitShare), lineH)
		}
		for p := range n {
			cx := colX(p) + sheetCellPad
			cw := colW - 2*sheetCellPad
			pred := maskedPrediction
			if p < len(l.Predictions) && l.Predictions[p] != nil {
				pred = strconv.Itoa(*l.Predictions[p])
			}
			dx, dy, dw, dh := detailAt(cx, cw, y)
			if l.Pending {
				r.text(pred+"/…", kit.ColChalkDim, small, false, fyne.TextAlignLeading, dx, dy, dw, dh)
				continue
			}
			// One text for what was said, what was taken and the penalty: the painter's cost
			// goes by the number of texts. An exact hit is written in blue.
			c := kit.ColChalkDim
			if l.Penalty[p] <= 0 {
				c = kit.ColChalkBlue
			}
			detail := fmt.Sprintf("%s/%d %+d", pred, l.Actual[p], l.Penalty[p])
			if !penalties {
				detail = fmt.Sprintf("%s/%d", pred, l.Actual[p])
			}
			r.text(detail, c, small, false, fyne.TextAlignLeading, dx, dy, dw, dh)
			tx, ty, tw, th := totalAt(cx, cw, y)
			r.text(strconv.Itoa(l.Running[p]), kit.ColChalk, main, true, fyne.TextAlignTrailing, tx, ty, tw, th)
		}
	}

	// Totals and places under the deals.
	yTot := y0 + float32(1+deals)*lineH
	r.text(lang.X("sheet.total", "Total"), kit.ColChalk, label, true, fyne.TextAlignLeading, x0+sheetCellPad, yTot, labelW-2*sheetCellPad, lineH)
	r.text(lang.X("sheet.place", "Place"), kit.ColChalkDim, label, false, fyne.TextAlignLeading, x0+sheetCellPad, yTot+lineH, labelW-2*sheetCellPad, lineH)
	for p := range n {
		c := kit.ColChalk
		if t.Winner == p {
			c = kit.ColChalkYel
		}
		if p < len(t.Totals) {
			r.text(strconv.Itoa(t.Totals[p]), c, main, true, fyne.TextAlignTrailing, colX(p)+sheetCellPad, yTot, colW-2*sheetCellPad, lineH)
		}
		if p < len(t.Places) && t.Scored > 0 {
			r.text(strconv.Itoa(t.Places[p])+".", c, main, true, fyne.TextAlignTrailing, colX(p)+sheetCellPad, yTot+lineH, colW-2*sheetCellPad, lineH)
		}
	}
	for i, f := range r.w.footer {
		r.text(f, kit.ColChalkYel, main, false, fyne.TextAlignLeading, x0+sheetCellPad, yTot+float32(2+i)*lineH, w-2*sheetCellPad, lineH)
	}

	// Chalk rules: under the names, above the totals, between the columns.
	r.rule(kit.ColChalkDim, x0, y0+lineH, x0+w, y0+lineH)
	r.rule(kit.ColChalk, x0, yTot, x0+w, yTot)
	for p := range n {
		r.rule(kit.ColChalkDim, colX(p), y0, colX(p), yTot+2*lineH)
	}

	r.pool()
}

// layoutFrame puts the four wooden strips, pad wide, around the slate.
func (r *sheetRenderer) layoutFrame(size fyne.Size, pad float32) {
	places := [4][4]float32{
		{0, 0, size.Width, pad},
		{0, size.Height - pad, size.Width, pad},
		{0, pad, pad, size.Height - 2*pad},
		{size.Width - pad, pad, pad, size.Height - 2*pad},
	}
	for i, p := range places {
		r.frame[i].Move(fyne.NewPos(p[0], p[1]))
		r.frame[i].Resize(fyne.NewSize(p[2], p[3]))
	}
}

// pool hides what this layout did not use and keeps every pooled object in Objects.
func (r *sheetRenderer) pool() {
	for _, l := range r.lines[r.usedLines:] {
		l.Hide()
	}
	for _, t := range r.texts[r.usedTexts:] {
		t.Hide()
	}
	if r.pooledLines != len(r.lines) || r.pooledTexts != len(r.texts) {
		r.objects = r.objects[:sheetFixed]
		for _, l := range r.lines {
			r.objects = append(r.objects, l)
		}
		for _, t := range r.texts {
			r.objects = append(r.objects, t)
		}
		r.pooledLines, r.pooledTexts = len(r.lines), len(r.texts)
	}
}

// shownTexts is every text the sheet writes, in drawing order (tests read the sheet with it).
func (r *sheetRenderer) shownTexts() []string {
	out := make([]string, 0, r.usedTexts)
	for _, t := range r.written[:r.usedTexts] {
		out = append(out, t.text)
	}
	return out
}

// pictureTwin is a second sheet drawing the same evening, without the line of the deal at the
// table lit, for a picture to save.
func (w *SheetWidget) PictureTwin() fyne.CanvasObject {
	t := NewSheetWidget()
	t.SetSheet(w.table, -1, w.footer)
	return t
}
