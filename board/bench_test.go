package board

import (
	"testing"

	"github.com/jasstafel/jasstafel/tally"
)

// fullGame is a 40-deal Schieber game to 5000 entered as points: contracts cycle through the
// four suits, team 0 takes a little more than half, and it reaches 5000 in the 40th deal.
func fullGame(b testing.TB) (tally.SchieberState, tally.Rules) {
	r := rules(b, tally.Schieber, "custom", func(r *tally.Rules) { r.Target = 5000 })
	suits := []string{"D", "H", "S", "C"}
	var deals []tally.SchieberDeal
	for i := range 40 {
		p0 := 73 + (i*37)%23
		deals = append(deals, pointsDeal(b, suits[i%4], i%4, [2]int{p0, 157 - p0}))
	}
	st := tally.ReplaySchieber(r, deals)
	if len(st.Violations) > 0 || st.FinishedInRound != 39 || st.Winner != 0 {
		b.Fatalf("the benchmark game: finished in %d, winner %d, totals %v, violations %v",
			st.FinishedInRound, st.Winner, st.Totals, st.Violations)
	}
	return st, r
}

func TestFullGameBoard(t *testing.T) {
	st, r := fullGame(t)
	for _, v := range []View{ViewAsWritten, ViewNormalised} {
		zb := Schieber(st, r, v)
		for _, h := range []Half{zb.Lower, zb.Upper} {
			if h.Total != st.Totals[h.Team] || Read(h) != st.Totals[h.Team] {
				t.Errorf("%s team %d: total %d read %d, engine %d", v, h.Team, h.Total, Read(h), st.Totals[h.Team])
			}
			checkDrawing(t, string(v), h)
		}
		goldenBoard(t, "full-game-5000-"+string(v), "40 deals to 5000, team 0 wins in the 40th", zb)
	}
}

func BenchmarkZBoardFullGame(b *testing.B) {
	st, r := fullGame(b)
	for _, v := range []View{ViewAsWritten, ViewNormalised} {
		b.Run(string(v), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				zb := Schieber(st, r, v)
				if zb.Lower.Total == 0 {
					b.Fatal("empty board")
				}
			}
		})
	}
}
