// Package scripts tests the shell scripts beside it.
package scripts

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// minGo is the go line of go.mod: the least Go that deps.sh accepts.
func minGo(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.SplitSeq(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, "go "); ok {
			return strings.TrimSpace(v)
		}
	}
	t.Fatal("go.mod has no go line")
	return ""
}

// runDeps runs deps.sh with args on a PATH that holds only the tools the script's check uses, a
// fake go that prints version (none when version is empty), and fake apt-get, sudo and
// dpkg-query that note being called. It returns the exit code, standard error and whether the
// script tried to look up or install a package.
func runDeps(t *testing.T, version string, args ...string) (int, string, bool) {
	t.Helper()
	bin := t.TempDir()
	for _, tool := range []string{"bash", "awk", "sed", "head", "dirname", "grep", "id"} {
		p, err := exec.LookPath(tool)
		if err != nil {
			t.Skipf("%s is not installed", tool)
		}
		if err := os.Symlink(p, filepath.Join(bin, tool)); err != nil {
			t.Fatal(err)
		}
	}
	called := filepath.Join(t.TempDir(), "called")
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(bin, name), []byte("#!"+filepath.Join(bin, "bash")+"\n"+body+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range []string{"apt-get", "sudo", "dpkg-query"} {
		write(name, "echo "+name+" >> "+called+"\nexit 1")
	}
	if version != "" {
		write("go", `[ "$1" = version ] && echo "go version `+version+` linux/amd64"`)
	}
	cmd := exec.Command(filepath.Join(bin, "bash"), append([]string{"deps.sh"}, args...)...)
	cmd.Env = []string{"PATH=" + bin, "HOME=" + t.TempDir(), "JASSTAFEL_GO_FALLBACK=" + filepath.Join(t.TempDir(), "no-go")}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	_, statErr := os.Stat(called)
	return code, stderr.String(), statErr == nil
}

// An old or missing Go stops deps.sh with a clear message before it installs anything; Debian
// 12's golang-go (1.19) is no longer installed for want of a Go.
func TestDepsRefusesAnOldOrMissingGo(t *testing.T) {
	want := minGo(t)
	cases := []struct {
		version, found string
	}{
		{"go1.19.8", "found 1.19.8 ("},
		{"go1.24.9", "found 1.24.9 ("},
		{"go1.3", "found 1.3 ("}, // compared as numbers: 1.3 is older than 1.25
		{"", "found no go command"},
	}
	for _, c := range cases {
		code, stderr, installed := runDeps(t, c.version)
		if code != 1 {
			t.Errorf("go %q: exit %d, want 1 (stderr %q)", c.version, code, stderr)
		}
		if msg := "Jasstafel needs Go " + want + " or newer; " + c.found; !strings.Contains(stderr, msg) || !strings.Contains(stderr, "https://go.dev/dl/") {
			t.Errorf("go %q: stderr %q, want it to say %q and where to get Go", c.version, stderr, msg)
		}
		if installed {
			t.Errorf("go %q: the script went on to the system packages", c.version)
		}
	}
}

// A Go at or above the least version passes the check.
func TestDepsAcceptsARecentGo(t *testing.T) {
	want := minGo(t)
	for _, v := range []string{"go" + want, "go1.26.2", "go1.100.0", "devel go1.27-abcdef"} {
		if code, stderr, _ := runDeps(t, v, "--check-go"); code != 0 {
			t.Errorf("go %q: exit %d, stderr %q", v, code, stderr)
		}
	}
}
