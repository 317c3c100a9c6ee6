package gamefile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// doc is a Schieber file with the given players (as JSON text) and one round with contract.
func doc(players, contract string) []byte {
	return []byte(`{"format":"jasstafel/1","mode":"schieber","players":[` + players + `],"rounds":[{"contract":"` + contract + `","vorhand":0,"points":[100,57]}]}`)
}

// Text that is not valid UTF-8 or holds a control character is refused with the path of the
// string, whether written as raw bytes or as an escape; it is never repaired.
func TestTextMustBeValidUTF8WithoutControlCharacters(t *testing.T) {
	cases := []struct {
		name string
		doc  []byte
		want string // "" = accepted
	}{
		{"raw invalid byte", doc("\"Anna\",\"Beat\",\"Cl\xe4\",\"Dora\"", "H"), "players[2]: not valid UTF-8 text"},
		{"truncated sequence", doc("\"Anna\",\"Beat\",\"Cla\",\"Dor\xc3\"", "H"), "players[3]: not valid UTF-8 text"},
		{"lone high surrogate", doc(`"Anna","\ud800","Cla","Dora"`, "H"), "players[1]: not valid UTF-8 text"},
		{"lone low surrogate", doc(`"Anna","Beat","x\udc00","Dora"`, "H"), "players[2]: not valid UTF-8 text"},
		{"high surrogate and a letter", doc(`"Anna","\ud83cx","Cla","Dora"`, "H"), "players[1]: not valid UTF-8 text"},
		{"surrogate pair", doc(`"Anna","\ud83c\udccf","Cla","Dora"`, "H"), ""},
		{"line break escape", doc(`"Anna","Beat","Cla","Do\nra"`, "H"), "players[3]: contains a control character"},
		{"tab escape", doc(`"\tAnna","Beat","Cla","Dora"`, "H"), "players[0]: contains a control character"},
		{"NUL escape", doc(`"Anna","Be\u0000at","Cla","Dora"`, "H"), "players[1]: contains a control character"},
		{"escape of C1", doc(`"Anna","Beat","Cla\u0085","Dora"`, "H"), "players[2]: contains a control character"},
		{"raw C1", doc("\"Anna\",\"Beat\",\"Cla\u009b\",\"Dora\"", "H"), "players[2]: contains a control character"},
		{"raw DEL", doc("\"Anna\",\"Beat\",\"Cla\x7f\",\"Dora\"", "H"), "players[2]: contains a control character"},
		{"escape of DEL", doc(`"Anna","Beat","Cla\u007F","Dora"`, "H"), "players[2]: contains a control character"},
		{"in a contract", doc(`"Anna","Beat","Cla","Dora"`, `H\u001b`), "rounds[0].contract: contains a control character"},
		{"in a key", []byte("{\"format\":\"jasstafel/1\",\"mo\xffde\":\"schieber\"}"), "the document: a key is not valid UTF-8 text"},
		{"in a nested key", []byte(`{"format":"jasstafel/1","mode":"schieber","rules":{"ta\rget":1000}}`), "rules: a key contains a control character"},
		{"in the rules", []byte(`{"format":"jasstafel/1","mode":"coiffeur","players":["a","b","c","d"],"rules":{"rows":[{"name":"Jo\u0007ker","multiplier":1,"contracts":["D"]}]},"rounds":[]}`), "rules.rows[0].name: contains a control character"},
		{"in the history", []byte(`{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[],"history":[{"seq":1,"time":"2026-11-29T19:00:00Z","kind":"players-changed","players":["a","b\u000b","c","d"]}]}`), "history[0].players[1]: contains a control character"},
		// What is allowed: other escapes, the replacement character written as such, any script.
		{"quote and backslash escapes", doc(`"An\"na","Be\\at","Cl\/a","D\u00f6ra"`, "H"), ""},
		{"replacement character", doc(`"Anna","Beat","Cla","�"`, "H"), ""},
		{"escaped replacement character", doc(`"Anna","Beat","Cla","\ufffd"`, "H"), ""},
		{"scripts", doc(`"안나","ベアト","克拉","Дора"`, "H"), ""},
		{"whitespace between tokens", []byte("{\r\n\t\"format\": \"jasstafel/1\",\n\"mode\":\"schieber\",\"players\":[\"a\",\"b\",\"c\",\"d\"],\"rounds\":[]}\n"), ""},
	}
	dir := t.TempDir()
	for i, c := range cases {
		_, err := Decode(c.doc)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.want != "" && (err == nil || err.Error() != c.want):
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
		if c.want == "" {
			continue
		}
		// jasstafel check: exit 2, the message in the report.
		p := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "-")+".json")
		os.WriteFile(p, c.doc, 0o600)
		if rep, code := CheckFile(p); code != 2 || rep.Error != c.want {
			t.Errorf("case %d %s: check exit %d, %q", i, c.name, code, rep.Error)
		}
	}
}

// Duplicate names, ignoring case and surrounding spaces, are refused with a sentence.
func TestDuplicatePlayerNames(t *testing.T) {
	_, err := Decode(doc(`"Anna","Beat"," anna ","Dora"`, "H"))
	if err == nil || err.Error() != "players[2]: two players are called Anna: give each player a different name" {
		t.Errorf("file: %v", err)
	}
	_, err = PlayerNames([]string{"Anna", "Beat", "Cla", "BEAT"})
	if ne, ok := err.(*NameError); !ok || ne.Seat != 3 || ne.Same != 1 || ne.Reason != NameDuplicate || err.Error() != "Two players are called Beat: give each player a different name." {
		t.Errorf("PlayerNames: %#v", err)
	}
	for names, want := range map[[3]string]NameError{
		{"Anna", "", "Cla"}:                              {Seat: 1, Reason: NameMissing, Same: -1},
		{"Anna", "Beat", strings.Repeat("é", 41)}:        {Seat: 2, Reason: NameTooLong, Same: -1},
		{"An\x80na", "Beat", "Cla"}:                      {Seat: 0, Reason: NameNotUTF8, Same: -1},
		{"Anna", "Beat\u2028", "Cla\u0000"}:              {Seat: 2, Reason: NameControl, Same: -1},
		{strings.Repeat("é", 40), "Beat", " ANNA\u00a0"}: {},
	} {
		_, err := PlayerNames(names[:])
		ne, _ := err.(*NameError)
		switch {
		case want.Reason == 0 && err != nil:
			t.Errorf("%q: %v", names, err)
		case want.Reason != 0 && (ne == nil || ne.Seat != want.Seat || ne.Reason != want.Reason || ne.Same != -1):
			t.Errorf("%q: %#v, want seat %d reason %d", names, err, want.Seat, want.Reason)
		}
	}
	if names, err := PlayerNames([]string{" Anna", "Beat ", "Anna-Lena", "Dora"}); err != nil || strings.Join(names, "|") != "Anna|Beat|Anna-Lena|Dora" {
		t.Errorf("distinct names: %q %v", names, err)
	}
}

// A refused name's sentence counts the players from one, as the table does.
func TestNameSentencesCountPlayersFromOne(t *testing.T) {
	for names, want := range map[[3]string]string{
		{"Anna", "", "Cla"}:                       "Player 2 needs a name.",
		{"Anna", "Beat", strings.Repeat("é", 41)}: "The name of player 3 is longer than 40 characters.",
		{"An\x80na", "Beat", "Cla"}:               "The name of player 1 is not valid UTF-8 text.",
		{"Anna", "Be\tat", "Cla"}:                 "The name of player 2 contains a control character (a line break, a tab or the like).",
	} {
		if _, err := PlayerNames(names[:]); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %q", names, err, want)
		}
	}
}
