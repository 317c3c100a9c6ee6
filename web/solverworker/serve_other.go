//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

func serve() {
	fmt.Fprintln(os.Stderr, "solverworker runs in a browser's Web Worker: `make web` builds it for one")
	os.Exit(2)
}
