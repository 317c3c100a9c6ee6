package newgame

import (
	"slices"
	"strings"
	"testing"
)

// kawi is a name in the Kawi script, which no font of the app nor of this project's machines
// has (Unicode 15, 2022): a name the device cannot draw.
const kawi = "\U00011F04\U00011F12\U00011F22"

// KawiName is kawi for the tests of the form as a player fills it (package newgame_test).
const KawiName = kawi

func TestNamesProblem(t *testing.T) {
	for _, c := range []struct {
		names []string
		want  string
	}{
		{[]string{"Anna", "Beat", "Cla", "Dora"}, ""},
		{[]string{"Anna", "Beat", "Cla", "ANNA"}, "“ANNA” is there twice"},
		{[]string{"Anna", "Ännä", "Cla", "Dora"}, ""},
		{[]string{"김철수", "Beat", "김철수", "Dora"}, "“김철수” is there twice"},
		{[]string{"Anna", "", "Cla", "Dora"}, "Seat 2 needs a name."},
		{[]string{"Anna", "Beat", "C\x00la", "Dora"}, "seat 3 holds characters"},
		{[]string{"Anna", "Beat", "Cla", strings.Repeat("x", 41)}, "seat 4 is longer than 40"},
		{[]string{"Anna", "Beat", "Cla", strings.Repeat("ä", 40)}, ""},
		{[]string{"Anna", kawi, "Cla", "Dora"}, "seat 2 has letters that cannot be drawn"},
		{[]string{"Anna", "Beat 🍺", "Cla", "Dora"}, ""},
		{[]string{"김민준", "さくら", "Νίκος", "Олена"}, ""}, // the system's CJK fonts (make installs them)
	} {
		got := namesProblem(c.names)
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("%q: %q, want %q", c.names, got, c.want)
		}
	}
}

func TestRosterMatches(t *testing.T) {
	roster := []string{"Hannes", "Anna", "Beat", "Marianne", "Anna B.", "Jo An", "Annina", "Dora"}
	for _, c := range []struct {
		typed string
		taken []string
		want  []string
	}{
		// Starting with the letters first, then a word starting with them, then anywhere.
		{"an", nil, []string{"Anna", "Anna B.", "Annina", "Jo An", "Hannes", "Marianne"}},
		{" AN ", []string{"anna", ""}, []string{"Anna B.", "Annina", "Jo An", "Hannes", "Marianne"}},
		{"anna", nil, []string{"Anna B."}},
		{"", nil, roster},
		{"", []string{"Beat"}, []string{"Hannes", "Anna", "Marianne", "Anna B.", "Jo An", "Annina", "Dora"}},
		{"x", nil, nil},
	} {
		if got := rosterMatches(roster, c.typed, c.taken); !slices.Equal(got, c.want) {
			t.Errorf("%q without %q: %q, want %q", c.typed, c.taken, got, c.want)
		}
	}
	long := slices.Repeat([]string{"Ann"}, 20)
	for i := range long {
		long[i] += string(rune('a' + i))
	}
	if got := rosterMatches(long, "ann", nil); len(got) != maxSuggestions || got[0] != "Anna" {
		t.Errorf("a long roster offers %q", got)
	}
}
