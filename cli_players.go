package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/jasstafel/jasstafel/persistence"
)

// playersUsage is the synopsis of each form of the players command.
const playersUsage = `jasstafel players [--json] [--db PATH]
       jasstafel players rename OLD NEW [--db PATH]
       jasstafel players merge --into NAME NAME... [--db PATH]
       jasstafel players undo [--db PATH]`

// playersFlags are the options of the players command.
type playersFlags struct {
	db, into string
	json     bool
}

// runPlayers lists the roster, renames or merges players in every game, or takes the last rename
// or merge back. Exit codes as the other database commands: 0 done, 1 nothing to do or the
// database could not be used, 2 a usage error or a refused name.
func runPlayers(args []string, stdout, stderr io.Writer) int {
	fail := func(code int, format string, a ...any) int {
		fmt.Fprintf(stderr, "jasstafel players: %s\n", fmt.Sprintf(format, a...))
		return code
	}
	f, pos, err := parsePlayersArgs(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(stdout, "Usage: %s\n", playersUsage)
		return 0
	}
	sub := "list"
	if err == nil && len(pos) > 0 {
		sub, pos = pos[0], pos[1:]
	}
	if err == nil {
		err = checkPlayersArgs(sub, f, pos)
	}
	if err != nil {
		return fail(2, "%v\nUsage: %s", err, playersUsage)
	}
	path := f.db
	if path == "" {
		if path, err = defaultDBPath(); err != nil {
			return fail(1, "%v", err)
		}
	}
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		return fail(1, "there is no Jasstafel database at %s (import a game first, or name the database with --db)", path)
	}
	changes := sub != "list"
	s, err := persistence.Open(path, persistence.Options{Version: version, NoAutoBackup: !changes})
	if err != nil {
		return fail(1, "%v", err)
	}
	defer s.Close()
	if changes {
		defer func() {
			if err := s.BackupError(); err != nil {
				fmt.Fprintf(stderr, "jasstafel players: warning: the automatic backup failed: %v\n", err)
			}
		}()
	}
	var a persistence.RosterAction
	switch sub {
	case "list":
		if err := writeRoster(s, f.json, stdout); err != nil {
			return fail(1, "%v", err)
		}
		return 0
	case "rename":
		a, err = s.RenamePlayer(pos[0], pos[1])
	case "merge":
		a, err = s.MergePlayers(pos, f.into)
	default: // undo
		a, err = s.UndoRosterAction()
	}
	switch {
	case errors.Is(err, persistence.ErrNotFound), errors.Is(err, persistence.ErrNothingToUndo):
		return fail(1, "%v", err)
	case errors.Is(err, persistence.ErrInvalid):
		return fail(2, "%v", err)
	case err != nil:
		return fail(1, "%v", err)
	}
	games := make([]string, len(a.Games))
	for i, id := range a.Games {
		games[i] = id.String()
	}
	took := ""
	if sub == "undo" {
		took = "took back: "
	}
	fmt.Fprintf(stdout, "%s%s → %s in games %s\n", took, strings.Join(a.Names, ", "), a.Into, strings.Join(games, ", "))
	return 0
}

// parsePlayersArgs parses the flags wherever they stand among the positional arguments, as the
// other database commands do; after "--" everything is positional.
func parsePlayersArgs(args []string) (playersFlags, []string, error) {
	var f playersFlags
	fs := flag.NewFlagSet("jasstafel players", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&f.db, "db", "", "the game database")
	fs.StringVar(&f.into, "into", "", "the name a merge keeps")
	fs.BoolVar(&f.json, "json", false, "print the roster as JSON")
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return f, nil, err
		}
		rest := fs.Args()
		if used := len(args) - len(rest); used > 0 && args[used-1] == "--" {
			return f, append(pos, rest...), nil
		}
		if len(rest) == 0 {
			return f, pos, nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// checkPlayersArgs checks that each form has the arguments and options it takes, and no others.
func checkPlayersArgs(sub string, f playersFlags, pos []string) error {
	if f.json && sub != "list" {
		return fmt.Errorf("--json is for the list of players, not for %s", sub)
	}
	if f.into != "" && sub != "merge" {
		return fmt.Errorf("--into is for merge, not for %s", sub)
	}
	switch sub {
	case "list", "undo":
		if len(pos) != 0 {
			return fmt.Errorf("unexpected argument %q", pos[0])
		}
	case "rename":
		if len(pos) != 2 {
			return fmt.Errorf("name the old name and the new one, not %d arguments (quote a name with spaces)", len(pos))
		}
	case "merge":
		if f.into == "" {
			return errors.New("say with --into which name the players get")
		}
		if len(pos) == 0 {
			return errors.New("name the players to merge")
		}
	default:
		return fmt.Errorf("unknown form %q (want rename, merge or undo, or nothing to list the players)", sub)
	}
	return nil
}

// rosterLine is one player of `players --json`.
type rosterLine struct {
	Name       string    `json:"name"`
	Spellings  []string  `json:"spellings"`
	Games      int       `json:"games"`
	LastPlayed time.Time `json:"lastPlayed"`
}

// writeRoster prints the players, the most recently played first: a table, or JSON.
func writeRoster(s *persistence.Store, asJSON bool, stdout io.Writer) error {
	roster, err := s.Roster()
	if err != nil {
		return err
	}
	if asJSON {
		lines := make([]rosterLine, len(roster))
		for i, e := range roster {
			lines[i] = rosterLine{Name: e.Name, Spellings: e.Spellings, Games: len(e.Games), LastPlayed: e.LastPlayed.UTC()}
		}
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		return enc.Encode(lines)
	}
	var tw textTable
	tw.row("NAME", "GAMES", "LAST-PLAYED")
	for _, e := range roster {
		tw.row(e.Name, strconv.Itoa(len(e.Games)), e.LastPlayed.Local().Format("2006-01-02 15:04"))
	}
	return tw.write(stdout)
}
