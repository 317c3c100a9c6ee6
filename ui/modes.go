package ui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/coiffeur"
	"github.com/jasstafel/jasstafel/ui/differenzler"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/newgame"
	"github.com/jasstafel/jasstafel/ui/schieber"
	"github.com/jasstafel/jasstafel/ui/statistics"
)

// modeScreen is what the UI knows of one game mode: its name for the players and, once the app
// has a screen for it, how to open a game of that mode.
type modeScreen struct {
	mode  tally.Game
	label func() string
	// open builds the game's screen; nil while this version has no screen for the mode.
	open func(u *UI, v *persistence.GameView) kit.Screen
	// statColumns are the mode's own figures in the statistics table.
	statColumns func() []statistics.Column
	// pairPoints: the statistics keep the sides' points of partners and opponents
	// (statistics.Mode.PairPoints).
	pairPoints bool
	// lastContract is the contract of the game's last deal, which the referee opens on from the
	// game: "" when it has none.
	lastContract func(g *gamefile.Game) string
	// setup builds the mode's part of the new-game form.
	setup func(store newgame.Store, skin string, changed func()) newgame.Setup
	// firstTurn asks who begins a game played again, as the form asks it; nil: the first seat.
	firstTurn *newgame.FirstTurn
}

// modeTable is the one place in the UI that knows the game modes, in the order the new-game
// screen offers them. Adding a mode is adding its line here (its package gives the rest). It is
// filled in init because the screens it opens lead back to it.
var modeTable []modeScreen

func init() {
	modeTable = []modeScreen{
		{mode: tally.Schieber, label: schieber.Label,
			open:        func(u *UI, v *persistence.GameView) kit.Screen { return schieber.New(u, u.store, v) },
			statColumns: schieber.StatColumns, pairPoints: true, lastContract: schieber.LastContract,
			setup: schieber.Setup, firstTurn: &schieber.FirstTurn},
		{mode: tally.Coiffeur, label: coiffeur.Label,
			open:        func(u *UI, v *persistence.GameView) kit.Screen { return coiffeur.New(u, u.store, v) },
			statColumns: coiffeur.StatColumns, lastContract: coiffeur.LastContract,
			setup: coiffeur.Setup, firstTurn: &coiffeur.FirstTurn},
		{mode: tally.Differenzler, label: differenzler.Label,
			open:        func(u *UI, v *persistence.GameView) kit.Screen { return differenzler.New(u, u.store, v) },
			statColumns: differenzler.StatColumns, lastContract: differenzler.LastContract,
			setup: differenzler.Setup, firstTurn: &differenzler.FirstTurn},
	}
}

// newGameModes are the modes as the new-game form offers them, in the table's order.
func newGameModes() []newgame.Mode {
	var out []newgame.Mode
	for _, m := range modeTable {
		out = append(out, newgame.Mode{Game: m.mode, Label: m.label, Setup: m.setup})
	}
	return out
}

// statModes are the modes as the statistics offer them, in the table's order.
func statModes() []statistics.Mode {
	var out []statistics.Mode
	for _, m := range modeTable {
		out = append(out, statistics.Mode{Game: m.mode, Label: m.label, Columns: m.statColumns, PairPoints: m.pairPoints})
	}
	return out
}

// lookupMode finds the UI's entry for a mode.
func lookupMode(mode tally.Game) (modeScreen, bool) {
	for _, m := range modeTable {
		if m.mode == mode {
			return m, true
		}
	}
	return modeScreen{}, false
}

// modeName is a mode's name in the players' language; an unknown mode shows as it is stored.
func modeName(mode tally.Game) string {
	if m, ok := lookupMode(mode); ok {
		return m.label()
	}
	return string(mode)
}

// ModeName is a mode's name in the players' language, for the features that name modes.
func (u *UI) ModeName(mode tally.Game) string { return modeName(mode) }

// errNoScreen says that this version cannot show a game of the mode.
func errNoScreen() error {
	return fmt.Errorf("%s", lang.X("error.mode", "This version of Jasstafel cannot show this kind of game."))
}

// What the screens ask of a mode beyond its screen comes from the registry of modes
// (gamefile.Mode), not from the mode's name.

// lowerWins tells whether the lowest total wins a game of mode (penalty points).
func lowerWins(mode tally.Game) bool {
	m, ok := gamefile.Lookup(mode)
	return ok && m.LowerWins()
}

// seatedSides is the number of sides the players of a game of mode sit in by its default
// rules: two teams, or each player on their own; 0 for a mode this version does not know.
func seatedSides(mode tally.Game, players []string) int {
	m, ok := gamefile.Lookup(mode)
	if !ok {
		return 0
	}
	n := 0
	for _, s := range m.Sides(&gamefile.Game{Mode: mode, Players: players}) {
		n = max(n, s+1)
	}
	return n
}
