package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/jasstafel/jasstafel/persistence"
)

// openStore is a command's open database.
type openStore struct {
	s      *persistence.Store
	change bool
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

// dbPath is the database the command works on: --db, else the app's own.
func (c *call) dbPath() (string, int) {
	if c.dbFlag != "" {
		return c.dbFlag, exitDone
	}
	path, err := defaultDBPath()
	if err != nil {
		return "", c.fail(exitUnusable, "%v", err)
	}
	return path, exitDone
}

// open opens the command's database, which must exist unless the command creates it. A command
// that changes games takes the automatic backup first, as the app does on start; closeStore
// closes the database after the command and says when that backup failed. On failure it
// reports why and returns the exit code.
func (c *call) open(change bool) (*persistence.Store, int) {
	path, code := c.dbPath()
	if code != exitDone {
		return nil, code
	}
	if c.cmd.db != createDB {
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
			return nil, c.fail(exitUnusable, "there is no Jasstafel database at %s (import a game first, or name the database with --db)", path)
		}
	}
	s, err := persistence.Open(path, persistence.Options{Version: c.env.Version, NoAutoBackup: !change})
	if err != nil {
		return nil, c.fail(exitUnusable, "%s", plainError(err))
	}
	c.store = &openStore{s: s, change: change}
	return s, exitDone
}

// closeStore closes the database the command opened, if any.
func (c *call) closeStore() {
	if c.store == nil {
		return
	}
	if c.store.change {
		// An automatic backup that failed does not fail the command, but it is said.
		if err := c.store.s.BackupError(); err != nil {
			fmt.Fprintf(c.stderr, "%s: warning: the automatic backup failed: %s\n", c.cmd.prog(), plainError(err))
		}
	}
	c.store.s.Close()
	c.store = nil
}

// gameID reads the positional argument i as a game id.
func (c *call) gameID(i int) (persistence.GameID, int) {
	id, err := persistence.ParseGameID(c.pos[i])
	if err != nil {
		return 0, c.fail(exitUsage, "%v", err)
	}
	return id, exitDone
}

// openGame reads the game id of the first argument, then opens the database as open does.
func (c *call) openGame(change bool) (*persistence.Store, persistence.GameID, int) {
	id, code := c.gameID(0)
	if code != exitDone {
		return nil, 0, code
	}
	s, code := c.open(change)
	return s, id, code
}

// storeFailed reports an error of the store: a refused input exits 2, anything else 1.
func (c *call) storeFailed(err error) int {
	if errors.Is(err, persistence.ErrInvalid) {
		return c.fail(exitUsage, "%s", plainError(err))
	}
	return c.fail(exitUnusable, "%s", plainError(err))
}

// printJSON prints v as indented JSON, as every command that answers in JSON does, and returns
// code, or 1 when the answer cannot be written.
func (c *call) printJSON(v any, code int) int {
	if err := writeJSON(c.stdout, v); err != nil {
		return c.fail(exitUnusable, "%v", err)
	}
	return code
}

// writeJSON writes v as indented JSON with <, > and & as they are.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// plainError is an error's message with the files the user did not name left out: the
// temporary files a backup, a restore or an export writes first are named by their folder.
func plainError(err error) string {
	msg := err.Error()
	var pe *fs.PathError
	if errors.As(err, &pe) && isTemporary(pe.Path) {
		msg = strings.Replace(msg, pe.Error(), filepath.Dir(pe.Path)+": "+pe.Err.Error(), 1)
	}
	var le *os.LinkError
	if errors.As(err, &le) && isTemporary(le.Old) {
		msg = strings.Replace(msg, le.Error(), le.New+": "+le.Err.Error(), 1)
	}
	return msg
}

// isTemporary tells the temporary files of persistence/backup.go, persistence/store.go and
// wholeFile (export.go) by their names: hidden, or ending as those files end.
func isTemporary(path string) bool {
	base := filepath.Base(path)
	return strings.HasPrefix(base, ".") || strings.Contains(base, "*") ||
		strings.HasSuffix(base, ".restoring") || strings.HasSuffix(base, ".tmp") || strings.HasSuffix(base, ".new")
}
