package gamefile

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzDecode feeds arbitrary documents to the decoder and the checker: neither may panic or hang,
// and a document that decodes must check.
func FuzzDecode(f *testing.F) {
	if b, err := os.ReadFile("testdata/tv6.json"); err == nil {
		f.Add(b)
	}
	f.Add([]byte(`{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"trio:C,undenufe,obenabe","vorhand":3,"points":[157,0],"match":1,"stoeck":2}]}`))
	f.Add([]byte(`{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rules":{"preset":"simple","weis":"small"},"rounds":[{"contract":"D","vorhand":0,"points":[52,31],"ended":true,"wonBy":0}]}`))
	f.Add([]byte(`{"format":"jasstafel/1","mode":"coiffeur","players":["a","b","c","d"],"rounds":[{"row":4,"side":1,"contract":"obenabe","vorhand":1,"passes":0,"points":[71,86],"match":null}]}`))
	f.Add([]byte(`{"format":"jasstafel/1","mode":"coiffeur","players":["a","b","c"],"rules":{"solo":true},"rounds":[{"row":0,"side":2,"contract":"D","vorhand":1,"passes":1,"points":[50,50,57]}]}`))
	f.Add([]byte(`{"format":"jasstafel/1","mode":"differenzler","players":["a","b","c","d"],"rules":{"stake":10},"rounds":[{"dealer":3,"trump":"H","predictions":[50,30,0,77],"points":[48,35,0,74]},{"dealer":0,"trump":"S","predictions":[1,2,3,4]}]}`))
	f.Add([]byte(`{}`))
	// Text that must be refused, raw and escaped, and text that must not.
	f.Add([]byte("{\"format\":\"jasstafel/1\",\"mode\":\"schieber\",\"players\":[\"a\",\"b\xff\",\"c\",\"d\"],\"rounds\":[]}"))
	f.Add([]byte(`{"format":"jasstafel/1","mode":"schieber","players":["a","\ud800","c","d"],"rounds":[]}`))
	f.Add([]byte(`{"format":"jasstafel/1","mode":"schieber","players":["a","b\u0085","c\n","d"],"rounds":[]}`))
	f.Add([]byte("{\"format\":\"jasstafel/1\",\"mode\":\"schieber\",\"players\":[\"a\",\"b\u009f\",\"c\x7f\",\"d\"],\"rounds\":[]}"))
	f.Add([]byte(`{"format":"jasstafel/1","mode":"schieber","players":["\ud83c\udccf","Anna","ANNA ","\ufffd"],"rounds":[]}`))
	f.Fuzz(func(t *testing.T, doc []byte) {
		// The quick look never lets pass what the full scan refuses.
		if err := scanText(doc); err != nil && !suspectText(doc) {
			t.Fatalf("the quick look misses %v", err)
		}
		g, err := Decode(doc)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		// What decodes is valid text, never repaired: valid UTF-8 in, distinct clean names out.
		if !utf8.Valid(doc) {
			t.Fatal("a document that is not valid UTF-8 was accepted")
		}
		seen := map[string]bool{}
		for _, p := range g.Players {
			if textProblem(p) != "" || seen[strings.ToLower(p)] {
				t.Fatalf("player %q accepted", p)
			}
			seen[strings.ToLower(p)] = true
		}
		rep := Check("fuzz.json", g)
		var rounds []json.RawMessage
		if err := json.Unmarshal(rep.Rounds, &rounds); err != nil {
			t.Fatal(err)
		}
		if len(rounds) != g.Rounds() {
			t.Fatalf("%d rounds reported for %d", len(rounds), g.Rounds())
		}
		if rep.Valid != (len(rep.Violations) == 0) {
			t.Fatalf("valid %v with %d violations", rep.Valid, len(rep.Violations))
		}
	})
}
