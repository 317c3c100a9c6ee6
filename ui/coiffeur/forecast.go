package coiffeur

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/forecast"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// bestChoice is a contract the Best contract forecasts, and its line's name: the contract with
// the multipliers of the open rows that take it ("♣ Clubs ×4", "♠ Spades ×3 ×7 ×8" with two Joker
// rows open), where the cell's value is made.
type bestChoice struct {
	contract tally.Contract
	label    string
}

// bestContracts are the contracts the player choosing now may still write in his column
// (entry.OpenContracts) that the solver plays; none where the forecast cannot answer: another
// number of players than four, a correction under way, a full sheet, or nobody to choose.
func (s *Screen) bestContracts() (chooser int, choices []bestChoice) {
	sh := s.sheet
	chooser = s.panel.Entry().Chooser(sh)
	if sh.Players != 4 || chooser < 0 || s.panel.Correcting() >= 0 || sh.Complete() {
		return chooser, nil
	}
	for _, o := range entry.OpenContracts(sh, sh.ColumnOf(chooser)) {
		c, err := tally.ParseContract(o.Contract)
		if err != nil || !solver.Simple(c) {
			continue
		}
		var label strings.Builder
		label.WriteString(kit.ContractText(o.Contract, s.Host.Skin()))
		for _, m := range o.Multipliers {
			fmt.Fprintf(&label, " ×%d", m)
		}
		choices = append(choices, bestChoice{c, label.String()})
	}
	return chooser, choices
}

// onBestContract opens the forecast of the chooser's hand in every contract still open to his
// column: he leads, and the other cards are dealt at random — to his partner and the two
// opponents, or in a solo to three opponents.
func (s *Screen) onBestContract() {
	chooser, choices := s.bestContracts()
	if len(choices) == 0 {
		return
	}
	contracts := make([]tally.Contract, len(choices))
	labels := map[tally.Contract]string{}
	for i, c := range choices {
		contracts[i], labels[c.contract] = c.contract, c.label
	}
	players := s.View.File.Players
	title := fmt.Sprintf(lang.X("forecast.bestTitle", "Best contract · %s"), players[chooser])
	s.Host.Show(forecast.New(s.Host, title, forecast.Question{Players: players, Seat: chooser, Leader: chooser,
		Contracts: contracts, Label: func(c tally.Contract) string { return labels[c] }, Alone: s.Rules.Solo, Rules: s.Rules}, s.Reshow))
}
