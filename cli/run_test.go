package cli

import "io"

// run runs one command line as the program does, in a build without a window.
func run(args []string, stdout, stderr io.Writer) int {
	return Run(args, stdout, stderr, Env{Version: "test"})
}
