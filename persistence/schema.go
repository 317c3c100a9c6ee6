package persistence

import (
	"encoding/binary"
	"fmt"
	"strconv"
	"time"

	"github.com/jasstafel/jasstafel/persistence/kv"
)

// Bucket and key names of the layout described in the package documentation.
var (
	bucketMeta   = []byte("meta")
	bucketGames  = []byte("games")
	bucketEvents = []byte("events")
	bucketRecent = []byte("recent")
	bucketRoster = []byte("roster")
	bucketDrafts = []byte("drafts")
	// bucketRosterActions (schema 3) logs the renames and merges of players, for their undo.
	bucketRosterActions = []byte("rosterActions")

	keySchema    = []byte("schema")
	keyCreatedBy = []byte("createdBy")
	keyCreated   = []byte("created")
)

// schemaV1Buckets are the top-level buckets of schema version 1.
var schemaV1Buckets = [][]byte{bucketMeta, bucketGames, bucketEvents, bucketRecent, bucketRoster, bucketDrafts}

// A migration moves a database from one schema version to the next. It runs inside the
// transaction that opens the file, together with every other migration due and the new version
// number, so a file is either fully migrated or not at all.
type migration func(tx kv.Tx) error

// migrations[i] migrates schema i+1 to i+2. A test replaces this list to prove that the
// mechanism runs them in order, atomically.
var migrations = []migration{summariseAgain, addRosterActions}

// summariseAgain (schema 1 → 2) writes every game's record again from the replay of its log:
// schema 2 records say whether the game is over by its rules and who the winning side's players
// are, so that the list shows a complete Coiffeur sheet or Differenzler evening as finished and
// names the winner without replaying a game. A game whose log does not replay keeps its record
// as it is; opening that game reports the problem.
func summariseAgain(tx kv.Tx) error {
	c := tx.Bucket(bucketGames).Cursor()
	var ids []GameID
	for k, _ := c.First(); k != nil; k, _ = c.Next() {
		if len(k) == 8 {
			ids = append(ids, GameID(binary.BigEndian.Uint64(k)))
		}
	}
	for _, id := range ids {
		gs, err := loadState(tx, id)
		if err != nil {
			continue
		}
		if err := putRecord(tx, &gs.rec); err != nil {
			return err
		}
	}
	return nil
}

// addRosterActions (schema 2 → 3) adds the log of renames and merges of players across games,
// which lets the last one be undone in every game it changed.
func addRosterActions(tx kv.Tx) error {
	_, err := tx.CreateBucketIfNotExists(bucketRosterActions)
	return err
}

// currentSchema is the schema version this build writes.
func currentSchema() int { return len(migrations) + 1 }

// migrate brings the database from schema from (0: a new, empty file) to the current one.
func (s *Store) migrate(tx kv.Tx, from int) error {
	if from == 0 {
		for _, name := range schemaV1Buckets {
			if _, err := tx.CreateBucketIfNotExists(name); err != nil {
				return err
			}
		}
		meta := tx.Bucket(bucketMeta)
		version := s.opts.Version
		if version == "" {
			version = "unknown"
		}
		if err := meta.Put(keyCreatedBy, []byte(version)); err != nil {
			return err
		}
		if err := meta.Put(keyCreated, []byte(s.now().Format(time.RFC3339Nano))); err != nil {
			return err
		}
		from = 1
	}
	for v := from; v < currentSchema(); v++ {
		if err := migrations[v-1](tx); err != nil {
			return fmt.Errorf("migrating the database from schema %d to %d: %w", v, v+1, err)
		}
	}
	return tx.Bucket(bucketMeta).Put(keySchema, []byte(strconv.Itoa(currentSchema())))
}

// probeResult is what a read-only look at a database found.
type probeResult struct {
	empty  bool // a database without any bucket: initialise it
	schema int
	games  int
	// figures tells whether the database keeps the statistics figures; one written before the
	// store kept them gets them computed once, on opening.
	figures bool
}

// inspect reads what opening a database needs to know from a read-only transaction. A database
// without the meta bucket is taken for a new one: the caller has made sure that it holds no
// other program's buckets.
func inspect(tx kv.Tx) (probeResult, error) {
	var pr probeResult
	pr.figures = tx.Bucket(bucketFigures) != nil
	meta := tx.Bucket(bucketMeta)
	if meta == nil {
		pr.empty = true
		return pr, nil
	}
	raw := meta.Get(keySchema)
	v, err := strconv.Atoi(string(raw))
	if err != nil || v < 1 {
		return pr, fmt.Errorf("its schema version %q is unreadable", clip(string(raw)))
	}
	pr.schema = v
	if v > currentSchema() {
		return pr, nil // Open refuses it with its own message
	}
	// Every version so far has the buckets of version 1.
	for _, name := range schemaV1Buckets {
		if tx.Bucket(name) == nil {
			return pr, fmt.Errorf("the %q bucket is missing", name)
		}
	}
	if k, _ := tx.Bucket(bucketGames).Cursor().First(); k != nil {
		pr.games = 1
	}
	return pr, nil
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// GameID identifies a game in one database; ids are never reused, not even after a purge.
type GameID uint64

func (id GameID) String() string { return strconv.FormatUint(uint64(id), 10) }

// ParseGameID reads a decimal game id.
func ParseGameID(s string) (GameID, error) {
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil || v == 0 {
		return 0, fmt.Errorf("%q is not a game id (a positive whole number, as `jasstafel list` shows)", clip(s))
	}
	return GameID(v), nil
}

func (id GameID) key() []byte {
	b := make([]byte, 8)
	binary.BigEndian.PutUint64(b, uint64(id))
	return b
}

// recentKey orders the games by the time of their last change, then by id.
func recentKey(updated time.Time, id GameID) []byte {
	k := make([]byte, 16)
	ns := updated.UnixNano()
	if ns < 0 {
		ns = 0
	}
	binary.BigEndian.PutUint64(k, uint64(ns))
	binary.BigEndian.PutUint64(k[8:], uint64(id))
	return k
}
