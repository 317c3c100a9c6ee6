//go:build js

package ui

// Launched is closed once the first screen Launch built is in the window: from then on no
// goroutine of Launch lays anything out, so the theme may be applied anew (the web app does,
// when its font arrives: main_js.go).
func (u *UI) Launched() <-chan struct{} { return u.launched }
