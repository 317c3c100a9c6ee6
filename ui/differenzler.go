package ui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/board"
	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
)

// Slot shares of the Differenzler panel rows that are not evenly divided.
var (
	diffWriteRowWeights = []float32{1, 1.4, 1.7} // Cancel (while correcting), Card by card, Write the predictions
	// diffTrumpWeights give the longer suit names a little more room: Spades, Hearts, Diamonds, Clubs.
	diffTrumpWeights = []float32{1.05, 0.95, 1.15, 0.85}
)

// differenzlerScreen is the Differenzler sheet with its entry panel: the dealer shows trump,
// the players predict from Vorhand to the dealer, the predictions are written as the pending
// deal, and after play the points complete it. The rules live in ui/entry and tally.
type differenzlerScreen struct {
	ui    *UI
	view  *persistence.GameView
	rules tally.Rules
	sheet *tally.DifferenzlerSheet
	table board.DifferenzlerTable
	panel entry.DifferenzlerPanel
	root  fyne.CanvasObject
	saver *draftSaver
	entryLines
	reopened bool // the players reopened a finished evening to correct it

	board     *DifferenzlerSheetWidget
	title     *widget.Label
	history   *widget.Button
	undo      *widget.Button
	redo      *widget.Button
	home      *widget.Button
	dealer    *slotButton
	trumps    map[string]*slotButton
	predicted []*slotButton // per seat
	points    []*slotButton // per seat
	pad       [10]*slotButton
	backspace *slotButton
	clear     *slotButton
	next      *slotButton
	cancel    *slotButton
	byCards   *slotButton  // switches the points of the pending deal to card-by-card entry
	cards     *entry.Cards // the pending deal entered card by card, kept while the pad shows
}

func newDifferenzlerScreen(u *UI, v *persistence.GameView) *differenzlerScreen {
	s := &differenzlerScreen{ui: u, trumps: map[string]*slotButton{}, entryLines: entryLines{win: u.win}}
	s.board = NewDifferenzlerSheetWidget()
	s.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.title.Truncation = fyne.TextTruncateEllipsis
	s.home = widget.NewButtonWithIcon("", theme.HomeIcon(), s.onHome)
	s.undo = widget.NewButtonWithIcon(lang.X("game.undo", "Undo"), theme.ContentUndoIcon(), s.onUndo)
	s.redo = widget.NewButtonWithIcon(lang.X("game.redo", "Redo"), theme.ContentRedoIcon(), s.onRedo)
	s.history = widget.NewButtonWithIcon(lang.X("game.history", "Deals"), theme.ListIcon(), s.showHistory)

	s.dealer = newSlotButton("", theme.AccountIcon(), s.onDealer)
	for _, k := range entry.DifferenzlerTrumps {
		s.trumps[k] = newSlotButton("", nil, func() { s.onTrump(k) })
	}
	for d := range 10 {
		s.pad[d] = newSlotButton(strconv.Itoa(d), nil, func() { s.onDigit(d) })
	}
	s.backspace = newSlotButton("", theme.NavigateBackIcon(), s.onBackspace)
	s.clear = newSlotButton("C", nil, s.onClear)
	s.status = newSlotButton("", nil, s.onStatus)
	s.message = newSlotButton("", nil, s.onMessage)
	s.message.Importance = widget.DangerImportance
	s.next = newSlotButton(lang.X("diff.next", "Next player"), theme.NavigateNextIcon(), s.onNext)
	s.write = newSlotButton(lang.X("game.write", "Write"), theme.ConfirmIcon(), s.onWrite)
	s.write.IconOptional = true
	s.cancel = newSlotButton(lang.X("game.cancelCorrection", "Cancel"), theme.CancelIcon(), s.onCancel)
	s.cancel.IconOptional = true
	s.byCards = newSlotButton(lang.X("cards.open", "Card by card"), nil, s.onCards)

	s.saver = newDraftSaver(func(b []byte) error { return u.store.SaveDraft(v.ID, b) }, s.onDraftSaved)
	s.load(v)
	for p := range len(v.File.Players) {
		s.predicted = append(s.predicted, newSlotButton("", nil, func() { s.onSelect(entry.FieldPrediction, p) }))
		s.points = append(s.points, newSlotButton("", nil, func() { s.onSelect(entry.FieldPoints, p) }))
	}
	s.panel = entry.NewDifferenzlerPanel(s.restoreDraft())
	s.restoreCards()
	s.root = s.layout()
	s.refresh()
	return s
}

// content is the screen's root object.
func (s *differenzlerScreen) content() fyne.CanvasObject { return s.root }

// show installs the keyboard: digits type, Enter writes or moves to the next player, Tab moves
// to the next player, Backspace deletes, Escape cancels a correction, Ctrl+Z undoes and
// Ctrl+Shift+Z redoes.
func (s *differenzlerScreen) show(k *screenKeys) {
	gameKeys{typed: s.onRune, key: s.onKey, undo: s.undo, redo: s.redo, onUndo: s.onUndo, onRedo: s.onRedo}.install(k)
}

// close writes the last draft; a correction not written is dropped.
func (s *differenzlerScreen) close() { s.saver.Flush() }

// load takes a new view of the game and replays its sheet.
func (s *differenzlerScreen) load(v *persistence.GameView) {
	s.view = v
	s.rules = v.Game.Rules
	sheet, err := tally.NewDifferenzlerSheet(s.rules, len(v.File.Players))
	if err != nil { // the store only keeps games the engine takes
		s.ui.showError(err)
		sheet = &tally.DifferenzlerSheet{Rules: s.rules, Players: len(v.File.Players), Totals: make([]int, len(v.File.Players))}
	}
	for _, d := range v.Game.Differenzler {
		sheet.Add(d)
	}
	s.sheet = sheet
	s.table = board.DifferenzlerFromDeals(sheet, v.File.Players, v.Game.Differenzler)
}

// players is the number of players at the table.
func (s *differenzlerScreen) players() int { return len(s.view.File.Players) }

// pendingIndex is the index of the deal whose predictions are written and points not yet, or -1.
func (s *differenzlerScreen) pendingIndex() int {
	if n := len(s.sheet.Deals); n > 0 && s.sheet.Deals[n-1].Pending {
		return n - 1
	}
	return -1
}

// atTable is the deal at the table as the game stands: the pending deal, or a new one dealt by
// the next seat.
func (s *differenzlerScreen) atTable() entry.Differenzler {
	if i := s.pendingIndex(); i >= 0 {
		return entry.FromDifferenzlerRound(s.view.File.Rounds[i], s.players())
	}
	return entry.NewDifferenzler(s.players(), s.sheet.NextDealer())
}

// restoreDraft brings back a half-written deal if it still fits the game, else the deal at the
// table.
func (s *differenzlerScreen) restoreDraft() entry.Differenzler {
	fresh := s.atTable()
	b, err := s.ui.store.Draft(s.view.ID)
	if err != nil {
		return fresh
	}
	d, ok := entry.UnmarshalDifferenzlerDraft(b, s.players())
	if !ok || d.Written != fresh.Written || d.Scored {
		return fresh
	}
	if len(s.sheet.Deals) > 0 && d.Dealer != fresh.Dealer {
		return fresh
	}
	if d.Written && d.Trump != fresh.Trump {
		return fresh
	}
	return d
}

// layout puts the panel beside the sheet in landscape and under it in portrait; every row has
// a fixed share of the panel and every button a fixed slot in its row.
func (s *differenzlerScreen) layout() fyne.CanvasObject {
	top := newHeader(s.title, s.history, s.undo, s.redo, chartButton(s.ui, s.view.ID, s.board), gameHelpButtons(s.ui, s.view, &s.rules, func() string { return s.panel.Entry().Trump }), s.home)
	var trumps []fyne.CanvasObject
	for _, k := range entry.DifferenzlerTrumps {
		trumps = append(trumps, s.trumps[k])
	}
	var predicted, points []fyne.CanvasObject
	for p := range s.players() {
		predicted = append(predicted, s.predicted[p])
		points = append(points, s.points[p])
	}
	panel := newRows(
		newSlots(s.dealer, s.next),
		newWeightedSlots(diffTrumpWeights, trumps...),
		newSlots(predicted...),
		newSlots(points...),
		newSlots(s.pad[1], s.pad[2], s.pad[3], s.pad[4], s.pad[5], s.pad[6]),
		newSlots(s.pad[7], s.pad[8], s.pad[9], s.pad[0], s.clear, s.backspace),
		s.status,
		s.message,
		newWeightedSlots(diffWriteRowWeights, s.cancel, s.byCards, s.write),
	)
	return container.NewBorder(top, nil, nil, nil, newBoardAndPanel(s.board, panel))
}

// changed shows the entry after a tap and saves the deal at the table as a draft.
func (s *differenzlerScreen) changed() {
	s.refresh()
	s.saver.Save(entry.DraftWithCards(s.panel.Draft(), s.cards))
}

// index is the deal the entry writes: the one corrected, the pending one, or the next.
func (s *differenzlerScreen) index() int {
	if i := s.panel.Correcting(); i >= 0 {
		return i
	}
	if i := s.pendingIndex(); i >= 0 {
		return i
	}
	return len(s.sheet.Deals)
}

// refresh shows the game and the entry as they stand.
func (s *differenzlerScreen) refresh() {
	names := s.view.File.Players
	e := s.panel.Entry()
	correcting := s.panel.Correcting() >= 0
	s.title.SetText(modeName(tally.Differenzler) + " · " + strings.Join(names, " · "))
	enable(s.undo, s.view.CanUndo && !correcting)
	enable(s.redo, s.view.CanRedo && !correcting)

	s.dealer.SetText(fmt.Sprintf(lang.X("diff.dealer", "Deals: %s"), names[e.Dealer]))
	enable(s.dealer, !correcting && len(s.sheet.Deals) == 0 && !e.Written)
	skin := s.ui.Skin()
	for k, b := range s.trumps {
		b.Icon = contractIcon(k, skin)
		b.SetText(contractLabel(k, skin))
		highlight(b, e.Trump == k)
	}
	masked := e.Masked(s.rules.HiddenPredictions)
	pts, ptsErr := e.PointValues()
	for p := range s.players() {
		pred := e.Predictions[p]
		switch {
		case pred == "":
			pred = "–"
		case masked && e.Field == entry.FieldPrediction && e.Seat == p:
			pred = strings.Repeat("•", len(pred)) // the player typing sees his digits counted
		case masked:
			pred = maskedPrediction // the others do not even see how many
		}
		s.predicted[p].SetText(fmt.Sprintf(lang.X("diff.predictionSlot", "%s: %s"), names[p], pred))
		highlight(s.predicted[p], e.Field == entry.FieldPrediction && e.Seat == p && e.Trump != "")
		enable(s.predicted[p], e.Trump != "")

		point := e.Points[p]
		switch {
		case point != "":
		case e.Filled() && ptsErr == nil:
			point = "(" + strconv.Itoa(pts[p]) + ")" // filled in as 157 minus the others
		default:
			point = "–"
		}
		s.points[p].SetText(fmt.Sprintf(lang.X("diff.pointsSlot", "%s = %s"), names[p], point))
		highlight(s.points[p], e.Field == entry.FieldPoints && e.Seat == p)
		enable(s.points[p], e.Written || e.Scored)
	}
	switch {
	case correcting:
		s.write.SetText(lang.X("game.write", "Write"))
	case e.Step() == entry.StepPoints:
		s.write.SetText(lang.X("diff.writePoints", "Write the points"))
	default:
		s.write.SetText(lang.X("diff.writePredictions", "Write the predictions"))
	}
	if correcting {
		s.cancel.Show()
	} else {
		s.cancel.Hide()
	}
	s.refreshCards()
	s.refreshStatus()
	s.refreshSheet()
}

// over reports whether the agreed deals are all scored, so that no new deal may be written.
func (s *differenzlerScreen) over() bool { return s.sheet.Finished() }

// refreshStatus fills the status and message lines and the Write and Next buttons.
func (s *differenzlerScreen) refreshStatus() {
	e := s.panel.Entry()
	fixing := s.panel.Correcting()
	names := s.view.File.Players
	status, msg := "", ""
	p := e.Preview(s.rules, s.view.Game.Differenzler, s.index())
	writable := p.Writable()
	prefix, importance := statusPrefix(fixing)
	var sum *entry.SumError
	var missing *entry.MissingError
	switch {
	case fixing < 0 && s.over():
		status, importance, writable = s.winnerText(), widget.HighImportance, false
		msg = lang.X("diff.isOver", "The evening is over. Undo or correct a deal to play on.")
	case errors.Is(p.Err, entry.ErrNoTrump):
		status = prefix + fmt.Sprintf(lang.X("diff.pickTrump", "%s shows the bottom card: choose trump"), names[e.Dealer])
	case errors.As(p.Err, &missing):
		status = prefix + s.turnText(e)
	case errors.As(p.Err, &sum):
		status, msg = prefix, sumText(sum.Sum)
	case errors.Is(p.Err, entry.ErrPredictionRange):
		status, msg = prefix, lang.X("diff.predictionRange", "A prediction goes from 0 to 157.")
	case errors.Is(p.Err, entry.ErrTooManyPointsOne):
		status, msg = prefix, lang.X("game.tooManyPoints", "Card points go up to 157.")
	case p.Err != nil || len(p.Violations) > 0:
		status, msg = prefix, problemText(p.Err, p.Violations, diffRuleText)
	case p.Score.Pending:
		status = prefix + lang.X("diff.predictionsReady", "Write the predictions, then play the deal")
	default:
		status = prefix + s.penaltyText(p.Score.Penalty)
	}
	s.fill(status, msg, importance, writable)
	order := e.Order()
	enable(s.next, e.Trump != "" && e.Seat != order[len(order)-1])
}

// turnText says whose prediction or points the pad types.
func (s *differenzlerScreen) turnText(e *entry.Differenzler) string {
	name := s.view.File.Players[e.Seat]
	if e.Field == entry.FieldPoints {
		return fmt.Sprintf(lang.X("diff.pointsOf", "Card points of %s"), name)
	}
	if e.Masked(s.rules.HiddenPredictions) {
		return fmt.Sprintf(lang.X("diff.hiddenPredictionOf", "%s types the prediction; it stays hidden"), name)
	}
	return fmt.Sprintf(lang.X("diff.predictionOf", "Prediction of %s"), name)
}

// sumText says by how much the points miss 157.
func sumText(sum int) string {
	if sum < tally.DealPoints {
		return fmt.Sprintf(lang.X("diff.sumShort", "The points add up to %d, %d short of 157."), sum, tally.DealPoints-sum)
	}
	return fmt.Sprintf(lang.X("diff.sumOver", "The points add up to %d, %d over 157."), sum, sum-tally.DealPoints)
}

// penaltyText is what the deal writes per player.
func (s *differenzlerScreen) penaltyText(pen []int) string {
	var parts []string
	for p, name := range s.view.File.Players {
		if p < len(pen) {
			parts = append(parts, fmt.Sprintf("%s %+d", name, pen[p]))
		}
	}
	return lang.X("diff.penalties", "Penalties:") + " " + strings.Join(parts, " · ")
}

// diffRuleText is a Differenzler rule broken, in the players' language.
func diffRuleText(v tally.Violation) string {
	switch v.Rule {
	case tally.RuleDealerOrder:
		return lang.X("diff.dealerOrder", "It was another player's turn to deal.")
	case tally.RuleTooManyDeals:
		return lang.X("diff.tooManyDeals", "The agreed deals are all played.")
	case tally.RuleTrumpMismatch:
		return lang.X("diff.trumpMismatch", "Trump is the suit of the dealer's bottom card.")
	case tally.RulePredictionRange:
		return lang.X("diff.predictionRange", "A prediction goes from 0 to 157.")
	case tally.RulePointsSum:
		return lang.X("diff.pointsSum", "The card points of all players must add up to 157.")
	}
	return RuleText(v)
}

// languageCode is the players' language, e.g. "de", for writing money.
func languageCode() string {
	return baseLanguage(lang.SystemLocale().LanguageString())
}

// ranking is the final or current ranking, one line per player: "1. Anna 12".
func (s *differenzlerScreen) ranking() []string {
	var out []string
	for _, p := range s.table.Ranking {
		out = append(out, fmt.Sprintf("%d. %s %d", s.table.Places[p], s.table.Players[p], s.table.Totals[p]))
	}
	return out
}

// settlement says who pays whom how much, in the players' language and the stake's currency.
func (s *differenzlerScreen) settlement() []string {
	var out []string
	for _, pay := range s.table.Settlement {
		out = append(out, fmt.Sprintf(lang.X("diff.pays", "%s pays %s %s"),
			s.table.Players[pay.From], s.table.Players[pay.To], entry.FormatMoney(pay.Cents, s.rules.Currency, languageCode())))
	}
	return out
}

// winnerText names the winner of a finished evening, or says that the first place is shared.
func (s *differenzlerScreen) winnerText() string {
	if w := s.table.Winner; w >= 0 {
		return fmt.Sprintf(lang.X("diff.winner", "%s wins with %d"), s.table.Players[w], s.table.Totals[w])
	}
	return lang.X("diff.shared", "The first place is shared")
}

// refreshSheet draws the sheet with the line of the deal at the table marked.
func (s *differenzlerScreen) refreshSheet() {
	next := s.index()
	if s.panel.Correcting() < 0 && s.over() {
		next = -1
	}
	var footer []string
	if s.table.Finished {
		footer = s.settlement()
	}
	s.board.SetSheet(s.table, next, footer)
}

// Handlers of the entry panel: each forwards one tap to the entry model.

func (s *differenzlerScreen) onDealer()        { s.panel.Entry().NextDealer(); s.changed() }
func (s *differenzlerScreen) onTrump(k string) { s.panel.Entry().SetTrump(k); s.changed() }
func (s *differenzlerScreen) onSelect(f entry.Field, seat int) {
	s.panel.Entry().Select(f, seat)
	s.changed()
}
func (s *differenzlerScreen) onDigit(d int) {
	if s.panel.Entry().Digit(d) {
		s.changed()
	}
}
func (s *differenzlerScreen) onBackspace() { s.panel.Entry().Backspace(); s.changed() }
func (s *differenzlerScreen) onClear()     { s.panel.Entry().Clear(); s.changed() }
func (s *differenzlerScreen) onNext() {
	if s.panel.Entry().Next() {
		s.changed()
	}
}
func (s *differenzlerScreen) onHome() { s.ui.ShowHome() }

// onStatus shows the whole status line; at the end of the evening the final standing.
func (s *differenzlerScreen) onStatus() {
	switch {
	case s.panel.Correcting() < 0 && s.over():
		s.showWinner()
	case s.status.Text != "":
		dialog.ShowInformation("", s.status.Text, s.ui.win)
	}
}

// onDraftSaved shows a failed draft save in the message line until saving works again.
func (s *differenzlerScreen) onDraftSaved(err error) {
	s.draftErr = err
	s.refreshStatus()
}

func (s *differenzlerScreen) onRune(r rune) {
	if r >= '0' && r <= '9' {
		s.onDigit(int(r - '0'))
	}
}

func (s *differenzlerScreen) onKey(k fyne.KeyName) {
	switch k {
	case fyne.KeyReturn, fyne.KeyEnter:
		if !s.write.Disabled() {
			s.onWrite()
		} else {
			s.onNext()
		}
	case fyne.KeyTab:
		s.onNext()
	case fyne.KeyBackspace:
		s.onBackspace()
	case fyne.KeyEscape:
		if s.panel.Correcting() >= 0 {
			s.onCancel()
		}
	}
}

// onWrite writes the predictions as the pending deal, the points into it, or a correction.
func (s *differenzlerScreen) onWrite() {
	if s.write.Disabled() {
		return
	}
	e := s.panel.Entry()
	if !e.Preview(s.rules, s.view.Game.Differenzler, s.index()).Writable() {
		return
	}
	round, err := e.Round()
	if err != nil {
		return
	}
	fixing := s.panel.Correcting()
	var v *persistence.GameView
	switch {
	case fixing >= 0:
		v, err = s.ui.store.ReplaceRound(s.view.ID, fixing, round)
	case e.Step() == entry.StepPoints && s.pendingIndex() >= 0:
		v, err = s.ui.store.ReplaceRound(s.view.ID, s.pendingIndex(), round)
	default:
		v, err = s.ui.store.AddRound(s.view.ID, round)
	}
	if err != nil {
		s.ui.showError(err)
		return
	}
	s.reopened = false
	s.load(v)
	switch {
	case fixing >= 0:
		s.panel.Cancel()
	case e.Step() == entry.StepPredictions:
		e.PredictionsWritten()
	default:
		s.panel.Restart(s.atTable())
	}
	s.changed()
	s.checkEnd()
}

// onCancel leaves a correction unwritten.
func (s *differenzlerScreen) onCancel() {
	s.panel.Cancel()
	s.changed()
}

func (s *differenzlerScreen) onUndo() {
	if s.panel.Correcting() < 0 {
		s.afterAction(s.ui.store.Undo(s.view.ID))
	}
}

func (s *differenzlerScreen) onRedo() {
	if s.panel.Correcting() < 0 {
		s.afterAction(s.ui.store.Redo(s.view.ID))
	}
}

// afterAction shows the game after an undo or a redo; the deal at the table is taken from the
// game again: the pending deal, or a new deal for the next dealer.
func (s *differenzlerScreen) afterAction(v *persistence.GameView, err error) {
	if err != nil {
		s.ui.showError(err)
		return
	}
	s.reopened = false
	s.load(v)
	s.panel.Restart(s.atTable())
	s.changed()
	s.checkEnd()
}

// checkEnd marks a finished evening and shows the final standing.
func (s *differenzlerScreen) checkEnd() {
	if s.view.Ended { // the action just shown ended the game, and the store marked it finished
		s.showWinner()
		return
	}
	if s.over() && !s.view.Finished && !s.reopened {
		v, err := s.ui.store.SetFinished(s.view.ID, true)
		if err != nil {
			s.ui.showError(err)
			return
		}
		s.load(v)
		s.refresh()
		s.showWinner()
	}
}

// reopen clears the finished mark so that the players can undo or correct deals.
func (s *differenzlerScreen) reopen() {
	v, err := s.ui.store.SetFinished(s.view.ID, false)
	if err != nil {
		s.ui.showError(err)
		return
	}
	s.reopened = true
	s.load(v)
	s.refresh()
}

// showWinner shows the final ranking, with the exact-hit bonus in the totals, and the
// settlement.
func (s *differenzlerScreen) showWinner() {
	var d dialog.Dialog
	lines := []fyne.CanvasObject{widget.NewLabelWithStyle(s.winnerText(), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})}
	for _, r := range s.ranking() {
		lines = append(lines, widget.NewLabel(r))
	}
	for _, p := range s.settlement() {
		lines = append(lines, widget.NewLabel(p))
	}
	reopen := widget.NewButton(lang.X("game.reopen", "Reopen the game"), func() {
		d.Hide()
		s.reopen()
	})
	newGame := widget.NewButton(lang.X("home.new", "New game"), func() {
		d.Hide()
		s.ui.ShowNewGame()
	})
	lines = append(lines, reopen, newGame)
	d = dialog.NewCustom(lang.X("diff.over", "The evening is over"), lang.X("dialog.close", "Close"), container.NewVBox(lines...), s.ui.win)
	d.Show()
}

// dealLine describes one written deal for the list of deals.
func (s *differenzlerScreen) dealLine(i int) string {
	l := s.table.Lines[i]
	head := strconv.Itoa(l.Deal) + "."
	if l.Trump != "" {
		head += " " + contractText(l.Trump, s.ui.Skin())
	}
	if l.Dealer >= 0 {
		head += " · " + fmt.Sprintf(lang.X("diff.dealer", "Deals: %s"), s.table.Players[l.Dealer])
	}
	parts := []string{head}
	for p, name := range s.table.Players {
		pred := maskedPrediction
		if l.Predictions[p] != nil {
			pred = strconv.Itoa(*l.Predictions[p])
		}
		if l.Pending {
			parts = append(parts, name+" "+pred)
		} else {
			parts = append(parts, fmt.Sprintf("%s %s/%d %+d", name, pred, l.Actual[p], l.Penalty[p]))
		}
	}
	return strings.Join(parts, " · ")
}

// showHistory lists every deal; a scored deal can be opened, corrected and written again.
func (s *differenzlerScreen) showHistory() {
	var d dialog.Dialog
	list := widget.NewList(
		func() int { return len(s.table.Lines) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Wrapping = fyne.TextWrapWord
			edit := widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), nil)
			return container.NewBorder(nil, nil, nil, edit, l)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			row.Objects[0].(*widget.Label).SetText(s.dealLine(i))
			edit := row.Objects[1].(*widget.Button)
			enable(edit, !s.table.Lines[i].Pending)
			edit.OnTapped = func() {
				d.Hide()
				s.editDeal(i)
			}
		})
	d = dialog.NewCustom(lang.X("game.history", "Deals"), lang.X("dialog.close", "Close"), container.NewStack(list), s.ui.win)
	d.Resize(fyne.NewSize(s.ui.win.Canvas().Size().Width*0.9, s.ui.win.Canvas().Size().Height*0.85))
	d.Show()
}

// editDeal opens a scored deal for correction; the deal at the table waits aside. A deal
// entered card by card is corrected as points, from what the engine counted.
func (s *differenzlerScreen) editDeal(i int) {
	if i < 0 || i >= len(s.view.File.Rounds) || s.sheet.Deals[i].Pending {
		return
	}
	r := s.view.File.Rounds[i]
	if r.Tricks != nil {
		r = gamefile.Round{Dealer: r.Dealer, Trump: r.Trump, Predictions: r.Predictions, Points: s.sheet.Deals[i].Actual}
	}
	s.panel.Correct(r, i, s.players())
	s.changed()
}
