package kit

import "fyne.io/fyne/v2"

// DeviceScale is the number of device pixels per Fyne unit where o is shown (1 before it is
// shown anywhere): the boards draw their chalk and lettering at that resolution.
func DeviceScale(o fyne.CanvasObject) float32 {
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(o); c != nil && c.Scale() > 0 {
			return c.Scale()
		}
	}
	return 1
}

// WindowWidth is the width of the window o is shown in, or 0 before it is shown anywhere: a
// layout whose least size depends on the width (a form that stacks its labels on a phone) asks
// it, since Fyne asks a least size before it gives the width.
func WindowWidth(o fyne.CanvasObject) float32 {
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(o); c != nil {
			return c.Size().Width
		}
	}
	return 0
}

// NarrowWindow reports whether o is shown in a phone's window. Before o is shown anywhere it
// answers yes: a layout then gives its narrower least size, so that a screen put into a phone's
// window does not first widen the window to its wide form.
func NarrowWindow(o fyne.CanvasObject) bool {
	w := WindowWidth(o)
	return w == 0 || Narrow(w)
}
