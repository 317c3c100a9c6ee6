//go:build !js

// Package boltkv puts a bbolt database behind the storage seam of package kv: a bbolt bucket
// per kv bucket, bbolt's own cursors, sequences and transactions. Opening the file, its lock,
// its backups and its checks stay with the caller, who passes the open *bolt.DB to New.
package boltkv

import (
	"errors"
	"fmt"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"

	"github.com/jasstafel/jasstafel/persistence/kv"
)

// Options tune the backend.
type Options struct {
	// Fill maps bucket names to the fill of the pages bbolt splits in them (bolt.Bucket's
	// FillPercent): a bucket written mostly at the end of its key space keeps fuller pages,
	// and so a smaller file, with a higher fill than bbolt's default of one half.
	Fill map[string]float64
}

// DB is a bbolt database behind the seam.
type DB struct {
	db   *bolt.DB
	fill map[string]float64
}

// New puts db behind the seam. The caller keeps db and closes it (or calls Close here).
func New(db *bolt.DB, opts Options) *DB { return &DB{db: db, fill: opts.Fill} }

// View runs fn in a bbolt read transaction.
func (d *DB) View(fn func(kv.Tx) error) error {
	return translate(d.db.View(func(t *bolt.Tx) error { return fn(&tx{t, d.fill}) }))
}

// Update runs fn in a bbolt read-write transaction, which bbolt commits with an fsync.
func (d *DB) Update(fn func(kv.Tx) error) error {
	return translate(d.db.Update(func(t *bolt.Tx) error { return fn(&tx{t, d.fill}) }))
}

// Close closes the bbolt database.
func (d *DB) Close() error { return d.db.Close() }

// Tx puts a transaction the caller runs itself behind the seam, with the default page fill.
func Tx(t *bolt.Tx) kv.Tx { return &tx{t, nil} }

type tx struct {
	tx   *bolt.Tx
	fill map[string]float64
}

func (t *tx) Bucket(name []byte) kv.Bucket {
	b := t.tx.Bucket(name)
	if b == nil {
		return nil
	}
	return t.wrap(name, b)
}

func (t *tx) CreateBucketIfNotExists(name []byte) (kv.Bucket, error) {
	b, err := t.tx.CreateBucketIfNotExists(name)
	if err != nil {
		return nil, translate(err)
	}
	return t.wrap(name, b), nil
}

func (t *tx) wrap(name []byte, b *bolt.Bucket) kv.Bucket {
	if f, ok := t.fill[string(name)]; ok && b.Writable() {
		b.FillPercent = f
	}
	return (*bucket)(b)
}

// bucket is a bbolt bucket: the conversion costs no allocation.
type bucket bolt.Bucket

func (b *bucket) Get(key []byte) []byte { return (*bolt.Bucket)(b).Get(key) }

func (b *bucket) Put(key, value []byte) error {
	if value == nil {
		// bbolt keeps a nil value written in this transaction as nil, which Get could not
		// tell from an absent key; an empty slice it keeps as present.
		value = []byte{}
	}
	return translate((*bolt.Bucket)(b).Put(key, value))
}

func (b *bucket) Delete(key []byte) error { return translate((*bolt.Bucket)(b).Delete(key)) }

func (b *bucket) Cursor() kv.Cursor { return (*cursor)((*bolt.Bucket)(b).Cursor()) }

func (b *bucket) NextSequence() (uint64, error) {
	n, err := (*bolt.Bucket)(b).NextSequence()
	return n, translate(err)
}

func (b *bucket) Sequence() uint64 { return (*bolt.Bucket)(b).Sequence() }

// cursor is a bbolt cursor.
type cursor bolt.Cursor

func (c *cursor) First() ([]byte, []byte)        { return (*bolt.Cursor)(c).First() }
func (c *cursor) Last() ([]byte, []byte)         { return (*bolt.Cursor)(c).Last() }
func (c *cursor) Next() ([]byte, []byte)         { return (*bolt.Cursor)(c).Next() }
func (c *cursor) Prev() ([]byte, []byte)         { return (*bolt.Cursor)(c).Prev() }
func (c *cursor) Seek(k []byte) ([]byte, []byte) { return (*bolt.Cursor)(c).Seek(k) }

// translate makes bbolt's errors the seam's where the contract names them, keeping bbolt's
// error in the chain.
func translate(err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, berrors.ErrTxNotWritable):
		return fmt.Errorf("%w: %w", kv.ErrReadOnly, err)
	case errors.Is(err, berrors.ErrKeyRequired):
		return fmt.Errorf("%w: %w", kv.ErrKeyRequired, err)
	case errors.Is(err, berrors.ErrDatabaseNotOpen):
		return fmt.Errorf("%w: %w", kv.ErrClosed, err)
	}
	return err
}
