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
	// The file is begun before the chart is drawn, which takes seconds: a folder that cannot
	// be written to is said at once.
	var out *wholeFile
	if f.out != "" {
		var err error
		if out, err = createWhole(f.out); err != nil {
			return c.fail(exitUnusable, "%v", err)
		}
		defer out.abort()
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
	if out == nil {
		_, err = c.stdout.Write(data)
	} else {
		err = out.write(data)
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

// wholeFile is a file written through a temporary file beside it, so that a failed export
// never leaves half a file where a good one was. Its errors name the file the user gave, never
// the temporary one.
type wholeFile struct {
	name string
	tmp  *os.File
	done bool
}

// createWhole begins the file name: its temporary file is made, where name will be.
func createWhole(name string) (*wholeFile, error) {
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*")
	if err != nil {
		return nil, cannotWrite(name, err)
	}
	return &wholeFile{name: name, tmp: tmp}, nil
}

// write writes data as the whole file and puts it in place of name.
func (w *wholeFile) write(data []byte) error {
	w.done = true
	err := w.tmp.Chmod(0o644)
	if err == nil {
		_, err = w.tmp.Write(data)
	}
	if cerr := w.tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(w.tmp.Name(), w.name)
	}
	if err != nil {
		os.Remove(w.tmp.Name())
		return cannotWrite(w.name, err)
	}
	return nil
}

// abort removes the temporary file of a file that was not written.
func (w *wholeFile) abort() {
	if !w.done {
		w.tmp.Close()
		os.Remove(w.tmp.Name())
	}
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
