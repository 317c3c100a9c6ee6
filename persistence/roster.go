package persistence

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence/kv"
)

// RosterEntry is a player name used before, with the games played under it.
type RosterEntry struct {
	Name       string
	Games      []GameID
	LastPlayed time.Time
	// Spellings are the ways the name is written in the games, deleted ones included, sorted
	// ("Anna", "anna"): what a rename of the whole entry must match.
	Spellings []string
}

// rosterValue is the value in the roster bucket, under the case-folded name, a zero byte and
// the game id: the name as written in that game. One key per player and game keeps every
// change O(log n), however many games a group has played.
type rosterValue struct {
	V    int    `json:"v"`
	Name string `json:"name"`
}

func foldName(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// nameOrder compares two names as a list of players orders them: letter by letter without
// case, an accented Latin letter just after its plain one (Émile before Zoé, Ägidius before
// Beat) and the Ukrainian letters in their alphabet's order (І after И, so Ірина after Богдан),
// where the letters' codes put Z before é and І before А; names alike in all that, by their
// codes.
func nameOrder(a, b string) int {
	ka, kb := []rune(a), []rune(b)
	for i := range min(len(ka), len(kb)) {
		if c := orderOf(ka[i]) - orderOf(kb[i]); c != 0 {
			return c
		}
	}
	if c := len(ka) - len(kb); c != 0 {
		return c
	}
	return strings.Compare(a, b)
}

// orderOf is a letter's place in nameOrder: four places a letter, the letters that follow a
// plain one in the places after it.
func orderOf(r rune) int {
	r = unicode.ToLower(r)
	if base, ok := latinBase[r]; ok {
		return int(base)*4 + 1
	}
	switch r {
	case 'ґ':
		return 'г'*4 + 1
	case 'є':
		return 'е'*4 + 1
	case 'ё':
		return 'е'*4 + 2
	case 'і':
		return 'и'*4 + 1
	case 'ї':
		return 'и'*4 + 2
	}
	return int(r) * 4
}

// latinBase is the plain letter of the accented Latin letters of the players' languages.
var latinBase = func() map[rune]rune {
	m := map[rune]rune{}
	for base, accented := range map[rune]string{
		'a': "àáâãäåæ", 'c': "ç", 'e': "èéêë", 'i': "ìíîï", 'n': "ñ", 'o': "òóôõöø", 'u': "ùúûü", 'y': "ýÿ", 's': "ß",
	} {
		for _, r := range accented {
			m[r] = base
		}
	}
	return m
}()

func rosterKey(name string, id GameID) []byte {
	return append(append([]byte(foldName(name)), 0), id.key()...)
}

func rosterUpdate(tx kv.Tx, id GameID, names []string, add bool) error {
	b := tx.Bucket(bucketRoster)
	for _, name := range names {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		key := rosterKey(name, id)
		if !add {
			if err := b.Delete(key); err != nil {
				return err
			}
			continue
		}
		data, err := json.Marshal(rosterValue{V: valueVersion, Name: name})
		if err != nil {
			return err
		}
		if err := b.Put(key, data); err != nil {
			return err
		}
	}
	return nil
}

func rosterAdd(tx kv.Tx, id GameID, names []string) error {
	return rosterUpdate(tx, id, names, true)
}

func rosterRemove(tx kv.Tx, id GameID, names []string) error {
	return rosterUpdate(tx, id, names, false)
}

// splitRosterKey reads a roster key: the case-folded name and the game.
func splitRosterKey(k []byte) (string, GameID, error) {
	if len(k) < 9 || k[len(k)-9] != 0 {
		return "", 0, fmt.Errorf("a roster key %q is malformed", clip(string(k)))
	}
	return string(k[:len(k)-9]), GameID(binary.BigEndian.Uint64(k[len(k)-8:])), nil
}

// Roster lists the names played under, the most recently played first, for quick selection.
// Names compare without regard to case; the spelling of the most recent game is shown. Deleted
// games are left out, and a name with only deleted games with them.
func (s *Store) Roster() ([]RosterEntry, error) {
	var out []RosterEntry
	err := s.view(func(tx kv.Tx) error {
		games := tx.Bucket(bucketGames)
		byName := map[string]int{} // folded name → index in out
		spellings := map[string][]string{}
		err := kv.ForEach(tx.Bucket(bucketRoster), func(k, data []byte) error {
			folded, id, err := splitRosterKey(k)
			if err != nil {
				return err
			}
			var v rosterValue
			if err := decodeValue(data, &v, "a roster entry"); err != nil {
				return err
			}
			if err := checkVersion(v.V, "a roster entry"); err != nil {
				return err
			}
			if !slices.Contains(spellings[folded], v.Name) {
				spellings[folded] = append(spellings[folded], v.Name)
			}
			var r gameRecord
			rec := games.Get(id.key())
			if rec == nil || json.Unmarshal(rec, &r) != nil || r.Deleted {
				return nil
			}
			i, ok := byName[folded]
			if !ok {
				i = len(out)
				byName[folded] = i
				out = append(out, RosterEntry{})
			}
			e := &out[i]
			e.Games = append(e.Games, id)
			if !r.Updated.Before(e.LastPlayed) {
				e.LastPlayed = r.Updated
				e.Name = v.Name
			}
			return nil
		})
		for folded, i := range byName {
			out[i].Spellings = slices.Sorted(slices.Values(spellings[folded]))
		}
		return err
	})
	if err != nil {
		return nil, s.wrap(err)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].LastPlayed.Equal(out[j].LastPlayed) {
			return out[i].LastPlayed.After(out[j].LastPlayed)
		}
		return nameOrder(out[i].Name, out[j].Name) < 0
	})
	return out, nil
}

// RosterAction is a rename or merge of players across the games, as the roster-action log
// keeps it so that it can be undone as a whole.
type RosterAction struct {
	// Kind is "rename" or "merge".
	Kind string
	// Names are the names replaced, as given; Into is the name they became.
	Names []string
	Into  string
	Time  time.Time
	// Games are the games changed, in id order; deleted games are among them.
	Games []GameID
}

// Roster action kinds.
const (
	RosterRename = "rename"
	RosterMerge  = "merge"
)

// rosterRecord is the value in the roster-actions bucket, under a big-endian sequence number.
type rosterRecord struct {
	V      int            `json:"v"`
	Kind   string         `json:"kind"`
	Names  []string       `json:"names"`
	Into   string         `json:"into"`
	Time   time.Time      `json:"time"`
	Undone bool           `json:"undone,omitempty"`
	Games  []rosterChange `json:"games"`
}

// rosterChange is what a roster action did to one game: the players-changed event it appended
// and the players before and after, which undo checks and puts back.
type rosterChange struct {
	ID     GameID   `json:"id"`
	Seq    uint64   `json:"seq"`
	Before []string `json:"before"`
	After  []string `json:"after"`
}

// SeatedTwiceError refuses a rename or merge after which a game would seat the same name twice
// (the names compared as gamefile.PlayerNames does); nothing was changed. It is ErrInvalid.
type SeatedTwiceError struct {
	Game GameID
	Name string
}

func (e *SeatedTwiceError) Error() string {
	return fmt.Sprintf("game %d would seat %s twice; a game cannot have the same player twice, so nothing was changed", e.Game, e.Name)
}

func (e *SeatedTwiceError) Unwrap() error { return ErrInvalid }

// ChangedSinceError refuses the undo of a rename or merge in whose games the players were
// changed again since; nothing was undone. It is ErrInvalid.
type ChangedSinceError struct {
	Game    GameID
	Kind    string
	Players []string // the players of that game now
}

func (e *ChangedSinceError) Error() string {
	return fmt.Sprintf("the players of game %d have changed since the %s (now %s); change them in that game, nothing was undone", e.Game, e.Kind, strings.Join(e.Players, ", "))
}

func (e *ChangedSinceError) Unwrap() error { return ErrInvalid }

func (r *rosterRecord) action() RosterAction {
	a := RosterAction{Kind: r.Kind, Names: slices.Clone(r.Names), Into: r.Into, Time: r.Time}
	for _, g := range r.Games {
		a.Games = append(a.Games, g.ID)
	}
	return a
}

// RenamePlayer gives the player called from (exactly, after trimming spaces) the name to in
// every game, deleted ones included, so that a restored game has the new name too. A case-only
// rename ("anna" → "Anna") is a rename. See MergePlayers for how it is written and undone.
func (s *Store) RenamePlayer(from, to string) (RosterAction, error) {
	return s.rosterAct(RosterRename, []string{from}, to)
}

// MergePlayers gives every player called by one of names (exact spellings) the name into, in
// every game, deleted ones included: "Anna", "anna" and "Anna B." become one player. Each game
// changed gets an ordinary players-changed event (and its finished mark again, which a change of
// players lifts), all in one transaction: all games or none. A game that would then seat the same
// name twice refuses the whole action, and nothing changes. The action is kept in the
// roster-action log for UndoRosterAction. The games' last-changed time and so the order of the
// list stay as they were: a rename is not play.
func (s *Store) MergePlayers(names []string, into string) (RosterAction, error) {
	return s.rosterAct(RosterMerge, names, into)
}

func (s *Store) rosterAct(kind string, names []string, into string) (RosterAction, error) {
	target, err := gamefile.PlayerNames([]string{into})
	if err != nil {
		return RosterAction{}, invalid("the new name: %v", err)
	}
	into = target[0]
	from := map[string]bool{}
	var given []string
	for _, n := range names {
		n = strings.TrimSpace(n)
		if n == "" {
			return RosterAction{}, invalid("a name to replace is empty")
		}
		if !from[n] {
			from[n] = true
			given = append(given, n)
		}
	}
	if len(given) == 0 {
		return RosterAction{}, invalid("name at least one player to %s", kind)
	}
	if len(given) == 1 && given[0] == into {
		return RosterAction{}, invalid("%s is already called %s; nothing to change", into, into)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var (
		rec     = rosterRecord{V: valueVersion, Kind: kind, Names: given, Into: into, Time: s.now()}
		touched []GameID
	)
	err = s.update(func(tx kv.Tx) error {
		for _, id := range rosterGames(tx, given) {
			gs, err := s.state(tx, id)
			if err != nil {
				return err
			}
			before := slices.Clone(gs.rec.Players)
			after := slices.Clone(before)
			for i, p := range after {
				if from[p] {
					after[i] = into
				}
			}
			if slices.Equal(before, after) {
				continue
			}
			if _, err := gamefile.PlayerNames(after); err != nil {
				return &SeatedTwiceError{Game: id, Name: into}
			}
			touched = append(touched, id)
			seq, err := s.changePlayers(tx, gs, &gamefile.Event{Kind: gamefile.EventPlayersChanged, Players: after})
			if err != nil {
				return err
			}
			rec.Games = append(rec.Games, rosterChange{ID: id, Seq: seq, Before: before, After: after})
		}
		if len(rec.Games) == 0 {
			return kindErr(ErrNotFound, "no game has a player called %s", strings.Join(given, " or "))
		}
		return putRosterRecord(tx, nil, &rec)
	})
	if err != nil {
		for _, id := range touched {
			delete(s.cache, id)
		}
		return RosterAction{}, s.rosterWrap(err)
	}
	return rec.action(), nil
}

// rosterWrap is wrap for roster actions, whose refusals are complete sentences already.
func (s *Store) rosterWrap(err error) error {
	var twice *SeatedTwiceError
	var since *ChangedSinceError
	if errors.As(err, &twice) || errors.As(err, &since) {
		return err
	}
	return s.wrap(err)
}

// rosterGames are the games, deleted ones included, in which a player has one of the names
// (or a name that differs only in case), in id order.
func rosterGames(tx kv.Tx, names []string) []GameID {
	var ids []GameID
	c := tx.Bucket(bucketRoster).Cursor()
	for _, n := range names {
		prefix := append([]byte(foldName(n)), 0)
		for k, _ := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Next() {
			if _, id, err := splitRosterKey(k); err == nil && !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
	}
	slices.Sort(ids)
	return ids
}

// changePlayers appends ev (a players-changed event or an undo) to a game inside tx, with the
// record and roster following, and marks the game finished again when it was: a change of
// players lifts the mark, but a rename is not a reason to reopen a game. It returns the seq of
// ev. It works on deleted games too. The game's last-changed time stays.
func (s *Store) changePlayers(tx kv.Tx, gs *gameState, ev *gamefile.Event) (uint64, error) {
	id := gs.rec.ID
	finished := gs.hist.Finished()
	before := slices.Clone(gs.rec.Players)
	evs := []gamefile.Event{*ev}
	if finished {
		evs = append(evs, gamefile.Event{Kind: gamefile.EventFinished})
	}
	now := s.now()
	for i := range evs {
		evs[i].Seq = gs.hist.LastSeq() + 1
		evs[i].Time = now
		if err := gs.apply(evs[i]); err != nil {
			return 0, fmt.Errorf("game %d: %v", id, err)
		}
		if err := putEvent(tx, id, evs[i]); err != nil {
			return 0, err
		}
	}
	if err := gs.rebuild(gs.hist.State()); err != nil {
		return 0, invalid("game %d: %v; nothing was changed", id, err)
	}
	gs.summarise()
	if err := putRecord(tx, &gs.rec); err != nil {
		return 0, err
	}
	if err := putGameFigures(tx, gs); err != nil {
		return 0, err
	}

	if err := rosterRemove(tx, id, before); err != nil {
		return 0, err
	}
	return evs[0].Seq, rosterAdd(tx, id, gs.rec.Players)
}

// putRosterRecord writes an action under key, or under a new sequence number when key is nil.
func putRosterRecord(tx kv.Tx, key []byte, rec *rosterRecord) error {
	b, err := tx.CreateBucketIfNotExists(bucketRosterActions)
	if err != nil {
		return err
	}
	if key == nil {
		seq, err := b.NextSequence()
		if err != nil {
			return err
		}
		key = binary.BigEndian.AppendUint64(nil, seq)
	}
	data, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	return b.Put(key, data)
}

// lastRosterRecord finds the latest roster action not undone; a nil key when there is none.
func lastRosterRecord(tx kv.Tx) ([]byte, rosterRecord, error) {
	var rec rosterRecord
	b := tx.Bucket(bucketRosterActions)
	if b == nil { // a file whose schema predates the log has no action to undo
		return nil, rec, nil
	}
	c := b.Cursor()
	for k, v := c.Last(); k != nil; k, v = c.Prev() {
		rec = rosterRecord{}
		if err := decodeValue(v, &rec, "a roster action"); err != nil {
			return nil, rec, err
		}
		if err := checkVersion(rec.V, "a roster action"); err != nil {
			return nil, rec, err
		}
		if !rec.Undone {
			return bytes.Clone(k), rec, nil
		}
	}
	return nil, rec, nil
}

// LastRosterAction is the rename or merge that UndoRosterAction would take back; ok is false
// when there is none.
func (s *Store) LastRosterAction() (a RosterAction, ok bool, err error) {
	err = s.view(func(tx kv.Tx) error {
		k, rec, err := lastRosterRecord(tx)
		if k != nil {
			a, ok = rec.action(), true
		}
		return err
	})
	return a, ok, s.wrap0(err)
}

// UndoRosterAction takes back the latest rename or merge not yet taken back, in every game it
// changed, in one transaction. A game whose latest action is still the rename gets an undo
// event, as Undo would write, which puts it back exactly (and lets its redo put the rename back
// in that game alone); a game played on since gets a players-changed event with its old names.
// A game whose players were changed again since refuses the whole undo, and nothing changes; a
// game purged since is passed over.
// It returns the action taken back.
func (s *Store) UndoRosterAction() (RosterAction, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var (
		rec     rosterRecord
		touched []GameID
	)
	err := s.update(func(tx kv.Tx) error {
		key, r, err := lastRosterRecord(tx)
		if err != nil {
			return err
		}
		if key == nil {
			return kindErr(ErrNothingToUndo, "there is no rename or merge of players to undo")
		}
		rec = r
		for _, g := range slices.Backward(rec.Games) {
			if tx.Bucket(bucketGames).Get(g.ID.key()) == nil {
				continue // purged since: nothing left to put back
			}
			gs, err := s.state(tx, g.ID)
			if err != nil {
				return err
			}
			if !slices.Equal(gs.rec.Players, g.After) {
				return &ChangedSinceError{Game: g.ID, Kind: rec.Kind, Players: slices.Clone(gs.rec.Players)}
			}
			touched = append(touched, g.ID)
			ev := &gamefile.Event{Kind: gamefile.EventPlayersChanged, Players: slices.Clone(g.Before)}
			if undo, _ := gs.hist.Next(); undo == g.Seq {
				ev = &gamefile.Event{Kind: gamefile.EventUndo}
			}
			if _, err := s.changePlayers(tx, gs, ev); err != nil {
				return err
			}
		}
		rec.Undone = true
		return putRosterRecord(tx, key, &rec)
	})
	if err != nil {
		for _, id := range touched {
			delete(s.cache, id)
		}
		return RosterAction{}, s.rosterWrap(err)
	}
	return rec.action(), nil
}
