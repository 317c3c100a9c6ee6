package gamefile

import (
	"encoding/json"
	"os"
	"testing"
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
	f.Fuzz(func(t *testing.T, doc []byte) {
		g, err := Decode(doc)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
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
