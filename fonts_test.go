//go:build cgo

package main

import (
	"path/filepath"
	"testing"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
)

// The window app takes the web font before its first screen when that screen speaks a language
// written in Hangul, kana or kanji, or lists a player whose name is; an English or German first
// screen with Latin names is drawn without it.
func TestFirstScreenNeedsTheWebFontForItsScripts(t *testing.T) {
	open := func(names ...string) *persistence.Store {
		s, err := persistence.Open(filepath.Join(t.TempDir(), "games.db"), persistence.Options{NoAutoBackup: true})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		if len(names) > 0 {
			if _, err := s.Create(persistence.NewGame{Mode: tally.Schieber, Players: names}); err != nil {
				t.Fatal(err)
			}
		}
		return s
	}
	latin, korean := open("Anna", "Beat", "Cla", "Dora"), open("Anna", "민준", "Cla", "Dora")
	for _, c := range []struct {
		code  string
		store *persistence.Store
		want  bool
	}{
		{"en", latin, false}, {"de", open(), false}, {"ja", latin, true}, {"ko", nil, true},
		{"en", korean, true}, {"uk", latin, false}, {"fr", nil, false},
	} {
		if got := firstScreenNeedsFont(c.code, c.store); got != c.want {
			t.Errorf("%s with %v: %v, want %v", c.code, c.store != nil, got, c.want)
		}
	}
}
