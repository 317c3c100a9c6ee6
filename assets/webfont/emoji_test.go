package webfont

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"maps"
	"reflect"
	"sync"
	"testing"

	"fyne.io/fyne/v2/theme"
	"github.com/go-text/render"
	"github.com/go-text/typesetting/font"
	ot "github.com/go-text/typesetting/font/opentype"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/math/fixed"

	"github.com/jasstafel/jasstafel/assets"
)

// emojiFonts is Fyne's emoji font and the font SlimEmoji makes of it, made once for the tests.
var emojiFonts = sync.OnceValues(func() ([2][]byte, error) {
	orig := theme.DefaultEmojiFont().Content()
	slim, err := SlimEmoji(orig)
	return [2][]byte{orig, slim}, err
})

func emojiFaces(t *testing.T) (orig, slim *font.Face) {
	t.Helper()
	fonts, err := emojiFonts()
	if err != nil {
		t.Fatal(err)
	}
	return parse(t, fonts[0]), parse(t, fonts[1])
}

// numGlyphs is the number of glyphs maxp gives.
func numGlyphs(t *testing.T, otf []byte) int {
	t.Helper()
	ld, err := ot.NewLoader(bytes.NewReader(otf))
	if err != nil {
		t.Fatal(err)
	}
	maxp, err := ld.RawTable(ot.MustNewTag("maxp"))
	if err != nil {
		t.Fatal(err)
	}
	return int(binary.BigEndian.Uint16(maxp[4:]))
}

// glyphFacts is what go-text tells of a glyph.
type glyphFacts struct {
	extents  font.GlyphExtents
	ok       bool
	advance  float32
	data     string // the type of its data
	document []byte // its SVG document, unpacked
}

// factsOf tells of the font's first n glyphs; under the race detector of every eighth, the
// others left at their zero value.
func factsOf(f *font.Face, n int) []glyphFacts {
	out := make([]glyphFacts, n)
	for gid := range font.GID(n) {
		if raceDetector && gid%8 != 0 {
			continue
		}
		g := &out[gid]
		g.extents, g.ok = f.GlyphExtents(gid)
		g.advance = f.HorizontalAdvance(gid)
		data := f.GlyphData(gid)
		g.data = fmt.Sprintf("%T", data)
		if svg, ok := data.(font.GlyphSVG); ok {
			g.document = svg.Source
		}
	}
	return out
}

// Every glyph keeps its number, advance and extents, each character its glyph, and each
// picture its document, byte for byte; the glyphs without a picture keep an outline.
func TestSlimEmojiKeepsEveryGlyph(t *testing.T) {
	fonts, err := emojiFonts()
	if err != nil {
		t.Fatal(err)
	}
	orig, slim := emojiFaces(t)
	n := numGlyphs(t, fonts[0])
	if got := numGlyphs(t, fonts[1]); got != n {
		t.Fatalf("%d glyphs, not %d", got, n)
	}
	var facts [2][]glyphFacts
	var wg sync.WaitGroup
	for i, f := range []*font.Face{orig, slim} {
		wg.Go(func() { facts[i] = factsOf(f, n) })
	}
	wg.Wait()
	pictures, checked := 0, 0
	for gid, o := range facts[0] {
		if raceDetector && gid%8 != 0 {
			continue
		}
		checked++
		s := facts[1][gid]
		if !o.ok || !s.ok || o.extents != s.extents {
			t.Errorf("glyph %d: extents %+v (%v), not %+v (%v)", gid, s.extents, s.ok, o.extents, o.ok)
		}
		if o.advance != s.advance {
			t.Errorf("glyph %d: advance %v, not %v", gid, s.advance, o.advance)
		}
		if o.data != s.data || !bytes.Equal(o.document, s.document) {
			t.Errorf("glyph %d: a %s, not the %s of the original, or another picture", gid, s.data, o.data)
		}
		switch o.data {
		case "font.GlyphSVG":
			pictures++
		case "font.GlyphOutline":
		default:
			t.Errorf("glyph %d: a %s", gid, o.data)
		}
	}
	if pictures < checked-10 {
		t.Errorf("only %d of %d glyphs are pictures", pictures, checked)
	}

	co, cs := cmapOf(orig), cmapOf(slim)
	if !maps.Equal(co, cs) {
		t.Errorf("the slim font maps %d characters, not the %d of the original, or to other glyphs", len(cs), len(co))
	}
}

// cmapOf is the font's map of characters to glyphs.
func cmapOf(f *font.Face) map[rune]font.GID {
	m := map[rune]font.GID{}
	it := f.Cmap.Iter()
	for it.Next() {
		r, gid := it.Char() // Char moves on, Next only asks
		m[r] = gid
	}
	return m
}

// Text shaped with the slim font is shaped as with Fyne's, to the same glyphs at the same places
// with the same extents, which the pictures are scaled into, and drawn pixel for pixel the same:
// pictures, ligatures (a family, a flag, a skin tone, keycaps) and digits. The glyphs drawn from
// outlines, the keycap alone and the missing glyph, may differ a little at the edges: the
// keycap's corners are quadratic curves now, which the rasteriser cuts into other lines.
func TestSlimEmojiDrawsTheSame(t *testing.T) {
	orig, slim := emojiFaces(t)
	for _, size := range []int{17, 64} {
		for _, c := range []struct {
			text    string
			allowed int // the difference of a colour channel allowed, in 255
		}{{"😀 🍺 👍🏽 👨‍👩‍👧 🇨🇭 1️⃣ ♥️ ❤️", 0}, {"0123456789 #️⃣*️⃣", 0}, {"⃣ x⃣ X", 16}} {
			text := c.text
			lo, io := drawText(text, size, orig)
			ls, is := drawText(text, size, slim)
			if !reflect.DeepEqual(lo, ls) {
				t.Errorf("%q at %v px is shaped otherwise", text, size)
			}
			if d := maxDifference(io, is); d > c.allowed {
				t.Errorf("%q at %v px is drawn otherwise, by up to %d in 255", text, size, d)
			}
		}
	}
}

// drawText shapes text in face as go-text/render does, and draws it so; the runs shaped are
// returned without their face.
func drawText(text string, size int, face *font.Face) ([]shaping.Output, *image.RGBA) {
	runes := []rune(text)
	in := shaping.Input{Text: runes, RunEnd: len(runes), Face: face, Size: fixed.I(size)}
	var segmenter shaping.Segmenter
	var shaper shaping.HarfbuzzShaper
	var line []shaping.Output
	ascent := 0
	for _, run := range segmenter.Split(in, oneFace{face}) {
		out := shaper.Shape(run)
		line = append(line, out)
		ascent = max(ascent, out.LineBounds.Ascent.Ceil())
	}
	img := image.NewRGBA(image.Rect(0, 0, size*len(runes)*3/2, size*2))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	r := render.Renderer{FontSize: float32(size), PixScale: 1, Color: color.Black}
	x := 0
	for i, run := range line {
		x = r.DrawShapedRunAt(run, img, x, ascent)
		line[i].Face = nil
	}
	return line, img
}

// oneFace is a font map of one face.
type oneFace struct{ face *font.Face }

func (f oneFace) ResolveFace(rune) *font.Face { return f.face }

// maxDifference is the greatest difference of a colour channel of a pixel of a and b.
func maxDifference(a, b *image.RGBA) int {
	d := 0
	for i := range a.Pix {
		d = max(d, int(a.Pix[i])-int(b.Pix[i]), int(b.Pix[i])-int(a.Pix[i]))
	}
	return d
}

// The slim font is smaller by more than a megabyte, gzipped at the best compression (under the
// race detector at the fastest: the outlines it drops are the megabyte at either).
func TestSlimEmojiIsSmaller(t *testing.T) {
	fonts, err := emojiFonts()
	if err != nil {
		t.Fatal(err)
	}
	var sizes [2]int
	var wg sync.WaitGroup
	for i, f := range fonts {
		wg.Go(func() { sizes[i] = gzipped(f) })
	}
	wg.Wait()
	t.Logf("%d bytes, %d gzipped, from %d, %d gzipped", len(fonts[1]), sizes[1], len(fonts[0]), sizes[0])
	if sizes[0]-sizes[1] < 1<<20 {
		t.Errorf("%d bytes gzipped, from %d: less than a megabyte saved", sizes[1], sizes[0])
	}
}

// gzipped is the length of b gzipped at the best compression, or at the fastest under the race
// detector.
func gzipped(b []byte) int {
	var out bytes.Buffer
	level := gzip.BestCompression
	if raceDetector {
		level = gzip.BestSpeed
	}
	w, _ := gzip.NewWriterLevel(&out, level)
	_, _ = w.Write(b)
	_ = w.Close()
	return out.Len()
}

// A font of TrueType outlines has no CFF outlines to take the bounds of: SlimEmoji says so.
func TestSlimEmojiWantsCFF(t *testing.T) {
	if _, err := SlimEmoji(assets.SuitFont().Content()); err == nil {
		t.Error("no error for a TrueType font")
	}
}
