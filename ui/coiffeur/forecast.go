package coiffeur

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/forecast"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// bestContracts are the contracts the player choosing now may still write in his column (those
// of its open rows) that the solver plays, in the order of the rows, each once; nil where the
// forecast cannot answer: another number of players than four, a correction under way, a full
// sheet, or nobody to choose.
func (s *Screen) bestContracts() (chooser int, contracts []tally.Contract) {
	sh := s.sheet
	e := s.panel.Entry()
	chooser = e.Chooser(sh)
	if sh.Players != 4 || chooser < 0 || s.panel.Correcting() >= 0 || sh.Complete() {
		return chooser, nil
	}
	for _, row := range sh.OpenRows(sh.ColumnOf(chooser)) {
		for _, k := range entry.RowContracts(s.Rules.Rows[row]) {
			c, err := tally.ParseContract(k)
			if err == nil && solver.Simple(c) && !slices.Contains(contracts, c) {
				contracts = append(contracts, c)
			}
		}
	}
	return chooser, contracts
}

// onBestContract opens the forecast of the chooser's hand in every contract still open to his
// column: he leads, and the other cards are dealt at random — to his partner and the two
// opponents, or in a solo to three opponents.
func (s *Screen) onBestContract() {
	chooser, contracts := s.bestContracts()
	if len(contracts) == 0 {
		return
	}
	players := s.View.File.Players
	title := fmt.Sprintf(lang.X("forecast.bestTitle", "Best contract · %s"), players[chooser])
	s.Host.Show(forecast.New(s.Host, title, forecast.Question{Players: players, Seat: chooser, Leader: chooser,
		Contracts: contracts, Label: s.contractRows, Alone: s.Rules.Solo, Rules: s.Rules}, s.Reshow))
}

// contractRows names contract c as the Best contract's line does: the contract, and the
// multipliers of the open rows of the chooser's column that take it ("♣ Clubs ×4", "♠ Spades ×3
// ×7 ×8" with two Joker rows open), where the cell's value is made.
func (s *Screen) contractRows(c tally.Contract) string {
	text := kit.ContractText(c.String(), s.Host.Skin())
	sh := s.sheet
	chooser := s.panel.Entry().Chooser(sh)
	if chooser < 0 {
		return text
	}
	for _, row := range sh.OpenRows(sh.ColumnOf(chooser)) {
		r := s.Rules.Rows[row]
		if slices.Contains(entry.RowContracts(r), c.String()) {
			text += fmt.Sprintf(" ×%d", r.Multiplier)
		}
	}
	return text
}
