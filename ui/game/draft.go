package game

import (
	"sync"

	"fyne.io/fyne/v2"
)

// draftSaver saves the half-typed deal off the UI thread: a tap never waits for the disk. Saves
// are coalesced (the latest draft wins, one write in flight) and a failed save is reported to
// the screen on the UI thread, and cleared again by the next save that works.
type draftSaver struct {
	save   func([]byte) error // writes one draft; runs off the UI thread
	report func(error)        // shows a save error, nil once saving works again; runs on the UI thread

	mu      sync.Mutex
	idle    *sync.Cond
	pending []byte
	has     bool // pending holds a draft not yet written
	running bool // a goroutine is writing
	failed  bool // the last write failed
}

func newDraftSaver(save func([]byte) error, report func(error)) *draftSaver {
	d := &draftSaver{save: save, report: report}
	d.idle = sync.NewCond(&d.mu)
	return d
}

// Save asks for draft b to be written; a draft not yet written is replaced by it.
func (d *draftSaver) Save(b []byte) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.pending, d.has = b, true
	if !d.running {
		d.running = true
		go d.loop()
	}
}

func (d *draftSaver) loop() {
	for {
		d.mu.Lock()
		if !d.has {
			d.running = false
			d.idle.Broadcast()
			d.mu.Unlock()
			return
		}
		b := d.pending
		d.pending, d.has = nil, false
		d.mu.Unlock()

		err := d.save(b)

		d.mu.Lock()
		changed := err != nil || d.failed
		d.failed = err != nil
		d.mu.Unlock()
		if changed && d.report != nil {
			fyne.Do(func() { d.report(err) })
		}
	}
}

// Flush waits until every draft asked for is written, e.g. before the screen is left.
func (d *draftSaver) Flush() {
	d.mu.Lock()
	defer d.mu.Unlock()
	for d.running {
		d.idle.Wait()
	}
}
