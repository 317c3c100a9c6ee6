package stats

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"
)

// The statistics as CSV: the columns named in the first line, one line per player, UTF-8, a
// name with a comma or a quote kept whole, and meanDeviation with two decimals as in the JSON.
func TestReportAsCSV(t *testing.T) {
	r := Report{Games: 2, Players: []Player{
		{Name: "Köbi", Games: 2, Finished: 2, Won: 1,
			Schieber:     SchieberStats{Games: 1, Won: 1, Deals: 12, PointsFor: 2518, PointsAgainst: 1347, Matches: 1, Weis: 170, Stoeck: 2},
			Differenzler: DifferenzlerStats{Games: 1, Deals: 3, Exact: 1, Deviation: 20, Penalty: 20}},
		{Name: `Anna "B", Bern`, Games: 1, Finished: 0, Won: 0,
			Coiffeur: CoiffeurStats{Games: 1, Cells: 4, Total: 480, Matches: 1}},
	}}
	var b bytes.Buffer
	if err := r.WriteCSV(&b); err != nil {
		t.Fatal(err)
	}
	want := "name,games,finished,won," +
		"schieber.games,schieber.won,schieber.deals,schieber.pointsFor,schieber.pointsAgainst,schieber.matches,schieber.matchesAgainst,schieber.weis,schieber.stoeck," +
		"coiffeur.games,coiffeur.won,coiffeur.cells,coiffeur.total,coiffeur.matches," +
		"differenzler.games,differenzler.won,differenzler.deals,differenzler.exact,differenzler.meanDeviation,differenzler.penalty\n" +
		// 20 / 3 deals = 6.666… → 6.67
		"Köbi,2,2,1,1,1,12,2518,1347,1,0,170,2,0,0,0,0,0,1,0,3,1,6.67,20\n" +
		`"Anna ""B"", Bern",1,0,0,0,0,0,0,0,0,0,0,0,1,0,4,480,1,0,0,0,0,0.00,0` + "\n"
	if b.String() != want {
		t.Errorf("CSV:\n%s\nwant:\n%s", b.String(), want)
	}
}

// Every CSV column is a field of the JSON of `jasstafel stats`, under the same name, with the
// same value: the two outputs never drift apart.
func TestCSVColumnsAreTheJSONFields(t *testing.T) {
	p := Player{Name: "Dora", Games: 3, Finished: 2, Won: 1,
		Schieber:     SchieberStats{Games: 1, Won: 1, Deals: 2, PointsFor: 3, PointsAgainst: 4, Matches: 5, MatchesAgainst: 6, Weis: 7, Stoeck: 8},
		Coiffeur:     CoiffeurStats{Games: 9, Won: 10, Cells: 11, Total: 12, Matches: 13},
		Differenzler: DifferenzlerStats{Games: 14, Won: 15, Deals: 16, Exact: 17, Deviation: 18, Penalty: 19}}
	data, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	var fields map[string]any
	if err := json.Unmarshal(data, &fields); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := (Report{Players: []Player{p}}).WriteCSV(&b); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for i, name := range rows[0] {
		var v any = fields
		for _, part := range strings.Split(name, ".") {
			m, ok := v.(map[string]any)
			if !ok {
				t.Fatalf("column %q is not a JSON field", name)
			}
			v = m[part]
		}
		if v == nil {
			t.Errorf("column %q is not a JSON field", name)
			continue
		}
		seen++
		var got any
		if err := json.Unmarshal([]byte(rows[1][i]), &got); err != nil {
			got = rows[1][i] // the name
		}
		if got != v {
			t.Errorf("column %q says %v, the JSON %v", name, rows[1][i], v)
		}
	}
	// Every leaf of the JSON has its column.
	leaves := 0
	var count func(v any)
	count = func(v any) {
		if m, ok := v.(map[string]any); ok {
			for _, x := range m {
				count(x)
			}
			return
		}
		leaves++
	}
	count(fields)
	if seen != leaves {
		t.Errorf("the CSV has %d of the JSON's %d fields", seen, leaves)
	}
}
