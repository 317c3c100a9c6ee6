package ui

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/jasstafel/jasstafel/board"
)

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

// MinSize keeps the board readable in a narrow window.
func (w *ZBoardWidget) MinSize() fyne.Size { return fyne.NewSize(280, 300) }

// CreateRenderer implements fyne.Widget.
func (w *ZBoardWidget) CreateRenderer() fyne.WidgetRenderer {
	r := &zboardRenderer{w: w}
	r.frame = canvas.NewRectangle(colWood)
	r.frame.StrokeColor = colWoodDark
	r.frame.StrokeWidth = 2
	r.frame.CornerRadius = 10
	r.slate = canvas.NewRectangle(colSlate)
	r.middle = canvas.NewLine(colChalkDim)
	r.middle.StrokeWidth = 2
	r.build()
	return r
}

type zboardRenderer struct {
	w        *ZBoardWidget
	frame    *canvas.Rectangle
	slate    *canvas.Rectangle
	middle   *canvas.Line
	lines    []*canvas.Line // pooled chalk lines: strokes, Z, numbers, progress marks
	used     int
	labels   [2]*canvas.Image // player names of the lower and upper team, as images
	labelKey [2]string
	objects  []fyne.CanvasObject
	// upperStart is the index of the upper half's first line in lines (tests read it).
	upperStart int
	size       fyne.Size
}

func (r *zboardRenderer) Destroy() {}

func (r *zboardRenderer) MinSize() fyne.Size { return r.w.MinSize() }

func (r *zboardRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *zboardRenderer) Refresh() {
	r.build()
	r.Layout(r.size)
	canvas.Refresh(r.w)
}

func (r *zboardRenderer) build() {
	for i := range r.labels {
		if r.labels[i] == nil {
			r.labels[i] = &canvas.Image{FillMode: canvas.ImageFillContain, ScaleMode: canvas.ImageScaleSmooth}
		}
	}
	r.objects = r.objects[:0]
	r.objects = append(r.objects, r.frame, r.slate, r.middle, r.labels[0], r.labels[1])
}

// line hands out the next pooled line, so that a redraw allocates nothing once warmed up.
func (r *zboardRenderer) line(c color.Color, width float32, x1, y1, x2, y2 float32) {
	if r.used == len(r.lines) {
		r.lines = append(r.lines, canvas.NewLine(c))
	}
	l := r.lines[r.used]
	r.used++
	l.StrokeColor = c
	l.StrokeWidth = width
	l.Position1 = fyne.NewPos(x1, y1)
	l.Position2 = fyne.NewPos(x2, y2)
	l.Show()
}

func (r *zboardRenderer) Layout(size fyne.Size) {
	r.size = size
	pad := float32(math.Max(8, float64(min(size.Width, size.Height))*0.03))
	r.frame.Resize(size)
	r.frame.Move(fyne.NewPos(0, 0))
	r.slate.Move(fyne.NewPos(pad, pad))
	r.slate.Resize(fyne.NewSize(size.Width-2*pad, size.Height-2*pad))
	x0, y0 := pad, pad
	w, h := size.Width-2*pad, size.Height-2*pad
	mid := y0 + h/2
	r.middle.Position1 = fyne.NewPos(x0+w*0.03, mid)
	r.middle.Position2 = fyne.NewPos(x0+w*0.97, mid)

	r.used = 0
	nameH := h * 0.07
	halfH := h/2 - nameH
	m := r.w.model
	// Lower half: below the centre line, names along the bottom edge.
	r.drawHalf(m.Lower, m.View, m.Target, x0, mid, w, halfH, false)
	// Upper half: above the centre line, turned by 180°: its top bar lies next to the centre.
	r.upperStart = r.used
	r.drawHalf(m.Upper, m.View, m.Target, x0, y0+nameH, w, halfH, true)
	for i := r.used; i < len(r.lines); i++ {
		r.lines[i].Hide()
	}
	r.objects = append(r.objects[:5], linesAsObjects(r.lines)...)
	r.layoutNames(x0, y0, w, h, nameH)
}

func linesAsObjects(ls []*canvas.Line) []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, len(ls))
	for i, l := range ls {
		out[i] = l
	}
	return out
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
	unit := float32(math.Max(1.5, float64(min(w, h))/110))
	if view == board.ViewDigits {
		r.number(fmt.Sprint(hf.Total), 0.5, 0.5, 0.42, float64(h/w), seg, min(unit*2.2, 0.42*h*0.09))
	} else {
		for _, s := range hf.Z {
			seg(colChalk, unit*2.6, s.X1, s.Y1, s.X2, s.Y2)
		}
		for _, s := range hf.Strokes {
			c := colChalk
			if s.Kind == board.HundredCloser || s.Kind == board.TwentyCloser {
				c = colChalkBlue
			}
			seg(c, unit*1.6, s.X1, s.Y1, s.X2, s.Y2)
		}
		for i, n := range hf.Numbers {
			if i < len(hf.Anchors) {
				size := math.Max(hf.NumberSize, 0.02)
				// Thin chalk for small numbers, or an 8 fills in.
				r.number(fmt.Sprint(n), hf.Anchors[i].X, hf.Anchors[i].Y, size, float64(h/w), seg, max(1, min(unit*1.3, float32(size)*h*0.09)))
			}
		}
	}
	// Progress towards the target along the half's outer edge.
	if target > 0 {
		f := math.Min(1, float64(hf.Total)/float64(target))
		seg(colChalkDim, unit, 0.02, 0.985, 0.98, 0.985)
		if f > 0 {
			seg(colChalkYel, unit*2.4, 0.02, 0.985, 0.02+0.96*f, 0.985)
		}
	}
}

// number writes s in chalk, centred on (cx, cy) in unit coordinates, size units high; aspect is
// the half's height over its width, so that the glyphs keep their shape in a wide half.
func (r *zboardRenderer) number(s string, cx, cy, size, aspect float64, seg func(color.Color, float32, float64, float64, float64, float64), width float32) {
	segs, tw := chalkText(s)
	size *= 0.78 // a gap between numbers stacked one above the other
	sx := size * aspect
	left := cx - float64(tw)*sx/2
	top := cy - size/2
	for _, g := range segs {
		seg(colChalk, width, left+float64(g.x1)*sx, top+float64(g.y1)*size, left+float64(g.x2)*sx, top+float64(g.y2)*size)
	}
}

// seatLabel is a player's name with the dealer and Vorhand marks.
func (r *zboardRenderer) seatLabel(seat int) string {
	p := r.w.players
	if seat >= len(p) {
		return ""
	}
	s := p[seat]
	if seat == r.w.vorhand {
		s += " · " + lang.X("board.vorhand", "Vorhand")
	}
	if seat == r.w.dealer {
		s += " · " + lang.X("board.dealer", "deals")
	}
	return s
}

// layoutNames writes each team's players along its own edge; the upper team's names are turned
// by 180°, like its half.
func (r *zboardRenderer) layoutNames(x0, y0, w, h, nameH float32) {
	lower := r.w.model.Lower.Team
	for i, team := range []int{lower, 1 - lower} {
		text := r.seatLabel(team) + "      " + r.seatLabel(team+2)
		if r.labelKey[i] != text {
			r.labelKey[i] = text
			r.labels[i].Image = chalkLabel(text, i == 1)
			r.labels[i].Refresh()
		}
		r.labels[i].Resize(fyne.NewSize(w*0.9, nameH*0.9))
		if i == 0 {
			r.labels[i].Move(fyne.NewPos(x0+w*0.05, y0+h-nameH))
		} else {
			r.labels[i].Move(fyne.NewPos(x0+w*0.05, y0+nameH*0.05))
		}
	}
}

var (
	labelFaceOnce sync.Once
	labelFace     font.Face
)

// chalkLabel renders a line of text into an image, turned by 180° when rotated: Fyne cannot
// rotate text, so the names of the team across the table are drawn as a picture.
func chalkLabel(text string, rotated bool) image.Image {
	labelFaceOnce.Do(func() {
		f, err := opentype.Parse(theme.DefaultTextFont().Content())
		if err == nil {
			labelFace, _ = opentype.NewFace(f, &opentype.FaceOptions{Size: 40, DPI: 72, Hinting: font.HintingFull})
		}
	})
	if labelFace == nil || text == "" {
		return image.NewNRGBA(image.Rect(0, 0, 1, 1))
	}
	d := &font.Drawer{Face: labelFace}
	width := d.MeasureString(text).Ceil() + 8
	img := image.NewNRGBA(image.Rect(0, 0, width, 52))
	d.Dst = img
	d.Src = image.NewUniform(colChalk)
	d.Dot = fixed.P(4, 40)
	d.DrawString(text)
	if !rotated {
		return img
	}
	out := image.NewNRGBA(img.Bounds())
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			out.SetNRGBA(b.Max.X-1-x, b.Max.Y-1-y, img.NRGBAAt(x, y))
		}
	}
	return out
}
