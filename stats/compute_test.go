package stats

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"time"
)

// referenceCompute is the plain way to count: game by game, every player and pair looked up by
// name. Compute sums the games of a lineup and numbers the names to count faster, and must give
// the same report.
func referenceCompute(games []Game, f Filter) Report {
	players := map[string]*Player{}
	tables := map[bool]map[[2]string]*Pair{true: {}, false: {}}
	rep := Report{Players: []Player{}}
	for i := range games {
		g := &games[i]
		if !f.admits(g) {
			continue
		}
		rep.Games++
		seats := seatsOnce(nil, g.Players)
		for _, seat := range seats {
			name := g.Players[seat]
			if players[name] == nil {
				players[name] = &Player{Name: name}
			}
			players[name].add(g, seat, 1, count(g.finished()), count(g.won(seat)))
			for _, other := range seats {
				if other == seat {
					continue
				}
				partner := g.Sides[other] == g.Sides[seat]
				table := tables[partner]
				k := [2]string{name, g.Players[other]}
				if table[k] == nil {
					table[k] = &Pair{Player: k[0], Other: k[1]}
				}
				won := g.won(seat)
				if !partner {
					won = g.finished() && g.ahead(g.Sides[seat], g.Sides[other], g.sides())
				}
				table[k].add(g, seat, 1, count(g.finished()), count(won))
			}
		}
	}
	for _, p := range players {
		rep.Players = append(rep.Players, *p)
	}
	slices.SortFunc(rep.Players, func(a, b Player) int { return cmpString(a.Name, b.Name) })
	flat := func(table map[[2]string]*Pair) []Pair {
		out := []Pair{}
		for _, p := range table {
			out = append(out, *p)
		}
		sortPairs(out)
		return out
	}
	rep.Partners, rep.Opponents = flat(tables[true]), flat(tables[false])
	return rep
}

func cmpString(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// randomGames are games of every mode among names drawn from a pool of the given size, some
// with a name written twice, some deleted.
func randomGames(rng *rand.Rand, n, pool int) []Game {
	out := make([]Game, n)
	for i := range out {
		g := &out[i]
		g.ID = uint64(i + 1)
		g.Created = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(rng.IntN(400*24)) * time.Hour)
		g.Deleted = rng.IntN(20) == 0
		g.Marked = rng.IntN(3) == 0
		g.Winner = rng.IntN(3) - 1
		seats := 4
		switch rng.IntN(4) {
		case 0:
			g.Mode = "schieber"
			g.Schieber = &SchieberSides{Deals: rng.IntN(20), Totals: [2]int{rng.IntN(3000), rng.IntN(3000)},
				Matches: [2]int{rng.IntN(3), rng.IntN(3)}, Weis: [2]int{rng.IntN(300), rng.IntN(300)}, Stoeck: [2]int{rng.IntN(3), rng.IntN(3)}}
		case 1:
			g.Mode = "coiffeur"
			g.Coiffeur = &CoiffeurSides{Cells: []int{rng.IntN(12), rng.IntN(12)}, Totals: []int{rng.IntN(2000), rng.IntN(2000)}, Matches: []int{rng.IntN(3), rng.IntN(3)}}
		case 2:
			g.Mode, seats = "coiffeur", 3
			g.Coiffeur = &CoiffeurSides{Cells: []int{rng.IntN(12), rng.IntN(12), rng.IntN(12)}, Totals: []int{rng.IntN(2000), rng.IntN(2000), rng.IntN(2000)}, Matches: []int{rng.IntN(3), rng.IntN(3), rng.IntN(3)}}
		default:
			g.Mode, seats = "differenzler", 3+rng.IntN(2)
			d := &DifferenzlerSeats{Deals: rng.IntN(16)}
			for range seats {
				d.Exact, d.Deviation, d.Penalty = append(d.Exact, rng.IntN(5)), append(d.Deviation, rng.IntN(200)), append(d.Penalty, rng.IntN(200))
			}
			g.Differenzler = d
		}
		for s := range seats {
			g.Players = append(g.Players, fmt.Sprintf("P%d", rng.IntN(pool)))
			switch {
			case g.Schieber != nil, g.Coiffeur != nil && seats == 4:
				g.Sides = append(g.Sides, s%2)
			default:
				g.Sides = append(g.Sides, s)
			}
		}
		if g.Winner >= len(g.Sides) {
			g.Winner = -1
		}
	}
	return out
}

// TestComputeAgreesWithCountingByName: over random games among few names (every pair kept in
// the dense table) and among many (pairs beyond it kept by key), with and without filters,
// Compute gives the report of the plain count.
func TestComputeAgreesWithCountingByName(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 2))
	for _, pool := range []int{6, 40, 3 * denseNames} {
		games := randomGames(rng, 3000, pool)
		// The same games as Load gives them: read back from their stored form, with the games
		// of one lineup sharing their lists.
		var d Decoder
		var read []Game
		for i := range games {
			data, err := games[i].AppendBinary(nil)
			if err != nil {
				t.Fatal(err)
			}
			if read, err = d.Append(read, games[i].ID, data); err != nil {
				t.Fatal(err)
			}
		}
		if pool == 6 {
			first := map[string]int{} // lineup → the first game read with it
			shared := 0
			for i, g := range read {
				k := fmt.Sprint(g.Players, g.Sides)
				j, ok := first[k]
				if !ok {
					first[k] = i
					continue
				}
				if &read[j].Players[0] != &g.Players[0] || &read[j].Sides[0] != &g.Sides[0] {
					t.Fatalf("games %d and %d of one lineup do not share their lists", read[j].ID, g.ID)
				}
				shared++
			}
			if shared == 0 {
				t.Fatal("no two games of one lineup: the sharing is not tested")
			}
		}
		for _, f := range []Filter{{}, {Mode: "schieber"}, {Players: []string{"P1"}},
			{From: time.Date(2026, 3, 1, 0, 0, 0, 0, time.Local), To: time.Date(2026, 9, 30, 0, 0, 0, 0, time.Local)}} {
			got, want := Compute(games, f), referenceCompute(games, f)
			if again := Compute(read, f); !reflect.DeepEqual(again, want) {
				t.Fatalf("%d names, filter %+v: Compute over the games read back differs from counting by name", pool, f)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%d names, filter %+v: Compute differs from counting by name (%d/%d players, %d/%d partners, %d/%d opponents)",
					pool, f, len(got.Players), len(want.Players), len(got.Partners), len(want.Partners), len(got.Opponents), len(want.Opponents))
			}
			if pool > denseNames && f.Mode == "" && len(f.Players) == 0 && f.From.IsZero() && len(got.Players) <= denseNames {
				t.Fatalf("only %d names: the pairs beyond the dense table are not tested", len(got.Players))
			}
		}
	}
}

// A game decided for side 0 counts as finished and won for that side's players though nobody
// marked it finished; a winner that is no side of the game (figures from a damaged cache are
// read as they are) leaves it decided but won by nobody, and the count goes on without a panic.
func TestAWinnerFinishesTheGame(t *testing.T) {
	game := func(winner int) Game {
		return Game{ID: 1, Mode: "schieber", Players: []string{"Anna", "Beat", "Cla", "Dora"}, Sides: []int{0, 1, 0, 1},
			Winner: winner, Schieber: &SchieberSides{Deals: 1}}
	}
	for _, c := range []struct {
		winner         int
		finished, anna int // each player's finished games, and Anna's won ones
	}{{0, 1, 1}, {1, 1, 0}, {-1, 0, 0}, {2, 1, 0}, {7, 1, 0}} {
		rep := Compute([]Game{game(c.winner)}, Filter{})
		won := 0
		for _, p := range rep.Players {
			if p.Finished != c.finished {
				t.Errorf("winner %d: %s has %d finished games, want %d", c.winner, p.Name, p.Finished, c.finished)
			}
			won += p.Won
			if p.Name == "Anna" && p.Won != c.anna {
				t.Errorf("winner %d: Anna won %d, want %d", c.winner, p.Won, c.anna)
			}
		}
		if c.winner != 0 && c.winner != 1 && won != 0 {
			t.Errorf("winner %d, no side: %d games counted won", c.winner, won)
		}
	}
}
