//go:build cgo

package main

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestRealWindowScreenshot builds the app, imports a game through the command line, opens it in
// a real window under Xvfb with Mesa's software GL and checks that what the window shows is a
// board: the requested size, the slate colour over most of it and chalk on it.
func TestRealWindowScreenshot(t *testing.T) {
	if testing.Short() {
		t.Skip("the real-window check runs in the full test run (make test)")
	}
	xvfb, err := exec.LookPath("xvfb-run")
	if err != nil {
		t.Fatal("xvfb-run is needed for the real-window check: `make deps` installs it (Debian package xvfb)")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "jasstafel")
	buildArgs := []string{"build", "-o", bin}
	if raceBuild {
		buildArgs = append(buildArgs, "-race") // a data race makes the app exit with status 66
	}
	build := exec.Command("go", append(buildArgs, ".")...)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	db := filepath.Join(dir, "games.db")
	out, err := exec.Command(bin, "import", "examples/schieber-to-2500.json", "--db", db).CombinedOutput()
	if err != nil {
		t.Fatalf("import: %v\n%s", err, out)
	}
	id := strings.TrimSpace(string(out))
	for _, size := range []struct {
		name string
		w, h int
	}{{"landscape", 1280, 800}, {"portrait", 800, 1280}} {
		shot := filepath.Join(dir, size.name+".png")
		code, stderr := underXvfb(t, xvfb, dir, bin, "--db", db, "--open", id, "--lang", "en", "--screenshot", shot, "--size", itoa(size.w)+"x"+itoa(size.h))
		if code != 0 {
			t.Fatalf("%s: the app under Xvfb exited %d\n%s", size.name, code, stderr)
		}
		f, err := os.Open(shot)
		if err != nil {
			t.Fatalf("%s: no screenshot: %v\n%s", size.name, err, stderr)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		checkBoardImage(t, size.name, img, size.w, size.h)
	}

	// The other first screens are built the same way, off the main goroutine while the window
	// comes up: the statistics, and a restart, which opens the game last on screen again.
	for _, start := range []struct {
		name string
		args []string
	}{{"statistics", []string{"--stats"}}, {"restart", nil}} {
		shot := filepath.Join(dir, start.name+".png")
		args := append([]string{"--db", db, "--lang", "en", "--screenshot", shot}, start.args...)
		if code, stderr := underXvfb(t, xvfb, dir, append([]string{bin}, args...)...); code != 0 {
			t.Fatalf("%s: the app under Xvfb exited %d\n%s", start.name, code, stderr)
		}
		checkScreenImage(t, start.name, shot)
	}

	// A screenshot that cannot be saved is a failure, told by the exit status and on stderr.
	unwritable := filepath.Join(dir, "no-such-folder", "shot.png")
	code, stderr := underXvfb(t, xvfb, dir, bin, "--db", db, "--lang", "en", "--screenshot", unwritable)
	if code != 1 {
		t.Errorf("screenshot to an unwritable path: exit status %d, want 1\n%s", code, stderr)
	}
	if !strings.Contains(stderr, "screenshot:") || !strings.Contains(stderr, "no-such-folder") {
		t.Errorf("screenshot to an unwritable path: stderr does not say why: %q", stderr)
	}

	// A game that is not there is a message and exit status 1, not a window.
	code, stderr = underXvfb(t, xvfb, dir, bin, "--db", db, "--open", "4711", "--screenshot", filepath.Join(dir, "none.png"))
	if code != 1 || !strings.Contains(stderr, "4711") {
		t.Errorf("--open of a game that is not there: exit status %d, want 1 and the id named\n%s", code, stderr)
	}
}

// appExit is the line the shell around the app writes with the app's exit status: xvfb-run
// reports its own trouble (a temporary folder it cannot clean up) through its exit status too,
// so the app's status is read from this line instead.
const appExit = "app exit status "

// underXvfb runs the app with args on a display of its own and returns the app's exit status
// and what it wrote on stderr.
func underXvfb(t *testing.T, xvfb, home string, args ...string) (int, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
	defer cancel()
	sh := append([]string{"-a", "-s", "-screen 0 1920x1400x24", "sh", "-c", `"$0" "$@"; echo "` + appExit + `$?" >&2`}, args...)
	cmd := exec.CommandContext(ctx, xvfb, sh...)
	cmd.Env = append(os.Environ(), "LIBGL_ALWAYS_SOFTWARE=1", "HOME="+home)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	// Past the timeout xvfb-run is killed, but an app it started may hold stderr open: the test
	// then fails with what it has, instead of waiting for that app.
	cmd.WaitDelay = 10 * time.Second
	err := cmd.Run()
	out := stderr.String()
	i := strings.LastIndex(out, appExit)
	if i < 0 {
		t.Fatalf("the app under Xvfb did not finish (%v):\n%s", err, out)
	}
	code, convErr := strconv.Atoi(strings.TrimSpace(strings.SplitN(out[i+len(appExit):], "\n", 2)[0]))
	if convErr != nil {
		t.Fatalf("the app's exit status is unreadable: %v\n%s", convErr, out)
	}
	return code, out
}

func itoa(n int) string { return strconv.Itoa(n) }

// checkBoardImage: the expected size (the window may be scaled, so the aspect is what counts),
// a dark slate covering a large part, and many chalk-bright pixels (strokes and numbers).
func checkBoardImage(t *testing.T, name string, img image.Image, w, h int) {
	t.Helper()
	b := img.Bounds()
	if b.Dx() < w/2 || b.Dy() < h/2 {
		t.Fatalf("%s: screenshot %dx%d, want about %dx%d", name, b.Dx(), b.Dy(), w, h)
	}
	if got, want := float64(b.Dx())/float64(b.Dy()), float64(w)/float64(h); got < want*0.95 || got > want*1.05 {
		t.Fatalf("%s: aspect %.2f, want %.2f", name, got, want)
	}
	var slate, chalk, total int
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			r, g, bl = r>>8, g>>8, bl>>8
			total++
			if r < 0x50 && g < 0x5a && bl < 0x55 && g >= r {
				slate++
			}
			if r > 0xd0 && g > 0xd0 && bl > 0xc0 {
				chalk++
			}
		}
	}
	if slate < total/3 {
		t.Errorf("%s: only %d of %d pixels are slate: not a board", name, slate, total)
	}
	if chalk < total/200 {
		t.Errorf("%s: only %d chalk pixels: the board is blank", name, chalk)
	}
}

// checkScreenImage: a screen was painted, not an empty window: the slate background with many
// light pixels of text on it.
func checkScreenImage(t *testing.T, name, path string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%s: no screenshot: %v", name, err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	b := img.Bounds()
	var light, total int
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			total++
			if r>>8 > 0xc0 && g>>8 > 0xc0 && bl>>8 > 0xb0 {
				light++
			}
		}
	}
	if light < total/400 {
		t.Errorf("%s: only %d of %d pixels are text: the screen is empty", name, light, total)
	}
}
