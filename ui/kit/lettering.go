package kit

import (
	"bytes"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/render"
	"github.com/go-text/typesetting/di"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/fontscan"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/math/fixed"
)

// The board's lettering (player names) is drawn into images, because the upper team's names are
// turned by 180° and Fyne cannot turn text. It is drawn with the fonts Fyne's own text uses, in
// the same order: the theme's text font, Fyne's bundled font, its colour emoji font, then, rune
// by rune, a system font that has the rune (found with fontscan, as Fyne's painter does). So a
// Korean, Japanese or Cyrillic name, or one with an emoji, draws on the board wherever it draws
// in a label.

// letteringMargin is the empty border, in pixels, around a line of lettering, so that the
// antialiased edges of glyphs are not cut off.
const letteringMargin = 2

// letteringFonts finds the font that draws each rune. The fontscan map is not safe for
// concurrent use, so everything goes through mu.
type letteringFonts struct {
	mu     sync.Mutex
	loaded bool
	own    []*font.Face // the theme's font and Fyne's bundled one, text fonts first; Fyne's emoji font
	// system finds system fonts; it is read only when a rune is missing from own (as Fyne
	// does), which spares a board of Latin names the scan. Nil until then, or when the
	// system's fonts cannot be read.
	system      *fontscan.FontMap
	systemTried bool
	// fonts counts the times the fonts changed (reload), so that a board drawn before a font
	// came draws its names again (zboard.go).
	fonts atomic.Uint64
}

var lettering letteringFonts

// reload forgets the fonts read, so that the next lettering reads the theme's fonts again: after
// the web font, the emoji font or a script font has been handed over, or the theme changed in a
// test.
func (l *letteringFonts) reload() {
	l.mu.Lock()
	l.loaded, l.own = false, nil
	l.mu.Unlock()
	l.fonts.Add(1)
}

// load reads the fonts on first use; mu must be held.
func (l *letteringFonts) load() {
	if l.loaded {
		return
	}
	l.loaded = true
	seen := map[string]bool{}
	add := func(res fyne.Resource) {
		if res == nil || seen[res.Name()] {
			return
		}
		seen[res.Name()] = true
		if f, err := font.ParseTTF(bytes.NewReader(res.Content())); err == nil {
			l.own = append(l.own, f)
		} else {
			fyne.LogError("board lettering: cannot read font "+res.Name(), err)
		}
	}
	add(theme.Current().Font(fyne.TextStyle{}))
	add(theme.DefaultTextFont())
	// The theme's font may be one of a few signs (assets.SuitFont, the card suits): it goes
	// after the fonts of running text, which draw the spaces, the missing-glyph box and every
	// letter, and it still draws the signs they lack.
	slices.SortStableFunc(l.own, func(a, b *font.Face) int {
		_, aText := a.NominalGlyph(' ')
		_, bText := b.NominalGlyph(' ')
		switch {
		case aText == bText:
			return 0
		case aText:
			return -1
		}
		return 1
	})
	// Fyne's colour emoji font comes after them, as in Fyne's own text, and after the signs, whose
	// card suits it has too. The web app has it only once the page has handed it over
	// (UseEmojiFont, which reads the fonts again).
	add(theme.DefaultEmojiFont())
}

// systemFonts reads the index of the system's fonts on first use; mu must be held.
func (l *letteringFonts) systemFonts() *fontscan.FontMap {
	if l.systemTried {
		return l.system
	}
	l.systemTried = true
	fm := fontscan.NewFontMap(quietFontLog{})
	if err := fm.UseSystemFonts(systemFontCache()); err != nil {
		fyne.LogError("board lettering: no system fonts to fall back on", err)
		return nil
	}
	fm.SetQuery(fontscan.Query{Families: []string{fontscan.SansSerif}})
	l.system = fm
	return fm
}

// systemFontCache is where fontscan keeps its index of the system's fonts: its own choice,
// except on Android, where it cannot find one (Fyne makes the same exception).
func systemFontCache() string {
	if runtime.GOOS == "android" {
		return filepath.Join(os.Getenv("FILESDIR"), "fontcache")
	}
	return ""
}

// covering is the face that draws r, or nil when no font has it; mu must be held.
func (l *letteringFonts) covering(r rune) *font.Face {
	for _, f := range l.own {
		if _, ok := f.NominalGlyph(r); ok {
			return f
		}
	}
	if f := scriptFace(r); f != nil { // the web app's font of r's script, once fetched
		return f
	}
	system := l.systemFonts()
	if system == nil {
		return nil
	}
	if f := system.ResolveFace(r); f != nil {
		if _, ok := f.NominalGlyph(r); ok {
			return f
		}
	}
	return nil
}

// ResolveFace implements shaping.Fontmap; mu must be held. A rune no font has is given the
// first font, which draws its .notdef box, and the web app asks its page for the font of the
// rune's script or of emoji: the board may be the only place a name is drawn, and draws it again
// when the font has come (reload).
func (l *letteringFonts) ResolveFace(r rune) *font.Face {
	if f := l.covering(r); f != nil {
		return f
	}
	scriptFontComing(r)
	return l.own[0]
}

// letteringFace is the font the board letters r with, or nil when no font on this system has r.
func letteringFace(r rune) *font.Face {
	lettering.mu.Lock()
	defer lettering.mu.Unlock()
	lettering.load()
	return lettering.covering(r)
}

// shapeLettering shapes one line of text at px pixels per em, font by font; mu must be held.
func shapeLettering(text string, px float32) (runs []shaping.Output, width, ascent, descent fixed.Int26_6) {
	runes := []rune(text)
	in := shaping.Input{
		Text: runes, RunStart: 0, RunEnd: len(runes),
		Direction: di.DirectionLTR,
		Face:      lettering.own[0],
		Size:      fixed.Int26_6(px * 64),
	}
	var segmenter shaping.Segmenter
	var shaper shaping.HarfbuzzShaper
	for _, part := range segmenter.Split(in, &lettering) {
		out := shaper.Shape(part)
		runs = append(runs, out)
		width += out.Advance
		ascent = max(ascent, out.LineBounds.Ascent)
		descent = max(descent, -out.LineBounds.Descent)
	}
	return runs, width, ascent, descent
}

// LetteringWidth is the width in pixels of the image letteringImage draws for text.
func LetteringWidth(text string, px float32) float32 {
	lettering.mu.Lock()
	defer lettering.mu.Unlock()
	lettering.load()
	if len(lettering.own) == 0 || text == "" {
		return 0
	}
	_, width, _, _ := shapeLettering(text, px)
	return float32(width.Ceil() + 2*letteringMargin)
}

// Ellipsis marks a name cut short to fit the board.
const Ellipsis = "…"

// CutLettering is text, cut short with an ellipsis if need be, so that it is drawn at px pixels
// per em in at most width pixels.
func CutLettering(text string, px, width float32) string {
	if LetteringWidth(text, px) <= width {
		return text
	}
	runes := []rune(text)
	// The longest prefix that fits with the ellipsis: fits(0) holds, fits(len) does not.
	lo, hi := 0, len(runes)
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if LetteringWidth(string(runes[:mid])+Ellipsis, px) <= width {
			lo = mid
		} else {
			hi = mid
		}
	}
	return string(runes[:lo]) + Ellipsis
}

// LetteringImage draws one line of text in colour c, px pixels per em, into an image just large
// enough for it, turned by 180° when turned is set.
func LetteringImage(text string, px float32, c color.Color, turned bool) *image.NRGBA {
	lettering.mu.Lock()
	defer lettering.mu.Unlock()
	lettering.load()
	if len(lettering.own) == 0 || text == "" {
		return image.NewNRGBA(image.Rect(0, 0, 1, 1))
	}
	runs, width, ascent, descent := shapeLettering(text, px)
	img := image.NewNRGBA(image.Rect(0, 0, width.Ceil()+2*letteringMargin, (ascent+descent).Ceil()+2*letteringMargin))
	pen := render.Renderer{FontSize: px, PixScale: 1, Color: c}
	// Runs start where the advances before them end, not where the renderer rounded the last
	// one up to, so that a line of many runs keeps the width it was measured at.
	var x fixed.Int26_6
	for _, run := range runs {
		pen.DrawShapedRunAt(run, img, letteringMargin+x.Round(), letteringMargin+ascent.Ceil())
		x += run.Advance
	}
	if turned {
		turnHalfCircle(img)
	}
	return img
}

// turnHalfCircle turns an image by 180° in place. The image must be whole (as image.NewNRGBA
// makes it, not a SubImage), so that its pixels are one run of rows in order.
func turnHalfCircle(img *image.NRGBA) {
	px := img.Pix
	for i, j := 0, len(px)-4; i < j; i, j = i+4, j-4 {
		for k := range 4 {
			px[i+k], px[j+k] = px[j+k], px[i+k]
		}
	}
}

// quietFontLog drops fontscan's notes about fonts it skips.
type quietFontLog struct{}

func (quietFontLog) Printf(string, ...any) {}
