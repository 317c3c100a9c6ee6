//go:build !cgo

package main

import (
	"fmt"
	"io"
)

// runGUI stands in for the window app in a build without cgo (CGO_ENABLED=0), which links no
// graphics driver so that the commands run on a server without GL or X11 libraries. Asking such a
// build for the window is a usage error: exit 2, as for an unknown command.
func runGUI(args []string, stderr io.Writer) int {
	fmt.Fprintln(stderr, "jasstafel: this build has no window (it was built without cgo); "+
		"its commands are check, presets, import, export, list, backup, restore and version.")
	return 2
}
