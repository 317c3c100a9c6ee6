package gamefile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/jasstafel/jasstafel/tally"
)

// maxEvents bounds the history a file may carry, so that a hostile file cannot make a replay do
// unbounded work. An evening of Jass is a few hundred actions.
const maxEvents = 100000

// State is a game as its history leaves it: the rounds as they stand, the rules and players set
// by the latest rules-changed and players-changed events (nil when the history has none), the
// finished flag, and what undo and redo would do next.
type State struct {
	Rounds   []Round
	Rules    json.RawMessage
	Players  []string
	Finished bool
	CanUndo  bool
	CanRedo  bool
	// UndoSeq is the seq of the action the next undo reverts, RedoSeq that of the action the next
	// redo puts back; 0 when there is none.
	UndoSeq uint64
	RedoSeq uint64
	// Events is the number of events applied, LastSeq the seq of the last one.
	Events  int
	LastSeq uint64
}

// History applies a game's events one at a time. The zero value is an empty history. Replay is
// the one-shot form; a store keeps a History to append to it without replaying from the start.
//
// Undo keeps no snapshots: every applied action remembers only what it replaced (the old round,
// rules, players or flag), so a history of n events replays in O(n) memory whatever its shape.
type History struct {
	rounds   []Round
	rules    json.RawMessage
	players  []string
	finished bool
	done     []step // applied actions, most recent last; undo pops from here
	undone   []step // undone actions, most recently undone last; redo pops from here
	events   int
	lastSeq  uint64
}

// step is an applied action and what it replaced, so that undo can put it back.
type step struct {
	ev          Event
	oldRound    Round
	oldRules    json.RawMessage
	oldPlayers  []string
	oldFinished bool
}

// Replay applies a whole history to an empty game. An impossible history — an index out of
// range, an undo with nothing to undo, a seq that does not increase, an unknown kind, a field the
// kind does not use — is an error naming the event.
func Replay(events []Event) (State, error) {
	var h History
	for _, e := range events {
		if err := h.Apply(e); err != nil {
			return State{}, err
		}
	}
	return h.State(), nil
}

// State returns the current state. Rounds is a fresh slice; the rounds in it share their inner
// lists with the events, which nobody modifies.
func (h *History) State() State {
	s := State{
		Rounds:   slices.Clone(h.rounds),
		Rules:    h.rules,
		Players:  slices.Clone(h.players),
		Finished: h.finished,
		CanUndo:  len(h.done) > 0,
		CanRedo:  len(h.undone) > 0,
		Events:   h.events,
		LastSeq:  h.lastSeq,
	}
	if s.CanUndo {
		s.UndoSeq = h.done[len(h.done)-1].ev.Seq
	}
	if s.CanRedo {
		s.RedoSeq = h.undone[len(h.undone)-1].ev.Seq
	}
	return s
}

// Rounds is the number of rounds as they stand.
func (h *History) Rounds() int { return len(h.rounds) }

// Next returns the seq of the action the next undo would revert and that of the action the next
// redo would put back; 0 when there is none. It is State's UndoSeq and RedoSeq without the copy.
func (h *History) Next() (undo, redo uint64) {
	if len(h.done) > 0 {
		undo = h.done[len(h.done)-1].ev.Seq
	}
	if len(h.undone) > 0 {
		redo = h.undone[len(h.undone)-1].ev.Seq
	}
	return undo, redo
}

// Finished reports whether the game is marked finished.
func (h *History) Finished() bool { return h.finished }

// LastSeq is the seq of the last event applied, 0 before the first.
func (h *History) LastSeq() uint64 { return h.lastSeq }

// Apply applies one more event. On error the history is unchanged.
func (h *History) Apply(e Event) error {
	if err := h.check(e); err != nil {
		return err
	}
	switch e.Kind {
	case EventFinished, EventReopened:
		// A mark on the game as it stands, not an action on it: undo passes over it, so that
		// the first undo after the end takes back the deal that decided the game.
		h.forward(e)
	case EventUndo:
		st := h.done[len(h.done)-1]
		h.done = h.done[:len(h.done)-1]
		h.revert(st)
		h.undone = append(h.undone, st)
		h.finished = false
	case EventRedo:
		st := h.undone[len(h.undone)-1]
		h.undone = h.undone[:len(h.undone)-1]
		h.done = append(h.done, h.forward(st.ev))
		h.finished = false
	default:
		// Any change to the deals, rules or players lifts the finished mark; the app marks the
		// game finished again when the engine still sees a winner.
		h.done = append(h.done, h.forward(e))
		h.undone = nil
		h.finished = false
	}
	h.events++
	h.lastSeq = e.Seq
	return nil
}

// check decides whether e can be applied to the current state.
func (h *History) check(e Event) error {
	fail := func(format string, args ...any) error {
		return errAt(fmt.Sprintf("history[%d]", h.events), "%s (seq %d): %s", kindName(e.Kind), e.Seq, fmt.Sprintf(format, args...))
	}
	if h.events >= maxEvents {
		return fail("a history holds at most %d events", maxEvents)
	}
	if e.Seq <= h.lastSeq {
		if h.events == 0 {
			return fail("seq must be at least 1")
		}
		return fail("seq does not increase (the event before has seq %d)", h.lastSeq)
	}
	var uses string // the optional fields this kind needs, in the order index, round, rules, players
	switch e.Kind {
	case EventDealAdded:
		uses = "round"
	case EventDealReplaced:
		uses = "index round"
	case EventDealRemoved:
		uses = "index"
	case EventRulesChanged:
		uses = "rules"
	case EventPlayersChanged:
		uses = "players"
	case EventUndo, EventRedo, EventFinished, EventReopened:
	default:
		return fail("unknown kind (want %s)", "deal-added, deal-replaced, deal-removed, undo, redo, rules-changed, players-changed, finished or reopened")
	}
	fields := []struct {
		name    string
		present bool
	}{
		{"index", e.Index != nil},
		{"round", e.Round != nil},
		{"rules", len(e.Rules) > 0},
		{"players", e.Players != nil},
	}
	for _, f := range fields {
		need := containsWord(uses, f.name)
		switch {
		case need && !f.present:
			return fail("%q is missing", f.name)
		case !need && f.present:
			return fail("%s events have no %q", kindName(e.Kind), f.name)
		}
	}
	if e.Index != nil && (*e.Index < 0 || *e.Index >= len(h.rounds)) {
		if len(h.rounds) == 0 {
			return fail("index %d is out of range: there is no round", *e.Index)
		}
		return fail("index %d is out of range (rounds 0..%d)", *e.Index, len(h.rounds)-1)
	}
	if e.Rules != nil && bytes.Equal(bytes.TrimSpace(e.Rules), []byte("null")) {
		return fail("\"rules\" must be a rules object")
	}
	if e.Players != nil && len(e.Players) == 0 {
		return fail("\"players\" must name the players")
	}
	switch e.Kind {
	case EventUndo:
		if len(h.done) == 0 {
			return fail("nothing to undo")
		}
	case EventRedo:
		if len(h.undone) == 0 {
			return fail("nothing to redo")
		}
		// A redo re-applies an action to the state it was first applied to; undo has restored
		// exactly that state, so the action's index is in range again. Checked all the same.
		if ev := h.undone[len(h.undone)-1].ev; ev.Index != nil && *ev.Index >= len(h.rounds) {
			return fail("the action to redo refers to round %d, which does not exist", *ev.Index)
		}
	}
	return nil
}

func containsWord(list, w string) bool {
	for len(list) > 0 {
		i := 0
		for i < len(list) && list[i] != ' ' {
			i++
		}
		if list[:i] == w {
			return true
		}
		if i == len(list) {
			break
		}
		list = list[i+1:]
	}
	return false
}

func kindName(k string) string {
	if k == "" {
		return "event without kind"
	}
	return clipS(k)
}

// forward applies action e and returns it with what it replaced.
func (h *History) forward(e Event) step {
	st := step{ev: e}
	switch e.Kind {
	case EventDealAdded:
		h.rounds = append(h.rounds, *e.Round)
	case EventDealReplaced:
		st.oldRound = h.rounds[*e.Index]
		h.rounds[*e.Index] = *e.Round
	case EventDealRemoved:
		st.oldRound = h.rounds[*e.Index]
		h.rounds = slices.Delete(h.rounds, *e.Index, *e.Index+1)
	case EventRulesChanged:
		st.oldRules = h.rules
		h.rules = e.Rules
	case EventPlayersChanged:
		st.oldPlayers = h.players
		h.players = e.Players
	case EventFinished, EventReopened:
		st.oldFinished = h.finished
		h.finished = e.Kind == EventFinished
	}
	return st
}

// revert undoes a step. The state is the one the step left, since every later action has been
// undone first.
func (h *History) revert(st step) {
	switch st.ev.Kind {
	case EventDealAdded:
		h.rounds[len(h.rounds)-1] = Round{}
		h.rounds = h.rounds[:len(h.rounds)-1]
	case EventDealReplaced:
		h.rounds[*st.ev.Index] = st.oldRound
	case EventDealRemoved:
		h.rounds = slices.Insert(h.rounds, *st.ev.Index, st.oldRound)
	case EventRulesChanged:
		h.rules = st.oldRules
	case EventPlayersChanged:
		h.players = st.oldPlayers
	case EventFinished, EventReopened:
		h.finished = st.oldFinished
	}
}

// checkHistory replays a file's history and requires that it gives exactly the file's rounds.
func checkHistory(history []Event, rounds []Round) error {
	st, err := Replay(history)
	if err != nil {
		return err
	}
	if len(st.Rounds) != len(rounds) {
		return errAt("history", "replaying the history gives %d rounds, the file has %d", len(st.Rounds), len(rounds))
	}
	for i := range rounds {
		a, errA := json.Marshal(&st.Rounds[i])
		b, errB := json.Marshal(&rounds[i])
		if errA != nil || errB != nil || !bytes.Equal(a, b) {
			return errAt("history", "replaying the history gives a round %d different from rounds[%d]", i, i)
		}
	}
	return nil
}

// GameOf decodes rounds under rules already resolved and players already checked: what
// File.Game does after resolving the rules and checking the players, with the same checks and
// messages for the rounds. A store that keeps a game's resolved rules uses it (and Extend) so as
// not to resolve them again on every action.
func GameOf(mode tally.Game, rules tally.Rules, players []string, rounds []Round) (*Game, error) {
	m, err := lookupMode(mode)
	if err != nil {
		return nil, err
	}
	return decodeRounds(m, rules, players, rounds)
}

// decodeRounds converts the rounds of a game whose rules and players are checked.
func decodeRounds(m Mode, rules tally.Rules, players []string, rounds []Round) (*Game, error) {
	if len(rounds) > MaxRounds {
		return nil, errAt("rounds", "%d rounds; a game file holds at most %d", len(rounds), MaxRounds)
	}
	g := &Game{Mode: m.Name(), Rules: rules, Players: players}
	for i := range rounds {
		if err := g.decodeRound(m, &rounds[i], i, i == len(rounds)-1); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// Extend decodes r as the next round of g, as GameOf would decode it as the last round; on error
// g is unchanged. In a Differenzler game the round before may then no longer wait for its points.
func (g *Game) Extend(r *Round) error {
	m, err := lookupMode(g.Mode)
	if err != nil {
		return err
	}
	n := g.Rounds()
	if n+1 > MaxRounds {
		return errAt("rounds", "%d rounds; a game file holds at most %d", n+1, MaxRounds)
	}
	return g.decodeRound(m, r, n, true)
}

// decodeRound converts round i and appends it to g, as File.Game does.
func (g *Game) decodeRound(m Mode, r *Round, i int, last bool) error {
	path := fmt.Sprintf("rounds[%d]", i)
	if err := checkKeys(m, r, path); err != nil {
		return err
	}
	return m.DecodeRound(g, r, path, last)
}
