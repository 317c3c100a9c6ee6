package entry

import (
	"testing"

	"github.com/jasstafel/jasstafel/tally"
)

// benchCards is a Schieber deal entered up to card n, on a seeded legal deal.
func benchCards(b *testing.B, n int) Cards {
	b.Helper()
	r, err := tally.Preset(tally.Schieber, "seed")
	if err != nil {
		b.Fatal(err)
	}
	hands := dealHands(b, 42, [4]string{"CK CQ D6 D7 D8 D9", "", "", ""})
	tricks := playLegally(hands, "C", 0, r)
	c, err := NewSchieberCards(r, "C", 0, false)
	if err != nil {
		b.Fatal(err)
	}
	for _, tr := range tricks {
		for _, k := range tr {
			if len(c.Played) < n {
				c.Play(k)
			}
		}
	}
	return c
}

// The calls behind one tap on the picker must stay far below a frame.

func BenchmarkCardsMarked(b *testing.B) {
	c := benchCards(b, 22)
	b.ReportAllocs()
	for b.Loop() {
		_ = c.Marked()
	}
}

func BenchmarkCardsPlayAndUndo(b *testing.B) {
	c := benchCards(b, 22)
	k := c.Unplayed().First()
	b.ReportAllocs()
	for b.Loop() {
		c.Play(k)
		c.Undo()
	}
}

func BenchmarkCardsBreaches(b *testing.B) {
	c := benchCards(b, 35)
	b.ReportAllocs()
	for b.Loop() {
		_ = c.Breaches()
	}
}

func BenchmarkCardsWeisCandidates(b *testing.B) {
	c := benchCards(b, tally.NumCards)
	b.ReportAllocs()
	for b.Loop() {
		_ = c.WeisCandidates(0)
	}
}

func BenchmarkCardsPreviewComplete(b *testing.B) {
	c := benchCards(b, tally.NumCards)
	c.DeclareWeis(0, c.WeisCandidates(0)[0].Cards.Cards())
	b.ReportAllocs()
	for b.Loop() {
		_ = c.Preview()
	}
}
