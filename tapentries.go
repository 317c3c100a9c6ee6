//go:build cgo || js

package main

import (
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// The web app's keyboard opens within the tap on a text entry (keyboard_js.go): the places of the
// entries a tap reaches are noted here, in a file of the window app's build too, so that they
// are tested with Fyne's test driver; the command line, built without cgo, carries no Fyne.

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
