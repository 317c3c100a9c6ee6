package ui

import (
	"fyne.io/fyne/v2"
)

// boardAndPanel puts the entry panel beside the board when the window is wider than high
// (a tablet in landscape, a desktop) and under it in portrait.
type boardAndPanel struct{}

func newBoardAndPanel(boardObj, panel fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: boardAndPanel{}, Objects: []fyne.CanvasObject{boardObj, panel}}
}

// Landscape reports whether a size is laid out side by side.
func Landscape(s fyne.Size) bool { return s.Width >= s.Height }

func (boardAndPanel) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) != 2 {
		return
	}
	b, p := objs[0], objs[1]
	if Landscape(size) {
		pw := max(size.Width*0.42, min(460, size.Width*0.6))
		b.Move(fyne.NewPos(0, 0))
		b.Resize(fyne.NewSize(size.Width-pw, size.Height))
		p.Move(fyne.NewPos(size.Width-pw, 0))
		p.Resize(fyne.NewSize(pw, size.Height))
		return
	}
	bh := size.Height * 0.38
	b.Move(fyne.NewPos(0, 0))
	b.Resize(fyne.NewSize(size.Width, bh))
	p.Move(fyne.NewPos(0, bh))
	p.Resize(fyne.NewSize(size.Width, size.Height-bh))
}

func (boardAndPanel) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(320, 480)
}
