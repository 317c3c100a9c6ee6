package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCheckCommandExitCodes(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"D","vorhand":0,"points":[100,50]}]}`), 0o600)
	broken := filepath.Join(dir, "broken.json")
	os.WriteFile(broken, []byte(`{"format": `), 0o600)

	var out, errOut bytes.Buffer
	if code := run([]string{"check", "../gamefile/testdata/tv6.json"}, &out, &errOut); code != 0 {
		t.Fatalf("valid file: exit %d, stderr %s", code, errOut.String())
	}
	var rep map[string]any
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil || rep["valid"] != true {
		t.Fatalf("report %s: %v", out.String(), err)
	}

	out.Reset()
	if code := run([]string{"check", "../gamefile/testdata/tv6.json", bad}, &out, &errOut); code != 1 {
		t.Errorf("rules broken: exit %d", code)
	}
	dec := json.NewDecoder(&out)
	n := 0
	for dec.More() {
		var m map[string]any
		if err := dec.Decode(&m); err != nil {
			t.Fatal(err)
		}
		n++
	}
	if n != 2 {
		t.Errorf("%d documents for two files", n)
	}

	out.Reset()
	errOut.Reset()
	if code := run([]string{"check", bad, broken}, &out, &errOut); code != 2 {
		t.Errorf("unreadable: exit %d", code)
	}
	if !strings.Contains(errOut.String(), "broken.json") || !strings.Contains(errOut.String(), "ends too early") {
		t.Errorf("stderr does not name the file and the problem: %q", errOut.String())
	}
}

func TestCommandLineUsage(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"--help"}, &out, &errOut); code != 0 {
		t.Errorf("--help: %d", code)
	}
	if code := run([]string{"frobnicate"}, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "unknown command") {
		t.Errorf("unknown command: %d", code)
	}
	if code := run([]string{"check"}, &out, &errOut); code != 2 {
		t.Errorf("check without files: %d", code)
	}
	out.Reset()
	if code := run([]string{"presets"}, &out, &errOut); code != 0 || !strings.Contains(out.String(), `"appenzeller"`) {
		t.Errorf("presets: %d %s", code, out.String())
	}
}

// The examples are what a new user runs first: every one must check clean, and the full games
// must be finished.
func TestExamplesAreValidGames(t *testing.T) {
	files, _ := filepath.Glob("../examples/*.json")
	if len(files) < 4 {
		t.Fatalf("%d examples", len(files))
	}
	for _, f := range files {
		var out, errOut bytes.Buffer
		if code := run([]string{"check", f}, &out, &errOut); code != 0 {
			t.Errorf("%s: exit %d %s %s", f, code, errOut.String(), out.String())
			continue
		}
		var rep struct {
			Winner *int  `json:"winner"`
			Totals []int `json:"totals"`
		}
		if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
			t.Fatal(err)
		}
		full := strings.Contains(f, "to-2500") || strings.Contains(f, "coiffeur-teams") || strings.Contains(f, "evening")
		if full && rep.Winner == nil {
			t.Errorf("%s: a complete game without a winner (totals %v)", f, rep.Totals)
		}
		if strings.Contains(f, "to-2500") && rep.Totals[*rep.Winner] < 2500 {
			t.Errorf("%s: winner below the target: %v", f, rep.Totals)
		}
	}
}
