package coiffeur

import (
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"

	"github.com/jasstafel/jasstafel/board"
	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// frame60Hz is one frame at 60 Hz.
const frame60Hz = time.Second / 60

// fullSoloSheet is a complete twelve-row solo sheet of four players, every fifth cell a Match
// and every seventh a Kontermatsch, as the grid shows it.
func fullSoloSheet(tb testing.TB) (board.CoiffeurGrid, []tally.CoiffeurOutlook) {
	tb.Helper()
	rules, _ := json.Marshal(map[string]any{"solo": true, "rows": twelveRows()})
	f := gamefile.File{Format: gamefile.FormatV1, Mode: string(tally.Coiffeur), Players: []string{"Marlies", "Köbi", "Ruth", "Fritz"}, Rules: rules, Rounds: []gamefile.Round{}}
	g, err := f.Game()
	if err != nil {
		tb.Fatal(err)
	}
	s, err := tally.NewCoiffeurSheet(g.Rules, 4)
	if err != nil {
		tb.Fatal(err)
	}
	for deal := 0; !s.Complete(); deal++ {
		e := entry.NewCoiffeur(s)
		side := e.Side(s)
		if err := e.SelectCell(s, s.OpenRows(side)[0], side); err != nil {
			tb.Fatal(err)
		}
		if e.Contract == "" {
			e.SetContract(entry.RowContracts(g.Rules.Rows[e.Row])[0])
		}
		switch {
		case deal%5 == 4:
			e.SetSweep(entry.SweepMatch)
		case deal%7 == 6:
			e.SetSweep(entry.SweepKontermatsch)
		default:
			for _, d := range []int{deal % 2, (deal * 3) % 10} {
				e.Digit(d)
			}
		}
		r, err := e.Round(s)
		if err != nil {
			tb.Fatal(err)
		}
		one, err := gamefile.GameOf(tally.Coiffeur, g.Rules, g.Players, []gamefile.Round{r})
		if err != nil {
			tb.Fatal(err)
		}
		if ds := s.Add(one.Coiffeur[0]); !ds.Filled {
			tb.Fatalf("deal %d not written: %v", deal, ds.Violations)
		}
	}
	return board.Coiffeur(s, g.Players), s.Outlook()
}

// BenchmarkCoiffeurGridRedraw paints a complete twelve-row, four-column sheet on an 800×760
// canvas (the grid's place on a portrait tablet) with Fyne's software renderer, and an empty
// canvas of the same size, alternating in one loop so that both see the same load. It reports
// the median of each and what the grid adds; that must fit in one 60 Hz frame.
func BenchmarkCoiffeurGridRedraw(b *testing.B) {
	a := test.NewTempApp(b)
	a.Settings().SetTheme(kit.NewTheme())
	size := fyne.NewSize(800, 760)
	grid, outlook := fullSoloSheet(b)
	labels := make([]string, len(grid.Rows))
	for i, r := range grid.Rows {
		labels[i] = r.Name
	}
	empty := software.NewCanvas()
	empty.SetContent(container.NewWithoutLayout())
	empty.Resize(size)
	w := NewGridWidget()
	full := software.NewCanvas()
	full.SetContent(w)
	full.Resize(size)
	var emptyT, fullT []time.Duration
	b.ReportAllocs()
	for b.Loop() {
		start := time.Now()
		empty.Content().Refresh()
		if empty.Capture() == nil {
			b.Fatal("no frame")
		}
		emptyT = append(emptyT, time.Since(start))
		start = time.Now()
		w.SetView(GridView{Grid: grid, RowLabels: labels, Outlook: outlook, Turn: -1, SelRow: -1, SelCol: -1,
			Footer: "Difference 12 · 0 deals left", MostLabel: "still possible"})
		if full.Capture() == nil {
			b.Fatal("no frame")
		}
		fullT = append(fullT, time.Since(start))
	}
	me, mf := uitest.Median(emptyT), uitest.Median(fullT)
	b.ReportMetric(float64(me.Nanoseconds()), "ns/empty")
	b.ReportMetric(float64(mf.Nanoseconds()), "ns/sheet")
	b.ReportMetric(float64((mf - me).Nanoseconds()), "ns/grid")
	if mf-me > frame60Hz {
		b.Errorf("the full sheet adds %v to an empty canvas's %v: more than a 60 Hz frame (%v)", mf-me, me, frame60Hz)
	}
}

// BenchmarkCoiffeurCellVsSchieberDeal writes a Coiffeur cell and a Schieber deal through the
// store, alternating in one loop on one database, each timed on its own; it reports the median
// of each and their ratio. A cell is one AddRound, as a deal is.
func BenchmarkCoiffeurCellVsSchieberDeal(b *testing.B) {
	s, err := persistence.Open(filepath.Join(b.TempDir(), "games.db"), persistence.Options{NoAutoBackup: true})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	schieberRules, _ := json.Marshal(map[string]any{"preset": "seed"})
	players := []string{"A", "B", "C", "D"}
	newGame := func(mode tally.Game, rules json.RawMessage) persistence.GameID {
		id, err := s.Create(persistence.NewGame{Mode: mode, Players: players, Rules: rules})
		if err != nil {
			b.Fatal(err)
		}
		return id
	}
	var cellT, dealT []time.Duration
	var cf, sch persistence.GameID
	var sheet *tally.CoiffeurSheet
	n := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		if n%16 == 0 { // a sheet has 16 cells; a Schieber game as many deals, for a fair comparison
			cf, sch = newGame(tally.Coiffeur, nil), newGame(tally.Schieber, schieberRules)
			r, _ := tally.Preset(tally.Coiffeur, "seed")
			sheet, _ = tally.NewCoiffeurSheet(r, 4)
		}
		e := entry.NewCoiffeur(sheet)
		side := e.Side(sheet)
		_ = e.SelectCell(sheet, sheet.OpenRows(side)[0], side)
		if e.Contract == "" {
			e.SetContract("obenabe")
		}
		e.Digit(1)
		e.Digit(n % 10)
		cell, err := e.Round(sheet)
		if err != nil {
			b.Fatal(err)
		}
		v := n % 4
		deal := gamefile.Round{Contract: "D", Vorhand: &v, Points: []int{10 + n%10, 147 - n%10}}
		b.StartTimer()

		var cv *persistence.GameView
		writeCell := func() {
			start := time.Now()
			v, err := s.AddRound(cf, cell)
			cellT = append(cellT, time.Since(start))
			if err != nil {
				b.Fatal(err)
			}
			cv = v
		}
		writeDeal := func() {
			start := time.Now()
			_, err := s.AddRound(sch, deal)
			dealT = append(dealT, time.Since(start))
			if err != nil {
				b.Fatal(err)
			}
		}
		if n%2 == 0 { // each goes first every other time: the first write after a pause is slower
			writeCell()
			writeDeal()
		} else {
			writeDeal()
			writeCell()
		}

		b.StopTimer()
		sheet, _ = entry.CoiffeurSheetOf(cv.Game.Rules, 4, cv.Game.Coiffeur, -1)
		n++
		b.StartTimer()
	}
	b.StopTimer()
	mc, md := uitest.Median(cellT), uitest.Median(dealT)
	b.ReportMetric(float64(mc.Nanoseconds()), "ns/cell")
	b.ReportMetric(float64(md.Nanoseconds()), "ns/deal")
	b.ReportMetric(float64(mc)/float64(md), "cell/deal")
}
