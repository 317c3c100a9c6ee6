// Package langfile reads the language files (translations/*.json) for the tests of the ui
// packages that check every string: their sentences and plural forms.
package langfile

import (
	"encoding/json"
	"fmt"
)

// Texts reads a language file: each key's sentence, or for a sentence with a count
// (an object of plural forms) its forms, "other" first; none when it has no "other" form.
func Texts(b []byte) (map[string][]string, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, err
	}
	out := make(map[string][]string, len(raw))
	for k, v := range raw {
		var s string
		if json.Unmarshal(v, &s) == nil {
			out[k] = []string{s}
			continue
		}
		var forms map[string]string
		if err := json.Unmarshal(v, &forms); err != nil {
			return nil, fmt.Errorf("%s: neither a sentence nor plural forms: %w", k, err)
		}
		if forms["other"] == "" {
			out[k] = nil
			continue
		}
		texts := []string{forms["other"]}
		for _, f := range []string{"zero", "one", "two", "few", "many"} {
			if forms[f] != "" {
				texts = append(texts, forms[f])
			}
		}
		out[k] = texts
	}
	return out, nil
}
