package coiffeur

import (
	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/stats"
	"github.com/jasstafel/jasstafel/ui/statistics"
)

// StatColumns are the Coiffeur's own figures in the statistics table; the UI's table of modes
// (ui/modes.go) names them.
func StatColumns() []statistics.Column {
	return []statistics.Column{
		statistics.IntColumn(func() string { return lang.X("stats.cells", "Cells") }, func(p stats.Player) int { return p.Coiffeur.Cells }),
		statistics.IntColumn(func() string { return lang.X("stats.total", "Total") }, func(p stats.Player) int { return p.Coiffeur.Total }),
		statistics.DecimalColumn(func() string { return lang.X("stats.perCell", "Per cell") }, func(p stats.Player) float64 { return p.Coiffeur.PerCell() }),
		statistics.IntColumn(func() string { return lang.X("stats.matches", "Matches") }, func(p stats.Player) int { return p.Coiffeur.Matches }),
	}
}
