package cli

import (
	"bytes"
	"encoding/csv"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// importExamples imports the example games into a fresh database: 1 Schieber two deals,
// 2 Coiffeur, 3 Differenzler.
func importExamples(t *testing.T) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "games.db")
	code, out, errOut := jt("import", "../examples/schieber-two-deals.json", "../examples/coiffeur-teams.json",
		"../examples/differenzler-evening.json", "--db", db)
	if code != 0 || out != "1\n2\n3\n" {
		t.Fatalf("import: %d %q %q", code, out, errOut)
	}
	return db
}

func TestExportJSONIsTodaysExport(t *testing.T) {
	db := importExamples(t)
	_, plain, _ := jt("export", "1", "--db", db)
	code, explicit, _ := jt("export", "1", "--format", "json", "--db", db)
	if code != 0 || explicit != plain || !strings.HasPrefix(plain, "{\n  \"format\": \"jasstafel/1\"") {
		t.Fatalf("--format json: %d, differs from the plain export:\n%s\n---\n%s", code, explicit, plain)
	}
	out := filepath.Join(t.TempDir(), "game.json")
	if code, _, errOut := jt("export", "1", "--out", out, "--db", db); code != 0 {
		t.Fatalf("--out: %d %s", code, errOut)
	}
	if data, _ := os.ReadFile(out); string(data) != plain {
		t.Errorf("the file differs from the standard output:\n%s", data)
	}
}

func TestExportCSV(t *testing.T) {
	db := importExamples(t)
	for id, want := range map[string]struct {
		header string
		deals  int
	}{
		"1": {"deal,contract,multiplier,card_points_1,card_points_2,", 2},
		"2": {"deal,row,row_name,column,chooser,contract,", 16},
		"3": {"deal,dealer,trump,prediction_1,", 12},
	} {
		code, out, errOut := jt("export", id, "--format", "csv", "--db", db)
		if code != 0 {
			t.Fatalf("game %s: %d %s", id, code, errOut)
		}
		rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
		if err != nil {
			t.Fatalf("game %s: not CSV: %v\n%s", id, err, out)
		}
		if !strings.HasPrefix(out, want.header) || len(rows) != want.deals+1 {
			t.Errorf("game %s: %d lines, want a header %q… and %d deals:\n%s", id, len(rows), want.header, want.deals, out)
		}
	}
	// The Coiffeur's last totals are the list's score.
	_, out, _ := jt("export", "2", "--format", "csv", "--db", db)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if last := lines[len(lines)-1]; !strings.HasSuffix(last, ",264,225") {
		t.Errorf("the last deal ends %q, want the totals 264,225", last)
	}
}

func TestExportPNG(t *testing.T) {
	db := importExamples(t)
	dir := t.TempDir()
	for _, c := range []struct {
		args          []string
		width, height int
	}{
		{[]string{"--format", "png"}, 2480, 1748},
		{[]string{"--format", "png", "--paper", "a4", "--lang", "ja"}, 3508, 2480},
	} {
		if raceDetector && c.width != 2480 {
			break // one chart drawn for print under the race detector; every one without it
		}
		out := filepath.Join(dir, "chart.png")
		args := append([]string{"export", "3", "--out", out, "--db", db}, c.args...)
		if code, _, errOut := jt(args...); code != 0 {
			t.Fatalf("%q: %d %s", args, code, errOut)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%q: not a PNG: %v", args, err)
		}
		if b := img.Bounds(); b.Dx() != c.width || b.Dy() != c.height {
			t.Errorf("%q: %v, want %d×%d", args, b, c.width, c.height)
		}
	}
	if raceDetector {
		return
	}
	// Into a pipe (here a buffer) the PNG goes to standard output.
	code, out, _ := jt("export", "1", "--format", "png", "--db", db)
	if code != 0 || !strings.HasPrefix(out, "\x89PNG\r\n\x1a\n") {
		t.Errorf("png to a pipe: %d, starts %q", code, out[:min(len(out), 8)])
	}
}

func TestExportRefusals(t *testing.T) {
	db := importExamples(t)
	missingDir := filepath.Join(t.TempDir(), "no", "such", "folder", "x.csv")
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"export", "1", "--format", "pdf", "--db", db}, 2, `unknown --format "pdf": want json, csv or png`},
		{[]string{"export", "1", "--format", "png", "--paper", "letter", "--db", db}, 2, `unknown --paper "letter"`},
		{[]string{"export", "1", "--format", "png", "--lang", "xx", "--db", db}, 2, `unknown --lang "xx"`},
		{[]string{"export", "x1", "--format", "csv", "--db", db}, 2, `"x1" is not a game id`},
		{[]string{"export", "99", "--format", "csv", "--db", db}, 1, "there is no game 99"},
		{[]string{"export", "1", "--format", "csv", "--out", missingDir, "--db", db}, 1, "no such file or directory"},
	} {
		code, out, errOut := jt(c.args...)
		if code != c.code || out != "" || !strings.Contains(errOut, c.msg) {
			t.Errorf("%q: exit %d %q %q, want %d and %q", c.args, code, out, errOut, c.code, c.msg)
		}
	}
}

func TestExportPNGRefusesATerminal(t *testing.T) {
	tty, err := os.OpenFile("/dev/tty", os.O_WRONLY, 0)
	if err != nil {
		// No controlling terminal (CI): a character device stands in for it.
		if tty, err = os.OpenFile(os.DevNull, os.O_WRONLY, 0); err != nil {
			t.Fatal(err)
		}
	}
	defer tty.Close()
	if !isTerminal(tty) {
		t.Fatalf("%s is not taken for a terminal", tty.Name())
	}
	db := importExamples(t)
	var errOut bytes.Buffer
	if code := run([]string{"export", "1", "--format", "png", "--db", db}, tty, &errOut); code != 2 || !strings.Contains(errOut.String(), "name a file with --out") {
		t.Errorf("png to a terminal: exit %d %q", code, errOut.String())
	}
	if isTerminal(&errOut) {
		t.Error("a buffer is taken for a terminal")
	}
}
