package kit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// New content in a window is first laid out at its MinSize, and the window grows to the MinSize
// it then reports (Fyne's glfw canvas, SetContent; the test driver does not do this, so the test
// does it as the window would). A wrapping message beside a button, laid out at the content's
// narrow MinSize, reported hundreds of lines: a phone's list of players asked for a window
// 1,700 px high. Wrapped for the window, the content asks for no more than the window.
func TestWindowContentAsksForNoTallerWindowThanItNeeds(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(412, 915))
	screen := func() fyne.CanvasObject {
		msg := widget.NewLabel(strings.Repeat("Zwei oder mehr Spieler ankreuzen, um sie zusammenzuführen. ", 2))
		msg.Wrapping = fyne.TextWrapWord
		bottom := container.NewBorder(nil, nil, nil, widget.NewButton("Zusammenführen", nil), msg)
		return container.NewBorder(nil, bottom, nil, nil, canvas.NewRectangle(nil))
	}
	asks := func(content fyne.CanvasObject) float32 {
		content.Resize(content.MinSize()) // as the window does with new content
		return content.MinSize().Height
	}
	if h := asks(screen()); h <= 915 {
		t.Fatalf("the bare screen asks for %.0f px: the test no longer shows the trap", h)
	}
	if h := asks(NewWindowContent(w.Canvas(), screen())); h > 300 {
		t.Errorf("wrapped for the window, the screen asks for %.0f px", h)
	}
}
