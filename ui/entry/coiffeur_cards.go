package entry

import (
	"errors"
	"slices"
	"strconv"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// Errors of a Coiffeur deal entered card by card.
var (
	// ErrNotForCell: the cards were entered for another contract or another chooser than the
	// cell being written.
	ErrNotForCell = errors.New("the cards were entered for another cell")
	// ErrCellRefused: the engine refuses the cell as it stands; its violations say why.
	ErrCellRefused = errors.New("the cell cannot be written as it stands")
)

// NewCoiffeurCards starts the card entry of the cell e is writing on sheet s: its contract,
// and the chooser leads trick 1 (§9.3), also when Vorhand pushed to him.
func NewCoiffeurCards(s *tally.CoiffeurSheet, e Coiffeur) (Cards, error) {
	chooser := e.Chooser(s)
	switch {
	case chooser < 0:
		return Cards{}, ErrNotOnTurn
	case e.Row < 0 || e.Row >= len(s.Rules.Rows):
		return Cards{}, ErrNoCell
	case e.Contract == "":
		return Cards{}, ErrNoContract
	}
	c := Cards{Game: tally.Coiffeur, Contract: e.Contract, Leader: chooser, Players: s.Players, Stoeck: -1}
	if err := c.Bind(s.Rules); err != nil {
		return Cards{}, err
	}
	return c, c.BindCell(s, e)
}

// ForCell reports whether c are a Coiffeur deal for the cell e is writing on sheet s: the same
// contract, led by the same chooser, at a table of the same size.
func (c *Cards) ForCell(s *tally.CoiffeurSheet, e Coiffeur) bool {
	return c.Game == tally.Coiffeur && c.Contract == e.Contract && c.Players == s.Players &&
		e.Chooser(s) >= 0 && c.Leader == e.Chooser(s) && e.Row >= 0
}

// BindCell ties a Coiffeur card entry (new, or restored from a draft) to the cell it writes:
// the row, Vorhand and passes of e on sheet s. Only the cell is taken from e, not its points.
func (c *Cards) BindCell(s *tally.CoiffeurSheet, e Coiffeur) error {
	if !c.ForCell(s, e) {
		return ErrNotForCell
	}
	c.sheet = s
	c.cell = Coiffeur{Vorhand: e.Vorhand, Passes: e.Passes, Row: e.Row, Contract: e.Contract, Trio: e.Trio}
	return nil
}

// coiffeurDeal is the complete deal as the engine scores it in the bound cell, with the Weis
// shown and the Stöck announced.
func (c *Cards) coiffeurDeal() tally.CoiffeurDeal {
	d := tally.CoiffeurDeal{
		Row: c.cell.Row, Side: c.cell.Side(c.sheet), Contract: c.contract,
		Vorhand: c.cell.Vorhand, Passes: c.cell.Passes, Tricks: c.Tricks(), Match: -1, Stoeck: c.Stoeck,
	}
	for _, w := range c.Weis {
		d.Weis = append(d.Weis, tally.WeisClaim{Seat: w.Seat, Team: -1, Cards: w.Cards})
	}
	return d
}

// CellEntry is what the complete deal writes, as the typed entry of the same cell: the
// declaring side's card points (or its Match or Kontermatsch) and the Weis and Stöck the engine
// grants it, with the engine's score of the deal as played. Writing CellEntry's Round is
// writing these points by hand.
func (c *Cards) CellEntry() (Coiffeur, tally.CoiffeurDealScore, error) {
	switch {
	case !c.Complete():
		return Coiffeur{}, tally.CoiffeurDealScore{}, ErrIncomplete
	case c.Game != tally.Coiffeur || c.sheet == nil:
		return Coiffeur{}, tally.CoiffeurDealScore{}, ErrNotForCell
	}
	ds := c.sheet.Preview(c.coiffeurDeal())
	e := c.cell
	switch points, tricks := c.declarerTricks(ds); {
	case tricks == 0:
		e.Sweep = SweepKontermatsch
	case tricks == len(ds.Play.Tricks) && (ds.Match == ds.Column || c.Penalty):
		e.Sweep = SweepMatch
	default:
		e.Typed[Declarer] = strconv.Itoa(points)
	}
	e.Weis = ds.Weis
	e.Stoeck = ds.Stoeck > 0
	return e, ds, nil
}

// declarerTricks is the declaring side's card points (with the last trick's 5, without a Match
// bonus) and tricks in the deal as played, or, when the table applies the revoke penalty, after
// the trick with the first illegal card and every later one went to the side that did not play
// it (§3.6).
func (c *Cards) declarerTricks(ds tally.CoiffeurDealScore) (points, tricks int) {
	if ds.Play == nil {
		return ds.CardPoints, 1
	}
	first, penalised := c.Revoke()
	penalised = penalised && c.Penalty && c.PenaltyOffered()
	offenderDeclares := penalised && c.sheet.ColumnOf(first.Seat) == ds.Column
	for i, t := range ds.Play.Tricks {
		declares := c.sheet.ColumnOf(t.Winner) == ds.Column
		if penalised && i >= first.Trick {
			declares = !offenderDeclares
		}
		if declares {
			points += t.Points
			tricks++
		}
	}
	return points, tricks
}

// coiffeurRound is the round the complete deal writes: the cell of the typed entry for the same
// points, with the cards as played, the Weis shown and the Stöck announced, which the engine
// scores to the same value — so that the game keeps the deal and not only its points. Under the
// revoke penalty, whose points are not those of the play, it is the typed entry's round.
func (c *Cards) coiffeurRound() (gamefile.Round, error) {
	e, _, err := c.CellEntry()
	if err != nil {
		return gamefile.Round{}, err
	}
	if p := e.Preview(c.sheet); !p.Writable() {
		return gamefile.Round{}, ErrCellRefused
	}
	r, err := e.Round(c.sheet)
	if err != nil || c.Penalty && c.PenaltyOffered() {
		return r, err
	}
	played := c.tricksRound()
	r.Tricks, r.Points, r.Match, r.Weis, r.Stoeck = played.Tricks, nil, nil, played.Weis, played.Stoeck
	return r, nil
}

// coiffeurPreview fills p for a complete Coiffeur deal: what the cell gets, and every rule the
// deal as played breaks (a refused Weis or Stöck among them).
func (c *Cards) coiffeurPreview(p *CardsPreview) {
	e, ds, err := c.CellEntry()
	if err != nil {
		p.Err = err
		return
	}
	p.Breaches = ds.Violations
	p.Cell = e.Preview(c.sheet)
	p.Err = p.Cell.Err
	if p.Err == nil && !p.Cell.Writable() {
		p.Err = ErrCellRefused
		for _, v := range p.Cell.Violations {
			if !slices.ContainsFunc(p.Breaches, func(w tally.Violation) bool { return w.Rule == v.Rule }) {
				p.Breaches = append(p.Breaches, v)
			}
		}
	}
}
