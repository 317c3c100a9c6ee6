// Package statistics is the statistics of every game, the roster of players with rename and
// merge, a player's charts and a game's chart with what it saves for sharing. It needs of the
// app only a Host (the window and a place to show a screen), the modes the shell offers, and
// of the store the few calls each screen makes: Figures, Games and Roster.
package statistics

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/stats"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/files"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/numbers"
)

// Layout numbers of the statistics tables.
const (
	statsNameWidth   = 180 // the name columns, before a longer name or heading widens them
	statsNumberWidth = 96  // a figure column, before its heading widens it
	statsCellPadding = 24  // room around a heading's words in its column
	statsRowHeight   = 48  // a row, tall enough to tap a heading
)

// Host is what the statistics, the players and the charts need of the app: the window
// for dialogs and files, and a place to show a screen (a player's charts, and the statistics
// again when the players come back from them).
type Host interface {
	Window() fyne.Window
	Show(s kit.Screen)
	// Files saves the files the screens offer: the save dialog, or a download in the browser.
	Files() files.Files
}

// Figures is what the statistics and a player's charts read: the figures the store keeps
// of every game (stats.Load), the list of games and each game.
type Figures interface {
	Figures() ([]stats.Game, error)
	List(limit int, includeDeleted bool) ([]persistence.Summary, error)
	Load(id persistence.GameID) (*persistence.GameView, error)
}

// Mode is one game mode as the statistics offer it: its name in the players' language and
// its own figures (nil: none beyond the common ones).
type Mode struct {
	Game    tally.Game
	Label   func() string
	Columns func() []Column
	// PairPoints: the partners' and opponents' tables show the points of the two sides, which
	// the figures keep for this mode's games (stats.Pair: the Schieber's).
	PairPoints bool
}

// Column is one figure of a player in the statistics table: its heading, its text and the
// number it sorts by. Each mode's package names its own (e.g. ui/schieber's StatColumns).
type Column struct {
	title func() string
	text  func(p stats.Player) string
	value func(p stats.Player) float64
}

// IntColumn is a column of whole numbers, headed by title.
func IntColumn(title func() string, get func(p stats.Player) int) Column {
	return Column{
		title: title,
		text:  func(p stats.Player) string { return fmt.Sprint(get(p)) },
		value: func(p stats.Player) float64 { return float64(get(p)) },
	}
}

// DecimalColumn is a column of figures with two decimals, headed by title.
func DecimalColumn(title func() string, get func(p stats.Player) float64) Column {
	return Column{
		title: title,
		text:  func(p stats.Player) string { return numbers.Decimal(get(p), 2, kit.NumberLocale()) },
		value: get,
	}
}

// commonColumns are the figures every mode has: games, finished, won and the win rate.
func commonColumns() []Column {
	return []Column{
		IntColumn(func() string { return lang.X("stats.games", "Games") }, func(p stats.Player) int { return p.Games }),
		IntColumn(func() string { return lang.X("stats.finished", "Finished") }, func(p stats.Player) int { return p.Finished }),
		IntColumn(func() string { return lang.X("stats.won", "Won") }, func(p stats.Player) int { return p.Won }),
		{
			title: func() string { return lang.X("stats.winRate", "Win rate") },
			text:  func(p stats.Player) string { return numbers.Percent(p.WinRate(), kit.NumberLocale()) },
			value: func(p stats.Player) float64 { return p.WinRate() },
		},
	}
}

// statsPeriod is a choice of the period filter: a name and the first day it counts from.
type statsPeriod struct {
	label func() string
	from  func(now time.Time) time.Time // zero: no limit
}

var statsPeriods = []statsPeriod{
	{func() string { return lang.X("stats.allTime", "All time") }, func(time.Time) time.Time { return time.Time{} }},
	{func() string { return lang.X("stats.thisYear", "This year") }, func(now time.Time) time.Time {
		return time.Date(now.Year(), 1, 1, 0, 0, 0, 0, time.Local)
	}},
	{func() string { return lang.X("stats.last12Months", "Last 12 months") }, func(now time.Time) time.Time {
		return now.AddDate(-1, 0, 1)
	}},
	{func() string { return lang.X("stats.last30Days", "Last 30 days") }, func(now time.Time) time.Time {
		return now.AddDate(0, 0, -29)
	}},
}

// statsTable is one sortable table of the screen: rows, its columns, and the column it is
// sorted by (a tap on a heading sorts by it, a second tap turns the order round).
type statsTable struct {
	table   *widget.Table
	heads   []string
	rows    func() int
	cell    func(row, col int) string // row: the index in the report
	order   []int                     // the report index of each row shown
	sortBy  int
	reverse bool
}

// Screen adds the saved games up per player: a table of players, one of partners and one
// of opponents, filtered by mode, period and players present.
type Screen struct {
	host  Host
	store Figures
	modes []Mode
	back  func()
	root  fyne.CanvasObject

	mode, period *widget.Select
	who          *kit.SlotButton // cut with an ellipsis where the names chosen are long or the window narrow
	save         *widget.Button
	status       *widget.Label
	tabs         *container.AppTabs

	players, partners, opponents *statsTable
	alone                        *widget.Label // over the partners' table where the games have none

	games   []stats.Game // loaded once, off the UI thread
	names   []string     // every name in the games, for the players filter
	chosen  []string     // the players filter
	report  stats.Report
	columns []Column
	now     func() time.Time
}

// NewScreen builds the statistics of the games of store, in the modes given; back leaves
// them.
func NewScreen(h Host, store Figures, modes []Mode, back func()) *Screen {
	s := &Screen{host: h, store: store, modes: modes, back: back, now: time.Now}
	labels := []string{lang.X("stats.allModes", "All modes")}
	for _, m := range modes {
		labels = append(labels, m.Label())
	}
	s.mode = widget.NewSelect(labels, func(string) { s.recompute() })
	s.mode.SetSelectedIndex(0)
	var periods []string
	for _, p := range statsPeriods {
		periods = append(periods, p.label())
	}
	s.period = widget.NewSelect(periods, func(string) { s.recompute() })
	s.period.SetSelectedIndex(0)
	s.who = kit.NewSlotButton(lang.X("stats.everyone", "All players"), theme.AccountIcon(), s.onPlayers)
	s.who.IconOptional = true
	s.who.Disable()
	s.status = widget.NewLabel("")
	s.status.Truncation = fyne.TextTruncateEllipsis

	s.players = s.newTable(func() int { return len(s.report.Players) }, s.playerCell)
	s.partners = s.newTable(func() int { return len(s.report.Partners) }, func(r, c int) string { return pairCell(s.report.Partners[r], c) })
	s.opponents = s.newTable(func() int { return len(s.report.Opponents) }, func(r, c int) string { return pairCell(s.report.Opponents[r], c) })
	s.partners.table.StickyColumnCount, s.opponents.table.StickyColumnCount = 2, 2
	// A Differenzler has no partners: its games leave the partners' table empty, which said
	// nothing of why.
	s.alone = widget.NewLabel(lang.X("stats.noPartners", "No partners: in these games everyone plays alone."))
	s.alone.Wrapping = fyne.TextWrapWord
	s.alone.Hide()
	s.tabs = container.NewAppTabs(
		container.NewTabItem(lang.X("stats.players", "Players"), s.players.table),
		container.NewTabItem(lang.X("stats.partners", "Partners"), container.NewStack(s.partners.table, container.NewVBox(s.alone))),
		container.NewTabItem(lang.X("stats.opponents", "Opponents"), s.opponents.table),
	)

	backBtn := widget.NewButtonWithIcon(lang.X("nav.back", "Back"), theme.NavigateBackIcon(), s.onBack)
	s.save = widget.NewButtonWithIcon(lang.X("stats.saveCSV", "Save as CSV"), theme.DocumentSaveIcon(), s.onSave)
	s.save.Disable()
	s.players.table.OnSelected = s.onPlayerSelected
	top := kit.Header(lang.X("stats.title", "Statistics"), s.save, backBtn)
	// The filters go on two lines, or one each, where one line would cut the words of a choice
	// (a phone in German showed "Alle Sp…" and "Gesa…"): on two, the mode and the players share
	// the first and the period, whose words are the longest, has the second to itself.
	filters := kit.NewWideSlots(selectWidth(slices.Concat(labels, periods)), s.mode, s.who, s.period)
	s.root = container.NewBorder(top, nil, nil, nil, kit.NewRowsAbove(kit.NewRows(filters),
		container.NewBorder(kit.ReservedLines(s.status, 1), nil, nil, nil, s.tabs)))
	s.setColumns()
	s.load()
	return s
}

func (s *Screen) Content() fyne.CanvasObject { return s.root }

// show lets Escape go back.
func (s *Screen) Show(k *kit.Keys) {
	k.OnEscape(s.onBack)
}

func (s *Screen) Close() {}

func (s *Screen) onBack() { s.back() }

// load reads the figures the store keeps of every game, once: it reads no game's deals, so
// even years of evenings take milliseconds (docs/BENCHMARKS.md, Statistics).
func (s *Screen) load() {
	games, err := stats.Load(s.store)
	if err != nil {
		s.status.SetText(kit.Sprintf(lang.X("stats.loadError", "The games could not be read: %v"), err))
		return
	}
	s.games = games
	seen := map[string]bool{}
	for _, g := range games {
		for _, n := range g.Players {
			if !seen[n] {
				seen[n] = true
				s.names = append(s.names, n)
			}
		}
	}
	slices.SortFunc(s.names, func(a, b string) int { return strings.Compare(strings.ToLower(a), strings.ToLower(b)) })
	s.who.Enable()
	s.save.Enable()
	s.recompute()
}

// filter is the filter the controls show.
func (s *Screen) filter() stats.Filter {
	var f stats.Filter
	if i := s.mode.SelectedIndex(); i > 0 {
		f.Mode = string(s.modes[i-1].Game)
	}
	if i := s.period.SelectedIndex(); i > 0 {
		now := s.now()
		f.From, f.To = statsPeriods[i].from(now), now
	}
	f.Players = s.chosen
	return f
}

// recompute counts the games again for the filter shown.
func (s *Screen) recompute() {
	if s.players == nil { // the selects call it while the screen is built
		return
	}
	if s.games == nil {
		s.setColumns()
		return
	}
	s.report = stats.Compute(s.games, s.filter())
	for _, t := range []*statsTable{s.players, s.partners, s.opponents} {
		t.order = nil // the old order points into the old report
	}
	s.setColumns()
	switch {
	case s.report.Games == 0:
		s.status.SetText(lang.X("stats.none", "No games match these choices."))
	case s.report.Games == 1:
		s.status.SetText(lang.X("stats.oneGame", "1 game"))
	default:
		s.status.SetText(kit.Sprintf(lang.XN("stats.nGames", "%d games", s.report.Games), s.report.Games))
	}
	if s.report.Games > 0 && len(s.report.Partners) == 0 {
		s.alone.Show()
		s.partners.table.Hide()
	} else {
		s.alone.Hide()
		s.partners.table.Show()
	}
	for _, t := range []*statsTable{s.players, s.partners, s.opponents} {
		t.sort()
		t.fitColumns()
		t.table.Refresh()
	}
}

// setColumns chooses the player columns for the mode shown: the common ones, and the mode's own.
func (s *Screen) setColumns() {
	s.columns = commonColumns()
	if i := s.mode.SelectedIndex(); i > 0 {
		if m := s.modes[i-1]; m.Columns != nil {
			s.columns = append(s.columns, m.Columns()...)
		}
	}
	heads := []string{lang.X("stats.player", "Player")}
	for _, c := range s.columns {
		heads = append(heads, c.title())
	}
	s.players.setHeads(heads)
	// The sides' points only where the mode chosen keeps them: other modes' pairs, and so all
	// modes together, would sum none of their points and show 0 : 0.
	points := false
	if i := s.mode.SelectedIndex(); i > 0 {
		points = s.modes[i-1].PairPoints
	}
	s.partners.setHeads(pairHeads(lang.X("stats.partner", "Partner"), points))
	s.opponents.setHeads(pairHeads(lang.X("stats.opponent", "Opponent"), points))
	for _, t := range []*statsTable{s.players, s.partners, s.opponents} {
		t.fitColumns()
	}
}

func (s *Screen) playerCell(row, col int) string {
	p := s.report.Players[row]
	if col == 0 {
		return p.Name
	}
	return s.columns[col-1].text(p)
}

// pairHeads are the headings of the partner and opponent tables: the figures of the players
// table's common columns (commonColumns), then, with points, the sides' points.
func pairHeads(other string, points bool) []string {
	heads := []string{lang.X("stats.player", "Player"), other, lang.X("stats.games", "Games"),
		lang.X("stats.finished", "Finished"), lang.X("stats.won", "Won"), lang.X("stats.winRate", "Win rate")}
	if points {
		heads = append(heads, lang.X("stats.pointsFor", "Points for"), lang.X("stats.pointsAgainst", "Points against"))
	}
	return heads
}

func pairCell(p stats.Pair, col int) string {
	switch col {
	case 0:
		return p.Player
	case 1:
		return p.Other
	case 2:
		return fmt.Sprint(p.Games)
	case 3:
		return fmt.Sprint(p.Finished)
	case 4:
		return fmt.Sprint(p.Won)
	case 5:
		return numbers.Percent(p.WinRate(), kit.NumberLocale())
	case 6:
		return fmt.Sprint(p.PointsFor)
	default:
		return fmt.Sprint(p.PointsAgainst)
	}
}

// setHeads gives the table its headings; a sort by a column that has gone goes back to the
// first.
func (t *statsTable) setHeads(heads []string) {
	if t.sortBy >= len(heads) {
		t.sortBy, t.reverse = 0, false
	}
	t.heads = heads
}

// newTable builds a table with a heading row whose headings sort it.
func (s *Screen) newTable(rows func() int, cell func(row, col int) string) *statsTable {
	t := &statsTable{rows: rows, cell: cell}
	t.table = widget.NewTableWithHeaders(
		func() (int, int) { return len(t.order), len(t.heads) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(id widget.TableCellID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			l.Alignment = fyne.TextAlignTrailing // figures line up at their last digit
			if id.Col == 0 || (id.Col == 1 && t != s.players) {
				l.Alignment = fyne.TextAlignLeading
			}
			text := ""
			if id.Row < len(t.order) && id.Col < len(t.heads) {
				text = t.cell(t.order[id.Row], id.Col)
			}
			l.Text = text
			l.Refresh()
		})
	t.table.ShowHeaderColumn = false
	t.table.StickyColumnCount = 1 // the names stay in sight while the figures scroll
	t.table.CreateHeader = func() fyne.CanvasObject { return widget.NewButton("", nil) }
	t.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		b := o.(*widget.Button)
		if id.Col < 0 || id.Col >= len(t.heads) {
			b.SetText("")
			b.OnTapped = nil
			return
		}
		text := t.heads[id.Col]
		if id.Col == t.sortBy {
			text += map[bool]string{false: " ▲", true: " ▼"}[t.reverse]
		}
		b.SetText(text)
		col := id.Col
		b.OnTapped = func() { t.onHeading(col) }
	}
	return t
}

// onHeading sorts by a column; the column already sorted by turns round.
func (t *statsTable) onHeading(col int) {
	if col == t.sortBy {
		t.reverse = !t.reverse
	} else {
		// Names read A to Z first; figures read the best first.
		t.sortBy, t.reverse = col, t.numeric(col)
	}
	t.sort()
	t.table.Refresh()
}

// numeric tells whether a column holds figures rather than names.
func (t *statsTable) numeric(col int) bool {
	if t.rows() == 0 {
		return col > 1
	}
	_, err := parseFigure(t.cell(0, col))
	return err == nil
}

// sort orders the rows by the chosen column, ties by the order before (names).
func (t *statsTable) sort() {
	n := t.rows()
	idx := make([]int, n)
	t.order = idx
	if n == 0 || t.sortBy >= len(t.heads) {
		for i := range idx {
			idx[i] = i
		}
		return
	}
	keys := make([]string, n)
	nums := make([]float64, n)
	numeric := t.numeric(t.sortBy)
	for i := range idx {
		idx[i] = i
		keys[i] = t.cell(i, t.sortBy)
		nums[i], _ = parseFigure(keys[i])
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		var c int
		if numeric {
			c = cmpFloat(nums[a], nums[b])
		} else {
			c = strings.Compare(strings.ToLower(keys[a]), strings.ToLower(keys[b]))
		}
		if t.reverse {
			c = -c
		}
		return c
	})
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// parseFigure reads a cell's number back: "12", "-3", "57 %", "1.25".
func parseFigure(s string) (float64, error) {
	var f float64
	_, err := fmt.Sscanf(strings.TrimSuffix(s, " %"), "%g", &f)
	return f, err
}

// fitColumns gives each column the width of its heading, at least the width of a figure or a name.
func (t *statsTable) fitColumns() {
	for i, h := range t.heads {
		w := float32(statsNumberWidth)
		if i == 0 || (i == 1 && !t.numeric(1)) {
			w = statsNameWidth
		}
		head := fyne.MeasureText(h+" ▼", theme.TextSize(), fyne.TextStyle{}).Width + statsCellPadding
		t.table.SetColumnWidth(i, max(w, head))
	}
	t.table.SetRowHeight(-1, statsRowHeight)
}

// onPlayers chooses the players who must all have played in a game for it to count.
func (s *Screen) onPlayers() {
	check := widget.NewCheckGroup(s.names, nil)
	check.SetSelected(s.chosen)
	scroll := container.NewVScroll(check)
	scroll.SetMinSize(fyne.NewSize(280, 320))
	d := dialog.NewCustomConfirm(lang.X("stats.whoPlayed", "Games in which all of these played"),
		lang.X("stats.apply", "Apply"), lang.X("stats.cancel", "Cancel"), scroll, func(ok bool) {
			if !ok {
				return
			}
			s.chosen = append([]string(nil), check.Selected...)
			s.showChosen()
			s.recompute()
		}, s.host.Window())
	d.Show()
}

// showChosen writes the players filter on its button.
func (s *Screen) showChosen() {
	if len(s.chosen) == 0 {
		s.who.SetText(lang.X("stats.everyone", "All players"))
		return
	}
	s.who.SetText(strings.Join(s.chosen, ", "))
}

// onSave offers the players' figures shown as a CSV file.
func (s *Screen) onSave() {
	var b bytes.Buffer
	if err := s.report.WriteCSV(&b); err != nil {
		s.status.SetText(kit.Sprintf(lang.X("stats.saveError", "The file could not be written: %v"), err))
		return
	}
	files.Offer(s.host.Window(), s.host.Files(), lang.X("stats.csvName", "jass-statistics")+".csv", "text/csv", b.Bytes(), func(o files.Outcome) {
		switch {
		case o.Err != nil:
			s.status.SetText(kit.Sprintf(lang.X("stats.saveError", "The file could not be written: %v"), o.Err))
		case o.Shared:
			s.status.SetText(kit.Sprintf(lang.X("files.shared", "Shared: %s"), o.Name))
		case o.Name != "":
			s.status.SetText(lang.X("stats.saved", "Saved."))
		}
	})
}

// selectWidth is the width a select needs to show the longest of its choices whole. A Select's
// MinSize is that of its placeholder, whatever is chosen: measured with each choice as the
// placeholder.
func selectWidth(choices []string) float32 {
	w := float32(0)
	for _, c := range choices {
		sel := widget.NewSelect(nil, nil)
		sel.PlaceHolder = c
		w = max(w, sel.MinSize().Width)
	}
	return w
}
