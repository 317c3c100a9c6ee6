package newgame

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/ui/kit"
)

// NewToolsLine is a line of an editor on the form (a Coiffeur's rows, a Schieber's
// multipliers): its name left of its tools, or above them in a phone's window, where the tools
// leave the name no room.
func NewToolsLine(name, tools fyne.CanvasObject) *fyne.Container {
	l := &toolsLineLayout{}
	l.box = container.New(l, name, tools)
	return l.box
}

// NewStepperLine is such a line whose tools leave its name room on one line on a phone too (a
// stepper's two buttons): the name, cut short where it must be, stays left of them.
func NewStepperLine(name, tools fyne.CanvasObject) *fyne.Container {
	l := &toolsLineLayout{oneLine: true}
	l.box = container.New(l, name, tools)
	return l.box
}

// NewChoiceLine is a setting's line in such an editor: its name left of its choice, which takes
// the rest of the line (a choice as narrow as it may be cuts its text), or above it, the whole
// width, in a phone's window.
func NewChoiceLine(name, choice fyne.CanvasObject) *fyne.Container {
	l := &toolsLineLayout{fill: true}
	l.box = container.New(l, name, choice)
	return l.box
}

type toolsLineLayout struct {
	box     *fyne.Container
	fill    bool // the tools take all the room the name leaves
	oneLine bool // the name stays beside the tools in a phone's window too
}

// stacked reports whether the name goes above the tools: in a phone's window, unless the line
// keeps to one.
func (l *toolsLineLayout) stacked() bool { return !l.oneLine && kit.NarrowWindow(l.box) }

func (l *toolsLineLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	name, tools := objs[0], objs[1]
	tw, nw, nh := tools.MinSize().Width, name.MinSize().Width, name.MinSize().Height
	if l.stacked() {
		if l.fill {
			tw = size.Width
		}
		name.Move(fyne.NewPos(0, 0))
		name.Resize(fyne.NewSize(size.Width, nh))
		tools.Move(fyne.NewPos(size.Width-tw, nh))
		tools.Resize(fyne.NewSize(tw, size.Height-nh))
		return
	}
	if l.fill {
		tw = max(tw, size.Width-nw-theme.Padding())
	}
	name.Move(fyne.NewPos(0, (size.Height-nh)/2))
	name.Resize(fyne.NewSize(max(0, size.Width-tw-theme.Padding()), nh))
	tools.Move(fyne.NewPos(size.Width-tw, 0))
	tools.Resize(fyne.NewSize(tw, size.Height))
}

func (l *toolsLineLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	name, tools := objs[0].MinSize(), objs[1].MinSize()
	if l.stacked() {
		return fyne.NewSize(max(name.Width, tools.Width), name.Height+tools.Height)
	}
	return fyne.NewSize(name.Width+theme.Padding()+tools.Width, max(name.Height, tools.Height))
}

// MultiplierRoom is the width a multiplier's label keeps, room for "×100" and for each of
// words, so that the steppers of an editor's lines stand in one column.
func MultiplierRoom(words ...string) float32 {
	w := widget.NewLabel("×100").MinSize().Width
	for _, s := range words {
		w = max(w, widget.NewLabel(s).MinSize().Width)
	}
	return w
}
