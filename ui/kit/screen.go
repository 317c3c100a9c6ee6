package kit

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
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

// Playing is a screen shown while a game is played at the table — a game's board and its card
// entry — during which a tablet or phone keeps its screen on (the web app: wakelock_js.go).
type Playing interface {
	Screen
	// KeepsScreenOn marks the screen; it does nothing.
	KeepsScreenOn()
}

// Keys is the keyboard of the window lent to one screen. Everything installed through it
// is removed when the screen is left, so shortcuts never outlive their screen. It also holds the
// screen's way back (SetBack), which a phone's Back button takes (Back).
type Keys struct {
	canvas    fyne.Canvas
	shortcuts []fyne.Shortcut
	back      func()
	target    *keyTarget // in the screen's window content (NewWindowContent)
}

// ShortcutUndo and ShortcutRedo are Ctrl+Z and Ctrl+Shift+Z (⌘ on a Mac), the keys of every
// screen's Undo and Redo: the game screens', the card entry's, the list of games' (a deletion)
// and the players' (a rename or merge).
var (
	ShortcutUndo fyne.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault}
	ShortcutRedo fyne.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
)

// AddShortcut installs a shortcut for as long as the screen is shown. Like a typed key, a
// shortcut pressed while a dialog lies over the screen is not the screen's: Ctrl+Z over the list
// of deals took back the deal beneath it.
func (k *Keys) AddShortcut(s fyne.Shortcut, handler func(fyne.Shortcut)) {
	k.canvas.AddShortcut(s, func(s fyne.Shortcut) {
		if k.canvas.Overlays().Top() == nil {
			handler(s)
		}
	})
	k.shortcuts = append(k.shortcuts, s)
}

// OnTypedRune and OnTypedKey receive the keys typed while no widget has the focus and no dialog
// lies over the screen: keys typed over a dialog are not the screen's (Enter over the list of
// deals wrote the deal beneath it). Escape still reaches the screen, which closes the dialog
// with it (Back).
func (k *Keys) OnTypedRune(f func(rune)) {
	k.canvas.SetOnTypedRune(func(r rune) {
		if k.canvas.Overlays().Top() == nil {
			f(r)
		}
	})
}

func (k *Keys) OnTypedKey(f func(*fyne.KeyEvent)) {
	k.canvas.SetOnTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyEscape || k.canvas.Overlays().Top() == nil {
			f(e)
		}
	})
}

// OnEscape makes Escape go back (Back): every screen but the game screens goes back with it.
// A dialog on top is closed first, as if its Cancel or Close were tapped, rather than left over
// the screen the Escape would go to. With back nil (the first screen, which has no way back)
// Escape only closes what lies on top.
func (k *Keys) OnEscape(back func()) {
	k.SetBack(back)
	k.OnTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyEscape {
			k.Back()
		}
	})
}

// SetBack is the screen's way back (its Back or Home button), for a screen that handles
// Escape itself.
func (k *Keys) SetBack(back func()) { k.back = back }

// Back goes back one step, as a phone's Back button does: it closes the dialog or menu on top
// (DismissTop), or else goes back from the screen. It says whether there was anything to do:
// nothing on the first screen, which a phone's Back then leaves.
func (k *Keys) Back() bool {
	if DismissTop(k.canvas) {
		return true
	}
	if k.back == nil {
		return false
	}
	k.back()
	return true
}

// DismissTop closes the dialog or pop-up on top of canvas c and says whether there was one. A
// dialog is closed as its dismiss button (Cancel, Close, No) closes it, so that what the dialog
// does on closing is done; any other pop-up (a select's list, a menu) is hidden.
func DismissTop(c fyne.Canvas) bool {
	top := c.Overlays().Top()
	if top == nil {
		return false
	}
	if b, ok := dismissButton(top); ok {
		if b != nil { // a dialog whose dismiss button is greyed stays, and the screen too
			b.OnTapped()
		}
		return true
	}
	if p, ok := top.(*widget.PopUp); ok {
		if own, ok := p.Content.(*closing); ok {
			own.close()
			return true
		}
	}
	top.Hide()
	c.Overlays().Remove(top)
	return true
}

// NewClosing is the content of a pop-up of the app's own with the way it closes itself (its
// Cancel), so that Back and Escape (DismissTop) close it that way: the Weis panel, which gives the
// screen its keys back.
func NewClosing(content fyne.CanvasObject, close func()) fyne.CanvasObject {
	c := &closing{content: content, close: close}
	c.ExtendBaseWidget(c)
	return c
}

type closing struct {
	widget.BaseWidget
	content fyne.CanvasObject
	close   func()
}

func (c *closing) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(c.content) }

// dismissButton is the dismiss button of a Fyne dialog shown as pop-up o, and whether o is a
// dialog; the button is nil for a dialog that has none to tap (none, or greyed). Fyne lays a
// dialog out with its buttons' row fourth and the dismiss button first in it
// (fyne.io/fyne/v2/dialog, base.go), for every kind of dialog the app shows.
func dismissButton(o fyne.CanvasObject) (*widget.Button, bool) {
	p, ok := o.(*widget.PopUp)
	if !ok {
		return nil, false
	}
	d, ok := p.Content.(*fyne.Container)
	if !ok || fmt.Sprintf("%T", d.Layout) != "*dialog.dialogLayout" || len(d.Objects) < 4 {
		return nil, false
	}
	row, ok := d.Objects[3].(*fyne.Container)
	if !ok || len(row.Objects) == 0 {
		return nil, true
	}
	b, ok := row.Objects[0].(*widget.Button)
	if !ok || b.OnTapped == nil || b.Disabled() {
		return nil, true
	}
	return b, true
}

// HoldFocus keeps the keyboard's focus on the screen itself for as long as it is shown, so that
// every key reaches the handlers installed with OnTypedRune and OnTypedKey, Tab too. Without
// it, Fyne's window gives Tab to its own focus: Tab on a game screen focused the first header
// button and left it the keys, so that the digits typed next were lost and Enter did nothing
// (a Tab that was to move the entry to the next team or player). A click beside the buttons,
// which takes the focus from whatever has it, gives it back to the screen. For screens that
// define their own keys and have no text field: the game screens and the card entry.
func (k *Keys) HoldFocus() {
	if k.target == nil {
		return // not in a window's content (NewWindowContent)
	}
	k.target.holding = true
	k.canvas.Focus(k.target)
}

// Release takes back everything the screen installed, and the focus.
func (k *Keys) Release() {
	if k.target != nil {
		k.target.holding = false
	}
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
//
// The keys lent to the screen (k) get a place in it that can hold the focus (Keys.HoldFocus).
func NewWindowContent(k *Keys, content fyne.CanvasObject) *fyne.Container {
	k.target = newKeyTarget(k.canvas)
	return container.New(&windowContent{canvas: k.canvas, content: content}, content, k.target)
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
	objs[0] = shown // objs is the container's own list: the window draws what it holds; the
	// key target after it keeps its size of nothing
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

// keyTarget is the screen's own place for the keyboard's focus (Keys.HoldFocus): it draws
// nothing, takes no taps, and hands every key to the handlers the screen gave the window, as the
// window does while nothing has the focus.
type keyTarget struct {
	widget.BaseWidget
	canvas  fyne.Canvas
	holding bool // while the screen holds the focus
}

func newKeyTarget(c fyne.Canvas) *keyTarget {
	t := &keyTarget{canvas: c}
	t.ExtendBaseWidget(t)
	return t
}

func (t *keyTarget) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewWithoutLayout())
}

func (t *keyTarget) MinSize() fyne.Size { return fyne.Size{} }

func (t *keyTarget) FocusGained() {}

// FocusLost takes the focus back when a click beside the controls left nobody with it; a
// widget that took it (a dialog's field lies in a layer of its own) keeps it.
func (t *keyTarget) FocusLost() {
	Do(func() { // once the focus has gone: the window drops it after telling the widget
		if t.holding && t.canvas.Focused() == nil {
			t.canvas.Focus(t)
		}
	})
}

func (t *keyTarget) TypedRune(r rune) {
	if h := t.canvas.OnTypedRune(); h != nil {
		h(r)
	}
}

func (t *keyTarget) TypedKey(e *fyne.KeyEvent) {
	if h := t.canvas.OnTypedKey(); h != nil {
		h(e)
	}
}

// AcceptsTab: Tab is the screen's key, not a step to the next control.
func (t *keyTarget) AcceptsTab() bool { return true }

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
