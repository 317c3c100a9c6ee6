package differenzler

import (
	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/forecast"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// forecastTrump is the trump a forecast is asked in: the suit shown, at a table of four (three
// players hold twelve cards each, which the solver does not play). false while there is none.
func (s *Screen) forecastTrump() (tally.Contract, bool) {
	e := s.panel.Entry()
	if s.players() != 4 || e.Trump == "" {
		return tally.Contract{}, false
	}
	c, err := tally.ParseContract(e.Trump)
	return c, err == nil
}

// onForecast opens the forecast of the hand of the player whose prediction is being typed, in the
// trump shown: Vorhand, the seat after the dealer, leads.
func (s *Screen) onForecast() {
	c, ok := s.forecastTrump()
	if !ok {
		return
	}
	e := s.panel.Entry()
	title := kit.Sprintf(lang.X("forecast.title", "Forecast · %s"), kit.ContractText(e.Trump, s.Host.Skin()))
	s.Host.Show(forecast.New(s.Host, title, forecast.Question{Players: s.View.File.Players, Seat: e.Seat, Choose: true,
		Leader: (e.Dealer + 1) % 4, Contracts: []tally.Contract{c}, Alone: true, Rules: s.Rules}, s.Reshow))
}
