package gamefile

import (
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

// SchieberDeal converts one Schieber round as the app enters it, with the same checks as a file.
func SchieberDeal(r Round) (tally.SchieberDeal, error) {
	return schieberDeal(&r, "round")
}
