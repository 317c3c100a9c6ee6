//go:build wasm

package glfw

import (
	"strconv"
	"syscall/js"
)

// The on-screen keyboard, carried by Jasstafel (third_party/README.md). A phone or tablet opens
// its keyboard only for a real text field of the page, never for the canvas everything is
// drawn into. While the app has a text entry focused it calls ShowKeyboard: a field of the page
// that the player cannot see is placed over the entry and focused, and what is typed into it
// (single letters, words an IME composed, Backspace, Enter) reaches the window's char and key
// callbacks as the keys of a hardware keyboard do. HideKeyboard blurs it again.

// TextInputID is the id of the page's hidden text field.
const TextInputID = "glfw-text-input"

// textInput is the hidden field, made with the window.
var textInput js.Value

// inputWindow is the window whose callbacks get what is typed into textInput.
var inputWindow *Window

// makeTextInput adds the hidden field to the page; its events go to w, through handlers that
// newJsFuncFrom makes (and releases with the window).
func makeTextInput(w *Window, newJsFuncFrom func(func(js.Value, []js.Value) any) js.Func) {
	inputWindow = w
	in := document.Call("createElement", "input")
	in.Set("id", TextInputID)
	in.Set("type", "text")
	for attr, v := range map[string]string{
		"autocomplete": "off", "autocorrect": "off", "autocapitalize": "words",
		"spellcheck": "false", "enterkeyhint": "done", "aria-hidden": "true",
	} {
		in.Call("setAttribute", attr, v)
	}
	style := in.Get("style")
	// On the screen, so that the browser focuses it and opens the keyboard, but not seen; 16px
	// keeps iOS from zooming the page onto it.
	for prop, v := range map[string]string{
		"position": "fixed", "left": "0", "top": "0", "width": "1px", "height": "1px",
		"opacity": "0", "border": "0", "padding": "0", "margin": "0", "outline": "none",
		"font-size": "16px", "color": "transparent", "background": "transparent",
		"caret-color": "transparent", "pointer-events": "none", "z-index": "-1",
	} {
		style.Call("setProperty", prop, v)
	}
	document.Get("body").Call("appendChild", in)
	textInput = in

	in.Call("addEventListener", "beforeinput", newJsFuncFrom(func(_ js.Value, args []js.Value) any {
		ev := args[0]
		if ev.Get("isComposing").Bool() {
			return nil // the composed text comes with compositionend
		}
		switch ev.Get("inputType").String() {
		case "insertText", "insertReplacementText":
			typeRunes(ev.Get("data"))
		case "deleteContentBackward":
			pressKey(KeyBackspace)
		case "deleteContentForward":
			pressKey(KeyDelete)
		case "insertLineBreak", "insertParagraph":
			pressKey(KeyEnter)
		default:
			return nil
		}
		ev.Call("preventDefault")
		return nil
	}))
	in.Call("addEventListener", "compositionend", newJsFuncFrom(func(_ js.Value, args []js.Value) any {
		typeRunes(args[0].Get("data"))
		in.Set("value", "")
		return nil
	}))
	in.Call("addEventListener", "input", newJsFuncFrom(func(_ js.Value, args []js.Value) any {
		// Whatever the browser put into the field outside a composition has been handed on.
		if !args[0].Get("isComposing").Bool() {
			in.Set("value", "")
		}
		return nil
	}))
}

// typeRunes hands each character of data to the window's char callback.
func typeRunes(data js.Value) {
	w := inputWindow
	if w == nil || w.charCallback == nil || data.Type() != js.TypeString {
		return
	}
	for _, r := range data.String() {
		r := r // the module is go 1.19: one r for the whole loop
		Dispatch(func() { w.charCallback(w, r) })
	}
}

// pressKey presses and releases key, as a hardware keyboard does.
func pressKey(key Key) {
	w := inputWindow
	if w == nil || w.keyCallback == nil {
		return
	}
	Dispatch(func() {
		w.keyCallback(w, key, -1, Press, 0)
		w.keyCallback(w, key, -1, Release, 0)
	})
}

// inTextInput tells whether ke, a key event of the document, was typed into the hidden field:
// a character it makes then reaches the window as the field's input, and not as a key too.
func inTextInput(ke js.Value) bool {
	return textInput.Truthy() && ke.Get("target").Equal(textInput)
}

// ShowKeyboard places the hidden field over the text entry at x, y of size width × height (CSS
// pixels of the page) and focuses it, which makes a phone or tablet open its keyboard.
func ShowKeyboard(x, y, width, height float64) {
	if !textInput.Truthy() {
		return
	}
	style := textInput.Get("style")
	px := func(v float64) string {
		if v < 1 {
			v = 1
		}
		return strconv.FormatFloat(v, 'f', 1, 64) + "px"
	}
	style.Call("setProperty", "left", px(x))
	style.Call("setProperty", "top", px(y))
	style.Call("setProperty", "width", px(width))
	style.Call("setProperty", "height", px(height))
	textInput.Set("value", "")
	textInput.Call("focus", map[string]any{"preventScroll": true})
}

// TapOnText, when set, tells whether a tap at x, y (CSS pixels of the page) lands on a text
// entry of the app, and where that entry lies. The touch that ends such a tap focuses the hidden
// field over it at once, within the browser's own handler of the touch: iOS Safari opens its
// keyboard only for a field focused there, not for one focused a moment later, once the app
// has taken the tap (ShowKeyboard then only moves the field). The app answers from what its
// screen showed last, without waiting for its own loop, which the browser's handler must not.
var TapOnText func(x, y float64) (left, top, width, height float64, ok bool)

// TapStarting, when set, is called as a finger comes down: the app may look at its screen again
// (on its own loop) before TapOnText is asked, as the finger leaves.
var TapStarting func()

// KeyboardFocused tells whether the hidden field has the page's focus, so that the keyboard of
// a phone or tablet is open.
func KeyboardFocused() bool {
	return textInput.Truthy() && document.Get("activeElement").Equal(textInput)
}

// HideKeyboard blurs the hidden field, which closes the on-screen keyboard.
func HideKeyboard() {
	if textInput.Truthy() {
		textInput.Call("blur")
		textInput.Set("value", "")
	}
}
