// Command startbench measures how long programs take from exec to their first painted frame on
// an X display, from outside the process: it starts each program in turn, reads rows of the
// screen's pixels every 2 ms until the window's area is no longer the black of an empty root
// window, goes on reading until the screen has not changed for 0.7 s (so that a program that
// paints an empty window first and its screen later is caught), and kills the program. The
// programs are alternated, in a rotating order, so that a busy moment of the machine falls on
// all of them alike; it prints the medians and the ratios to the first program (the baseline).
// scripts/startbench.sh builds the programs and runs it under Xvfb.
//
//	startbench -display :99 -n 15 -size 1280x800 'empty=./emptywindow' 'home=./jasstafel --db g.db' ...
package main

import (
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
)

// Timing of the polls and the waits around a run.
const (
	pollEvery   = 2 * time.Millisecond
	drawTimeout = 30 * time.Second
	clearWait   = 5 * time.Second
	settleQuiet = 700 * time.Millisecond // no change for this long: the screen has settled
	settleLimit = 5 * time.Second        // after the first frame, a screen still changing is reported
	sampleRows  = 16                     // rows of the window read per poll, evenly spaced
)

// program is one command under test, named for the report.
type program struct {
	name string
	argv []string
}

// result is one run: the first frame (any pixel of the window not black) and the frame from
// which on the screen no longer changed (the last change seen before it stayed the same for
// settleQuiet). When the first frame already is the finished screen, the two are the same; when
// a program paints an empty window first and its screen after, the second tells.
type result struct {
	frame, settled time.Duration
}

func main() {
	displayName := flag.String("display", os.Getenv("DISPLAY"), "the X display, e.g. :99")
	runs := flag.Int("n", 15, "timed runs of each program")
	size := flag.String("size", "1280x800", "the window size the programs open, WxH")
	frames := flag.String("frames", "", "save the first and the settled frame of each program's first timed run as NAME-first.png and NAME-settled.png in this folder")
	homes := flag.String("homes", "", "run each program with HOME set to NAME in this folder, so that what one program saves (such as the game the app reopens) is not read by another")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: startbench [-display :99] [-n 15] [-size WxH] NAME=COMMAND... (the first is the baseline)")
		flag.PrintDefaults()
	}
	flag.Parse()
	progs, err := parsePrograms(flag.Args())
	w, h, ok := parseSize(*size)
	if err != nil || !ok || *runs < 1 {
		if err != nil {
			fmt.Fprintln(os.Stderr, "startbench:", err)
		}
		flag.Usage()
		os.Exit(2)
	}
	d, err := openDisplay(*displayName)
	if err != nil {
		fmt.Fprintln(os.Stderr, "startbench:", err)
		os.Exit(1)
	}
	defer d.Close()
	if err := d.movePointerAway(); err != nil {
		fmt.Fprintln(os.Stderr, "startbench:", err)
		os.Exit(1)
	}
	b := bench{d: d, width: w, height: h, env: append(os.Environ(), "DISPLAY="+*displayName), homes: *homes}

	results := make([][]result, len(progs))
	// One run of each first, untimed: the page cache and the GL shader caches are warm after it.
	for round := -1; round < *runs; round++ {
		for k := range progs {
			i := (k + max(round, 0)) % len(progs)
			b.saveAs = ""
			if *frames != "" && round == 0 {
				b.saveAs = filepath.Join(*frames, progs[i].name)
			}
			r, err := b.run(progs[i])
			if err != nil {
				fmt.Fprintf(os.Stderr, "startbench: %s: %v\n", progs[i].name, err)
				os.Exit(1)
			}
			if round >= 0 {
				results[i] = append(results[i], r)
			}
		}
	}
	report(progs, results)
}

func parsePrograms(args []string) ([]program, error) {
	if len(args) < 2 {
		return nil, errors.New("name a baseline and at least one program to compare with it")
	}
	var progs []program
	for _, a := range args {
		name, cmd, ok := strings.Cut(a, "=")
		argv := strings.Fields(cmd)
		if !ok || name == "" || len(argv) == 0 {
			return nil, fmt.Errorf("%q: want NAME=COMMAND", a)
		}
		progs = append(progs, program{name, argv})
	}
	return progs, nil
}

func parseSize(s string) (w, h int, ok bool) {
	ws, hs, ok := strings.Cut(s, "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	return w, h, ok && err1 == nil && err2 == nil && w > 0 && h > 0
}

type bench struct {
	d             *display
	width, height int
	env           []string
	saveAs        string // where to save the first frame seen, if anywhere
	// homes, if set, holds a HOME of each program's own, kept across its runs as a player's is.
	homes string
}

// sampleYs are the rows read per poll: evenly spaced inside the window, which without a window
// manager opens at the top left corner.
func (b *bench) sampleYs() []int {
	ys := make([]int, sampleRows)
	for i := range ys {
		ys[i] = b.height * (i + 1) / (sampleRows + 1)
	}
	return ys
}

// look reads the sampled rows and reports whether the window's area shows anything (a pixel
// that is not the root's black) and a hash of what it shows.
func (b *bench) look() (painted bool, sum uint64, err error) {
	rows, err := b.d.rows(b.sampleYs(), b.width)
	if err != nil {
		return false, 0, err
	}
	h := fnv.New64a()
	var buf [4]byte
	for _, row := range rows {
		for _, px := range row {
			painted = painted || px != 0
			binary.LittleEndian.PutUint32(buf[:], px)
			h.Write(buf[:])
		}
	}
	return painted, h.Sum64(), nil
}

// run starts one program, times its first frame and the frame its screen settled on, kills it
// and waits until the screen is black again.
func (b *bench) run(p program) (result, error) {
	if err := b.waitClear(); err != nil {
		return result{}, err
	}
	cmd, err := b.command(p)
	if err != nil {
		return result{}, err
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return result{}, err
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	defer func() {
		cmd.Process.Kill()
		<-exited
	}()
	var r result
	var last uint64
	for {
		painted, sum, err := b.look()
		if err != nil {
			return r, err
		}
		now := time.Since(start)
		if painted && r.frame == 0 {
			r.frame, r.settled, last = now, now, sum
			if err := b.save("-first"); err != nil {
				return r, err
			}
		}
		if r.frame != 0 {
			if sum != last {
				r.settled, last = now, sum
			}
			if now-r.settled >= settleQuiet {
				return r, b.save("-settled")
			}
			if now-r.frame > settleLimit {
				return r, fmt.Errorf("the screen still changes %v after the first frame", settleLimit)
			}
		}
		if now > drawTimeout {
			return r, fmt.Errorf("nothing drawn within %v\n%s", drawTimeout, stderr.String())
		}
		select {
		case err := <-exited:
			exited <- err
			return r, fmt.Errorf("exited before drawing (%v)\n%s", err, stderr.String())
		case <-time.After(pollEvery):
		}
	}
}

// command makes the command of a run of p, in p's own HOME if homes are asked for.
func (b *bench) command(p program) (*exec.Cmd, error) {
	cmd := exec.Command(p.argv[0], p.argv[1:]...)
	cmd.Env = b.env
	if b.homes != "" {
		home := filepath.Join(b.homes, p.name)
		if err := os.MkdirAll(home, 0o755); err != nil {
			return nil, err
		}
		cmd.Env = append(slices.Clip(b.env), "HOME="+home) // the last HOME is the one it gets
	}
	return cmd, nil
}

// save writes what the screen shows now as PNG, when frames are asked for, so that one can look
// at what was timed. Reading the whole window takes a few milliseconds, after the time was taken.
func (b *bench) save(suffix string) error {
	if b.saveAs == "" {
		return nil
	}
	img, err := b.d.capture(b.width, b.height)
	if err != nil {
		return err
	}
	f, err := os.Create(b.saveAs + suffix + ".png")
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func (b *bench) waitClear() error {
	deadline := time.Now().Add(clearWait)
	for {
		painted, _, err := b.look()
		if err != nil || !painted {
			return err
		}
		if time.Now().After(deadline) {
			return errors.New("the screen is not black before the run: start Xvfb with -br and nothing else on it")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func report(progs []program, results [][]result) {
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "program\truns\tfirst frame\tmin\tmax\tratio\tsettled\tmin\tmax\tratio\t")
	frame := func(r result) time.Duration { return r.frame }
	settled := func(r result) time.Duration { return r.settled }
	base := median(results[0], frame)
	for i, p := range progs {
		f, s := median(results[i], frame), median(results[i], settled)
		flo, fhi := spread(results[i], frame)
		slo, shi := spread(results[i], settled)
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%.2f\t%s\t%s\t%s\t%.2f\t\n", p.name, len(results[i]),
			ms(f), ms(flo), ms(fhi), float64(f)/float64(base), ms(s), ms(slo), ms(shi), float64(s)/float64(base))
	}
	tw.Flush()
	fmt.Println("medians; ratios are to the median first frame of", progs[0].name)
}

func median(rs []result, f func(result) time.Duration) time.Duration {
	var ds []time.Duration
	for _, r := range rs {
		if d := f(r); d > 0 {
			ds = append(ds, d)
		}
	}
	if len(ds) == 0 {
		return 0
	}
	slices.Sort(ds)
	if len(ds)%2 == 1 {
		return ds[len(ds)/2]
	}
	return (ds[len(ds)/2-1] + ds[len(ds)/2]) / 2
}

func spread(rs []result, f func(result) time.Duration) (lo, hi time.Duration) {
	for i, r := range rs {
		if i == 0 || f(r) < lo {
			lo = f(r)
		}
		hi = max(hi, f(r))
	}
	return lo, hi
}

func ms(d time.Duration) string { return fmt.Sprintf("%.0f ms", float64(d)/float64(time.Millisecond)) }
