//go:build !js

// Command webbench measures the web app against Fyne's hello world (internal/helloweb), side by
// side in one run (`make webbench`, docs/BENCHMARKS.md): what a browser downloads on the first
// visit, gzipped as `jasstafel serve` sends it, and the time from navigation to the first frame
// the app draws with something in it, on the first visit (a new browser profile: everything
// fetched and compiled) and on a visit after it (the service worker's cache). Both are built by
// internal/webbuild into the same site (index.html, service worker, manifest, icon) and served by
// package web on the loopback address to a headless Chromium; the runs alternate.
//
// The frames are read inside the page: a script put before the page's own counts WebGL draw calls
// between animation frames (the app's loop waits for one after each frame it draws,
// third_party/glfw-js; the background is cleared, not drawn). The first frame that draws anything
// is the first frame; the last frame that draws before nothing is drawn for two seconds is the
// settled one, so that a program that draws a little first and its screen later cannot pass for
// fast. Both are in the page's clock, from navigation.
package main

import (
	"compress/gzip"
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing/fstest"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/jasstafel/jasstafel/internal/wasmbrowser"
	"github.com/jasstafel/jasstafel/internal/webbuild"
	"github.com/jasstafel/jasstafel/web"
)

// firstFrameHook counts draw calls per animation frame and keeps the times of the first and the
// last frame that draw.
const firstFrameHook = `(() => {
  let draws = 0;
  window.__firstFrame = -1;
  window.__lastFrame = -1;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = cb => raf(ts => {
    if (draws > 0) {
      window.__lastFrame = performance.now();
      if (window.__firstFrame < 0) window.__firstFrame = window.__lastFrame;
    }
    draws = 0;
    cb(ts);
  });
  for (const C of [window.WebGLRenderingContext, window.WebGL2RenderingContext]) {
    if (!C) continue;
    for (const m of ["drawArrays", "drawElements"]) {
      const f = C.prototype[m];
      C.prototype[m] = function (...a) { draws++; return f.apply(this, a); };
    }
  }
})();`

// program is one of the two sites measured.
type program struct {
	name  string
	url   string
	gz    int // bytes of the first visit, gzipped: every file of the site
	plain int
	wasm  int // the wasm alone, gzipped
	font  int // the web font, gzipped: fetched once the first frame is drawn, not needed for it
	files int // the files the service worker keeps
	// the first frame and the settled one, of each first visit and of each visit after it
	first, firstSettled, again, againSettled []time.Duration
}

// frames are the first and the settled frame of a visit.
type frames struct{ first, settled time.Duration }

func main() {
	runs := flag.Int("n", 5, "timed visits of each site, alternated")
	width := flag.Int("width", 1280, "the viewport's width in CSS pixels")
	height := flag.Int("height", 800, "the viewport's height in CSS pixels")
	within := flag.Duration("within", 3*time.Minute, "how long a visit may take to draw")
	flag.Parse()
	if err := run(*runs, *width, *height, *within); err != nil {
		fmt.Fprintln(os.Stderr, "webbench:", err)
		os.Exit(1)
	}
}

func run(runs, width, height int, within time.Duration) error {
	browser := wasmbrowser.Find()
	if browser == "" {
		return errors.New("no Chromium found: install the Debian package chromium (scripts/deps.sh does)")
	}
	tmp, err := os.MkdirTemp("", "webbench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	progs := []*program{{name: "hello world"}, {name: "Jasstafel"}}
	for i, pkg := range []string{"./internal/helloweb", "."} {
		if err := serve(progs[i], pkg, tmp); err != nil {
			return err
		}
	}
	load, _ := os.ReadFile("/proc/loadavg")
	fmt.Printf("%s, load %s; viewport %dx%d; %d visits of each, alternated\n", time.Now().UTC().Format("2006-01-02 15:04 UTC"),
		strings.Join(strings.Fields(string(load))[:3], " "), width, height, runs)
	for r := range runs {
		for i := range progs {
			p := progs[(r+i)%len(progs)] // the order turns from run to run
			first, again, err := visit(browser, filepath.Join(tmp, fmt.Sprintf("profile-%d-%d", r, i)), p.url, p.files, width, height, within)
			if err != nil {
				return fmt.Errorf("%s, run %d: %w", p.name, r+1, err)
			}
			p.first, p.firstSettled = append(p.first, first.first), append(p.firstSettled, first.settled)
			p.again, p.againSettled = append(p.again, again.first), append(p.againSettled, again.settled)
		}
	}
	report(progs)
	return nil
}

// serve builds pkg for the browser into the web app's site and serves it on the loopback address.
func serve(p *program, pkg, tmp string) error {
	wasmPath := filepath.Join(tmp, strings.ReplaceAll(p.name, " ", "")+".wasm")
	tags := "" // Fyne's hello world as Fyne builds it
	if pkg == "." {
		tags = webbuild.AppTags
	}
	if err := webbuild.BuildWasmPackage(".", pkg, wasmPath, "bench", tags); err != nil {
		return err
	}
	wasm, err := os.ReadFile(wasmPath)
	if err != nil {
		return err
	}
	in, err := webbuild.ReadInputs(".", wasm, pkg == ".") // hello world has its emoji in the wasm and no web font
	if err != nil {
		return err
	}
	files, _ := webbuild.Site(in)
	// The rulebook's translations are fetched only by a page that speaks their language, the
	// script fonts and the emoji font only by a page that draws a name in their script or with
	// an emoji, and all are kept on use, as the solver's worker (left out here): an English
	// first visit downloads none of them, though the page names them all. They are served, not
	// counted.
	onUse := webbuild.ContentOnUse(in)
	p.files = len(files) - len(onUse) // sw.js is not kept, "./" is
	// The web font's name, a hash of the font: made once, not for each file.
	webFont := ""
	if in.Font != nil {
		webFont = webbuild.FontName(in.Font)
	}
	fsys := fstest.MapFS{}
	for name, data := range files {
		gz, err := webbuild.Gzip(data, gzip.BestCompression) // as make web's
		if err != nil {
			return err
		}
		fsys[name+".gz"] = &fstest.MapFile{Data: gz}
		if _, later := onUse[name]; later {
			continue
		}
		p.gz += len(gz)
		p.plain += len(data)
		switch {
		case strings.HasSuffix(name, ".wasm"):
			p.wasm = len(gz)
		case name == webFont:
			p.font += len(gz)
		}
	}
	h, err := web.Handler(fsys)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	go (&http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}).Serve(ln)
	p.url = "http://" + ln.Addr().String() + "/"
	return nil
}

// visit opens url in a new headless Chromium with a new profile, and once more after the first
// visit has drawn and the service worker has kept the files; it returns the frames of each.
func visit(browser, profile, url string, files, width, height int, within time.Duration) (first, again frames, err error) {
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), wasmbrowser.Options(browser, profile)...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancelTime := context.WithTimeout(ctx, 2*within)
	defer cancelTime()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(width), int64(height), chromedp.EmulateTouch)); err != nil {
		return frames{}, frames{}, err
	}
	hook := chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: firstFrameHook})
		return err
	})
	if err := chromedp.Do(ctx, hook); err != nil {
		return frames{}, frames{}, err
	}
	if first, err = drawn(ctx, url, within, false); err != nil {
		return frames{}, frames{}, err
	}
	if err := cached(ctx, files, within); err != nil {
		return frames{}, frames{}, err
	}
	again, err = drawn(ctx, url, within, true)
	return first, again, err
}

// drawn navigates to url (or reloads it) and waits for its first frame that draws, then until
// nothing has been drawn for two seconds.
func drawn(ctx context.Context, url string, within time.Duration, reload bool) (frames, error) {
	nav := chromedp.Navigate(url)
	if reload {
		nav = chromedp.Reload()
	}
	if err := chromedp.Do(ctx, nav); err != nil {
		return frames{}, err
	}
	const quiet = 2 * time.Second
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		ms, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`[window.__firstFrame, window.__lastFrame, performance.now()]`))
		if err != nil {
			return frames{}, err
		}
		if ms[0] >= 0 && time.Duration((ms[2]-ms[1])*float64(time.Millisecond)) >= quiet {
			return frames{time.Duration(ms[0] * float64(time.Millisecond)), time.Duration(ms[1] * float64(time.Millisecond))}, nil
		}
		time.Sleep(20 * time.Millisecond)
	}
	return frames{}, fmt.Errorf("no frame drawn and %v without one within %v", quiet, within)
}

// cached waits until the service worker controls the page and has kept the site's files, so that
// the next visit is served from its cache.
func cached(ctx context.Context, files int, within time.Duration) error {
	ready := `(async () => {
  if (!navigator.serviceWorker || !navigator.serviceWorker.controller) return false;
  const names = await caches.keys();
  for (const n of names) { if ((await (await caches.open(n)).keys()).length >= ` + strconv.Itoa(files) + `) return true; }
  return false;
})()`
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](ready, chromedp.EvalAwaitPromise))
		if err != nil {
			return err
		}
		if ok {
			return nil
		}
		time.Sleep(200 * time.Millisecond)
	}
	return fmt.Errorf("the service worker did not keep the site within %v", within)
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func report(progs []*program) {
	base := progs[0]
	mb := func(n int) string { return fmt.Sprintf("%.2f MB", float64(n)/1e6) }
	// The first frame needs every file but the web font (unless the first screen is in
	// Hangul, kana or kanji); a first visit downloads them all, the web font too, for use
	// offline.
	fmt.Printf("%-12s %10s %10s %10s %12s %6s %10s %6s\n", "program", "plain", "wasm gz", "font gz", "before frame", "ratio", "visit gz", "ratio")
	for _, p := range progs {
		before := p.gz - p.font
		fmt.Printf("%-12s %10s %10s %10s %12s %6.2f %10s %6.3f\n", p.name, mb(p.plain), mb(p.wasm), mb(p.font),
			mb(before), float64(before)/float64(base.gz-base.font), mb(p.gz), float64(p.gz)/float64(base.gz))
	}
	// The download's aim is near: its bytes exactly.
	for _, p := range progs[1:] {
		fmt.Printf("%s: a first visit downloads %d bytes gzipped, hello world %d: %.4f times\n", p.name, p.gz, base.gz, float64(p.gz)/float64(base.gz))
	}
	fmt.Printf("%-12s %-14s %18s %6s\n", "program", "frame", "median (min–max)", "ratio")
	for _, row := range []struct {
		what string
		of   func(*program) []time.Duration
	}{
		{"first visit, first frame", func(p *program) []time.Duration { return p.first }},
		{"first visit, settled", func(p *program) []time.Duration { return p.firstSettled }},
		{"visit again, first frame", func(p *program) []time.Duration { return p.again }},
		{"visit again, settled", func(p *program) []time.Duration { return p.againSettled }},
	} {
		for _, p := range progs {
			d := row.of(p)
			fmt.Printf("%-12s %-26s %6d ms (%d–%d) %6.2f\n", p.name, row.what, median(d).Milliseconds(),
				slices.Min(d).Milliseconds(), slices.Max(d).Milliseconds(), float64(median(d))/float64(median(row.of(base))))
		}
	}
	fmt.Println("medians from navigation; ratios to hello world")
	seed := uint64(time.Now().UnixNano())
	lo, hi := ratioSpread(progs[1].first, base.first, seed)
	fmt.Printf("first visit, first frame: the ratio %.2f, 95 %% of %d resamples of the visits within %.2f–%.2f (seed %d)\n",
		float64(median(progs[1].first))/float64(median(base.first)), resamples, lo, hi, seed)
}
