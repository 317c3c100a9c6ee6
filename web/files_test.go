//go:build !js

package web

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/theme"
	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/translations"
)

// downloadsTo makes the browser of ctx save its downloads into dir, under the names the page
// gives them.
func downloadsTo(t *testing.T, ctx context.Context, dir string) {
	t.Helper()
	// The first action starts the browser; the behaviour is the browser's, not its page's.
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	params := browser.SetDownloadBehaviorParams{Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir}
	if err := chromedp.FromContext(ctx).Browser.Call(ctx, browser.CommandSetDownloadBehavior, params, nil); err != nil {
		t.Fatal(err)
	}
}

// downloaded waits for the file name in dir to be downloaded whole and returns its bytes.
func downloaded(t *testing.T, dir, name string) []byte {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		data, err := os.ReadFile(filepath.Join(dir, name))
		partial, _ := filepath.Glob(filepath.Join(dir, "*.crdownload"))
		if err == nil && len(partial) == 0 && len(data) > 0 {
			return data
		}
		time.Sleep(100 * time.Millisecond)
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	t.Fatalf("the browser downloaded no %s within 30 s; the folder holds %q", name, names)
	return nil
}

// importedGames are the games of a file of games as the store reads it back.
func importedGames(t *testing.T, data []byte) []game {
	t.Helper()
	store, err := persistence.Open(filepath.Join(t.TempDir(), "downloaded.db"), persistence.Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	if _, err := store.ImportFile(data); err != nil {
		t.Fatalf("the downloaded file is not taken back: %v", err)
	}
	return listed(t, store)
}

// pickInBrowser taps label, which opens the browser's file picker, and picks the file at path
// in it, as a player would: the picker must be opened by the tap itself (the browser opens none
// for a page that was not touched), and the page reads the file chosen.
func (p *player) pickInBrowser(label, path string) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	tgt := chromedp.FromContext(p.ctx).Target
	if _, err := cdp.Call(ctx, tgt, page.SetInterceptFileChooserDialog, page.SetInterceptFileChooserDialogParams{Enabled: true}); err != nil {
		p.t.Fatal(err)
	}
	events := cdp.Events(ctx, tgt, page.FileChooserOpened)
	opened := make(chan page.EventFileChooserOpened, 1)
	go func() {
		for ev, err := range events {
			if err == nil {
				opened <- ev
			}
			return
		}
	}()
	p.tap(label)
	var ev page.EventFileChooserOpened
	select {
	case ev = <-opened:
	case <-ctx.Done():
		p.t.Fatalf("tapping %q opened no file picker in the browser", label)
	}
	abs, _ := filepath.Abs(path)
	if _, err := cdp.Call(ctx, tgt, dom.SetFileInputFiles, dom.SetFileInputFilesParams{Files: []string{abs}, BackendNodeID: ev.BackendNodeID}); err != nil {
		p.t.Fatal(err)
	}
	p.settle()
}

// An evening's files in the browser of a tablet that opened the app by the local network's
// plain-http address, as the README tells (no secure context: no service worker, no
// navigator.storage; the games are kept all the same): the game's chart draws (chartIsDrawn);
// Settings → Save all games… downloads every game as one file, which the store takes back;
// Import games… opens the browser's picker from the tap and adds the games of the file picked —
// the file just downloaded, so that each game is there twice — and a file that is no game file
// changes nothing; a reload finds the games kept.
func TestGamesAreDownloadedAndPickedInTheBrowser(t *testing.T) {
	p, s, _ := newPlayer(t)
	dir := t.TempDir()
	downloadsTo(t, p.ctx, dir)
	p.open(onLAN(s.url))
	const insecure = `!window.isSecureContext && !("serviceWorker" in navigator) && navigator.storage === undefined`
	if ok, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](insecure)); err != nil || !ok {
		t.Fatalf("the page at %s is not what a tablet of the local network gets (%s: %v, %v)", onLAN(s.url), insecure, ok, err)
	}
	p.newSchieber("Anna", "Beat", "Cla", "Dora")
	p.writeDeal("Hearts ×1", "100")
	p.writeDeal("Spades ×2", "60")
	p.chartIsDrawn()
	p.tapIcon(theme.HomeIcon())
	p.tap("Settings")
	p.tap("Save all games…")
	p.save("saved-all")
	name := "jasstafel-games-" + time.Now().Format(time.DateOnly) + ".json"
	data := downloaded(t, dir, name)
	want := listed(t, p.shadow.store)
	if got := importedGames(t, data); len(want) != 1 || !slices.EqualFunc(got, want, sameGame) {
		t.Fatalf("the download holds %+v, the shadow %+v", got, want)
	}

	p.shadow.files.picked, p.shadow.files.pickedData = name, data
	p.pickInBrowser("Import games…", filepath.Join(dir, name))
	p.save("imported")
	want = listed(t, p.shadow.store)
	if got := p.storedGames(); len(want) != 2 || !slices.EqualFunc(got, want, sameGame) {
		t.Fatalf("after the import the browser keeps %+v, the shadow %+v", got, want)
	}

	notes := filepath.Join(t.TempDir(), "notes.json")
	if err := os.WriteFile(notes, []byte("Anna 100, Beat 57"), 0o644); err != nil {
		t.Fatal(err)
	}
	p.shadow.files.picked, p.shadow.files.pickedData = "notes.json", []byte("Anna 100, Beat 57")
	before := p.settle()
	p.pickInBrowser("Import games…", notes)
	if got := p.storedGames(); !slices.EqualFunc(got, want, sameGame) {
		t.Fatalf("a file that is no game file changed the games: %+v", got)
	}
	if slices.Equal(before, p.settle()) {
		t.Error("the refused file left the screen as it was: no word of why")
	}
	if !strings.Contains(texts(p), "notes.json was not imported") {
		t.Errorf("the shadow says %q", texts(p))
	}
	p.reload()
	if got := p.storedGames(); !slices.EqualFunc(got, want, sameGame) {
		t.Fatalf("after a reload on the plain-http address the browser keeps %+v, want %+v", got, want)
	}
}

// texts is what the shadow shows, one text a line.
func texts(p *player) string {
	var out []string
	for _, d := range p.shadow.texts() {
		out = append(out, d.text)
	}
	return strings.Join(out, "\n")
}

// webText is the English of a text only the web app shows.
func webText(t *testing.T, key string) string {
	t.Helper()
	data, err := translations.Web.ReadFile("web/en.json")
	if err != nil {
		t.Fatal(err)
	}
	var en map[string]string
	if err := json.Unmarshal(data, &en); err != nil {
		t.Fatal(err)
	}
	if en[key] == "" {
		t.Fatalf("no web text %s", key)
	}
	return en[key]
}

// The browser's quota fills in the middle of an evening (after two deals every commit fails as
// a full quota makes it fail): the third deal is not lost. The app says
// so, offers the games, and the download holds all three deals, while the browser's own
// database keeps the two it could.
func TestAFullQuotaMidEveningKeepsTheDeal(t *testing.T) {
	p, s, out := newPlayer(t)
	dir := t.TempDir()
	downloadsTo(t, p.ctx, dir)
	p.open(s.url)
	p.newSchieber("Anna", "Beat", "Cla", "Dora")
	p.writeDeal("Hearts ×1", "100")
	p.writeDeal("Spades ×2", "60")
	kept := listed(t, p.shadow.store)
	// The third deal is typed (its draft kept as it is typed), then the quota fills.
	p.tap("Obenabe ×3")
	p.tap("9")
	p.tap("0")
	// From now on the browser refuses to commit a write, as it does when the site's quota is
	// used up: the transaction is aborted and the commit fails with a QuotaExceededError.
	const full = `IDBTransaction.prototype.commit = function () {
  this.abort();
  throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
}; true`
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](full)); err != nil {
		t.Fatal(err)
	}
	p.tap("Write")
	if !out.has("jasstafel: the browser stopped keeping the games") {
		t.Fatal("the app did not notice that the browser stopped keeping the games")
	}
	// The shadow shows the notice as the app does, so that its buttons can be tapped.
	p.shadow.u.KeptInMemory(webText(t, "web.storageFull.title"), webText(t, "web.storageFull"))
	p.save("storage-full")
	p.tap("Download the games")
	name := "jasstafel-games-" + time.Now().Format(time.DateOnly) + ".json"
	want := listed(t, p.shadow.store)
	if got := importedGames(t, downloaded(t, dir, name)); len(want) != 1 || want[0].Rounds != 3 || !slices.EqualFunc(got, want, sameGame) {
		t.Fatalf("the download holds %+v, want %+v", got, want)
	}
	if got := p.storedGames(); !slices.EqualFunc(got, kept, sameGame) {
		t.Errorf("the browser's database holds %+v, want the two deals it kept: %+v", got, kept)
	}
	if out.has("panic") || out.has("exited") {
		t.Fatal("the app stopped")
	}
}
