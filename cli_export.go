package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/jasstafel/jasstafel/charts"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/translations"
)

// exportPapers are the pages `export --format png` prints a chart on.
var exportPapers = map[string]charts.Paper{"a5": charts.A5Landscape, "a4": charts.A4Landscape}

// checkExport refuses export options that cannot work before the database is opened: an unknown
// format, language or paper, and a PNG meant for a terminal, which would only fill it with noise.
func checkExport(f storeFlags, stdout io.Writer) error {
	switch f.format {
	case "json", "csv":
	case "png":
		if _, ok := exportPapers[f.paper]; !ok {
			return fmt.Errorf("unknown --paper %q: want a5 or a4", f.paper)
		}
		if !translations.Supported(f.lang) {
			return fmt.Errorf("unknown --lang %q: want en, de, fr, it, ko, ja or uk", f.lang)
		}
		if f.out == "" && isTerminal(stdout) {
			return errors.New("a PNG is no text for a terminal: name a file with --out, or redirect the output")
		}
	default:
		return fmt.Errorf("unknown --format %q: want json, csv or png", f.format)
	}
	return nil
}

// isTerminal reports whether w is a terminal (a character device).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// runExport writes game id as a game file (json), its deals (csv) or its chart (png) to --out
// or to stdout. Exit codes as the other database commands: 1 when the game or the file cannot be
// used.
func runExport(s *persistence.Store, id persistence.GameID, f storeFlags, path string, stdout, stderr io.Writer) int {
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "jasstafel export: %s\n", fmt.Sprintf(format, a...))
		return 1
	}
	var data []byte
	if f.format == "json" {
		var err error
		if data, err = s.Export(id); err != nil {
			return fail("%v in %s", err, path)
		}
	} else {
		v, err := s.Load(id)
		if err != nil {
			return fail("%v in %s", err, path)
		}
		var b bytes.Buffer
		if f.format == "csv" {
			err = charts.WriteCSV(&b, v.Game, v.Report())
		} else {
			err = writeChart(&b, v, f)
		}
		if err != nil {
			return fail("game %d: %v", id, err)
		}
		data = b.Bytes()
	}
	if f.out == "" {
		if _, err := stdout.Write(data); err != nil {
			return fail("%v", err)
		}
		return 0
	}
	if err := writeFileWhole(f.out, data); err != nil {
		return fail("%v", err)
	}
	return 0
}

// writeChart draws the game's chart for print: black on white, at 300 dpi, in the language of
// --lang.
func writeChart(w io.Writer, v *persistence.GameView, f storeFlags) error {
	tr := func(key, fallback string) string { return translations.Text(f.lang, key, fallback) }
	c, err := charts.New(v.Game, v.Report(), charts.PaperTheme(), tr)
	if err != nil {
		return err
	}
	return c.WritePNG(w, exportPapers[f.paper])
}

// writeFileWhole writes data to name through a temporary file beside it, so that a failed
// export never leaves half a file where a good one was.
func writeFileWhole(name string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*")
	if err != nil {
		return err
	}
	err = tmp.Chmod(0o644)
	if err == nil {
		_, err = tmp.Write(data)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), name)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}
