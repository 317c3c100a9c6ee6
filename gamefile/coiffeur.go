package gamefile

import (
	"encoding/json"
	"github.com/jasstafel/jasstafel/tally"
)

// coiffeurDeal converts one Coiffeur round.
func coiffeurDeal(r *Round, path string, players int, rules tally.Rules) (tally.CoiffeurDeal, error) {
	d := tally.CoiffeurDeal{Match: -1, Stoeck: -1}
	columns := 2
	if rules.Solo {
		columns = players
	}
	var err error
	if r.Row == nil {
		return d, errAt(path+".row", "missing: the index of the row on the sheet (0..%d)", len(rules.Rows)-1)
	}
	if d.Row, err = index(path+".row", r.Row, len(rules.Rows), "row"); err != nil {
		return d, err
	}
	if r.Side == nil {
		return d, errAt(path+".side", "missing: the column written (team 0/1, or the player in solo)")
	}
	if d.Side, err = index(path+".side", r.Side, columns, "column"); err != nil {
		return d, err
	}
	if r.Contract == "" {
		return d, errAt(path+".contract", "missing: the contract played (e.g. \"H\" or \"obenabe\")")
	}
	if d.Contract, err = tally.ParseContract(r.Contract); err != nil {
		return d, errAt(path+".contract", "%v", err)
	}
	if r.Vorhand == nil {
		return d, errAt(path+".vorhand", "missing: the seat that had the first right to choose")
	}
	if d.Vorhand, err = index(path+".vorhand", r.Vorhand, players, "seat"); err != nil {
		return d, err
	}
	if r.Passes != nil {
		if d.Passes, err = index(path+".passes", r.Passes, players, "number of passes"); err != nil {
			return d, err
		}
	}
	switch {
	case r.Tricks != nil && r.Points != nil:
		return d, errAt(path, "a round has either \"tricks\" or \"points\", not both")
	case r.Tricks == nil && r.Points == nil:
		return d, errAt(path, "a round needs \"tricks\" or \"points\" (one entry per column)")
	case r.Tricks != nil:
		if r.Match != nil {
			return d, errAt(path+".match", "with \"tricks\" the engine finds the Match itself; leave \"match\" out")
		}
		if d.Tricks, err = parseTricks(path, r.Tricks, players); err != nil {
			return d, err
		}
	default:
		if len(r.Points) != columns {
			return d, errAt(path+".points", "want one number per column (%d), not %d", columns, len(r.Points))
		}
		d.Points = append([]int(nil), r.Points...)
		if d.Match, err = index(path+".match", r.Match, columns, "column"); err != nil {
			return d, err
		}
	}
	if d.Stoeck, err = index(path+".stoeck", r.Stoeck, players, "seat"); err != nil {
		return d, err
	}
	if d.Weis, err = parseWeis(path, r.Weis, players, columns); err != nil {
		return d, err
	}
	return d, nil
}

func checkCoiffeur(rep *Report, g *Game) {
	sheet, err := tally.NewCoiffeurSheet(g.Rules, len(g.Players))
	if err != nil { // the decoder has checked the player count already
		rep.Violations = []ViolationJSON{{Round: -1, Rule: tally.RuleSeatRange, Message: err.Error()}}
		rep.Rounds, rep.Totals = raw([]int{}), []int{}
		return
	}
	rounds := make([]coiffeurRound, 0, len(g.Coiffeur))
	for i, d := range g.Coiffeur {
		s := sheet.Add(d)
		rounds = append(rounds, coiffeurRound{
			Round: i, Row: d.Row, Column: s.Column, Chooser: intPtr(s.Chooser), Contract: d.Contract.String(),
			Multiplier: s.Multiplier, CardPoints: s.CardPoints, Points: s.Points, Value: s.Value, Written: s.Filled,
			Match: intPtr(s.Match), Kontermatsch: s.Kontermatsch,
		})
	}
	rep.Rounds = raw(rounds)
	rep.Violations = violationsJSON(sheet.Violations)
	rep.Totals = sheet.Totals
	rep.Sheet = make([][]*Cell, len(sheet.Cells))
	for i, row := range sheet.Cells {
		rep.Sheet[i] = make([]*Cell, len(row))
		for j, c := range row {
			if c != nil {
				rep.Sheet[i][j] = &Cell{Points: c.Points, Value: c.Value}
			}
		}
	}
	rep.Remaining = sheet.Remaining()
	if g.Rules.CoiffeurKontermatsch == tally.KontermatschCredit {
		rep.Credits = sheet.Credits
	}
	if sheet.Columns() == 2 {
		diff := sheet.Totals[0] - sheet.Totals[1]
		if diff < 0 {
			diff = -diff
		}
		rep.Difference = &diff
	}
	rep.Winner = intPtr(sheet.Winner())
}

// coiffeurMode is the Coiffeur: a sheet of rows, one contract each, written by two teams or by
// three or four players on their own (solo).
type coiffeurMode struct{}

func (coiffeurMode) Name() tally.Game { return tally.Coiffeur }

func (coiffeurMode) ResolveRules(raw json.RawMessage) (tally.Rules, error) {
	return tally.ResolveRules(tally.Coiffeur, raw)
}

func (coiffeurMode) Sides(g *Game) []int { return coiffeurSides(g) }

func (coiffeurMode) LowerWins() bool { return false }

func (coiffeurMode) RefereeRules() tally.Game { return tally.Schieber }

func (coiffeurMode) CheckContract(c tally.Contract) error {
	return nil
}

func (coiffeurMode) CheckPlayers(r tally.Rules, n int) error {
	switch {
	case !r.Solo && n != 4:
		return errAt("players", "a team Coiffeur has four players in seat order, not %d (solo: 3 or 4)", n)
	case n < 3 || n > 4:
		return errAt("players", "a coiffeur game has three or four players, not %d", n)
	}
	return nil
}

func (coiffeurMode) RoundKeys() []string {
	return []string{"row", "side", "contract", "vorhand", "passes", "tricks", "points", "match", "weis", "stoeck"}
}

func (coiffeurMode) DecodeRound(g *Game, r *Round, path string, _ bool) error {
	d, err := coiffeurDeal(r, path, len(g.Players), g.Rules)
	if err != nil {
		return err
	}
	g.Coiffeur = append(g.Coiffeur, d)
	return nil
}

func (coiffeurMode) Rounds(g *Game) int { return len(g.Coiffeur) }

func (coiffeurMode) Score(g *Game) Score {
	sheet, err := tally.NewCoiffeurSheet(g.Rules, len(g.Players))
	if err != nil { // the decoder has checked the player count
		return noScore{}
	}
	for _, d := range g.Coiffeur {
		sheet.Add(d)
	}
	return &coiffeurScore{sheet}
}

func (coiffeurMode) Report(rep *Report, g *Game) { checkCoiffeur(rep, g) }

// coiffeurScore is a Coiffeur sheet as written so far.
type coiffeurScore struct{ sheet *tally.CoiffeurSheet }

func (s *coiffeurScore) Add(g *Game) { s.sheet.Add(g.Coiffeur[len(g.Coiffeur)-1]) }

func (s *coiffeurScore) Engine() Engine { return Engine{Coiffeur: s.sheet} }

func (s *coiffeurScore) Summary() Summary {
	w := s.sheet.Winner()
	return Summary{
		Totals: append([]int(nil), s.sheet.Totals...), Winner: w, Winners: seatsOf(w, s.sheet.Columns(), s.sheet.Players),
		Over: s.sheet.Complete(), Violations: len(s.sheet.Violations),
	}
}

// coiffeurSides are the columns of g's seats: two teams, or each player on their own (solo).
func coiffeurSides(g *Game) []int {
	if g.Rules.Solo {
		return columnSides(len(g.Players), len(g.Players))
	}
	return teamSides(len(g.Players))
}
