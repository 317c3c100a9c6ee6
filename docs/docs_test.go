package docs

import (
	"strings"
	"testing"
)

// The window app and the command line hold every rulebook from the start, each its own text;
// the web app is handed its translation later (Add).
func TestEveryRulebookIsHeld(t *testing.T) {
	held := Held()
	if len(held) != 1+len(Translations) {
		t.Fatalf("%d rulebooks held, want English and %d translations", len(held), len(Translations))
	}
	seen := map[string]bool{}
	for _, file := range append([]string{English}, Translations...) {
		md, ok := Rulebook(file)
		if !ok || !strings.HasPrefix(md, "# Jasstafel") || seen[md] {
			t.Errorf("%s: held %v, begins %.20q", file, ok, md)
		}
		seen[md] = true
	}
	if _, ok := Rulebook("RULES.xx.md"); ok {
		t.Error("a rulebook the app does not have is held")
	}
	Add("RULES.xx.md", "# x")
	t.Cleanup(func() {
		books.Lock()
		delete(books.byFile, "RULES.xx.md")
		books.Unlock()
	})
	if md, ok := Rulebook("RULES.xx.md"); !ok || md != "# x" {
		t.Errorf("a rulebook added is not held: %q", md)
	}
}
