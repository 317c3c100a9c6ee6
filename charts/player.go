package charts

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// PlayerGame is one of a player's games as the player's charts read it: when it was started,
// and the whole game with its check report, since the contracts need every deal.
type PlayerGame struct {
	Created time.Time
	Game    *gamefile.Game
	Report  gamefile.Report
	// Marked is the players' mark that the game is finished (persistence.GameView.Finished).
	Marked bool
}

// PlayerData is what a player's charts draw, worked out from the player's games.
type PlayerData struct {
	Player string
	// Form is one result per game with at least one deal, oldest first.
	Form []GameResult
	// Months is the player's games per calendar month, in order, months without games left out.
	Months []MonthRate
	// Contracts are the contracts the player's side chose, best average first.
	Contracts []ContractAverage
	// Deviation is one entry per Differenzler game with a scored deal, oldest first.
	Deviation []GameDeviation
}

// GameResult is how one game went for the player's side.
type GameResult struct {
	Created time.Time
	Mode    tally.Game
	// Margin is how far the player's side ended ahead (positive) or behind (negative) the best
	// other side: points in Schieber and Coiffeur, penalty points in Differenzler (where fewer
	// is better, so a lower penalty than everyone else's is a positive margin).
	Margin int
	Won    bool
}

// MonthRate is the player's games and wins in one calendar month.
type MonthRate struct {
	Month time.Time // the first day of the month
	// Games are the month's games, Finished those decided (the report names a winner) or marked
	// finished, as the statistics count them (stats.Player.Finished), Won the decided ones the
	// player's side won.
	Games, Finished, Won int
}

// Rate is the share of the month's finished games that the player's side won: Won over
// Finished, 0 without a finished game, as the statistics' win rate (stats.Player.WinRate). A
// game still being played is neither won nor lost yet.
func (m MonthRate) Rate() float64 {
	if m.Finished == 0 {
		return 0
	}
	return float64(m.Won) / float64(m.Finished)
}

// ContractAverage is how the player's side did in the deals in which it chose one contract.
type ContractAverage struct {
	// Contract is the contract's family: a suit letter, "obenabe", "undenufe", "slalom-obenabe",
	// "guschti", "mary", "trio".
	Contract string
	Deals    int
	// Points is the sum of the side's card points in those deals, the Match bonus included and
	// before any multiplier, so that a contract counted ×3 does not look three times as good.
	Points int
}

// Average is the mean card points per deal.
func (c ContractAverage) Average() float64 {
	if c.Deals == 0 {
		return 0
	}
	return float64(c.Points) / float64(c.Deals)
}

// GameDeviation is the player's predictions in one Differenzler game.
type GameDeviation struct {
	Created time.Time
	Deals   int
	// Sum is the sum of |prediction − points| over the scored deals.
	Sum int
}

// Mean is the mean deviation per deal.
func (d GameDeviation) Mean() float64 {
	if d.Deals == 0 {
		return 0
	}
	return float64(d.Sum) / float64(d.Deals)
}

// PlayerSeries works out the charts' data of player from games, in any order. Games the player
// did not sit in are left out; an unreadable report is an error naming when the game was started.
func PlayerSeries(player string, games []PlayerGame) (PlayerData, error) {
	sorted := slices.Clone(games)
	slices.SortStableFunc(sorted, func(a, b PlayerGame) int { return a.Created.Compare(b.Created) })
	d := PlayerData{Player: player}
	contracts := map[string]*ContractAverage{}
	for _, pg := range sorted {
		if pg.Game == nil {
			continue
		}
		seat := slices.Index(pg.Game.Players, player)
		if seat < 0 {
			continue
		}
		if err := d.add(pg, seat, contracts); err != nil {
			return PlayerData{}, fmt.Errorf("the game of %s: %w", pg.Created.Format(time.DateTime), err)
		}
	}
	for _, c := range contracts {
		d.Contracts = append(d.Contracts, *c)
	}
	slices.SortFunc(d.Contracts, func(a, b ContractAverage) int {
		if c := cmp.Compare(b.Average(), a.Average()); c != 0 {
			return c
		}
		return strings.Compare(a.Contract, b.Contract)
	})
	return d, nil
}

// add counts one game in which the player sat at seat.
func (d *PlayerData) add(pg PlayerGame, seat int, contracts map[string]*ContractAverage) error {
	g, rep := pg.Game, pg.Report
	mode := g.Kind()
	if mode == nil {
		return nil
	}
	sides := mode.Sides(g)
	if seat >= len(sides) {
		return nil
	}
	side, deals := sides[seat], g.Rounds()
	if t, ok := modes[g.Mode]; ok && t.player != nil {
		var err error
		if deals, err = t.player(d, pg, seat, side, contracts); err != nil {
			return err
		}
	}
	if deals == 0 {
		return nil
	}
	won := rep.Winner != nil && *rep.Winner == side
	d.Form = append(d.Form, GameResult{Created: pg.Created, Mode: g.Mode, Margin: margin(mode.LowerWins(), rep.Totals, side), Won: won})
	month := time.Date(pg.Created.Year(), pg.Created.Month(), 1, 0, 0, 0, 0, pg.Created.Location())
	if n := len(d.Months); n == 0 || !d.Months[n-1].Month.Equal(month) {
		d.Months = append(d.Months, MonthRate{Month: month})
	}
	m := &d.Months[len(d.Months)-1]
	m.Games++
	if rep.Winner != nil || pg.Marked {
		m.Finished++
	}
	if won {
		m.Won++
	}
	return nil
}

// margin is side's lead over the best other side; where the lowest total wins (Differenzler)
// the totals are penalties.
func margin(lowerWins bool, totals []int, side int) int {
	if side >= len(totals) || len(totals) < 2 {
		return 0
	}
	best, first := 0, true
	for s, t := range totals {
		if s == side {
			continue
		}
		if first || (lowerWins && t < best) || (!lowerWins && t > best) {
			best, first = t, false
		}
	}
	if lowerWins {
		return best - totals[side]
	}
	return totals[side] - best
}

// family is the contract a deal counts under: a Trio's three suits are one contract.
func family(contract string) string {
	if strings.HasPrefix(contract, "trio") {
		return "trio"
	}
	return contract
}

func addContract(contracts map[string]*ContractAverage, contract string, points int) {
	f := family(contract)
	c := contracts[f]
	if c == nil {
		c = &ContractAverage{Contract: f}
		contracts[f] = c
	}
	c.Deals++
	c.Points += points
}

// schieberContract is what the contracts chart reads of a Schieber round: a type of its own,
// since decoding the rounds is most of the chart's work.
type schieberContract struct {
	Contract   string `json:"contract"`
	CardPoints [2]int `json:"cardPoints"`
}

// schieberPlayer counts the deals in which team chose the contract: Vorhand's team chooses,
// whether Vorhand named it or pushed it to the partner. It returns the game's deals.
func schieberPlayer(_ *PlayerData, pg PlayerGame, _, team int, contracts map[string]*ContractAverage) (int, error) {
	g := pg.Game
	rs, err := rounds[schieberContract](pg.Report)
	if err != nil {
		return 0, err
	}
	for i, r := range rs {
		if i >= len(g.Schieber) {
			break
		}
		v := g.Schieber[i].Vorhand
		if v < 0 || v >= 4 || v%2 != team {
			continue
		}
		addContract(contracts, r.Contract, r.CardPoints[team])
	}
	return len(rs), nil
}

// coiffeurPlayer counts the written cells of column. It returns the game's deals.
func coiffeurPlayer(_ *PlayerData, pg PlayerGame, _, column int, contracts map[string]*ContractAverage) (int, error) {
	rs, err := rounds[coiffeurRound](pg.Report)
	if err != nil {
		return 0, err
	}
	for _, r := range rs {
		if r.Written && r.Column == column {
			addContract(contracts, r.Contract, r.CardPoints)
		}
	}
	return len(rs), nil
}

// differenzlerPlayer adds seat's deviation over the scored deals of one game. It returns the
// game's scored deals.
func differenzlerPlayer(d *PlayerData, pg PlayerGame, seat, _ int, _ map[string]*ContractAverage) (int, error) {
	rs, err := rounds[differenzlerRound](pg.Report)
	if err != nil {
		return 0, err
	}
	dev := GameDeviation{Created: pg.Created}
	for _, r := range rs {
		if r.Pending || seat >= len(r.Predictions) || seat >= len(r.Points) {
			continue
		}
		dev.Deals++
		dev.Sum += max(r.Predictions[seat]-r.Points[seat], r.Points[seat]-r.Predictions[seat])
	}
	if dev.Deals > 0 {
		d.Deviation = append(d.Deviation, dev)
	}
	return dev.Deals, nil
}
