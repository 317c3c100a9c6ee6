package entry

import (
	"bytes"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// Panel is the Schieber entry panel: the new deal being typed and, while a written deal is
// corrected, that correction. Correcting is a mode: the new deal waits aside, unchanged, until the
// correction is written or cancelled, and only the new deal is ever saved as a draft.
type Panel struct {
	deal     Schieber // the next deal
	fix      Schieber // the correction, while fixIndex >= 0
	fixIndex int
}

// NewPanel starts a panel on the new deal d.
func NewPanel(d Schieber) Panel { return Panel{deal: d, fixIndex: -1} }

// Entry is what the pad and the buttons act on: the correction while correcting, else the new deal.
func (p *Panel) Entry() *Schieber {
	if p.fixIndex >= 0 {
		return &p.fix
	}
	return &p.deal
}

// Correcting returns the index of the deal being corrected, or -1.
func (p *Panel) Correcting() int { return p.fixIndex }

// Correct opens written deal index for correction; the new deal is kept aside.
func (p *Panel) Correct(r gamefile.Round, index int) {
	if index < 0 {
		return
	}
	p.fix, p.fixIndex = FromRound(r), index
}

// Cancel leaves the correction without writing it and returns to the new deal.
func (p *Panel) Cancel() { p.fix, p.fixIndex = Schieber{}, -1 }

// Written is called after the entry was written: a correction returns to the new deal as it was,
// a new deal makes way for the next one, chosen by nextVorhand.
func (p *Panel) Written(nextVorhand int) {
	if p.fixIndex >= 0 {
		p.Cancel()
		return
	}
	p.Restart(nextVorhand)
}

// Restart drops any correction and starts an empty new deal for nextVorhand, as after an undo.
func (p *Panel) Restart(nextVorhand int) {
	p.Cancel()
	p.deal = NewSchieber(nextVorhand)
}

// Keep drops any correction and keeps the new deal as typed after the game changed beneath it
// (an undo, a redo, a removal), as a correction keeps it aside: nextVorhand chooses it now. A
// deal nothing was typed into starts afresh for nextVorhand, its pad on the choosing team.
func (p *Panel) Keep(nextVorhand int) {
	p.Cancel()
	untouched := NewSchieber(p.deal.Vorhand)
	if bytes.Equal(p.deal.MarshalDraft(), untouched.MarshalDraft()) {
		p.deal = NewSchieber(nextVorhand)
		return
	}
	p.deal.Vorhand = nextVorhand
}

// Draft is what is saved across a crash or a restart: the new deal only, never a correction.
func (p *Panel) Draft() []byte { return p.deal.MarshalDraft() }

// Hold says why no new deal may be written on a game as it stands.
type Hold int

// The reasons a game takes no new deal.
const (
	HoldNone    Hold = iota // a new deal may be written
	HoldClaim               // both teams passed the target in the last deal: who claimed first?
	HoldDecided             // the game is won
)

// GameHold tells whether a new deal may be written after the deals of st. A correction of a
// written deal is always allowed.
func GameHold(st *tally.SchieberState) Hold {
	last := len(st.Scores) - 1
	for _, v := range st.Violations {
		if v.Rule == tally.RuleFinishUndecided && v.Round == last {
			return HoldClaim
		}
	}
	if st.Winner >= 0 {
		return HoldDecided
	}
	return HoldNone
}
