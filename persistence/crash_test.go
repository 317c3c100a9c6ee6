//go:build !js

package persistence

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/jasstafel/jasstafel/gamefile"
)

var crashIterations = flag.Int("crash.iterations", 50, "how many times TestCrashRecovery kills the process writing deals")

const crashEnv = "JASSTAFEL_TEST_CRASH_CHILD"

// crashDeal is deal n of the crash test's games: valid, and different from its neighbours.
func crashDeal(n int) gamefile.Round { return deal(n%4, (n*37)%158) }

// TestCrashChild is not a test: run as a child process with crashEnv set to "PATH ID", it opens
// the database and appends deals to game ID for ever, writing "ack N" to standard output after
// each Update has returned, N being the number of deals then on disk.
func TestCrashChild(t *testing.T) {
	spec := os.Getenv(crashEnv)
	if spec == "" {
		return
	}
	path, idText, _ := strings.Cut(spec, " ")
	id, _ := strconv.ParseUint(idText, 10, 64)
	s, err := Open(path, Options{NoAutoBackup: true})
	if err != nil {
		fmt.Fprintln(os.Stdout, "error", err)
		os.Exit(3)
	}
	v, err := s.Load(GameID(id))
	if err != nil {
		fmt.Fprintln(os.Stdout, "error", err)
		os.Exit(3)
	}
	os.Stdout.WriteString("ready\n")
	for n := len(v.File.Rounds); ; n++ {
		v, err := s.AddRound(GameID(id), crashDeal(n))
		if err != nil {
			fmt.Fprintln(os.Stdout, "error", err)
			os.Exit(3)
		}
		os.Stdout.WriteString("ack " + strconv.Itoa(n+1) + "\n") // one write: a line is never torn
		// A deal that reached the target made the store mark the game finished: reopen it.
		if v.Ended {
			if _, err := s.SetFinished(GameID(id), false); err != nil {
				fmt.Fprintln(os.Stdout, "error", err)
				os.Exit(3)
			}
		}
	}
}

// TestCrashRecovery kills a process appending deals with SIGKILL at random moments — while it
// starts, opens the file or writes — and checks after every kill that the file passes bbolt's
// consistency check, opens, and holds every deal that was acknowledged, replaying to the
// expected totals. -crash.iterations sets how many kills (50 by default).
func TestCrashRecovery(t *testing.T) {
	path := filepath.Join(t.TempDir(), "jasstafel.db")
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 11))
	totalAcks, killedWhileWriting := 0, 0
	start := time.Now()
	for it := 0; it < *crashIterations; it++ {
		s, err := Open(path, Options{NoAutoBackup: true})
		if err != nil {
			t.Fatalf("iteration %d: open before starting the child: %v", it, err)
		}
		id := newSchieber(t, s)
		s.Close()

		cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s %d", crashEnv, path, id))
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		var acked atomic.Int64
		ready := make(chan struct{})
		done := make(chan string)
		go func() {
			sc := bufio.NewScanner(out)
			problem := ""
			for sc.Scan() {
				line := sc.Text()
				switch {
				case line == "ready":
					close(ready)
				case strings.HasPrefix(line, "ack "):
					n, _ := strconv.Atoi(line[4:])
					acked.Store(int64(n))
				case strings.HasPrefix(line, "error "):
					problem = line
				}
			}
			done <- problem
		}()
		// One kill in ten lands at a random moment of the start (the process, then Open); the
		// others at a random moment while deals are being written.
		if rng.IntN(10) == 0 {
			time.Sleep(time.Duration(rng.IntN(40)) * time.Millisecond)
		} else {
			select {
			case <-ready:
			case <-time.After(20 * time.Second):
				cmd.Process.Kill()
				t.Fatalf("iteration %d: the child did not start", it)
			}
			// Once the first deal is acknowledged the child is in its loop of writes, however
			// slowly a loaded machine runs it: the kill then lands at a random moment of that loop.
			for wait := time.Now(); acked.Load() == 0 && time.Since(wait) < 20*time.Second; {
				time.Sleep(time.Millisecond)
			}
			time.Sleep(time.Duration(rng.IntN(50)) * time.Millisecond)
		}
		if err := cmd.Process.Kill(); err != nil { // SIGKILL: no deferred function, no flush
			t.Fatal(err)
		}
		cmd.Wait()
		if problem := <-done; problem != "" {
			t.Fatalf("iteration %d: the child failed: %s", it, problem)
		}
		n := int(acked.Load())
		totalAcks += n
		if n > 0 {
			killedWhileWriting++
		}
		verifyAfterCrash(t, it, path, id, n)
	}
	t.Logf("%d kills, %d while writing; %d acknowledged deals, all found; %v", *crashIterations, killedWhileWriting, totalAcks, time.Since(start).Round(time.Millisecond))
	if *crashIterations >= 10 && killedWhileWriting < *crashIterations/2 {
		t.Errorf("only %d of %d kills hit a process that was writing", killedWhileWriting, *crashIterations)
	}
}

func verifyAfterCrash(t *testing.T, it int, path string, id GameID, acked int) {
	t.Helper()
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: time.Second})
	if err != nil {
		t.Fatalf("iteration %d: bbolt cannot open the file: %v", it, err)
	}
	err = db.View(checkPages)
	db.Close()
	if err != nil {
		t.Fatalf("iteration %d: %v", it, err)
	}
	s, err := Open(path, Options{NoAutoBackup: true})
	if err != nil {
		t.Fatalf("iteration %d: %v", it, err)
	}
	defer s.Close()
	v, err := s.Load(id)
	if err != nil {
		t.Fatalf("iteration %d: %v", it, err)
	}
	got := len(v.File.Rounds)
	// Every acknowledged deal is there; at most one more, committed just before the kill and
	// not acknowledged yet.
	if got < acked || got > acked+1 {
		t.Fatalf("iteration %d: %d deals acknowledged, %d on disk", it, acked, got)
	}
	want := [2]int{}
	for i, r := range v.File.Rounds {
		d := crashDeal(i)
		if *r.Vorhand != *d.Vorhand || r.Points[0] != d.Points[0] || r.Points[1] != d.Points[1] {
			t.Fatalf("iteration %d: deal %d is %+v, want %+v", it, i, r, d)
		}
		want[0] += d.Points[0]
		want[1] += d.Points[1]
	}
	added := 0
	for _, e := range v.File.History {
		if e.Kind == gamefile.EventDealAdded {
			added++
		}
	}
	if v.Report().Totals[0] != want[0] || v.Report().Totals[1] != want[1] || added != got {
		t.Fatalf("iteration %d: totals %v, want %v; %d deals added in the history", it, v.Report().Totals, want, added)
	}
	if l, err := s.List(1, false); err != nil || l[0].ID != id || l[0].Rounds != got || l[0].Totals[0] != want[0] {
		t.Fatalf("iteration %d: summary %+v %v", it, l, err)
	}
}
