package persistence

import (
	"errors"
	"fmt"
	"path/filepath"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jasstafel/jasstafel/persistence/kv"
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
	// StorageLost is told, once, when the browser stops keeping the games (its quota is full):
	// the store goes on in memory with everything it kept and the write that failed
	// (kv/fallback). Only the web app's OpenIndexedDB calls it; it must not use the store.
	StorageLost func(error)
	// BackupFailed is told of every automatic backup that fails (the folder cannot be written,
	// the disk is full), on a goroutine of its own, so that the players learn that their
	// safety copy is missing; the action that set the backup off has succeeded all the same.
	BackupFailed func(error)
}

// Store is an open Jasstafel database. Its methods are safe for concurrent use; write actions
// are serialised.
type Store struct {
	// kv is where the store keeps its buckets: a bbolt file (store_file.go) or the browser's
	// IndexedDB (store_web.go). All the store's logic runs over it.
	kv kv.DB
	// backend holds what only one kind of database has: the bbolt file for backups, checks and
	// closing a damaged file (store_file.go), the IndexedDB database (store_web.go).
	backend

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

func (s *Store) now() time.Time {
	if s.opts.Now != nil {
		return s.opts.Now().UTC().Round(0)
	}
	return time.Now().UTC().Round(0)
}

// Path is the database file's path as given to Open (on the web: "indexeddb:" and the name).
func (s *Store) Path() string { return s.path }

// autoBackupDone keeps the outcome of an automatic backup and tells Options.BackupFailed of a
// failure. The caller holds s.mu, or has the store to itself (Open).
func (s *Store) autoBackupDone(err error) {
	s.backupErr = err
	if err != nil && s.opts.BackupFailed != nil {
		go s.opts.BackupFailed(err)
	}
}

// BackupError is the error of the last automatic backup, or nil when it worked. An automatic
// backup that fails does not fail the action that triggered it.
func (s *Store) BackupError() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.backupErr
}

// view and update run transactions so that a damaged page — which makes bbolt panic, or fault
// on memory past the end of the mapping — is an error naming the file, not a crash. After such
// a panic bbolt's own state is not to be trusted (a panic inside a commit can leave its writer
// lock taken), so the store is broken from then on: every call returns the error.
func (s *Store) view(fn func(kv.Tx) error) error {
	return s.guard(func() error { return s.kv.View(fn) })
}

func (s *Store) update(fn func(kv.Tx) error) error {
	countWork(&work.updates, 1)
	return s.guard(func() error { return s.kv.Update(fn) })
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

// BackupDir is the folder of the backups of the database at dbPath: "backups" next to it.
func BackupDir(dbPath string) string { return filepath.Join(filepath.Dir(dbPath), "backups") }

// upgrade brings a database that inspect read to the current schema and fills its statistics
// figures when it has none, in one Update: all of it or nothing.
func (s *Store) upgrade(pr probeResult) error {
	migrate := pr.empty || pr.schema < currentSchema()
	if !migrate && pr.figures {
		return nil
	}
	return s.kv.Update(func(tx kv.Tx) error {
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
}
