package persistence

import (
	"encoding/json"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// clock is a test clock that moves one second on every reading, so that times are distinct and
// predictable.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func newClock() *clock { return &clock{t: time.Date(2026, 11, 29, 19, 0, 0, 0, time.UTC)} }

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(time.Second)
	return c.t
}

// advance moves the clock on by d.
func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// openTest opens a new store (in a temporary folder, or a new IndexedDB database), without automatic backups.
func openTest(t testing.TB) (*Store, *clock) {
	t.Helper()
	c := newClock()
	s, err := openAt(testPath(t), Options{Now: c.Now, NoAutoBackup: true, Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, c
}

func reopen(t testing.TB, s *Store, opts Options) *Store {
	t.Helper()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s2, err := openAt(s.Path(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s2.Close() })
	return s2
}

func seat(i int) *int { return &i }

// deal is a Schieber deal written with points: contract H (×1 in every preset used here), team 0
// takes a points; it breaks no rule for 0 ≤ a ≤ 157.
func deal(vorhand, a int) gamefile.Round {
	return gamefile.Round{Contract: "H", Vorhand: seat(vorhand), Points: []int{a, 157 - a}}
}

var fourPlayers = []string{"Anna", "Beat", "Cla", "Dora"}

func newSchieber(t testing.TB, s *Store) GameID {
	t.Helper()
	id, err := s.Create(NewGame{Mode: tally.Schieber, Players: fourPlayers})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// newLongSchieber is a Schieber game of 100 agreed deals, the most the rules allow: the tests and
// benchmarks that write dozens of deals to one game use it so that no deal ends the game (which
// would mark it finished and refuse the next deal).
func newLongSchieber(t testing.TB, s *Store) GameID {
	t.Helper()
	id, err := s.Create(NewGame{Mode: tally.Schieber, Players: fourPlayers, Rules: []byte(`{"finish":"fixedDeals","deals":100}`)})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// firstPoints lists team 0's points of each deal (-1 for a deal written card by card): in these
// tests they identify the deals.
func firstPoints(v *GameView) []int {
	out := []int{}
	for _, r := range v.File.Rounds {
		if r.Points == nil {
			out = append(out, -1)
			continue
		}
		out = append(out, r.Points[0])
	}
	return out
}

// changeRules gives a game new rules the way a game file can: its export with a rules-changed
// event added at the end of the history, imported as a new game, whose id it returns. The app
// itself keeps a game's rules; files from elsewhere may change them.
func changeRules(t testing.TB, s *Store, id GameID, rules string) GameID {
	t.Helper()
	data, err := s.Export(id)
	if err != nil {
		t.Fatal(err)
	}
	var f gamefile.File
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	r, err := tally.ResolveRules(tally.Game(f.Mode), json.RawMessage(rules))
	if err != nil {
		t.Fatal(err)
	}
	resolved, _ := json.Marshal(r)
	last := f.History[len(f.History)-1]
	f.History = append(f.History, gamefile.Event{Seq: last.Seq + 1, Time: last.Time, Kind: gamefile.EventRulesChanged, Rules: resolved})
	f.Rules = resolved
	doc, _ := json.Marshal(f)
	nid, err := s.Import(doc)
	if err != nil {
		t.Fatal(err)
	}
	return nid
}

// dealsPerGame is how long the games of the append benchmarks grow before a new one is started:
// a full Schieber evening to 2500 has 15 to 25 deals.
const dealsPerGame = 40

func median(d []time.Duration) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}

// exampleFiles are the example games of the repository, one per mode at least.
func exampleFiles(t testing.TB) map[string]gamefile.File {
	t.Helper()
	names := globFiles(t, "../examples/*.json")
	out := map[string]gamefile.File{}
	for _, n := range names {
		var f gamefile.File
		if err := json.Unmarshal(readFile(t, n), &f); err != nil {
			t.Fatal(err)
		}
		out[n] = f
	}
	modes := map[string]bool{}
	for _, f := range out {
		modes[f.Mode] = true
	}
	if len(modes) != 3 {
		t.Fatalf("examples cover modes %v", modes)
	}
	return out
}

// tv6Round is round 0 of the rules reference's test vector TV-6: nine tricks with Weis and Stöck.
func tv6Round(tb testing.TB) gamefile.Round {
	data := readFile(tb, "../gamefile/testdata/tv6.json")
	var f gamefile.File
	if err := json.Unmarshal(data, &f); err != nil {
		tb.Fatal(err)
	}
	return f.Rounds[0]
}

// workDone is what the store decoded, scored, replayed and reported, and the write transactions
// it ran, since the counters were at before.
type workDone struct{ decoded, scored, replays, reports, updates int64 }

func workNow() workDone {
	return workDone{work.decoded.Load(), work.scored.Load(), work.replays.Load(), work.reports.Load(), work.updates.Load()}
}

func (w workDone) since(before workDone) workDone {
	return workDone{w.decoded - before.decoded, w.scored - before.scored, w.replays - before.replays, w.reports - before.reports, w.updates - before.updates}
}
