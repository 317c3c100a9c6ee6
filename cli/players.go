package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/jasstafel/jasstafel/persistence"
)

// playersFlags are the options of the players command.
type playersFlags struct {
	into string
	json bool
}

func playersCommand() *command {
	return &command{name: "players", args: "[rename OLD NEW | merge --into NAME NAME... | undo]", db: readDB, maxArgs: -1,
		summary: "the players' names, with their games and last evening; rename a player, or merge spellings into one name, " +
			"in every game at once; undo takes the last rename or merge back",
		setup: func(fs *flag.FlagSet) func(c *call) int {
			var f playersFlags
			fs.StringVar(&f.into, "into", "", "the `NAME` a merge keeps")
			fs.BoolVar(&f.json, "json", false, "print the list of players as JSON")
			return func(c *call) int { return runPlayers(c, f) }
		}}
}

// runPlayers lists the roster, renames or merges players in every game, or takes the last rename
// or merge back. Nothing to do (no such name, nothing to undo) is exit 1.
func runPlayers(c *call, f playersFlags) int {
	sub, pos := "list", c.pos
	if len(pos) > 0 {
		sub, pos = pos[0], pos[1:]
	}
	if err := checkPlayersArgs(sub, f, pos); err != nil {
		return c.usageError("%v", err)
	}
	s, code := c.open(sub != "list")
	if s == nil {
		return code
	}
	var a persistence.RosterAction
	var err error
	switch sub {
	case "list":
		if err := writeRoster(s, f.json, c.stdout); err != nil {
			return c.storeFailed(err)
		}
		return exitDone
	case "rename":
		a, err = s.RenamePlayer(pos[0], pos[1])
	case "merge":
		a, err = s.MergePlayers(pos, f.into)
	default: // undo
		a, err = s.UndoRosterAction()
	}
	if err != nil {
		return c.storeFailed(err)
	}
	games := make([]string, len(a.Games))
	for i, id := range a.Games {
		games[i] = id.String()
	}
	took := ""
	if sub == "undo" {
		took = "took back: "
	}
	fmt.Fprintf(c.stdout, "%s%s → %s in games %s\n", took, strings.Join(a.Names, ", "), a.Into, strings.Join(games, ", "))
	return exitDone
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
		return writeJSON(stdout, lines)
	}
	var tw textTable
	tw.row("NAME", "GAMES", "LAST-PLAYED")
	for _, e := range roster {
		tw.row(e.Name, strconv.Itoa(len(e.Games)), e.LastPlayed.Local().Format("2006-01-02 15:04"))
	}
	return tw.write(stdout)
}
