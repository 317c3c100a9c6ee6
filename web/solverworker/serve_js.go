//go:build js && wasm

package main

import (
	"github.com/jasstafel/jasstafel/analysis"
	"github.com/jasstafel/jasstafel/solver/worker"
)

func serve() { worker.Serve(analysis.SampleTableBits) }
