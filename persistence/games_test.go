package persistence

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence/kv"
	"github.com/jasstafel/jasstafel/tally"
)

func TestCreateStoresResolvedRulesAndSetup(t *testing.T) {
	s, _ := openTest(t)
	id, err := s.Create(NewGame{Mode: tally.Schieber, Players: []string{" Anna ", "Beat", "Cla", "Dora"}, Rules: json.RawMessage(`{"preset":"simple","target":1500}`)})
	if err != nil {
		t.Fatal(err)
	}
	v, err := s.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	if v.Game.Rules.Target != 1500 || v.Game.Rules.Preset != "simple" || v.Game.Rules.Multipliers["S"] != 1 {
		t.Errorf("rules %+v", v.Game.Rules)
	}
	// The file carries the complete resolved rules, not the overrides.
	var r tally.Rules
	if err := json.Unmarshal(v.File.Rules, &r); err != nil || r.Target != 1500 || r.Weis != "big" || r.Multipliers["obenabe"] != 1 {
		t.Errorf("file rules %s: %v", v.File.Rules, err)
	}
	if !reflect.DeepEqual(v.File.Players, fourPlayers) {
		t.Errorf("players %q", v.File.Players)
	}
	if len(v.File.History) != 2 || v.File.History[0].Kind != gamefile.EventPlayersChanged || v.File.History[1].Kind != gamefile.EventRulesChanged {
		t.Fatalf("setup %+v", v.File.History)
	}
	if v.CanUndo || v.CanRedo || v.Finished || len(v.File.Rounds) != 0 {
		t.Errorf("new game: %+v", v)
	}
	if _, err := s.Undo(id); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("undo of the setup: %v", err)
	}
}

func TestCreateRefusesBadGames(t *testing.T) {
	s, _ := openTest(t)
	cases := []struct {
		g    NewGame
		want string
	}{
		{NewGame{Mode: tally.Schieber, Players: []string{"a", "b", "c"}}, "four players"},
		{NewGame{Mode: "jass", Players: fourPlayers}, "unknown mode"},
		{NewGame{Mode: tally.Schieber, Players: []string{"a", "", "c", "d"}}, "Player 2 needs a name."},
		{NewGame{Mode: tally.Schieber, Players: []string{"Anna", "Beat", " ANNA", "Dora"}}, "Two players are called Anna: give each player a different name."},
		{NewGame{Mode: tally.Schieber, Players: []string{"Anna", "Be\xe9at", "Cla", "Dora"}}, "The name of player 2 is not valid UTF-8 text."},
		{NewGame{Mode: tally.Schieber, Players: []string{"Anna", "Beat", "Cla", "Dora\u0085"}}, "The name of player 4 contains a control character"},
		{NewGame{Mode: tally.Schieber, Players: []string{"Anna\x1b[31m", "Beat", "Cla", "Dora"}}, "The name of player 1 contains a control character"},
		{NewGame{Mode: tally.Coiffeur, Players: fourPlayers, Rules: json.RawMessage(`{"rows":[{"name":"Jo\nker","multiplier":1,"contracts":["D"]}]}`)}, "rules: rows[0].name: contains a control character"},
		{NewGame{Mode: tally.Coiffeur, Players: fourPlayers, Rules: json.RawMessage("{\"rows\":[{\"name\":\"Jo\xffker\",\"multiplier\":1,\"contracts\":[\"D\"]}]}")}, "rules: rows[0].name: not valid UTF-8 text"},
		{NewGame{Mode: tally.Schieber, Players: fourPlayers, Rules: json.RawMessage(`{"target":7}`)}, "rules.target"},
	}
	for _, c := range cases {
		_, err := s.Create(c.g)
		if err == nil || !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v", c.g, err)
		}
	}
	if l, _ := s.List(0, true); len(l) != 0 {
		t.Errorf("refused games were stored: %+v", l)
	}
}

func TestActionsAreDurableAndReplayed(t *testing.T) {
	s, _ := openTest(t)
	id := newSchieber(t, s)
	for i, a := range []int{100, 40, 90} {
		v, err := s.AddRound(id, deal(i, a))
		if err != nil {
			t.Fatal(err)
		}
		if len(v.File.Rounds) != i+1 || !v.CanUndo {
			t.Fatalf("after deal %d: %+v", i, v)
		}
	}
	if _, err := s.ReplaceRound(id, 1, deal(1, 60)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.RemoveRound(id, 0); err != nil {
		t.Fatal(err)
	}
	v, err := s.Undo(id)
	if err != nil {
		t.Fatal(err)
	}
	if got := firstPoints(v); !slices.Equal(got, []int{100, 60, 90}) || !v.CanRedo {
		t.Fatalf("after undo of the removal: %v canRedo %v", got, v.CanRedo)
	}
	// Everything is on disk: a new Store on the file sees the same game and the same undo state.
	s = reopen(t, s, Options{NoAutoBackup: true})
	v, err = s.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	if got := firstPoints(v); !slices.Equal(got, []int{100, 60, 90}) || !v.CanRedo || !v.CanUndo {
		t.Fatalf("after reopening: %v canUndo %v canRedo %v", got, v.CanUndo, v.CanRedo)
	}
	if v.Report().Totals[0] != 250 || v.Report().Totals[1] != 3*157-250 {
		t.Errorf("totals %v", v.Report().Totals)
	}
	v, err = s.Redo(id)
	if err != nil {
		t.Fatal(err)
	}
	if got := firstPoints(v); !slices.Equal(got, []int{60, 90}) || v.CanRedo {
		t.Fatalf("after redo: %v", got)
	}
	// Undo steps back through everything: the removal, the edit, the three deals.
	want := [][]int{{100, 60, 90}, {100, 40, 90}, {100, 40}, {100}, {}}
	for i, w := range want {
		v, err = s.Undo(id)
		if err != nil {
			t.Fatalf("undo %d: %v", i, err)
		}
		if got := firstPoints(v); !slices.Equal(got, w) {
			t.Fatalf("undo %d: %v, want %v", i, got, w)
		}
	}
	if v.CanUndo {
		t.Error("can undo past the setup")
	}
	if _, err := s.Undo(id); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("undo past the setup: %v", err)
	}
	// The history holds every action, nothing overwritten: 2 setup + 3 adds + replace + remove
	// + undo + redo + 5 undos.
	if n := len(v.File.History); n != 14 {
		t.Errorf("%d events", n)
	}
	// A new action ends the redo chain.
	if _, err := s.AddRound(id, deal(0, 7)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Redo(id); !errors.Is(err, ErrNothingToRedo) {
		t.Errorf("redo after a new action: %v", err)
	}
}

// A deal asked for that is not there is refused with the deals there are: 0 to n−1, or none yet.
func TestAMissingDealIsNamed(t *testing.T) {
	s, _ := openTest(t)
	id := newSchieber(t, s)
	if _, err := s.RemoveRound(id, 0); !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "has no deal yet; there is no deal 0") {
		t.Errorf("remove 0 of a game without deals: %v", err)
	}
	if _, err := s.AddRound(id, deal(0, 100)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ReplaceRound(id, 5, deal(0, 1)); !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "has deals 0 to 0; there is no deal 5") {
		t.Errorf("replace 5 of one deal: %v", err)
	}
}

func TestRefusedRoundWritesNothing(t *testing.T) {
	s, _ := openTest(t)
	id := newSchieber(t, s)
	if _, err := s.AddRound(id, deal(0, 100)); err != nil {
		t.Fatal(err)
	}
	before := readFile(t, s.Path())
	bad := []struct {
		r    gamefile.Round
		want string
	}{
		{gamefile.Round{Contract: "X", Vorhand: seat(1), Points: []int{1, 156}}, "rounds[1].contract"},
		{gamefile.Round{Contract: "H", Points: []int{1, 156}}, "rounds[1].vorhand: missing"},
		{gamefile.Round{Contract: "H", Vorhand: seat(7), Points: []int{1, 156}}, "rounds[1].vorhand: 7 is not a seat"},
		{gamefile.Round{Contract: "H", Vorhand: seat(1)}, "needs"},
		{gamefile.Round{Contract: "H", Vorhand: seat(1), Points: []int{1, 156}, Row: seat(1)}, "not a key of schieber rounds"},
	}
	for _, b := range bad {
		_, err := s.AddRound(id, b.r)
		if err == nil || !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), b.want) {
			t.Errorf("%+v: %v", b.r, err)
		}
	}
	if _, err := s.ReplaceRound(id, 0, bad[0].r); err == nil || !strings.Contains(err.Error(), "rounds[0].contract") {
		t.Errorf("replace with a bad round: %v", err)
	}
	for _, i := range []int{-1, 1, 5} {
		if _, err := s.ReplaceRound(id, i, deal(0, 1)); !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), fmt.Sprintf("no deal %d", i)) {
			t.Errorf("replace %d: %v", i, err)
		}
		if _, err := s.RemoveRound(id, i); !errors.Is(err, ErrInvalid) {
			t.Errorf("remove %d: %v", i, err)
		}
	}
	unchanged(t, s.Path(), before, mtimeOf(t, s.Path()))
	if !slices.Equal(readFile(t, s.Path()), before) {
		t.Fatal("refused actions changed the file")
	}
	// The store is still consistent after the refusals (its cache was dropped and reloaded).
	v, err := s.AddRound(id, deal(1, 57))
	if err != nil {
		t.Fatal(err)
	}
	if got := firstPoints(v); !slices.Equal(got, []int{100, 57}) {
		t.Errorf("rounds %v", got)
	}
}

func TestRuleViolationsAreStoredAndReported(t *testing.T) {
	s, _ := openTest(t)
	id := newSchieber(t, s)
	v, err := s.AddRound(id, gamefile.Round{Contract: "H", Vorhand: seat(0), Points: []int{100, 50}}) // sums to 150
	if err != nil {
		t.Fatal(err)
	}
	if v.Report().Valid || len(v.Report().Violations) != 1 || v.Report().Violations[0].Rule != "points-sum" {
		t.Fatalf("report %+v", v.Report())
	}
	l, _ := s.List(1, false)
	if l[0].Violations != 1 || l[0].Rounds != 1 {
		t.Errorf("summary %+v", l[0])
	}
}

func TestFinishedGames(t *testing.T) {
	s, _ := openTest(t)
	id := newSchieber(t, s)
	s.AddRound(id, deal(0, 100))
	v, err := s.SetFinished(id, true)
	if err != nil || !v.Finished {
		t.Fatalf("finish: %v %+v", err, v)
	}
	if _, err := s.AddRound(id, deal(1, 1)); !errors.Is(err, ErrFinished) {
		t.Errorf("deal after finish: %v", err)
	}
	if _, err := s.ReplaceRound(id, 0, deal(0, 1)); !errors.Is(err, ErrFinished) {
		t.Errorf("edit after finish: %v", err)
	}
	// Finishing twice writes nothing.
	n := len(v.File.History)
	v, err = s.SetFinished(id, true)
	if err != nil || len(v.File.History) != n {
		t.Errorf("second finish: %v, %d events", err, len(v.File.History))
	}
	if l, _ := s.List(0, false); !l[0].Finished {
		t.Errorf("list: %+v", l[0])
	}
	// The finished mark is not an action (gamefile.History): undo passes over it, takes back the
	// deal that decided the game and lifts the mark.
	v, err = s.Undo(id)
	if err != nil || v.Finished || len(v.File.Rounds) != 0 {
		t.Fatalf("undo after the finish: %v, finished %v, %d deals", err, v.Finished, len(v.File.Rounds))
	}
	v, err = s.Redo(id)
	if err != nil || v.Finished || len(v.File.Rounds) != 1 {
		t.Fatalf("redo: %v, finished %v, %d deals", err, v.Finished, len(v.File.Rounds))
	}
	s.SetFinished(id, true)
	v, err = s.SetFinished(id, false)
	if err != nil || v.Finished || v.File.History[len(v.File.History)-1].Kind != gamefile.EventReopened {
		t.Fatalf("reopen: %v", err)
	}
	if _, err := s.AddRound(id, deal(1, 1)); err != nil {
		t.Errorf("deal after reopening: %v", err)
	}
}

func TestChangePlayersAndRules(t *testing.T) {
	s, _ := openTest(t)
	id := newSchieber(t, s)
	s.AddRound(id, gamefile.Round{Contract: "S", Vorhand: seat(0), Points: []int{100, 57}})
	v, err := s.ChangePlayers(id, []string{"Anna", "Beat", "Cla", " Eva  "})
	if err != nil || v.File.Players[3] != "Eva" || v.File.History[len(v.File.History)-1].Players[3] != "Eva" {
		t.Fatalf("%v %q", err, v.File.Players) // names are stored trimmed, as at creation
	}
	if _, err := s.ChangePlayers(id, []string{"Anna", "Beat", "Cla"}); !errors.Is(err, ErrInvalid) || err.Error() != "game 1 has 4 players; name 4 in seat order, not 3" {
		t.Errorf("three players: %v", err)
	}
	if _, err := s.ChangePlayers(id, nil); !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "name 4 in seat order, not 0") {
		t.Errorf("no players: %v", err)
	}
	for names, want := range map[[4]string]string{
		{"Anna", "Beat", "anna ", "Dora"}:   "Two players are called Anna: give each player a different name.",
		{"Anna", "Beat", "Cla", "Do\nra"}:   "The name of player 4 contains a control character (a line break, a tab or the like).",
		{"Anna", "Be\xffat", "Cla", "Dora"}: "The name of player 2 is not valid UTF-8 text.",
		{"Anna", "Beat", "  ", "Dora"}:      "Player 3 needs a name.",
	} {
		if _, err := s.ChangePlayers(id, names[:]); !errors.Is(err, ErrInvalid) || err.Error() != want {
			t.Errorf("%q: %v, want %q", names, err, want)
		}
	}
	// The same names again are no change.
	n := len(v.File.History)
	if v, err = s.ChangePlayers(id, []string{"Anna", "Beat", "Cla", " Eva "}); err != nil || len(v.File.History) != n {
		t.Errorf("same names: %v, %d events after %d", err, len(v.File.History), n)
	}
	// Spades count twice in the seed preset, once in simple: a file that changes the rules
	// rescores the game, and undo takes the change back.
	if v.Report().Totals[0] != 200 {
		t.Fatalf("totals %v", v.Report().Totals)
	}
	id = changeRules(t, s, id, `{"preset":"simple"}`)
	v, err = s.Load(id)
	if err != nil || v.Report().Totals[0] != 100 || v.Game.Rules.Preset != "simple" {
		t.Fatalf("rules: %v %v", err, v.Report().Totals)
	}
	v, _ = s.Undo(id)
	if v.Report().Totals[0] != 200 || v.Game.Rules.Preset != "seed" {
		t.Errorf("undo rules: %v %s", v.Report().Totals, v.Game.Rules.Preset)
	}
	v, _ = s.Undo(id)
	if v.File.Players[3] != "Dora" {
		t.Errorf("undo players: %q", v.File.Players)
	}
	l, _ := s.List(1, false)
	if l[0].Players[3] != "Dora" {
		t.Errorf("summary players %q", l[0].Players)
	}
}

func TestListOrderLimitAndBin(t *testing.T) {
	s, _ := openTest(t)
	var ids []GameID
	for i := 0; i < 5; i++ {
		ids = append(ids, newSchieber(t, s))
	}
	s.AddRound(ids[1], deal(0, 100)) // game 2 changed last
	l, err := s.List(0, false)
	if err != nil {
		t.Fatal(err)
	}
	order := []GameID{}
	for _, x := range l {
		order = append(order, x.ID)
	}
	if !slices.Equal(order, []GameID{ids[1], ids[4], ids[3], ids[2], ids[0]}) {
		t.Errorf("order %v", order)
	}
	if l[0].Rounds != 1 || l[0].Totals[0] != 100 || l[0].Mode != tally.Schieber || l[0].Winner != nil || !slices.Equal(l[0].Players, fourPlayers) {
		t.Errorf("summary %+v", l[0])
	}
	if l, _ := s.List(2, false); len(l) != 2 || l[0].ID != ids[1] {
		t.Errorf("limit: %+v", l)
	}

	if err := s.Delete(ids[4]); err != nil {
		t.Fatal(err)
	}
	if l, _ := s.List(0, false); len(l) != 4 || slices.ContainsFunc(l, func(x Summary) bool { return x.ID == ids[4] }) {
		t.Errorf("deleted game listed: %+v", l)
	}
	if l, _ := s.List(0, true); len(l) != 5 || !l[1].Deleted {
		t.Errorf("with deleted: %+v", l)
	}
	if _, err := s.AddRound(ids[4], deal(0, 1)); !errors.Is(err, ErrDeleted) {
		t.Errorf("deal in a deleted game: %v", err)
	}
	if v, err := s.Load(ids[4]); err != nil || !v.Deleted {
		t.Errorf("load deleted: %v", err)
	}
	if err := s.Restore(ids[4]); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddRound(ids[4], deal(0, 1)); err != nil {
		t.Errorf("deal in a restored game: %v", err)
	}
	if err := s.Purge(ids[4]); !errors.Is(err, ErrInvalid) {
		t.Errorf("purge of a game in play: %v", err)
	}
	s.Delete(ids[4])
	if err := s.Purge(ids[4]); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Load(ids[4]); !errors.Is(err, ErrNotFound) {
		t.Errorf("load purged: %v", err)
	}
	if l, _ := s.List(0, true); len(l) != 4 {
		t.Errorf("purged game still listed: %d", len(l))
	}
	if err := s.Restore(ids[4]); !errors.Is(err, ErrNotFound) {
		t.Errorf("restore purged: %v", err)
	}
	// Ids are not reused.
	if id := newSchieber(t, s); id <= ids[4] {
		t.Errorf("new id %d after purging %d", id, ids[4])
	}
}

func TestPurgeReallyRemoves(t *testing.T) {
	s, _ := openTest(t)
	id, _ := s.Create(NewGame{Mode: tally.Schieber, Players: []string{"Zacharias", "Beat", "Cla", "Dora"}})
	s.AddRound(id, deal(0, 100))
	s.SaveDraft(id, []byte("half a deal"))
	s.Delete(id)
	if err := s.Purge(id); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s2, err := openAt(s.Path(), Options{NoAutoBackup: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	if r, _ := s2.Roster(); slices.ContainsFunc(r, func(e RosterEntry) bool { return e.Name == "Zacharias" }) {
		t.Errorf("roster keeps a purged game's player: %+v", r)
	}
	if _, err := s2.Draft(id); !errors.Is(err, ErrNotFound) {
		t.Errorf("draft of a purged game: %v", err)
	}
	if n := countKeys(t, s2, id); n != 0 {
		t.Errorf("%d keys of the purged game left", n)
	}
}

func TestDrafts(t *testing.T) {
	s, _ := openTest(t)
	id := newSchieber(t, s)
	if d, err := s.Draft(id); err != nil || d != nil {
		t.Fatalf("no draft: %q %v", d, err)
	}
	if err := s.SaveDraft(id, []byte(`{"contract":"H"}`)); err != nil {
		t.Fatal(err)
	}
	s = reopen(t, s, Options{NoAutoBackup: true})
	if d, err := s.Draft(id); err != nil || string(d) != `{"contract":"H"}` {
		t.Fatalf("draft after reopening: %q %v", d, err)
	}
	// Entering the deal clears its draft in the same transaction.
	if _, err := s.AddRound(id, deal(0, 100)); err != nil {
		t.Fatal(err)
	}
	if d, _ := s.Draft(id); d != nil {
		t.Errorf("draft survives the deal: %q", d)
	}
	s.SaveDraft(id, []byte("x"))
	if err := s.ClearDraft(id); err != nil {
		t.Fatal(err)
	}
	if d, _ := s.Draft(id); d != nil {
		t.Errorf("cleared draft: %q", d)
	}
	// A refused deal keeps the draft: the user still has to correct it.
	s.SaveDraft(id, []byte("y"))
	s.AddRound(id, gamefile.Round{Contract: "?", Vorhand: seat(0), Points: []int{1, 156}})
	if d, _ := s.Draft(id); string(d) != "y" {
		t.Errorf("draft after a refused deal: %q", d)
	}
	if err := s.SaveDraft(id, []byte("{\"contract\":\"H\xff\"}")); !errors.Is(err, ErrInvalid) || err.Error() != "a draft must be valid UTF-8 text" {
		t.Errorf("a draft that is not UTF-8: %v", err)
	}
	if err := s.SaveDraft(id, make([]byte, maxDraft+1)); !errors.Is(err, ErrInvalid) {
		t.Errorf("huge draft: %v", err)
	}
	if err := s.SaveDraft(id, bytes.Repeat([]byte("x"), maxDraft)); err != nil {
		t.Errorf("a draft of the most bytes allowed: %v", err)
	}
	if err := s.SaveDraft(999, []byte("x")); !errors.Is(err, ErrNotFound) {
		t.Errorf("draft of no game: %v", err)
	}
}

// A new deal and the end of its draft are one write transaction: the draft is gone as soon as
// the deal is there, also when the store is closed right after. A correction of a written deal
// leaves the draft alone: it is the new deal, waiting aside.
func TestANewDealClearsItsDraftInItsOwnWrite(t *testing.T) {
	s, _ := openTest(t)
	id := newSchieber(t, s)
	if err := s.SaveDraft(id, []byte(`{"contract":"H"}`)); err != nil {
		t.Fatal(err)
	}
	before := workNow()
	tx0, counted := commits(t, s)
	if _, err := s.AddRound(id, deal(0, 100)); err != nil {
		t.Fatal(err)
	}
	if got := workNow().since(before).updates; got != 1 {
		t.Errorf("a new deal ran %d write transactions; want 1", got)
	}
	if tx1, _ := commits(t, s); counted && tx1-tx0 != 1 {
		t.Errorf("a new deal committed %d write transactions; want 1", tx1-tx0)
	}
	s = reopen(t, s, Options{NoAutoBackup: true})
	if d, err := s.Draft(id); err != nil || d != nil {
		t.Fatalf("draft after the deal and a reopening: %q %v", d, err)
	}

	if err := s.SaveDraft(id, []byte(`{"contract":"S"}`)); err != nil {
		t.Fatal(err)
	}
	before = workNow()
	if _, err := s.ReplaceRound(id, 0, deal(0, 60)); err != nil {
		t.Fatal(err)
	}
	if got := workNow().since(before).updates; got != 1 {
		t.Errorf("a correction ran %d write transactions, want 1", got)
	}
	s = reopen(t, s, Options{NoAutoBackup: true})
	if d, err := s.Draft(id); err != nil || string(d) != `{"contract":"S"}` {
		t.Fatalf("the new deal's draft after a correction: %q %v", d, err)
	}
	v, err := s.Load(id)
	if err != nil || len(v.Game.Schieber) != 1 || v.File.Rounds[0].Points[0] != 60 {
		t.Fatalf("the corrected game: %+v %v", v, err)
	}
}

func TestRoster(t *testing.T) {
	s, c := openTest(t)
	a, _ := s.Create(NewGame{Mode: tally.Schieber, Players: []string{"Anna", "Beat", "Cla", "Dora"}})
	c.advance(timeHour)
	b, _ := s.Create(NewGame{Mode: tally.Differenzler, Players: []string{"anna", "Edi", "Fritz"}})
	r, err := s.Roster()
	if err != nil {
		t.Fatal(err)
	}
	names := []string{}
	for _, e := range r {
		names = append(names, e.Name)
	}
	// The most recent game's players first (alphabetically among equals, without case); "Anna"
	// and "anna" are one player, shown as last written.
	if !slices.Equal(names, []string{"anna", "Edi", "Fritz", "Beat", "Cla", "Dora"}) {
		t.Fatalf("roster %q", names)
	}
	if !slices.Equal(r[0].Games, []GameID{a, b}) {
		t.Errorf("anna's games %v", r[0].Games)
	}
	// Playing in game a again moves its players to the front.
	c.advance(timeHour)
	s.AddRound(a, deal(0, 1))
	r, _ = s.Roster()
	names = names[:0]
	for _, e := range r {
		names = append(names, e.Name)
	}
	if !slices.Equal(names, []string{"Anna", "Beat", "Cla", "Dora", "Edi", "Fritz"}) || !r[0].LastPlayed.After(r[len(r)-1].LastPlayed) {
		t.Errorf("after playing: %+v", r)
	}
	// Renaming a player moves the game to the new name; undo moves it back.
	s.ChangePlayers(a, []string{"Anna", "Beat", "Cla", "Xaver"})
	if e := rosterEntry(t, s, "Dora"); e != nil {
		t.Errorf("Dora still listed: %+v", e)
	}
	if e := rosterEntry(t, s, "Xaver"); e == nil || !slices.Equal(e.Games, []GameID{a}) {
		t.Errorf("Xaver: %+v", e)
	}
	s.Undo(a)
	if e := rosterEntry(t, s, "Xaver"); e != nil {
		t.Errorf("Xaver after undo: %+v", e)
	}
	// A deleted game's players are left out while it is deleted.
	s.Delete(b)
	if e := rosterEntry(t, s, "Edi"); e != nil {
		t.Errorf("Edi of a deleted game: %+v", e)
	}
	if e := rosterEntry(t, s, "Anna"); e == nil || !slices.Equal(e.Games, []GameID{a}) {
		t.Errorf("Anna: %+v", e)
	}
}

// The players of one game are listed in the order of their alphabet, not of their letters'
// codes: Ukrainian І after И, accented letters beside their plain ones, without case.
func TestRosterListsThePlayersOfAGameAlphabetically(t *testing.T) {
	for _, c := range []struct{ players, want []string }{
		{[]string{"Тарас", "Ірина", "Оксана", "Богдан"}, []string{"Богдан", "Ірина", "Оксана", "Тарас"}},
		{[]string{"Їжак", "Ігор", "Ілля", "Иван"}, []string{"Иван", "Ігор", "Ілля", "Їжак"}},
		{[]string{"Zoé", "Émile", "anna", "Beat"}, []string{"anna", "Beat", "Émile", "Zoé"}},
		{[]string{"Ueli", "Ägidius", "Zora", "Äbi"}, []string{"Äbi", "Ägidius", "Ueli", "Zora"}},
		// An accented letter right after its plain one, before the next letter of the alphabet.
		{[]string{"Émile", "Fritz", "Eva", "Dora"}, []string{"Dora", "Eva", "Émile", "Fritz"}},
	} {
		s, _ := openTest(t)
		if _, err := s.Create(NewGame{Mode: tally.Schieber, Players: c.players}); err != nil {
			t.Fatal(err)
		}
		r, err := s.Roster()
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, e := range r {
			names = append(names, e.Name)
		}
		if !slices.Equal(names, c.want) {
			t.Errorf("%q listed as %q, want %q", c.players, names, c.want)
		}
	}
}

const timeHour = time.Hour

// countKeys counts the entries of a game left in the games, events, recent and drafts buckets.
func countKeys(t *testing.T, s *Store, id GameID) int {
	t.Helper()
	n := 0
	err := s.kv.View(func(tx kv.Tx) error {
		if tx.Bucket(bucketGames).Get(id.key()) != nil {
			n++
		}
		if k, _ := tx.Bucket(bucketEvents).Cursor().Seek(id.key()); k != nil && bytes.HasPrefix(k, id.key()) {
			n++
		}
		if tx.Bucket(bucketDrafts).Get(id.key()) != nil {
			n++
		}
		return kv.ForEach(tx.Bucket(bucketRecent), func(k, _ []byte) error {
			if bytes.Equal(k[8:], id.key()) {
				n++
			}
			return nil
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func rosterEntry(t *testing.T, s *Store, name string) *RosterEntry {
	t.Helper()
	r, err := s.Roster()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range r {
		if e.Name == name {
			return &e
		}
	}
	return nil
}

func TestConcurrentActions(t *testing.T) {
	s, _ := openTest(t)
	ids := []GameID{newLongSchieber(t, s), newLongSchieber(t, s)}
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			id := ids[w%2]
			for i := 0; i < 10; i++ {
				if _, err := s.AddRound(id, deal(0, 1)); err != nil {
					t.Error(err)
				}
				if _, err := s.List(10, false); err != nil {
					t.Error(err)
				}
				if _, err := s.Load(id); err != nil {
					t.Error(err)
				}
			}
		}(w)
	}
	wg.Wait()
	for _, id := range ids {
		v, _ := s.Load(id)
		if len(v.File.Rounds) != 20 {
			t.Errorf("game %d: %d rounds", id, len(v.File.Rounds))
		}
	}
}

func TestCallersCannotChangeTheStore(t *testing.T) {
	s, _ := openTest(t)
	id := newSchieber(t, s)
	r := deal(0, 100)
	v1, _ := s.AddRound(id, r)
	// A caller scribbling on the round it passed, on its view's rounds, history and game…
	r.Points[0] = 1
	*r.Vorhand = 3
	v1.File.Rounds[0].Points[0] = 5
	v1.File.History[2].Round.Points[1] = 5
	v1.File.Players[0] = "Mallory"
	v1.Game.Schieber[0].Points[0] = 5
	v1.Game.Players[0] = "Mallory"
	v1.Game.Rules.Multipliers["H"] = 9
	v1.Game.Schieber = append(v1.Game.Schieber, v1.Game.Schieber[0])
	// …changes nothing the store computes, shows or exports.
	v2, err := s.AddRound(id, deal(1, 50))
	if err != nil {
		t.Fatal(err)
	}
	if len(v1.File.Rounds) != 1 {
		t.Error("an older view grew")
	}
	if v2.Report().Totals[0] != 150 || v2.Game.Schieber[0].Points[0] != 100 || v2.Game.Players[0] != "Anna" || v2.File.Players[0] != "Anna" || len(v2.Game.Schieber) != 2 {
		t.Errorf("the store's game changed: totals %v, %+v", v2.Report().Totals, v2.Game.Schieber[0])
	}
	if l, _ := s.List(1, false); l[0].Totals[0] != 150 {
		t.Errorf("summary %v", l[0].Totals)
	}
	data, _ := s.Export(id)
	if !strings.Contains(string(data), `"points": [
        100,
        57
      ]`) {
		t.Errorf("export shows the scribbles:\n%s", data)
	}
	v3, _ := s.Undo(id)
	if v3.Report().Totals[0] != 100 {
		t.Errorf("after undo: %v", v3.Report().Totals)
	}
}
