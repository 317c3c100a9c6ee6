package stats

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
)

// csvColumns are the columns of the statistics as CSV, named as the JSON of `jasstafel stats`
// names its fields (a mode's figures prefixed with the mode), and how each is read.
var csvColumns = []struct {
	name  string
	value func(p Player) string
}{
	{"name", func(p Player) string { return p.Name }},
	{"games", func(p Player) string { return strconv.Itoa(p.Games) }},
	{"finished", func(p Player) string { return strconv.Itoa(p.Finished) }},
	{"won", func(p Player) string { return strconv.Itoa(p.Won) }},
	{"schieber.games", func(p Player) string { return strconv.Itoa(p.Schieber.Games) }},
	{"schieber.won", func(p Player) string { return strconv.Itoa(p.Schieber.Won) }},
	{"schieber.deals", func(p Player) string { return strconv.Itoa(p.Schieber.Deals) }},
	{"schieber.pointsFor", func(p Player) string { return strconv.Itoa(p.Schieber.PointsFor) }},
	{"schieber.pointsAgainst", func(p Player) string { return strconv.Itoa(p.Schieber.PointsAgainst) }},
	{"schieber.matches", func(p Player) string { return strconv.Itoa(p.Schieber.Matches) }},
	{"schieber.matchesAgainst", func(p Player) string { return strconv.Itoa(p.Schieber.MatchesAgainst) }},
	{"schieber.weis", func(p Player) string { return strconv.Itoa(p.Schieber.Weis) }},
	{"schieber.stoeck", func(p Player) string { return strconv.Itoa(p.Schieber.Stoeck) }},
	{"coiffeur.games", func(p Player) string { return strconv.Itoa(p.Coiffeur.Games) }},
	{"coiffeur.won", func(p Player) string { return strconv.Itoa(p.Coiffeur.Won) }},
	{"coiffeur.cells", func(p Player) string { return strconv.Itoa(p.Coiffeur.Cells) }},
	{"coiffeur.total", func(p Player) string { return strconv.Itoa(p.Coiffeur.Total) }},
	{"coiffeur.matches", func(p Player) string { return strconv.Itoa(p.Coiffeur.Matches) }},
	{"differenzler.games", func(p Player) string { return strconv.Itoa(p.Differenzler.Games) }},
	{"differenzler.won", func(p Player) string { return strconv.Itoa(p.Differenzler.Won) }},
	{"differenzler.deals", func(p Player) string { return strconv.Itoa(p.Differenzler.Deals) }},
	{"differenzler.exact", func(p Player) string { return strconv.Itoa(p.Differenzler.Exact) }},
	{"differenzler.meanDeviation", func(p Player) string {
		return strconv.FormatFloat(roundCents(p.Differenzler.MeanDeviation()), 'f', 2, 64)
	}},
	{"differenzler.penalty", func(p Player) string { return strconv.Itoa(p.Differenzler.Penalty) }},
}

// WriteCSV writes the players' figures as CSV, UTF-8: the column names in the first line, then
// one line per player in the report's order.
func (r Report) WriteCSV(w io.Writer) error {
	out := csv.NewWriter(w)
	row := make([]string, len(csvColumns))
	for i, c := range csvColumns {
		row[i] = c.name
	}
	if err := out.Write(row); err != nil {
		return err
	}
	for _, p := range r.Players {
		for i, c := range csvColumns {
			row[i] = c.value(p)
		}
		if err := out.Write(row); err != nil {
			return err
		}
	}
	out.Flush()
	if err := out.Error(); err != nil {
		return fmt.Errorf("statistics as CSV: %w", err)
	}
	return nil
}
