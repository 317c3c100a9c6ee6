package persistence

import (
	"errors"
	"strings"
	"testing"

	"github.com/jasstafel/jasstafel/persistence/kv"
)

// A game stored before names had to be distinct and free of control characters still opens,
// takes deals and lists; its players put the names right with ChangePlayers, which checks the
// new names as Create does.
func TestGamesStoredWithOldNamesStillOpen(t *testing.T) {
	s, _ := openTest(t)
	id := newSchieber(t, s)
	old := []string{"Anna", "Beat", "anna", "Do\tra"}
	err := s.update(func(tx kv.Tx) error {
		rec, err := loadRecord(tx, id)
		if err != nil {
			return err
		}
		rec.Players = old
		if err := putRecord(tx, &rec); err != nil {
			return err
		}
		gs, err := loadState(tx, id)
		if err != nil {
			return err
		}
		ev := gs.events[0]
		ev.Players = old
		return putEvent(tx, id, ev)
	})
	if err != nil {
		t.Fatal(err)
	}
	s = reopen(t, s, Options{NoAutoBackup: true})
	v, err := s.Load(id)
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	if strings.Join(v.File.Players, "|") != "Anna|Beat|anna|Do\tra" {
		t.Errorf("players %q", v.File.Players)
	}
	if _, err := s.AddRound(id, deal(0, 100)); err != nil {
		t.Errorf("a deal: %v", err)
	}
	if l, err := s.List(0, false); err != nil || len(l) != 1 || l[0].Rounds != 1 {
		t.Errorf("list: %v %+v", err, l)
	}
	if _, err := s.ChangePlayers(id, []string{"Anna", "Beat", "Anna", "Dora"}); !errors.Is(err, ErrInvalid) {
		t.Errorf("the new names are checked: %v", err)
	}
	v, err = s.ChangePlayers(id, []string{"Anna", "Beat", "Anja", "Dora"})
	if err != nil || strings.Join(v.File.Players, "|") != "Anna|Beat|Anja|Dora" {
		t.Fatalf("rename: %v", err)
	}
	s = reopen(t, s, Options{NoAutoBackup: true})
	if v, err = s.Load(id); err != nil || v.File.Players[2] != "Anja" || len(v.File.Rounds) != 1 {
		t.Errorf("after reopening: %v %+v", err, v)
	}
}
