package schieber

import (
	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/stats"
	"github.com/jasstafel/jasstafel/ui/statistics"
)

// StatColumns are the Schieber's own figures in the statistics table; the UI's table of modes
// (ui/modes.go) names them.
func StatColumns() []statistics.Column {
	return []statistics.Column{
		statistics.IntColumn(func() string { return lang.X("stats.deals", "Deals") }, func(p stats.Player) int { return p.Schieber.Deals }),
		statistics.IntColumn(func() string { return lang.X("stats.pointsFor", "Points for") }, func(p stats.Player) int { return p.Schieber.PointsFor }),
		statistics.IntColumn(func() string { return lang.X("stats.pointsAgainst", "Points against") }, func(p stats.Player) int { return p.Schieber.PointsAgainst }),
		statistics.IntColumn(func() string { return lang.X("stats.matches", "Matches") }, func(p stats.Player) int { return p.Schieber.Matches }),
		statistics.IntColumn(func() string { return lang.X("stats.matchesAgainst", "Matches against") }, func(p stats.Player) int { return p.Schieber.MatchesAgainst }),
		statistics.IntColumn(func() string { return lang.X("stats.weis", "Weis") }, func(p stats.Player) int { return p.Schieber.Weis }),
		statistics.IntColumn(func() string { return lang.X("stats.stoeck", "Stöck") }, func(p stats.Player) int { return p.Schieber.Stoeck }),
	}
}
