//go:build !cgo && !js

package main

import (
	"io"

	"github.com/jasstafel/jasstafel/cli"
)

// window is nil in a build without cgo (CGO_ENABLED=0), which links no graphics driver so that
// the commands run on a server without GL or X11 libraries; the command line says so when asked
// for the window.
var window func(cli.WindowOptions, io.Writer) int
