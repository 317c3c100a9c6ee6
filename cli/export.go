package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/jasstafel/jasstafel/charts"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/translations"
)

// exportPapers are the pages `export --format png` prints a chart on.
var exportPapers = map[string]charts.Paper{"a5": charts.A5Landscape, "a4": charts.A4Landscape}

// exportFlags are the options of export.
type exportFlags struct{ format, out, lang, paper string }

func exportCommand() *command {
	return &command{name: "export", args: "ID", db: readDB, minArgs: 1, maxArgs: 1,
		argsHelp: "name one game id (as `jasstafel list` shows)",
		summary:  "a game as jasstafel/1 JSON with its undo history, its deals as CSV, or its chart as a PNG for print",
		more: "CSV has one row per deal, the columns named in the first line; the PNG is 300 dpi, A5 or A4 landscape, " +
			"black on white, its texts in the language of --lang. Written whole to --out FILE, else to standard output; " +
			"a PNG needs --out when the output is a terminal",
		setup: func(fs *flag.FlagSet) func(c *call) int {
			var f exportFlags
			fs.StringVar(&f.format, "format", "json", "what to write: `json|csv|png`")
			fs.StringVar(&f.out, "out", "", "the `FILE` to write instead of standard output")
			fs.StringVar(&f.lang, "lang", "en", "the `CODE` of the chart's language: en, de, fr, it, ko, ja or uk")
			fs.StringVar(&f.paper, "paper", "a5", "the chart's page, landscape: `a5|a4`")
			return func(c *call) int { return runExport(c, f) }
		}}
}

// checkExport refuses export options that cannot work before the database is opened: an unknown
// format, language or paper, and a PNG meant for a terminal, which would only fill it with noise.
func checkExport(f exportFlags, stdout io.Writer) error {
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

// runExport writes a game as a game file (json), its deals (csv) or its chart (png) to --out
// or to stdout.
func runExport(c *call, f exportFlags) int {
	if err := checkExport(f, c.stdout); err != nil {
		return c.fail(exitUsage, "%v", err)
	}
	s, id, code := c.openGame(false)
	if s == nil {
		return code
	}
	var data []byte
	var err error
	if f.format == "json" {
		data, err = s.Export(id)
	} else {
		data, err = exportDrawn(s, id, f)
	}
	if err != nil {
		path, _ := c.dbPath()
		return c.fail(exitUnusable, "%v in %s", err, path)
	}
	if f.out == "" {
		_, err = c.stdout.Write(data)
	} else {
		err = writeFileWhole(f.out, data)
	}
	if err != nil {
		return c.fail(exitUnusable, "%v", err)
	}
	return exitDone
}

// exportDrawn is a game's deals as CSV or its chart as a PNG.
func exportDrawn(s *persistence.Store, id persistence.GameID, f exportFlags) ([]byte, error) {
	v, err := s.Load(id)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if f.format == "csv" {
		err = charts.WriteCSV(&b, v.Game, v.Report())
	} else {
		err = writeChart(&b, v, f)
	}
	if err != nil {
		return nil, fmt.Errorf("game %d: %v", id, err)
	}
	return b.Bytes(), nil
}

// writeChart draws the game's chart for print: black on white, at 300 dpi, in the language of
// --lang.
func writeChart(w io.Writer, v *persistence.GameView, f exportFlags) error {
	tr := func(key, fallback string) string { return translations.Text(f.lang, key, fallback) }
	c, err := charts.New(v.Game, v.Report(), charts.PaperTheme(), tr)
	if err != nil {
		return err
	}
	return c.WritePNG(w, exportPapers[f.paper])
}

// writeFileWhole writes data to name through a temporary file beside it, so that a failed
// export never leaves half a file where a good one was. Its errors name the file the user
// gave, never the temporary one.
func writeFileWhole(name string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*")
	if err != nil {
		return cannotWrite(name, err)
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
		return cannotWrite(name, err)
	}
	return nil
}

// cannotWrite says that name could not be written and why, without the path of the temporary
// file the error may name.
func cannotWrite(name string, err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		err = pe.Err
	case errors.As(err, &le):
		err = le.Err
	}
	return fmt.Errorf("cannot write %s: %v", name, err)
}
