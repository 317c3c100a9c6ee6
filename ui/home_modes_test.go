package ui

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
)

// createModeGame starts a game of mode with the rules given and writes rounds, as the mode's
// screen would.
func createModeGame(t *testing.T, svc Service, mode tally.Game, players []string, rules map[string]any, rounds []gamefile.Round) persistence.GameID {
	t.Helper()
	raw, _ := json.Marshal(rules)
	id, err := svc.Create(persistence.NewGame{Mode: mode, Players: players, Rules: raw})
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rounds {
		if _, err := svc.AddRound(id, r); err != nil {
			t.Fatalf("round %d: %v", i, err)
		}
	}
	return id
}

func roundIndex(i int) *int { return &i }

// soloCoiffeurRounds fill a sheet of two rows (×1, ×2) for three players: every player
// chooses for his own column and takes points[row][player]; the others share the rest.
func soloCoiffeurRounds(points [2][3]int) []gamefile.Round {
	var out []gamefile.Round
	for row := range 2 {
		for side := range 3 {
			p := points[row][side]
			cols := []int{(157 - p) / 2, (157 - p) / 2, (157 - p) / 2}
			cols[(side+1)%3] += (157 - p) % 2
			cols[side] = p
			out = append(out, gamefile.Round{Row: roundIndex(row), Side: roundIndex(side), Contract: []string{"D", "H"}[row], Vorhand: roundIndex(side), Points: cols})
		}
	}
	return out
}

func TestHomeShowsCoiffeurAndDifferenzler(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		rows := []tally.Row{{Name: "D", Multiplier: 1, Contracts: []string{"D"}}, {Name: "H", Multiplier: 2, Contracts: []string{"H"}}}
		// Cells 10, 6, 8 and 18, 14, 10: Anna wins 28 : 20 : 18.
		createModeGame(t, svc, tally.Coiffeur, []string{"Anna", "Beat", "Cla"},
			map[string]any{"solo": true, "rows": rows}, soloCoiffeurRounds([2][3]int{{100, 60, 80}, {90, 70, 50}}))
		// Penalties 10, 10, 0 and 0, 20, 20: Anna wins with the lowest total.
		createModeGame(t, svc, tally.Differenzler, []string{"Anna", "Beat", "Cla"},
			map[string]any{"deals": 2, "stake": 50, "currency": "EUR"}, []gamefile.Round{
				{Dealer: roundIndex(0), Trump: "H", Predictions: []int{50, 50, 57}, Points: []int{40, 60, 57}},
				{Dealer: roundIndex(1), Trump: "S", Predictions: []int{50, 50, 57}, Points: []int{50, 30, 77}},
			})
		// A deal whose predictions are written and whose points are not.
		createModeGame(t, svc, tally.Differenzler, []string{"Dora", "Ernst", "Fritz", "Gina"}, map[string]any{"hiddenPredictions": true},
			[]gamefile.Round{{Dealer: roundIndex(3), Trump: "C", Predictions: []int{40, 40, 40, 37}}})
		// One cell of a team sheet: 104 card points in the Diamonds row.
		createModeGame(t, svc, tally.Coiffeur, []string{"Anna", "Beat", "Cla", "Dora"}, nil,
			[]gamefile.Round{{Row: roundIndex(0), Side: roundIndex(0), Contract: "D", Vorhand: roundIndex(0), Points: []int{104, 53}}})

		u := newUIOn(t, nil, svc, landscape)
		u.ShowHome()
		got := texts(u)
		for _, want := range []string{
			"Anna, Beat, Cla\nCoiffeur · DAY · Anna won 28 : 20 : 18",
			"Anna, Beat, Cla\nDifferenzler · DAY · Anna won 10 : 30 : 20",
			"Dora, Ernst, Fritz, Gina\nDifferenzler · DAY · 0 : 0 : 0 : 0 · in play",
			"Anna & Cla – Beat & Dora\nCoiffeur · DAY · 10 : 0 · in play",
		} {
			re := regexp.MustCompile(strings.ReplaceAll(regexp.QuoteMeta(want), "DAY", `\d{1,2} [A-Z][a-z]{2} \d{4}`))
			if !re.MatchString(got) {
				t.Errorf("the list does not show\n%s\nit shows\n%s", want, got)
			}
		}
	})
}
