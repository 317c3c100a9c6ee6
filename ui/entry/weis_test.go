package entry

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// Seats of the tests: Anna and Cla are team 0, Beat and Dora team 1.
const (
	anna = 0
	beat = 1
	cla  = 2
	dora = 3
)

func withRules(t *testing.T, change func(*tally.Rules)) tally.Rules {
	r := seedRules(t)
	if change != nil {
		change(&r)
	}
	return r
}

func refusal(err error) Refusal {
	var de *DeclError
	if errors.As(err, &de) {
		return de.Reason
	}
	return 0
}

func TestDeclaredCards(t *testing.T) {
	tests := []struct {
		d    DeclaredWeis
		want string
	}{
		{Run(anna, tally.Hearts, tally.Queen, 4), "H9 HT HJ HQ"},
		{Run(anna, tally.Spades, tally.Eight, 3), "S6 S7 S8"},
		{Run(anna, tally.Clubs, tally.Ace, 9), "C6 C7 C8 C9 CT CJ CQ CK CA"},
		{Quartet(beat, tally.Jack), "SJ HJ DJ CJ"},
		{Run(anna, tally.Hearts, tally.Seven, 4), ""},
	}
	for _, tc := range tests {
		got := ""
		for i, c := range tc.d.Cards() {
			if i > 0 {
				got += " "
			}
			got += c.String()
		}
		if got != tc.want {
			t.Errorf("%+v shows %q, want %q", tc.d, got, tc.want)
		}
	}
}

func TestCheckRefusesWhatNoTableCanDeclare(t *testing.T) {
	eight := func(seat int) []DeclaredWeis {
		var l []DeclaredWeis
		for s := range 4 {
			l = append(l, Run(s%4, tally.Suit(s), tally.Eight, 3), Run(s%4, tally.Suit(s), tally.Ace, 3))
		}
		return l
	}
	tests := []struct {
		name  string
		rules func(*tally.Rules)
		list  []DeclaredWeis
		d     DeclaredWeis
		want  Refusal
		other int
		card  string
	}{
		{"a run of three", nil, nil, Run(anna, tally.Hearts, tally.Eight, 3), 0, 0, ""},
		{"a run of nine", nil, nil, Run(anna, tally.Hearts, tally.Ace, 9), 0, 0, ""},
		{"a run of ten", nil, nil, Run(anna, tally.Hearts, tally.Ace, 10), RefuseRunLength, 0, ""},
		{"a run of two", nil, nil, Run(anna, tally.Hearts, tally.Ace, 2), RefuseRunLength, 0, ""},
		{"a 4-run topped by a 7", nil, nil, Run(anna, tally.Hearts, tally.Seven, 4), RefuseRunTop, 0, ""},
		{"a 4-run topped by a 9", nil, nil, Run(anna, tally.Hearts, tally.Nine, 4), 0, 0, ""},
		{"no such seat", nil, nil, Run(4, tally.Hearts, tally.Ace, 3), RefuseSeat, 0, ""},
		{"weis off", func(r *tally.Rules) { r.Weis = tally.WeisOff }, nil, Quartet(anna, tally.Jack), RefuseWeisOff, 0, ""},
		{"four Sixes with lowQuartets off", func(r *tally.Rules) { r.LowQuartets = false }, nil, Quartet(anna, tally.Six), RefuseLowQuartet, 0, ""},
		{"four Eights with lowQuartets off", func(r *tally.Rules) { r.LowQuartets = false }, nil, Quartet(anna, tally.Eight), RefuseLowQuartet, 0, ""},
		{"four Nines with lowQuartets off", func(r *tally.Rules) { r.LowQuartets = false }, nil, Quartet(anna, tally.Nine), 0, 0, ""},
		{"four Sixes with lowQuartets on", nil, nil, Quartet(anna, tally.Six), 0, 0, ""},
		{"a card in another player's run", nil, []DeclaredWeis{Run(anna, tally.Hearts, tally.Eight, 3)},
			Run(beat, tally.Hearts, tally.Ten, 3), RefuseCardTaken, anna, "H8"},
		{"a quartet's card in another player's run", nil, []DeclaredWeis{Run(beat, tally.Diamonds, tally.King, 3)},
			Quartet(cla, tally.Jack), RefuseCardTaken, beat, "DJ"},
		{"run and quartet of one player sharing a card", nil, []DeclaredWeis{Quartet(anna, tally.Jack)},
			Run(anna, tally.Hearts, tally.King, 3), RefuseOverlap, 0, "HJ"},
		{"run and quartet sharing under kreuzweis", func(r *tally.Rules) { r.Kreuzweis = true }, []DeclaredWeis{Quartet(anna, tally.Jack)},
			Run(anna, tally.Hearts, tally.King, 3), 0, 0, ""},
		{"two runs of one player sharing under kreuzweis", func(r *tally.Rules) { r.Kreuzweis = true }, []DeclaredWeis{Run(anna, tally.Hearts, tally.King, 3)},
			Run(anna, tally.Hearts, tally.Ace, 3), RefuseOverlap, 0, "HQ"},
		{"one unbroken sequence as two runs", nil, []DeclaredWeis{Run(anna, tally.Hearts, tally.Eight, 3)},
			Run(anna, tally.Hearts, tally.King, 5), RefuseOneSequence, 0, ""},
		{"touching runs of two players", nil, []DeclaredWeis{Run(anna, tally.Hearts, tally.Eight, 3)},
			Run(beat, tally.Hearts, tally.King, 5), 0, 0, ""},
		{"two runs of one suit with a gap", nil, []DeclaredWeis{Run(anna, tally.Hearts, tally.Eight, 3)},
			Run(anna, tally.Hearts, tally.Ace, 3), 0, 0, ""},
		{"more than nine cards in one hand", nil, []DeclaredWeis{Quartet(dora, tally.Jack), Quartet(dora, tally.Nine)},
			Run(dora, tally.Spades, tally.Eight, 3), RefuseTooMany, 0, ""},
		{"more Weis than a deal takes", nil, eight(0), Quartet(anna, tally.Jack), RefuseTooMany, 0, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := withRules(t, tc.rules)
			err := Check(tc.list, tc.d, r)
			if got := refusal(err); got != tc.want || (tc.want == 0) != (err == nil) {
				t.Fatalf("Check = %v (%d), want refusal %d", err, got, tc.want)
			}
			if err == nil {
				return
			}
			var de *DeclError
			errors.As(err, &de)
			if de.Reason == RefuseCardTaken && de.Other != tc.other {
				t.Errorf("in the way: seat %d, want %d", de.Other, tc.other)
			}
			if tc.card != "" && de.Card.String() != tc.card {
				t.Errorf("card in the way %s, want %s", de.Card, tc.card)
			}
			if err.Error() == "" {
				t.Error("no words for the refusal")
			}
			// What Add refuses leaves the list as it was.
			d := DeclarationsOf(tc.list...)
			before := d
			if d.Add(tc.d, r) == nil || d != before {
				t.Errorf("Add took a refused declaration: %+v", d.List())
			}
		})
	}
}

// TestCheckAgreesWithTheEngine: whatever Check takes alone, the engine takes as a Weis worth
// points; whatever the engine refuses, Check refuses.
func TestCheckAgreesWithTheEngine(t *testing.T) {
	for _, low := range []bool{true, false} {
		r := withRules(t, func(r *tally.Rules) { r.LowQuartets = low })
		for n := 1; n <= 10; n++ {
			for top := tally.Rank(0); top < tally.NumRanks; top++ {
				d := Run(anna, tally.Diamonds, top, n)
				w, err := tally.ParseWeis(d.Cards(), r)
				ok := err == nil && d.Cards() != nil && w.Points(r) > 0
				if got := Check(nil, d, r) == nil; got != ok {
					t.Errorf("run %d up to %s: Check %v, engine %v (%v)", n, top, got, ok, err)
				}
			}
		}
		for rk := tally.Rank(0); rk < tally.NumRanks; rk++ {
			d := Quartet(beat, rk)
			w, err := tally.ParseWeis(d.Cards(), r)
			ok := err == nil && w.Points(r) > 0
			if got := Check(nil, d, r) == nil; got != ok {
				t.Errorf("four %s (lowQuartets %v): Check %v, engine %v", rk, low, got, ok)
			}
		}
	}
}

func TestDecideByEveryStepOfTheRules(t *testing.T) {
	hearts, spades := tally.TrumpMode(tally.Hearts), tally.TrumpMode(tally.Spades)
	tests := []struct {
		name    string
		rules   func(*tally.Rules)
		mode    tally.Mode
		vorhand int
		list    []DeclaredWeis
		team    int
		points  [2]int
		winner  int // index in list
		loser   int
		by      Criterion
	}{
		{"nobody declared", nil, hearts, 0, nil, -1, [2]int{}, -1, -1, ByNothing},
		{"only one team declared", nil, hearts, 0,
			[]DeclaredWeis{Run(dora, tally.Clubs, tally.Ace, 3), Run(beat, tally.Hearts, tally.Ace, 4)},
			1, [2]int{0, 70}, 1, -1, ByAlone},
		{"four Jacks beat a 100-run by points", nil, hearts, 0,
			[]DeclaredWeis{Quartet(anna, tally.Jack), Run(beat, tally.Spades, tally.Ten, 5)},
			0, [2]int{200, 0}, 0, 1, ByPoints},
		{"the better single Weis writes, not the higher sum", nil, hearts, 0,
			[]DeclaredWeis{
				Run(beat, tally.Spades, tally.Ace, 5), Quartet(dora, tally.Six), Run(dora, tally.Clubs, tally.Ace, 3),
				Quartet(anna, tally.Nine), Run(cla, tally.Diamonds, tally.Ace, 3),
			},
			0, [2]int{170, 0}, 3, 0, ByPoints},
		{"a 5-run beats four Kings by more cards", nil, hearts, 0,
			[]DeclaredWeis{Quartet(anna, tally.King), Run(beat, tally.Spades, tally.Ten, 5)},
			1, [2]int{0, 100}, 1, 0, ByLength},
		{"quartetFirst: four Kings beat a 5-run", func(r *tally.Rules) { r.WeisTieBreak = tally.TieQuartetFirst }, hearts, 0,
			[]DeclaredWeis{Quartet(anna, tally.King), Run(beat, tally.Spades, tally.Ten, 5)},
			0, [2]int{100, 0}, 0, 1, ByQuartetFirst},
		{"quartetFirst: two runs still by cards", func(r *tally.Rules) {
			r.WeisTieBreak = tally.TieQuartetFirst
			r.Weis = tally.WeisSmall
		}, hearts, 0,
			[]DeclaredWeis{Run(anna, tally.Clubs, tally.Ace, 5), Run(beat, tally.Spades, tally.King, 7)},
			1, [2]int{0, 100}, 1, 0, ByLength},
		{"weis=small: a 6-run beats four Aces by more cards", func(r *tally.Rules) { r.Weis = tally.WeisSmall }, hearts, 0,
			[]DeclaredWeis{Quartet(anna, tally.Ace), Run(beat, tally.Spades, tally.Ace, 6)},
			1, [2]int{0, 100}, 1, 0, ByLength},
		{"same length: the higher top card", nil, tally.Obenabe, 0,
			[]DeclaredWeis{Run(anna, tally.Hearts, tally.Eight, 3), Run(beat, tally.Spades, tally.Nine, 3)},
			1, [2]int{0, 20}, 1, 0, ByTopCard},
		{"four Aces beat four Kings", nil, tally.Obenabe, 0,
			[]DeclaredWeis{Quartet(anna, tally.Ace), Quartet(beat, tally.King)},
			0, [2]int{100, 0}, 0, 1, ByTopCard},
		{"Undenufe: the lower top card", nil, tally.Undenufe, 0,
			[]DeclaredWeis{Run(anna, tally.Hearts, tally.Eight, 3), Run(beat, tally.Spades, tally.Nine, 3)},
			0, [2]int{20, 0}, 0, 1, ByLowTopCard},
		{"Undenufe: four Queens beat four Kings", nil, tally.Undenufe, 0,
			[]DeclaredWeis{Quartet(anna, tally.King), Quartet(beat, tally.Queen)},
			1, [2]int{0, 100}, 1, 0, ByLowTopCard},
		{"a trump run before a plain run", nil, spades, 0,
			[]DeclaredWeis{Run(anna, tally.Hearts, tally.Nine, 3), Run(beat, tally.Spades, tally.Nine, 3)},
			1, [2]int{0, 20}, 1, 0, ByTrump},
		{"the same runs with the other trump", nil, hearts, 0,
			[]DeclaredWeis{Run(anna, tally.Hearts, tally.Nine, 3), Run(beat, tally.Spades, tally.Nine, 3)},
			0, [2]int{20, 0}, 0, 1, ByTrump},
		{"all equal: the earlier player from Vorhand", nil, tally.Obenabe, 1,
			[]DeclaredWeis{Run(cla, tally.Hearts, tally.Nine, 3), Run(beat, tally.Spades, tally.Nine, 3)},
			1, [2]int{0, 20}, 1, 0, ByOrder},
		{"all equal, other Vorhand", nil, tally.Obenabe, 2,
			[]DeclaredWeis{Run(cla, tally.Hearts, tally.Nine, 3), Run(beat, tally.Spades, tally.Nine, 3)},
			0, [2]int{20, 0}, 0, 1, ByOrder},
		{"all equal, Dora leads: Anna comes before Beat", nil, tally.Obenabe, 3,
			[]DeclaredWeis{Run(beat, tally.Hearts, tally.Nine, 3), Run(anna, tally.Spades, tally.Nine, 3)},
			0, [2]int{20, 0}, 1, 0, ByOrder},
		{"four Sixes count nothing with lowQuartets off", func(r *tally.Rules) { r.LowQuartets = false }, hearts, 0,
			[]DeclaredWeis{Quartet(anna, tally.Six), Run(beat, tally.Spades, tally.Eight, 3)},
			1, [2]int{0, 20}, 1, -1, ByAlone},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := withRules(t, tc.rules)
			v := Decide(tc.list, tc.vorhand, tc.mode, r)
			want := Verdict{Team: tc.team, Points: tc.points, Winner: tc.winner, Loser: tc.loser, By: tc.by}
			if v != want {
				t.Fatalf("verdict %+v, want %+v", v, want)
			}
			// The engine scores the same deal alike when the declarations come as shown cards.
			decls := make([]tally.Declaration, 0, len(tc.list))
			at := map[int]tally.Declaration{} // by index in the list
			for i, d := range tc.list {
				if w, err := d.Weis(r); err == nil {
					decls = append(decls, tally.Declaration{Seat: d.Seat, Weis: w})
					at[i] = decls[len(decls)-1]
				}
			}
			if team, pts := tally.WeisWinner(decls, tc.vorhand, 4, tc.mode, r); team != v.Team || pts != v.Points {
				t.Errorf("engine: team %d points %v", team, pts)
			}
			if v.Loser >= 0 {
				order := func(s int) int { return (s - tc.vorhand + 4) % 4 }
				w, l := at[v.Winner], at[v.Loser]
				if tally.CompareWeis(w.Weis, order(w.Seat), l.Weis, order(l.Seat), tc.mode, r) <= 0 {
					t.Error("the engine does not rank the winner first")
				}
			}
		})
	}
}

func TestDeclarationsList(t *testing.T) {
	r := seedRules(t)
	var d Declarations
	for _, w := range []DeclaredWeis{Quartet(anna, tally.Jack), Run(beat, tally.Spades, tally.Ten, 5), Run(cla, tally.Hearts, tally.Ace, 3)} {
		if err := d.Add(w, r); err != nil {
			t.Fatal(err)
		}
	}
	d.Remove(1)
	if d.Len() != 2 || d.List()[1] != Run(cla, tally.Hearts, tally.Ace, 3) {
		t.Fatalf("after removing the second: %+v", d.List())
	}
	d.Remove(5)
	d.Remove(-1)
	if d.Len() != 2 {
		t.Fatal("removing a declaration that is not there changed the list")
	}
	if d != DeclarationsOf(Quartet(anna, tally.Jack), Run(cla, tally.Hearts, tally.Ace, 3)) {
		t.Error("a list after a removal differs from the same list built directly")
	}
	b, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	var back Declarations
	if err := json.Unmarshal(b, &back); err != nil || back != d {
		t.Errorf("round trip %s: %+v %v", b, back.List(), err)
	}
	if err := json.Unmarshal([]byte(`[{"seat":7,"kind":1,"top":5},{"seat":1,"kind":0,"suit":1,"top":1,"len":4},{"seat":2,"kind":1,"top":5}]`), &back); err != nil {
		t.Fatal(err)
	}
	if back.Len() != 1 || back.List()[0] != Quartet(cla, tally.Jack) {
		t.Errorf("a damaged list keeps %+v", back.List())
	}
}

// declaredDeal is a deal in Hearts in which Beat (team 1) writes 70 by his better single Weis.
func declaredDeal() Schieber {
	e := NewSchieber(anna)
	e.Contract = "H"
	typeDigits(&e, "100")
	e.AddWeis(50)
	e.SetDeclared(DeclarationsOf(
		Run(anna, tally.Clubs, tally.Ace, 4), Run(cla, tally.Diamonds, tally.Ace, 4),
		Run(beat, tally.Hearts, tally.Ace, 5), Run(dora, tally.Spades, tally.Nine, 3),
	))
	return e
}

func TestDeclaredWeisAreWrittenAsShownCards(t *testing.T) {
	r := seedRules(t)
	e := declaredDeal()
	if e.WeisOf(0) != 0 || e.WeisOf(1) != 0 {
		t.Error("the typed Weis still counts beside the declared")
	}
	if e.WeisTeamShown(r) != 1 {
		t.Errorf("team %d lit, want the team that writes, 1", e.WeisTeamShown(r))
	}
	if got := [2]int{e.WeisShown(0, r), e.WeisShown(1, r)}; got != [2]int{0, 120} {
		t.Errorf("shown Weis %v, want [0 120]", got)
	}
	round, err := e.Round()
	if err != nil {
		t.Fatal(err)
	}
	if len(round.Weis) != 4 || round.Weis[2].Seat == nil || *round.Weis[2].Seat != beat || len(round.Weis[2].Cards) != 5 || round.Weis[2].Team != nil {
		t.Fatalf("written Weis %+v", round.Weis)
	}
	d, err := gamefile.SchieberDeal(round)
	if err != nil {
		t.Fatal(err)
	}
	sc := tally.ScoreSchieber(d, r)
	if len(sc.Violations) > 0 || sc.WeisTeam != 1 || sc.Weis != [2]int{0, 120} {
		t.Errorf("engine scores the written round: team %d Weis %v %v", sc.WeisTeam, sc.Weis, sc.Violations)
	}
	p := e.Preview(r)
	if !p.Writable() || p.Score != [2]int{100, 57 + 120} {
		t.Errorf("preview %+v", p)
	}
	back := FromRound(round)
	if back.Declared != e.Declared || back.Weis != 0 {
		t.Errorf("correcting brings back %+v", back.Declared.List())
	}
	saved, ok := UnmarshalDraft(e.MarshalDraft())
	if !ok || !reflect.DeepEqual(saved, e) {
		t.Errorf("draft brings back %+v", saved)
	}
}

func TestTypedAndDeclaredWeisReplaceEachOther(t *testing.T) {
	r := seedRules(t)
	e := declaredDeal()
	e.AddWeis(20)
	if e.Declared.Len() != 0 || e.WeisShown(e.WeisTeam, r) != 20 {
		t.Errorf("a typed Weis after declaring: declared %d, shown %d", e.Declared.Len(), e.WeisShown(e.WeisTeam, r))
	}
	e = declaredDeal()
	e.ClearWeis()
	if e.Declared.Len() != 0 || e.Weis != 0 {
		t.Error("clearing keeps Weis")
	}
	if round, _ := e.Round(); round.Weis != nil {
		t.Errorf("cleared entry writes %+v", round.Weis)
	}
}

func TestTheContractDecidesTheDeclaredWeis(t *testing.T) {
	r := seedRules(t)
	e := NewSchieber(anna)
	e.SetDeclared(DeclarationsOf(Run(anna, tally.Hearts, tally.Nine, 3), Run(beat, tally.Spades, tally.Nine, 3)))
	for _, tc := range []struct {
		contract string
		team     int
	}{{"", 0}, {"H", 0}, {"S", 1}, {"obenabe", 0}} {
		e.Contract = tc.contract
		if v := e.WeisVerdict(r); v.Team != tc.team {
			t.Errorf("contract %q: team %d writes, want %d", tc.contract, v.Team, tc.team)
		}
	}
}

// BenchmarkDecideAfterATap is the engine work behind one tap on the declaration panel: check
// the new declaration against the list, then decide the whole list again.
func BenchmarkDecideAfterATap(b *testing.B) {
	r, err := tally.Preset(tally.Schieber, "seed")
	if err != nil {
		b.Fatal(err)
	}
	list := DeclarationsOf(
		Run(anna, tally.Clubs, tally.Ace, 4), Run(cla, tally.Diamonds, tally.Ace, 4), Quartet(cla, tally.Nine),
		Run(beat, tally.Hearts, tally.Ace, 5), Run(dora, tally.Spades, tally.Queen, 3), Quartet(dora, tally.Six),
	)
	next := Quartet(beat, tally.Seven)
	for b.Loop() {
		d := list
		if err := d.Add(next, r); err != nil {
			b.Fatal(err)
		}
		_ = d.Decide(anna, tally.TrumpMode(tally.Hearts), r)
	}
}
