//go:build !js

package web

import (
	"context"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	bolt "go.etcd.io/bbolt"

	"github.com/jasstafel/jasstafel/internal/webbuild"
	"github.com/jasstafel/jasstafel/live"
	"github.com/jasstafel/jasstafel/persistence"
)

// player is the app in a browser tab and its shadow (shadow_test.go), tapped together.
type player struct {
	t       *testing.T
	ctx     context.Context
	shadow  *shadow
	console *console // what the page wrote to its console
	shots   string   // where to save what each step shows (JASSTAFEL_WEB_SCREENSHOTS); "" for nowhere
	step    int
}

// newPlayer starts the app's player: the site served, a headless Chromium of its own at
// 1280×800 with touch, and an English shadow of the same size. The page is not opened yet, so
// that a test can set the browser up first (open opens it). extra are further options of the
// browser.
func newPlayer(t *testing.T, extra ...chromedp.ExecAllocatorOption) (*player, *served, *console) {
	t.Helper()
	needBrowser(t)
	s := serveSite(t)
	ctx, out := openBrowser(t, filepath.Join(t.TempDir(), "profile"), 1280, 800, extra...)
	p := &player{t: t, ctx: ctx, shadow: newShadow(t, fyne.NewSize(1280, 800)), console: out, shots: os.Getenv("JASSTAFEL_WEB_SCREENSHOTS")}
	return p, s, out
}

// open opens the app at url and waits until it has drawn.
func (p *player) open(url string) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.Navigate(url)); err != nil {
		p.t.Fatal(err)
	}
	p.settle()
}

// drawWithin is how long a page may take to draw and come to rest before a test gives up: a
// minute or so on a quiet machine's first load, more beside the other test processes of make test.
const drawWithin = 3 * time.Minute

// settle waits until the page shows the same picture twice a moment apart, and returns it.
func (p *player) settle() []byte {
	p.t.Helper()
	return waitDrawn(p.t, p.ctx, drawWithin)
}

// save keeps what the browser and the shadow show, when asked to.
func (p *player) save(name string) {
	if p.shots == "" {
		return
	}
	p.step++
	shot, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	if err == nil {
		os.WriteFile(filepath.Join(p.shots, fmt.Sprintf("%02d-%s-browser.png", p.step, name)), shot, 0o644)
	}
	if img := p.shadow.w.Canvas().Capture(); img != nil {
		writePNG(filepath.Join(p.shots, fmt.Sprintf("%02d-%s-shadow.png", p.step, name)), img)
	}
}

// tap taps label in the browser, with a finger, where the shadow draws it, and the shadow at
// the same point.
func (p *player) tap(label string) { p.t.Helper(); p.tapAt(label, false) }

// tapFirst taps the first label of that text (the topmost of a form's fields), as tap does.
func (p *player) tapFirst(label string) { p.t.Helper(); p.tapAt(label, true) }

func (p *player) tapAt(label string, first bool) {
	p.t.Helper()
	p.tapPos(p.shadow.where(label, first))
}

// tapIcon taps the button that shows only icon, as tap does.
func (p *player) tapIcon(icon fyne.Resource) { p.t.Helper(); p.tapPos(p.shadow.whereIcon(icon)) }

func (p *player) tapPos(pos fyne.Position) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.TapXY(float64(pos.X), float64(pos.Y))); err != nil {
		p.t.Fatal(err)
	}
	p.shadow.tap(pos)
	p.settle()
}

// typeText types text on the browser's keyboard and into the shadow's field with the focus.
func (p *player) typeText(text string) {
	p.t.Helper()
	for _, r := range text {
		if err := chromedp.Do(p.ctx, key(r)); err != nil {
			p.t.Fatal(err)
		}
	}
	p.shadow.typeText(text)
	p.settle()
}

// key presses the key of r. chromedp knows the keys of a US keyboard; a letter it does not know
// it sends as "Unidentified", which no keyboard does: a Swiss or German one sends "ö" as the
// key of its own key, and so does this.
func key(r rune) chromedp.Action[chromedp.Void] {
	if r < 0x80 {
		return chromedp.KeyEvent(string(r))
	}
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		for _, typ := range []input.DispatchKeyEventType{input.DispatchKeyEventTypeKeyDown, input.DispatchKeyEventTypeKeyUp} {
			ev := input.DispatchKeyEventParams{Type: typ, Key: string(r)}
			if typ == input.DispatchKeyEventTypeKeyDown {
				ev.Text, ev.UnmodifiedText = string(r), string(r)
			}
			if _, err := cdp.Call(ctx, t, input.DispatchKeyEvent, ev); err != nil {
				return err
			}
		}
		return nil
	})
}

// newSchieber creates a Schieber game of four players from the list of games, as players do.
func (p *player) newSchieber(names ...string) {
	p.t.Helper()
	p.tap("New game")
	for _, name := range names {
		p.tapFirst("Name")
		p.typeText(name)
	}
	p.save("new-game")
	p.tap("Start the game")
}

// writeDeal writes a deal with points: the contract, the points on the pad, Write.
func (p *player) writeDeal(contract, points string) {
	p.t.Helper()
	p.tap(contract)
	for _, d := range points {
		p.tap(string(d))
	}
	p.tap("Write")
	p.save("deal")
}

// reload loads the page again and waits for the app to draw.
func (p *player) reload() []byte {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.Reload()); err != nil {
		p.t.Fatal(err)
	}
	return p.settle()
}

// game is what the list of games says of one game.
type game struct {
	Players []string
	Rounds  int
	Totals  []int
}

// storedGames reads every record of the app's IndexedDB database through JavaScript in the
// page, puts them into a bbolt file as kv/idbkv lays them out (0x00 name → the bucket's
// sequence; 0x01 uvarint(len(name)) name key → value) and opens that with the store: the games
// as the browser keeps them, read by the same store logic, oldest first.
func (p *player) storedGames() []game {
	p.t.Helper()
	const dump = `new Promise((resolve, reject) => {
  const bytes = x => new Uint8Array(x instanceof ArrayBuffer ? x : x.buffer.slice(x.byteOffset, x.byteOffset + x.byteLength));
  const b64 = x => { let s = ""; for (const c of bytes(x)) s += String.fromCharCode(c); return btoa(s); };
  const open = indexedDB.open("jasstafel");
  open.onupgradeneeded = () => { open.transaction.abort(); reject(new Error("the browser has no database jasstafel")); };
  open.onerror = () => reject(new Error(String(open.error)));
  open.onsuccess = () => {
    try {
      const db = open.result, out = [];
      const req = db.transaction("kv", "readonly").objectStore("kv").openCursor();
      req.onerror = () => reject(new Error(String(req.error)));
      req.onsuccess = () => {
        const c = req.result;
        if (c) { out.push([b64(c.key), b64(c.value)]); c.continue(); } else { db.close(); resolve(out); }
      };
    } catch (e) { reject(e); }
  };
})`
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	records, err := chromedp.Run(ctx, chromedp.Evaluate[[][2]string](dump, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("reading the browser's IndexedDB: %v", err)
	}
	path := filepath.Join(p.t.TempDir(), "from-the-browser.db")
	db, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		p.t.Fatal(err)
	}
	err = db.Update(func(tx *bolt.Tx) error {
		for _, r := range records {
			k, err1 := base64.StdEncoding.DecodeString(r[0])
			v, err2 := base64.StdEncoding.DecodeString(r[1])
			if err1 != nil || err2 != nil || len(k) < 2 {
				return fmt.Errorf("a record that is not the store's: %q", r)
			}
			switch k[0] {
			case 0:
				b, err := tx.CreateBucketIfNotExists(k[1:])
				if err == nil && len(v) == 8 {
					err = b.SetSequence(binary.BigEndian.Uint64(v))
				}
				if err != nil {
					return err
				}
			case 1:
				n, w := binary.Uvarint(k[1:])
				if w <= 0 || 1+w+int(n) > len(k) {
					return fmt.Errorf("a key that names no bucket: %x", k)
				}
				name, key := k[1+w:1+w+int(n)], k[1+w+int(n):]
				b, err := tx.CreateBucketIfNotExists(name)
				if err == nil {
					err = b.Put(key, v)
				}
				if err != nil {
					return err
				}
			default:
				return fmt.Errorf("a key of no kind: %x", k)
			}
		}
		return nil
	})
	db.Close()
	if err != nil {
		p.t.Fatal(err)
	}
	store, err := persistence.Open(path, persistence.Options{NoAutoBackup: true})
	if err != nil {
		p.t.Fatalf("the store cannot read what the browser keeps (%d records): %v", len(records), err)
	}
	defer store.Close()
	return listed(p.t, store)
}

// listed is the games of a store, oldest first.
func listed(t *testing.T, store *persistence.Store) []game {
	t.Helper()
	list, err := store.List(100, false)
	if err != nil {
		t.Fatal(err)
	}
	var out []game
	for _, s := range slices.Backward(list) {
		out = append(out, game{s.Players, s.Rounds, s.Totals})
	}
	return out
}

// cacheReady waits until the service worker controls the page and has kept every file.
func (p *player) cacheReady() {
	p.t.Helper()
	const ready = `navigator.serviceWorker.ready.then(() => caches.keys()).then(keys =>
  Promise.all(keys.map(k => caches.open(k).then(c => c.keys()).then(r => r.length))))
  .then(counts => navigator.serviceWorker.controller !== null && counts.length === 1 && counts[0] === 7)`
	deadline := time.Now().Add(drawWithin)
	for time.Now().Before(deadline) {
		ok, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](ready, chromedp.EvalAwaitPromise))
		if err != nil {
			p.t.Fatal(err)
		}
		if ok {
			return
		}
		time.Sleep(300 * time.Millisecond)
	}
	p.t.Fatalf("the service worker did not keep the app's seven files (the page as ./ and index.html, manifest, wasm_exec.js, wasm, icon, web font) within %v", drawWithin)
}

// An evening in the browser, by touch: a Schieber game of three deals written by tapping, the
// page loaded again, and the same totals read back from the browser's IndexedDB; then the
// server gone, as a network that is cut: the app starts from the service worker's cache, the
// games are there, and a second game written without a network is kept as well.
func TestSchieberInTheBrowserSurvivesReloadAndNetworkCut(t *testing.T) {
	start := time.Now()
	p, s, _ := newPlayer(t)
	p.giveShareSheet() // as a phone's browser has (phone_test.go)
	p.watchWakeLocks()
	t.Logf("the wasm built or taken from the cache, the site made, the browser started: %v", time.Since(start))
	// Opened as the tablet address of serve --live: every write also goes to the guests.
	p.open(s.url + "#publish=" + s.relay.PublishToken())
	t.Logf("the app drawn: %v", time.Since(start))

	p.screenKeptOn("the list of games", false)
	p.newSchieber("Anna", "Beat", "Cla", "Dora")
	p.screenKeptOn("a game at play", true)
	p.hiddenAndShown()
	p.screenKeptOn("the game, the page hidden and shown again", true)
	p.writeDeal("Diamonds ×1", "100")
	p.writeDeal("Hearts ×1", "80")
	// The third deal by hand, to time its way from the tap on Write to the guests' page.
	p.tap("Spades ×2")
	for _, d := range "120" {
		p.tap(string(d))
	}
	type seen struct {
		f     live.Frame
		after time.Duration
		err   error
	}
	guests := make(chan seen, 1)
	tapped := time.Now()
	go func() {
		f, err := guestsSee(s, 3)
		guests <- seen{f, time.Since(tapped), err}
	}()
	p.tap("Write")
	want := listed(t, p.shadow.store)
	if len(want) != 1 || want[0].Rounds != 3 || want[0].Totals[0]+want[0].Totals[1] != 157*4 {
		t.Fatalf("the shadow's game is %+v, want 3 deals worth 628 points together", want)
	}
	if got := p.storedGames(); !slices.EqualFunc(got, want, sameGame) {
		t.Fatalf("before the reload the browser keeps %+v, the shadow %+v", got, want)
	}
	g := <-guests
	if g.err != nil {
		t.Fatal(g.err)
	}
	f := g.f
	t.Logf("the third deal on the guests' page %v after the tap on Write (polled every 20 ms)", g.after)
	if f.Mode != "schieber" || !slices.Equal(f.Totals, want[0].Totals) || !slices.Equal(f.Players, want[0].Players) {
		t.Errorf("the guests see %s %v %v, the tablet %v %v", f.Mode, f.Players, f.Totals, want[0].Players, want[0].Totals)
	}
	// The tablet's publishes brought the guests' page the players' words (live.Words).
	var words live.Words
	if res, err := http.Get(strings.TrimSuffix(s.url, "/") + s.relay.GuestsPath() + "texts.json"); err != nil {
		t.Error(err)
	} else {
		json.NewDecoder(res.Body).Decode(&words)
		res.Body.Close()
	}
	if words.Lang != "en" || words.Text["mode.schieber"] != "Schieber" || words.Text["waiting"] == "" {
		t.Errorf("the guests' page has the words %+v from the browser's publishes", words)
	}
	if hash, err := chromedp.Run(p.ctx, chromedp.Evaluate[string]("location.hash")); err != nil || hash != "" {
		t.Errorf("the publish token stays in the address bar: %q %v", hash, err)
	}
	before := p.settle()
	after := p.reload()
	p.save("reloaded")
	if got := p.storedGames(); !slices.EqualFunc(got, want, sameGame) {
		t.Fatalf("after the reload the browser keeps %+v, want %+v", got, want)
	}
	if !slices.Equal(before, after) {
		t.Error("after the reload the page does not show the game as it was before")
	}
	t.Logf("the first game written and read back after a reload: %v", time.Since(start))

	p.cacheReady()
	s.cut()
	after = p.reload()
	p.save("offline")
	if got := p.storedGames(); !slices.EqualFunc(got, want, sameGame) {
		t.Fatalf("offline the browser keeps %+v, want %+v", got, want)
	}
	if !slices.Equal(before, after) {
		t.Error("offline the page does not show the game as it was")
	}
	// The web font, a file of its own, comes from the cache too: Hangul, kana and kanji still
	// draw. The emoji font, never used here, was not kept (the service worker keeps it once a
	// name with an emoji has been drawn, font_test.go).
	in, err := webbuild.ReadInputs("..", nil, true)
	if err != nil {
		t.Fatal(err)
	}
	got, err := chromedp.Run(p.ctx, chromedp.Evaluate[int]("jasstafelFont.then(b => b.length, () => -1)", chromedp.EvalAwaitPromise))
	if err != nil || got != len(in.Font) {
		t.Errorf("offline the page has %d bytes of the web font (%v), want %d", got, err, len(in.Font))
	}
	if kept := p.emojiFontKept(); kept {
		t.Error("the service worker kept the emoji font, which no text drew")
	}
	p.tapIcon(theme.HomeIcon()) // the list of games
	// A letter outside ASCII is typed too (third_party/README.md).
	p.newSchieber("Ruth", "Köbi", "Marlies", "Fritz")
	p.writeDeal("Obenabe ×3", "90")
	p.writeDeal("Clubs ×2", "157")
	p.writeDeal("Undenufe ×4", "60")
	want = listed(t, p.shadow.store)
	if len(want) != 2 || want[1].Rounds != 3 || want[1].Totals[0]+want[1].Totals[1] != 157*9 {
		t.Fatalf("the shadow's games are %+v", want)
	}
	p.reload()
	if got := p.storedGames(); !slices.EqualFunc(got, want, sameGame) {
		t.Fatalf("offline after a second game the browser keeps %+v, want %+v", got, want)
	}
	t.Logf("both games written and read back, the second without a network: %v", time.Since(start))

	// What the game looks like in landscape, portrait and on a phone, for docs/screenshots.
	if p.shots != "" {
		for _, sz := range [][2]int64{{1280, 800}, {800, 1280}, {412, 915}} {
			if err := chromedp.Do(p.ctx, chromedp.EmulateViewport(sz[0], sz[1], chromedp.EmulateTouch)); err != nil {
				t.Fatal(err)
			}
			p.settle()
			shot, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(filepath.Join(p.shots, fmt.Sprintf("web-schieber-%dx%d.png", sz[0], sz[1])), shot, 0o644)
		}
		// Back to the shadow's size, where the taps below land.
		if err := chromedp.Do(p.ctx, chromedp.EmulateViewport(1280, 800, chromedp.EmulateTouch)); err != nil {
			t.Fatal(err)
		}
		p.settle()
	}

	// Still offline, the game's deals go to the share sheet from its chart, whole, while the
	// tap on Share… counts as the players'.
	files, title, active := p.shareDeals()
	if len(files) != 1 || !strings.HasPrefix(files[0].Name, "jasstafel-") || !strings.HasSuffix(files[0].Name, ".csv") ||
		files[0].Type != "text/csv" || title != files[0].Name {
		t.Fatalf("the share sheet was handed %+v titled %q, want one CSV file of the game", files, title)
	}
	if lines := strings.Split(strings.TrimSpace(files[0].Text), "\n"); len(lines) != 4 || !strings.Contains(files[0].Text, "\n1,obenabe,3,90,67,") {
		t.Errorf("the table shared is %q, want a header and 3 deals, Obenabe's 90 : 67 the first", files[0].Text)
	}
	if !active {
		t.Error("the app asked for the share sheet when the tap on Share… no longer counted: a phone's browser refuses that")
	}
	if !slices.Equal(p.shadow.files.shared, []string{files[0].Name}) || !strings.Contains(texts(p), "Shared: "+files[0].Name) {
		t.Errorf("the shadow shared %q and says %q", p.shadow.files.shared, texts(p))
	}

	// A phone's Back goes back in the app, one step at a time, not out of it: the chart to the
	// game, the game to the list of games.
	p.screenKeptOn("the chart", false)
	p.back()
	p.drawsAsTheShadow("Back from the chart", "Write")
	p.screenKeptOn("the game again", true)
	p.back()
	p.drawsAsTheShadow("Back from the game", "Jasstafel")
	p.screenKeptOn("the list of games again", false)

	// On the list of games Back has no step to take: it leaves the page.
	app := p.leavesOnBack()

	// Opened with no page before it, as the app added to a phone's home screen is, the page
	// cannot leave: a Back on the list of games does nothing, and the players opening a game
	// afterwards are taken back to the list by the next Back, not out of the app.
	// The navigation starts after the evaluation has answered: started within it, it could close
	// the page under the answer ("Inspected target navigated or closed").
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[any]("setTimeout(() => location.replace("+strconv.Quote(app)+"), 0), null")); err != nil {
		t.Fatal(err)
	}
	p.settle()
	p.back()
	if at, err := chromedp.Run(p.ctx, chromedp.Evaluate[string]("location.href")); err != nil || at != app {
		t.Fatalf("Back on the list of games of a page with none before it went to %q (%v)", at, err)
	}
	p.tap("Ruth & Marlies – Köbi & Fritz")
	p.drawsAsTheShadow("the game opened after a Back on the list", "Write")
	p.back()
	p.drawsAsTheShadow("Back from the game opened after a Back on the list", "Jasstafel")
}

// guestsSee waits until the guests' page of the relay beside the app shows a game of deals
// deals, and returns its frame.
func guestsSee(s *served, deals int) (live.Frame, error) {
	deadline := time.Now().Add(10 * time.Second)
	var f live.Frame
	for {
		res, err := http.Get(strings.TrimSuffix(s.url, "/") + s.relay.GuestsPath() + "frame")
		if err != nil {
			return f, err
		}
		if res.StatusCode == http.StatusOK {
			f = live.Frame{}
			json.NewDecoder(res.Body).Decode(&f)
		}
		res.Body.Close()
		if f.Deals == deals {
			return f, nil
		}
		if time.Now().After(deadline) {
			return f, fmt.Errorf("the guests' page shows %d deals 10 s after deal %d was written (%s)", f.Deals, deals, res.Status)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func sameGame(a, b game) bool {
	return slices.Equal(a.Players, b.Players) && a.Rounds == b.Rounds && slices.Equal(a.Totals, b.Totals)
}

// refusedByEvent refuses IndexedDB as a private window of some browsers does: every open fails,
// after the call, with an error event (a VersionError: each open is turned to a database of a
// higher version).
const refusedByEvent = `(() => {
  const open = IDBFactory.prototype.open;
  open.call(indexedDB, "refused", 1000).onsuccess = e => e.target.result.close();
  IDBFactory.prototype.open = function () { return open.call(this, "refused", 1); };
})();`

// refusedAtOnce refuses IndexedDB the other way: indexedDB.open throws at once.
const refusedAtOnce = `IDBFactory.prototype.open = function () {
  throw new DOMException("The user denied permission to access the database.", "SecurityError");
};`

// memoryOnly is what the app writes to the console when it keeps the games in memory.
const memoryOnly = "jasstafel: the games are kept in memory only"

// A browser that refuses IndexedDB gets the app all the same, with the notice that the evening's
// games are kept in the page's memory only; the app goes on working, the list of games offers
// them as a file to download, and a reload loses them. Then, in the same browser, the page is
// loaded again refusing storage the other way (an open that throws at once instead of failing
// with an error event): the app starts, says so and keeps a deal in memory as well. (The second
// refusal leads to the same fallback as the first, whose download and reload are checked once.)
func TestRefusedStorageKeepsTheEveningInMemory(t *testing.T) {
	p, s, out := newPlayer(t)
	ctx := p.ctx
	dir := t.TempDir()
	downloadsTo(t, ctx, dir)
	refuse := func(script string) page.ScriptIdentifier {
		var id page.ScriptIdentifier
		err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			r, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: script})
			if err == nil {
				id = r.Identifier
			}
			return err
		}))
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	byEvent := refuse(refusedByEvent)
	if err := chromedp.Do(ctx, chromedp.Navigate(s.url)); err != nil {
		t.Fatal(err)
	}
	first := p.settle()
	if out.count(memoryOnly) != 1 {
		t.Fatal("the app did not fall back to memory")
	}
	want := p.memoryEvening()
	// The list of games offers the evening's games as a file.
	p.tapIcon(theme.HomeIcon())
	p.save("memory-home")
	p.tap("Download the games")
	name := "jasstafel-games-" + time.Now().Format(time.DateOnly) + ".json"
	if got := importedGames(t, downloaded(t, dir, name)); !slices.EqualFunc(got, want, sameGame) {
		t.Errorf("the download holds %+v, want %+v", got, want)
	}
	// Loaded again, the page has nothing kept: the notice over an empty list, as at first.
	if again := p.reload(); !slices.Equal(again, first) {
		t.Error("after a reload the page does not show the notice over an empty list again")
	}

	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.RemoveScriptToEvaluateOnNewDocument, page.RemoveScriptToEvaluateOnNewDocumentParams{Identifier: byEvent})
		return err
	}))
	if err != nil {
		t.Fatal(err)
	}
	refuse(refusedAtOnce)
	p.shadow = newShadow(t, fyne.NewSize(1280, 800)) // the page starts afresh, and so does its shadow
	if again := p.reload(); !slices.Equal(again, first) {
		t.Error("refused at once, the page does not show the notice over an empty list")
	}
	if out.count(memoryOnly) != 3 {
		t.Fatalf("refused at once, the app did not fall back to memory (%d notices in all)", out.count(memoryOnly))
	}
	p.memoryEvening()
}

// memoryEvening taps OK on the notice that the games are kept in memory, as the shadow shows
// it, and writes a game of one deal; it returns the games the shadow keeps.
func (p *player) memoryEvening() []game {
	p.t.Helper()
	// The shadow shows the notice as the app does, in English, so that its OK can be tapped.
	p.shadow.u.KeptInMemory(webText(p.t, "web.memoryOnly.title"), webText(p.t, "web.memoryOnly"))
	p.save("memory-notice")
	p.tap("OK")
	p.newSchieber("Anna", "Beat", "Cla", "Dora")
	before := p.settle()
	p.writeDeal("Hearts ×1", "100")
	if after := p.settle(); slices.Equal(before, after) {
		p.t.Error("writing a deal changed nothing on the screen")
	}
	if p.console.has("exited") || p.console.has("panic") {
		p.t.Fatal("the app stopped")
	}
	want := listed(p.t, p.shadow.store)
	if len(want) != 1 || want[0].Rounds != 1 {
		p.t.Fatalf("the shadow's games: %+v", want)
	}
	return want
}
