package webfont

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"unicode"

	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/di"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/language"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/math/fixed"
)

// scriptFontData is the file of the script font sf, read from the module.
func scriptFontData(t *testing.T, sf ScriptFont) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", filepath.FromSlash(ScriptDir), sf.File))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Each script font is there, draws every letter of its sample, which is written in its script
// (for a script of limited use, five of its letters), and, but for the plain scripts and those
// of limited use, shapes the sample otherwise than letter by letter: its tables substitute or place a glyph
// (a conjunct, a joined form, a mark over its letter), which is what the browser test of the
// names checks that the web app draws. The scripts are ones that neither Fyne's text font nor
// the web font draws, each once.
func TestScriptFontsShapeTheirSamples(t *testing.T) {
	web := parse(t, mustRead(t, FileName))
	text := parse(t, theme.DefaultTextFont().Content())
	seen := map[string]bool{}
	for _, sf := range ScriptFonts {
		t.Run(sf.Script, func(t *testing.T) {
			if seen[sf.Script] {
				t.Fatalf("%s is listed twice", sf.Script)
			}
			seen[sf.Script] = true
			f := parse(t, scriptFontData(t, sf))
			runes := []rune(sf.Sample)
			if sf.Sample == "" {
				// A script of limited use: five of its letters that the font has.
				runes = lettersOf(f, sf.Script, 5)
				if len(runes) < 5 {
					t.Fatalf("%s has only %d letters of %s", sf.File, len(runes), sf.Script)
				}
			}
			letters := 0
			for _, r := range runes {
				if _, ok := f.NominalGlyph(r); !ok {
					t.Errorf("%s has no glyph for %q (%U)", sf.File, r, r)
				}
				switch s := language.LookupScript(r); s {
				case language.Inherited, language.Common:
				case language.Script(0):
					t.Errorf("%U has no script", r)
				default:
					letters++
					if s.String() != sf.Script {
						t.Errorf("%q (%U) is of the script %s, not %s", r, r, s, sf.Script)
					}
					for name, other := range map[string]*font.Face{"the web font": web, "Fyne's text font": text} {
						if _, ok := other.NominalGlyph(r); ok {
							t.Errorf("%s draws %q (%U): the script needs no font of its own", name, r, r)
						}
					}
				}
			}
			if letters == 0 {
				t.Fatalf("the sample %q has no letter of the script", sf.Sample)
			}
			script, _ := language.ParseScript(sf.Script)
			dir := di.DirectionLTR
			if sf.Script == "Arab" || sf.Script == "Hebr" || sf.Script == "Thaa" {
				dir = di.DirectionRTL
			}
			out := (&shaping.HarfbuzzShaper{}).Shape(shaping.Input{
				Text: runes, RunEnd: len(runes), Direction: dir, Face: f, Size: fixed.I(16), Script: script,
			})
			if sf.Sample != "" && !sf.Plain && !shaped(f, runes, out) {
				t.Errorf("%q shapes letter by letter in %s: it proves nothing of its tables", sf.Sample, sf.File)
			}
		})
	}
}

// lettersOf is up to n letters of the script code that f has, the lowest first.
func lettersOf(f *font.Face, code string, n int) []rune {
	var out []rune
	it := f.Cmap.Iter()
	for it.Next() {
		r, _ := it.Char()
		if unicode.IsLetter(r) && language.LookupScript(r).String() == code {
			out = append(out, r)
		}
	}
	slices.Sort(out)
	return out[:min(n, len(out))]
}

// shaped reports whether out differs from drawing runes one nominal glyph after the other: a
// glyph substituted, merged or split, or placed off its pen position.
func shaped(f *font.Face, runes []rune, out shaping.Output) bool {
	if len(out.Glyphs) != len(runes) {
		return true
	}
	for _, g := range out.Glyphs {
		gid, _ := f.NominalGlyph(runes[g.ClusterIndex])
		if g.GlyphID != gid || g.XOffset != 0 || g.YOffset != 0 {
			return true
		}
	}
	return false
}

// mustRead reads a file beside the tests.
func mustRead(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Bopomofo, which Unicode recommends too, is in the web font: it needs no font of its own.
func TestTheWebFontHasBopomofo(t *testing.T) {
	web := parse(t, mustRead(t, FileName))
	for _, r := range "ㄅㄆㄇㄈ" {
		if _, ok := web.NominalGlyph(r); !ok {
			t.Errorf("the web font lacks %q (%U)", r, r)
		}
	}
}

// Every script font has the line of Fyne's text font, as LineOfText sets it, and sound checksums:
// each table's as its directory says, and the whole file's as the head table's adjustment says.
// LineOfText leaves such a font as it is, and refuses a cut-off font with an error.
func TestScriptFontsHaveTheLineOfTheText(t *testing.T) {
	text := parse(t, theme.DefaultTextFont().Content())
	want, _ := text.FontHExtents()
	for _, sf := range ScriptFonts {
		data := scriptFontData(t, sf)
		f := parse(t, data)
		got, _ := f.FontHExtents()
		if f.Upem() != text.Upem() || got != want {
			t.Errorf("%s: %v at %d units per em, want the text font's %v at %d", sf.File, got, f.Upem(), want, text.Upem())
		}
		if sum32(data) != 0xB1B0AFBA {
			t.Errorf("%s: the whole file sums to %#x, not 0xB1B0AFBA", sf.File, sum32(data))
		}
		n := int(binary.BigEndian.Uint16(data[4:]))
		for i := range n {
			rec := data[12+16*i:]
			off, size := int(binary.BigEndian.Uint32(rec[8:])), int(binary.BigEndian.Uint32(rec[12:]))
			table := bytes.Clone(data[off:min(len(data), off+(size+3)&^3)])
			if string(rec[:4]) == "head" {
				binary.BigEndian.PutUint32(table[8:], 0)
			}
			if sum := sum32(table); sum != binary.BigEndian.Uint32(rec[4:]) {
				t.Errorf("%s: the table %q sums to %#x, its directory says %#x", sf.File, rec[:4], sum, binary.BigEndian.Uint32(rec[4:]))
			}
		}
		again, err := LineOfText(data)
		if err != nil || !bytes.Equal(again, data) {
			t.Errorf("%s: LineOfText changes a font that has the line already (%v)", sf.File, err)
		}
		for _, cut := range []int{0, 11, 100, 12 + 16*n - 1} {
			if _, err := LineOfText(data[:cut]); err == nil {
				t.Errorf("%s cut off after %d bytes: no error", sf.File, cut)
			}
		}
	}
}
