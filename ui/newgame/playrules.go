package newgame

import (
	"fmt"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// Setting is a choice of the form whose options stand for the values of one rules setting, in
// the same order: the lines of the table's house rules.
type Setting[T comparable] struct {
	Select *widget.Select
	values []T
}

// NewSetting offers values under labels, the first chosen; changed is called when the players
// choose.
func NewSetting[T comparable](values []T, labels []string, changed func()) *Setting[T] {
	return &Setting[T]{Select: NewChoice(labels, 0, changed), values: values}
}

// Set shows value v (a preset's), without calling changed.
func (c *Setting[T]) Set(v T) {
	keep := c.Select.OnChanged
	c.Select.OnChanged = nil
	c.Select.SetSelectedIndex(max(ChoiceIndex(c.values, v), 0))
	c.Select.OnChanged = keep
}

// Value is the value chosen, as the rules write it.
func (c *Setting[T]) Value() T { return c.values[max(c.Select.SelectedIndex(), 0)] }

// Said is value v in the players' words, as the choice offers it, for a summary.
func (c *Setting[T]) Said(v T) string {
	if i := ChoiceIndex(c.values, v); i >= 0 {
		return c.Select.Options[i]
	}
	return fmt.Sprint(v)
}

// Undertrump is the line of every mode's form that says whether a trump may go under one
// already in the trick (RULES §3.3): the table agrees on it before it plays, and the referee and
// the card-by-card entry judge the play by it.
type Undertrump struct {
	*Setting[string]
	Line *FormLine
}

// NewUndertrump makes the line; changed is called when the players choose.
func NewUndertrump(changed func()) *Undertrump {
	s := NewSetting([]string{tally.UndertrumpForbidden, tally.UndertrumpHindersi, tally.UndertrumpOvertrump}, []string{
		lang.X("new.utForbidden", "Forbidden unless holding only trumps"),
		lang.X("new.utHindersi", "Allowed when void in the suit led"),
		lang.X("new.utOvertrump", "Who can overtrump must"),
	}, changed)
	return &Undertrump{Setting: s, Line: NewFormLine(lang.X("new.undertrump", "Undertrumping"), s.Select)}
}

// NewMatchBonus is the choice of what a Match counts (matchBonus 100, 50 or 0), each said as the
// whole Match: "A Match counts 257".
func NewMatchBonus(changed func()) *Setting[int] {
	values := []int{100, 50, 0}
	labels := make([]string, len(values))
	for i, b := range values {
		labels[i] = kit.Sprintf(lang.X("new.matchCounts", "A Match counts %d"), tally.DealPoints+b)
	}
	return NewSetting(values, labels, changed)
}
