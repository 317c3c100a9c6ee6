package cli

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/jasstafel/jasstafel/persistence"
)

// jt runs one command line and returns its exit code, standard output and standard error.
func jt(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestImportListExportCommands(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	// The flag may come after the files.
	code, out, errOut := jt("import", "../examples/schieber-two-deals.json", "../examples/coiffeur-teams.json", "--db", db)
	if code != 0 || out != "1\n2\n" || errOut != "" {
		t.Fatalf("import: %d %q %q", code, out, errOut)
	}
	code, out, _ = jt("list", "--db", db)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 3 {
		t.Fatalf("list: %d\n%s", code, out)
	}
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`^ID\s+MODE\s+PLAYERS\s+UPDATED\s+SCORE\s+FINISHED\s+WINNER$`),
		// Every cell of the sheet is written: finished, won by the team of Ruth and Marlies.
		regexp.MustCompile(`^2\s+coiffeur\s+Ruth, Köbi, Marlies, Fritz\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+264 : 225\s+yes\s+Ruth & Marlies$`),
		regexp.MustCompile(`^1\s+schieber\s+Anna, Beat, Cla, Dora\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+1066 : 209\s+no\s+-$`),
	} {
		if !anyLine(lines, want) {
			t.Errorf("list lacks a line matching %s:\n%s", want, out)
		}
	}
	code, first, _ := jt("export", "1", "--db", db)
	if code != 0 || !strings.HasPrefix(first, "{\n  \"format\": \"jasstafel/1\",\n  \"mode\": \"schieber\"") || !strings.Contains(first, `"history": [`) {
		t.Fatalf("export: %d\n%s", code, first)
	}
	// export → import → export gives the same bytes, through files and the commands.
	file := filepath.Join(t.TempDir(), "game1.json")
	os.WriteFile(file, []byte(first), 0o600)
	code, out, _ = jt("import", "--db", db, file)
	if code != 0 || out != "3\n" {
		t.Fatalf("reimport: %d %q", code, out)
	}
	if _, second, _ := jt("export", "--db", db, "3"); second != first {
		t.Errorf("export → import → export differs:\n%s\n---\n%s", first, second)
	}
	// Deleted games are listed with --all only.
	s, err := persistence.Open(db, persistence.Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	s.Delete(3)
	s.Close()
	if _, out, _ := jt("list", "--db", db); strings.Contains(out, "\n3 ") {
		t.Errorf("deleted game listed:\n%s", out)
	}
	if _, out, _ := jt("list", "--all", "--db", db); !regexp.MustCompile(`(?m)^3 .* no \(deleted\)\s+-$`).MatchString(out) {
		t.Errorf("list --all:\n%s", out)
	}
}

// TestListNamesTheWinnerOfEveryMode: a complete Coiffeur sheet, a Differenzler evening with its
// agreed deals and a Schieber race are FINISHED=yes with the winning side's names, also when the
// winning team of the race has the lower total.
func TestListNamesTheWinnerOfEveryMode(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	code, out, errOut := jt("import", "../examples/coiffeur-teams.json", "../examples/differenzler-evening.json",
		"../persistence/testdata/schieber-lower-total-wins.json", "../examples/schieber-two-deals.json", "--db", db)
	if code != 0 || out != "1\n2\n3\n4\n" {
		t.Fatalf("import: %d %q %q", code, out, errOut)
	}
	code, out, _ = jt("list", "--db", db)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`^1\s+coiffeur\s.*\s264 : 225\s+yes\s+Ruth & Marlies$`),
		regexp.MustCompile(`^2\s+differenzler\s.*\s110 : 132 : 102 : 88\s+yes\s+Dora$`),
		regexp.MustCompile(`^3\s+schieber\s.*\s1007 : 1134\s+yes\s+Anna & Cla$`),
		regexp.MustCompile(`^4\s+schieber\s.*\s1066 : 209\s+no\s+-$`),
	} {
		if code != 0 || !anyLine(lines, want) {
			t.Errorf("list (exit %d) lacks a line matching %s:\n%s", code, want, out)
		}
	}
}

func anyLine(lines []string, re *regexp.Regexp) bool {
	for _, l := range lines {
		if re.MatchString(strings.TrimRight(l, " ")) {
			return true
		}
	}
	return false
}

// TestImportAFileOfGames: the file Settings → Save all games… writes is taken by import too,
// every game with the id printed; a file with one game refused adds none of its games, names the
// file and the game, and exits 2 as a refused game file does.
func TestImportAFileOfGames(t *testing.T) {
	dir := t.TempDir()
	from := filepath.Join(dir, "from.db")
	examples, _ := filepath.Glob("../examples/*.json")
	if code, out, errOut := jt(append([]string{"import", "--db", from}, examples...)...); code != 0 || len(examples) < 3 {
		t.Fatalf("import of the examples: %d %q %q", code, out, errOut)
	}
	s, err := persistence.Open(from, persistence.Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	all, err := s.ExportAll()
	s.Close()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "jasstafel-games.json")
	os.WriteFile(file, all, 0o600)

	to := filepath.Join(dir, "to.db")
	code, out, errOut := jt("import", file, "--db", to)
	want := ""
	for i := range examples {
		want += strconv.Itoa(i+1) + "\n"
	}
	if code != 0 || out != want || errOut != "" {
		t.Fatalf("import of the file of games: %d %q %q; want 0 %q", code, out, errOut, want)
	}
	// Every game arrives whole: its export is byte for byte one of the original's.
	exports := func(db string) []string {
		var got []string
		for i := range examples {
			_, e, _ := jt("export", strconv.Itoa(i+1), "--db", db)
			got = append(got, e)
		}
		slices.Sort(got)
		return got
	}
	if !slices.Equal(exports(from), exports(to)) {
		t.Error("the games imported from the file of games differ from those saved")
	}

	// One game refused: none of the file's games is added, the other file still is.
	var c struct {
		Format string            `json:"format"`
		Games  []json.RawMessage `json:"games"`
	}
	if err := json.Unmarshal(all, &c); err != nil || len(c.Games) != len(examples) {
		t.Fatalf("the saved file: %v, %d games", err, len(c.Games))
	}
	c.Games[2] = bytes.Replace(c.Games[2], []byte(`"jasstafel/1"`), []byte(`"jasstafel/9"`), 1)
	broken, _ := json.Marshal(c)
	brokenFile := filepath.Join(dir, "broken-games.json")
	os.WriteFile(brokenFile, broken, 0o600)
	unreadable := filepath.Join(dir, "unreadable-games.json")
	os.WriteFile(unreadable, []byte(`{"format":"jasstafel-games/1","games":{}}`), 0o600)

	code, out, errOut = jt("import", brokenFile, unreadable, "../examples/schieber-two-deals.json", "--db", to)
	next := strconv.Itoa(len(examples)+1) + "\n"
	if code != 2 || out != next ||
		!strings.Contains(errOut, "jasstafel import: "+brokenFile+": game 3 of "+strconv.Itoa(len(examples))+` in the file: format: unknown format version "jasstafel/9"`) ||
		!strings.Contains(errOut, "jasstafel import: "+unreadable+": a file of games (jasstafel-games/1) that cannot be read") {
		t.Errorf("import of broken files of games: %d %q %q; want 2 %q", code, out, errOut, next)
	}
	if _, list, _ := jt("list", "--db", to); strings.Count(strings.TrimSpace(list), "\n") != len(examples)+1 {
		t.Errorf("after the refused files, the database holds:\n%s", list)
	}
}

func TestStoreCommandErrors(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "games.db")
	if code, _, _ := jt("import", "../examples/schieber-two-deals.json", "--db", db); code != 0 {
		t.Fatal("import")
	}
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"C","vorhand":0,"tricks":[["CJ","CX","C6","C7"]]}]}`), 0o600)
	huge := filepath.Join(dir, "huge.json")
	f, _ := os.Create(huge)
	f.Truncate(5 << 20)
	f.Close()
	hugeAll := filepath.Join(dir, "all.json")
	f, _ = os.Create(hugeAll)
	f.Truncate(persistence.MaxCollectionSize + 1)
	f.Close()
	before, _ := os.ReadFile(db)

	cases := []struct {
		args     []string
		code     int
		out, err string
	}{
		// One refused file does not stop the others; the good one is imported.
		{[]string{"import", bad, "../examples/schieber-two-deals.json", "--db", db}, 2, "2\n", "jasstafel import: " + bad + `: rounds[0].tricks[0][1]: invalid card "CX"`},
		{[]string{"import", filepath.Join(dir, "missing.json"), "--db", db}, 2, "", "missing.json: open"},
		{[]string{"import", huge, "--db", db}, 2, "", "huge.json: the document is 5242880 bytes; a game file is at most 4 MiB"},
		{[]string{"import", hugeAll, "--db", db}, 2, "", "all.json: the file is larger than 64 MiB; a file of games is far smaller"},
		{[]string{"import", "--db", db}, 2, "", "name at least one game file"},
		{[]string{"export", "99", "--db", db}, 1, "", "jasstafel export: there is no game 99 in " + db},
		{[]string{"export", "abc", "--db", db}, 2, "", `"abc" is not a game id`},
		{[]string{"export", "1", "2", "--db", db}, 2, "", "name one game id"},
		{[]string{"list", "extra", "--db", db}, 2, "", `unexpected argument "extra"`},
		{[]string{"list", "--colour", "--db", db}, 2, "", "jasstafel list: unknown flag --colour\n\nUsage: jasstafel list [--all] [--db PATH]\n"},
		{[]string{"list", "--db"}, 2, "", "jasstafel list: --db needs a value\n"},
		{[]string{"list", "--db", filepath.Join(dir, "none.db")}, 1, "", "there is no Jasstafel database at " + filepath.Join(dir, "none.db")},
		{[]string{"export", "1", "--db", bad}, 1, "", bad + " is not a Jasstafel database or is damaged (it is not a bbolt database); automatic backups that can be restored: none"},
		{[]string{"restore", "--db", db}, 2, "", "name one backup file"},
		{[]string{"restore", bad, "--db", db}, 1, "", "cannot restore " + bad},
		{[]string{"import", "--help"}, 0, "Usage: jasstafel import FILE... [--db PATH]\n\nAdd the games of game files (jasstafel/1, or jasstafel-games/1 as Save all games writes it); prints\nthe new game ids, one a line. A database not there yet is created. A file of games is added whole or\nnot at all; one refused file does not stop the others.\n\nFlags:\n  --db PATH  the game database, a PATH (default: the app's own)\n", ""},
	}
	for _, c := range cases {
		code, out, errOut := jt(c.args...)
		if code != c.code || out != c.out || !strings.Contains(errOut, c.err) || (c.err == "" && errOut != "") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d, %q, %q", c.args, code, out, errOut, c.code, c.out, c.err)
		}
	}
	if got, _ := os.ReadFile(bad); !strings.HasPrefix(string(got), `{"format"`) {
		t.Error("a refused database file was changed")
	}
	after, _ := os.ReadFile(db)
	if bytes.Equal(before, after) {
		t.Error("the good file of the mixed import was not imported")
	}
}

func TestStoreCommandOnAnOpenDatabase(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	s, err := persistence.Open(db, persistence.Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	backup, _ := s.Backup()
	for _, args := range [][]string{{"list", "--db", db}, {"restore", backup, "--db", db}} {
		code, _, errOut := jt(args...)
		if code != 1 || errOut != "jasstafel "+args[0]+": the Jasstafel database is already open by another program: "+db+"\n" {
			t.Errorf("%q: %d %q", args, code, errOut)
		}
	}
}

func TestBackupAndRestoreCommands(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	jt("import", "../examples/schieber-two-deals.json", "--db", db)
	code, out, errOut := jt("backup", "--db", db)
	backup := strings.TrimSpace(out)
	if code != 0 || errOut != "" || filepath.Dir(backup) != filepath.Join(filepath.Dir(db), "backups") {
		t.Fatalf("backup: %d %q %q", code, out, errOut)
	}
	if _, err := os.Stat(backup); err != nil {
		t.Fatal(err)
	}
	jt("import", "../examples/coiffeur-teams.json", "--db", db) // after the backup
	// The backup may be named by its file name alone.
	code, out, errOut = jt("restore", filepath.Base(backup), "--db", db)
	if code != 0 || !strings.HasPrefix(out, "restored "+backup+" to "+db+"\nthe database it replaced is kept as "+db+".replaced-") {
		t.Fatalf("restore: %d %q %q", code, out, errOut)
	}
	if _, out, _ := jt("list", "--db", db); strings.Contains(out, "coiffeur") || !strings.Contains(out, "schieber") {
		t.Errorf("after restoring:\n%s", out)
	}
	aside := strings.TrimPrefix(strings.Split(strings.TrimSpace(out), "\n")[1], "the database it replaced is kept as ")
	if _, listed, _ := jt("list", "--db", aside); !strings.Contains(listed, "coiffeur") {
		t.Errorf("the replaced database (%s) does not hold the later game:\n%s", aside, listed)
	}
}

func TestStoreCommandsUseTheDefaultDatabase(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", data)
	if code, out, errOut := jt("import", "../examples/schieber-two-deals.json"); code != 0 || out != "1\n" {
		t.Fatalf("import: %d %q %q", code, out, errOut)
	}
	want := filepath.Join(data, "fyne", AppID, "jasstafel.db")
	if p, _ := defaultDBPath(); p != want {
		t.Errorf("default path %s", p)
	}
	if _, err := os.Stat(want); err != nil {
		t.Fatal(err)
	}
	if code, out, _ := jt("list"); code != 0 || !strings.Contains(out, "Anna, Beat, Cla, Dora") {
		t.Errorf("list: %d %q", code, out)
	}
	t.Setenv("XDG_CONFIG_HOME", "")
	t.Setenv("HOME", data)
	if p, _ := defaultDBPath(); p != filepath.Join(data, ".config", "fyne", AppID, "jasstafel.db") {
		t.Errorf("default path without XDG_CONFIG_HOME: %s", p)
	}
}

func TestFlagsStandAnywhere(t *testing.T) {
	cases := []struct {
		args []string
		db   string
		pos  []string
	}{
		{[]string{"a", "b", "--db", "x"}, "x", []string{"a", "b"}},
		{[]string{"--db=x", "a"}, "x", []string{"a"}},
		{[]string{"a", "-db", "x", "b"}, "x", []string{"a", "b"}},
		{[]string{"a", "--", "--db", "-b"}, "", []string{"a", "--db", "-b"}},
	}
	for _, c := range cases {
		fs := flag.NewFlagSet("import", flag.ContinueOnError)
		db := fs.String("db", "", "")
		pos, err := parseInterleaved(fs, c.args)
		if err != nil || *db != c.db || strings.Join(pos, "|") != strings.Join(c.pos, "|") {
			t.Errorf("%q: db %q pos %q err %v", c.args, *db, pos, err)
		}
	}
}

func TestRenameCommand(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	if code, _, _ := jt("import", "../examples/schieber-two-deals.json", "../examples/coiffeur-teams.json", "--db", db); code != 0 {
		t.Fatal("import")
	}
	cases := []struct {
		args     []string
		code     int
		out, err string
	}{
		{[]string{"rename", "1", "Anna", "Beat", "Cla", " Doris ", "--db", db}, 0, "game 1: Anna, Beat, Cla, Doris\n", ""},
		{[]string{"rename", "1", "Anna", "Beat", "Cla", "--db", db}, 2, "", "jasstafel rename: game 1 has 4 players (Anna, Beat, Cla, Doris); name 4 in seat order, not 3\n"},
		{[]string{"rename", "1", "Anna", "Beat", "ANNA", "Dora", "--db", db}, 2, "", "jasstafel rename: Two players are called Anna: give each player a different name.\n"},
		{[]string{"rename", "1", "Anna", "Beat", "Cla", "Do\nra", "--db", db}, 2, "", "jasstafel rename: The name of player 4 contains a control character"},
		{[]string{"rename", "1", "Anna", "Be\xffat", "Cla", "Dora", "--db", db}, 2, "", "jasstafel rename: The name of player 2 is not valid UTF-8 text.\n"},
		{[]string{"rename", "99", "a", "b", "c", "d", "--db", db}, 1, "", "jasstafel rename: there is no game 99\n"},
		{[]string{"rename", "x", "a", "--db", db}, 2, "", `"x" is not a game id`},
		{[]string{"rename", "1", "--db", db}, 2, "", "name the game id and then every player's name in seat order\n\nUsage: jasstafel rename ID NAME... [--db PATH]\n"},
		// A game the players finished stays finished, with the names put right.
		{[]string{"rename", "2", "Ruth", "Köbi", "Marlis", "Fritz", "--db", db}, 0, "game 2: Ruth, Köbi, Marlis, Fritz\n", ""},
	}
	s, err := persistence.Open(db, persistence.Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.SetFinished(2, true); err != nil {
		t.Fatal(err)
	}
	s.Close()
	for _, c := range cases {
		code, out, errOut := jt(c.args...)
		if code != c.code || out != c.out || !strings.Contains(errOut, c.err) || (c.err == "" && errOut != "") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d, %q, %q", c.args, code, out, errOut, c.code, c.out, c.err)
		}
	}
	s, err = persistence.Open(db, persistence.Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	v, _ := s.Load(1)
	if strings.Join(v.File.Players, "|") != "Anna|Beat|Cla|Doris" || v.File.History[len(v.File.History)-1].Kind != "players-changed" {
		t.Errorf("game 1: %q, last event %+v", v.File.Players, v.File.History[len(v.File.History)-1])
	}
	// Undo takes the rename back.
	if v, err = s.Undo(1); err != nil || v.File.Players[3] != "Dora" {
		t.Errorf("undo: %v %q", err, v.File.Players)
	}
	v, _ = s.Load(2)
	if !v.Finished || v.File.Players[2] != "Marlis" || len(v.File.Rounds) != 16 {
		t.Errorf("game 2: finished %v, players %q, %d deals", v.Finished, v.File.Players, len(v.File.Rounds))
	}
	if l, _ := s.List(0, false); !slices.ContainsFunc(l, func(g persistence.Summary) bool {
		return g.ID == 2 && strings.Join(g.WinnerNames(), " & ") == "Ruth & Marlis"
	}) {
		t.Errorf("the list does not name the renamed winners: %+v", l)
	}
}

func TestPurgeCommand(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	if code, _, _ := jt("import", "../examples/schieber-two-deals.json", "../examples/coiffeur-teams.json", "--db", db); code != 0 {
		t.Fatal("import")
	}
	delete := func(id persistence.GameID) {
		s, err := persistence.Open(db, persistence.Options{NoAutoBackup: true})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if err := s.Delete(id); err != nil {
			t.Fatal(err)
		}
	}
	steps := []struct {
		before   func()
		args     []string
		code     int
		out, err string
	}{
		{nil, []string{"purge", "1", "--db", db}, 1, "", "jasstafel purge: game 1 is not deleted; delete it before purging it\n"},
		{func() { delete(1) }, []string{"rename", "1", "a", "b", "c", "d", "--db", db}, 1, "", "jasstafel rename: game 1 is deleted; restore it first\n"},
		{nil, []string{"purge", "1", "--db", db}, 0, "game 1 is removed for good\n", ""},
		{nil, []string{"purge", "1", "--db", db}, 1, "", "jasstafel purge: there is no game 1\n"},
		{nil, []string{"export", "1", "--db", db}, 1, "", "there is no game 1"},
		{nil, []string{"purge", "--db", db}, 2, "", "name one game id"},
		{nil, []string{"purge", "0", "--db", db}, 2, "", `"0" is not a game id`},
	}
	for _, c := range steps {
		if c.before != nil {
			c.before()
		}
		code, out, errOut := jt(c.args...)
		if code != c.code || out != c.out || !strings.Contains(errOut, c.err) || (c.err == "" && errOut != "") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d, %q, %q", c.args, code, out, errOut, c.code, c.out, c.err)
		}
	}
	if _, out, _ := jt("list", "--all", "--db", db); strings.Contains(out, "\n1 ") || !strings.Contains(out, "\n2 ") {
		t.Errorf("after the purge:\n%s", out)
	}
}

// A file with text that is not valid UTF-8 or holds a control character is refused by check and
// import with exit 2 and the place named; nothing is imported.
func TestCommandsRefuseBrokenText(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "games.db")
	files := map[string]string{
		"utf8.json":    "{\"format\":\"jasstafel/1\",\"mode\":\"schieber\",\"players\":[\"Anna\",\"Beat\",\"Cl\xe4\",\"Dora\"],\"rounds\":[]}",
		"control.json": `{"format":"jasstafel/1","mode":"schieber","players":["Anna","Beat","Cla","Dora\u001b[2J"],"rounds":[]}`,
		"twice.json":   `{"format":"jasstafel/1","mode":"schieber","players":["Anna","Beat","Cla","anna"],"rounds":[]}`,
	}
	want := map[string]string{
		"utf8.json":    "players[2]: not valid UTF-8 text",
		"control.json": "players[3]: contains a control character",
		"twice.json":   "players[3]: two players are called Anna: give each player a different name",
	}
	for name, content := range files {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(content), 0o600)
		if code, _, errOut := jt("check", p); code != 2 || errOut != "jasstafel check: "+p+": "+want[name]+"\n" {
			t.Errorf("check %s: %d %q", name, code, errOut)
		}
		if code, out, errOut := jt("import", p, "--db", db); code != 2 || out != "" || errOut != "jasstafel import: "+p+": "+want[name]+"\n" {
			t.Errorf("import %s: %d %q %q", name, code, out, errOut)
		}
	}
	if _, out, _ := jt("list", "--all", "--db", db); strings.Count(out, "\n") != 1 {
		t.Errorf("refused files were imported:\n%s", out)
	}
}

// A failed automatic backup does not fail a command that changes games, but it is said.
func TestFailedAutomaticBackupIsReported(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "games.db")
	if code, _, errOut := jt("import", "../examples/schieber-two-deals.json", "--db", db); code != 0 || errOut != "" {
		t.Fatalf("import: %d %q", code, errOut)
	}
	// A file where the backups folder belongs: the daily backup on opening cannot be written.
	os.RemoveAll(filepath.Join(dir, "backups"))
	os.WriteFile(filepath.Join(dir, "backups"), nil, 0o600)
	code, out, errOut := jt("rename", "1", "Anna", "Beat", "Cla", "Doris", "--db", db)
	if code != 0 || out != "game 1: Anna, Beat, Cla, Doris\n" || !strings.HasPrefix(errOut, "jasstafel rename: warning: the automatic backup failed: ") {
		t.Errorf("rename: %d %q %q", code, out, errOut)
	}
}

// delete moves a game to the bin and restore-game brings it back with everything, as the app's
// bin does; purge then needs the game deleted again.
func TestDeleteAndRestoreGameCommands(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	if code, _, errOut := jt("import", "../examples/schieber-two-deals.json", "../examples/coiffeur-teams.json", "--db", db); code != 0 {
		t.Fatal(errOut)
	}
	_, before, _ := jt("export", "1", "--db", db)
	listed := func(all bool) string {
		args := []string{"list", "--db", db}
		if all {
			args = append(args, "--all")
		}
		_, out, _ := jt(args...)
		return out
	}
	steps := []struct {
		args     []string
		code     int
		out, err string
	}{
		{[]string{"delete", "1", "--db", db}, 0, "game 1 is in the bin\n", ""},
		{[]string{"rename", "1", "a", "b", "c", "d", "--db", db}, 1, "", "jasstafel rename: game 1 is deleted; restore it first\n"},
		{[]string{"restore-game", "1", "--db", db}, 0, "game 1 is back from the bin\n", ""},
		{[]string{"purge", "1", "--db", db}, 1, "", "jasstafel purge: game 1 is not deleted; delete it before purging it\n"},
		{[]string{"delete", "99", "--db", db}, 1, "", "jasstafel delete: there is no game 99\n"},
		{[]string{"restore-game", "99", "--db", db}, 1, "", "jasstafel restore-game: there is no game 99\n"},
		{[]string{"delete", "x", "--db", db}, 2, "", `jasstafel delete: "x" is not a game id`},
	}
	for i, c := range steps {
		code, out, errOut := jt(c.args...)
		if code != c.code || out != c.out || !strings.Contains(errOut, c.err) || (c.err == "" && errOut != "") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d, %q, %q", c.args, code, out, errOut, c.code, c.out, c.err)
		}
		if i == 0 {
			if strings.Contains(listed(false), "\n1 ") || !regexp.MustCompile(`(?m)^1 .*\(deleted\)`).MatchString(listed(true)) {
				t.Errorf("after delete:\n%s---\n%s", listed(false), listed(true))
			}
		}
	}
	if !strings.Contains(listed(false), "\n1 ") {
		t.Errorf("game 1 is not listed after restore-game:\n%s", listed(false))
	}
	if _, after, _ := jt("export", "1", "--db", db); after != before {
		t.Errorf("game 1 came back from the bin changed:\n%s\n---\n%s", before, after)
	}
}
