//go:build cgo

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

func TestParsePrograms(t *testing.T) {
	progs, err := parsePrograms([]string{"empty=./emptywindow -width 800", "home=./jasstafel --db g.db"})
	if err != nil || len(progs) != 2 || progs[0].name != "empty" || len(progs[0].argv) != 3 || progs[1].argv[2] != "g.db" {
		t.Fatalf("%+v %v", progs, err)
	}
	for _, bad := range [][]string{{"empty=./a"}, {"empty=./a", "=./b"}, {"empty=./a", "home="}, {"empty=./a", "home"}} {
		if _, err := parsePrograms(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if w, h, ok := parseSize("1280x800"); !ok || w != 1280 || h != 800 {
		t.Errorf("1280x800: %d %d %v", w, h, ok)
	}
	for _, bad := range []string{"1280", "0x800", "ax800", "1280x-1"} {
		if _, _, ok := parseSize(bad); ok {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestMedianAndSpread(t *testing.T) {
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	rs := []result{{ms(30), ms(40)}, {ms(10), ms(10)}, {ms(20), ms(90)}, {ms(50), ms(50)}}
	frame := func(r result) time.Duration { return r.frame }
	if got := median(rs, frame); got != ms(25) {
		t.Errorf("median of an even count: %v", got)
	}
	if got := median(rs[:3], frame); got != ms(20) {
		t.Errorf("median of an odd count: %v", got)
	}
	if lo, hi := spread(rs, func(r result) time.Duration { return r.settled }); lo != ms(10) || hi != ms(90) {
		t.Errorf("spread %v %v", lo, hi)
	}
}

// The measurement itself: on a fresh Xvfb the screen reads black, an empty Fyne window is seen
// painting within a plausible time and its screen settles, and a program that exits without a
// window is reported, not timed.
func TestTimesAnEmptyWindow(t *testing.T) {
	xvfb, err := exec.LookPath("Xvfb")
	if err != nil {
		t.Fatal("Xvfb is needed: `make deps` installs it (Debian package xvfb)")
	}
	num := 150
	for ; num < 250; num++ {
		if _, err := os.Stat("/tmp/.X11-unix/X" + strconv.Itoa(num)); os.IsNotExist(err) {
			break
		}
	}
	name := ":" + strconv.Itoa(num)
	server := exec.Command(xvfb, name, "-br", "-nolisten", "tcp", "-screen", "0", "1024x768x24")
	if err := server.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { server.Process.Kill(); server.Wait() })
	var d *display
	for i := 0; i < 100 && d == nil; i++ {
		time.Sleep(50 * time.Millisecond)
		d, _ = openDisplay(name)
	}
	if d == nil {
		t.Fatalf("could not connect to Xvfb on %s", name)
	}
	defer d.Close()
	if d.width != 1024 || d.height != 768 {
		t.Fatalf("screen %dx%d, want 1024x768", d.width, d.height)
	}
	if err := d.movePointerAway(); err != nil {
		t.Fatal(err)
	}

	dir := t.TempDir()
	bin := filepath.Join(dir, "emptywindow")
	if out, err := exec.Command("go", "build", "-o", bin, "../emptywindow").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	b := bench{d: d, width: 640, height: 480, saveAs: filepath.Join(dir, "empty"),
		env: append(os.Environ(), "DISPLAY="+name, "HOME="+dir, "LIBGL_ALWAYS_SOFTWARE=1")}
	if painted, _, err := b.look(); err != nil || painted {
		t.Fatalf("a fresh screen: painted %v, %v", painted, err)
	}
	r, err := b.run(program{"empty", []string{bin, "-width", "640", "-height", "480"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("first frame %v, settled %v", r.frame, r.settled)
	if r.frame < time.Millisecond || r.frame > 20*time.Second || r.settled < r.frame {
		t.Errorf("first frame %v, settled %v", r.frame, r.settled)
	}
	for _, f := range []string{"empty-first.png", "empty-settled.png"} {
		if st, err := os.Stat(filepath.Join(dir, f)); err != nil || st.Size() == 0 {
			t.Errorf("frame %s not saved: %v", f, err)
		}
	}
	if err := b.waitClear(); err != nil {
		t.Errorf("the screen is not black after the program was killed: %v", err)
	}

	b.saveAs = ""
	if _, err := b.run(program{"gone", []string{"true"}}); err == nil {
		t.Error("a program that exits without a window was timed")
	}
}

// Each program gets a HOME of its own, the same in each of its runs, so that a preference one
// program saves is not read by the next.
func TestHomePerProgram(t *testing.T) {
	dir := t.TempDir()
	b := bench{env: []string{"HOME=/elsewhere", "LANG=C"}, homes: dir}
	homeOf := func(name string) string {
		cmd, err := b.command(program{name, []string{"sh", "-c", `printf %s "$HOME"`}})
		if err != nil {
			t.Fatal(err)
		}
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		if st, err := os.Stat(string(out)); b.homes != "" && (err != nil || !st.IsDir()) {
			t.Fatalf("%s's HOME %q is not a folder: %v", name, out, err)
		}
		return string(out)
	}
	home, open := homeOf("home"), homeOf("open")
	if home != filepath.Join(dir, "home") || open != filepath.Join(dir, "open") {
		t.Errorf("HOMEs %q and %q, want NAME in %s", home, open, dir)
	}
	if again := homeOf("home"); again != home {
		t.Errorf("the second run's HOME %q, the first's %q", again, home)
	}
	b.homes = ""
	if got := homeOf("home"); got != "/elsewhere" {
		t.Errorf("without homes, HOME %q, want the environment's", got)
	}
}
