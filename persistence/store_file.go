//go:build !js

package persistence

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"

	"github.com/jasstafel/jasstafel/persistence/kv"
	"github.com/jasstafel/jasstafel/persistence/kv/boltkv"
)

// backend is what a store over a bbolt file has beyond the seam: the file itself, for what is a
// matter of files — its lock, backups as consistent copies, bbolt's page check.
type backend struct {
	db *bolt.DB
}

// appendBuckets are filled to appendFill when their pages split: new games get ever larger
// ids, and the events of the game being played are written at the end of the key space, so
// full pages instead of bbolt's half-full splits keep the file and its backups small.
var appendBuckets = boltkv.Options{Fill: map[string]float64{
	string(bucketGames): appendFill, string(bucketEvents): appendFill, string(bucketFigures): appendFill,
}}

// appendFill is the fill of pages split in buckets written mostly in key order.
const appendFill = 0.9

func alreadyOpen(path string) error {
	return &fileError{ErrAlreadyOpen, "the Jasstafel database is already open by another program: " + path}
}

// damaged names the file, the reason and the backups that can be put back.
func damaged(path, detail string) error {
	list := "none"
	if b := backupsOf(path); len(b) > 0 {
		list = strings.Join(b, ", ")
	}
	return &fileError{ErrDamaged, fmt.Sprintf("%s is not a Jasstafel database or is damaged (%s); automatic backups that can be restored: %s", path, detail, list)}
}

// Open opens the database at path, creating it (and its folder) when it does not exist. A file
// that is held by another program, damaged, not a Jasstafel database or written by a newer
// schema is refused with an error naming it, and left exactly as it was.
func Open(path string, opts Options) (*Store, error) {
	if opts.Timeout <= 0 {
		opts.Timeout = time.Second
	}
	s := &Store{path: path, opts: opts, cache: map[GameID]*gameState{}}
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		if err := s.create(); err != nil {
			return nil, err
		}
	case err != nil:
		return nil, fmt.Errorf("cannot open the Jasstafel database %s: %w", path, err)
	case !fi.Mode().IsRegular():
		return nil, damaged(path, "it is not a regular file")
	}
	// Look at the file read-only first: a damaged file or one of a newer schema must not be
	// modified, and bbolt's read-write open may write (it rebuilds a missing free list). The
	// header, the length and the top-level layout are checked on every open; bbolt's check of
	// every page (35 ms for 10,000 games) runs when the daily backup is due.
	last, hasBackup := newestBackupTime(path)
	backupDue := !opts.NoAutoBackup && (!hasBackup || s.now().Sub(last) > 24*time.Hour)
	pr, err := probe(path, opts.Timeout, backupDue)
	if err != nil {
		return nil, err
	}
	if pr.schema > currentSchema() {
		return nil, &fileError{ErrNewerSchema, fmt.Sprintf("%s was written by a newer Jasstafel (database schema %d; this version reads up to %d); update Jasstafel to open it", path, pr.schema, currentSchema())}
	}
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: opts.Timeout})
	if errors.Is(err, berrors.ErrTimeout) {
		return nil, alreadyOpen(path)
	}
	if err != nil {
		return nil, damaged(path, err.Error())
	}
	s.db = db
	s.kv = boltkv.New(db, appendBuckets)
	if pr.schema > 0 && pr.schema < currentSchema() && !opts.NoAutoBackup {
		if _, err := s.backup(); err != nil {
			db.Close()
			return nil, fmt.Errorf("not migrating %s: the backup before the migration failed: %w", path, err)
		}
	}
	if err := s.upgrade(pr); err != nil {
		db.Close()
		return nil, fmt.Errorf("cannot prepare the Jasstafel database %s: %w", path, err)
	}
	if backupDue && pr.games > 0 {
		_, err := s.backup()
		s.autoBackupDone(err)
	}
	return s, nil
}

// create makes a new database file atomically: a half-initialised bbolt file (the power failing
// during its very first write) must never sit at path. The file is built under a temporary name
// and linked into place only when complete.
func (s *Store) create() error {
	dir := filepath.Dir(s.path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("cannot create the folder for the Jasstafel database %s: %w", s.path, err)
	}
	f, err := os.CreateTemp(dir, filepath.Base(s.path)+".*.new")
	if err != nil {
		return fmt.Errorf("cannot create the Jasstafel database %s: %w", s.path, err)
	}
	tmp := f.Name()
	f.Close()
	defer os.Remove(tmp)
	db, err := bolt.Open(tmp, 0o600, &bolt.Options{Timeout: s.opts.Timeout})
	if err != nil {
		return fmt.Errorf("cannot create the Jasstafel database %s: %w", s.path, err)
	}
	err = boltkv.New(db, boltkv.Options{}).Update(func(tx kv.Tx) error {
		if err := s.migrate(tx, 0); err != nil {
			return err
		}
		return fillFigures(tx)
	})
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("cannot create the Jasstafel database %s: %w", s.path, err)
	}
	// Link fails when another program created the file meanwhile: then that one is opened.
	if err := os.Link(tmp, s.path); err != nil && !errors.Is(err, os.ErrExist) {
		if err := os.Rename(tmp, s.path); err != nil {
			return fmt.Errorf("cannot create the Jasstafel database %s: %w", s.path, err)
		}
	}
	return syncDir(dir)
}

// syncDir makes a new or renamed directory entry durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) {
		return err
	}
	return nil
}

// probe opens path read-only and checks that it is an intact Jasstafel database. With full set,
// it runs bbolt's consistency check over every page.
func probe(path string, timeout time.Duration, full bool) (pr probeResult, err error) {
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true, Timeout: timeout})
	if errors.Is(err, berrors.ErrTimeout) {
		return pr, alreadyOpen(path)
	}
	if err != nil {
		return pr, damaged(path, describeOpenError(err))
	}
	defer db.Close()
	err = db.View(func(tx *bolt.Tx) (err error) {
		// A damaged page can make bbolt panic or touch memory past the end of the mapping;
		// both become an error here instead of a crash.
		defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("reading it failed: %v", r)
			}
		}()
		fi, err := os.Stat(path)
		if err != nil {
			return err
		}
		if fi.Size() < tx.Size() {
			return fmt.Errorf("the file is %d bytes, shorter than the %d its header promises: it was cut off", fi.Size(), tx.Size())
		}
		if full {
			if err := checkPages(tx); err != nil {
				return err
			}
		}
		if tx.Bucket(bucketMeta) == nil {
			empty := true
			tx.ForEach(func([]byte, *bolt.Bucket) error { empty = false; return nil })
			if !empty {
				return fmt.Errorf("it is a bbolt database of another program")
			}
		}
		pr, err = inspect(boltkv.Tx(tx))
		return err
	})
	if err != nil {
		var fe *fileError
		if errors.As(err, &fe) {
			return pr, err
		}
		return pr, damaged(path, err.Error())
	}
	return pr, nil
}

// checkPages runs bbolt's consistency check and reports the first problems it finds.
func checkPages(tx *bolt.Tx) error {
	var problems []string
	for err := range tx.Check() {
		if len(problems) < 3 {
			problems = append(problems, err.Error())
		}
	}
	if len(problems) > 0 {
		return fmt.Errorf("bbolt's consistency check failed: %s", strings.Join(problems, "; "))
	}
	return nil
}

func describeOpenError(err error) string {
	switch {
	case errors.Is(err, berrors.ErrInvalid):
		return "it is not a bbolt database"
	case errors.Is(err, berrors.ErrChecksum):
		return "its header checksums are wrong"
	case errors.Is(err, berrors.ErrVersionMismatch):
		return "its bbolt format version is unknown"
	}
	return err.Error()
}

// viewFile runs a bbolt read transaction on the file itself, for what only a file has: its
// consistency check and a copy of it. It is guarded as view is.
func (s *Store) viewFile(fn func(*bolt.Tx) error) error {
	return s.guard(func() error { return s.db.View(fn) })
}

// Close closes the database. Every action has been on disk since its method returned. A store
// broken by a damaged file is given a second to close and otherwise left to the end of the
// process.
func (s *Store) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p := s.broken.Load(); p != nil {
		done := make(chan struct{})
		go func() { s.db.Close(); close(done) }()
		select {
		case <-done:
		case <-time.After(time.Second):
		}
		return *p
	}
	return s.db.Close()
}
