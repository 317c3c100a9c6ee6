package cards

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// cardsColumnShare is the part of the width the cards get beside the rest of the card entry:
// nine cards a row, against four names and a few words.
const cardsColumnShare = 0.7

// oneOrTwoColumns shows the card entry's rows in one column where the window is high enough for
// each at a finger's height, and otherwise, in a window wider than high (a phone held
// sideways), the cards in a column of their own beside the rest: every control stays a finger
// high without scrolling. The same rows are in both arrangements; one is shown at a time.
type oneOrTwoColumns struct{ one, two fyne.CanvasObject }

func newOneOrTwoColumns(one, two fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: &oneOrTwoColumns{one, two}, Objects: []fyne.CanvasObject{one}}
}

// split reports whether a window area of size shows two columns.
func (l *oneOrTwoColumns) split(size fyne.Size) bool {
	return l.one.MinSize().Height > size.Height && size.Width > size.Height
}

func (l *oneOrTwoColumns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	shown := l.one
	if l.split(size) {
		shown = l.two
	}
	objs[0] = shown // objs is the container's own list: the window draws what it holds
	shown.Move(fyne.NewPos(0, 0))
	shown.Resize(size)
}

// MinSize is one column's width and the lower of the two heights: a window too low for one
// column shows two.
func (l *oneOrTwoColumns) MinSize([]fyne.CanvasObject) fyne.Size {
	one, two := l.one.MinSize(), l.two.MinSize()
	return fyne.NewSize(one.Width, min(one.Height, two.Height))
}

// columns puts the rest of the card entry on the left and the cards on the right.
type columns struct{}

func newColumns(rest, cards fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: columns{}, Objects: []fyne.CanvasObject{rest, cards}}
}

func (columns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	gap := theme.Padding()
	right := (size.Width - gap) * cardsColumnShare
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width-gap-right, size.Height))
	objs[1].Move(fyne.NewPos(size.Width-right, 0))
	objs[1].Resize(fyne.NewSize(right, size.Height))
}

func (columns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	a, b := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(a.Width+theme.Padding()+b.Width, max(a.Height, b.Height))
}
