// Package cards is the card entry every mode's screen opens for the deal at the table: the
// trick, whose turn it is, the 36 cards, what the cards entered prove, and the deal's score once
// it is complete. It needs of the app the window and the card skin (Host), and of the game screen
// what it lends the entry (game.CardHost).
package cards

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/game"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/referee"
)

// cardWriteWeights share the last row of the card entry: Undo card, Write.
var cardWriteWeights = []float32{1, 2}

// trickSlotMinWidth is the least width of a seat's slot in the trick, its name and its card
// ("Anna ♠10") in letters that read; narrower (beside the cards on a phone held sideways), the
// four seats take two lines.
const trickSlotMinWidth = 90

// Screen enters a deal card by card: the trick on the table, whose turn it is, the 36
// cards, what the entered cards prove, and the score once the deal is complete. It shows the
// entry model and forwards taps to it; the rules live in ui/entry and tally.
type Screen struct {
	ui    Host
	host  game.CardHost
	cards *entry.Cards
	root  fyne.CanvasObject

	title   *widget.Label
	back    *widget.Button
	trick   []*kit.SlotButton // one slot per seat: the seat's name and card in the trick
	turn    *kit.SlotButton
	picker  *Picker
	weis    *kit.SlotButton
	stoeck  *kit.SlotButton
	penalty *kit.SlotButton
	status  *kit.SlotButton
	message *kit.SlotButton // the reserved line for what the cards prove
	undo    *kit.SlotButton
	write   *kit.SlotButton
	breach  string // the breach the last card proved, kept until the next tap

	// While a player shows a Weis the picker selects its cards instead of playing them.
	weisSeat int // the seat showing a Weis, or -1
	weisPick tally.CardSet
}

// Host is what the card entry needs of the app: the window for its dialogs and the card skin.
type Host interface {
	Window() fyne.Window
	Skin() string
}

// New opens the card entry of deal c in the app u, for the game screen host.
func New(u Host, c *entry.Cards, host game.CardHost) *Screen {
	s := &Screen{ui: u, host: host, cards: c, weisSeat: -1}
	s.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.title.Truncation = fyne.TextTruncateEllipsis
	s.back = widget.NewButtonWithIcon(lang.X("nav.back", "Back"), theme.NavigateBackIcon(), s.onBack)
	for range c.Players {
		s.trick = append(s.trick, kit.NewSlotButton("", nil, nil))
	}
	s.turn = kit.NewSlotButton("", nil, nil)
	s.turn.Importance = widget.LowImportance
	s.picker = NewPicker(s.Play)
	s.weis = kit.NewSlotButton(lang.X("cards.weis", "Declare Weis"), nil, s.onWeis)
	s.stoeck = kit.NewSlotButton("", nil, s.onStoeck)
	s.penalty = kit.NewSlotButton(lang.X("cards.penalty", "Revoke penalty"), nil, s.onPenalty)
	s.status = kit.NewSlotButton("", nil, s.onStatus)
	s.message = kit.NewSlotButton("", nil, s.onMessage)
	s.message.Importance = widget.DangerImportance
	s.undo = kit.NewSlotButton(lang.X("cards.undo", "Undo card"), theme.ContentUndoIcon(), s.onUndo)
	s.write = kit.NewSlotButton(lang.X("game.write", "Write"), theme.ConfirmIcon(), s.onWrite)
	s.write.IconOptional = true
	s.root = s.layout()
	s.refresh()
	return s
}

// layout stacks rows of equal height, the same in both orientations: the cards are wide
// enough to tap in portrait and high enough in landscape.
func (s *Screen) layout() fyne.CanvasObject {
	top := container.NewBorder(nil, nil, nil, s.back, s.title)
	trick := make([]fyne.CanvasObject, len(s.trick))
	for i, b := range s.trick {
		trick[i] = b
	}
	above := []fyne.CanvasObject{kit.NewWideSlots(trickSlotMinWidth, trick...), s.turn}
	cards := s.picker.Rows()
	// Only what the deal can count gets a button; a deal that counts none of the three has no
	// row for them, and its cards the room.
	var below, actions []fyne.CanvasObject
	weis, stoeck, penalty := s.cards.Declarable()
	for i, can := range [3]bool{weis, stoeck, penalty} {
		if can {
			actions = append(actions, []fyne.CanvasObject{s.weis, s.stoeck, s.penalty}[i])
		}
	}
	if len(actions) > 0 {
		below = append(below, kit.NewSlots(actions...))
	}
	below = append(below, s.status, s.message)
	write := kit.NewWeightedSlots(cardWriteWeights, s.undo, s.write)
	one := kit.NewRows(slices.Concat(above, cards, below, []fyne.CanvasObject{write})...)
	// Beside the rest, the cards keep Undo card and Write under them, where they are in one
	// column too, and wide enough for their words.
	two := newColumns(kit.NewRows(slices.Concat(above, below)...), kit.NewRows(append(cards, write)...))
	return container.NewBorder(top, nil, nil, nil, newOneOrTwoColumns(one, two))
}

func (s *Screen) Content() fyne.CanvasObject { return s.root }

// KeepsScreenOn: the cards are entered while the deal is played (kit.Playing).
func (s *Screen) KeepsScreenOn() {}

// Show installs the keyboard: Backspace and Ctrl+Z take back the last card, Escape goes back.
func (s *Screen) Show(k *kit.Keys) {
	k.OnTypedKey(func(e *fyne.KeyEvent) {
		switch e.Name {
		case fyne.KeyBackspace:
			s.onUndo()
		case fyne.KeyEscape:
			k.Back() // a dialog over the cards goes first
		}
	})
	k.AddShortcut(kit.ShortcutUndo, func(fyne.Shortcut) { s.onUndo() })
	k.SetBack(s.onBack)
	k.HoldFocus() // no key is lost to a header button a Tab focused
}

// Close keeps the cards in the host's draft and waits until it is written, so that closing
// the window loses no card.
func (s *Screen) Close() {
	s.host.Save()
	s.host.Flush()
}

// lineImportance shows a line of the trick as text, and the seat on turn highlighted.
func lineImportance(onTurn bool) widget.Importance {
	if onTurn {
		return widget.HighImportance
	}
	return widget.LowImportance
}

// name is a seat's player.
func (s *Screen) name(seat int) string {
	if seat >= 0 && seat < len(s.host.Players) {
		return s.host.Players[seat]
	}
	return "?"
}

// breachText says in plain words what a card proved: the trick, the player, the card and the rule.
func (s *Screen) breachText(v tally.Violation) string {
	if v.Trick < 0 || !v.Card.Valid() {
		return referee.RuleText(v)
	}
	return kit.Sprintf(lang.X("cards.breach", "Trick %d, %s played %s: %s"),
		v.Trick+1, s.name(v.Seat), kit.CardText(v.Card, s.ui.Skin()), referee.RuleText(v))
}

// refresh shows the entry as it stands.
func (s *Screen) refresh() {
	c := s.cards
	skin := s.ui.Skin()
	s.title.SetText(kit.Sprintf(lang.X("cards.title", "Card by card · %s"), kit.ContractText(c.Contract, skin)))
	index, leader, cards := c.Trick()
	shown := cards
	if len(cards) == 0 && index > 0 {
		_, _, shown = c.LastTrick()
		leader = c.Leaders()[index-1]
	}
	turn := c.Turn()
	for i, b := range s.trick {
		seat := (max(leader, 0) + i) % c.Players
		text := s.name(seat)
		if i < len(shown) {
			text += " " + kit.CardText(shown[i], skin)
		}
		b.SetText(text)
		b.SetImportance(lineImportance(seat == turn && len(shown) == len(cards)))
	}
	switch {
	case turn < 0:
		s.turn.SetText(lang.X("cards.complete", "All cards are played"))
	case index > 0 && len(cards) == 0:
		_, won, _ := c.LastTrick()
		s.turn.SetText(kit.Sprintf(lang.X("cards.took", "%s took trick %d"), s.name(won), index) + " · " + s.turnText(index, turn))
	default:
		s.turn.SetText(s.turnText(index, turn))
	}
	if s.weisSeat >= 0 {
		s.refreshWeisPick()
		return
	}
	s.picker.Set(c.Unplayed(), c.Marked(), skin)
	s.weis.SetText(lang.X("cards.weis", "Declare Weis"))
	kit.Highlight(s.weis, false)
	if n := len(c.Weis); n > 0 {
		s.weis.SetText(fmt.Sprintf("%s (%d)", lang.X("cards.weis", "Declare Weis"), n))
	}

	offer := c.StoeckOffer()
	if c.Stoeck >= 0 {
		offer = c.Stoeck
	}
	s.stoeck.SetText(lang.X("game.stoeck", "Stöck"))
	if offer >= 0 {
		s.stoeck.SetText(lang.X("game.stoeck", "Stöck") + " " + s.name(offer))
	}
	kit.Highlight(s.stoeck, c.Stoeck >= 0)
	kit.Enable(s.stoeck, offer >= 0)
	kit.Enable(s.weis, c.WeisCount())
	kit.Enable(s.penalty, c.PenaltyOffered())
	kit.Highlight(s.penalty, c.Penalty)
	kit.Enable(s.undo, len(c.Played) > 0)
	s.refreshStatus()
}

// refreshStatus fills the score line, the breach line and the Write button.
func (s *Screen) refreshStatus() {
	c := s.cards
	p := c.Preview()
	var status string
	switch {
	case errors.Is(p.Err, entry.ErrIncomplete):
		status = s.pointsText(p)
	case errors.Is(p.Err, entry.ErrCellRefused):
		status = "" // the breaches say why
	case p.Err != nil:
		status = p.Err.Error()
	case s.host.Preview != nil:
		status = s.host.Preview(p)
	default:
		status = s.pointsText(p)
	}
	s.status.SetText(status)
	msg := s.breach
	if msg == "" && c.Complete() && len(p.Breaches) > 0 {
		var all []string
		for _, v := range p.Breaches {
			all = append(all, s.breachText(v))
		}
		msg = strings.Join(all, " ")
	} else if msg == "" && len(p.Breaches) > 0 {
		msg = s.breachText(p.Breaches[0])
	}
	s.message.SetText(msg)
	kit.Enable(s.write, p.Err == nil)
}

// pointsText is the card points each player (or, when the host names sides, each side) has
// taken so far.
func (s *Screen) pointsText(p entry.CardsPreview) string {
	var names []string
	var sums []int
	for seat, pts := range p.Points {
		side, name := seat, s.name(seat)
		if s.host.Sides != nil {
			side, name = s.host.Sides(seat)
		}
		for len(sums) <= side {
			names, sums = append(names, ""), append(sums, 0)
		}
		names[side], sums[side] = name, sums[side]+pts
	}
	var parts []string
	for i, pts := range sums {
		if names[i] != "" {
			parts = append(parts, fmt.Sprintf("%s %d", kit.Isolated(names[i]), pts))
		}
	}
	return kit.Sprintf(lang.X("cards.points", "Card points: %s"), strings.Join(parts, " · "))
}

// changed shows the entry after a tap and keeps it as a draft.
func (s *Screen) changed() {
	s.refresh()
	s.host.Save()
}

// Message is what the message line says: the breach the cards prove, or why a Weis was refused.
func (s *Screen) Message() string { return s.message.Text }

// WeisSeat is the seat whose Weis the picker selects the cards of, or -1 while cards are played.
func (s *Screen) WeisSeat() int { return s.weisSeat }

// Play plays a card for the seat on turn, as its tap in the picker does; a card that proves a
// breach is played all the same and the breach is said at once.
func (s *Screen) Play(k tally.Card) {
	if s.weisSeat >= 0 {
		if s.weisPick.Has(k) {
			s.weisPick = s.weisPick.Remove(k)
		} else {
			s.weisPick = s.weisPick.Add(k)
		}
		s.breach = ""
		s.refresh()
		return
	}
	v, err := s.cards.Play(k)
	if err != nil {
		return
	}
	s.breach = ""
	if v != nil {
		s.breach = s.breachText(*v)
	}
	s.changed()
}

func (s *Screen) onUndo() {
	if s.weisSeat < 0 && s.cards.Undo() {
		s.breach = ""
		s.changed()
	}
}

func (s *Screen) onStoeck() {
	if s.weisSeat >= 0 {
		s.endWeisPick()
		return
	}
	if s.cards.ToggleStoeck() == nil {
		s.changed()
	}
}

func (s *Screen) onPenalty() {
	s.cards.SetPenalty(!s.cards.Penalty)
	s.changed()
}

// onWeis offers, for each player, the Weis among the cards he is known to hold; a tap declares
// one or takes it back. The engine decides at the end which team writes.
func (s *Screen) onWeis() {
	if s.weisSeat >= 0 {
		s.declarePicked()
		return
	}
	c := s.cards
	box := container.NewVBox()
	var d dialog.Dialog
	var fill func()
	fill = func() {
		box.RemoveAll()
		for seat := range c.Players {
			box.Add(widget.NewButton(kit.Sprintf(lang.X("cards.showWeis", "%s shows a Weis"), s.name(seat)), func() {
				d.Hide()
				s.startWeisPick(seat)
			}))
		}
		for _, dw := range c.Weis {
			set := tally.SetOf(dw.Cards...)
			if w, err := tally.ParseWeis(dw.Cards, c.Rules()); err == nil && !slices.ContainsFunc(c.WeisCandidates(dw.Seat), func(x tally.Weis) bool { return x.Cards == set }) {
				b := widget.NewButton(fmt.Sprintf("%s (%d)", kit.LabelValue(s.name(dw.Seat), s.weisText(w)), w.Points(c.Rules())), func() {
					c.WithdrawWeis(dw.Seat, set)
					s.changed()
					fill()
				})
				b.Importance = widget.HighImportance
				box.Add(b)
			}
		}
		offered := false
		for seat := range c.Players {
			for _, w := range c.WeisCandidates(seat) {
				offered = true
				text := fmt.Sprintf("%s (%d)", kit.LabelValue(s.name(seat), s.weisText(w)), w.Points(c.Rules()))
				b := widget.NewButton(text, func() {
					if c.Declared(seat, w.Cards) {
						c.WithdrawWeis(seat, w.Cards)
					} else {
						_ = c.DeclareWeis(seat, w.Cards.Cards())
					}
					s.changed()
					fill()
				})
				if c.Declared(seat, w.Cards) {
					b.Importance = widget.HighImportance
				}
				box.Add(b)
			}
		}
		if !offered {
			box.Add(widget.NewLabel(lang.X("cards.noWeis", "No Weis among the cards played so far.")))
		}
	}
	fill()
	d = dialog.NewCustom(lang.X("cards.weisTitle", "Weis among the cards played"), lang.X("dialog.close", "Close"), box, s.ui.Window())
	d.Show()
}

// startWeisPick lets seat show the cards of a Weis on the picker: during the first trick most
// of them are not played yet.
func (s *Screen) startWeisPick(seat int) {
	s.weisSeat, s.weisPick = seat, 0
	s.breach = ""
	s.refresh()
}

// endWeisPick returns the picker to playing cards.
func (s *Screen) endWeisPick() {
	s.weisSeat, s.weisPick = -1, 0
	s.refresh()
}

// declarePicked declares the picked cards as the seat's Weis, or says why they are none.
func (s *Screen) declarePicked() {
	if err := s.cards.DeclareWeis(s.weisSeat, s.weisPick.Cards()); err != nil {
		s.breach = lang.X("cards.notWeis", "These cards are not a Weis.")
		s.refresh()
		return
	}
	s.weisSeat, s.weisPick = -1, 0
	s.changed()
}

// refreshWeisPick shows the picker selecting a Weis: every card the seat may hold (not played
// by another seat) is tappable, the picked ones highlighted.
func (s *Screen) refreshWeisPick() {
	c := s.cards
	mayHold := c.Unplayed() | c.Known(s.weisSeat)
	s.picker.Set(mayHold, 0, s.ui.Skin())
	s.picker.Select(s.weisPick)
	s.turn.SetText(kit.Sprintf(lang.X("cards.pickWeis", "%s's Weis: tap its cards, then Declare"), s.name(s.weisSeat)))
	s.weis.SetText(lang.X("cards.declare", "Declare"))
	kit.Highlight(s.weis, true)
	s.stoeck.SetText(lang.X("game.cancelCorrection", "Cancel"))
	kit.Highlight(s.stoeck, false)
	kit.Enable(s.stoeck, true)
	kit.Enable(s.penalty, false)
	kit.Enable(s.undo, false)
	kit.Enable(s.write, false)
	s.message.SetText(s.breach)
}

// weisText names a Weis by its cards.
func (s *Screen) weisText(w tally.Weis) string {
	var parts []string
	for _, k := range w.Cards.Cards() {
		parts = append(parts, kit.CardText(k, s.ui.Skin()))
	}
	return strings.Join(parts, " ")
}

func (s *Screen) onStatus() {
	if s.status.Text != "" {
		dialog.ShowInformation("", s.status.Text, s.ui.Window())
	}
}

func (s *Screen) onMessage() {
	if s.message.Text != "" {
		dialog.ShowInformation(lang.X("game.problem", "What is wrong"), s.message.Text, s.ui.Window())
	}
}

func (s *Screen) onBack() { s.host.Back() }

func (s *Screen) onWrite() {
	round, err := s.cards.Round()
	if err != nil || s.write.Disabled() {
		return
	}
	s.host.Write(round)
}

// turnText says whose turn it is in trick index (0-based) and, in a deal whose tricks go by
// different modes (Slalom, Trio), the mode of this one.
func (s *Screen) turnText(index, turn int) string {
	c := s.cards
	if c.Mixed() {
		mode := kit.ContractText(c.TrickMode(index).String(), s.ui.Skin())
		return kit.Sprintf(lang.X("cards.turnMode", "Trick %d · %s · %s plays"), index+1, mode, s.name(turn))
	}
	return kit.Sprintf(lang.X("cards.turn", "Trick %d · %s plays"), index+1, s.name(turn))
}
