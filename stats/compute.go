package stats

import (
	"encoding/json"
	"math"
	"slices"
	"sort"
	"time"
)

// Filter chooses the games counted. The zero value of each field sets no limit; the fields
// combine with AND.
type Filter struct {
	// Mode is a mode's name in a game file ("schieber", "coiffeur", "differenzler").
	Mode string
	// From and To are calendar days, both included: a game counts when the day it was created,
	// in local time, is not before From's day and not after To's day (each as its own
	// Year/Month/Day states it).
	From, To time.Time
	// Players keeps the games in which every one of these exact names played.
	Players []string
}

// Report is the statistics of the games in a filter.
type Report struct {
	Games   int      `json:"games"`   // games in the filter
	Players []Player `json:"players"` // every name with a game in the filter, sorted by name
	// Partners has a row for each player and each partner (the other member of a team in
	// Schieber and team Coiffeur), sorted by player, then partner.
	Partners []Pair `json:"-"`
	// Opponents has a row for each player and each opponent (a player of another side),
	// sorted by player, then opponent.
	Opponents []Pair `json:"-"`
}

// Player is one player's figures over the games in the filter.
type Player struct {
	Name string `json:"name"`
	// Games are the player's games, Finished those decided or marked finished, Won the decided
	// ones the player's side won.
	Games        int               `json:"games"`
	Finished     int               `json:"finished"`
	Won          int               `json:"won"`
	Schieber     SchieberStats     `json:"schieber"`
	Coiffeur     CoiffeurStats     `json:"coiffeur"`
	Differenzler DifferenzlerStats `json:"differenzler"`
}

// WinRate is the share of the player's finished games that the player's side won: Won over
// Finished, 0 without a finished game. A game still being played is neither won nor lost yet,
// so it does not lower the rate.
func (p Player) WinRate() float64 {
	if p.Finished == 0 {
		return 0
	}
	return float64(p.Won) / float64(p.Finished)
}

// SchieberStats are a player's Schieber figures, from the side of the player's team.
type SchieberStats struct {
	Games          int `json:"games"`
	Won            int `json:"won"`
	Deals          int `json:"deals"`
	PointsFor      int `json:"pointsFor"`
	PointsAgainst  int `json:"pointsAgainst"`
	Matches        int `json:"matches"`
	MatchesAgainst int `json:"matchesAgainst"`
	Weis           int `json:"weis"`
	Stoeck         int `json:"stoeck"`
}

// CoiffeurStats are a player's Coiffeur figures, from the player's column (team or own).
type CoiffeurStats struct {
	Games   int `json:"games"`
	Won     int `json:"won"`
	Cells   int `json:"cells"`
	Total   int `json:"total"`
	Matches int `json:"matches"`
}

// PerCell is the average written per cell (per contract row played), 0 without cells.
func (c CoiffeurStats) PerCell() float64 {
	if c.Cells == 0 {
		return 0
	}
	return float64(c.Total) / float64(c.Cells)
}

// DifferenzlerStats are a player's Differenzler figures.
type DifferenzlerStats struct {
	Games int `json:"games"`
	Won   int `json:"won"`
	Deals int `json:"deals"`
	Exact int `json:"exact"`
	// Deviation is the sum of |prediction − points| over the deals; MeanDeviation divides it.
	Deviation int `json:"-"`
	Penalty   int `json:"penalty"`
}

// MeanDeviation is the mean of |prediction − points| over the player's deals, 0 without deals.
func (d DifferenzlerStats) MeanDeviation() float64 {
	if d.Deals == 0 {
		return 0
	}
	return float64(d.Deviation) / float64(d.Deals)
}

// MarshalJSON writes the figures with meanDeviation rounded to two decimals.
func (d DifferenzlerStats) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Games         int     `json:"games"`
		Won           int     `json:"won"`
		Deals         int     `json:"deals"`
		Exact         int     `json:"exact"`
		MeanDeviation float64 `json:"meanDeviation"`
		Penalty       int     `json:"penalty"`
	}{d.Games, d.Won, d.Deals, d.Exact, roundCents(d.MeanDeviation()), d.Penalty})
}

// roundCents rounds to two decimals, halves away from zero.
func roundCents(x float64) float64 { return math.Round(x*100) / 100 }

// Pair is one player's record with or against one other player.
type Pair struct {
	Player, Other string
	// Games are the games together (or against each other), Finished those of them decided or
	// marked finished (as Player.Finished counts them), Won the decided ones Player's side won.
	Games, Finished, Won int
	// PointsFor and PointsAgainst are the Schieber final totals of Player's team and of the other
	// team, summed over their Schieber games.
	PointsFor, PointsAgainst int
}

// WinRate is the share of the pair's finished games that Player's side won: Won over Finished,
// 0 without a finished game, as Player.WinRate.
func (p Pair) WinRate() float64 {
	if p.Finished == 0 {
		return 0
	}
	return float64(p.Won) / float64(p.Finished)
}

// Compute counts the games that pass the filter. Deleted games never count.
//
// Games with the same lineup and mode — the same lists of players and sides, as Load gives a
// group's many evenings — are first summed into one group, then each group is counted for its
// players and pairs, so that the names and pairs are looked up once per group, not per game.
func Compute(games []Game, f Filter) Report {
	c := counter{index: map[string]int32{}, pairs: map[uint64]int32{}, seatings: map[*string]seating{}}
	rep := Report{Players: []Player{}, Partners: []Pair{}, Opponents: []Pair{}}
	groups := map[groupKey]*group{}
	var order []*group
	for i := range games {
		g := &games[i]
		if !f.admits(g) {
			continue
		}
		rep.Games++
		k := keyOf(g)
		gr := groups[k]
		if gr == nil {
			gr = newGroup(g)
			groups[k] = gr
			order = append(order, gr)
		}
		gr.add(g)
	}
	for _, gr := range order {
		g := &gr.sum
		seats, ids := c.seating(g.Players)
		for a, seat := range seats {
			won := gr.won(seat)
			c.players[ids[a]].add(g, seat, gr.games, gr.finished, won)
			for b, other := range seats {
				if b == a {
					continue
				}
				if partner := g.Sides[other] == g.Sides[seat]; partner {
					c.pair(ids[a], ids[b], true).add(g, seat, gr.games, gr.finished, won)
				} else {
					// Against an opponent: the games the player ended ahead of the other, which
					// is the games won where two sides play.
					c.pair(ids[a], ids[b], false).add(g, seat, gr.games, gr.finished, gr.aheadOf(seat, other))
				}
			}
		}
	}
	rep.Players = append(rep.Players, c.players...)
	sort.Slice(rep.Players, func(i, j int) bool { return rep.Players[i].Name < rep.Players[j].Name })
	for i, p := range c.pairList {
		if c.partner[i] {
			rep.Partners = append(rep.Partners, p)
		} else {
			rep.Opponents = append(rep.Opponents, p)
		}
	}
	sortPairs(rep.Partners)
	sortPairs(rep.Opponents)
	return rep
}

// groupKey tells the games that are summed together: the same lists of players and sides (the
// lists themselves, not equal copies) and the same mode with as many sides.
type groupKey struct {
	players *string
	sides   *int
	seats   int
	mode    int // 1 Schieber, 2 Coiffeur, 3 Differenzler
	width   int // the length of the mode's lists of figures
}

func keyOf(g *Game) groupKey {
	k := groupKey{seats: len(g.Players)}
	if len(g.Players) > 0 {
		k.players = &g.Players[0]
	}
	if len(g.Sides) > 0 {
		k.sides = &g.Sides[0]
	}
	switch {
	case g.Schieber != nil:
		k.mode = kindSchieber
	case g.Coiffeur != nil:
		k.mode, k.width = kindCoiffeur, len(g.Coiffeur.Cells)
	case g.Differenzler != nil:
		k.mode, k.width = kindDifferenzler, len(g.Differenzler.Exact)
	}
	return k
}

// group is the sum of the games of one lineup and mode: sum has their players, sides and mode
// and the sums of their figures.
type group struct {
	sum      Game
	games    int
	finished int   // decided or marked finished
	wonBy    []int // games won, by the side that won them
	// ahead[s*len(wonBy)+t] counts the finished games side s ended ahead of side t (Game.ahead),
	// where more than two sides play.
	ahead []int
}

func newGroup(g *Game) *group {
	gr := &group{sum: Game{Mode: g.Mode, Players: g.Players, Sides: g.Sides}}
	switch {
	case g.Schieber != nil:
		gr.sum.Schieber = &SchieberSides{}
	case g.Coiffeur != nil:
		n := len(g.Coiffeur.Cells)
		gr.sum.Coiffeur = &CoiffeurSides{Cells: make([]int, n), Totals: make([]int, n), Matches: make([]int, n)}
	case g.Differenzler != nil:
		n := len(g.Differenzler.Exact)
		gr.sum.Differenzler = &DifferenzlerSeats{Exact: make([]int, n), Deviation: make([]int, n), Penalty: make([]int, n)}
	}
	sides := g.sides()
	gr.wonBy = make([]int, sides)
	if sides > 2 {
		gr.ahead = make([]int, sides*sides)
	}
	return gr
}

// sides is the number of sides of g: two teams in a Schieber, a column each in a Coiffeur, a
// seat each in a Differenzler, or as many as its seats name.
func (g *Game) sides() int {
	n := sideCount(g.Sides)
	switch {
	case g.Schieber != nil:
		n = max(n, 2)
	case g.Coiffeur != nil:
		n = max(n, len(g.Coiffeur.Cells))
	case g.Differenzler != nil:
		n = max(n, len(g.Differenzler.Exact))
	}
	return n
}

// add sums one more game of the group.
func (gr *group) add(g *Game) {
	gr.games++
	gr.finished += count(g.finished())
	if g.Winner >= 0 && g.Winner < len(gr.wonBy) {
		gr.wonBy[g.Winner]++
	}
	if n := len(gr.wonBy); n > 2 && g.finished() { // of two sides, the winner is ahead: wonBy
		for s := range n {
			for t := range n {
				if s != t && g.ahead(s, t, n) {
					gr.ahead[s*n+t]++
				}
			}
		}
	}
	switch {
	case g.Schieber != nil:
		s, t := g.Schieber, gr.sum.Schieber
		t.Deals += s.Deals
		for i := range 2 {
			t.Totals[i] += s.Totals[i]
			t.Matches[i] += s.Matches[i]
			t.Weis[i] += s.Weis[i]
			t.Stoeck[i] += s.Stoeck[i]
		}
	case g.Coiffeur != nil:
		c, t := g.Coiffeur, gr.sum.Coiffeur
		for i := range t.Cells {
			t.Cells[i] += c.Cells[i]
			t.Totals[i] += c.Totals[i]
			t.Matches[i] += c.Matches[i]
		}
	case g.Differenzler != nil:
		d, t := g.Differenzler, gr.sum.Differenzler
		t.Deals += d.Deals
		for i := range t.Exact {
			t.Exact[i] += d.Exact[i]
			t.Deviation[i] += d.Deviation[i]
			t.Penalty[i] += d.Penalty[i]
		}
	}
}

// aheadOf is the number of the group's finished games in which the side of seat ended ahead of
// the side of other.
func (gr *group) aheadOf(seat, other int) int {
	n := len(gr.wonBy)
	if n <= 2 {
		return gr.won(seat)
	}
	if s, t := gr.sum.Sides[seat], gr.sum.Sides[other]; s >= 0 && s < n && t >= 0 && t < n {
		return gr.ahead[s*n+t]
	}
	return 0
}

// won is the number of the group's games that the side of seat won.
func (gr *group) won(seat int) int {
	if s := gr.sum.Sides[seat]; s >= 0 && s < len(gr.wonBy) {
		return gr.wonBy[s]
	}
	return 0
}

// counter holds the figures while Compute counts: players by a number given to each name on
// first sight, pairs by the two numbers, so that counting a game hashes no names but its own.
type counter struct {
	index   map[string]int32 // name → index in players
	players []Player
	// dense[player][2*other+partner] is 1 + the pair's index in pairList (0: none yet), for the
	// first denseNames names; pairs with later names are found in pairs.
	dense    [][]int32
	pairs    map[uint64]int32 // player, other and partner-or-opponent → index in pairList
	pairList []Pair
	partner  []bool // whether pairList[i] is of partners (or of opponents)
	// seatings are the seatings of the lists of players met, by the list's first element.
	seatings map[*string]seating
}

// denseNames bounds the names whose pairs are kept in dense: at most 1024 × 2048 numbers, 8 MiB.
const denseNames = 1024

// seating is the seats of a list of players that count (seatsOnce) and their names' numbers.
type seating struct {
	seats []int
	ids   []int32
}

// seating returns the seats of players that count and their names' numbers. Games that share
// their list of players (as Load gives them) are looked up once per list.
func (c *counter) seating(players []string) ([]int, []int32) {
	if len(players) == 0 {
		return nil, nil
	}
	if st, ok := c.seatings[&players[0]]; ok && len(st.ids) > 0 && len(players) == cap(players) {
		return st.seats, st.ids
	}
	var st seating
	st.seats = seatsOnce(nil, players)
	for _, seat := range st.seats {
		st.ids = append(st.ids, c.player(players[seat]))
	}
	if len(players) == cap(players) {
		c.seatings[&players[0]] = st
	}
	return st.seats, st.ids
}

func (c *counter) player(name string) int32 {
	i, ok := c.index[name]
	if !ok {
		i = int32(len(c.players))
		c.index[name] = i
		c.players = append(c.players, Player{Name: name})
	}
	return i
}

func (c *counter) pair(player, other int32, partner bool) *Pair {
	k := 2 * int(other)
	if partner {
		k++
	}
	if player < denseNames && other < denseNames {
		for int(player) >= len(c.dense) {
			c.dense = append(c.dense, nil)
		}
		row := c.dense[player]
		if k >= len(row) {
			row = append(row, make([]int32, k+1-len(row)+2*len(c.players))...)
			c.dense[player] = row
		}
		if row[k] == 0 {
			row[k] = c.newPair(player, other, partner)
		}
		return &c.pairList[row[k]-1]
	}
	key := uint64(player)<<33 | uint64(k)
	i, ok := c.pairs[key]
	if !ok {
		i = c.newPair(player, other, partner)
		c.pairs[key] = i
	}
	return &c.pairList[i-1]
}

// newPair starts the record of player with other and returns 1 + its index in pairList.
func (c *counter) newPair(player, other int32, partner bool) int32 {
	c.pairList = append(c.pairList, Pair{Player: c.players[player].Name, Other: c.players[other].Name})
	c.partner = append(c.partner, partner)
	return int32(len(c.pairList))
}

// seatsOnce appends to out the seats whose name did not already sit at an earlier seat, so that
// a name written twice in one game counts that game once.
func seatsOnce(out []int, names []string) []int {
	for i, n := range names {
		if !slices.Contains(names[:i], n) {
			out = append(out, i)
		}
	}
	return out
}

func sortPairs(out []Pair) {
	sort.Slice(out, func(i, j int) bool {
		if out[i].Player != out[j].Player {
			return out[i].Player < out[j].Player
		}
		return out[i].Other < out[j].Other
	})
}

// admits tells whether g passes the filter.
func (f Filter) admits(g *Game) bool {
	if g.Deleted {
		return false
	}
	if f.Mode != "" && g.Mode != f.Mode {
		return false
	}
	if !f.From.IsZero() || !f.To.IsZero() {
		day := dayOf(g.Created.Local())
		if !f.From.IsZero() && day < dayOf(f.From) {
			return false
		}
		if !f.To.IsZero() && day > dayOf(f.To) {
			return false
		}
	}
	for _, name := range f.Players {
		if !slices.Contains(g.Players, name) {
			return false
		}
	}
	return true
}

// dayOf is t's calendar day as a sortable number, e.g. 20261201.
func dayOf(t time.Time) int {
	y, m, d := t.Date()
	return y*10000 + int(m)*100 + d
}

// won tells whether the side of seat won g.
func (g *Game) won(seat int) bool { return g.Winner >= 0 && g.Sides[seat] == g.Winner }

// ahead tells whether side s ended g ahead of side t, of n sides. Of two sides, the one that won
// is ahead. Where more sides play, each alone (Differenzler, solo Coiffeur), the better total
// is: fewer penalty points in the Differenzler, more points in the Coiffeur; so a table of
// opponents says who beat whom, though a third player may have won the evening. Equal totals
// put neither ahead.
func (g *Game) ahead(s, t, n int) bool {
	switch {
	case n <= 2:
	case g.Differenzler != nil && s < len(g.Differenzler.Penalty) && t < len(g.Differenzler.Penalty):
		return g.Differenzler.Penalty[s] < g.Differenzler.Penalty[t]
	case g.Coiffeur != nil && s < len(g.Coiffeur.Totals) && t < len(g.Coiffeur.Totals):
		return g.Coiffeur.Totals[s] > g.Coiffeur.Totals[t]
	}
	return g.Winner == s
}

// finished tells whether g is decided or marked finished.
func (g *Game) finished() bool { return g.Winner >= 0 || g.Marked }

// add counts for the player at seat games games whose figures g sums: finished of them decided
// or marked finished, won of them won by the player's side.
func (p *Player) add(g *Game, seat, games, finished, won int) {
	p.Games += games
	p.Finished += finished
	p.Won += won
	side := g.Sides[seat]
	switch {
	case g.Schieber != nil:
		s, o := g.Schieber, 1-side
		st := &p.Schieber
		st.Games += games
		st.Won += won
		st.Deals += s.Deals
		st.PointsFor += s.Totals[side]
		st.PointsAgainst += s.Totals[o]
		st.Matches += s.Matches[side]
		st.MatchesAgainst += s.Matches[o]
		st.Weis += s.Weis[side]
		st.Stoeck += s.Stoeck[side]
	case g.Coiffeur != nil:
		c := g.Coiffeur
		st := &p.Coiffeur
		st.Games += games
		st.Won += won
		st.Cells += c.Cells[side]
		st.Total += c.Totals[side]
		st.Matches += c.Matches[side]
	case g.Differenzler != nil:
		d := g.Differenzler
		st := &p.Differenzler
		st.Games += games
		st.Won += won
		st.Deals += d.Deals
		st.Exact += d.Exact[seat]
		st.Deviation += d.Deviation[seat]
		st.Penalty += d.Penalty[seat]
	}
}

// add counts games games whose figures g sums for the pair: finished of them decided or marked
// finished, won of them won by the player's side.
func (p *Pair) add(g *Game, seat, games, finished, won int) {
	p.Games += games
	p.Finished += finished
	p.Won += won
	if s := g.Schieber; s != nil {
		side := g.Sides[seat]
		p.PointsFor += s.Totals[side]
		p.PointsAgainst += s.Totals[1-side]
	}
}

func count(b bool) int {
	if b {
		return 1
	}
	return 0
}
