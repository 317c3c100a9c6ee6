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
