package game

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/ui/kit"
)

// ShowDeals lists n deals, each in the words of line, with a button that opens the deal for
// correction (edit) where editable says so, and, when remove is set, one that removes it: remove
// asks first and closes the list with closeList. When analyse is set, a third button opens what
// analyse gives for a deal — the analysis of a deal entered card by card — and is greyed where
// it gives nil.
func (g *Screen) ShowDeals(n int, line func(int) string, editable func(int) bool, edit func(int), remove func(i int, closeList func()), analyse func(int) func()) {
	var d dialog.Dialog
	list := widget.NewList(
		func() int { return n },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Wrapping = fyne.TextWrapWord
			buttons := container.NewHBox(widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), nil))
			if remove != nil {
				buttons.Add(widget.NewButtonWithIcon("", theme.DeleteIcon(), nil))
			}
			if analyse != nil {
				buttons.Add(widget.NewButtonWithIcon("", AnalysisIcon(), nil))
			}
			return container.NewBorder(nil, nil, nil, buttons, l)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			row.Objects[0].(*widget.Label).SetText(line(i))
			btns := row.Objects[1].(*fyne.Container).Objects
			kit.Enable(btns[0].(*widget.Button), editable(i))
			btns[0].(*widget.Button).OnTapped = func() {
				d.Hide()
				edit(i)
			}
			if remove != nil {
				btns[1].(*widget.Button).OnTapped = func() { remove(i, d.Hide) }
			}
			if analyse != nil {
				open := analyse(i)
				b := btns[len(btns)-1].(*widget.Button)
				kit.Enable(b, open != nil)
				b.OnTapped = func() {
					if open != nil {
						d.Hide()
						open()
					}
				}
			}
		})
	d = dialog.NewCustom(lang.X("game.history", "Deals"), lang.X("dialog.close", "Close"), container.NewStack(list), g.Host.Window())
	d.Resize(fyne.NewSize(g.Host.Window().Canvas().Size().Width*0.9, g.Host.Window().Canvas().Size().Height*0.85))
	d.Show()
}

// AnalysisIcon marks the ways to a deal's analysis: in the list of deals and the header.
func AnalysisIcon() fyne.Resource { return theme.SearchIcon() }
