package statistics

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/charts"
	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
)

// TestPlayerWinRateByMonthIsWonOverFinished plays Anna's games in a real store and reads them
// back as the player's charts do (playerGameOf): a month's rate is the games won over the
// month's finished games, as the statistics' win rate.
//
// Every game is a Schieber to 500, in which team 0 (seats 0 and 2) takes every trick of every
// deal: 157 + 100 Match bonus = 257 a deal, so the second deal reaches 514 and ends the game.
//
//	March: won (Anna in seat 0), lost (Anna in seat 1), open (one deal):
//	       1 won of 2 finished = 50 %; over all 3 games it would be 33 %.
//	April: won, marked finished after one deal (no winner, so not won), open:
//	       1 won of 2 finished = 50 %; without the mark 1 of 1 = 100 %, over all 3 games 33 %.
//	May:   open only: no finished game, 0.
func TestPlayerWinRateByMonthIsWonOverFinished(t *testing.T) {
	var now time.Time
	s, err := persistence.Open(filepath.Join(t.TempDir(), "jasstafel.db"), persistence.Options{
		Now: func() time.Time { return now }, NoAutoBackup: true, Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	annaWins := []string{"Anna", "Beat", "Cla", "Dora"}
	annaLoses := []string{"Beat", "Anna", "Dora", "Cla"}
	var ids []persistence.GameID
	play := func(when time.Time, players []string, deals int) persistence.GameID {
		t.Helper()
		now = when
		id, err := s.Create(persistence.NewGame{Mode: tally.Schieber, Players: players,
			Rules: []byte(`{"preset":"simple","target":500}`)})
		if err != nil {
			t.Fatal(err)
		}
		for d := range deals {
			v, match := d%4, 0
			if _, err := s.AddRound(id, gamefile.Round{Contract: "D", Vorhand: &v, Points: []int{157, 0}, Match: &match}); err != nil {
				t.Fatalf("game %d deal %d: %v", id, d, err)
			}
		}
		ids = append(ids, id)
		return id
	}
	at := func(m time.Month, d int) time.Time { return time.Date(2026, m, d, 20, 0, 0, 0, time.UTC) }
	play(at(time.March, 2), annaWins, 2)
	play(at(time.March, 9), annaLoses, 2)
	play(at(time.March, 16), annaWins, 1)
	play(at(time.April, 6), annaWins, 2)
	marked := play(at(time.April, 13), annaWins, 1)
	play(at(time.April, 20), annaWins, 1)
	play(at(time.May, 4), annaLoses, 1)
	if v, err := s.SetFinished(marked, true); err != nil || !v.Finished || v.Report().Winner != nil {
		t.Fatalf("marking the game of 13 April finished: %v; want it marked without a winner", err)
	}

	var games []charts.PlayerGame
	for _, id := range ids {
		v, err := s.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, playerGameOf(v))
	}
	d, err := charts.PlayerSeries("Anna", games)
	if err != nil {
		t.Fatal(err)
	}
	type month struct {
		name                 string
		games, finished, won int
		rate                 float64
	}
	want := []month{{"2026-03", 3, 2, 1, 0.5}, {"2026-04", 3, 2, 1, 0.5}, {"2026-05", 1, 0, 0, 0}}
	if len(d.Months) != len(want) {
		t.Fatalf("months %+v, want %+v", d.Months, want)
	}
	for i, m := range d.Months {
		if got := (month{m.Month.Format("2006-01"), m.Games, m.Finished, m.Won, m.Rate()}); got != want[i] {
			t.Errorf("month %d: %+v, want %+v", i, got, want[i])
		}
	}
}
