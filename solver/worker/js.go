//go:build js && wasm

package worker

import (
	"errors"
	"fmt"
	"syscall/js"
	"time"

	"github.com/jasstafel/jasstafel/solver"
)

// startWait is how long Start waits for its workers to start: on a first visit they download
// the solver (a few megabytes) unless the service worker has kept it already.
const startWait = 20 * time.Second

// ScriptGlobal is the name of the page's global that names the workers' script (the web app's
// index.html, internal/webbuild).
const ScriptGlobal = "jasstafelSolver"

// Start starts n solvers, each in a Web Worker of the script the page names (ScriptGlobal), and
// waits until all of them have started, or stop (when not nil) says to stop waiting
// (solver.ErrStopped). Where the page names none, the browser has no workers,
// or one does not start, it ends those it started and returns the error: the caller solves on
// the page's own thread instead.
func Start(n int, stop func() bool) (out []*Remote, err error) {
	script := js.Global().Get(ScriptGlobal)
	if script.Type() != js.TypeString {
		return nil, errors.New("the page names no solver worker")
	}
	ctor := js.Global().Get("Worker")
	if ctor.Type() != js.TypeFunction {
		return nil, errors.New("this browser has no Web Workers")
	}
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("a solver worker could not be made: %v", p)
		}
		if err != nil {
			for _, r := range out {
				r.Close()
			}
			out = nil
		}
	}()
	cores := Cores()
	for range n {
		out = append(out, start(ctor, script.String(), cores))
	}
	for _, r := range out {
		if err := r.Ready(startWait, stop); err != nil {
			return out, err
		}
	}
	return out, nil
}

// Cores is how many solvers may search at once on this device: as many as it has cores. The
// device shares them between the workers and the page, which needs little of them while a
// forecast runs: on two cores, two workers at once solved 1.7 to 2.2 times the deals the page's
// own thread did, and the page's script answered as quickly (docs/BENCHMARKS.md).
func Cores() int {
	n := js.Global().Get("navigator").Get("hardwareConcurrency")
	if n.Type() != js.TypeNumber {
		return 1
	}
	return max(n.Int(), 1)
}

// start makes one worker of script and its Remote.
func start(ctor js.Value, script string, cores int) *Remote {
	w := ctor.New(script)
	var onMessage, onError js.Func
	post := func(msg string) (err error) {
		defer func() {
			if p := recover(); p != nil {
				err = fmt.Errorf("%v", p)
			}
		}()
		w.Call("postMessage", msg)
		return nil
	}
	end := func() {
		w.Call("removeEventListener", "message", onMessage)
		w.Call("removeEventListener", "error", onError)
		w.Call("terminate")
		onMessage.Release()
		onError.Release()
	}
	r := NewRemote(post, cores, end)
	onMessage = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if d := args[0].Get("data"); d.Type() == js.TypeString {
			r.Receive(d.String())
		}
		return nil
	})
	onError = js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "unknown error"
		if m := args[0].Get("message"); m.Type() == js.TypeString {
			msg = m.String()
		}
		args[0].Call("preventDefault")
		r.Fail(errors.New("the solver's worker failed: " + msg))
		return nil
	})
	w.Call("addEventListener", "message", onMessage)
	w.Call("addEventListener", "error", onError)
	return r
}

// Serve is the worker's program: it answers the page's deals with a solver whose main table has
// 2^tableBits entries, until the worker ends.
func Serve(tableBits int) {
	self := js.Global()
	sv := NewServer(solver.NewSize(tableBits), func(msg string) { self.Call("postMessage", msg) })
	self.Call("addEventListener", "message", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if d := args[0].Get("data"); d.Type() == js.TypeString {
			sv.Receive(d.String())
		}
		return nil
	}))
	sv.Run()
}
