// Package differenzler is the Differenzler's game screen: its entry panel (dealer, trump, a
// prediction and the points per player) and its chalk sheet, added to the game screen every mode
// shares (ui/game).
package differenzler

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
	"github.com/jasstafel/jasstafel/ui/numbers"
	"github.com/jasstafel/jasstafel/ui/referee"
)

// Slot shares of the Differenzler panel rows that are not evenly divided.
var (
	diffWriteRowWeights = []float32{1, 1.4, 1.7} // Cancel (while correcting), Card by card, Write the predictions
	// diffTrumpWeights give the longer suit names a little more room: Spades, Hearts, Diamonds, Clubs.
	diffTrumpWeights = []float32{1.05, 0.95, 1.15, 0.85}
)

// Screen is the Differenzler sheet with its entry panel: the dealer shows trump,
// the players predict from Vorhand to the dealer, the predictions are written as the pending
// deal, and after play the points complete it. The rules live in ui/entry and tally.
type Screen struct {
	game.Screen
	sheet *tally.DifferenzlerSheet
	table board.DifferenzlerTable
	panel entry.Panel[entry.Differenzler]

	board     *SheetWidget
	history   *widget.Button
	forecast  *widget.Button // the forecast of a hand in the trump shown
	dealer    *kit.SlotButton
	trumps    map[string]*kit.SlotButton
	predicted []*kit.SlotButton // per seat
	points    []*kit.SlotButton // per seat
	pad       [10]*kit.SlotButton
	backspace *kit.SlotButton
	clear     *kit.SlotButton
	next      *kit.SlotButton
}

// Label is the mode's name in the players' language.
func Label() string { return lang.X("mode.differenzler", "Differenzler") }

// New opens the Differenzler evening of v in host h, writing to store.
func New(h game.Host, store game.Store, v *persistence.GameView) *Screen {
	s := &Screen{trumps: map[string]*kit.SlotButton{}}
	s.board = NewSheetWidget()
	s.history = widget.NewButtonWithIcon(lang.X("game.history", "Deals"), theme.ListIcon(), s.showHistory)
	s.forecast = widget.NewButtonWithIcon(lang.X("forecast.open", "Forecast"), forecast.Icon(), s.onForecast)

	s.dealer = kit.NewSlotButton("", theme.AccountIcon(), s.onDealer)
	for _, k := range entry.DifferenzlerTrumps {
		s.trumps[k] = kit.NewSlotButton("", nil, func() { s.onTrump(k) })
		s.trumps[k].SignOnly = true // the suit's sign alone where its name would break
	}
	for d := range 10 {
		s.pad[d] = kit.NewSlotButton(strconv.Itoa(d), nil, func() { s.OnDigit(d) })
	}
	s.backspace = kit.NewSlotButton("", theme.NavigateBackIcon(), s.OnBackspace)
	s.clear = kit.NewSlotButton("C", nil, s.onClear)
	s.next = kit.NewSlotButton(lang.X("diff.next", "Next player"), theme.NavigateNextIcon(), s.onNext)

	s.Init(h, store, v, s)
	for p := range len(v.File.Players) {
		s.predicted = append(s.predicted, kit.NewSlotButton("", nil, func() { s.onSelect(entry.FieldPrediction, p) }))
		s.points = append(s.points, kit.NewSlotButton("", nil, func() { s.onSelect(entry.FieldPoints, p) }))
	}
	s.panel = entry.NewPanel(s.restoreDraft())
	s.RestoreCards()
	s.Root = s.layout()
	s.Refresh()
	return s
}

// Load takes the game's sheet as the store scored it: the view's own copy (GameView.Engine), so
// that a write costs no replay of the game. Only a game the engine cannot set up has none.
func (s *Screen) Load(v *persistence.GameView) {
	sheet := v.Engine().Differenzler
	if sheet == nil {
		var err error
		sheet, err = tally.NewDifferenzlerSheet(s.Rules, len(v.File.Players))
		if err != nil { // the store only keeps games the engine takes
			s.Host.ShowError(err)
			sheet = &tally.DifferenzlerSheet{Rules: s.Rules, Players: len(v.File.Players), Totals: make([]int, len(v.File.Players))}
		}
		for _, d := range v.Game.Differenzler {
			sheet.Add(d)
		}
	}
	s.sheet = sheet
	s.table = board.DifferenzlerFromDeals(sheet, v.File.Players, v.Game.Differenzler)
}

func (s *Screen) Correcting() int   { return s.panel.Correcting() }
func (s *Screen) CancelCorrection() { s.panel.Cancel() }
func (s *Screen) Draft() []byte     { return s.panel.Draft() }
func (s *Screen) BlankDraft() []byte {
	return s.atTable().MarshalDraft()
}

// EntryRound is the entry as the deal to write: a correction, the points of the pending deal,
// or the predictions of a new one.
func (s *Screen) EntryRound() (gamefile.Round, int, bool) {
	e := s.panel.Entry()
	round, err := e.Round()
	index := s.panel.Correcting()
	if index < 0 && e.Step() == entry.StepPoints {
		index = s.pendingIndex()
	}
	return round, index, err == nil && e.Preview(s.Rules, s.View.Game.Differenzler, s.index()).Writable()
}

// Written returns from a correction to the deal at the table, waits for the points of the
// predictions written, or puts the next deal at the table.
func (s *Screen) Written() {
	s.panel.Written(nil, func(d entry.Differenzler) entry.Differenzler {
		if d.Step() == entry.StepPredictions {
			d.PredictionsWritten()
			return d
		}
		return s.atTable()
	})
}

// Keep gives the deal at the table back as typed where it still fits the game, else takes it
// from the game: the pending deal, or a new deal for the next dealer.
func (s *Screen) Keep() {
	s.panel.Keep(func(d entry.Differenzler) entry.Differenzler {
		return entry.FitDifferenzler(d, s.atTable(), len(s.sheet.Deals) > 0)
	})
}

// Ending is the final ranking, with the exact-hit bonus in the totals, and the settlement.
func (s *Screen) Ending() (string, string, []string) {
	return lang.X("diff.over", "The evening is over"), s.winnerText(), append(s.ranking(), s.settlement()...)
}

// ModeKey: Enter, when there is nothing to write, and Tab move to the next player.
func (s *Screen) ModeKey(k fyne.KeyName) {
	if k == fyne.KeyReturn || k == fyne.KeyEnter || k == fyne.KeyTab {
		s.onNext()
	}
}

// players is the number of players at the table.
func (s *Screen) players() int { return len(s.View.File.Players) }

// pendingIndex is the index of the deal whose predictions are written and points not yet, or -1.
func (s *Screen) pendingIndex() int {
	if n := len(s.sheet.Deals); n > 0 && s.sheet.Deals[n-1].Pending {
		return n - 1
	}
	return -1
}

// atTable is the deal at the table as the game stands: the pending deal, or a new one dealt by
// the next seat.
func (s *Screen) atTable() entry.Differenzler {
	if i := s.pendingIndex(); i >= 0 {
		return entry.FromDifferenzlerRound(s.View.File.Rounds[i], s.players())
	}
	return entry.NewDifferenzler(s.players(), s.sheet.NextDealer())
}

// restoreDraft brings back a half-written deal if it still fits the game, else the deal at the
// table.
func (s *Screen) restoreDraft() entry.Differenzler {
	fresh := s.atTable()
	b, err := s.Store.Draft(s.View.ID)
	if err != nil {
		return fresh
	}
	d, ok := entry.UnmarshalDifferenzlerDraft(b, s.players())
	if !ok {
		return fresh
	}
	return entry.FitDifferenzler(d, fresh, len(s.sheet.Deals) > 0)
}

// layout puts the panel beside the sheet in landscape and under it in portrait; every row has
// a fixed share of the panel and every button a fixed slot in its row.
func (s *Screen) layout() fyne.CanvasObject {
	top := s.Header(s.board, func() string { return s.panel.Entry().Trump }, s.history, s.forecast)
	var trumps []fyne.CanvasObject
	for _, k := range entry.DifferenzlerTrumps {
		trumps = append(trumps, s.trumps[k])
	}
	var predicted, points []fyne.CanvasObject
	for p := range s.players() {
		predicted = append(predicted, s.predicted[p])
		points = append(points, s.points[p])
	}
	// Each player's prediction above his points: the two rows in letters of one size.
	predictedRow, pointsRow := kit.NewSlots(predicted...), kit.NewSlots(points...)
	kit.ShareLetters(predictedRow, pointsRow)
	// Sideways on a phone the panel goes into two columns: what is said of the deal on the left,
	// the number pad with its status and Write on the right.
	panel := kit.NewPanelRowsSplit(4,
		kit.NewSlots(s.dealer, s.next),
		kit.NewWeightedSlots(diffTrumpWeights, trumps...),
		predictedRow,
		pointsRow,
		kit.NewSlots(s.pad[1], s.pad[2], s.pad[3], s.pad[4], s.pad[5], s.pad[6]),
		kit.NewSlots(s.pad[7], s.pad[8], s.pad[9], s.pad[0], s.clear, s.backspace),
		s.Status,
		s.Message,
		kit.NewWeightedSlots(diffWriteRowWeights, s.CancelButton, s.ByCards, s.WriteButton),
	)
	return container.NewBorder(top, nil, nil, nil, kit.NewBoardAndPanel(s.board, panel))
}

// index is the deal the entry writes: the one corrected, the pending one, or the next.
func (s *Screen) index() int {
	if i := s.panel.Correcting(); i >= 0 {
		return i
	}
	if i := s.pendingIndex(); i >= 0 {
		return i
	}
	return len(s.sheet.Deals)
}

// RefreshPanel shows the game and the entry as they stand.
func (s *Screen) RefreshPanel() {
	names := s.View.File.Players
	e := s.panel.Entry()
	correcting := s.panel.Correcting() >= 0
	s.Title.SetText(Label() + " · " + kit.JoinNames(names, " · "))

	s.dealer.SetText(kit.Sprintf(lang.X("diff.dealer", "Deals: %s"), names[e.Dealer]))
	kit.Enable(s.dealer, !correcting && len(s.sheet.Deals) == 0 && !e.Written)
	_, trumpShown := s.forecastTrump()
	kit.Enable(s.forecast, trumpShown)
	skin := s.Host.Skin()
	for k, b := range s.trumps {
		b.Icon = kit.ContractIcon(k, skin)
		b.SetText(kit.ContractLabel(k, skin))
		kit.Highlight(b, e.Trump == k)
	}
	masked := e.Masked(s.Rules.HiddenPredictions)
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
		s.predicted[p].SetText(kit.LabelValue(names[p], pred))
		kit.Highlight(s.predicted[p], e.Field == entry.FieldPrediction && e.Seat == p && e.Trump != "")
		kit.Enable(s.predicted[p], e.Trump != "")

		point := e.Points[p]
		switch {
		case point != "":
		case e.Filled() && ptsErr == nil:
			point = "(" + strconv.Itoa(pts[p]) + ")" // filled in as 157 minus the others
		default:
			point = "–"
		}
		s.points[p].SetText(kit.Sprintf(lang.X("diff.pointsSlot", "%s = %s"), names[p], point))
		kit.Highlight(s.points[p], e.Field == entry.FieldPoints && e.Seat == p)
		kit.Enable(s.points[p], e.Written || e.Scored)
	}
	switch {
	case correcting:
		s.WriteButton.SetText(lang.X("game.write", "Write"))
	case e.Step() == entry.StepPoints:
		s.WriteButton.SetText(lang.X("diff.writePoints", "Write the points"))
	default:
		s.WriteButton.SetText(lang.X("diff.writePredictions", "Write the predictions"))
	}
	s.refreshCards()
	s.RefreshStatus()
	s.refreshSheet()
}

// Over reports whether the agreed deals are all scored, so that no new deal may be written.
func (s *Screen) Over() bool { return s.sheet.Finished() }

// RefreshStatus fills the status and message lines and the Write and Next buttons.
func (s *Screen) RefreshStatus() {
	e := s.panel.Entry()
	fixing := s.panel.Correcting()
	names := s.View.File.Players
	status, msg := "", ""
	p := e.Preview(s.Rules, s.View.Game.Differenzler, s.index())
	writable := p.Writable()
	prefix, importance := game.StatusPrefix(fixing)
	var sum *entry.SumError
	var missing *entry.MissingError
	fill := s.Fill // an ended evening is a note, anything else in the message line a problem
	switch {
	case fixing < 0 && s.Over():
		status, importance, writable = s.winnerText(), widget.HighImportance, false
		msg, fill = lang.X("diff.isOver", "The evening is over. Undo or correct a deal to play on."), s.Note
	case errors.Is(p.Err, entry.ErrNoTrump):
		status = prefix + kit.Sprintf(lang.X("diff.pickTrump", "%s shows the bottom card: choose trump"), names[e.Dealer])
	case errors.As(p.Err, &missing):
		status = prefix + s.turnText(e)
	case errors.As(p.Err, &sum):
		status, msg = prefix, sumText(sum.Sum)
	case errors.Is(p.Err, entry.ErrPredictionRange):
		status, msg = prefix, lang.X("diff.predictionRange", "A prediction goes from 0 to 157.")
	case errors.Is(p.Err, entry.ErrTooManyPointsOne):
		status, msg = prefix, lang.X("game.tooManyPoints", "Card points go up to 157.")
	case p.Err != nil || len(p.Violations) > 0:
		status, msg = prefix, game.ProblemText(p.Err, p.Violations, diffRuleText)
	case p.Score.Pending:
		status = prefix + lang.X("diff.predictionsReady", "Write the predictions, then play the deal")
	default:
		status = prefix + s.penaltyText(p.Score.Penalty)
	}
	fill(status, msg, importance, writable)
	order := e.Order()
	kit.Enable(s.next, e.Trump != "" && e.Seat != order[len(order)-1])
}

// turnText says whose prediction or points the pad types.
func (s *Screen) turnText(e *entry.Differenzler) string {
	name := s.View.File.Players[e.Seat]
	if e.Field == entry.FieldPoints {
		return kit.Sprintf(lang.X("diff.pointsOf", "Card points of %s"), name)
	}
	if e.Masked(s.Rules.HiddenPredictions) {
		return kit.Sprintf(lang.X("diff.hiddenPredictionOf", "%s types the prediction; it stays hidden"), name)
	}
	return kit.Sprintf(lang.X("diff.predictionOf", "Prediction of %s"), name)
}

// sumText says by how much the points miss 157.
func sumText(sum int) string {
	if sum < tally.DealPoints {
		return kit.Sprintf(lang.X("diff.sumShort", "The points add up to %d, %d short of 157."), sum, tally.DealPoints-sum)
	}
	return kit.Sprintf(lang.X("diff.sumOver", "The points add up to %d, %d over 157."), sum, sum-tally.DealPoints)
}

// penaltyText is what the deal writes per player.
func (s *Screen) penaltyText(pen []int) string {
	var parts []string
	for p, name := range s.View.File.Players {
		if p < len(pen) {
			parts = append(parts, fmt.Sprintf("%s %+d", kit.Isolated(name), pen[p]))
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
	return referee.RuleText(v)
}

// ranking is the final or current ranking, one line per player: "1. Anna 12".
func (s *Screen) ranking() []string {
	var out []string
	for _, p := range s.table.Ranking {
		out = append(out, fmt.Sprintf("%d. %s %d", s.table.Places[p], kit.Isolated(s.table.Players[p]), s.table.Totals[p]))
	}
	return out
}

// settlement says who pays whom how much, in the players' language and the stake's currency.
func (s *Screen) settlement() []string {
	var out []string
	for _, pay := range s.table.Settlement {
		out = append(out, kit.Sprintf(lang.X("diff.pays", "%s pays %s %s"),
			s.table.Players[pay.From], s.table.Players[pay.To], numbers.Money(pay.Cents, s.Rules.Currency, kit.NumberLocale())))
	}
	return out
}

// winnerText names the winner of a finished evening, or says that the first place is shared.
func (s *Screen) winnerText() string {
	if w := s.table.Winner; w >= 0 {
		return kit.Sprintf(lang.X("diff.winner", "%s wins with %d"), s.table.Players[w], s.table.Totals[w])
	}
	return lang.X("diff.shared", "The first place is shared")
}

// refreshSheet draws the sheet with the line of the deal at the table marked.
func (s *Screen) refreshSheet() {
	next := s.index()
	if s.panel.Correcting() < 0 && s.Over() {
		next = -1
	}
	var footer []string
	if s.table.Finished {
		footer = s.settlement()
	}
	s.board.SetSheet(s.table, next, footer)
}

// Handlers of the entry panel: each forwards one tap to the entry model.

func (s *Screen) onDealer()        { s.panel.Entry().NextDealer(); s.Changed() }
func (s *Screen) onTrump(k string) { s.panel.Entry().SetTrump(k); s.Changed() }
func (s *Screen) onSelect(f entry.Field, seat int) {
	s.panel.Entry().Select(f, seat)
	s.Changed()
}
func (s *Screen) OnDigit(d int) {
	if s.panel.Entry().Digit(d) {
		s.Changed()
	}
}
func (s *Screen) OnBackspace() { s.panel.Entry().Backspace(); s.Changed() }
func (s *Screen) onClear()     { s.panel.Entry().Clear(); s.Changed() }
func (s *Screen) onNext() {
	if s.panel.Entry().Next() {
		s.Changed()
	}
}

// dealLine describes one written deal for the list of deals.
func (s *Screen) dealLine(i int) string {
	l := s.table.Lines[i]
	head := strconv.Itoa(l.Deal) + "."
	if l.Trump != "" {
		head += " " + kit.ContractText(l.Trump, s.Host.Skin())
	}
	if l.Dealer >= 0 {
		head += " · " + kit.Sprintf(lang.X("diff.dealer", "Deals: %s"), s.table.Players[l.Dealer])
	}
	parts := []string{head}
	for p, name := range s.table.Players {
		pred := maskedPrediction
		if l.Predictions[p] != nil {
			pred = strconv.Itoa(*l.Predictions[p])
		}
		if l.Pending {
			parts = append(parts, kit.Isolated(name)+" "+pred)
		} else {
			parts = append(parts, fmt.Sprintf("%s %s/%d %+d", kit.Isolated(name), pred, l.Actual[p], l.Penalty[p]))
		}
	}
	return strings.Join(parts, " · ")
}

// showHistory lists every deal; a scored deal can be opened, corrected and written again.
func (s *Screen) showHistory() {
	s.ShowDeals(len(s.table.Lines), s.dealLine, func(i int) bool { return !s.table.Lines[i].Pending }, s.editDeal, nil, nil)
}

// editDeal opens a scored deal for correction; the deal at the table waits aside. A deal
// entered card by card is corrected as points, from what the engine counted. A finished evening
// is reopened.
func (s *Screen) editDeal(i int) {
	if i < 0 || i >= len(s.View.File.Rounds) || s.sheet.Deals[i].Pending || !s.OpenFinished() {
		return
	}
	r := s.View.File.Rounds[i]
	if r.Tricks != nil {
		r = gamefile.Round{Dealer: r.Dealer, Trump: r.Trump, Predictions: r.Predictions, Points: s.sheet.Deals[i].Actual}
	}
	s.panel.Correct(entry.FromDifferenzlerRound(r, s.players()), i)
	s.Changed()
}

// pendingCards starts the card entry of the pending deal (predictions written), or keeps the
// one under way for it. It returns nil when no deal waits for its points.
func (s *Screen) pendingCards() *entry.Cards {
	i := s.pendingIndex()
	if i < 0 || s.panel.Correcting() >= 0 {
		return nil
	}
	r := s.View.File.Rounds[i]
	if r.Dealer == nil {
		return nil
	}
	if c := s.Cards; c != nil && c.Dealer == *r.Dealer && c.Contract == r.Trump && slices.Equal(c.Predictions, r.Predictions) {
		return c
	}
	c, err := entry.NewDifferenzlerCards(s.Rules, r.Trump, *r.Dealer, r.Predictions)
	if err != nil {
		return nil
	}
	return &c
}

// refreshCards offers card-by-card entry once the predictions are written.
func (s *Screen) refreshCards() {
	c := s.pendingCards()
	if c != s.Cards {
		s.OfferCards(nil, c != nil)
		return
	}
	s.OfferCards(c, c != nil)
}

// OnCards opens the card entry for the pending deal: each player's points come out of the tricks.
func (s *Screen) OnCards() {
	if c := s.pendingCards(); c != nil {
		s.OpenCards(c, s.pendingIndex(), nil, nil)
	}
}

// LastContract is the trump of the last deal of g, "" before the first.
func LastContract(g *gamefile.Game) string {
	if n := len(g.Differenzler); n > 0 {
		return g.Differenzler[n-1].Trump.String()
	}
	return ""
}
