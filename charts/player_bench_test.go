package charts

import (
	"testing"
	"time"
)

// benchGames are a player's years of evenings: n Schieber games of 60 deals each, a day apart.
func benchGames(b *testing.B, n int) []PlayerGame {
	b.Helper()
	g, rep := decode(b, longSchieber(60))
	games := make([]PlayerGame, n)
	start := time.Date(2020, 1, 1, 20, 0, 0, 0, time.UTC)
	for i := range games {
		games[i] = PlayerGame{Created: start.AddDate(0, 0, i), Game: g, Report: rep}
	}
	return games
}

// The figures of 1000 games of 60 deals: the work done off the UI thread once the games are read.
func BenchmarkPlayerSeries1000Games(b *testing.B) {
	games := benchGames(b, 1000)
	for b.Loop() {
		if _, err := PlayerSeries("Anna", games); err != nil {
			b.Fatal(err)
		}
	}
}

// Drawing one of the player's charts for a 1280×700 window at 1.5× text: what a resize costs.
func BenchmarkPlayerChartImage(b *testing.B) {
	d, err := PlayerSeries("Anna", benchGames(b, 1000))
	if err != nil {
		b.Fatal(err)
	}
	for _, k := range PlayerKinds {
		c, err := NewPlayer(k, d, PaperTheme(), english, Names{})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.Title(), func(b *testing.B) {
			for b.Loop() {
				if _, err := c.Image(1280, 700, 144); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
