package board

import "math"

// Geometry of a half in its unit square. The Z takes the left three quarters, the numbers the
// strip to its right. The top bar sits near the centre line of the board (y small), as on a
// real Jasstafel, where both teams' 100-bars face each other.
const (
	zLeft, zRight = 0.06, 0.72
	zTop, zBottom = 0.22, 0.80

	strokeLen  = 0.11  // length of a cross stroke on a bar
	groupPitch = 0.115 // from one group of five to the next, at natural size
	rowPitch   = 0.14  // from a bar's row of groups to the next row inward
	barRows    = 3     // the row on the bar and two rows wrapped inward beside the diagonal
	diagClear  = 0.08  // horizontal room kept between wrapped rows and the diagonal

	// Slashes sit between these fractions of the diagonal (from its top-right end), clear of
	// the groups on both bars, one X per slashPitch at natural size.
	slashFrom, slashTo = 0.22, 0.78
	slashPitch         = 0.09
	slashHalf          = 0.05

	numLeft, numRight = 0.78, 0.97
	numTop, numBottom = 0.12, 0.88
	numPerColumn      = 8
	digitsSize        = 0.35
)

// span is one row of stroke groups: its centre line y and the x range the groups may use.
type span struct{ y, x0, x1 float64 }

// diagX is the x of the Z's diagonal at height y.
func diagX(y float64) float64 {
	return zRight - (zRight-zLeft)*(y-zTop)/(zBottom-zTop)
}

// The rows of each bar: the first crosses the bar; further rows step inward and end short of the
// diagonal, filling the two triangles the Z leaves free. Rows fill in order, so at natural size
// a new stroke never moves an old one.
var topSpans, bottomSpans = func() (top, bottom [barRows]span) {
	for k := range barRows {
		y := zTop + float64(k)*rowPitch
		top[k] = span{y, zLeft + 0.01, zRight - 0.08}
		if k > 0 {
			top[k].x1 = diagX(y+strokeLen/2) - diagClear
		}
		y = zBottom - float64(k)*rowPitch
		bottom[k] = span{y, zLeft + 0.08, zRight - 0.01}
		if k > 0 {
			bottom[k].x0 = diagX(y-strokeLen/2) + diagClear
		}
	}
	return top, bottom
}()

// groupWidth is the width of a closed group of five at pitch p: four strokes 0.2p apart and the
// closer reaching a little past them on both sides; the rest of p is the gap to the next group.
func groupWidth(p float64) float64 { return 0.7 * p }

// groupsFit is how many groups of pitch p fit in s.
func groupsFit(s span, p float64) int {
	free := s.x1 - s.x0 - groupWidth(p)
	if free < 0 {
		return 0
	}
	return int(free/p) + 1
}

// barPitch is the natural group pitch, shrunk by tenths until all groups fit in the rows. Only
// beyond about 4500 on one bar (45 strokes) does it shrink, and then every stroke moves: that is
// the price of keeping e.g. a 5000 game of big Appenzeller deals on the board.
func barPitch(spans *[barRows]span, groups int) float64 {
	p := groupPitch
	for {
		n := 0
		for _, s := range spans {
			n += groupsFit(s, p)
		}
		if n >= groups {
			return p
		}
		p *= 0.9
	}
}

// jitter is a deterministic wobble in [-1, 1] for stroke i, so that strokes look drawn by hand
// yet the same board always looks the same (golden files stay stable).
func jitter(i, salt int) float64 {
	h := uint32(i)*0x9E3779B1 ^ uint32(salt)*0x85EBCA77
	h ^= h >> 15
	h *= 0x2C1B3C6D
	h ^= h >> 12
	h *= 0x297A2D39
	h ^= h >> 15
	return float64(h%2001)/1000 - 1
}

// drawBar appends n strokes of a bar in groups of five, the fifth a closer slanting up through
// the previous four.
func drawBar(out []Stroke, n int, spans *[barRows]span, kind, closer StrokeKind, salt int) []Stroke {
	if n <= 0 {
		return out
	}
	groups := (n + 4) / 5
	p := barPitch(spans, groups)
	g := 0
	for _, s := range spans {
		fit := groupsFit(s, p)
		for j := 0; j < fit && g < groups; j++ {
			gx := s.x0 + float64(j)*p
			in := min(5, n-5*g)
			for k := range min(in, 4) {
				i := 5*g + k
				x := gx + 0.05*p + float64(k)*0.2*p
				half := strokeLen / 2 * (1 + 0.06*jitter(i, salt))
				tilt := 0.03 * p * jitter(i, salt+1)
				dy := 0.004 * jitter(i, salt+2)
				out = append(out, Stroke{x + tilt, s.y - half + dy, x - tilt, s.y + half + dy, kind})
			}
			if in == 5 {
				i := 5*g + 4
				rise := strokeLen * (0.3 + 0.03*jitter(i, salt))
				out = append(out, Stroke{gx, s.y + rise, gx + groupWidth(p), s.y - rise, closer})
			}
			g++
		}
	}
	return out
}

var diagLen = math.Hypot(zRight-zLeft, zBottom-zTop)

// The diagonal's direction (down-left) and the two directions of a slash across it, 30° either
// side of the perpendicular, so that the second slash of a pair crosses the first as an X.
var slashDirs = func() [2]Point {
	dx, dy := zLeft-zRight, zBottom-zTop
	l := math.Hypot(dx, dy)
	dx, dy = dx/l, dy/l
	nx, ny := dy, -dx // perpendicular to the diagonal, pointing down-right
	var out [2]Point
	for i, sgn := range []float64{1, -1} {
		t := math.Tan(math.Pi / 6)
		ux, uy := nx+sgn*t*dx, ny+sgn*t*dy
		m := math.Hypot(ux, uy)
		out[i] = Point{ux / m, uy / m}
	}
	return out
}()

// drawSlashes appends n slashes along the diagonal, pairs sharing a centre so that they form X.
func drawSlashes(out []Stroke, n int) []Stroke {
	if n <= 0 {
		return out
	}
	pairs := (n + 1) / 2
	pitch := slashPitch
	if pairs > 1 && float64(pairs-1)*pitch > slashTo-slashFrom {
		pitch = (slashTo - slashFrom) / float64(pairs-1)
	}
	// An X reaches half a stroke along the diagonal either side of its centre (sin 30° = 1/2),
	// so strokes shorter than the distance between centres keep neighbouring X apart.
	l0 := min(slashHalf, 0.8*pitch*diagLen)
	for i := range n {
		t := slashFrom + float64(i/2)*pitch
		cx, cy := zRight+t*(zLeft-zRight), zTop+t*(zBottom-zTop)
		u := slashDirs[i%2]
		l := l0 * (1 + 0.06*jitter(i, 7))
		out = append(out, Stroke{cx - u.X*l, cy - u.Y*l, cx + u.X*l, cy + u.Y*l, Fifty})
	}
	return out
}

// numberLayout places n numbers in the right area: down one column of eight, then a second
// column; beyond sixteen both columns tighten so that every number stays inside.
func numberLayout(n int) ([]Point, float64) {
	if n == 0 {
		return nil, 0
	}
	cols, per := 1, numPerColumn
	if n > numPerColumn {
		cols = 2
		per = max(numPerColumn, (n+1)/2)
	}
	colW := (numRight - numLeft) / float64(cols)
	lineH := (numBottom - numTop) / float64(per)
	out := make([]Point, n)
	for i := range out {
		c, r := i/per, i%per
		out[i] = Point{numLeft + (float64(c)+0.5)*colW, numTop + (float64(r)+0.5)*lineH}
	}
	return out, min(0.8*lineH, colW/2)
}

// zFrame is the Z: top bar, diagonal from its right end to the bottom bar's left end, bottom bar.
var zFrame = [3]Stroke{
	{zLeft, zTop, zRight, zTop, Frame},
	{zRight, zTop, zLeft, zBottom, Frame},
	{zLeft, zBottom, zRight, zBottom, Frame},
}

// draw lays out a half from its counts and numbers.
func draw(hundreds, fifties, twenties int, numbers []int) Half {
	h := Half{Hundreds: hundreds, Fifties: fifties, Twenties: twenties, Numbers: numbers, Z: zFrame}
	h.Strokes = make([]Stroke, 0, max(0, hundreds)+max(0, fifties)+max(0, twenties))
	h.Strokes = drawBar(h.Strokes, hundreds, &topSpans, Hundred, HundredCloser, 1)
	h.Strokes = drawSlashes(h.Strokes, fifties)
	h.Strokes = drawBar(h.Strokes, twenties, &bottomSpans, Twenty, TwentyCloser, 11)
	h.Anchors, h.NumberSize = numberLayout(len(numbers))
	h.Total = Read(h)
	return h
}
