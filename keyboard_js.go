//go:build js && wasm

package main

import (
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	glfw "github.com/fyne-io/glfw-js"
)

// focusCheck is how often the window's focus is looked at: Fyne 2.7.1 tells no one when it
// moves, and a tenth of a second is quicker than a finger leaves the glass.
const focusCheck = 100 * time.Millisecond

// followTextFocus opens the on-screen keyboard of a phone or tablet while a text entry of w has
// the focus and closes it when the focus leaves, through the hidden text field of the page
// (third_party/glfw-js/textinput_wasm.go). The keyboard is shown once for each entry that gets
// the focus: a player who closes it keeps it closed until another entry is tapped.
func followTextFocus(w fyne.Window) {
	var last fyne.Focusable
	check := func() {
		f := w.Canvas().Focused()
		if f == last {
			return
		}
		_, wasText := last.(mobile.Keyboardable)
		last = f
		obj, isText := f.(fyne.CanvasObject)
		if _, ok := f.(mobile.Keyboardable); !ok || !isText {
			if wasText {
				glfw.HideKeyboard()
			}
			return
		}
		// Fyne's units to the page's CSS pixels.
		scale := float64(w.Canvas().Scale()) / js.Global().Get("devicePixelRatio").Float()
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(obj)
		size := obj.Size()
		glfw.ShowKeyboard(float64(pos.X)*scale, float64(pos.Y)*scale, float64(size.Width)*scale, float64(size.Height)*scale)
	}
	go func() {
		for range time.Tick(focusCheck) {
			fyne.Do(check)
		}
	}()
}
