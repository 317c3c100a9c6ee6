package translations

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"
)

// The web app's strings are there in every language, with the keys and placeholders of the
// English ones, none empty.
func TestWebStringsInEveryLanguage(t *testing.T) {
	read := func(code string) map[string]string {
		data, err := Web.ReadFile("web/" + code + ".json")
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]string
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("web/%s.json: %v", code, err)
		}
		return m
	}
	en := read("en")
	if len(en) == 0 {
		t.Fatal("web/en.json has no strings")
	}
	for _, code := range languages {
		m := read(code)
		var wrong []string
		for k, v := range en {
			tr, ok := m[k]
			if !ok || strings.TrimSpace(tr) == "" || strings.Count(tr, "%") != strings.Count(v, "%") {
				wrong = append(wrong, k)
			}
		}
		for k := range m {
			if _, ok := en[k]; !ok {
				wrong = append(wrong, k+" (not in English)")
			}
		}
		sort.Strings(wrong)
		if len(wrong) > 0 {
			t.Errorf("web/%s.json: %s", code, fmt.Sprint(wrong))
		}
	}
}
