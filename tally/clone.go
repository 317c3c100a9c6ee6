package tally

import (
	"maps"
	"slices"
)

// The Clone methods copy an engine state deeply: the copy shares no pointer, slice or map with
// the original, so that either may be added to or changed without the other seeing it (a screen
// takes the state a store keeps between writes this way, instead of replaying the game).
// clone_test.go walks the types by reflection and fails on any field these functions share.
// A clone takes its many small slices from a few arrays sized in advance (arena), so that
// copying a game costs a few allocations rather than some per deal.

// Clone returns a deep copy of the state; nil for nil.
func (s *SchieberState) Clone() *SchieberState {
	if s == nil {
		return nil
	}
	var n sizes
	for i := range s.Scores {
		n.play(s.Scores[i].Play)
		n.viols += len(s.Scores[i].Violations)
	}
	n.viols += len(s.Violations)
	a := newArena(n)
	c := *s
	if s.Scores != nil {
		c.Scores = make([]DealScore, len(s.Scores))
		for i, d := range s.Scores {
			d.Play = a.play(d.Play)
			d.Violations = take(&a.viols, d.Violations)
			c.Scores[i] = d
		}
	}
	c.Violations = take(&a.viols, s.Violations)
	return &c
}

// Clone returns a deep copy of the sheet, its rules and every written cell included; nil for nil.
func (s *CoiffeurSheet) Clone() *CoiffeurSheet {
	if s == nil {
		return nil
	}
	var n sizes
	cells := 0
	for _, row := range s.Cells {
		for _, cell := range row {
			if cell != nil {
				cells++
			}
		}
	}
	n.ints = len(s.Credits) + len(s.Totals)
	for i := range s.Deals {
		n.ints += len(s.Deals[i].Credits)
		n.play(s.Deals[i].Play)
		n.viols += len(s.Deals[i].Violations)
	}
	n.viols += len(s.Violations)
	a := newArena(n)

	c := *s
	c.Rules = s.Rules.clone()
	if s.Cells != nil {
		written := make([]CoiffeurCell, 0, cells)
		c.Cells = make([][]*CoiffeurCell, len(s.Cells))
		for i, row := range s.Cells {
			if row == nil {
				continue
			}
			c.Cells[i] = make([]*CoiffeurCell, len(row))
			for j, cell := range row {
				if cell != nil {
					written = append(written, *cell)
					c.Cells[i][j] = &written[len(written)-1]
				}
			}
		}
	}
	c.Credits = take(&a.ints, s.Credits)
	c.Totals = take(&a.ints, s.Totals)
	if s.Deals != nil {
		c.Deals = make([]CoiffeurDealScore, len(s.Deals))
		for i, d := range s.Deals {
			d.Credits = take(&a.ints, d.Credits)
			d.Play = a.play(d.Play)
			d.Violations = take(&a.viols, d.Violations)
			c.Deals[i] = d
		}
	}
	c.Violations = take(&a.viols, s.Violations)
	return &c
}

// Clone returns a deep copy of the sheet, its rules and the dealers and predictions it keeps
// included; nil for nil.
func (s *DifferenzlerSheet) Clone() *DifferenzlerSheet {
	if s == nil {
		return nil
	}
	var n sizes
	n.ints = len(s.Totals) + len(s.dealers)
	for i := range s.Deals {
		d := &s.Deals[i]
		n.ints += len(d.Actual) + len(d.Penalty) + len(d.TricksWon)
		n.play(d.Play)
		n.viols += len(d.Violations)
	}
	for _, p := range s.predictions {
		n.ints += len(p)
	}
	n.viols += len(s.Violations)
	a := newArena(n)

	c := *s
	c.Rules = s.Rules.clone()
	if s.Deals != nil {
		c.Deals = make([]DifferenzlerDealScore, len(s.Deals))
		for i, d := range s.Deals {
			d.Actual = take(&a.ints, d.Actual)
			d.Penalty = take(&a.ints, d.Penalty)
			d.TricksWon = take(&a.ints, d.TricksWon)
			d.Play = a.play(d.Play)
			d.Violations = take(&a.viols, d.Violations)
			c.Deals[i] = d
		}
	}
	c.Totals = take(&a.ints, s.Totals)
	c.Violations = take(&a.viols, s.Violations)
	c.dealers = take(&a.ints, s.dealers)
	if s.predictions != nil {
		c.predictions = make([][]int, len(s.predictions))
		for i, p := range s.predictions {
			c.predictions[i] = take(&a.ints, p)
		}
	}
	return &c
}

// clone copies the rules' map and rows.
func (r Rules) clone() Rules {
	r.Multipliers = maps.Clone(r.Multipliers)
	if r.Rows != nil {
		rows := make([]Row, len(r.Rows))
		for i, row := range r.Rows {
			row.Contracts = slices.Clone(row.Contracts)
			rows[i] = row
		}
		r.Rows = rows
	}
	return r
}

// sizes counts the elements a clone's arena holds.
type sizes struct {
	ints, cards, hands, tricks, plays, viols int
}

// play counts what a copy of p takes.
func (n *sizes) play(p *PlayResult) {
	if p == nil {
		return
	}
	n.plays++
	n.hands += len(p.Hands)
	n.tricks += len(p.Tricks)
	for i := range p.Tricks {
		n.cards += len(p.Tricks[i].Cards)
	}
	n.ints += len(p.Points) + len(p.TricksWon)
	n.viols += len(p.Violations)
}

// arena holds the elements of one clone's slices.
type arena struct {
	ints   []int
	cards  []Card
	hands  []CardSet
	tricks []TrickResult
	plays  []PlayResult
	viols  []Violation
}

func newArena(n sizes) *arena {
	return &arena{
		ints: make([]int, 0, n.ints), cards: make([]Card, 0, n.cards), hands: make([]CardSet, 0, n.hands),
		tricks: make([]TrickResult, 0, n.tricks), plays: make([]PlayResult, 0, n.plays), viols: make([]Violation, 0, n.viols),
	}
}

// take copies src into the arena's buf and returns the copy, its capacity its length, so that
// appending to it never writes over its neighbours. nil stays nil, empty stays empty. Should
// buf be full (it is sized in advance, so it is not), a new array is started.
func take[T any](buf *[]T, src []T) []T {
	if len(src) == 0 {
		return src[:0:0]
	}
	if cap(*buf)-len(*buf) < len(src) {
		*buf = make([]T, 0, len(src))
	}
	at := len(*buf)
	*buf = append(*buf, src...)
	return (*buf)[at:len(*buf):len(*buf)]
}

// play copies a play's result into the arena; nil for nil.
func (a *arena) play(p *PlayResult) *PlayResult {
	if p == nil {
		return nil
	}
	c := *p
	c.Hands = take(&a.hands, p.Hands)
	c.Tricks = take(&a.tricks, p.Tricks)
	for i := range c.Tricks {
		c.Tricks[i].Cards = take(&a.cards, c.Tricks[i].Cards)
	}
	c.Points = take(&a.ints, p.Points)
	c.TricksWon = take(&a.ints, p.TricksWon)
	c.Violations = take(&a.viols, p.Violations)
	if len(a.plays) == cap(a.plays) {
		a.plays = make([]PlayResult, 0, 1)
	}
	a.plays = append(a.plays, c)
	return &a.plays[len(a.plays)-1]
}
