package coiffeur

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/forecast"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// sixRows is a sheet of one row per plain contract, without Jokers, whose cells each take one
// contract only.
var sixRows = map[string]any{"rows": []map[string]any{
	{"name": "D", "multiplier": 1, "contracts": []string{"D"}},
	{"name": "H", "multiplier": 2, "contracts": []string{"H"}},
	{"name": "S", "multiplier": 3, "contracts": []string{"S"}},
	{"name": "C", "multiplier": 4, "contracts": []string{"C"}},
	{"name": "obenabe", "multiplier": 5, "contracts": []string{"obenabe"}},
	{"name": "undenufe", "multiplier": 6, "contracts": []string{"undenufe"}},
}}

// The Best contract forecasts the chooser's hand in the contracts his column can still write: at
// the start all six, once his team has written Hearts and Obenabe the other four; it opens on
// his hand, and Back returns to the sheet.
func TestBestContractIsTheChoosersInHisOpenRows(t *testing.T) {
	p := newSheetPlayer(t, fakestore.New(), []string{"Anna", "Beat", "Cla", "Dora"}, sixRows, landscape)
	w := p.u.Win
	names := func(cs []bestChoice) []string {
		var out []string
		for _, c := range cs {
			out = append(out, c.contract.String())
		}
		return out
	}
	if chooser, cs := p.s.bestContracts(); chooser != 0 || !slices.Equal(names(cs), []string{"D", "H", "S", "C", "obenabe", "undenufe"}) {
		t.Fatalf("at the start: seat %d, contracts %v", chooser, names(cs))
	}
	for _, cell := range [][2]int{{1, 0}, {0, 1}, {4, 0}, {2, 1}} { // Anna, Beat, Cla, Dora choose in turn
		tapCell(p.s, cell[0], cell[1])
		p.write(cell[0], cell[1], 80)
	}
	if chooser, cs := p.s.bestContracts(); chooser != 0 || !slices.Equal(names(cs), []string{"D", "S", "C", "undenufe"}) {
		t.Fatalf("after Hearts and Obenabe for Anna & Cla: seat %d, contracts %v", chooser, names(cs))
	}
	uitest.Tap(t, w, lang.X("forecast.best", "Best contract"))
	f, ok := p.u.Current.(*forecast.Screen)
	if !ok {
		t.Fatalf("the forecast did not open: %q", uitest.ShownTexts(w))
	}
	uitest.ShowsAll(t, w, "the forecast", "Best contract · Anna", "Tap the nine cards of Anna's hand: 0 of 9")
	uitest.Tap(t, w, lang.X("nav.back", "Back"))
	if p.u.Current != p.s {
		t.Fatal("Back must return to the sheet")
	}
	f.Wait()
}

// On a phone the header has no room for the Best contract: the list of deals offers it, also
// before the first deal, when it says that it has none yet.
func TestBestContractFromTheListOfDealsOnAPhone(t *testing.T) {
	p := newSheetPlayer(t, fakestore.New(), []string{"Anna", "Beat", "Cla", "Dora"}, map[string]any{}, uitest.PhoneSize)
	w := p.u.Win
	for _, o := range uitest.OnScreen(w) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && b.Icon != nil && b.Icon.Name() == forecast.Icon().Name() {
			t.Fatal("the phone's header shows the Best contract: the list of deals is not the only way tested")
		}
	}
	uitest.TapButton(t, w, uitest.FindIconButton(t, w, theme.ListIcon()), "Deals")
	if !uitest.Shows(w, "No deal written yet.") {
		t.Errorf("the empty list of deals does not say so: %q", uitest.ShownTexts(w))
	}
	uitest.Tap(t, w, lang.X("forecast.best", "Best contract"))
	f, ok := p.u.Current.(*forecast.Screen)
	if !ok {
		t.Fatalf("the forecast did not open: %q", uitest.ShownTexts(w))
	}
	if w.Canvas().Overlays().Top() != nil {
		t.Error("the list of deals stays open over the forecast")
	}
	uitest.ShowsAll(t, w, "the forecast", "Best contract · Anna")
	uitest.Tap(t, w, lang.X("nav.back", "Back"))
	f.Wait()
}

// A solo sheet of three players has no forecast: the solver plays four hands.
func TestNoBestContractForThreePlayers(t *testing.T) {
	p := newSheetPlayer(t, fakestore.New(), []string{"Ruth", "Köbi", "Marlies"}, map[string]any{"solo": true}, landscape)
	if _, cs := p.s.bestContracts(); cs != nil {
		t.Errorf("three players get a forecast in %v", cs)
	}
	if b := uitest.FindButton(t, p.u.Win, lang.X("forecast.best", "Best contract"), false); !b.Disabled() {
		t.Error("the Best contract can be tapped for three players")
	}
}

// The Best contract names each contract with the multipliers of the chooser's open rows that
// take it: where the value of the cell is made.
func TestBestContractNamesTheRowsOfAContract(t *testing.T) {
	p := newSheetPlayer(t, fakestore.New(), []string{"Anna", "Beat", "Cla", "Dora"}, map[string]any{}, landscape)
	label := func(c tally.Contract) string {
		_, choices := p.s.bestContracts()
		for _, ch := range choices {
			if ch.contract == c {
				return ch.label
			}
		}
		return ""
	}
	for _, c := range []struct {
		contract tally.Contract
		want     string
	}{
		{tally.TrumpContract(tally.Clubs), "♣ Clubs ×4 ×7 ×8"},
		{tally.ContractObenabe, "Obenabe ×5 ×7 ×8"},
	} {
		if got := label(c.contract); got != c.want {
			t.Errorf("%v: %q, want %q", c.contract, got, c.want)
		}
	}
	tapCell(p.s, 3, 0) // Clubs ×4 for Anna & Cla
	p.write(3, 0, 80)
	row, col := p.pick() // Beat
	p.write(row, col, 60)
	tapCell(p.s, 6, 0) // Cla: the Joker ×7, as Obenabe
	uitest.Tap(t, p.u.Win, "Obenabe")
	p.write(6, 0, 60)
	row, col = p.pick() // Dora
	p.write(row, col, 60)
	if got := label(tally.TrumpContract(tally.Clubs)); got != "♣ Clubs ×8" {
		t.Errorf("after Clubs and a Joker for Anna & Cla: %q, want %q", got, "♣ Clubs ×8")
	}
}

// A contract's forecast points are worth, in the chooser's cells, the mean of the cells each
// open row that takes it would get on the deals solved (tally.CoiffeurValue with the table's
// coiffeurPoints; all 157 points a Match with its bonus, none a Kontermatsch), and the Best
// contract ranks it by the most of them.
func TestBestContractWorthIsTheCellsValue(t *testing.T) {
	seed := tally.Rules{MatchBonus: 100, CoiffeurKontermatsch: tally.KontermatschZero}
	for _, c := range []struct {
		points       []int
		multipliers  []int
		mode         string
		kontermatsch string
		worth        float64
		text         string
	}{
		{[]int{148}, []int{4}, tally.CoiffeurDiv10, tally.KontermatschZero, 56, "56"},
		{[]int{145, 150}, []int{4}, tally.CoiffeurDiv10Round, tally.KontermatschZero, 60, "60"}, // 15 and 15
		{[]int{148, 100}, []int{7, 8}, tally.CoiffeurDiv10, tally.KontermatschZero, 96, "84 / 96"},
		{[]int{148}, []int{3}, tally.CoiffeurFull, tally.KontermatschZero, 444, "444"},
		{[]int{157, 157}, []int{2}, tally.CoiffeurDiv10, tally.KontermatschZero, 50, "50"},     // a Match: 257
		{[]int{0, 100}, []int{2}, tally.CoiffeurDiv10, tally.KontermatschNegative, -15, "-15"}, // −50 and 20
		{[]int{0, 100}, []int{2}, tally.CoiffeurDiv10, tally.KontermatschZero, 10, "10"},
	} {
		r := seed
		r.CoiffeurPoints, r.CoiffeurKontermatsch = c.mode, c.kontermatsch
		worth, text := cellWorth(c.points, c.multipliers, r)
		if worth != c.worth || text != c.text {
			t.Errorf("%v points ×%v (%s, %s): worth %v %q, want %v %q", c.points, c.multipliers, c.mode, c.kontermatsch, worth, text, c.worth, c.text)
		}
	}
}
