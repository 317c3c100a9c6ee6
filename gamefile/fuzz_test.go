package gamefile

import (
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
		if len(rep.Rounds) != len(g.Schieber) {
			t.Fatalf("%d rounds reported for %d", len(rep.Rounds), len(g.Schieber))
		}
	})
}
