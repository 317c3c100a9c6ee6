// Command racefree prints the packages whose tests cannot race: neither the package, nor its
// tests, nor anything of this module they import starts a goroutine or hands code to one. The
// race detector reports only accesses from two goroutines, so for these packages it can find
// nothing and only slows their tests several times over; `make test` runs them without it
// (scripts/unit.sh) and every other package with it. Their code is still raced wherever a
// package that does start goroutines calls it: that package's test binary instruments it too.
//
//	go run ./internal/racefree ./...
//
// What counts as handing code to another goroutine is decided conservatively, from the source:
// a go statement; a call of a method or function named Parallel, RunParallel, AfterFunc,
// SetFinalizer or AddCleanup; cgo; an import of a standard package that calls back from
// goroutines of its own (servers, processes, signals); and any import outside the standard
// library and this module that is not on a short list of libraries that start none.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	pkgs, err := list(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "racefree:", err)
		os.Exit(1)
	}
	free, err := testsCannotRace(pkgs)
	if err != nil {
		fmt.Fprintln(os.Stderr, "racefree:", err)
		os.Exit(1)
	}
	w := bufio.NewWriter(os.Stdout)
	for _, p := range free {
		fmt.Fprintln(w, p)
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "racefree:", err)
		os.Exit(1)
	}
}

// pkg is what `go list -json` says of a package, as far as this command reads it.
type pkg struct {
	ImportPath   string
	Dir          string
	Standard     bool
	Module       *struct{ Main bool }
	GoFiles      []string
	CgoFiles     []string
	TestGoFiles  []string
	XTestGoFiles []string
	Imports      []string
	TestImports  []string
	XTestImports []string
}

// list runs `go list -json -deps -test=false` for the patterns: the packages named and every
// package they or their tests import (their test imports are listed with -test below).
func list(patterns []string) (map[string]*pkg, error) {
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	named, err := goList(append([]string{"-json"}, patterns...))
	if err != nil {
		return nil, err
	}
	all := map[string]*pkg{}
	var deps []string
	for _, p := range named {
		all[p.ImportPath] = p
		deps = append(deps, p.Imports...)
		deps = append(deps, p.TestImports...)
		deps = append(deps, p.XTestImports...)
	}
	if len(deps) > 0 {
		more, err := goList(append([]string{"-json", "-deps"}, unique(deps)...))
		if err != nil {
			return nil, err
		}
		for _, p := range more {
			if _, ok := all[p.ImportPath]; !ok {
				all[p.ImportPath] = p
			}
		}
	}
	return all, nil
}

func goList(args []string) ([]*pkg, error) {
	cmd := exec.Command("go", append([]string{"list"}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %v\n%s", err, stderr.Bytes())
	}
	var pkgs []*pkg
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		p := new(pkg)
		if err := dec.Decode(p); err == io.EOF {
			return pkgs, nil
		} else if err != nil {
			return nil, fmt.Errorf("go list: %v", err)
		}
		pkgs = append(pkgs, p)
	}
}

func unique(s []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range s {
		if !seen[x] && x != "C" {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// callsBack are the standard packages that run code of their callers on goroutines of their
// own: handlers, process pipes, signal delivery.
var callsBack = map[string]bool{
	"net":               true,
	"net/http":          true,
	"net/http/httptest": true,
	"net/rpc":           true,
	"os/exec":           true,
	"os/signal":         true,
}

// quiet are the libraries outside the standard library that start no goroutine of their own,
// nor does anything they import (plotting, fonts and images, the embedded database); a library
// not named here counts as one that may.
var quiet = []string{
	"gonum.org/v1/plot",
	"gonum.org/v1/gonum",
	"golang.org/x/image",
	"golang.org/x/text",
	"go.etcd.io/bbolt",
}

// starters are the names of calls that hand a function to another goroutine or run tests side
// by side.
var starters = map[string]bool{
	"Parallel":     true,
	"RunParallel":  true,
	"AfterFunc":    true,
	"SetFinalizer": true,
	"AddCleanup":   true,
}

// testsCannotRace returns, sorted, the packages of the main module with tests that neither
// start goroutines themselves nor import anything that may.
func testsCannotRace(all map[string]*pkg) ([]string, error) {
	c := checker{all: all, code: map[string]bool{}}
	var free []string
	for path, p := range all {
		if p.Module == nil || !p.Module.Main || len(p.TestGoFiles)+len(p.XTestGoFiles) == 0 {
			continue
		}
		ok, err := c.codeQuiet(path)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		if ok, err = c.filesQuiet(p.Dir, append(append([]string{}, p.TestGoFiles...), p.XTestGoFiles...)); err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		imports := append(append([]string{}, p.TestImports...), p.XTestImports...)
		if ok, err = c.importsQuiet(imports, path); err != nil {
			return nil, err
		}
		if ok {
			free = append(free, path)
		}
	}
	sort.Strings(free)
	return free, nil
}

// checker remembers for each package of the module whether its code (without its tests) is
// quiet: starts nothing and imports nothing that does.
type checker struct {
	all  map[string]*pkg
	code map[string]bool
}

func (c *checker) codeQuiet(path string) (bool, error) {
	if ok, known := c.code[path]; known {
		return ok, nil
	}
	c.code[path] = false // an import cycle cannot be, but this ends one
	p := c.all[path]
	if p == nil {
		return false, nil
	}
	if len(p.CgoFiles) > 0 {
		return false, nil
	}
	ok, err := c.filesQuiet(p.Dir, p.GoFiles)
	if err == nil && ok {
		ok, err = c.importsQuiet(p.Imports, path)
	}
	c.code[path] = ok
	return ok, err
}

// importsQuiet: every import but self is a quiet package of the module, a standard package that
// calls nothing back, or a quiet library.
func (c *checker) importsQuiet(imports []string, self string) (bool, error) {
	for _, imp := range imports {
		if imp == self {
			continue
		}
		p := c.all[imp]
		switch {
		case imp == "C":
			return false, nil
		case p != nil && p.Standard:
			if callsBack[imp] {
				return false, nil
			}
		case p != nil && p.Module != nil && p.Module.Main:
			ok, err := c.codeQuiet(imp)
			if err != nil || !ok {
				return false, err
			}
		default:
			if !isQuietLibrary(imp) {
				return false, nil
			}
		}
	}
	return true, nil
}

func isQuietLibrary(path string) bool {
	for _, q := range quiet {
		if path == q || strings.HasPrefix(path, q+"/") {
			return true
		}
	}
	return false
}

// filesQuiet parses the files and reports whether none starts a goroutine.
func (c *checker) filesQuiet(dir string, files []string) (bool, error) {
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return false, err
		}
		if startsGoroutines(f) {
			return false, nil
		}
	}
	return true, nil
}

// startsGoroutines reports whether the file holds a go statement or a call that hands code to
// another goroutine (starters).
func startsGoroutines(f *ast.File) bool {
	found := false
	ast.Inspect(f, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.GoStmt:
			found = true
		case *ast.CallExpr:
			switch fun := n.Fun.(type) {
			case *ast.SelectorExpr:
				found = starters[fun.Sel.Name]
			case *ast.Ident:
				found = starters[fun.Name]
			}
		}
		return !found
	})
	return found
}
