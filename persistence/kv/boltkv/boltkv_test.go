//go:build !js

package boltkv_test

import (
	"path/filepath"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/jasstafel/jasstafel/persistence/kv"
	"github.com/jasstafel/jasstafel/persistence/kv/boltkv"
	"github.com/jasstafel/jasstafel/persistence/kv/kvtest"
)

// TestContract runs the seam's contract test against bbolt files in a temporary folder.
func TestContract(t *testing.T) {
	dir := t.TempDir()
	kvtest.Run(t, func(t *testing.T, name string) kv.DB {
		db, err := bolt.Open(filepath.Join(dir, filepath.Base(filepath.Clean("/"+name))+".db"), 0o600, &bolt.Options{Timeout: time.Second})
		if err != nil {
			t.Fatal(err)
		}
		return boltkv.New(db, boltkv.Options{Fill: map[string]float64{"a": 0.9}})
	})
}
