// Package coiffeur is the Coiffeur's game screen: its entry panel (the chooser, the cell, a
// Joker's contract, the points, Weis and Stöck) and its grid, added to the game screen every mode
// shares (ui/game).
package coiffeur

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/board"
	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/forecast"
	"github.com/jasstafel/jasstafel/ui/game"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// maxRowContracts is the most contract buttons a row offers: the six base contracts of a Joker row.
const maxRowContracts = 6

// portraitPanelSlack is how much more than its rows' least height the Coiffeur panel gets in
// portrait: the grid takes the rest, so that twelve rows stay a finger high.
const portraitPanelSlack = 1.04

// Slot shares of the Coiffeur panel rows that are not evenly divided.
var (
	coiffeurTurnWeights   = []float32{1, 1}           // Vorhand, Pass
	coiffeurPointsWeights = []float32{1, 1, 0.9, 1.4} // declarer, others, Match, Kontermatsch
	coiffeurWriteWeights  = []float32{1, 1.5, 1.5}    // Cancel (while correcting), Card by card, Write
	// The Weis row: five Weis values and their clear key, then Stöck, whose word needs more room
	// than a number.
	coiffeurWeisWeight, coiffeurWeisClearWeight, coiffeurStoeckWeight float32 = 1, 0.7, 1.4
)

// jokerSuitsNamed is the most contract buttons that still carry a suit's name beside its sign;
// a Joker row offers six, where the four suits show their sign alone and leave the room to the
// names of Obenabe and Undenufe, which have no sign (jokerChoiceWeights). A Trio row offering
// all six does the same, a mode's place in its order beside its sign or before its name
// ("♥ 1", "2 · Obenabe"): on a phone in German the six names broke into "Eck"/"en".
const jokerSuitsNamed = 4

var jokerChoiceWeights = []float32{0.7, 0.7, 0.7, 0.7, 1.3, 1.3}

// coiffeurPointsRow is the place of the points row among the panel rows: where the panel is tall
// enough (beside the grid in landscape, and on a phone) it takes two rows' height, the points buttons above
// Match and Kontermatsch, so that "130 · Eva & Gina" is not cut in a narrow panel.
const coiffeurPointsRow = 2

// Screen is the Coiffeur sheet with its entry panel. It shows the entry model and
// forwards taps to it; who chooses, what a cell is worth and what is still possible come from
// ui/entry and tally.
type Screen struct {
	game.Screen
	sheet    *tally.CoiffeurSheet // the sheet as written
	fixSheet *tally.CoiffeurSheet // while correcting: the sheet without the deal corrected
	panel    entry.Panel[entry.Coiffeur]
	picking  bool // the next tap on a written cell opens it for correction

	grid      *GridWidget
	correct   *widget.Button
	history   *widget.Button
	best      *widget.Button // the forecast of the chooser's hand in the contracts still open
	vorhand   *kit.SlotButton
	pass      *kit.SlotButton
	contracts [maxRowContracts]*kit.SlotButton
	rowChoice []string        // the contracts (in a Trio row: the modes) the contract buttons stand for
	trio      bool            // the chosen row is a Trio: the buttons name its modes in order
	choiceRow *fyne.Container // the contract buttons of the chosen row, spread over the panel's width
	signsOnly bool            // the choice row shows the suits by their sign alone (a Joker row)
	points    [2]*kit.SlotButton
	match     *kit.SlotButton
	konter    *kit.SlotButton
	pad       [10]*kit.SlotButton
	backspace *kit.SlotButton
	clear     *kit.SlotButton
	weis      []*kit.SlotButton
	weisClear *kit.SlotButton
	stoeck    *kit.SlotButton
}

// Label is the mode's name in the players' language.
func Label() string { return lang.X("mode.coiffeur", "Coiffeur") }

// New opens the Coiffeur game of v in host h, writing to store.
func New(h game.Host, store game.Store, v *persistence.GameView) *Screen {
	s := &Screen{}
	s.grid = NewGridWidget()
	s.grid.OnCellTapped = s.onCell
	s.correct = widget.NewButtonWithIcon(lang.X("coiffeur.correct", "Correct"), theme.DocumentCreateIcon(), s.onPickCorrection)
	s.history = widget.NewButtonWithIcon(lang.X("game.history", "Deals"), theme.ListIcon(), s.showHistory)
	s.best = widget.NewButtonWithIcon(lang.X("forecast.best", "Best contract"), forecast.Icon(), s.onBestContract)

	s.vorhand = kit.NewSlotButton("", theme.AccountIcon(), s.onVorhand)
	s.pass = kit.NewSlotButton(lang.X("coiffeur.pass", "Pass"), theme.MailForwardIcon(), s.onPass)
	for i := range s.contracts {
		s.contracts[i] = kit.NewSlotButton("", nil, func() { s.onContract(i) })
	}
	for i := range s.points {
		s.points[i] = kit.NewSlotButton("", nil, func() { s.onTyping(i) })
	}
	s.match = kit.NewSlotButton(lang.X("game.match", "Match"), nil, s.onMatch)
	s.konter = kit.NewSlotButton(lang.X("game.kontermatsch", "Kontermatsch"), nil, s.onKontermatsch)
	for d := range 10 {
		s.pad[d] = kit.NewSlotButton(strconv.Itoa(d), nil, func() { s.OnDigit(d) })
	}
	s.backspace = kit.NewSlotButton("", theme.NavigateBackIcon(), s.OnBackspace)
	s.clear = kit.NewSlotButton("C", nil, s.onClear)
	for _, w := range game.WeisValues {
		s.weis = append(s.weis, kit.NewSlotButton("+"+strconv.Itoa(w), nil, func() { s.onWeis(w) }))
	}
	s.weisClear = kit.NewSlotButton("", theme.ContentClearIcon(), s.onWeisClear)
	s.stoeck = kit.NewSlotButton(lang.X("game.stoeck", "Stöck"), nil, s.onStoeck)

	s.Init(h, store, v, s)
	s.panel = entry.NewPanel(s.restoreDraft())
	s.RestoreCards()
	s.Root = s.layout()
	s.Refresh()
	return s
}

// Load takes the game's sheet as the store wrote it: the view's own copy (GameView.Engine), the
// sheet of every deal that CoiffeurSheetOf(…, -1) would replay. Only a game the engine cannot set
// up has none; it is replayed, which says why.
func (s *Screen) Load(v *persistence.GameView) {
	sheet := v.Engine().Coiffeur
	var err error
	if sheet == nil {
		sheet, err = entry.CoiffeurSheetOf(s.Rules, len(v.File.Players), v.Game.Coiffeur, -1)
	}
	if err != nil { // the store checks rules and players; should a game still hold others, say so
		s.Host.ShowError(err)
		if s.sheet != nil {
			return // keep showing the sheet as it was
		}
		r, _ := tally.Preset(tally.Coiffeur, "seed")
		s.Rules = r
		sheet, _ = tally.NewCoiffeurSheet(r, 4)
	}
	s.sheet = sheet
}

// restoreDraft brings back a half-written cell, or starts the next one on the engine's turn.
func (s *Screen) restoreDraft() entry.Coiffeur {
	if b, err := s.Store.Draft(s.View.ID); err == nil {
		if e, ok := entry.UnmarshalCoiffeurDraft(b, s.sheet); ok {
			return e
		}
	}
	return entry.NewCoiffeur(s.sheet)
}

func (s *Screen) Correcting() int { return s.panel.Correcting() }
func (s *Screen) Draft() []byte   { return s.panel.Draft() }
func (s *Screen) BlankDraft() []byte {
	return entry.NewCoiffeur(s.sheet).MarshalDraft()
}

// CancelCorrection returns to the new cell.
func (s *Screen) CancelCorrection() {
	s.panel.Cancel()
	s.fixSheet = nil
}

// EntryRound is the cell as a deal, checked against the sheet without the deal corrected.
func (s *Screen) EntryRound() (gamefile.Round, int, bool) {
	e := s.panel.Entry()
	sh := s.entrySheet()
	round, err := e.Round(sh)
	return round, s.panel.Correcting(), err == nil && e.Preview(sh).Writable()
}

// Written returns from a correction to the new cell, or starts the next cell on the engine's turn.
func (s *Screen) Written() {
	s.fixSheet = nil
	s.panel.Written(
		func(d entry.Coiffeur) entry.Coiffeur { return entry.CoiffeurBack(d, s.sheet) },
		func(entry.Coiffeur) entry.Coiffeur { return entry.NewCoiffeur(s.sheet) })
}

// Keep gives the new cell back as typed, on the engine's turn.
func (s *Screen) Keep() {
	s.picking = false
	s.panel.Keep(func(d entry.Coiffeur) entry.Coiffeur { return entry.FitCoiffeur(d, s.sheet) })
}

// Over reports whether every cell is written.
func (s *Screen) Over() bool { return s.sheet.Complete() }

// Ending names the winner of the full sheet, or a draw.
func (s *Screen) Ending() (string, string, []string) {
	return lang.X("game.over", "Game over"), s.winnerText(), nil
}

// ModeKey: Tab switches between the declarer's and the others' points, Escape leaves Correct.
func (s *Screen) ModeKey(k fyne.KeyName) {
	switch {
	case k == fyne.KeyTab:
		s.onTyping(1 - s.panel.Entry().Typing)
	case k == fyne.KeyEscape && s.picking:
		s.onPickCorrection()
	}
}

// entrySheet is the sheet the entry is checked against: without the deal being corrected.
func (s *Screen) entrySheet() *tally.CoiffeurSheet {
	if s.panel.Correcting() >= 0 && s.fixSheet != nil {
		return s.fixSheet
	}
	return s.sheet
}

// panelRows lays out the entry panel: every row a fixed share, every button a fixed slot.
func (s *Screen) panelRows() []fyne.CanvasObject {
	s.choiceRow = kit.NewSlots()
	rows := []fyne.CanvasObject{
		kit.NewWeightedSlots(coiffeurTurnWeights, s.vorhand, s.pass),
		s.choiceRow,
		&fyne.Container{Layout: pointsRowLayout{}, Objects: []fyne.CanvasObject{s.points[0], s.points[1], s.match, s.konter}},
		kit.NewSlots(s.pad[1], s.pad[2], s.pad[3], s.pad[4], s.pad[5], s.pad[6]),
		kit.NewSlots(s.pad[7], s.pad[8], s.pad[9], s.pad[0], s.clear, s.backspace),
	}
	if entry.WeisAllowed(s.Rules) || entry.StoeckAllowed(s.Rules) {
		var weisRow []fyne.CanvasObject
		var weights []float32
		if entry.WeisAllowed(s.Rules) {
			for _, b := range s.weis {
				weisRow = append(weisRow, b)
				weights = append(weights, coiffeurWeisWeight)
			}
			weisRow = append(weisRow, s.weisClear)
			weights = append(weights, coiffeurWeisClearWeight)
		}
		if entry.StoeckAllowed(s.Rules) {
			weisRow = append(weisRow, s.stoeck)
			weights = append(weights, coiffeurStoeckWeight)
		}
		rows = append(rows, kit.NewSplitSlots(weights, weisRow...)) // on two lines in a narrow column
	}
	return append(rows, s.Status, s.Message, kit.NewWeightedSlots(coiffeurWriteWeights, s.CancelButton, s.ByCards, s.WriteButton))
}

// layout puts the panel beside the grid in landscape and under it in portrait, where the
// panel gets just the height its rows need so that the grid's rows stay a finger high.
func (s *Screen) layout() fyne.CanvasObject {
	top := s.Header(s.grid, func() string { return s.panel.Entry().Contract }, s.history, kit.Optional(s.best), s.correct)
	rows := s.panelRows()
	// Sideways on a phone the panel goes into two columns: the turn, the contract and the points
	// (and the Weis) on the left, the number pad with its status and Write on the right.
	left := len(rows) - coiffeurRightRows
	panel := &fyne.Container{Layout: kit.RowsLayout{TwoColumns: true, Left: left, Tall: rows[coiffeurPointsRow]}, Objects: rows}
	split := coiffeurSplit{panelRows: len(rows)}
	if entry.WeisAllowed(s.Rules) && entry.StoeckAllowed(s.Rules) {
		split.panelShare = coiffeurWeisPanelShare
	}
	body := &fyne.Container{Layout: split, Objects: []fyne.CanvasObject{s.grid, panel}}
	return container.NewBorder(top, nil, nil, nil, body)
}

// coiffeurWeisPanelShare is the width of the panel in landscape when its Weis row holds five
// Weis values, their clear key and Stöck: a little more than beside a board, so that none of
// them is cut or narrower than a finger.
const coiffeurWeisPanelShare = 0.48

// coiffeurRightRows is how many of the panel's rows, the last ones, go into the right column of
// two: the number pad's two rows, the status, the message and Write.
const coiffeurRightRows = 5

// coiffeurSidewaysPanelShare is the least share of the width the panel in two columns takes, and
// at least two columns of the number pad: the grid keeps the rest, more than a board beside its
// panel keeps (kit.SidewaysPanelWidth), so that a four-player solo sheet's columns are 43 px wide
// on a phone held sideways.
const coiffeurSidewaysPanelShare = 0.6

// coiffeurSplit is boardAndPanel with a panel in portrait as high as its rows need, and in
// landscape panelShare of the width when set. In a landscape window too low for the panel's rows
// a finger high (a phone held sideways), the panel takes coiffeurSidewaysPanelShare of the width
// and lays its rows out in two columns (kit.RowsLayout).
type coiffeurSplit struct {
	panelRows  int
	panelShare float32
}

// sideways reports whether a landscape window of size is too low for the panel's rows in one
// column.
func (l coiffeurSplit) sideways(size fyne.Size) bool {
	return kit.Landscape(size) && size.Height < kit.PanelRowsNeed(l.panelRows)
}

func (l coiffeurSplit) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) != 2 {
		return
	}
	if pw := min(size.Width, max(size.Width*coiffeurSidewaysPanelShare, kit.TwoPanelColumns())); l.sideways(size) && kit.PanelColumnsFit(pw) {
		objs[0].Move(fyne.NewPos(0, 0))
		objs[0].Resize(fyne.NewSize(size.Width-pw, size.Height))
		objs[1].Move(fyne.NewPos(size.Width-pw, 0))
		objs[1].Resize(fyne.NewSize(pw, size.Height))
		return
	}
	if kit.Landscape(size) && l.panelShare > 0 {
		pw := size.Width * l.panelShare
		objs[0].Move(fyne.NewPos(0, 0))
		objs[0].Resize(fyne.NewSize(size.Width-pw, size.Height))
		objs[1].Move(fyne.NewPos(size.Width-pw, 0))
		objs[1].Resize(fyne.NewSize(pw, size.Height))
		return
	}
	if kit.Landscape(size) {
		kit.BoardAndPanel{}.Layout(objs, size)
		return
	}
	n := float32(l.panelRows)
	need := func(rows float32) float32 { return (rows*kit.MinTouch + (rows-1)*kit.PanelRowGap) * portraitPanelSlack }
	ph := min(size.Height*(1-kit.PortraitBoardShare), need(n))
	if kit.Narrow(size.Width) {
		// On a phone the points row always takes two rows' height (its four buttons do not fit
		// in one), and the panel what its rows need: the grid takes the rest.
		ph = min(size.Height, need(n+1))
	}
	g, p := objs[0], objs[1]
	g.Move(fyne.NewPos(0, 0))
	g.Resize(fyne.NewSize(size.Width, size.Height-ph))
	p.Move(fyne.NewPos(0, size.Height-ph))
	p.Resize(fyne.NewSize(size.Width, ph))
}

// MinSize is the smallest window the grid and panel fit in, as for a board and its panel: lower
// than MinWindowHeight where the panel's rows fit a finger high in two columns beside the grid.
func (l coiffeurSplit) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return kit.BoardAndPanel{}.MinSize(objs)
}

// pointsRowLayout lays the two points buttons and Match and Kontermatsch in one row, or, when the
// row is two fingers high, the points buttons above the two others, each half the width.
type pointsRowLayout struct{}

func (pointsRowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	gap := float32(kit.PanelRowGap)
	if len(objs) != 4 || size.Height < 2*kit.MinTouch+gap {
		kit.SlotsLayout{Weights: coiffeurPointsWeights}.Layout(objs, size)
		return
	}
	h := (size.Height - gap) / 2
	kit.SlotsLayout{}.Layout(objs[:2], fyne.NewSize(size.Width, h))
	kit.SlotsLayout{}.Layout(objs[2:], fyne.NewSize(size.Width, h))
	for _, o := range objs[2:] {
		o.Move(o.Position().AddXY(0, h+gap))
	}
}

func (pointsRowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return kit.SlotsLayout{}.MinSize(objs)
}

// columnNames names the sheet's columns: the teams, or in solo the players.
func (s *Screen) columnNames() []string {
	players := s.View.File.Players
	if s.Rules.Solo {
		return players
	}
	t := kit.TeamNames(players)
	return t[:]
}

// rowLabel is a row's name for the players: its contract in the chosen skin, or "Joker".
func (s *Screen) rowLabel(row tally.Row) string {
	if strings.EqualFold(row.Name, "joker") {
		return lang.X("coiffeur.joker", "Joker")
	}
	return kit.ContractLabel(row.Name, s.Host.Skin())
}

// shortContract is a contract as a cell names it, short enough for a narrow cell: a suit's sign
// (in the Swiss skin its name), a mode's arrow, another contract's name; a Trio its three, a
// Slalom its two arrows in the order of its tricks ("↓↑" from the top).
func (s *Screen) shortContract(id string) string { return s.contractText(id, true) }

// listContract is a deal's contract as the list of deals says it, where a line has room for
// words that a cell has not: the modes by name, a Slalom's direction in words, a Trio's modes
// after its name, and for a Joker row the row's name with what was played in it ("Joker:
// Undenufe"). A cell's arrows are explained nowhere else.
func (s *Screen) listContract(ds tally.CoiffeurDealScore) string {
	words := s.contractText(ds.Contract.String(), false)
	switch {
	case ds.Contract.Kind == tally.KindTrio:
		return kit.LabelValue(kit.ContractName("trio"), words)
	case ds.Contract.Kind != tally.KindSlalom && ds.Row >= 0 && ds.Row < len(s.Rules.Rows) && board.RowLeavesChoice(s.Rules.Rows[ds.Row]):
		return kit.LabelValue(s.rowLabel(s.Rules.Rows[ds.Row]), words)
	}
	return words
}

// contractText names contract id: a suit by its sign (in the Swiss skin its name), a mode by its
// arrow where short, else by its name; a Trio its three modes; a Slalom, short, its two arrows in
// the order of its tricks, else its name.
func (s *Screen) contractText(id string, short bool) string {
	skin := s.Host.Skin()
	one := func(k string) string {
		if sym, ok := kit.ModeSigns[k]; ok && short {
			return sym
		}
		if sym, ok := kit.SuitSymbols[k]; ok && skin != kit.SkinSwiss {
			return sym
		}
		return kit.ContractLabel(k, skin)
	}
	if c, err := tally.ParseContract(id); err == nil && c.Kind == tally.KindSlalom && short {
		return one(c.TrickMode(0, tally.NumRanks, 0).String()) + one(c.TrickMode(1, tally.NumRanks, 0).String())
	}
	if modes, ok := strings.CutPrefix(id, "trio:"); ok {
		parts := strings.Split(modes, ",")
		for i, m := range parts {
			parts[i] = one(m)
		}
		return strings.Join(parts, "/")
	}
	return one(id)
}

// RefreshPanel shows the sheet and the entry as they stand.
func (s *Screen) RefreshPanel() {
	players := s.View.File.Players
	sh := s.entrySheet()
	e := s.panel.Entry()
	correcting := s.panel.Correcting() >= 0
	names := s.columnNames()
	s.Title.SetText(Label() + " · " + kit.JoinNames(names, " – "))
	if s.picking {
		s.correct.Importance = widget.HighImportance
	} else {
		s.correct.Importance = widget.MediumImportance
	}
	kit.Enable(s.correct, len(s.sheet.Deals) > 0 && !correcting)
	_, open := s.bestContracts()
	kit.Enable(s.best, len(open) > 0)
	s.correct.Refresh()

	chooser := e.Chooser(sh)
	side := e.Side(sh)
	s.vorhand.SetText(kit.Sprintf(lang.X("game.vorhand", "Vorhand: %s"), players[e.Vorhand%len(players)]))
	passText := lang.X("coiffeur.pass", "Pass")
	if chooser >= 0 && (!sh.Complete() || correcting) {
		passText = kit.Sprintf(lang.X("coiffeur.chooses", "%s chooses · Pass"), players[chooser])
	}
	s.pass.SetText(passText)
	kit.Enable(s.pass, !sh.Complete() || correcting)
	kit.Enable(s.vorhand, !sh.Complete() || correcting)

	s.rowChoice, s.trio = nil, false
	if e.Row >= 0 && e.Row < len(s.Rules.Rows) {
		s.trio = entry.TrioRow(s.Rules.Rows[e.Row])
		s.rowChoice = entry.RowContracts(s.Rules.Rows[e.Row])
		if s.trio {
			s.rowChoice = entry.TrioModes
		}
	}
	skin := s.Host.Skin()
	var choices []fyne.CanvasObject
	for i, b := range s.contracts {
		if i >= len(s.rowChoice) {
			continue
		}
		k := s.rowChoice[i]
		b.Icon = kit.ContractIcon(k, skin)
		label, chosen := kit.ContractLabel(k, skin), e.Contract == k
		signOnly := b.Icon != nil && len(s.rowChoice) > jokerSuitsNamed
		if signOnly {
			label = "" // six buttons: the suit's sign alone says it, the modes keep their names
		}
		if s.trio { // the place of each mode named so far, e.g. "2 · Obenabe", or "1" by ♥
			if at := slices.Index(e.Trio, k); at >= 0 {
				label, chosen = kit.TrioPlace(at, label), true
			}
		}
		b.SetText(label)
		kit.Highlight(b, chosen)
		choices = append(choices, b)
	}
	signsOnly := len(choices) > jokerSuitsNamed
	if signsOnly != s.signsOnly || len(choices) != len(s.choiceRow.Objects) || (len(choices) > 0 && choices[0] != s.choiceRow.Objects[0]) {
		s.signsOnly = signsOnly
		s.choiceRow.Layout = kit.SlotsLayout{}
		if signsOnly {
			s.choiceRow.Layout = kit.SlotsLayout{Weights: jokerChoiceWeights}
		}
		s.choiceRow.Objects = choices
		s.choiceRow.Refresh()
	}
	for i := range s.points {
		who := lang.X("coiffeur.others", "Others")
		if i == entry.Declarer && side >= 0 {
			who = names[side]
		}
		text := e.PadText(i)
		if text == "" {
			text = "–"
		}
		s.points[i].SetText(text + " · " + who) // the number first: a narrow slot cuts the name
		kit.Highlight(s.points[i], e.Typing == i && e.Sweep == entry.SweepNone)
	}
	kit.Highlight(s.match, e.Sweep == entry.SweepMatch)
	kit.Highlight(s.konter, e.Sweep == entry.SweepKontermatsch)
	label := lang.X("game.stoeck", "Stöck")
	kit.Highlight(s.stoeck, e.Stoeck)
	s.stoeck.SetText(label)
	if e.Weis > 0 {
		s.weisClear.SetText(strconv.Itoa(e.Weis))
	} else {
		s.weisClear.SetText("")
	}
	s.refreshCards()
	s.RefreshStatus()
	s.refreshGrid()
}

// refreshGrid draws the sheet with the turn, the cell being written and what is still possible.
func (s *Screen) refreshGrid() {
	g := board.Coiffeur(s.sheet, s.columnNames())
	labels := make([]string, len(s.Rules.Rows))
	icons := make([]fyne.Resource, len(s.Rules.Rows))
	skin := s.Host.Skin()
	for i, row := range s.Rules.Rows {
		labels[i] = s.rowLabel(row)
		icons[i] = kit.ContractIcon(row.Name, skin)
	}
	e := s.panel.Entry()
	turn := -1
	if !s.sheet.Complete() || s.panel.Correcting() >= 0 {
		turn = e.Side(s.entrySheet())
	}
	left := 0
	for _, r := range s.sheet.Remaining() {
		left += r
	}
	footer := kit.Sprintf(lang.XN("coiffeur.footer", "Difference %d · %d deals left", left), g.Difference, left)
	if left == 0 { // a full sheet: no deal to count
		footer = kit.Sprintf(lang.X("coiffeur.footerFull", "Difference %d"), g.Difference)
	}
	s.grid.SetView(GridView{
		Grid: g, RowLabels: labels, RowIcons: icons, ContractText: s.shortContract,
		Outlook: s.sheet.Outlook(), Turn: turn, SelRow: e.Row, SelCol: turn,
		Footer: footer, MostLabel: lang.X("coiffeur.most", "still possible"),
	})
}

// RefreshStatus fills the status line, the message line and the Write button: only an entry
// that can be written shows a value.
func (s *Screen) RefreshStatus() {
	fixing := s.panel.Correcting()
	p := s.panel.Entry().Preview(s.entrySheet())
	switch {
	case fixing < 0 && s.picking:
		s.Fill(lang.X("coiffeur.pickCorrection", "Tap the written cell to correct"), "", widget.WarningImportance, false)
	case fixing < 0 && s.sheet.Complete():
		s.Note(s.winnerText(), lang.X("coiffeur.isOver", "The sheet is full. Undo or correct a cell to change it."), widget.HighImportance, false)
	default:
		status, msg, importance := game.TypingStatus(fixing, p.Err, p.Violations, []game.MissingStep{
			{Err: entry.ErrNoCell, Text: lang.X("coiffeur.pickCell", "Tap an open cell of the column on turn")},
			{Err: entry.ErrNoContract, Text: lang.X("game.pickContract", "Choose the contract")},
			{Err: entry.ErrNoPoints, Text: lang.X("coiffeur.typePoints", "Type the card points of the declarer or of the others")},
		}, func() string { return s.previewText(p) })
		s.Fill(status, msg, importance, p.Writable())
	}
}

// previewText is the value the cell will hold, and how it comes about.
func (s *Screen) previewText(p entry.CoiffeurPreview) string {
	names := s.columnNames()
	how := fmt.Sprintf("%d → %d × %d", p.Points, p.Value/max(1, p.Multiplier), p.Multiplier)
	if s.Rules.CoiffeurPoints == tally.CoiffeurFull {
		how = fmt.Sprintf("%d × %d", p.Points, p.Multiplier)
	}
	text := kit.Sprintf(lang.X("coiffeur.preview", "Writes %s %d (%s)"), names[p.Side], p.Value, how)
	switch p.Sweep {
	case entry.SweepMatch:
		text += " · " + lang.X("game.match", "Match")
	case entry.SweepKontermatsch:
		text += " · " + lang.X("game.kontermatsch", "Kontermatsch")
		if p.Credit > 0 {
			text += fmt.Sprintf(" · "+lang.X("coiffeur.credit", "the others +%d"), p.Credit)
		}
	}
	return text
}

// winnerText names the winner of a complete sheet, or a draw.
func (s *Screen) winnerText() string {
	names := s.columnNames()
	t := s.sheet.Totals
	w := s.sheet.Winner()
	if w < 0 {
		return kit.Sprintf(lang.X("coiffeur.draw", "A draw at %d"), slicesMax(t))
	}
	second, found := 0, false
	for c, v := range t {
		if c != w && (!found || v > second) {
			second, found = v, true
		}
	}
	return kit.Sprintf(lang.X("coiffeur.winner", "Winner: %s, %d : %d"), names[w], t[w], second)
}

func slicesMax(v []int) int {
	m := 0
	for i, x := range v {
		if i == 0 || x > m {
			m = x
		}
	}
	return m
}

// Handlers: each forwards one tap to the entry model.

func (s *Screen) onVorhand() { s.panel.Entry().NextVorhand(s.entrySheet()); s.Changed() }
func (s *Screen) onPass()    { s.panel.Entry().Pass(s.entrySheet()); s.Changed() }
func (s *Screen) onContract(i int) {
	switch {
	case i >= len(s.rowChoice):
		return
	case s.trio:
		s.panel.Entry().AddTrioMode(s.rowChoice[i])
	default:
		s.panel.Entry().SetContract(s.rowChoice[i])
	}
	s.Changed()
}
func (s *Screen) onTyping(i int) { s.panel.Entry().SelectTyping(i); s.Changed() }
func (s *Screen) OnDigit(d int) {
	if s.panel.Entry().Digit(d) {
		s.Changed()
	}
}
func (s *Screen) OnBackspace() { s.panel.Entry().Backspace(); s.Changed() }
func (s *Screen) onClear()     { s.panel.Entry().ClearPoints(); s.Changed() }
func (s *Screen) onMatch()     { s.panel.Entry().SetSweep(entry.SweepMatch); s.Changed() }
func (s *Screen) onKontermatsch() {
	s.panel.Entry().SetSweep(entry.SweepKontermatsch)
	s.Changed()
}
func (s *Screen) onWeis(v int) { s.panel.Entry().AddWeis(v); s.Changed() }
func (s *Screen) onWeisClear() { s.panel.Entry().ClearWeis(); s.Changed() }
func (s *Screen) onStoeck()    { s.panel.Entry().ToggleStoeck(); s.Changed() }

// onPickCorrection makes the next tap on a written cell open it for correction; a second tap
// of the button takes that back.
func (s *Screen) onPickCorrection() {
	s.picking = !s.picking && s.panel.Correcting() < 0
	s.Refresh()
}

// onCell is a tap on the grid: a written cell opens for correction after Correct, an open cell
// of the column on turn becomes the cell being written, any other cell says why not.
func (s *Screen) onCell(row, col int) {
	if s.picking {
		s.picking = false
		if i := s.dealOf(row, col); i >= 0 {
			s.startCorrection(i)
			return
		}
		s.Refresh()
		s.Say(lang.X("coiffeur.notWritten", "That cell is still open: there is nothing to correct."))
		return
	}
	sh := s.entrySheet()
	if s.panel.Correcting() < 0 && s.sheet.Complete() {
		s.SayNote(lang.X("coiffeur.isOver", "The sheet is full. Undo or correct a cell to change it."))
		return
	}
	switch err := s.panel.Entry().SelectCell(sh, row, col); {
	case errors.Is(err, entry.ErrNotOnTurn):
		names := s.columnNames()
		turn := s.panel.Entry().Side(sh)
		if turn >= 0 && turn < len(names) {
			s.Say(kit.Sprintf(lang.X("coiffeur.notOnTurn", "%s chooses now; pass to let another column choose."), names[turn]))
		}
	case errors.Is(err, entry.ErrCellWritten):
		s.Say(lang.X("coiffeur.written", "That cell is written. Tap Correct first to change it."))
	case err != nil:
		s.Say(err.Error())
	default:
		s.Changed()
	}
}

// dealOf is the index of the deal that wrote a cell, or -1.
func (s *Screen) dealOf(row, col int) int {
	for i := len(s.sheet.Deals) - 1; i >= 0; i-- {
		if d := s.sheet.Deals[i]; d.Filled && d.Row == row && d.Column == col {
			return i
		}
	}
	return -1
}

// startCorrection opens deal i in the entry; the new cell waits aside.
func (s *Screen) startCorrection(i int) {
	fix, err := entry.CoiffeurSheetOf(s.Rules, s.sheet.Players, s.View.Game.Coiffeur, i)
	if err != nil || i >= len(s.View.File.Rounds) {
		s.Host.ShowError(err)
		return
	}
	if !s.OpenFinished() { // a finished game takes no change: correcting reopens it
		return
	}
	s.fixSheet = fix
	s.panel.Correct(entry.FromCoiffeurRound(s.View.File.Rounds[i], s.sheet.Deals[i], s.Rules), i)
	s.Refresh()
}

// refreshCards offers card-by-card entry once the cell and its contract are chosen for a new
// deal; until then the status line says what is missing. The button counts the cards entered.
func (s *Screen) refreshCards() {
	e := s.panel.Entry()
	c := s.Cards
	if c != nil && !c.ForCell(s.sheet, *e) {
		c = nil
	}
	s.OfferCards(c, s.panel.Correcting() < 0 && !s.picking && !s.sheet.Complete() && e.Row >= 0 && e.Contract != "")
}

// OnCards opens the card entry for the chosen cell: its contract, led by the chooser. Cards
// entered before for the same contract and chooser are kept.
func (s *Screen) OnCards() {
	e := *s.panel.Entry()
	c := s.Cards
	if c == nil || !c.ForCell(s.sheet, e) {
		fresh, err := entry.NewCoiffeurCards(s.sheet, e)
		if err != nil {
			s.Host.ShowError(err)
			return
		}
		c = &fresh
	} else if err := c.BindCell(s.sheet, e); err != nil {
		s.Host.ShowError(err)
		return
	}
	s.OpenCards(c, -1, func(p entry.CardsPreview) string { return s.previewText(p.Cell) }, func(seat int) (int, string) {
		col := s.sheet.ColumnOf(seat)
		return col, s.columnNames()[col]
	})
}

// LastContract is the contract of the last deal of g, "" before the first.
func LastContract(g *gamefile.Game) string {
	if n := len(g.Coiffeur); n > 0 {
		return g.Coiffeur[n-1].Contract.String()
	}
	return ""
}
