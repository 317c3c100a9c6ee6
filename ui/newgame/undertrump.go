package newgame

import (
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/tally"
)

// undertrumpValues are the undertrump settings (RULES §3.3) in the order Undertrump offers them.
var undertrumpValues = []string{tally.UndertrumpForbidden, tally.UndertrumpHindersi, tally.UndertrumpOvertrump}

// Undertrump is the line of every mode's form that says whether a trump may go under one
// already in the trick: the table agrees on it before it plays, and the referee and the
// card-by-card entry judge the play by it.
type Undertrump struct {
	Select *widget.Select
	Line   *FormLine
}

// NewUndertrump makes the line; changed is called when the players choose.
func NewUndertrump(changed func()) *Undertrump {
	sel := NewChoice([]string{
		lang.X("new.utForbidden", "Forbidden unless holding only trumps"),
		lang.X("new.utHindersi", "Allowed when void in the suit led"),
		lang.X("new.utOvertrump", "Who can overtrump must"),
	}, 0, changed)
	return &Undertrump{Select: sel, Line: NewFormLine(lang.X("new.undertrump", "Undertrumping"), sel)}
}

// Set shows the setting v (a preset's), without calling changed.
func (u *Undertrump) Set(v string) {
	keep := u.Select.OnChanged
	u.Select.OnChanged = nil
	u.Select.SetSelectedIndex(max(ChoiceIndex(undertrumpValues, v), 0))
	u.Select.OnChanged = keep
}

// Value is the setting chosen, as the rules write it.
func (u *Undertrump) Value() string { return undertrumpValues[max(u.Select.SelectedIndex(), 0)] }

// Said is setting v in the players' words, as the line offers it, for a summary.
func (u *Undertrump) Said(v string) string {
	if i := ChoiceIndex(undertrumpValues, v); i >= 0 {
		return u.Select.Options[i]
	}
	return v
}
