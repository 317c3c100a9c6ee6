package cli

import (
	"errors"
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/stats"
	"github.com/jasstafel/jasstafel/tally"
)

// dateLayout is how --from and --to write a day.
const dateLayout = "2006-01-02"

func statsCommand() *command {
	return &command{name: "stats", db: readDB,
		summary: "per-player statistics of the games not deleted (JSON); the filters combine, --player may repeat",
		more: "Days are local days, both included; a game's day is the day it was started. " +
			"A --player name with no game at all is said on standard error",
		setup: func(fs *flag.FlagSet) func(c *call) int {
			var from, to string
			var f stats.Filter
			fs.StringVar(&f.Mode, "mode", "", "only games of this mode `M`: schieber, coiffeur or differenzler")
			fs.StringVar(&from, "from", "", "only games started on this day `YYYY-MM-DD` or later")
			fs.StringVar(&to, "to", "", "only games started on this day `YYYY-MM-DD` or earlier")
			fs.Func("player", "only games this player, a `NAME`, played in (repeatable)", func(name string) error {
				if name == "" {
					return errors.New("a player's name cannot be empty")
				}
				f.Players = append(f.Players, name)
				return nil
			})
			return func(c *call) int { return runStats(c, f, from, to) }
		}}
}

// runStats prints the statistics of the games in the filter as JSON (docs/FORMAT.md,
// "Statistics"). A database that is not there is never created.
func runStats(c *call, f stats.Filter, from, to string) int {
	if err := checkStatsFilter(&f, from, to); err != nil {
		return c.fail(exitUsage, "%v", err)
	}
	s, code := c.open(false)
	if s == nil {
		return code
	}
	games, err := stats.Load(s)
	if err != nil {
		return c.storeFailed(err)
	}
	for _, name := range f.Players {
		if note := unknownPlayer(games, name); note != "" {
			fmt.Fprintf(c.stderr, "jasstafel stats: note: %s\n", note)
		}
	}
	return c.printJSON(stats.Compute(games, f), exitDone)
}

// unknownPlayer says that no game has a player called name, and which name differs only in
// case; "" when a game has it.
func unknownPlayer(games []stats.Game, name string) string {
	similar := ""
	for _, g := range games {
		for _, p := range g.Players {
			if p == name {
				return ""
			}
			if strings.EqualFold(p, name) {
				similar = p
			}
		}
	}
	if similar != "" {
		return fmt.Sprintf("no game has a player called %s (names are compared exactly; there is %s)", name, similar)
	}
	return fmt.Sprintf("no game has a player called %s (`jasstafel players` lists the names)", name)
}

// checkStatsFilter checks the mode and reads the days of `jasstafel stats`; the days are local
// days.
func checkStatsFilter(f *stats.Filter, from, to string) error {
	if f.Mode != "" {
		if _, ok := gamefile.Lookup(tally.Game(f.Mode)); !ok {
			return fmt.Errorf("--mode: unknown mode %q (want one of: %s)", f.Mode, modeNames())
		}
	}
	var err error
	if f.From, err = parseDay("--from", from); err != nil {
		return err
	}
	if f.To, err = parseDay("--to", to); err != nil {
		return err
	}
	if !f.From.IsZero() && !f.To.IsZero() && f.From.After(f.To) {
		return fmt.Errorf("--from %s is after --to %s", from, to)
	}
	return nil
}

// modeNames lists the modes this version knows, for a message.
func modeNames() string {
	var names []string
	for _, m := range gamefile.Modes() {
		names = append(names, string(m.Name()))
	}
	return strings.Join(names, ", ")
}

func parseDay(name, s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	d, err := time.ParseInLocation(dateLayout, s, time.Local)
	if err != nil {
		return time.Time{}, fmt.Errorf("%s: %q is not a day written YYYY-MM-DD", name, s)
	}
	return d, nil
}
