//go:build !js

package web

import (
	"context"
	"image"
	"image/color"
	"image/draw"
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/jasstafel/jasstafel/assets/webfont"
	"github.com/jasstafel/jasstafel/internal/webbuild"
	"github.com/jasstafel/jasstafel/ui"
)

// field is where the shadow shows the text field that holds text, less its border.
func (s *shadow) field(text string) image.Rectangle {
	s.t.Helper()
	for _, p := range s.objects() {
		var got string
		switch e := p.o.(type) {
		case *widget.Entry:
			got = e.Text
		case *widget.SelectEntry:
			got = e.Text
		}
		if got == text {
			sz := p.o.Size()
			return image.Rect(int(p.at.X)+4, int(p.at.Y)+4, int(p.at.X+sz.Width)-4, int(p.at.Y+sz.Height)-4)
		}
	}
	s.t.Fatalf("the shadow shows no field with %q", text)
	return image.Rectangle{}
}

// colours counts the pixels of each colour in area, and names the most common one: the ground
// the text stands on.
func colours(img *image.RGBA, area image.Rectangle) (count map[color.RGBA]int, ground color.RGBA) {
	count = map[color.RGBA]int{}
	for y := area.Min.Y; y < area.Max.Y; y++ {
		for x := area.Min.X; x < area.Max.X; x++ {
			c := img.RGBAAt(x, y)
			count[c]++
			if count[c] > count[ground] {
				ground = c
			}
		}
	}
	return count, ground
}

// differ is the share of the pixels drawn in either of two areas of one size, in one picture,
// that differ between them: 0 when the two show the same; the field's own colour, the most
// common one, is not counted as drawn.
func differ(img *image.RGBA, a, b image.Rectangle) float64 {
	_, ground := colours(img, a)
	drawn, d := 0, 0
	for y := 0; y < min(a.Dy(), b.Dy()); y++ {
		for x := 0; x < min(a.Dx(), b.Dx()); x++ {
			ca, cb := img.RGBAAt(a.Min.X+x, a.Min.Y+y), img.RGBAAt(b.Min.X+x, b.Min.Y+y)
			if ca == ground && cb == ground {
				continue
			}
			drawn++
			if ca != cb {
				d++
			}
		}
	}
	if drawn == 0 {
		return 0
	}
	return float64(d) / float64(drawn)
}

// Names in Hangul, kanji and kana and with emoji draw in the browser, which gives Fyne no
// system fonts: each pair of names typed into two fields of the new-game form has the same
// number of characters, one name the same character again and again, the other different ones.
// A character with no font is drawn as one and the same mark (or not at all), so the two fields
// would look alike; with the web font (assets/webfont) and the emoji font, which the web app
// takes from the page (ui/kit/emoji_js.go), they differ. The emoji are drawn in their colours:
// without Fyne's colour emoji font they would be chalk-coloured boxes. The page fetches the
// emoji font only once a name has an emoji, and the service worker then keeps it: offline, with
// the browser's own cache emptied, the page still gives it.
func TestNamesInEveryScriptDrawInTheBrowser(t *testing.T) {
	p, s, out := newPlayer(t)
	p.open(s.url)
	p.dismissMemoryNotice(out)
	p.cacheReady() // the service worker in charge, to keep the emoji font when it is fetched
	if p.emojiFontFetched() || p.emojiFontKept() {
		t.Error("the page fetched the emoji font before any text had an emoji")
	}
	p.tap("New game")
	// Four names: the form has four seats.
	pairs := [][2]string{{"김김김🍺🍺", "김민준🎉😀"}, {"山山山山山", "山田さくら"}}
	for _, pair := range pairs {
		for _, name := range pair {
			p.tapFirst("Name")
			p.typeText(name)
		}
	}
	// The text cursor stands in the other pair's field while a pair is compared.
	for i, pair := range pairs {
		other := pairs[1-i][0]
		p.tapPos(p.shadow.where(other, false))
		a, b := p.shadow.field(pair[0]), p.shadow.field(pair[1])
		// The emoji font comes a moment after the first emoji: the app then draws every text
		// again.
		shot := p.picture()
		for deadline := time.Now().Add(20 * time.Second); i == 0 && coloured(shot, a) < 0.05 && time.Now().Before(deadline); {
			time.Sleep(300 * time.Millisecond)
			shot = p.picture()
		}
		p.save("names")
		d := differ(shot, a, b)
		t.Logf("%q and %q: %.1f%% of the pixels drawn in their fields differ", pair[0], pair[1], 100*d)
		if d < 0.2 {
			t.Errorf("%q and %q look alike in the browser (%.1f%% of the pixels drawn differ): their characters are drawn without a font", pair[0], pair[1], 100*d)
		}
		if i == 0 {
			c := coloured(shot, a)
			t.Logf("%q: %.1f%% of the pixels drawn in its field in colour", pair[0], 100*c)
			if c < 0.05 {
				t.Errorf("%q is drawn without colour in the browser (%.1f%% of the pixels drawn in its field): no colour emoji font", pair[0], 100*c)
			}
		}
	}
	if !p.emojiFontFetched() {
		t.Error("the page did not fetch the emoji font for the names with emoji")
	}
	for deadline := time.Now().Add(10 * time.Second); !p.emojiFontKept(); time.Sleep(200 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the service worker did not keep the emoji font once it was used")
		}
	}
	p.offline(s)
	n, err := chromedp.Run(p.ctx, chromedp.Evaluate[int](`jasstafelScriptFont("`+webfont.EmojiScript+`").then(b => b.length, () => -1)`, chromedp.EvalAwaitPromise))
	in, rerr := webbuild.ReadInputs("..", nil, true)
	if rerr != nil {
		t.Fatal(rerr)
	}
	if err != nil || n != len(in.Emoji) {
		t.Errorf("offline the page gives %d bytes of the emoji font (%v), want %d", n, err, len(in.Emoji))
	}
}

// emojiFontFetched reports whether the page has fetched the emoji font (jasstafelScriptFonts'
// font of emoji).
func (p *player) emojiFontFetched() bool {
	p.t.Helper()
	fetched, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](`performance.getEntriesByType("resource").some(e => e.name.split("/").pop() === jasstafelScriptFonts.`+webfont.EmojiScript+`)`))
	if err != nil {
		p.t.Fatal(err)
	}
	return fetched
}

// emojiFontKept reports whether the service worker's cache holds the emoji font.
func (p *player) emojiFontKept() bool {
	p.t.Helper()
	kept, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](`caches.match(jasstafelScriptFonts.`+webfont.EmojiScript+`).then(r => r !== undefined)`, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatal(err)
	}
	return kept
}

// coloured is the share of the pixels drawn in area (not in its most common colour, the ground)
// that are in a strong colour: the chalk and the slate of the app's theme are nearly grey.
func coloured(img *image.RGBA, area image.Rectangle) float64 {
	count, ground := colours(img, area)
	drawn, strong := 0, 0
	for c, n := range count {
		if c == ground {
			continue
		}
		drawn += n
		if max(c.R, c.G, c.B)-min(c.R, c.G, c.B) > 96 {
			strong += n
		}
	}
	return float64(strong) / float64(max(1, drawn))
}

// ink is the share of the pixels of area that are drawn in another colour than its most
// common one, the ground the text stands on.
func ink(img *image.RGBA, area image.Rectangle) float64 {
	count, ground := colours(img, area)
	n := area.Dx() * area.Dy()
	if n <= 0 {
		return 0
	}
	return 1 - float64(count[ground])/float64(n)
}

// overlap is how far two pictures of one text coincide within area: of the pixels inked in
// either, the share that have ink in the other within a pixel, the lesser of the two shares.
// The pixel of give lets the browser's GL and Fyne's software painter smooth edges each its own
// way.
func overlap(a, b *image.RGBA, area image.Rectangle) float64 {
	inked := func(img *image.RGBA) func(x, y int) bool {
		far := farFrom(img.RGBAAt(area.Min.X, area.Min.Y))
		return func(x, y int) bool { return far(img.RGBAAt(x, y)) }
	}
	share := func(from, to func(x, y int) bool) float64 {
		n, near := 0, 0
		for y := area.Min.Y; y < area.Max.Y; y++ {
			for x := area.Min.X; x < area.Max.X; x++ {
				if !from(x, y) {
					continue
				}
				n++
			found:
				for dy := -1; dy <= 1; dy++ {
					for dx := -1; dx <= 1; dx++ {
						if to(x+dx, y+dy) {
							near++
							break found
						}
					}
				}
			}
		}
		if n == 0 {
			return 0
		}
		return float64(near) / float64(n)
	}
	ia, ib := inked(a), inked(b)
	return min(share(ia, ib), share(ib, ia))
}

// farFrom reports whether a colour is ink on ground: far enough from it not to be the smoothing
// of an edge.
func farFrom(ground color.RGBA) func(color.RGBA) bool {
	d := func(p, q uint8) int { return max(int(p)-int(q), int(q)-int(p)) }
	return func(c color.RGBA) bool { return d(c.R, ground.R)+d(c.G, ground.G)+d(c.B, ground.B) > 96 }
}

// The app speaks Korean, Japanese and Ukrainian in the browser too: started in a browser set to
// each, its home screen draws every text of the language where the shadow, laid out in the same
// language with the same web font, draws it, about as dark as the shadow does and mostly on the
// same pixels. A text without a font would leave its place blank. One browser opens the page
// three times, set to another language each time.
func TestTheUIDrawsInKoreanJapaneseAndUkrainian(t *testing.T) {
	needBrowser(t)
	s := serveSite(t)
	font, err := os.ReadFile("../assets/webfont/" + webfont.FileName)
	if err != nil {
		t.Fatal(err)
	}
	ctx, out := openBrowser(t, filepath.Join(t.TempDir(), "profile"), 1280, 800)
	var script page.ScriptIdentifier // the settings of the language before
	// Korean last: its choice in Settings stays in the browser's storage.
	for _, code := range []string{"ja", "uk", "ko"} {
		t.Run(code, func(t *testing.T) {
			// The browser of a phone set to the language, as the app finds it (navigator.language).
			browser, chosen := code, ""
			if code == "ko" {
				// Or an English browser, and the language chosen in Settings: the page opened
				// again after the choice, with the preferences where Fyne keeps them.
				browser, chosen = "en-US", `
localStorage.setItem("fyne-preferences.json", JSON.stringify({"`+ui.PrefLanguage+`": "ko"}));`
			}
			source := `Object.defineProperty(Navigator.prototype, "language", {get: () => "` + browser + `"});
Object.defineProperty(Navigator.prototype, "languages", {get: () => ["` + browser + `"]});` + chosen
			err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
				if script != "" {
					if _, err := cdp.Call(ctx, t, page.RemoveScriptToEvaluateOnNewDocument, page.RemoveScriptToEvaluateOnNewDocumentParams{Identifier: script}); err != nil {
						return err
					}
				}
				r, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: source})
				if err == nil {
					script = r.Identifier
				}
				return err
			}), chromedp.Navigate(s.url))
			if err != nil {
				t.Fatal(err)
			}
			sh := newShadowIn(t, fyne.NewSize(1280, 800), code, fyne.NewStaticResource(webfont.FileName, font))
			p := &player{t: t, ctx: ctx, shadow: sh, shots: os.Getenv("JASSTAFEL_WEB_SCREENSHOTS")}
			p.settle()
			if out.has("jasstafel: the games are kept in memory only") {
				t.Log("the app keeps the games in memory only; its notice covers part of the screen")
			}
			p.save("home-" + code)
			shot := p.picture()
			mirror := image.NewRGBA(shot.Bounds())
			draw.Draw(mirror, mirror.Bounds(), sh.w.Canvas().Capture(), image.Point{}, draw.Src)
			checked := 0
			for _, d := range sh.objects() {
				txt, ok := d.o.(*canvas.Text)
				if !ok || !nonASCII(txt.Text) {
					continue
				}
				sz := txt.Size()
				area := image.Rect(int(d.at.X), int(d.at.Y), int(d.at.X+sz.Width), int(d.at.Y+sz.Height))
				if area.Dx() < 4 || area.Dy() < 4 || !area.In(shot.Bounds()) {
					continue
				}
				checked++
				got, want := ink(shot, area), ink(mirror, area)
				match := overlap(shot, mirror, area)
				t.Logf("%q: %.1f%% ink in the browser, %.1f%% in the shadow, %.0f%% of it in the same places", txt.Text, 100*got, 100*want, 100*match)
				if got < want/2 {
					t.Errorf("%q is drawn with %.1f%% ink in the browser, %.1f%% in the shadow: it lacks a font", txt.Text, 100*got, 100*want)
				}
				if match < 0.8 {
					t.Errorf("%q is not drawn where the shadow draws it: %.0f%% of the ink in the same places", txt.Text, 100*match)
				}
			}
			if checked < 3 {
				t.Fatalf("only %d texts of the language on the screen: the check proves nothing", checked)
			}
			t.Logf("%d texts in %s drawn", checked, code)
		})
	}
}

// nonASCII reports whether s has a letter outside ASCII.
func nonASCII(s string) bool {
	for _, r := range s {
		if r > 0x7f {
			return true
		}
	}
	return false
}
