package cards

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/assets"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// widestRank is the widest rank label of every skin, which each card's slot must hold beside its
// suit on one line.
const widestRank = "10"

// Picker is the deck of 36 cards as buttons, one row per suit and one slot per rank, so that
// every card keeps its place all deal long: a played card is greyed where it was, and a card
// that would prove a breach is marked but stays tappable (the table may play it; the app
// records what happened). The forecast of a hand (ui/forecast) picks the hand's cards on it.
type Picker struct {
	cards  [tally.NumCards]*kit.SlotButton
	rows   [tally.NumSuits]*fyne.Container
	onPick func(tally.Card)
}

// NewPicker makes the deck; a tap on a card calls onPick with it.
func NewPicker(onPick func(tally.Card)) *Picker {
	p := &Picker{onPick: onPick}
	for s := range tally.Suit(tally.NumSuits) {
		row := make([]fyne.CanvasObject, tally.NumRanks)
		for r := range tally.Rank(tally.NumRanks) {
			k := tally.NewCard(s, r)
			b := kit.NewSlotButton("", nil, func() { p.onPick(k) })
			p.cards[k] = b
			row[r] = b
		}
		p.rows[s] = kit.NewFittedSlots(widestRank, row...)
	}
	return p
}

// Rows are the picker's four suit rows, to be stacked with the screen's other rows.
func (p *Picker) Rows() []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, len(p.rows))
	for i, r := range p.rows {
		out[i] = r
	}
	return out
}

// Set shows the cards as they stand: unplayed cards tappable, marked ones in the warning colour,
// played ones greyed out.
func (p *Picker) Set(unplayed, marked tally.CardSet, skin string) {
	for k, b := range p.cards {
		c := tally.Card(k)
		b.Icon = kit.ContractIcon(c.Suit().String(), skin)
		importance := widget.MediumImportance
		if !unplayed.Has(c) || marked.Has(c) {
			// A played card is drawn in the disabled colour, a marked one in the warning colour
			// without a button face: its suit too, so that the mark does not rest on one hue.
			b.Icon = theme.NewThemedResource(assets.SuitIcon(skin, c.Suit().String()))
		}
		if marked.Has(c) {
			importance = widget.WarningImportance
		}
		b.SetText(kit.RankText(c.Rank(), skin))
		b.SetImportance(importance)
		kit.Enable(b, unplayed.Has(c))
		b.Refresh()
	}
}

// Select highlights the cards of picked, as the cards a player picks for a Weis or a hand.
func (p *Picker) Select(picked tally.CardSet) {
	for k, b := range p.cards {
		if picked.Has(tally.Card(k)) {
			b.SetImportance(widget.HighImportance)
		}
	}
}
