package persistence

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence/kv"
	"github.com/jasstafel/jasstafel/tally"
)

// valueVersion is the version of the JSON values this build writes; a value of a newer version
// is refused rather than misread.
const valueVersion = 1

// setupSeq is the seq of the last event of a game's setup (players-changed, rules-changed): undo
// stops there.
const setupSeq = 2

// gameRecord is the value in the games bucket: everything a listing shows, kept up to date in the
// same transaction as each event, so that List never replays a game.
type gameRecord struct {
	V          int        `json:"v"`
	ID         GameID     `json:"id"`
	Mode       tally.Game `json:"mode"`
	Players    []string   `json:"players"`
	Created    time.Time  `json:"created"`
	Updated    time.Time  `json:"updated"`
	Finished   bool       `json:"finished"`
	Deleted    bool       `json:"deleted,omitempty"`
	Rounds     int        `json:"rounds"`
	Totals     []int      `json:"totals"`
	Winner     *int       `json:"winner"`
	Winners    []int      `json:"winners,omitempty"` // the seats of the winning side
	Over       bool       `json:"over,omitempty"`    // the game has ended by its rules
	Violations int        `json:"violations"`
	LastSeq    uint64     `json:"lastSeq"`
}

// storedEvent is the value in a game's event bucket.
type storedEvent struct {
	V int `json:"v"`
	gamefile.Event
}

// NewGame is what Create needs: the mode, the players in seat order and the rules as in the file
// format (a preset and overrides; nil for the default preset).
type NewGame struct {
	Mode    tally.Game
	Players []string
	Rules   json.RawMessage
}

// GameView is a game as it stands after an action. File holds the rounds as they stand, the
// resolved rules and the whole history; Game is the engine's reading of it, and Report its check
// report, computed when first asked for. Later actions do not change a view. Its rounds (and the
// cards and Weis inside Game's deals) are shared with the caller's other views and are
// read-only: copy a round before editing it. Nothing a caller does to a view changes what the
// store holds.
type GameView struct {
	ID               GameID
	File             gamefile.File
	Game             *gamefile.Game
	Created, Updated time.Time
	// Finished is the players' mark (SetFinished); Over is the engine's word that the game has
	// ended by its rules (gamefile.Summary.Over), whether marked or not.
	Finished bool
	Over     bool
	// Ended is true when the action that returned the view marked the game finished because it
	// ended it: a deal written, edited or removed, an undo or a redo after which the engine
	// says the game is over. The mark is written in the action's own transaction.
	Ended            bool
	Deleted          bool
	CanUndo, CanRedo bool

	report *lazyReport
	engine *lazyEngine
}

// lazyReport is a view's check report, made at most once, when first read.
type lazyReport struct {
	once sync.Once
	rep  gamefile.Report
}

// Report is the engine's check report of the game as the view shows it (gamefile.Check): the
// scored rounds, the violations, the totals and the winner. It scores every deal, so it is made
// only when asked for, once per view; writing a deal does not make it. The report is shared
// between the calls on one view: do not change it.
func (v *GameView) Report() gamefile.Report {
	if v.report == nil { // a view not made by the store
		return gamefile.Check(v.ID.String(), v.Game)
	}
	v.report.once.Do(func() {
		countWork(&work.reports, 1)
		countWork(&work.scored, v.Game.Rounds())
		v.report.rep = gamefile.Check(v.ID.String(), v.Game)
	})
	return v.report.rep
}

// lazyEngine is a view's engine state: a copy of the store's running score as it stood when the
// view was made, taken at most once, when first read. The store's score only ever grows, one
// deal per Add (gamefile.Score), and a rebuild gives the store a new one; so while src still
// holds the view's number of deals it is the view's state, and is copied under the store's lock.
// Once the store has added to it, the view's game is replayed instead.
type lazyEngine struct {
	once   sync.Once
	mu     *sync.Mutex    // the store's; src is read under it
	src    gamefile.Score // the store's own; dropped once copied
	rounds int            // the deals of the view's game
	eng    gamefile.Engine
}

// Engine is the engine's running state of the game as the view shows it (gamefile.Engine): the
// Schieber state, the Coiffeur sheet or the Differenzler sheet the store computed, so that a
// screen needs not score every deal again. It is the view's own deep copy, made once, when first
// asked for; nothing the store does later changes it, and changing it changes nothing in the
// store. The calls on one view share it. A view not made by the store scores its game.
func (v *GameView) Engine() gamefile.Engine {
	if v.engine == nil {
		return scoreOf(v.Game)
	}
	v.engine.once.Do(func() {
		l := v.engine
		l.mu.Lock()
		e := l.src.Engine()
		n := engineRounds(e)
		fresh := n == l.rounds || n < 0 // none: a game the engine cannot set up
		if n >= 0 && fresh {
			e = gamefile.Engine{Schieber: e.Schieber.Clone(), Coiffeur: e.Coiffeur.Clone(), Differenzler: e.Differenzler.Clone()}
		}
		l.mu.Unlock()
		l.src = nil
		if !fresh {
			countWork(&work.replays, 1)
			countWork(&work.scored, l.rounds)
			e = scoreOf(v.Game)
		}
		l.eng = e
	})
	return v.engine.eng
}

// scoreOf scores g's deals on a new state; none for a game without a known mode.
func scoreOf(g *gamefile.Game) gamefile.Engine {
	if g == nil || g.Kind() == nil {
		return gamefile.Engine{}
	}
	return g.Kind().Score(g).Engine()
}

// engineRounds is the number of deals an engine state has scored; -1 for none.
func engineRounds(e gamefile.Engine) int {
	switch {
	case e.Schieber != nil:
		return len(e.Schieber.Scores)
	case e.Coiffeur != nil:
		return len(e.Coiffeur.Deals)
	case e.Differenzler != nil:
		return len(e.Differenzler.Deals)
	}
	return -1
}

// errNoChange makes an action's transaction roll back when there is nothing to write.
var errNoChange = errors.New("no change")

// kindError is a complete sentence that errors.Is matches with one of the Err values.
type kindError struct {
	kind error
	msg  string
}

func (e *kindError) Error() string { return e.msg }
func (e *kindError) Unwrap() error { return e.kind }

func kindErr(kind error, format string, args ...any) error {
	return &kindError{kind, fmt.Sprintf(format, args...)}
}

func notFound(id GameID) error { return kindErr(ErrNotFound, "there is no game %d", id) }

func invalid(format string, args ...any) error { return kindErr(ErrInvalid, format, args...) }

// refused wraps the gamefile message of an input that was not accepted; the message stays first.
type refused struct{ err error }

func (e *refused) Error() string { return e.err.Error() }
func (e *refused) Unwrap() []error {
	return []error{ErrInvalid, e.err}
}

func decodeValue(data []byte, v any, what string) error {
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s is unreadable: %v", what, err)
	}
	return nil
}

func checkVersion(v int, what string) error {
	switch {
	case v > valueVersion:
		return fmt.Errorf("%s was written by a newer Jasstafel (value version %d): %w", what, v, ErrNewerSchema)
	case v < 1:
		return fmt.Errorf("%s has no version", what)
	}
	return nil
}

// loadRecord reads a game's record.
func loadRecord(tx kv.Tx, id GameID) (gameRecord, error) {
	var rec gameRecord
	data := tx.Bucket(bucketGames).Get(id.key())
	if data == nil {
		return rec, notFound(id)
	}
	what := fmt.Sprintf("the record of game %d", id)
	if err := decodeValue(data, &rec, what); err != nil {
		return rec, err
	}
	return rec, checkVersion(rec.V, what)
}

func putRecord(tx kv.Tx, rec *gameRecord) error {
	rec.V = valueVersion
	data, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	return tx.Bucket(bucketGames).Put(rec.ID.key(), data)
}

// state returns the game in memory, loading and replaying it from tx when it is not cached.
func (s *Store) state(tx kv.Tx, id GameID) (*gameState, error) {
	if gs, ok := s.cache[id]; ok {
		return gs, nil
	}
	gs, err := loadState(tx, id)
	if err != nil {
		return nil, err
	}
	s.cache[id] = gs
	return gs, nil
}

// loadState reads a game's record and log from tx and replays them. The record's summary is
// brought up to what the engine says, in memory; the next action writes it.
func loadState(tx kv.Tx, id GameID) (*gameState, error) {
	rec, err := loadRecord(tx, id)
	if err != nil {
		return nil, err
	}
	gs := &gameState{rec: rec}
	c := tx.Bucket(bucketEvents).Cursor()
	prefix := id.key()
	for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
		var se storedEvent
		what := fmt.Sprintf("event %d of game %d", binary.BigEndian.Uint64(k[8:]), id)
		if len(k) != 16 {
			return nil, fmt.Errorf("the key %x in the history of game %d is malformed", k, id)
		}
		if err := decodeValue(v, &se, what); err != nil {
			return nil, err
		}
		if err := checkVersion(se.V, what); err != nil {
			return nil, err
		}
		if err := gs.apply(se.Event); err != nil {
			return nil, fmt.Errorf("the history of game %d does not replay: %v", id, err)
		}
	}
	if gs.hist.LastSeq() == 0 {
		return nil, fmt.Errorf("game %d has lost its history", id)
	}
	if err := gs.rebuild(gs.hist.State()); err != nil {
		return nil, fmt.Errorf("game %d as stored is not a valid game: %v", id, err)
	}
	gs.summarise()
	return gs, nil
}

// Round is a deal as the file format writes it.
type Round = gamefile.Round

// Load returns a game as it stands.
func (s *Store) Load(id GameID) (*GameView, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	gs, err := s.readState(id)
	if err != nil {
		return nil, err
	}
	return gs.view(gs.snapshot(), &s.mu)
}

// readState gets a game's state in a short read transaction; s.mu must be held.
func (s *Store) readState(id GameID) (*gameState, error) {
	var gs *gameState
	err := s.view(func(tx kv.Tx) (err error) {
		gs, err = s.state(tx, id)
		return err
	})
	if err != nil {
		return nil, s.wrap(err)
	}
	return gs, nil
}

// wrap adds the file to errors that are about the database rather than the input.
func (s *Store) wrap(err error) error {
	var fe *fileError
	var rf *refused
	var ke *kindError
	switch {
	case errors.As(err, &fe), errors.As(err, &rf), errors.As(err, &ke):
		return err
	case errors.Is(err, kv.ErrClosed):
		return fmt.Errorf("the Jasstafel database %s is closed", s.path)
	}
	return fmt.Errorf("the Jasstafel database %s: %w", s.path, err)
}

// act runs one user action as one Update: it reads the game, lets next decide the event (nil:
// nothing to do), applies it, lets the engine check the result and writes the event, the record,
// the statistics figures and the index together. A refused action writes nothing. A deal
// written, edited or removed, an undo or a redo after which the engine says the game is over
// marks it finished in the same Update (and takes the backup of a finished game after it). The
// new deal is decoded and scored on top of the state kept in memory; the view's check report is
// made only when read (GameView.Report).
func (s *Store) act(id GameID, next func(gs *gameState) (*gamefile.Event, error), also func(tx kv.Tx, gs *gameState) error) (*GameView, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var (
		gs      *gameState
		snap    *gamefile.Game
		noop    bool
		touched bool
		ended   bool
	)
	err := s.update(func(tx kv.Tx) error {
		var err error
		if gs, err = s.state(tx, id); err != nil {
			return err
		}
		if gs.rec.Deleted {
			return kindErr(ErrDeleted, "game %d is deleted; restore it first", id)
		}
		ev, err := next(gs)
		if err != nil {
			return err
		}
		if ev == nil {
			noop = true
			return errNoChange
		}
		ev.Seq = gs.hist.LastSeq() + 1
		ev.Time = s.now()
		if err := gs.apply(*ev); err != nil {
			return &refused{err}
		}
		touched = true
		before := gs.rec
		if ev.Kind == gamefile.EventDealAdded {
			err = gs.extend(ev.Round)
		} else {
			err = gs.rebuild(gs.hist.State())
		}
		if err != nil {
			return &refused{err}
		}
		gs.summarise()
		events := []gamefile.Event{*ev}
		if endsGame(ev.Kind) && gs.rec.Over && !gs.hist.Finished() {
			fin := gamefile.Event{Seq: ev.Seq + 1, Time: ev.Time, Kind: gamefile.EventFinished}
			if err := gs.apply(fin); err != nil {
				return err
			}
			gs.summarise()
			events = append(events, fin)
			ended = true
		}
		gs.rec.Updated = ev.Time
		for _, e := range events {
			if err := putEvent(tx, id, e); err != nil {
				return err
			}
		}
		if err := putRecord(tx, &gs.rec); err != nil {
			return err
		}
		if err := moveRecent(tx, id, before.Updated, gs.rec.Updated); err != nil {
			return err
		}
		if !slices.Equal(before.Players, gs.rec.Players) {
			if err := rosterRemove(tx, id, before.Players); err != nil {
				return err
			}
			if err := rosterAdd(tx, id, gs.rec.Players); err != nil {
				return err
			}
		}
		if also != nil {
			if err := also(tx, gs); err != nil {
				return err
			}
		}
		if err := putGameFigures(tx, gs); err != nil {
			return err
		}
		snap = gs.snapshot()
		return nil
	})
	if noop {
		return gs.view(gs.snapshot(), &s.mu)
	}
	if err != nil {
		if touched {
			delete(s.cache, id)
		}
		return nil, s.wrap(err)
	}
	v, err := gs.view(snap, &s.mu)
	if ended {
		v.Ended = true
		if !s.opts.NoAutoBackup {
			_, berr := s.backup()
			s.autoBackupDone(berr)
		}
	}
	return v, err
}

// endsGame tells whether an action of this kind ends a game that it leaves decided: a deal
// written, corrected or removed. An undo or a redo does not: players who reopened a decided game
// step through its deals to change it, and it stays open until they write one; the screen
// marks a game finished that a redo decides without it having been reopened.
func endsGame(kind string) bool {
	switch kind {
	case gamefile.EventDealAdded, gamefile.EventDealReplaced, gamefile.EventDealRemoved:
		return true
	}
	return false
}

// eventKey is the key of an event: the game id, then the seq, both big-endian, so that a game's
// log is one run of keys in order. One bucket for all logs rather than a bucket per game: a
// bucket of its own takes at least a page (4 KiB) for a game of a few hundred bytes.
func eventKey(id GameID, seq uint64) []byte {
	k := make([]byte, 16)
	binary.BigEndian.PutUint64(k, uint64(id))
	binary.BigEndian.PutUint64(k[8:], seq)
	return k
}

func putEvent(tx kv.Tx, id GameID, ev gamefile.Event) error {
	data, err := json.Marshal(storedEvent{V: valueVersion, Event: ev})
	if err != nil {
		return err
	}
	// Events are mostly written at the end of the key space (the game being played is the
	// newest): a bbolt file fills their pages fuller (appendBuckets in store_file.go).
	return tx.Bucket(bucketEvents).Put(eventKey(id, ev.Seq), data)
}

func moveRecent(tx kv.Tx, id GameID, from, to time.Time) error {
	b := tx.Bucket(bucketRecent)
	if err := b.Delete(recentKey(from, id)); err != nil {
		return err
	}
	return b.Put(recentKey(to, id), nil)
}

// open refuses actions that change the deals of a finished game.
func open(gs *gameState) error {
	if gs.hist.Finished() {
		return kindErr(ErrFinished, "game %d is finished; reopen it to change its deals", gs.rec.ID)
	}
	return nil
}

func roundIndex(gs *gameState, index int) error {
	n := gs.hist.Rounds()
	if index < 0 || index >= n {
		if n == 0 {
			return invalid("game %d has no deal yet; there is no deal %d", gs.rec.ID, index)
		}
		return invalid("game %d has deals 0 to %d; there is no deal %d", gs.rec.ID, n-1, index)
	}
	return nil
}

// clearDraft is the second half of entering a new deal: the deal and the end of its draft are
// written together, so a crash can neither lose the deal nor bring its draft back.
func clearDraft(tx kv.Tx, gs *gameState) error {
	return tx.Bucket(bucketDrafts).Delete(gs.rec.ID.key())
}

// AddRound appends a deal. A deal the file format cannot read is refused with its message and
// nothing is written; a deal that breaks rules is stored, and the Report lists the violations.
// The game's draft is cleared in the same transaction.
func (s *Store) AddRound(id GameID, r Round) (*GameView, error) {
	return s.act(id, func(gs *gameState) (*gamefile.Event, error) {
		if err := open(gs); err != nil {
			return nil, err
		}
		r = cloneRound(r)
		return &gamefile.Event{Kind: gamefile.EventDealAdded, Round: &r}, nil
	}, clearDraft)
}

// ReplaceRound replaces deal index (0-based) with r: an edit of a past deal, checked again by
// the engine. The old deal stays in the history, and undo brings it back. The game's draft is
// left alone: it is the new deal, which waits aside while a written one is corrected.
func (s *Store) ReplaceRound(id GameID, index int, r Round) (*GameView, error) {
	return s.act(id, func(gs *gameState) (*gamefile.Event, error) {
		if err := open(gs); err != nil {
			return nil, err
		}
		if err := roundIndex(gs, index); err != nil {
			return nil, err
		}
		r = cloneRound(r)
		return &gamefile.Event{Kind: gamefile.EventDealReplaced, Index: &index, Round: &r}, nil
	}, nil)
}

// RemoveRound removes deal index (0-based); undo puts it back.
func (s *Store) RemoveRound(id GameID, index int) (*GameView, error) {
	return s.act(id, func(gs *gameState) (*gamefile.Event, error) {
		if err := open(gs); err != nil {
			return nil, err
		}
		if err := roundIndex(gs, index); err != nil {
			return nil, err
		}
		return &gamefile.Event{Kind: gamefile.EventDealRemoved, Index: &index}, nil
	}, nil)
}

// Undo takes back the latest action not yet taken back; any number of steps, back to the setup.
func (s *Store) Undo(id GameID) (*GameView, error) {
	return s.act(id, func(gs *gameState) (*gamefile.Event, error) {
		if undo, _ := gs.hist.Next(); undo <= setupSeq {
			return nil, kindErr(ErrNothingToUndo, "game %d: nothing to undo", id)
		}
		return &gamefile.Event{Kind: gamefile.EventUndo}, nil
	}, nil)
}

// Redo puts back the latest action undone, as long as no new action came after it.
func (s *Store) Redo(id GameID) (*GameView, error) {
	return s.act(id, func(gs *gameState) (*gamefile.Event, error) {
		if _, redo := gs.hist.Next(); redo == 0 {
			return nil, kindErr(ErrNothingToRedo, "game %d: nothing to redo", id)
		}
		return &gamefile.Event{Kind: gamefile.EventRedo}, nil
	}, nil)
}

// SetFinished marks a game finished or reopens it; finishing takes a backup after the mark is on
// disk (unless Options.NoAutoBackup). Setting the flag it already has writes nothing. The mark
// is not an action that undo takes back: undo passes over it to the last deal and lifts it, as
// does any other change (gamefile.History). While the mark is set, deals cannot be added,
// replaced or removed.
func (s *Store) SetFinished(id GameID, finished bool) (*GameView, error) {
	kind := gamefile.EventReopened
	if finished {
		kind = gamefile.EventFinished
	}
	wrote := false
	v, err := s.act(id, func(gs *gameState) (*gamefile.Event, error) {
		if gs.hist.Finished() == finished {
			return nil, nil
		}
		wrote = true
		return &gamefile.Event{Kind: kind}, nil
	}, nil)
	if err == nil && wrote && finished && !s.opts.NoAutoBackup {
		_, berr := s.Backup()
		s.mu.Lock()
		s.autoBackupDone(berr)
		s.mu.Unlock()
	}
	return v, err
}

// ChangePlayers sets new player names (in seat order), to put right a name written wrong; undo
// restores the old ones. The names are checked as at creation (gamefile.PlayerNames), and a
// game keeps its number of players: its deals are written for them. The roster follows.
func (s *Store) ChangePlayers(id GameID, players []string) (*GameView, error) {
	return s.act(id, func(gs *gameState) (*gamefile.Event, error) {
		if err := open(gs); err != nil {
			return nil, err
		}
		if len(players) != len(gs.rec.Players) {
			return nil, invalid("game %d has %d players; name %d in seat order, not %d", id, len(gs.rec.Players), len(gs.rec.Players), len(players))
		}
		names, err := gamefile.PlayerNames(players)
		if err != nil {
			return nil, &refused{err}
		}
		if slices.Equal(names, gs.rec.Players) {
			return nil, nil
		}
		return &gamefile.Event{Kind: gamefile.EventPlayersChanged, Players: names}, nil
	}, nil)
}

// Create starts a new game. The players and rules are checked as the file format checks them;
// the resolved rules are stored, so a later change of a preset never rescores the game.
func (s *Store) Create(g NewGame) (GameID, error) {
	if _, err := gamefile.PlayerNames(g.Players); err != nil {
		return 0, &refused{err}
	}
	if err := gamefile.CheckText(g.Rules); len(g.Rules) > 0 && err != nil {
		return 0, &refused{fmt.Errorf("rules: %w", err)}
	}
	f := gamefile.File{Format: gamefile.FormatV1, Mode: string(g.Mode), Players: g.Players, Rules: g.Rules}
	game, err := f.Game()
	if err != nil {
		return 0, &refused{err}
	}
	resolved, err := json.Marshal(game.Rules)
	if err != nil {
		return 0, err
	}
	now := s.now()
	events := []gamefile.Event{
		{Seq: 1, Time: now, Kind: gamefile.EventPlayersChanged, Players: slices.Clone(game.Players)},
		{Seq: 2, Time: now, Kind: gamefile.EventRulesChanged, Rules: resolved},
	}
	return s.insert(game.Mode, now, now, events)
}

// insert stores a new game from its complete log in one Update.
func (s *Store) insert(mode tally.Game, created, updated time.Time, events []gamefile.Event) (GameID, error) {
	gs, err := prepare(mode, created, updated, events)
	if err != nil {
		return 0, err
	}
	ids, err := s.insertAll([]*gameState{gs})
	if err != nil {
		return 0, err
	}
	return ids[0], nil
}

// insertAll stores prepared games under new ids, in order, in one Update: all or none.
func (s *Store) insertAll(games []*gameState) ([]GameID, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(games) == 0 {
		return []GameID{}, nil
	}
	err := s.update(func(tx kv.Tx) error {
		for _, gs := range games {
			if err := s.put(tx, gs); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, s.wrap(err)
	}
	ids := make([]GameID, len(games))
	for i, gs := range games {
		s.cache[gs.rec.ID] = gs
		ids[i] = gs.rec.ID
	}
	return ids, nil
}

// prepare replays and evaluates the log of a game about to be stored.
func prepare(mode tally.Game, created, updated time.Time, events []gamefile.Event) (*gameState, error) {
	gs := &gameState{rec: gameRecord{Mode: mode, Created: created, Updated: updated}}
	for _, e := range events {
		if err := gs.apply(e); err != nil {
			return nil, &refused{err}
		}
	}
	if err := gs.rebuild(gs.hist.State()); err != nil {
		return nil, &refused{err}
	}
	return gs, nil
}

// put writes a prepared game under a new id: record, statistics figures, log, index and roster.
func (s *Store) put(tx kv.Tx, gs *gameState) error {
	seq, err := tx.Bucket(bucketGames).NextSequence()
	if err != nil {
		return err
	}
	id := GameID(seq)
	gs.rec.ID = id
	gs.summarise()
	if err := putRecord(tx, &gs.rec); err != nil {
		return err
	}
	if err := putGameFigures(tx, gs); err != nil {
		return err
	}
	for _, e := range gs.events {
		if err := putEvent(tx, id, e); err != nil {
			return err
		}
	}
	if err := tx.Bucket(bucketRecent).Put(recentKey(gs.rec.Updated, id), nil); err != nil {
		return err
	}
	return rosterAdd(tx, id, gs.rec.Players)
}

// cloneRound copies a round with everything it points to, so that neither a caller changing a
// round it passed or got back nor the store can change the other's copy.
func cloneRound(r Round) Round {
	out := r
	out.Vorhand, out.Pushed, out.Match, out.Stoeck = cloneP(r.Vorhand), cloneP(r.Pushed), cloneP(r.Match), cloneP(r.Stoeck)
	out.WonBy, out.Ended, out.Row, out.Side = cloneP(r.WonBy), cloneP(r.Ended), cloneP(r.Row), cloneP(r.Side)
	out.Passes, out.Dealer = cloneP(r.Passes), cloneP(r.Dealer)
	if r.Tricks != nil {
		out.Tricks = make([][]string, len(r.Tricks))
		for i, t := range r.Tricks {
			out.Tricks[i] = slices.Clone(t)
		}
	}
	out.Points = slices.Clone(r.Points)
	out.Predictions = slices.Clone(r.Predictions)
	if r.Weis != nil {
		out.Weis = make([]gamefile.WeisEntry, len(r.Weis))
		for i, w := range r.Weis {
			out.Weis[i] = gamefile.WeisEntry{Seat: cloneP(w.Seat), Cards: slices.Clone(w.Cards), Team: cloneP(w.Team), Points: cloneP(w.Points)}
		}
	}
	return out
}

func cloneP[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

// cloneEvent copies an event deeply.
func cloneEvent(e gamefile.Event) gamefile.Event {
	out := e
	out.Index = cloneP(e.Index)
	if e.Round != nil {
		r := cloneRound(*e.Round)
		out.Round = &r
	}
	out.Rules = slices.Clone(e.Rules)
	out.Players = slices.Clone(e.Players)
	return out
}
