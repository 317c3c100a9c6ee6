package coiffeur

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/gamehost"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// sheetPlayer fills a Coiffeur sheet by tapping, as a table does: it reads who chooses from the
// Pass button, taps the first open cell of that column, names a Joker's contract, types points
// and writes; it remembers what each cell should hold.
type sheetPlayer struct {
	t       *testing.T
	u       *gamehost.App
	s       *Screen
	players []string
	solo    bool
	rules   tally.Rules
	want    map[[2]int]int // [row, column] → the value the cell should show
}

// chooser is the player the Pass button names as choosing.
func (p *sheetPlayer) chooser() int {
	p.t.Helper()
	for _, text := range uitest.ShownTexts(p.u.Win) {
		if name, ok := strings.CutSuffix(text, " chooses · Pass"); ok {
			if i := slices.Index(p.players, name); i >= 0 {
				return i
			}
		}
	}
	p.t.Fatalf("nobody is shown choosing: %q", uitest.ShownTexts(p.u.Win))
	return -1
}

func (p *sheetPlayer) column(seat int) int {
	if p.solo {
		return seat
	}
	return seat % 2
}

// firstOpen is the first row whose cell in column col shows open.
func (p *sheetPlayer) firstOpen(col int) int {
	for row := range p.rules.Rows {
		if cellShows(p.s, row, col) == gridOpenMark {
			return row
		}
	}
	return -1
}

// pick taps the first open cell of the column on turn and, in a Joker row, names Obenabe.
func (p *sheetPlayer) pick() (row, col int) {
	p.t.Helper()
	col = p.column(p.chooser())
	row = p.firstOpen(col)
	if row < 0 {
		p.t.Fatalf("column %d on turn has no open cell", col)
	}
	tapCell(p.s, row, col)
	if len(p.rules.Rows[row].Contracts) > 1 {
		uitest.Tap(p.t, p.u.Win, "Obenabe")
	}
	return row, col
}

// write types the declarer's points (or a Match with points < 0) and writes the cell.
func (p *sheetPlayer) write(row, col, points int) {
	p.t.Helper()
	w := p.u.Win
	pts := points
	if points < 0 {
		uitest.Tap(p.t, w, "Match")
		pts = tally.DealPoints + p.rules.MatchBonus
	} else {
		uitest.TapDigits(p.t, w, strconv.Itoa(points))
	}
	write := uitest.FindButton(p.t, w, "Write", false)
	if write.Disabled() {
		p.t.Fatalf("Write is disabled: %q", uitest.ShownTexts(w))
	}
	test.Tap(write)
	p.want[[2]int{row, col}] = tally.CoiffeurValue(pts, p.rules.Rows[row].Multiplier, p.rules.CoiffeurPoints)
	if got := cellShows(p.s, row, col); !strings.HasSuffix(got, strconv.Itoa(p.want[[2]int{row, col}])) {
		p.t.Fatalf("cell %d/%d shows %q after writing %d points, want value %d", row, col, got, pts, p.want[[2]int{row, col}])
	}
}

// closeDialog closes the dialog on top, if any.
func (p *sheetPlayer) closeDialog() {
	if o := p.u.Win.Canvas().Overlays().Top(); o != nil {
		uitest.Tap(p.t, p.u.Win, "Close")
	}
}

// checkTotals compares the totals the grid shows with the engine's and with the cells written.
func (p *sheetPlayer) checkTotals() {
	p.t.Helper()
	v, err := p.u.Store.Load(p.s.View.ID)
	if err != nil {
		p.t.Fatal(err)
	}
	engine, err := tally.NewCoiffeurSheet(v.Game.Rules, len(v.File.Players))
	if err != nil {
		p.t.Fatal(err)
	}
	for _, d := range v.Game.Coiffeur {
		engine.Add(d)
	}
	mine := make([]int, engine.Columns())
	for k, val := range p.want {
		mine[k[1]] += val
	}
	for c := range mine {
		shown := cellShows(p.s, bandTotals, c)
		if shown != strconv.Itoa(engine.Totals[c]) || engine.Totals[c] != mine[c] {
			p.t.Errorf("column %d: the grid shows %q, the engine %d, the cells typed add up to %d", c, shown, engine.Totals[c], mine[c])
		}
	}
	if !engine.Complete() {
		p.t.Errorf("the engine's sheet is not complete: %v open", engine.Remaining())
	}
}

// fill plays the sheet to the end; at deal refuseAt it first tries a cell of a column not on
// turn and 158 points, at deal undoAt it undoes the deal just written, at deal passAt it passes
// once before choosing.
func (p *sheetPlayer) fill(refuseAt, undoAt, passAt int) {
	p.t.Helper()
	w := p.u.Win
	cells := len(p.rules.Rows) * len(p.s.sheet.Totals)
	for deal := 0; len(p.want) < cells; deal++ {
		if deal > 4*cells {
			p.t.Fatal("the sheet does not fill")
		}
		if deal == passAt {
			before := p.chooser()
			uitest.Tap(p.t, w, p.players[before]+" chooses · Pass")
			if p.chooser() == before {
				p.t.Fatalf("the pass left %s choosing", p.players[before])
			}
		}
		if deal == refuseAt {
			other := (p.column(p.chooser()) + 1) % len(p.s.sheet.Totals)
			open := p.firstOpen(other)
			tapCell(p.s, open, other)
			if !uitest.Shows(w, "chooses now") {
				p.t.Fatalf("tapping a cell of a column not on turn says nothing: %q", uitest.ShownTexts(w))
			}
			if p.s.panel.Entry().Row >= 0 {
				p.t.Fatal("a cell of a column not on turn was chosen")
			}
		}
		row, col := p.pick()
		if deal == refuseAt {
			uitest.TapDigits(p.t, w, "158")
			if !uitest.Shows(w, "Card points go up to 157.") || !uitest.FindButton(p.t, w, "Write", false).Disabled() {
				p.t.Fatalf("158 points are not refused: %q", uitest.ShownTexts(w))
			}
			uitest.Tap(p.t, w, "C")
		}
		points := (37*deal + 11) % 158
		if deal%5 == 4 {
			points = -1 // a Match
		}
		p.write(row, col, points)
		p.closeDialog()
		if deal == undoAt {
			uitest.TapLabelOrIcon(p.t, w, "Undo", theme.ContentUndoIcon())
			delete(p.want, [2]int{row, col})
			if got := cellShows(p.s, row, col); got != gridOpenMark {
				p.t.Fatalf("after Undo cell %d/%d shows %q", row, col, got)
			}
		}
	}
}

// correct opens the written cell (row, col) for correction, types points and writes them.
func (p *sheetPlayer) correct(row, col, points int) {
	p.t.Helper()
	w := p.u.Win
	uitest.TapLabelOrIcon(p.t, w, "Correct", theme.DocumentCreateIcon())
	tapCell(p.s, row, col)
	if p.s.panel.Correcting() < 0 || !uitest.Shows(w, "Correcting deal") {
		p.t.Fatalf("no correction opened: %q", uitest.ShownTexts(w))
	}
	uitest.Tap(p.t, w, "C")
	p.write(row, col, points)
	if p.s.panel.Correcting() >= 0 {
		p.t.Fatal("the correction is still open after writing it")
	}
	if p.s.sheet.Complete() && !p.s.View.Finished {
		p.t.Error("the corrected full sheet is not marked finished again")
	}
	p.closeDialog()
}

func newSheetPlayer(t *testing.T, svc Service, players []string, rules map[string]any, size fyne.Size) *sheetPlayer {
	svc = locked(svc)
	u := newUIOn(t, nil, svc, size)
	id := createCoiffeur(t, svc, players, rules)
	s := openCoiffeur(t, u, id)
	return &sheetPlayer{t: t, u: u, s: s, players: players, solo: s.Rules.Solo, rules: s.Rules, want: map[[2]int]int{}}
}

// A team sheet of eight rows is filled by tapping — sixteen cells, with a pass, an undo, a
// refused cell and refused points — then a cell is corrected; the totals shown are the engine's.
func TestCoiffeurTeamSheetByTapping(t *testing.T) {
	gamehost.EachService(t, func(t *testing.T, svc Service) {
		p := newSheetPlayer(t, svc, []string{"Ruth", "Köbi", "Marlies", "Fritz"}, map[string]any{}, landscape)
		p.fill(2, 4, 6)
		if !strings.Contains(p.s.Status.Text, "Winner: ") && !strings.Contains(p.s.Status.Text, "A draw") {
			t.Errorf("a full sheet shows no winner: %q", p.s.Status.Text)
		}
		if !p.s.View.Finished {
			t.Error("the full sheet is not marked finished")
		}
		p.checkTotals()
		p.correct(0, 0, 99)
		p.correct(6, 1, 12)
		p.checkTotals()
		if len(p.s.View.File.Rounds) != 16 {
			t.Errorf("%d rounds written, want 16", len(p.s.View.File.Rounds))
		}
	})
}

// A solo sheet with three players, 24 cells, filled the same way in portrait.
func TestCoiffeurSoloSheetByTapping(t *testing.T) {
	gamehost.EachService(t, func(t *testing.T, svc Service) {
		p := newSheetPlayer(t, svc, []string{"Ruth", "Köbi", "Marlies"}, map[string]any{"solo": true}, fyne.NewSize(800, 1280))
		p.fill(1, 3, 5)
		p.checkTotals()
		p.correct(2, 1, 140)
		p.checkTotals()
		if len(p.s.View.File.Rounds) != 24 {
			t.Errorf("%d rounds written, want 24", len(p.s.View.File.Rounds))
		}
		// Each for himself, no deal is analysed however it was entered: the list says which
		// deals are, not only that they are entered card by card.
		uitest.TapLabelOrIcon(t, p.u.Win, lang.X("game.history", "Deals"), theme.ListIcon())
		if !uitest.Shows(p.u.Win, lang.X("game.analysisHint", "The magnifier analyses a deal entered card by card, of two sides of two players, in a trump suit, Obenabe, Undenufe, Slalom, Guschti, Mary or Trio.")) {
			t.Errorf("a solo sheet's list without the analysis' long hint: %q", uitest.ShownTexts(p.u.Win))
		}
	})
}

// The keyboard types, switches between the declarer's and the others' points, writes and undoes.
func TestCoiffeurKeyboard(t *testing.T) {
	gamehost.EachService(t, func(t *testing.T, svc Service) {
		p := newSheetPlayer(t, svc, []string{"Ueli", "Vreni", "Sepp", "Heidi"}, map[string]any{}, landscape)
		w := p.u.Win
		tapCell(p.s, 3, 0) // Clubs ×4 for Ueli & Sepp
		uitest.Type(w, "123")
		if !uitest.Shows(w, "123 · Ueli & Sepp") || !uitest.Shows(w, "34 · Others") || !uitest.Shows(w, "Writes Ueli & Sepp 48") {
			t.Fatalf("typed points: %q", uitest.ShownTexts(w))
		}
		uitest.TypeKey(w, fyne.KeyTab)
		uitest.Type(w, "7")
		if !uitest.Shows(w, "150 · Ueli & Sepp") || !uitest.Shows(w, "7 · Others") {
			t.Fatalf("the others' points after Tab: %q", uitest.ShownTexts(w))
		}
		uitest.TypeKey(w, fyne.KeyReturn)
		if got := cellShows(p.s, 3, 0); got != "150 60" {
			t.Fatalf("Enter wrote %q, want 150 points and 60", got)
		}
		uitest.Press(p.u.Win, &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault})
		if got := cellShows(p.s, 3, 0); got != gridOpenMark {
			t.Fatalf("Ctrl+Z left %q", got)
		}
		uitest.Press(p.u.Win, &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
		if got := cellShows(p.s, 3, 0); got != "150 60" {
			t.Fatalf("Ctrl+Shift+Z gave %q", got)
		}
	})
}

// A half-written cell survives a restart; a correction cancelled leaves cell and new entry as
// they were.
func TestCoiffeurDraftAndCancel(t *testing.T) {
	gamehost.EachService(t, func(t *testing.T, svc Service) {
		p := newSheetPlayer(t, svc, []string{"A", "B", "C", "D"}, map[string]any{}, landscape)
		w := p.u.Win
		tapCell(p.s, 0, 0)
		uitest.TapDigits(t, w, "100")
		uitest.Tap(t, w, "Write")
		tapCell(p.s, 6, 1) // a Joker for B & D
		uitest.Tap(t, w, "Undenufe")
		uitest.TapDigits(t, w, "42")
		uitest.TapLabelOrIcon(t, w, "Correct", theme.DocumentCreateIcon())
		tapCell(p.s, 0, 0)
		uitest.Tap(t, w, "C")
		uitest.TapDigits(t, w, "7")
		uitest.Tap(t, w, "Cancel")
		if got := cellShows(p.s, 0, 0); got != "100 10" {
			t.Errorf("the cancelled correction changed the cell: %q", got)
		}
		if !uitest.Shows(w, "42 · B & D") || !uitest.Shows(w, "Writes B & D 28") {
			t.Errorf("the new cell was not kept aside: %q", uitest.ShownTexts(w))
		}
		p.s.Close()
		u2 := newUIOn(t, nil, p.u.Store, landscape)
		s2 := openCoiffeur(t, u2, p.s.View.ID)
		if !uitest.Shows(u2.Win, "42 · B & D") || !uitest.Shows(u2.Win, "Writes B & D 28") || s2.WriteButton.Disabled() {
			t.Errorf("the draft is lost: %q", uitest.ShownTexts(u2.Win))
		}
	})
}

// A column that can no longer catch up is marked under its total; a tap on a written cell
// without Correct says how to change it.
func TestCoiffeurBeatenColumnAndWrittenCell(t *testing.T) {
	svc := fakestore.New()
	p := newSheetPlayer(t, svc, []string{"A", "B", "C", "D"}, map[string]any{}, landscape)
	// Column 0 writes a Match in every row: 25 × 36 = 900; column 1 writes 0 in seven rows.
	for range 15 {
		row, col := p.pick()
		if col == 0 {
			p.write(row, col, -1)
		} else {
			p.write(row, col, 0)
		}
	}
	if !strings.HasPrefix(cellShows(p.s, bandMost, 1), gridNoCatchUp) {
		t.Errorf("column 1 (0 points, one row left) is not marked: %q", cellShows(p.s, bandMost, 1))
	}
	tapCell(p.s, 0, 0)
	if !uitest.Shows(p.u.Win, "Tap Correct first") {
		t.Errorf("a tap on a written cell says nothing: %q", uitest.ShownTexts(p.u.Win))
	}
}

// A Slalom cell names its direction as its two arrows in the order of its tricks, short enough
// for a narrow cell: "Slalom from the top" was cut to "Slalom par le…" on a phone in French.
func TestCoiffeurSlalomCellNamesItsDirection(t *testing.T) {
	rows := []map[string]any{
		{"name": "D", "multiplier": 1, "contracts": []string{"D"}},
		{"name": "slalom", "multiplier": 7, "contracts": []string{"slalom"}},
	}
	for dir, want := range map[string]string{"Slalom from the top": "61 ↓↑ 42", "Slalom from the bottom": "61 ↑↓ 42"} {
		p := newSheetPlayer(t, fakestore.New(), []string{"A", "B", "C", "D"}, map[string]any{"rows": rows}, landscape)
		w := p.u.Win
		tapCell(p.s, 1, 0)
		uitest.Tap(t, w, dir)
		uitest.TapDigits(t, w, "61")
		uitest.Tap(t, w, "Write")
		if got := cellShows(p.s, 1, 0); got != want {
			t.Errorf("the %s shows %q, want %q", dir, got, want)
		}
	}
}

// A Trio row is named mode by mode on the contract buttons, which show each mode's place.
func TestCoiffeurTrioRowByTapping(t *testing.T) {
	rows := []map[string]any{
		{"name": "D", "multiplier": 1, "contracts": []string{"D"}},
		{"name": "trio", "multiplier": 5, "contracts": []string{"trio"}},
	}
	p := newSheetPlayer(t, fakestore.New(), []string{"A", "B", "C", "D"}, map[string]any{"rows": rows}, landscape)
	w := p.u.Win
	tapCell(p.s, 1, 0)
	tapTrio(t, p.s, w, "H", "obenabe", "undenufe")
	if hearts := choiceButton(t, p.s, "H"); hearts.Text != "1" || !uitest.Shows(w, "2 · Obenabe") || !uitest.Shows(w, "3 · Undenufe") {
		t.Fatalf("the Trio's modes are not shown in order: ♥ says %q; %q", hearts.Text, uitest.ShownTexts(w))
	}
	uitest.TapDigits(t, w, "88")
	uitest.Tap(t, w, "Write")
	if got := cellShows(p.s, 1, 0); got != "88 ♥/↓/↑ 40" {
		t.Fatalf("the Trio cell shows %q, want 88 points, the three modes and 40", got)
	}
	if c := p.s.View.File.Rounds[0].Contract; c != "trio:H,obenabe,undenufe" {
		t.Fatalf("written as %q", c)
	}
}

// With coiffeurWeis the panel writes the declarer's Weis and Stöck into the cell, before the
// rounding; a Kontermatsch under creditOpponents credits the other column outside the grid.
func TestCoiffeurWeisStoeckAndCredit(t *testing.T) {
	p := newSheetPlayer(t, fakestore.New(), []string{"A", "B", "C", "D"},
		map[string]any{"coiffeurWeis": true, "stoeck": true, "coiffeurKontermatsch": "creditOpponents"}, fyne.NewSize(800, 1280))
	w := p.u.Win
	tapCell(p.s, 2, 0) // Spades ×3
	uitest.TapDigits(t, w, "61")
	uitest.Tap(t, w, "+50")
	uitest.Tap(t, w, "Stöck")
	if !uitest.Shows(w, "Writes A & C 39 (131 → 13 × 3)") {
		t.Fatalf("61 + 50 + 20 in the ×3 row: %q", uitest.ShownTexts(w))
	}
	uitest.Tap(t, w, "Write")
	if got := cellShows(p.s, 2, 0); got != "131 39" {
		t.Fatalf("the cell shows %q", got)
	}
	tapCell(p.s, 5, 1) // Undenufe ×6 for B & D, who take no trick
	uitest.Tap(t, w, "Kontermatsch")
	if !uitest.Shows(w, "the others +150") {
		t.Fatalf("the credit is not previewed: %q", uitest.ShownTexts(w))
	}
	uitest.Tap(t, w, "Write")
	if got, total := cellShows(p.s, 5, 1), cellShows(p.s, bandTotals, 0); !strings.HasPrefix(got, "0 KM") || total != "189" {
		t.Fatalf("Kontermatsch cell %q, A & C's total %q (39 + 150 credited)", got, total)
	}
}

// A Joker cell names its contract so that it reads across the table: left of the value, in
// letters as large as the row's name (never below the share a long row name shrinks to), in
// words for a mode, as the suit's sign for a suit.
func TestCoiffeurJokerCellNamesItsContractLarge(t *testing.T) {
	for _, size := range uitest.WindowSizes {
		p := newSheetPlayer(t, fakestore.New(), []string{"A", "B", "C", "D"}, map[string]any{}, size)
		w := p.u.Win
		if !strings.HasPrefix(p.s.Rules.Rows[6].Name, "joker") || !strings.HasPrefix(p.s.Rules.Rows[7].Name, "joker") {
			t.Fatalf("rows 7 and 8 should be Jokers: %+v", p.s.Rules.Rows)
		}
		tapCell(p.s, 6, 0)
		uitest.Tap(t, w, "Obenabe")
		uitest.TapDigits(t, w, "42")
		uitest.Tap(t, w, "Write")
		tapCell(p.s, 7, 1)
		uitest.TapButton(t, w, uitest.FindIconButton(t, w, kit.ContractIcon("S", kit.SkinFrench)), "icon "+kit.ContractIcon("S", kit.SkinFrench).Name())
		uitest.TapDigits(t, w, "50")
		uitest.Tap(t, w, "Write")
		shown := test.WidgetRenderer(p.s.grid).(*coiffeurGridRenderer).shown
		var rowName float32
		for _, l := range shown {
			if l.text == "Joker" {
				rowName = l.size.Height
			}
		}
		if rowName == 0 {
			t.Fatalf("%v: no row named Joker is lettered", size)
		}
		for _, c := range []struct {
			row, col int
			want     string
		}{{6, 0, "Obenabe"}, {7, 1, kit.SuitSymbols["S"]}} {
			g := p.s.grid.geometry(p.s.grid.Size())
			x0, y0 := g.x0+g.labelW+float32(c.col)*g.colW, g.y0+g.headH+float32(c.row)*g.rowH
			var found *gridText
			for i, l := range shown {
				mid := l.pos.Add(fyne.NewPos(l.size.Width/2, l.size.Height/2))
				if l.text == c.want && mid.X >= x0 && mid.X < x0+g.colW && mid.Y >= y0 && mid.Y < y0+g.rowH {
					found = &shown[i]
				}
			}
			if found == nil {
				t.Errorf("%v: the cell shows %q, not %q on its own", size, cellShows(p.s, c.row, c.col), c.want)
				continue
			}
			if found.size.Height < rowName*gridLabelShrink {
				t.Errorf("%v: %q is lettered %.0f high, the row's name %.0f", size, c.want, found.size.Height, rowName)
			}
		}
	}
}

// The deals left under the sheet take the count's plural form: "1 deal left", "2 deals left",
// and in German "noch 1 Spiel", "noch 2 Spiele"; under a full sheet only the difference.
func TestCoiffeurFooterCountsDealsInPlural(t *testing.T) {
	t.Cleanup(func() {
		if err := kit.UseLanguage("en"); err != nil {
			t.Fatal(err)
		}
	})
	rows := []map[string]any{
		{"name": "D", "multiplier": 1, "contracts": []string{"D"}}, {"name": "H", "multiplier": 2, "contracts": []string{"H"}},
		{"name": "S", "multiplier": 3, "contracts": []string{"S"}}, {"name": "C", "multiplier": 4, "contracts": []string{"C"}},
	}
	p := newSheetPlayer(t, fakestore.New(), []string{"A", "B", "C", "D"}, map[string]any{"rows": rows}, landscape)
	for range 6 {
		row, col := p.pick()
		p.write(row, col, 100)
	}
	footer := func(code, word string) string {
		t.Helper()
		t.Setenv("LANGUAGE", code)
		if err := kit.UseLanguage(code); err != nil {
			t.Fatal(err)
		}
		p.s.Refresh()
		for _, l := range test.WidgetRenderer(p.s.grid).(*coiffeurGridRenderer).shown {
			if strings.HasPrefix(l.text, word) {
				return l.text
			}
		}
		t.Fatalf("%s: no footer starting %q under the sheet", code, word)
		return ""
	}
	for _, c := range []struct{ code, word, want string }{
		{"en", "Difference", "2 deals left"}, {"de", "Differenz", "noch 2 Spiele"},
	} {
		if got := footer(c.code, c.word); !strings.HasSuffix(got, " · "+c.want) {
			t.Errorf("%s: the footer reads %q, want %q", c.code, got, c.want)
		}
	}
	footer("en", "Difference")
	row, col := p.pick()
	p.write(row, col, 100)
	for _, c := range []struct{ code, word, want string }{
		{"en", "Difference", "1 deal left"}, {"de", "Differenz", "noch 1 Spiel"},
	} {
		if got := footer(c.code, c.word); !strings.HasSuffix(got, " · "+c.want) {
			t.Errorf("%s: the footer reads %q, want %q", c.code, got, c.want)
		}
	}
	// A full sheet has no deal left to count ("noch 0 Spiele" said nothing).
	footer("en", "Difference")
	row, col = p.pick()
	p.write(row, col, 100)
	for _, c := range []struct{ code, word string }{{"en", "Difference"}, {"de", "Differenz"}, {"fr", "Écart"}} {
		if got := footer(c.code, c.word); strings.Contains(got, "·") {
			t.Errorf("%s: the full sheet's footer reads %q", c.code, got)
		}
	}
}

// The list of deals names in words what a cell shows by a sign: a Joker's contract with the
// row's name, a mode by its name, a Slalom's direction, a Trio's modes. A cell's arrows are
// explained nowhere else ("2. B & D · ↑ ×7" said nothing to a table that had not seen them).
func TestCoiffeurListOfDealsNamesTheContracts(t *testing.T) {
	rows := []map[string]any{
		{"name": "H", "multiplier": 1, "contracts": []string{"H"}},
		{"name": "obenabe", "multiplier": 2, "contracts": []string{"obenabe"}},
		{"name": "joker", "multiplier": 3, "contracts": []string{"S", "H", "D", "C", "obenabe", "undenufe"}},
		{"name": "slalom", "multiplier": 4, "contracts": []string{"slalom"}},
		{"name": "trio", "multiplier": 5, "contracts": []string{"trio"}},
	}
	p := newSheetPlayer(t, fakestore.New(), []string{"A", "B", "C", "D"}, map[string]any{"rows": rows}, landscape)
	w := p.u.Win
	write := func(row, col int, points string, contract ...string) {
		t.Helper()
		tapCell(p.s, row, col)
		for _, c := range contract {
			uitest.Tap(t, w, c)
		}
		uitest.TapDigits(t, w, points)
		uitest.Tap(t, w, "Write")
	}
	write(0, 0, "100")
	write(1, 1, "90")
	write(2, 0, "80", "Undenufe")
	write(3, 1, "70", "Slalom from the bottom")
	tapCell(p.s, 4, 0)
	tapTrio(t, p.s, w, "H", "obenabe", "undenufe")
	uitest.TapDigits(t, w, "60")
	uitest.Tap(t, w, "Write")

	uitest.Tap(t, w, "Deals")
	for _, want := range []string{
		"1. A & C · ♥ ×1 · 100 → 10",
		"2. B & D · Obenabe ×2 · 90 → 18",
		"3. A & C · Joker: Undenufe ×3 · 80 → 24",
		"4. B & D · Slalom from the bottom ×4 · 70 → 28",
		"5. A & C · Trio: ♥/Obenabe/Undenufe ×5 · 60 → 30",
	} {
		if !uitest.Shows(w, want) {
			t.Errorf("the list of deals does not say %q: %q", want, uitest.ShownTexts(w))
		}
	}
}
