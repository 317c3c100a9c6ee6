package coiffeur

import (
	"fmt"
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/newgame"
)

// Limits of a Coiffeur sheet (RULES §9.2).
const (
	maxSheetRows  = 20
	maxMultiplier = 100
)

// jokerContracts are the six contracts a Joker row accepts.
var jokerContracts = []string{"D", "H", "S", "C", "obenabe", "undenufe"}

// rowKinds are the rows a group can add to a Coiffeur sheet, in the order the picker offers
// them: one row per contract, the Slalom, Trio families, and a Joker row for any simple contract.
var rowKinds = []tally.Row{
	{Name: "D", Contracts: []string{"D"}},
	{Name: "H", Contracts: []string{"H"}},
	{Name: "S", Contracts: []string{"S"}},
	{Name: "C", Contracts: []string{"C"}},
	{Name: "obenabe", Contracts: []string{"obenabe"}},
	{Name: "undenufe", Contracts: []string{"undenufe"}},
	{Name: "slalom", Contracts: []string{"slalom"}},
	{Name: "slalom-obenabe", Contracts: []string{"slalom-obenabe"}},
	{Name: "slalom-undenufe", Contracts: []string{"slalom-undenufe"}},
	{Name: "guschti", Contracts: []string{"guschti"}},
	{Name: "mary", Contracts: []string{"mary"}},
	{Name: "trio", Contracts: []string{"trio"}},
	{Name: "joker", Contracts: jokerContracts},
}

// setupRowLabel is a Coiffeur row's name for the players: its contract (with the suit sign of the
// skin) or "Joker".
func setupRowLabel(r tally.Row, skin string) string {
	if r.Name == "joker" {
		return lang.X("new.rowJoker", "Joker")
	}
	return kit.ContractText(r.Name, skin)
}

// rowsEditor changes the rows of a Coiffeur sheet: one line per row with its name, a
// multiplier stepper and buttons to move it up, down or away, and a picker to add one.
type rowsEditor struct {
	skin    string
	rows    []tally.Row
	changed func()
	// shown are the lines on screen, line i showing rows[i]; a tap changes their texts and
	// buttons in place, and only adding or removing a row adds or drops a line.
	shown []*rowLine
	lines *fyne.Container
	add   *widget.Select
	root  *fyne.Container
}

// rowLine is the line of one row: its name, its multiplier and its buttons.
type rowLine struct {
	name, mult                   *widget.Label
	less, more, up, down, remove *widget.Button
	box                          *fyne.Container
}

func newRowsEditor(skin string, rows []tally.Row, changed func()) *rowsEditor {
	e := &rowsEditor{skin: skin, changed: func() {}}
	e.lines = container.NewVBox()
	labels := make([]string, len(rowKinds))
	for i, k := range rowKinds {
		labels[i] = setupRowLabel(k, skin)
	}
	e.add = widget.NewSelect(labels, nil)
	e.add.PlaceHolder = lang.X("new.addRow", "Add a row…")
	e.add.OnChanged = func(string) { e.onAdd(e.add.SelectedIndex()) }
	e.setRows(rows)
	e.root = container.NewVBox(e.lines, e.add)
	e.changed = changed
	return e
}

// setRows replaces the rows, as choosing a preset does.
func (e *rowsEditor) setRows(rows []tally.Row) {
	e.rows = copyRows(rows)
	e.rebuild()
}

func copyRows(rows []tally.Row) []tally.Row {
	out := make([]tally.Row, len(rows))
	for i, r := range rows {
		out[i] = tally.Row{Name: r.Name, Multiplier: r.Multiplier, Contracts: slices.Clone(r.Contracts)}
	}
	return out
}

// rebuild brings the lines to one per row and shows each row on its line. The lines stay
// where they are: a tap on a stepper changes one label and two buttons, not the whole list.
func (e *rowsEditor) rebuild() {
	if len(e.shown) != len(e.rows) {
		for len(e.shown) < len(e.rows) {
			e.shown = append(e.shown, e.newLine(len(e.shown)))
		}
		e.shown = e.shown[:len(e.rows)]
		objs := make([]fyne.CanvasObject, len(e.shown))
		for i, l := range e.shown {
			objs[i] = l.box
		}
		e.lines.Objects = objs
		e.lines.Refresh()
	}
	for i := range e.rows {
		e.show(i)
	}
	if len(e.rows) >= maxSheetRows {
		e.add.Disable()
	} else {
		e.add.Enable()
	}
}

// newLine makes the line at place i; its buttons act on whatever row is at that place.
func (e *rowsEditor) newLine(i int) *rowLine {
	l := &rowLine{name: widget.NewLabel(""), mult: widget.NewLabel("")}
	l.name.Truncation = fyne.TextTruncateEllipsis
	l.mult.Alignment = fyne.TextAlignCenter
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(newgame.MultiplierRoom(), 0))
	l.less = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { e.onMultiplier(i, -1) })
	l.more = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { e.onMultiplier(i, +1) })
	l.up = widget.NewButtonWithIcon("", theme.MoveUpIcon(), func() { e.onMove(i, -1) })
	l.down = widget.NewButtonWithIcon("", theme.MoveDownIcon(), func() { e.onMove(i, +1) })
	l.remove = widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { e.onRemove(i) })
	tools := container.NewHBox(l.less, container.NewStack(room, l.mult), l.more, l.up, l.down, l.remove)
	l.box = newgame.NewToolsLine(l.name, tools)
	return l
}

// show writes row i on its line: its place and name, its multiplier, and which buttons apply.
func (e *rowsEditor) show(i int) {
	l, r := e.shown[i], e.rows[i]
	kit.SetText(l.name, fmt.Sprintf("%d. %s", i+1, setupRowLabel(r, e.skin)))
	kit.SetText(l.mult, fmt.Sprintf("×%d", r.Multiplier))
	kit.Enable(l.less, r.Multiplier > 1)
	kit.Enable(l.more, r.Multiplier < maxMultiplier)
	kit.Enable(l.up, i > 0)
	kit.Enable(l.down, i < len(e.rows)-1)
	kit.Enable(l.remove, len(e.rows) > 1)
}

func (e *rowsEditor) onMultiplier(i, step int) {
	if i < 0 || i >= len(e.rows) {
		return
	}
	e.rows[i].Multiplier = min(max(e.rows[i].Multiplier+step, 1), maxMultiplier)
	e.show(i)
	e.changed()
}

func (e *rowsEditor) onMove(i, step int) {
	j := i + step
	if i < 0 || j < 0 || i >= len(e.rows) || j >= len(e.rows) {
		return
	}
	e.rows[i], e.rows[j] = e.rows[j], e.rows[i]
	e.rebuild()
	e.changed()
}

func (e *rowsEditor) onRemove(i int) {
	if i < 0 || i >= len(e.rows) || len(e.rows) <= 1 {
		return
	}
	e.rows = slices.Delete(e.rows, i, i+1)
	e.rebuild()
	e.changed()
}

// onAdd puts a row of the chosen kind at the bottom with the next multiplier up.
func (e *rowsEditor) onAdd(kind int) {
	if kind < 0 || kind >= len(rowKinds) {
		return
	}
	e.add.ClearSelected()
	if len(e.rows) >= maxSheetRows {
		return
	}
	next := 1
	for _, r := range e.rows {
		next = max(next, r.Multiplier+1)
	}
	k := rowKinds[kind]
	e.rows = append(e.rows, tally.Row{Name: k.Name, Multiplier: min(next, maxMultiplier), Contracts: slices.Clone(k.Contracts)})
	e.rebuild()
	e.changed()
}
