package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// playersDB imports the Schieber example (Anna, Beat, Cla, Dora) and the Coiffeur example
// (Ruth, Köbi, Marlies, Fritz), and a copy of the Schieber with "anna" for Anna.
func playersDB(t *testing.T) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "games.db")
	data, err := os.ReadFile("../examples/schieber-two-deals.json")
	if err != nil {
		t.Fatal(err)
	}
	lower := filepath.Join(t.TempDir(), "lower.json")
	os.WriteFile(lower, []byte(strings.Replace(string(data), `"Anna"`, `"anna"`, 1)), 0o600)
	if code, out, errOut := jt("import", "../examples/schieber-two-deals.json", "../examples/coiffeur-teams.json", lower, "--db", db); code != 0 || out != "1\n2\n3\n" {
		t.Fatalf("import: %d %q %q", code, out, errOut)
	}
	return db
}

func TestPlayersListsTheRoster(t *testing.T) {
	db := playersDB(t)
	code, out, errOut := jt("players", "--db", db)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || errOut != "" || len(lines) != 1+8 {
		t.Fatalf("players: %d %q\n%s", code, errOut, out)
	}
	if !regexp.MustCompile(`^NAME\s+GAMES\s+LAST-PLAYED$`).MatchString(lines[0]) {
		t.Errorf("header %q", lines[0])
	}
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`^anna\s+2\s+\d{4}-\d\d-\d\d \d\d:\d\d$`), // the spelling of the latest game
		regexp.MustCompile(`^Köbi\s+1\s+`),
		regexp.MustCompile(`^Beat\s+2\s+`),
	} {
		if !anyLine(lines, want) {
			t.Errorf("no line matching %s:\n%s", want, out)
		}
	}
	code, out, _ = jt("players", "--json", "--db", db)
	var roster []struct {
		Name       string   `json:"name"`
		Spellings  []string `json:"spellings"`
		Games      int      `json:"games"`
		LastPlayed string   `json:"lastPlayed"`
	}
	if err := json.Unmarshal([]byte(out), &roster); code != 0 || err != nil || len(roster) != 8 {
		t.Fatalf("players --json: %d %v\n%s", code, err, out)
	}
	for _, e := range roster {
		if e.Name == "anna" && (e.Games != 2 || strings.Join(e.Spellings, ",") != "Anna,anna" || !strings.HasSuffix(e.LastPlayed, "Z")) {
			t.Errorf("anna: %+v", e)
		}
	}
}

func TestPlayersRenameMergeUndo(t *testing.T) {
	db := playersDB(t)
	exportOf := func(id string) string {
		t.Helper()
		_, out, _ := jt("export", id, "--db", db)
		return out
	}
	before := exportOf("1")
	steps := []struct {
		args     []string
		code     int
		out, err string
	}{
		{[]string{"players", "rename", "Beat", "Beat M.", "--db", db}, 0, "Beat → Beat M. in games 1, 3\n", ""},
		// Exact names: "anna" is another spelling than "Anna".
		{[]string{"players", "rename", "--db", db, "Anna", "Anna B."}, 0, "Anna → Anna B. in games 1\n", ""},
		// Anna B. and anna never sat at one table; Beat M. and Cla did.
		{[]string{"players", "merge", "--into", "Cla", "Beat M.", "--db", db}, 2, "", "game 1 would seat Cla twice"},
		{[]string{"players", "merge", "--into", "Anna", "Anna B.", "anna", "--db", db}, 0, "Anna B., anna → Anna in games 1, 3\n", ""},
		{[]string{"players", "rename", "Xaver", "Yves", "--db", db}, 1, "", "no game has a player called Xaver"},
		{[]string{"players", "rename", "Cla", "  ", "--db", db}, 2, "", "needs a name"},
		{[]string{"players", "undo", "--db", db}, 0, "took back: Anna B., anna → Anna in games 1, 3\n", ""},
		{[]string{"players", "undo", "--db", db}, 0, "took back: Anna → Anna B. in games 1\n", ""},
		{[]string{"players", "undo", "--db", db}, 0, "took back: Beat → Beat M. in games 1, 3\n", ""},
		{[]string{"players", "undo", "--db", db}, 1, "", "there is no rename or merge of players to undo"},
	}
	for _, c := range steps {
		code, out, errOut := jt(c.args...)
		if code != c.code || out != c.out || !strings.Contains(errOut, c.err) || (c.err == "") != (errOut == "") {
			t.Errorf("%q: exit %d, out %q, err %q; want %d %q %q", c.args, code, out, errOut, c.code, c.out, c.err)
		}
	}
	after := exportOf("1")
	if !strings.HasPrefix(after, before[:strings.Index(before, `"history"`)]) {
		t.Errorf("game 1 after the renames and their undos differs from before:\n%s", after)
	}
}

func TestPlayersUsageErrors(t *testing.T) {
	db := playersDB(t)
	for _, c := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"players", "rename", "Anna", "--db", db}, 2, "name the old name and the new one"},
		{[]string{"players", "merge", "Anna", "anna", "--db", db}, 2, "--into"},
		{[]string{"players", "merge", "--into", "Anna", "--db", db}, 2, "name the players to merge"},
		{[]string{"players", "undo", "extra", "--db", db}, 2, `unexpected argument "extra"`},
		{[]string{"players", "rename", "Anna", "Anni", "--json", "--db", db}, 2, "--json is for the list"},
		{[]string{"players", "rename", "Anna", "Anni", "--into", "x", "--db", db}, 2, "--into is for merge"},
		{[]string{"players", "split", "--db", db}, 2, `unknown form "split"`},
		{[]string{"players", "--colour", "--db", db}, 2, "jasstafel players: unknown flag --colour\n\nUsage: jasstafel players"},
		{[]string{"players", "--db", filepath.Join(t.TempDir(), "none.db")}, 1, "there is no Jasstafel database"},
	} {
		code, out, errOut := jt(c.args...)
		if code != c.code || out != "" || !strings.Contains(errOut, c.err) {
			t.Errorf("%q: exit %d, out %q, err %q; want %d and %q", c.args, code, out, errOut, c.code, c.err)
		}
	}
	if code, out, _ := jt("players", "--help"); code != 0 || !strings.Contains(out, "Usage: jasstafel players [rename OLD NEW | merge --into NAME NAME... | undo]") {
		t.Errorf("help: %d %q", code, out)
	}
	if _, out, _ := jt("help"); !strings.Contains(out, "jasstafel players [rename OLD NEW |") {
		t.Error("the help text does not name the players command")
	}
}
