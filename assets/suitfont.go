package assets

import (
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
)

// The text font has no card suits, so Fyne draws ♥ and ♦ from its colour emoji font (red) and
// ♠ and ♣ from it too, black and invisible on the slate, and the outlined ♤ ♧ from whatever
// system font has them: thin grey rings next to full red signs. SuitFont is a small TrueType
// font of the four filled signs, drawn from the app's own French suit pictures (spades.svg,
// hearts.svg, diamonds.svg, clubs.svg), which the theme puts before the text font: every text
// then draws the four suits filled, in the text's colour, with the same weight.

// suitRunes are the characters the font draws, with the picture of each.
var suitRunes = []struct {
	r    rune
	file string
}{{'♠', "spades.svg"}, {'♣', "clubs.svg"}, {'♥', "hearts.svg"}, {'♦', "diamonds.svg"}}

// Font units: the em of the text font the signs stand beside (Noto Sans), and its line.
const (
	unitsPerEm = 1000
	ascender   = 1069
	descender  = -293
	// A 100-unit picture becomes a sign of 800 units, about a capital letter's height, on the
	// baseline, with a little room on each side.
	svgScale    = 8
	svgBase     = 96 // the picture's y that lies on the baseline
	sideRoom    = 50
	suitAdvance = 100*svgScale + 2*sideRoom
	// spaceAdvance is the width of the space in Fyne's text fonts (Noto Sans), regular, bold
	// and italic alike.
	spaceAdvance = 260
)

var suitFont = sync.OnceValue(func() fyne.Resource {
	b, err := buildSuitFont()
	if err != nil {
		// The pictures are embedded: a failure is a build mistake, caught by the tests.
		fyne.LogError("suit font", err)
		return nil
	}
	return fyne.NewStaticResource("JasstafelSuits.ttf", b)
})

// SuitFont is a TrueType font with the filled card suits ♠ ♥ ♦ ♣, an empty space as wide as
// the text font's and BreakMark, nil if it cannot be built.
func SuitFont() fyne.Resource { return suitFont() }

// BreakMark marks a place where a line of text may break (the Japanese texts have it between
// the characters where a line may break, ui/kit/linebreaks.go): U+200A HAIR SPACE, a space to
// Fyne's wrapping (unicode.IsSpace) that the shaper draws in the font of the character before
// it. This font and the web font (assets/webfont/gen) give it no outline and no width, as the
// app does to Fyne's text font (ui/kit/softdots.go); a system font that the window app takes
// for kana and kanji keeps its own, about a sixteenth of an em in Noto Sans CJK.
const BreakMark = '\u200a'

// point is a point of a glyph's outline in font units, y up; on marks a point on the curve
// (the others are quadratic control points).
type point struct {
	x, y int16
	on   bool
}

// buildSuitFont writes the font's tables.
func buildSuitFont() ([]byte, error) {
	box := missingContours()
	glyphs := [][]byte{glyfEntry(box)} // glyph 0, .notdef: the box of a character no font has (missing.go)
	lsbs := []int16{xMinOf(box)}       // each glyph's left side bearing: where its outline starts
	maxPts, maxContours := 8, len(box)
	for _, s := range suitRunes {
		data, err := files.ReadFile(s.file)
		if err != nil {
			return nil, err
		}
		contours, err := svgOutline(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.file, err)
		}
		n := 0
		for _, c := range contours {
			n += len(c)
		}
		maxPts, maxContours = max(maxPts, n), max(maxContours, len(contours))
		glyphs = append(glyphs, glyfEntry(contours))
		lsbs = append(lsbs, xMinOf(contours))
	}
	// The space: the shaper keeps a space after a sign in the sign's font, which without one
	// drew it as "�" and no wider than nothing. It has no outline and the width of the text
	// font's space. Then the mark of a place to break (BreakMark), without outline or width.
	glyphs = append(glyphs, nil, nil)
	lsbs = append(lsbs, 0, 0)
	numGlyphs := len(glyphs)

	var glyf, loca bytes.Buffer
	for _, g := range glyphs {
		be(&loca, uint32(glyf.Len()))
		glyf.Write(g)
		for glyf.Len()%4 != 0 {
			glyf.WriteByte(0)
		}
	}
	be(&loca, uint32(glyf.Len()))

	var head bytes.Buffer
	be(&head, uint32(0x00010000), uint32(0x00010000), uint32(0), uint32(0x5F0F3CF5), uint16(0x000B), uint16(unitsPerEm),
		uint64(0), uint64(0), int16(0), int16(descender), int16(suitAdvance), int16(ascender),
		uint16(0), uint16(8), int16(2), int16(1), int16(0))

	var hhea bytes.Buffer
	be(&hhea, uint32(0x00010000), int16(ascender), int16(descender), int16(0), uint16(suitAdvance),
		int16(0), int16(0), int16(suitAdvance), int16(1), int16(0), int16(0),
		int16(0), int16(0), int16(0), int16(0), int16(0), uint16(numGlyphs))

	var maxp bytes.Buffer
	be(&maxp, uint32(0x00010000), uint16(numGlyphs), uint16(maxPts), uint16(maxContours), uint16(0), uint16(0),
		uint16(2), uint16(0), uint16(0), uint16(0), uint16(0), uint16(0), uint16(0), uint16(0), uint16(0))

	var hmtx bytes.Buffer
	be(&hmtx, uint16(MissingAdvance), lsbs[0])
	for _, lsb := range lsbs[1 : numGlyphs-2] {
		be(&hmtx, uint16(suitAdvance), lsb)
	}
	be(&hmtx, uint16(spaceAdvance), lsbs[numGlyphs-2])
	be(&hmtx, uint16(0), lsbs[numGlyphs-1])

	var post bytes.Buffer
	be(&post, uint32(0x00030000), uint32(0), int16(-100), int16(50), uint32(0), uint32(0), uint32(0), uint32(0), uint32(0))

	tables := map[string][]byte{"cmap": cmapTable(), "glyf": glyf.Bytes(), "head": head.Bytes(), "hhea": hhea.Bytes(),
		"hmtx": hmtx.Bytes(), "loca": loca.Bytes(), "maxp": maxp.Bytes(), "post": post.Bytes()}
	return TrueTypeFile(tables), nil
}

// cmapTable maps each suit to its glyph, and the space and BreakMark to the two glyphs after
// them (format 4, one segment per character).
func cmapTable() []byte {
	type mapping struct{ code, glyph uint16 }
	maps := make([]mapping, 0, len(suitRunes)+2)
	for i, s := range suitRunes {
		maps = append(maps, mapping{uint16(s.r), uint16(i + 1)})
	}
	maps = append(maps, mapping{' ', uint16(len(suitRunes) + 1)}, mapping{uint16(BreakMark), uint16(len(suitRunes) + 2)})
	// Segments go in the order of their characters.
	slices.SortFunc(maps, func(a, b mapping) int { return int(a.code) - int(b.code) })

	n := len(maps) + 1 // and the closing segment
	var sub bytes.Buffer
	be(&sub, uint16(4), uint16(16+8*n), uint16(0), uint16(2*n))
	search := 1
	for search*2 <= n {
		search *= 2
	}
	entry := int(math.Log2(float64(search)))
	be(&sub, uint16(2*search), uint16(entry), uint16(2*n-2*search))
	for _, m := range maps {
		be(&sub, m.code)
	}
	be(&sub, uint16(0xFFFF), uint16(0))
	for _, m := range maps {
		be(&sub, m.code)
	}
	be(&sub, uint16(0xFFFF))
	for _, m := range maps {
		be(&sub, m.glyph-m.code)
	}
	be(&sub, uint16(1))
	for range n {
		be(&sub, uint16(0))
	}
	var out bytes.Buffer
	be(&out, uint16(0), uint16(1), uint16(3), uint16(1), uint32(12))
	out.Write(sub.Bytes())
	return out.Bytes()
}

// be writes values big-endian, as TrueType wants them.
func be(b *bytes.Buffer, vs ...any) {
	for _, v := range vs {
		_ = binary.Write(b, binary.BigEndian, v)
	}
}

// xMinOf is the left end of the contours.
func xMinOf(contours [][]point) int16 {
	x := int16(math.MaxInt16)
	for _, c := range contours {
		for _, p := range c {
			x = min(x, p.x)
		}
	}
	return x
}

// glyfEntry is a simple glyph of the contours.
func glyfEntry(contours [][]point) []byte {
	xMin, yMin, xMax, yMax := int16(math.MaxInt16), int16(math.MaxInt16), int16(math.MinInt16), int16(math.MinInt16)
	for _, c := range contours {
		for _, p := range c {
			xMin, yMin, xMax, yMax = min(xMin, p.x), min(yMin, p.y), max(xMax, p.x), max(yMax, p.y)
		}
	}
	var b bytes.Buffer
	be(&b, int16(len(contours)), xMin, yMin, xMax, yMax)
	end := -1
	for _, c := range contours {
		end += len(c)
		be(&b, uint16(end))
	}
	be(&b, uint16(0)) // no instructions
	for _, c := range contours {
		for _, p := range c {
			flag := byte(0)
			if p.on {
				flag = 1
			}
			b.WriteByte(flag)
		}
	}
	var last int16
	for _, c := range contours {
		for _, p := range c {
			be(&b, p.x-last)
			last = p.x
		}
	}
	last = 0
	for _, c := range contours {
		for _, p := range c {
			be(&b, p.y-last)
			last = p.y
		}
	}
	return b.Bytes()
}

// svgOutline reads the outline of a suit picture: its paths (absolute M, L, C and Z) and
// circles, all turned the same way so that where they overlap they add up.
func svgOutline(data []byte) ([][]point, error) {
	var contours [][]point
	d := xml.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := d.Token()
		if err != nil {
			break
		}
		el, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		attr := map[string]string{}
		for _, a := range el.Attr {
			attr[a.Name.Local] = a.Value
		}
		switch el.Name.Local {
		case "path":
			cs, err := pathContours(attr["d"])
			if err != nil {
				return nil, err
			}
			contours = append(contours, cs...)
		case "circle":
			var v [3]float64
			for i, k := range []string{"cx", "cy", "r"} {
				if v[i], err = strconv.ParseFloat(attr[k], 64); err != nil {
					return nil, fmt.Errorf("circle %s: %w", k, err)
				}
			}
			contours = append(contours, circleContour(v[0], v[1], v[2]))
		}
	}
	if len(contours) == 0 {
		return nil, fmt.Errorf("no outline")
	}
	for i, c := range contours {
		if area(c) > 0 { // counter-clockwise with y up: turn it
			for l, r := 0, len(c)-1; l < r; l, r = l+1, r-1 {
				c[l], c[r] = c[r], c[l]
			}
			// The first point must stay on the curve.
			for !c[0].on {
				c = append(c[1:], c[0])
			}
			contours[i] = c
		}
	}
	return contours, nil
}

// fontPoint turns a picture's point into font units.
func fontPoint(x, y float64, on bool) point {
	return point{int16(math.Round(x*svgScale)) + sideRoom, int16(math.Round((svgBase - y) * svgScale)), on}
}

// pathContours reads an SVG path of absolute M, L, C and Z commands; each cubic curve becomes
// four quadratic ones.
func pathContours(d string) ([][]point, error) {
	fields := strings.Fields(strings.NewReplacer(",", " ", "M", " M ", "L", " L ", "C", " C ", "Z", " Z ").Replace(d))
	var out [][]point
	var cur []point
	var x, y float64
	num := func(i int) (float64, error) {
		if i >= len(fields) {
			return 0, fmt.Errorf("path ends inside a command")
		}
		return strconv.ParseFloat(fields[i], 64)
	}
	for i := 0; i < len(fields); {
		cmd := fields[i]
		i++
		var args []float64
		want := map[string]int{"M": 2, "L": 2, "C": 6, "Z": 0}[cmd]
		if _, ok := map[string]bool{"M": true, "L": true, "C": true, "Z": true}[cmd]; !ok {
			return nil, fmt.Errorf("path command %q is not read", cmd)
		}
		for range want {
			v, err := num(i)
			if err != nil {
				return nil, err
			}
			args = append(args, v)
			i++
		}
		switch cmd {
		case "M":
			if len(cur) > 0 {
				out = append(out, cur)
			}
			x, y = args[0], args[1]
			cur = []point{fontPoint(x, y, true)}
		case "L":
			x, y = args[0], args[1]
			cur = append(cur, fontPoint(x, y, true))
		case "C":
			cur = append(cur, cubicAsQuadratics(x, y, args)...)
			x, y = args[4], args[5]
		case "Z":
			if len(cur) > 1 && cur[0] == cur[len(cur)-1] {
				cur = cur[:len(cur)-1]
			}
			out = append(out, cur)
			cur = nil
		}
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out, nil
}

// cubicAsQuadratics approximates the cubic curve from (x0, y0) through the control points of c to
// its end by four quadratic pieces: their control and end points.
func cubicAsQuadratics(x0, y0 float64, c []float64) []point {
	at := func(t float64) (float64, float64) {
		u := 1 - t
		return u*u*u*x0 + 3*u*u*t*c[0] + 3*u*t*t*c[2] + t*t*t*c[4],
			u*u*u*y0 + 3*u*u*t*c[1] + 3*u*t*t*c[3] + t*t*t*c[5]
	}
	slope := func(t float64) (float64, float64) {
		u := 1 - t
		return 3*u*u*(c[0]-x0) + 6*u*t*(c[2]-c[0]) + 3*t*t*(c[4]-c[2]),
			3*u*u*(c[1]-y0) + 6*u*t*(c[3]-c[1]) + 3*t*t*(c[5]-c[3])
	}
	const pieces = 4
	var out []point
	for k := range pieces {
		t0, t1 := float64(k)/pieces, float64(k+1)/pieces
		ax, ay := at(t0)
		bx, by := at(t1)
		// The piece as a cubic of its own, then the quadratic closest to it: its control point
		// is (3(P1+P2) − (P0+P3)) / 4.
		dx0, dy0 := slope(t0)
		dx1, dy1 := slope(t1)
		h := (t1 - t0) / 3
		p1x, p1y := ax+dx0*h, ay+dy0*h
		p2x, p2y := bx-dx1*h, by-dy1*h
		cx, cy := (3*(p1x+p2x)-(ax+bx))/4, (3*(p1y+p2y)-(ay+by))/4
		out = append(out, fontPoint(cx, cy, false), fontPoint(bx, by, true))
	}
	return out
}

// circleContour is a circle of eight quadratic arcs.
func circleContour(cx, cy, r float64) []point {
	var out []point
	const n = 8
	far := r / math.Cos(math.Pi/n) // the control point, where the tangents meet
	for k := range n {
		a := 2 * math.Pi * float64(k) / n
		out = append(out, fontPoint(cx+r*math.Cos(a), cy+r*math.Sin(a), true))
		m := a + math.Pi/n
		out = append(out, fontPoint(cx+far*math.Cos(m), cy+far*math.Sin(m), false))
	}
	return out
}

// area is twice the signed area of a contour's polygon: positive when it turns counter-clockwise.
func area(c []point) int {
	s := 0
	for i, p := range c {
		q := c[(i+1)%len(c)]
		s += int(p.x)*int(q.y) - int(q.x)*int(p.y)
	}
	return s
}
