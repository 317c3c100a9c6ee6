package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// statsOut is the part of the stats JSON these tests read.
type statsOut struct {
	Games   int `json:"games"`
	Players []struct {
		Name     string `json:"name"`
		Games    int    `json:"games"`
		Finished int    `json:"finished"`
		Won      int    `json:"won"`
		Schieber struct {
			Deals         int `json:"deals"`
			PointsFor     int `json:"pointsFor"`
			PointsAgainst int `json:"pointsAgainst"`
		} `json:"schieber"`
		Coiffeur struct {
			Total int `json:"total"`
		} `json:"coiffeur"`
	} `json:"players"`
}

func statsDB(t *testing.T) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "games.db")
	if code, out, errOut := jt("import", "../examples/schieber-two-deals.json", "../examples/coiffeur-teams.json", "--db", db); code != 0 {
		t.Fatalf("import: %d %q %q", code, out, errOut)
	}
	return db
}

func runStatsJSON(t *testing.T, args ...string) statsOut {
	t.Helper()
	code, out, errOut := jt(append([]string{"stats"}, args...)...)
	if code != 0 || errOut != "" {
		t.Fatalf("stats %v: exit %d, %q", args, code, errOut)
	}
	var s statsOut
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatalf("stats %v printed no JSON: %v\n%s", args, err, out)
	}
	return s
}

func TestStatsCommand(t *testing.T) {
	db := statsDB(t)
	all := runStatsJSON(t, "--db", db)
	var names []string
	for _, p := range all.Players {
		names = append(names, p.Name)
	}
	// Both games, the players of both sorted by name (byte order: "K\xc3\xb6bi" after "Fritz").
	if all.Games != 2 || strings.Join(names, " ") != "Anna Beat Cla Dora Fritz Köbi Marlies Ruth" {
		t.Fatalf("stats: %d games, players %v", all.Games, names)
	}
	anna, ruth := all.Players[0], all.Players[7]
	// The Schieber example is two deals, 1066 : 209 for Anna's team (the list shows the same
	// score), not finished; the Coiffeur sheet is full and won by Ruth and Marlies, 264 : 225.
	if anna.Games != 1 || anna.Finished != 0 || anna.Won != 0 || anna.Schieber.Deals != 2 ||
		anna.Schieber.PointsFor != 1066 || anna.Schieber.PointsAgainst != 209 {
		t.Errorf("Anna: %+v", anna)
	}
	if ruth.Games != 1 || ruth.Finished != 1 || ruth.Won != 1 || ruth.Coiffeur.Total != 264 {
		t.Errorf("Ruth: %+v", ruth)
	}

	today := time.Now().Format("2006-01-02")
	yesterday := time.Now().AddDate(0, 0, -1).Format("2006-01-02")
	for _, c := range []struct {
		args  []string
		games int
	}{
		{[]string{"--mode", "coiffeur"}, 1},
		{[]string{"--mode", "differenzler"}, 0},
		{[]string{"--player", "Ruth"}, 1},
		{[]string{"--player", "Ruth", "--player", "Anna"}, 0},
		{[]string{"--from", today, "--to", today}, 2},
		{[]string{"--to", yesterday}, 0},
		{[]string{"--mode", "schieber", "--player", "Cla", "--from", yesterday}, 1},
	} {
		if got := runStatsJSON(t, append(c.args, "--db", db)...); got.Games != c.games {
			t.Errorf("stats %v: %d games, want %d", c.args, got.Games, c.games)
		}
	}
}

// A name no game has is said on stderr, as a note: the statistics are printed all the same.
func TestStatsNotesAPlayerWithoutGames(t *testing.T) {
	db := statsDB(t)
	for name, note := range map[string]string{
		"ruth":  "jasstafel stats: note: no game has a player called ruth (names are compared exactly; there is Ruth)\n",
		"Xaver": "jasstafel stats: note: no game has a player called Xaver (`jasstafel players` lists the names)\n",
		"Ruth":  "",
	} {
		code, out, errOut := jt("stats", "--player", name, "--db", db)
		var s statsOut
		if err := json.Unmarshal([]byte(out), &s); code != 0 || err != nil || errOut != note || (s.Games == 0) != (note != "") {
			t.Errorf("stats --player %s: exit %d, %d games, stderr %q (%v); want the note %q", name, code, s.Games, errOut, err, note)
		}
	}
}

func TestStatsCommandRefusesBadInput(t *testing.T) {
	db := statsDB(t)
	missing := filepath.Join(t.TempDir(), "none.db")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--db", db, "--mode", "jass"}, `unknown mode "jass"`},
		{[]string{"--db", db, "--from", "2026-13-01"}, `--from: "2026-13-01" is not a day`},
		{[]string{"--db", db, "--to", "1.12.2026"}, `--to: "1.12.2026" is not a day`},
		{[]string{"--db", db, "--from", "2026-12-02", "--to", "2026-12-01"}, "is after --to"},
		{[]string{"--db", db, "--player", ""}, "cannot be empty"},
		{[]string{"--db", db, "extra"}, `unexpected argument "extra"`},
		{[]string{"--db", db, "--bogus"}, "jasstafel stats: unknown flag --bogus\n"},
	} {
		code, out, errOut := jt(append([]string{"stats"}, c.args...)...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("stats %v: exit %d, out %q, err %q; want exit 2 saying %q", c.args, code, out, errOut, c.want)
		}
	}
	if code, out, errOut := jt("stats", "--db", missing); code != 1 || out != "" || !strings.Contains(errOut, "there is no Jasstafel database at "+missing) {
		t.Errorf("stats of no database: exit %d, %q, %q", code, out, errOut)
	}
	if _, err := os.Stat(missing); !os.IsNotExist(err) {
		t.Errorf("stats created a database at %s: %v", missing, err)
	}
	// A file that is not a database cannot be read: exit 1, and the file is left as it was.
	garbage := filepath.Join(t.TempDir(), "notes.db")
	os.WriteFile(garbage, []byte("not a database"), 0o600)
	if code, out, errOut := jt("stats", "--db", garbage); code != 1 || out != "" || !strings.Contains(errOut, "is not a Jasstafel database") {
		t.Errorf("stats on a file that is not a database: exit %d, %q, %q", code, out, errOut)
	}
	if data, _ := os.ReadFile(garbage); string(data) != "not a database" {
		t.Errorf("stats changed a file that is not a database: %q", data)
	}
	if code, out, _ := jt("stats", "--help"); code != 0 || !strings.Contains(out, "Usage: jasstafel stats") {
		t.Errorf("stats --help: %d %q", code, out)
	}
	if _, out, _ := jt("help"); !strings.Contains(out, "jasstafel stats [--from YYYY-MM-DD]") {
		t.Error("help does not name the stats command")
	}
}
