package kit

import "fyne.io/fyne/v2"

// Screen is one page of the app: home, new game, settings, a game board. A screen builds its
// widgets in its constructor, installs its keyboard shortcuts and focus in show and gives every
// one of them back in close, so that nothing a screen installed acts on the next one.
type Screen interface {
	// Content is what the window shows for this screen.
	Content() fyne.CanvasObject
	// Show is called once the content is in the window: install shortcuts, typed-key
	// handlers and focus through the keys given.
	Show(k *Keys)
	// Close is called before another screen replaces this one; the keys are released by the
	// UI right after it.
	Close()
}

// Keys is the keyboard of the window lent to one screen. Everything installed through it
// is removed when the screen is left, so shortcuts never outlive their screen.
type Keys struct {
	canvas    fyne.Canvas
	shortcuts []fyne.Shortcut
}

// AddShortcut installs a shortcut for as long as the screen is shown.
func (k *Keys) AddShortcut(s fyne.Shortcut, handler func(fyne.Shortcut)) {
	k.canvas.AddShortcut(s, handler)
	k.shortcuts = append(k.shortcuts, s)
}

// OnTypedRune and OnTypedKey receive the keys typed while no widget has the focus.
func (k *Keys) OnTypedRune(f func(rune)) { k.canvas.SetOnTypedRune(f) }

func (k *Keys) OnTypedKey(f func(*fyne.KeyEvent)) { k.canvas.SetOnTypedKey(f) }

// OnEscape makes Escape call back: every screen but the game screens goes back with it.
func (k *Keys) OnEscape(back func()) {
	k.OnTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyEscape {
			back()
		}
	})
}

// Release takes back everything the screen installed, and the focus.
func (k *Keys) Release() {
	for _, s := range k.shortcuts {
		k.canvas.RemoveShortcut(s)
	}
	k.shortcuts = nil
	k.canvas.SetOnTypedRune(nil)
	k.canvas.SetOnTypedKey(nil)
	k.canvas.Unfocus()
}

// NewKeys lends the keyboard of canvas c to one screen.
func NewKeys(c fyne.Canvas) *Keys { return &Keys{canvas: c} }
