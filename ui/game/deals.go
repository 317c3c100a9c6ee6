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

// DealsAction is a button above the list of deals, for what belongs beside the deals but to no
// one of them (the Schieber's Best contract): the list closes, then Open runs.
type DealsAction struct {
	Label string
	Icon  fyne.Resource
	Open  func()
}

// Button is the action's button in a dialog: it closes the dialog with hide, then opens.
func (a DealsAction) Button(hide func()) *widget.Button {
	return widget.NewButtonWithIcon(a.Label, a.Icon, func() {
		hide()
		a.Open()
	})
}

// Analysis is what a deal's magnifier in the list of deals opens, and why it is greyed.
type Analysis struct {
	// Open shows the analysis of the deal; nil greys the magnifier.
	Open func()
	// Typed says that the deal was greyed only for being typed: entered card by card, it would
	// have been analysed.
	Typed bool
}

// ShowDeals lists n deals, each in the words of line, with a button that opens the deal for
// correction (edit) where editable says so, and, when remove is set, one that removes it: remove
// asks first and closes the list with closeList. When analyse is set, a third button opens what
// analyse gives for a deal — the analysis of a deal entered card by card — and is greyed where
// its Open is nil. actions go above the list, one button each.
func (g *Screen) ShowDeals(n int, line func(int) string, editable func(int) bool, edit func(int), remove func(i int, closeList func()), analyse func(int) Analysis, actions ...DealsAction) {
	var d dialog.Dialog
	win := g.Host.Window().Canvas().Size()
	var buttons, lines []fyne.CanvasObject // the actions, and the lines above the list
	for _, a := range actions {
		buttons = append(buttons, a.Button(func() { d.Hide() }))
	}
	// What each deal's magnifier opens, worked out once for the hint and the rows.
	var opens []func()
	greyed, typed := false, true
	if analyse != nil {
		opens = make([]func(), n)
		for i := range n {
			a := analyse(i)
			opens[i] = a.Open
			if a.Open == nil {
				greyed = true
				typed = typed && a.Typed
			}
		}
	}
	if greyed {
		// A greyed magnifier says nothing of why: the line above the deals does, in one short
		// line where typing was the only reason (it leaves a phone's list room for its deals).
		text := lang.X("game.analysisTyped", "The magnifier analyses a deal entered card by card.")
		if !typed {
			text = lang.X("game.analysisHint", "The magnifier analyses a deal entered card by card, of two sides of two players, in a trump suit, Obenabe, Undenufe, Slalom, Guschti, Mary or Trio.")
		}
		hint := widget.NewLabel(text)
		hint.Wrapping = fyne.TextWrapWord
		hint.Importance = widget.LowImportance
		lines = append(lines, hint)
	}
	var top fyne.CanvasObject
	switch {
	case kit.Low(win.Height) && len(buttons) > 0:
		// In a low window (a phone held sideways) the actions go beside the hint: each line
		// above the list is a deal fewer in sight.
		top = container.NewBorder(nil, nil, container.NewHBox(buttons...), nil, lines...)
	case len(buttons)+len(lines) > 0:
		top = container.NewVBox(append(buttons, lines...)...)
	}
	list := widget.NewList(
		func() int { return n },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Wrapping = fyne.TextWrapWord
			// Icons without a box: a box showed only on a greyed button, which then looked
			// like the one to tap.
			icon := func(r fyne.Resource) *widget.Button {
				b := widget.NewButtonWithIcon("", r, nil)
				b.Importance = widget.LowImportance
				return b
			}
			buttons := container.NewHBox(icon(theme.DocumentCreateIcon()))
			if remove != nil {
				buttons.Add(icon(theme.DeleteIcon()))
			}
			if analyse != nil {
				buttons.Add(icon(AnalysisIcon()))
			}
			return kit.NewTextAndButtons(l, buttons, dealTextMinWidth)
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
				open := opens[i]
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
	rows := kit.NewFittedList(list) // a deal's line wraps over several lines on a phone
	var body fyne.CanvasObject = rows.Content()
	if n == 0 {
		// An empty list says so, rather than showing an empty box under its actions.
		empty := widget.NewLabel(lang.X("game.noDeals", "No deal written yet."))
		empty.Alignment = fyne.TextAlignCenter
		body = container.NewVBox(empty)
	}
	d = dialog.NewCustom(lang.X("game.history", "Deals"), lang.X("dialog.close", "Close"),
		container.NewBorder(top, nil, nil, nil, body), g.Host.Window())
	height := win.Height * dealsHeightShare
	if kit.Low(win.Height) {
		height = win.Height - 2*theme.Padding()
	}
	d.Resize(fyne.NewSize(win.Width*dealsWidthShare, height))
	d.Show()
}

// The share of the window the list of deals takes, where the window is not low (kit.Low).
const (
	dealsWidthShare  = 0.9
	dealsHeightShare = 0.85
)

// dealTextMinWidth is the least width a deal's line keeps beside its buttons in the list of
// deals; narrower, the buttons go under it: a deal's line is about 60 letters.
const dealTextMinWidth = 300

// AnalysisIcon marks the ways to a deal's analysis: in the list of deals and the header.
func AnalysisIcon() fyne.Resource { return theme.SearchIcon() }
