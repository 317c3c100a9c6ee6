//go:build js && wasm

package idbkv_test

import (
	"context"
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
