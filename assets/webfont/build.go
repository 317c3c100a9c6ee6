// Package webfont is the font the web app draws with where the window app has the system's
// fonts: a browser gives Fyne none, so Hangul, kana, kanji, arrows and the outlined suits
// would be drawn as "�". The font (JasstafelWeb.ttf, made by ./gen from the suit font and free
// CJK fonts) takes the place of the suit font in the theme, so it holds the four filled suits
// too; it leaves out every character Fyne's own text font draws, so that Latin, Cyrillic and
// digits look and measure exactly as in the window app, except the space, of the same width:
// Fyne shapes the spaces between words with the font of the words around them, and the
// shaper drew a Hangul word after a space as "�" when this font had no space.
package webfont

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"sort"
	"sync"

	"github.com/go-text/typesetting/font"
	ot "github.com/go-text/typesetting/font/opentype"

	"github.com/jasstafel/jasstafel/assets"
)

// Font units of the font built: the em of the suit font and of Fyne's text font (Noto Sans),
// and that font's line, so that a line with a Hangul name is as high as one without.
const (
	unitsPerEm = 1000
	ascender   = 1069
	descender  = -293
)

// point is a point of an outline in font units, y up; on marks a point on the curve.
type point struct {
	x, y int16
	on   bool
}

// glyph is one glyph of the font built.
type glyph struct {
	contours [][]point
	advance  uint16
}

// Build makes a TrueType font of the characters of the sources that skip does not name: each
// from the first source that has it, in the order given, scaled to 1000 units per em. Glyphs
// keep their outlines (cubic curves become quadratic ones); hinting, kerning and ligatures are
// left behind.
func Build(skip func(rune) bool, sources ...*font.Face) ([]byte, error) {
	glyphs := []glyph{missing()} // glyph 0, .notdef: the box of a character no font has
	cmap := map[rune]uint32{}
	for _, src := range sources {
		scale := float64(unitsPerEm) / float64(src.Upem())
		made := map[font.GID]uint32{} // the source's glyphs already taken, by their new number
		it := src.Cmap.Iter()
		for it.Next() {
			r, gid := it.Char()
			if _, done := cmap[r]; done || skip(r) || gid == 0 {
				continue
			}
			if g, ok := made[gid]; ok {
				cmap[r] = g
				continue
			}
			outline, ok := src.GlyphData(gid).(font.GlyphOutline)
			if !ok {
				continue // a bitmap or picture: nothing to draw it with
			}
			g := glyph{contours: contoursOf(outline, scale), advance: uint16(math.Round(float64(src.HorizontalAdvance(gid)) * scale))}
			made[gid] = uint32(len(glyphs))
			cmap[r] = uint32(len(glyphs))
			glyphs = append(glyphs, g)
		}
	}
	if len(glyphs) > math.MaxUint16 {
		return nil, fmt.Errorf("%d glyphs: more than a font can hold", len(glyphs))
	}
	return encode(glyphs, cmap), nil
}

// contoursOf turns an outline into TrueType contours: quadratic curves, a cubic one as four
// quadratic ones; an on-curve point halfway between two off-curve ones is left implied.
func contoursOf(o font.GlyphOutline, scale float64) [][]point {
	type fpoint struct {
		x, y float64
		on   bool
	}
	var out [][]point
	var cur []fpoint
	flush := func() {
		if len(cur) > 1 && cur[0] == cur[len(cur)-1] {
			cur = cur[:len(cur)-1]
		}
		if len(cur) > 2 {
			var c []point
			for i, p := range cur {
				if p.on && i > 0 {
					prev, next := cur[i-1], cur[(i+1)%len(cur)]
					if !prev.on && !next.on && prev.x+next.x == 2*p.x && prev.y+next.y == 2*p.y {
						continue
					}
				}
				c = append(c, point{int16(math.Round(p.x * scale)), int16(math.Round(p.y * scale)), p.on})
			}
			out = append(out, c)
		}
		cur = nil
	}
	var lx, ly float64
	for _, s := range o.Segments {
		a := s.Args
		switch s.Op {
		case ot.SegmentOpMoveTo:
			flush()
			lx, ly = float64(a[0].X), float64(a[0].Y)
			cur = append(cur, fpoint{lx, ly, true})
		case ot.SegmentOpLineTo:
			lx, ly = float64(a[0].X), float64(a[0].Y)
			cur = append(cur, fpoint{lx, ly, true})
		case ot.SegmentOpQuadTo:
			cur = append(cur, fpoint{float64(a[0].X), float64(a[0].Y), false})
			lx, ly = float64(a[1].X), float64(a[1].Y)
			cur = append(cur, fpoint{lx, ly, true})
		case ot.SegmentOpCubeTo:
			c := [6]float64{float64(a[0].X), float64(a[0].Y), float64(a[1].X), float64(a[1].Y), float64(a[2].X), float64(a[2].Y)}
			for _, q := range cubicAsQuadratics(lx, ly, c) {
				cur = append(cur, fpoint{q[0], q[1], false}, fpoint{q[2], q[3], true})
			}
			lx, ly = c[4], c[5]
		}
	}
	flush()
	return out
}

// cubicAsQuadratics approximates the cubic curve from (x0, y0) through c by four quadratic
// pieces: each its control point and its end.
func cubicAsQuadratics(x0, y0 float64, c [6]float64) [][4]float64 {
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
	var out [][4]float64
	for k := range pieces {
		t0, t1 := float64(k)/pieces, float64(k+1)/pieces
		ax, ay := at(t0)
		bx, by := at(t1)
		// The piece as a cubic of its own; the quadratic closest to it has its control point
		// at (3(P1+P2) − (P0+P3)) / 4.
		dx0, dy0 := slope(t0)
		dx1, dy1 := slope(t1)
		h := (t1 - t0) / 3
		p1x, p1y := ax+dx0*h, ay+dy0*h
		p2x, p2y := bx-dx1*h, by-dy1*h
		out = append(out, [4]float64{(3*(p1x+p2x) - (ax + bx)) / 4, (3*(p1y+p2y) - (ay + by)) / 4, bx, by})
	}
	return out
}

// encode writes the font's tables.
func encode(glyphs []glyph, cmap map[rune]uint32) []byte {
	var hmtx bytes.Buffer
	var outlines glyfTable
	xMin, yMin, xMax, yMax := int16(0), int16(descender), int16(0), int16(ascender)
	maxAdvance := uint16(0)
	minLSB, minRSB, maxExtent := int16(math.MaxInt16), int16(math.MaxInt16), int16(math.MinInt16)
	for _, g := range glyphs {
		box := outlines.add(g.contours)
		be(&hmtx, g.advance, box[0])
		maxAdvance = max(maxAdvance, g.advance)
		if len(g.contours) == 0 {
			continue
		}
		xMin, yMin, xMax, yMax = min(xMin, box[0]), min(yMin, box[1]), max(xMax, box[2]), max(yMax, box[3])
		minLSB = min(minLSB, box[0])
		minRSB = min(minRSB, int16(int(g.advance)-int(box[2])))
		maxExtent = max(maxExtent, box[2])
	}
	glyf, loca := outlines.tables()
	numGlyphs := uint16(len(glyphs))

	var head bytes.Buffer
	be(&head, uint32(0x00010000), uint32(0x00010000), uint32(0), uint32(0x5F0F3CF5), uint16(0x000B), uint16(unitsPerEm),
		uint64(0), uint64(0), xMin, yMin, xMax, yMax,
		uint16(0), uint16(8), int16(2), int16(1), int16(0))

	var hhea bytes.Buffer
	be(&hhea, uint32(0x00010000), int16(ascender), int16(descender), int16(0), maxAdvance,
		minLSB, minRSB, maxExtent, int16(1), int16(0), int16(0),
		int16(0), int16(0), int16(0), int16(0), int16(0), numGlyphs)

	var post bytes.Buffer
	be(&post, uint32(0x00030000), uint32(0), int16(-100), int16(50), uint32(0), uint32(0), uint32(0), uint32(0), uint32(0))

	return assets.TrueTypeFile(map[string][]byte{"cmap": cmapTable(cmap), "glyf": glyf, "head": head.Bytes(), "hhea": hhea.Bytes(),
		"hmtx": hmtx.Bytes(), "loca": loca, "maxp": outlines.maxp(), "post": post.Bytes()})
}

// glyfTable gathers the glyphs of a TrueType font, in the order of their numbers, into its glyf
// and loca tables (long offsets, each glyph at a four-byte boundary), and counts what maxp
// tells of them.
type glyfTable struct {
	glyf, loca          bytes.Buffer
	glyphs              int
	maxPts, maxContours int
}

// add appends a glyph of the contours, its box that of their points, and returns the box.
func (t *glyfTable) add(contours [][]point) [4]int16 {
	box := boxOf(contours)
	t.addIn(contours, box)
	return box
}

// addIn appends a glyph of the contours that says box is its box.
func (t *glyfTable) addIn(contours [][]point, box [4]int16) {
	be(&t.loca, uint32(t.glyf.Len()))
	t.glyf.Write(glyfEntry(contours, box))
	for t.glyf.Len()%4 != 0 {
		t.glyf.WriteByte(0)
	}
	t.glyphs++
	n := 0
	for _, c := range contours {
		n += len(c)
	}
	t.maxPts, t.maxContours = max(t.maxPts, n), max(t.maxContours, len(contours))
}

// tables ends the glyphs and returns glyf and loca.
func (t *glyfTable) tables() (glyf, loca []byte) {
	be(&t.loca, uint32(t.glyf.Len()))
	return t.glyf.Bytes(), t.loca.Bytes()
}

// maxp is the maxp table (version 1.0, as TrueType outlines want it) of the glyphs added: no
// composite glyphs, no hinting.
func (t *glyfTable) maxp() []byte {
	var maxp bytes.Buffer
	be(&maxp, uint32(0x00010000), uint16(t.glyphs), uint16(t.maxPts), uint16(t.maxContours), uint16(0), uint16(0),
		uint16(2), uint16(0), uint16(0), uint16(0), uint16(0), uint16(0), uint16(0), uint16(0), uint16(0))
	return maxp.Bytes()
}

// cmapTable maps the characters to their glyphs: a format 12 subtable (every plane, runs of
// consecutive characters with consecutive glyphs as one group) for Unicode on Windows.
func cmapTable(cmap map[rune]uint32) []byte {
	runes := make([]rune, 0, len(cmap))
	for r := range cmap {
		runes = append(runes, r)
	}
	sort.Slice(runes, func(i, j int) bool { return runes[i] < runes[j] })
	type group struct{ first, last rune }
	var groups []group
	for _, r := range runes {
		if n := len(groups); n > 0 {
			g := &groups[n-1]
			if r == g.last+1 && cmap[r] == cmap[g.last]+1 {
				g.last = r
				continue
			}
		}
		groups = append(groups, group{r, r})
	}
	var out bytes.Buffer
	be(&out, uint16(0), uint16(1), uint16(3), uint16(10), uint32(12))
	be(&out, uint16(12), uint16(0), uint32(16+12*len(groups)), uint32(0), uint32(len(groups)))
	for _, g := range groups {
		be(&out, uint32(g.first), uint32(g.last), cmap[g.first])
	}
	return out.Bytes()
}

// boxOf is the box of the contours' points: xMin, yMin, xMax, yMax; zero without points.
func boxOf(contours [][]point) [4]int16 {
	if len(contours) == 0 {
		return [4]int16{}
	}
	box := [4]int16{math.MaxInt16, math.MaxInt16, math.MinInt16, math.MinInt16}
	for _, c := range contours {
		for _, p := range c {
			box = [4]int16{min(box[0], p.x), min(box[1], p.y), max(box[2], p.x), max(box[3], p.y)}
		}
	}
	return box
}

// glyfEntry is a simple glyph of the contours, in the short form TrueType allows (a flag
// repeated, a coordinate that moves less than 256 units in one byte), with box as its box in
// the glyph's header. A glyph without contours is empty.
func glyfEntry(contours [][]point, box [4]int16) []byte {
	if len(contours) == 0 {
		return nil
	}
	var b bytes.Buffer
	be(&b, int16(len(contours)), box[0], box[1], box[2], box[3])
	end := -1
	for _, c := range contours {
		end += len(c)
		be(&b, uint16(end))
	}
	be(&b, uint16(0)) // no instructions

	const (
		onCurve = 1 << iota
		xShort
		yShort
		repeat
		xSameOrPositive
		ySameOrPositive
	)
	var flags []byte
	var xs, ys bytes.Buffer
	coord := func(d int16, short, sameOrPositive byte, out *bytes.Buffer) byte {
		switch {
		case d == 0:
			return sameOrPositive
		case d > 0 && d < 256:
			out.WriteByte(byte(d))
			return short | sameOrPositive
		case d < 0 && d > -256:
			out.WriteByte(byte(-d))
			return short
		}
		be(out, d)
		return 0
	}
	var lx, ly int16
	for _, c := range contours {
		for _, p := range c {
			f := byte(0)
			if p.on {
				f = onCurve
			}
			f |= coord(p.x-lx, xShort, xSameOrPositive, &xs)
			f |= coord(p.y-ly, yShort, ySameOrPositive, &ys)
			lx, ly = p.x, p.y
			flags = append(flags, f)
		}
	}
	for i := 0; i < len(flags); {
		n := 1
		for i+n < len(flags) && flags[i+n] == flags[i] && n < 256 {
			n++
		}
		if n > 1 {
			b.WriteByte(flags[i] | repeat)
			b.WriteByte(byte(n - 1))
		} else {
			b.WriteByte(flags[i])
		}
		i += n
	}
	b.Write(xs.Bytes())
	b.Write(ys.Bytes())
	return b.Bytes()
}

// be writes values big-endian, as TrueType wants them.
func be(b *bytes.Buffer, vs ...any) {
	for _, v := range vs {
		_ = binary.Write(b, binary.BigEndian, v)
	}
}

// FileName is the name of the web font in this folder.
const FileName = "JasstafelWeb.ttf"

// DrawnBy is what skips the characters f draws: Build with it leaves them to f.
func DrawnBy(f *font.Face) func(rune) bool {
	return func(r rune) bool {
		_, ok := f.NominalGlyph(r)
		return ok
	}
}

// missing is the box the app's fonts draw for a character no font has (assets.MissingBox).
func missing() glyph {
	g := glyph{advance: assets.MissingAdvance}
	for _, c := range assets.MissingBox {
		var contour []point
		for _, p := range c {
			contour = append(contour, point{p[0], p[1], true})
		}
		g.contours = append(g.contours, contour)
	}
	return g
}

// Maker makes fonts of the letters need asks for from the fonts of data, each letter from the
// first that has it (Build): the charts draw a chart's texts with one font, and in the browser
// no font has both Latin letters and Hangul, so they are given Fyne's text font and this one to
// make one of (charts.UseFonts). The fonts are read on the first call.
func Maker(data ...[]byte) func(need func(rune) bool) ([]byte, error) {
	var (
		once  sync.Once
		faces []*font.Face
		err   error
	)
	return func(need func(rune) bool) ([]byte, error) {
		once.Do(func() {
			for _, d := range data {
				f, e := font.ParseTTF(bytes.NewReader(d))
				if e != nil {
					err = e
					return
				}
				faces = append(faces, f)
			}
		})
		if err != nil {
			return nil, err
		}
		return Build(func(r rune) bool { return !need(r) }, faces...)
	}
}
