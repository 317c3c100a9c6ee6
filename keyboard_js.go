//go:build js && wasm

package main

import (
	"sync/atomic"
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	glfw "github.com/fyne-io/glfw-js"
)

// focusCheck is how often the window's focus is looked at: Fyne 2.7.1 tells no one when it
// moves, and a tenth of a second is quicker than a finger leaves the glass.
const focusCheck = 100 * time.Millisecond

// followTextFocus opens the on-screen keyboard of a phone or tablet while a text entry of w has
// the focus and closes it when the focus leaves, through the hidden text field of the page
// (third_party/glfw-js/textinput_wasm.go). The keyboard is shown once for each entry that gets
// the focus: a player who closes it keeps it closed until an entry is tapped. A tap on an entry
// opens it at once, in the browser's handler of the touch (textEntries), as iOS asks.
func followTextFocus(w fyne.Window) {
	var last fyne.Focusable
	var entries textEntries
	glfw.TapOnText = entries.at
	check := func() {
		scale := float64(w.Canvas().Scale()) / js.Global().Get("devicePixelRatio").Float()
		entries.note(w.Canvas(), scale)
		f := w.Canvas().Focused()
		_, isText := f.(mobile.Keyboardable)
		if !isText && glfw.KeyboardFocused() {
			glfw.HideKeyboard() // a tap opened it for an entry that did not take the focus
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

// rect is a place on the page, in CSS pixels.
type rect struct{ x, y, w, h float64 }

// cssRect is where obj lies on the page; scale turns Fyne's units into CSS pixels.
func cssRect(obj fyne.CanvasObject, scale float64) rect {
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(obj)
	size := obj.Size()
	return rect{float64(pos.X) * scale, float64(pos.Y) * scale, float64(size.Width) * scale, float64(size.Height) * scale}
}

// textEntries are the places of the text entries a tap reaches, as the screen showed them at the
// last focus check: the browser's touch handler asks for them (at) and must not wait for Fyne's
// loop, so they are noted there and read here.
type textEntries struct {
	places atomic.Pointer[[]rect]
}

// note looks up the shown text entries of the layer of c a tap reaches: the top overlay (a
// dialog, a menu), else the content.
func (e *textEntries) note(c fyne.Canvas, scale float64) {
	root := c.Content()
	if top := c.Overlays().Top(); top != nil {
		root = top
	}
	var places []rect
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		if _, ok := o.(mobile.Keyboardable); ok {
			if d, ok := o.(fyne.Disableable); !ok || !d.Disabled() {
				r := cssRect(o, scale)
				if a := actionItem(o); a != nil && a.Visible() {
					r.w -= float64(a.Size().Width) * scale // a name field's list of names: no keyboard
				}
				places = append(places, r)
			}
			return
		}
		switch x := o.(type) {
		case *fyne.Container:
			for _, child := range x.Objects {
				walk(child)
			}
		case fyne.Widget:
			// Fyne keeps a shown widget's renderer; test.WidgetRenderer hands it out (the package
			// is in the app already, for the board's picture for print).
			for _, child := range test.WidgetRenderer(x).Objects() {
				walk(child)
			}
		}
	}
	walk(root)
	e.places.Store(&places)
}

// actionItem is the button at the right end of an entry (the list of a name field), or nil.
func actionItem(o fyne.CanvasObject) fyne.CanvasObject {
	switch e := o.(type) {
	case *widget.SelectEntry:
		return e.ActionItem
	case *widget.Entry:
		return e.ActionItem
	}
	return nil
}

// at is the entry under x, y (CSS pixels) and its place, as noted last.
func (e *textEntries) at(x, y float64) (left, top, width, height float64, ok bool) {
	places := e.places.Load()
	if places == nil {
		return 0, 0, 0, 0, false
	}
	for _, r := range *places {
		if x >= r.x && x < r.x+r.w && y >= r.y && y < r.y+r.h {
			return r.x, r.y, r.w, r.h, true
		}
	}
	return 0, 0, 0, 0, false
}
