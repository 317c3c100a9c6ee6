package game

import (
	"errors"
	"sync"
	"testing"

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
