package web

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"

	"github.com/jasstafel/jasstafel/assets/webfont"
	"github.com/jasstafel/jasstafel/internal/webbuild"
)

// testSite is a site made by webbuild from small stand-ins for the wasm, wasm_exec.js and the
// icon, gzipped as `make web` leaves it in web/dist.
func testSite(t *testing.T) (fstest.MapFS, map[string][]byte, string) {
	t.Helper()
	files, version := webbuild.Site(webbuild.Inputs{
		Wasm: bytes.Repeat([]byte("\x00asm wasm "), 5000), WasmExec: []byte("// wasm_exec.js"), Icon: []byte("\x89PNG icon")})
	return gzipped(t, files), files, version
}

func get(t *testing.T, h http.Handler, method, path string, header ...string) *http.Response {
	t.Helper()
	r := httptest.NewRequest(method, path, nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Result()
}

// Every file of the site is served with its content type and cache rule, gzipped to a browser
// that accepts gzip (the bytes made at build time) and plain to one that does not.
func TestServesTheSite(t *testing.T) {
	fsys, files, version := testSite(t)
	h, err := Handler(fsys)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]struct{ ctype, cache string }{
		"/":                               {"text/html; charset=utf-8", "no-cache"},
		"/index.html":                     {"text/html; charset=utf-8", "no-cache"},
		"/sw.js":                          {"text/javascript; charset=utf-8", "no-cache"},
		"/manifest.webmanifest":           {"application/manifest+json", "no-cache"},
		"/jasstafel-" + version + ".wasm": {"application/wasm", "public, max-age=31536000, immutable"},
		"/wasm_exec-" + version + ".js":   {"text/javascript; charset=utf-8", "public, max-age=31536000, immutable"},
		"/icon-" + version + ".png":       {"image/png", "public, max-age=31536000, immutable"},
	}
	if len(want) != len(files)+1 {
		t.Fatalf("the site has %d files, the test expects %d", len(files), len(want)-1)
	}
	for path, w := range want {
		name := strings.TrimPrefix(path, "/")
		if name == "" {
			name = "index.html"
		}
		plain := files[name]
		gz := fsys[name+".gz"].Data
		for _, enc := range []string{"gzip, deflate, br", "deflate", "gzip;q=0", ""} {
			resp := get(t, h, "GET", path, "Accept-Encoding", enc)
			body, _ := io.ReadAll(resp.Body)
			gzipped := enc == "gzip, deflate, br"
			switch {
			case resp.StatusCode != 200:
				t.Errorf("%s (%q): status %d", path, enc, resp.StatusCode)
			case resp.Header.Get("Content-Type") != w.ctype || resp.Header.Get("Cache-Control") != w.cache:
				t.Errorf("%s: Content-Type %q, Cache-Control %q; want %q, %q", path, resp.Header.Get("Content-Type"), resp.Header.Get("Cache-Control"), w.ctype, w.cache)
			case gzipped && (resp.Header.Get("Content-Encoding") != "gzip" || !bytes.Equal(body, gz)):
				t.Errorf("%s to a browser taking gzip: encoding %q, %d bytes; want the %d gzipped at build", path, resp.Header.Get("Content-Encoding"), len(body), len(gz))
			case !gzipped && (resp.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, plain)):
				t.Errorf("%s (%q): encoding %q, %d bytes; want the %d plain ones", path, enc, resp.Header.Get("Content-Encoding"), len(body), len(plain))
			case resp.Header.Get("Content-Length") != "" && resp.Header.Get("Content-Length") != strconv.Itoa(len(body)):
				t.Errorf("%s (%q): Content-Length %s for %d bytes", path, enc, resp.Header.Get("Content-Length"), len(body))
			case resp.Header.Get("Vary") != "Accept-Encoding":
				t.Errorf("%s: Vary %q", path, resp.Header.Get("Vary"))
			}
		}
		// Revalidation: the ETag given back gets a 304 without a body.
		etag := get(t, h, "GET", path).Header.Get("ETag")
		resp := get(t, h, "GET", path, "If-None-Match", etag)
		if body, _ := io.ReadAll(resp.Body); etag == "" || resp.StatusCode != http.StatusNotModified || len(body) != 0 {
			t.Errorf("%s with If-None-Match %s: status %d, %d bytes", path, etag, resp.StatusCode, len(body))
		}
		if resp := get(t, h, "HEAD", path, "Accept-Encoding", "gzip"); resp.StatusCode != 200 || resp.Header.Get("Content-Length") != strconv.Itoa(len(gz)) {
			t.Errorf("HEAD %s: status %d, Content-Length %s", path, resp.StatusCode, resp.Header.Get("Content-Length"))
		}
	}
	// The page names the versioned files, and the service worker keeps them in a cache named
	// for the version.
	for _, name := range []string{"jasstafel-" + version + ".wasm", "wasm_exec-" + version + ".js", "icon-" + version + ".png"} {
		if !bytes.Contains(files["index.html"], []byte(name)) || !bytes.Contains(files["sw.js"], []byte(`"`+name+`"`)) {
			t.Errorf("index.html or sw.js does not name %s", name)
		}
	}
	if !bytes.Contains(files["sw.js"], []byte(`"jasstafel-`+version+`"`)) {
		t.Error("the service worker's cache is not named for the version")
	}
	for _, c := range []struct {
		method, path string
		status       int
	}{{"POST", "/", 405}, {"PUT", "/sw.js", 405}, {"GET", "/nothing.js", 404}, {"GET", "/.keep", 404}, {"GET", "/index.html.gz", 404}, {"GET", "/../go.mod", 404}} {
		if resp := get(t, h, c.method, c.path); resp.StatusCode != c.status {
			t.Errorf("%s %s: status %d, want %d", c.method, c.path, resp.StatusCode, c.status)
		}
	}
}

// A new build is a new version: other file names, another cache, and the page names them.
func TestANewBuildIsANewVersion(t *testing.T) {
	a, va := webbuild.Site(webbuild.Inputs{Wasm: []byte("one"), WasmExec: []byte("x"), Icon: []byte("i")})
	b, vb := webbuild.Site(webbuild.Inputs{Wasm: []byte("two"), WasmExec: []byte("x"), Icon: []byte("i")})
	if va == vb || bytes.Equal(a["sw.js"], b["sw.js"]) || bytes.Equal(a["index.html"], b["index.html"]) {
		t.Errorf("two builds of different wasm share the version %s / %s", va, vb)
	}
	if _, vc := webbuild.Site(webbuild.Inputs{Wasm: []byte("one"), WasmExec: []byte("x"), Icon: []byte("i")}); vc != va {
		t.Errorf("the same inputs give versions %s and %s", va, vc)
	}
}

// With the solver's worker, the site has its wasm and its script, served as the app's files are;
// the page names the script, the script the versioned wasm_exec.js and the solver's wasm, and the
// service worker keeps the two once they are used, not at install. Without it (Fyne's hello
// world), none of that.
func TestTheSolversWorkerIsPartOfTheSite(t *testing.T) {
	in := webbuild.Inputs{Wasm: []byte("app"), WasmExec: []byte("// wasm_exec.js"), Icon: []byte("i"), Solver: []byte("\x00asm solver")}
	files, version := webbuild.Site(in)
	wasm, script := "solver-"+version+".wasm", "solver-"+version+".js"
	if !bytes.Equal(files[wasm], in.Solver) || files[script] == nil {
		t.Fatalf("the site lacks %s or %s", wasm, script)
	}
	if !bytes.Contains(files["index.html"], []byte(`jasstafelSolver = "`+script+`"`)) {
		t.Error("the page does not name the solver's script")
	}
	for _, name := range []string{`importScripts("wasm_exec-` + version + `.js")`, `fetch("` + wasm + `")`} {
		if !bytes.Contains(files[script], []byte(name)) {
			t.Errorf("the solver's script does not say %s", name)
		}
	}
	sw := string(files["sw.js"])
	onUse := `const ON_USE = ["` + script + `","` + wasm + `"];`
	if !strings.Contains(sw, onUse) || strings.Count(sw, wasm) != 1 {
		t.Errorf("the service worker does not keep the solver's files on use only:\n%s", sw)
	}
	h, err := Handler(gzipped(t, files))
	if err != nil {
		t.Fatal(err)
	}
	for path, ctype := range map[string]string{"/" + wasm: "application/wasm", "/" + script: "text/javascript; charset=utf-8"} {
		if resp := get(t, h, "GET", path); resp.StatusCode != 200 || resp.Header.Get("Content-Type") != ctype {
			t.Errorf("%s: status %d, Content-Type %q", path, resp.StatusCode, resp.Header.Get("Content-Type"))
		}
	}
	// Another solver is another version, whose names a browser has not kept.
	in.Solver = []byte("\x00asm another solver")
	if _, v := webbuild.Site(in); v == version {
		t.Error("another solver gives the same version")
	}
	in.Solver = nil
	files, _ = webbuild.Site(in)
	for name, data := range files {
		if strings.HasPrefix(name, "solver-") || bytes.Contains(data, []byte("jasstafelSolver =")) {
			t.Errorf("without the solver the site has %s, or names a solver", name)
		}
	}
}

// The rulebook's translations are files of the site, named by their content and served as
// markdown; the page names them for the app, which fetches the one its players read, and the
// service worker keeps each once used, not at install. Another translation is another version.
func TestTheRulebooksTranslationsArePartOfTheSite(t *testing.T) {
	in := webbuild.Inputs{Wasm: []byte("app"), WasmExec: []byte("// wasm_exec.js"), Icon: []byte("i"),
		Rulebooks: map[string][]byte{"RULES.de.md": []byte("# Regeln"), "RULES.fr.md": []byte("# Règles"), "RULES.it.md": []byte("# Regole")}}
	files, version, h, sw, onUse := siteOnUse(t, in)
	for file, md := range in.Rulebooks {
		name := webbuild.RulebookName(file, md)
		if !bytes.Equal(files[name], md) || !strings.HasPrefix(name, strings.TrimSuffix(file, ".md")+"-") {
			t.Errorf("the site lacks %s as %s", file, name)
		}
		if !bytes.Contains(files["index.html"], []byte(`"`+file+`":"`+name+`"`)) {
			t.Errorf("the page does not name %s", name)
		}
		if !strings.Contains(onUse, `"`+name+`"`) || strings.Count(sw, name) != 1 {
			t.Errorf("the service worker does not keep %s on use only:\n%s", name, sw)
		}
		resp := get(t, h, "GET", "/"+name)
		if body, _ := io.ReadAll(resp.Body); resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/markdown; charset=utf-8" || !bytes.Equal(body, md) {
			t.Errorf("%s: status %d, Content-Type %q, %q", name, resp.StatusCode, resp.Header.Get("Content-Type"), body)
		}
	}
	in.Rulebooks["RULES.fr.md"] = []byte("# Les règles")
	if _, v := webbuild.Site(in); v == version {
		t.Error("another translation gives the same version")
	}
}

// The script fonts are files of the site, named by their content and served as fonts; the page
// names each by its script for the app, which fetches one when a text has a letter of that
// script, and the service worker keeps each once used, not at install, and carries those it
// kept over to a new version. Another font is another version.
func TestTheScriptFontsArePartOfTheSite(t *testing.T) {
	in := webbuild.Inputs{Wasm: []byte("app"), WasmExec: []byte("// wasm_exec.js"), Icon: []byte("i"),
		ScriptFonts: map[string][]byte{"Thai": []byte("thai font"), "Arab": []byte("arabic font")}}
	files, version, h, sw, onUse := siteOnUse(t, in)
	for _, sf := range webfont.ScriptFonts {
		data, ok := in.ScriptFonts[sf.Script]
		if !ok {
			continue
		}
		fontOnUse(t, servedSite{files, h, sw, onUse}, sf.Script, strings.TrimSuffix(sf.File, ".ttf"), data)
	}
	if !strings.Contains(sw, "ON_USE.map(name => caches.match(name)") {
		t.Errorf("a new version's service worker does not keep what the one before kept on use:\n%s", sw)
	}
	in.ScriptFonts["Thai"] = []byte("another thai font")
	if _, v := webbuild.Site(in); v == version {
		t.Error("another script font gives the same version")
	}
}

// The emoji font is a file of the site named by its content; the page names it as the font of
// emoji (webfont.EmojiScript) and the characters only it has, for the app, which fetches it when
// a text has one of them, and the service worker keeps it once used, not at install: a first
// visit does not download it. Another emoji font is another version.
func TestTheEmojiFontIsKeptOnUse(t *testing.T) {
	in := webbuild.Inputs{Wasm: []byte("app"), WasmExec: []byte("// wasm_exec.js"), Icon: []byte("i"),
		Font: []byte("web font"), Emoji: []byte("emoji font"), EmojiRunes: [][2]rune{{0x2614, 0x2615}, {0x1F300, 0x1F5FF}}}
	files, version, h, sw, onUse := siteOnUse(t, in)
	if name := fontOnUse(t, servedSite{files, h, sw, onUse}, webfont.EmojiScript, "Emoji", in.Emoji); name != webbuild.EmojiName(in.Emoji) {
		t.Errorf("the emoji font is %s, EmojiName says %s", name, webbuild.EmojiName(in.Emoji))
	}
	if index := files["index.html"]; !bytes.Contains(index, []byte("jasstafelEmojiRunes = [9748,9749,127744,128511];")) {
		t.Errorf("the page does not name the characters only the emoji font has:\n%s", index)
	}
	if !strings.Contains(sw, `"`+webbuild.FontName(in.Font)+`"`) {
		t.Errorf("the service worker does not keep the web font at install:\n%s", sw)
	}
	in.Emoji = []byte("another emoji font")
	if _, v := webbuild.Site(in); v == version {
		t.Error("another emoji font gives the same version")
	}
}

// The font of the rare Chinese characters is a file of the site named by its content; the page
// names it as the font of the Chinese characters (webfont.RareHanScript) for the app, and the
// service worker keeps it once used, not at install. Another such font is another version.
func TestTheRareHanFontIsKeptOnUse(t *testing.T) {
	in := webbuild.Inputs{Wasm: []byte("app"), WasmExec: []byte("// wasm_exec.js"), Icon: []byte("i"),
		Font: []byte("web font"), RareHan: []byte("rare han font")}
	files, version, h, sw, onUse := siteOnUse(t, in)
	fontOnUse(t, servedSite{files, h, sw, onUse}, webfont.RareHanScript, strings.TrimSuffix(webfont.RareHanFile, ".ttf"), in.RareHan)
	in.RareHan = []byte("another rare han font")
	if _, v := webbuild.Site(in); v == version {
		t.Error("another font of the rare Chinese characters gives the same version")
	}
}

// The characters the page names as only the emoji font's are in order, each in the emoji font
// and in neither Fyne's text font nor the web font: the beer mug and the smile of a name are,
// a letter, a card suit and a Thai letter are not.
func TestEmojiRunesAreThoseOnlyTheEmojiFontHas(t *testing.T) {
	in, err := webbuild.ReadInputs("..", nil, true)
	if err != nil {
		t.Fatal(err)
	}
	emoji, web, text := parseFont(t, in.Emoji), parseFont(t, in.Font), parseFont(t, theme.DefaultTextFont().Content())
	n := 0
	for i, rg := range in.EmojiRunes {
		if rg[0] > rg[1] || i > 0 && rg[0] <= in.EmojiRunes[i-1][1]+1 {
			t.Fatalf("range %d, %U–%U, is not after the one before, %U–%U, and apart from it", i, rg[0], rg[1], in.EmojiRunes[max(0, i-1)][1], in.EmojiRunes[max(0, i-1)][1])
		}
		for r := rg[0]; r <= rg[1]; r++ {
			n++
			_, inEmoji := emoji.NominalGlyph(r)
			_, inWeb := web.NominalGlyph(r)
			_, inText := text.NominalGlyph(r)
			if !inEmoji || inWeb || inText {
				t.Errorf("%U (%c) is named, and is in the emoji font %v, the web font %v, the text font %v", r, r, inEmoji, inWeb, inText)
			}
		}
	}
	has := func(r rune) bool {
		return slices.ContainsFunc(in.EmojiRunes, func(rg [2]rune) bool { return rg[0] <= r && r <= rg[1] })
	}
	for _, r := range "🍺😀🎉" {
		if !has(r) {
			t.Errorf("%c is not named as the emoji font's", r)
		}
	}
	for _, r := range "A♠ก9" {
		if has(r) {
			t.Errorf("%c is named as the emoji font's", r)
		}
	}
	t.Logf("%d characters in %d ranges", n, len(in.EmojiRunes))
}

func parseFont(t *testing.T, data []byte) *font.Face {
	t.Helper()
	f, err := font.ParseTTF(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// servedSite is a site made and served (siteOnUse): its files, its handler, its service worker and
// the worker's list of the files it keeps when first used.
type servedSite struct {
	files     map[string][]byte
	h         http.Handler
	sw, onUse string
}

// fontOnUse checks that the font data is a file of the site named stem-HASH.ttf, that the page
// names it as the font of script, that the service worker keeps it on use only, and that it is
// served as a font; it returns the file's name.
func fontOnUse(t *testing.T, s servedSite, script, stem string, data []byte) string {
	t.Helper()
	var name string
	for n, d := range s.files {
		if bytes.Equal(d, data) {
			name = n
		}
	}
	if !strings.HasPrefix(name, stem+"-") || !strings.HasSuffix(name, ".ttf") {
		t.Errorf("the site has the font of %s as %q, want %s-HASH.ttf", script, name, stem)
		return name
	}
	if !bytes.Contains(s.files["index.html"], []byte(`"`+script+`":"`+name+`"`)) {
		t.Errorf("the page does not name %s as the font of %s", name, script)
	}
	if !strings.Contains(s.onUse, `"`+name+`"`) || strings.Count(s.sw, name) != 1 {
		t.Errorf("the service worker does not keep %s on use only:\n%s", name, s.sw)
	}
	resp := get(t, s.h, "GET", "/"+name)
	if body, _ := io.ReadAll(resp.Body); resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "font/ttf" || !bytes.Equal(body, data) {
		t.Errorf("%s: status %d, Content-Type %q, %q", name, resp.StatusCode, resp.Header.Get("Content-Type"), body)
	}
	return name
}

// siteOnUse makes the site of in and serves it: its files, version and handler, its service
// worker, and the worker's list of the files it keeps when first used (ON_USE).
func siteOnUse(t *testing.T, in webbuild.Inputs) (files map[string][]byte, version string, h http.Handler, sw, onUse string) {
	t.Helper()
	files, version = webbuild.Site(in)
	h, err := Handler(gzipped(t, files))
	if err != nil {
		t.Fatal(err)
	}
	sw = string(files["sw.js"])
	onUse = sw[strings.Index(sw, "const ON_USE"):]
	return files, version, h, sw, onUse[:strings.Index(onUse, ";")]
}

// gzipped is a site's files as make web leaves them in web/dist.
func gzipped(t *testing.T, files map[string][]byte) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{".keep": {}}
	for name, data := range files {
		gz, err := webbuild.Gzip(data, gzip.BestCompression)
		if err != nil {
			t.Fatal(err)
		}
		fsys[name+".gz"] = &fstest.MapFile{Data: gz}
	}
	return fsys
}

// A binary built before `make web` says so, and how to get one that serves the app.
func TestNoAppSaysHowToBuildOne(t *testing.T) {
	_, err := Handler(fstest.MapFS{".keep": {}})
	if !errors.Is(err, ErrNoApp) || !strings.Contains(err.Error(), "make web") {
		t.Errorf("an empty dist: %v", err)
	}
	// What this binary embeds is either a whole site or nothing.
	if h, err := Embedded(); err == nil {
		if resp := get(t, h, "GET", "/"); resp.StatusCode != 200 {
			t.Errorf("the embedded app's page: status %d", resp.StatusCode)
		}
	} else if !errors.Is(err, ErrNoApp) {
		t.Error(err)
	}
}

// The gzip each file is kept in is a whole one.
func TestGzipIsWhole(t *testing.T) {
	fsys, files, _ := testSite(t)
	for name, data := range files {
		zr, err := gzip.NewReader(bytes.NewReader(fsys[name+".gz"].Data))
		if err != nil {
			t.Fatal(err)
		}
		if got, err := io.ReadAll(zr); err != nil || !bytes.Equal(got, data) {
			t.Errorf("%s: the gzip unpacks to %d bytes (%v), want %d", name, len(got), err, len(data))
		}
	}
}

// The window app takes the web font from the site the binary carries: the one file named for
// it, unpacked; no site, or no font in it, is ErrNoApp, and a broken gzip an error.
func TestFontIsTheSitesWebFont(t *testing.T) {
	font := []byte("\x00\x01\x00\x00 a font")
	name := webbuild.FontName(font)
	gz, err := webbuild.Gzip(font, gzip.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	site := fstest.MapFS{"dist/" + name + ".gz": {Data: gz}, "dist/index.html.gz": {Data: gz}}
	if got, err := fontIn(site, "dist"); err != nil || !bytes.Equal(got, font) {
		t.Errorf("the font: %q, %v", got, err)
	}
	if _, err := fontIn(fstest.MapFS{"dist/.keep": {}}, "dist"); !errors.Is(err, ErrNoApp) {
		t.Errorf("no site: %v", err)
	}
	if _, err := fontIn(fstest.MapFS{"dist/" + name + ".gz": {Data: []byte("not gzip")}}, "dist"); err == nil {
		t.Error("a broken gzip was unpacked")
	}
	// What this binary carries: a font named for its content, or no site at all.
	if got, err := Font(); err == nil {
		if _, err := Embedded(); err != nil {
			t.Errorf("a font without a site: %v", err)
		}
		if len(got) < 1000 || !bytes.HasPrefix(got, []byte("\x00\x01\x00\x00")) {
			t.Errorf("the embedded font is %d bytes, beginning %q", len(got), got[:min(len(got), 4)])
		}
	} else if !errors.Is(err, ErrNoApp) {
		t.Error(err)
	} else if _, err := Embedded(); !errors.Is(err, ErrNoApp) {
		t.Errorf("a site without its font: %v", err)
	}
}
