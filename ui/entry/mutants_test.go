package entry

import (
	"errors"
	"reflect"
	"testing"

	"github.com/jasstafel/jasstafel/tally"
)

// Partners sit opposite (§1.2): 0 with 2, 1 with 3.
func TestMutantsPartnerSitsOpposite(t *testing.T) {
	for seat, want := range []int{2, 3, 0, 1} {
		if got := Partner(seat); got != want {
			t.Errorf("Partner(%d) = %d, want %d", seat, got, want)
		}
	}
}

// A fresh deal claims nothing: no Match, no Stöck and nobody who reached the target first.
func TestMutantsNewDealClaimsNothing(t *testing.T) {
	for vorhand := range 4 {
		e := NewSchieber(vorhand)
		e.Contract = "H"
		typeDigits(&e, "100")
		r, err := e.Round()
		if err != nil {
			t.Fatal(err)
		}
		if r.WonBy != nil || r.Match != nil || r.Stoeck != nil || r.Ended != nil {
			t.Errorf("vorhand %d: the new deal %+v claims more than its points", vorhand, r)
		}
	}
}

// Clearing the points also clears a Match: nothing is left to write.
func TestMutantsClearPointsDropsTheMatch(t *testing.T) {
	e := NewSchieber(0)
	e.SetMatch(0)
	e.ClearPoints()
	if e.Match != -1 {
		t.Fatalf("Match %d after clearing, want -1", e.Match)
	}
	if _, err := e.Points(); !errors.Is(err, ErrNoPoints) {
		t.Fatalf("points after clearing: %v, want %v", err, ErrNoPoints)
	}
}

// A deal that stopped at the target cannot be a Match (all nine tricks were not played).
func TestMutantsEndedDropsTheMatch(t *testing.T) {
	e := NewSchieber(0)
	e.SetMatch(0)
	e.SetEnded(true)
	if e.Match != -1 {
		t.Fatalf("Match %d on a deal that ended early, want -1", e.Match)
	}
}

// Stöck of the team that did not choose are written for the seat after Vorhand, a player of that
// team, whichever seat is Vorhand.
func TestMutantsStoeckOfTheOtherTeam(t *testing.T) {
	for vorhand := range 4 {
		e := NewSchieber(vorhand)
		e.Contract = "H"
		typeDigits(&e, "100")
		other := 1 - tally.Team(vorhand)
		e.ToggleStoeck(other)
		r, err := e.Round()
		if err != nil {
			t.Fatal(err)
		}
		if r.Stoeck == nil || *r.Stoeck != (vorhand+1)%4 || tally.Team(*r.Stoeck) != other {
			t.Errorf("vorhand %d: Stöck of team %d written for %v, want seat %d", vorhand, other, r.Stoeck, (vorhand+1)%4)
		}
	}
}

// Points typed for one team count while the other team is selected: the other gets 157 minus.
func TestMutantsPointsTypedForTheOtherTeam(t *testing.T) {
	e := NewSchieber(0)
	e.SelectTeam(0)
	typeDigits(&e, "37")
	e.SelectTeam(1)
	p, err := e.Points()
	if err != nil || p != [2]int{37, 120} {
		t.Fatalf("points %v, %v; want [37 120]", p, err)
	}
}

// A game won by team 0 takes no new deal, just as one won by team 1.
func TestMutantsGameWonByTeam0HoldsNewDeals(t *testing.T) {
	for team := range 2 {
		st := tally.SchieberState{Winner: team, FinishedInRound: 0, Berg: -1}
		if got := GameHold(&st); got != HoldDecided {
			t.Errorf("won by team %d: hold %v, want decided", team, got)
		}
	}
	if got := GameHold(&tally.SchieberState{Winner: -1, FinishedInRound: -1, Berg: -1}); got != HoldNone {
		t.Errorf("game going on: hold %v, want none", got)
	}
}

// A claim that team 0 reached the target first is written like one for team 1.
func TestMutantsWonByTeam0IsWritten(t *testing.T) {
	e := NewSchieber(0)
	e.Contract = "H"
	typeDigits(&e, "100")
	e.WonBy = 0
	r, err := e.Round()
	if err != nil {
		t.Fatal(err)
	}
	if r.WonBy == nil || *r.WonBy != 0 {
		t.Fatalf("wonBy %v, want team 0", r.WonBy)
	}
}

// A draft comes back as it was saved, with team 0 typing and a Match, Stöck and a claim by either
// team; a saved
// correction of the first deal (editing 0) is not a new deal and is ignored.
func TestMutantsDraftsOfTeam0(t *testing.T) {
	for _, match := range []int{0, 1} {
		e := NewSchieber(0)
		e.Contract = "S"
		e.SetMatch(match)
		e.ToggleStoeck(match)
		e.WonBy = match
		back, ok := UnmarshalDraft(e.MarshalDraft())
		if !ok || !reflect.DeepEqual(back, e) {
			t.Errorf("match %d: draft came back as %+v, %v; want %+v", match, back, ok, e)
		}
	}
	if _, ok := UnmarshalDraft([]byte(`{"vorhand":0,"team":0,"weisTeam":0,"match":-1,"stoeckTeam":-1,"wonBy":-1,"editing":0}`)); ok {
		t.Error("a saved correction of deal 0 was restored as a new deal")
	}
}
