package assets

import (
	"bytes"
	"encoding/xml"
	"image/png"
	"io"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"
)

// Every suit of both skins is a non-empty SVG with an <svg> root and a viewBox, so that it
// scales to any button size.
func TestSuitIcons(t *testing.T) {
	for _, skin := range []string{"french", "swiss"} {
		for _, suit := range []string{"S", "H", "D", "C"} {
			r := SuitIcon(skin, suit)
			if r == nil {
				t.Errorf("%s %s: no icon", skin, suit)
				continue
			}
			if len(r.Content()) == 0 {
				t.Errorf("%s %s: %s is empty", skin, suit, r.Name())
				continue
			}
			checkSVG(t, r.Name(), r.Content())
		}
	}
}

// The Swiss skin follows the default swisslos pairing.
func TestSwissPairing(t *testing.T) {
	want := map[string]string{"S": "schilten.svg", "H": "rosen.svg", "D": "eicheln.svg", "C": "schellen.svg"}
	for suit, name := range want {
		if got := SuitIcon("swiss", suit).Name(); got != name {
			t.Errorf("swiss %s = %s, want %s", suit, got, name)
		}
	}
	if SuitIcon("french", "S").Name() != "spades.svg" {
		t.Error("french S is not spades")
	}
	if SuitIcon("", "H").Name() != "hearts.svg" {
		t.Error("an unknown skin is not drawn as French")
	}
}

func TestUnknownSuit(t *testing.T) {
	for _, suit := range []string{"", "X", "s", "E", "R", "SH"} {
		if r := SuitIcon("french", suit); r != nil {
			t.Errorf("suit %q gave %s", suit, r.Name())
		}
		if r := SuitIcon("swiss", suit); r != nil {
			t.Errorf("swiss suit %q gave %s", suit, r.Name())
		}
	}
}

func TestIconIsPNG256(t *testing.T) {
	r := Icon()
	if r == nil {
		t.Fatal("no icon")
	}
	img, err := png.Decode(bytes.NewReader(r.Content()))
	if err != nil {
		t.Fatalf("icon: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 256 || b.Dy() != 256 {
		t.Errorf("icon is %d×%d, want 256×256", b.Dx(), b.Dy())
	}
}

// The app icon's source is kept beside the PNG and must stay a valid SVG too.
func TestIconSource(t *testing.T) {
	b, err := files.ReadFile("icon.svg")
	if err != nil {
		t.Fatal(err)
	}
	checkSVG(t, "icon.svg", b)
}

func checkSVG(t *testing.T, name string, content []byte) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(content))
	for {
		tok, err := dec.Token()
		if err != nil {
			t.Errorf("%s: no root element: %v", name, err)
			return
		}
		start, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if start.Name.Local != "svg" {
			t.Errorf("%s: root is <%s>, want <svg>", name, start.Name.Local)
			return
		}
		viewBox := ""
		for _, a := range start.Attr {
			if a.Name.Local == "viewBox" {
				viewBox = a.Value
			}
		}
		if len(strings.Fields(viewBox)) != 4 {
			t.Errorf("%s: viewBox %q, want four numbers", name, viewBox)
		}
		break
	}
	// The whole document must parse, not only its first tag.
	for {
		if _, err := dec.Token(); err != nil {
			if err != io.EOF {
				t.Errorf("%s: %v", name, err)
			}
			return
		}
	}
}

// The suit font is a font the text painter reads, with a glyph of its own for each filled suit
// and none for any other sign or letter (the space is checked below).
func TestSuitFontHasTheFourSuits(t *testing.T) {
	res := SuitFont()
	if res == nil {
		t.Fatal("no suit font")
	}
	f, err := font.ParseTTF(bytes.NewReader(res.Content()))
	if err != nil {
		t.Fatalf("the suit font cannot be read: %v", err)
	}
	seen := map[font.GID]bool{}
	for _, r := range "♠♥♦♣" {
		g, ok := f.NominalGlyph(r)
		if !ok || g == 0 || seen[g] {
			t.Errorf("%c: glyph %d (found %v)", r, g, ok)
		}
		seen[g] = true
		ext, ok := f.GlyphExtents(g)
		if !ok || ext.Width <= 0 || ext.Height >= 0 {
			t.Errorf("%c draws nothing: %+v", r, ext)
		}
		if adv := f.HorizontalAdvance(g); ext.XBearing < 0 || ext.XBearing+ext.Width > adv {
			t.Errorf("%c sticks out of its advance %v: %+v", r, adv, ext)
		}
	}
	for _, r := range "A♤♧♡♢" {
		if _, ok := f.NominalGlyph(r); ok {
			t.Errorf("%q is in the suit font: the text font should draw it", r)
		}
	}
}

// The shaper keeps a space after a sign in the suit font: the font has one, which draws nothing
// and is as wide as the space of each of Fyne's text fonts, regular, bold and italic.
func TestSuitFontSpaceIsTheTextFontsSpace(t *testing.T) {
	suits, err := font.ParseTTF(bytes.NewReader(SuitFont().Content()))
	if err != nil {
		t.Fatalf("the suit font cannot be read: %v", err)
	}
	g, ok := suits.NominalGlyph(' ')
	if !ok || g == 0 {
		t.Fatalf("the suit font has no space (glyph %d)", g)
	}
	if ext, ok := suits.GlyphExtents(g); ok && ext.Width != 0 {
		t.Errorf("the space draws something: %+v", ext)
	}
	for _, res := range []fyne.Resource{theme.DefaultTextFont(), theme.DefaultTextBoldFont(),
		theme.DefaultTextItalicFont(), theme.DefaultTextBoldItalicFont()} {
		text, err := font.ParseTTF(bytes.NewReader(res.Content()))
		if err != nil {
			t.Fatalf("%s: %v", res.Name(), err)
		}
		tg, _ := text.NominalGlyph(' ')
		want := text.HorizontalAdvance(tg) * float32(suits.Upem()) / float32(text.Upem())
		if got := suits.HorizontalAdvance(g); got != want {
			t.Errorf("the space is %v units wide, in %s %v", got, res.Name(), want)
		}
	}
}
