package tally

import "testing"

// FuzzParseWeis feeds arbitrary bytes as card lists: ParseWeis never panics, and whatever it
// accepts is a Weis of exactly the given cards that the rest of the engine handles consistently.
func FuzzParseWeis(f *testing.F) {
	f.Add([]byte{0, 1, 2}, byte(0))                            // S 6-7-8
	f.Add([]byte{5, 14, 23, 32}, byte(0))                      // four J
	f.Add([]byte{0, 9, 18, 27}, byte(2))                       // four 6, lowQuartets off
	f.Add([]byte{6, 7, 8, 0}, byte(0))                         // S Q-K-A-6
	f.Add([]byte{1, 2, 1}, byte(0))                            // duplicate
	f.Add([]byte{35, 36, 255}, byte(0))                        // invalid cards
	f.Add([]byte{27, 28, 29, 30, 31, 32, 33, 34, 35}, byte(1)) // C 6..A, small
	f.Add([]byte{}, byte(4))
	f.Fuzz(func(t *testing.T, data []byte, flags byte) {
		r, err := Preset(Schieber, "seed")
		if err != nil {
			t.Fatal(err)
		}
		r.Weis = []string{WeisBig, WeisSmall, WeisOff, WeisBig}[flags&3]
		r.LowQuartets = flags&4 == 0
		r.Kreuzweis = flags&8 != 0
		if flags&16 != 0 {
			r.WeisTieBreak = TieQuartetFirst
		}
		m := Mode(flags>>5) % NumModes
		cards := make([]Card, len(data))
		for i, b := range data {
			cards[i] = Card(b)
		}
		w, err := ParseWeis(cards, r)
		if err != nil {
			if len(err.Error()) > 300 {
				t.Errorf("error message of %d bytes", len(err.Error()))
			}
			return
		}
		if w.Cards != SetOf(cards...) || w.Len != len(cards) || w.Cards.Len() != len(cards) {
			t.Fatalf("%v parsed as %+v", cards, w)
		}
		if w.Points(r) <= 0 {
			t.Fatalf("%v: valid Weis worth %d", w, w.Points(r))
		}
		if again, err := ParseWeis(w.Cards.Cards(), r); err != nil || again != w {
			t.Fatalf("%v: cards in order parse as %+v, %v", w, again, err)
		}
		if c := CompareWeis(w, 0, w, 1, m, r); c <= 0 {
			t.Fatalf("%v: earlier position does not win: %d", w, c)
		}
		if !WeisOverlap(w, w, r) {
			t.Fatalf("%v does not overlap itself", w)
		}
		// A hand that holds the Weis scores at least its points.
		best := BestWeis(w.Cards, m, r)
		sum := 0
		for _, b := range best {
			sum += b.Points(r)
		}
		if sum < w.Points(r) {
			t.Fatalf("BestWeis(%v) = %v worth %d < %d", w.Cards, best, sum, w.Points(r))
		}
	})
}
