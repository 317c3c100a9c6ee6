//go:build js && wasm

package persistence

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"strings"
	"syscall/js"
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

// TestAFullQuotaKeepsTheDealInMemory: when the browser stops keeping writes (a full quota; here
// every commit is turned into an abort), the deal being written is kept all the same: the store
// goes on in the page's memory with the games it had and that deal, says so once, and the later
// deals are kept there too. The browser's database keeps what it had before.
func TestAFullQuotaKeepsTheDealInMemory(t *testing.T) {
	path := testPath(t)
	var lost []error
	s, err := openAt(path, Options{StorageLost: func(err error) { lost = append(lost, err) }})
	if err != nil {
		t.Fatal(err)
	}
	id := newSchieber(t, s)
	for _, a := range []int{100, 57} {
		if _, err := s.AddRound(id, deal(0, a)); err != nil {
			t.Fatal(err)
		}
	}
	proto := js.Global().Get("IDBTransaction").Get("prototype")
	commit := proto.Get("commit")
	proto.Set("commit", js.Global().Get("Function").New("this.abort()"))
	restored := false
	restore := func() {
		if !restored {
			proto.Set("commit", commit)
			restored = true
		}
	}
	defer restore()
	v, err := s.AddRound(id, deal(0, 120))
	if err != nil {
		t.Fatalf("the deal written when the quota filled was lost: %v", err)
	}
	if got := firstPoints(v); !slices.Equal(got, []int{100, 57, 120}) || len(lost) != 1 {
		t.Fatalf("deals %v, told %d times (%v)", got, len(lost), lost)
	}
	if _, err := s.AddRound(id, deal(1, 30)); err != nil {
		t.Fatal(err)
	}
	restore()
	v, err = s.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	if got := firstPoints(v); !slices.Equal(got, []int{100, 57, 120, 30}) || len(lost) != 1 {
		t.Errorf("in memory the deals are %v, told %d times", got, len(lost))
	}
	if list, err := s.List(10, false); err != nil || len(list) != 1 || list[0].Rounds != 4 {
		t.Errorf("the list in memory: %+v, %v", list, err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s, err = openAt(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	v, err = s.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	if got := firstPoints(v); !slices.Equal(got, []int{100, 57}) {
		t.Errorf("the browser's database holds the deals %v, want those before the quota filled", got)
	}
}
