package entry

import (
	"slices"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

func mustDeal(t *testing.T, e *Schieber) tally.SchieberDeal {
	t.Helper()
	r, err := e.Round()
	if err != nil {
		t.Fatal(err)
	}
	d, err := gamefile.SchieberDeal(r)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func writtenRound(t *testing.T) gamefile.Round {
	t.Helper()
	e := NewSchieber(1)
	e.Contract = "H"
	typeDigits(&e, "90")
	r, err := e.Round()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestCorrectionKeepsTheNewDealAside(t *testing.T) {
	p := NewPanel(NewSchieber(2))
	p.Entry().Contract = "obenabe"
	typeDigits(p.Entry(), "42")
	typed := *p.Entry()
	draft := string(p.Draft())

	p.Correct(writtenRound(t), 0)
	if p.Correcting() != 0 || p.Entry().Contract != "H" || p.Entry().Typed[1] != "90" {
		t.Fatalf("correction shows %+v", *p.Entry())
	}
	p.Entry().ClearPoints()
	typeDigits(p.Entry(), "60")
	if string(p.Draft()) != draft {
		t.Errorf("the draft follows the correction: %s", p.Draft())
	}

	p.Cancel()
	if p.Correcting() != -1 || *p.Entry() != typed {
		t.Errorf("cancel: %+v, want %+v", *p.Entry(), typed)
	}

	p.Correct(writtenRound(t), 0)
	p.Written(3)
	if p.Correcting() != -1 || *p.Entry() != typed {
		t.Errorf("after writing a correction: %+v, want the new deal %+v", *p.Entry(), typed)
	}

	p.Written(3)
	if *p.Entry() != NewSchieber(3) {
		t.Errorf("after writing the new deal: %+v", *p.Entry())
	}

	p.Correct(writtenRound(t), 0)
	p.Restart(0)
	if p.Correcting() != -1 || *p.Entry() != NewSchieber(0) {
		t.Errorf("restart: %+v", *p.Entry())
	}
	p.Correct(writtenRound(t), -1)
	if p.Correcting() != -1 {
		t.Errorf("deal -1 opened")
	}
}

func TestGameHold(t *testing.T) {
	r, err := tally.Preset(tally.Schieber, "simple") // to 1000, all ×1
	if err != nil {
		t.Fatal(err)
	}
	var deals []tally.SchieberDeal
	deal := func(vorhand int, wonBy int) tally.SchieberDeal {
		e := NewSchieber(vorhand)
		e.Contract = "D"
		typeDigits(&e, "80")
		e.WonBy = wonBy
		return mustDeal(t, &e)
	}
	for i := range 12 {
		deals = append(deals, deal(i%4, -1))
	}
	tests := []struct {
		name  string
		deals []tally.SchieberDeal
		want  Hold
	}{
		{"no deal", nil, HoldNone},
		{"942 each", deals, HoldNone},
		{"both past 1000, undecided", append(slices.Clone(deals), deal(0, -1)), HoldClaim},
		{"both past 1000, B claimed", append(slices.Clone(deals), deal(0, 1)), HoldDecided},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := tally.ReplaySchieber(r, tc.deals)
			if got := GameHold(&st); got != tc.want {
				t.Errorf("hold %v, want %v", got, tc.want)
			}
		})
	}
}

func TestKeepGivesTheNewDealBackForTheNextVorhand(t *testing.T) {
	p := NewPanel(NewSchieber(2))
	p.Entry().Contract = "obenabe"
	typeDigits(p.Entry(), "42")
	p.Correct(writtenRound(t), 0)
	p.Keep(1)
	e := p.Entry()
	if p.Correcting() >= 0 || e.Vorhand != 1 || e.Contract != "obenabe" || e.PadText(0) != "42" {
		t.Errorf("after Keep: correcting %d, %+v", p.Correcting(), *e)
	}
	// A deal nothing was typed into starts afresh: the pad on the team that chooses now.
	q := NewPanel(NewSchieber(2))
	q.Keep(1)
	if got, want := *q.Entry(), NewSchieber(1); got.Vorhand != want.Vorhand || got.Team != want.Team || got.WeisTeam != want.WeisTeam {
		t.Errorf("an untouched deal after Keep: %+v, want %+v", got, want)
	}
}
