package memkv_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/persistence/kv"
	"github.com/jasstafel/jasstafel/persistence/kv/kvtest"
	"github.com/jasstafel/jasstafel/persistence/kv/memkv"
)

// TestContract runs the seam's contract test against databases in memory, named for this run
// so that none is used twice.
func TestContract(t *testing.T) {
	run := time.Now().UnixNano()
	kvtest.Run(t, func(t *testing.T, name string) kv.DB {
		return memkv.Open(fmt.Sprintf("%d-%s", run, name))
	})
}
