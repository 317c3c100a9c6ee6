package entry

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

func coiffeurRules(t *testing.T, change func(*tally.Rules)) tally.Rules {
	t.Helper()
	r, err := tally.Preset(tally.Coiffeur, "seed")
	if err != nil {
		t.Fatal(err)
	}
	if change != nil {
		change(&r)
	}
	return r
}

func coiffeurSheet(t *testing.T, r tally.Rules, players int) *tally.CoiffeurSheet {
	t.Helper()
	s, err := tally.NewCoiffeurSheet(r, players)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func typeCoiffeur(e *Coiffeur, s string) {
	for _, c := range s {
		e.Digit(int(c - '0'))
	}
}

// writeEntry writes the entry on the sheet as the store would: the round decoded by the game
// file format and added to the engine's sheet.
func writeEntry(t *testing.T, s *tally.CoiffeurSheet, e *Coiffeur) tally.CoiffeurDealScore {
	t.Helper()
	r, err := e.Round(s)
	if err != nil {
		t.Fatalf("round: %v", err)
	}
	g, err := gamefile.GameOf(tally.Coiffeur, s.Rules, make([]string, s.Players), []gamefile.Round{r})
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	return s.Add(g.Coiffeur[0])
}

// The preview is what the engine writes, under every rounding and Kontermatsch option.
func TestCoiffeurPreviewIsWhatIsWritten(t *testing.T) {
	cases := []struct {
		name      string
		points    string
		konter    string
		row       int
		typing    int
		typed     string
		sweep     Sweep
		wantValue int
		wantP     int
		credit    int
	}{
		{"KO: 123 in the ×4 row", tally.CoiffeurDiv10, tally.KontermatschZero, 3, Declarer, "123", SweepNone, 48, 123, 0},
		{"the others' points typed", tally.CoiffeurDiv10, tally.KontermatschZero, 3, Others, "34", SweepNone, 48, 123, 0},
		{"div10round rounds halves up", tally.CoiffeurDiv10Round, tally.KontermatschZero, 1, Declarer, "85", SweepNone, 18, 85, 0},
		{"full", tally.CoiffeurFull, tally.KontermatschZero, 1, Declarer, "85", SweepNone, 170, 85, 0},
		{"Match 257 in ×4", tally.CoiffeurDiv10, tally.KontermatschZero, 3, Declarer, "", SweepMatch, 100, 257, 0},
		{"Kontermatsch zero", tally.CoiffeurDiv10, tally.KontermatschZero, 5, Declarer, "", SweepKontermatsch, 0, 0, 0},
		{"Kontermatsch negative", tally.CoiffeurDiv10, tally.KontermatschNegative, 5, Declarer, "", SweepKontermatsch, -150, 0, 0},
		{"Kontermatsch credits the others", tally.CoiffeurDiv10, tally.KontermatschCredit, 5, Declarer, "", SweepKontermatsch, 0, 0, 150},
		{"zero points", tally.CoiffeurDiv10, tally.KontermatschZero, 0, Declarer, "0", SweepNone, 0, 0, 0},
	}
	for _, tc := range cases {
		for _, solo := range []bool{false, true} {
			t.Run(tc.name, func(t *testing.T) {
				r := coiffeurRules(t, func(r *tally.Rules) { r.CoiffeurPoints, r.CoiffeurKontermatsch, r.Solo = tc.points, tc.konter, solo })
				s := coiffeurSheet(t, r, 4)
				e := NewCoiffeur(s)
				side := e.Side(s)
				if err := e.SelectCell(s, tc.row, side); err != nil {
					t.Fatal(err)
				}
				e.SelectTyping(tc.typing)
				typeCoiffeur(&e, tc.typed)
				if tc.sweep != SweepNone {
					e.SetSweep(tc.sweep)
				}
				p := e.Preview(s)
				if !p.Writable() || p.Value != tc.wantValue || p.Points != tc.wantP || p.Credit != tc.credit || p.Side != side {
					t.Fatalf("preview %+v, want value %d from %d, credit %d", p, tc.wantValue, tc.wantP, tc.credit)
				}
				ds := writeEntry(t, s, &e)
				if !ds.Filled || s.Cells[tc.row][side].Value != p.Value {
					t.Fatalf("engine wrote %+v, preview said %d", ds, p.Value)
				}
				if tc.credit > 0 && s.Totals[OthersColumn(s, side)] != tc.credit {
					t.Fatalf("totals %v, want the others credited %d", s.Totals, tc.credit)
				}
			})
		}
	}
}

// Entries that cannot be written say why and change nothing.
func TestCoiffeurRefusals(t *testing.T) {
	s := coiffeurSheet(t, coiffeurRules(t, nil), 4)
	e := NewCoiffeur(s)
	side := e.Side(s)
	if err := e.SelectCell(s, 0, 1-side); !errors.Is(err, ErrNotOnTurn) || e.Row != -1 {
		t.Fatalf("a cell of the other column: %v, row %d", err, e.Row)
	}
	if p := e.Preview(s); !errors.Is(p.Err, ErrNoCell) {
		t.Fatalf("no cell: %v", p.Err)
	}
	if err := e.SelectCell(s, 6, side); err != nil || e.Contract != "" {
		t.Fatalf("the Joker row: %v, contract %q (it must be named)", err, e.Contract)
	}
	typeCoiffeur(&e, "158")
	if p := e.Preview(s); !errors.Is(p.Err, ErrNoContract) {
		t.Fatalf("no contract: %v", p.Err)
	}
	e.SetContract("obenabe")
	if p := e.Preview(s); !errors.Is(p.Err, ErrTooManyPoints) || p.Writable() {
		t.Fatalf("158 points: %+v", p)
	}
	if e.Digit(1) {
		t.Fatal("a fourth digit was taken")
	}
	e.Backspace()
	if p := e.Preview(s); !p.Writable() || p.Value != 7 { // 15 div 10 × 7
		t.Fatalf("15 points in the ×7 row: %+v", p)
	}
	e.SetContract("guschti")
	if p := e.Preview(s); p.Writable() || len(p.Violations) == 0 || p.Violations[0].Rule != tally.RuleRowContract {
		t.Fatalf("a contract the row does not take: %+v", p)
	}
	e.SetContract("D")
	writeEntry(t, s, &e)
	e2 := NewCoiffeur(s)
	if err := e2.SelectCell(s, 6, side); !errors.Is(err, ErrCellWritten) || e2.Row != -1 {
		t.Fatalf("a written cell: %v, row %d", err, e2.Row)
	}
}

// Passing moves the column on turn as coiffeurPassing says, and lets go of a chosen cell.
func TestCoiffeurEntryPass(t *testing.T) {
	for _, tc := range []struct {
		passing string
		solo    bool
		players int
		sides   []int // the column on turn after each pass, starting from Vorhand 0
	}{
		{tally.PassingRoundTable, false, 4, []int{0, 1, 0, 1, 0}},
		{tally.PassingToPartner, false, 4, []int{0, 0, 0}},
		{tally.PassingRoundTable, true, 3, []int{0, 1, 2, 0}},
	} {
		s := coiffeurSheet(t, coiffeurRules(t, func(r *tally.Rules) { r.CoiffeurPassing, r.Solo = tc.passing, tc.solo }), tc.players)
		e := NewCoiffeur(s)
		for i, want := range tc.sides {
			if got := e.Side(s); got != want {
				t.Fatalf("%s solo=%v: after %d passes column %d, want %d", tc.passing, tc.solo, i, got, want)
			}
			if err := e.SelectCell(s, 0, want); err != nil {
				t.Fatal(err)
			}
			e.Pass(s)
			if e.Side(s) != want && e.Row != -1 {
				t.Fatalf("the cell of column %d stayed chosen after the pass", want)
			}
		}
	}
}

// Weis and Stöck count only as the rules allow, and then go into p before the rounding.
func TestCoiffeurWeisAndStoeck(t *testing.T) {
	r := coiffeurRules(t, func(r *tally.Rules) { r.CoiffeurWeis, r.Stoeck = true, true })
	if !WeisAllowed(r) || !StoeckAllowed(r) || WeisAllowed(coiffeurRules(t, nil)) || StoeckAllowed(coiffeurRules(t, nil)) {
		t.Fatal("coiffeurWeis must switch Weis and Stöck on, and only it")
	}
	s := coiffeurSheet(t, r, 4)
	e := NewCoiffeur(s)
	if err := e.SelectCell(s, 2, e.Side(s)); err != nil {
		t.Fatal(err)
	}
	typeCoiffeur(&e, "61")
	e.AddWeis(50)
	e.ToggleStoeck()
	// (61 + 50 + 20) div 10 × 3 = 39
	if p := e.Preview(s); !p.Writable() || p.Value != 39 || p.Points != 131 {
		t.Fatalf("preview %+v, want 39 from 131", p)
	}
	back := FromCoiffeurRound(mustRound(t, &e, s), writeEntry(t, s, &e), r)
	if back.Weis != 50 || !back.Stoeck || back.Typed[Declarer] != "61" || back.Row != 2 {
		t.Fatalf("the written cell comes back as %+v", back)
	}
}

func mustRound(t *testing.T, e *Coiffeur, s *tally.CoiffeurSheet) gamefile.Round {
	t.Helper()
	r, err := e.Round(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// A whole sheet written through entries, by the engine's turn, gives the engine's totals when
// the rounds are replayed from the game file. Seeded; the seed is logged.
func TestCoiffeurWholeSheetThroughEntries(t *testing.T) {
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 1))
	for _, tc := range []struct {
		solo    bool
		players int
		passing string
	}{{false, 4, tally.PassingRoundTable}, {false, 4, tally.PassingToPartner}, {true, 3, tally.PassingRoundTable}, {true, 4, tally.PassingRoundTable}} {
		r := coiffeurRules(t, func(r *tally.Rules) { r.Solo, r.CoiffeurPassing = tc.solo, tc.passing })
		s := coiffeurSheet(t, r, tc.players)
		var rounds []gamefile.Round
		for deal := 0; !s.Complete(); deal++ {
			e := NewCoiffeur(s)
			for range rng.IntN(3) {
				e.Pass(s)
			}
			open := s.OpenRows(e.Side(s))
			if err := e.SelectCell(s, open[rng.IntN(len(open))], e.Side(s)); err != nil {
				t.Fatal(err)
			}
			if e.Contract == "" {
				e.SetContract(RowContracts(r.Rows[e.Row])[rng.IntN(6)])
			}
			switch rng.IntN(10) {
			case 0:
				e.SetSweep(SweepMatch)
			case 1:
				e.SetSweep(SweepKontermatsch)
			default:
				e.SelectTyping(rng.IntN(2))
				typeCoiffeur(&e, strconv.Itoa(rng.IntN(158)))
			}
			if !e.Preview(s).Writable() {
				t.Fatalf("deal %d: %+v not writable: %+v", deal, e, e.Preview(s))
			}
			rounds = append(rounds, mustRound(t, &e, s))
			if ds := writeEntry(t, s, &e); !ds.Filled {
				t.Fatalf("deal %d not written: %v", deal, ds.Violations)
			}
		}
		g, err := gamefile.GameOf(tally.Coiffeur, r, make([]string, tc.players), rounds)
		if err != nil {
			t.Fatal(err)
		}
		replay, _ := CoiffeurSheetOf(r, tc.players, g.Coiffeur, -1)
		for c := range s.Totals {
			if replay.Totals[c] != s.Totals[c] {
				t.Fatalf("solo=%v: replayed totals %v, written %v", tc.solo, replay.Totals, s.Totals)
			}
		}
		if want := len(r.Rows) * s.Columns(); len(rounds) != want {
			t.Fatalf("%d deals, want %d", len(rounds), want)
		}
	}
}

// A new cell comes back from a written correction without a cell the correction took; kept
// after an undo it is the chooser's on the sheet's turn, its points kept.
func TestCoiffeurBackAndFit(t *testing.T) {
	r := coiffeurRules(t, nil)
	s := coiffeurSheet(t, r, 4)
	kept := NewCoiffeur(s)
	if err := kept.SelectCell(s, 2, kept.Side(s)); err != nil {
		t.Fatal(err)
	}
	typeCoiffeur(&kept, "42")
	if b := CoiffeurBack(kept, s); b.Row != 2 || b.Typed[Declarer] != "42" {
		t.Fatalf("an open cell came back as %+v", b)
	}
	// A correction wrote the cell the new deal had chosen.
	fix := NewCoiffeur(s)
	if err := fix.SelectCell(s, 2, fix.Side(s)); err != nil {
		t.Fatal(err)
	}
	typeCoiffeur(&fix, "100")
	ds := writeEntry(t, s, &fix)
	if b := CoiffeurBack(kept, s); b.Row != -1 || b.Typed[Declarer] != "42" || b.Vorhand != kept.Vorhand {
		t.Fatalf("a cell written by the correction came back as %+v", b)
	}
	// The sheet moved on by one deal: the turn moved, the row is let go, the points stay.
	f := FitCoiffeur(kept, s)
	next := NewCoiffeur(s)
	if f.Vorhand != next.Vorhand || f.Passes != next.Passes || f.Row != -1 || f.Contract != "" || f.Typed[Declarer] != "42" {
		t.Fatalf("kept after a deal: %+v, turn %+v", f, next)
	}
	if f.Side(s) == ds.Column && next.Side(s) != ds.Column {
		t.Fatalf("kept on the written column %d", ds.Column)
	}
	// On the same turn a chosen open cell stays.
	if err := f.SelectCell(s, 3, f.Side(s)); err != nil {
		t.Fatal(err)
	}
	if g := FitCoiffeur(f, s); g.Row != 3 || g.Vorhand != f.Vorhand || g.Typed[Declarer] != "42" {
		t.Fatalf("kept on the same turn: %+v", g)
	}
}

// A draft comes back as it was; a broken one is ignored, a cell written since is let go.
func TestCoiffeurDraft(t *testing.T) {
	r := coiffeurRules(t, nil)
	s := coiffeurSheet(t, r, 4)
	e := NewCoiffeur(s)
	if err := e.SelectCell(s, 6, e.Side(s)); err != nil {
		t.Fatal(err)
	}
	e.SetContract("H")
	typeCoiffeur(&e, "77")
	back, ok := UnmarshalCoiffeurDraft(e.MarshalDraft(), s)
	if !ok || !reflect.DeepEqual(back, e) {
		t.Fatalf("draft came back as %+v, %v", back, ok)
	}
	for _, bad := range []string{"", "{", `{"vorhand":9}`, `{"vorhand":0,"passes":7}`, `{"vorhand":0,"typing":3}`} {
		if _, ok := UnmarshalCoiffeurDraft([]byte(bad), s); ok {
			t.Errorf("draft %q was taken", bad)
		}
	}
	writeEntry(t, s, &e)
	after, ok := UnmarshalCoiffeurDraft(e.MarshalDraft(), s)
	if !ok || after.Row != -1 || after.Contract != "" || after.Typed[Declarer] != "77" {
		t.Fatalf("a draft of a written cell came back as %+v", after)
	}
}

func TestRowContracts(t *testing.T) {
	for _, tc := range []struct {
		row  tally.Row
		want string
	}{
		{tally.Row{Contracts: []string{"D"}}, "D"},
		{tally.Row{Contracts: []string{"D", "H", "S", "C", "obenabe", "undenufe"}}, "D H S C obenabe undenufe"},
		{tally.Row{Contracts: []string{"slalom"}}, "slalom-obenabe slalom-undenufe"},
		{tally.Row{Contracts: []string{"guschti", "Mary"}}, "guschti mary"},
		{tally.Row{Contracts: []string{"trio"}}, ""},
	} {
		got := ""
		for i, k := range RowContracts(tc.row) {
			if i > 0 {
				got += " "
			}
			got += k
		}
		if got != tc.want {
			t.Errorf("RowContracts(%v) = %q, want %q", tc.row.Contracts, got, tc.want)
		}
	}
}

// A Trio row is named mode by mode; three kinds give the contract, a repeated kind is refused
// by the engine (trioChoice=kinds), and a fourth tap starts again.
func TestCoiffeurTrioRow(t *testing.T) {
	rows := append(tally.DefaultRows()[:6], tally.Row{Name: "trio", Multiplier: 7, Contracts: []string{"trio"}})
	r := coiffeurRules(t, func(r *tally.Rules) { r.Rows = rows })
	s := coiffeurSheet(t, r, 4)
	e := NewCoiffeur(s)
	if !TrioRow(rows[6]) || TrioRow(rows[0]) {
		t.Fatal("TrioRow does not tell the Trio row")
	}
	if err := e.SelectCell(s, 6, e.Side(s)); err != nil {
		t.Fatal(err)
	}
	typeCoiffeur(&e, "90")
	for _, m := range []string{"obenabe", "obenabe"} {
		e.AddTrioMode(m)
	}
	if p := e.Preview(s); !errors.Is(p.Err, ErrNoContract) {
		t.Fatalf("two modes named: %+v", p)
	}
	e.AddTrioMode("H")
	if p := e.Preview(s); p.Writable() || len(p.Violations) == 0 || p.Violations[0].Rule != tally.RuleTrioRepeat {
		t.Fatalf("obenabe twice: %+v", p)
	}
	for _, m := range []string{"H", "obenabe", "undenufe"} {
		e.AddTrioMode(m)
	}
	if e.Contract != "trio:H,obenabe,undenufe" {
		t.Fatalf("contract %q", e.Contract)
	}
	p := e.Preview(s)
	if !p.Writable() || p.Value != 63 {
		t.Fatalf("preview %+v, want 9 × 7", p)
	}
	e.AddTrioMode("S") // a fourth tap starts the three again
	if draft, ok := UnmarshalCoiffeurDraft(e.MarshalDraft(), s); !ok || !reflect.DeepEqual(draft.Trio, []string{"S"}) || draft.Contract != "" {
		t.Fatalf("the Trio's draft came back as %+v", draft)
	}
	for _, m := range []string{"obenabe", "undenufe"} {
		e.AddTrioMode(m)
	}
	back := FromCoiffeurRound(mustRound(t, &e, s), writeEntry(t, s, &e), r)
	if back.Contract != "trio:S,obenabe,undenufe" || len(back.Trio) != 3 || back.Trio[0] != "S" {
		t.Fatalf("the Trio comes back as %+v", back)
	}
}

// The first deal starts with the player the table agreed on, and his draft opens the sheet so.
func TestCoiffeurFirstChooser(t *testing.T) {
	s := coiffeurSheet(t, coiffeurRules(t, nil), 4)
	e := NewCoiffeurFor(s, 3)
	if e.Vorhand != 3 || e.Chooser(s) != 3 || e.Side(s) != 1 || e.Row != -1 {
		t.Fatalf("entry for seat 3: %+v", e)
	}
	if back, ok := UnmarshalCoiffeurDraft(e.MarshalDraft(), s); !ok || back.Chooser(s) != 3 || back.Row != -1 {
		t.Fatalf("its draft comes back as %+v, %v", back, ok)
	}
}

// The contracts a column can still write are those of its open rows, each once in row order,
// with the multipliers of the rows that take it; a written row drops its multiplier, and a
// contract whose rows are all written drops out.
func TestOpenContracts(t *testing.T) {
	r := coiffeurRules(t, func(r *tally.Rules) {
		r.Rows = []tally.Row{
			{Name: "D", Multiplier: 1, Contracts: []string{"D"}},
			{Name: "slalom", Multiplier: 2, Contracts: []string{"slalom"}},
			{Name: "joker", Multiplier: 3, Contracts: []string{"D", "obenabe"}},
		}
	})
	s := coiffeurSheet(t, r, 4)
	text := func(open []OpenContract) string {
		var parts []string
		for _, o := range open {
			parts = append(parts, fmt.Sprint(o.Contract, o.Multipliers))
		}
		return strings.Join(parts, " ")
	}
	if got, want := text(OpenContracts(s, 0)), "D[1 3] slalom-obenabe[2] slalom-undenufe[2] obenabe[3]"; got != want {
		t.Errorf("an empty column: %q, want %q", got, want)
	}
	e := chooseCell(t, s, "D", 0) // Anna's column's first row that takes Diamonds: the D row
	typeCoiffeur(&e, "80")
	rd, err := e.Round(s)
	if err != nil {
		t.Fatal(err)
	}
	writeCardsRound(t, s, rd)
	if got, want := text(OpenContracts(s, 0)), "slalom-obenabe[2] slalom-undenufe[2] D[3] obenabe[3]"; got != want {
		t.Errorf("after the D row: %q, want %q", got, want)
	}
	if got := text(OpenContracts(s, 1)); !strings.HasPrefix(got, "D[1 3]") {
		t.Errorf("the other column keeps its rows: %q", got)
	}
}

// A draft keeps its Match, Kontermatsch and Weis where they are valid, and mends what is not: a
// Sweep out of range becomes none, a negative Weis or one the rules do not count becomes 0.
func TestCoiffeurDraftKeepsWhatIsValidAndMendsTheRest(t *testing.T) {
	withWeis := coiffeurSheet(t, coiffeurRules(t, func(r *tally.Rules) { r.CoiffeurWeis = true }), 4)
	plain := coiffeurSheet(t, coiffeurRules(t, nil), 4)
	for _, c := range []struct {
		sheet      *tally.CoiffeurSheet
		draft      string
		sweep      Sweep
		weis       int
		whatsWrong string
	}{
		{withWeis, `{"vorhand":0,"row":-1,"sweep":1,"weis":50}`, SweepMatch, 50, "a Match and a Weis"},
		{withWeis, `{"vorhand":0,"row":-1,"sweep":2}`, SweepKontermatsch, 0, "a Kontermatsch"},
		{withWeis, `{"vorhand":0,"row":-1,"sweep":3,"weis":-20}`, SweepNone, 0, "a Sweep past Kontermatsch and a negative Weis"},
		{withWeis, `{"vorhand":0,"row":-1,"sweep":-1}`, SweepNone, 0, "a negative Sweep"},
		{plain, `{"vorhand":0,"row":-1,"weis":50}`, SweepNone, 0, "a Weis the rules do not count"},
	} {
		got, ok := UnmarshalCoiffeurDraft([]byte(c.draft), c.sheet)
		if !ok || got.Sweep != c.sweep || got.Weis != c.weis {
			t.Errorf("%s: %s came back as sweep %d, Weis %d (%v); want %d, %d", c.whatsWrong, c.draft, got.Sweep, got.Weis, ok, c.sweep, c.weis)
		}
	}
}
