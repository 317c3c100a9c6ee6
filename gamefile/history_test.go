package gamefile

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/tally"
)

// pts is a Schieber round written with card points; the first team's points identify it.
func pts(a int) *Round {
	v := 0
	return &Round{Contract: "H", Vorhand: &v, Points: []int{a, 157 - a}}
}

func ip(i int) *int { return &i }

// ev builds an event; seq is filled in by seqs.
func ev(kind string, opts ...func(*Event)) Event {
	e := Event{Kind: kind, Time: time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC)}
	for _, o := range opts {
		o(&e)
	}
	return e
}

func withRound(a int) func(*Event)         { return func(e *Event) { e.Round = pts(a) } }
func withIndex(i int) func(*Event)         { return func(e *Event) { e.Index = ip(i) } }
func withRules(r string) func(*Event)      { return func(e *Event) { e.Rules = json.RawMessage(r) } }
func withPlayers(p ...string) func(*Event) { return func(e *Event) { e.Players = p } }

func seqs(events ...Event) []Event {
	for i := range events {
		events[i].Seq = uint64(i + 1)
	}
	return events
}

// firsts lists the first team's points of each round, which identify the rounds in these tests.
func firsts(rs []Round) []int {
	out := []int{}
	for _, r := range rs {
		out = append(out, r.Points[0])
	}
	return out
}

func TestReplayTable(t *testing.T) {
	add := func(a int) Event { return ev(EventDealAdded, withRound(a)) }
	undo, redo := ev(EventUndo), ev(EventRedo)
	cases := []struct {
		name             string
		events           []Event
		rounds           []int
		canUndo, canRedo bool
		finished         bool
		players          []string
		rules            string
	}{
		{name: "empty", events: nil, rounds: []int{}},
		{name: "adds", events: seqs(add(1), add(2), add(3)), rounds: []int{1, 2, 3}, canUndo: true},
		{name: "replace", events: seqs(add(1), add(2), ev(EventDealReplaced, withIndex(0), withRound(9))), rounds: []int{9, 2}, canUndo: true},
		{name: "remove middle", events: seqs(add(1), add(2), add(3), ev(EventDealRemoved, withIndex(1))), rounds: []int{1, 3}, canUndo: true},
		{name: "undo add", events: seqs(add(1), add(2), undo), rounds: []int{1}, canUndo: true, canRedo: true},
		{name: "undo everything", events: seqs(add(1), add(2), undo, undo), rounds: []int{}, canRedo: true},
		{name: "undo replace restores the old round", events: seqs(add(1), ev(EventDealReplaced, withIndex(0), withRound(9)), undo), rounds: []int{1}, canUndo: true, canRedo: true},
		{name: "undo remove puts the round back in place", events: seqs(add(1), add(2), add(3), ev(EventDealRemoved, withIndex(0)), undo), rounds: []int{1, 2, 3}, canUndo: true, canRedo: true},
		{name: "redo remove", events: seqs(add(1), add(2), add(3), ev(EventDealRemoved, withIndex(0)), undo, redo), rounds: []int{2, 3}, canUndo: true},
		{name: "undo undo redo redo", events: seqs(add(1), add(2), add(3), undo, undo, redo, redo), rounds: []int{1, 2, 3}, canUndo: true},
		{name: "redo in order", events: seqs(add(1), add(2), add(3), undo, undo, redo), rounds: []int{1, 2}, canUndo: true, canRedo: true},
		{name: "new action ends redo", events: seqs(add(1), add(2), undo, add(5)), rounds: []int{1, 5}, canUndo: true},
		{name: "undo after new action skips the undone one", events: seqs(add(1), add(2), undo, add(5), undo, undo), rounds: []int{}, canRedo: true},
		// The finished mark is not an action: undo passes over it to the deal, and lifts the mark.
		{name: "finished and undone", events: seqs(add(1), ev(EventFinished), undo), rounds: []int{}, canRedo: true},
		{name: "finished lifted by a new deal", events: seqs(add(1), ev(EventFinished), add(2)), rounds: []int{1, 2}, canUndo: true},
		{name: "finished survives nothing but a mark", events: seqs(add(1), ev(EventReopened), ev(EventFinished)), rounds: []int{1}, canUndo: true, finished: true},
		{name: "finished", events: seqs(add(1), ev(EventFinished)), rounds: []int{1}, canUndo: true, finished: true},
		{name: "reopened", events: seqs(add(1), ev(EventFinished), ev(EventReopened)), rounds: []int{1}, canUndo: true},
		{name: "players", events: seqs(ev(EventPlayersChanged, withPlayers("a", "b", "c", "d")), ev(EventPlayersChanged, withPlayers("a", "b", "c", "e"))),
			rounds: []int{}, canUndo: true, players: []string{"a", "b", "c", "e"}},
		{name: "players undone", events: seqs(ev(EventPlayersChanged, withPlayers("a", "b", "c", "d")), ev(EventPlayersChanged, withPlayers("a", "b", "c", "e")), undo),
			rounds: []int{}, canUndo: true, canRedo: true, players: []string{"a", "b", "c", "d"}},
		{name: "rules and undo to none", events: seqs(ev(EventRulesChanged, withRules(`{"preset":"simple"}`)), undo), rounds: []int{}, canRedo: true},
		{name: "rules redone", events: seqs(ev(EventRulesChanged, withRules(`{"preset":"simple"}`)), undo, redo), rounds: []int{}, canUndo: true, rules: `{"preset":"simple"}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st, err := Replay(c.events)
			if err != nil {
				t.Fatal(err)
			}
			if got := firsts(st.Rounds); !reflect.DeepEqual(got, c.rounds) {
				t.Errorf("rounds %v, want %v", got, c.rounds)
			}
			if st.CanUndo != c.canUndo || st.CanRedo != c.canRedo || st.Finished != c.finished {
				t.Errorf("canUndo %v canRedo %v finished %v, want %v %v %v", st.CanUndo, st.CanRedo, st.Finished, c.canUndo, c.canRedo, c.finished)
			}
			if !reflect.DeepEqual(st.Players, c.players) && !(len(st.Players) == 0 && len(c.players) == 0) {
				t.Errorf("players %v, want %v", st.Players, c.players)
			}
			if string(st.Rules) != c.rules {
				t.Errorf("rules %s, want %s", st.Rules, c.rules)
			}
			if st.Events != len(c.events) {
				t.Errorf("events %d", st.Events)
			}
		})
	}
}

func TestReplayUndoRedoSeqs(t *testing.T) {
	add := func(a int) Event { return ev(EventDealAdded, withRound(a)) }
	st, err := Replay(seqs(add(1), add(2), add(3), ev(EventUndo), ev(EventUndo)))
	if err != nil {
		t.Fatal(err)
	}
	// Undo would next revert seq 1 (the first add); redo would put back seq 2 (undone last).
	if st.UndoSeq != 1 || st.RedoSeq != 2 || st.LastSeq != 5 {
		t.Errorf("undo %d redo %d last %d", st.UndoSeq, st.RedoSeq, st.LastSeq)
	}
	var h History
	for _, e := range seqs(add(1), ev(EventFinished), add(2), ev(EventUndo)) {
		h.Apply(e)
	}
	if u, r := h.Next(); u != 1 || r != 3 || h.Finished() || h.LastSeq() != 4 || h.Rounds() != 1 {
		t.Errorf("accessors: next %d %d finished %v last %d rounds %d", u, r, h.Finished(), h.LastSeq(), h.Rounds())
	}
	st, _ = Replay(nil)
	if st.UndoSeq != 0 || st.RedoSeq != 0 || st.CanUndo || st.CanRedo {
		t.Errorf("empty: %+v", st)
	}
	var empty History
	if u, r := empty.Next(); u != 0 || r != 0 {
		t.Errorf("empty: next %d %d", u, r)
	}
}

func TestReplayImpossibleHistories(t *testing.T) {
	add := func(a int) Event { return ev(EventDealAdded, withRound(a)) }
	cases := []struct {
		name   string
		events []Event
		want   string
	}{
		{"undo nothing", seqs(ev(EventUndo)), "history[0]: undo (seq 1): nothing to undo"},
		{"undo past start", seqs(add(1), ev(EventUndo), ev(EventUndo)), "history[2]: undo (seq 3): nothing to undo"},
		{"redo nothing", seqs(add(1), ev(EventRedo)), "history[1]: redo (seq 2): nothing to redo"},
		{"redo after new action", seqs(add(1), ev(EventUndo), add(2), ev(EventRedo)), "history[3]: redo (seq 4): nothing to redo"},
		{"replace out of range", seqs(add(1), ev(EventDealReplaced, withIndex(1), withRound(2))), "history[1]: deal-replaced (seq 2): index 1 is out of range (rounds 0..0)"},
		{"remove from empty", seqs(ev(EventDealRemoved, withIndex(0))), "history[0]: deal-removed (seq 1): index 0 is out of range: there is no round"},
		{"negative index", seqs(add(1), ev(EventDealRemoved, withIndex(-1))), "index -1 is out of range"},
		{"seq equal", []Event{{Seq: 1, Kind: EventFinished}, {Seq: 1, Kind: EventReopened}}, "history[1]: reopened (seq 1): seq does not increase (the event before has seq 1)"},
		{"seq decreasing", []Event{{Seq: 5, Kind: EventFinished}, {Seq: 2, Kind: EventReopened}}, "history[1]: reopened (seq 2): seq does not increase"},
		{"seq zero", []Event{{Seq: 0, Kind: EventFinished}}, "history[0]: finished (seq 0): seq must be at least 1"},
		{"unknown kind", seqs(ev("deal-eaten")), `history[0]: deal-eaten (seq 1): unknown kind`},
		{"no kind", seqs(ev("")), `history[0]: event without kind (seq 1): unknown kind`},
		{"add without round", seqs(ev(EventDealAdded)), `history[0]: deal-added (seq 1): "round" is missing`},
		{"add with index", seqs(ev(EventDealAdded, withRound(1), withIndex(0))), `history[0]: deal-added (seq 1): deal-added events have no "index"`},
		{"replace without index", seqs(add(1), ev(EventDealReplaced, withRound(2))), `"index" is missing`},
		{"remove with round", seqs(add(1), ev(EventDealRemoved, withIndex(0), withRound(2))), `deal-removed events have no "round"`},
		{"undo with round", seqs(add(1), ev(EventUndo, withRound(2))), `undo events have no "round"`},
		{"rules null", seqs(ev(EventRulesChanged, withRules(`null`))), `"rules" must be a rules object`},
		{"players empty", seqs(ev(EventPlayersChanged, func(e *Event) { e.Players = []string{} })), `"players" must name the players`},
		{"players on finish", seqs(ev(EventFinished, withPlayers("a"))), `finished events have no "players"`},
	}
	for _, c := range cases {
		_, err := Replay(c.events)
		if err == nil {
			t.Errorf("%s: accepted", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %q does not contain %q", c.name, err, c.want)
		}
	}
}

func TestApplyLeavesHistoryUnchangedOnError(t *testing.T) {
	var h History
	for _, e := range seqs(ev(EventDealAdded, withRound(1)), ev(EventDealAdded, withRound(2))) {
		if err := h.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	before := h.State()
	bad := []Event{
		{Seq: 3, Kind: EventDealRemoved, Index: ip(7)},
		{Seq: 3, Kind: EventRedo},
		{Seq: 2, Kind: EventUndo},
		{Seq: 3, Kind: "nope"},
	}
	for _, e := range bad {
		if err := h.Apply(e); err == nil {
			t.Fatalf("%+v accepted", e)
		}
		if after := h.State(); !reflect.DeepEqual(before, after) {
			t.Fatalf("%+v changed the state: %+v -> %+v", e, before, after)
		}
	}
	// The history goes on from where it was.
	if err := h.Apply(Event{Seq: 3, Kind: EventUndo}); err != nil || h.Rounds() != 1 {
		t.Fatalf("undo after errors: %v, %d rounds", err, h.Rounds())
	}
}

func TestStateIsACopy(t *testing.T) {
	var h History
	h.Apply(Event{Seq: 1, Kind: EventDealAdded, Round: pts(1)})
	h.Apply(Event{Seq: 2, Kind: EventPlayersChanged, Players: []string{"a", "b", "c", "d"}})
	st := h.State()
	st.Rounds[0].Contract = "S"
	st.Players[0] = "x"
	again := h.State()
	if again.Rounds[0].Contract != "H" || again.Players[0] != "a" {
		t.Errorf("the state aliases the history: %+v", again)
	}
}

// model is the obvious implementation: a snapshot of the whole state before and after every
// action. The property test compares History with it on random histories.
type model struct {
	cur          snapshot
	done, undone []struct{ before, after snapshot }
}

type snapshot struct {
	rounds   []int
	rules    string
	players  string
	finished bool
}

func (s snapshot) clone() snapshot { s.rounds = append([]int(nil), s.rounds...); return s }

func TestReplayMatchesNaiveModel(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 400; trial++ {
		var m model
		var h History
		var events []Event
		n := 1 + rng.IntN(80)
		for i := 0; i < n; i++ {
			e := Event{Seq: uint64(2*i + 1 + rng.IntN(2))} // increasing, with gaps
			before := m.cur.clone()
			valid := true
			switch k := rng.IntN(10); {
			case k < 3:
				e.Kind, e.Round = EventDealAdded, pts(rng.IntN(158))
				m.cur.rounds = append(m.cur.rounds, e.Round.Points[0])
			case k == 3:
				e.Kind, e.Index, e.Round = EventDealReplaced, ip(rng.IntN(len(m.cur.rounds)+1)), pts(rng.IntN(158))
				if valid = *e.Index < len(m.cur.rounds); valid {
					m.cur.rounds[*e.Index] = e.Round.Points[0]
				}
			case k == 4:
				e.Kind, e.Index = EventDealRemoved, ip(rng.IntN(len(m.cur.rounds)+1))
				if valid = *e.Index < len(m.cur.rounds); valid {
					m.cur.rounds = append(m.cur.rounds[:*e.Index], m.cur.rounds[*e.Index+1:]...)
				}
			case k == 5:
				e.Kind = EventUndo
				if valid = len(m.done) > 0; valid {
					top := m.done[len(m.done)-1]
					m.done = m.done[:len(m.done)-1]
					m.undone = append(m.undone, top)
					m.cur = top.before.clone()
					m.cur.finished = false
				}
			case k == 6:
				e.Kind = EventRedo
				if valid = len(m.undone) > 0; valid {
					top := m.undone[len(m.undone)-1]
					m.undone = m.undone[:len(m.undone)-1]
					m.done = append(m.done, top)
					m.cur = top.after.clone()
					m.cur.finished = false
				}
			case k == 7:
				e.Kind = EventRulesChanged
				e.Rules = json.RawMessage(fmt.Sprintf(`{"target":%d}`, 500+rng.IntN(10)*100))
				m.cur.rules = string(e.Rules)
			case k == 8:
				e.Kind = EventPlayersChanged
				e.Players = []string{"a", "b", "c", fmt.Sprint(rng.IntN(5))}
				m.cur.players = strings.Join(e.Players, ",")
			default:
				e.Kind = EventFinished
				if rng.IntN(2) == 0 {
					e.Kind = EventReopened
				}
				m.cur.finished = e.Kind == EventFinished
			}
			err := h.Apply(e)
			if !valid {
				if err == nil {
					t.Fatalf("trial %d: %s accepted although impossible", trial, e.Kind)
				}
				continue
			}
			if err != nil {
				t.Fatalf("trial %d: %v", trial, err)
			}
			events = append(events, e)
			mark := e.Kind == EventFinished || e.Kind == EventReopened
			if e.Kind != EventUndo && e.Kind != EventRedo && !mark {
				// An action lifts the finished mark; undo passes over marks.
				m.cur.finished = false
				m.done = append(m.done, struct{ before, after snapshot }{before, m.cur.clone()})
				m.undone = nil
			}
			st := h.State()
			got := snapshot{rounds: firsts(st.Rounds), rules: string(st.Rules), players: strings.Join(st.Players, ","), finished: st.Finished}
			if m.cur.rounds == nil {
				m.cur.rounds = []int{}
			}
			if !reflect.DeepEqual(got, m.cur) {
				t.Fatalf("trial %d after %d events (%s): got %+v, model %+v", trial, len(events), e.Kind, got, m.cur)
			}
			if st.CanUndo != (len(m.done) > 0) || st.CanRedo != (len(m.undone) > 0) {
				t.Fatalf("trial %d: canUndo %v canRedo %v, model %d done %d undone", trial, st.CanUndo, st.CanRedo, len(m.done), len(m.undone))
			}
		}
		// Replaying the accepted events from scratch gives the same state as applying them one by one.
		st, err := Replay(events)
		if err != nil {
			t.Fatalf("trial %d: replay: %v", trial, err)
		}
		if want := h.State(); !reflect.DeepEqual(st, want) {
			t.Fatalf("trial %d: replay %+v, incremental %+v", trial, st, want)
		}
	}
}

const historyDoc = `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],
 "created":"2026-11-29T19:00:00Z",
 "rounds":[%s],
 "history":[%s]}`

func TestFileHistoryMustGiveTheRounds(t *testing.T) {
	r := func(a int) string { return fmt.Sprintf(`{"contract":"H","vorhand":0,"points":[%d,%d]}`, a, 157-a) }
	add := func(seq, a int) string {
		return fmt.Sprintf(`{"seq":%d,"time":"2026-11-29T19:0%d:00Z","kind":"deal-added","round":%s}`, seq, seq, r(a))
	}
	undo := func(seq int) string {
		return fmt.Sprintf(`{"seq":%d,"time":"2026-11-29T19:0%d:00Z","kind":"undo"}`, seq, seq)
	}
	good := fmt.Sprintf(historyDoc, r(100)+","+r(50), strings.Join([]string{add(1, 100), add(2, 70), undo(3), add(4, 50)}, ","))
	g, err := Decode([]byte(good))
	if err != nil {
		t.Fatal(err)
	}
	if g.Rounds() != 2 {
		t.Fatalf("%d rounds", g.Rounds())
	}
	// The same file with a round the history does not give, or one round too many, is refused.
	cases := []struct{ doc, want string }{
		{fmt.Sprintf(historyDoc, r(100)+","+r(70), strings.Join([]string{add(1, 100), add(2, 70), undo(3), add(4, 50)}, ",")),
			"history: replaying the history gives a round 1 different from rounds[1]"},
		{fmt.Sprintf(historyDoc, r(100)+","+r(50)+","+r(1), strings.Join([]string{add(1, 100), add(2, 70), undo(3), add(4, 50)}, ",")),
			"history: replaying the history gives 2 rounds, the file has 3"},
		{fmt.Sprintf(historyDoc, r(100), strings.Join([]string{add(1, 100), undo(2), undo(3)}, ",")),
			"history[2]: undo (seq 3): nothing to undo"},
		{fmt.Sprintf(historyDoc, r(100), `{"seq":1,"kind":"deal-added","round":{"contract":"H","vorhand":0,"points":[100,57]},"colour":"red"}`),
			`unknown field "colour"`},
		{fmt.Sprintf(historyDoc, "", `{"seq":1,"kind":"finished","time":"yesterday"}`), "line"},
	}
	for _, c := range cases {
		_, err := Decode([]byte(c.doc))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("error %v, want %q", err, c.want)
		}
	}
	// An empty history is a history: it gives no rounds.
	if _, err := Decode([]byte(fmt.Sprintf(historyDoc, r(1), ""))); err == nil || !strings.Contains(err.Error(), "gives 0 rounds") {
		t.Errorf("empty history with a round: %v", err)
	}
	if _, err := Decode([]byte(fmt.Sprintf(historyDoc, "", ""))); err != nil {
		t.Errorf("empty history without rounds: %v", err)
	}
}

func TestLongHistoryReplaysInLinearTime(t *testing.T) {
	// 1000 rounds, then 50,000 alternating undo and redo of a removal at the front: a snapshot
	// design would copy 1000 rounds each time; this one moves them, which is still fast.
	var events []Event
	for i := 0; i < 1000; i++ {
		events = append(events, Event{Kind: EventDealAdded, Round: pts(i % 158)})
	}
	events = append(events, Event{Kind: EventDealRemoved, Index: ip(0)})
	for i := 0; i < 50000; i++ {
		k := EventUndo
		if i%2 == 1 {
			k = EventRedo
		}
		events = append(events, Event{Kind: k})
	}
	for i := range events {
		events[i].Seq = uint64(i + 1)
	}
	// Memory, not the clock, tells the designs apart on a shared machine: copying 1000 rounds
	// 50,000 times would allocate gigabytes.
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	st, err := Replay(events)
	if err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	if len(st.Rounds) != 999 || st.Rounds[0].Points[0] != 1 {
		t.Fatalf("%d rounds, first %v", len(st.Rounds), st.Rounds[0].Points)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 64<<20 {
		t.Errorf("replay allocated %d MiB", alloc>>20)
	} else {
		t.Logf("replay allocated %d KiB", alloc>>10)
	}
	many := make([]Event, maxEvents+1)
	for i := range many {
		many[i] = Event{Seq: uint64(i + 1), Kind: EventFinished}
	}
	if _, err := Replay(many); err == nil || !strings.Contains(err.Error(), "history[100000]: finished (seq 100001): a history holds at most 100000 events") {
		t.Errorf("over maxEvents: %v", err)
	}
}

// gameFiles are the real game files of the repository.
func gameFiles(t *testing.T) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	for _, pattern := range []string{"../examples/*.json", "testdata/*.json"} {
		names, _ := filepath.Glob(pattern)
		for _, n := range names {
			b, err := os.ReadFile(n)
			if err != nil {
				t.Fatal(err)
			}
			out[n] = b
		}
	}
	if len(out) < 5 {
		t.Fatalf("only %d game files found", len(out))
	}
	return out
}

func TestGameOfAndExtendDecodeAsFileGameDoes(t *testing.T) {
	for name, data := range gameFiles(t) {
		want, err := Decode(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var f File
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatal(err)
		}
		got, err := GameOf(want.Mode, want.Rules, want.Players, f.Rounds)
		if err != nil {
			t.Fatalf("%s: GameOf: %v", name, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: GameOf differs from File.Game", name)
		}
		inc, _ := GameOf(want.Mode, want.Rules, want.Players, nil)
		for i := range f.Rounds {
			if err := inc.Extend(&f.Rounds[i]); err != nil {
				t.Fatalf("%s: Extend round %d: %v", name, i, err)
			}
		}
		if !reflect.DeepEqual(inc, want) {
			t.Errorf("%s: Extend differs from File.Game", name)
		}
	}
}

func TestGameOfAndExtendRefuseAsFileGameDoes(t *testing.T) {
	players := []string{"a", "b", "c", "d"}
	rules, _ := tally.Preset(tally.Schieber, "seed")
	bad := []Round{
		{Contract: "X", Vorhand: ip(0), Points: []int{1, 156}},
		{Contract: "H", Points: []int{1, 156}},
		{Contract: "H", Vorhand: ip(0), Points: []int{1, 156}, Tricks: [][]string{}},
		{Contract: "H", Vorhand: ip(0), Points: []int{1, 156}, Dealer: ip(1)},
		{Contract: "H", Vorhand: ip(0), Tricks: [][]string{{"CJ", "CX", "C6", "C7"}}},
	}
	for _, r := range bad {
		rounds := []Round{*pts(100), r}
		f := File{Format: FormatV1, Mode: "schieber", Players: players, Rounds: rounds}
		_, want := f.Game()
		_, got := GameOf(tally.Schieber, rules, players, rounds)
		if want == nil || got == nil || got.Error() != want.Error() {
			t.Errorf("%+v: GameOf %v, File.Game %v", r, got, want)
		}
		g, _ := GameOf(tally.Schieber, rules, players, rounds[:1])
		if err := g.Extend(&r); err == nil || err.Error() != want.Error() {
			t.Errorf("%+v: Extend %v, File.Game %v", r, err, want)
		}
		if g.Rounds() != 1 {
			t.Errorf("a refused Extend changed the game: %d rounds", g.Rounds())
		}
	}
	// Differenzler: only the last round may wait for its points, so a round cannot follow one
	// that waits.
	dr, _ := tally.Preset(tally.Differenzler, "seed")
	waiting := Round{Dealer: ip(0), Trump: "H", Predictions: []int{40, 40, 40, 37}}
	g, err := GameOf(tally.Differenzler, dr, players, []Round{waiting})
	if err != nil {
		t.Fatal(err)
	}
	next := Round{Dealer: ip(1), Trump: "S", Predictions: []int{40, 40, 40, 37}, Points: []int{40, 40, 40, 37}}
	err = g.Extend(&next)
	f := File{Format: FormatV1, Mode: "differenzler", Players: players, Rounds: []Round{waiting, next}}
	_, want := f.Game()
	if err == nil || want == nil || err.Error() != want.Error() {
		t.Errorf("after a waiting round: Extend %v, File.Game %v", err, want)
	}
	if _, err := GameOf("poker", dr, players, nil); err == nil {
		t.Error("GameOf accepted an unknown mode")
	}
}
