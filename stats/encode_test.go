package stats

import (
	"encoding/binary"
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"
)

// storedGames are one game of each kind, with every field set to something other than zero.
func storedGames() []Game {
	created := time.Date(2026, 11, 30, 23, 30, 0, 123456789, time.UTC)
	return []Game{
		{ID: 7, Mode: "schieber", Players: []string{"Anna", "Beat", "Cla", "Dora"}, Sides: []int{0, 1, 0, 1},
			Created: created, Deleted: true, Marked: true, Winner: 1,
			Schieber: &SchieberSides{Deals: 12, Totals: [2]int{2480, 5003}, Matches: [2]int{1, 2}, Weis: [2]int{170, 20}, Stoeck: [2]int{3, 0}}},
		{ID: 8, Mode: "coiffeur", Players: []string{"Anna", "Beat", "Zoë"}, Sides: []int{0, 1, 2},
			Created: created, Winner: -1,
			Coiffeur: &CoiffeurSides{Cells: []int{3, 2, 4}, Totals: []int{-40, 100, 250}, Matches: []int{0, 1, 0}}},
		{ID: 1 << 40, Mode: "differenzler", Players: []string{"Anna", "Beat", "Cla"}, Sides: []int{0, 1, 2},
			Created: time.Date(1999, 1, 2, 3, 4, 5, 0, time.UTC), Marked: true, Winner: 2,
			Differenzler: &DifferenzlerSeats{Deals: 8, Exact: []int{1, 0, 3}, Deviation: []int{80, 120, 14}, Penalty: []int{80, 120, 14}}},
		// A mode without figures of its own (stats/modes.go), such as one added to the registry.
		{ID: 9, Mode: "tiny", Players: []string{"Anna", "Beat", "Cla", "Dora"}, Sides: []int{0, 1, 0, 1},
			Created: created, Marked: true, Winner: 0},
	}
}

func TestStoredFiguresReadBackEqual(t *testing.T) {
	var d Decoder
	for _, g := range storedGames() {
		data, err := g.AppendBinary(nil)
		if err != nil {
			t.Fatal(err)
		}
		got, err := d.Decode(g.ID, data)
		if err != nil {
			t.Fatalf("game %d: %v", g.ID, err)
		}
		if !reflect.DeepEqual(got, g) {
			t.Errorf("game %d reads back as\n%+v\nwant\n%+v", g.ID, got, g)
		}
	}
}

// TestDecoderSharesNames: the names of many games are read into one copy each.
func TestDecoderSharesNames(t *testing.T) {
	var d Decoder
	g := storedGames()[0]
	data, _ := g.AppendBinary(nil)
	a, _ := d.Decode(1, data)
	b, _ := d.Decode(2, data)
	if a.Players[0] != "Anna" || b.Players[0] != "Anna" || len(d.texts) != 4 {
		t.Errorf("names %q %q, %d texts kept", a.Players, b.Players, len(d.texts))
	}
	if allocs := testing.AllocsPerRun(100, func() { d.Decode(1, data) }); allocs > 4 {
		t.Errorf("reading known names allocates %.0f times per game", allocs)
	}
}

// TestDamagedFiguresAreAnErrorNotAPanic: every value cut short, random bytes and values whose
// sides lie outside the figures are errors naming the game.
func TestDamagedFiguresAreAnErrorNotAPanic(t *testing.T) {
	var d Decoder
	for _, g := range storedGames() {
		data, _ := g.AppendBinary(nil)
		for n := range len(data) {
			if _, err := d.Decode(9, data[:n]); err == nil || !strings.Contains(err.Error(), "game 9") {
				t.Fatalf("game %d cut to %d of %d bytes: %v", g.ID, n, len(data), err)
			}
		}
		if _, err := d.Decode(9, append(data, 0)); err == nil {
			t.Errorf("game %d with a byte too many is read", g.ID)
		}
	}
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 1))
	base, _ := storedGames()[0].AppendBinary(nil)
	for range 20000 {
		b := append([]byte(nil), base...)
		for range 1 + rng.IntN(4) {
			b[rng.IntN(len(b))] = byte(rng.IntN(256))
		}
		if g, err := d.Decode(1, b); err == nil {
			Compute([]Game{g}, Filter{}) // whatever it reads must count without a panic
		}
	}
	bad := storedGames()
	bad[0].Sides[1] = 2
	bad[1].Sides[2] = 3
	bad[2].Sides[0] = -1
	bad[3].Sides[1] = 4
	for _, g := range bad {
		data, _ := g.AppendBinary(nil)
		if _, err := d.Decode(g.ID, data); err == nil || !strings.Contains(err.Error(), "side") {
			t.Errorf("game %d with a seat outside the sides: %v", g.ID, err)
		}
	}
}

func TestNewerFiguresAreRefused(t *testing.T) {
	data, _ := storedGames()[0].AppendBinary(nil)
	data[0] = figuresVersion + 1
	var d Decoder
	if _, err := d.Decode(3, data); !errors.Is(err, ErrNewerFigures) || !strings.Contains(err.Error(), "game 3") {
		t.Errorf("figures of a newer version: %v", err)
	}
}

func TestFiguresThatDisagreeAreNotWritten(t *testing.T) {
	g := storedGames()
	g[0].Sides = g[0].Sides[:3]
	g[1].Coiffeur.Totals = g[1].Coiffeur.Totals[:2]
	g[2].Differenzler.Penalty = nil
	g[3].Sides = g[3].Sides[:3]
	wrongMode := storedGames()[0]
	wrongMode.Mode = "coiffeur"
	// A mode with figures of its own stored without them.
	noFigures := Game{ID: 6, Mode: "schieber", Players: []string{"A", "B", "C", "D"}, Sides: []int{0, 1, 0, 1}}
	for _, x := range append(g, Game{ID: 5}, wrongMode, noFigures) {
		if _, err := x.AppendBinary(nil); err == nil {
			t.Errorf("game %d was written", x.ID)
		}
	}
}

// noFigures is a store without any game, as a fresh database or a fake one answers.
type noFigures struct{}

func (noFigures) Figures() ([]Game, error) { return nil, nil }

// TestLoadWithoutGamesIsAnEmptyList: the statistics screen tells "not read yet" (nil) from
// "no games" (empty).
func TestLoadWithoutGamesIsAnEmptyList(t *testing.T) {
	games, err := Load(noFigures{})
	if err != nil || games == nil || len(games) != 0 {
		t.Errorf("Load without games: %v, %v", games, err)
	}
}

// TestFiguresWithoutTheirModesFiguresAreRefused: a value of the kind without figures that
// names a mode with figures of its own is damaged.
func TestFiguresWithoutTheirModesFiguresAreRefused(t *testing.T) {
	data, err := storedGames()[3].AppendBinary(nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(string(data), "\x04tiny") {
		t.Fatalf("the value does not end with the mode's name: %q", data)
	}
	data = appendString(data[:len(data)-5], "schieber")
	var d Decoder
	if _, err := d.Decode(3, data); err == nil || !strings.Contains(err.Error(), "without its figures") {
		t.Errorf("a Schieber game without figures: %v", err)
	}
}

// TestFiguresAtTheirLimits: a game of maxSeats players and a time one nanosecond short of the
// next second read back equal; one seat more, a nanosecond count of a whole second, and
// Differenzler figures for another number of players than the game has are errors.
func TestFiguresAtTheirLimits(t *testing.T) {
	var d Decoder
	seats := func(n int) Game {
		g := Game{ID: 4, Mode: "tiny", Winner: -1, Created: time.Date(2026, 12, 7, 3, 0, 0, 999_999_999, time.UTC)}
		for i := range n {
			g.Players = append(g.Players, string(rune('A'+i%26))+string(rune('a'+i/26)))
			g.Sides = append(g.Sides, i)
		}
		return g
	}
	g := seats(maxSeats)
	data, err := g.AppendBinary(nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := d.Decode(4, data); err != nil || !reflect.DeepEqual(got, g) {
		t.Errorf("a game of %d seats reads back as %+v, %v", maxSeats, got, err)
	}
	more := seats(maxSeats + 1)
	data, _ = more.AppendBinary(nil)
	if _, err := d.Decode(4, data); err == nil || !strings.Contains(err.Error(), "seats") {
		t.Errorf("a game of %d seats: %v", maxSeats+1, err)
	}
	// The nanoseconds follow the version, the flags, the kind, the winner (-1: one byte) and the
	// seconds; the largest is 999,999,999 (four bytes of a uvarint), one more a whole second.
	two := seats(2)
	data, _ = two.AppendBinary(nil)
	sec := binary.AppendVarint(nil, g.Created.Unix())
	at := 4 + len(sec)
	if n, k := binary.Uvarint(data[at:]); n != 999_999_999 || k != 5 {
		t.Fatalf("the nanoseconds are not where the test looks: %d in %d bytes", n, k)
	}
	whole := binary.AppendUvarint(nil, 1_000_000_000)
	bad := append(append(append([]byte(nil), data[:at]...), whole...), data[at+5:]...)
	if _, err := d.Decode(4, bad); err == nil || !strings.Contains(err.Error(), "time") {
		t.Errorf("a time of a whole second's nanoseconds: %v", err)
	}
	dz := storedGames()[2]
	dz.Players, dz.Sides = dz.Players[:2], dz.Sides[:2]
	data, err = dz.AppendBinary(nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Decode(dz.ID, data); err == nil || !strings.Contains(err.Error(), "2 players but figures for 3") {
		t.Errorf("Differenzler figures for 3 of 2 players: %v", err)
	}
}
