package cli

import (
	"strings"
	"testing"
)

func TestDisplayWidthCountsTerminalCells(t *testing.T) {
	for s, want := range map[string]int{
		"Anna":       4,
		"Köbi":       4, // ö as one letter
		"Ko\u0308bi": 4, // o and a combining diaeresis
		"ハナ":         4,
		"민준":         4,
		"Олена":      5,
		"":           0,
		"１２":         4, // full-width digits
	} {
		if got := displayWidth(s); got != want {
			t.Errorf("displayWidth(%q) = %d, want %d", s, got, want)
		}
	}
}

// Every column starts in the same terminal cell on every row, whatever script the names are in.
func TestTextTableLinesUpWideLetters(t *testing.T) {
	var tt textTable
	tt.row("ID", "PLAYERS", "SCORE")
	tt.row("3", "ハナ, ケン, ユキ, リョウ", "1505 : 1484")
	tt.row("12", "Anna, Beat, Cla, Dora", "7 : 9")
	tt.row("2", "민준, 서연", "0 : 0")
	var b strings.Builder
	if err := tt.write(&b); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if len(lines) != 4 {
		t.Fatalf("%d lines:\n%s", len(lines), b.String())
	}
	// The third column starts after the widest player cell (24 cells) and the gap.
	const scoreColumn = 2 + columnGap + 24 + columnGap
	scores := []string{"SCORE", "1505 : 1484", "7 : 9", "0 : 0"}
	for k, l := range lines {
		i := strings.Index(l, scores[k])
		if got := displayWidth(l[:i]); i < 0 || got != scoreColumn {
			t.Errorf("%q: the score starts in cell %d, want %d\n%s", l, got, scoreColumn, b.String())
		}
		if strings.HasSuffix(l, " ") {
			t.Errorf("%q ends in spaces", l)
		}
	}
}
