package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// schieberShim shows the Schieber board through setScreen until the board implements screen
// itself; its keys go through screenKeys, so that they are taken back when the board is left.
type schieberShim struct{ *schieberScreen }

func (s schieberShim) content() fyne.CanvasObject { return s.schieberScreen.content }

// show installs what installShortcuts installs, through k.
func (s schieberShim) show(k *screenKeys) {
	k.onTypedRune(func(r rune) {
		if r >= '0' && r <= '9' {
			s.typeDigit(int(r - '0'))
		}
	})
	k.onTypedKey(func(e *fyne.KeyEvent) { s.typedKey(e.Name) })
	k.addShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) {
		if !s.undo.Disabled() {
			s.undo.OnTapped()
		}
	})
	k.addShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, func(fyne.Shortcut) {
		if !s.redo.Disabled() {
			s.redo.OnTapped()
		}
	})
}

func (s schieberShim) close() {}
