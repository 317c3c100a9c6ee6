//go:build !js

package web

import (
	"image"
	"image/color"
	"image/draw"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/chromedp/chromedp"

	"github.com/jasstafel/jasstafel/assets/webfont"
)

// Names in Thai, Arabic, Devanagari and Hebrew draw in the browser as Fyne draws them with their
// scripts' fonts: Thai's marks over their letters, the Devanagari conjunct क्ष, Arabic's letters
// joined and right to left, Hebrew's points and its letters right to left (the samples of
// assets/webfont, whose test finds that each needs its font's shaping tables). The page fetches
// the font of a script only once a name has a letter of it: none before, then those four alone.
// Each name's ink in its field of the new-game form is laid over the same name drawn by Fyne's
// own painter with that font alone; a name drawn without the font (boxes), without its tables
// (letters side by side) or left to right would not cover it.
func TestNamesInScriptsOfTheirOwnFontsDrawInTheBrowser(t *testing.T) {
	p := openedWithoutScriptFonts(t)
	var samples []webfont.ScriptFont
	for _, code := range []string{"Thai", "Arab", "Deva", "Hebr"} {
		i := slices.IndexFunc(webfont.ScriptFonts, func(sf webfont.ScriptFont) bool { return sf.Script == code })
		samples = append(samples, webfont.ScriptFonts[i])
	}
	p.tap("New game")
	for _, sf := range samples {
		p.tapFirst("Name")
		p.typeText(sf.Sample)
	}
	var want []string
	for _, sf := range samples {
		want = append(want, strings.TrimSuffix(sf.File, ".ttf")+"-")
	}
	got := p.scriptFontsFetched()
	if len(got) != len(want) {
		t.Errorf("the page fetched the script fonts %q, want those of %q", got, want)
	}
	for _, w := range want {
		if !slices.ContainsFunc(got, func(g string) bool { return strings.HasPrefix(g, w) }) {
			t.Errorf("the page did not fetch %s…: it fetched %q", w, got)
		}
	}
	// The text cursor stands in the second field while the first is looked at, and in the
	// first for the others. The fonts come a moment after the letters: the app then draws every
	// text again.
	for i, sf := range samples {
		other := samples[1].Sample
		if i == 1 {
			other = samples[0].Sample
		}
		if i <= 1 {
			// Into the field, at its left: the same name also stands in the select of who has
			// the 7 of clubs, which a tap there would open.
			f := p.shadow.field(other)
			p.tapPos(fyne.NewPos(float32(f.Min.X+20), float32(f.Min.Y+f.Max.Y)/2))
		}
		p.drawnAsFyneDraws(sf)
	}
	// The page opened again on the game of those names, with nothing typed: the fonts are asked
	// for as the names are drawn (Fyne's font map tells of the letters it has no font for), not
	// only as a name is checked on the form.
	p.tap("Start the game")
	p.reload()
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(500 * time.Millisecond) {
		got := p.scriptFontsFetched()
		if len(got) == len(want) || time.Now().After(deadline) {
			if len(got) != len(want) {
				t.Errorf("the page opened on the game fetched the script fonts %q, want those of %q", got, want)
			}
			break
		}
	}
	p.save("script-game")
}

// A Chinese given name the web font has no characters for (鑫 and 玥, of GB 2312's second
// level) draws in the browser as Fyne draws it with the font of the rare Chinese characters,
// which the page fetches once the name has one of them, and not before.
func TestRareChineseCharactersDrawInTheBrowser(t *testing.T) {
	p := openedWithoutScriptFonts(t)
	// fyneDraws takes a script font's file from its folder: this one is beside it.
	rare := webfont.ScriptFont{Script: webfont.RareHanScript, File: "../" + webfont.RareHanFile, Sample: "鑫玥"}
	p.tap("New game")
	p.tapFirst("Name")
	p.typeText(rare.Sample)
	p.tapFirst("Name") // the text cursor out of the way, in the second field
	p.drawnAsFyneDraws(rare)
	if got := p.scriptFontsFetched(); len(got) != 1 || !strings.HasPrefix(got[0], strings.TrimSuffix(webfont.RareHanFile, ".ttf")+"-") {
		t.Errorf("the page fetched %q, want the rare Chinese characters' font alone", got)
	}
}

// openedWithoutScriptFonts opens the app in a browser, and checks that the page fetched no
// script font before any name needed one.
func openedWithoutScriptFonts(t *testing.T) *player {
	t.Helper()
	p, s, out := newPlayer(t)
	p.open(s.url)
	p.dismissMemoryNotice(out)
	if got := p.scriptFontsFetched(); len(got) != 0 {
		t.Errorf("the page fetched %q before any name needed them", got)
	}
	return p
}

// drawnAsFyneDraws checks that the name sf.Sample, in its field of the new-game form, is drawn
// as Fyne's own painter draws it with sf's font alone (fyneDraws): nine tenths of its ink in the
// same places, and as much ink within 15 %. The font comes a moment after the letters, and the
// app then draws every text again: it looks for 20 s.
func (p *player) drawnAsFyneDraws(sf webfont.ScriptFont) {
	p.t.Helper()
	want := fyneDraws(p.t, sf)
	var match, ink float64
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(500 * time.Millisecond) {
		// The field's left part, where its text is: not the list's arrow at its right end.
		area := p.shadow.field(sf.Sample)
		area.Max.X = min(area.Max.X, area.Min.X+want.Bounds().Dx()+40)
		drawn := inkOf(p.picture(), area)
		match = overlap(drawn, want, drawn.Bounds().Union(want.Bounds()))
		ink = float64(inked(drawn)) / float64(max(1, inked(want)))
		if match >= 0.9 && ink > 0.85 && ink < 1.15 || time.Now().After(deadline) {
			break
		}
	}
	p.save("script-" + sf.Script)
	p.t.Logf("%s %q: %.0f%% of the ink where Fyne draws it with %s, %.2f times its ink", sf.Script, sf.Sample, 100*match, sf.File, ink)
	if match < 0.9 || ink <= 0.85 || ink >= 1.15 {
		p.t.Errorf("%s %q is not drawn in the browser as Fyne draws it with %s: %.0f%% of the ink in the same places, %.2f times as much", sf.Script, sf.Sample, sf.File, 100*match, ink)
	}
}

// scriptFontsFetched are the script fonts the page has fetched, by their file's name.
func (p *player) scriptFontsFetched() []string {
	p.t.Helper()
	names, err := chromedp.Run(p.ctx, chromedp.Evaluate[[]string](`performance.getEntriesByType("resource").map(e => e.name.split("/").pop()).filter(n => Object.values(globalThis.jasstafelScriptFonts || {}).includes(n))`))
	if err != nil {
		p.t.Fatal(err)
	}
	return names
}

// fyneDraws is the sample of sf drawn by Fyne's own painter at the app's text size with sf's font
// alone, as inkOf gives it.
func fyneDraws(t *testing.T, sf webfont.ScriptFont) *image.RGBA {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", filepath.FromSlash(webfont.ScriptDir), sf.File))
	if err != nil {
		t.Fatal(err)
	}
	txt := canvas.NewText(sf.Sample, color.White)
	txt.FontSource = fyne.NewStaticResource(sf.File, data)
	txt.TextSize = fyne.CurrentApp().Settings().Theme().Size(theme.SizeNameText)
	txt.Resize(txt.MinSize())
	txt.Move(fyne.NewPos(20, 20))
	w := test.NewTempWindow(t, container.NewWithoutLayout(txt))
	w.Resize(fyne.NewSize(txt.MinSize().Width+60, txt.MinSize().Height+60))
	w.Canvas().SetContent(container.NewWithoutLayout(txt))
	img := image.NewRGBA(image.Rect(0, 0, int(w.Canvas().Size().Width), int(w.Canvas().Size().Height)))
	draw.Draw(img, img.Bounds(), w.Canvas().Capture(), image.Point{}, draw.Src)
	return inkOf(img, img.Bounds())
}

// inkOf is the ink of area in img (every pixel far from the area's most common colour, the ground
// the text stands on) as white on black, moved so that its topmost and leftmost ink is at 1, 1.
func inkOf(img *image.RGBA, area image.Rectangle) *image.RGBA {
	_, ground := colours(img, area)
	far := farFrom(ground)
	box := image.Rectangle{}
	for y := area.Min.Y; y < area.Max.Y; y++ {
		for x := area.Min.X; x < area.Max.X; x++ {
			if far(img.RGBAAt(x, y)) {
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	out := image.NewRGBA(image.Rect(0, 0, box.Dx()+2, box.Dy()+2))
	draw.Draw(out, out.Bounds(), image.Black, image.Point{}, draw.Src)
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			if far(img.RGBAAt(x, y)) {
				out.Set(x-box.Min.X+1, y-box.Min.Y+1, color.White)
			}
		}
	}
	return out
}

// inked counts the white pixels of an inkOf picture.
func inked(img *image.RGBA) int {
	n := 0
	for i := 0; i < len(img.Pix); i += 4 {
		if img.Pix[i] == 0xff {
			n++
		}
	}
	return n
}
