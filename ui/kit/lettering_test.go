package kit

import (
	"image"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/go-text/typesetting/font"
)

// strongColour counts the pixels of img that are drawn (more than half opaque) in a strong
// colour: the chalk is nearly white.
func strongColour(img *image.NRGBA) int {
	n := 0
	for i := 0; i+3 < len(img.Pix); i += 4 {
		r, g, b, a := img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3]
		if a > 128 && max(r, g, b)-min(r, g, b) > 96 {
			n++
		}
	}
	return n
}

// A name with an emoji draws on the board in colour, as in a label: the lettering takes Fyne's
// colour emoji font after the text fonts and after the suit font, so that the card suits, which
// the emoji font has too, stay chalk.
func TestLetteringDrawsEmojiInColourAndSuitsInChalk(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(NewTheme())
	lettering.reload()
	t.Cleanup(lettering.reload) // the other tests letter with the test theme's fonts
	if n := strongColour(LetteringImage("Fritz 🍺", glyphTestEm, ColChalk, false)); n < 20 {
		t.Errorf("the beer of \"Fritz 🍺\" is drawn on the board with %d pixels in colour: not from the colour emoji font", n)
	}
	for _, suit := range []string{"♥", "♦", "♠", "♣"} {
		if n := strongColour(LetteringImage(suit, glyphTestEm, ColChalk, false)); n != 0 {
			t.Errorf("%s is drawn on the board with %d pixels in colour, not in chalk: the emoji font comes before the suit font", suit, n)
		}
	}
}

// A name in a script no font on the device has (Thai, in a browser: it gives Fyne no system
// fonts) draws as boxes on the board, one a letter, instead of nothing: it vanished, as if the
// seat had no name.
func TestLetteringDrawsBoxesForLettersNoFontHas(t *testing.T) {
	withoutSystemFonts(t)
	if f := letteringFace('ส'); f != nil {
		t.Fatal("a font of the app has Thai: pick another script for this test")
	}
	inked := func(img *image.NRGBA) int {
		n := 0
		for i := 3; i < len(img.Pix); i += 4 {
			if img.Pix[i] > 128 {
				n++
			}
		}
		return n
	}
	thai, latin := LetteringImage("สมชาย", glyphTestEm, ColChalk, false), LetteringImage("Somchai", glyphTestEm, ColChalk, false)
	if n := inked(thai); n < inked(latin)/4 {
		t.Errorf("a Thai name is drawn with %d pixels, a Latin one with %d: its letters vanish", n, inked(latin))
	}
	if w, lw := thai.Bounds().Dx(), latin.Bounds().Dx(); w < lw/2 {
		t.Errorf("a Thai name of five letters is %d pixels wide, a Latin one of seven %d", w, lw)
	}
}

// withoutSystemFonts makes the board's lettering that of a device without system fonts (a
// browser) for the test.
func withoutSystemFonts(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(NewTheme())
	lettering.reload()
	lettering.mu.Lock()
	lettering.systemTried, lettering.system = true, nil
	lettering.mu.Unlock()
	t.Cleanup(func() {
		lettering.mu.Lock()
		lettering.systemTried = false
		lettering.mu.Unlock()
		lettering.reload()
	})
}

// The board may be the only place a name is drawn: in the web app a letter no font has asks
// the page for the font of its script as the board letters it, once, and the board's lettering
// draws it with that font once it has come.
func TestLetteringAsksForTheFontOfALetterNoFontHas(t *testing.T) {
	withoutSystemFonts(t)
	p, src := newFakePage()
	take := src.take
	src.take = func(code string, f *font.Face, data []byte) { take(code, f, data); lettering.reload() }
	before := scriptFonts
	scriptFonts = src
	t.Cleanup(func() { scriptFonts = before })
	fonts := lettering.fonts.Load()
	LetteringImage("สมชาย", glyphTestEm, ColChalk, false)
	p.wait(t)
	if lettering.fonts.Load() == fonts {
		t.Error("the lettering did not read its fonts again when the Thai font came")
	}
	if letteringFace('ส') == nil {
		t.Error("the Thai font came, and the board does not letter ส with it")
	}
	LetteringImage("สมชาย", glyphTestEm, ColChalk, false)
	if n := p.more(); n != 0 {
		t.Errorf("the page was asked %d times more", n)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.fetched["Thai"] != 1 || len(p.fetched) != 1 {
		t.Errorf("the page was asked for %v, want the Thai font once", p.fetched)
	}
}
