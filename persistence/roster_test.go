package persistence

import (
	"bytes"
	"encoding/json"
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// rosterEvening is a database with Anna in games of every kind: an open Schieber with deals, a
// finished Coiffeur, a Differenzler, a deleted Schieber, and one game she did not play.
type rosterEvening struct {
	s                                           *Store
	schieber, coiffeur, differenzler, gone, not GameID
}

func newRosterEvening(t *testing.T) rosterEvening {
	t.Helper()
	s, _ := openTest(t)
	e := rosterEvening{s: s, schieber: newSchieber(t, s)}
	for i, a := range []int{120, 57} {
		if _, err := s.AddRound(e.schieber, deal(i, a)); err != nil {
			t.Fatal(err)
		}
	}
	files := exampleFiles(t)
	for _, name := range slices.Sorted(maps.Keys(files)) {
		switch files[name].Mode {
		case "coiffeur":
			id, err := s.Import(readFile(t, name))
			if err != nil {
				t.Fatal(err)
			}
			players := slices.Clone(files[name].Players)
			players[1] = "Anna"
			if _, err := s.ChangePlayers(id, players); err != nil {
				t.Fatal(err)
			}
			if _, err := s.SetFinished(id, true); err != nil {
				t.Fatal(err)
			}
			e.coiffeur = id
		case "differenzler":
			id, err := s.Import(readFile(t, name))
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Contains(files[name].Players, "Anna") {
				t.Fatalf("the Differenzler example has no Anna: %v", files[name].Players)
			}
			e.differenzler = id
		}
	}
	var err error
	if e.gone, err = s.Create(NewGame{Mode: tally.Schieber, Players: []string{"Zora", "Anna", "Yves", "Walti"}}); err != nil {
		t.Fatal(err)
	}
	if err := s.Delete(e.gone); err != nil {
		t.Fatal(err)
	}
	if e.not, err = s.Create(NewGame{Mode: tally.Schieber, Players: []string{"anna", "Beat", "Cla", "Dora"}}); err != nil {
		t.Fatal(err)
	}
	return e
}

func (e rosterEvening) ids() []GameID {
	return []GameID{e.schieber, e.coiffeur, e.differenzler, e.gone, e.not}
}

// exports are the documents of every game, as Export writes them.
func exports(t *testing.T, s *Store, ids []GameID) map[GameID][]byte {
	t.Helper()
	out := map[GameID][]byte{}
	for _, id := range ids {
		data, err := s.Export(id)
		if err != nil {
			t.Fatal(err)
		}
		out[id] = data
	}
	return out
}

// withoutAppended cuts a document's history back to n events and encodes it again as Export
// does, so that it can be compared byte for byte with the document it had then.
func withoutAppended(t *testing.T, doc []byte, n int) ([]byte, []gamefile.Event) {
	t.Helper()
	var f gamefile.File
	if err := json.Unmarshal(doc, &f); err != nil {
		t.Fatal(err)
	}
	if len(f.History) < n {
		t.Fatalf("the history has %d events, fewer than the %d it had", len(f.History), n)
	}
	appended := f.History[n:]
	f.History = f.History[:n]
	out, err := encodeFile(&f)
	if err != nil {
		t.Fatal(err)
	}
	return out, appended
}

func historyLen(t *testing.T, doc []byte) int {
	t.Helper()
	var f gamefile.File
	if err := json.Unmarshal(doc, &f); err != nil {
		t.Fatal(err)
	}
	return len(f.History)
}

func players(t *testing.T, s *Store, id GameID) []string {
	t.Helper()
	v, err := s.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	return v.File.Players
}

func kinds(evs []gamefile.Event) []string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Kind)
	}
	return out
}

func TestRenameAndUndoPutEveryGameBackExactly(t *testing.T) {
	e := newRosterEvening(t)
	s := e.s
	before := exports(t, s, e.ids())
	list, _ := s.List(0, true)

	a, err := s.RenamePlayer(" Anna ", "Anna B.")
	if err != nil {
		t.Fatal(err)
	}
	want := []GameID{e.schieber, e.coiffeur, e.differenzler, e.gone}
	slices.Sort(want)
	if a.Kind != RosterRename || a.Into != "Anna B." || !slices.Equal(a.Names, []string{"Anna"}) || !slices.Equal(a.Games, want) {
		t.Errorf("action %+v, want the games %v", a, want)
	}
	for _, id := range want {
		if p := players(t, s, id); !slices.Contains(p, "Anna B.") || slices.Contains(p, "Anna") {
			t.Errorf("game %d after the rename: %v", id, p)
		}
	}
	if p := players(t, s, e.not); p[0] != "anna" {
		t.Errorf("the exact rename changed anna: %v", p)
	}
	if v, _ := s.Load(e.coiffeur); !v.Finished {
		t.Error("the rename reopened the finished Coiffeur")
	}
	if v, _ := s.Load(e.gone); !v.Deleted {
		t.Error("the rename restored the deleted game")
	}
	// The list keeps its order: a rename is not play.
	after, _ := s.List(0, true)
	for i := range list {
		if after[i].ID != list[i].ID || !after[i].Updated.Equal(list[i].Updated) {
			t.Errorf("list row %d: %d %v, before %d %v", i, after[i].ID, after[i].Updated, list[i].ID, list[i].Updated)
		}
	}
	// Each game's export has the rename as an ordinary event of its own history.
	renamed := exports(t, s, e.ids())
	for _, id := range want {
		_, appended := withoutAppended(t, renamed[id], historyLen(t, before[id]))
		wantKinds := []string{gamefile.EventPlayersChanged}
		if id == e.coiffeur {
			wantKinds = append(wantKinds, gamefile.EventFinished)
		}
		if !slices.Equal(kinds(appended), wantKinds) {
			t.Errorf("game %d: appended %v, want %v", id, kinds(appended), wantKinds)
		}
	}
	if !bytes.Equal(renamed[e.not], before[e.not]) {
		t.Error("the game without Anna changed")
	}

	// Played on in one game after the rename: undo writes the old names there.
	if _, err := s.AddRound(e.schieber, deal(2, 80)); err != nil {
		t.Fatal(err)
	}
	grown := exports(t, s, []GameID{e.schieber})[e.schieber]

	s = reopen(t, s, Options{NoAutoBackup: true}) // the log is on disk, not in memory
	if last, ok, err := s.LastRosterAction(); err != nil || !ok || last.Into != "Anna B." {
		t.Fatalf("last action %+v %v %v", last, ok, err)
	}
	u, err := s.UndoRosterAction()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(u.Games, want) {
		t.Errorf("undid %v", u.Games)
	}
	undone := exports(t, s, e.ids())
	for _, id := range want {
		if id == e.schieber {
			continue
		}
		got, appended := withoutAppended(t, undone[id], historyLen(t, before[id]))
		if !bytes.Equal(got, before[id]) {
			t.Errorf("game %d after rename and undo:\n%s\nbefore:\n%s", id, got, before[id])
		}
		wantKinds := []string{gamefile.EventPlayersChanged, gamefile.EventUndo}
		if id == e.coiffeur {
			wantKinds = []string{gamefile.EventPlayersChanged, gamefile.EventFinished, gamefile.EventUndo, gamefile.EventFinished}
		}
		if !slices.Equal(kinds(appended), wantKinds) {
			t.Errorf("game %d: appended %v, want %v", id, kinds(appended), wantKinds)
		}
	}
	got, appended := withoutAppended(t, undone[e.schieber], historyLen(t, grown))
	if !slices.Equal(kinds(appended), []string{gamefile.EventPlayersChanged}) || !slices.Equal(appended[0].Players, fourPlayers) {
		t.Errorf("the Schieber played on: appended %+v", appended)
	}
	var wf gamefile.File
	json.Unmarshal(grown, &wf)
	wf.Players = fourPlayers
	if grownBack, _ := encodeFile(&wf); !bytes.Equal(got, grownBack) {
		t.Errorf("the Schieber played on changed more than its players:\n%s\nwant\n%s", got, grownBack)
	}
	if p := players(t, s, e.schieber); !slices.Equal(p, fourPlayers) {
		t.Errorf("Schieber players %v", p)
	}
	if _, ok, _ := s.LastRosterAction(); ok {
		t.Error("the undone action is still offered")
	}
	if _, err := s.UndoRosterAction(); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("a second undo: %v", err)
	}
}

func TestMergeIsRefusedWhenAGameWouldSeatANameTwice(t *testing.T) {
	s, _ := openTest(t)
	a, _ := s.Create(NewGame{Mode: tally.Schieber, Players: []string{"Anna", "Beat", "Cla", "Dora"}})
	b, _ := s.Create(NewGame{Mode: tally.Schieber, Players: []string{"Anna B.", "Beat", "Cla", "Dora"}})
	both, _ := s.Create(NewGame{Mode: tally.Schieber, Players: []string{"Anna", "Beat", "Anna B.", "Dora"}})
	ids := []GameID{a, b, both}
	before := exports(t, s, ids)
	// The game that refuses comes last, after two games were already changed in the transaction.
	_, err := s.MergePlayers([]string{"Anna", "Anna B."}, "anna")
	if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "game 3 would seat anna twice") || !strings.Contains(err.Error(), "nothing was changed") {
		t.Fatalf("error %v", err)
	}
	if twice := (*SeatedTwiceError)(nil); !errors.As(err, &twice) || twice.Game != both || twice.Name != "anna" {
		t.Errorf("the refusal does not say which game and name: %#v", err)
	}
	// Nothing changed: not on disk, not in memory.
	if got := exports(t, s, ids); !maps.EqualFunc(got, before, bytes.Equal) {
		t.Error("a refused merge changed a game")
	}
	s = reopen(t, s, Options{NoAutoBackup: true})
	if got := exports(t, s, ids); !maps.EqualFunc(got, before, bytes.Equal) {
		t.Error("a refused merge changed a game on disk")
	}
	if _, ok, _ := s.LastRosterAction(); ok {
		t.Error("a refused merge was logged")
	}
	// Renaming onto another player of the same game is refused the same way.
	if _, err := s.RenamePlayer("Beat", "Dora"); !errors.Is(err, ErrInvalid) {
		t.Errorf("rename onto a table mate: %v", err)
	}
	// Without the game that has both, the merge goes through and the roster has one Anna.
	if err := s.Delete(both); err != nil {
		t.Fatal(err)
	}
	s.Purge(both)
	m, err := s.MergePlayers([]string{"Anna", "Anna B."}, "anna")
	if err != nil {
		t.Fatal(err)
	}
	if m.Kind != RosterMerge || !slices.Equal(m.Games, []GameID{a, b}) {
		t.Errorf("merge %+v", m)
	}
	r, _ := s.Roster()
	i := slices.IndexFunc(r, func(e RosterEntry) bool { return strings.EqualFold(e.Name, "anna") })
	if i < 0 || len(r[i].Games) != 2 || r[i].Name != "anna" || !slices.Equal(r[i].Spellings, []string{"anna"}) || slices.ContainsFunc(r, func(e RosterEntry) bool { return e.Name == "Anna B." }) {
		t.Errorf("roster %+v", r)
	}
}

func TestCaseOnlyRenameAndSpellings(t *testing.T) {
	s, _ := openTest(t)
	a, _ := s.Create(NewGame{Mode: tally.Schieber, Players: []string{"anna", "Beat", "Cla", "Dora"}})
	b, _ := s.Create(NewGame{Mode: tally.Schieber, Players: []string{"Anna", "Beat", "Cla", "Dora"}})
	r, _ := s.Roster()
	if i := slices.IndexFunc(r, func(e RosterEntry) bool { return e.Name == "Anna" }); i < 0 || !slices.Equal(r[i].Spellings, []string{"Anna", "anna"}) {
		t.Fatalf("roster %+v", r)
	}
	act, err := s.RenamePlayer("anna", "Anna")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(act.Games, []GameID{a}) {
		t.Errorf("renamed %v", act.Games)
	}
	for _, id := range []GameID{a, b} {
		if p := players(t, s, id); p[0] != "Anna" {
			t.Errorf("game %d: %v", id, p)
		}
	}
	r, _ = s.Roster()
	if i := slices.IndexFunc(r, func(e RosterEntry) bool { return e.Name == "Anna" }); i < 0 || !slices.Equal(r[i].Spellings, []string{"Anna"}) || len(r[i].Games) != 2 {
		t.Errorf("roster after the case-only rename %+v", r)
	}
}

func TestBadRosterInputChangesNothing(t *testing.T) {
	s, _ := openTest(t)
	id := newSchieber(t, s)
	before := exports(t, s, []GameID{id})
	for _, c := range []struct {
		names []string
		into  string
		kind  error
		says  string
	}{
		{[]string{"Anna"}, "  ", ErrInvalid, "needs a name"},
		{[]string{"Anna"}, "An\nna", ErrInvalid, "control character"},
		{[]string{"Anna"}, strings.Repeat("x", gamefile.MaxNameLength+1), ErrInvalid, "longer than"},
		{[]string{"Anna"}, "Anna", ErrInvalid, "already called Anna"},
		{nil, "Anna", ErrInvalid, "at least one"},
		{[]string{""}, "Anna", ErrInvalid, "empty"},
		{[]string{"Xaver"}, "Anna", ErrNotFound, "no game has a player called Xaver"},
	} {
		_, err := s.MergePlayers(c.names, c.into)
		if !errors.Is(err, c.kind) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("merge %q into %q: %v", c.names, c.into, err)
		}
	}
	if got := exports(t, s, []GameID{id}); !bytes.Equal(got[id], before[id]) {
		t.Error("bad input changed the game")
	}
	if _, err := s.UndoRosterAction(); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("undo with nothing done: %v", err)
	}
}

func TestRosterUndoIsRefusedWhenTheNamesChangedSince(t *testing.T) {
	s, _ := openTest(t)
	a := newSchieber(t, s)
	b, _ := s.Create(NewGame{Mode: tally.Schieber, Players: []string{"Beat", "Anna", "Eva", "Fritz"}})
	if _, err := s.RenamePlayer("Anna", "Anni"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ChangePlayers(b, []string{"Beat", "Annina", "Eva", "Fritz"}); err != nil {
		t.Fatal(err)
	}
	before := exports(t, s, []GameID{a, b})
	_, err := s.UndoRosterAction()
	if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "game 2 have changed since the rename") {
		t.Fatalf("undo: %v", err)
	}
	if since := (*ChangedSinceError)(nil); !errors.As(err, &since) || since.Game != b {
		t.Errorf("the refusal does not name the game: %#v", err)
	}
	if got := exports(t, s, []GameID{a, b}); !maps.EqualFunc(got, before, bytes.Equal) {
		t.Error("a refused undo changed a game")
	}
	if _, ok, _ := s.LastRosterAction(); !ok {
		t.Error("the refused undo dropped the action")
	}
	// Put right by hand in that game, the undo goes through.
	if _, err := s.Undo(b); err != nil {
		t.Fatal(err)
	}
	if _, err := s.UndoRosterAction(); err != nil {
		t.Fatal(err)
	}
	if p := players(t, s, a); p[0] != "Anna" {
		t.Errorf("game 1: %v", p)
	}
	if p := players(t, s, b); p[1] != "Anna" {
		t.Errorf("game 2: %v", p)
	}
}

func TestRosterUndoPassesOverAPurgedGame(t *testing.T) {
	s, _ := openTest(t)
	a := newSchieber(t, s)
	b := newSchieber(t, s)
	if _, err := s.RenamePlayer("Anna", "Anni"); err != nil {
		t.Fatal(err)
	}
	s.Delete(b)
	if err := s.Purge(b); err != nil {
		t.Fatal(err)
	}
	u, err := s.UndoRosterAction()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(u.Games, []GameID{a, b}) || players(t, s, a)[0] != "Anna" {
		t.Errorf("undid %v; game 1 has %v", u.Games, players(t, s, a))
	}
}
