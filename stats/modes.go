package stats

import (
	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// figures is how the statistics read the figures of a mode that has some of its own: points,
// Matches, Weis, cells, predictions. A mode without an entry (one added with gamefile.Register)
// still counts everywhere games, wins, partners and opponents count: its sides come from
// gamefile.Mode.Sides and its winner from the engine's summary or the report.
type figures struct {
	// fromEngine sets out's figures and winner from the engine's running state of the game's
	// deals.
	fromEngine func(g *gamefile.Game, e gamefile.Engine, out *Game) error
	// fromReport sets out's figures from the game's check report.
	fromReport func(g *gamefile.Game, rep gamefile.Report, out *Game) error
}

// modeFigures is the one table of the modes with figures of their own (Game.Schieber,
// Game.Coiffeur, Game.Differenzler and the matching fields of Player).
var modeFigures = map[tally.Game]figures{
	tally.Schieber:     {fromEngine: schieberFromEngine, fromReport: schieberFromReport},
	tally.Coiffeur:     {fromEngine: coiffeurFromEngine, fromReport: coiffeurFromReport},
	tally.Differenzler: {fromEngine: differenzlerFromEngine, fromReport: differenzlerFromReport},
}
