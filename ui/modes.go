package ui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
)

// modeScreen is what the UI knows of one game mode: its name for the players and, once the app
// has a screen for it, how to open a game of that mode.
type modeScreen struct {
	mode  tally.Game
	label func() string
	// open builds the game's screen; nil while this version has no screen for the mode.
	open func(u *UI, v *persistence.GameView) screen
	// statColumns are the mode's own figures in the statistics table.
	statColumns func() []statColumn
}

// modeScreens is the one place in the UI that knows the game modes, in the order the new-game
// screen offers them. It is a function because the screens it opens lead back to it.
func modeScreens() []modeScreen {
	return []modeScreen{
		{mode: tally.Schieber, label: func() string { return lang.X("mode.schieber", "Schieber") },
			open: func(u *UI, v *persistence.GameView) screen {
				g := newSchieberScreen(u, v)
				u.game = g
				return g
			}, statColumns: schieberColumns},
		{mode: tally.Coiffeur, label: func() string { return lang.X("mode.coiffeur", "Coiffeur") },
			open:        func(u *UI, v *persistence.GameView) screen { u.game = nil; return newCoiffeurScreen(u, v) },
			statColumns: coiffeurColumns},
		{mode: tally.Differenzler, label: func() string { return lang.X("mode.differenzler", "Differenzler") },
			open:        func(u *UI, v *persistence.GameView) screen { u.game = nil; return newDifferenzlerScreen(u, v) },
			statColumns: differenzlerColumns},
	}
}

// lookupMode finds the UI's entry for a mode.
func lookupMode(mode tally.Game) (modeScreen, bool) {
	for _, m := range modeScreens() {
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

// errNoScreen says that this version cannot show a game of the mode.
func errNoScreen() error {
	return fmt.Errorf("%s", lang.X("error.mode", "This version of Jasstafel cannot show this kind of game."))
}
