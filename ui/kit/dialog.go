package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Confirm asks a yes/no question in window w and runs yes on yes.
func Confirm(w fyne.Window, title, message string, yes func()) {
	dialog.ShowConfirm(title, message, func(ok bool) {
		if ok {
			yes()
		}
	}, w)
}

// FitDialog sizes dialog d, whose content is held by scroll (a vertical one), to width and to the
// height its content needs, but no taller than window w: on a phone held sideways (412 pixels
// high) a taller dialog ran off the window, its text drawn over its Close button. There the
// content scrolls and the buttons stay in sight. Call it again when the content grows or shrinks.
func FitDialog(d dialog.Dialog, scroll *container.Scroll, w fyne.Window, width float32) {
	chrome := d.MinSize().Height - scroll.MinSize().Height // the title, the buttons and the padding
	need := chrome + scroll.Content.MinSize().Height
	room := w.Canvas().Size().Height - 2*theme.Padding()
	d.Resize(fyne.NewSize(min(width, w.Canvas().Size().Width), min(need, room)))
}

// DialogEntry is a text field in a dialog. Escape typed in it closes the dialog as Escape does
// elsewhere over one (DismissTop, as its Cancel would): a focused field takes every typed key,
// and Fyne's entry does nothing with Escape, so the rename dialog could not be left by keyboard.
type DialogEntry struct {
	widget.Entry
	canvas fyne.Canvas
}

// NewDialogEntry is an empty DialogEntry for a dialog shown on canvas c.
func NewDialogEntry(c fyne.Canvas) *DialogEntry {
	e := &DialogEntry{canvas: c}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey closes the dialog on Escape and is the entry's own for any other key.
func (e *DialogEntry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape {
		DismissTop(e.canvas)
		return
	}
	e.Entry.TypedKey(k)
}
