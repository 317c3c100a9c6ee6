//go:build !js

package persistence

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
)

// keepBackups is how many automatic backups are kept; older ones are removed.
const keepBackups = 7

const backupTimeLayout = "20060102-150405"

func backupBase(dbPath string) string {
	b := filepath.Base(dbPath)
	return strings.TrimSuffix(b, filepath.Ext(b))
}

type backupFile struct {
	path string
	time time.Time
	// n is the backup's sequence number within its second: 1, 2, … (0 for a name without one,
	// which earlier versions gave the first backup of a second)
	n int
}

// listBackups finds the backups of dbPath, the newest first.
func listBackups(dbPath string) []backupFile {
	entries, err := os.ReadDir(BackupDir(dbPath))
	if err != nil {
		return nil
	}
	re := regexp.MustCompile(`^` + regexp.QuoteMeta(backupBase(dbPath)) + `-(\d{8}-\d{6})(?:-(\d+))?\.db$`)
	var out []backupFile
	for _, e := range entries {
		m := re.FindStringSubmatch(e.Name())
		if m == nil || !e.Type().IsRegular() {
			continue
		}
		t, err := time.Parse(backupTimeLayout, m[1])
		if err != nil {
			continue
		}
		n, _ := strconv.Atoi(m[2])
		out = append(out, backupFile{path: filepath.Join(BackupDir(dbPath), e.Name()), time: t, n: n})
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].time.Equal(out[j].time) {
			return out[i].time.After(out[j].time)
		}
		return out[i].n > out[j].n
	})
	return out
}

func backupsOf(dbPath string) []string {
	var out []string
	for _, b := range listBackups(dbPath) {
		out = append(out, b.path)
	}
	return out
}

func newestBackupTime(dbPath string) (time.Time, bool) {
	b := listBackups(dbPath)
	if len(b) == 0 {
		return time.Time{}, false
	}
	return b[0].time, true
}

// backups lists the automatic and manual backups of this database, the newest first.
func (s *Store) backups() []string { return backupsOf(s.path) }

// Backup writes a consistent copy of the database into the backups folder next to it and
// removes all but the newest keepBackups. The database is checked with bbolt's consistency check
// first: a damaged database is not backed up, so that it never pushes a good backup out.
func (s *Store) Backup() (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.backup()
}

// backup is Backup with s.mu held: bbolt's check on a read transaction must not run alongside a
// writer, and every writer holds s.mu.
func (s *Store) backup() (string, error) {
	dir := BackupDir(s.path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", fmt.Errorf("cannot create the backups folder: %w", err)
	}
	name := nextBackupName(s.path, s.now())
	tmp, err := os.CreateTemp(dir, ".backup-*.tmp")
	if err != nil {
		return "", fmt.Errorf("cannot write a backup: %w", err)
	}
	defer os.Remove(tmp.Name())
	err = s.viewFile(func(tx *bolt.Tx) error {
		if err := checkPages(tx); err != nil {
			return fmt.Errorf("the database is damaged, so it was not backed up: %w", err)
		}
		_, err := tx.WriteTo(tmp)
		return err
	})
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), name)
	}
	if err == nil {
		err = syncDir(dir)
	}
	if err != nil {
		return "", fmt.Errorf("backup of %s failed: %w", s.path, err)
	}
	pruneBackups(s.path, name)
	return name, nil
}

// nextBackupName names a new backup of dbPath made at now: the time to the second, then a
// sequence number one above that of every backup already made in the same second, written with
// at least three digits, so that the names sort by age both in listBackups and as plain text
// (up to 999 backups a second). A number is never given twice while a backup of that second
// remains: pruning removes the oldest first, so the highest number of a second outlives the
// others.
func nextBackupName(dbPath string, now time.Time) string {
	n := 1
	for _, b := range listBackups(dbPath) {
		if b.time.Equal(now.Truncate(time.Second)) && b.n >= n {
			n = b.n + 1
		}
	}
	return filepath.Join(BackupDir(dbPath), fmt.Sprintf("%s-%s-%03d.db", backupBase(dbPath), now.Format(backupTimeLayout), n))
}

// pruneBackups removes all but the newest keepBackups backups of dbPath, by the time and
// sequence in their names. The backup just made (made) is kept whatever its name says: a clock
// set back must not make a new backup look old and remove it at once.
func pruneBackups(dbPath, made string) {
	kept := 1
	for _, b := range listBackups(dbPath) {
		if b.path == made {
			continue
		}
		if kept < keepBackups {
			kept++
			continue
		}
		os.Remove(b.path)
	}
}

func fileExists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// Restore puts a backup in place of the database at dbPath, which must not be open. The backup
// is checked first (bbolt's consistency check and the schema) and is not modified. The file it
// replaces is kept aside under a new name, returned; "" when there was none.
func Restore(backup, dbPath string) (keptAside string, err error) {
	if _, err := os.Stat(backup); err != nil {
		return "", fmt.Errorf("cannot restore %s: %w", backup, err)
	}
	pr, err := probe(backup, time.Second, true)
	if err != nil {
		return "", fmt.Errorf("cannot restore %s: %w", backup, err)
	}
	if pr.schema > currentSchema() {
		return "", &fileError{ErrNewerSchema, fmt.Sprintf("cannot restore %s: it was written by a newer Jasstafel (database schema %d; this version reads up to %d)", backup, pr.schema, currentSchema())}
	}
	if fileExists(dbPath) {
		// The live file must not be in use; a damaged one cannot be, since Open refuses it.
		db, err := bolt.Open(dbPath, 0o600, &bolt.Options{ReadOnly: true, Timeout: time.Second})
		if errors.Is(err, berrors.ErrTimeout) {
			return "", alreadyOpen(dbPath)
		}
		if err == nil {
			db.Close()
		}
	}
	dir := filepath.Dir(dbPath)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	tmp, err := os.CreateTemp(dir, filepath.Base(dbPath)+".*.restoring")
	if err != nil {
		return "", fmt.Errorf("cannot restore %s: %w", backup, err)
	}
	defer os.Remove(tmp.Name())
	src, err := os.Open(backup)
	if err != nil {
		tmp.Close()
		return "", fmt.Errorf("cannot restore %s: %w", backup, err)
	}
	_, err = io.Copy(tmp, src)
	src.Close()
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return "", fmt.Errorf("cannot restore %s: %w", backup, err)
	}
	if fileExists(dbPath) {
		keptAside = dbPath + ".replaced-" + time.Now().UTC().Format(backupTimeLayout)
		for n := 2; fileExists(keptAside); n++ {
			keptAside = fmt.Sprintf("%s.replaced-%s-%d", dbPath, time.Now().UTC().Format(backupTimeLayout), n)
		}
		// A hard link keeps the old file while the rename below swaps the new one in atomically,
		// so that there is a database at dbPath at every moment.
		if err := os.Link(dbPath, keptAside); err != nil {
			if err := os.Rename(dbPath, keptAside); err != nil {
				return "", fmt.Errorf("cannot keep %s aside: %w", dbPath, err)
			}
		}
	}
	if err := os.Rename(tmp.Name(), dbPath); err != nil {
		return keptAside, fmt.Errorf("cannot put %s in place of %s: %w", backup, dbPath, err)
	}
	return keptAside, syncDir(dir)
}
