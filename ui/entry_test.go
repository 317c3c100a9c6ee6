package ui

import (
	"testing"

	"github.com/jasstafel/jasstafel/tally"
)

func seedRules(t *testing.T) tally.Rules {
	r, err := tally.Preset(tally.Schieber, "seed")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func typeDigits(e *SchieberEntry, s string) {
	for _, c := range s {
		e.Digit(int(c - '0'))
	}
}

func TestEntryOtherTeamGets157Minus(t *testing.T) {
	e := NewSchieberEntry(1) // team 1 chooses; the pad starts on team 1
	e.Contract = "obenabe"
	typeDigits(&e, "37")
	p, ok := e.Points()
	if !ok || p != [2]int{120, 37} {
		t.Fatalf("points %v %v", p, ok)
	}
	e.SelectTeam(0)
	typeDigits(&e, "120")
	if p, _ := e.Points(); p != [2]int{120, 37} {
		t.Errorf("typing team 0: %v", p)
	}
	if e.Digit(5) || e.Typed[0] != "120" {
		t.Errorf("a fourth digit must not be taken: %q", e.Typed[0])
	}
	e.ClearPoints()
	typeDigits(&e, "158")
	if e.Typed[0] != "15" {
		t.Errorf("158 is more than a deal has: %q", e.Typed[0])
	}
	e.Backspace()
	e.Backspace()
	e.Backspace()
	if _, ok := e.Points(); ok {
		t.Errorf("empty pad still complete")
	}
	typeDigits(&e, "0")
	if p, ok := e.Points(); !ok || p != [2]int{0, 157} {
		t.Errorf("zero points: %v", p)
	}
	typeDigits(&e, "0")
	if e.Typed[0] != "0" {
		t.Errorf("00: %q", e.Typed[0])
	}
}

func TestEntryPreviewMatchesTV12(t *testing.T) {
	e := NewSchieberEntry(0)
	e.Contract = "obenabe"
	typeDigits(&e, "120")
	e.AddWeis(0, 50)
	sc, err := e.Preview(seedRules(t))
	if err != nil || sc.Score != [2]int{510, 111} {
		t.Fatalf("preview %v %v", sc.Score, err)
	}
	e.Contract = "undenufe"
	if sc, _ := e.Preview(seedRules(t)); sc.Score != [2]int{680, 148} {
		t.Errorf("undenufe preview %v", sc.Score)
	}
}

func TestEntryMatchKontermatschWeisStoeck(t *testing.T) {
	r := seedRules(t)
	e := NewSchieberEntry(2)
	e.Contract = "S"
	e.SetMatch(0)
	e.StoeckTeam = -1
	e.ToggleStoeck(1)
	e.AddWeis(1, 50)
	e.AddWeis(1, 50)
	sc, err := e.Preview(r)
	// TV-7: trump S, team 0 Match, team 1 Stöck and Weis 100 → 514 and 240.
	if err != nil || sc.Score != [2]int{514, 240} || len(sc.Violations) != 0 {
		t.Fatalf("preview %v %v %v", sc.Score, sc.Violations, err)
	}
	round, _ := e.Round()
	if *round.Stoeck != 3 || *round.Match != 0 {
		t.Errorf("stoeck seat %d match %d", *round.Stoeck, *round.Match)
	}
	e.AddWeis(0, 20)
	if e.WeisTeam != 0 || e.Weis != 20 {
		t.Errorf("Weis for the other team starts over: %d %d", e.WeisTeam, e.Weis)
	}
	e.SetMatch(1) // team 1 took all while team 0 (seat 2) chose: Kontermatsch
	if sc, _ := e.Preview(r); !sc.Kontermatsch || sc.Score[1] != 514+40 {
		t.Errorf("kontermatsch %v %v", sc.Kontermatsch, sc.Score)
	}
	e.SetMatch(1)
	if _, ok := e.Points(); ok {
		t.Errorf("a second tap takes the Match back")
	}
	e.ToggleStoeck(1)
	if e.StoeckTeam != -1 {
		t.Errorf("stoeck toggle")
	}
}

func TestEntryIncompleteAndEnded(t *testing.T) {
	e := NewSchieberEntry(0)
	if _, err := e.Round(); err != ErrNoContract {
		t.Errorf("no contract: %v", err)
	}
	e.Contract = "D"
	if _, err := e.Round(); err != ErrNoPoints {
		t.Errorf("no points: %v", err)
	}
	e.SetEnded(true)
	typeDigits(&e, "52")
	if _, ok := e.Points(); ok {
		t.Errorf("an ended deal needs both teams' points")
	}
	e.SelectTeam(1)
	typeDigits(&e, "31")
	if p, ok := e.Points(); !ok || p != [2]int{52, 31} {
		t.Errorf("ended: %v %v", p, ok)
	}
	r, _ := e.Round()
	if r.Ended == nil || !*r.Ended {
		t.Errorf("round not marked ended")
	}
}

func TestEntryDraftAndEditRoundTrip(t *testing.T) {
	e := NewSchieberEntry(3)
	e.Contract = "C"
	e.Pushed = true
	typeDigits(&e, "99")
	e.AddWeis(1, 150)
	e.ToggleStoeck(0)
	back, ok := UnmarshalDraft(e.MarshalDraft())
	if !ok || back != e {
		t.Fatalf("draft round trip: %+v", back)
	}
	if _, ok := UnmarshalDraft([]byte("{garbage")); ok {
		t.Errorf("garbage draft accepted")
	}
	if _, ok := UnmarshalDraft([]byte(`{"vorhand":9}`)); ok {
		t.Errorf("draft with seat 9 accepted")
	}
	r, _ := e.Round()
	ed := EntryFromRound(r, 4)
	r2, _ := ed.Round()
	if ed.Editing != 4 || *r2.Vorhand != 3 || r2.Points[0] != r.Points[0] || r2.Points[1] != r.Points[1] || *r2.Stoeck != *r.Stoeck ||
		*r2.Weis[0].Points != 150 || !*r2.Pushed {
		t.Errorf("edit round trip: %+v → %+v", r, r2)
	}
}
