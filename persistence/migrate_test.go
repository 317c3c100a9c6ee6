//go:build !js

package persistence

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"

	"github.com/jasstafel/jasstafel/persistence/kv"
)

var updateFixtures = flag.Bool("update-fixtures", false, "rewrite testdata/schema-v1.db and its expected export")

const (
	fixtureV1       = "testdata/schema-v1.db"
	fixtureV1Export = "testdata/schema-v1-game1.json"
)

// writeFixtureV1 builds the schema-1 fixture: the database a first release would have written
// after an evening — a Schieber game with an edit and an undo, a finished Coiffeur, a
// Differenzler waiting for its last points, a deleted game and a draft.
func writeFixtureV1(t *testing.T) {
	c := newClock()
	path := filepath.Join(t.TempDir(), "fixture.db")
	s, err := Open(path, Options{Now: c.Now, NoAutoBackup: true, Version: "fixture-v1"})
	if err != nil {
		t.Fatal(err)
	}
	id := newSchieber(t, s)
	for i, a := range []int{120, 57, 80} {
		if _, err := s.AddRound(id, deal(i, a)); err != nil {
			t.Fatal(err)
		}
	}
	s.ReplaceRound(id, 1, deal(1, 60))
	s.AddRound(id, deal(3, 10))
	s.Undo(id)
	files := exampleFiles(t)
	names := slices.Sorted(maps.Keys(files))
	for _, name := range names {
		f := files[name]
		if f.Mode == "schieber" {
			continue
		}
		data := readFile(t, name)
		gid, err := s.Import(data)
		if err != nil {
			t.Fatal(err)
		}
		if f.Mode == "coiffeur" {
			s.SetFinished(gid, true)
		} else {
			s.AddRound(gid, gamefile.Round{Dealer: seat(0), Trump: "S", Predictions: []int{40, 30, 50, 37}})
		}
	}
	gone, _ := s.Create(NewGame{Mode: tally.Schieber, Players: []string{"Xaver", "Yves", "Zora", "Walti"}})
	s.Delete(gone)
	s.SaveDraft(id, []byte(`{"contract":"S","vorhand":3}`))
	export, err := s.Export(id)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	// Compacted, so that the committed file is small.
	src, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	compact := filepath.Join(t.TempDir(), "compact.db")
	dst, err := bolt.Open(compact, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := bolt.Compact(dst, src, 1<<20); err != nil {
		t.Fatal(err)
	}
	src.Close()
	var buf bytes.Buffer // the pages in use only, without the room bbolt grows the file by
	if err := dst.View(func(tx *bolt.Tx) error { _, err := tx.WriteTo(&buf); return err }); err != nil {
		t.Fatal(err)
	}
	dst.Close()
	os.MkdirAll("testdata", 0o755)
	if err := os.WriteFile(fixtureV1, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(fixtureV1Export, export, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("rewrote %s and %s", fixtureV1, fixtureV1Export)
}

// copyFixture copies the committed fixture to a temporary folder: opening may write (a
// migration), and the committed file must stay as released.
func copyFixture(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "jasstafel.db")
	if err := os.WriteFile(path, readFile(t, fixtureV1), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func metaValue(t *testing.T, path string, key []byte) string {
	t.Helper()
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true, Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var v string
	db.View(func(tx *bolt.Tx) error { v = string(tx.Bucket(bucketMeta).Get(key)); return nil })
	return v
}

// TestSchemaV1FixtureOpens opens the database of the first release and checks that everything
// in it reads as it did when it was written.
func TestSchemaV1FixtureOpens(t *testing.T) {
	if *updateFixtures {
		writeFixtureV1(t)
	}
	path := copyFixture(t)
	if v := metaValue(t, path, keySchema); v != "1" {
		t.Fatalf("the fixture has schema %q", v)
	}
	s, err := Open(path, Options{}) // with the daily backup, so with bbolt's full check
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	// The backup before the migration to the current schema, then the daily one of the migrated file.
	if b := s.backups(); s.BackupError() != nil || len(b) != 2 || metaValue(t, b[1], keySchema) != "1" || metaValue(t, b[0], keySchema) != "3" {
		t.Errorf("backups on opening: %v %v", s.BackupError(), b)
	}
	l, err := s.List(0, true)
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		id       GameID
		mode     tally.Game
		rounds   int
		finished bool
		deleted  bool
	}
	var got []row
	for _, x := range l {
		got = append(got, row{x.ID, x.Mode, x.Rounds, x.Finished, x.Deleted})
	}
	slices.SortFunc(got, func(a, b row) int { return int(a.id) - int(b.id) })
	// Game 3 is a Differenzler evening with all its agreed deals: schema 1 listed it as in play,
	// the migration to schema 2 lists it as finished.
	want := []row{{1, tally.Schieber, 3, false, false}, {2, tally.Coiffeur, 16, true, false}, {3, tally.Differenzler, 13, true, false}, {4, tally.Schieber, 0, false, true}}
	if !slices.Equal(got, want) {
		t.Errorf("games %+v, want %+v", got, want)
	}
	export, err := s.Export(1)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(export, readFile(t, fixtureV1Export)) {
		t.Errorf("game 1 exports differently from when the fixture was written:\n%s", export)
	}
	v, _ := s.Load(1)
	if !v.CanUndo || !v.CanRedo || v.Report().Totals[0] != 260 {
		t.Errorf("game 1: undo %v redo %v totals %v", v.CanUndo, v.CanRedo, v.Report().Totals)
	}
	if d, _ := s.Draft(1); string(d) != `{"contract":"S","vorhand":3}` {
		t.Errorf("draft %q", d)
	}
	r, _ := s.Roster()
	if len(r) == 0 || slices.ContainsFunc(r, func(e RosterEntry) bool { return e.Name == "Xaver" }) {
		t.Errorf("roster %+v", r)
	}
	// And it takes new actions.
	if _, err := s.AddRound(1, deal(3, 1)); err != nil {
		t.Error(err)
	}
	if metaValue(t, s.backups()[1], keyCreatedBy) != "fixture-v1" {
		t.Error("the backup is not a copy of the fixture")
	}
}

// withMigrations replaces the migration list for one test.
func withMigrations(t *testing.T, m []migration) {
	saved := migrations
	migrations = m
	t.Cleanup(func() { migrations = saved })
}

func TestMigrationsRunInOrderInsideTheOpeningTransaction(t *testing.T) {
	var order []string
	withMigrations(t, []migration{
		func(tx kv.Tx) error {
			order = append(order, "1→2")
			return tx.Bucket(bucketMeta).Put([]byte("m2"), []byte("done"))
		},
		func(tx kv.Tx) error {
			// The second migration sees the first one's write: same transaction.
			if string(tx.Bucket(bucketMeta).Get([]byte("m2"))) != "done" {
				return errors.New("the first migration has not run")
			}
			order = append(order, "2→3")
			_, err := tx.CreateBucketIfNotExists([]byte("ratings"))
			return err
		},
	})
	path := copyFixture(t)
	s, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(order, []string{"1→2", "2→3"}) {
		t.Errorf("ran %v", order)
	}
	// A backup of the unmigrated file was taken first, then the daily one of the migrated file.
	backups := s.backups()
	s.Close()
	if len(backups) != 2 || metaValue(t, backups[1], keySchema) != "1" || metaValue(t, backups[0], keySchema) != "3" {
		t.Errorf("backups %v", backups)
	}
	if v := metaValue(t, path, keySchema); v != "3" {
		t.Errorf("schema after migrating: %q", v)
	}
	// Opening again runs nothing.
	order = nil
	s, err = Open(path, Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if len(order) != 0 {
		t.Errorf("ran again: %v", order)
	}
}

func TestAFailedMigrationChangesNothing(t *testing.T) {
	withMigrations(t, []migration{
		func(tx kv.Tx) error { return tx.Bucket(bucketMeta).Put([]byte("m2"), []byte("done")) },
		func(tx kv.Tx) error { return errors.New("the disk says no") },
	})
	path := copyFixture(t)
	_, err := Open(path, Options{NoAutoBackup: true})
	if err == nil || !strings.Contains(err.Error(), "migrating the database from schema 2 to 3: the disk says no") || !strings.Contains(err.Error(), path) {
		t.Fatalf("error %v", err)
	}
	if v := metaValue(t, path, keySchema); v != "1" {
		t.Errorf("schema %q after a failed migration", v)
	}
	if v := metaValue(t, path, []byte("m2")); v != "" {
		t.Error("the first migration's write survived the failure")
	}
	// With the real list the file still opens.
	migrations = nil
	s, err := Open(path, Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
}

func TestNewerValueVersionIsRefused(t *testing.T) {
	s, _ := openTest(t)
	id := newSchieber(t, s)
	s.update(func(tx kv.Tx) error {
		data := tx.Bucket(bucketGames).Get(id.key())
		var m map[string]any
		json.Unmarshal(data, &m)
		m["v"] = 2
		data, _ = json.Marshal(m)
		return tx.Bucket(bucketGames).Put(id.key(), data)
	})
	s.cache = map[GameID]*gameState{}
	if _, err := s.Load(id); !errors.Is(err, ErrNewerSchema) {
		t.Errorf("load: %v", err)
	}
	if _, err := s.List(0, false); !errors.Is(err, ErrNewerSchema) {
		t.Errorf("list: %v", err)
	}
}

// TestSchema2GainsTheRosterActionLog opens a file of schema 2, as the release before the
// roster-action log wrote it, and renames and undoes in it.
func TestSchema2GainsTheRosterActionLog(t *testing.T) {
	saved := migrations
	withMigrations(t, migrations[:1])
	s, _ := openTest(t)
	id := newSchieber(t, s)
	if _, err := s.AddRound(id, deal(0, 100)); err != nil {
		t.Fatal(err)
	}
	path := s.Path()
	s.Close()
	if v := metaValue(t, path, keySchema); v != "2" {
		t.Fatalf("the file has schema %q", v)
	}
	migrations = saved
	s, err := Open(path, Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var has bool
	var schema string
	s.view(func(tx kv.Tx) error {
		has = tx.Bucket(bucketRosterActions) != nil
		schema = string(tx.Bucket(bucketMeta).Get(keySchema))
		return nil
	})
	if !has || schema != "3" {
		t.Fatalf("after opening: schema %q, roster-action log %v", schema, has)
	}
	if _, err := s.RenamePlayer("Anna", "Anni"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.UndoRosterAction(); err != nil {
		t.Fatal(err)
	}
	if v, _ := s.Load(id); v.File.Players[0] != "Anna" || v.Report().Totals[0] != 100 {
		t.Errorf("after rename and undo: %v %v", v.File.Players, v.Report().Totals)
	}
}
