package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
)

func exportIndex(i int) *int { return &i }

// The list shows a solo Coiffeur and a Differenzler with a stake as they stand, in play and
// finished, and export keeps their rules (rows, stake, currency) through an import.
func TestListAndExportCoiffeurAndDifferenzler(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	s, err := persistence.Open(db, persistence.Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	create := func(mode tally.Game, players []string, rules string, rounds ...gamefile.Round) persistence.GameID {
		id, err := s.Create(persistence.NewGame{Mode: mode, Players: players, Rules: json.RawMessage(rules)})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rounds {
			if _, err := s.AddRound(id, r); err != nil {
				t.Fatal(err)
			}
		}
		return id
	}
	// Two rows for three solo players: cells 10, 6, 8 (×1) and 18, 14, 10 (×2).
	var cells []gamefile.Round
	for row, pts := range [2][3]int{{100, 60, 80}, {90, 70, 50}} {
		for side, p := range pts {
			cols := []int{0, 0, 0}
			cols[side], cols[(side+1)%3] = p, 157-p
			cells = append(cells, gamefile.Round{Row: exportIndex(row), Side: exportIndex(side), Contract: []string{"D", "H"}[row], Vorhand: exportIndex(side), Points: cols})
		}
	}
	solo := `{"solo":true,"coiffeurPoints":"div10round","rows":[{"name":"D","multiplier":1,"contracts":["D"]},{"name":"H","multiplier":2,"contracts":["H"]}]}`
	create(tally.Coiffeur, []string{"Anna", "Beat", "Cla"}, solo, cells[:4]...)
	create(tally.Coiffeur, []string{"Anna", "Beat", "Cla"}, solo, cells...)
	evening := `{"deals":2,"hiddenPredictions":true,"stake":50,"currency":"EUR"}`
	first := gamefile.Round{Dealer: exportIndex(0), Trump: "H", Predictions: []int{50, 50, 57}, Points: []int{40, 60, 57}}
	create(tally.Differenzler, []string{"Dora", "Ernst", "Fritz"}, evening, first,
		gamefile.Round{Dealer: exportIndex(1), Trump: "S", Predictions: []int{50, 50, 57}})
	create(tally.Differenzler, []string{"Dora", "Ernst", "Fritz"}, evening, first,
		gamefile.Round{Dealer: exportIndex(1), Trump: "S", Predictions: []int{50, 50, 57}, Points: []int{50, 30, 77}})
	s.Close()

	code, out, _ := jt("list", "--db", db)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	for _, want := range []*regexp.Regexp{
		// Cells of 10 and 6 (row 1) and 8 (row 1), and Anna's 18 in row 2: four of six written.
		regexp.MustCompile(`^1\s+coiffeur\s+Anna, Beat, Cla\s.*\s28 : 6 : 8\s+no\s+-$`),
		regexp.MustCompile(`^2\s+coiffeur\s+Anna, Beat, Cla\s.*\s28 : 20 : 18\s+yes\s+Anna$`),
		// A deal with predictions only adds nothing.
		regexp.MustCompile(`^3\s+differenzler\s+Dora, Ernst, Fritz\s.*\s10 : 10 : 0\s+no\s+-$`),
		regexp.MustCompile(`^4\s+differenzler\s+Dora, Ernst, Fritz\s.*\s10 : 30 : 20\s+yes\s+Dora$`),
	} {
		if code != 0 || !anyLine(lines, want) {
			t.Errorf("list (exit %d) lacks a line matching %s:\n%s", code, want, out)
		}
	}
	for id, want := range map[string][]string{
		"2": {`"solo": true`, `"coiffeurPoints": "div10round"`, `"name": "H"`, `"multiplier": 2`},
		"3": {`"hiddenPredictions": true`, `"stake": 50`, `"currency": "EUR"`, `"deals": 2`},
	} {
		code, exported, errOut := jt("export", id, "--db", db)
		if code != 0 {
			t.Fatalf("export %s: %d %s", id, code, errOut)
		}
		for _, w := range want {
			if !strings.Contains(exported, w) {
				t.Errorf("export %s lacks %s:\n%s", id, w, exported)
			}
		}
		file := filepath.Join(t.TempDir(), "game.json")
		if err := os.WriteFile(file, []byte(exported), 0o600); err != nil {
			t.Fatal(err)
		}
		code, newID, errOut := jt("import", "--db", db, file)
		if code != 0 {
			t.Fatalf("import of export %s: %d %s", id, code, errOut)
		}
		if _, again, _ := jt("export", strings.TrimSpace(newID), "--db", db); again != exported {
			t.Errorf("export %s → import → export differs:\n%s\n---\n%s", id, exported, again)
		}
	}
}
