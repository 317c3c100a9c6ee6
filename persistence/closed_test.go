package persistence

import (
	"testing"

	"github.com/jasstafel/jasstafel/tally"
)

// TestAClosedStoreSaysSo: every action on a closed store — bbolt's or the browser's — is refused
// with one sentence naming the database, and nothing panics.
func TestAClosedStoreSaysSo(t *testing.T) {
	s, _ := openTest(t)
	id := newSchieber(t, s)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	want := "the Jasstafel database " + s.Path() + " is closed"
	check := func(what string, err error) {
		t.Helper()
		if err == nil || err.Error() != want {
			t.Errorf("%s on a closed store: %v, want %q", what, err, want)
		}
	}
	_, err := s.AddRound(id, deal(0, 100))
	check("AddRound", err)
	_, err = s.Create(NewGame{Mode: tally.Schieber, Players: fourPlayers})
	check("Create", err)
	_, err = s.List(0, false)
	check("List", err)
	check("SaveDraft", s.SaveDraft(id, []byte("x")))
	_, err = s.Roster()
	check("Roster", err)
}
