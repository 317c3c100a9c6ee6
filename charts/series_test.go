package charts

import (
	"errors"
	"slices"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// prefixTotals is the report's totals of the game cut after each deal: what `check` says of the
// evening deal by deal, reached without the chart's code.
func prefixTotals(t *testing.T, g *gamefile.Game) [][]int {
	t.Helper()
	var out [][]int
	for k := 1; k <= g.Rounds(); k++ {
		c := g.Copy()
		switch g.Mode {
		case tally.Schieber:
			c.Schieber = c.Schieber[:k]
		case tally.Coiffeur:
			c.Coiffeur = c.Coiffeur[:k]
		case tally.Differenzler:
			c.Differenzler = c.Differenzler[:k]
		}
		out = append(out, gamefile.Check("", c).Totals)
	}
	return out
}

// column is side s's totals deal by deal, as prefixTotals lists them.
func column(rows [][]int, s int) []int {
	out := make([]int, len(rows))
	for i, r := range rows {
		out[i] = r[s]
	}
	return out
}

func TestSeries(t *testing.T) {
	cases := []struct {
		name     string
		src      string
		sides    []string
		totals   [][]int // worked out on paper
		perDeal  [][]int
		target   int
		decided  int
		winner   int
		deals    int
		reported int // deals whose report totals the chart must repeat
	}{
		{name: "schieber race", src: schieberRace, sides: []string{"Anna & Carla", "Beat & Dölf"},
			totals: [][]int{{450, 900, 1350}, {21, 42, 63}}, target: 1000, decided: 2, winner: 0, deals: 3, reported: 3},
		{name: "coiffeur teams", src: coiffeurTeams, sides: []string{"Ruth & Marlies", "Köbi & Fritz"},
			totals: [][]int{{12, 12, 39, 39}, {0, 24, 24, 64}}, decided: -1, winner: -1, deals: 4, reported: 4},
		{name: "coiffeur solo", src: coiffeurSolo, sides: []string{"Ruth", "Köbi", "Marlies"},
			totals: [][]int{{10, 10, 10}, {0, 16, 16}, {0, 0, 27}}, decided: -1, winner: -1, deals: 3, reported: 3},
		// Won by the first side: the marker sits on the last deal.
		{name: "coiffeur won", src: coiffeurWon, sides: []string{"Ruth & Marlies", "Köbi & Fritz"},
			totals: [][]int{{12, 12, 32, 32}, {0, 12, 12, 28}}, decided: 3, winner: 0, deals: 4, reported: 4},
		{name: "differenzler won", src: differenzlerWon, sides: []string{"Anna", "Beat", "Cla", "Dora"},
			totals:  [][]int{{0, 0}, {10, 47}, {1, 1}, {0, 27}},
			perDeal: [][]int{{0, 0}, {10, 37}, {1, 0}, {0, 27}}, decided: 1, winner: 0, deals: 2, reported: 2},
		{name: "differenzler evening", src: differenzlerEvening, sides: []string{"Anna", "Beat", "Cla", "Dora"},
			totals:  [][]int{{10, 20}, {10, 47}, {0, 0}, {0, 27}},
			perDeal: [][]int{{10, 10}, {10, 37}, {0, 0}, {0, 27}}, decided: -1, winner: -1, deals: 2, reported: 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, rep := decode(t, c.src)
			d, err := Series(g, rep)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(d.Sides, c.sides) {
				t.Errorf("sides %q, want %q", d.Sides, c.sides)
			}
			if len(d.Totals) != len(c.totals) {
				t.Fatalf("%d lines, want %d", len(d.Totals), len(c.totals))
			}
			for s := range c.totals {
				if !slices.Equal(d.Totals[s], c.totals[s]) {
					t.Errorf("side %d totals %v, want %v", s, d.Totals[s], c.totals[s])
				}
			}
			if c.perDeal != nil {
				for s := range c.perDeal {
					if !slices.Equal(d.PerDeal[s], c.perDeal[s]) {
						t.Errorf("side %d per deal %v, want %v", s, d.PerDeal[s], c.perDeal[s])
					}
				}
			} else if d.PerDeal != nil {
				t.Errorf("per deal %v, want none", d.PerDeal)
			}
			if d.Target != c.target || d.Decided != c.decided || d.Winner != c.winner || d.Deals != c.deals {
				t.Errorf("target %d decided %d winner %d deals %d, want %d %d %d %d",
					d.Target, d.Decided, d.Winner, d.Deals, c.target, c.decided, c.winner, c.deals)
			}
			// Deal by deal, the chart repeats what the report says of the game cut there.
			pre := prefixTotals(t, g)
			for s := range d.Totals {
				if got, want := d.Totals[s], column(pre[:c.reported], s); !slices.Equal(got, want) {
					t.Errorf("side %d: chart %v, report deal by deal %v", s, got, want)
				}
			}
		})
	}
}

func TestCoiffeurCreditsCountDealByDeal(t *testing.T) {
	g, rep := decode(t, coiffeurCredit)
	d, err := Series(g, rep)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Credits) != 2 || rep.Credits[0] == 0 {
		t.Fatalf("the game should credit column 0 for the Kontermatsch: credits %v", rep.Credits)
	}
	pre := prefixTotals(t, g)
	for s := range d.Totals {
		if got, want := d.Totals[s], column(pre, s); !slices.Equal(got, want) {
			t.Errorf("column %d: chart %v, report deal by deal %v", s, got, want)
		}
	}
	// The credit arrives with the Kontermatsch, in deal 2.
	if d.Totals[0][1]-d.Totals[0][0] != rep.Credits[0] {
		t.Errorf("column 0 grew by %d in deal 2, want the credit %d", d.Totals[0][1]-d.Totals[0][0], rep.Credits[0])
	}
}

func TestDecidedMarkerSitsOnTheWinnersTotal(t *testing.T) {
	g, rep := decode(t, schieberRace)
	d, _ := Series(g, rep)
	deal, total, ok := decidedAt(d)
	if !ok || deal != 2 || total != 1350 {
		t.Errorf("marker at deal %d total %d (%v), want deal index 2 at 1350", deal, total, ok)
	}
	// Before the target is reached there is no marker.
	short := g.Copy()
	short.Schieber = short.Schieber[:2]
	d, _ = Series(short, gamefile.Check("", short))
	if _, _, ok := decidedAt(d); ok || d.Decided != -1 {
		t.Errorf("a race still on has a marker: decided %d", d.Decided)
	}
}

func TestUnknownModeHasNoChart(t *testing.T) {
	g, rep := decode(t, schieberRace)
	g.Mode = "jasskönig"
	if _, err := Series(g, rep); !errors.Is(err, ErrNoChart) {
		t.Errorf("err %v, want ErrNoChart", err)
	}
	if _, err := New(nil, rep, PaperTheme(), english); !errors.Is(err, ErrNoChart) {
		t.Errorf("nil game: err %v, want ErrNoChart", err)
	}
}

func TestEmptyGameDraws(t *testing.T) {
	g, rep := decode(t, `{"format": "jasstafel/1", "mode": "schieber", "players": ["A", "B", "C", "D"], "rounds": []}`)
	c, err := New(g, rep, PaperTheme(), english)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Image(320, 200, 0); err != nil {
		t.Fatal(err)
	}
}

func english(_, fallback string) string { return fallback }
