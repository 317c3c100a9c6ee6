// Package kvtest is the contract test of the storage seam (package kv), written once and run
// against every backend: bbolt in `go test` (kv/boltkv), IndexedDB in a browser (kv/idbkv).
package kvtest

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/persistence/kv"
)

// Opener opens the database called name, creating it when it does not exist. Opening a name
// again after Close gives the database as it was closed; every name is used by one test only.
type Opener func(t *testing.T, name string) kv.DB

// Run runs the contract test against the backend that open opens.
func Run(t *testing.T, open Opener) {
	tests := []struct {
		name string
		fn   func(*testing.T, Opener)
	}{
		{"BytewiseOrder", testBytewiseOrder},
		{"CursorEnds", testCursorEnds},
		{"LongWalks", testLongWalks},
		{"BucketsKeepApart", testBucketsKeepApart},
		{"GetAndEmptyValues", testGetAndEmptyValues},
		{"RollbackOnError", testRollbackOnError},
		{"RollbackOnPanic", testRollbackOnPanic},
		{"ReadOnlyView", testReadOnlyView},
		{"EmptyKeyRefused", testEmptyKeyRefused},
		{"ValuesCopied", testValuesCopied},
		{"OwnWritesSeen", testOwnWritesSeen},
		{"Sequences", testSequences},
		{"DurableAfterReopen", testDurableAfterReopen},
		{"UpdatesOneAtATime", testUpdatesOneAtATime},
		{"ClosedRefuses", testClosedRefuses},
		{"AgainstAModel", testAgainstAModel},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { tc.fn(t, open) })
	}
}

var bucketA = []byte("a")

func openFresh(t *testing.T, open Opener) kv.DB {
	t.Helper()
	db := open(t, "kvtest-"+t.Name())
	t.Cleanup(func() { db.Close() })
	return db
}

func mustUpdate(t *testing.T, db kv.DB, fn func(kv.Tx) error) {
	t.Helper()
	if err := db.Update(fn); err != nil {
		t.Fatal(err)
	}
}

func mustView(t *testing.T, db kv.DB, fn func(kv.Tx) error) {
	t.Helper()
	if err := db.View(fn); err != nil {
		t.Fatal(err)
	}
}

// putAll writes the keys (each its own value) into bucket name, creating it.
func putAll(t *testing.T, db kv.DB, name []byte, keys [][]byte) {
	t.Helper()
	mustUpdate(t, db, func(tx kv.Tx) error {
		b, err := tx.CreateBucketIfNotExists(name)
		if err != nil {
			return err
		}
		for _, k := range keys {
			if err := b.Put(k, valueOf(k)); err != nil {
				return err
			}
		}
		return nil
	})
}

func valueOf(k []byte) []byte { return append([]byte("v:"), k...) }

// walk returns the keys of a bucket forward (First, Next) and backward (Last, Prev), checking
// that every value is the one putAll wrote.
func walk(t *testing.T, tx kv.Tx, name []byte) (fwd, back [][]byte) {
	t.Helper()
	b := tx.Bucket(name)
	if b == nil {
		t.Fatalf("no bucket %q", name)
	}
	c := b.Cursor()
	for k, v := c.First(); k != nil; k, v = c.Next() {
		if !bytes.Equal(v, valueOf(k)) {
			t.Errorf("key %x has the value %q", k, v)
		}
		fwd = append(fwd, bytes.Clone(k))
	}
	for k, v := c.Last(); k != nil; k, v = c.Prev() {
		if !bytes.Equal(v, valueOf(k)) {
			t.Errorf("key %x has the value %q", k, v)
		}
		back = append(back, bytes.Clone(k))
	}
	return fwd, back
}

func sortedCopy(keys [][]byte) [][]byte {
	s := make([][]byte, len(keys))
	for i, k := range keys {
		s[i] = bytes.Clone(k)
	}
	slices.SortFunc(s, bytes.Compare)
	return slices.CompactFunc(s, bytes.Equal)
}

func reversed(keys [][]byte) [][]byte {
	r := slices.Clone(keys)
	slices.Reverse(r)
	return r
}

func equalKeys(a, b [][]byte) bool { return slices.EqualFunc(a, b, bytes.Equal) }

// testBytewiseOrder: keys come back in bytes.Compare order: unsigned bytes (0x80 after 0x7f), a
// prefix before the keys it starts, a zero byte before every other byte.
func testBytewiseOrder(t *testing.T, open Opener) {
	db := openFresh(t, open)
	keys := [][]byte{
		{0xff}, {0x80}, {0x7f}, {0x00}, {0x00, 0x00}, {0x01}, {0x00, 0xff}, {0xff, 0xff, 0xff},
		[]byte("b"), []byte("ab"), []byte("a"), []byte("a\x00"), []byte("a\x00b"), []byte("A"),
		{0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2}, {0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0},
		{0, 0, 0, 0, 0, 0, 1, 0},
	}
	seed := time.Now().UnixNano()
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(uint64(seed), 1))
	for range 200 {
		k := make([]byte, 1+rng.IntN(6))
		for i := range k {
			k[i] = byte(rng.IntN(256))
		}
		keys = append(keys, k)
	}
	rng.Shuffle(len(keys), func(i, j int) { keys[i], keys[j] = keys[j], keys[i] })
	putAll(t, db, bucketA, keys)
	want := sortedCopy(keys)
	mustView(t, db, func(tx kv.Tx) error {
		fwd, back := walk(t, tx, bucketA)
		if !equalKeys(fwd, want) {
			t.Errorf("forward walk out of bytewise order:\n got %x\nwant %x", fwd, want)
		}
		if !equalKeys(back, reversed(want)) {
			t.Errorf("backward walk out of bytewise order:\n got %x\nwant %x", back, reversed(want))
		}
		return nil
	})
}

// testCursorEnds: every move at the ends of a bucket, and in an empty one.
func testCursorEnds(t *testing.T, open Opener) {
	db := openFresh(t, open)
	putAll(t, db, []byte("empty"), nil)
	putAll(t, db, bucketA, [][]byte{[]byte("b"), []byte("d"), []byte("f")})
	mustView(t, db, func(tx kv.Tx) error {
		e := tx.Bucket([]byte("empty")).Cursor()
		for name, move := range map[string]func() ([]byte, []byte){
			"First": e.First, "Last": e.Last, "Seek": func() ([]byte, []byte) { return e.Seek([]byte("a")) },
		} {
			if k, v := move(); k != nil || v != nil {
				t.Errorf("%s in an empty bucket: %q %q", name, k, v)
			}
		}
		c := tx.Bucket(bucketA).Cursor()
		check := func(what string, k, v []byte, want string) {
			t.Helper()
			switch {
			case want == "" && k != nil:
				t.Errorf("%s: got %q, want nothing", what, k)
			case want != "" && string(k) != want:
				t.Errorf("%s: got %q, want %q", what, k, want)
			case want != "" && string(v) != "v:"+want:
				t.Errorf("%s: value %q", what, v)
			}
		}
		k, v := c.First()
		check("First", k, v, "b")
		k, v = c.Prev()
		check("Prev after First", k, v, "")
		k, v = c.Last()
		check("Last", k, v, "f")
		k, v = c.Next()
		check("Next after Last", k, v, "")
		k, v = c.Seek([]byte("a"))
		check("Seek before the first key", k, v, "b")
		k, v = c.Seek([]byte("d"))
		check("Seek to a key", k, v, "d")
		k, v = c.Prev()
		check("Prev after Seek", k, v, "b")
		k, v = c.Seek([]byte("c"))
		check("Seek between keys", k, v, "d")
		k, v = c.Next()
		check("Next after Seek", k, v, "f")
		k, v = c.Seek([]byte("e\xff\xff"))
		check("Seek between keys, longer", k, v, "f")
		k, v = c.Seek([]byte("g"))
		check("Seek past the last key", k, v, "")
		k, v = c.Seek([]byte("f\x00"))
		check("Seek just past the last key", k, v, "")
		k, v = c.Seek([]byte("f"))
		check("Seek to the last key", k, v, "f")
		k, v = c.Prev()
		check("Prev from the last key", k, v, "d")
		k, v = c.Next()
		check("Next after turning", k, v, "f")
		return nil
	})
}

// testLongWalks: a bucket of a few thousand keys walked whole both ways, and with turns, so that
// a backend reading ahead in batches is caught losing or repeating keys at a batch's edge.
func testLongWalks(t *testing.T, open Opener) {
	db := openFresh(t, open)
	var keys [][]byte
	for i := range 3000 {
		keys = append(keys, fmt.Appendf(nil, "k%05d", i))
	}
	putAll(t, db, bucketA, keys)
	mustView(t, db, func(tx kv.Tx) error {
		fwd, back := walk(t, tx, bucketA)
		if !equalKeys(fwd, keys) || !equalKeys(back, reversed(keys)) {
			t.Errorf("walks of %d and %d keys, want %d each in order", len(fwd), len(back), len(keys))
		}
		// Forward 700 keys, back 300, forward again to the end: the keys seen are the walk.
		c := tx.Bucket(bucketA).Cursor()
		pos := 0
		k, _ := c.First()
		step := func(what string, move func() ([]byte, []byte), by int) {
			t.Helper()
			k, _ = move()
			pos += by
			if pos < 0 || pos >= len(keys) {
				if k != nil {
					t.Fatalf("%s past the end: %q", what, k)
				}
				return
			}
			if string(k) != string(keys[pos]) {
				t.Fatalf("%s to %d: %q, want %q", what, pos, k, keys[pos])
			}
		}
		for range 700 {
			step("Next", c.Next, 1)
		}
		for range 300 {
			step("Prev", c.Prev, -1)
		}
		for k != nil {
			step("Next again", c.Next, 1)
		}
		if pos != len(keys) {
			t.Errorf("the walk forward again ended at %d of %d keys", pos, len(keys))
		}
		return nil
	})
}

// testBucketsKeepApart: buckets whose names are prefixes of each other hold their own keys.
func testBucketsKeepApart(t *testing.T, open Opener) {
	db := openFresh(t, open)
	names := [][]byte{[]byte("a"), []byte("ab"), []byte("a\x00"), []byte("b"), {0xff}}
	for i, n := range names {
		putAll(t, db, n, [][]byte{{byte(i)}, []byte("shared"), append([]byte("x"), n...)})
	}
	mustView(t, db, func(tx kv.Tx) error {
		if tx.Bucket([]byte("none")) != nil {
			t.Error("a bucket never created is there")
		}
		if tx.Bucket([]byte("a\x00\x00")) != nil {
			t.Error("a bucket never created, its name starting another's, is there")
		}
		for i, n := range names {
			fwd, _ := walk(t, tx, n)
			want := sortedCopy([][]byte{{byte(i)}, []byte("shared"), append([]byte("x"), n...)})
			if !equalKeys(fwd, want) {
				t.Errorf("bucket %q holds %q, want %q", n, fwd, want)
			}
		}
		return nil
	})
}

// testGetAndEmptyValues: Get tells an absent key (nil) from a key with an empty value.
func testGetAndEmptyValues(t *testing.T, open Opener) {
	db := openFresh(t, open)
	check := func(tx kv.Tx, when string) {
		b := tx.Bucket(bucketA)
		if v := b.Get([]byte("nil")); v == nil || len(v) != 0 {
			t.Errorf("%s: a key written with a nil value reads %v", when, v)
		}
		if v := b.Get([]byte("empty")); v == nil || len(v) != 0 {
			t.Errorf("%s: a key written with an empty value reads %v", when, v)
		}
		if v := b.Get([]byte("absent")); v != nil {
			t.Errorf("%s: an absent key reads %v", when, v)
		}
		if v := b.Get([]byte("full")); string(v) != "value" {
			t.Errorf("%s: a key reads %q", when, v)
		}
		if k, v := b.Cursor().Seek([]byte("empty")); string(k) != "empty" || v == nil || len(v) != 0 {
			t.Errorf("%s: the cursor on an empty value reads %q %v", when, k, v)
		}
	}
	mustUpdate(t, db, func(tx kv.Tx) error {
		b, err := tx.CreateBucketIfNotExists(bucketA)
		if err != nil {
			return err
		}
		for k, v := range map[string][]byte{"nil": nil, "empty": {}, "full": []byte("value")} {
			if err := b.Put([]byte(k), v); err != nil {
				return err
			}
		}
		check(tx, "in the writing transaction")
		return nil
	})
	mustView(t, db, func(tx kv.Tx) error { check(tx, "after the commit"); return nil })
	mustUpdate(t, db, func(tx kv.Tx) error {
		b := tx.Bucket(bucketA)
		if err := b.Delete([]byte("full")); err != nil {
			return err
		}
		if err := b.Delete([]byte("never there")); err != nil {
			t.Errorf("deleting an absent key: %v", err)
		}
		if v := b.Get([]byte("full")); v != nil {
			t.Errorf("a deleted key reads %q in its transaction", v)
		}
		return nil
	})
	mustView(t, db, func(tx kv.Tx) error {
		if v := tx.Bucket(bucketA).Get([]byte("full")); v != nil {
			t.Errorf("a deleted key reads %q", v)
		}
		return nil
	})
}

// state is everything in the test buckets "a" and "b", and their sequences, as text.
func state(t *testing.T, db kv.DB) string {
	t.Helper()
	out := ""
	mustView(t, db, func(tx kv.Tx) error {
		for _, n := range []string{"a", "b"} {
			b := tx.Bucket([]byte(n))
			if b == nil {
				out += n + ": none\n"
				continue
			}
			out += fmt.Sprintf("%s: seq %d:", n, b.Sequence())
			kv.ForEach(b, func(k, v []byte) error { out += fmt.Sprintf(" %q=%q", k, v); return nil })
			out += "\n"
		}
		return nil
	})
	return out
}

// spoil writes to every kind of thing a transaction can change: a new key, a changed key, a
// deleted key, a sequence and a new bucket.
func spoil(tx kv.Tx) error {
	a := tx.Bucket(bucketA)
	if err := a.Put([]byte("new"), []byte("x")); err != nil {
		return err
	}
	if err := a.Put([]byte("k1"), []byte("changed")); err != nil {
		return err
	}
	if err := a.Delete([]byte("k2")); err != nil {
		return err
	}
	if _, err := a.NextSequence(); err != nil {
		return err
	}
	b, err := tx.CreateBucketIfNotExists([]byte("b"))
	if err != nil {
		return err
	}
	return b.Put([]byte("in b"), []byte("x"))
}

func seedAB(t *testing.T, db kv.DB) {
	putAll(t, db, bucketA, [][]byte{[]byte("k1"), []byte("k2")})
	mustUpdate(t, db, func(tx kv.Tx) error { _, err := tx.Bucket(bucketA).NextSequence(); return err })
}

// testRollbackOnError: an error from the function undoes every write and is passed on.
func testRollbackOnError(t *testing.T, open Opener) {
	db := openFresh(t, open)
	seedAB(t, db)
	before := state(t, db)
	errStop := errors.New("stop")
	err := db.Update(func(tx kv.Tx) error {
		if err := spoil(tx); err != nil {
			return err
		}
		return fmt.Errorf("the action failed: %w", errStop)
	})
	if !errors.Is(err, errStop) {
		t.Errorf("Update returned %v, want the function's error", err)
	}
	if after := state(t, db); after != before {
		t.Errorf("a failed Update changed the database:\nbefore %s\nafter  %s", before, after)
	}
	// The database still takes writes.
	mustUpdate(t, db, spoil)
	if after := state(t, db); after == before {
		t.Error("a good Update after a failed one wrote nothing")
	}
}

// testRollbackOnPanic: a panic in the function undoes every write and is passed on.
func testRollbackOnPanic(t *testing.T, open Opener) {
	db := openFresh(t, open)
	seedAB(t, db)
	before := state(t, db)
	var recovered any
	func() {
		defer func() { recovered = recover() }()
		db.Update(func(tx kv.Tx) error {
			if err := spoil(tx); err != nil {
				return err
			}
			panic("the action panicked")
		})
	}()
	if recovered != "the action panicked" {
		t.Errorf("recovered %v, want the function's panic", recovered)
	}
	if after := state(t, db); after != before {
		t.Errorf("a panicking Update changed the database:\nbefore %s\nafter  %s", before, after)
	}
	mustUpdate(t, db, spoil)
	if after := state(t, db); after == before {
		t.Error("a good Update after a panicking one wrote nothing")
	}
}

// testReadOnlyView: every write in a View fails with ErrReadOnly and changes nothing.
func testReadOnlyView(t *testing.T, open Opener) {
	db := openFresh(t, open)
	seedAB(t, db)
	before := state(t, db)
	mustView(t, db, func(tx kv.Tx) error {
		a := tx.Bucket(bucketA)
		_, errB := tx.CreateBucketIfNotExists([]byte("b"))
		_, errS := a.NextSequence()
		for what, err := range map[string]error{
			"Put": a.Put([]byte("new"), []byte("x")), "Delete": a.Delete([]byte("k1")),
			"NextSequence": errS, "CreateBucketIfNotExists": errB,
		} {
			if !errors.Is(err, kv.ErrReadOnly) {
				t.Errorf("%s in a View: %v, want ErrReadOnly", what, err)
			}
		}
		return nil
	})
	if after := state(t, db); after != before {
		t.Errorf("writes in a View changed the database:\nbefore %s\nafter  %s", before, after)
	}
}

func testEmptyKeyRefused(t *testing.T, open Opener) {
	db := openFresh(t, open)
	putAll(t, db, bucketA, nil)
	err := db.Update(func(tx kv.Tx) error { return tx.Bucket(bucketA).Put(nil, []byte("x")) })
	if !errors.Is(err, kv.ErrKeyRequired) {
		t.Errorf("Put with an empty key: %v, want ErrKeyRequired", err)
	}
	err = db.Update(func(tx kv.Tx) error { return tx.Bucket(bucketA).Put([]byte{}, []byte("x")) })
	if !errors.Is(err, kv.ErrKeyRequired) {
		t.Errorf("Put with an empty key: %v, want ErrKeyRequired", err)
	}
}

// testValuesCopied: what was written stays as written when the caller reuses its slices after
// the commit, and a copy of what was read stays valid after the transaction.
func testValuesCopied(t *testing.T, open Opener) {
	db := openFresh(t, open)
	key, val := []byte("key"), []byte("value")
	mustUpdate(t, db, func(tx kv.Tx) error {
		b, err := tx.CreateBucketIfNotExists(bucketA)
		if err != nil {
			return err
		}
		return b.Put(key, val)
	})
	copy(key, "KEY")
	copy(val, "VALUE")
	var kept []byte
	mustView(t, db, func(tx kv.Tx) error {
		b := tx.Bucket(bucketA)
		if v := b.Get([]byte("key")); string(v) != "value" {
			t.Errorf("the value reads %q after the writer reused its slice", v)
		}
		if v := b.Get([]byte("KEY")); v != nil {
			t.Errorf("the key changed with the writer's slice: %q", v)
		}
		kept = bytes.Clone(b.Get([]byte("key")))
		return nil
	})
	mustUpdate(t, db, func(tx kv.Tx) error { return tx.Bucket(bucketA).Put([]byte("key"), []byte("other")) })
	if string(kept) != "value" {
		t.Errorf("a copy of a value read changed to %q", kept)
	}
}

// testOwnWritesSeen: a transaction reads its own writes, through Get and a cursor placed
// after them.
func testOwnWritesSeen(t *testing.T, open Opener) {
	db := openFresh(t, open)
	putAll(t, db, bucketA, [][]byte{[]byte("b"), []byte("d")})
	mustUpdate(t, db, func(tx kv.Tx) error {
		b := tx.Bucket(bucketA)
		c := b.Cursor()
		if k, _ := c.First(); string(k) != "b" {
			t.Errorf("First: %q", k)
		}
		if err := b.Put([]byte("a"), valueOf([]byte("a"))); err != nil {
			return err
		}
		if err := b.Put([]byte("c"), valueOf([]byte("c"))); err != nil {
			return err
		}
		if err := b.Delete([]byte("d")); err != nil {
			return err
		}
		fwd, back := walk(t, tx, bucketA)
		want := [][]byte{[]byte("a"), []byte("b"), []byte("c")}
		if !equalKeys(fwd, want) || !equalKeys(back, reversed(want)) {
			t.Errorf("in the writing transaction the walks are %q and %q, want %q", fwd, back, want)
		}
		if k, _ := c.Seek([]byte("bb")); string(k) != "c" {
			t.Errorf("Seek after writes: %q, want the key written", k)
		}
		if k, _ := c.Next(); k != nil {
			t.Errorf("Next after writes: %q, want the deleted key gone", k)
		}
		if k, _ := c.Last(); string(k) != "c" {
			t.Errorf("Last after writes: %q", k)
		}
		return nil
	})
}

func testSequences(t *testing.T, open Opener) {
	db := openFresh(t, open)
	mustUpdate(t, db, func(tx kv.Tx) error {
		a, err := tx.CreateBucketIfNotExists(bucketA)
		if err != nil {
			return err
		}
		b, err := tx.CreateBucketIfNotExists([]byte("b"))
		if err != nil {
			return err
		}
		if a.Sequence() != 0 {
			t.Errorf("a new bucket's sequence is %d", a.Sequence())
		}
		for want := uint64(1); want <= 3; want++ {
			if n, err := a.NextSequence(); err != nil || n != want {
				t.Errorf("NextSequence: %d %v, want %d", n, err, want)
			}
		}
		if n, err := b.NextSequence(); err != nil || n != 1 {
			t.Errorf("another bucket's first NextSequence: %d %v", n, err)
		}
		// A bucket looked up again in the same transaction has its sequence.
		if n := tx.Bucket(bucketA).Sequence(); n != 3 {
			t.Errorf("the sequence looked up again: %d", n)
		}
		return nil
	})
	mustUpdate(t, db, func(tx kv.Tx) error {
		if n, err := tx.Bucket(bucketA).NextSequence(); err != nil || n != 4 {
			t.Errorf("NextSequence in the next transaction: %d %v, want 4", n, err)
		}
		return nil
	})
	mustView(t, db, func(tx kv.Tx) error {
		if a, b := tx.Bucket(bucketA).Sequence(), tx.Bucket([]byte("b")).Sequence(); a != 4 || b != 1 {
			t.Errorf("sequences %d and %d, want 4 and 1", a, b)
		}
		return nil
	})
}

// testDurableAfterReopen: what an Update returned for is there after closing and opening again.
func testDurableAfterReopen(t *testing.T, open Opener) {
	name := "kvtest-" + t.Name()
	db := open(t, name)
	seedAB(t, db)
	mustUpdate(t, db, spoil)
	before := state(t, db)
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db = open(t, name)
	defer db.Close()
	if after := state(t, db); after != before {
		t.Errorf("opened again, the database differs:\nbefore %s\nafter  %s", before, after)
	}
}

// testUpdatesOneAtATime: Updates from several goroutines, each reading a counter and writing it
// one higher, lose no increment.
func testUpdatesOneAtATime(t *testing.T, open Opener) {
	db := openFresh(t, open)
	putAll(t, db, bucketA, nil)
	const workers, each = 4, 10
	var wg sync.WaitGroup
	errs := make(chan error, workers*each)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range each {
				errs <- db.Update(func(tx kv.Tx) error {
					b := tx.Bucket(bucketA)
					n := 0
					if v := b.Get([]byte("n")); v != nil {
						fmt.Sscan(string(v), &n)
					}
					return b.Put([]byte("n"), fmt.Append(nil, n+1))
				})
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	mustView(t, db, func(tx kv.Tx) error {
		if v := string(tx.Bucket(bucketA).Get([]byte("n"))); v != fmt.Sprint(workers*each) {
			t.Errorf("the counter is %s after %d increments", v, workers*each)
		}
		return nil
	})
}

func testClosedRefuses(t *testing.T, open Opener) {
	db := open(t, "kvtest-"+t.Name())
	putAll(t, db, bucketA, nil)
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if err := db.Update(func(kv.Tx) error { return nil }); !errors.Is(err, kv.ErrClosed) {
		t.Errorf("Update after Close: %v, want ErrClosed", err)
	}
	if err := db.View(func(kv.Tx) error { return nil }); !errors.Is(err, kv.ErrClosed) {
		t.Errorf("View after Close: %v, want ErrClosed", err)
	}
}

// testAgainstAModel runs random puts, deletes and cursor moves in a few transactions, some of
// them rolled back, and compares every answer with a sorted list in memory.
func testAgainstAModel(t *testing.T, open Opener) {
	db := openFresh(t, open)
	putAll(t, db, bucketA, nil)
	seed := time.Now().UnixNano()
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(uint64(seed), 2))
	model := map[string]string{}
	randKey := func() []byte {
		k := make([]byte, 1+rng.IntN(3))
		for i := range k {
			k[i] = "\x00\x01ab\x7f\x80\xff"[rng.IntN(7)]
		}
		return k
	}
	for round := range 12 {
		work := map[string]string{}
		for k, v := range model {
			work[k] = v
		}
		sorted := func() []string {
			var ks []string
			for k := range work {
				ks = append(ks, k)
			}
			slices.Sort(ks)
			return ks
		}
		rollback := round%3 == 2
		errRollback := errors.New("rolled back on purpose")
		err := db.Update(func(tx kv.Tx) error {
			b := tx.Bucket(bucketA)
			c := b.Cursor()
			pos := -2 // index in sorted() of the cursor; -2: not placed
			for step := range 300 {
				ks := sorted()
				var k, v []byte
				var want int // index expected, -1: none
				switch op := rng.IntN(8); op {
				case 0, 1:
					key := randKey()
					val := fmt.Sprint(round, step)
					if err := b.Put(key, []byte(val)); err != nil {
						return err
					}
					work[string(key)] = val
					pos = -2
					continue
				case 2:
					key := randKey()
					if err := b.Delete(key); err != nil {
						return err
					}
					delete(work, string(key))
					pos = -2
					continue
				case 3:
					k, v = c.First()
					want = 0
				case 4:
					k, v = c.Last()
					want = len(ks) - 1
				case 5:
					key := randKey()
					k, v = c.Seek(key)
					want, _ = slices.BinarySearch(ks, string(key))
				case 6, 7:
					if pos < 0 {
						continue
					}
					if op == 6 {
						k, v = c.Next()
						want = pos + 1
					} else {
						k, v = c.Prev()
						want = pos - 1
					}
				}
				if want < 0 || want >= len(ks) {
					want = -1
				}
				switch {
				case want == -1 && k != nil:
					return fmt.Errorf("round %d step %d: got %x, want no key", round, step, k)
				case want >= 0 && (string(k) != ks[want] || string(v) != work[ks[want]]):
					return fmt.Errorf("round %d step %d: got %x=%q, want %x=%q", round, step, k, v, ks[want], work[ks[want]])
				}
				pos = want
			}
			if rollback {
				return errRollback
			}
			return nil
		})
		if rollback && errors.Is(err, errRollback) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		model = work
		mustView(t, db, func(tx kv.Tx) error {
			got := map[string]string{}
			kv.ForEach(tx.Bucket(bucketA), func(k, v []byte) error { got[string(k)] = string(v); return nil })
			if fmt.Sprint(got) != fmt.Sprint(model) {
				t.Errorf("round %d: the bucket holds %q, want %q", round, got, model)
			}
			return nil
		})
	}
}
