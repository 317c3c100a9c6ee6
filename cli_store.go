package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
)

// storeUsage is the synopsis of each command that works on the game database.
var storeUsage = map[string]string{
	"import":  "jasstafel import FILE... [--db PATH]",
	"export":  "jasstafel export ID [--format json|csv|png] [--out FILE] [--lang CODE] [--paper a5|a4] [--db PATH]",
	"list":    "jasstafel list [--all] [--db PATH]",
	"backup":  "jasstafel backup [--db PATH]",
	"restore": "jasstafel restore BACKUP [--db PATH]",
	"rename":  "jasstafel rename ID NAME... [--db PATH]",
	"purge":   "jasstafel purge ID [--db PATH]",
}

// storeFlags are the options of the database commands.
type storeFlags struct {
	db  string
	all bool
	// export only
	format, out, lang, paper string
}

// defaultDBPath is where the commands find the game database when --db is not given: the app's
// storage folder, as Fyne's Storage().RootURI() names it for the app's ID, so that the window
// app and the commands share one database (Linux: $XDG_CONFIG_HOME/fyne/ID, else
// ~/.config/fyne/ID; macOS: ~/Library/Preferences/fyne/ID; Windows: %AppData%/fyne/ID).
func defaultDBPath() (string, error) {
	var root string
	if runtime.GOOS == "darwin" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("no --db given, and there is no home folder for the default database: %v", err)
		}
		root = filepath.Join(home, "Library", "Preferences")
	} else {
		dir, err := os.UserConfigDir()
		if err != nil {
			return "", fmt.Errorf("no --db given, and there is no configuration folder for the default database: %v", err)
		}
		root = dir
	}
	return filepath.Join(root, "fyne", AppID, "jasstafel.db"), nil
}

// runStoreCommand runs import, export, list, backup, restore, rename and purge; handled is false
// for every other command. Exit codes: 0 done, 1 the database or the game could not be used, 2 a usage error or
// a game file that was refused.
func runStoreCommand(name string, args []string, stdout, stderr io.Writer) (code int, handled bool) {
	if name == "stats" {
		return runStats(args, stdout, stderr), true
	}
	if name == "players" {
		return runPlayers(args, stdout, stderr), true
	}
	synopsis, ok := storeUsage[name]
	if !ok {
		return 0, false
	}
	fail := func(code int, format string, a ...any) (int, bool) {
		fmt.Fprintf(stderr, "jasstafel %s: %s\n", name, fmt.Sprintf(format, a...))
		return code, true
	}
	f, pos, err := parseStoreArgs(name, args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(stdout, "Usage: %s\n", synopsis)
		return 0, true
	}
	if err == nil {
		err = checkArgCount(name, pos)
	}
	if err == nil && name == "export" {
		err = checkExport(f, stdout)
	}
	if err != nil {
		return fail(2, "%v\nUsage: %s", err, synopsis)
	}
	path := f.db
	if path == "" {
		if path, err = defaultDBPath(); err != nil {
			return fail(1, "%v", err)
		}
	}
	if name == "restore" {
		return runRestore(pos[0], path, stdout, stderr)
	}
	if name != "import" {
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
			return fail(1, "there is no Jasstafel database at %s (import a game first, or name the database with --db)", path)
		}
	}
	// Reading commands take no automatic backup; the commands that change games do, as the app
	// does on start.
	changes := name == "import" || name == "rename" || name == "purge"
	s, err := persistence.Open(path, persistence.Options{Version: version, NoAutoBackup: !changes})
	if err != nil {
		return fail(1, "%v", err)
	}
	defer s.Close()
	if changes {
		// An automatic backup that failed does not fail the command, but it is said.
		defer func() {
			if err := s.BackupError(); err != nil {
				fmt.Fprintf(stderr, "jasstafel %s: warning: the automatic backup failed: %v\n", name, err)
			}
		}()
	}
	switch name {
	case "import":
		return runImport(s, pos, stdout, stderr), true
	case "export":
		id, err := persistence.ParseGameID(pos[0])
		if err != nil {
			return fail(2, "%v", err)
		}
		return runExport(s, id, f, path, stdout, stderr), true
	case "list":
		if err := writeList(s, f.all, stdout); err != nil {
			return fail(1, "%v", err)
		}
		return 0, true
	case "rename", "purge":
		id, err := persistence.ParseGameID(pos[0])
		if err != nil {
			return fail(2, "%v", err)
		}
		if name == "purge" {
			if err := s.Purge(id); err != nil {
				return fail(1, "%v", err)
			}
			fmt.Fprintf(stdout, "game %d is removed for good\n", id)
			return 0, true
		}
		v, err := rename(s, id, pos[1:])
		switch {
		case errors.Is(err, persistence.ErrInvalid):
			return fail(2, "%v", err)
		case err != nil:
			return fail(1, "%v", err)
		}
		fmt.Fprintf(stdout, "game %d: %s\n", id, strings.Join(v.File.Players, ", "))
		return 0, true
	default: // backup
		p, err := s.Backup()
		if err != nil {
			return fail(1, "%v", err)
		}
		fmt.Fprintln(stdout, p)
		return 0, true
	}
}

// parseStoreArgs parses the flags wherever they stand among the positional arguments, so that
// `import a.json b.json --db x.db` works as well as `import --db x.db a.json b.json`. After "--"
// everything is positional.
func parseStoreArgs(name string, args []string) (storeFlags, []string, error) {
	var f storeFlags
	fs := flag.NewFlagSet("jasstafel "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&f.db, "db", "", "the game database")
	if name == "list" {
		fs.BoolVar(&f.all, "all", false, "list deleted games too")
	}
	if name == "export" {
		fs.StringVar(&f.format, "format", "json", "json, csv or png")
		fs.StringVar(&f.out, "out", "", "the file to write instead of standard output")
		fs.StringVar(&f.lang, "lang", "en", "language of the chart's text")
		fs.StringVar(&f.paper, "paper", "a5", "the chart's page: a5 or a4, landscape")
	}
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

func checkArgCount(name string, pos []string) error {
	switch name {
	case "import":
		if len(pos) == 0 {
			return errors.New("name at least one game file")
		}
	case "export":
		if len(pos) != 1 {
			return fmt.Errorf("name one game id (as `jasstafel list` shows), not %d arguments", len(pos))
		}
	case "restore":
		if len(pos) != 1 {
			return fmt.Errorf("name one backup file, not %d arguments", len(pos))
		}
	case "purge":
		if len(pos) != 1 {
			return fmt.Errorf("name one game id (as `jasstafel list --all` shows), not %d arguments", len(pos))
		}
	case "rename":
		if len(pos) < 2 {
			return errors.New("name the game id and then every player's name in seat order")
		}
	default:
		if len(pos) != 0 {
			return fmt.Errorf("unexpected argument %q", pos[0])
		}
	}
	return nil
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

// runImport imports each file on its own, prints the new ids, one a line, and reports each file
// refused; one refused file does not stop the others.
func runImport(s *persistence.Store, files []string, stdout, stderr io.Writer) int {
	code := 0
	for _, name := range files {
		data, err := readGameFile(name)
		if err == nil {
			var id persistence.GameID
			if id, err = s.Import(data); err == nil {
				fmt.Fprintln(stdout, id)
				continue
			}
		}
		fmt.Fprintf(stderr, "jasstafel import: %s: %v\n", name, err)
		if errors.Is(err, persistence.ErrInvalid) || errors.Is(err, os.ErrNotExist) || errors.Is(err, errTooLarge) {
			code = max(code, 2)
		} else {
			code = max(code, 1)
		}
	}
	return code
}

var errTooLarge = fmt.Errorf("the file is larger than %d MiB; a game file is far smaller", gamefile.MaxFileSize>>20)

// readGameFile reads at most one byte more than a game file may have.
func readGameFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, gamefile.MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > gamefile.MaxFileSize {
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
func runRestore(backup, path string, stdout, stderr io.Writer) (int, bool) {
	if _, err := os.Stat(backup); errors.Is(err, os.ErrNotExist) && filepath.Base(backup) == backup {
		if inFolder := filepath.Join(persistence.BackupDir(path), backup); fileExists(inFolder) {
			backup = inFolder
		}
	}
	aside, err := persistence.Restore(backup, path)
	if err != nil {
		fmt.Fprintf(stderr, "jasstafel restore: %v\n", err)
		return 1, true
	}
	fmt.Fprintf(stdout, "restored %s to %s\n", backup, path)
	if aside != "" {
		fmt.Fprintf(stdout, "the database it replaced is kept as %s\n", aside)
	}
	return 0, true
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
