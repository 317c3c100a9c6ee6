//go:build js && wasm

package persistence

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/internal/wasmbrowser"
	"github.com/jasstafel/jasstafel/persistence/kv"
)

// The helpers of the tests that differ between a store in a file (helpers_file_test.go) and
// one in the browser's IndexedDB, where these tests run in a headless Chromium
// (browser_test.go). What the file tests read from the file — its bytes, to see that a refused
// action wrote nothing — is read here from the database: every bucket, key and value.

// run names this run's databases, so that none is used twice in one browser profile.
var run = time.Now().UnixNano()

var (
	openMu sync.Mutex
	opened = map[string]*Store{} // the store last opened at each path, for readFile
)

// paths counts the databases made, so that each call of testPath names a new one, as each
// t.TempDir is a new folder.
var paths atomic.Int64

func testPath(t testing.TB) string {
	return fmt.Sprintf("indexeddb:jasstafel-%d-%d-%s", run, paths.Add(1), t.Name())
}

// openAt opens the IndexedDB store that testPath named.
func openAt(path string, opts Options) (*Store, error) {
	s, err := OpenIndexedDB(strings.TrimPrefix(path, "indexeddb:"), opts)
	if err == nil {
		openMu.Lock()
		opened[path] = s
		openMu.Unlock()
	}
	return s, err
}

// readFile is everything the store at path holds, in order; a path that names no store is a
// file of the repository, fetched from the test's server.
func readFile(t testing.TB, path string) []byte {
	t.Helper()
	if !strings.HasPrefix(path, "indexeddb:") {
		data, err := wasmbrowser.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	openMu.Lock()
	s := opened[path]
	openMu.Unlock()
	if s == nil {
		t.Fatalf("no store open at %s", path)
	}
	return dump(t, s.kv)
}

// unchanged asserts that the store at path holds what it held.
func unchanged(t testing.TB, path string, before []byte, _ time.Time) {
	t.Helper()
	if !bytes.Equal(before, readFile(t, path)) {
		t.Errorf("%s was modified", path)
	}
}

// mtimeOf has no meaning for a database in the browser.
func mtimeOf(testing.TB, string) time.Time { return time.Time{} }

// globFiles is filepath.Glob over the repository, through the test's server.
func globFiles(t testing.TB, pattern string) []string {
	t.Helper()
	names, err := wasmbrowser.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	return names
}

// dump is every bucket, key and value of db, in order.
func dump(t testing.TB, db kv.DB) []byte {
	t.Helper()
	var buf bytes.Buffer
	err := db.View(func(tx kv.Tx) error {
		for _, name := range append(schemaV1Buckets, bucketRosterActions, bucketFigures) {
			b := tx.Bucket(name)
			if b == nil {
				fmt.Fprintf(&buf, "%s: none\n", name)
				continue
			}
			fmt.Fprintf(&buf, "%s: sequence %d\n", name, b.Sequence())
			kv.ForEach(b, func(k, v []byte) error {
				fmt.Fprintf(&buf, "  %x = %x\n", k, v)
				return nil
			})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// commits: IndexedDB keeps no count of committed transactions.
func commits(testing.TB, *Store) (int, bool) { return 0, false }
