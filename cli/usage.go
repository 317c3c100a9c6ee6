package cli

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
)

// usageWidth is how wide the usage texts are wrapped.
const usageWidth = 100

// prog is how the command is called: "jasstafel" for the window, else "jasstafel NAME".
func (cmd *command) prog() string {
	if cmd.name == "" {
		return "jasstafel"
	}
	return "jasstafel " + cmd.name
}

// flags are the command's flags as its usage lists them: by name, --db last.
func (cmd *command) flags() []*flag.Flag {
	fs := cmd.flagSet()
	if cmd.db != noDB {
		fs.String("db", "", "the game database, a `PATH` (default: the app's own)")
	}
	cmd.setup(fs)
	var list []*flag.Flag
	var db *flag.Flag
	fs.VisitAll(func(f *flag.Flag) {
		if f.Name == "db" {
			db = f
		} else {
			list = append(list, f)
		}
	})
	if db != nil {
		list = append(list, db)
	}
	return list
}

// flagText is a flag as the synopsis writes it, e.g. "--format json|csv|png" or "--all".
func flagText(f *flag.Flag) string {
	if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
		return "--" + f.Name
	}
	name, _ := flag.UnquoteUsage(f)
	if name == "" || name == "string" || name == "value" {
		name = "VALUE"
	}
	return "--" + f.Name + " " + name
}

// synopsis is the command line as the usage shows it, in pieces that are never split.
func (cmd *command) synopsis() []string {
	parts := strings.Fields(cmd.prog() + " " + cmd.args)
	for _, f := range cmd.flags() {
		text := flagText(f)
		if !slices.Contains(cmd.need, f.Name) {
			text = "[" + text + "]"
		}
		if f.Name == "player" {
			text += "..."
		}
		parts = append(parts, text)
	}
	return parts
}

// wrap joins pieces with spaces into lines of at most width, each line after the first indented.
func wrap(pieces []string, width int, indent string) string {
	var b strings.Builder
	line := 0
	for i, p := range pieces {
		switch {
		case i == 0:
		case line+1+len(p) > width:
			b.WriteString("\n" + indent)
			line = len(indent)
		default:
			b.WriteByte(' ')
			line++
		}
		b.WriteString(p)
		line += len(p)
	}
	return b.String()
}

// writeUsage prints the usage of one command: its synopsis, what it does, and its flags.
func (cmd *command) writeUsage(w io.Writer) {
	var b strings.Builder
	b.WriteString("Usage: " + wrap(cmd.synopsis(), usageWidth-len("Usage: "), "         ") + "\n\n")
	about := cmd.summary
	if cmd.more != "" {
		about += ". " + cmd.more
	}
	b.WriteString(wrap(strings.Fields(capitalize(about)+"."), usageWidth, "") + "\n")
	flags := cmd.flags()
	if len(flags) > 0 {
		b.WriteString("\nFlags:\n")
	}
	width := 0
	for _, f := range flags {
		width = max(width, len(flagText(f)))
	}
	for _, f := range flags {
		_, text := flag.UnquoteUsage(f)
		if d := f.DefValue; d != "" && d != "false" && d != "0" && d != "[]" {
			text += " (default " + d + ")"
		}
		left := fmt.Sprintf("  %-*s  ", width, flagText(f))
		b.WriteString(left + wrap(strings.Fields(text), usageWidth-len(left), strings.Repeat(" ", len(left))) + "\n")
	}
	io.WriteString(w, b.String())
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// writeUsage prints the general usage: every command of the table with what it does, and the
// exit codes.
func writeUsage(w io.Writer) {
	var b strings.Builder
	b.WriteString("Jasstafel — the Jass chalkboard that checks the cards.\n\nUsage:\n")
	for _, cmd := range append([]*command{windowCommand}, commands...) {
		b.WriteString("  " + wrap(cmd.synopsis(), usageWidth-2, "      ") + "\n")
		b.WriteString("      " + wrap(strings.Fields(cmd.summary), usageWidth-6, "      ") + "\n")
	}
	b.WriteString("\n`jasstafel COMMAND --help` tells more of one command.\n\nExit codes:\n")
	for _, e := range exitCodes {
		b.WriteString(fmt.Sprintf("  %d  ", e.code) + wrap(strings.Fields(e.when), usageWidth-5, "     ") + "\n")
	}
	io.WriteString(w, b.String())
}

// commandNames lists the commands of the table, for a sentence.
func commandNames() string {
	names := make([]string, len(commands))
	for i, c := range commands {
		names[i] = c.name
	}
	return strings.Join(names, ", ")
}
