package persistence

import (
	"bytes"
	"fmt"
	"time"
	"unicode/utf8"

	"github.com/jasstafel/jasstafel/persistence/kv"
	"github.com/jasstafel/jasstafel/tally"
)

// Summary is one line of the list of games.
type Summary struct {
	ID               GameID
	Mode             tally.Game
	Players          []string
	Created, Updated time.Time
	Totals           []int
	Winner           *int // the winning team, column or player; nil while open or drawn
	// Winners are the seats of the winning side (both partners of a team); nil without a winner.
	Winners []int
	// Finished is true when the game has ended: the players marked it finished, or it is over
	// by its rules (Over).
	Finished bool
	// Over is true when the engine says the game has ended: the target reached, the agreed
	// deals played, every cell of the Coiffeur sheet written. A draw is over without a winner.
	Over       bool
	Deleted    bool
	Rounds     int
	Violations int // rules broken in the game as it stands
}

// WinnerNames are the names of the winning side, in seat order; nil without a winner.
func (g Summary) WinnerNames() []string {
	var out []string
	for _, seat := range g.Winners {
		if seat >= 0 && seat < len(g.Players) {
			out = append(out, g.Players[seat])
		}
	}
	return out
}

// List returns up to limit games (all for limit ≤ 0), the most recently changed first. Deleted
// games are left out unless includeDeleted. It reads the index and the records only.
func (s *Store) List(limit int, includeDeleted bool) ([]Summary, error) {
	var out []Summary
	err := s.view(func(tx kv.Tx) error {
		games := tx.Bucket(bucketGames)
		c := tx.Bucket(bucketRecent).Cursor()
		for k, _ := c.Last(); k != nil; k, _ = c.Prev() {
			if len(k) != 16 {
				continue
			}
			data := games.Get(k[8:])
			if data == nil {
				continue
			}
			var r gameRecord
			what := fmt.Sprintf("the record of game %x", k[8:])
			if err := decodeValue(data, &r, what); err != nil {
				return err
			}
			if err := checkVersion(r.V, what); err != nil {
				return err
			}
			if r.Deleted && !includeDeleted {
				continue
			}
			out = append(out, Summary{ID: r.ID, Mode: r.Mode, Players: r.Players, Created: r.Created, Updated: r.Updated,
				Totals: r.Totals, Winner: r.Winner, Winners: r.Winners, Finished: r.Finished || r.Over, Over: r.Over, Deleted: r.Deleted, Rounds: r.Rounds, Violations: r.Violations})
			if limit > 0 && len(out) == limit {
				break
			}
		}
		return nil
	})
	if err != nil {
		return nil, s.wrap(err)
	}
	return out, nil
}

// setDeleted flips a game's deleted flag in its record; the log is not touched.
func (s *Store) setDeleted(id GameID, deleted bool) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	err := s.update(func(tx kv.Tx) error {
		rec, err := loadRecord(tx, id)
		if err != nil {
			return err
		}
		if rec.Deleted == deleted {
			return errNoChange
		}
		rec.Deleted = deleted
		if err := putRecord(tx, &rec); err != nil {
			return err
		}
		return setFiguresDeleted(tx, id, deleted)
	})
	if err == errNoChange {
		return nil
	}
	if err != nil {
		return s.wrap(err)
	}
	if gs, ok := s.cache[id]; ok {
		gs.rec.Deleted = deleted
	}
	return nil
}

// Delete moves a game to the bin: it leaves the list and refuses changes, and Restore brings it
// back with everything. Purge removes it for good.
func (s *Store) Delete(id GameID) error { return s.setDeleted(id, true) }

// Restore takes a deleted game out of the bin.
func (s *Store) Restore(id GameID) error { return s.setDeleted(id, false) }

// Purge removes a deleted game from the database: record, history, draft, statistics figures and
// roster entries. A
// game that is not deleted is refused, so that one call can never lose a game in play. As with
// every bbolt delete, the freed pages keep their old bytes until they are reused, and the backups
// keep the game until they rotate out.
func (s *Store) Purge(id GameID) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	err := s.update(func(tx kv.Tx) error {
		rec, err := loadRecord(tx, id)
		if err != nil {
			return err
		}
		if !rec.Deleted {
			return invalid("game %d is not deleted; delete it before purging it", id)
		}
		if err := tx.Bucket(bucketGames).Delete(id.key()); err != nil {
			return err
		}
		if err := deleteEvents(tx, id); err != nil {
			return err
		}
		if err := tx.Bucket(bucketRecent).Delete(recentKey(rec.Updated, id)); err != nil {
			return err
		}
		if err := tx.Bucket(bucketDrafts).Delete(id.key()); err != nil {
			return err
		}
		if err := tx.Bucket(bucketFigures).Delete(id.key()); err != nil {
			return err
		}
		return rosterRemove(tx, id, rec.Players)
	})
	delete(s.cache, id)
	if err != nil {
		return s.wrap(err)
	}
	return nil
}

// deleteEvents removes a game's log. The keys are collected first: deleting under a cursor can
// make it skip keys.
func deleteEvents(tx kv.Tx, id GameID) error {
	b := tx.Bucket(bucketEvents)
	var keys [][]byte
	c := b.Cursor()
	for k, _ := c.Seek(id.key()); k != nil && bytes.HasPrefix(k, id.key()); k, _ = c.Next() {
		keys = append(keys, bytes.Clone(k))
	}
	for _, k := range keys {
		if err := b.Delete(k); err != nil {
			return err
		}
	}
	return nil
}

// maxDraft is the largest draft kept: a half-entered deal is a few hundred bytes.
const maxDraft = 64 << 10

// SaveDraft keeps the UI's half-entered deal of a game, so that a crash in the middle of a deal
// loses nothing. The draft is the UI's own text, valid UTF-8; what it says is up to the UI. One
// Update, like every action. AddRound and ReplaceRound clear it.
func (s *Store) SaveDraft(id GameID, draft []byte) error {
	if len(draft) > maxDraft {
		return invalid("a draft of %d bytes is too large (at most %d)", len(draft), maxDraft)
	}
	if !utf8.Valid(draft) {
		return invalid("a draft must be valid UTF-8 text")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.wrap0(s.update(func(tx kv.Tx) error {
		if tx.Bucket(bucketGames).Get(id.key()) == nil {
			return notFound(id)
		}
		return tx.Bucket(bucketDrafts).Put(id.key(), bytes.Clone(draft))
	}))
}

// Draft returns the saved draft of a game, or nil when there is none.
func (s *Store) Draft(id GameID) ([]byte, error) {
	var out []byte
	err := s.view(func(tx kv.Tx) error {
		if tx.Bucket(bucketGames).Get(id.key()) == nil {
			return notFound(id)
		}
		if d := tx.Bucket(bucketDrafts).Get(id.key()); d != nil {
			out = bytes.Clone(d)
		}
		return nil
	})
	return out, s.wrap0(err)
}

// ClearDraft forgets a game's draft.
func (s *Store) ClearDraft(id GameID) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.wrap0(s.update(func(tx kv.Tx) error {
		if tx.Bucket(bucketGames).Get(id.key()) == nil {
			return notFound(id)
		}
		return tx.Bucket(bucketDrafts).Delete(id.key())
	}))
}

func (s *Store) wrap0(err error) error {
	if err == nil {
		return nil
	}
	return s.wrap(err)
}
