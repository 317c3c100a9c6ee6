// Package cli is the command line of Jasstafel: one table of commands, from which the general
// usage and every command's usage are written, the flags parsed and the exit codes given. The
// window app is the case without a command; the program around this package hands it in (see
// Env), so that a build without cgo links no graphics at all.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
)

// AppID names the app to the system; Fyne keeps preferences and storage under it, and the
// database commands find the window app's database through it in both builds.
const AppID = "ch.jasstafel.app"

// Env is what the program gives the command line.
type Env struct {
	// Version is the program's version, as `jasstafel version` prints it and the database
	// records it.
	Version string
	// Window starts the window app with its options and returns the exit code; nil in a build
	// without a window (without cgo).
	Window func(o WindowOptions, stderr io.Writer) int
}

// The exit codes; exitCodes says when each is given.
const (
	exitDone     = 0
	exitUnusable = 1
	exitUsage    = 2
)

// exitCode is one row of the exit-code table: the code and, before the colon, the situation.
type exitCode struct {
	code int
	when string
}

// exitCodes is the exit-code table every command follows. The general usage prints it and the
// README's command-line section holds it word for word (cli_test.go compares them).
var exitCodes = []exitCode{
	{exitDone, "done: the command did what was asked; also `--help`"},
	{exitUnusable, "rules broken: `check` found a broken rule, `weis` a Weis that is not valid (the answer is printed)"},
	{exitUnusable, "cannot be used: no database at the path, a file that is no Jasstafel database or is damaged, one open in another program; no such game, a deleted game to change, a game not deleted to purge, nothing to undo; a file that cannot be written; no display for the window; no web app in the binary to serve, an address that cannot be listened on"},
	{exitUsage, "usage error: an unknown command, flag or argument, a missing one, a value out of range, a window asked of a build without one; the usage follows on standard error"},
	{exitUsage, "refused input: a game file that cannot be read as a game (missing, not JSON, too large), cards that cannot be read, names or settings that are refused, a deal `solve` cannot play (a card in two hands, hands of different sizes, a card not held or not legal, a mixed contract whose cards count by each trick's mode)"},
}

// dbUse is how a command uses the game database.
type dbUse int

const (
	noDB      dbUse = iota // no database
	readDB                 // reads it; it must exist
	changeDB               // changes games in it; it must exist; an automatic backup first
	createDB               // adds games; created when not there
	replaceDB              // puts a backup in its place; need not exist
)

// command is one entry of the table of commands.
type command struct {
	name    string
	args    string   // the positional arguments as the synopsis shows them, e.g. "ID NAME..."
	need    []string // flags that must be given: shown without brackets
	summary string   // what it does, for the general usage and the command's own
	more    string   // more for the command's own usage (optional)
	db      dbUse
	// minArgs and maxArgs bound the positional arguments (maxArgs -1: no bound); argsHelp says
	// what to give when their number is wrong.
	minArgs, maxArgs int
	argsHelp         string
	// setup defines the command's flags on fs and returns the function that runs it.
	setup func(fs *flag.FlagSet) func(c *call) int
}

// commands is the table of commands, in the order the usage lists them.
var commands []*command

func init() {
	windowCommand = newWindowCommand()
	commands = slices.Concat(refereeCommands(), storeCommands(), []*command{statsCommand(), playersCommand(), serveCommand()}, []*command{
		{name: "help", args: "[COMMAND]", summary: "this text, or the usage of one command", maxArgs: 1,
			argsHelp: "name one command", setup: noFlags(runHelp)},
		{name: "version", summary: "print the version", setup: noFlags(func(c *call) int {
			fmt.Fprintln(c.stdout, "jasstafel", c.env.Version)
			return exitDone
		})},
	})
}

// noFlags is the setup of a command without flags of its own.
func noFlags(run func(c *call) int) func(*flag.FlagSet) func(c *call) int {
	return func(*flag.FlagSet) func(c *call) int { return run }
}

func lookup(name string) *command {
	for _, c := range commands {
		if c.name == name {
			return c
		}
	}
	return nil
}

// Run executes one command line and returns the exit code.
func Run(args []string, stdout, stderr io.Writer, env Env) int {
	if len(args) > 0 {
		switch args[0] {
		case "-h", "--help", "-help":
			args = append([]string{"help"}, args[1:]...)
		case "--version", "-version":
			args = append([]string{"version"}, args[1:]...)
		}
	}
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return runWindow(args, stdout, stderr, &env)
	}
	cmd := lookup(args[0])
	if cmd == nil {
		fmt.Fprintf(stderr, "jasstafel: unknown command %q\n\n", args[0])
		writeUsage(stderr)
		return exitUsage
	}
	return cmd.run(args[1:], stdout, stderr, &env)
}

// call is one run of a command: its arguments, its output and, once opened, its database.
type call struct {
	cmd            *command
	pos            []string // the positional arguments
	stdout, stderr io.Writer
	env            *Env
	dbFlag         string // --db as given
	store          *openStore
}

// run parses the command's flags and arguments, runs it and closes its database.
func (cmd *command) run(args []string, stdout, stderr io.Writer, env *Env) int {
	c := &call{cmd: cmd, stdout: stdout, stderr: stderr, env: env}
	fs := cmd.flagSet()
	if cmd.db != noDB {
		fs.StringVar(&c.dbFlag, "db", "", "the game database, a `PATH` (default: the app's own)")
	}
	runIt := cmd.setup(fs)
	pos, err := parseInterleaved(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		cmd.writeUsage(stdout)
		return exitDone
	}
	if err != nil {
		return c.usageError("%s", flagMessage(err))
	}
	switch {
	case cmd.maxArgs >= 0 && len(pos) > cmd.maxArgs && cmd.argsHelp != "":
		return c.usageError("unexpected argument %q: %s", pos[cmd.maxArgs], cmd.argsHelp)
	case cmd.maxArgs >= 0 && len(pos) > cmd.maxArgs:
		return c.usageError("unexpected argument %q", pos[cmd.maxArgs])
	case len(pos) < cmd.minArgs:
		return c.usageError("%s", cmd.argsHelp)
	}
	c.pos = pos
	defer c.closeStore()
	return runIt(c)
}

// flagSet is a FlagSet that prints nothing itself: the command writes one message of its own.
func (cmd *command) flagSet() *flag.FlagSet {
	fs := flag.NewFlagSet("jasstafel "+cmd.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// parseInterleaved parses the flags wherever they stand among the positional arguments, so that
// `import a.json b.json --db x.db` works as well as `import --db x.db a.json b.json`. After "--"
// everything is positional.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	pos := []string{}
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if used := len(args) - len(rest); used > 0 && args[used-1] == "--" {
			return append(pos, rest...), nil
		}
		if len(rest) == 0 {
			return pos, nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// flagMessage says a flag package error with the flag written --name, as the usage writes it,
// and strconv's words ("parse error") in plain ones.
func flagMessage(err error) string {
	msg := err.Error()
	for _, f := range []struct{ prefix, format string }{
		{"flag provided but not defined: -", "unknown flag --%s"},
		{"flag needs an argument: -", "--%s needs a value"},
	} {
		if rest, ok := strings.CutPrefix(msg, f.prefix); ok {
			return fmt.Sprintf(f.format, rest)
		}
	}
	m := badValue.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	why := m[4]
	switch {
	case m[1] != "":
		why = "want true or false"
	case why == "parse error":
		why = "not a whole number"
	case why == "value out of range":
		why = "out of range"
	}
	return fmt.Sprintf("--%s %s: %s", m[3], m[2], why)
}

// badValue matches the flag package's "invalid value" errors: boolean or not, the value, the
// flag's name and why.
var badValue = regexp.MustCompile(`^invalid (boolean )?value (".*") for (?:flag )?-([^:]+): (.*)$`)

// usageError reports a command line that cannot be run as given, followed by the usage.
func (c *call) usageError(format string, a ...any) int {
	fmt.Fprintf(c.stderr, "%s: %s\n\n", c.cmd.prog(), fmt.Sprintf(format, a...))
	c.cmd.writeUsage(c.stderr)
	return exitUsage
}

// fail reports why the command stopped, in one line, and returns code.
func (c *call) fail(code int, format string, a ...any) int {
	msg := strings.ReplaceAll(fmt.Sprintf(format, a...), "\n", "; ")
	fmt.Fprintf(c.stderr, "%s: %s\n", c.cmd.prog(), msg)
	return code
}

// runHelp prints the general usage, or the usage of the command named.
func runHelp(c *call) int {
	if len(c.pos) == 0 {
		writeUsage(c.stdout)
		return exitDone
	}
	cmd := lookup(c.pos[0])
	if cmd == nil {
		return c.usageError("unknown command %q", c.pos[0])
	}
	cmd.writeUsage(c.stdout)
	return exitDone
}
