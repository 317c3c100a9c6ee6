package gamefile

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCheckTV6File(t *testing.T) {
	rep, code := CheckFile("testdata/tv6.json")
	if code != 0 || !rep.Valid || len(rep.Violations) != 0 {
		t.Fatalf("code %d valid %v violations %+v error %q", code, rep.Valid, rep.Violations, rep.Error)
	}
	var rounds []schieberRound
	if err := json.Unmarshal(rep.Rounds, &rounds); err != nil {
		t.Fatal(err)
	}
	r0 := rounds[0]
	if r0.Multiplier != 2 || r0.CardPoints != [2]int{128, 29} || r0.Match != nil || *r0.Weis.Team != 0 ||
		r0.Weis.Points != [2]int{150, 0} || r0.Stoeck != [2]int{0, 20} || r0.Score != [2]int{556, 98} {
		t.Errorf("round 0: %+v", r0)
	}
	// TV-12 in seed: Obenabe ×3, team 0 120 + Weis 50, team 1 37.
	if r1 := rounds[1]; r1.Score != [2]int{510, 111} || r1.Multiplier != 3 {
		t.Errorf("round 1: %+v", r1)
	}
	if rep.Totals[0] != 556+510 || rep.Totals[1] != 98+111 {
		t.Errorf("totals %v", rep.Totals)
	}
	// The report has the keys the format promises, with null where nothing applies.
	b, _ := json.Marshal(rep)
	for _, key := range []string{`"file"`, `"valid":true`, `"violations":[]`, `"multiplier":2`, `"cardPoints":[128,29]`,
		`"match":null`, `"weis":{"team":0,"points":[150,0]}`, `"stoeck":[0,20]`, `"score":[556,98]`, `"totals":[1066,209]`} {
		if !bytes.Contains(b, []byte(key)) {
			t.Errorf("report lacks %s: %s", key, b)
		}
	}
}

func readTV6(t *testing.T) map[string]any {
	t.Helper()
	b, err := os.ReadFile("testdata/tv6.json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func round0(m map[string]any) map[string]any { return m["rounds"].([]any)[0].(map[string]any) }

func checkDoc(t *testing.T, m map[string]any) (Report, int) {
	t.Helper()
	b, _ := json.Marshal(m)
	p := filepath.Join(t.TempDir(), "g.json")
	if err := os.WriteFile(p, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return CheckFile(p)
}

func TestViolationsAreReportedWithPlace(t *testing.T) {
	m := readTV6(t)
	tricks := round0(m)["tricks"].([]any)
	// Seat 3 plays H8 in trick 3 while ... swap two cards so that seat 1 revokes: trick 2 seat 1
	// plays S8 instead of CQ (CQ then appears in trick 5, where S8 was). Seat 1 held CQ (trump
	// was led in trick 2), so playing S8 there breaks follow-trump.
	tricks[1].([]any)[1] = "S8"
	tricks[4].([]any)[1] = "CQ"
	rep, code := checkDoc(t, m)
	if code != 1 || rep.Valid {
		t.Fatalf("code %d valid %v", code, rep.Valid)
	}
	found := false
	for _, v := range rep.Violations {
		if v.Round == 0 && v.Trick != nil && *v.Trick == 1 && v.Seat != nil && *v.Seat == 1 && v.Card != nil && *v.Card == "S8" {
			found = true
			if v.Rule != "follow-trump" || v.Message == "" {
				t.Errorf("violation %+v", v)
			}
		}
	}
	if !found {
		t.Errorf("revoke not reported: %+v", rep.Violations)
	}
}

func TestEightTricksAndDuplicatesAreViolations(t *testing.T) {
	m := readTV6(t)
	r := round0(m)
	r["tricks"] = r["tricks"].([]any)[:8]
	rep, code := checkDoc(t, m)
	if code != 1 || !hasViolation(rep, "card-count") {
		t.Errorf("8 tricks: code %d %+v", code, rep.Violations)
	}
	m = readTV6(t)
	round0(m)["tricks"].([]any)[8].([]any)[3] = "S9" // S9 was already played in trick 2
	rep, code = checkDoc(t, m)
	if code != 1 || !hasViolation(rep, "duplicate-card") {
		t.Errorf("duplicate: code %d %+v", code, rep.Violations)
	}
}

func hasViolation(rep Report, rule string) bool {
	for _, v := range rep.Violations {
		if v.Rule == rule {
			return true
		}
	}
	return false
}

func TestUnreadableFiles(t *testing.T) {
	cases := []struct {
		name, doc, want string
	}{
		{"empty", ``, "empty"},
		{"not json", `hello`, "line 1"},
		{"truncated", `{"format": "jasstafel/1", "rounds": [`, "ends too early"},
		{"unknown key", "{\"format\": \"jasstafel/1\",\n \"mode\": \"schieber\",\n \"playrs\": []}", `line 3: unknown field "playrs"`},
		{"unknown round key", `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"C","vorhand":0,"points":[100,57],"bonus":1}]}`, `unknown field "bonus"`},
		{"format", `{"format":"jasstafel/9","mode":"schieber","players":["a","b","c","d"],"rounds":[]}`, "unknown format version"},
		{"no format", `{"mode":"schieber","players":["a","b","c","d"],"rounds":[]}`, "format: missing"},
		{"mode", `{"format":"jasstafel/1","mode":"poker","players":["a","b","c","d"],"rounds":[]}`, "mode"},
		{"players", `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c"],"rounds":[]}`, "four players"},
		{"blank player", `{"format":"jasstafel/1","mode":"schieber","players":["a"," ","c","d"],"rounds":[]}`, "players[1]"},
		{"bad card", `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"C","vorhand":0,"tricks":[["CJ","CX","C6","C7"]]}]}`, `rounds[0].tricks[0][1]: invalid card "CX"`},
		{"ten tricks", `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"C","vorhand":0,"tricks":[[],[],[],[],[],[],[],[],[],[],[],[],[]]}]}`, "rounds[0].tricks: 13 tricks"},
		{"five cards", `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"C","vorhand":0,"tricks":[["C6","C7","C8","C9","CT"]]}]}`, "a trick has 4"},
		{"seat", `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"C","vorhand":4,"points":[100,57]}]}`, "rounds[0].vorhand: 4 is not a seat"},
		{"negative seat", `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"C","vorhand":0,"points":[100,57],"stoeck":-1}]}`, "rounds[0].stoeck"},
		{"huge number", `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"C","vorhand":0,"points":[1e400,57]}]}`, "line 1"},
		{"float", `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"C","vorhand":0.5,"points":[100,57]}]}`, "vorhand"},
		{"contract", `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"Z","vorhand":0,"points":[100,57]}]}`, "rounds[0].contract"},
		{"both", `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"C","vorhand":0,"points":[100,57],"tricks":[]}]}`, "not both"},
		{"neither", `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"C","vorhand":0}]}`, "needs"},
		{"weis shape", `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"C","vorhand":0,"points":[100,57],"weis":[{"seat":0,"points":50}]}]}`, "rounds[0].weis[0]"},
		{"rules typo", `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rules":{"targett":1000},"rounds":[]}`, "targett"},
		{"two documents", `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[]} {}`, "after the game document"},
		{"array", `[]`, "line 1"},
		{"deep", strings.Repeat("[", 100000) + strings.Repeat("]", 100000), "line 1"},
	}
	for _, c := range cases {
		_, err := Decode([]byte(c.doc))
		if err == nil {
			t.Errorf("%s: accepted", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q does not contain %q", c.name, err, c.want)
		}
	}
}

func TestHugeFileIsRefusedWithoutReadingItAll(t *testing.T) {
	p := filepath.Join(t.TempDir(), "huge.json")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(100 << 20); err != nil { // a sparse 100 MB file
		t.Fatal(err)
	}
	f.Close()
	rep, code := CheckFile(p)
	if code != 2 || !strings.Contains(rep.Error, "larger than 4 MiB") {
		t.Errorf("code %d error %q", code, rep.Error)
	}
	rep, code = CheckFile(filepath.Join(t.TempDir(), "missing.json"))
	if code != 2 || rep.Error == "" {
		t.Errorf("missing file: code %d %q", code, rep.Error)
	}
}

func TestCardCodesAreAcceptedInAnyCase(t *testing.T) {
	doc := `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"c","vorhand":0,"points":[100,57],"weis":[{"seat":1,"cards":["h10","hj","hq"]}]}]}`
	g, err := Decode([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	if g.Schieber[0].Contract.String() != "C" || g.Schieber[0].Weis[0].Cards[0].String() != "HT" {
		t.Errorf("decoded %+v", g.Schieber[0])
	}
}
