package board

import (
	"testing"

	"github.com/jasstafel/jasstafel/tally"
)

// A written cell names the contract played, so that a Joker row shows which one it was.
func TestCoiffeurCellNamesItsContract(t *testing.T) {
	s, err := tally.NewCoiffeurSheet(rules(t, tally.Coiffeur, "seed", nil), 4)
	if err != nil {
		t.Fatal(err)
	}
	s.Add(tally.CoiffeurDeal{Row: 6, Side: 0, Contract: contract(t, "undenufe"), Vorhand: 0, Points: []int{100, 57}, Match: -1, Stoeck: -1})
	s.Add(tally.CoiffeurDeal{Row: 1, Side: 1, Contract: contract(t, "H"), Vorhand: 1, Points: []int{57, 100}, Match: -1, Stoeck: -1})
	g := Coiffeur(s, nil)
	if c := g.Rows[6].Cells[0]; c == nil || c.Contract != "undenufe" {
		t.Errorf("Joker cell: %+v, want the Undenufe played", c)
	}
	if c := g.Rows[1].Cells[1]; c == nil || c.Contract != "H" {
		t.Errorf("Hearts cell: %+v", c)
	}
}
