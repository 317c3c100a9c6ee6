//go:build js && wasm

package main

import (
	"syscall/js"

	"fyne.io/fyne/v2"

	"github.com/jasstafel/jasstafel/ui"
)

// followBack lets a phone's Back button (Android's, or the back gesture) go back in the app, one
// step at a time, as the screens' own Back buttons do: it closes a dialog, leaves a screen, takes
// a game screen to the list of games (ui.UI.Back). A browser takes Back through its history: in
// the app added to the home screen, with no page before it, Back would close the app at once. So
// the page keeps one history entry of its own above the one it was opened with; Back takes it
// away (popstate), the app goes back one step and puts the entry back. On the list of games, with
// nothing open, there is no step to take, and the page goes back itself: in a browser's tab to the
// page before; in the app on the home screen to nothing, so that the next Back closes it — unless
// the players open another screen first, which puts the entry back.
func followBack(u *ui.UI) {
	history := js.Global().Get("history")
	kept := false // whether the page's own entry is in the history (on Fyne's main goroutine)
	keep := func() {
		if !kept {
			history.Call("pushState", map[string]any{"jasstafel": "back"}, "")
			kept = true
		}
	}
	onPop := js.FuncOf(func(js.Value, []js.Value) any {
		// The browser's event loop must not wait: the app goes back on Fyne's main goroutine.
		go fyne.Do(func() {
			kept = false
			if u.Back() {
				keep()
			} else {
				history.Call("back")
			}
		})
		return nil
	})
	js.Global().Call("addEventListener", "popstate", onPop)
	u.OnShown(keep)
	keep()
}
