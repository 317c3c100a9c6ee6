//go:build !js

// Command jasstafel is the Jass chalkboard: the Schieber Z-board, the Coiffeur grid and the
// Differenzler sheet, with a rules engine that checks what was played. The command line is the
// cli package; without a command the app opens in a window (main_gui.go), in a build with cgo.
package main

import (
	"os"

	_ "github.com/jasstafel/jasstafel/internal/localeenv" // before Fyne reads the locale

	"github.com/jasstafel/jasstafel/cli"
)

// version is set at release time with -ldflags "-X main.version=…".
var version = "dev"

func main() {
	os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr, cli.Env{Version: version, Window: window}))
}
