package schieber

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
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/newgame"
)

// multiplierFamilies are the contract families whose multipliers the form sets: those of the
// contracts a Schieber deal offers once every family has a multiplier (entry.Contracts, which
// knows them), in the order of the deal's buttons. mixedFamily says which of them a table may
// leave out: the four trumps and the two modes are always played (RULES §3.5, §7.3).
var multiplierFamilies, mixedFamily = schieberFamilies()

func schieberFamilies() (families []string, mixed []bool) {
	every := tally.Rules{Multipliers: map[string]int{}}
	for _, k := range tally.MultiplierKeys {
		every.Multipliers[k] = 1
	}
	for _, k := range entry.Contracts(every) {
		c, err := entry.ButtonContract(k)
		if err != nil || slices.Contains(families, c.Family()) {
			continue
		}
		families = append(families, c.Family())
		mixed = append(mixed, c.Mixed())
	}
	return families, mixed
}

// maxMultiplier is the largest multiplier the rules take (tally.Rules.Validate).
const maxMultiplier = 100

// notPlayed is the multiplier the editor keeps for a mixed contract the table does not play.
const notPlayed = 0

// multipliersEditor sets what each contract counts: one line per contract with its name and a
// stepper; a mixed contract steps down from ×1 to not played.
type multipliersEditor struct {
	skin    string
	mult    []int // per multiplierFamilies; notPlayed for a mixed contract left out
	changed func()
	lines   []*multiplierLine
	root    *fyne.Container
}

// multiplierLine is the line of one contract: its name, its multiplier and the stepper's buttons.
type multiplierLine struct {
	name, value *widget.Label
	less, more  *widget.Button
}

func newMultipliersEditor(skin string, changed func()) *multipliersEditor {
	e := &multipliersEditor{skin: skin, mult: make([]int, len(multiplierFamilies)), changed: changed}
	boxes := make([]fyne.CanvasObject, len(multiplierFamilies))
	room := newgame.MultiplierRoom(notPlayedText())
	for i := range multiplierFamilies {
		l := &multiplierLine{name: widget.NewLabel(""), value: widget.NewLabel("")}
		l.name.Truncation = fyne.TextTruncateEllipsis
		l.value.Alignment = fyne.TextAlignCenter
		keep := canvas.NewRectangle(color.Transparent)
		keep.SetMinSize(fyne.NewSize(room, 0))
		l.less = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { e.onStep(i, -1) })
		l.more = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { e.onStep(i, +1) })
		boxes[i] = newgame.NewStepperLine(l.name, container.NewHBox(l.less, container.NewStack(keep, l.value), l.more))
		e.lines = append(e.lines, l)
	}
	e.root = container.NewVBox(boxes...)
	return e
}

// notPlayedText is what the line of a mixed contract the table leaves out says for its multiplier.
func notPlayedText() string { return lang.X("new.notPlayed", "not played") }

// set shows the multipliers of a preset: a trump or mode it does not name counts once, as the
// rules count it (tally.Rules.Multiplier), a mixed contract it does not name is not played.
func (e *multipliersEditor) set(m map[string]int) {
	played := playedMultipliers(m)
	for i, f := range multiplierFamilies {
		e.mult[i] = played[f] // notPlayed when it is not there
		e.show(i)
	}
}

// playedMultipliers are multipliers m as the editor holds them: every trump and mode, a trump or
// mode that m does not name at ×1, the mixed contracts m names, each within the rules' bounds,
// and no contract the editor does not offer.
func playedMultipliers(m map[string]int) map[string]int {
	out := make(map[string]int, len(multiplierFamilies))
	for i, f := range multiplierFamilies {
		v, ok := m[f]
		switch {
		case ok:
			out[f] = min(max(v, 1), maxMultiplier)
		case !mixedFamily[i]:
			out[f] = 1
		}
	}
	return out
}

// value is the multipliers as the rules write them: every contract played, and no other.
func (e *multipliersEditor) value() map[string]int {
	m := make(map[string]int, len(multiplierFamilies))
	for i, f := range multiplierFamilies {
		if e.mult[i] != notPlayed {
			m[f] = e.mult[i]
		}
	}
	return m
}

// plays reports whether the table plays one of the contracts of families.
func (e *multipliersEditor) plays(families ...string) bool {
	for i, f := range multiplierFamilies {
		if e.mult[i] != notPlayed && slices.Contains(families, f) {
			return true
		}
	}
	return false
}

// show writes contract i's line: its name, its multiplier, and which steps it can take.
func (e *multipliersEditor) show(i int) {
	l, v := e.lines[i], e.mult[i]
	kit.SetText(l.name, kit.ContractText(multiplierFamilies[i], e.skin))
	text := fmt.Sprintf("×%d", v)
	if v == notPlayed {
		text = notPlayedText()
	}
	kit.SetText(l.value, text)
	kit.Enable(l.less, v > e.least(i))
	kit.Enable(l.more, v < maxMultiplier)
}

// least is the lowest multiplier contract i can have: a mixed contract can be left out.
func (e *multipliersEditor) least(i int) int {
	if mixedFamily[i] {
		return notPlayed
	}
	return 1
}

func (e *multipliersEditor) onStep(i, step int) {
	if i < 0 || i >= len(e.mult) {
		return
	}
	v := min(max(e.mult[i]+step, e.least(i)), maxMultiplier)
	if v == e.mult[i] {
		return
	}
	e.mult[i] = v
	e.show(i)
	e.changed()
}
