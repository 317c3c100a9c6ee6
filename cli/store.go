package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
)

// storeCommands are the commands that work on the game database.
func storeCommands() []*command {
	return []*command{
		{name: "import", args: "FILE...", db: createDB, minArgs: 1, maxArgs: -1, argsHelp: "name at least one game file",
			summary: "add the games of game files (jasstafel/1, or jasstafel-games/1 as Save all games writes it); prints the new game ids, one a line",
			more:    "A database not there yet is created. A file of games is added whole or not at all; one refused file does not stop the others",
			setup:   noFlags(runImport)},
		exportCommand(),
		{name: "list", db: readDB, summary: "the games, most recently changed first (--all: with deleted ones)",
			setup: func(fs *flag.FlagSet) func(c *call) int {
				all := fs.Bool("all", false, "list the deleted games too")
				return func(c *call) int { return runList(c, *all) }
			}},
		{name: "backup", db: readDB, summary: "copy the database into the backups folder next to it; prints the copy's path",
			setup: noFlags(runBackup)},
		{name: "restore", args: "BACKUP", db: replaceDB, minArgs: 1, maxArgs: 1, argsHelp: "name one backup file",
			summary: "put a backup in place of the database (which is kept aside)",
			more:    "A backup in the database's backups folder may be named by its file name alone",
			setup:   noFlags(runRestore)},
		{name: "rename", args: "ID NAME...", db: changeDB, minArgs: 2, maxArgs: -1,
			argsHelp: "name the game id and then every player's name in seat order",
			summary:  "put right the players' names of a game, in seat order",
			more:     "A finished game stays finished; undo in the app takes the change back",
			setup:    noFlags(runRename)},
		gameCommand("delete", "move a game to the bin: it leaves the list (list --all shows it) until restore-game brings it back or purge removes it",
			"game %d is in the bin", func(s *persistence.Store, id persistence.GameID) error { return s.Delete(id) }),
		gameCommand("restore-game", "take a deleted game out of the bin, with everything it had",
			"game %d is back from the bin", func(s *persistence.Store, id persistence.GameID) error { return s.Restore(id) }),
		gameCommand("purge", "remove a deleted game from the database for good (delete it first)",
			"game %d is removed for good", func(s *persistence.Store, id persistence.GameID) error { return s.Purge(id) }),
	}
}

// gameCommand is a command that does one thing to one game: delete, restore-game, purge. Every
// error is exit 1 (no such game; for purge a game not deleted).
func gameCommand(name, summary, done string, do func(*persistence.Store, persistence.GameID) error) *command {
	return &command{name: name, args: "ID", db: changeDB, minArgs: 1, maxArgs: 1,
		argsHelp: "name one game id (as `jasstafel list --all` shows)", summary: summary,
		setup: noFlags(func(c *call) int {
			s, id, code := c.openGame(true)
			if s == nil {
				return code
			}
			if err := do(s, id); err != nil {
				return c.fail(exitUnusable, "%s", plainError(err))
			}
			fmt.Fprintf(c.stdout, done+"\n", id)
			return exitDone
		})}
}

func runList(c *call, all bool) int {
	s, code := c.open(false)
	if s == nil {
		return code
	}
	if err := writeList(s, all, c.stdout); err != nil {
		return c.storeFailed(err)
	}
	return exitDone
}

func runBackup(c *call) int {
	s, code := c.open(false)
	if s == nil {
		return code
	}
	p, err := s.Backup()
	if err != nil {
		return c.storeFailed(err)
	}
	fmt.Fprintln(c.stdout, p)
	return exitDone
}

func runRename(c *call) int {
	s, id, code := c.openGame(true)
	if s == nil {
		return code
	}
	v, err := rename(s, id, c.pos[1:])
	if err != nil {
		return c.storeFailed(err)
	}
	fmt.Fprintf(c.stdout, "game %d: %s\n", id, strings.Join(v.File.Players, ", "))
	return exitDone
}

// rename puts right the players' names of a game. A finished game is reopened for the change and
// finished again, since any change lifts the finished mark; the names are checked first, so that
// a refused list leaves the game as it was.
func rename(s *persistence.Store, id persistence.GameID, names []string) (*persistence.GameView, error) {
	v, err := s.Load(id)
	if err != nil {
		return nil, err
	}
	if len(names) != len(v.File.Players) {
		return nil, invalidInput{fmt.Errorf("game %d has %d players (%s); name %d in seat order, not %d",
			id, len(v.File.Players), strings.Join(v.File.Players, ", "), len(v.File.Players), len(names))}
	}
	if _, err := gamefile.PlayerNames(names); err != nil {
		return nil, invalidInput{err}
	}
	if !v.Finished || v.Deleted {
		return s.ChangePlayers(id, names)
	}
	if _, err := s.SetFinished(id, false); err != nil {
		return nil, err
	}
	if _, err := s.ChangePlayers(id, names); err != nil {
		s.SetFinished(id, true)
		return nil, err
	}
	return s.SetFinished(id, true)
}

// invalidInput is an input refused before it reaches the store, matched by ErrInvalid as the
// store's own refusals are.
type invalidInput struct{ err error }

func (e invalidInput) Error() string        { return e.err.Error() }
func (e invalidInput) Is(target error) bool { return target == persistence.ErrInvalid }

// runImport imports each file on its own, one game's file or a file of games, prints the new
// ids, one a line, and reports each file refused; one refused file does not stop the others. A
// file of games is added whole or, when one of its games is refused, not at all.
func runImport(c *call) int {
	s, code := c.open(true)
	if s == nil {
		return code
	}
	for _, name := range c.pos {
		data, err := readGameFile(name)
		if err == nil {
			var ids []persistence.GameID
			if ids, err = s.ImportFile(data); err == nil {
				for _, id := range ids {
					fmt.Fprintln(c.stdout, id)
				}
				continue
			}
		}
		if errors.Is(err, persistence.ErrInvalid) || errors.Is(err, os.ErrNotExist) || errors.Is(err, errTooLarge) {
			code = max(code, c.fail(exitUsage, "%s: %s", name, plainError(err)))
		} else {
			code = max(code, c.fail(exitUnusable, "%s: %s", name, plainError(err)))
		}
	}
	return code
}

var errTooLarge = fmt.Errorf("the file is larger than %d MiB; a file of games is far smaller", persistence.MaxCollectionSize>>20)

// readGameFile reads at most one byte more than a file of games may have; the store refuses a
// single game's file over gamefile.MaxFileSize itself.
func readGameFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, persistence.MaxCollectionSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > persistence.MaxCollectionSize {
		return nil, errTooLarge
	}
	return data, nil
}

// writeList prints the games as a table, the most recently changed first. FINISHED is yes for a
// game the players marked finished or the engine says is over; WINNER names the winning side
// as the engine decides it (in a Schieber race the lower total can win), "-" without one.
func writeList(s *persistence.Store, all bool, stdout io.Writer) error {
	games, err := s.List(0, all)
	if err != nil {
		return err
	}
	var tw textTable
	tw.row("ID", "MODE", "PLAYERS", "UPDATED", "SCORE", "FINISHED", "WINNER")
	for _, g := range games {
		score := make([]string, len(g.Totals))
		for i, t := range g.Totals {
			score[i] = fmt.Sprint(t)
		}
		finished := "no"
		if g.Finished {
			finished = "yes"
		}
		if g.Deleted {
			finished += " (deleted)"
		}
		winner := "-"
		if names := g.WinnerNames(); len(names) > 0 {
			winner = strings.Join(names, " & ")
		}
		tw.row(g.ID.String(), string(g.Mode), strings.Join(g.Players, ", "),
			g.Updated.Local().Format("2006-01-02 15:04"), strings.Join(score, " : "), finished, winner)
	}
	return tw.write(stdout)
}

// runRestore puts a backup in place of the database. A backup may be named by its file name
// alone when it lies in the database's backups folder.
func runRestore(c *call) int {
	path, code := c.dbPath()
	if code != exitDone {
		return code
	}
	backup := c.pos[0]
	if _, err := os.Stat(backup); errors.Is(err, os.ErrNotExist) && filepath.Base(backup) == backup {
		if inFolder := filepath.Join(persistence.BackupDir(path), backup); fileExists(inFolder) {
			backup = inFolder
		}
	}
	aside, err := persistence.Restore(backup, path)
	if err != nil {
		return c.fail(exitUnusable, "%s", plainError(err))
	}
	fmt.Fprintf(c.stdout, "restored %s to %s\n", backup, path)
	if aside != "" {
		fmt.Fprintf(c.stdout, "the database it replaced is kept as %s\n", aside)
	}
	return exitDone
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
