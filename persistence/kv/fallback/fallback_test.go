package fallback_test

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/persistence/kv"
	"github.com/jasstafel/jasstafel/persistence/kv/fallback"
	"github.com/jasstafel/jasstafel/persistence/kv/kvtest"
	"github.com/jasstafel/jasstafel/persistence/kv/memkv"
)

// run names this run's databases in memory, so that none is used twice.
var run = time.Now().UnixNano()

func memory(name string) func() kv.DB {
	return func() kv.DB { return memkv.Open(fmt.Sprintf("%d-%s-kept", run, name)) }
}

var names = [][]byte{[]byte("games"), []byte("events"), []byte("roster")}

// errQuota stands for the browser's QuotaExceededError.
var errQuota = errors.New("QuotaExceededError: the quota has been exceeded")

// filling is a primary whose commits fail once it is full: the function runs and its writes
// are rolled back, as IndexedDB aborts a transaction it cannot keep. early makes Update fail
// before it runs the function; unreadable makes View fail too.
type filling struct {
	kv.DB
	full, early, unreadable, puts bool
	commits                       int
}

func (f *filling) Update(fn func(kv.Tx) error) error {
	if f.full && f.early {
		return errQuota
	}
	return f.DB.Update(func(tx kv.Tx) error {
		if f.full && f.puts {
			tx = refusingTx{tx}
		}
		if err := fn(tx); err != nil {
			return err
		}
		if f.full {
			return errQuota
		}
		f.commits++
		return nil
	})
}

func (f *filling) View(fn func(kv.Tx) error) error {
	if f.unreadable {
		return errors.New("the database is gone")
	}
	return f.DB.View(fn)
}

// refusingTx refuses every Put, as a browser that reports the full quota on the request.
type refusingTx struct{ kv.Tx }

type refusingBucket struct{ kv.Bucket }

func (t refusingTx) Bucket(name []byte) kv.Bucket {
	if b := t.Tx.Bucket(name); b != nil {
		return refusingBucket{b}
	}
	return nil
}

func (t refusingTx) CreateBucketIfNotExists(name []byte) (kv.Bucket, error) {
	b, err := t.Tx.CreateBucketIfNotExists(name)
	if err != nil {
		return nil, err
	}
	return refusingBucket{b}, nil
}

func (refusingBucket) Put(k, v []byte) error { return errQuota }

// A write refused half-way by the primary: it fails, as its function stopped, but the database
// moves to memory with what was kept, and the same write made again is kept there.
func TestAWriteRefusedHalfWayCanBeMadeAgainInMemory(t *testing.T) {
	primary := &filling{DB: memkv.Open(fmt.Sprintf("%d-%s", run, t.Name()))}
	told := 0
	db := fallback.New(primary, names, memory(t.Name()), func(error) { told++ })
	defer db.Close()
	write := func(k, v string) error {
		return db.Update(func(tx kv.Tx) error {
			b, err := tx.CreateBucketIfNotExists(names[0])
			if err == nil {
				err = b.Put([]byte(k), []byte(v))
			}
			return err
		})
	}
	if err := write("a", "kept"); err != nil {
		t.Fatal(err)
	}
	primary.full, primary.puts = true, true
	if err := write("b", "refused"); !errors.Is(err, errQuota) || told != 1 || !db.InMemory() {
		t.Fatalf("the refused write: %v, told %d, in memory %v", err, told, db.InMemory())
	}
	if err := write("b", "again"); err != nil {
		t.Fatal(err)
	}
	if got, want := dump(t, db), "games seq 0\n  \"a\"=\"kept\"\n  \"b\"=\"again\"\n"; got != want || told != 1 {
		t.Errorf("told %d times, kept:\n%s\nwant:\n%s", told, got, want)
	}
}

// A primary that keeps every write: the wrapper keeps the seam's contract.
func TestContract(t *testing.T) {
	kvtest.Run(t, func(t *testing.T, name string) kv.DB {
		primary := memkv.Open(fmt.Sprintf("%d-%s", run, name))
		return fallback.New(primary, names, memory(name), func(err error) { t.Errorf("moved to memory: %v", err) })
	})
}

// dump is every bucket of db with its sequence and keys, as text.
func dump(t *testing.T, db kv.DB) string {
	t.Helper()
	var b strings.Builder
	err := db.View(func(tx kv.Tx) error {
		for _, n := range names {
			bk := tx.Bucket(n)
			if bk == nil {
				continue
			}
			fmt.Fprintf(&b, "%s seq %d\n", n, bk.Sequence())
			if err := kv.ForEach(bk, func(k, v []byte) error { fmt.Fprintf(&b, "  %q=%q\n", k, v); return nil }); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// The deal written when the quota is full is kept: the database goes on in memory with what the
// primary held and that write, sequences included, and says so once; the primary keeps what it
// had. A write the store itself refuses is refused as before.
func TestAFullPrimaryKeepsTheWriteInMemory(t *testing.T) {
	primary := &filling{DB: memkv.Open(fmt.Sprintf("%d-%s", run, t.Name()))}
	var lost []error
	db := fallback.New(primary, names, memory(t.Name()), func(err error) { lost = append(lost, err) })
	defer db.Close()
	write := func(fn func(kv.Tx) error) error { return db.Update(fn) }
	for i := range 3 {
		if err := write(func(tx kv.Tx) error {
			b, err := tx.CreateBucketIfNotExists(names[0])
			if err != nil {
				return err
			}
			n, err := b.NextSequence()
			if err != nil {
				return err
			}
			return b.Put(fmt.Appendf(nil, "game%d", n), fmt.Appendf(nil, "deal %d", i))
		}); err != nil {
			t.Fatal(err)
		}
	}
	before := dump(t, primary)
	primary.full = true
	refused := errors.New("the store refuses the deal")
	if err := write(func(tx kv.Tx) error { return refused }); !errors.Is(err, refused) || db.InMemory() || len(lost) != 0 {
		t.Fatalf("a refused write: %v, in memory %v, told %v", err, db.InMemory(), lost)
	}
	err := write(func(tx kv.Tx) error {
		b := tx.Bucket(names[0])
		n, err := b.NextSequence()
		if err == nil {
			err = b.Put(fmt.Appendf(nil, "game%d", n), []byte("the deal of the full quota"))
		}
		if err == nil {
			err = b.Delete([]byte("game1"))
		}
		if err == nil {
			var r kv.Bucket
			if r, err = tx.CreateBucketIfNotExists(names[2]); err == nil {
				err = r.Put([]byte("Anna"), []byte("4"))
			}
		}
		return err
	})
	if err != nil {
		t.Fatalf("the write of the full quota was lost: %v", err)
	}
	if len(lost) != 1 || !errors.Is(lost[0], errQuota) || !db.InMemory() {
		t.Fatalf("told %v, in memory %v; want the quota's error once", lost, db.InMemory())
	}
	want := "games seq 4\n  \"game2\"=\"deal 1\"\n  \"game3\"=\"deal 2\"\n  \"game4\"=\"the deal of the full quota\"\nroster seq 0\n  \"Anna\"=\"4\"\n"
	if got := dump(t, db); got != want {
		t.Errorf("kept in memory:\n%s\nwant:\n%s", got, want)
	}
	if got := dump(t, primary); got != before {
		t.Errorf("the full primary changed:\n%s\nwas:\n%s", got, before)
	}
	commits := primary.commits
	if err := write(func(tx kv.Tx) error { return tx.Bucket(names[0]).Put([]byte("game5"), []byte("later")) }); err != nil {
		t.Fatal(err)
	}
	if primary.commits != commits || len(lost) != 1 || !strings.Contains(dump(t, db), "later") {
		t.Errorf("a later write: %d commits to the primary, told %d times", primary.commits-commits, len(lost))
	}
}

// A primary that fails before the transaction begins: the function runs in memory.
func TestAPrimaryThatCannotBeginRunsTheWriteInMemory(t *testing.T) {
	primary := &filling{DB: memkv.Open(fmt.Sprintf("%d-%s", run, t.Name()))}
	told := 0
	db := fallback.New(primary, names, memory(t.Name()), func(error) { told++ })
	defer db.Close()
	if err := db.Update(func(tx kv.Tx) error {
		b, err := tx.CreateBucketIfNotExists(names[1])
		if err == nil {
			err = b.Put([]byte("k"), []byte("first"))
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	primary.full, primary.early = true, true
	if err := db.Update(func(tx kv.Tx) error { return tx.Bucket(names[1]).Put([]byte("l"), []byte("second")) }); err != nil {
		t.Fatal(err)
	}
	if got, want := dump(t, db), "events seq 0\n  \"k\"=\"first\"\n  \"l\"=\"second\"\n"; got != want || told != 1 {
		t.Errorf("told %d times, kept:\n%s\nwant:\n%s", told, got, want)
	}
}

// A primary that can neither write nor be read: the write fails with both reasons, and nothing
// moves.
func TestAnUnreadablePrimaryFailsTheWrite(t *testing.T) {
	primary := &filling{DB: memkv.Open(fmt.Sprintf("%d-%s", run, t.Name()))}
	told := 0
	db := fallback.New(primary, names, memory(t.Name()), func(error) { told++ })
	defer db.Close()
	primary.full, primary.unreadable = true, true
	err := db.Update(func(tx kv.Tx) error {
		b, err := tx.CreateBucketIfNotExists(names[0])
		if err == nil {
			err = b.Put([]byte("k"), []byte("v"))
		}
		return err
	})
	if !errors.Is(err, errQuota) || !strings.Contains(err.Error(), "the database is gone") || told != 0 || db.InMemory() {
		t.Errorf("got %v, told %d, in memory %v", err, told, db.InMemory())
	}
}

// Random writes, the primary filling at a random one: what the database holds at the end is
// what a database that never filled holds.
func TestRandomWritesSurviveTheQuotaFilling(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 0))
	for round := range 20 {
		name := fmt.Sprintf("%s-%d", t.Name(), round)
		primary := &filling{DB: memkv.Open(fmt.Sprintf("%d-%s", run, name))}
		model := memkv.Open(fmt.Sprintf("%d-%s-model", run, name))
		db := fallback.New(primary, names, memory(name), func(error) {})
		fillAt := r.IntN(40)
		for i := range 40 {
			if i == fillAt {
				primary.full = true
			}
			type step struct {
				kind byte
				b    []byte
				k    []byte
			}
			var steps []step
			for range 1 + r.IntN(5) {
				steps = append(steps, step{"pds"[r.IntN(3)], names[r.IntN(len(names))], fmt.Appendf(nil, "k%02d", r.IntN(30))})
			}
			fn := func(tx kv.Tx) error {
				for j, s := range steps {
					b, err := tx.CreateBucketIfNotExists(s.b)
					if err != nil {
						return err
					}
					switch s.kind {
					case 'p':
						err = b.Put(s.k, fmt.Appendf(nil, "w%d.%d", i, j))
					case 'd':
						err = b.Delete(s.k)
					case 's':
						_, err = b.NextSequence()
					}
					if err != nil {
						return err
					}
				}
				return nil
			}
			if err := db.Update(fn); err != nil {
				t.Fatalf("seed %d, round %d, write %d: %v", seed, round, i, err)
			}
			if err := model.Update(fn); err != nil {
				t.Fatal(err)
			}
		}
		if got, want := dump(t, db), dump(t, model); !bytes.Equal([]byte(got), []byte(want)) {
			t.Fatalf("seed %d, round %d (full from write %d): kept\n%s\nwant\n%s", seed, round, fillAt, got, want)
		}
		db.Close()
		model.Close()
	}
}

// dealWrite is about what the store writes for a deal: an event, the game's record, its place
// in the list of recent games and its figures.
func dealWrite(i int) func(kv.Tx) error {
	value := bytes.Repeat([]byte("x"), 300)
	return func(tx kv.Tx) error {
		for j, n := range names {
			b, err := tx.CreateBucketIfNotExists(n)
			if err != nil {
				return err
			}
			if err := b.Put(fmt.Appendf(nil, "%02d-%d", i%50, j), value); err != nil {
				return err
			}
		}
		return nil
	}
}

// What recording a write for the switch to memory costs, against the same write on the database
// it wraps (memory, so that the recording is not hidden behind a browser's commit of about 3 ms).
func BenchmarkDealWrite(b *testing.B) {
	b.Run("plain", func(b *testing.B) {
		db := memkv.Open(fmt.Sprintf("%d-%s", run, b.Name()))
		defer db.Close()
		for i := 0; b.Loop(); i++ {
			if err := db.Update(dealWrite(i)); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("fallback", func(b *testing.B) {
		db := fallback.New(memkv.Open(fmt.Sprintf("%d-%s", run, b.Name())), names, memory(b.Name()), nil)
		defer db.Close()
		for i := 0; b.Loop(); i++ {
			if err := db.Update(dealWrite(i)); err != nil {
				b.Fatal(err)
			}
		}
	})
}
