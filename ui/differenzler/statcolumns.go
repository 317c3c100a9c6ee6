package differenzler

import (
	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/stats"
	"github.com/jasstafel/jasstafel/ui/statistics"
)

// StatColumns are the Differenzler's own figures in the statistics table; the UI's table of modes
// (ui/modes.go) names them.
func StatColumns() []statistics.Column {
	return []statistics.Column{
		statistics.IntColumn(func() string { return lang.X("stats.deals", "Deals") }, func(p stats.Player) int { return p.Differenzler.Deals }),
		statistics.IntColumn(func() string { return lang.X("stats.exact", "Exact") }, func(p stats.Player) int { return p.Differenzler.Exact }),
		statistics.DecimalColumn(func() string { return lang.X("stats.meanDeviation", "Mean deviation") }, func(p stats.Player) float64 { return p.Differenzler.MeanDeviation() }),
		statistics.IntColumn(func() string { return lang.X("stats.penalty", "Penalty") }, func(p stats.Player) int { return p.Differenzler.Penalty }),
	}
}
