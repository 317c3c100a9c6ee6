package main

import (
	"go/parser"
	"go/token"
	"slices"
	"testing"
)

func TestStartersAreFound(t *testing.T) {
	for _, c := range []struct {
		src    string
		starts bool
	}{
		{"func f() { x := 1; _ = x }", false},
		{"func f() { go g() }", true},
		{"func f() { go func() {}() }", true},
		{"func f(t *testing.T) { t.Parallel() }", true},
		{"func f(b *testing.B) { b.RunParallel(nil) }", true},
		{"func f() { time.AfterFunc(0, g) }", true},
		{"func f() { context.AfterFunc(nil, g) }", true},
		{"func f(x *T) { runtime.SetFinalizer(x, nil) }", true},
		{"func f(x *T) { runtime.AddCleanup(x, nil, 0) }", true},
		{"func f() { var once sync.Once; once.Do(g) }", false},
		{"func f() { h := func() { go g() }; _ = h }", true},
	} {
		f, err := parser.ParseFile(token.NewFileSet(), "x.go", "package p\n"+c.src, 0)
		if err != nil {
			t.Fatal(err)
		}
		if got := startsGoroutines(f); got != c.starts {
			t.Errorf("%s: starts goroutines %v, want %v", c.src, got, c.starts)
		}
	}
}

func TestQuietLibraries(t *testing.T) {
	for path, want := range map[string]bool{
		"gonum.org/v1/plot":           true,
		"gonum.org/v1/plot/vg/vgimg":  true,
		"gonum.org/v1/plotter":        false,
		"go.etcd.io/bbolt":            true,
		"go.etcd.io/bboltx":           false,
		"fyne.io/fyne/v2":             false,
		"github.com/chromedp/cdproto": false,
	} {
		if got := isQuietLibrary(path); got != want {
			t.Errorf("%s: quiet %v, want %v", path, got, want)
		}
	}
}

// The packages of this module: the rules engine, the charts and the solver cannot race; the
// store (a goroutine in Close), the live view (a server), the command line (serve), the
// forecast's sampling (a goroutine per solver) and every screen (Fyne) can, and so can the
// statistics, whose tests open the store.
func TestThisModule(t *testing.T) {
	pkgs, err := list([]string{"../../..."})
	if err != nil {
		t.Fatal(err)
	}
	free, err := testsCannotRace(pkgs)
	if err != nil {
		t.Fatal(err)
	}
	const mod = "github.com/jasstafel/jasstafel/"
	for _, p := range []string{"tally", "board", "gamefile", "charts", "solver"} {
		if !slices.Contains(free, mod+p) {
			t.Errorf("%s should be free of races: %v", p, free)
		}
	}
	for _, p := range []string{"persistence", "live", "cli", "stats", "analysis", "ui", "ui/schieber", "web", "internal/racefree"} {
		if slices.Contains(free, mod+p) {
			t.Errorf("%s can race, but is listed as free", p)
		}
	}
}
