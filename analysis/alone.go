package analysis

import "github.com/jasstafel/jasstafel/solver"

// alonePoints is what seat makes on its own in deal d when it plays against the other three
// together, all four perfectly.
func alonePoints(s Searcher, d solver.Deal, seat int) (int, error) {
	d.Solo, d.SoloSeat = true, seat
	v, _, err := s.Value(d)
	return v[0], err
}
