package tally

// TrickWinner returns the position (0 = leader) of the card that wins trick in mode m (§3.4):
// the highest trump by trump order if a trump was played, otherwise the best card of the led
// suit, highest in natural order (lowest in Undenufe). Cards of other suits never win. An
// empty trick gives -1.
func TrickWinner(trick []Card, m Mode) int {
	if len(trick) == 0 {
		return -1
	}
	led := trick[0].Suit()
	best, strength := 0, m.strength(trick[0], led)
	for i := 1; i < len(trick); i++ {
		if s := m.strength(trick[i], led); s > strength {
			best, strength = i, s
		}
	}
	return best
}

// trickPoints sums the values of the trick's cards in value mode m (§2.2), without the
// last-trick bonus. Invalid card values count nothing.
func trickPoints(trick []Card, m Mode, undenufeSwap bool) int {
	total := 0
	for _, c := range trick {
		if c < NumCards {
			total += m.Value(c, undenufeSwap)
		}
	}
	return total
}
