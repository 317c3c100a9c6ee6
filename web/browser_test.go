//go:build !js

package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image/jpeg"
	"io/fs"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/jasstafel/jasstafel/internal/wasmbrowser"
	"github.com/jasstafel/jasstafel/internal/webbuild"
	"github.com/jasstafel/jasstafel/live"
)

// The browser tests build the app for the browser once per run, and keep the wasm in the user's
// cache under a hash of everything it is built from, so that a run with no change to the app's
// source links nothing; test processes side by side wait for the one that builds it (lockBuild).

var (
	wasmOnce   sync.Once
	wasmData   []byte // the app
	solverData []byte // the solver's worker (webbuild.BuildSolver)
	wasmErr    error
)

// sourceHash is a SHA-256 over the Go version and every file of the module the app is built
// from: Go sources other than tests, go.mod, go.sum, and the embedded assets, translations and
// documents. The site that `make web` writes is left out.
func sourceHash(root string) (string, error) {
	h := sha256.New()
	fmt.Fprintln(h, runtime.Version())
	var names []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		if d.IsDir() {
			switch rel {
			case ".git", filepath.Join("web", "site"), filepath.Join("web", "dist"):
				return filepath.SkipDir
			}
			if strings.HasPrefix(d.Name(), ".") && rel != "." || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(rel, "_test.go") {
			return nil
		}
		names = append(names, rel)
		return nil
	})
	if err != nil {
		return "", err
	}
	sort.Strings(names)
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join(root, n))
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s %d\n", n, len(data))
		h.Write(data)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// appWasm is the app built for the browser, from the cache when its sources have not changed.
func appWasm(t *testing.T) []byte {
	t.Helper()
	buildWasm(t)
	return wasmData
}

// solverWasm is the solver's worker built for the browser, as appWasm is the app.
func solverWasm(t *testing.T) []byte {
	t.Helper()
	buildWasm(t)
	return solverData
}

// buildWasm builds the app and the solver's worker for the browser once per run, or takes them
// from the cache.
func buildWasm(t *testing.T) {
	t.Helper()
	wasmOnce.Do(func() {
		root, err := filepath.Abs("..")
		if err != nil {
			wasmErr = err
			return
		}
		sum, err := sourceHash(root)
		if err != nil {
			wasmErr = err
			return
		}
		dir, err := os.UserCacheDir()
		if err != nil {
			dir = os.TempDir()
		}
		dir = filepath.Join(dir, "jasstafel", "webtest")
		if wasmErr = os.MkdirAll(dir, 0o755); wasmErr != nil {
			return
		}
		unlock, err := lockBuild(dir)
		if err != nil {
			wasmErr = err
			return
		}
		defer unlock()
		app, solver := filepath.Join(dir, sum[:24]+".wasm"), filepath.Join(dir, sum[:24]+".solver.wasm")
		wasmData, wasmErr = os.ReadFile(app)
		if wasmErr == nil {
			if solverData, wasmErr = os.ReadFile(solver); wasmErr == nil {
				return
			}
		}
		old, _ := filepath.Glob(filepath.Join(dir, "*.wasm"))
		for _, f := range old {
			os.Remove(f) // an older build's
		}
		for _, b := range []struct {
			path  string
			build func(root, out, version string) error
			data  *[]byte
		}{{solver, webbuild.BuildSolver, &solverData}, {app, webbuild.BuildWasm, &wasmData}} {
			tmp := b.path + fmt.Sprintf(".%d.tmp", os.Getpid())
			if wasmErr = b.build(root, tmp, "test"); wasmErr != nil {
				return
			}
			if wasmErr = os.Rename(tmp, b.path); wasmErr != nil {
				return
			}
			if *b.data, wasmErr = os.ReadFile(b.path); wasmErr != nil {
				return
			}
		}
	})
	if wasmErr != nil {
		t.Fatal(wasmErr)
	}
}

// served is the site as `jasstafel serve` serves it, on a loopback port of its own; cut stops
// it, as a network that is gone.
type served struct {
	url   string
	srv   *http.Server
	relay *live.Relay // the live view's relay beside the app, as serve --live has it
}

// needBrowser skips a test that drives the app in Chromium where there is none, and under the race
// detector: the code such a test exercises runs in the browser, compiled to wasm, which has no
// race detector; what runs in the test's process (the shadow window, the site's handler) is raced
// by the ui packages' tests and this package's own. The race detector only doubles their time,
// so `make test` runs this package once more without it (scripts/unit.sh).
func needBrowser(t *testing.T) {
	t.Helper()
	wasmbrowser.Browser(t, "the web app's tests")
	if raceDetector {
		t.Skip("the browser tests run without the race detector (go test ./web/; make test does)")
	}
}

var (
	siteOnce sync.Once
	siteFS   fstest.MapFS
	siteErr  error
)

// site is the site as make web writes it, gzipped, made once per test run: compressing the wasm
// takes seconds.
func site(t *testing.T) fstest.MapFS {
	t.Helper()
	wasm, solver := appWasm(t), solverWasm(t)
	siteOnce.Do(func() {
		in, err := webbuild.ReadInputs("..", wasm, true)
		if err != nil {
			siteErr = err
			return
		}
		in.Solver = solver
		files, _ := webbuild.Site(in)
		fsys := fstest.MapFS{}
		for name, data := range files {
			gz, err := webbuild.Gzip(data, gzip.BestSpeed) // as make web's, only faster
			if err != nil {
				siteErr = err
				return
			}
			fsys[name+".gz"] = &fstest.MapFile{Data: gz}
		}
		siteFS = fsys
	})
	if siteErr != nil {
		t.Fatal(siteErr)
	}
	return siteFS
}

func serveSite(t *testing.T) *served {
	t.Helper()
	h, err := Handler(site(t))
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	relay, err := live.NewRelay(live.NewHub(0))
	if err != nil {
		t.Fatal(err)
	}
	s := &served{url: "http://" + ln.Addr().String() + "/", srv: &http.Server{Handler: WithLive(h, relay)}, relay: relay}
	go s.srv.Serve(ln)
	t.Cleanup(s.cut)
	return s
}

func (s *served) cut() { s.relay.Close(); s.srv.Close() }

// offline cuts the network to s and empties the browser's own cache, which would serve the
// site's files too: from then on the page has only what the service worker kept.
func (p *player) offline(s *served) {
	p.t.Helper()
	s.cut()
	clear := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, network.ClearBrowserCache, cdp.Empty{})
		return err
	})
	if err := chromedp.Do(p.ctx, clear); err != nil {
		p.t.Fatal(err)
	}
}

// console is what the page wrote to its console, gathered as it comes and written to the
// test's log until the test ends.
type console struct {
	mu    sync.Mutex
	lines []string
	ended bool
}

// count is how many lines written so far contain s.
func (c *console) count(s string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for _, l := range c.lines {
		if strings.Contains(l, s) {
			n++
		}
	}
	return n
}

// has reports whether a line written so far contains s.
func (c *console) has(s string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, l := range c.lines {
		if strings.Contains(l, s) {
			return true
		}
	}
	return false
}

// lanHost is a name the tests' browsers take for the loopback address. A page opened by it is
// what a tablet gets from a laptop on the local network (http://192.168.1.20:8080/): no secure
// context, so no service worker and no navigator.storage, where the loopback address is one.
const lanHost = "jasstafel-laptop.test"

// onLAN is url (on the loopback address) as a tablet of the local network opens it: by lanHost.
func onLAN(url string) string { return strings.Replace(url, "127.0.0.1", lanHost, 1) }

// openBrowser starts a headless Chromium with its profile in profile, a viewport of w×h CSS
// pixels with touch emulation, and its console gathered and written to the test's log; extra
// are further options of the browser.
func openBrowser(t *testing.T, profile string, w, h int, extra ...chromedp.ExecAllocatorOption) (context.Context, *console) {
	t.Helper()
	needBrowser(t)
	browser := wasmbrowser.Browser(t, "the web app's tests")
	opts := append(wasmbrowser.Options(browser, profile), chromedp.Flag("host-resolver-rules", "MAP "+lanHost+" 127.0.0.1"))
	opts = append(opts, extra...)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	out := &console{}
	t.Cleanup(func() {
		cancel()
		cancelAlloc()
		out.mu.Lock()
		out.ended = true
		out.mu.Unlock()
	})
	messages := chromedp.Console(ctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			out.mu.Lock()
			out.lines = append(out.lines, m.Text)
			if !out.ended {
				t.Logf("console: %s", m.Text)
			}
			out.mu.Unlock()
		}
	}()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(w), int64(h), chromedp.EmulateTouch)); err != nil {
		t.Fatal(err)
	}
	// The browser runs now (the call above started it), so a deadline from here bounds the
	// test's DevTools calls, not the browser's life: a call that never answers (a hung renderer)
	// fails this test at browserTestLimit, where it held its lane until the test binary's
	// timeout, which ends every test the lane has left.
	ctx, cancelCalls := context.WithTimeout(ctx, browserTestLimit)
	t.Cleanup(cancelCalls)
	return ctx, out
}

// browserTestLimit bounds a browser test's DevTools calls, all of them together: the slowest
// browser test takes under four minutes beside the rest of make test on a busy machine.
const browserTestLimit = 10 * time.Minute

// snap is a quick picture of the page, to tell whether it changed: a small JPEG encoded for
// speed (the PNGs of CaptureScreenshot take several times longer in a software-drawn browser).
var snap chromedp.Action[[]byte] = func(ctx context.Context, t *chromedp.Target) ([]byte, error) {
	quality, fast := int64(30), true
	r, err := cdp.Call(ctx, t, page.CaptureScreenshot, page.CaptureScreenshotParams{
		Format: page.CaptureScreenshotFormatJpeg, Quality: &quality, OptimizeForSpeed: &fast})
	if err != nil {
		return nil, err
	}
	return r.Data, nil
}

// blank reports whether a screenshot is all black: the app's canvas before its first frame
// (the app draws on slate). A loaded machine can take seconds between the two, and two black
// pictures in a row are not the app drawn and still.
func blank(shot []byte) bool {
	img, err := jpeg.Decode(bytes.NewReader(shot))
	if err != nil {
		return false
	}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 8 {
		for x := b.Min.X; x < b.Max.X; x += 8 {
			if r, g, bl, _ := img.At(x, y).RGBA(); max(r, g, bl) > 0x1000 {
				return false
			}
		}
	}
	return true
}

// waitDrawn waits until the loading screen has gone and two screenshots a moment apart are the
// same: the app has drawn and is still. It returns the screenshot.
func waitDrawn(t *testing.T, ctx context.Context, within time.Duration) []byte {
	t.Helper()
	deadline := time.Now().Add(within)
	var last, before []byte
	for time.Now().Before(deadline) {
		gone, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("loading") === null && document.querySelector("canvas") !== null`))
		if err != nil {
			t.Fatal(err)
		}
		if gone {
			shot, err := chromedp.Run(ctx, snap)
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case blank(shot): // the canvas is there, the first frame not yet
				last, before = nil, nil
			case last != nil && bytes.Equal(shot, last):
				return shot
			case before != nil && bytes.Equal(shot, before):
				// Back to the picture before the last: a field's text cursor blinks, a second a
				// blink, and pictures taken about half a second apart fall on "on" and "off" in
				// turn; waiting for two alike took 20 s a tap.
				return shot
			default:
				before, last = last, shot
			}
		}
		time.Sleep(250 * time.Millisecond)
	}
	status, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`(document.getElementById("status") || {}).textContent || "the canvas is there"`))
	t.Fatalf("the app did not draw within %v: %s", within, status)
	return nil
}
