package entry

import (
	"bytes"

	"github.com/jasstafel/jasstafel/tally"
)

// Deal is what a mode types a deal into (Schieber, Coiffeur, Differenzler): its draft is what
// is saved across a crash or a restart.
type Deal interface {
	MarshalDraft() []byte
}

// Panel is a mode's entry panel: the new deal being typed and, while a written deal is
// corrected, that correction. Correcting is a mode: the new deal waits aside, unchanged, until the
// correction is written or cancelled, and only the new deal is ever saved as a draft. What
// differs between the modes (the next deal after a write, a restart, fitting the kept deal to
// the game as it now stands) the caller passes in.
type Panel[D Deal] struct {
	deal     D // the new deal
	fix      D // the correction, while fixIndex >= 0
	fixIndex int
}

// NewPanel starts a panel on the new deal d.
func NewPanel[D Deal](d D) Panel[D] { return Panel[D]{deal: d, fixIndex: -1} }

// Entry is what the pad and the buttons act on: the correction while correcting, else the new deal.
func (p *Panel[D]) Entry() *D {
	if p.fixIndex >= 0 {
		return &p.fix
	}
	return &p.deal
}

// Correcting returns the index of the deal being corrected, or -1.
func (p *Panel[D]) Correcting() int { return p.fixIndex }

// Correct opens written deal index, as entry fix, for correction; the new deal is kept aside.
func (p *Panel[D]) Correct(fix D, index int) {
	if index >= 0 {
		p.fix, p.fixIndex = fix, index
	}
}

// Cancel leaves the correction without writing it and returns to the new deal.
func (p *Panel[D]) Cancel() {
	var none D
	p.fix, p.fixIndex = none, -1
}

// Written is called after the entry was written. A correction returns to the new deal as it
// was, passed through back (nil: none) where the correction may have taken what it chose; a new
// deal makes way for next(it), the deal that follows.
func (p *Panel[D]) Written(back, next func(D) D) {
	if p.fixIndex >= 0 {
		p.Cancel()
		if back != nil {
			p.deal = back(p.deal)
		}
		return
	}
	p.deal = next(p.deal)
}

// Keep drops any correction and keeps the new deal as typed after the game changed beneath it
// (an undo, a redo, a removal), as a correction keeps it aside, passed through fit to the game
// as it now stands.
func (p *Panel[D]) Keep(fit func(D) D) {
	p.Cancel()
	p.deal = fit(p.deal)
}

// Draft is what is saved across a crash or a restart: the new deal only, never a correction.
func (p *Panel[D]) Draft() []byte { return p.deal.MarshalDraft() }

// FitSchieber is the typed Schieber deal d kept for the Vorhand that chooses now, nextVorhand.
// A deal nothing was typed into starts afresh for nextVorhand, its pad on the choosing team.
func FitSchieber(d Schieber, nextVorhand int) Schieber {
	untouched := NewSchieber(d.Vorhand)
	if bytes.Equal(d.MarshalDraft(), untouched.MarshalDraft()) {
		return NewSchieber(nextVorhand)
	}
	d.Vorhand = nextVorhand
	return d
}

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
