//go:build !js

package persistence

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// checkBackup opens a backup read-only, runs bbolt's check on it and returns its games.
func checkBackup(t *testing.T, path string) int {
	t.Helper()
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true, Timeout: time.Second})
	if err != nil {
		t.Fatalf("backup %s: %v", path, err)
	}
	defer db.Close()
	n := 0
	err = db.View(func(tx *bolt.Tx) error {
		if err := checkPages(tx); err != nil {
			return err
		}
		n = tx.Bucket(bucketGames).Stats().KeyN
		return nil
	})
	if err != nil {
		t.Fatalf("backup %s: %v", path, err)
	}
	return n
}

func TestBackupOnStartWhenTheLastIsADayOld(t *testing.T) {
	c := newClock()
	path := testPath(t)
	opts := Options{Now: c.Now}
	s, err := Open(path, opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.backups()) != 0 {
		t.Error("an empty database was backed up")
	}
	newSchieber(t, s)
	s.Close()

	s, err = Open(path, opts) // games and no backup yet: one now
	if err != nil {
		t.Fatal(err)
	}
	first := s.backups()
	if len(first) != 1 || checkBackup(t, first[0]) != 1 {
		t.Fatalf("backups %v", first)
	}
	if filepath.Dir(first[0]) != filepath.Join(filepath.Dir(path), "backups") || !strings.HasPrefix(filepath.Base(first[0]), "jasstafel-20261129-") {
		t.Errorf("backup at %s", first[0])
	}
	newSchieber(t, s)
	s.Close()

	c.advance(23 * time.Hour) // less than a day: none
	s, _ = Open(path, opts)
	if n := len(s.backups()); n != 1 {
		t.Errorf("%d backups after 23 hours", n)
	}
	s.Close()
	c.advance(2 * time.Hour) // more than a day since the last: one more, with both games
	s, _ = Open(path, opts)
	b := s.backups()
	s.Close()
	if len(b) != 2 || b[1] != first[0] || checkBackup(t, b[0]) != 2 {
		t.Errorf("backups %v", b)
	}
}

func TestBackupWhenAGameIsFinished(t *testing.T) {
	c := newClock()
	s, err := Open(testPath(t), Options{Now: c.Now})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	id := newSchieber(t, s)
	s.AddRound(id, deal(0, 100))
	if _, err := s.SetFinished(id, true); err != nil {
		t.Fatal(err)
	}
	b := s.backups()
	if len(b) != 1 || s.BackupError() != nil {
		t.Fatalf("backups %v, error %v", b, s.BackupError())
	}
	// The backup holds the finished game: open a copy.
	cp := filepath.Join(t.TempDir(), "copy.db")
	os.WriteFile(cp, readFile(t, b[0]), 0o600)
	s2, err := Open(cp, Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	v, _ := s2.Load(id)
	s2.Close()
	if !v.Finished || len(v.File.Rounds) != 1 {
		t.Errorf("game in the backup: finished %v, %d rounds", v.Finished, len(v.File.Rounds))
	}
	// Reopening takes none; finishing again takes another.
	s.SetFinished(id, false)
	if len(s.backups()) != 1 {
		t.Error("reopening took a backup")
	}
	s.SetFinished(id, true)
	if len(s.backups()) != 2 {
		t.Error("finishing again took no backup")
	}
}

func TestBackupsRotate(t *testing.T) {
	s, c := openTest(t)
	newSchieber(t, s)
	var made []string
	for i := 0; i < 10; i++ {
		c.advance(time.Hour)
		p, err := s.Backup()
		if err != nil {
			t.Fatal(err)
		}
		made = append(made, p)
	}
	b := s.backups()
	if len(b) != keepBackups {
		t.Fatalf("%d backups kept", len(b))
	}
	for i := 0; i < keepBackups; i++ { // the newest seven, newest first
		if b[i] != made[len(made)-1-i] {
			t.Errorf("backup %d is %s, want %s", i, b[i], made[len(made)-1-i])
		}
	}
	for _, old := range made[:3] {
		if fileExists(old) {
			t.Errorf("%s was not removed", old)
		}
	}
}

func TestBackupsInTheSameSecond(t *testing.T) {
	frozen := time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC)
	s, err := Open(testPath(t), Options{Now: func() time.Time { return frozen }, NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var made []string
	for i := 0; i < 3; i++ {
		p, err := s.Backup()
		if err != nil {
			t.Fatal(err)
		}
		made = append(made, filepath.Base(p))
	}
	want := []string{"jasstafel-20261129-200000-001.db", "jasstafel-20261129-200000-002.db", "jasstafel-20261129-200000-003.db"}
	for i := range want {
		if made[i] != want[i] {
			t.Errorf("backup %d named %s, want %s", i, made[i], want[i])
		}
	}
	if b := s.backups(); filepath.Base(b[0]) != want[2] || filepath.Base(b[2]) != want[0] {
		t.Errorf("order %v", b)
	}
}

func TestRestorePutsABackupBackAndKeepsTheReplacedFile(t *testing.T) {
	s, _ := openTest(t)
	path := s.Path()
	id := newSchieber(t, s)
	s.AddRound(id, deal(0, 100))
	backup, err := s.Backup()
	if err != nil {
		t.Fatal(err)
	}
	s.AddRound(id, deal(1, 50)) // after the backup
	s.Close()
	newer := readFile(t, path)
	backupBytes := readFile(t, backup)

	aside, err := Restore(backup, path)
	if err != nil {
		t.Fatal(err)
	}
	if aside == "" || !strings.HasPrefix(aside, path+".replaced-") {
		t.Fatalf("kept aside as %q", aside)
	}
	if string(readFile(t, aside)) != string(newer) {
		t.Error("the replaced file was not kept as it was")
	}
	if string(readFile(t, backup)) != string(backupBytes) {
		t.Error("the backup was modified")
	}
	s2, err := Open(path, Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	v, _ := s2.Load(id)
	s2.Close()
	if len(v.File.Rounds) != 1 {
		t.Errorf("restored game has %d rounds", len(v.File.Rounds))
	}
	// Restoring where there is no database yet keeps nothing aside.
	fresh := filepath.Join(t.TempDir(), "new", "jasstafel.db")
	if aside, err := Restore(backup, fresh); err != nil || aside != "" {
		t.Errorf("restore to a new place: %q %v", aside, err)
	}
}

func TestRestoreRefusesWhatCannotBeRestored(t *testing.T) {
	s, _ := openTest(t)
	newSchieber(t, s)
	good, _ := s.Backup()
	path := s.Path()

	// The database is open: refused, both files untouched.
	before := readFile(t, path)
	if _, err := Restore(good, path); !errors.Is(err, ErrAlreadyOpen) || err.Error() != "the Jasstafel database is already open by another program: "+path {
		t.Errorf("restore over an open database: %v", err)
	}
	s.Close()
	if string(readFile(t, path)) != string(before) {
		t.Error("the database changed")
	}

	dir := t.TempDir()
	damagedBackup := filepath.Join(dir, "bad.db")
	os.WriteFile(damagedBackup, readFile(t, good)[:8192], 0o600)
	textBackup := filepath.Join(dir, "notes.txt")
	os.WriteFile(textBackup, []byte("not a backup"), 0o600)
	for _, b := range []string{damagedBackup, textBackup, filepath.Join(dir, "missing.db")} {
		_, err := Restore(b, path)
		if err == nil || !strings.Contains(err.Error(), b) {
			t.Errorf("restore of %s: %v", b, err)
		}
		if string(readFile(t, path)) != string(before) {
			t.Errorf("restoring %s changed the database", b)
		}
	}
	if entries, _ := os.ReadDir(filepath.Dir(path)); len(entries) != 2 { // the database and backups/
		t.Errorf("files next to the database: %v", entries)
	}
}

// Ten backups in one second (the clock stands still): each path printed exists right after its
// backup, the names sort by age as plain text too, and the newest seven remain. Before, the
// ninth took the pruned first one's free name, sorted as the oldest and was removed at once.
func TestTenBackupsInOneSecondKeepTheNewestSeven(t *testing.T) {
	frozen := time.Date(2026, 12, 2, 6, 0, 0, 0, time.UTC)
	s, err := Open(testPath(t), Options{Now: func() time.Time { return frozen }, NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	newSchieber(t, s)
	var made []string
	for i := 0; i < 10; i++ {
		p, err := s.Backup()
		if err != nil {
			t.Fatal(err)
		}
		if !fileExists(p) {
			t.Fatalf("backup %d: %s was printed but does not exist", i+1, p)
		}
		if checkBackup(t, p) != 1 {
			t.Errorf("backup %d does not hold the game", i+1)
		}
		if slices.Contains(made, p) {
			t.Fatalf("backup %d reuses the name %s", i+1, p)
		}
		made = append(made, p)
	}
	if !slices.IsSorted(made) {
		t.Errorf("the names do not sort by age: %v", made)
	}
	entries, err := os.ReadDir(BackupDir(s.Path()))
	if err != nil {
		t.Fatal(err)
	}
	var left []string
	for _, e := range entries {
		left = append(left, filepath.Join(BackupDir(s.Path()), e.Name()))
	}
	if want := made[len(made)-keepBackups:]; !slices.Equal(left, want) {
		t.Errorf("left in the folder:\n%v\nwant the newest %d:\n%v", left, keepBackups, want)
	}
	if b := s.backups(); len(b) != keepBackups || b[0] != made[len(made)-1] {
		t.Errorf("backups listed %v, newest first", b)
	}
}

// A backup made under a clock set back (its name says it is older than the others) is kept: the
// backup just printed always exists, and the oldest of the others goes.
func TestBackupUnderAClockSetBackIsKept(t *testing.T) {
	now := time.Date(2026, 12, 2, 6, 0, 0, 0, time.UTC)
	s, err := Open(testPath(t), Options{Now: func() time.Time { return now }, NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var made []string
	for i := 0; i < keepBackups; i++ {
		now = now.Add(time.Minute)
		p, err := s.Backup()
		if err != nil {
			t.Fatal(err)
		}
		made = append(made, p)
	}
	now = now.Add(-time.Hour)
	p, err := s.Backup()
	if err != nil {
		t.Fatal(err)
	}
	if !fileExists(p) {
		t.Fatalf("the backup made under the clock set back, %s, does not exist", p)
	}
	if fileExists(made[0]) {
		t.Errorf("the oldest of the others, %s, was kept", made[0])
	}
	for _, m := range made[1:] {
		if !fileExists(m) {
			t.Errorf("%s was removed", m)
		}
	}
}

// An automatic backup that cannot be written (here the backups folder is a file) fails neither
// the open nor the action that set it off, and is told: BackupError, and Options.BackupFailed
// for each, so that the app can tell the players their safety copy is missing.
func TestAFailedBackupIsTold(t *testing.T) {
	c := newClock()
	path := testPath(t)
	s, err := Open(path, Options{Now: c.Now, NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	id := newSchieber(t, s)
	s.AddRound(id, deal(0, 100))
	s.Close()
	if err := os.WriteFile(filepath.Join(filepath.Dir(path), "backups"), []byte("not a folder"), 0o600); err != nil {
		t.Fatal(err)
	}
	failed := make(chan error, 4)
	opts := Options{Now: c.Now, BackupFailed: func(err error) { failed <- err }}
	told := func(when string) {
		t.Helper()
		select {
		case err := <-failed:
			if err == nil || s.BackupError() == nil {
				t.Errorf("%s: told %v, BackupError %v", when, err, s.BackupError())
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: the failed backup was not told", when)
		}
	}
	s, err = Open(path, opts) // the daily backup is due: it fails, the open does not
	if err != nil {
		t.Fatalf("the open failed with its backup: %v", err)
	}
	defer s.Close()
	told("on opening")
	if _, err := s.SetFinished(id, true); err != nil {
		t.Fatalf("finishing failed with its backup: %v", err)
	}
	told("on finishing")
	if v, err := s.Load(id); err != nil || !v.Finished {
		t.Errorf("the game after the failed backup: %v", err)
	}
}
