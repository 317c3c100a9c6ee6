package persistence

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/jasstafel/jasstafel/persistence/kv"
	"github.com/jasstafel/jasstafel/stats"
)

// bucketFigures holds each game's statistics figures (stats.Game in its stored form) under the
// game's id, written in the same transaction as every change of the game, so that the
// statistics read them in one walk and never replay a game. A deleted game keeps its figures,
// marked deleted, so that restoring it needs no replay; a purge removes them.
var bucketFigures = []byte("figures")

// figuresOf computes the figures of a game from its state: the decoded game and the engine's
// running score, counted without scoring any deal again (stats.FromEngine).
func figuresOf(gs *gameState) (stats.Game, error) {
	fig, err := stats.FromEngine(uint64(gs.rec.ID), gs.game, gs.score.Engine(), gs.rec.Created, gs.hist.Finished())
	fig.Deleted = gs.rec.Deleted
	return fig, err
}

// putGameFigures writes the figures of a game as its state stands. Every path that writes a
// game's record writes its figures too (act computes them beside its other writes).
func putGameFigures(tx kv.Tx, gs *gameState) error {
	fig, err := figuresOf(gs)
	if err != nil {
		return err
	}
	return putFigureValue(tx, &fig)
}

func putFigureValue(tx kv.Tx, fig *stats.Game) error {
	data, err := fig.AppendBinary(nil)
	if err != nil {
		return err
	}
	return tx.Bucket(bucketFigures).Put(GameID(fig.ID).key(), data)
}

// setFiguresDeleted marks a game's figures deleted or restored, as its record.
func setFiguresDeleted(tx kv.Tx, id GameID, deleted bool) error {
	data := tx.Bucket(bucketFigures).Get(id.key())
	if data == nil {
		return nil // a game whose history does not replay has no figures
	}
	var d stats.Decoder
	fig, err := d.Decode(uint64(id), data)
	if err != nil {
		return figuresError(err)
	}
	fig.Deleted = deleted
	return putFigureValue(tx, &fig)
}

// figuresError makes figures of a newer Jasstafel an ErrNewerSchema.
func figuresError(err error) error {
	if errors.Is(err, stats.ErrNewerFigures) {
		return fmt.Errorf("%v: %w", err, ErrNewerSchema)
	}
	return err
}

// fillFigures computes the figures of every game from its history, for a database written
// before the store kept them. It runs once, in the transaction that opens such a file. A game
// whose history does not replay gets none and is left out of the statistics; opening that game
// reports the problem.
func fillFigures(tx kv.Tx) error {
	if _, err := tx.CreateBucketIfNotExists(bucketFigures); err != nil {
		return err
	}
	c := tx.Bucket(bucketGames).Cursor()
	var ids []GameID
	for k, _ := c.First(); k != nil; k, _ = c.Next() {
		if len(k) == 8 {
			ids = append(ids, GameID(binary.BigEndian.Uint64(k)))
		}
	}
	for _, id := range ids {
		gs, err := loadState(tx, id)
		if err != nil {
			continue
		}
		if err := putGameFigures(tx, gs); err != nil {
			return err
		}
	}
	return nil
}

// maxPrealloc bounds the room Figures makes before reading: a large id is not a promise of as
// many games.
const maxPrealloc = 1 << 16

// Figures returns the statistics figures of every game, deleted ones included and marked, in
// the order of their ids: one read transaction over the figures the store keeps, without
// replaying any game (stats.Load).
func (s *Store) Figures() ([]stats.Game, error) {
	var out []stats.Game
	err := s.view(func(tx kv.Tx) error {
		b := tx.Bucket(bucketFigures)
		if b == nil {
			return errors.New("the statistics figures are missing")
		}
		// The last id given is an upper bound of the games stored.
		out = make([]stats.Game, 0, min(tx.Bucket(bucketGames).Sequence(), maxPrealloc))
		var d stats.Decoder
		c := b.Cursor()
		for k, v := c.First(); k != nil; k, v = c.Next() {
			if len(k) != 8 {
				return fmt.Errorf("a key %x among the statistics figures is malformed", k)
			}
			var err error
			if out, err = d.Append(out, binary.BigEndian.Uint64(k), v); err != nil {
				return figuresError(err)
			}
		}
		return nil
	})
	if err != nil {
		return nil, s.wrap(err)
	}
	return out, nil
}
