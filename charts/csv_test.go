package charts

import (
	"bytes"
	"encoding/csv"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the CSV golden files")

// TestCSVGolden compares each hand-built game's CSV with its golden file: the header naming
// the columns, then one row per deal.
func TestCSVGolden(t *testing.T) {
	for name, src := range map[string]string{
		"schieber-race": schieberRace, "schieber-details": schieberDetails, "coiffeur-teams": coiffeurTeams,
		"coiffeur-credit": coiffeurCredit, "coiffeur-solo": coiffeurSolo, "differenzler-evening": differenzlerEvening,
	} {
		t.Run(name, func(t *testing.T) {
			g, rep := decode(t, src)
			var b bytes.Buffer
			if err := WriteCSV(&b, g, rep); err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join("testdata", name+".csv")
			if *update {
				if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(b.Bytes(), want) {
				t.Errorf("CSV differs from %s:\n%s\nwant:\n%s", golden, b.Bytes(), want)
			}
			rows, err := csv.NewReader(bytes.NewReader(b.Bytes())).ReadAll()
			if err != nil {
				t.Fatalf("not readable as CSV: %v", err)
			}
			if len(rows) != g.Rounds()+1 {
				t.Errorf("%d lines, want a header and %d deals", len(rows), g.Rounds())
			}
		})
	}
}
