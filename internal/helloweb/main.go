//go:build cgo || (js && wasm)

// Command helloweb is Fyne's hello world: a window with one label. Built for the browser it is
// the floor the web app's download and first frame are measured against (internal/webbench).
package main

import (
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("ch.jasstafel.helloweb")
	w := a.NewWindow("Hello")
	w.SetContent(widget.NewLabel("Hello World!"))
	w.ShowAndRun()
}
