package newgame

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// The choice of who begins follows the names typed: the first seat until one is chosen, the
// seat chosen while it is at the table (under its new name), and the last seat when the table
// shrinks below it, never a name no longer seated.
func TestSeatChoiceFollowsTheTable(t *testing.T) {
	test.NewTempApp(t)
	c := NewSeatChoice()
	if c.Seat() != 0 {
		t.Errorf("before any names: seat %d", c.Seat())
	}
	c.Follow([]string{"Anna", "Beat", "Cla", "Dora"})
	if c.Seat() != 0 || c.Select.Selected != "Anna" {
		t.Errorf("the first names: seat %d, %q", c.Seat(), c.Select.Selected)
	}
	c.Select.SetSelected("Dora")
	c.Follow([]string{"Anna", "Beat", "Cla", "Doris"})
	if c.Seat() != 3 || c.Select.Selected != "Doris" {
		t.Errorf("the fourth seat renamed: seat %d, %q", c.Seat(), c.Select.Selected)
	}
	c.Follow([]string{"Anna", "Beat", "Cla"})
	if c.Seat() != 2 || c.Select.Selected != "Cla" {
		t.Errorf("three players: seat %d, %q", c.Seat(), c.Select.Selected)
	}
}
