package charts

import (
	"encoding/json"
	"image"
	"image/color"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/tally"
)

// Anna's evenings, worked out by hand. Default multipliers: D H ×1, S C ×2, obenabe ×3,
// undenufe ×4.

// annaFirst: Anna (seat 0, team 0) chooses hearts twice (100 and 120 card points); team 1
// chooses obenabe and diamonds. Totals 100:57, 280:348, 400:385, 500:442: team 0 reaches 500
// first, Anna wins by 58.
const annaFirst = `{"format": "jasstafel/1", "mode": "schieber", "players": ["Anna", "Beat", "Carla", "Dölf"],
 "rules": {"target": 500},
 "rounds": [
  {"contract": "H", "vorhand": 0, "points": [100, 57]},
  {"contract": "obenabe", "vorhand": 1, "points": [60, 97]},
  {"contract": "H", "vorhand": 2, "points": [120, 37]},
  {"contract": "D", "vorhand": 3, "points": [100, 57]}
 ]}`

// annaSecond: Anna sits in seat 1 (team 1) and her team chooses spades (100 card points, 200
// written); team 0's undenufe writes 600 and wins 714:228, Anna is 486 behind.
const annaSecond = `{"format": "jasstafel/1", "mode": "schieber", "players": ["Beat", "Anna", "Dölf", "Carla"],
 "rules": {"target": 500},
 "rounds": [
  {"contract": "S", "vorhand": 1, "points": [57, 100]},
  {"contract": "undenufe", "vorhand": 2, "points": [150, 7]}
 ]}`

// annaCoiffeur: Anna's column 0 writes diamonds (120 card points, 12) and spades (90, 27);
// column 1 writes 24 and 40: 39 against 64, Anna 25 behind.
const annaCoiffeur = `{"format": "jasstafel/1", "mode": "coiffeur", "players": ["Anna", "Köbi", "Marlies", "Fritz"],
 "rounds": [
  {"row": 0, "side": 0, "contract": "D", "vorhand": 0, "points": [120, 37]},
  {"row": 1, "side": 1, "contract": "H", "vorhand": 1, "points": [37, 120]},
  {"row": 2, "side": 0, "contract": "S", "vorhand": 2, "points": [90, 67]},
  {"row": 3, "side": 1, "contract": "C", "vorhand": 3, "points": [57, 100]}
 ]}`

// annaDifferenzlerLate: Anna in seat 3 is exact, then 10 off: mean 5; penalties 20 47 0 10,
// Anna 10 behind Dora's 0.
const annaDifferenzlerLate = `{"format": "jasstafel/1", "mode": "differenzler", "players": ["Beat", "Cla", "Dora", "Anna"],
 "rounds": [
  {"dealer": 0, "trump": "H", "predictions": [40, 40, 40, 37], "points": [50, 30, 40, 37]},
  {"dealer": 1, "trump": "S", "predictions": [10, 20, 30, 60], "points": [0, 57, 30, 70]}
 ]}`

// withoutAnna is a game Anna did not play: it counts nowhere.
const withoutAnna = `{"format": "jasstafel/1", "mode": "schieber", "players": ["Beat", "Cla", "Dora", "Eva"],
 "rounds": [{"contract": "D", "vorhand": 0, "points": [157, 0]}]}`

func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 20, 0, 0, 0, time.UTC) }

func playerGame(t *testing.T, src string, created time.Time) PlayerGame {
	t.Helper()
	g, rep := decode(t, src)
	return PlayerGame{Created: created, Game: g, Report: rep}
}

// annasGames are given out of date order, as a store may list them.
func annasGames(t *testing.T) []PlayerGame {
	return []PlayerGame{
		playerGame(t, annaCoiffeur, day(2026, 2, 20)),
		playerGame(t, annaDifferenzlerLate, day(2026, 3, 1)),
		playerGame(t, annaFirst, day(2026, 1, 10)),
		playerGame(t, withoutAnna, day(2026, 1, 12)),
		playerGame(t, differenzlerEvening, day(2026, 2, 3)), // Anna seat 0: 10 and 10 off, penalty 20
		playerGame(t, annaSecond, day(2026, 1, 25)),
	}
}

func TestPlayerFormIsTheMarginOfEveryGameInDateOrder(t *testing.T) {
	d, err := PlayerSeries("Anna", annasGames(t))
	if err != nil {
		t.Fatal(err)
	}
	type result struct {
		mode   tally.Game
		margin int
		won    bool
	}
	var got []result
	for _, r := range d.Form {
		got = append(got, result{r.Mode, r.Margin, r.Won})
	}
	want := []result{
		{tally.Schieber, 58, true},
		{tally.Schieber, -486, false},
		{tally.Differenzler, -20, false}, // Cla has no penalty at all
		{tally.Coiffeur, -25, false},
		{tally.Differenzler, -10, false},
	}
	if !slices.Equal(got, want) {
		t.Errorf("form %+v, want %+v", got, want)
	}
}

func TestPlayerWinRateByMonthKeepsTheMonthsInOrder(t *testing.T) {
	d, err := PlayerSeries("Anna", annasGames(t))
	if err != nil {
		t.Fatal(err)
	}
	type month struct {
		name                 string
		games, finished, won int
		rate                 float64
	}
	var got []month
	for _, m := range d.Months {
		got = append(got, month{m.Month.Format("2006-01"), m.Games, m.Finished, m.Won, m.Rate()})
	}
	// January: annaFirst won and annaSecond lost, both over at 500: 1 of 2 finished. February
	// and March: the Coiffeur sheet and the Differenzler evenings are not played out nor marked:
	// nothing finished, so 0.
	want := []month{{"2026-01", 2, 2, 1, 0.5}, {"2026-02", 2, 0, 0, 0}, {"2026-03", 1, 0, 0, 0}}
	if !slices.Equal(got, want) {
		t.Errorf("months %+v, want %+v", got, want)
	}
}

func TestPlayerContractsAverageTheDealsHerSideChose(t *testing.T) {
	d, err := PlayerSeries("Anna", annasGames(t))
	if err != nil {
		t.Fatal(err)
	}
	// Diamonds: Coiffeur 120. Hearts: 100 and 120 in the first Schieber. Spades: 100 in the
	// second Schieber, 90 in the Coiffeur. Team 1's obenabe and column 1's cells are not hers.
	want := []ContractAverage{{"D", 1, 120}, {"H", 2, 220}, {"S", 2, 190}}
	if !slices.Equal(d.Contracts, want) {
		t.Errorf("contracts %+v, want %+v (best first)", d.Contracts, want)
	}
	if a := d.Contracts[2].Average(); a != 95 {
		t.Errorf("spades average %v, want 95", a)
	}
	beat, err := PlayerSeries("Beat", annasGames(t))
	if err != nil {
		t.Fatal(err)
	}
	// Beat: obenabe 97 and diamonds 57 (team 1 in the first game), undenufe 150 (team 0 in the
	// second), diamonds 157 in the game without Anna.
	wantBeat := []ContractAverage{{"undenufe", 1, 150}, {"D", 2, 214}, {"obenabe", 1, 97}}
	if !slices.Equal(beat.Contracts, wantBeat) {
		t.Errorf("Beat's contracts %+v, want %+v", beat.Contracts, wantBeat)
	}
}

func TestPlayerDeviationTrendIsOneMeanPerDifferenzlerGame(t *testing.T) {
	d, err := PlayerSeries("Anna", annasGames(t))
	if err != nil {
		t.Fatal(err)
	}
	var means []float64
	for _, g := range d.Deviation {
		means = append(means, g.Mean())
	}
	// First evening: |40−50| + |10−0| over 2 scored deals (the third waits); then 0 and 10.
	if !slices.Equal(means, []float64{10, 5}) {
		t.Errorf("deviation trend %v, want [10 5]", means)
	}
	if !d.Deviation[0].Created.Equal(day(2026, 2, 3)) {
		t.Errorf("the first Differenzler game is of %v", d.Deviation[0].Created)
	}
}

func TestPlayerWithoutDifferenzlerGamesHasAnEmptyTrendThatSaysSo(t *testing.T) {
	d, err := PlayerSeries("Carla", annasGames(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Form) != 2 || len(d.Deviation) != 0 {
		t.Fatalf("Carla played two Schieber games and no Differenzler: %+v", d)
	}
	c, err := NewPlayer(PlayerDeviation, d, PaperTheme(), english, Names{})
	if err != nil {
		t.Fatal(err)
	}
	if !c.Empty() || c.NoData() != "No Differenzler games yet." {
		t.Errorf("empty %v, says %q", c.Empty(), c.NoData())
	}
	form, err := NewPlayer(PlayerForm, d, PaperTheme(), english, Names{})
	if err != nil {
		t.Fatal(err)
	}
	if form.Empty() {
		t.Error("Carla's form is not empty")
	}
	// The empty chart draws its sentence and no axes: nothing but the background and ink.
	img, err := c.Image(400, 300, 96)
	if err != nil {
		t.Fatal(err)
	}
	if !hasInk(img) {
		t.Error("the empty chart draws nothing at all")
	}
}

func TestPlayerChartsDrawEveryKindInTheirLanguage(t *testing.T) {
	d, err := PlayerSeries("Anna", annasGames(t))
	if err != nil {
		t.Fatal(err)
	}
	var asked []string
	tr := func(key, fallback string) string { asked = append(asked, key); return "«" + fallback + "»" }
	names := func(f string) string { return "contract " + f }
	months := func(m time.Time) string { return "month " + m.Format("01/2006") }
	for _, k := range PlayerKinds {
		c, err := NewPlayer(k, d, PaperTheme(), tr, Names{Contract: names, Month: months})
		if err != nil {
			t.Fatal(err)
		}
		if c.Empty() {
			t.Errorf("chart %d of Anna is empty", k)
		}
		if !strings.HasPrefix(c.Title(), "«") {
			t.Errorf("chart %d's title %q is not translated", k, c.Title())
		}
		img, err := c.Image(640, 400, 96)
		if err != nil {
			t.Fatalf("chart %d: %v", k, err)
		}
		if !hasInk(img) {
			t.Errorf("chart %d draws nothing", k)
		}
	}
	if !slices.Contains(asked, "playerChart.won") {
		t.Errorf("the form's mark of the games won is not translated; asked %q", asked)
	}
	for _, key := range asked {
		if !strings.HasPrefix(key, "playerChart.") {
			t.Errorf("key %q is not a player chart's", key)
		}
	}
	c, _ := NewPlayer(PlayerContracts, d, PaperTheme(), tr, Names{Contract: names, Month: months})
	if !slices.Contains(c.texts(), "contract H") {
		t.Errorf("the contracts are not named through the namer: %q", c.texts())
	}
	// The months' bars are named through the month namer, on the axis and among the texts
	// the font is chosen for.
	m, _ := NewPlayer(PlayerMonths, d, PaperTheme(), tr, Names{Contract: names, Month: months})
	p, err := m.plot()
	if err != nil {
		t.Fatal(err)
	}
	var labels []string
	for _, tick := range p.X.Tick.Marker.Ticks(p.X.Min, p.X.Max) {
		if tick.Label != "" {
			labels = append(labels, tick.Label)
		}
	}
	first := "month " + d.Months[0].Month.Format("01/2006")
	if len(labels) == 0 || labels[0] != first || !slices.Contains(m.texts(), first) {
		t.Errorf("the months are not named through the namer: the axis says %q, the texts %q", labels, m.texts())
	}
	if _, err := c.Image(0, 10, 96); err == nil {
		t.Error("a chart of no width drew")
	}
}

func TestPlayerSeriesNamesTheGameWithAnUnreadableReport(t *testing.T) {
	pg := playerGame(t, annaFirst, day(2026, 4, 1))
	pg.Report.Rounds = json.RawMessage(`{"not": "rounds"}`)
	_, err := PlayerSeries("Anna", []PlayerGame{pg})
	if err == nil || !strings.Contains(err.Error(), "2026-04-01") {
		t.Errorf("error %v should name the game of 2026-04-01", err)
	}
}

// hasInk tells whether img has a pixel of another colour than its corner's.
func hasInk(img image.Image) bool {
	b := img.Bounds()
	bg := color.NRGBAModel.Convert(img.At(b.Min.X, b.Min.Y))
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			if color.NRGBAModel.Convert(img.At(x, y)) != bg {
				return true
			}
		}
	}
	return false
}

func TestPlayerInASoloCoiffeurIsHerOwnColumn(t *testing.T) {
	// Köbi (seat 1) writes hearts with 80 card points, 16 after ×2; Ruth writes 10, Marlies 27.
	d, err := PlayerSeries("Köbi", []PlayerGame{playerGame(t, coiffeurSolo, day(2026, 5, 1))})
	if err != nil {
		t.Fatal(err)
	}
	if want := []ContractAverage{{"H", 1, 80}}; !slices.Equal(d.Contracts, want) {
		t.Errorf("contracts %+v, want %+v", d.Contracts, want)
	}
	if len(d.Form) != 1 || d.Form[0].Margin != 16-27 {
		t.Errorf("form %+v, want Köbi 11 behind Marlies", d.Form)
	}
}

func TestATrioCountsAsOneContract(t *testing.T) {
	for _, c := range []string{"trio:S,H,D", "trio:obenabe,C,undenufe"} {
		if f := family(c); f != "trio" {
			t.Errorf("%s counts as %q", c, f)
		}
	}
	if f := family("slalom-obenabe"); f != "slalom-obenabe" {
		t.Errorf("a slalom counts as %q", f)
	}
}

// A Differenzler game whose only deal still waits for its points adds no point to the trend
// (its mean would be 0 of 0 deals), nor a game to the form.
func TestPlayerDeviationLeavesOutAGameWithoutScoredDeals(t *testing.T) {
	waiting := `{"format": "jasstafel/1", "mode": "differenzler", "players": ["Anna", "Beat", "Cla", "Dora"],
 "rounds": [{"dealer": 0, "trump": "H", "predictions": [40, 40, 40, 37]}]}`
	d, err := PlayerSeries("Anna", []PlayerGame{playerGame(t, waiting, day(2026, 4, 1)), playerGame(t, annaDifferenzlerLate, day(2026, 4, 2))})
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Deviation) != 1 || d.Deviation[0].Mean() != 5 || len(d.Form) != 1 {
		t.Errorf("trend %+v, form %+v: want the one scored game (mean 5)", d.Deviation, d.Form)
	}
}
