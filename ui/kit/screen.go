package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

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

// NewWindowContent wraps a screen's content for the window of canvas c. Fyne lays new window
// content out at its MinSize first, to ask it for its MinSize once more, and grows the window
// to that: a wrapping label laid out so narrow asks for a tall window (the list of players on a
// phone in German asked for 1,700 px, and the window grew to it). The wrapper lays its content
// out at the window's size at least.
//
// A screen that needs more height than the window has scrolls, rather than growing the window:
// a browser's page or a phone's screen cannot grow, and a phone held sideways (915×412) has
// room for no game screen's every control at a finger's height; cut off there, the header and
// the Write button could not be reached at all. A screen that fits is shown as it is, with no
// scroll container around it.
func NewWindowContent(c fyne.Canvas, content fyne.CanvasObject) *fyne.Container {
	return container.New(&windowContent{canvas: c, content: content}, content)
}

type windowContent struct {
	canvas  fyne.Canvas
	content fyne.CanvasObject
	scroll  *container.Scroll // made the first time the content needs more height than it gets
}

func (l *windowContent) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	// The content lies inside the window's padding.
	pad := 2 * theme.Padding()
	size = size.Max(l.canvas.Size().SubtractWidthHeight(pad, pad))
	shown := l.content
	if l.content.MinSize().Height > size.Height {
		if l.scroll == nil {
			l.scroll = container.NewVScroll(nil)
		}
		if l.scroll.Content != l.content {
			l.scroll.Content = l.content
			l.scroll.Refresh()
		}
		shown = l.scroll
	}
	objs[0] = shown // objs is the container's own list: the window draws what it holds
	shown.Move(fyne.NewPos(0, 0))
	shown.Resize(size)
}

// MinSize is the content's, but never taller than the window: a taller screen scrolls.
func (l *windowContent) MinSize([]fyne.CanvasObject) fyne.Size {
	need := l.content.MinSize()
	pad := 2 * theme.Padding()
	if room := l.canvas.Size().Height - pad; room > 0 {
		need.Height = min(need.Height, room)
	}
	return need
}

// ScreenNeeds is the size the screen in window content o (NewWindowContent) needs to show
// whole without scrolling; for any other object, its MinSize.
func ScreenNeeds(o fyne.CanvasObject) fyne.Size {
	if c, ok := o.(*fyne.Container); ok {
		if l, ok := c.Layout.(*windowContent); ok {
			return l.content.MinSize()
		}
	}
	return o.MinSize()
}
