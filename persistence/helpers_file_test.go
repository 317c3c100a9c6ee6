//go:build !js

package persistence

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// The helpers of the tests that differ between a store in a file and one in the browser
// (helpers_web_test.go).

func testPath(t testing.TB) string { return filepath.Join(t.TempDir(), "jasstafel.db") }

// openAt opens the store at path.
func openAt(path string, opts Options) (*Store, error) { return Open(path, opts) }

func readFile(t testing.TB, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// unchanged asserts that a file has the bytes and modification time it had.
func unchanged(t testing.TB, p string, before []byte, mtime time.Time) {
	t.Helper()
	after := readFile(t, p)
	if !bytes.Equal(before, after) {
		t.Errorf("%s was modified", p)
	}
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	if !fi.ModTime().Equal(mtime) {
		t.Errorf("%s: modification time changed from %v to %v", p, mtime, fi.ModTime())
	}
}

func mtimeOf(t testing.TB, p string) time.Time {
	t.Helper()
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	return fi.ModTime()
}

// globFiles is filepath.Glob.
func globFiles(t testing.TB, pattern string) []string {
	t.Helper()
	names, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	return names
}

// commits is the number of write transactions the file has committed, read from bbolt's
// transaction id; ok is false where a backend keeps no such count.
func commits(t testing.TB, s *Store) (n int, ok bool) {
	t.Helper()
	if err := s.viewFile(func(tx *bolt.Tx) error { n = tx.ID(); return nil }); err != nil {
		t.Fatal(err)
	}
	return n, true
}
