package entry

import (
	"errors"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// cardMode is what a deal entered card by card does by the game's mode.
type cardMode struct {
	// weis and stoeck tell whether the rules count Weis and Stöck in the mode's deals.
	weis, stoeck func(r tally.Rules) bool
	// teams is true when a revoke may give the tricks to the other team (§3.6).
	teams bool
	// round is the complete deal for the game file; preview fills in its score.
	round   func(c *Cards) (gamefile.Round, error)
	preview func(c *Cards, p *CardsPreview)
}

// cardModes is the one table of the modes whose deals can be entered card by card; the game's
// screen offers the entry (ui/cards/entry.go). Cards of another mode cannot be bound. It is filled
// in init because the entries' functions look the table up again.
var cardModes map[tally.Game]cardMode

func init() {
	cardModes = map[tally.Game]cardMode{
		tally.Schieber: {
			weis:   func(r tally.Rules) bool { return r.Weis != tally.WeisOff },
			stoeck: func(r tally.Rules) bool { return r.Stoeck },
			teams:  true, round: (*Cards).schieberRound, preview: (*Cards).schieberPreview,
		},
		tally.Coiffeur: {weis: WeisAllowed, stoeck: StoeckAllowed, // only with coiffeurWeis (§9.3)
			teams: true, round: (*Cards).coiffeurRound, preview: (*Cards).coiffeurPreview},
		tally.Differenzler: {weis: never, stoeck: never, // no Weis, no Stöck, no teams
			round: (*Cards).differenzlerRound, preview: (*Cards).differenzlerPreview},
	}
}

// errNoCardEntry refuses cards of a mode without card-by-card entry.
var errNoCardEntry = errors.New("the deals of this mode are not entered card by card")

// noCards stands in for the mode of cards that were never bound.
var noCards = cardMode{weis: never, stoeck: never,
	round:   func(*Cards) (gamefile.Round, error) { return gamefile.Round{}, errNoCardEntry },
	preview: func(_ *Cards, p *CardsPreview) { p.Err = errNoCardEntry }}

func never(tally.Rules) bool { return false }

// mode is what the entry does by its game's mode.
func (c *Cards) mode() cardMode { return modeOf(c.Game) }

// modeOf is what an entry does in game g.
func modeOf(g tally.Game) cardMode {
	if m, ok := cardModes[g]; ok {
		return m
	}
	return noCards
}

// Counts reports whether a deal of game g under rules r counts Weis and Stöck: in Schieber
// unless the rules leave them out, in Coiffeur only with coiffeurWeis (§9.3), never in
// Differenzler. The screens grey what is not counted.
func Counts(g tally.Game, r tally.Rules) (weis, stoeck bool) {
	m := modeOf(g)
	return m.weis(r), m.stoeck(r)
}
