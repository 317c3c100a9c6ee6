//go:build js && wasm

package main

import (
	"fmt"
	"os"
	"syscall/js"

	"fyne.io/fyne/v2"

	"github.com/jasstafel/jasstafel/ui"
)

// keepScreenOn keeps a tablet's or phone's screen on while a game is played (ui.UI.Playing: a
// game's board, its card entry): a deal takes minutes to play, and a screen that dims and locks
// between two deals has the scorekeeper unlock it at every one. It holds the browser's screen
// wake lock (navigator.wakeLock) while such a screen is shown and gives it back on the others.
// The browser gives it back itself when the page is hidden (another app, the screen switched
// off by hand); it is asked for again when the page is shown. A browser without wake locks, or
// one that refuses (a plain-http page, a battery saver), leaves the screen to its settings: said
// once on the console, nothing else changes.
func keepScreenOn(u *ui.UI) {
	nav, doc := js.Global().Get("navigator"), js.Global().Get("document")
	if nav.Get("wakeLock").Type() != js.TypeObject {
		fmt.Fprintln(os.Stderr, "jasstafel: no screen wake lock on this page (a browser without one, or a plain-http address): the screen follows the device's settings")
		return
	}
	// All on Fyne's main goroutine: held is the lock the browser gave, asking a request under
	// way.
	var held js.Value
	asking, told := false, false
	var granted, refused, released js.Func
	granted = js.FuncOf(func(_ js.Value, args []js.Value) any {
		lock := args[0]
		go fyne.Do(func() {
			asking = false
			if !u.Playing() { // left the game while the browser answered
				lock.Call("release")
				return
			}
			held = lock
			held.Call("addEventListener", "release", released)
		})
		return nil
	})
	refused = js.FuncOf(func(_ js.Value, args []js.Value) any {
		why := args[0].Call("toString").String()
		go fyne.Do(func() {
			asking = false
			if !told {
				fmt.Fprintln(os.Stderr, "jasstafel: the browser does not keep the screen on:", why)
				told = true
			}
		})
		return nil
	})
	released = js.FuncOf(func(js.Value, []js.Value) any {
		go fyne.Do(func() { held = js.Undefined() })
		return nil
	})
	follow := func() {
		switch playing := u.Playing(); {
		case playing && held.IsUndefined() && !asking && doc.Get("visibilityState").String() == "visible":
			asking = true
			nav.Get("wakeLock").Call("request", "screen").Call("then", granted, refused)
		case !playing && !held.IsUndefined():
			lock := held
			held = js.Undefined()
			lock.Call("release")
		}
	}
	u.OnShown(follow)
	doc.Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
		go fyne.Do(follow)
		return nil
	}))
}
