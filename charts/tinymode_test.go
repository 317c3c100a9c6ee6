package charts

import (
	"bytes"
	"errors"
	"image/png"
	"slices"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/internal/tinymode"
)

const tinyGame = `{"format": "jasstafel/1", "mode": "tiny", "players": ["Anna", "Beat", "Carla", "Dölf"],
 "rounds": [{"points": [3, 5]}, {"points": [4, 1]}, {"points": [6, 2]}]}`

// TestRegisteredModeIsCharted draws the chart, writes the CSV and counts a player's charts of a
// mode that only the registry knows (tinymode), from the running totals the mode gives.
func TestRegisteredModeIsCharted(t *testing.T) {
	tinymode.Register(t)
	g, err := gamefile.Decode([]byte(tinyGame))
	if err != nil {
		t.Fatal(err)
	}
	rep := gamefile.Check("tiny.json", g)
	d, err := Series(g, rep)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(d.Sides, []string{"Anna & Carla", "Beat & Dölf"}) || d.Deals != 3 || d.Winner != 0 || d.Decided != 2 ||
		!slices.Equal(d.Totals[0], []int{3, 7, 13}) || !slices.Equal(d.Totals[1], []int{5, 6, 8}) {
		t.Fatalf("chart data %+v", d)
	}
	c, err := New(g, rep, PaperTheme(), func(_, fallback string) string { return fallback })
	if err != nil {
		t.Fatal(err)
	}
	var img bytes.Buffer
	if err := c.WritePNG(&img, A5Landscape); err != nil {
		t.Fatal(err)
	}
	if _, err := png.Decode(&img); err != nil {
		t.Fatal(err)
	}
	var csv bytes.Buffer
	if err := WriteCSV(&csv, g, rep); err != nil {
		t.Fatal(err)
	}
	if want := "deal,total_1,total_2\n1,3,5\n2,7,6\n3,13,8\n"; csv.String() != want {
		t.Fatalf("CSV\n%s\nwant\n%s", csv.String(), want)
	}

	created := time.Date(2026, 5, 3, 20, 0, 0, 0, time.UTC)
	for _, player := range []struct {
		name   string
		won    bool
		margin int
	}{{"Carla", true, 5}, {"Dölf", false, -5}} {
		pd, err := PlayerSeries(player.name, []PlayerGame{{Created: created, Game: g, Report: rep}})
		if err != nil {
			t.Fatal(err)
		}
		if len(pd.Form) != 1 || pd.Form[0].Won != player.won || pd.Form[0].Margin != player.margin ||
			len(pd.Months) != 1 || pd.Months[0].Games != 1 || len(pd.Contracts) != 0 || len(pd.Deviation) != 0 {
			t.Fatalf("%s's charts: %+v", player.name, pd)
		}
	}
}

// TestModeWithoutChart: a mode the registry does not know has no chart.
func TestModeWithoutChart(t *testing.T) {
	g := &gamefile.Game{Mode: "unknown"}
	if _, err := Series(g, gamefile.Report{}); !errors.Is(err, ErrNoChart) {
		t.Fatalf("a mode the registry does not know: %v", err)
	}
}
