package game

import (
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// The saver writes the latest draft, never more than one at a time, and reports a failure and
// its end.
func TestDraftSaverCoalescesAndReports(t *testing.T) {
	test.NewTempApp(t)
	release := make(chan struct{})
	started := make(chan struct{}, 10)
	var mu sync.Mutex
	var written []string
	inFlight, maxInFlight := 0, 0
	fail := false
	save := func(b []byte) error {
		mu.Lock()
		inFlight++
		maxInFlight = max(maxInFlight, inFlight)
		mu.Unlock()
		started <- struct{}{}
		<-release
		mu.Lock()
		defer mu.Unlock()
		inFlight--
		written = append(written, string(b))
		if fail {
			return errors.New("disk full")
		}
		return nil
	}
	var reports []error
	d := newDraftSaver(save, func(err error) { reports = append(reports, err) })

	d.Save([]byte("1"))
	<-started // "1" is in flight, blocked
	for _, s := range []string{"2", "3", "4"} {
		d.Save([]byte(s)) // waiting: only the latest survives
	}
	close(release)
	d.Flush()
	mu.Lock()
	if len(written) != 2 || written[0] != "1" || written[1] != "4" || maxInFlight != 1 {
		t.Errorf("written %q, %d at once; want [1 4], one at a time", written, maxInFlight)
	}
	fail = true
	mu.Unlock()
	if len(reports) != 0 {
		t.Errorf("reports without a failure: %v", reports)
	}

	d.Save([]byte("5"))
	d.Flush()
	if len(reports) != 1 || reports[0] == nil {
		t.Fatalf("failure not reported: %v", reports)
	}
	mu.Lock()
	fail = false
	mu.Unlock()
	d.Save([]byte("6"))
	d.Flush()
	d.Save([]byte("7"))
	d.Flush()
	if len(reports) != 2 || reports[1] != nil {
		t.Errorf("the end of the failure is reported once: %v", reports)
	}
}

// A draft the store holds is not written again; Drop forgets the draft waiting and waits for the
// one in flight, and after Cleared the draft a cleared store stands for is not written.
func TestDraftSaverSkipsWhatTheStoreHolds(t *testing.T) {
	test.NewTempApp(t)
	var mu sync.Mutex
	var written []string
	gate := make(chan struct{}, 1)
	gate <- struct{}{}
	fail := false
	save := func(b []byte) error {
		<-gate
		gate <- struct{}{}
		mu.Lock()
		defer mu.Unlock()
		written = append(written, string(b))
		if fail {
			return errors.New("disk full")
		}
		return nil
	}
	got := func() []string {
		mu.Lock()
		defer mu.Unlock()
		return slices.Clone(written)
	}
	d := newDraftSaver(save, nil)
	for _, s := range []string{"a", "a", "b", "b", "a"} {
		d.Save([]byte(s))
		d.Flush()
	}
	if w := got(); !slices.Equal(w, []string{"a", "b", "a"}) {
		t.Fatalf("written %q, want [a b a]", w)
	}

	<-gate                // the next write blocks in flight
	waitTaken := func() { // until no draft waits: the writer took it, or Drop let go of it
		t.Helper()
		deadline := time.Now().Add(5 * time.Second)
		for waiting := true; waiting; {
			if time.Now().After(deadline) {
				gate <- struct{}{} // let the writer go, so that the saver ends
				t.Fatal("a draft still waits")
			}
			time.Sleep(time.Millisecond)
			d.mu.Lock()
			waiting = d.has
			d.mu.Unlock()
		}
	}
	d.Save([]byte("c"))
	waitTaken()         // "c" is in flight
	d.Save([]byte("d")) // waits behind "c"
	dropped := make(chan struct{})
	go func() { d.Drop(); close(dropped) }()
	waitTaken()
	gate <- struct{}{}
	<-dropped
	d.Flush()
	if w := got(); !slices.Equal(w, []string{"a", "b", "a", "c"}) {
		t.Fatalf("after Drop, written %q: the waiting draft landed", w)
	}
	d.Cleared([]byte("blank"))
	d.Save([]byte("blank"))
	d.Flush()
	d.Save([]byte("e"))
	d.Flush()
	if w := got(); !slices.Equal(w[4:], []string{"e"}) {
		t.Fatalf("after Cleared, written %q, want e only", w[4:])
	}
	// A failed write leaves the store's draft unknown: the same draft is written again.
	mu.Lock()
	fail = true
	mu.Unlock()
	d.Save([]byte("f"))
	d.Flush()
	mu.Lock()
	fail = false
	mu.Unlock()
	d.Save([]byte("f"))
	d.Flush()
	if w := got(); !slices.Equal(w[5:], []string{"f", "f"}) {
		t.Errorf("after a failed write, written %q, want f twice", w[5:])
	}
}
