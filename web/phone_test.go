//go:build !js

package web

import (
	"context"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/jasstafel/jasstafel/ui/statistics"
)

// What a phone's browser gives the page beyond a desktop's: a share sheet, the Back that drives
// the history, a screen kept on.

// shareSheet gives the page the share sheet of a phone's browser (Web Share: navigator.canShare
// and navigator.share), which Chromium on a Linux desktop does not have: it shares the pictures
// and tables such a browser shares (Chrome shares no JSON), and keeps what it was handed in
// window.jasstafelShared — each file's name, type and text, the title, and whether the players'
// tap still counted when the app asked (navigator.userActivation, which a real browser
// requires).
const shareSheet = `(() => {
  window.jasstafelShared = [];
  const kinds = ["image/png", "text/csv"];
  navigator.canShare = d => !!d && Array.isArray(d.files) && d.files.length > 0 && d.files.every(f => f instanceof File && kinds.includes(f.type));
  navigator.share = d => {
    const active = navigator.userActivation.isActive;
    if (!navigator.canShare(d)) return Promise.reject(new TypeError("not shareable"));
    return Promise.all(d.files.map(f => f.text().then(text => ({name: f.name, type: f.type, text}))))
      .then(files => { window.jasstafelShared.push({files, title: d.title, active}); });
  };
})();`

// shareKinds are the media types shareSheet shares, for the shadow.
var shareKinds = []string{"image/png", "text/csv"}

// giveShareSheet gives every page the browser opens from now on the share sheet, and the shadow
// the same, so that both ask the same questions.
func (p *player) giveShareSheet() {
	p.t.Helper()
	err := chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: shareSheet})
		return err
	}))
	if err != nil {
		p.t.Fatal(err)
	}
	p.shadow.files.shares = shareKinds
}

// sharedFile is a file the page handed to the share sheet.
type sharedFile struct {
	Name, Type, Text string
}

// shareDeals shares the deals of the game on screen from its chart: Save…, the deals as a table,
// then Share… in the question the file brings, and returns what the share sheet was handed
// and whether the tap on Share… still counted as the players' when the app asked.
func (p *player) shareDeals() (files []sharedFile, title string, active bool) {
	p.t.Helper()
	p.tapIcon(statistics.ChartIcon)
	p.tap("Save…")
	p.tap("The deals as a table (CSV)")
	// The file is made on a goroutine of its own, in the browser and in the shadow.
	for deadline := time.Now().Add(drawWithin); !strings.Contains(texts(p), "Share…"); {
		if time.Now().After(deadline) {
			p.t.Fatalf("no question to share the deals; the shadow shows %q", texts(p))
		}
		time.Sleep(50 * time.Millisecond)
		p.settle()
	}
	p.save("share-question")
	p.tap("Share…")
	type handed struct {
		Files  []sharedFile
		Title  string
		Active bool
	}
	var got []handed
	for deadline := time.Now().Add(30 * time.Second); len(got) == 0 && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		var err error
		if got, err = chromedp.Run(p.ctx, chromedp.Evaluate[[]handed]("window.jasstafelShared")); err != nil {
			p.t.Fatal(err)
		}
	}
	p.save("shared")
	if len(got) != 1 {
		p.t.Fatalf("the page handed the share sheet %d times: %+v", len(got), got)
	}
	return got[0].Files, got[0].Title, got[0].Active
}

// back presses the browser's Back, as a phone's Back button does, and the shadow goes back with
// it as the app does (ui.UI.Back).
func (p *player) back() {
	p.t.Helper()
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[any]("history.back()")); err != nil {
		p.t.Fatal(err)
	}
	p.shadow.u.Back()
	p.settle()
}

// leavesOnBack presses Back on the list of games, where the app has no step back to take, and
// checks that the browser leaves the page for the one before it; it returns the app's address.
func (p *player) leavesOnBack() string {
	p.t.Helper()
	app, err := chromedp.Run(p.ctx, chromedp.Evaluate[string]("location.href"))
	if err != nil {
		p.t.Fatal(err)
	}
	if p.shadow.u.Back() {
		p.t.Fatal("the shadow's list of games had a step back to take")
	}
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[any]("history.back()")); err != nil {
		p.t.Fatal(err)
	}
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		at, err := chromedp.Run(p.ctx, chromedp.Evaluate[string]("location.href"))
		if err == nil && at != app {
			return app
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("Back on the list of games stayed on %s (%v)", app, err)
		}
	}
}

// wakeLocks makes the page keep every screen wake lock it is given (navigator.wakeLock, which
// headless Chromium grants) in window.jasstafelWake, so that a test can count those still held.
const wakeLocks = `(() => {
  window.jasstafelWake = [];
  if (!navigator.wakeLock) return;
  const request = navigator.wakeLock.request.bind(navigator.wakeLock);
  navigator.wakeLock.request = type => request(type).then(l => { window.jasstafelWake.push(l); return l; });
})();`

// watchWakeLocks counts, from the next page opened on, the screen wake locks the page holds.
func (p *player) watchWakeLocks() {
	p.t.Helper()
	err := chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: wakeLocks})
		return err
	}))
	if err != nil {
		p.t.Fatal(err)
	}
}

// screenKeptOn checks whether the page holds a screen wake lock as want says (one, or none),
// waiting a moment for the browser's answer.
func (p *player) screenKeptOn(when string, want bool) {
	p.t.Helper()
	wantHeld := 0
	if want {
		wantHeld = 1
	}
	held := 0
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		var err error
		held, err = chromedp.Run(p.ctx, chromedp.Evaluate[int]("window.jasstafelWake.filter(l => !l.released).length"))
		if err != nil {
			p.t.Fatal(err)
		}
		if held == wantHeld || time.Now().After(deadline) {
			break
		}
	}
	if held != wantHeld {
		p.t.Errorf("%s: the page holds %d screen wake locks, want %d", when, held, wantHeld)
	}
}

// hiddenAndShown does to the page what the browser does when it is hidden and shown again
// (another app, the screen switched off and on): every screen wake lock is given back, then
// the page hears that its visibility changed.
func (p *player) hiddenAndShown() {
	p.t.Helper()
	const js = `Promise.all(window.jasstafelWake.filter(l => !l.released).map(l => l.release()))
  .then(() => { document.dispatchEvent(new Event("visibilitychange")); return true; })`
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](js, chromedp.EvalAwaitPromise)); err != nil {
		p.t.Fatal(err)
	}
}
