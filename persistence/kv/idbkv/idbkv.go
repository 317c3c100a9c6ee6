//go:build js && wasm

// Package idbkv puts the browser's IndexedDB behind the storage seam of package kv, on
// github.com/hack-pad/go-indexeddb: the web app keeps its games in the browser with the same
// store logic as the window app.
//
// # Layout
//
// The database has one object store, "kv", with binary keys (which IndexedDB compares bytewise,
// as bbolt does). Buckets are key prefixes in it rather than object stores of their own: an
// object store can only be created in a version change, which needs every other tab to close
// the database first, while the store creates buckets in ordinary transactions (migrations add
// them). So:
//
//	0x00 name                  → the bucket exists; the value is its sequence, 8 bytes big-endian
//	0x01 uvarint(len(name)) name key → the value of key in the bucket
//
// The length before the name keeps buckets whose names start each other's ("a", "ab") apart.
//
// # Transactions
//
// Every kv transaction is one IndexedDB transaction; an Update is a "readwrite" transaction with
// durability "strict", committed and awaited (its complete event) before Update returns, so
// that the browser has the write on disk. A request that fails makes the whole transaction
// fail: View and Update return the error, and the Update is rolled back.
//
// IndexedDB commits a transaction on its own as soon as no request is pending when control
// returns to the browser. Go's wasm runtime returns control only when every goroutine is
// blocked, and runs every goroutine a request's event wakes before it returns, so a transaction
// stays open as long as its function computes or waits for this transaction's requests. The
// function must not wait for anything else (a timer, a channel another goroutine fills later,
// a lock held across a request elsewhere): the transaction would commit under it, and its next
// request fail. For the same reason no method may be called from inside a js.FuncOf callback:
// the callback blocks the browser's event loop, and the request it waits for never completes.
//
// # Cursors
//
// A cursor reads ahead in batches — 16 entries, doubling up to 512 as a walk goes on — with an
// IndexedDB cursor over the key range left in the direction of the walk, so that a walk over a
// game's events or the list of games costs few round trips to the browser. A write in the
// transaction, or a turn of direction, drops what was read ahead.
package idbkv

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"syscall/js"
	"time"

	"github.com/hack-pad/go-indexeddb/idb"

	"github.com/jasstafel/jasstafel/persistence/kv"
)

// storeName is the one object store.
const storeName = "kv"

// version is the IndexedDB version of the layout above.
const version = 1

var uint8Array = js.Global().Get("Uint8Array")

// DB is an IndexedDB database behind the seam.
type DB struct {
	db     *idb.Database
	unlock func()

	mu     sync.Mutex // one Update at a time
	closed atomic.Bool
}

// ErrInUse: another tab or window of the same site has the database open.
var ErrInUse = errors.New("the database is open in another tab or window")

// lockWait is how long Open waits for another tab to let the database go, as bbolt waits for
// the lock of a file. It is long enough for a page that starts slowly: while the app starts,
// the page may not run the callback that grants a free lock for more than a second (seen in
// headless Chromium on a loaded machine: a second refused a free lock as held by another tab).
const lockWait = 5 * time.Second

// Open opens (creating it when needed) the IndexedDB database called name, for this tab alone:
// it holds a Web Lock of the database's name until Close, and refuses with ErrInUse while
// another tab holds it, as a bbolt file is refused while another program has it open. (A
// store keeps games in memory between actions; two tabs writing the same game would each
// write on top of what they last read.) A browser without Web Locks opens without one.
func Open(ctx context.Context, name string) (db *DB, err error) {
	defer func() {
		// idb.Global panics where the browser offers no IndexedDB at all.
		if r := recover(); r != nil {
			db, err = nil, fmt.Errorf("this browser keeps no IndexedDB databases: %v", r)
		}
	}()
	unlock, err := lock("jasstafel-idbkv:" + name)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			unlock()
		}
	}()
	req, err := idb.Global().Open(ctx, name, version, func(d *idb.Database, oldVersion, _ uint) error {
		if oldVersion < 1 {
			_, err := d.CreateObjectStore(storeName, idb.ObjectStoreOptions{})
			return err
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	d, err := req.Await(ctx)
	if err != nil {
		return nil, err
	}
	return &DB{db: d, unlock: unlock}, nil
}

// lock takes the Web Lock called name, waiting up to lockWait, and returns what lets it go.
func lock(name string) (unlock func(), err error) {
	locks := js.Global().Get("navigator").Get("locks")
	if !locks.Truthy() {
		return func() {}, nil
	}
	type result struct {
		release js.Value // resolves the promise the lock is held for
		err     error
	}
	got := make(chan result, 1)
	var granted, failed js.Func
	granted = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].IsNull() { // ifAvailable, and not available
			got <- result{err: ErrInUse}
			return nil
		}
		// The lock is held until the promise returned here resolves: until unlock.
		var release js.Value
		executor := js.FuncOf(func(_ js.Value, a []js.Value) any {
			release = a[0]
			return nil
		})
		p := js.Global().Get("Promise").New(executor)
		executor.Release()
		got <- result{release: release}
		return p
	})
	failed = js.FuncOf(func(_ js.Value, args []js.Value) any {
		err := ErrInUse // the signal timed out: another tab holds the lock
		if len(args) > 0 {
			if name := args[0].Get("name").String(); name != "TimeoutError" && name != "AbortError" {
				err = fmt.Errorf("taking the lock of the database: %s", args[0].Call("toString").String())
			}
		}
		got <- result{err: err}
		return nil
	})
	opts := map[string]any{}
	if timeout := js.Global().Get("AbortSignal").Get("timeout"); timeout.Truthy() {
		opts["signal"] = js.Global().Get("AbortSignal").Call("timeout", lockWait.Milliseconds())
	} else {
		opts["ifAvailable"] = true
	}
	locks.Call("request", name, opts, granted).Call("catch", failed)
	r := <-got
	if r.err != nil {
		granted.Release()
		failed.Release()
		return nil, r.err
	}
	return func() {
		r.release.Invoke()
		granted.Release()
		failed.Release()
	}, nil
}

// View runs fn in a "readonly" IndexedDB transaction.
func (d *DB) View(fn func(kv.Tx) error) error {
	if d.closed.Load() {
		return kv.ErrClosed
	}
	t, err := d.begin(idb.TransactionOptions{Mode: idb.TransactionReadOnly})
	if err != nil {
		return err
	}
	if err := fn(t); err != nil {
		return err
	}
	return t.err
}

// Update runs fn in a "readwrite" IndexedDB transaction of strict durability and waits for its
// commit; an error or a panic of fn aborts it.
func (d *DB) Update(fn func(kv.Tx) error) (err error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed.Load() {
		return kv.ErrClosed
	}
	t, err := d.begin(idb.TransactionOptions{Mode: idb.TransactionReadWrite, Durability: idb.DurabilityStrict})
	if err != nil {
		return err
	}
	t.writable = true
	committing := false
	defer func() {
		if !committing {
			t.txn.Abort() // fails only when the browser aborted it already
		}
	}()
	if err := fn(t); err != nil {
		return err
	}
	if t.err != nil {
		return t.err
	}
	committing = true
	if err := t.txn.Commit(); err != nil {
		t.txn.Abort()
		return fmt.Errorf("committing the IndexedDB transaction: %w", err)
	}
	if err := t.txn.Await(context.Background()); err != nil {
		return fmt.Errorf("the browser did not keep the write: %w", err)
	}
	return nil
}

// Close closes the database once the Update running, if any, is done, and lets another tab
// open it.
func (d *DB) Close() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed.Swap(true) {
		return nil
	}
	err := d.db.Close()
	d.unlock()
	return err
}

func (d *DB) begin(opts idb.TransactionOptions) (*tx, error) {
	txn, err := d.db.TransactionWithOptions(opts, storeName)
	if err != nil {
		return nil, fmt.Errorf("starting an IndexedDB transaction: %w", err)
	}
	store, err := txn.ObjectStore(storeName)
	if err != nil {
		return nil, fmt.Errorf("starting an IndexedDB transaction: %w", err)
	}
	return &tx{txn: txn, store: store}, nil
}

type tx struct {
	txn      *idb.Transaction
	store    *idb.ObjectStore
	writable bool
	err      error  // the first request that failed: the transaction fails with it
	writes   uint64 // counts the writes, so that cursors drop what they read ahead
	buckets  map[string]*bucket
}

func (t *tx) fail(err error) {
	if t.err == nil {
		t.err = fmt.Errorf("IndexedDB: %w", err)
	}
}

// loadBuckets reads every bucket's marker once per transaction.
func (t *tx) loadBuckets() {
	if t.buckets != nil {
		return
	}
	t.buckets = map[string]*bucket{}
	entries, _ := t.scan([]byte{0}, []byte{1}, false, true, idb.CursorNext, 0)
	for _, e := range entries {
		name := string(e.key[1:])
		t.buckets[name] = &bucket{tx: t, name: name, prefix: dataPrefix(name), seq: decodeSeq(e.val)}
	}
}

func (t *tx) Bucket(name []byte) kv.Bucket {
	t.loadBuckets()
	if b, ok := t.buckets[string(name)]; ok {
		return b
	}
	return nil
}

func (t *tx) CreateBucketIfNotExists(name []byte) (kv.Bucket, error) {
	if !t.writable {
		return nil, kv.ErrReadOnly
	}
	if len(name) == 0 {
		return nil, errors.New("a bucket name must not be empty")
	}
	t.loadBuckets()
	if b, ok := t.buckets[string(name)]; ok {
		return b, nil
	}
	b := &bucket{tx: t, name: string(name), prefix: dataPrefix(string(name))}
	if err := b.putMarker(); err != nil {
		return nil, err
	}
	t.buckets[b.name] = b
	return b, nil
}

func dataPrefix(name string) []byte {
	p := binary.AppendUvarint([]byte{1}, uint64(len(name)))
	return append(p, name...)
}

func decodeSeq(v []byte) uint64 {
	if len(v) != 8 {
		return 0
	}
	return binary.BigEndian.Uint64(v)
}

// toJS copies bytes into a new Uint8Array: a binary key, or a value.
func toJS(b []byte) js.Value {
	a := uint8Array.New(len(b))
	js.CopyBytesToJS(a, b)
	return a
}

// fromJS copies a binary key (an ArrayBuffer) or a stored value (a Uint8Array) into Go.
func fromJS(v js.Value) []byte {
	if !v.InstanceOf(uint8Array) {
		v = uint8Array.New(v)
	}
	b := make([]byte, v.Length())
	js.CopyBytesToGo(b, v)
	return b
}

type entry struct{ key, val []byte }

// scan reads up to n entries (all for 0) of the key range from lower to upper, in direction
// dir; on a failed request it records the error and returns what it has.
func (t *tx) scan(lower, upper []byte, lowerOpen, upperOpen bool, dir idb.CursorDirection, n int) ([]entry, error) {
	if t.err != nil {
		return nil, t.err
	}
	r, err := idb.NewKeyRangeBound(toJS(lower), toJS(upper), lowerOpen, upperOpen)
	if err != nil {
		t.fail(err)
		return nil, t.err
	}
	req, err := t.store.OpenCursorRange(r, dir)
	if err != nil {
		t.fail(err)
		return nil, t.err
	}
	var out []entry
	err = req.Iter(context.Background(), func(c *idb.CursorWithValue) error {
		k, err := c.Key()
		if err != nil {
			return err
		}
		v, err := c.Value()
		if err != nil {
			return err
		}
		out = append(out, entry{fromJS(k), fromJS(v)})
		if n > 0 && len(out) >= n {
			return idb.ErrCursorStopIter
		}
		return nil
	})
	if err != nil {
		t.fail(err)
		return out, t.err
	}
	return out, nil
}

type bucket struct {
	tx     *tx
	name   string
	prefix []byte // 0x01, the name's length and the name
	seq    uint64
}

func (b *bucket) key(k []byte) []byte {
	full := make([]byte, 0, len(b.prefix)+len(k))
	return append(append(full, b.prefix...), k...)
}

// end is the first key after every key of the bucket: the prefix with its last byte raised
// (a name ending in 0xff bytes drops them first; the leading 0x01 is never 0xff).
func (b *bucket) end() []byte {
	e := append([]byte(nil), b.prefix...)
	for len(e) > 0 && e[len(e)-1] == 0xff {
		e = e[:len(e)-1]
	}
	e[len(e)-1]++
	return e
}

func (b *bucket) Get(k []byte) []byte {
	t := b.tx
	if t.err != nil || len(k) == 0 {
		return nil
	}
	req, err := t.store.Get(toJS(b.key(k)))
	if err != nil {
		t.fail(err)
		return nil
	}
	v, err := req.Await(context.Background())
	if err != nil {
		t.fail(err)
		return nil
	}
	if v.IsUndefined() {
		return nil
	}
	return fromJS(v)
}

func (b *bucket) Put(k, v []byte) error {
	t := b.tx
	switch {
	case !t.writable:
		return kv.ErrReadOnly
	case len(k) == 0:
		return kv.ErrKeyRequired
	case t.err != nil:
		return t.err
	}
	t.writes++
	// Requests run in order within the transaction: a later read sees this write without
	// waiting for it, and a failure aborts the transaction, which the commit reports.
	if _, err := t.store.PutKey(toJS(b.key(k)), toJS(v)); err != nil {
		t.fail(err)
		return t.err
	}
	return nil
}

func (b *bucket) Delete(k []byte) error {
	t := b.tx
	switch {
	case !t.writable:
		return kv.ErrReadOnly
	case len(k) == 0:
		return nil
	case t.err != nil:
		return t.err
	}
	t.writes++
	if _, err := t.store.Delete(toJS(b.key(k))); err != nil {
		t.fail(err)
		return t.err
	}
	return nil
}

func (b *bucket) putMarker() error {
	t := b.tx
	if t.err != nil {
		return t.err
	}
	v := binary.BigEndian.AppendUint64(nil, b.seq)
	if _, err := t.store.PutKey(toJS(append([]byte{0}, b.name...)), toJS(v)); err != nil {
		t.fail(err)
		return t.err
	}
	return nil
}

func (b *bucket) NextSequence() (uint64, error) {
	if !b.tx.writable {
		return 0, kv.ErrReadOnly
	}
	b.seq++
	if err := b.putMarker(); err != nil {
		return 0, err
	}
	return b.seq, nil
}

func (b *bucket) Sequence() uint64 { return b.seq }

func (b *bucket) Cursor() kv.Cursor { return &cursor{b: b} }

const (
	firstBatch = 16
	maxBatch   = 512
)

type cursor struct {
	b   *bucket
	cur []byte // the full key the cursor stands on; nil when not placed

	ahead  []entry // read ahead in the direction dir, nearest first
	dir    idb.CursorDirection
	more   bool   // the range may hold more than ahead
	writes uint64 // tx.writes when ahead was read
	batch  int
}

// fetch reads the next batch in direction dir, from (inclusive or not) towards the bucket's end
// in that direction, and moves to its first entry.
func (c *cursor) fetch(dir idb.CursorDirection, from []byte, inclusive bool, batch int) ([]byte, []byte) {
	b := c.b
	var es []entry
	if dir == idb.CursorNext {
		es, _ = b.tx.scan(from, b.end(), !inclusive, true, dir, batch)
	} else {
		es, _ = b.tx.scan(b.prefix, from, false, !inclusive, dir, batch)
	}
	c.ahead, c.dir, c.more, c.writes, c.batch = es, dir, len(es) == batch, b.tx.writes, batch
	return c.take()
}

func (c *cursor) take() ([]byte, []byte) {
	if len(c.ahead) == 0 {
		c.cur = nil
		return nil, nil
	}
	e := c.ahead[0]
	c.ahead = c.ahead[1:]
	c.cur = e.key
	return e.key[len(c.b.prefix):], e.val
}

func (c *cursor) First() ([]byte, []byte) {
	return c.fetch(idb.CursorNext, c.b.prefix, false, firstBatch)
}

func (c *cursor) Last() ([]byte, []byte) {
	return c.fetch(idb.CursorPrevious, c.b.end(), false, firstBatch)
}

func (c *cursor) Seek(seek []byte) ([]byte, []byte) {
	return c.fetch(idb.CursorNext, c.b.key(seek), true, firstBatch)
}

func (c *cursor) Next() ([]byte, []byte) { return c.step(idb.CursorNext) }

func (c *cursor) Prev() ([]byte, []byte) { return c.step(idb.CursorPrevious) }

func (c *cursor) step(dir idb.CursorDirection) ([]byte, []byte) {
	if c.cur == nil {
		return nil, nil
	}
	if c.dir == dir && c.writes == c.b.tx.writes {
		if len(c.ahead) > 0 {
			return c.take()
		}
		if !c.more {
			c.cur = nil
			return nil, nil
		}
	}
	batch := firstBatch
	if c.dir == dir {
		batch = min(2*c.batch, maxBatch)
	}
	return c.fetch(dir, c.cur, false, batch)
}
