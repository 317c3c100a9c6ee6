// Package schieber is the Schieber's game screen: its entry panel (Vorhand, the contract, the
// points, Weis, Stöck, Match), the declaration of Weis, the list of deals and the Z-board
// (ui/kit), added to the game screen every mode shares (ui/game).
package schieber

import (
	"fmt"
	"slices"
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
	"github.com/jasstafel/jasstafel/ui/game"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// Slot shares of the panel rows that are not evenly divided.
var (
	vorhandRowWeights = []float32{1, 1}             // Vorhand's name, Pushed (partner chose)
	writeRowWeights   = []float32{1.1, 1, 1.6, 1.1} // Declare Weis, Cancel (while correcting), Card by card, Write
	matchRowWeights   = []float32{1, 1, 1}          // Match, Kontermatsch, stopped at the target
)

// Screen is the Schieber board with its entry panel: the screen a table looks at all
// evening. It shows the entry model and forwards taps to it; the rules live in ui/entry and tally.
type Screen struct {
	game.Screen
	state    tally.SchieberState
	panel    entry.Panel[entry.Schieber]
	view0    board.View // the view the game's rules open the board with
	asDigits bool       // the Digits toggle of this screen

	board     *kit.ZBoardWidget
	digits    *widget.Button
	history   *widget.Button
	analysis  *widget.Button // the analysis of the last deal entered card by card
	vorhand   *kit.SlotButton
	pushed    *kit.SlotButton
	ended     *kit.SlotButton
	contracts map[string]*kit.SlotButton
	order     []string // the contracts playable under the rules, in button order
	teamPad   [2]*kit.SlotButton
	pad       [10]*kit.SlotButton
	backspace *kit.SlotButton
	clear     *kit.SlotButton
	match     *kit.SlotButton
	konter    *kit.SlotButton
	weisFor   [2]*kit.SlotButton // which team the Weis buttons write for
	weis      []*kit.SlotButton
	weisClear *kit.SlotButton
	declare   *kit.SlotButton // opens the panel on which the players declare their Weis
	stoeck    [2]*kit.SlotButton
}

// Label is the mode's name in the players' language.
func Label() string { return lang.X("mode.schieber", "Schieber") }

// New opens the Schieber game of v in host h, writing to store.
func New(h game.Host, store game.Store, v *persistence.GameView) *Screen {
	s := &Screen{contracts: map[string]*kit.SlotButton{}}
	s.board = kit.NewZBoardWidget()
	s.history = widget.NewButtonWithIcon(lang.X("game.history", "Deals"), theme.ListIcon(), s.showHistory)
	s.digits = widget.NewButtonWithIcon(lang.X("game.digits", "Digits"), theme.VisibilityIcon(), s.onDigits)
	s.analysis = widget.NewButtonWithIcon(lang.X("analysis.open", "Analysis"), game.AnalysisIcon(), s.onSolver)

	s.vorhand = kit.NewSlotButton("", theme.AccountIcon(), s.onVorhand)
	s.pushed = kit.NewSlotButton(lang.X("game.pushed", "Pushed (partner chose)"), nil, s.onPushed)
	s.ended = kit.NewSlotButton(lang.X("game.ended", "Target reached"), nil, s.onEnded)
	for t := range 2 {
		s.teamPad[t] = kit.NewSlotButton("", nil, func() { s.onTeam(t) })
		s.weisFor[t] = kit.NewSlotButton("", nil, func() { s.onWeisTeam(t) })
		s.stoeck[t] = kit.NewSlotButton(lang.X("game.stoeck", "Stöck")+" "+kit.TeamLabel(t), nil, func() { s.onStoeck(t) })
	}
	for _, w := range game.WeisValues {
		s.weis = append(s.weis, kit.NewSlotButton("+"+strconv.Itoa(w), nil, func() { s.onWeis(w) }))
	}
	s.weisClear = kit.NewSlotButton("", theme.ContentClearIcon(), s.onWeisClear)
	s.declare = kit.NewSlotButton(lang.X("weis.declare", "Declare"), nil, s.onDeclare)
	for d := range 10 {
		s.pad[d] = kit.NewSlotButton(strconv.Itoa(d), nil, func() { s.OnDigit(d) })
	}
	s.backspace = kit.NewSlotButton("", theme.NavigateBackIcon(), s.OnBackspace)
	s.clear = kit.NewSlotButton("C", nil, s.onClear)
	s.match = kit.NewSlotButton(lang.X("game.match", "Match"), nil, s.onMatch)
	s.konter = kit.NewSlotButton(lang.X("game.kontermatsch", "Kontermatsch"), nil, s.onKontermatsch)

	s.view0 = board.View(v.Game.Rules.BoardView)
	s.asDigits = s.view0 == "digits"
	s.Init(h, store, v, s)
	s.panel = entry.NewPanel(s.restoreDraft())
	s.RestoreCards()
	s.order = entry.Contracts(s.Rules)
	for _, k := range s.order {
		s.contracts[k] = kit.NewSlotButton("", nil, func() { s.onContract(k) })
	}
	s.Root = s.layout()
	s.greyUncounted()
	s.Refresh()
	return s
}

// greyUncounted greys the buttons of what the game's rules do not count (weis=off, stoeck=false):
// they keep their places, as every control of the panel does. A half-written deal kept from
// before loses what it can no longer hold, which no greyed button could take away.
func (s *Screen) greyUncounted() {
	weis, stoeck := entry.Counts(tally.Schieber, s.Rules)
	if !weis {
		for _, b := range append([]*kit.SlotButton{s.weisFor[0], s.weisFor[1], s.weisClear, s.declare}, s.weis...) {
			b.Disable()
		}
	}
	if !stoeck {
		s.stoeck[0].Disable()
		s.stoeck[1].Disable()
	}
	s.panel.Entry().DropUncounted(s.Rules)
}

// Load takes the game's state as the store scored it: the view's own copy (GameView.Engine),
// so that a write costs no replay of the game.
func (s *Screen) Load(v *persistence.GameView) {
	if st := v.Engine().Schieber; st != nil {
		s.state = *st
		return
	}
	s.state = tally.ReplaySchieber(s.Rules, v.Game.Schieber)
}

func (s *Screen) Correcting() int   { return s.panel.Correcting() }
func (s *Screen) CancelCorrection() { s.panel.Cancel() }
func (s *Screen) Draft() []byte     { return s.panel.Draft() }
func (s *Screen) BlankDraft() []byte {
	return entry.NewSchieber(s.nextVorhand(0)).MarshalDraft()
}

// EntryRound is the entry as a deal, while the preview allows it to be written.
func (s *Screen) EntryRound() (gamefile.Round, int, bool) {
	e := s.panel.Entry()
	round, err := e.Round()
	return round, s.panel.Correcting(), err == nil && e.Preview(s.Rules).Writable()
}

// Written returns from a correction to the new deal, or starts the next deal for the next
// Vorhand: the seat after the written deal's, as the engine counts, whether the deal was typed or
// entered card by card.
func (s *Screen) Written() {
	s.panel.Written(nil, func(d entry.Schieber) entry.Schieber { return entry.NewSchieber(s.nextVorhand((d.Vorhand + 1) % 4)) })
}

// Keep gives the new deal back as typed, for the Vorhand that now chooses.
func (s *Screen) Keep() {
	s.panel.Keep(func(d entry.Schieber) entry.Schieber { return entry.FitSchieber(d, s.nextVorhand(d.Vorhand)) })
}

// Over reports whether a team won.
func (s *Screen) Over() bool { return s.state.Winner >= 0 }

// Ending names the winning team and the totals.
func (s *Screen) Ending() (string, string, []string) {
	return lang.X("game.over", "Game over"), s.winnerText(), nil
}

// ModeKey: Tab switches the team whose points the pad types.
func (s *Screen) ModeKey(k fyne.KeyName) {
	if k == fyne.KeyTab {
		s.onTeam(1 - s.panel.Entry().Team)
	}
}

// restoreDraft brings back a half-written deal, or starts a new one for the next Vorhand.
func (s *Screen) restoreDraft() entry.Schieber {
	if b, err := s.Store.Draft(s.View.ID); err == nil {
		if e, ok := entry.UnmarshalDraft(b); ok {
			return e
		}
	}
	return entry.NewSchieber(s.nextVorhand(0))
}

// nextVorhand is the seat that chooses next, or fallback when the game cannot tell.
func (s *Screen) nextVorhand(fallback int) int {
	if s.state.NextVorhand >= 0 {
		return s.state.NextVorhand
	}
	return fallback
}

// layout puts the entry panel beside the board in landscape and under it in portrait. Every
// row has a fixed share of the panel and every button a fixed slot in its row.
func (s *Screen) layout() fyne.CanvasObject {
	top := s.Header(s.board, func() string { return s.panel.Entry().Contract }, s.digits, s.history, kit.Optional(s.analysis))
	var contracts []fyne.CanvasObject
	for _, k := range s.order {
		contracts = append(contracts, s.contracts[k])
	}
	var weisRow []fyne.CanvasObject
	for _, b := range s.weis {
		weisRow = append(weisRow, b)
	}
	weisRow = append(weisRow, s.weisClear)
	// The contracts are one choice over two rows (three for more than ten): in letters of one
	// size.
	contractRows := contractRows(contracts)
	kit.ShareLetters(contractRows...)
	rows := []fyne.CanvasObject{kit.NewWeightedSlots(vorhandRowWeights, s.vorhand, s.pushed)}
	for _, r := range contractRows {
		rows = append(rows, r)
	}
	panel := kit.NewPanelRows(append(rows,
		kit.NewSlots(s.teamPad[0], s.teamPad[1]),
		kit.NewSlots(s.pad[1], s.pad[2], s.pad[3], s.pad[4], s.pad[5], s.pad[6]),
		kit.NewSlots(s.pad[7], s.pad[8], s.pad[9], s.pad[0], s.clear, s.backspace),
		kit.NewWeightedSlots(matchRowWeights, s.match, s.konter, s.ended),
		kit.NewSlots(s.weisFor[0], s.weisFor[1], s.stoeck[0], s.stoeck[1]),
		kit.NewSlots(weisRow...),
		s.Status,
		s.Message,
		kit.NewWeightedSlots(writeRowWeights, s.declare, s.CancelButton, s.ByCards, s.WriteButton),
	)...)
	body := kit.NewBoardAndPanel(s.board, panel)
	return container.NewBorder(top, nil, nil, nil, body)
}

// contractsPerRow is the most contract buttons a row holds: five, which fit "Slalom from the
// bottom ×5" and "Undenufe ×4" on a phone; a sixth broke them.
const contractsPerRow = 5

// contractRows lays the contract buttons out in as few rows as hold them, two at least (the
// trumps, then the modes), the first rows taking one more where they do not share out evenly.
func contractRows(buttons []fyne.CanvasObject) []*fyne.Container {
	n := max(2, (len(buttons)+contractsPerRow-1)/contractsPerRow)
	var out []*fyne.Container
	start := func(i int) int { return (i*len(buttons) + n - 1) / n }
	for i := range n {
		out = append(out, kit.NewSlots(buttons[start(i):start(i+1)]...))
	}
	return out
}

// RefreshPanel shows the game and the entry as they stand.
func (s *Screen) RefreshPanel() {
	players := s.View.File.Players
	names := kit.TeamNames(players)
	e := s.panel.Entry()
	s.Title.SetText(names[0] + " – " + names[1])
	if s.asDigits {
		s.digits.Importance = widget.HighImportance
	} else {
		s.digits.Importance = widget.MediumImportance
	}
	s.digits.Refresh()

	s.vorhand.SetText(kit.Sprintf(lang.X("game.vorhand", "Vorhand: %s"), players[e.Vorhand]))
	kit.Highlight(s.pushed, e.Pushed)
	kit.Highlight(s.ended, e.Ended)
	skin := s.Host.Skin()
	for k, b := range s.contracts {
		c, _ := entry.ButtonContract(k)
		b.Icon = kit.ContractIcon(k, skin)
		short, text := fmt.Sprintf("×%d", s.Rules.Multiplier(c)), kit.ContractLabel(k, skin)
		chosen := e.Contract == k || k == entry.TrioKey && e.NamingTrio()
		if at := slices.Index(e.Trio, k); at >= 0 && e.NamingTrio() {
			// A mode the Trio names says its place, e.g. "2 · Obenabe".
			short, text, chosen = kit.TrioPlace(at, ""), kit.TrioPlace(at, text), true
		} else {
			text += " " + short
		}
		if b.Icon != nil {
			b.Short = short // beside the suit's sign, where a crowded row needs it
		}
		b.SetText(text)
		kit.Highlight(b, chosen)
	}
	for t := range 2 {
		text := e.PadText(t)
		if text == "" {
			text = "–"
		}
		s.teamPad[t].SetText(kit.LabelValue(names[t], text))
		kit.Highlight(s.teamPad[t], e.Team == t && e.Match < 0)
		kit.Highlight(s.stoeck[t], e.StoeckTeam == t)
		label := lang.X("game.weisFor", "Weis") + " " + kit.TeamLabel(t)
		if w := e.WeisShown(t, s.Rules); w > 0 {
			label += " " + strconv.Itoa(w)
		}
		s.weisFor[t].SetText(label)
		kit.Highlight(s.weisFor[t], e.WeisTeamShown(s.Rules) == t)
	}
	kit.Highlight(s.match, e.Match >= 0 && e.Match == e.ChoosingTeam())
	kit.Highlight(s.konter, e.Match >= 0 && e.Match != e.ChoosingTeam())
	s.refreshCards()
	s.RefreshStatus()
	s.refreshBoard()
}

// ClaimPending reports whether the last deal took both teams past the target and the players
// have not said who claimed first: no new deal may be written until they do.
func (s *Screen) ClaimPending() bool { return entry.GameHold(&s.state) == entry.HoldClaim }

// RefreshStatus fills the status line, the message line and the Write button: only an entry
// that can be written shows a score.
func (s *Screen) RefreshStatus() {
	fixing := s.panel.Correcting()
	p := s.panel.Entry().Preview(s.Rules)
	switch {
	case fixing < 0 && s.ClaimPending():
		s.Note(lang.X("game.claimBanner", "Both teams reached the target — who claimed first?"),
			lang.X("game.claimFirst", "Say who claimed first before the next deal is written."), widget.HighImportance, false)
	case fixing < 0 && entry.GameHold(&s.state) == entry.HoldDecided:
		s.Note(s.winnerText(), lang.X("game.isOver", "The game is decided. Undo or correct a deal to play on."), widget.HighImportance, false)
	default:
		status, msg, importance := game.TypingStatus(fixing, p.Err, p.Violations, []game.MissingStep{
			{Err: entry.ErrNoContract, Text: lang.X("game.pickContract", "Choose the contract")},
			{Err: entry.ErrTrioModes, Text: lang.X("game.nameTrio", "Trio: tap its three modes in order")},
			{Err: entry.ErrNoPoints, Text: lang.X("game.typePoints", "Type the card points of one team")},
		}, func() string { return s.previewText(p) })
		s.Fill(status, msg, importance, p.Writable())
	}
}

// previewText is what each team will write, after the multiplier, and what the score holds
// besides the card points.
func (s *Screen) previewText(p entry.Preview) string {
	names := kit.TeamNames(s.View.File.Players)
	text := kit.Sprintf(lang.X("game.preview", "Writes %s %d · %s %d"), names[0], p.Score[0], names[1], p.Score[1])
	var parts []string
	for _, part := range p.Parts {
		var name string
		switch part.Kind {
		case entry.PartMatch:
			name = lang.X("game.match", "Match")
		case entry.PartKontermatsch:
			name = lang.X("game.kontermatsch", "Kontermatsch")
		case entry.PartWeis:
			name = lang.X("game.weisFor", "Weis") + " " + kit.TeamLabel(part.Team)
		case entry.PartStoeck:
			name = lang.X("game.stoeck", "Stöck") + " " + kit.TeamLabel(part.Team)
		}
		parts = append(parts, name+" "+strconv.Itoa(part.Points))
	}
	if len(parts) > 0 {
		text += " (" + strings.Join(parts, ", ") + ")"
	}
	return text
}

func (s *Screen) winnerText() string {
	names := kit.TeamNames(s.View.File.Players)
	w := s.state.Winner
	return kit.Sprintf(lang.X("game.winner", "%s win %d : %d"), names[w], s.state.Totals[w], s.state.Totals[1-w])
}

func (s *Screen) refreshBoard() {
	view := s.view0
	if s.asDigits {
		view = "digits"
	} else if view == "digits" {
		view = "asWritten"
	}
	z := board.Schieber(s.state, s.Rules, view)
	e := s.panel.Entry()
	s.board.SetGame(z, s.View.File.Players, entry.Dealer(e.Vorhand), e.Vorhand)
}

// Handlers of the entry panel: each forwards one tap to the entry model.

func (s *Screen) onVorhand() { s.panel.Entry().NextVorhand(); s.Changed() }
func (s *Screen) onPushed() {
	e := s.panel.Entry()
	e.Pushed = !e.Pushed
	s.Changed()
}
func (s *Screen) onEnded() {
	e := s.panel.Entry()
	e.SetEnded(!e.Ended)
	s.Changed()
}
func (s *Screen) onContract(k string) { s.panel.Entry().Choose(k); s.Changed() }
func (s *Screen) onTeam(t int)        { s.panel.Entry().SelectTeam(t); s.Changed() }
func (s *Screen) OnDigit(d int) {
	if s.panel.Entry().Digit(d) {
		s.Changed()
	}
}
func (s *Screen) OnBackspace()     { s.panel.Entry().Backspace(); s.Changed() }
func (s *Screen) onClear()         { s.panel.Entry().ClearPoints(); s.Changed() }
func (s *Screen) onWeisTeam(t int) { s.panel.Entry().SelectWeisTeam(t); s.Changed() }
func (s *Screen) onWeis(v int)     { s.panel.Entry().AddWeis(v); s.Changed() }
func (s *Screen) onWeisClear()     { s.panel.Entry().ClearWeis(); s.Changed() }
func (s *Screen) onStoeck(t int)   { s.panel.Entry().ToggleStoeck(t); s.Changed() }

// onDeclare opens the declaration panel; Done replaces the deal's Weis by what was declared.
func (s *Screen) onDeclare() {
	d := newWeisDeclare(s.Rules, s.View.File.Players, s.Host.Skin(), s.panel.Entry(), func(l entry.Declarations) {
		s.panel.Entry().SetDeclared(l)
		s.Changed()
	})
	d.show(s.Host.Window().Canvas())
}
func (s *Screen) onMatch() {
	e := s.panel.Entry()
	e.SetMatch(e.ChoosingTeam())
	s.Changed()
}
func (s *Screen) onKontermatsch() {
	e := s.panel.Entry()
	e.SetMatch(1 - e.ChoosingTeam())
	s.Changed()
}

// onDigits switches the board between the game's view and digits, for this screen only.
func (s *Screen) onDigits() {
	s.asDigits = !s.asDigits
	s.Refresh()
}

// AskWhoClaimed asks which team claimed first in the last deal; Later leaves the banner up.
func (s *Screen) AskWhoClaimed() {
	names := kit.TeamNames(s.View.File.Players)
	round := len(s.View.Game.Schieber) - 1
	var d dialog.Dialog
	pick := func(t int) {
		d.Hide()
		r := s.View.File.Rounds[round]
		r.WonBy = &t
		v, err := s.Store.ReplaceRound(s.View.ID, round, r)
		if err != nil {
			s.Host.ShowError(err)
			return
		}
		s.Decided(v)
	}
	content := container.NewVBox(
		widget.NewLabel(lang.X("game.whoClaimed", "Both teams passed the target in this deal. Who claimed first?")),
		widget.NewButton(names[0], func() { pick(0) }),
		widget.NewButton(names[1], func() { pick(1) }),
	)
	d = dialog.NewCustom(lang.X("game.whoClaimedTitle", "Who got there first?"), lang.X("dialog.later", "Later"), content, s.Host.Window())
	d.Show()
}

// refreshCards offers card-by-card entry for a new deal whose contract is chosen, while the
// game takes deals; the button counts the cards already entered.
func (s *Screen) refreshCards() {
	e := s.panel.Entry()
	c := s.Cards
	if c != nil && (c.Contract != e.Contract || c.Leader != e.Vorhand) {
		c = nil
	}
	s.OfferCards(c, e.Chosen() && s.panel.Correcting() < 0 && entry.GameHold(&s.state) == entry.HoldNone)
}

// OnCards opens the card entry for the deal in progress: its contract, Vorhand and push come
// from the quick entry. Cards entered before for the same contract and Vorhand are kept.
func (s *Screen) OnCards() {
	e := s.panel.Entry()
	c := s.Cards
	if c == nil || c.Contract != e.Contract || c.Leader != e.Vorhand {
		fresh, err := entry.NewSchieberCards(s.Rules, e.Contract, e.Vorhand, e.Pushed)
		if err != nil {
			s.Host.ShowError(err)
			return
		}
		c = &fresh
	}
	c.Pushed = e.Pushed
	// The card points are counted by team, as the deal is written.
	names := kit.TeamNames(s.View.File.Players)
	s.OpenCards(c, -1, func(p entry.CardsPreview) string { return s.previewText(p.Preview) }, func(seat int) (int, string) {
		return tally.Team(seat), names[tally.Team(seat)]
	})
}

// LastContract is the contract of the last deal of g, "" before the first.
func LastContract(g *gamefile.Game) string {
	if n := len(g.Schieber); n > 0 {
		return g.Schieber[n-1].Contract.String()
	}
	return ""
}
