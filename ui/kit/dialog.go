package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// Confirm asks a yes/no question in window w and runs yes on yes.
func Confirm(w fyne.Window, title, message string, yes func()) {
	dialog.ShowConfirm(title, message, func(ok bool) {
		if ok {
			yes()
		}
	}, w)
}
