// Package fakestore is the in-memory service the tests of the ui packages run their screens on,
// beside the real store: it satisfies every narrow store interface a screen asks for, as
// persistence.Store does.
package fakestore

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/stats"
	"github.com/jasstafel/jasstafel/tally"
)

// Store is an in-memory service for screen tests. It keeps each game's event log and
// replays it with gamefile and tally on every action, so its views and summaries are the
// engine's, as the store's are. fail makes the next calls of a method (by name) return an error,
// as a full disk or a damaged database would.
type Store struct {
	mu    sync.Mutex // the screens save drafts from another goroutine
	games map[persistence.GameID]*fakeGame
	next  persistence.GameID
	clock time.Time
	fail  map[string]error
	calls map[string]int // how often each method was called
	// rosterLog holds the renames and merges, latest last, for UndoRosterAction.
	rosterLog []fakeRosterAction
}

// fakeRosterAction is a rename or merge and the players it changed per game.
type fakeRosterAction struct {
	action        persistence.RosterAction
	before, after map[persistence.GameID][]string
	undone        bool
}

type fakeGame struct {
	id               persistence.GameID
	mode             tally.Game
	created, updated time.Time
	events           []gamefile.Event
	deleted          bool
	draft            []byte
}

// New is an empty service whose clock starts on an evening in 2026.
func New() *Store {
	return &Store{
		games: map[persistence.GameID]*fakeGame{},
		clock: time.Date(2026, 11, 30, 20, 0, 0, 0, time.UTC),
		fail:  map[string]error{},
		calls: map[string]int{},
	}
}

// Fail makes the next calls of method (by name) return err, as a full disk or a damaged
// database would.
func (f *Store) Fail(method string, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.fail[method] = err
}

// call counts a call and returns the error injected for it, if any.
func (f *Store) call(method string) error {
	f.calls[method]++
	return f.fail[method]
}

// CalledTimes is how often method was called, read under the lock the drafts saved from
// another goroutine take too.
func (f *Store) CalledTimes(method string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls[method]
}

// tick is the time of the next action: a second after the last one, so the list has an order.
func (f *Store) tick() time.Time {
	f.clock = f.clock.Add(time.Second)
	return f.clock
}

func (f *Store) game(id persistence.GameID) (*fakeGame, error) {
	g, ok := f.games[id]
	if !ok {
		return nil, fmt.Errorf("there is no game %d: %w", id, persistence.ErrNotFound)
	}
	return g, nil
}

// decode replays a log and decodes the game it leaves.
func decode(mode tally.Game, events []gamefile.Event) (gamefile.State, *gamefile.Game, error) {
	st, err := gamefile.Replay(events)
	if err != nil {
		return st, nil, err
	}
	file := gamefile.File{Format: gamefile.FormatV1, Mode: string(mode), Players: st.Players, Rules: st.Rules, Rounds: st.Rounds}
	g, err := file.Game()
	return st, g, err
}

func (f *Store) view(g *fakeGame) (*persistence.GameView, error) {
	st, game, err := decode(g.mode, g.events)
	if err != nil {
		return nil, err
	}
	created := g.created
	rounds := st.Rounds
	if rounds == nil {
		rounds = []gamefile.Round{}
	}
	return &persistence.GameView{
		ID: g.id,
		File: gamefile.File{Format: gamefile.FormatV1, Mode: string(g.mode), Players: game.Players, Rules: st.Rules,
			Rounds: rounds, Created: &created, History: slices.Clone(g.events)},
		Game:    game,
		Created: g.created, Updated: g.updated, Finished: st.Finished, Deleted: g.deleted,
		CanUndo: st.UndoSeq > 2, CanRedo: st.RedoSeq != 0,
	}, nil
}

// act appends one event after checking that the game, as the log then leaves it, still decodes.
func (f *Store) act(method string, id persistence.GameID, ev gamefile.Event, changesDeals bool) (*persistence.GameView, error) {
	if err := f.call(method); err != nil {
		return nil, err
	}
	g, err := f.game(id)
	if err != nil {
		return nil, err
	}
	if g.deleted {
		return nil, fmt.Errorf("game %d is in the bin", id)
	}
	st, _, err := decode(g.mode, g.events)
	if err != nil {
		return nil, err
	}
	if changesDeals && st.Finished {
		return nil, fmt.Errorf("game %d is finished; reopen it to change its deals: %w", id, persistence.ErrFinished)
	}
	now := f.tick()
	ev.Seq, ev.Time = st.LastSeq+1, now
	events := append(slices.Clone(g.events), ev)
	if _, _, err := decode(g.mode, events); err != nil {
		return nil, fmt.Errorf("%w: %v", persistence.ErrInvalid, err)
	}
	// As the store: a deal written, corrected or removed after which the game is over marks it
	// finished too; an undo or a redo does not.
	ended := false
	if ev.Kind == gamefile.EventDealAdded || ev.Kind == gamefile.EventDealReplaced || ev.Kind == gamefile.EventDealRemoved {
		if st, game, _ := decode(g.mode, events); !st.Finished && game.Kind().Score(game).Summary().Over {
			events = append(events, gamefile.Event{Seq: ev.Seq + 1, Time: now, Kind: gamefile.EventFinished})
			ended = true
		}
	}
	g.events, g.updated = events, now
	if ev.Kind == gamefile.EventDealAdded { // as the store: a correction leaves the draft alone
		g.draft = nil
	}
	v, err := f.view(g)
	if v != nil {
		v.Ended = ended
	}
	return v, err
}

func (f *Store) Load(id persistence.GameID) (*persistence.GameView, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.call("Load"); err != nil {
		return nil, err
	}
	g, err := f.game(id)
	if err != nil {
		return nil, err
	}
	return f.view(g)
}

func (f *Store) Create(ng persistence.NewGame) (persistence.GameID, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.call("Create"); err != nil {
		return 0, err
	}
	file := gamefile.File{Format: gamefile.FormatV1, Mode: string(ng.Mode), Players: ng.Players, Rules: ng.Rules}
	game, err := file.Game()
	if err != nil {
		return 0, fmt.Errorf("%w: %v", persistence.ErrInvalid, err)
	}
	resolved, err := json.Marshal(game.Rules)
	if err != nil {
		return 0, err
	}
	now := f.tick()
	f.next++
	f.games[f.next] = &fakeGame{id: f.next, mode: game.Mode, created: now, updated: now, events: []gamefile.Event{
		{Seq: 1, Time: now, Kind: gamefile.EventPlayersChanged, Players: slices.Clone(game.Players)},
		{Seq: 2, Time: now, Kind: gamefile.EventRulesChanged, Rules: resolved},
	}}
	return f.next, nil
}

func (f *Store) AddRound(id persistence.GameID, r gamefile.Round) (*persistence.GameView, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.act("AddRound", id, gamefile.Event{Kind: gamefile.EventDealAdded, Round: &r}, true)
}

func (f *Store) ReplaceRound(id persistence.GameID, index int, r gamefile.Round) (*persistence.GameView, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.act("ReplaceRound", id, gamefile.Event{Kind: gamefile.EventDealReplaced, Index: &index, Round: &r}, true)
}

func (f *Store) RemoveRound(id persistence.GameID, index int) (*persistence.GameView, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.act("RemoveRound", id, gamefile.Event{Kind: gamefile.EventDealRemoved, Index: &index}, true)
}

func (f *Store) Undo(id persistence.GameID) (*persistence.GameView, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if g, err := f.game(id); err == nil {
		if st, _, err := decode(g.mode, g.events); err == nil && st.UndoSeq <= 2 {
			f.calls["Undo"]++
			return nil, fmt.Errorf("game %d: nothing to undo: %w", id, persistence.ErrNothingToUndo)
		}
	}
	return f.act("Undo", id, gamefile.Event{Kind: gamefile.EventUndo}, false)
}

func (f *Store) Redo(id persistence.GameID) (*persistence.GameView, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.act("Redo", id, gamefile.Event{Kind: gamefile.EventRedo}, false)
}

func (f *Store) SetFinished(id persistence.GameID, finished bool) (*persistence.GameView, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	g, err := f.game(id)
	if err != nil {
		return nil, err
	}
	if st, _, err := decode(g.mode, g.events); err == nil && st.Finished == finished {
		f.calls["SetFinished"]++
		return f.view(g)
	}
	kind := gamefile.EventReopened
	if finished {
		kind = gamefile.EventFinished
	}
	return f.act("SetFinished", id, gamefile.Event{Kind: kind}, false)
}

func (f *Store) summary(g *fakeGame) (persistence.Summary, error) {
	v, err := f.view(g)
	if err != nil {
		return persistence.Summary{}, err
	}
	sum := v.Game.Kind().Score(v.Game).Summary()
	return persistence.Summary{ID: g.id, Mode: g.mode, Players: v.Game.Players, Created: g.created, Updated: g.updated,
		Totals: v.Report().Totals, Winner: v.Report().Winner, Winners: sum.Winners, Finished: v.Finished || sum.Over, Over: sum.Over, Deleted: g.deleted,
		Rounds: v.Game.Rounds(), Violations: len(v.Report().Violations)}, nil
}

func (f *Store) List(limit int, includeDeleted bool) ([]persistence.Summary, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.call("List"); err != nil {
		return nil, err
	}
	var out []persistence.Summary
	for _, g := range f.games {
		if g.deleted && !includeDeleted {
			continue
		}
		s, err := f.summary(g)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].Updated.Equal(out[j].Updated) {
			return out[i].Updated.After(out[j].Updated)
		}
		return out[i].ID > out[j].ID
	})
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

func (f *Store) setDeleted(method string, id persistence.GameID, deleted bool) error {
	if err := f.call(method); err != nil {
		return err
	}
	g, err := f.game(id)
	if err != nil {
		return err
	}
	g.deleted = deleted
	return nil
}

func (f *Store) Delete(id persistence.GameID) error  { return f.setDeleted("Delete", id, true) }
func (f *Store) Restore(id persistence.GameID) error { return f.setDeleted("Restore", id, false) }

func (f *Store) SaveDraft(id persistence.GameID, draft []byte) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.call("SaveDraft"); err != nil {
		return err
	}
	g, err := f.game(id)
	if err != nil {
		return err
	}
	g.draft = slices.Clone(draft)
	return nil
}

func (f *Store) Draft(id persistence.GameID) ([]byte, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.call("Draft"); err != nil {
		return nil, err
	}
	g, err := f.game(id)
	if err != nil {
		return nil, err
	}
	return slices.Clone(g.draft), nil
}

func (f *Store) ClearDraft(id persistence.GameID) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.call("ClearDraft"); err != nil {
		return err
	}
	g, err := f.game(id)
	if err != nil {
		return err
	}
	g.draft = nil
	return nil
}

func (f *Store) Roster() ([]persistence.RosterEntry, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.call("Roster"); err != nil {
		return nil, err
	}
	byName := map[string]int{}
	var out []persistence.RosterEntry
	ids := make([]persistence.GameID, 0, len(f.games))
	for id := range f.games {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	spellings := map[string][]string{}
	for _, id := range ids {
		g := f.games[id]
		st, _, err := decode(g.mode, g.events)
		if err != nil {
			return nil, err
		}
		for _, name := range st.Players {
			folded := strings.ToLower(strings.TrimSpace(name))
			if !slices.Contains(spellings[folded], name) {
				spellings[folded] = append(spellings[folded], name)
			}
		}
		if g.deleted {
			continue
		}
		for _, name := range st.Players {
			folded := strings.ToLower(strings.TrimSpace(name))
			i, ok := byName[folded]
			if !ok {
				i = len(out)
				byName[folded] = i
				out = append(out, persistence.RosterEntry{})
			}
			out[i].Games = append(out[i].Games, id)
			if !g.updated.Before(out[i].LastPlayed) {
				out[i].Name, out[i].LastPlayed = name, g.updated
			}
		}
	}
	for i := range out {
		out[i].Spellings = slices.Sorted(slices.Values(spellings[strings.ToLower(out[i].Name)]))
	}
	return out, nil
}

// Export writes the game's file with its history, as the store does.
func (f *Store) Export(id persistence.GameID) ([]byte, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.call("Export"); err != nil {
		return nil, err
	}
	g, err := f.game(id)
	if err != nil {
		return nil, err
	}
	v, err := f.view(g)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	err = enc.Encode(v.File)
	return b.Bytes(), err
}

// setPlayers appends a players-changed event to a game, deleted or not, and marks it finished
// again when it was, as the store does; the game's last-changed time stays.
func (f *Store) setPlayers(g *fakeGame, players []string) error {
	st, _, err := decode(g.mode, g.events)
	if err != nil {
		return err
	}
	now := f.tick()
	events := append(slices.Clone(g.events), gamefile.Event{Seq: st.LastSeq + 1, Time: now, Kind: gamefile.EventPlayersChanged, Players: slices.Clone(players)})
	if st.Finished {
		events = append(events, gamefile.Event{Seq: st.LastSeq + 2, Time: now, Kind: gamefile.EventFinished})
	}
	if _, _, err := decode(g.mode, events); err != nil {
		return err
	}
	g.events = events
	return nil
}

func (f *Store) RenamePlayer(from, to string) (persistence.RosterAction, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.rosterAct("RenamePlayer", persistence.RosterRename, []string{from}, to)
}

func (f *Store) MergePlayers(names []string, into string) (persistence.RosterAction, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.rosterAct("MergePlayers", persistence.RosterMerge, names, into)
}

// rosterAct renames in every game after checking every game first: all or nothing.
func (f *Store) rosterAct(method, kind string, names []string, into string) (persistence.RosterAction, error) {
	if err := f.call(method); err != nil {
		return persistence.RosterAction{}, err
	}
	target, err := gamefile.PlayerNames([]string{into})
	if err != nil {
		return persistence.RosterAction{}, fmt.Errorf("%w: %v", persistence.ErrInvalid, err)
	}
	into = target[0]
	from := map[string]bool{}
	var given []string
	for _, n := range names {
		if n = strings.TrimSpace(n); n != "" && !from[n] {
			from[n] = true
			given = append(given, n)
		}
	}
	if len(given) == 0 || (len(given) == 1 && given[0] == into) {
		return persistence.RosterAction{}, fmt.Errorf("nothing to rename: %w", persistence.ErrInvalid)
	}
	act := fakeRosterAction{
		action: persistence.RosterAction{Kind: kind, Names: given, Into: into, Time: f.clock},
		before: map[persistence.GameID][]string{}, after: map[persistence.GameID][]string{},
	}
	ids := slices.Sorted(maps.Keys(f.games))
	for _, id := range ids {
		st, _, err := decode(f.games[id].mode, f.games[id].events)
		if err != nil {
			return persistence.RosterAction{}, err
		}
		after := slices.Clone(st.Players)
		for i, p := range after {
			if from[p] {
				after[i] = into
			}
		}
		if slices.Equal(after, st.Players) {
			continue
		}
		if _, err := gamefile.PlayerNames(after); err != nil {
			return persistence.RosterAction{}, &persistence.SeatedTwiceError{Game: id, Name: into}
		}
		act.before[id], act.after[id] = st.Players, after
		act.action.Games = append(act.action.Games, id)
	}
	if len(act.action.Games) == 0 {
		return persistence.RosterAction{}, fmt.Errorf("no game has a player called %s: %w", strings.Join(given, " or "), persistence.ErrNotFound)
	}
	for _, id := range act.action.Games {
		if err := f.setPlayers(f.games[id], act.after[id]); err != nil {
			return persistence.RosterAction{}, err
		}
	}
	f.rosterLog = append(f.rosterLog, act)
	return act.action, nil
}

// lastRoster is the index of the latest roster action not undone, -1 when there is none.
func (f *Store) lastRoster() int {
	for i := len(f.rosterLog) - 1; i >= 0; i-- {
		if !f.rosterLog[i].undone {
			return i
		}
	}
	return -1
}

func (f *Store) LastRosterAction() (persistence.RosterAction, bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.call("LastRosterAction"); err != nil {
		return persistence.RosterAction{}, false, err
	}
	if i := f.lastRoster(); i >= 0 {
		return f.rosterLog[i].action, true, nil
	}
	return persistence.RosterAction{}, false, nil
}

func (f *Store) UndoRosterAction() (persistence.RosterAction, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.call("UndoRosterAction"); err != nil {
		return persistence.RosterAction{}, err
	}
	i := f.lastRoster()
	if i < 0 {
		return persistence.RosterAction{}, fmt.Errorf("there is no rename or merge to undo: %w", persistence.ErrNothingToUndo)
	}
	act := &f.rosterLog[i]
	for _, id := range act.action.Games {
		st, _, err := decode(f.games[id].mode, f.games[id].events)
		if err != nil {
			return persistence.RosterAction{}, err
		}
		if !slices.Equal(st.Players, act.after[id]) {
			return persistence.RosterAction{}, &persistence.ChangedSinceError{Game: id, Kind: act.action.Kind, Players: st.Players}
		}
	}
	for _, id := range act.action.Games {
		if err := f.setPlayers(f.games[id], act.before[id]); err != nil {
			return persistence.RosterAction{}, err
		}
	}
	act.undone = true
	return act.action, nil
}

func (f *Store) Figures() ([]stats.Game, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.call("Figures"); err != nil {
		return nil, err
	}
	var out []stats.Game
	for _, g := range f.games {
		v, err := f.view(g)
		if err != nil {
			return nil, err
		}
		fig, err := stats.FromGame(uint64(g.id), v.Game, g.created, v.Finished)
		if err != nil {
			return nil, err
		}
		fig.Deleted = g.deleted
		out = append(out, fig)
	}
	slices.SortFunc(out, func(a, b stats.Game) int { return cmp.Compare(a.ID, b.ID) })
	return out, nil
}

// ExportAll writes the games not in the bin as one file, oldest first, as the store does.
func (f *Store) ExportAll() ([]byte, error) {
	list, err := f.List(0, false)
	if err != nil {
		return nil, err
	}
	games := []json.RawMessage{}
	for _, g := range slices.Backward(list) {
		data, err := f.Export(g.ID)
		if err != nil {
			return nil, err
		}
		games = append(games, data)
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	err = enc.Encode(map[string]any{"format": persistence.CollectionFormat, "games": games})
	return b.Bytes(), err
}

// ImportFile adds the games of one game's file or a file of games, all or none: each is
// checked as a game file and replayed from its players, rules and deals (the fake keeps no
// imported history).
func (f *Store) ImportFile(data []byte) ([]persistence.GameID, error) {
	f.mu.Lock()
	err := f.call("ImportFile")
	f.mu.Unlock()
	if err != nil {
		return nil, err
	}
	var c struct {
		Format string            `json:"format"`
		Games  []json.RawMessage `json:"games"`
	}
	one := json.Unmarshal(data, &c) != nil || c.Format != persistence.CollectionFormat
	if one {
		c.Games = []json.RawMessage{data}
	}
	files := make([]gamefile.File, len(c.Games))
	for i, raw := range c.Games {
		if _, err := gamefile.Decode(raw); err != nil {
			if one { // as the store: a game's own file is refused for itself, not as game 1 of 1
				return nil, fmt.Errorf("%w: %w", persistence.ErrInvalid, err)
			}
			return nil, fmt.Errorf("%w: %w", persistence.ErrInvalid, &persistence.GameInFileError{N: i + 1, Of: len(c.Games), Err: err})
		}
		if err := json.Unmarshal(raw, &files[i]); err != nil {
			return nil, fmt.Errorf("%w: %v", persistence.ErrInvalid, err)
		}
	}
	ids := []persistence.GameID{}
	for _, file := range files {
		id, err := f.Create(persistence.NewGame{Mode: tally.Game(file.Mode), Players: file.Players, Rules: file.Rules})
		if err != nil {
			return nil, err
		}
		for _, r := range file.Rounds {
			if _, err := f.AddRound(id, r); err != nil {
				return nil, err
			}
		}
		ids = append(ids, id)
	}
	return ids, nil
}
