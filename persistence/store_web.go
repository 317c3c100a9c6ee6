//go:build js && wasm

package persistence

import (
	"context"
	"errors"
	"fmt"

	"github.com/jasstafel/jasstafel/persistence/kv"
	"github.com/jasstafel/jasstafel/persistence/kv/fallback"
	"github.com/jasstafel/jasstafel/persistence/kv/idbkv"
	"github.com/jasstafel/jasstafel/persistence/kv/memkv"
)

// backend is the database behind the seam in the browser: IndexedDB, or memory when the browser
// refuses IndexedDB.
type backend struct {
	db kv.DB
}

// errNoFiles answers what only a store in a file can do.
var errNoFiles = errors.New("in the browser the games are kept in its IndexedDB, not in a file: there are no backup files to make or restore")

// OpenIndexedDB opens the games kept in the browser's IndexedDB database called name, creating
// it when it does not exist. It is the web app's Open: the same store, its logic over the
// IndexedDB backend (kv/idbkv), every action durable when its method returns — until the
// browser refuses a write (a full quota): then that write and the later ones are kept in
// memory (kv/fallback) and opts.StorageLost is told. A database
// written by a newer schema is refused, as Open refuses such a file. There are no automatic
// backups (Options.NoAutoBackup is taken as set): backups in the browser are downloads.
func OpenIndexedDB(name string, opts Options) (*Store, error) {
	opts.NoAutoBackup = true
	path := "indexeddb:" + name
	db, err := idbkv.Open(context.Background(), name)
	if errors.Is(err, idbkv.ErrInUse) {
		return nil, &fileError{ErrAlreadyOpen, fmt.Sprintf("the games kept in this browser (%s) are open in another tab or window of Jasstafel; close it, or use that one", path)}
	}
	if err != nil {
		return nil, fmt.Errorf("cannot open the games kept in this browser (%s): %w", path, err)
	}
	kept := fallback.New(db, allBuckets, func() kv.DB { return memkv.Open("kept:" + name) }, opts.StorageLost)
	return openOver(kept, path, opts)
}

// allBuckets is every top-level bucket of the current schema: what is copied to memory when
// the browser stops keeping the games.
var allBuckets = [][]byte{bucketMeta, bucketGames, bucketEvents, bucketRecent, bucketRoster, bucketDrafts, bucketRosterActions, bucketFigures}

// OpenMemory opens the games kept in the memory of the page under name (kv/memkv), for a
// browser that refuses IndexedDB: the same store over the same seam, its games lost when the
// page closes. Opened again by the same name in the same page, it holds what was written.
func OpenMemory(name string, opts Options) (*Store, error) {
	opts.NoAutoBackup = true
	return openOver(memkv.Open(name), "memory:"+name, opts)
}

// openOver opens the store over db, a database of the browser called path in messages: it
// refuses one written by a newer schema and upgrades an older one.
func openOver(db kv.DB, path string, opts Options) (*Store, error) {
	s := &Store{kv: db, backend: backend{db}, path: path, opts: opts, cache: map[GameID]*gameState{}}
	var pr probeResult
	err := s.view(func(tx kv.Tx) (err error) {
		pr, err = inspect(tx)
		return err
	})
	if err != nil {
		db.Close()
		var fe *fileError
		if errors.As(err, &fe) {
			return nil, err
		}
		return nil, damaged(path, err.Error())
	}
	if pr.schema > currentSchema() {
		db.Close()
		return nil, &fileError{ErrNewerSchema, fmt.Sprintf("the games kept in this browser (%s) were written by a newer Jasstafel (database schema %d; this version reads up to %d); load the newer version of the page", path, pr.schema, currentSchema())}
	}
	if err := s.upgrade(pr); err != nil {
		db.Close()
		return nil, fmt.Errorf("cannot prepare the games kept in this browser (%s): %w", path, err)
	}
	return s, nil
}

// Close closes the database. Every action has been committed, with strict durability, since
// its method returned.
func (s *Store) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.db.Close()
}

// Open refuses in the browser, which has no files for bbolt: use OpenIndexedDB.
func Open(path string, opts Options) (*Store, error) {
	return nil, fmt.Errorf("cannot open %s: %w", path, errNoFiles)
}

// Restore refuses in the browser: there are no backup files.
func Restore(backup, dbPath string) (string, error) {
	return "", fmt.Errorf("cannot restore %s: %w", backup, errNoFiles)
}

// Backup refuses in the browser: there are no backup files.
func (s *Store) Backup() (string, error) { return "", errNoFiles }

// backup is never called in the browser (OpenIndexedDB sets NoAutoBackup); it refuses as
// Backup does.
func (s *Store) backup() (string, error) { return "", errNoFiles }

// damaged names the database and the reason.
func damaged(path, detail string) error {
	return &fileError{ErrDamaged, fmt.Sprintf("%s is not a Jasstafel database or is damaged (%s)", path, detail)}
}
