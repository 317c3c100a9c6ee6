// Package kv is the storage seam under package persistence: the few operations the store's
// transactions use, so that its logic — event logs, undo, figures, roster, drafts, import and
// export — is written once, over this seam, whatever keeps the bytes. Three backends implement
// it: boltkv, over a bbolt file (the window app and the command line), idbkv, over the
// browser's IndexedDB (the web app), and memkv, in memory (the web app when the browser refuses
// IndexedDB). kvtest holds the contract test they all run.
//
// # The contract
//
//   - A database is a set of named top-level buckets; a bucket is a set of keys, each with a
//     value. Buckets do not nest: the store builds compound keys instead (a game id and a
//     sequence number, a name and a game id).
//   - Keys are non-empty byte strings ordered bytewise (bytes.Compare): unsigned, byte by byte,
//     a key before every longer key it is a prefix of. A cursor walks a bucket in that order.
//   - Values may be empty. Get returns nil for a key that is absent and a non-nil slice for a
//     key that is present, empty or not.
//   - A slice returned by Get or a Cursor is valid only until its transaction ends and must not
//     be modified: copy it to keep it. The key and value given to Put must not be modified
//     until the transaction ends.
//   - Update runs one read-write transaction; the database runs one at a time. When the
//     function returns an error (or panics) nothing it wrote is kept, and the error (or the
//     panic) is passed on. When Update returns nil, everything written is durable: it survives
//     the process, the tab or the power failing.
//   - View runs a read-only transaction, which sees the database as it was when it began,
//     whatever Updates commit meanwhile. Writes in a View fail with ErrReadOnly.
//   - A transaction sees its own writes, cursors included. After a Put or Delete in its bucket,
//     a cursor is placed again (First, Last, Seek) before it is moved on: what Next or Prev
//     return after a write under them is up to the backend (bbolt may skip keys).
//   - Transactions and their buckets and cursors belong to the function they were given to and
//     must not be used after it returns nor from another goroutine.
package kv

import "errors"

// DB is an open database.
type DB interface {
	// View runs fn in a read-only transaction.
	View(fn func(Tx) error) error
	// Update runs fn in a read-write transaction and commits it durably when fn returns nil;
	// it rolls everything back when fn returns an error or panics.
	Update(fn func(Tx) error) error
	// Close closes the database; later transactions fail with ErrClosed.
	Close() error
}

// Tx is a transaction.
type Tx interface {
	// Bucket returns the top-level bucket of that name, or nil when there is none.
	Bucket(name []byte) Bucket
	// CreateBucketIfNotExists returns the bucket of that name, creating it when it does not
	// exist (read-write transactions only).
	CreateBucketIfNotExists(name []byte) (Bucket, error)
}

// Bucket is a bucket inside a transaction.
type Bucket interface {
	// Get returns the value of key, or nil when the key is absent.
	Get(key []byte) []byte
	// Put sets the value of key; the key must not be empty.
	Put(key, value []byte) error
	// Delete removes key; removing an absent key is not an error.
	Delete(key []byte) error
	// Cursor returns a cursor over the bucket's keys in bytewise order.
	Cursor() Cursor
	// NextSequence increments the bucket's sequence number and returns it: 1 for the first
	// call on a new bucket. The number is rolled back with the transaction.
	NextSequence() (uint64, error)
	// Sequence returns the bucket's sequence number without changing it.
	Sequence() uint64
}

// Cursor walks a bucket in key order. Every move returns the key and value it lands on, or a
// nil key when there is none: before the first key, past the last one, or in an empty bucket.
// After a move returned a nil key, the cursor is placed again with First, Last or Seek.
type Cursor interface {
	// First moves to the first key.
	First() (key, value []byte)
	// Last moves to the last key.
	Last() (key, value []byte)
	// Next moves to the key after the current one.
	Next() (key, value []byte)
	// Prev moves to the key before the current one.
	Prev() (key, value []byte)
	// Seek moves to the first key at or after seek.
	Seek(seek []byte) (key, value []byte)
}

// Errors the backends return, which callers tell apart with errors.Is.
var (
	// ErrReadOnly: a write in a View.
	ErrReadOnly = errors.New("a write in a read-only transaction")
	// ErrKeyRequired: a Put with an empty key.
	ErrKeyRequired = errors.New("a key must not be empty")
	// ErrClosed: the database is closed.
	ErrClosed = errors.New("the database is closed")
)

// ForEach calls fn for every key of b in order and stops at the first error, which it returns.
func ForEach(b Bucket, fn func(key, value []byte) error) error {
	c := b.Cursor()
	for k, v := c.First(); k != nil; k, v = c.Next() {
		if err := fn(k, v); err != nil {
			return err
		}
	}
	return nil
}
