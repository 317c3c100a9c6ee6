package gamefile

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jasstafel/jasstafel/tally"
)

// differenzlerDeal converts one Differenzler round. Only the last round may lack its points: it
// is the deal being played, with its predictions written.
func differenzlerDeal(r *Round, path string, players int, last bool) (tally.DifferenzlerDeal, error) {
	d := tally.DifferenzlerDeal{}
	var err error
	if r.Dealer == nil {
		return d, errAt(path+".dealer", "missing: the seat that dealt")
	}
	if d.Dealer, err = index(path+".dealer", r.Dealer, players, "seat"); err != nil {
		return d, err
	}
	if r.Trump == "" {
		return d, errAt(path+".trump", "missing: the suit of the dealer's shown card (S, H, D or C)")
	}
	if d.Trump, err = tally.ParseMode(r.Trump); err != nil {
		return d, errAt(path+".trump", "%v", err)
	}
	if len(r.Predictions) != players {
		return d, errAt(path+".predictions", "want one prediction per player (%d), not %d", players, len(r.Predictions))
	}
	d.Predictions = append([]int(nil), r.Predictions...)
	switch {
	case r.Tricks != nil && r.Points != nil:
		return d, errAt(path, "a round has either \"tricks\" or \"points\", not both")
	case r.Tricks != nil:
		if d.Tricks, err = parseTricks(path, r.Tricks, players); err != nil {
			return d, err
		}
	case r.Points != nil:
		if len(r.Points) != players {
			return d, errAt(path+".points", "want one number per player (%d), not %d", players, len(r.Points))
		}
		d.Points = append([]int(nil), r.Points...)
	case !last:
		return d, errAt(path, "only the last round may wait for its \"points\" or \"tricks\"")
	}
	return d, nil
}

func checkDifferenzler(rep *Report, g *Game) {
	sheet, err := tally.NewDifferenzlerSheet(g.Rules, len(g.Players))
	if err != nil {
		rep.Violations = []ViolationJSON{{Round: -1, Rule: tally.RuleSeatRange, Message: err.Error()}}
		rep.Rounds, rep.Totals = raw([]int{}), []int{}
		return
	}
	rounds := make([]differenzlerRound, 0, len(g.Differenzler))
	for i, d := range g.Differenzler {
		s := sheet.Add(d)
		rounds = append(rounds, differenzlerRound{Round: i, Dealer: d.Dealer, Trump: d.Trump.String(),
			Points: s.Actual, Penalty: s.Penalty, Pending: s.Pending})
	}
	for i := range rounds {
		rounds[i].Predictions = sheet.VisiblePredictions(i)
	}
	rep.Rounds = raw(rounds)
	rep.Violations = violationsJSON(sheet.Violations)
	rep.Totals = sheet.Totals
	rep.Ranking = sheet.Ranking()
	rep.Winner = intPtr(sheet.Winner())
	for _, p := range sheet.Settlement() {
		rep.Settlement = append(rep.Settlement, Payment{From: p.From, To: p.To, Cents: p.Cents})
	}
}

// differenzlerMode is the Differenzler: three or four players predict their points, and the
// lowest sum of differences after the agreed number of deals wins.
type differenzlerMode struct{}

func (differenzlerMode) Name() tally.Game { return tally.Differenzler }

func (differenzlerMode) ResolveRules(raw json.RawMessage) (tally.Rules, error) {
	return tally.ResolveRules(tally.Differenzler, raw)
}

func (differenzlerMode) Sides(g *Game) []int { return columnSides(len(g.Players), len(g.Players)) }

func (differenzlerMode) LowerWins() bool { return true }

func (differenzlerMode) RefereeRules() tally.Game { return tally.Differenzler }

func (differenzlerMode) CheckContract(c tally.Contract) error {
	if c.Kind != tally.KindTrump {
		return errors.New("a Differenzler deal is always played with a trump suit: D, H, S or C")
	}
	return nil
}

func (differenzlerMode) CheckPlayers(_ tally.Rules, n int) error {
	if n < 3 || n > 4 {
		return errAt("players", "a differenzler game has three or four players, not %d", n)
	}
	return nil
}

func (differenzlerMode) RoundKeys() []string {
	return []string{"dealer", "trump", "predictions", "points", "tricks"}
}

// DecodeRound also refuses a new round after one still waiting for its points: only the last
// round is the deal being played.
func (differenzlerMode) DecodeRound(g *Game, r *Round, path string, last bool) error {
	if n := len(g.Differenzler); n > 0 {
		if prev := g.Differenzler[n-1]; prev.Points == nil && prev.Tricks == nil {
			return errAt(fmt.Sprintf("rounds[%d]", n-1), "only the last round may wait for its \"points\" or \"tricks\"")
		}
	}
	d, err := differenzlerDeal(r, path, len(g.Players), last)
	if err != nil {
		return err
	}
	g.Differenzler = append(g.Differenzler, d)
	return nil
}

func (differenzlerMode) Rounds(g *Game) int { return len(g.Differenzler) }

func (differenzlerMode) Score(g *Game) Score {
	sheet, err := tally.NewDifferenzlerSheet(g.Rules, len(g.Players))
	if err != nil { // the decoder has checked the player count
		return noScore{}
	}
	for _, d := range g.Differenzler {
		sheet.Add(d)
	}
	return &differenzlerScore{sheet}
}

func (differenzlerMode) Report(rep *Report, g *Game) { checkDifferenzler(rep, g) }

// differenzlerScore is a Differenzler sheet as played so far.
type differenzlerScore struct{ sheet *tally.DifferenzlerSheet }

func (s *differenzlerScore) Add(g *Game) { s.sheet.Add(g.Differenzler[len(g.Differenzler)-1]) }

func (s *differenzlerScore) Engine() Engine { return Engine{Differenzler: s.sheet} }

func (s *differenzlerScore) Summary() Summary {
	w := s.sheet.Winner()
	return Summary{
		Totals: append([]int(nil), s.sheet.Totals...), Winner: w, Winners: seatsOf(w, len(s.sheet.Totals), len(s.sheet.Totals)),
		Over: s.sheet.Finished(), Violations: len(s.sheet.Violations),
	}
}
