package cli

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// Without a window (a build without cgo) or without a display, asking for the window says why in
// one sentence that names every command of the table, then prints the usage.
func TestNoWindowNamesEveryCommand(t *testing.T) {
	called := false
	window := func(WindowOptions, io.Writer) int { called = true; return 0 }
	for _, c := range []struct {
		env     Env
		display string
		code    int
		why     string
	}{
		{Env{}, ":0", exitUsage, "this build has no window"},
		{Env{Window: window}, "", exitUnusable, "no display found"},
	} {
		t.Setenv("DISPLAY", c.display)
		t.Setenv("WAYLAND_DISPLAY", "")
		for _, args := range [][]string{nil, {"--lang", "de"}, {"--open", "3", "--db", "games.db"}} {
			var out, errOut bytes.Buffer
			code := Run(args, &out, &errOut, c.env)
			first, rest, _ := strings.Cut(errOut.String(), "\n")
			if code != c.code || !strings.HasPrefix(first, "jasstafel: "+c.why) || out.Len() != 0 || called {
				t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d and %q", args, code, out.String(), errOut.String(), c.code, c.why)
			}
			for _, cmd := range commands {
				if !strings.Contains(first, " "+cmd.name) || !strings.Contains(rest, "  jasstafel "+cmd.name) {
					t.Errorf("%q: %s is not named in the sentence and the usage:\n%s", args, cmd.name, errOut.String())
				}
			}
		}
	}
}

// The window's flags are checked before the window is asked for: a bad one is a usage error.
func TestWindowFlags(t *testing.T) {
	t.Setenv("DISPLAY", ":0")
	var got WindowOptions
	window := func(o WindowOptions, _ io.Writer) int { got = o; return 7 }
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--size", "big"}, `jasstafel: --size "big": want WIDTHxHEIGHT`},
		{[]string{"--lang", "xx"}, `jasstafel: --lang "xx"`},
		{[]string{"--open", "3", "--stats"}, "jasstafel: --open and --stats: choose one screen"},
		{[]string{"--open", "x"}, `jasstafel: --open "x": not a whole number`},
		{[]string{"--stats=maybe"}, `jasstafel: --stats "maybe": want true or false`},
		{[]string{"--bogus"}, "jasstafel: unknown flag --bogus"},
		{[]string{"--db", "x.db", "list"}, `jasstafel: unexpected argument "list"`},
	} {
		var out, errOut bytes.Buffer
		if code := Run(c.args, &out, &errOut, Env{Window: window}); code != exitUsage || !strings.HasPrefix(errOut.String(), c.msg) ||
			!strings.Contains(errOut.String(), "\n\nUsage: jasstafel [--lang CODE]") {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q, then the usage", c.args, code, errOut.String(), c.msg)
		}
	}
	var out, errOut bytes.Buffer
	code := Run([]string{"--db", "g.db", "--open", "4", "--lang", "ja", "--size", "800x1280", "--screenshot", "s.png"}, &out, &errOut, Env{Window: window})
	want := WindowOptions{DB: "g.db", Lang: "ja", Open: 4, Screenshot: "s.png", Width: 800, Height: 1280}
	if code != 7 || got != want {
		t.Errorf("the window got %+v and its code %d was returned as %d; want %+v", got, 7, code, want)
	}
}
