//go:build !js

// Package wasmbrowser runs a package's Go tests compiled to wasm (GOOS=js GOARCH=wasm) in a
// headless Chromium, so that code written for the browser — the IndexedDB backend of the
// store — is tested in a browser and not only compiled for one. A test calls Run; where no
// Chromium is installed it is skipped with a message saying what to install, never passed.
package wasmbrowser

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// browsers are the names Chromium goes by; Debian's package installs "chromium".
var browsers = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"}

// Find returns the path of a Chromium, or "" when there is none.
func Find() string {
	if p := os.Getenv("JASSTAFEL_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range browsers {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// Browser returns the path of a Chromium, or skips t, saying that what needs one (such as "the
// wasm tests of DIR") cannot run here and what to install: a skip, never a pass.
func Browser(t testing.TB, what string) string {
	t.Helper()
	browser := Find()
	if browser == "" {
		t.Skipf("no Chromium found (looked for %s, or JASSTAFEL_CHROMIUM): %s need one; install the Debian package chromium (scripts/deps.sh does)", strings.Join(browsers, ", "), what)
	}
	return browser
}

// Options start browser headless, without a sandbox (tests run as root in containers), a GPU
// (WebGL is drawn by SwiftShader) or any of its background traffic, with its profile in the
// folder profile.
func Options(browser, profile string) []chromedp.ExecAllocatorOption {
	return append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(browser),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(profile),
	)
}

// serveFile answers the wasm tests' ReadFile and Glob (files_js.go): the file at ?path=, or the
// names that ?glob= matches, both relative to the package's folder dir, as they would be to
// a test run by go test. Only files inside the module (the folder with go.mod above dir) are
// served.
func serveFile(w http.ResponseWriter, r *http.Request, dir string) {
	root := dir
	for {
		if _, err := os.Stat(filepath.Join(root, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(root)
		if parent == root {
			http.Error(w, "no go.mod above "+dir, http.StatusInternalServerError)
			return
		}
		root = parent
	}
	inside := func(rel string) (string, bool) {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		r, err := filepath.Rel(root, p)
		return p, err == nil && r != ".." && !strings.HasPrefix(r, ".."+string(filepath.Separator))
	}
	if pattern := r.URL.Query().Get("glob"); pattern != "" {
		p, ok := inside(pattern)
		if !ok {
			http.Error(w, pattern+" is outside the module", http.StatusForbidden)
			return
		}
		names, err := filepath.Glob(p)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		for _, n := range names {
			rel, _ := filepath.Rel(dir, n)
			fmt.Fprintln(w, filepath.ToSlash(rel))
		}
		return
	}
	p, ok := inside(r.URL.Query().Get("path"))
	if !ok {
		http.Error(w, "outside the module", http.StatusForbidden)
		return
	}
	http.ServeFile(w, r, p)
}

// page starts the wasm test binary with the arguments given and sets testExit to its exit
// code; wasm_exec.js writes the program's standard output and error through console.log.
const page = `<!doctype html>
<meta charset="utf-8">
<title>wasm test</title>
<script src="wasm_exec.js"></script>
<script>
const go = new Go();
go.argv = %s;
go.exit = code => { window.testExit = code; };
WebAssembly.instantiateStreaming(fetch("test.wasm"), go.importObject)
  .then(r => go.run(r.instance))
  .catch(e => { console.log("the wasm test binary did not start: " + e); window.testExit = 3; });
</script>
`

// Run compiles the tests of the package in dir (a path relative to the calling test's
// package, "." for itself) for GOOS=js GOARCH=wasm, runs them in a fresh headless Chromium
// with args (such as "-test.run", "TestX") and fails t, showing the output, unless they pass.
// The output is logged either way.
func Run(t *testing.T, dir string, timeout time.Duration, args ...string) {
	t.Helper()
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	browser := Browser(t, "the wasm tests of "+dir)
	work := t.TempDir()
	bin := filepath.Join(work, "test.wasm")
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the wasm tests of %s are built with the go command, which is not on the PATH: %v", dir, err)
	}
	goroot, err := exec.Command(gocmd, "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	build := exec.Command(gocmd, "test", "-c", "-o", bin, ".")
	build.Dir = dir
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the wasm tests of %s: %v\n%s", dir, err, out)
	}
	wasmExec := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js")
	if _, err := os.Stat(wasmExec); err != nil {
		t.Fatalf("Go's wasm_exec.js: %v", err)
	}
	// JASSTAFEL_WASM_ARGS adds arguments by hand, such as a benchmark to run in the browser:
	// JASSTAFEL_WASM_ARGS='-test.run=^$ -test.bench=AppendDeal' go test -run InChromium ./persistence
	args = append(args, strings.Fields(os.Getenv("JASSTAFEL_WASM_ARGS"))...)
	argv := `["test.wasm", "-test.v"`
	for _, a := range args {
		argv += fmt.Sprintf(", %q", a)
	}
	argv += "]"
	mux := http.NewServeMux()
	mux.HandleFunc("/files", func(w http.ResponseWriter, r *http.Request) {
		serveFile(w, r, dir)
	})
	mux.HandleFunc("/favicon.ico", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent) // none: no 404 line in the output
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, page, argv)
	})
	mux.HandleFunc("/wasm_exec.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		http.ServeFile(w, r, wasmExec)
	})
	mux.HandleFunc("/test.wasm", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/wasm")
		http.ServeFile(w, r, bin)
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()

	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), Options(browser, filepath.Join(work, "profile"))...)
	defer cancelAlloc()
	bctx, cancelBrowser := chromedp.NewContext(actx)
	defer cancelBrowser()

	// The lines the test binary writes, gathered as they come, so that a test that hangs
	// shows how far it got.
	var (
		mu    sync.Mutex
		lines []string
	)
	output := func() string {
		mu.Lock()
		defer mu.Unlock()
		return strings.Join(lines, "\n")
	}
	messages := chromedp.Console(bctx)
	gathered := make(chan struct{})
	go func() {
		defer close(gathered)
		for m, err := range messages {
			if err != nil {
				return
			}
			mu.Lock()
			lines = append(lines, m.Text)
			mu.Unlock()
		}
	}()
	err = chromedp.Do(bctx, chromedp.Navigate(srv.URL+"/"))
	var exit struct{ Code int }
	if err == nil {
		// The exit code 0 is falsy: the poll waits for an object that holds it.
		tctx, cancel := context.WithTimeout(bctx, timeout)
		exit, err = chromedp.Run(tctx, chromedp.Poll[struct{ Code int }](`window.testExit !== undefined && {Code: window.testExit}`,
			chromedp.WithPollingInterval(100*time.Millisecond), chromedp.WithPollingTimeout(0)))
		cancel()
	}
	code := exit.Code
	// The console's last lines come as events of their own and may arrive after the exit code
	// was read: a run that had passed every test once lost its closing PASS so. Wait for the
	// closing line a moment before the browser goes.
	for wait := time.Now().Add(5 * time.Second); err == nil && time.Now().Before(wait); time.Sleep(20 * time.Millisecond) {
		if out := "\n" + output() + "\n"; strings.Contains(out, "\nPASS\n") || strings.Contains(out, "\nFAIL\n") {
			break
		}
	}
	cancelBrowser()
	<-gathered
	out := output()
	switch {
	case err != nil:
		t.Fatalf("running the wasm tests of %s in %s: %v\noutput so far:\n%s", dir, browser, err, out)
	case code != 0:
		t.Fatalf("the wasm tests of %s failed in %s (exit code %d):\n%s", dir, browser, code, out)
	case !strings.Contains("\n"+out+"\n", "\nPASS\n"):
		t.Fatalf("the wasm tests of %s exited without saying PASS:\n%s", dir, out)
	}
	t.Logf("the wasm tests of %s in %s:\n%s", dir, browser, out)
}
