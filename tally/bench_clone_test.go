package tally

import (
	"fmt"
	"strings"
	"testing"
)

// BenchmarkClone compares copying a game's engine state (Clone) with scoring its deals again
// (replay), for games of 12 and 40 deals: Schieber (three of four deals card by card, with
// Weis) and Differenzler (half card by card), and a whole Coiffeur sheet (teams: 16 cells;
// solo for four: 32).
func BenchmarkClone(b *testing.B) {
	var cases []CloneCase
	for _, n := range []int{12, 40} {
		cases = append(cases, schieberCloneCase(b, "seed", n, 1), differenzlerCloneCase(b, "seed", 4, n, 1))
	}
	cases = append(cases,
		coiffeurCloneCase(b, "teams", cfRules(b, nil), 4, 1),
		coiffeurCloneCase(b, "solo", cfRules(b, func(r *Rules) { r.Solo = true }), 4, 1))
	for _, c := range cases {
		name := fmt.Sprintf("%s-%d", strings.Fields(c.Name)[0], c.Deals)
		st := c.State(c.Deals)
		b.Run(name+"/clone", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				c.Clone(st)
			}
		})
		b.Run(name+"/replay", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				c.State(c.Deals)
			}
		})
	}
}
