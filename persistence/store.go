package persistence

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
)

// Options tune Open. The zero value is what the app uses.
type Options struct {
	// Timeout is how long Open waits for another program to release the file (default 1 s).
	Timeout time.Duration
	// Version is the app version, written into a new file as its creator.
	Version string
	// Now replaces the clock (tests).
	Now func() time.Time
	// NoAutoBackup turns off the backups taken on start, before a migration and after a game
	// is finished. Backup still works.
	NoAutoBackup bool
}

// Store is an open Jasstafel database. Its methods are safe for concurrent use; write actions
// are serialised.
type Store struct {
	db   *bolt.DB
	path string
	opts Options

	mu        sync.Mutex // serialises actions; guards cache and backupErr
	cache     map[GameID]*gameState
	backupErr error
	broken    atomic.Pointer[error] // set when bbolt panicked on a damaged file
}

// Errors that callers tell apart with errors.Is.
var (
	// ErrAlreadyOpen: another program (or another Store) holds the file.
	ErrAlreadyOpen = errors.New("the Jasstafel database is already open by another program")
	// ErrDamaged: the file is not a bbolt database, not a Jasstafel one, or damaged.
	ErrDamaged = errors.New("not a Jasstafel database or damaged")
	// ErrNewerSchema: the file was written by a newer Jasstafel.
	ErrNewerSchema = errors.New("written by a newer Jasstafel")
	// ErrNotFound: no game with that id (or none left after a purge).
	ErrNotFound = errors.New("no such game")
	// ErrDeleted: the game is in the bin; restore it first.
	ErrDeleted = errors.New("the game is deleted")
	// ErrFinished: the game is finished; reopen it first.
	ErrFinished = errors.New("the game is finished")
	// ErrNothingToUndo and ErrNothingToRedo: undo or redo has nothing to act on.
	ErrNothingToUndo = errors.New("nothing to undo")
	ErrNothingToRedo = errors.New("nothing to redo")
	// ErrInvalid: the input was refused (a deal the format cannot read, a bad import, …).
	ErrInvalid = errors.New("invalid input")
)

// fileError is an error about the database file as a whole; Error is the complete sentence.
type fileError struct {
	kind error
	msg  string
}

func (e *fileError) Error() string { return e.msg }
func (e *fileError) Unwrap() error { return e.kind }

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

func (s *Store) now() time.Time {
	if s.opts.Now != nil {
		return s.opts.Now().UTC().Round(0)
	}
	return time.Now().UTC().Round(0)
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
	migrate := pr.empty || pr.schema < currentSchema()
	if migrate || !pr.figures {
		if migrate && pr.schema > 0 && !opts.NoAutoBackup {
			if _, err := s.backup(); err != nil {
				db.Close()
				return nil, fmt.Errorf("not migrating %s: the backup before the migration failed: %w", path, err)
			}
		}
		err := db.Update(func(tx *bolt.Tx) error {
			if migrate {
				if err := s.migrate(tx, pr.schema); err != nil {
					return err
				}
			}
			if !pr.figures {
				return fillFigures(tx)
			}
			return nil
		})
		if err != nil {
			db.Close()
			return nil, fmt.Errorf("cannot prepare the Jasstafel database %s: %w", path, err)
		}
	}
	if backupDue && pr.games > 0 {
		if _, err := s.backup(); err != nil {
			s.backupErr = err
		}
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
	err = db.Update(func(tx *bolt.Tx) error {
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

// probeResult is what a read-only look at a file found.
type probeResult struct {
	empty  bool // a valid bbolt file without any bucket: initialise it
	schema int
	games  int
	// figures tells whether the file keeps the statistics figures; a file written before the
	// store kept them gets them computed once, on opening.
	figures bool
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
		pr, err = inspect(tx)
		pr.figures = tx.Bucket(bucketFigures) != nil
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

// Path is the database file's path as given to Open.
func (s *Store) Path() string { return s.path }

// BackupError is the error of the last automatic backup, or nil when it worked. An automatic
// backup that fails does not fail the action that triggered it.
func (s *Store) BackupError() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.backupErr
}

// view and update run bbolt transactions so that a damaged page — which makes bbolt panic, or
// fault on memory past the end of the mapping — is an error naming the file, not a crash. After
// such a panic bbolt's own state is not to be trusted (a panic inside a commit can leave its
// writer lock taken), so the store is broken from then on: every call returns the error.
func (s *Store) view(fn func(*bolt.Tx) error) error {
	return s.guard(func() error { return s.db.View(fn) })
}

func (s *Store) update(fn func(*bolt.Tx) error) error {
	countWork(&work.updates, 1)
	return s.guard(func() error { return s.db.Update(fn) })
}

func (s *Store) guard(fn func() error) (err error) {
	if p := s.broken.Load(); p != nil {
		return *p
	}
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			err = damaged(s.path, fmt.Sprintf("reading it failed: %v", r))
			s.broken.CompareAndSwap(nil, &err)
		}
	}()
	return fn()
}
