//go:build !cgo

package main

import (
	"bytes"
	"strings"
	"testing"
)

// A build without cgo has no window: asked for one, with or without flags and with or without a
// display, it says so in one sentence that names the commands it has, and exits 2.
func TestNoWindowInBuildWithoutCgo(t *testing.T) {
	t.Setenv("DISPLAY", ":0")
	for _, args := range [][]string{nil, {"--lang", "de"}, {"--open", "3", "--db", "games.db"}} {
		var out, errOut bytes.Buffer
		code := run(args, &out, &errOut)
		msg := errOut.String()
		if code != 2 || !strings.Contains(msg, "no window") || out.Len() != 0 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out.String(), msg)
		}
		for _, cmd := range []string{"check", "presets", "import", "export", "list", "backup", "restore"} {
			if !strings.Contains(msg, cmd) {
				t.Errorf("%q: the message does not name %s: %q", args, cmd, msg)
			}
		}
		if strings.Count(strings.TrimSpace(msg), "\n") != 0 {
			t.Errorf("%q: more than one line: %q", args, msg)
		}
	}
}
