// Package memkv keeps the buckets of the storage seam (package kv) in the memory of the
// process: the web app's answer when the browser refuses IndexedDB (a private window, a full
// quota), so that an evening's games can still be written, by the same store logic, until the
// page is closed. Nothing survives the process; within it, a database opened again by its name
// is as it was closed, as a file or an IndexedDB database would be.
//
// Every committed transaction leaves a state that is never changed again: an Update works on
// copies of the buckets it writes and puts them in place when it commits, so a View reads the
// state it began with whatever commits meanwhile, and a failed Update only drops its copies.
package memkv

import (
	"bytes"
	"slices"
	"sync"

	"github.com/jasstafel/jasstafel/persistence/kv"
)

// entry is a key and its value; neither is changed once written.
type entry struct{ key, value []byte }

// bucket is a bucket's keys in bytewise order and its sequence.
type bucket struct {
	entries []entry
	seq     uint64
}

// state is a committed database: bucket name → bucket. Neither the map nor its buckets change
// once committed.
type state map[string]*bucket

// data is what a name holds for the life of the process.
type data struct {
	write   sync.Mutex // one Update at a time
	mu      sync.Mutex // guards current
	current state
}

var (
	namesMu sync.Mutex
	names   = map[string]*data{}
)

// DB is an open database in memory.
type DB struct {
	d      *data
	mu     sync.Mutex // guards closed
	closed bool
}

// Open opens the database called name, creating it empty when the process has none of that
// name.
func Open(name string) *DB {
	namesMu.Lock()
	defer namesMu.Unlock()
	d := names[name]
	if d == nil {
		d = &data{current: state{}}
		names[name] = d
	}
	return &DB{d: d}
}

func (db *DB) isClosed() bool {
	db.mu.Lock()
	defer db.mu.Unlock()
	return db.closed
}

func (d *data) load() state {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.current
}

// View runs fn on the state committed when it begins.
func (db *DB) View(fn func(kv.Tx) error) error {
	if db.isClosed() {
		return kv.ErrClosed
	}
	return fn(&tx{buckets: db.d.load()})
}

// Update runs fn on copies of what it writes and puts them in place when fn returns nil.
func (db *DB) Update(fn func(kv.Tx) error) error {
	db.d.write.Lock()
	defer db.d.write.Unlock()
	if db.isClosed() {
		return kv.ErrClosed
	}
	base := db.d.load()
	t := &tx{writable: true, buckets: make(state, len(base)), owned: map[string]bool{}}
	for name, b := range base {
		t.buckets[name] = b
	}
	if err := fn(t); err != nil {
		return err
	}
	db.d.mu.Lock()
	db.d.current = t.buckets
	db.d.mu.Unlock()
	return nil
}

// Close closes this handle; the data stays with its name.
func (db *DB) Close() error {
	db.mu.Lock()
	defer db.mu.Unlock()
	db.closed = true
	return nil
}

// tx is a transaction: the buckets it sees, and in an Update those it has copied to write.
type tx struct {
	writable bool
	buckets  state
	owned    map[string]bool
}

func (t *tx) Bucket(name []byte) kv.Bucket {
	if t.buckets[string(name)] == nil {
		return nil
	}
	return &handle{tx: t, name: string(name)}
}

func (t *tx) CreateBucketIfNotExists(name []byte) (kv.Bucket, error) {
	if !t.writable {
		return nil, kv.ErrReadOnly
	}
	if len(name) == 0 {
		return nil, kv.ErrKeyRequired
	}
	if t.buckets[string(name)] == nil {
		t.buckets[string(name)] = &bucket{}
		t.owned[string(name)] = true
	}
	return &handle{tx: t, name: string(name)}, nil
}

// handle is a bucket inside a transaction.
type handle struct {
	tx   *tx
	name string
}

func (h *handle) data() *bucket { return h.tx.buckets[h.name] }

// writable returns the transaction's own copy of the bucket, making it on the first write.
func (h *handle) writable() (*bucket, error) {
	if !h.tx.writable {
		return nil, kv.ErrReadOnly
	}
	b := h.data()
	if !h.tx.owned[h.name] {
		b = &bucket{entries: slices.Clone(b.entries), seq: b.seq}
		h.tx.buckets[h.name] = b
		h.tx.owned[h.name] = true
	}
	return b, nil
}

// find returns where key is, or would be, in entries.
func find(entries []entry, key []byte) (int, bool) {
	return slices.BinarySearchFunc(entries, key, func(e entry, k []byte) int { return bytes.Compare(e.key, k) })
}

func (h *handle) Get(key []byte) []byte {
	b := h.data()
	if i, ok := find(b.entries, key); ok {
		return b.entries[i].value
	}
	return nil
}

func (h *handle) Put(key, value []byte) error {
	b, err := h.writable()
	if err != nil {
		return err
	}
	if len(key) == 0 {
		return kv.ErrKeyRequired
	}
	e := entry{key: bytes.Clone(key), value: append([]byte{}, value...)}
	if i, ok := find(b.entries, key); ok {
		b.entries[i] = e
	} else {
		b.entries = slices.Insert(b.entries, i, e)
	}
	return nil
}

func (h *handle) Delete(key []byte) error {
	b, err := h.writable()
	if err != nil {
		return err
	}
	if i, ok := find(b.entries, key); ok {
		b.entries = slices.Delete(b.entries, i, i+1)
	}
	return nil
}

func (h *handle) NextSequence() (uint64, error) {
	b, err := h.writable()
	if err != nil {
		return 0, err
	}
	b.seq++
	return b.seq, nil
}

func (h *handle) Sequence() uint64 { return h.data().seq }

func (h *handle) Cursor() kv.Cursor { return &cursor{h: h, pos: -1} }

// cursor is an index into the bucket's entries as the transaction sees them; -1 when not placed.
type cursor struct {
	h   *handle
	pos int
}

// at places the cursor at i, or nowhere when i is outside the bucket.
func (c *cursor) at(i int) ([]byte, []byte) {
	entries := c.h.data().entries
	if i < 0 || i >= len(entries) {
		c.pos = -1
		return nil, nil
	}
	c.pos = i
	return entries[i].key, entries[i].value
}

func (c *cursor) First() ([]byte, []byte) { return c.at(0) }

func (c *cursor) Last() ([]byte, []byte) { return c.at(len(c.h.data().entries) - 1) }

func (c *cursor) Next() ([]byte, []byte) {
	if c.pos < 0 {
		return nil, nil
	}
	return c.at(c.pos + 1)
}

func (c *cursor) Prev() ([]byte, []byte) {
	if c.pos < 0 {
		return nil, nil
	}
	return c.at(c.pos - 1)
}

func (c *cursor) Seek(seek []byte) ([]byte, []byte) {
	i, _ := find(c.h.data().entries, seek)
	return c.at(i)
}
