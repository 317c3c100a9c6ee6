package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestCheckCommandExitCodes(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"D","vorhand":0,"points":[100,50]}]}`), 0o600)
	broken := filepath.Join(dir, "broken.json")
	os.WriteFile(broken, []byte(`{"format": `), 0o600)

	var out, errOut bytes.Buffer
	if code := run([]string{"check", "../gamefile/testdata/tv6.json"}, &out, &errOut); code != 0 {
		t.Fatalf("valid file: exit %d, stderr %s", code, errOut.String())
	}
	var rep map[string]any
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil || rep["valid"] != true {
		t.Fatalf("report %s: %v", out.String(), err)
	}

	out.Reset()
	if code := run([]string{"check", "../gamefile/testdata/tv6.json", bad}, &out, &errOut); code != 1 {
		t.Errorf("rules broken: exit %d", code)
	}
	dec := json.NewDecoder(&out)
	n := 0
	for dec.More() {
		var m map[string]any
		if err := dec.Decode(&m); err != nil {
			t.Fatal(err)
		}
		n++
	}
	if n != 2 {
		t.Errorf("%d documents for two files", n)
	}

	out.Reset()
	errOut.Reset()
	if code := run([]string{"check", bad, broken}, &out, &errOut); code != 2 {
		t.Errorf("unreadable: exit %d", code)
	}
	if !strings.Contains(errOut.String(), "broken.json") || !strings.Contains(errOut.String(), "ends too early") {
		t.Errorf("stderr does not name the file and the problem: %q", errOut.String())
	}
}

func TestCommandLineUsage(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"--help"}, &out, &errOut); code != 0 {
		t.Errorf("--help: %d", code)
	}
	if code := run([]string{"frobnicate"}, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "unknown command") {
		t.Errorf("unknown command: %d", code)
	}
	if code := run([]string{"check"}, &out, &errOut); code != 2 {
		t.Errorf("check without files: %d", code)
	}
	out.Reset()
	if code := run([]string{"presets"}, &out, &errOut); code != 0 || !strings.Contains(out.String(), `"appenzeller"`) {
		t.Errorf("presets: %d %s", code, out.String())
	}
}

// The examples are what a new user runs first: every one must check clean, and the full games
// must be finished.
func TestExamplesAreValidGames(t *testing.T) {
	files, _ := filepath.Glob("../examples/*.json")
	if len(files) < 4 {
		t.Fatalf("%d examples", len(files))
	}
	for _, f := range files {
		var out, errOut bytes.Buffer
		if code := run([]string{"check", f}, &out, &errOut); code != 0 {
			t.Errorf("%s: exit %d %s %s", f, code, errOut.String(), out.String())
			continue
		}
		var rep struct {
			Winner *int  `json:"winner"`
			Totals []int `json:"totals"`
		}
		if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
			t.Fatal(err)
		}
		full := strings.Contains(f, "to-2500") || strings.Contains(f, "coiffeur-teams") || strings.Contains(f, "evening")
		if full && rep.Winner == nil {
			t.Errorf("%s: a complete game without a winner (totals %v)", f, rep.Totals)
		}
		if strings.Contains(f, "to-2500") && rep.Totals[*rep.Winner] < 2500 {
			t.Errorf("%s: winner below the target: %v", f, rep.Totals)
		}
	}
}

// readmeExitCodes reads the exit-code table of the README's command-line section: the code and
// the text of each row, in order.
func readmeExitCodes(t *testing.T) []exitCode {
	t.Helper()
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n## Command line\n")
	if !ok {
		t.Fatal("the README has no section ## Command line")
	}
	section, _, _ = strings.Cut(section, "\n## ")
	var rows []exitCode
	for _, m := range regexp.MustCompile(`(?m)^\| (\d) \| (.+) \|$`).FindAllStringSubmatch(section, -1) {
		code, _ := strconv.Atoi(m[1])
		rows = append(rows, exitCode{code, m[2]})
	}
	return rows
}

// situationCode is the exit code the README gives the situation named before the colon.
func situationCode(t *testing.T, rows []exitCode, situation string) int {
	t.Helper()
	for _, r := range rows {
		if strings.HasPrefix(r.when, situation+":") {
			return r.code
		}
	}
	t.Fatalf("the README's exit-code table has no row %q", situation)
	return -1
}

// The README documents the exit codes the usage prints, word for word.
func TestREADMEHoldsTheExitCodeTable(t *testing.T) {
	rows := readmeExitCodes(t)
	if !slices.Equal(rows, exitCodes) {
		t.Errorf("the README's exit codes differ from the command line's:\nREADME: %v\ncode:   %v", rows, exitCodes)
	}
	var out, errOut bytes.Buffer
	run([]string{"help"}, &out, &errOut)
	for _, r := range exitCodes {
		if !strings.Contains(strings.Join(strings.Fields(out.String()), " "), fmt.Sprintf("%d %s", r.code, r.when)) {
			t.Errorf("the usage lacks the exit code %d %q", r.code, r.when)
		}
	}
}

// samples are calls of each command that need nothing but a database or a file to run: FILE
// stands for a game file, BACKUP for a backup. A command added to the table needs one here.
var samples = map[string][]string{
	"check": {"FILE"}, "presets": nil, "legal": {"--contract", "C", "--hand", "SA"},
	"weis": {"--contract", "C", "--cards", "DA,DK,DQ"}, "solve": {"--contract", "C", "--hands", "SA;S6;S7;S8"}, "import": {"FILE"}, "export": {"1"}, "list": nil,
	"backup": nil, "restore": {"BACKUP"}, "rename": {"1", "Anna", "Beat", "Cla", "Dora"}, "delete": {"1"},
	"restore-game": {"1"}, "purge": {"1"}, "stats": nil, "players": nil, "help": nil, "version": nil,
	"serve": {"--addr", "127.0.0.1:0"},
}

// TestEveryCommandFollowsTheExitCodeTable runs every command of the table with --help, a bad
// flag, a surplus argument, no database and a database (or file) of garbage, and checks each
// exit code against the README's table.
func TestEveryCommandFollowsTheExitCodeTable(t *testing.T) {
	rows := readmeExitCodes(t)
	done, usage := situationCode(t, rows, "done"), situationCode(t, rows, "usage error")
	unusable, refused := situationCode(t, rows, "cannot be used"), situationCode(t, rows, "refused input")

	dir := t.TempDir()
	seed := time.Now().UnixNano()
	t.Logf("garbage seed %d", seed)
	junk := make([]byte, 8192)
	rand.New(rand.NewSource(seed)).Read(junk)
	garbage := filepath.Join(dir, "garbage.bin")
	os.WriteFile(garbage, junk, 0o600)
	missing := filepath.Join(dir, "missing")
	good := filepath.Join(dir, "good.db")
	if code, _, errOut := jt("import", "../examples/schieber-two-deals.json", "--db", good); code != 0 {
		t.Fatal(errOut)
	}
	_, backup, _ := jt("backup", "--db", good)
	files := map[string]string{"FILE": "../examples/schieber-two-deals.json", "BACKUP": strings.TrimSpace(backup)}

	for _, cmd := range commands {
		sample, ok := samples[cmd.name]
		if !ok {
			t.Errorf("%s: no sample call in this test", cmd.name)
			continue
		}
		// call is the sample with the file placeholders and the database given.
		call := func(file, db string, extra ...string) []string {
			args := []string{cmd.name}
			for _, a := range sample {
				if f, ok := files[a]; ok {
					a = f
					if file != "" {
						a = file
					}
				}
				args = append(args, a)
			}
			if cmd.db != noDB {
				args = append(args, "--db", db)
			}
			return append(args, extra...)
		}
		expect := func(args []string, code int, why string) (string, string) {
			t.Helper()
			got, out, errOut := jt(args...)
			if got != code {
				t.Errorf("%q (%s): exit %d, want %d\nstdout %q\nstderr %q", args, why, got, code, out, errOut)
			}
			return out, errOut
		}

		out, errOut := expect([]string{cmd.name, "--help"}, done, "--help")
		head := "Usage: " + cmd.prog()
		if !strings.HasPrefix(out, head+" ") && !strings.HasPrefix(out, head+"\n") || errOut != "" {
			t.Errorf("%s --help: stdout %q, stderr %q", cmd.name, out, errOut)
		}
		if h, _ := expect([]string{"help", cmd.name}, done, "help NAME"); h != out {
			t.Errorf("help %s differs from %s --help", cmd.name, cmd.name)
		}

		out, errOut = expect(call("", missing, "--bogus"), usage, "a bad flag")
		if out != "" || strings.Count(errOut, "-bogus") != 1 || !strings.HasPrefix(errOut, cmd.prog()+": unknown flag --bogus\n\nUsage: "+cmd.prog()) {
			t.Errorf("%s --bogus: stdout %q, stderr %q; want the flag named once as --bogus, then the usage", cmd.name, out, errOut)
		}
		if cmd.maxArgs >= 0 {
			_, errOut = expect(call("", missing, "surplus"), usage, "an unexpected argument")
			if !strings.Contains(errOut, `"surplus"`) || !strings.Contains(errOut, "\n\nUsage: "+cmd.prog()) {
				t.Errorf("%s surplus: stderr %q; want the argument named, then the usage", cmd.name, errOut)
			}
		}
		if _, err := os.Stat(missing); err == nil {
			t.Errorf("%s: a refused command line created %s", cmd.name, missing)
			os.Remove(missing)
		}

		switch cmd.db {
		case noDB:
			expect(call("", "", "--db", missing), usage, "no database to name")
		case createDB, replaceDB:
			expect(call("", missing), done, "a database not there yet is "+map[dbUse]string{createDB: "created", replaceDB: "put in place"}[cmd.db])
			os.RemoveAll(missing)
		default:
			_, errOut = expect(call("", missing), unusable, "no database")
			if !strings.Contains(errOut, "there is no Jasstafel database at "+missing) {
				t.Errorf("%s without a database: %q", cmd.name, errOut)
			}
			if _, err := os.Stat(missing); err == nil {
				t.Errorf("%s created a database at %s", cmd.name, missing)
				os.Remove(missing)
			}
		}
		if cmd.db == replaceDB {
			// restore puts a backup in place of a damaged database: that is what it is for.
			broken := filepath.Join(t.TempDir(), "broken.db")
			os.WriteFile(broken, junk, 0o600)
			expect(call("", broken), done, "a damaged database replaced")
		} else if cmd.db != noDB {
			_, errOut = expect(call("", garbage), unusable, "a database of garbage")
			if !strings.Contains(errOut, garbage+" is not a Jasstafel database or is damaged") {
				t.Errorf("%s on garbage: %q", cmd.name, errOut)
			}
		}
		for placeholder := range files {
			if !slices.Contains(sample, placeholder) {
				continue
			}
			want, what := refused, "a game file"
			if placeholder == "BACKUP" {
				want, what = unusable, "a backup"
			}
			for _, f := range []string{missing, garbage} {
				_, errOut = expect(call(f, good), want, what+" missing or of garbage")
				if !strings.HasPrefix(errOut, cmd.prog()+": ") || !strings.Contains(errOut, f) {
					t.Errorf("%s %s: stderr %q does not name the file", cmd.name, f, errOut)
				}
			}
		}
		if data, _ := os.ReadFile(garbage); !bytes.Equal(data, junk) {
			t.Fatalf("%s changed the file of garbage", cmd.name)
		}
	}
}

// The README's command-line examples run as written, one after the other, on a fresh database:
// every one exits 0, and export 3 draws a Schieber race.
func TestREADMEExamplesRun(t *testing.T) {
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, block, _ := strings.Cut(string(data), "\n## Command line\n")
	_, block, _ = strings.Cut(block, "```sh\n")
	block, _, _ = strings.Cut(block, "```")
	dir := t.TempDir()
	examples, _ := filepath.Glob("../examples/*.json")
	lastOut, pngID := "", ""
	n := 0
	for _, line := range strings.Split(block, "\n") {
		line, _, _ = strings.Cut(line, "#")
		words := strings.Fields(line)
		if len(words) < 2 || words[0] != "./jasstafel" {
			continue // the build, and the window app
		}
		var args []string
		for _, w := range words[1:] {
			switch w = strings.Trim(w, `"`); {
			case w == "examples/*.json":
				args = append(args, examples...)
			case w == "games.db" || w == "race.png":
				args = append(args, filepath.Join(dir, w))
			case strings.HasPrefix(w, "games-") && strings.HasSuffix(w, ".db"):
				args = append(args, filepath.Base(strings.TrimSpace(lastOut))) // the backup just made
			default:
				args = append(args, w)
			}
		}
		code, out, errOut := jt(args...)
		if code != 0 {
			t.Errorf("README: %s: exit %d\n%s", line, code, errOut)
		}
		if slices.Contains(args, "png") && args[0] == "export" {
			pngID = args[1]
		}
		lastOut = out
		n++
	}
	if n < 15 {
		t.Fatalf("only %d examples found in the README", n)
	}
	// The chart is drawn of a Schieber race: a Schieber game decided by its target.
	if img, err := os.ReadFile(filepath.Join(dir, "race.png")); err != nil || !bytes.HasPrefix(img, []byte("\x89PNG")) {
		t.Errorf("race.png: %v", err)
	}
	_, list, _ := jt("list", "--all", "--db", filepath.Join(dir, "games.db"))
	if pngID == "" || !regexp.MustCompile(`(?m)^`+regexp.QuoteMeta(pngID)+`\s+schieber\s.*\syes\s+\S`).MatchString(list) {
		t.Errorf("the README draws game %q as race.png, which is no decided Schieber race:\n%s", pngID, list)
	}
}

// Messages name what the user gave: the file given, not the temporary file written first, and
// JSON's kinds in plain words, not Go's.
func TestMessagesNameWhatTheUserGave(t *testing.T) {
	dir := t.TempDir()
	players := filepath.Join(dir, "players.json")
	os.WriteFile(players, []byte(`{"format":"jasstafel/1","mode":"schieber","players":{"a":1},"rounds":[]}`), 0o600)
	target := filepath.Join(dir, "target.json")
	os.WriteFile(target, []byte(`{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rules":{"target":"x"},"rounds":[]}`), 0o600)
	db := importExamples(t)
	out := filepath.Join(dir, "no-folder", "race.png")
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"check", players}, 2, "jasstafel check: " + players + ": line 1: players: want a list, not an object\n"},
		{[]string{"import", target, "--db", db}, 2, "jasstafel import: " + target + ": rules.target: want a whole number in range, not text\n"},
		{[]string{"legal", "--contract", "C", "--hand", "SA", "--rules", `{"weis": {}}`}, 2, "jasstafel legal: rules.weis: want text, not an object\n"},
		{[]string{"legal", "--contract", "C", "--hand", "SA", "--rules", `{"multipliers": [1]}`}, 2, "jasstafel legal: rules.multipliers: want an object, not a list\n"},
		{[]string{"legal", "--contract", "C", "--hand", "SA", "--trick-no", "x"}, 2, "jasstafel legal: --trick-no \"x\": not a whole number\n"},
		{[]string{"export", "1", "--format", "png", "--out", out, "--db", db}, 1, "jasstafel export: cannot write " + out + ": no such file or directory\n"},
	} {
		code, _, errOut := jt(c.args...)
		if code != c.code || !strings.HasPrefix(errOut, c.msg) {
			t.Errorf("%q: exit %d, stderr %q; want %d, %q", c.args, code, errOut, c.code, c.msg)
		}
	}
	// The temporary files of a backup, a restore and an export are named by their folder.
	for _, c := range []struct {
		err  error
		want string
	}{
		{fmt.Errorf("cannot write a backup: %w", &fs.PathError{Op: "createtemp", Path: "/b/backups/.backup-*.tmp", Err: syscall.EACCES}),
			"cannot write a backup: /b/backups: permission denied"},
		{fmt.Errorf("cannot restore x.db: %w", &fs.PathError{Op: "write", Path: "/b/games.db.123.restoring", Err: syscall.ENOSPC}),
			"cannot restore x.db: /b: no space left on device"},
		{fmt.Errorf("cannot restore x.db: %w", &fs.PathError{Op: "open", Path: "x.db", Err: syscall.ENOENT}),
			"cannot restore x.db: open x.db: no such file or directory"},
		{&os.LinkError{Op: "rename", Old: "/b/.race.png.123", New: "/b/race.png", Err: syscall.EISDIR},
			"/b/race.png: is a directory"},
	} {
		if got := plainError(c.err); got != c.want {
			t.Errorf("%v: %q, want %q", c.err, got, c.want)
		}
	}
}
