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

// Undertrump is the two lines of every mode's form on trumps under trumps (RULES §3.3): whether a
// trump may go under one already in the trick, and, when two trumps lie there, which of them a
// new one is measured against (undertrumpReference: the highest, or the lowest as some tables
// play). The table agrees on them before it plays, and the referee and the card-by-card entry
// judge the play by them.
type Undertrump struct {
	*Setting[string]
	Line *FormLine
	// Ref and RefLine are the choice of the trump measured against.
	Ref     *Setting[string]
	RefLine *FormLine
}

// NewUndertrump makes the lines; changed is called when the players choose.
func NewUndertrump(changed func()) *Undertrump {
	s := NewSetting([]string{tally.UndertrumpForbidden, tally.UndertrumpHindersi, tally.UndertrumpOvertrump}, []string{
		lang.X("new.utForbidden", "Forbidden unless holding only trumps"),
		lang.X("new.utHindersi", "Allowed when void in the suit led"),
		lang.X("new.utOvertrump", "Who can overtrump must"),
	}, changed)
	ref := NewSetting([]string{tally.ReferenceHighest, tally.ReferenceLowest}, []string{
		lang.X("new.utRefHighest", "The highest in the trick"),
		lang.X("new.utRefLowest", "The lowest in the trick"),
	}, changed)
	return &Undertrump{Setting: s, Line: NewFormLine(lang.X("new.undertrump", "Undertrumping"), s.Select),
		Ref: ref, RefLine: NewFormLine(lang.X("new.utReference", "Trump to beat"), ref.Select)}
}

// SetRules shows the rules' two settings (a preset's), without calling changed.
func (u *Undertrump) SetRules(r tally.Rules) {
	u.Set(r.Undertrump)
	u.Ref.Set(r.UndertrumpReference)
}

// Differs reports whether the lines hold other settings than r.
func (u *Undertrump) Differs(r tally.Rules) bool {
	return u.Value() != r.Undertrump || u.Ref.Value() != r.UndertrumpReference
}

// AddRules writes the lines' settings into a mode's rules keys.
func (u *Undertrump) AddRules(keys map[string]any) {
	keys["undertrump"] = u.Value()
	keys["undertrumpReference"] = u.Ref.Value()
}

// SaidRules is r's undertrumping in the players' words, for a summary: the choice as offered,
// and the trump measured against where it is not the usual highest.
func (u *Undertrump) SaidRules(r tally.Rules) string {
	said := u.Said(r.Undertrump)
	if r.UndertrumpReference == tally.ReferenceLowest {
		said = kit.Sprintf(lang.X("new.utAgainstLowest", "%s, against the lowest trump in the trick"), said)
	}
	return said
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

// NewGuschtiSplit is the choice of where Guschti and Mary change mode (guschtiSplit 5 or 4):
// "5 tricks, then 4".
func NewGuschtiSplit(changed func()) *Setting[int] {
	split := lang.X("new.guschtiSplit", "%d tricks, then %d")
	return NewSetting([]int{5, 4}, []string{fmt.Sprintf(split, 5, 4), fmt.Sprintf(split, 4, 5)}, changed)
}

// NewTrioChoice is the choice of which three modes a Trio may name (trioChoice, RULES §3.5):
// Obenabe, Undenufe and one trump, or any three different ones.
func NewTrioChoice(changed func()) *Setting[string] {
	return NewSetting([]string{tally.TrioKinds, tally.TrioDistinct}, []string{
		kit.Sprintf(lang.X("new.trioKinds", "%s, %s and one trump"), kit.ContractName("obenabe"), kit.ContractName("undenufe")),
		lang.X("new.trioDistinct", "Also two different trumps"),
	}, changed)
}
