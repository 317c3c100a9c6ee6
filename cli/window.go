package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"

	"github.com/jasstafel/jasstafel/translations"
)

// WindowOptions are the flags of the window app, checked.
type WindowOptions struct {
	DB            string // the game database; "" for the app's own
	Lang          string // "" for the setting, else the system's language
	Open          uint64 // the saved game to show first; 0 for none
	Stats         bool   // start on the statistics
	Screenshot    string // save what the window shows after the first frame, then quit
	Width, Height int
}

// windowCommand is the case without a command: the app in a window. Its flags are parsed here, so
// that both builds list and check them alike; Env.Window starts it.
var windowCommand *command

func newWindowCommand() *command {
	return &command{
		name:    "",
		summary: "the app in a window (needs a display, and a build with cgo)",
		setup: func(fs *flag.FlagSet) func(c *call) int {
			var o WindowOptions
			var size string
			fs.StringVar(&o.DB, "db", "", "the game database, a `PATH` (default: the app's own)")
			fs.StringVar(&o.Lang, "lang", "", "the language `CODE`: en, de, fr, it, ko, ja or uk (default: the setting, else the system's)")
			fs.Uint64Var(&o.Open, "open", 0, "show the saved game with this `ID`")
			fs.BoolVar(&o.Stats, "stats", false, "start on the statistics of the saved games")
			fs.StringVar(&o.Screenshot, "screenshot", "", "save what the window shows after the first frame to this `PNG` file, then quit")
			fs.StringVar(&size, "size", "1280x800", "the window's size `WxH`")
			return func(c *call) int {
				if c.env.Window == nil {
					return c.noWindow("this build has no window (it was built without cgo)", exitUsage)
				}
				if err := o.check(size); err != nil {
					return c.usageError("%v", err)
				}
				if !hasDisplay() {
					return c.noWindow("no display found (neither DISPLAY nor WAYLAND_DISPLAY is set), so the window cannot open", exitUnusable)
				}
				return c.env.Window(o, c.stderr)
			}
		}}
}

// runWindow runs the window command, whose flags come first on the command line.
func runWindow(args []string, stdout, stderr io.Writer, env *Env) int {
	return windowCommand.run(args, stdout, stderr, env)
}

// noWindow says why there is no window and which commands work without one, then the usage.
func (c *call) noWindow(why string, code int) int {
	fmt.Fprintf(c.stderr, "jasstafel: %s; the commands work without one: %s.\n\n", why, commandNames())
	writeUsage(c.stderr)
	return code
}

// check reads the size and checks the options that depend on each other.
func (o *WindowOptions) check(size string) error {
	if o.Open != 0 && o.Stats {
		return errors.New("--open and --stats: choose one screen to start on")
	}
	w, h, ok := strings.Cut(size, "x")
	wi, err1 := strconv.Atoi(w)
	hi, err2 := strconv.Atoi(h)
	if !ok || err1 != nil || err2 != nil || wi < 200 || hi < 200 || wi > 8000 || hi > 8000 {
		return fmt.Errorf("--size %q: want WIDTHxHEIGHT from 200 to 8000, e.g. 1280x800", size)
	}
	o.Width, o.Height = wi, hi
	if o.Lang != "" && !translations.Supported(o.Lang) {
		return fmt.Errorf("--lang %q: want one of en, de, fr, it, ko, ja, uk", o.Lang)
	}
	return nil
}

// hasDisplay tells whether a window can be opened at all, so that a machine without one gets a
// sentence instead of a crash deep in the graphics driver.
func hasDisplay() bool {
	if runtime.GOOS != "linux" && runtime.GOOS != "freebsd" {
		return true
	}
	return os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != ""
}
