// Package fallback keeps the writes a database stops taking: the browser's IndexedDB can fill
// its quota in the middle of an evening, and the deal being written must not be lost. Over a
// primary database, an Update whose function succeeded but whose commit failed is kept all the
// same: what the primary holds is copied into a database in memory, the failed transaction's
// writes are applied there, and from then on every transaction runs in memory. The caller is
// told once, with the primary's error, so that the players can be offered their games as a file.
package fallback

import (
	"errors"
	"fmt"
	"sync"

	"github.com/jasstafel/jasstafel/persistence/kv"
)

// DB is a database that falls back to memory when its primary stops taking writes.
type DB struct {
	primary kv.DB
	// buckets are the names of every top-level bucket the primary may hold: the seam lists
	// none, and these are copied when the writes move to memory.
	buckets [][]byte
	memory  func() kv.DB
	lost    func(error)

	writing sync.Mutex // one Update at a time, the switch to memory included
	mu      sync.Mutex // guards current
	current kv.DB
}

// New wraps primary. buckets names the buckets to copy, memory opens the empty database the
// writes move to, and lost is called once, when they move, with the primary's error; it must
// not use the database itself.
func New(primary kv.DB, buckets [][]byte, memory func() kv.DB, lost func(error)) *DB {
	return &DB{primary: primary, buckets: buckets, memory: memory, lost: lost, current: primary}
}

// InMemory reports whether the writes have moved to memory.
func (d *DB) InMemory() bool { return d.now() != d.primary }

func (d *DB) now() kv.DB {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.current
}

// View runs fn on the database that holds the writes.
func (d *DB) View(fn func(kv.Tx) error) error { return d.now().View(fn) }

// Update runs fn on the primary and, when the primary cannot keep what fn wrote, keeps it in
// memory instead (see the package comment). An error of fn itself is returned as it is.
func (d *DB) Update(fn func(kv.Tx) error) error {
	d.writing.Lock()
	defer d.writing.Unlock()
	db := d.now()
	if db != d.primary {
		return db.Update(fn)
	}
	var (
		rec   *recorder
		fnErr error
	)
	err := db.Update(func(tx kv.Tx) error {
		rec = &recorder{}
		fnErr = fn(&recTx{tx: tx, rec: rec})
		return fnErr
	})
	if err == nil || fnErr != nil && rec.failed == nil { // done, or refused by fn itself
		return err
	}
	mem, cerr := d.copyToMemory()
	if cerr != nil {
		return fmt.Errorf("%w; and what was kept could not be read back to go on in memory: %v", err, cerr)
	}
	var kept error
	switch {
	case rec == nil: // the primary failed before fn began: fn runs in memory
		kept = mem.Update(fn)
	case fnErr == nil: // the commit failed: what fn wrote is written again in memory
		kept = mem.Update(rec.replay)
	default:
		// A write failed while fn ran, which stopped it half-way: fn cannot run again (it may
		// have changed what its caller holds), so its error is returned; the caller can make
		// the write again, and it will be kept in memory.
		kept = err
	}
	if kept != nil && fnErr == nil {
		mem.Close()
		return fmt.Errorf("%w; and the write could not be kept in memory either: %v", err, kept)
	}
	d.mu.Lock()
	d.current = mem
	d.mu.Unlock()
	if d.lost != nil {
		d.lost(err)
	}
	return kept
}

// Close closes the primary, and the memory database when the writes have moved there.
func (d *DB) Close() error {
	d.writing.Lock()
	defer d.writing.Unlock()
	err := d.primary.Close()
	if db := d.now(); db != d.primary {
		if merr := db.Close(); err == nil {
			err = merr
		}
	}
	return err
}

// stored is one bucket as read from the primary.
type stored struct {
	name    []byte
	seq     uint64
	entries [][2][]byte
}

// copyToMemory opens the memory database and copies into it every bucket of the primary, with
// its sequence.
func (d *DB) copyToMemory() (kv.DB, error) {
	var all []stored
	err := d.primary.View(func(tx kv.Tx) error {
		for _, name := range d.buckets {
			b := tx.Bucket(name)
			if b == nil {
				continue
			}
			s := stored{name: name, seq: b.Sequence()}
			err := kv.ForEach(b, func(k, v []byte) error {
				s.entries = append(s.entries, [2][]byte{clone(k), clone(v)})
				return nil
			})
			if err != nil {
				return err
			}
			all = append(all, s)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	mem := d.memory()
	err = mem.Update(func(tx kv.Tx) error {
		for _, s := range all {
			b, err := tx.CreateBucketIfNotExists(s.name)
			if err != nil {
				return err
			}
			for _, e := range s.entries {
				if err := b.Put(e[0], e[1]); err != nil {
					return err
				}
			}
			// The seam sets a sequence only by counting: a bucket's sequence is the number of
			// games or actions ever made, which is small.
			for b.Sequence() < s.seq {
				if _, err := b.NextSequence(); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		mem.Close()
		return nil, err
	}
	return mem, nil
}

func clone(b []byte) []byte { return append([]byte{}, b...) }

// op is one write of a transaction, to be made again in memory.
type op struct {
	kind       byte // 'c' create bucket, 'p' put, 'd' delete, 's' next sequence
	bucket     []byte
	key, value []byte
}

// recorder is what a transaction wrote, in order, and the first write that failed.
type recorder struct {
	ops    []op
	failed error
}

func (r *recorder) add(o op) { r.ops = append(r.ops, o) }

// fail notes a write the primary refused and passes its error on; an empty key or a write in a
// View is the caller's mistake, not the primary's.
func (r *recorder) fail(err error) error {
	if r.failed == nil && !errors.Is(err, kv.ErrKeyRequired) && !errors.Is(err, kv.ErrReadOnly) {
		r.failed = err
	}
	return err
}

// replay makes the recorded writes in tx. On a copy of the database the transaction saw, each
// gives what it gave there, the sequences included.
func (r *recorder) replay(tx kv.Tx) error {
	for _, o := range r.ops {
		b, err := tx.CreateBucketIfNotExists(o.bucket)
		if err != nil {
			return err
		}
		switch o.kind {
		case 'p':
			err = b.Put(o.key, o.value)
		case 'd':
			err = b.Delete(o.key)
		case 's':
			_, err = b.NextSequence()
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// recTx is a transaction that records its writes.
type recTx struct {
	tx  kv.Tx
	rec *recorder
}

func (t *recTx) Bucket(name []byte) kv.Bucket {
	b := t.tx.Bucket(name)
	if b == nil {
		return nil
	}
	return &recBucket{b: b, name: clone(name), rec: t.rec}
}

func (t *recTx) CreateBucketIfNotExists(name []byte) (kv.Bucket, error) {
	b, err := t.tx.CreateBucketIfNotExists(name)
	if err != nil {
		return nil, t.rec.fail(err)
	}
	t.rec.add(op{kind: 'c', bucket: clone(name)})
	return &recBucket{b: b, name: clone(name), rec: t.rec}, nil
}

// recBucket is a bucket that records its writes.
type recBucket struct {
	b    kv.Bucket
	name []byte
	rec  *recorder
}

func (b *recBucket) Get(key []byte) []byte { return b.b.Get(key) }
func (b *recBucket) Cursor() kv.Cursor     { return b.b.Cursor() }
func (b *recBucket) Sequence() uint64      { return b.b.Sequence() }

func (b *recBucket) Put(key, value []byte) error {
	if err := b.b.Put(key, value); err != nil {
		return b.rec.fail(err)
	}
	b.rec.add(op{kind: 'p', bucket: b.name, key: clone(key), value: clone(value)})
	return nil
}

func (b *recBucket) Delete(key []byte) error {
	if err := b.b.Delete(key); err != nil {
		return b.rec.fail(err)
	}
	b.rec.add(op{kind: 'd', bucket: b.name, key: clone(key)})
	return nil
}

func (b *recBucket) NextSequence() (uint64, error) {
	n, err := b.b.NextSequence()
	if err != nil {
		return 0, b.rec.fail(err)
	}
	b.rec.add(op{kind: 's', bucket: b.name})
	return n, nil
}
