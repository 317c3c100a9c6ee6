package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/stats"
	"github.com/jasstafel/jasstafel/tally"
)

const statsUsage = "jasstafel stats [--db PATH] [--mode M] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--player NAME]..."

// dateLayout is how --from and --to write a day.
const dateLayout = "2006-01-02"

// runStats prints the statistics of the games in the filter as JSON (docs/FORMAT.md,
// "Statistics"). Exit codes: 0 printed, 1 the database could not be read, 2 a usage error or no
// database at the path (which is never created).
func runStats(args []string, stdout, stderr io.Writer) int {
	fail := func(code int, format string, a ...any) int {
		fmt.Fprintf(stderr, "jasstafel stats: %s\n", fmt.Sprintf(format, a...))
		return code
	}
	db, f, err := parseStatsArgs(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(stdout, "Usage: %s\n", statsUsage)
		return 0
	}
	if err != nil {
		return fail(2, "%v\nUsage: %s", err, statsUsage)
	}
	if db == "" {
		if db, err = defaultDBPath(); err != nil {
			return fail(2, "%v", err)
		}
	}
	if _, err := os.Stat(db); err != nil {
		return fail(2, "there is no Jasstafel database at %s (name it with --db)", db)
	}
	s, err := persistence.Open(db, persistence.Options{Version: version, NoAutoBackup: true})
	if err != nil {
		return fail(1, "%v", err)
	}
	defer s.Close()
	games, err := stats.Load(s)
	if err != nil {
		return fail(1, "%v", err)
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(stats.Compute(games, f)); err != nil {
		return fail(1, "%v", err)
	}
	return 0
}

// parseStatsArgs reads the flags of `jasstafel stats`; the days are local days.
func parseStatsArgs(args []string) (string, stats.Filter, error) {
	var db, from, to string
	var f stats.Filter
	fs := flag.NewFlagSet("jasstafel stats", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&db, "db", "", "the game database")
	fs.StringVar(&f.Mode, "mode", "", "only games of this mode")
	fs.StringVar(&from, "from", "", "only games started on this day or later")
	fs.StringVar(&to, "to", "", "only games started on this day or earlier")
	fs.Func("player", "only games this player played in (repeatable)", func(name string) error {
		if name == "" {
			return errors.New("a player's name cannot be empty")
		}
		f.Players = append(f.Players, name)
		return nil
	})
	if err := fs.Parse(args); err != nil {
		return "", f, err
	}
	if fs.NArg() > 0 {
		return "", f, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if f.Mode != "" {
		if _, ok := gamefile.Lookup(tally.Game(f.Mode)); !ok {
			return "", f, fmt.Errorf("--mode: unknown mode %q (want one of: %s)", f.Mode, modeNames())
		}
	}
	var err error
	if f.From, err = parseDay("--from", from); err != nil {
		return "", f, err
	}
	if f.To, err = parseDay("--to", to); err != nil {
		return "", f, err
	}
	if !f.From.IsZero() && !f.To.IsZero() && f.From.After(f.To) {
		return "", f, fmt.Errorf("--from %s is after --to %s", from, to)
	}
	return db, f, nil
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
