package kit

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/srwiley/rasterx"
	"golang.org/x/image/math/fixed"

	"github.com/jasstafel/jasstafel/board"
)

// The board's proportions. Shares are of the slate (the board inside its frame) unless said
// otherwise; sizes are in Fyne units (pixels at scale 1).
const (
	// frameShare is the wooden frame's width as a share of the board's shorter side, and
	// minFrame the least it is.
	FrameShare, MinFrame = 0.03, 8
	frameStroke          = 2  // the frame's dark outline
	frameCorner          = 10 // the frame's rounded corners
	// framePad is the room the board's image leaves around the widget for the outer half of
	// the frame's outline and its antialiasing: what Fyne's painters leave around a rectangle
	// with a stroke, so that the frame lies on the pixels it did when it was a canvas.Rectangle.
	framePad     = frameStroke + 2
	middleStroke = 2    // the line between the two halves
	middleInset  = 0.03 // the centre line stops this share of the width short of each side
	// nameShare is the height of the strip along each outer edge that holds the team's
	// names; the strip is never lower than minNameStrip, which holds names of minNameEm.
	nameShare    = 0.07
	minNameStrip = (minNameEm*letteringLine + 2*letteringMargin) / nameFill
	nameInset    = 0.05 // the names start this share of the width in from the slate's edge
	nameFill     = 0.9  // the names fill this share of their strip, leaving a margin
	// nameSeparator stands between the two names of a team, which sit at opposite seats.
	nameSeparator = "      "
	// letteringLine is the height of a line of lettering in ems, with room for the tall
	// ascenders and descenders of CJK fonts: names are drawn at the strip's height over this,
	// in device pixels, so that they are sharp and need no scaling.
	letteringLine = 1.45
	// minNameEm is the smallest the names are written, in pixels per em: a line of names too
	// long for its strip is written smaller down to this size, then each name is cut short.
	minNameEm = 16

	// chalkUnit is the width of the finest chalk line: the half's shorter side over
	// chalkUnitDivisor, never thinner than minChalkUnit. Other lines are multiples of it.
	chalkUnitDivisor = 110
	minChalkUnit     = 1.5
	zWidth           = 2.6 // the Z
	strokeWidth      = 1.6 // the tally strokes
	digitPenWidth    = 1.3 // the remainders written beside the Z
	totalPenWidth    = 2.2 // the total in the digits view
	progressWidth    = 2.4 // the progress towards the target (its track is one unit)
	// maxPenShare is the thickest a number's pen may be, as a share of its digits' height,
	// or small digits fill in; minPen is the thinnest.
	maxPenShare = 0.09
	minPen      = 1

	// digitsViewSize is the height of the total in the digits view, as a share of its half.
	digitsViewSize = 0.42
	// numberFill is how much of its place in the model a number's digits fill: the rest is
	// the gap between numbers stacked one above the other.
	numberFill = 0.78
	// minDigitHeight is the smallest the remainders beside the Z are written, so that the
	// team across the table can read them: about 5 mm on an ordinary screen. Digits grow to
	// it into their gap, never beyond their place in the model.
	minDigitHeight = 18
	// minListDigitHeight is the smallest place a list of remainders is written in: a board
	// smaller still (a phone's) writes their sum instead.
	minListDigitHeight = 12
	// minNumberSize is the least place a number is given, as a share of its half's height.
	minNumberSize = 0.02

	// The progress mark runs along the half's outer edge, at progressY, from progressFrom
	// to progressTo (shares of the half).
	progressY, progressFrom, progressTo = 0.985, 0.02, 0.98
)

// zboardMinSize is the smallest board on which a full column of remainders is written at
// minDigitHeight; minBoardWidth keeps two columns of two-digit numbers apart.
var zboardMinSize = func() fyne.Size {
	const minBoardWidth = 280
	scores := make([]int, 8) // eight deals with a remainder: one full column of numbers
	for i := range scores {
		scores[i] = 18
	}
	place := board.AsWritten(scores, false).NumberSize
	halfH := minDigitHeight / place
	slate := math.Max(2*halfH/(1-2*nameShare), 2*halfH+2*minNameStrip)
	boardH := math.Max(slate+2*MinFrame, slate/(1-2*FrameShare))
	return fyne.NewSize(minBoardWidth, float32(math.Ceil(boardH)))
}()

// ZBoardWidget draws a Schieber board from its model (board.ZBoard): a slate in a wooden frame,
// one chalk Z per team, the strokes and numbers of each half, the upper half turned by 180° for
// the team across the table, player names at their seats with the dealer and Vorhand marked,
// and a progress mark towards the target.
type ZBoardWidget struct {
	widget.BaseWidget
	model   board.ZBoard
	players []string
	dealer  int
	vorhand int
}

// NewZBoardWidget returns an empty board.
func NewZBoardWidget() *ZBoardWidget {
	w := &ZBoardWidget{dealer: -1, vorhand: -1}
	w.ExtendBaseWidget(w)
	return w
}

// SetGame shows a board; players are in seat order, dealer and vorhand are seats (or -1).
func (w *ZBoardWidget) SetGame(m board.ZBoard, players []string, dealer, vorhand int) {
	w.model, w.players, w.dealer, w.vorhand = m, players, dealer, vorhand
	w.Refresh()
}

// Model is the board shown.
func (w *ZBoardWidget) Model() board.ZBoard { return w.model }

// MinSize is the smallest board on which a column of eight remainders is still written at
// minDigitHeight.
func (w *ZBoardWidget) MinSize() fyne.Size { return zboardMinSize }

// CreateRenderer implements fyne.Widget.
func (w *ZBoardWidget) CreateRenderer() fyne.WidgetRenderer {
	r := &zboardRenderer{w: w}
	r.board = canvas.NewRaster(r.boardImage)
	for i := range r.labels {
		r.labels[i] = &canvas.Image{FillMode: canvas.ImageFillContain, ScaleMode: canvas.ImageScaleSmooth}
	}
	r.objects = []fyne.CanvasObject{r.board, r.labels[0], r.labels[1]}
	return r
}

type zboardRenderer struct {
	w *ZBoardWidget
	// board shows the wooden frame, the slate and the chalk on it (the centre line, the
	// strokes, the Z, the numbers and the progress marks), drawn by boardImage into one image
	// at the canvas's pixel size: a board of hundreds of lines is one object, and the first
	// frame paints it with one textured draw instead of a rounded rectangle, a rectangle and an
	// image over the same area. Without a canvas.Line of its own it spares the first frame the
	// GL painter's line program, which nothing else on the Schieber screen uses. It reaches
	// framePad beyond the widget.
	board *canvas.Raster
	// slate is the slate's place, in the widget's units.
	slate fyne.Position
	// middle is the line between the two halves, drawn first, under the chalk.
	middle chalkLine
	lines  []chalkLine // the chalk board draws, in the widget's units; reused from one layout to the next
	// drawn is the image board shows, drawn from lines; it is drawn again when lines change
	// (stale) or the canvas asks for another pixel size (a resize or another scale).
	drawn *image.RGBA
	stale bool
	// scratch is the coverage mask each shape is rasterised in before it is laid onto drawn.
	scratch  []uint8
	labels   [2]*canvas.Image // names of the lower and the upper team, drawn by letteringImage
	labelIn  [2]nameLine      // what each label was asked to show
	labelKey [2]string        // the text each label shows, perhaps with names cut short
	labelEm  [2]float32       // the size, in device pixels per em, each label was drawn at
	objects  []fyne.CanvasObject
	// upperStart is the index of the upper half's first line in lines (tests read it).
	upperStart int
	size       fyne.Size
}

// chalkLine is a straight chalk line from (x1, y1) to (x2, y2), in the widget's units.
type chalkLine struct {
	c              color.Color
	width          float32
	x1, y1, x2, y2 float32
}

func (r *zboardRenderer) Destroy() {}

func (r *zboardRenderer) MinSize() fyne.Size { return r.w.MinSize() }

func (r *zboardRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *zboardRenderer) Refresh() {
	r.Layout(r.size)
	canvas.Refresh(r.w)
}

// line adds a chalk line to the board.
func (r *zboardRenderer) line(c color.Color, width float32, x1, y1, x2, y2 float32) {
	r.lines = append(r.lines, chalkLine{c: c, width: width, x1: x1, y1: y1, x2: x2, y2: y2})
}

func (r *zboardRenderer) Layout(size fyne.Size) {
	r.size = size
	pad := max(MinFrame, min(size.Width, size.Height)*FrameShare)
	if slate := fyne.NewPos(pad, pad); slate != r.slate || r.board.Size() != size.AddWidthHeight(2*framePad, 2*framePad) {
		r.slate = slate
		r.stale = true
	}
	x0, y0 := pad, pad
	w, h := size.Width-2*pad, size.Height-2*pad
	mid := y0 + h/2
	if middle := (chalkLine{c: ColChalkDim, width: middleStroke, x1: x0 + w*middleInset, y1: mid, x2: x0 + w*(1-middleInset), y2: mid}); middle != r.middle {
		r.middle = middle
		r.stale = true
	}

	// The lines are laid out anew, after the previous ones in the same memory, and take their
	// place only if they differ, so that an unchanged board is not drawn again.
	before := len(r.lines)
	nameH := max(h*nameShare, minNameStrip)
	halfH := h/2 - nameH
	m := r.w.model
	// Lower half: below the centre line, names along the bottom edge.
	r.drawHalf(m.Lower, m.View, m.Target, x0, mid, w, halfH, false)
	// Upper half: above the centre line, turned by 180°: its top bar lies next to the centre.
	upperStart := len(r.lines) - before
	r.drawHalf(m.Upper, m.View, m.Target, x0, y0+nameH, w, halfH, true)
	if slices.Equal(r.lines[:before], r.lines[before:]) {
		r.lines = r.lines[:before]
	} else {
		r.lines = r.lines[:copy(r.lines, r.lines[before:])]
		r.upperStart = upperStart
		r.stale = true
	}
	r.board.Resize(size.AddWidthHeight(2*framePad, 2*framePad))
	r.board.Move(fyne.NewPos(-framePad, -framePad))
	if r.stale {
		r.board.Refresh()
	}
	// A board's first image is drawn in its first layout, at the pixel size its canvas will ask
	// for (the canvas's scale, or 1 before it is on one; a canvas that adds a scale of its own
	// asks again). The first screen is laid out beside the making of the window (ui/launch.go),
	// so its first frame only uploads the image. After that the image is drawn when the canvas
	// asks for it.
	if r.stale && r.drawn == nil && size.Width >= 1 && size.Height >= 1 {
		scale := r.deviceScale()
		whole := r.board.Size()
		r.boardImage(int(math.Round(float64(whole.Width*scale))), int(math.Round(float64(whole.Height*scale))))
	}
	r.layoutNames(x0, y0, w, h, nameH)
}

// boardImage is the image of the board, its frame, slate and chalk lines, at width × height
// pixels, the size of the board's raster on its canvas. It is drawn again only when the lines,
// the slate or the pixel size changed.
func (r *zboardRenderer) boardImage(width, height int) image.Image {
	if r.drawn != nil && !r.stale && r.drawn.Rect.Dx() == width && r.drawn.Rect.Dy() == height {
		return r.drawn
	}
	r.stale = false
	if r.drawn == nil || r.drawn.Rect.Dx() != width || r.drawn.Rect.Dy() != height {
		r.drawn = image.NewRGBA(image.Rect(0, 0, width, height))
	} else {
		clear(r.drawn.Pix)
	}
	scale := r.pixelScale(width, height)
	if r.middle.c == nil { // not laid out
		return r.drawn
	}
	r.drawFrame(scale)
	r.drawLine(r.middle, scale)
	for _, l := range r.lines {
		r.drawLine(l, scale)
	}
	return r.drawn
}

// drawFrame lays the wooden frame and the slate onto the drawn image at scale pixels per unit.
// The frame is rasterised the way Fyne's painters draw a canvas.Rectangle with a stroke and
// rounded corners (see fyne.io/fyne/v2's internal/painter/draw.go, DrawRectangle): filled as a
// rounded rectangle, outlined along quarter circles drawn as cubic Béziers, at whole pixels,
// so that the board looks as it did when frame and slate were canvas objects. Only the strips
// around the slate are rasterised: the slate covers the rest, and rasterising the whole board
// twice cost the first frame of an opened game about 15 ms.
func (r *zboardRenderer) drawFrame(scale float32) {
	px := func(v float32) float64 { return math.Round(float64(v * scale)) }
	size := r.board.Size()
	x1, y1 := px(framePad), px(framePad)
	x2, y2 := px(size.Width-2*framePad)+x1, px(size.Height-2*framePad)+y1
	radius := px(min(frameCorner, (size.Width-2*framePad)/2, (size.Height-2*framePad)/2))
	// The slate, where Fyne's painters put a rectangle: from the first whole pixel of its place.
	sx, sy := r.slate.X+framePad, r.slate.Y+framePad
	at := image.Pt(int(math.Ceil(float64(sx*scale))), int(math.Ceil(float64(sy*scale))))
	slate := image.Rectangle{Min: at, Max: at.Add(image.Pt(int(math.Ceil(float64((size.Width-2*sx)*scale))), int(math.Ceil(float64((size.Height-2*sy)*scale)))))}
	all := r.drawn.Rect
	slate = slate.Intersect(all)
	strips := [4]image.Rectangle{
		image.Rect(all.Min.X, all.Min.Y, all.Max.X, slate.Min.Y), // above
		image.Rect(all.Min.X, slate.Max.Y, all.Max.X, all.Max.Y), // below
		image.Rect(all.Min.X, slate.Min.Y, slate.Min.X, slate.Max.Y),
		image.Rect(slate.Max.X, slate.Min.Y, all.Max.X, slate.Max.Y),
	}
	if slate.Empty() {
		strips = [4]image.Rectangle{all}
	}
	for _, box := range strips {
		if box.Empty() {
			continue
		}
		// The frame's path moved so that box's corner is the mask's origin.
		ox, oy := float64(box.Min.X), float64(box.Min.Y)
		w, h := box.Dx(), box.Dy()
		mask, scanner := r.coverage(w, h)
		filler := rasterx.NewFiller(w, h, scanner)
		rasterx.AddRoundRect(x1-ox, y1-oy, x2-ox, y2-oy, radius, radius, 0, rasterx.RoundGap, filler)
		filler.Draw()
		r.lay(mask, box.Min, ColWood)
		mask, scanner = r.coverage(w, h)
		dasher := rasterx.NewDasher(w, h, scanner)
		dasher.SetStroke(fixed.Int26_6(px(frameStroke)*64), 0, nil, nil, nil, 0, nil, 0)
		// A quarter circle of radius r is the cubic Bézier whose control points lie c from its ends.
		c := radius * 0.55228
		pt := func(x, y float64) fixed.Point26_6 { return rasterx.ToFixedP(x-ox, y-oy) }
		dasher.Start(pt(x1, y1+radius))
		dasher.CubeBezier(pt(x1, y1+radius-c), pt(x1+radius-c, y1), pt(x1+radius, y1))
		dasher.Line(pt(x2-radius, y1))
		dasher.CubeBezier(pt(x2-radius+c, y1), pt(x2, y1+radius-c), pt(x2, y1+radius))
		dasher.Line(pt(x2, y2-radius))
		dasher.CubeBezier(pt(x2, y2-radius+c), pt(x2-radius+c, y2), pt(x2-radius, y2))
		dasher.Line(pt(x1+radius, y2))
		dasher.CubeBezier(pt(x1+radius-c, y2), pt(x1, y2-radius+c), pt(x1, y2-radius))
		dasher.Stop(true)
		dasher.Draw()
		r.lay(mask, box.Min, colWoodDark)
	}
	draw.Draw(r.drawn, slate, image.NewUniform(ColSlate), image.Point{}, draw.Src) // the slate is opaque
}

// coverage is a cleared coverage mask of w × h pixels in the renderer's scratch memory, and a
// scanner that rasterises paths into it. The mask, not the board, is rasterised into: the
// rasteriser's own compositing works out every pixel of its area, covered or not, at a cost the
// board's long diagonal strokes and its frame made the largest part of the first frame.
func (r *zboardRenderer) coverage(w, h int) (*image.Alpha, *rasterx.ScannerGV) {
	need := w * h
	if cap(r.scratch) < need {
		r.scratch = make([]uint8, need)
	}
	mask := &image.Alpha{Pix: r.scratch[:need], Stride: w, Rect: image.Rect(0, 0, w, h)}
	clear(mask.Pix)
	scanner := rasterx.NewScannerGV(w, h, mask, mask.Bounds())
	scanner.SetColor(color.Opaque)
	return mask, scanner
}

// lay composites c through mask onto the drawn image, the mask's origin at at; pixels the mask
// does not cover are left as they are, and cost next to nothing.
func (r *zboardRenderer) lay(mask *image.Alpha, at image.Point, c color.Color) {
	draw.DrawMask(r.drawn, mask.Rect.Add(at), image.NewUniform(c), image.Point{}, mask, image.Point{}, draw.Over)
}

// pixelScale is the number of pixels per unit of the canvas that asks for the board at width ×
// height pixels. Canvases make a size of v units ceil(v × scale) pixels: the scale of the canvas
// the board is shown in, when it gives these sizes; else (a canvas of its own, as for a picture
// to print) the largest round scale (a multiple of 1/20, as 1, 1.5 or 2) that gives them, or,
// when none does, the middle of the scales that do.
func (r *zboardRenderer) pixelScale(width, height int) float32 {
	size := r.board.Size()
	fits := func(s float32) bool {
		return int(math.Ceil(float64(size.Width*s))) == width && int(math.Ceil(float64(size.Height*s))) == height
	}
	if s := r.deviceScale(); fits(s) {
		return s
	}
	if size.Width <= 0 || size.Height <= 0 {
		return 1
	}
	lo := max(float32(width-1)/size.Width, float32(height-1)/size.Height)
	hi := min(float32(width)/size.Width, float32(height)/size.Height)
	if round := float32(math.Floor(float64(hi*20))) / 20; round > lo && fits(round) {
		return round
	}
	if lo > hi { // sizes no one scale gives: the width's
		return float32(width) / size.Width
	}
	return (lo + hi) / 2
}

// drawLine lays one chalk line onto the drawn image at scale pixels per unit. It is
// rasterised the way Fyne's painters draw a canvas.Line (see fyne.io/fyne/v2's
// internal/painter/draw.go, DrawLine), in a box of its own around it, at the same whole pixels,
// so that the board looks as it did when each line was a canvas object.
func (r *zboardRenderer) drawLine(l chalkLine, scale float32) {
	px := func(v float32) float32 { return float32(math.Round(float64(v * scale))) }
	pad := l.width + 2 // the room Fyne leaves around a line for its width and antialiasing
	// The line's place on the image, which begins framePad before the widget.
	l.x1, l.y1, l.x2, l.y2 = l.x1+framePad, l.y1+framePad, l.x2+framePad, l.y2+framePad
	left, top := min(l.x1, l.x2), min(l.y1, l.y2)
	w, h := int(px(max(l.x1, l.x2)-left+2*pad)), int(px(max(l.y1, l.y2)-top+2*pad))
	if w <= 0 || h <= 0 {
		return
	}
	mask, scanner := r.coverage(w, h)
	stroke := max(1, px(l.width))
	dasher := rasterx.NewDasher(w, h, scanner)
	dasher.SetStroke(fixed.Int26_6(float64(stroke)*64), 0, nil, nil, nil, 0, nil, 0)
	p1x, p1y := px(l.x1-left+pad), px(l.y1-top+pad)
	p2x, p2y := px(l.x2-left+pad), px(l.y2-top+pad)
	if stroke <= 1.5 { // a line one pixel wide lies on a row or column of pixels
		if p1x == p2x {
			p1x, p2x = p1x-0.5, p2x-0.5
		}
		if p1y == p2y {
			p1y, p2y = p1y-0.5, p2y-0.5
		}
	}
	dasher.Start(rasterx.ToFixedP(float64(p1x), float64(p1y)))
	dasher.Line(rasterx.ToFixedP(float64(p2x), float64(p2y)))
	dasher.Stop(true)
	dasher.Draw()
	at := image.Pt(int(math.Ceil(float64((left-pad)*scale))), int(math.Ceil(float64((top-pad)*scale))))
	r.lay(mask, at, l.c)
}

// drawHalf maps a half's unit square to the rectangle (x, y, w, h); rotated turns it by 180°.
func (r *zboardRenderer) drawHalf(hf board.Half, view board.View, target int, x, y, w, h float32, rotated bool) {
	pt := func(ux, uy float64) (float32, float32) {
		if rotated {
			ux, uy = 1-ux, 1-uy
		}
		return x + float32(ux)*w, y + float32(uy)*h
	}
	seg := func(c color.Color, width float32, ux1, uy1, ux2, uy2 float64) {
		ax, ay := pt(ux1, uy1)
		bx, by := pt(ux2, uy2)
		r.line(c, width, ax, ay, bx, by)
	}
	unit := max(minChalkUnit, min(w, h)/chalkUnitDivisor)
	if view == board.ViewDigits {
		r.number(fmt.Sprint(hf.Total), 0.5, 0.5, digitsViewSize*numberFill*h, w, h, unit*totalPenWidth, seg)
	} else {
		for _, s := range hf.Z {
			seg(ColChalk, unit*zWidth, s.X1, s.Y1, s.X2, s.Y2)
		}
		for _, s := range hf.Strokes {
			c := ColChalk
			if s.Kind == board.HundredCloser || s.Kind == board.TwentyCloser {
				c = ColChalkBlue
			}
			seg(c, unit*strokeWidth, s.X1, s.Y1, s.X2, s.Y2)
		}
		place := float32(math.Max(hf.NumberSize, minNumberSize)) * h
		if place < minListDigitHeight && len(hf.Numbers) > 0 {
			// Too small a board to write the remainders one by one where they can be read
			// across the table: their sum (or the first deal's one remainder), as large as the
			// right area holds.
			hf = hf.Summed(float64(w / h))
			place = float32(hf.NumberSize) * h
		}
		digitH := min(max(place*numberFill, minDigitHeight), place)
		for i, n := range hf.Numbers {
			if i < len(hf.Anchors) {
				r.number(fmt.Sprint(n), hf.Anchors[i].X, hf.Anchors[i].Y, digitH, w, h, unit*digitPenWidth, seg)
			}
		}
	}
	// Progress towards the target along the half's outer edge.
	if target > 0 {
		f := math.Min(1, float64(hf.Total)/float64(target))
		seg(ColChalkDim, unit, progressFrom, progressY, progressTo, progressY)
		if f > 0 {
			seg(ColChalkYel, unit*progressWidth, progressFrom, progressY, progressFrom+(progressTo-progressFrom)*f, progressY)
		}
	}
}

// number writes s in chalk, centred on (cx, cy) in the half's unit square, its digits height
// pixels high in a half of w × h pixels; the pen is at most pen wide, thinner for small digits.
func (r *zboardRenderer) number(s string, cx, cy float64, height, w, h, pen float32, seg func(color.Color, float32, float64, float64, float64, float64)) {
	segs, tw := chalkText(s)
	pen = max(minPen, min(pen, height*maxPenShare))
	sy := float64(height / h)
	sx := float64(height / w)
	left := cx - float64(tw)*sx/2
	top := cy - sy/2
	for _, g := range segs {
		seg(ColChalk, pen, left+float64(g.x1)*sx, top+float64(g.y1)*sy, left+float64(g.x2)*sx, top+float64(g.y2)*sy)
	}
}

// seatLabel is a player's name and the dealer and Vorhand marks that follow it; a name written
// right to left is set off from them (Isolated).
func (r *zboardRenderer) seatLabel(seat int) (name, marks string) {
	p := r.w.players
	if seat >= len(p) {
		return "", ""
	}
	if seat == r.w.vorhand {
		marks += " · " + lang.X("board.vorhand", "Vorhand")
	}
	if seat == r.w.dealer {
		marks += " · " + lang.X("board.dealer", "deals")
	}
	return Isolated(p[seat]), marks
}

// nameLine is what a team's line of names is drawn from: the names and marks of its two seats,
// the size of the strip's lettering and the strip's width, in device pixels.
type nameLine struct {
	names, marks [2]string
	em, room     float32
	fonts        uint64 // the lettering's fonts it is drawn with (letteringFonts.fonts)
}

func (r *zboardRenderer) nameLine(team int, em, room float32) nameLine {
	n := nameLine{em: em, room: room, fonts: lettering.fonts.Load()}
	n.names[0], n.marks[0] = r.seatLabel(team)
	n.names[1], n.marks[1] = r.seatLabel(team + 2)
	return n
}

// teamLabel is the line of names along a team's edge: its two players, at opposite seats.
func (r *zboardRenderer) teamLabel(team int) string {
	n := r.nameLine(team, 0, 0)
	return n.text(n.names)
}

// text is the line with the given names in place of the players'.
func (n nameLine) text(names [2]string) string {
	return names[0] + n.marks[0] + nameSeparator + names[1] + n.marks[1]
}

// fit is the text and the size, in pixels per em, that show a line of names in its strip: at
// the strip's size if it fits, smaller down to minEm, then with each name (not its marks) cut
// short.
func (n nameLine) fit(minEm float32) (string, float32) {
	text := n.text(n.names)
	width := LetteringWidth(text, n.em)
	if width <= n.room {
		return text, n.em
	}
	if shrunk := float32(math.Floor(float64(n.em * n.room / width))); shrunk >= minEm {
		return text, shrunk
	}
	// The room the marks leave goes to the names: half each, or to the longer what the shorter
	// does not need.
	free := n.room - LetteringWidth(n.marks[0]+nameSeparator+n.marks[1], minEm)
	var need [2]float32
	for i, name := range n.names {
		need[i] = LetteringWidth(name, minEm)
	}
	share := [2]float32{free / 2, free / 2}
	for i := range share {
		if need[i] < free/2 {
			share[i], share[1-i] = need[i], free-need[i]
		}
	}
	var cut [2]string
	for i, name := range n.names {
		cut[i] = CutLettering(name, minEm, max(0, share[i]))
	}
	return n.text(cut), minEm
}

// layoutNames writes each team's players along its own edge; the upper team's names are turned
// by 180°, like its half.
func (r *zboardRenderer) layoutNames(x0, y0, w, h, nameH float32) {
	lower := r.w.model.Lower.Team
	margin := nameH * (1 - nameFill) / 2
	scale := r.deviceScale()
	em := float32(math.Floor(float64((nameH*nameFill*scale - 2*letteringMargin) / letteringLine)))
	room := w * (1 - 2*nameInset) * scale
	for i, team := range []int{lower, 1 - lower} {
		in := r.nameLine(team, em, room)
		if r.labelIn[i] != in || r.labels[i].Image == nil {
			r.labelIn[i] = in
			r.labelKey[i], r.labelEm[i] = in.fit(minNameEm * scale)
			r.labels[i].Image = LetteringImage(r.labelKey[i], r.labelEm[i], ColChalk, i == 1)
			r.labels[i].Refresh()
		}
		r.labels[i].Resize(fyne.NewSize(w*(1-2*nameInset), nameH*nameFill))
		if i == 0 {
			r.labels[i].Move(fyne.NewPos(x0+w*nameInset, y0+h-nameH+margin))
		} else {
			r.labels[i].Move(fyne.NewPos(x0+w*nameInset, y0+margin))
		}
	}
}

// deviceScale is the number of device pixels per Fyne unit where the board is shown.
func (r *zboardRenderer) deviceScale() float32 { return DeviceScale(r.w) }

// PictureTwin is a second board drawing the same game, for a picture to save: a widget is
// drawn in one canvas at a time.
func (w *ZBoardWidget) PictureTwin() fyne.CanvasObject {
	t := NewZBoardWidget()
	t.SetGame(w.model, w.players, w.dealer, w.vorhand)
	return t
}
