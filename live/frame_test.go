package live

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/jasstafel/jasstafel/board"
	"github.com/jasstafel/jasstafel/gamefile"
)

// Every example evening draws as its own mode's board with the totals of the check report.
func TestFrameOfExamplesAgreesWithTheReport(t *testing.T) {
	files, _ := filepath.Glob("../examples/*.json")
	if len(files) < 4 {
		t.Fatalf("examples: %v", files)
	}
	for _, path := range files {
		g, err := gamefile.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		rep := gamefile.Check(path, g)
		f, err := FrameOf(7, g)
		if err != nil {
			t.Fatal(err)
		}
		if f.Game != 7 || f.Mode != string(g.Mode) || f.Deals != g.Rounds() {
			t.Errorf("%s: frame %d %s %d deals, want 7 %s %d", path, f.Game, f.Mode, f.Deals, g.Mode, g.Rounds())
		}
		if !slices.Equal(f.Totals, rep.Totals) {
			t.Errorf("%s: totals %v, report %v", path, f.Totals, rep.Totals)
		}
		if len(f.Sides) != len(f.Totals) {
			t.Errorf("%s: %d sides for %d totals", path, len(f.Sides), len(f.Totals))
		}
		drawn := 0
		if f.Schieber != nil {
			drawn++
			// The board read back is what the teams have (§8.2).
			for _, h := range []board.Half{f.Schieber.Lower, f.Schieber.Upper} {
				if h.Total != f.Totals[h.Team] {
					t.Errorf("%s: half of team %d reads %d, total %d", path, h.Team, h.Total, f.Totals[h.Team])
				}
			}
		}
		if f.Coiffeur != nil {
			drawn++
			if !slices.Equal(f.Coiffeur.Totals, f.Totals) {
				t.Errorf("%s: grid totals %v, frame %v", path, f.Coiffeur.Totals, f.Totals)
			}
		}
		if f.Differenzler != nil {
			drawn++
			if !slices.Equal(f.Differenzler.Totals, f.Totals) || len(f.Differenzler.Lines) != f.Deals {
				t.Errorf("%s: sheet totals %v with %d lines, frame %v with %d deals", path,
					f.Differenzler.Totals, len(f.Differenzler.Lines), f.Totals, f.Deals)
			}
		}
		if drawn != 1 {
			t.Errorf("%s (%s): %d drawings, want 1", path, g.Mode, drawn)
		}
	}
}

func TestSideNamesJoinPartners(t *testing.T) {
	got := sideNames([]string{"Anna", "Beat", "Cla", "Dora"}, []int{0, 1, 0, 1}, 2)
	if want := []string{"Anna & Cla", "Beat & Dora"}; !slices.Equal(got, want) {
		t.Errorf("sides %q, want %q", got, want)
	}
	got = sideNames([]string{"Anna", "Beat", "Cla"}, []int{0, 1, 2}, 3)
	if want := []string{"Anna", "Beat", "Cla"}; !slices.Equal(got, want) {
		t.Errorf("sides %q, want %q", got, want)
	}
}

func TestFrameOfUnknownModeIsAnError(t *testing.T) {
	if _, err := FrameOf(1, &gamefile.Game{Mode: "bridge"}); err == nil {
		t.Error("a game of no known mode gave a frame")
	}
}
