package persistence

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/jasstafel/jasstafel/gamefile"
)

// Limits on an imported document beyond gamefile.MaxFileSize, so that a hostile file is refused
// before it costs memory or time. A real game file stays far below each of them.
const (
	MaxDepth         = 32     // nesting of objects and lists
	MaxStringBytes   = 1024   // one string
	MaxNumberDigits  = 32     // one number as written
	MaxObjectMembers = 100    // keys of one object
	MaxListItems     = 200000 // items of one list (a long history)
)

// Export returns the jasstafel/1 document of a game: the rounds as they stand, the resolved
// rules, the creation time and the whole history, so that Import restores the game with its undo
// history. The output is deterministic: indented by two spaces, with a final newline.
func (s *Store) Export(id GameID) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	gs, err := s.readState(id)
	if err != nil {
		return nil, err
	}
	f := gs.file()
	return encodeFile(&f)
}

func encodeFile(f *gamefile.File) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(f); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Import adds the game of a jasstafel/1 document as a new game and returns its id. Everything
// is checked before anything is written, and the game is written in one Update, so a refused or
// failed import leaves the database exactly as it was. A document with a history gets that
// history (a history that does not start with the game's setup gets one built from the file's
// players and rules); one without gets a deal-added event per round.
func (s *Store) Import(data []byte) (GameID, error) {
	gs, err := s.decodeImport(data)
	if err != nil {
		return 0, err
	}
	ids, err := s.insertAll([]*gameState{gs})
	if err != nil {
		return 0, err
	}
	return ids[0], nil
}

// decodeImport checks a jasstafel/1 document and replays its game, ready to be stored.
func (s *Store) decodeImport(data []byte) (*gameState, error) {
	if len(data) > gamefile.MaxFileSize {
		return nil, invalid("the document is %d bytes; a game file is at most %d MiB", len(data), gamefile.MaxFileSize>>20)
	}
	if err := prescan(data); err != nil {
		return nil, &refused{err}
	}
	g, err := gamefile.Decode(data)
	if err != nil {
		return nil, &refused{err}
	}
	var f gamefile.File
	if err := json.Unmarshal(data, &f); err != nil { // strictly decoded above already
		return nil, &refused{err}
	}
	resolved, err := json.Marshal(g.Rules)
	if err != nil {
		return nil, err
	}
	now := s.now()
	created := now
	switch {
	case f.Created != nil:
		created = *f.Created
	case len(f.History) > 0 && !f.History[0].Time.IsZero():
		created = f.History[0].Time
	}

	var events []gamefile.Event
	offset := 0 // index in the file's history = index in events - offset
	if len(f.History) >= 2 && f.History[0].Kind == gamefile.EventPlayersChanged && f.History[1].Kind == gamefile.EventRulesChanged {
		events = slices.Clone(f.History)
	} else {
		offset = 2
		events = []gamefile.Event{
			{Time: created, Kind: gamefile.EventPlayersChanged, Players: slices.Clone(g.Players)},
			{Time: created, Kind: gamefile.EventRulesChanged, Rules: resolved},
		}
		if f.History != nil {
			events = append(events, f.History...)
		} else {
			for i := range f.Rounds {
				events = append(events, gamefile.Event{Time: created, Kind: gamefile.EventDealAdded, Round: &f.Rounds[i]})
			}
		}
	}
	for i := range events {
		events[i].Seq = uint64(i + 1)
	}
	if err := checkImportedHistory(g, resolved, events, offset); err != nil {
		return nil, &refused{err}
	}
	updated := created
	if last := events[len(events)-1].Time; last.After(updated) {
		updated = last
	}
	return prepare(g.Mode, created, updated, events)
}

// CollectionFormat names a file of several games, as ExportAll writes it: the format, and the
// games, each a jasstafel/1 document as Export writes it.
const CollectionFormat = "jasstafel-games/1"

// MaxCollectionSize is the largest file of several games ImportFile reads.
const MaxCollectionSize = 64 << 20

// collection is a file of several games.
type collection struct {
	Format string            `json:"format"`
	Games  []json.RawMessage `json:"games"`
}

// ExportAll returns every game that is not in the bin as one file, oldest first, each with its
// history as Export gives it: the backup the browser downloads, which ImportFile takes back.
func (s *Store) ExportAll() ([]byte, error) {
	list, err := s.List(0, false)
	if err != nil {
		return nil, err
	}
	c := collection{Format: CollectionFormat, Games: []json.RawMessage{}}
	for _, g := range slices.Backward(list) {
		data, err := s.Export(g.ID)
		if err != nil {
			return nil, err
		}
		c.Games = append(c.Games, data)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(&c); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// ImportFile adds the games of a file the players picked: one game (a jasstafel/1 document,
// as Import takes it) or several (ExportAll's file). Every game is checked before anything is
// written, and all are written in one Update: a file with one game refused adds none.
func (s *Store) ImportFile(data []byte) ([]GameID, error) {
	if len(data) > MaxCollectionSize {
		return nil, invalid("the file is %d bytes; Jasstafel reads files of games up to %d MiB", len(data), MaxCollectionSize>>20)
	}
	var head struct {
		Format string `json:"format"`
	}
	if json.Unmarshal(data, &head) != nil || head.Format != CollectionFormat {
		id, err := s.Import(data)
		if err != nil {
			return nil, err
		}
		return []GameID{id}, nil
	}
	if err := prescan(data); err != nil {
		return nil, &refused{err}
	}
	var c collection
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		return nil, &refused{fmt.Errorf("a file of games (%s) that cannot be read: %v", CollectionFormat, err)}
	}
	games := make([]*gameState, 0, len(c.Games))
	for i, raw := range c.Games {
		gs, err := s.decodeImport(raw)
		if err != nil {
			return nil, &refused{&GameInFileError{N: i + 1, Of: len(c.Games), Err: err}}
		}
		games = append(games, gs)
	}
	return s.insertAll(games)
}

// GameInFileError is a game of a file of games that was refused, the N-th of Of, and why.
type GameInFileError struct {
	N, Of int
	Err   error
}

func (e *GameInFileError) Error() string {
	return fmt.Sprintf("game %d of %d in the file: %v", e.N, e.Of, e.Err)
}

func (e *GameInFileError) Unwrap() error { return e.Err }

// checkImportedHistory checks what the file format's own check leaves open: every round, player
// list and rules object in the history (not only those that stand at the end) is one the game
// could hold, undo never takes back the setup, and the history ends on the file's players and
// rules.
func checkImportedHistory(g *gamefile.Game, resolved json.RawMessage, events []gamefile.Event, offset int) error {
	var h gamefile.History
	for i, e := range events {
		at := func(field string) string {
			if i < offset {
				return "the game's setup"
			}
			return fmt.Sprintf("history[%d]%s", i-offset, field)
		}
		if e.Kind == gamefile.EventUndo {
			if undo, _ := h.Next(); undo != 0 && undo <= setupSeq {
				return fmt.Errorf("%s: undo (seq %d) would take back the game's setup (its first players and rules)", at(""), e.Seq)
			}
		}
		if e.Round != nil {
			one := gamefile.File{Format: gamefile.FormatV1, Mode: string(g.Mode), Players: g.Players, Rules: resolved, Rounds: []gamefile.Round{*e.Round}}
			if _, err := one.Game(); err != nil {
				return fmt.Errorf("%s%s", at(".round"), strings.TrimPrefix(err.Error(), "rounds[0]"))
			}
		}
		if e.Players != nil {
			one := gamefile.File{Format: gamefile.FormatV1, Mode: string(g.Mode), Players: e.Players, Rules: resolved}
			if _, err := one.Game(); err != nil {
				return fmt.Errorf("%s: %v", at(""), err)
			}
		}
		if e.Rules != nil {
			if _, err := g.Kind().ResolveRules(e.Rules); err != nil {
				return fmt.Errorf("%s: %v", at(""), err)
			}
		}
		if err := h.Apply(e); err != nil {
			return err
		}
	}
	gs := &gameState{rec: gameRecord{Mode: g.Mode}}
	if err := gs.rebuild(h.State()); err != nil {
		return fmt.Errorf("history: %v", err)
	}
	if !slices.Equal(gs.game.Players, g.Players) {
		return fmt.Errorf("history: it leaves the players %q, but the file's players are %q", gs.game.Players, g.Players)
	}
	if !bytes.Equal(gs.resolved, resolved) {
		return errors.New("history: the rules it leaves are not the file's rules")
	}
	return nil
}

// prescan refuses documents nested too deeply or holding huge values before they are decoded.
// Syntax errors are left to the decoder, whose messages name the line.
func prescan(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	type frame struct {
		object bool
		n      int
	}
	var stack []frame
	line := func() int { return 1 + bytes.Count(data[:dec.InputOffset()], []byte{'\n'}) }
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return nil
		}
		if d, ok := tok.(json.Delim); ok && (d == '}' || d == ']') {
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			continue
		}
		if len(stack) > 0 {
			top := &stack[len(stack)-1]
			top.n++
			switch {
			case top.object && top.n > 2*MaxObjectMembers:
				return fmt.Errorf("line %d: an object with more than %d keys; a game file has far fewer", line(), MaxObjectMembers)
			case !top.object && top.n > MaxListItems:
				return fmt.Errorf("line %d: a list with more than %d items; a game file has far fewer", line(), MaxListItems)
			}
		}
		switch t := tok.(type) {
		case json.Delim:
			if len(stack) >= MaxDepth {
				return fmt.Errorf("line %d: nested deeper than %d levels; a game file is far flatter", line(), MaxDepth)
			}
			stack = append(stack, frame{object: t == '{'})
		case string:
			if len(t) > MaxStringBytes {
				return fmt.Errorf("line %d: a text of %d bytes; the texts of a game file (names, codes) are short", line(), len(t))
			}
		case json.Number:
			if len(t) > MaxNumberDigits {
				return fmt.Errorf("line %d: a number of %d digits; a game file's numbers are small", line(), len(t))
			}
		}
	}
}
