// Package webbuild makes the files of the web app that `make web` writes (web/build): the app
// compiled to wasm, Go's wasm_exec.js, the web font (assets/webfont), Fyne's colour emoji font
// and the script fonts as files of their own, an index.html that shows the download's progress
// and fetches the fonts when the app asks, a web app manifest with the icon, and a service worker
// that keeps them for starting offline (those fetched on use once used). The browser tests of
// package web build the same site with it.
package webbuild

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"text/template"

	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"

	"github.com/jasstafel/jasstafel/assets/webfont"
	"github.com/jasstafel/jasstafel/docs"
	"github.com/jasstafel/jasstafel/internal/webnames"
)

// Inputs are what the site is made of besides its templates.
type Inputs struct {
	Wasm     []byte // the app built for GOOS=js GOARCH=wasm (BuildWasm)
	WasmExec []byte // Go's wasm_exec.js, of the Go that built Wasm (WasmExec)
	Icon     []byte // the app's icon, a PNG of 512×512 or more
	// Font is the web font (assets/webfont), which the app takes from the page instead of
	// carrying it in the wasm: a third of the wasm's bytes, which the first frame of most
	// languages does not need. Fyne's hello world, measured against the app, has none.
	Font []byte
	// Emoji is Fyne's colour emoji font, which the app built with AppTags does not carry
	// (ui/kit/emoji_js.go), slimmed (webfont.SlimEmoji). The page offers it as the font of
	// the script webfont.EmojiScript, which the app asks for when a text it draws first has an
	// emoji, as it asks for a script font: a first visit does not download its 2.2 MB. Nil with
	// Font.
	Emoji []byte
	// EmojiRunes are the characters only the emoji font draws (neither Fyne's text font nor the
	// web font has them), as ranges from first to last: the page names them for the app, which
	// asks for the emoji font on the first of them it cannot draw (EmojiRunes).
	EmojiRunes [][2]rune
	// RareHan is the font of the Chinese characters the web font leaves out
	// (webfont.RareHanFile), which the page offers as the font of webfont.RareHanScript and the
	// app asks for when a name has one of them: a first visit does not download it. Nil with
	// Font.
	RareHan []byte
	// Rulebooks are the rulebook's translations by file ("RULES.fr.md": docs.Translations),
	// which the app takes from the page once its players speak that language (docs.Add): a first
	// visit downloads none it does not read. Nil leaves them out (Fyne's hello world).
	Rulebooks map[string][]byte
	// ScriptFonts are the fonts of the scripts the web font leaves out by their code ("Thai":
	// webfont.ScriptFonts), which the app asks the page for when a text it draws has a letter of
	// that script (ui/kit/scriptfonts_js.go): a first visit downloads none. Nil leaves them out.
	ScriptFonts map[string][]byte
	// Solver is the solver built for a Web Worker (web/solverworker, BuildSolver), which the
	// forecast of a hand runs on the device's other cores (solver/worker); nil leaves it out
	// (Fyne's hello world), and the forecast solves on the page's thread.
	Solver []byte
}

// SolverPackage is the worker's program in the module (BuildSolver).
const SolverPackage = "./web/solverworker"

// BuildSolver compiles the solver's worker (SolverPackage) in the module at moduleDir for the
// browser into out, as BuildWasm compiles the app.
func BuildSolver(moduleDir, out, version string) error {
	return BuildWasmPackage(moduleDir, SolverPackage, out, version, "")
}

// FontPath is where the web font is, in the module, and RareHanPath the font of the Chinese
// characters it leaves out.
const (
	FontPath    = "assets/webfont/JasstafelWeb.ttf"
	RareHanPath = "assets/webfont/" + webfont.RareHanFile
)

// ReadInputs reads what the site of wasm is made of besides wasm itself from the module at
// moduleDir (the icon, the fonts and the rulebook's translations unless withFonts is false: the
// app built with AppTags needs them, Fyne's hello world not) and from the Go on the PATH.
func ReadInputs(moduleDir string, wasm []byte, withFonts bool) (Inputs, error) {
	in := Inputs{Wasm: wasm}
	var err error
	if in.WasmExec, err = WasmExec(); err != nil {
		return in, err
	}
	if in.Icon, err = os.ReadFile(filepath.Join(moduleDir, "assets", "icon.png")); err != nil {
		return in, err
	}
	if withFonts {
		if in.Font, err = os.ReadFile(filepath.Join(moduleDir, filepath.FromSlash(FontPath))); err != nil {
			return in, err
		}
		if in.Emoji, err = emojiFont(); err != nil {
			return in, err
		}
		if in.RareHan, err = os.ReadFile(filepath.Join(moduleDir, filepath.FromSlash(RareHanPath))); err != nil {
			return in, err
		}
		if in.EmojiRunes, err = EmojiRunes(in.Emoji, in.Font, theme.DefaultTextFont().Content()); err != nil {
			return in, err
		}
		in.Rulebooks = map[string][]byte{}
		for _, file := range docs.Translations {
			if in.Rulebooks[file], err = os.ReadFile(filepath.Join(moduleDir, "docs", file)); err != nil {
				return in, err
			}
		}
		in.ScriptFonts = map[string][]byte{}
		for _, sf := range webfont.ScriptFonts {
			if in.ScriptFonts[sf.Script], err = os.ReadFile(filepath.Join(moduleDir, filepath.FromSlash(webfont.ScriptDir), sf.File)); err != nil {
				return in, err
			}
		}
	}
	return in, nil
}

// Site returns the site's files by name, and the version they are built as: the first 12 hex
// digits of a SHA-256 over the inputs and the templates, so that a version differs whenever
// anything served differs. The files named in webnames.Revalidated keep their names from one
// version to the next; every other name carries the version, or the font's own hash.
func Site(in Inputs) (map[string][]byte, string) {
	h := sha256.New()
	parts := [][]byte{in.Wasm, in.WasmExec, in.Icon, in.Font, in.Emoji, in.RareHan, in.Solver, []byte(indexHTML), []byte(serviceWorker), []byte(manifest), []byte(solverWorker),
		fmt.Append(nil, in.EmojiRunes)}
	for _, file := range docs.Translations {
		parts = append(parts, in.Rulebooks[file])
	}
	for _, sf := range webfont.ScriptFonts {
		parts = append(parts, in.ScriptFonts[sf.Script])
	}
	for _, part := range parts {
		fmt.Fprintf(h, "%d:", len(part))
		h.Write(part)
	}
	version := hex.EncodeToString(h.Sum(nil))[:12]
	wasm, exec, icon := "jasstafel-"+version+".wasm", "wasm_exec-"+version+".js", "icon-"+version+".png"
	data := map[string]any{
		"Version": version, "Wasm": wasm, "WasmExec": exec, "Icon": icon, "WasmSize": len(in.Wasm), "Font": "", "SolverScript": "", "OnUse": []string{},
		"EmojiRunes": flatRanges(in.EmojiRunes),
		"Files":      []string{"./", "index.html", "manifest.webmanifest", exec, wasm, icon},
	}
	files := map[string][]byte{wasm: in.Wasm, exec: in.WasmExec, icon: in.Icon}
	later := []string{} // the web font, kept after the others (serviceWorker)
	if in.Font != nil {
		font := FontName(in.Font)
		data["Font"] = font
		later = append(later, font)
		files[font] = in.Font
	}
	texts := map[string]string{"index.html": indexHTML, "sw.js": serviceWorker, "manifest.webmanifest": manifest}
	if in.Solver != nil {
		solver, script := "solver-"+version+".wasm", "solver-"+version+".js"
		data["SolverWasm"], data["SolverScript"] = solver, script
		data["OnUse"] = []string{script, solver}
		files[solver] = in.Solver
		texts[script] = solverWorker
	}
	// The rulebook's translations, the script fonts and the emoji font are kept when first
	// used, as the solver's worker: a device keeps the translation of its players' language and
	// the fonts of the scripts their names are written in, and of emoji once a name has one.
	rulebooks, scriptFonts, onUse := contentOnUse(in)
	for _, name := range slices.Sorted(maps.Keys(onUse)) {
		files[name] = onUse[name]
		data["OnUse"] = append(data["OnUse"].([]string), name)
	}
	data["Rulebooks"], data["ScriptFonts"] = rulebooks, scriptFonts
	data["Later"] = later
	for name, text := range texts {
		var b bytes.Buffer
		template.Must(template.New(name).Funcs(template.FuncMap{"json": toJSON}).Parse(text)).Execute(&b, data)
		files[name] = b.Bytes()
	}
	return files, version
}

// ContentOnUse are the site's files named by their content that the service worker keeps only
// once they are used — the rulebook's translations, the script fonts, the emoji font and the
// rare Chinese characters' — by name: a first visit downloads none of them.
func ContentOnUse(in Inputs) map[string][]byte {
	_, _, files := contentOnUse(in)
	return files
}

// contentOnUse names the rulebook's translations of in by their file and its script fonts by
// their script, the emoji font as that of webfont.EmojiScript and the rare Chinese characters'
// as that of webfont.RareHanScript, and gives all of them by name.
func contentOnUse(in Inputs) (rulebooks, scriptFonts map[string]string, files map[string][]byte) {
	rulebooks, scriptFonts, files = map[string]string{}, map[string]string{}, map[string][]byte{}
	for _, file := range docs.Translations {
		if b := in.Rulebooks[file]; b != nil {
			rulebooks[file] = RulebookName(file, b)
			files[rulebooks[file]] = b
		}
	}
	for _, sf := range webfont.ScriptFonts {
		if b := in.ScriptFonts[sf.Script]; b != nil {
			scriptFonts[sf.Script] = ScriptFontName(sf, b)
			files[scriptFonts[sf.Script]] = b
		}
	}
	if in.Emoji != nil {
		scriptFonts[webfont.EmojiScript] = EmojiName(in.Emoji)
		files[scriptFonts[webfont.EmojiScript]] = in.Emoji
	}
	if in.RareHan != nil {
		scriptFonts[webfont.RareHanScript] = contentName(strings.TrimSuffix(webfont.RareHanFile, ".ttf"), in.RareHan, ".ttf")
		files[scriptFonts[webfont.RareHanScript]] = in.RareHan
	}
	return rulebooks, scriptFonts, files
}

// FontName is the name of the web font's file: it carries the first 12 hex digits of a SHA-256
// of the font, not the site's version, so that a new version of the app whose font is the same
// names the same file, which a browser already has.
func FontName(font []byte) string { return contentName(webnames.FontStem, font, ".ttf") }

// EmojiName is the name of the emoji font's file, named by its content as FontName names the
// web font's.
func EmojiName(font []byte) string { return contentName("Emoji", font, ".ttf") }

// RulebookName is the name of a translation's file of the rulebook ("RULES.fr.md"), named by
// its content as FontName names the web font's: "RULES.fr-0123456789ab.md".
func RulebookName(file string, md []byte) string {
	return contentName(strings.TrimSuffix(file, ".md"), md, ".md")
}

// ScriptFontName is the name of a script font's file, named by its content as FontName names
// the web font's: "NotoSansThai-Regular-0123456789ab.ttf".
func ScriptFontName(sf webfont.ScriptFont, font []byte) string {
	return contentName(strings.TrimSuffix(sf.File, ".ttf"), font, ".ttf")
}

// contentName is stem, the first 12 hex digits of a SHA-256 of data, and ext.
func contentName(stem string, data []byte, ext string) string {
	sum := sha256.Sum256(data)
	return stem + "-" + hex.EncodeToString(sum[:])[:12] + ext
}

// emojiFont is Fyne's colour emoji font, which the web app is built without (AppTags), for a
// file of its own: slimmed (webfont.SlimEmoji), 2.2 MB gzipped instead of 3.6 MB, drawn the same.
func emojiFont() ([]byte, error) {
	f := theme.DefaultEmojiFont()
	if f == nil {
		return nil, fmt.Errorf("this program was built with the tag no_emoji: it has no emoji font to serve")
	}
	slim, err := webfont.SlimEmoji(f.Content())
	if err != nil {
		return nil, fmt.Errorf("the emoji font of Fyne: %w", err)
	}
	return slim, nil
}

// EmojiRunes are the characters the font emoji has and none of others, as ranges from first to
// last in increasing order; ASCII is left out (the keycaps' digits, which every text font has).
func EmojiRunes(emoji []byte, others ...[]byte) ([][2]rune, error) {
	face, err := font.ParseTTF(bytes.NewReader(emoji))
	if err != nil {
		return nil, fmt.Errorf("the emoji font: %w", err)
	}
	var faces []*font.Face
	for _, o := range others {
		f, err := font.ParseTTF(bytes.NewReader(o))
		if err != nil {
			return nil, fmt.Errorf("a text font: %w", err)
		}
		faces = append(faces, f)
	}
	var only []rune
	for it := face.Cmap.Iter(); it.Next(); {
		r, _ := it.Char()
		if r < 0x80 || slices.ContainsFunc(faces, func(f *font.Face) bool { _, ok := f.NominalGlyph(r); return ok }) {
			continue
		}
		only = append(only, r)
	}
	slices.Sort(only)
	only = slices.Compact(only)
	var ranges [][2]rune
	for _, r := range only {
		if n := len(ranges); n > 0 && ranges[n-1][1] == r-1 {
			ranges[n-1][1] = r
			continue
		}
		ranges = append(ranges, [2]rune{r, r})
	}
	return ranges, nil
}

// flatRanges writes ranges as the page names them: first, last, first, last…
func flatRanges(ranges [][2]rune) []rune {
	flat := make([]rune, 0, 2*len(ranges))
	for _, r := range ranges {
		flat = append(flat, r[0], r[1])
	}
	return flat
}

func toJSON(v any) (string, error) {
	b, err := json.Marshal(v)
	return string(b), err
}

// Gzip compresses a file at level (gzip.BestCompression for `make web`), once, at build time:
// the server sends these bytes as they are to a browser that accepts gzip.
func Gzip(data []byte, level int) ([]byte, error) {
	var b bytes.Buffer
	w, err := gzip.NewWriterLevel(&b, level)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// goCommand is the go command that builds the wasm: the one on the PATH.
func goCommand() (string, error) {
	p, err := exec.LookPath("go")
	if err != nil {
		return "", fmt.Errorf("the web app is built with the go command, which is not on the PATH: %w", err)
	}
	return p, nil
}

// BuildWasm compiles the app in the module at moduleDir (its root package, main_js.go) for
// GOOS=js GOARCH=wasm into out, without paths of this machine or symbols (-trimpath, -s -w),
// with version as main.version, and with the build tags AppTags.
func BuildWasm(moduleDir, out, version string) error {
	return BuildWasmPackage(moduleDir, ".", out, version, AppTags)
}

// AppTags are the build tags of the web app. gonum.org/v1/plot's minimal leaves out the chart
// formats the app never writes (PDF, SVG, EPS, TeX; it writes PNG with vgimg), whose code and
// data are half a megabyte of the download gzipped. Fyne's no_emoji leaves its colour emoji
// font out of the wasm (4.2 MB, 3.6 MB gzipped, and parsed for every text style before the
// first frame): the app takes it from the page as a file of its own (Inputs.Emoji).
const AppTags = "minimal no_emoji"

// BuildWasmPackage compiles the main package pkg of the module at moduleDir with the build
// tags tags (space-separated) as BuildWasm compiles the app: Fyne's hello world
// (internal/helloweb) is built so, without tags, to be measured beside it.
func BuildWasmPackage(moduleDir, pkg, out, version, tags string) error {
	gocmd, err := goCommand()
	if err != nil {
		return err
	}
	args := []string{"build", "-trimpath", "-tags", tags, "-ldflags", "-s -w -X main.version=" + version, "-o", out}
	tmp, err := os.MkdirTemp("", "webbuild-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	modfile, err := withoutPlotFonts(gocmd, moduleDir, tmp)
	if err != nil {
		return err
	}
	if modfile != "" {
		args = append(args, "-modfile", modfile)
	}
	cmd := exec.Command(gocmd, append(args, pkg)...)
	cmd.Dir = moduleDir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("building the web app: %v\n%s", err, msg)
	}
	return nil
}

// plotModule is the module whose fonts the web app leaves out, and the lines of its plot.go
// that register them.
const (
	plotModule         = "gonum.org/v1/plot"
	plotImportsFonts   = "\t\"gonum.org/v1/plot/font/liberation\"\n"
	plotRegistersFonts = "\tfont.DefaultCache.Add(liberation.Collection())\n"
)

// withoutPlotFonts makes, in dir, a copy of gonum.org/v1/plot without its twelve Liberation
// fonts (4.4 MB of the wasm, 2.4 MB gzipped) and a go.mod that replaces plot with it, for go
// build's -modfile: plot's package init adds those fonts to its default font cache, whatever
// the program draws with, and nothing else leaves them out (go build -overlay refuses files of
// the module cache). The copy is plot's own, from the module cache, less the import and the
// line of plot.go that add them; the charts of the web app draw with Fyne's text font
// (charts/latin_js.go), handed to plot with each text style, and never look in that cache. It
// returns "" when the module at moduleDir does not use plot, and an error when plot.go does not
// have those lines (another version of plot: look again).
func withoutPlotFonts(gocmd, moduleDir, dir string) (string, error) {
	cmd := exec.Command(gocmd, "list", "-m", "-f", "{{.Dir}}", plotModule)
	cmd.Dir = moduleDir
	out, err := cmd.Output()
	if err != nil {
		return "", nil // not a dependency
	}
	plotDir := strings.TrimSpace(string(out))
	src, err := os.ReadFile(filepath.Join(plotDir, "plot.go"))
	if err != nil {
		return "", err
	}
	text := string(src)
	if strings.Count(text, plotImportsFonts) != 1 || strings.Count(text, plotRegistersFonts) != 1 {
		return "", fmt.Errorf("%s/plot.go does not register the Liberation fonts as internal/webbuild knows it: see withoutPlotFonts", plotDir)
	}
	text = strings.Replace(strings.Replace(text, plotImportsFonts, "", 1), plotRegistersFonts, "", 1)
	copyDir := filepath.Join(dir, "plot")
	err = filepath.WalkDir(plotDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(plotDir, p)
		if d.IsDir() {
			if d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(copyDir, rel), 0o755)
		}
		if !strings.HasSuffix(p, ".go") && d.Name() != "go.mod" || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if rel == "plot.go" {
			data = []byte(text)
		}
		return os.WriteFile(filepath.Join(copyDir, rel), data, 0o644)
	})
	if err != nil {
		return "", err
	}
	mod, err := os.ReadFile(filepath.Join(moduleDir, "go.mod"))
	if err != nil {
		return "", err
	}
	sum, err := os.ReadFile(filepath.Join(moduleDir, "go.sum"))
	if err != nil {
		return "", err
	}
	mod = fmt.Appendf(mod, "\nreplace %s => %s\n", plotModule, copyDir)
	modfile := filepath.Join(dir, "go.mod")
	if err := os.WriteFile(modfile, mod, 0o644); err != nil {
		return "", err
	}
	return modfile, os.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o644)
}

// WasmExec reads the wasm_exec.js of the Go on the PATH, which the wasm needs beside it.
func WasmExec() ([]byte, error) {
	gocmd, err := goCommand()
	if err != nil {
		return nil, err
	}
	root, err := exec.Command(gocmd, "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("go env GOROOT: %w", err)
	}
	goroot := strings.TrimSpace(string(root))
	for _, p := range []string{filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"), filepath.Join(goroot, "misc", "wasm", "wasm_exec.js")} {
		if data, err := os.ReadFile(p); err == nil {
			return data, nil
		}
	}
	return nil, fmt.Errorf("no wasm_exec.js in %s (lib/wasm or misc/wasm)", goroot)
}
