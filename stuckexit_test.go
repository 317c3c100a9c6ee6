//go:build cgo

package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/persistence"
)

// Once the window is closing, a Fyne that does not return from ShowAndRun within the grace
// ends with the exit status armed, the store closed and a line on stderr; one that returns in
// time (cancel) ends nothing. A second arm keeps the first status.
func TestAStuckCloseEndsTheAppWithItsStatus(t *testing.T) {
	open := func() *persistence.Store {
		s, err := persistence.Open(filepath.Join(t.TempDir(), "games.db"), persistence.Options{NoAutoBackup: true})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	var mu sync.Mutex
	var codes []int
	exited := make(chan struct{}, 2)
	exit := func(code int) {
		mu.Lock()
		codes = append(codes, code)
		mu.Unlock()
		exited <- struct{}{}
	}

	var stderr bytes.Buffer
	store := open()
	stuck := &stuckExit{store: store, stderr: &stderr, grace: 20 * time.Millisecond, exit: exit}
	stuck.arm(3)
	stuck.arm(0)
	select {
	case <-exited:
	case <-time.After(5 * time.Second):
		t.Fatal("a stuck close did not end the app")
	}
	if _, err := store.List(0, false); err == nil {
		t.Error("the store is still open after the exit")
	}
	if !strings.Contains(stderr.String(), "did not finish closing") {
		t.Errorf("stderr says %q", stderr.String())
	}

	kept := &stuckExit{store: open(), stderr: &stderr, grace: 20 * time.Millisecond, exit: exit}
	kept.arm(1)
	kept.cancel()
	time.Sleep(100 * time.Millisecond)
	mu.Lock()
	defer mu.Unlock()
	if len(codes) != 1 || codes[0] != 3 {
		t.Errorf("exit statuses %v, want only the first armed, 3", codes)
	}
}
