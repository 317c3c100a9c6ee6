// Command jasstafel is the Jass chalkboard: the Schieber Z-board, the Coiffeur grid and the
// Differenzler sheet, with a rules engine that checks what was played. Headless subcommands work
// without a display; the window app comes with the ui package.
package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/jasstafel/jasstafel/gamefile"
	_ "github.com/jasstafel/jasstafel/internal/localeenv" // before Fyne reads the locale

	"github.com/jasstafel/jasstafel/tally"
)

// version is set at release time with -ldflags "-X main.version=…".
var version = "dev"

const usage = `Jasstafel — the Jass chalkboard that checks the cards.

Usage:
  jasstafel [--db PATH] [--lang CODE] [--open ID | --stats] [--screenshot PNG --size WxH]
                            the app in a window (needs a display)
  jasstafel check FILE...   check game files (jasstafel/1 JSON); prints one JSON report per file
                            exit 0: valid, 1: rules broken, 2: not a readable game file
  jasstafel presets         list the rule presets with their full settings (JSON)
  jasstafel legal --contract C --hand CARDS [--trick CARDS] [--mode schieber|differenzler]
                  [--trick-no N] [--preset P] [--rules JSON] [--lang L]
                            which cards may be played, why not the others, who wins the trick
                            so far and its points (JSON); exit 0: answered, 2: usage error
  jasstafel weis --contract C --cards CARDS [--vs CARDS] [--mode schieber|differenzler]
                 [--preset P] [--rules JSON] [--lang L]
                            is it a Weis, its value, and which of two wins and why (JSON)
                            exit 0: answered, 1: a Weis is not valid, 2: usage error
  jasstafel import FILE... [--db PATH]
                            add the games of jasstafel/1 files; prints the new game ids
  jasstafel export ID [--format json|csv|png] [--out FILE] [--lang CODE] [--paper a5|a4] [--db PATH]
                            a game as jasstafel/1 JSON with its undo history (json, the
                            default), its deals as CSV (one row per deal, the columns named in
                            the first line), or its chart as a PNG for print (300 dpi, A5 or A4
                            landscape; --lang: the chart's language, en by default). Written to
                            --out FILE, else to standard output; a PNG needs --out when the
                            output is a terminal
  jasstafel list [--all] [--db PATH]
                            the games, most recently changed first (--all: with deleted ones)
  jasstafel backup [--db PATH]
                            copy the database into the backups folder next to it
  jasstafel restore BACKUP [--db PATH]
                            put a backup in place of the database (which is kept aside)
  jasstafel rename ID NAME... [--db PATH]
                            put right the players' names of a game, in seat order
  jasstafel purge ID [--db PATH]
                            remove a deleted game from the database for good
  jasstafel players [--json] [--db PATH]
                            the players' names, with their games and last evening
  jasstafel players rename OLD NEW | merge --into NAME NAME... | undo [--db PATH]
                            rename a player, or merge spellings into one name, in every
                            game at once; undo takes the last rename or merge back
                            the database commands exit 0: done, 1: the database or game could
                            not be used, 2: usage error, or a game file or names refused
  jasstafel stats [--db PATH] [--mode M] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--player NAME]...
                            per-player statistics of the games not deleted (JSON); the filters
                            combine, --player may repeat; exit 0: printed, 1: the database could
                            not be read, 2: usage error or no database at PATH
  jasstafel version         print the version
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes one command line and returns the exit code; main only wires it to the process.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || (strings.HasPrefix(args[0], "-") && args[0] != "-h" && args[0] != "--help" && args[0] != "--version") {
		return runGUI(args, stderr)
	}
	switch args[0] {
	case "check":
		return runCheck(args[1:], stdout, stderr)
	case "legal":
		return runLegal(args[1:], stdout, stderr)
	case "weis":
		return runWeis(args[1:], stdout, stderr)
	case "presets":
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(tally.Presets()); err != nil {
			fmt.Fprintln(stderr, "jasstafel:", err)
			return 1
		}
		return 0
	case "version", "--version":
		fmt.Fprintln(stdout, "jasstafel", version)
		return 0
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	if code, ok := runStoreCommand(args[0], args[1:], stdout, stderr); ok {
		return code
	}
	fmt.Fprintf(stderr, "jasstafel: unknown command %q\n\n%s", args[0], usage)
	return 2
}

// runCheck prints one JSON report per file and returns the worst exit code among them.
func runCheck(files []string, stdout, stderr io.Writer) int {
	if len(files) == 0 {
		fmt.Fprintln(stderr, "jasstafel check: name at least one game file")
		return 2
	}
	worst := 0
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	for _, f := range files {
		rep, code := gamefile.CheckFile(f)
		if code == 2 {
			fmt.Fprintf(stderr, "jasstafel check: %s: %s\n", f, rep.Error)
		}
		if err := enc.Encode(rep); err != nil {
			fmt.Fprintln(stderr, "jasstafel check:", err)
			return 2
		}
		worst = max(worst, code)
	}
	return worst
}
