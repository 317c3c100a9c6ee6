package stats

import (
	"encoding/binary"
	"errors"
	"fmt"
	"time"

	"github.com/jasstafel/jasstafel/tally"
)

// The figures of a game are kept by the store in a compact binary form rather than JSON: the
// statistics read every game's figures at once, and decoding ten thousand small JSON values
// costs many times the read itself. The form is
//
//	version (1 byte), flags (1 byte: 1 deleted, 2 marked), the mode (1 byte: 1 Schieber,
//	2 Coiffeur, 3 Differenzler, 4 a mode without figures of its own), winner, created (seconds
//	and nanoseconds), players (count, then each name), the side of each seat and the mode's
//	numbers; for kind 4 the mode's name instead of numbers
//
// with every number a varint (signed ones zig-zag) and every text its length, then its bytes.
// The game's id is the key it is stored under, not part of the value.
const figuresVersion = 1

const (
	flagDeleted = 1 << iota
	flagMarked
)

const (
	kindSchieber = 1 + iota
	kindCoiffeur
	kindDifferenzler
	kindPlain // a mode without figures of its own (modeFigures): its name follows the sides
)

// modeOfKind is the mode's name of each kind.
var modeOfKind = [...]string{kindSchieber: string(tally.Schieber), kindCoiffeur: string(tally.Coiffeur), kindDifferenzler: string(tally.Differenzler), kindPlain: ""}

// maxSeats bounds the players and columns a stored value may claim, so that a damaged value
// cannot make the decoder allocate much; a Jass game has a handful.
const maxSeats = 64

// ErrNewerFigures is the error for figures written by a newer Jasstafel.
var ErrNewerFigures = errors.New("the figures were written by a newer Jasstafel")

// AppendBinary appends the stored form of g's figures (everything but the id) to b.
func (g *Game) AppendBinary(b []byte) ([]byte, error) {
	var flags byte
	if g.Deleted {
		flags |= flagDeleted
	}
	if g.Marked {
		flags |= flagMarked
	}
	var kind byte
	switch {
	case g.Schieber != nil:
		kind = kindSchieber
	case g.Coiffeur != nil:
		kind = kindCoiffeur
	case g.Differenzler != nil:
		kind = kindDifferenzler
	case g.Mode != "":
		if _, ok := modeFigures[tally.Game(g.Mode)]; !ok {
			kind = kindPlain
		}
	}
	if kind == 0 || (kind != kindPlain && g.Mode != modeOfKind[kind]) {
		return nil, fmt.Errorf("statistics of game %d: the figures are not those of a %s game", g.ID, g.Mode)
	}
	b = append(b, figuresVersion, flags, kind)
	b = binary.AppendVarint(b, int64(g.Winner))
	b = binary.AppendVarint(b, g.Created.Unix())
	b = binary.AppendUvarint(b, uint64(g.Created.Nanosecond()))
	if len(g.Players) != len(g.Sides) {
		return nil, fmt.Errorf("statistics of game %d: %d players but %d sides", g.ID, len(g.Players), len(g.Sides))
	}
	b = binary.AppendUvarint(b, uint64(len(g.Players)))
	for _, p := range g.Players {
		b = appendString(b, p)
	}
	b = appendInts(b, g.Sides...)
	switch {
	case g.Schieber != nil:
		s := g.Schieber
		b = appendInts(b, s.Deals)
		b = appendInts(b, s.Totals[:]...)
		b = appendInts(b, s.Matches[:]...)
		b = appendInts(b, s.Weis[:]...)
		b = appendInts(b, s.Stoeck[:]...)
	case g.Coiffeur != nil:
		c := g.Coiffeur
		if len(c.Totals) != len(c.Cells) || len(c.Matches) != len(c.Cells) {
			return nil, fmt.Errorf("statistics of game %d: the Coiffeur columns disagree", g.ID)
		}
		b = binary.AppendUvarint(b, uint64(len(c.Cells)))
		b = appendInts(b, c.Cells...)
		b = appendInts(b, c.Totals...)
		b = appendInts(b, c.Matches...)
	case g.Differenzler != nil:
		d := g.Differenzler
		if len(d.Deviation) != len(d.Exact) || len(d.Penalty) != len(d.Exact) {
			return nil, fmt.Errorf("statistics of game %d: the Differenzler seats disagree", g.ID)
		}
		b = appendInts(b, d.Deals)
		b = binary.AppendUvarint(b, uint64(len(d.Exact)))
		b = appendInts(b, d.Exact...)
		b = appendInts(b, d.Deviation...)
		b = appendInts(b, d.Penalty...)
	default:
		b = appendString(b, g.Mode)
	}
	return b, nil
}

func appendString(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

func appendInts(b []byte, v ...int) []byte {
	for _, x := range v {
		b = binary.AppendVarint(b, int64(x))
	}
	return b
}

// Decoder reads stored figures. It keeps one copy of each name it has read and one list of
// players and of sides for each lineup, so that reading the figures of thousands of games played
// by the same few people allocates no text and no list after the first games: the games it reads
// share those lists, which are read-only. It hands out the figures of many games from one block
// each. A Decoder is not safe for concurrent use.
type Decoder struct {
	texts   map[string]string
	lineups map[string]lineup // the stored players and sides of a game → their lists

	// Blocks that the games' lists and figures are cut from.
	ints         []int
	strs         []string
	schieber     []SchieberSides
	coiffeur     []CoiffeurSides
	differenzler []DifferenzlerSeats
}

// block is the number of games' lists and figures allocated at once.
const block = 256

// take cuts a list of n from the decoder's block, allocating a new block when it runs out; the
// list cannot grow into the next one's.
func take[T any](pool *[]T, n int) []T {
	if len(*pool) < n {
		*pool = make([]T, max(block*4, n))
	}
	out := (*pool)[:n:n]
	*pool = (*pool)[n:]
	return out
}

// one is a single value from the decoder's block.
func one[T any](pool *[]T) *T {
	if len(*pool) == 0 {
		*pool = make([]T, block)
	}
	out := &(*pool)[0]
	*pool = (*pool)[1:]
	return out
}

// Decode reads the stored figures of game id. A value that is cut off, claims sides that the
// game does not have or was written by a newer Jasstafel (ErrNewerFigures) is an error naming
// the game; it never panics.
func (d *Decoder) Decode(id uint64, data []byte) (Game, error) {
	out, err := d.Append(nil, id, data)
	if err != nil {
		return Game{}, err
	}
	return out[0], nil
}

// Append reads the stored figures of game id, as Decode does, into a new last game of out.
// On error out is returned as it was.
func (d *Decoder) Append(out []Game, id uint64, data []byte) ([]Game, error) {
	// A new last element: resliced where the room is there (the element is then still zero, as
	// made or as cleared on an error below), appended otherwise.
	if len(out) < cap(out) {
		out = out[:len(out)+1]
	} else {
		out = append(out, Game{})
	}
	g := &out[len(out)-1]
	g.ID = id
	r := reader{data: data}
	err := d.decode(&r, g)
	if err == nil && r.err == nil && len(r.data) > 0 {
		err = errors.New("bytes left over after the figures")
	}
	if err == nil {
		err = r.err
	}
	if err != nil {
		*g = Game{}
		out = out[:len(out)-1]
		if errors.Is(err, ErrNewerFigures) {
			return out, fmt.Errorf("statistics of game %d: %w", id, err)
		}
		return out, fmt.Errorf("the statistics of game %d are unreadable: %v", id, err)
	}
	return out, nil
}

func (d *Decoder) decode(r *reader, g *Game) error {
	switch v := r.byte(); {
	case r.err != nil:
		return r.err
	case v > figuresVersion:
		return fmt.Errorf("%w (version %d)", ErrNewerFigures, v)
	case v < 1:
		return fmt.Errorf("version %d is unknown", v)
	}
	flags := r.byte()
	g.Deleted, g.Marked = flags&flagDeleted != 0, flags&flagMarked != 0
	kind := r.byte()
	if r.err == nil && (kind == 0 || int(kind) >= len(modeOfKind)) {
		return fmt.Errorf("the mode %d is unknown", kind)
	}
	g.Mode = modeOfKind[kind]
	g.Winner = r.int()
	sec, nsec := r.varint(), r.uvarint()
	if nsec >= uint64(time.Second) {
		return errors.New("the time it was created is malformed")
	}
	g.Created = time.Unix(sec, int64(nsec)).UTC()
	n := r.count()
	if r.err != nil {
		return r.err
	}
	d.lineup(r, g, n)
	switch kind {
	case kindSchieber:
		s := one(&d.schieber)
		s.Deals = r.int()
		r.fill(s.Totals[:])
		r.fill(s.Matches[:])
		r.fill(s.Weis[:])
		r.fill(s.Stoeck[:])
		g.Schieber = s
		return checkSides(g.Sides, 2, r.err)
	case kindCoiffeur:
		c := r.count()
		cs := one(&d.coiffeur)
		cs.Cells, cs.Totals, cs.Matches = d.list(r, c), d.list(r, c), d.list(r, c)
		g.Coiffeur = cs
		return checkSides(g.Sides, c, r.err)
	case kindPlain:
		g.Mode = d.text(r)
		if _, ok := modeFigures[tally.Game(g.Mode)]; ok && r.err == nil {
			return fmt.Errorf("a %s game stored without its figures", g.Mode)
		}
		return checkSides(g.Sides, max(n, 1), r.err)
	default:
		dz := one(&d.differenzler)
		dz.Deals = r.int()
		c := r.count()
		dz.Exact, dz.Deviation, dz.Penalty = d.list(r, c), d.list(r, c), d.list(r, c)
		g.Differenzler = dz
		if r.err == nil && c != n {
			return fmt.Errorf("%d players but figures for %d", n, c)
		}
		return checkSides(g.Sides, c, r.err)
	}
}

// lineup reads the players and their sides. Games with the same lineup (names and sides, seat
// by seat) share one list of each: a group that plays many evenings is read once.
func (d *Decoder) lineup(r *reader, g *Game, n int) {
	start := r.data
	for range n {
		r.bytes()
	}
	for range n {
		r.varint()
	}
	if r.err != nil {
		return
	}
	key := start[:len(start)-len(r.data)]
	if l, ok := d.lineups[string(key)]; ok {
		g.Players, g.Sides = l.players, l.sides
		return
	}
	lr := reader{data: key}
	l := lineup{players: take(&d.strs, n)}
	for i := range l.players {
		l.players[i] = d.text(&lr)
	}
	l.sides = d.list(&lr, n)
	if d.lineups == nil {
		d.lineups = map[string]lineup{}
	}
	d.lineups[string(key)] = l
	g.Players, g.Sides = l.players, l.sides
}

// lineup is the players and sides of a game, shared by the games with the same.
type lineup struct {
	players []string
	sides   []int
}

// list reads n numbers into a list cut from the decoder's block.
func (d *Decoder) list(r *reader, n int) []int {
	out := take(&d.ints, n)
	r.fill(out)
	return out
}

// checkSides makes sure that every seat's side indexes the figures, so that counting them can
// never index past them.
func checkSides(sides []int, n int, err error) error {
	if err != nil {
		return err
	}
	for seat, s := range sides {
		if s < 0 || s >= n {
			return fmt.Errorf("seat %d is on side %d of %d", seat, s, n)
		}
	}
	return nil
}

// text reads a text and returns the decoder's own copy of it.
func (d *Decoder) text(r *reader) string {
	b := r.bytes()
	if t, ok := d.texts[string(b)]; ok {
		return t
	}
	t := string(b)
	if d.texts == nil {
		d.texts = map[string]string{}
	}
	d.texts[t] = t
	return t
}

// reader reads a stored value; the first error sticks, empties what is left and makes every
// later read return zero.
type reader struct {
	data []byte
	err  error
}

var errCutOff = errors.New("the value is cut off")

func (r *reader) fail(err error) {
	if r.err == nil {
		r.err = err
	}
	r.data = nil
}

func (r *reader) byte() byte {
	if len(r.data) == 0 {
		r.fail(errCutOff)
		return 0
	}
	b := r.data[0]
	r.data = r.data[1:]
	return b
}

// uvarint reads an unsigned varint; most figures fit in its first byte.
func (r *reader) uvarint() uint64 {
	if len(r.data) > 0 && r.data[0] < 0x80 {
		v := uint64(r.data[0])
		r.data = r.data[1:]
		return v
	}
	v, n := binary.Uvarint(r.data)
	if n <= 0 {
		r.fail(errCutOff)
		return 0
	}
	r.data = r.data[n:]
	return v
}

// varint reads a signed (zig-zag) varint.
func (r *reader) varint() int64 {
	u := r.uvarint()
	x := int64(u >> 1)
	if u&1 != 0 {
		x = ^x
	}
	return x
}

// int reads a signed number that must fit in 32 bits: the figures of a game are far smaller.
func (r *reader) int() int {
	v := r.varint()
	if v != int64(int32(v)) {
		r.fail(fmt.Errorf("the number %d is out of range", v))
		return 0
	}
	return int(v)
}

// count reads a number of seats or columns.
func (r *reader) count() int {
	v := r.uvarint()
	if v > maxSeats {
		r.fail(fmt.Errorf("%d seats is more than a game has", v))
		return 0
	}
	return int(v)
}

func (r *reader) fill(out []int) {
	for i := range out {
		out[i] = r.int()
	}
}

func (r *reader) bytes() []byte {
	n := r.uvarint()
	if n > uint64(len(r.data)) {
		r.fail(errCutOff)
		return nil
	}
	b := r.data[:n]
	r.data = r.data[n:]
	return b
}
