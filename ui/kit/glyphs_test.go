package kit

import (
	"bytes"
	"fmt"
	"image"
	"io/fs"
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"

	"github.com/jasstafel/jasstafel/docs"
	"github.com/jasstafel/jasstafel/translations"
	"github.com/jasstafel/jasstafel/ui/internal/langfile"
)

// playerNames are names a table may type, in every script the app must draw.
var playerNames = []string{
	"김민준", "이서연", // Hangul
	"さくら", "サクラ", "山田太郎", // kana and kanji
	"Олена", "Андрій", "Їжак", // Cyrillic, with the Ukrainian letters
	"Jürg", "Anaïs", "Çağla", "Søren", // Latin beyond ASCII
	"Νίκος", // Greek
}

// geezNames are names in Ge'ez script (Tigrinya, Amharic), which the web font carries: the
// browser draws them, and the window app with the web font it carries; a system need not have it.
var geezNames = []string{"ተስፋይ", "ሰላም"}

// glyphTestEm is the size, in pixels per em, at which single runes are drawn to compare them
// with the missing-glyph mark.
const glyphTestEm = 24

// noGlyph is a rune that no font has (a Unicode noncharacter), drawn as the missing-glyph mark.
const noGlyph = '\uFDD0'

// textToDraw is every string the app draws from its translations and the player names, keyed by
// where it comes from.
func textToDraw(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	files, err := fs.Glob(translations.FS, "*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no translation files: %v", err)
	}
	for _, f := range files {
		b, err := translations.FS.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := langfile.Texts(b)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for k, forms := range m {
			for i, v := range forms {
				out[fmt.Sprint(f, " ", k, " ", i)] = v
			}
		}
	}
	for _, n := range playerNames {
		out["player name "+n] = n
	}
	// The rulebook the help screen shows: a minus sign (U+2212) in it was drawn by no font in the
	// browser, so that "−50" read "50".
	for name, book := range docs.Held() {
		for i, line := range strings.Split(book, "\n") {
			out[fmt.Sprintf("docs/%s:%d", name, i+1)] = line
		}
	}
	return out
}

// runesToDraw is every distinct rune of the strings, with one place it comes from.
func runesToDraw(t *testing.T) (runes []rune, from map[rune]string) {
	from = map[rune]string{}
	for where, s := range textToDraw(t) {
		for _, r := range s {
			if _, ok := from[r]; !ok || where < from[r] {
				from[r] = where
			}
		}
	}
	for r := range from {
		runes = append(runes, r)
	}
	sort.Slice(runes, func(i, j int) bool { return runes[i] < runes[j] })
	return runes, from
}

// missingFontAdvice says what to install when a script has no font on this machine.
func missingFontAdvice(r rune) string {
	switch {
	case r >= 0x1100 && r <= 0x11FF, r >= 0x3130 && r <= 0x318F, r >= 0xAC00 && r <= 0xD7AF,
		r >= 0x3040 && r <= 0x30FF, r >= 0x3400 && r <= 0x9FFF, r >= 0xFF00 && r <= 0xFFEF, r >= 0x3000 && r <= 0x303F:
		return "install a CJK font (Debian/Ubuntu: apt-get install fonts-noto-cjk)"
	default:
		return "install a font that has it (Debian/Ubuntu: apt-get install fonts-dejavu-core, which has the card suits ♠ ♥ ♦ ♣)"
	}
}

// Every rune of every translation and of names in Hangul, kana, kanji and Cyrillic has a font:
// the app's theme font or the system font Fyne falls back on, which the board's lettering uses
// too. Without a CJK font on the machine this fails and says what to install.
func TestEveryStringHasGlyphs(t *testing.T) {
	test.NewTempApp(t)
	runes, from := runesToDraw(t)
	if len(runes) < 500 {
		t.Fatalf("only %d distinct runes found; the scan is broken", len(runes))
	}
	missing := 0
	for _, r := range runes {
		if letteringFace(r) == nil {
			missing++
			if missing <= 20 {
				t.Errorf("no font on this machine draws %q (U+%04X), used in %s: %s", r, r, from[r], missingFontAdvice(r))
			}
		}
	}
	if missing > 20 {
		t.Errorf("… and %d more runes without a font", missing-20)
	}
	if letteringFace(noGlyph) != nil {
		t.Errorf("a font claims the noncharacter U+%04X: the check above proves nothing", noGlyph)
	}
}

// capture draws one rune the way Fyne draws a label's text, with its software painter, on a
// canvas of one fixed size, so that two captures compare pixel by pixel.
func capture(r rune) image.Image {
	c := software.NewCanvas()
	c.SetPadded(false)
	txt := canvas.NewText(string(r), ColChalk)
	txt.TextSize = glyphTestEm
	c.SetContent(txt)
	c.Resize(fyne.NewSize(2*glyphTestEm, 2*glyphTestEm))
	return c.Capture()
}

func samePixels(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				return false
			}
		}
	}
	return true
}

// Drawn on screen, no rune of the translations or the names looks like the mark of a missing
// glyph: neither in Fyne's own text (labels, buttons) nor in the board's lettering. This checks
// the pixels, independently of how the fonts are chosen.
func TestNoStringIsDrawnWithoutAGlyph(t *testing.T) {
	test.NewTempApp(t)
	runes, from := runesToDraw(t)
	missingLabel := capture(noGlyph)
	missingBoard := LetteringImage(string(noGlyph), glyphTestEm, ColChalk, false)
	if samePixels(capture('A'), missingLabel) {
		t.Fatal("a drawn letter looks like the missing-glyph mark: the comparison proves nothing")
	}
	bad := 0
	for i, r := range runes {
		if r == ' ' || raceDetector && i%8 != 0 {
			continue // under the race detector every eighth rune: each is drawn twice
		}
		onLabel := samePixels(capture(r), missingLabel)
		onBoard := bytes.Equal(LetteringImage(string(r), glyphTestEm, ColChalk, false).Pix, missingBoard.Pix)
		if onLabel || onBoard {
			bad++
			if bad <= 20 {
				t.Errorf("%q (U+%04X), used in %s, is drawn as a missing glyph (label: %v, board: %v): %s",
					r, r, from[r], onLabel, onBoard, missingFontAdvice(r))
			}
		}
	}
	if bad > 20 {
		t.Errorf("… and %d more runes drawn as missing glyphs", bad-20)
	}
}

// The board writes the players' names in any script, the upper team's turned by 180°.
func TestZBoardLettersNamesInEveryScript(t *testing.T) {
	players := []string{"김민준", "Олена", "山田太郎", "さくら"}
	w := boardWidget(t, tv19Board(), fyne.NewSize(800, 600))
	w.SetGame(tv19Board(), players, 0, 1)
	r := test.TempWidgetRenderer(t, w).(*zboardRenderer)
	lower, upper := r.teamLabel(0), r.teamLabel(1)
	if !strings.Contains(lower, "김민준") || !strings.Contains(lower, "山田太郎") ||
		!strings.Contains(upper, "Олена") || !strings.Contains(upper, "さくら") {
		t.Fatalf("team lines %q and %q do not hold the seats' names", lower, upper)
	}
	for i, text := range []string{lower, upper} {
		img, ok := r.labels[i].Image.(*image.NRGBA)
		if !ok {
			t.Fatalf("label %d is %T", i, r.labels[i].Image)
		}
		want := LetteringImage(text, r.labelEm[i], ColChalk, false)
		if i == 1 {
			turnHalfCircle(want)
		}
		if !bytes.Equal(img.Pix, want.Pix) {
			t.Errorf("label %d does not show %q (turned: %v)", i, text, i == 1)
		}
		for _, name := range players {
			if strings.Contains(text, name) {
				for _, ch := range name {
					if letteringFace(ch) == nil {
						t.Errorf("board name %s: no font for %q: %s", name, ch, missingFontAdvice(ch))
					}
				}
			}
		}
	}
	// Turning twice gives the upright line back, so the upper line is its mirror, not a copy.
	up := LetteringImage(upper, r.labelEm[1], ColChalk, false)
	if bytes.Equal(up.Pix, r.labels[1].Image.(*image.NRGBA).Pix) {
		t.Error("the upper team's names are not turned")
	}
}

// suitInk is how a suit sign is drawn in running text: the pixels that stand out from the slate
// and how much of the sign's box they fill.
type suitInk struct {
	pixels int
	fill   float64
}

// The four suit signs of running text (deals, referee, sheets) are drawn with Fyne's painter
// alike: each a filled sign (not an outline, which fills a small share of its box) of about
// the weight of the others, and none drawn in a colour the slate swallows.
func TestSuitSignsAreFilledAndOfOneWeight(t *testing.T) {
	a := test.NewTempApp(t)
	UseTheme(a)
	ink := map[string]suitInk{}
	for _, s := range []string{"S", "H", "D", "C"} {
		sign := SuitSymbols[s]
		txt := canvas.NewText(sign, ColChalk)
		txt.TextSize = 64
		c := software.NewCanvas()
		c.SetContent(container.NewWithoutLayout(txt))
		txt.Resize(txt.MinSize())
		c.Resize(txt.MinSize().Add(fyne.NewSize(8, 8)))
		img := c.Capture()
		box := image.Rectangle{}
		n := 0
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				r, g, bl, _ := img.At(x, y).RGBA()
				d := absDiff(r>>8, uint32(ColSlate.R)) + absDiff(g>>8, uint32(ColSlate.G)) + absDiff(bl>>8, uint32(ColSlate.B))
				if d > 0x90 {
					n++
					box = box.Union(image.Rect(x, y, x+1, y+1))
				}
			}
		}
		if n == 0 {
			t.Errorf("%s (%s) draws nothing that stands out from the slate", sign, s)
			continue
		}
		ink[sign] = suitInk{n, float64(n) / float64(box.Dx()*box.Dy())}
	}
	least, most := 0, 0
	for sign, k := range ink {
		if k.fill < 0.4 {
			t.Errorf("%s fills %.0f%% of its box: an outline, not a filled sign", sign, 100*k.fill)
		}
		if least == 0 || k.pixels < least {
			least = k.pixels
		}
		most = max(most, k.pixels)
	}
	if least == 0 || float64(most)/float64(least) > 1.6 {
		t.Errorf("the four signs differ in weight: %v pixels of ink", ink)
	}
	t.Logf("ink: %v", ink)
}

func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}
