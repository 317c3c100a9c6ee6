package stats_test

import (
	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/stats"
)

// fromView computes the figures of a game as a full load shows it: the old way of reading them,
// which the figures the store keeps must always equal.
func fromView(v *persistence.GameView) (stats.Game, error) { return fromReport(v, v.Report()) }

// fromReport is fromView with the report given, e.g. a copy of the view's with a field broken.
func fromReport(v *persistence.GameView, rep gamefile.Report) (stats.Game, error) {
	g, err := stats.FromReport(uint64(v.ID), v.Game, rep, v.Created, v.Finished)
	g.Deleted = v.Deleted
	return g, err
}
