package ui

import (
	"fyne.io/fyne/v2"
)

// screen is one page of the app: home, new game, settings, a game board. A screen builds its
// widgets in its constructor, installs its keyboard shortcuts and focus in show and gives every
// one of them back in close, so that nothing a screen installed acts on the next one.
type screen interface {
	// content is what the window shows for this screen.
	content() fyne.CanvasObject
	// show is called once the content is in the window: install shortcuts, typed-key
	// handlers and focus through the keys given.
	show(k *screenKeys)
	// close is called before another screen replaces this one; the keys are released by the
	// UI right after it.
	close()
}

// screenKeys is the keyboard of the window lent to one screen. Everything installed through it
// is removed when the screen is left, so shortcuts never outlive their screen.
type screenKeys struct {
	canvas    fyne.Canvas
	shortcuts []fyne.Shortcut
}

// addShortcut installs a shortcut for as long as the screen is shown.
func (k *screenKeys) addShortcut(s fyne.Shortcut, handler func(fyne.Shortcut)) {
	k.canvas.AddShortcut(s, handler)
	k.shortcuts = append(k.shortcuts, s)
}

// onTypedRune and onTypedKey receive the keys typed while no widget has the focus.
func (k *screenKeys) onTypedRune(f func(rune))          { k.canvas.SetOnTypedRune(f) }
func (k *screenKeys) onTypedKey(f func(*fyne.KeyEvent)) { k.canvas.SetOnTypedKey(f) }

// release takes back everything the screen installed, and the focus.
func (k *screenKeys) release() {
	for _, s := range k.shortcuts {
		k.canvas.RemoveShortcut(s)
	}
	k.shortcuts = nil
	k.canvas.SetOnTypedRune(nil)
	k.canvas.SetOnTypedKey(nil)
	k.canvas.Unfocus()
}

// setScreen closes the screen shown so far, releases its keys and shows s.
func (u *UI) setScreen(s screen) {
	if u.launching != nil {
		u.launching.hold(s)
		return
	}
	if u.current != nil {
		u.current.close()
	}
	if u.keys != nil {
		u.keys.release()
	}
	u.current = s
	u.keys = &screenKeys{canvas: u.win.Canvas()}
	u.win.SetContent(s.content())
	s.show(u.keys)
}
