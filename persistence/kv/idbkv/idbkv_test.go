//go:build js && wasm

package idbkv_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/persistence/kv"
	"github.com/jasstafel/jasstafel/persistence/kv/idbkv"
	"github.com/jasstafel/jasstafel/persistence/kv/kvtest"
)

// TestContract runs the seam's contract test against IndexedDB databases of the browser the
// test runs in (see browser_test.go), named for this run so that none is used twice.
func TestContract(t *testing.T) {
	run := time.Now().UnixNano()
	kvtest.Run(t, func(t *testing.T, name string) kv.DB {
		db, err := idbkv.Open(context.Background(), fmt.Sprintf("%d-%s", run, name))
		if err != nil {
			t.Fatal(err)
		}
		return db
	})
}

// TestOneTabAtATime: while the database is open, another Open of it — another tab — waits a
// second for it and is refused with ErrInUse; after Close it opens.
func TestOneTabAtATime(t *testing.T) {
	name := fmt.Sprintf("%d-lock", time.Now().UnixNano())
	ctx := context.Background()
	a, err := idbkv.Open(ctx, name)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if b, err := idbkv.Open(ctx, name); !errors.Is(err, idbkv.ErrInUse) {
		if b != nil {
			b.Close()
		}
		t.Fatalf("a second Open while the first is open: %v, want ErrInUse", err)
	}
	if waited := time.Since(start); waited < 500*time.Millisecond {
		t.Errorf("the second Open gave up after %v, without waiting for the first", waited)
	}
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	b, err := idbkv.Open(ctx, name)
	if err != nil {
		t.Fatalf("Open after Close: %v", err)
	}
	b.Close()
}
