package entry

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/jasstafel/jasstafel/tally"
)

func seedRules(t *testing.T) tally.Rules {
	t.Helper()
	r, err := tally.Preset(tally.Schieber, "seed")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func typeDigits(e *Schieber, s string) {
	for _, c := range s {
		e.Digit(int(c - '0'))
	}
}

func TestPointsAsTyped(t *testing.T) {
	tests := []struct {
		name    string
		vorhand int
		team    int // -1 keeps the choosing team
		typed   string
		want    [2]int
		wantErr error
		pad     [2]string
	}{
		{"the other team gets 157 minus", 1, -1, "37", [2]int{120, 37}, nil, [2]string{"120", "37"}},
		{"typing for the other team", 1, 0, "120", [2]int{120, 37}, nil, [2]string{"120", "37"}},
		{"zero", 0, -1, "0", [2]int{0, 157}, nil, [2]string{"0", "157"}},
		{"double zero stays zero", 0, -1, "00", [2]int{0, 157}, nil, [2]string{"0", "157"}},
		{"leading zero dropped", 0, -1, "05", [2]int{5, 152}, nil, [2]string{"5", "152"}},
		{"157", 0, -1, "157", [2]int{157, 0}, nil, [2]string{"157", "0"}},
		{"158 is kept and refused", 0, -1, "158", [2]int{}, ErrTooManyPoints, [2]string{"158", ""}},
		{"200 is kept and refused", 0, -1, "200", [2]int{}, ErrTooManyPoints, [2]string{"200", ""}},
		{"a fourth digit is not taken", 0, -1, "1201", [2]int{120, 37}, nil, [2]string{"120", "37"}},
		{"nothing typed", 0, -1, "", [2]int{}, ErrNoPoints, [2]string{"", ""}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := NewSchieber(tc.vorhand)
			if tc.team >= 0 {
				e.SelectTeam(tc.team)
			}
			typeDigits(&e, tc.typed)
			p, err := e.Points()
			if !errors.Is(err, tc.wantErr) || (err == nil && p != tc.want) {
				t.Errorf("points %v %v, want %v %v", p, err, tc.want, tc.wantErr)
			}
			if got := [2]string{e.PadText(0), e.PadText(1)}; got != tc.pad {
				t.Errorf("pad shows %q, want %q", got, tc.pad)
			}
		})
	}
}

func TestTooManyPointsCannotBeWritten(t *testing.T) {
	e := NewSchieber(0)
	e.Contract = "obenabe"
	typeDigits(&e, "200")
	if _, err := e.Round(); !errors.Is(err, ErrTooManyPoints) {
		t.Errorf("round of 200 points: %v", err)
	}
	p := e.Preview(seedRules(t))
	if p.Writable() || p.Score != [2]int{} || !errors.Is(p.Err, ErrTooManyPoints) {
		t.Errorf("preview of 200 points: %+v", p)
	}
	e.Backspace()
	if p := e.Preview(seedRules(t)); !p.Writable() || p.Score != [2]int{60, 411} {
		t.Errorf("after backspace 20: %+v", p)
	}
}

func TestPreviewScores(t *testing.T) {
	r := seedRules(t)
	tests := []struct {
		name  string
		setup func(e *Schieber)
		score [2]int
		parts []Part
	}{
		{"obenabe with Weis (TV-12)", func(e *Schieber) {
			e.Contract = "obenabe"
			typeDigits(e, "120")
			e.AddWeis(50)
		}, [2]int{510, 111}, []Part{{PartWeis, 0, 50}}},
		{"undenufe with Weis", func(e *Schieber) {
			e.Contract = "undenufe"
			typeDigits(e, "120")
			e.AddWeis(50)
		}, [2]int{680, 148}, []Part{{PartWeis, 0, 50}}},
		{"Match, Stöck and Weis of the other team (TV-7)", func(e *Schieber) {
			e.Contract = "S"
			e.SetMatch(0)
			e.ToggleStoeck(1)
			e.SelectWeisTeam(1)
			e.AddWeis(50)
			e.AddWeis(50)
		}, [2]int{514, 240}, []Part{{PartMatch, 0, 257}, {PartWeis, 1, 100}, {PartStoeck, 1, 20}}},
		{"Kontermatsch", func(e *Schieber) {
			e.Contract = "S"
			e.SetMatch(1)
		}, [2]int{0, 514}, []Part{{PartKontermatsch, 1, 257}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := NewSchieber(0)
			if len(tc.parts) > 0 && tc.parts[0].Kind != PartWeis {
				e = NewSchieber(2) // seat 2 chooses: team 0
			}
			tc.setup(&e)
			p := e.Preview(r)
			if !p.Writable() || p.Score != tc.score || !slices.Equal(p.Parts, tc.parts) {
				t.Errorf("preview %+v, want %v %v", p, tc.score, tc.parts)
			}
		})
	}
}

func TestErrorsShowNoScore(t *testing.T) {
	r := seedRules(t)
	tests := []struct {
		name  string
		setup func(e *Schieber)
		err   error
	}{
		{"no contract", func(e *Schieber) { typeDigits(e, "80") }, ErrNoContract},
		{"no points", func(e *Schieber) { e.Contract = "D" }, ErrNoPoints},
		{"Stöck with Obenabe", func(e *Schieber) { e.Contract = "obenabe"; typeDigits(e, "80"); e.ToggleStoeck(0) }, nil},
		{"Weis that no cards make", func(e *Schieber) { e.Contract = "D"; typeDigits(e, "80"); e.AddWeis(30) }, nil},
		{"ended with one team typed", func(e *Schieber) { e.Contract = "D"; e.SetEnded(true); typeDigits(e, "52") }, ErrNoPoints},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := NewSchieber(0)
			tc.setup(&e)
			p := e.Preview(r)
			if p.Writable() || p.Score != [2]int{} || p.Parts != nil {
				t.Errorf("a deal that cannot be written shows a score: %+v", p)
			}
			if tc.err != nil && !errors.Is(p.Err, tc.err) {
				t.Errorf("error %v, want %v", p.Err, tc.err)
			}
			if tc.err == nil && len(p.Violations) == 0 {
				t.Errorf("no violation reported")
			}
		})
	}
}

func TestWeisBelongsToOneTeam(t *testing.T) {
	e := NewSchieber(0)
	e.Contract = "D"
	typeDigits(&e, "100")
	e.AddWeis(50)
	e.SelectWeisTeam(1) // one tap moves the Weis to team B
	e.AddWeis(20)
	if e.WeisOf(0) != 0 || e.WeisOf(1) != 70 {
		t.Fatalf("Weis A %d, B %d; want the Weis on team B", e.WeisOf(0), e.WeisOf(1))
	}
	r, err := e.Round()
	if err != nil || len(r.Weis) != 1 || *r.Weis[0].Team != 1 || *r.Weis[0].Points != 70 {
		t.Fatalf("round Weis %+v %v", r.Weis, err)
	}
	if p := e.Preview(seedRules(t)); !p.Writable() || p.Score != [2]int{100, 127} {
		t.Errorf("preview %+v", p)
	}
	e.ClearWeis()
	if r, _ := e.Round(); r.Weis != nil {
		t.Errorf("cleared Weis still written: %+v", r.Weis)
	}
	e.SelectWeisTeam(5)
	if e.WeisTeam != 1 {
		t.Errorf("team 5 accepted")
	}
}

func TestSeats(t *testing.T) {
	for v := range 4 {
		e := NewSchieber(v)
		if d := Dealer(v); (d+1)%4 != v {
			t.Errorf("dealer of vorhand %d: %d", v, d)
		}
		if p := Partner(v); tally.Team(p) != tally.Team(v) || p == v {
			t.Errorf("partner of %d: %d", v, p)
		}
		for team := range 2 {
			if s := e.StoeckSeat(team); tally.Team(s) != team {
				t.Errorf("vorhand %d: Stöck seat of team %d is %d", v, team, s)
			}
		}
		e.NextVorhand()
		if e.Vorhand != (v+1)%4 {
			t.Errorf("next vorhand after %d: %d", v, e.Vorhand)
		}
	}
}

func TestMatchAndEnded(t *testing.T) {
	e := NewSchieber(2)
	e.Contract = "S"
	typeDigits(&e, "80")
	e.SetMatch(0)
	if p, err := e.Points(); err != nil || p != [2]int{157, 0} || e.Typed != [2]string{} {
		t.Errorf("match: %v %v %q", p, err, e.Typed)
	}
	e.SetMatch(0)
	if _, err := e.Points(); err == nil {
		t.Errorf("a second tap takes the Match back")
	}
	e.SetEnded(true)
	typeDigits(&e, "52")
	e.SelectTeam(1)
	typeDigits(&e, "31")
	if p, err := e.Points(); err != nil || p != [2]int{52, 31} {
		t.Errorf("ended: %v %v", p, err)
	}
	if r, _ := e.Round(); r.Ended == nil || !*r.Ended {
		t.Errorf("round not marked ended")
	}
}

func TestDraftAndCorrectionRoundTrip(t *testing.T) {
	e := NewSchieber(3)
	e.Contract = "C"
	e.Pushed = true
	typeDigits(&e, "99")
	e.SelectWeisTeam(0)
	e.AddWeis(150)
	e.ToggleStoeck(0)
	back, ok := UnmarshalDraft(e.MarshalDraft())
	if !ok || !reflect.DeepEqual(back, e) {
		t.Fatalf("draft round trip: %+v", back)
	}
	for _, bad := range []string{"", "{garbage", `{"vorhand":9}`, `{"vorhand":1,"team":1,"editing":0}`} {
		if _, ok := UnmarshalDraft([]byte(bad)); ok {
			t.Errorf("draft %q accepted", bad)
		}
	}
	if d, ok := UnmarshalDraft([]byte(`{"vorhand":1,"team":1,"weisTeam":-1,"match":-1,"stoeckTeam":-1,"wonBy":-1,"editing":-1}`)); !ok || d.WeisTeam != 1 {
		t.Errorf("an older draft without a Weis team: %+v %v", d, ok)
	}
	r, _ := e.Round()
	ed := FromRound(r)
	r2, _ := ed.Round()
	if *r2.Vorhand != 3 || r2.Points[0] != r.Points[0] || r2.Points[1] != r.Points[1] || *r2.Stoeck != *r.Stoeck ||
		*r2.Weis[0].Points != 150 || *r2.Weis[0].Team != 0 || !*r2.Pushed {
		t.Errorf("correction round trip: %+v → %+v", r, r2)
	}
}

func TestContractsUnderTheRules(t *testing.T) {
	r := seedRules(t)
	got := Contracts(r)
	if !slices.Equal(got[:6], []string{"D", "H", "S", "C", "obenabe", "undenufe"}) {
		t.Errorf("contracts %v", got)
	}
	r.Multipliers = map[string]int{"D": 1, "H": 1, "S": 2, "C": 2, "obenabe": 3, "undenufe": 3, "slalom": 4}
	if got := Contracts(r); slices.Contains(got, "guschti") || !slices.Contains(got, "slalom-obenabe") {
		t.Errorf("with slalom only: %v", got)
	}
}

func TestPointsRoundTakesTheMatchBonusBack(t *testing.T) {
	r := seedRules(t)
	e := NewSchieber(0)
	e.Contract = "S"
	e.SetMatch(0)
	e.AddWeis(50)
	round, _ := e.Round()
	sc := tally.ScoreSchieber(mustDeal(t, &e), r)
	back := PointsRound(round, sc, r)
	if back.Points[0] != 157 || back.Points[1] != 0 || back.Match == nil || *back.Match != 0 || *back.Weis[0].Points != 50 {
		t.Errorf("points round %+v", back)
	}
}

// A deal kept from before loses the Weis and the Stöck its game's rules do not count, and keeps
// what they count (RULES §12: weis=off, stoeck=false).
func TestDropUncountedKeepsWhatTheRulesCount(t *testing.T) {
	for _, tc := range []struct {
		weis, stoeck bool
	}{{true, true}, {false, true}, {true, false}, {false, false}} {
		r := seedRules(t)
		if !tc.weis {
			r.Weis = tally.WeisOff
		}
		r.Stoeck = tc.stoeck
		if w, s := Counts(tally.Schieber, r); w != tc.weis || s != tc.stoeck {
			t.Errorf("weis off %v, stoeck %v: counts Weis %v, Stöck %v", !tc.weis, tc.stoeck, w, s)
		}
		e := NewSchieber(0)
		e.AddWeis(50)
		e.ToggleStoeck(1)
		e.DropUncounted(r)
		if (e.Weis > 0) != tc.weis || (e.StoeckTeam == 1) != tc.stoeck {
			t.Errorf("weis off %v, stoeck %v: after the drop Weis %d, Stöck team %d", !tc.weis, tc.stoeck, e.Weis, e.StoeckTeam)
		}
	}
	if w, s := Counts(tally.Differenzler, seedRules(t)); w || s {
		t.Errorf("a Differenzler deal counts Weis %v, Stöck %v", w, s)
	}
}

// A table that plays the Trio has its button last; the Trio's three modes are named one after
// the other on the buttons of the trumps and modes, and only then is there a contract to
// write, scored with the Trio's multiplier. The Trio's button names a new one, or leaves it
// while its modes are named; once the three are, the other buttons pick their contracts again.
func TestTrioNamedModeByMode(t *testing.T) {
	r := seedRules(t)
	if slices.Contains(Contracts(r), TrioKey) {
		t.Errorf("the seed preset plays no Trio, but its buttons are %v", Contracts(r))
	}
	r.Multipliers["trio"] = 5
	if got := Contracts(r); got[len(got)-1] != TrioKey {
		t.Fatalf("with a Trio multiplier the buttons are %v", got)
	}
	e := NewSchieber(1)
	typeDigits(&e, "100")
	e.Choose(TrioKey)
	if !e.NamingTrio() || e.Chosen() || e.Mode() != tally.Obenabe {
		t.Fatalf("after the Trio's button: naming %v, chosen %v, Weis ranked by %v", e.NamingTrio(), e.Chosen(), e.Mode())
	}
	for i, k := range []string{"H", "obenabe"} {
		e.Choose(k)
		if _, err := e.Round(); !errors.Is(err, ErrTrioModes) || e.Chosen() {
			t.Fatalf("%d modes named: %v, chosen %v", i+1, err, e.Chosen())
		}
	}
	if e.Mode() != tally.TrumpMode(tally.Hearts) {
		t.Errorf("Weis rank by %v before the Trio is whole; its first mode is hearts", e.Mode())
	}
	half, ok := UnmarshalDraft(e.MarshalDraft())
	if !ok || !reflect.DeepEqual(half, e) {
		t.Errorf("a half-named Trio's draft came back as %+v", half)
	}
	e.Choose("undenufe")
	if e.Contract != "trio:H,obenabe,undenufe" || !e.Chosen() || !e.NamingTrio() {
		t.Fatalf("three modes named: contract %q", e.Contract)
	}
	p := e.Preview(r)
	if !p.Writable() || p.Multiplier != 5 || p.Score != [2]int{5 * 57, 5 * 100} {
		t.Errorf("the Trio scores %+v", p)
	}
	back, ok := UnmarshalDraft(e.MarshalDraft())
	if !ok || !reflect.DeepEqual(back, e) {
		t.Errorf("draft came back as %+v", back)
	}
	round, _ := e.Round()
	if fixed := FromRound(round); fixed.Contract != e.Contract || !slices.Equal(fixed.Trio, e.Trio) {
		t.Errorf("a correction of the Trio starts on %q %v", fixed.Contract, fixed.Trio)
	}

	e.Choose(TrioKey)
	if e.Contract != TrioKey || e.Trio != nil {
		t.Errorf("the Trio's button on a whole Trio: %q %v, want a new one named", e.Contract, e.Trio)
	}
	e.Choose("S")
	e.Choose(TrioKey)
	if e.Contract != "" || e.Trio != nil || e.NamingTrio() {
		t.Errorf("the Trio's button while its modes are named: %q %v, want no contract", e.Contract, e.Trio)
	}
	for _, k := range []string{TrioKey, "D", "C", "obenabe", "S"} {
		e.Choose(k)
	}
	if e.Contract != "S" || e.Trio != nil {
		t.Errorf("a trump after a whole Trio: %q %v, want spades", e.Contract, e.Trio)
	}
	e.Choose(TrioKey)
	e.Choose("D")
	e.Choose("slalom-obenabe")
	if e.Contract != "slalom-obenabe" || e.Trio != nil || e.NamingTrio() {
		t.Errorf("another contract during a Trio: %q %v", e.Contract, e.Trio)
	}
}

// A Trio that names a kind twice breaks the table's trioChoice (RULES §3.5): the preview says so
// and scores nothing; with trioChoice=distinct two trumps may be named.
func TestTrioRepeatIsRefused(t *testing.T) {
	r := seedRules(t)
	r.Multipliers["trio"] = 5
	e := NewSchieber(0)
	typeDigits(&e, "80")
	for _, k := range []string{TrioKey, "H", "S", "obenabe"} {
		e.Choose(k)
	}
	p := e.Preview(r)
	if p.Writable() || len(p.Violations) == 0 || p.Violations[0].Rule != tally.RuleTrioRepeat {
		t.Errorf("two trumps under trioChoice=kinds: %+v", p)
	}
	r.TrioChoice = tally.TrioDistinct
	if p := e.Preview(r); !p.Writable() {
		t.Errorf("two trumps under trioChoice=distinct: %+v", p)
	}
}
