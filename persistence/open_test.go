//go:build !js

package persistence

import (
	"bufio"
	"errors"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/jasstafel/jasstafel/tally"

	"github.com/jasstafel/jasstafel/persistence/kv"
)

const helperEnv = "JASSTAFEL_TEST_HOLD_DB"

// TestHelperHoldOpen is not a test: run as a child process with helperEnv set, it opens the
// database named there, says "open" and holds it until its standard input closes.
func TestHelperHoldOpen(t *testing.T) {
	path := os.Getenv(helperEnv)
	if path == "" {
		return
	}
	s, err := Open(path, Options{NoAutoBackup: true})
	if err != nil {
		os.Stdout.WriteString("error " + err.Error() + "\n")
		os.Exit(3)
	}
	os.Stdout.WriteString("open\n")
	bufio.NewReader(os.Stdin).ReadString('\n')
	s.Close()
	os.Exit(0)
}

func TestSecondOpenInTheSameProcessFailsFast(t *testing.T) {
	s, _ := openTest(t)
	start := time.Now()
	_, err := Open(s.Path(), Options{NoAutoBackup: true})
	elapsed := time.Since(start)
	if err == nil {
		t.Fatal("a second open succeeded")
	}
	if want := "the Jasstafel database is already open by another program: " + s.Path(); err.Error() != want {
		t.Errorf("error %q, want %q", err, want)
	}
	if !errors.Is(err, ErrAlreadyOpen) {
		t.Errorf("not ErrAlreadyOpen: %v", err)
	}
	if elapsed < 900*time.Millisecond || elapsed > 3*time.Second {
		t.Errorf("gave up after %v; the timeout is one second", elapsed)
	}
	// A shorter timeout is honoured.
	start = time.Now()
	if _, err := Open(s.Path(), Options{Timeout: 100 * time.Millisecond, NoAutoBackup: true}); !errors.Is(err, ErrAlreadyOpen) {
		t.Errorf("short timeout: %v", err)
	}
	if d := time.Since(start); d > 900*time.Millisecond {
		t.Errorf("short timeout took %v", d)
	}
	// The first store still works.
	if _, err := s.Create(NewGame{Mode: tally.Schieber, Players: fourPlayers}); err != nil {
		t.Error(err)
	}
}

func TestOpenHeldByAnotherProcess(t *testing.T) {
	s, _ := openTest(t)
	path := s.Path()
	newSchieber(t, s)
	s.Close()

	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperHoldOpen$")
	cmd.Env = append(os.Environ(), helperEnv+"="+path)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil || line != "open\n" {
		stdin.Close()
		t.Fatalf("child: %q %v", line, err)
	}
	_, err = Open(path, Options{NoAutoBackup: true})
	if err == nil || err.Error() != "the Jasstafel database is already open by another program: "+path {
		t.Errorf("open while another process holds it: %v", err)
	}
	if _, err := Restore(writeBackupCopy(t, path), path); !errors.Is(err, ErrAlreadyOpen) {
		t.Errorf("restore over a file in use: %v", err)
	}
	stdin.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("child: %v", err)
	}
	s2, err := Open(path, Options{NoAutoBackup: true})
	if err != nil {
		t.Fatalf("open after the other process closed: %v", err)
	}
	s2.Close()
}

// writeBackupCopy makes a valid copy of a closed or shared database to restore from.
func writeBackupCopy(t *testing.T, path string) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), "copy.db")
	if err := os.WriteFile(dst, readFile(t, path), 0o600); err != nil {
		t.Fatal(err)
	}
	return dst
}

// jasstafelDB writes a database with one game and returns its bytes.
func jasstafelDB(t *testing.T) []byte {
	t.Helper()
	s, _ := openTest(t)
	id := newSchieber(t, s)
	for i := 0; i < 30; i++ {
		s.AddRound(id, deal(i%4, i))
	}
	s.Close()
	return readFile(t, s.Path())
}

func TestDamagedFilesAreRefusedAndLeftAlone(t *testing.T) {
	good := jasstafelDB(t)
	random := make([]byte, 64<<10)
	rng := rand.New(rand.NewPCG(9, 9))
	for i := range random {
		random[i] = byte(rng.UintN(256))
	}
	otherProgram := func() []byte {
		p := filepath.Join(t.TempDir(), "other.db")
		db, err := bolt.Open(p, 0o600, nil)
		if err != nil {
			t.Fatal(err)
		}
		db.Update(func(tx *bolt.Tx) error { _, err := tx.CreateBucket([]byte("invoices")); return err })
		db.Close()
		return readFile(t, p)
	}()
	garbled := func(from int) []byte {
		b := append([]byte(nil), good...)
		for i := from; i < len(b); i++ {
			b[i] = byte(rng.UintN(256))
		}
		return b
	}
	cases := []struct {
		name   string
		data   []byte
		detail string
	}{
		{"text", []byte("Anna 120, Beat 37\n"), "not a bbolt database"},
		{"random bytes", random, "not a bbolt database"},
		{"empty file", nil, ""},
		{"another program's bbolt file", otherProgram, "a bbolt database of another program"},
		{"cut off", good[:3*4096], "cut off"},
		{"both headers garbled", append(garbled(0)[:8192], good[8192:]...), ""},
		{"all pages garbled", garbled(2 * 4096), ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "jasstafel.db")
			if err := os.WriteFile(path, c.data, 0o600); err != nil {
				t.Fatal(err)
			}
			// One case with backups, to see them named.
			var backup string
			if c.name == "cut off" {
				os.MkdirAll(filepath.Join(dir, "backups"), 0o700)
				backup = filepath.Join(dir, "backups", "jasstafel-20261128-200000.db")
				os.WriteFile(backup, good, 0o600)
			}
			mtime := time.Now().Add(-time.Hour).Truncate(time.Second)
			os.Chtimes(path, mtime, mtime)
			_, err := Open(path, Options{})
			if err == nil {
				t.Fatal("opened")
			}
			if !errors.Is(err, ErrDamaged) {
				t.Errorf("not ErrDamaged: %v", err)
			}
			msg := err.Error()
			if !strings.HasPrefix(msg, path+" is not a Jasstafel database or is damaged (") || !strings.Contains(msg, c.detail) {
				t.Errorf("message %q", msg)
			}
			want := "automatic backups that can be restored: none"
			if backup != "" {
				want = "automatic backups that can be restored: " + backup
			}
			if !strings.HasSuffix(msg, want) {
				t.Errorf("message %q does not end with %q", msg, want)
			}
			unchanged(t, path, c.data, mtime)
			files := 1 // the file, and the backups folder where there is one
			if backup != "" {
				files = 2
			}
			if entries, _ := os.ReadDir(dir); len(entries) != files {
				t.Errorf("files next to the database: %v", entries)
			}
		})
	}
}

func TestNewerSchemaIsRefusedAndLeftAlone(t *testing.T) {
	s, _ := openTest(t)
	path := s.Path()
	newSchieber(t, s)
	s.Close()
	db, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	db.Update(func(tx *bolt.Tx) error { return tx.Bucket(bucketMeta).Put(keySchema, []byte("99")) })
	db.Close()
	before := readFile(t, path)
	mtime := mtimeOf(t, path)
	_, err = Open(path, Options{})
	if !errors.Is(err, ErrNewerSchema) {
		t.Fatalf("%v", err)
	}
	want := path + " was written by a newer Jasstafel (database schema 99; this version reads up to 3); update Jasstafel to open it"
	if err.Error() != want {
		t.Errorf("message %q, want %q", err, want)
	}
	unchanged(t, path, before, mtime)
	if _, err := os.Stat(filepath.Join(filepath.Dir(path), "backups")); err == nil {
		t.Error("a backup was taken of a file that was refused")
	}
}

func TestDamageFoundWhileOpenIsAnErrorNotACrash(t *testing.T) {
	s, _ := openTest(t)
	ids := []GameID{newSchieber(t, s), newSchieber(t, s)}
	for i := 0; i < 40; i++ {
		s.AddRound(ids[i%2], deal(0, i))
	}
	// Another program scribbles over every page but the two headers while the store is open;
	// the store maps the file, so it sees the damage on its next read.
	f, err := os.OpenFile(s.Path(), os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	fi, _ := f.Stat()
	junk := make([]byte, fi.Size()-2*4096)
	for i := range junk {
		junk[i] = 0xA5
	}
	f.WriteAt(junk, 2*4096)
	f.Close()
	s.mu.Lock()
	s.cache = map[GameID]*gameState{}
	s.mu.Unlock()

	_, err = s.Load(ids[0])
	if !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), s.Path()) {
		t.Errorf("load: %v", err)
	}
	if _, err := s.List(10, false); !errors.Is(err, ErrDamaged) {
		t.Errorf("list: %v", err)
	}
	if _, err := s.AddRound(ids[1], deal(0, 1)); err == nil {
		t.Error("a deal was added to a damaged file")
	}
	if _, err := s.Backup(); err == nil {
		t.Error("a damaged file was backed up")
	}
	if b := s.backups(); len(b) != 0 {
		t.Errorf("backups %v", b)
	}
	start := time.Now()
	if err := s.Close(); !errors.Is(err, ErrDamaged) || time.Since(start) > 2*time.Second {
		t.Errorf("close: %v after %v", err, time.Since(start))
	}
}

func TestOpenCreatesTheFolderAndNothingElse(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a", "b")
	path := filepath.Join(dir, "games.db")
	s, err := Open(path, Options{Version: "1.2.3", NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != "games.db" {
		t.Errorf("folder holds %v", entries)
	}
	var createdBy, schema string
	s.view(func(tx kv.Tx) error {
		createdBy = string(tx.Bucket(bucketMeta).Get(keyCreatedBy))
		schema = string(tx.Bucket(bucketMeta).Get(keySchema))
		return nil
	})
	if createdBy != "1.2.3" || schema != "3" {
		t.Errorf("meta: created by %q, schema %q", createdBy, schema)
	}
}

func TestAnEmptyBboltFileIsTakenOver(t *testing.T) {
	path := testPath(t)
	db, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	s, err := Open(path, Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.Create(NewGame{Mode: tally.Schieber, Players: fourPlayers}); err != nil {
		t.Fatal(err)
	}
}
