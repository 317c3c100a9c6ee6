package game

import (
	"bytes"
	"sync"

	"github.com/jasstafel/jasstafel/ui/kit"
)

// draftSaver saves the half-typed deal off the UI thread: a tap never waits for the disk. Saves
// are coalesced (the latest draft wins, one write in flight), a draft the store already holds is
// not written again, and a failed save is reported to the screen on the UI thread, and cleared
// again by the next save that works.
type draftSaver struct {
	save   func([]byte) error // writes one draft; runs off the UI thread
	report func(error)        // shows a save error, nil once saving works again; runs on the UI thread

	mu      sync.Mutex
	idle    *sync.Cond
	pending []byte
	has     bool   // pending holds a draft not yet written
	running bool   // a goroutine is writing
	failed  bool   // the last write failed
	held    []byte // the draft the store holds, as the screen reads it; nil: not known
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
	if !d.running && !d.has && d.held != nil && bytes.Equal(b, d.held) {
		return
	}
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
		d.held = nil
		if err == nil {
			d.held = b
		}
		d.mu.Unlock()
		if changed && d.report != nil {
			kit.Do(func() { d.report(err) })
		}
	}
}

// Drop forgets a draft not yet written and waits for the one being written, e.g. before the
// store clears the draft with the deal it writes: no older draft may land after that.
func (d *draftSaver) Drop() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.pending, d.has, d.held = nil, false, nil
	for d.running {
		d.idle.Wait()
	}
}

// Cleared tells the saver that the store cleared the draft (with the deal it wrote), which the
// screen reads as draft b: saving b would write nothing new.
func (d *draftSaver) Cleared(b []byte) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.running && !d.has {
		d.held = b
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
