package newgame

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// listButton is a name field's ▾, which opens the names played before. Fyne makes it a button,
// which Tab stops at: four names typed at a keyboard took eight Tabs, each field's ▾ between it
// and the next. This one is tapped or clicked as that button was, but takes no focus, so Tab goes
// from one name to the next.
type listButton struct {
	widget.BaseWidget
	button *widget.Button // Fyne's, whose tap opens the list; not shown
	icon   *widget.Icon
}

// newNameField is a name field whose ▾ Tab passes by.
func newNameField() *widget.SelectEntry {
	e := widget.NewSelectEntry(nil)
	e.SetOptions(nil) // makes the field's ▾ (ActionItem), which the list's options keep
	if b, ok := e.ActionItem.(*widget.Button); ok {
		l := &listButton{button: b, icon: widget.NewIcon(b.Icon)}
		l.ExtendBaseWidget(l)
		e.ActionItem = l
	}
	return e
}

func (l *listButton) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewCenter(l.icon))
}

// MinSize is the button's: the field keeps its size.
func (l *listButton) MinSize() fyne.Size { return l.button.MinSize() }

func (l *listButton) Tapped(*fyne.PointEvent) {
	if !l.button.Disabled() && l.button.OnTapped != nil {
		l.button.OnTapped()
	}
}

func (l *listButton) Enable()        { l.button.Enable() }
func (l *listButton) Disable()       { l.button.Disable() }
func (l *listButton) Disabled() bool { return l.button.Disabled() }
