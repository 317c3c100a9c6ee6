//go:build wasm

package glfw

import (
	"math"
	"syscall/js"
)

// Finger scrolling, carried by Jasstafel (third_party/README.md). Upstream turns touches into
// nothing but the mouse events the browser makes of a tap, so a finger dragged over a list
// moves nothing. Here a finger that moves further than touchSlop becomes a scroll at the
// point where it came down, by exactly the distance it moves, for as long as it stays down;
// a finger that stays within the slop is left to the browser, which makes a click of it, as
// before. Fyne's glfw driver turns scroll events into ScrollEvents for the Scrollable under
// the cursor (fyne.io/fyne/v2 internal/driver/glfw: processMouseScrolled).

// touchSlop is how far, in CSS pixels, a finger may wander and still tap.
const touchSlop = 8

// Fyne 2.7.1's web driver (internal/driver/glfw/scroll_speed_wasm.go) moves a scroll view by
// fyneScrollSpeed units per step of a scroll event, and ten times that for a step of
// fyneScrollAccelerate or more.
const (
	fyneScrollSpeed      = 0.2
	fyneScrollAccelerate = 5
	fyneScrollFaster     = 10
)

// fingerDrag is the one finger the window follows.
type fingerDrag struct {
	down         bool
	id           int
	startX       float64 // where it came down, CSS pixels
	startY       float64
	lastX, lastY float64 // where the last scroll left it
	scrolling    bool    // it went past the slop: no tap
}

// fingerEvents runs the callbacks a finger makes, one after another in the order they came, off
// the browser's event handler, which must not wait for Fyne.
var fingerEvents = make(chan func(), 1024)

func init() {
	go func() {
		for f := range fingerEvents {
			f()
		}
	}()
}

// queueFinger adds f to the finger's callbacks; when the queue is full (Fyne stopped), f is
// dropped rather than hold up the page.
func queueFinger(f func()) {
	select {
	case fingerEvents <- f:
	default:
	}
}

// scrollSteps splits a move of d Fyne units into scroll event steps that Fyne's web driver
// turns back into exactly d: one accelerated step when d is large, else steps small enough
// not to be accelerated.
func scrollSteps(d float64) []float64 {
	switch a := math.Abs(d); {
	case a == 0:
		return nil
	case a >= fyneScrollAccelerate*fyneScrollFaster*fyneScrollSpeed:
		return []float64{d / (fyneScrollFaster * fyneScrollSpeed)}
	default:
		step := d / fyneScrollSpeed
		n := int(math.Floor(math.Abs(step)/fyneScrollAccelerate)) + 1
		out := make([]float64, n)
		for i := range out {
			out[i] = step / float64(n)
		}
		return out
	}
}

// listenForFingers adds the touch handlers to the document.
func (w *Window) listenForFingers(newJsFuncFrom func(func(js.Value, []js.Value) any) js.Func) {
	var f fingerDrag
	// A handler that may cancel the browser's own scrolling and zooming must say so: handlers
	// on the document are passive unless told otherwise.
	active := js.Global().Get("Object").New()
	active.Set("passive", false)
	add := document.Get("addEventListener").Call("bind", document)

	add.Invoke("touchstart", newJsFuncFrom(func(_ js.Value, args []js.Value) any {
		te := args[0]
		touches := te.Get("touches")
		if touches.Length() != 1 {
			f.down = false // two fingers: a pinch, not a scroll
			return nil
		}
		t := touches.Index(0)
		x, y := t.Get("clientX").Float(), t.Get("clientY").Float()
		f = fingerDrag{down: true, id: t.Get("identifier").Int(), startX: x, startY: y, lastX: x, lastY: y}
		if TapStarting != nil {
			TapStarting()
		}
		return nil
	}), active)

	add.Invoke("touchmove", newJsFuncFrom(func(_ js.Value, args []js.Value) any {
		te := args[0]
		te.Call("preventDefault") // the page itself neither scrolls nor zooms
		if !f.down {
			return nil
		}
		changed := te.Get("changedTouches")
		for i := 0; i < changed.Length(); i++ {
			t := changed.Index(i)
			if t.Get("identifier").Int() != f.id {
				continue
			}
			x, y := t.Get("clientX").Float(), t.Get("clientY").Float()
			if !f.scrolling {
				if math.Hypot(x-f.startX, y-f.startY) < touchSlop {
					return nil
				}
				f.scrolling = true
				// The scroll goes to what lies under the finger where it came down.
				px, py := f.startX*w.devicePixelRatio, f.startY*w.devicePixelRatio
				w.cursorPos[0], w.cursorPos[1] = px, py
				if cb := w.cursorPosCallback; cb != nil {
					queueFinger(func() { cb(w, px, py) })
				}
			}
			// A CSS pixel is a Fyne unit: the web driver scales the canvas by the device's
			// pixel ratio and nothing else.
			dx, dy := x-f.lastX, y-f.lastY
			f.lastX, f.lastY = x, y
			if cb := w.scrollCallback; cb != nil {
				xs, ys := scrollSteps(dx), scrollSteps(dy)
				n := len(xs)
				if len(ys) > n {
					n = len(ys)
				}
				for k := 0; k < n; k++ {
					var sx, sy float64
					if k < len(xs) {
						sx = xs[k]
					}
					if k < len(ys) {
						sy = ys[k]
					}
					queueFinger(func() { cb(w, sx, sy) })
				}
			}
		}
		return nil
	}), active)

	end := newJsFuncFrom(func(_ js.Value, args []js.Value) any {
		if ev := args[0]; f.down && !f.scrolling && ev.Get("type").String() == "touchend" && TapOnText != nil {
			// A tap: on a text entry, the keyboard opens within this handler (TapOnText).
			if t := ev.Get("changedTouches"); t.Length() > 0 {
				if x, y, width, height, ok := TapOnText(t.Index(0).Get("clientX").Float(), t.Index(0).Get("clientY").Float()); ok {
					ShowKeyboard(x, y, width, height)
				}
			}
		}
		if f.scrolling {
			args[0].Call("preventDefault") // a scroll is no tap: no click after it
			// The finger is gone: nothing stays lit as if a pointer rested on it.
			w.cursorPos[0], w.cursorPos[1] = -1, -1
			if cb := w.cursorPosCallback; cb != nil {
				queueFinger(func() { cb(w, -1, -1) })
			}
		}
		if args[0].Get("touches").Length() == 0 {
			f = fingerDrag{}
		}
		return nil
	})
	add.Invoke("touchend", end, active)
	add.Invoke("touchcancel", end, active)
}
