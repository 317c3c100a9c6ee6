package jsonerr

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestMessageSaysTheKindsInPlainWords(t *testing.T) {
	type rules struct {
		Target      int            `json:"target"`
		Weis        string         `json:"weis"`
		Multipliers map[string]int `json:"multipliers"`
		Players     []string       `json:"players"`
		Solo        *bool          `json:"solo"`
	}
	for doc, want := range map[string]string{
		`{"target": "x"}`:                  "rules.target: want a whole number in range, not text",
		`{"target": 1.5}`:                  "rules.target: want a whole number in range, not the number 1.5",
		`{"target": 99999999999999999999}`: "rules.target: want a whole number in range, not the number 99999999999999999999",
		`{"weis": {}}`:                     "rules.weis: want text, not an object",
		`{"multipliers": [1]}`:             "rules.multipliers: want an object, not a list",
		`{"multipliers": {"D": true}}`:     "rules.multipliers: want a whole number in range, not true or false",
		`{"players": "Anna"}`:              "rules.players: want a list, not text",
		`{"solo": "yes"}`:                  "rules.solo: want true or false, not text",
		`[1]`:                              "rules: want an object, not a list",
	} {
		var r rules
		err := json.Unmarshal([]byte(doc), &r)
		if err == nil {
			t.Fatalf("%s: no error", doc)
		}
		if got := Message(err, "rules"); got != want {
			t.Errorf("%s: %q, want %q", doc, got, want)
		}
		if got := Message(err, "rules"); strings.Contains(got, "Go ") || strings.Contains(got, " a array") || strings.Contains(got, "a object") {
			t.Errorf("%s: Go words in %q", doc, got)
		}
	}
	dec := json.NewDecoder(strings.NewReader(`{"nope": 1}`))
	dec.DisallowUnknownFields()
	var r rules
	if got := Message(dec.Decode(&r), "rules"); got != `rules: unknown field "nope"` {
		t.Errorf("unknown field: %q", got)
	}
}
