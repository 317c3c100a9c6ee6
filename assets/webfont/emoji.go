package webfont

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"github.com/go-text/typesetting/font"
	ot "github.com/go-text/typesetting/font/opentype"
	"github.com/go-text/typesetting/font/opentype/tables"

	"github.com/jasstafel/jasstafel/assets"
)

// SlimEmoji makes a colour emoji font of CFF outlines and SVG pictures (Fyne's EmojiOneColor)
// smaller without changing what go-text draws with it. go-text draws a glyph that has a picture
// from the picture alone, scaled into the glyph's extents, which it takes from the bounds of the
// CFF outline. So such a glyph becomes a TrueType glyph of one rectangle of those bounds, the
// CFF table goes, and every glyph keeps its number, its advance and its extents; a glyph without
// a picture keeps its outline, its cubic curves made quadratic. The other tables stay as they
// are, but for the signature, which no longer holds, and the tables that count the glyphs and
// their bounds.
func SlimEmoji(otf []byte) ([]byte, error) {
	ld, err := ot.NewLoader(bytes.NewReader(otf))
	if err != nil {
		return nil, err
	}
	face, err := font.ParseTTF(bytes.NewReader(otf))
	if err != nil {
		return nil, err
	}
	if !ld.HasTable(ot.MustNewTag("CFF ")) || ld.HasTable(ot.MustNewTag("glyf")) {
		return nil, errors.New("not a font of CFF outlines")
	}
	raw := map[string][]byte{}
	for _, tag := range []string{"head", "hhea", "hmtx", "maxp", "SVG "} {
		if raw[tag], err = ld.RawTable(ot.MustNewTag(tag)); err != nil {
			return nil, err
		}
	}
	head, hhea, hmtx, maxp := raw["head"], raw["hhea"], raw["hmtx"], raw["maxp"]
	if len(head) < 54 || len(hhea) < 36 || len(maxp) < 6 {
		return nil, errors.New("head, hhea or maxp too short")
	}
	numGlyphs := int(binary.BigEndian.Uint16(maxp[4:]))
	docs, _, err := tables.ParseSVG(raw["SVG "])
	if err != nil {
		return nil, err
	}
	pictured := make([]bool, numGlyphs) // those of an SVG document, read without unpacking it
	for _, d := range docs.SVGDocumentList.DocumentRecords {
		for gid := int(d.StartGlyphID); gid <= int(d.EndGlyphID) && gid < numGlyphs; gid++ {
			pictured[gid] = true
		}
	}
	numHMetrics := int(binary.BigEndian.Uint16(hhea[34:]))
	if numHMetrics == 0 || numHMetrics > numGlyphs || len(hmtx) < 4*numHMetrics+2*(numGlyphs-numHMetrics) {
		return nil, errors.New("hmtx too short")
	}
	advance := func(gid int) int {
		return int(binary.BigEndian.Uint16(hmtx[4*min(gid, numHMetrics-1):]))
	}

	var outlines glyfTable
	var newHmtx bytes.Buffer
	bounds := [4]int16{math.MaxInt16, math.MaxInt16, math.MinInt16, math.MinInt16}
	minLSB, minRSB, maxExtent := int16(math.MaxInt16), int16(math.MaxInt16), int16(math.MinInt16)
	for gid := range numGlyphs {
		e, ok := face.GlyphExtents(font.GID(gid))
		if !ok {
			return nil, fmt.Errorf("glyph %d: no extents", gid)
		}
		box, err := boxOfExtents(e)
		if err != nil {
			return nil, fmt.Errorf("glyph %d: %v", gid, err)
		}
		var contours [][]point
		if pictured[gid] {
			if box != [4]int16{} {
				contours = [][]point{{{box[0], box[1], true}, {box[0], box[3], true}, {box[2], box[3], true}, {box[2], box[1], true}}}
			}
		} else {
			outline, ok := face.GlyphData(font.GID(gid)).(font.GlyphOutline)
			if !ok {
				return nil, fmt.Errorf("glyph %d: neither a picture nor an outline", gid)
			}
			contours = contoursOf(outline, 1)
			if len(contours) == 0 && box != [4]int16{} {
				return nil, fmt.Errorf("glyph %d: bounds but no outline to fill", gid)
			}
		}
		outlines.addIn(contours, box)
		// go-text takes a TrueType glyph's left bearing from hmtx (and shifts its points by
		// the header's xMin less it), a CFF glyph's from its outline: hmtx must agree.
		if gid < numHMetrics {
			be(&newHmtx, uint16(advance(gid)))
		}
		be(&newHmtx, box[0])
		if len(contours) == 0 {
			continue
		}
		bounds = [4]int16{min(bounds[0], box[0]), min(bounds[1], box[1]), max(bounds[2], box[2]), max(bounds[3], box[3])}
		minLSB = min(minLSB, box[0])
		minRSB = min(minRSB, int16(advance(gid)-int(box[2])))
		maxExtent = max(maxExtent, box[2])
	}
	glyf, loca := outlines.tables()
	if bounds[0] > bounds[2] {
		bounds, minLSB, minRSB, maxExtent = [4]int16{}, 0, 0, 0
	}

	newHead := bytes.Clone(head)
	binary.BigEndian.PutUint32(newHead[8:], 0) // checkSumAdjustment, of a file no longer this one
	for i, v := range bounds {
		binary.BigEndian.PutUint16(newHead[36+2*i:], uint16(v))
	}
	binary.BigEndian.PutUint16(newHead[50:], 1) // indexToLocFormat: long offsets
	newHhea := bytes.Clone(hhea)
	binary.BigEndian.PutUint16(newHhea[12:], uint16(minLSB))
	binary.BigEndian.PutUint16(newHhea[14:], uint16(minRSB))
	binary.BigEndian.PutUint16(newHhea[16:], uint16(maxExtent))

	out := map[string][]byte{"glyf": glyf, "loca": loca, "head": newHead, "hhea": newHhea, "hmtx": newHmtx.Bytes(), "maxp": outlines.maxp()}
	for _, tag := range ld.Tables() {
		name := tag.String()
		switch name {
		case "CFF ", "VORG", "DSIG": // the outlines and what only they need; the signature
			continue
		}
		if _, made := out[name]; made {
			continue
		}
		if out[name], err = ld.RawTable(tag); err != nil {
			return nil, err
		}
	}
	return assets.TrueTypeFile(out), nil
}

// boxOfExtents is the box a TrueType glyph's header must say for go-text to find the extents e
// (whole font units, as it rounds a CFF glyph's): xMin, yMin, xMax, yMax.
func boxOfExtents(e font.GlyphExtents) ([4]int16, error) {
	v := [4]float32{e.XBearing, e.YBearing + e.Height, e.XBearing + e.Width, e.YBearing}
	var box [4]int16
	for i, f := range v {
		if f != float32(math.Round(float64(f))) || f < math.MinInt16 || f > math.MaxInt16 {
			return box, fmt.Errorf("extents %+v not in whole font units", e)
		}
		box[i] = int16(f)
	}
	if e.Width < 0 || e.Height > 0 {
		return box, fmt.Errorf("extents %+v turned inside out", e)
	}
	return box, nil
}
