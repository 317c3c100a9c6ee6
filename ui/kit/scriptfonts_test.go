package kit

import (
	"bytes"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"

	"github.com/jasstafel/jasstafel/assets/webfont"
)

// fakePage stands for the web app's page in the tests of scriptFontSource: it offers Georgian and
// Thai, gives each font from the module's files unless told to fail, and counts the fetches.
type fakePage struct {
	mu      sync.Mutex
	fail    bool
	fetched map[string]int
	taken   []string
	data    [][]byte // the bytes of each font taken
	clock   time.Time
	done    chan string // a fetch answered
}

func newFakePage() (*fakePage, *scriptFontSource) {
	p := &fakePage{fetched: map[string]int{}, clock: time.Date(2026, 12, 7, 20, 0, 0, 0, time.UTC), done: make(chan string, 16)}
	files := map[string]string{"Geor": "NotoSansGeorgian-Regular.ttf", "Thai": "NotoSansThai-Regular.ttf"}
	s := &scriptFontSource{
		offers: func() map[string]bool { return map[string]bool{"Geor": true, "Thai": true} },
		fetch: func(code string, done func([]byte)) {
			p.mu.Lock()
			p.fetched[code]++
			fail := p.fail
			p.mu.Unlock()
			var data []byte
			switch {
			case fail:
			case code == webfont.EmojiScript:
				data = theme.DefaultEmojiFont().Content()
			case code == webfont.RareHanScript:
				data, _ = os.ReadFile(filepath.Join("..", "..", "assets", "webfont", webfont.RareHanFile))
			default:
				data, _ = os.ReadFile(filepath.Join("..", "..", filepath.FromSlash(webfont.ScriptDir), files[code]))
			}
			done(data)
			p.done <- code
		},
		take: func(code string, _ *font.Face, data []byte) {
			p.mu.Lock()
			p.taken = append(p.taken, code)
			p.data = append(p.data, data)
			p.mu.Unlock()
		},
		now: func() time.Time {
			p.mu.Lock()
			defer p.mu.Unlock()
			return p.clock
		},
		retry: 10 * time.Second,
	}
	return p, s
}

// later moves the fake page's clock on by d and makes it fail to give fonts, or give them.
func (p *fakePage) later(d time.Duration, fail bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.clock = p.clock.Add(d)
	p.fail = fail
}

// more counts the fetches answered in the next 200 ms: those no test waited for.
func (p *fakePage) more() int {
	n := 0
	for {
		select {
		case <-p.done:
			n++
		case <-time.After(200 * time.Millisecond):
			return n
		}
	}
}

func (p *fakePage) wait(t *testing.T) {
	t.Helper()
	select {
	case <-p.done:
	case <-time.After(5 * time.Second):
		t.Fatal("the page was not asked")
	}
}

// A letter of a script the page offers is coming once asked for, and is drawn by its font once
// that has come; the font is asked for once however often its letters are looked up, and handed
// on to be drawn once. A script the page does not offer is not asked for.
func TestAScriptFontIsFetchedOnceAndTaken(t *testing.T) {
	p, s := newFakePage()
	if s.face('ნ') != nil {
		t.Fatal("a Georgian letter has a font before any came")
	}
	for range 5 {
		if !s.coming('ნ') {
			t.Fatal("a Georgian letter is not coming though the page offers its font")
		}
	}
	p.wait(t)
	if f := s.face('ნ'); f == nil {
		t.Fatal("the Georgian font came, and does not draw ნ")
	}
	if s.face('ส') != nil {
		t.Error("the Georgian font is taken to draw Thai")
	}
	if s.coming('א') || s.coming('Ꭰ') {
		t.Error("Hebrew or Cherokee, which the page does not offer, is said to be coming")
	}
	if !s.coming('ნ') {
		t.Error("a Georgian letter is no longer coming once its font is there")
	}
	if n := p.more(); n != 0 {
		t.Errorf("the page was asked %d times more", n)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.fetched["Geor"] != 1 || len(p.fetched) != 1 || len(p.taken) != 1 || p.taken[0] != "Geor" {
		t.Errorf("fetched %v, taken %v: want Georgian once", p.fetched, p.taken)
	}
}

// A font the page fails to give leaves its letters undrawable, so that a name in them is
// refused, until the retry time has passed: the page is then asked again, and the font it gives
// is taken. A mark of no script of its own is coming only while a font is on its way.
func TestAScriptFontThePageFailedToGiveIsAskedForAgainLater(t *testing.T) {
	p, s := newFakePage()
	p.fail = true
	if !s.coming('ส') {
		t.Fatal("Thai is not coming at the first ask")
	}
	p.wait(t)
	if s.coming('ส') {
		t.Error("Thai is still coming after the page failed to give its font")
	}
	p.later(9*time.Second, false)
	if s.coming('ส') || s.coming('\u0331') {
		t.Error("Thai, or a mark, is coming again before the retry time")
	}
	p.later(2*time.Second, false)
	if !s.coming('ส') {
		t.Fatal("Thai is not asked for again after the retry time")
	}
	p.wait(t)
	if s.face('ส') == nil {
		t.Error("the Thai font, given at the second ask, does not draw ส")
	}
	if s.coming('\u0331') {
		t.Error("a mark is coming with no font on its way")
	}
	if n := p.more(); n != 0 {
		t.Errorf("the page was asked %d times more", n)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.fetched["Thai"] != 2 || len(p.taken) != 1 {
		t.Errorf("fetched %v, taken %v: want Thai asked for twice and taken once", p.fetched, p.taken)
	}
}

// In the window app there is no source: nothing is coming and no script font draws.
func TestTheWindowAppHasNoScriptFonts(t *testing.T) {
	if scriptFontComing('ส') || scriptFace('ส') != nil {
		t.Error("the window app says a Thai font of its own is there or coming")
	}
}

// fakeEmoji makes the fake page offer the emoji font too, for the characters of ranges.
func fakeEmoji(s *scriptFontSource, ranges [][2]rune) {
	offers := s.offers
	s.offers = func() map[string]bool {
		m := offers()
		m[webfont.EmojiScript] = true
		return m
	}
	s.emojiRunes = func() [][2]rune { return ranges }
}

// An emoji is of no script of its own, but a character the page says only the emoji font has
// asks for that font, once, and is drawn by it when it has come; its bytes are handed on, to be
// made Fyne's emoji font. Another sign of no script (none of the emoji font's) asks for nothing,
// and a page that offers no emoji font is not asked for one.
func TestTheEmojiFontIsFetchedOnceAnEmojiIsDrawn(t *testing.T) {
	p, s := newFakePage()
	fakeEmoji(s, [][2]rune{{0x2614, 0x2615}, {0x1F300, 0x1F5FF}, {0x1F600, 0x1F64F}})
	if s.coming('∰') {
		t.Error("a sign the emoji font lacks is said to be coming")
	}
	for _, r := range "🍺🍺😀☕" {
		if !s.coming(r) {
			t.Fatalf("%c is not coming though the page offers the emoji font", r)
		}
	}
	p.wait(t)
	if s.face('🍺') == nil {
		t.Error("the emoji font came, and does not draw 🍺")
	}
	if n := p.more(); n != 0 {
		t.Errorf("the page was asked %d times more", n)
	}
	p.mu.Lock()
	if p.fetched[webfont.EmojiScript] != 1 || len(p.fetched) != 1 || len(p.taken) != 1 || p.taken[0] != webfont.EmojiScript ||
		!bytes.Equal(p.data[0], theme.DefaultEmojiFont().Content()) {
		t.Errorf("fetched %v, taken %v (%d fonts' bytes): want the emoji font once, with its bytes", p.fetched, p.taken, len(p.data))
	}
	p.mu.Unlock()

	p, s = newFakePage()
	s.emojiRunes = func() [][2]rune { return [][2]rune{{0x1F300, 0x1F5FF}} }
	if s.coming('🍺') {
		t.Error("an emoji is coming from a page that offers no emoji font")
	}
	if n := p.more(); n != 0 {
		t.Errorf("a page without an emoji font was asked %d times", n)
	}
}

// inRanges finds a character in the first and last place of each range and none beside them.
func TestInRanges(t *testing.T) {
	ranges := [][2]rune{{10, 12}, {20, 20}, {30, 35}}
	for r := rune(0); r < 40; r++ {
		want := r >= 10 && r <= 12 || r == 20 || r >= 30 && r <= 35
		if got := inRanges(ranges, r); got != want {
			t.Errorf("inRanges(%d) = %v, want %v", r, got, want)
		}
	}
	if inRanges(nil, 10) {
		t.Error("no ranges hold 10")
	}
}

// A letter whose font the page failed to give is unfetched (a name of it is refused as one the
// device cannot draw for now, offline) until the page is asked again and while it gives the
// font; a letter not yet asked for, one of a script the page does not offer, and a mark of no
// script are not. An emoji whose font failed is unfetched as a letter is.
func TestALetterWhoseFontFailedIsUnfetchedUntilAskedAgain(t *testing.T) {
	p, s := newFakePage()
	fakeEmoji(s, [][2]rune{{0x1F300, 0x1F5FF}})
	p.fail = true
	if s.unfetched('ส') || s.unfetched('🍺') {
		t.Error("a letter never asked for is unfetched")
	}
	s.coming('ส')
	s.coming('🍺')
	p.wait(t)
	p.wait(t)
	for _, r := range "ส🍺" {
		if !s.unfetched(r) {
			t.Errorf("%c is not unfetched after the page failed to give its font", r)
		}
	}
	if s.unfetched('א') || s.unfetched('\u0331') || s.unfetched('a') {
		t.Error("Hebrew, which the page does not offer, a mark or a Latin letter is unfetched")
	}
	p.later(11*time.Second, false)
	if !s.coming('ส') {
		t.Fatal("Thai is not asked for again after the retry time")
	}
	if s.unfetched('ส') {
		t.Error("Thai is unfetched while the page is asked again")
	}
	p.wait(t)
	if s.unfetched('ส') || !s.unfetched('🍺') {
		t.Errorf("after the Thai font came: Thai unfetched %v, the emoji (not asked again) %v", s.unfetched('ส'), s.unfetched('🍺'))
	}
}

// In the window app nothing is unfetched.
func TestTheWindowAppFetchesNoFonts(t *testing.T) {
	if Unfetched("สมชาย🍺") {
		t.Error("the window app says a font could not be fetched")
	}
}

// A screen that watches is told, on Fyne's main loop, each time the page could not give a font
// it was asked for, and no more once it stops watching; a font that comes tells no one. (Fyne's
// test driver runs what is given to its main loop at once: every watcher told of an answer has
// been told when the page's answer is seen.)
func TestScreensAreToldWhenAFontCouldNotBeFetched(t *testing.T) {
	test.NewTempApp(t)
	told := make(chan string, 8)
	stop := OnFontUnfetched(func() { told <- "first" })
	stopOther := OnFontUnfetched(func() { told <- "other" })
	defer stopOther()
	// answer has the page answer a new ask for the Thai font, after the retry time, and says
	// which watchers were told.
	p, s := newFakePage()
	answer := func(fail bool) map[string]int {
		p.later(11*time.Second, fail)
		if !s.coming('ส') {
			t.Fatal("Thai is not asked for")
		}
		p.wait(t)
		got := map[string]int{}
		for {
			select {
			case w := <-told:
				got[w]++
			default:
				return got
			}
		}
	}
	if got := answer(true); got["first"] != 1 || got["other"] != 1 || len(got) != 2 {
		t.Errorf("after the page failed to give the Thai font, told %v, want both watchers once", got)
	}
	stop()
	if got := answer(true); got["first"] != 0 || got["other"] != 1 {
		t.Errorf("after a second failure, one watcher stopped, told %v, want the other alone", got)
	}
	if got := answer(false); len(got) != 0 {
		t.Errorf("told %v when the font came", got)
	}
}

// The font of the rare Chinese characters is not asked for while the web font, which has the
// common ones, is on its way: a character is coming meanwhile. Once the web font has come, a
// character it lacks asks for the font, once, and is drawn by it.
func TestTheRareHanFontWaitsForTheWebFont(t *testing.T) {
	p, s := newFakePage()
	offers := s.offers
	s.offers = func() map[string]bool {
		m := offers()
		m[webfont.RareHanScript] = true
		return m
	}
	var webFontCame atomic.Bool
	s.waits = func(code string) bool { return code == webfont.RareHanScript && !webFontCame.Load() }
	for _, r := range "鑫山" {
		if !s.coming(r) {
			t.Errorf("%c is not coming while the web font is on its way", r)
		}
	}
	if n := p.more(); n != 0 {
		t.Fatalf("the page was asked %d times before the web font came", n)
	}
	webFontCame.Store(true)
	if !s.coming('鑫') || !s.coming('玥') {
		t.Fatal("鑫 or 玥 is not coming once the web font has come")
	}
	p.wait(t)
	if s.face('鑫') == nil || s.face('玥') == nil {
		t.Error("the rare Chinese characters' font came, and does not draw 鑫 and 玥")
	}
	if n := p.more(); n != 0 {
		t.Errorf("the page was asked %d times more", n)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.fetched[webfont.RareHanScript] != 1 || len(p.fetched) != 1 {
		t.Errorf("the page was asked for %v, want the rare Chinese characters' font once", p.fetched)
	}
}

// What the web font cannot help to draw in an emoji is taken out of a name before asking
// whether the first screen must wait for it: the emoji the page names as the emoji font's and
// the joiners and selectors between them; Hangul and a sign of no font stay. The window app
// keeps the name as it is.
func TestWithoutEmojiLeavesWhatTheWebFontMayDraw(t *testing.T) {
	if got := WithoutEmoji("Hans🍺"); got != "Hans🍺" {
		t.Errorf("the window app makes %q of Hans🍺", got)
	}
	_, src := newFakePage()
	fakeEmoji(src, [][2]rune{{0x1F300, 0x1F5FF}, {0x1F600, 0x1F64F}})
	before := scriptFonts
	scriptFonts = src
	t.Cleanup(func() { scriptFonts = before })
	for name, want := range map[string]string{
		"Hans🍺":               "Hans",
		"Beat 😀\u200d🍺\ufe0f": "Beat ",
		"김민준🎉":                "김민준",
		"Ruth∰":               "Ruth∰",
	} {
		if got := WithoutEmoji(name); got != want {
			t.Errorf("WithoutEmoji(%q) = %q, want %q", name, got, want)
		}
	}
	if NeedsWebFont(WithoutEmoji("Hans🍺")) || !NeedsWebFont(WithoutEmoji("김민준🎉")) {
		t.Error("a name with an emoji beside Latin letters waits for the web font, or one in Hangul does not")
	}
}
