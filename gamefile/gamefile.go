// Package gamefile reads and writes the jasstafel/1 game file format (docs/FORMAT.md): the
// interchange format for export, import and `jasstafel check`. Decoding is strict — unknown keys,
// wrong types and impossible values are errors naming the JSON path or line — because a typo in
// a hand-written file must never be scored silently.
//
// The modes are kept in one registry (mode.go): each mode is a Mode value that resolves its
// rules, seats its players, decodes its rounds, scores its deals, fills its part of the check
// report, names the sides of its seats and says whether the lowest total wins. The store, the
// check report, the statistics, the charts, the referee and the list of games look a mode up
// (Lookup, Game.Kind) instead of switching on its name.
//
// To add a mode: write its Mode in a file of its own (as schieber.go, coiffeur.go and
// differenzler.go are), keeping its deals in Game.Deals and its round keys among Round's, and
// add it to modes in mode.go; give it a screen in the ui package's table of modes (ui/modes.go)
// and, in its own files, its screen. Nothing else needs to change: a mode played trick by trick
// also implements Judged for the referee, and one without a chart of its own implements Running
// to be drawn from its running totals. Three packages keep one table each of what only some
// modes have: figures of their own in the statistics (stats/modes.go), charts and CSV columns of
// their own (charts/deals.go) and card-by-card entry (ui/entry/cardmodes.go); a mode without an
// entry there still counts in games, wins, partners and opponents. Register adds a mode from
// another package, as the tests do with the small mode of internal/tinymode.
package gamefile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/jasstafel/jasstafel/internal/jsonerr"
	"github.com/jasstafel/jasstafel/tally"
)

// FormatV1 is the value of the "format" key this package reads and writes.
const FormatV1 = "jasstafel/1"

// MaxFileSize is the largest game file accepted. A long evening with its full edit history is a
// few hundred kilobytes; anything far beyond that is not a game file.
const MaxFileSize = 4 << 20

// Limits on the shape of a game, so that a hostile file cannot make the engine do unbounded work.
const (
	MaxRounds     = 1000
	MaxNameLength = 40
)

// File is the JSON document as written. Pointers tell an absent key from a zero value.
type File struct {
	Format  string          `json:"format"`
	Mode    string          `json:"mode"`
	Players []string        `json:"players"`
	Rules   json.RawMessage `json:"rules,omitempty"`
	Rounds  []Round         `json:"rounds"`
	// Created is when the game was started; optional, kept through export and import.
	Created *time.Time `json:"created,omitempty"`
	// History is the game's event log (docs/FORMAT.md); optional. When present, replaying it must
	// give exactly Rounds, so that an import restores the undo history too.
	History []Event `json:"history,omitempty"`
}

// Round is one deal of any mode; which keys are allowed depends on the mode.
type Round struct {
	// Schieber
	Contract string      `json:"contract,omitempty"`
	Vorhand  *int        `json:"vorhand,omitempty"`
	Pushed   *bool       `json:"pushed,omitempty"`
	Tricks   [][]string  `json:"tricks,omitempty"`
	Points   []int       `json:"points,omitempty"`
	Match    *int        `json:"match,omitempty"`
	Weis     []WeisEntry `json:"weis,omitempty"`
	Stoeck   *int        `json:"stoeck,omitempty"`
	WonBy    *int        `json:"wonBy,omitempty"`
	Ended    *bool       `json:"ended,omitempty"`
	// Coiffeur
	Row    *int `json:"row,omitempty"`
	Side   *int `json:"side,omitempty"`
	Passes *int `json:"passes,omitempty"`
	// Differenzler
	Dealer      *int   `json:"dealer,omitempty"`
	Trump       string `json:"trump,omitempty"`
	Predictions []int  `json:"predictions,omitempty"`
}

// present lists the keys a round has, for the check that every key belongs to the game's mode.
func (r *Round) present() []string {
	var keys []string
	add := func(name string, ok bool) {
		if ok {
			keys = append(keys, name)
		}
	}
	add("contract", r.Contract != "")
	add("vorhand", r.Vorhand != nil)
	add("pushed", r.Pushed != nil)
	add("tricks", r.Tricks != nil)
	add("points", r.Points != nil)
	add("match", r.Match != nil)
	add("weis", r.Weis != nil)
	add("stoeck", r.Stoeck != nil)
	add("wonBy", r.WonBy != nil)
	add("ended", r.Ended != nil)
	add("row", r.Row != nil)
	add("side", r.Side != nil)
	add("passes", r.Passes != nil)
	add("dealer", r.Dealer != nil)
	add("trump", r.Trump != "")
	add("predictions", r.Predictions != nil)
	return keys
}

// WeisEntry is either {seat, cards} (checked against the rules and the hand) or {team, points}.
type WeisEntry struct {
	Seat   *int     `json:"seat,omitempty"`
	Cards  []string `json:"cards,omitempty"`
	Team   *int     `json:"team,omitempty"`
	Points *int     `json:"points,omitempty"`
}

// Game is a decoded, structurally valid game: rules resolved, cards parsed, seats in range. Rule
// violations (illegal cards, wrong sums) are not decided here but by the engine.
type Game struct {
	Mode         tally.Game
	Players      []string
	Rules        tally.Rules
	Schieber     []tally.SchieberDeal
	Coiffeur     []tally.CoiffeurDeal
	Differenzler []tally.DifferenzlerDeal
	// Deals are the deals of a mode that keeps them in a type of its own (see Register); nil for
	// the modes above.
	Deals Deals
}

// Copy is a copy of g with its own lists of players and deals and its own rules, so that
// neither changes to the copy nor to g touch the other. The cards, Weis and predictions inside
// the deals are shared and read-only.
func (g *Game) Copy() *Game {
	c := *g
	c.Rules.Multipliers = maps.Clone(g.Rules.Multipliers)
	c.Rules.Rows = slices.Clone(g.Rules.Rows)
	for i := range c.Rules.Rows {
		c.Rules.Rows[i].Contracts = slices.Clone(c.Rules.Rows[i].Contracts)
	}
	c.Players = slices.Clone(g.Players)
	c.Schieber = slices.Clone(g.Schieber)
	c.Coiffeur = slices.Clone(g.Coiffeur)
	c.Differenzler = slices.Clone(g.Differenzler)
	if g.Deals != nil {
		c.Deals = g.Deals.Clone()
	}
	return &c
}

// Rounds is the number of rounds in the game, whatever its mode.
func (g *Game) Rounds() int {
	if m := g.Kind(); m != nil {
		return m.Rounds(g)
	}
	return 0
}

// ReadFile reads and decodes a game file, refusing files over MaxFileSize.
func ReadFile(path string) (*Game, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("the file is larger than %d MiB; a game file is far smaller", MaxFileSize>>20)
	}
	return Decode(data)
}

// Decode parses and structurally validates a game document.
func Decode(data []byte) (*Game, error) {
	if len(data) > MaxFileSize {
		return nil, &FileError{Reason: FileTooLarge, sentence: fmt.Sprintf("the document is larger than %d MiB; a game file is far smaller", MaxFileSize>>20)}
	}
	if err := checkDocumentText(data); err != nil {
		return nil, err
	}
	var f File
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, jsonError(data, dec, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("line %d: unexpected data after the game document", lineOf(data, dec.InputOffset()))
	}
	return f.Game()
}

// jsonError turns a decoder error into a message with a line number and, where known, the path.
func jsonError(data []byte, dec *json.Decoder, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.EOF):
		return &FileError{Reason: FileEmpty, sentence: "the file is empty; a game file is a JSON object"}
	case errors.Is(err, io.ErrUnexpectedEOF):
		return &FileError{Reason: FileCutShort, sentence: "the JSON ends too early (an unclosed object, array or string)"}
	case errors.As(err, &syn):
		line := lineOf(data, syn.Offset)
		return &FileError{Reason: FileNotJSON, Line: line, sentence: fmt.Sprintf("line %d: invalid JSON: %v", line, syn)}
	case errors.As(err, &typ):
		return fmt.Errorf("line %d: %s", lineOf(data, typ.Offset), jsonerr.Message(err, ""))
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	return fmt.Errorf("line %d: %s", lineOf(data, dec.InputOffset()), msg)
}

// lineOf returns the 1-based line of a byte offset.
func lineOf(data []byte, off int64) int {
	if off < 0 {
		off = 0
	}
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	return 1 + bytes.Count(data[:off], []byte{'\n'})
}

// PathError is a structural error at a JSON path such as rounds[3].tricks[2][1]: Path says
// where, for a message in the player's language; Detail is an English sentence.
type PathError struct {
	Path   string
	Detail string
}

func (e *PathError) Error() string { return e.Path + ": " + e.Detail }

func errAt(path, format string, args ...any) error {
	return &PathError{Path: path, Detail: fmt.Sprintf(format, args...)}
}

// FileError is a document refused as a whole, before any of its game is read: Reason says why,
// for a message in the player's language; Error is an English sentence.
type FileError struct {
	Reason   FileReason
	Line     int    // the line of the fault (FileNotJSON)
	Format   string // the format the document names (FileUnknownFormat), clipped
	sentence string
}

func (e *FileError) Error() string { return e.sentence }

// FileReason is why a document is no game file that can be read.
type FileReason int

// The reasons a document is refused as a whole.
const (
	FileTooLarge      FileReason = iota + 1 // more than MaxFileSize bytes
	FileEmpty                               // nothing but spaces
	FileCutShort                            // ends inside an object, list or string
	FileNotJSON                             // not JSON
	FileNoFormat                            // no "format": not a game file
	FileUnknownFormat                       // another format or version than FormatV1
)

// Game validates the document's structure and converts it for the engine.
func (f *File) Game() (*Game, error) {
	if f.Format != FormatV1 {
		if f.Format == "" {
			return nil, &FileError{Reason: FileNoFormat, sentence: fmt.Sprintf("format: missing; a game file starts with \"format\": %q", FormatV1)}
		}
		return nil, &FileError{Reason: FileUnknownFormat, Format: clipS(f.Format),
			sentence: fmt.Sprintf("format: unknown format version %q; this version of Jasstafel reads %q", clipS(f.Format), FormatV1)}
	}
	mode, err := lookupMode(tally.Game(f.Mode))
	if err != nil {
		return nil, err
	}
	rules, err := mode.ResolveRules(f.Rules)
	if err != nil {
		return nil, err
	}
	if err := mode.CheckPlayers(rules, len(f.Players)); err != nil {
		return nil, err
	}
	players, err := checkPlayers(f.Players)
	if err != nil {
		return nil, err
	}
	g, err := decodeRounds(mode, rules, players, f.Rounds)
	if err != nil {
		return nil, err
	}
	if f.History != nil {
		if err := checkHistory(f.History, f.Rounds); err != nil {
			return nil, err
		}
	}
	return g, nil
}

func clipS(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// seat checks an optional seat or team index.
func index(path string, v *int, n int, what string) (int, error) {
	if v == nil {
		return -1, nil
	}
	if *v < 0 || *v >= n {
		return -1, errAt(path, "%d is not a %s (0..%d)", *v, what, n-1)
	}
	return *v, nil
}

// parseTricks parses the cards of a deal's tricks; counts are checked by the engine, but a list
// far too long for any deal is refused here.
func parseTricks(path string, tricks [][]string, players int) ([][]tally.Card, error) {
	if len(tricks) > 12 {
		return nil, errAt(path+".tricks", "%d tricks; a deal has %d", len(tricks), 36/players)
	}
	out := make([][]tally.Card, len(tricks))
	for i, t := range tricks {
		if len(t) > players {
			return nil, errAt(fmt.Sprintf("%s.tricks[%d]", path, i), "%d cards; a trick has %d", len(t), players)
		}
		c, err := parseCards(fmt.Sprintf("%s.tricks[%d]", path, i), t)
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

func parseCards(path string, codes []string) ([]tally.Card, error) {
	out := make([]tally.Card, len(codes))
	for i, s := range codes {
		c, err := tally.ParseCard(s)
		if err != nil {
			return nil, errAt(fmt.Sprintf("%s[%d]", path, i), "%v", err)
		}
		out[i] = c
	}
	return out, nil
}

// parseWeis converts a round's Weis entries; seats and teams (columns) are range-checked.
func parseWeis(path string, entries []WeisEntry, seats, teams int) ([]tally.WeisClaim, error) {
	if len(entries) > 16 {
		return nil, errAt(path+".weis", "%d entries; the players declare at most a few Weis each", len(entries))
	}
	var out []tally.WeisClaim
	for i, w := range entries {
		wp := fmt.Sprintf("%s.weis[%d]", path, i)
		switch {
		case w.Seat != nil && w.Cards != nil && w.Team == nil && w.Points == nil:
			seat, err := index(wp+".seat", w.Seat, seats, "seat")
			if err != nil {
				return nil, err
			}
			if len(w.Cards) > 12 {
				return nil, errAt(wp+".cards", "%d cards; a Weis has at most nine", len(w.Cards))
			}
			cards, err := parseCards(wp+".cards", w.Cards)
			if err != nil {
				return nil, err
			}
			out = append(out, tally.WeisClaim{Seat: seat, Cards: cards, Team: -1})
		case w.Team != nil && w.Points != nil && w.Seat == nil && w.Cards == nil:
			team, err := index(wp+".team", w.Team, teams, "team")
			if err != nil {
				return nil, err
			}
			out = append(out, tally.WeisClaim{Seat: -1, Team: team, Points: *w.Points})
		default:
			return nil, errAt(wp, "a Weis is either {\"seat\", \"cards\"} or {\"team\", \"points\"}")
		}
	}
	return out, nil
}
