//go:build js && wasm

package persistence

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/jasstafel/jasstafel/persistence/kv"
	"github.com/jasstafel/jasstafel/persistence/kv/idbkv"
)

// TestASecondTabIsRefused: while one store has the browser's database open, another open of it
// (another tab) is refused with ErrAlreadyOpen, and opens once the first is closed, with the
// games it wrote.
func TestASecondTabIsRefused(t *testing.T) {
	s, _ := openTest(t)
	id := newSchieber(t, s)
	if _, err := s.AddRound(id, deal(0, 100)); err != nil {
		t.Fatal(err)
	}
	if _, err := openAt(s.Path(), Options{}); !errors.Is(err, ErrAlreadyOpen) || !strings.Contains(err.Error(), "another tab") {
		t.Fatalf("a second open while the first is open: %v", err)
	}
	s = reopen(t, s, Options{})
	v, err := s.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	if got := firstPoints(v); len(got) != 1 || got[0] != 100 {
		t.Errorf("after opening again: deals %v", got)
	}
}

// TestANewerSchemaIsRefusedInTheBrowser: a database written by a newer Jasstafel is refused,
// and left as it is.
func TestANewerSchemaIsRefusedInTheBrowser(t *testing.T) {
	s, _ := openTest(t)
	newSchieber(t, s)
	err := s.kv.Update(func(tx kv.Tx) error { return tx.Bucket(bucketMeta).Put(keySchema, []byte("99")) })
	if err != nil {
		t.Fatal(err)
	}
	before := readFile(t, s.Path())
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := openAt(s.Path(), Options{}); !errors.Is(err, ErrNewerSchema) || !strings.Contains(err.Error(), "schema 99") {
		t.Fatalf("opening a newer database: %v", err)
	}
	// Read what is there with the backend itself: the refused open changed nothing.
	db, err := idbkv.Open(context.Background(), strings.TrimPrefix(s.Path(), "indexeddb:"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if after := dump(t, db); !bytes.Equal(after, before) {
		t.Errorf("the refused open changed the database:\nbefore %s\nafter  %s", before, after)
	}
}
