//go:build cgo

// Command emptywindow opens an empty Fyne window of a given size and nothing else. It is the
// baseline of the start-time benchmark (scripts/startbench.sh): the app's start is compared with
// the start of the least a Fyne program can show. With -label it shows one line of text, which
// tells how much of a start is Fyne loading its fonts for the first text measured.
package main

import (
	"flag"
	"fmt"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	width := flag.Int("width", 1280, "window width")
	height := flag.Int("height", 800, "window height")
	label := flag.String("label", "", "a line of text to show (default: none, an empty window)")
	flag.Parse()
	if *width < 1 || *height < 1 {
		fmt.Fprintln(os.Stderr, "emptywindow: the size must be positive")
		os.Exit(2)
	}
	a := app.NewWithID("ch.jasstafel.emptywindow")
	w := a.NewWindow("Empty")
	if *label != "" {
		w.SetContent(widget.NewLabel(*label))
	}
	w.Resize(fyne.NewSize(float32(*width), float32(*height)))
	w.ShowAndRun()
}
