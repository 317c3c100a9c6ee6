//go:build js && wasm

package main

import (
	"sync/atomic"
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	glfw "github.com/fyne-io/glfw-js"
)

// focusCheck is how often the window's focus is looked at: Fyne 2.7.1 tells no one when it
// moves, and a tenth of a second is quicker than a finger leaves the glass.
const focusCheck = 100 * time.Millisecond

// tapFocusGrace is how long the hidden field keeps the focus a tap on an entry gave it while the
// app has not yet focused that entry: the browser's click follows the touch, and Fyne's loop
// takes it a moment later, longer on a busy phone. A check in between must not close the
// keyboard the tap opened.
const tapFocusGrace = time.Second

// followTextFocus opens the on-screen keyboard of a phone or tablet while a text entry of w has
// the focus and closes it when the focus leaves, through the hidden text field of the page
// (third_party/glfw-js/textinput_wasm.go). The keyboard is shown once for each entry that gets
// the focus: a player who closes it keeps it closed until an entry is tapped. A tap on an entry
// opens it at once, in the browser's handler of the touch (textEntries), as iOS asks.
func followTextFocus(w fyne.Window) {
	var last fyne.Focusable
	var entries textEntries
	// The browser's handler of a touch must not wait for Fyne's loop: the places of the entries
	// are noted there, at every check and as a finger comes down (a tap lasts longer than the
	// loop takes to come round), and read as the finger leaves.
	scale := func() float64 { return float64(w.Canvas().Scale()) / js.Global().Get("devicePixelRatio").Float() }
	var tappedAt atomic.Int64 // when a tap last gave the hidden field the focus, in Unix nanoseconds
	glfw.TapOnText = func(x, y float64) (left, top, width, height float64, ok bool) {
		left, top, width, height, ok = entries.at(x, y)
		if ok {
			tappedAt.Store(time.Now().UnixNano())
		}
		return left, top, width, height, ok
	}
	glfw.TapStarting = func() { fyne.Do(func() { entries.note(w.Canvas(), scale()) }) }
	check := func() {
		scale := scale()
		entries.note(w.Canvas(), scale)
		f := w.Canvas().Focused()
		_, isText := f.(mobile.Keyboardable)
		if !isText && glfw.KeyboardFocused() && time.Since(time.Unix(0, tappedAt.Load())) > tapFocusGrace {
			glfw.HideKeyboard() // a tap opened it for an entry that has not taken the focus since
		}
		if f == last {
			return
		}
		_, wasText := last.(mobile.Keyboardable)
		last = f
		obj, isObject := f.(fyne.CanvasObject)
		if !isText || !isObject {
			if wasText {
				glfw.HideKeyboard()
			}
			return
		}
		r := cssRect(obj, scale)
		glfw.ShowKeyboard(r.x, r.y, r.w, r.h)
	}
	go func() {
		for range time.Tick(focusCheck) {
			fyne.Do(check)
		}
	}()
}
