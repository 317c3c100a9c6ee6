package kit

import (
	"encoding/binary"
	"slices"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Fyne 2.7.1's text fonts (Noto Sans 2.000 of 2017) draw the Cyrillic і and ј without their
// dot: their substitutions swap both for dotless forms in every language but Serbian, a fault of
// that version of the font (reported as notofonts/latin-greek-cyrillic issue 333).
// Ukrainian lost the dot of one of its most frequent letters ("Гравцı", "Усı ігри"), in every
// text of the app and in the players' names. fixSoftDots mends the four fonts in memory, before
// Fyne reads them: each dotless form is made a glyph that draws its dotted letter. (The dotless
// forms are meant for a letter that carries an accent instead of its dot, which the app never
// writes.)

// softDotted pairs each dotted letter with its dotless form, by the fonts' glyph names.
var softDotted = [][2]string{{"afii10103", "afii10103dotless"}, {"afii10105", "afii10105dotless"}}

var softDotsOnce sync.Once

// fixSoftDots mends Fyne's regular, bold and italic text fonts once (their monospace font has
// its dots), and gives their hair space no width: it marks where a Japanese line may break
// (linebreaks.go).
func fixSoftDots() {
	softDotsOnce.Do(func() {
		for _, f := range []fyne.Resource{theme.DefaultTextFont(), theme.DefaultTextBoldFont(), theme.DefaultTextItalicFont(), theme.DefaultTextBoldItalicFont()} {
			if r, ok := f.(*fyne.StaticResource); ok {
				b, dots := withSoftDots(r.StaticContent)
				if !dots {
					b = slices.Clone(r.StaticContent)
				}
				if withBreakSpace(b) || dots {
					r.StaticContent = b
				}
			}
		}
	})
}

// withSoftDots returns a copy of the TrueType font data whose dotless і and ј draw as the
// dotted letters, or false where the font has no such forms or is not laid out as expected.
func withSoftDots(data []byte) ([]byte, bool) {
	tables, at := fontTables(data)
	head, maxp, loca, glyf, post, hhea := tables["head"], tables["maxp"], tables["loca"], tables["glyf"], tables["post"], tables["hhea"]
	if head == nil || maxp == nil || loca == nil || glyf == nil || post == nil || len(head) < 54 || len(maxp) < 6 || len(hhea) < 36 {
		return nil, false
	}
	// The horizontal metrics of a glyph: its advance and its left side bearing, which places its
	// outline (a composite is moved so that its left edge lies at that bearing).
	numMetrics := int(binary.BigEndian.Uint16(hhea[34:]))
	hmtxAt := at["hmtx"]
	metricsAt := func(gid int) int { // where the glyph's advance (if it has one) and bearing are
		if gid < numMetrics {
			return hmtxAt + 4*gid
		}
		return hmtxAt + 4*numMetrics + 2*(gid-numMetrics) - 2
	}
	longLoca := binary.BigEndian.Uint16(head[50:]) == 1
	numGlyphs := int(binary.BigEndian.Uint16(maxp[4:]))
	glyphAt := func(gid int) (start, end int, ok bool) {
		if gid < 0 || gid >= numGlyphs {
			return 0, 0, false
		}
		if longLoca {
			if len(loca) < 4*(gid+2) {
				return 0, 0, false
			}
			start, end = int(binary.BigEndian.Uint32(loca[4*gid:])), int(binary.BigEndian.Uint32(loca[4*gid+4:]))
		} else {
			if len(loca) < 2*(gid+2) {
				return 0, 0, false
			}
			start, end = 2*int(binary.BigEndian.Uint16(loca[2*gid:])), 2*int(binary.BigEndian.Uint16(loca[2*gid+2:]))
		}
		return start, end, start <= end && end <= len(glyf)
	}
	var wanted []string
	for _, pair := range softDotted {
		wanted = append(wanted, pair[0], pair[1])
	}
	names := postGlyphs(post, numGlyphs, wanted...)
	out := slices.Clone(data)
	glyfAt := at["glyf"]
	patched := false
	for _, pair := range softDotted {
		dotted, dotless := names[pair[0]], names[pair[1]]
		if dotted == 0 || dotless == 0 {
			continue
		}
		ds, de, ok1 := glyphAt(dotted)
		ls, le, ok2 := glyphAt(dotless)
		if !ok1 || !ok2 || de-ds < 10 || le-ls < compositeLen {
			continue
		}
		// A composite glyph of one component, the dotted letter, placed at (0, 0), with the
		// dotted letter's bounds. The rest of the old outline's bytes are left unread.
		g := out[glyfAt+ls:]
		binary.BigEndian.PutUint16(g[0:], 0xFFFF) // numberOfContours −1: a composite
		copy(g[2:10], glyf[ds+2:ds+10])           // xMin, yMin, xMax, yMax
		binary.BigEndian.PutUint16(g[10:], argsAreXYValues)
		binary.BigEndian.PutUint16(g[12:], uint16(dotted))
		g[14], g[15] = 0, 0 // x and y offsets, one byte each
		// The dotted letter's metrics, so that the composite lies where the letter does.
		from, to := metricsAt(dotted), metricsAt(dotless)
		if hmtxAt == 0 || from+4 > len(out) || to+4 > len(out) || dotted >= numMetrics || dotless >= numMetrics {
			return nil, false
		}
		copy(out[to:to+4], data[from:from+4])
		patched = true
	}
	return out, patched
}

// compositeLen is the length of a composite glyph of one component with byte offsets;
// argsAreXYValues is its flag that the two arguments are offsets, not points to match.
const (
	compositeLen    = 16
	argsAreXYValues = 0x0002
)

// fontTables finds the tables of a TrueType font by their tags, and where each begins.
func fontTables(data []byte) (tables map[string][]byte, at map[string]int) {
	tables, at = map[string][]byte{}, map[string]int{}
	if len(data) < 12 {
		return tables, at
	}
	n := int(binary.BigEndian.Uint16(data[4:]))
	for i := range n {
		rec := 12 + 16*i
		if rec+16 > len(data) {
			break
		}
		off, length := int(binary.BigEndian.Uint32(data[rec+8:])), int(binary.BigEndian.Uint32(data[rec+12:]))
		if off < 0 || length < 0 || off+length > len(data) {
			continue
		}
		tag := string(data[rec : rec+4])
		tables[tag], at[tag] = data[off:off+length], off
	}
	return tables, at
}

// postGlyphs finds the glyphs of the names wanted among the names of a 'post' table of version 2
// that are not one of the 258 standard Macintosh names, without building a map of them all.
func postGlyphs(post []byte, numGlyphs int, wanted ...string) map[string]int {
	out := map[string]int{}
	if len(post) < 34 || binary.BigEndian.Uint32(post) != 0x00020000 {
		return out
	}
	n := int(binary.BigEndian.Uint16(post[32:]))
	if n > numGlyphs || len(post) < 34+2*n {
		return out
	}
	byIndex := map[int]string{} // the wanted names by their index among the names
	i := 258
	for p := 34 + 2*n; p < len(post) && len(byIndex) < len(wanted); i++ {
		l := int(post[p])
		if p+1+l > len(post) {
			break
		}
		for _, w := range wanted {
			if l == len(w) && string(post[p+1:p+1+l]) == w {
				byIndex[i] = w
			}
		}
		p += 1 + l
	}
	for gid := range n {
		if w, ok := byIndex[int(binary.BigEndian.Uint16(post[34+2*gid:]))]; ok {
			out[w] = gid
		}
	}
	return out
}
