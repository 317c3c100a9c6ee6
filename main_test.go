package main

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
	if code := run([]string{"check", "gamefile/testdata/tv6.json"}, &out, &errOut); code != 0 {
		t.Fatalf("valid file: exit %d, stderr %s", code, errOut.String())
	}
	var rep map[string]any
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil || rep["valid"] != true {
		t.Fatalf("report %s: %v", out.String(), err)
	}

	out.Reset()
	if code := run([]string{"check", "gamefile/testdata/tv6.json", bad}, &out, &errOut); code != 1 {
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
	if code := run(nil, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "Usage") {
		t.Errorf("no arguments: %d %q", code, errOut.String())
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
