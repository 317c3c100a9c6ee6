package coiffeur

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/analysis"
	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/forecast"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// bestChoice is a contract the Best contract forecasts, its line's name — the contract with
// the multipliers of the open rows that take it ("♣ Clubs ×4", "♠ Spades ×3 ×7 ×8" with two Joker
// rows open), where the cell's value is made — and those multipliers.
type bestChoice struct {
	contract    tally.Contract
	label       string
	multipliers []int
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
		if err != nil || !solver.Plays(c, s.Rules) {
			continue
		}
		var label strings.Builder
		label.WriteString(kit.ContractText(o.Contract, s.Host.Skin()))
		for _, m := range o.Multipliers {
			fmt.Fprintf(&label, " ×%d", m)
		}
		choices = append(choices, bestChoice{c, label.String(), o.Multipliers})
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
	multipliers := map[tally.Contract][]int{}
	for i, c := range choices {
		contracts[i], labels[c.contract], multipliers[c.contract] = c.contract, c.label, c.multipliers
	}
	players := s.View.File.Players
	title := kit.Sprintf(lang.X("forecast.bestTitle", "Best contract · %s"), players[chooser])
	s.Host.Show(forecast.New(s.Host, title, forecast.Question{Players: players, Seat: chooser, Leader: chooser,
		Contracts: contracts, Label: func(c tally.Contract) string { return labels[c] },
		Worth: func(e analysis.Estimate) (float64, string) {
			return cellWorth(e.Points, multipliers[e.Contract], s.Rules)
		},
		Alone: s.Rules.Solo, Rules: s.Rules}, s.Reshow))
}

// cellWorth is what a contract's points on the deals solved write into the chooser's cells, on
// average: in each open row that takes it ("56", or "98 / 112" for two Joker rows) the mean of
// the cells the deals would write (tally.CoiffeurCardPointsCell), and the most of them. The
// Best contract lists the contracts in that order, so that a strong hand's place in a high row
// comes first, not only the contract with the most points.
func cellWorth(points []int, multipliers []int, r tally.Rules) (float64, string) {
	best := math.Inf(-1)
	values := make([]string, len(multipliers))
	for i, m := range multipliers {
		sum := 0
		for _, p := range points {
			sum += tally.CoiffeurCardPointsCell(p, m, r)
		}
		mean := float64(sum) / float64(max(len(points), 1))
		best = max(best, mean)
		values[i] = strconv.Itoa(int(math.Round(mean)))
	}
	return best, strings.Join(values, " / ")
}
