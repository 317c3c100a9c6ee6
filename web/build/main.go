// Command build is `make web`: it compiles the app for the browser and writes the site twice,
// as plain files in web/site (for any static host) and gzipped in web/dist, which the next
// build of jasstafel embeds for `jasstafel serve` (package web). It prints the sizes.
package main

import (
	"compress/gzip"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/jasstafel/jasstafel/internal/webbuild"
)

func main() {
	module := flag.String("module", ".", "the `DIR` of the module (go.mod)")
	out := flag.String("out", "web", "the `DIR` to write site/ and dist/ into")
	version := flag.String("version", "dev", "the app's `VERSION` (main.version)")
	flag.Parse()
	if err := build(*module, *out, *version); err != nil {
		fmt.Fprintln(os.Stderr, "make web:", err)
		os.Exit(1)
	}
}

func build(module, out, version string) error {
	tmp, err := os.MkdirTemp("", "jasstafel-web-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	wasmPath := filepath.Join(tmp, "app.wasm")
	if err := webbuild.BuildWasm(module, wasmPath, version); err != nil {
		return err
	}
	wasm, err := os.ReadFile(wasmPath)
	if err != nil {
		return err
	}
	in, err := webbuild.ReadInputs(module, wasm, true)
	if err != nil {
		return err
	}
	solverPath := filepath.Join(tmp, "solver.wasm")
	if err := webbuild.BuildSolver(module, solverPath, version); err != nil {
		return err
	}
	if in.Solver, err = os.ReadFile(solverPath); err != nil {
		return err
	}
	files, siteVersion := webbuild.Site(in)
	site, dist := filepath.Join(out, "site"), filepath.Join(out, "dist")
	for _, dir := range []string{site, dist} {
		old, _ := filepath.Glob(filepath.Join(dir, "*"))
		for _, f := range old {
			if err := os.RemoveAll(f); err != nil {
				return err
			}
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	if err := os.WriteFile(filepath.Join(dist, ".keep"), nil, 0o644); err != nil {
		return err
	}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	fmt.Printf("web app version %s:\n", siteVersion)
	for _, name := range names {
		gz, err := webbuild.Gzip(files[name], gzip.BestCompression)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(site, name), files[name], 0o644); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dist, name+".gz"), gz, 0o644); err != nil {
			return err
		}
		fmt.Printf("  %-34s %12d bytes, gzipped %12d\n", name, len(files[name]), len(gz))
	}
	fmt.Printf("plain in %s (any static host), gzipped in %s (embedded by the next go build of jasstafel)\n", site, dist)
	return nil
}
