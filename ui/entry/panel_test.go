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

// panelMode is one mode's side of the panel tests: a new deal and what is typed into it, a
// written deal opened for correction and a change to it, and the mode's own moves (the deal
// after a write, the new deal after a correction was written, the kept deal fitted to the game)
// as its screen passes them in.
type panelMode[D Deal] struct {
	fresh      D
	typeIn     func(*D)
	correction func() D             // a written deal, opened afresh each time
	opened     func(*testing.T, *D) // checks the correction as the panel shows it
	edit       func(*D)
	back       func(D) D // nil: the new deal comes back as it was
	next, fit  func(D) D
}

func draftOf[D Deal](d D) string { return string(d.MarshalDraft()) }

// testPanel checks every behaviour of the panel for mode m: correcting is a mode that leaves the
// new deal aside, only the new deal is the draft, and writing, keeping and cancelling return to
// the new deal as the mode says.
func testPanel[D Deal](t *testing.T, m panelMode[D]) {
	p := NewPanel(m.fresh)
	if p.Correcting() != -1 || draftOf(*p.Entry()) != draftOf(m.fresh) {
		t.Fatalf("a new panel: correcting %d, entry %s", p.Correcting(), draftOf(*p.Entry()))
	}
	m.typeIn(p.Entry())
	typed := draftOf(*p.Entry())
	if typed == draftOf(m.fresh) || string(p.Draft()) != typed {
		t.Fatalf("typing: entry %s, draft %s", typed, p.Draft())
	}
	p.Correct(m.correction(), -1)
	if p.Correcting() != -1 || draftOf(*p.Entry()) != typed {
		t.Fatalf("deal -1 opened: correcting %d, entry %s", p.Correcting(), draftOf(*p.Entry()))
	}

	// A correction is what the pad acts on; the draft stays the new deal.
	p.Correct(m.correction(), 0)
	if p.Correcting() != 0 || draftOf(*p.Entry()) != draftOf(m.correction()) {
		t.Fatalf("correction: correcting %d, entry %s", p.Correcting(), draftOf(*p.Entry()))
	}
	m.opened(t, p.Entry())
	m.edit(p.Entry())
	if draftOf(*p.Entry()) == draftOf(m.correction()) {
		t.Fatal("the edit changed nothing")
	}
	if string(p.Draft()) != typed {
		t.Errorf("the draft follows the correction: %s", p.Draft())
	}
	p.Cancel()
	if p.Correcting() != -1 || draftOf(*p.Entry()) != typed {
		t.Errorf("cancel: %s, want %s", draftOf(*p.Entry()), typed)
	}

	// Writing a correction returns to the new deal, as back leaves it; next is not asked.
	var gotBack, gotNext, gotFit []string
	var backOut, fitOut string
	back := func(d D) D {
		gotBack = append(gotBack, draftOf(d))
		if m.back != nil {
			d = m.back(d)
		}
		backOut = draftOf(d)
		return d
	}
	next := func(d D) D { gotNext = append(gotNext, draftOf(d)); return m.next(d) }
	fit := func(d D) D {
		gotFit = append(gotFit, draftOf(d))
		f := m.fit(d)
		fitOut = draftOf(f)
		return f
	}
	p.Correct(m.correction(), 3)
	m.edit(p.Entry())
	p.Written(back, next)
	if len(gotNext) != 0 || len(gotBack) != 1 || gotBack[0] != typed {
		t.Errorf("writing a correction asked next %q and back %q, want back %q only", gotNext, gotBack, typed)
	}
	kept := draftOf(*p.Entry())
	if p.Correcting() != -1 || kept != backOut {
		t.Errorf("after writing a correction: %s, want %s", kept, backOut)
	}
	if m.back == nil && kept != typed {
		t.Errorf("the new deal came back as %s, want %s", kept, typed)
	}
	gotBack = nil
	p.Correct(m.correction(), 3)
	p.Written(m.back, next) // as the screens pass it: nil where the deal comes back as it was
	if p.Correcting() != -1 || draftOf(*p.Entry()) != kept {
		t.Errorf("after writing a correction again: %s, want %s", draftOf(*p.Entry()), kept)
	}

	// Keeping after the game changed fits the new deal, never the correction, to the game.
	p.Correct(m.correction(), 1)
	m.edit(p.Entry())
	p.Keep(fit)
	if p.Correcting() != -1 || len(gotFit) != 1 || gotFit[0] != kept {
		t.Fatalf("keep: correcting %d, fit asked with %q, want %q", p.Correcting(), gotFit, kept)
	}
	fitted := draftOf(*p.Entry())
	if fitted != fitOut || string(p.Draft()) != fitted {
		t.Errorf("after keep: entry %s, draft %s, want %s", fitted, p.Draft(), fitOut)
	}

	// Writing the new deal makes way for the next one, made from the deal written.
	p.Written(back, next)
	if len(gotNext) != 1 || gotNext[0] != fitted || len(gotBack) != 0 {
		t.Errorf("writing the new deal asked next %q, back %q; want next %q only", gotNext, gotBack, fitted)
	}
	if got := draftOf(*p.Entry()); got == fitted || string(p.Draft()) != got {
		t.Errorf("after writing the new deal: entry %s, draft %s", got, p.Draft())
	}
}

func TestPanelSchieber(t *testing.T) {
	testPanel(t, panelMode[Schieber]{
		fresh: NewSchieber(2),
		typeIn: func(e *Schieber) {
			e.Contract = "obenabe"
			typeDigits(e, "42")
		},
		correction: func() Schieber { return FromRound(writtenRound(t)) },
		opened: func(t *testing.T, e *Schieber) {
			if e.Contract != "H" || e.Typed[1] != "90" {
				t.Errorf("correction shows %+v", *e)
			}
		},
		edit: func(e *Schieber) {
			e.ClearPoints()
			typeDigits(e, "60")
		},
		next: func(Schieber) Schieber { return NewSchieber(3) },
		fit:  func(d Schieber) Schieber { return FitSchieber(d, 1) },
	})
}

func TestPanelCoiffeur(t *testing.T) {
	r := coiffeurRules(t, nil)
	s := coiffeurSheet(t, r, 4)
	first := NewCoiffeur(s)
	if err := first.SelectCell(s, 0, first.Side(s)); err != nil {
		t.Fatal(err)
	}
	typeCoiffeur(&first, "100")
	round := mustRound(t, &first, s)
	ds := writeEntry(t, s, &first)
	fixSheet, err := CoiffeurSheetOf(r, 4, nil, -1)
	if err != nil {
		t.Fatal(err)
	}
	testPanel(t, panelMode[Coiffeur]{
		fresh: NewCoiffeur(s),
		typeIn: func(e *Coiffeur) {
			if err := e.SelectCell(s, 1, e.Side(s)); err != nil {
				t.Fatal(err)
			}
			typeCoiffeur(e, "42")
		},
		correction: func() Coiffeur { return FromCoiffeurRound(round, ds, r) },
		opened: func(t *testing.T, e *Coiffeur) {
			if e.Typed[Declarer] != "100" || e.Row != 0 {
				t.Errorf("correction holds %+v", *e)
			}
		},
		edit: func(e *Coiffeur) {
			e.ClearPoints()
			typeCoiffeur(e, "57")
			if pv := e.Preview(fixSheet); !pv.Writable() || pv.Value != 5 {
				t.Errorf("the correction previews %+v", pv)
			}
		},
		back: func(d Coiffeur) Coiffeur { return CoiffeurBack(d, s) },
		next: func(Coiffeur) Coiffeur { return NewCoiffeur(s) },
		fit:  func(d Coiffeur) Coiffeur { return FitCoiffeur(d, s) },
	})
}

func TestPanelDifferenzler(t *testing.T) {
	dealer := 0
	testPanel(t, panelMode[Differenzler]{
		fresh: NewDifferenzler(4, 1),
		typeIn: func(e *Differenzler) {
			e.SetTrump("C")
			typeFor(e, "33")
		},
		correction: func() Differenzler {
			return FromDifferenzlerRound(gamefile.Round{Dealer: &dealer, Trump: "H", Predictions: []int{1, 2, 3, 4}, Points: []int{40, 40, 40, 37}}, 4)
		},
		opened: func(t *testing.T, e *Differenzler) {
			if e.Trump != "H" || e.Seat != 1 || e.Field != FieldPoints {
				t.Errorf("correction %+v", *e)
			}
		},
		edit: func(e *Differenzler) {
			e.Select(FieldPrediction, 2)
			typeFor(e, "9")
			if r, err := e.Round(); err != nil || r.Predictions[2] != 39 || r.Points == nil {
				t.Errorf("corrected round %+v, %v", r, err)
			}
		},
		next: func(d Differenzler) Differenzler {
			if d.Step() == StepPredictions {
				d.PredictionsWritten()
				return d
			}
			return NewDifferenzler(4, 2)
		},
		fit: func(d Differenzler) Differenzler { return FitDifferenzler(d, NewDifferenzler(4, 1), true) },
	})
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

// A typed deal kept after the game changed is the next Vorhand's; an untouched one starts afresh.
func TestFitSchieber(t *testing.T) {
	typed := NewSchieber(2)
	typed.Contract = "obenabe"
	typeDigits(&typed, "42")
	e := FitSchieber(typed, 1)
	if e.Vorhand != 1 || e.Contract != "obenabe" || e.PadText(0) != "42" {
		t.Errorf("a typed deal kept: %+v", e)
	}
	// A deal nothing was typed into starts afresh: the pad on the team that chooses now.
	got, want := FitSchieber(NewSchieber(2), 1), NewSchieber(1)
	if got.Vorhand != want.Vorhand || got.Team != want.Team || got.WeisTeam != want.WeisTeam {
		t.Errorf("an untouched deal kept: %+v, want %+v", got, want)
	}
}
