package ui

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
)

// The three game screens share game.Screen (ui/game/gamescreen.go). These tests drive what it owns
// once, through the screens, as the players do: they tap buttons by their labels and read what
// the screen shows.

// tapStarting taps the one shown button whose label starts with prefix.
func tapStarting(t *testing.T, w fyne.Window, prefix string) {
	t.Helper()
	b := findButton(t, w, prefix, true)
	if b.Disabled() {
		t.Fatalf("%q… is disabled", prefix)
	}
	test.Tap(b)
}

// showsAll fails the test unless every text of want is on screen.
func showsAll(t *testing.T, w fyne.Window, when string, want ...string) {
	t.Helper()
	uitest.ShowsAll(t, w, when, want...)
}

// typedAtTheTable is, per mode, a game with deals written and something typed into the deal at
// the table, what the panel shows of it, and what else it shows after Undo.
var typedAtTheTable = []struct {
	mode      string
	start     func(t *testing.T, svc Service) fyne.Window
	typed     []string
	afterUndo []string
}{
	{
		mode: "Schieber",
		start: func(t *testing.T, svc Service) fyne.Window {
			id := createGame(t, svc, "seed", fourPlayers, 2) // Anna and Beat chose: Cla is next
			u := newUIOn(t, nil, svc, landscape)
			if err := u.OpenGame(id); err != nil {
				t.Fatal(err)
			}
			tapStarting(t, u.win, "Obenabe")
			tapDigits(t, u.win, "63")
			return u.win
		},
		typed:     []string{"Anna & Cla: 63"},
		afterUndo: []string{"Vorhand: Beat"}, // the deal taken back is Beat's to choose again
	},
	{
		mode: "Differenzler",
		start: func(t *testing.T, svc Service) fyne.Window {
			u, _ := openDifferenzler(t, svc, landscape, fourPlayers, map[string]any{"hiddenPredictions": false})
			playtest.DifferenzlerPredictions(t, u.win, "Spades", "40", "50", "30", "37")
			tapDigits(t, u.win, "45")
			return u.win
		},
		typed: []string{": 40", ": 50", ": 30", ": 37", " = 45"},
		// The predictions written are taken back: they are typed again, the points wait.
		afterUndo: []string{"Write the predictions"},
	},
}

// Undo and Redo leave the deal at the table aside, as a correction does, and give it back: the
// digits typed are still on the panel afterwards, in every mode.
func TestTheDealAtTheTableWaitsAsideDuringUndoAndRedo(t *testing.T) {
	for _, m := range typedAtTheTable {
		t.Run(m.mode, func(t *testing.T) {
			eachService(t, func(t *testing.T, svc Service) {
				playtest.WaitsAside(t, m.start(t, svc), m.typed, m.afterUndo)
			})
		})
	}
}

// Removing a deal from the list of deals keeps the deal at the table as typed.
func TestRemovingADealKeepsTheDealAtTheTable(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		id := createGame(t, svc, "seed", fourPlayers, 3) // Dora chooses next, before and after
		u := newUIOn(t, nil, svc, landscape)
		if err := u.OpenGame(id); err != nil {
			t.Fatal(err)
		}
		w := u.win
		tapStarting(t, w, "Obenabe")
		tapDigits(t, w, "63")
		tap(t, w, "Deals")
		tapOn(t, u, "", theme.DeleteIcon())
		tap(t, w, "Yes")
		if v, err := svc.Load(id); err != nil || len(v.File.Rounds) != 2 {
			t.Fatalf("the deal was not removed: %v", err)
		}
		showsAll(t, w, "after the removal", "Beat & Dora: 63", "Vorhand: Dora")
	})
}

// openSchieber opens a new Schieber game of the seed preset.
func openSchieber(t *testing.T, svc Service) (*UI, persistence.GameID) {
	t.Helper()
	id := createGame(t, svc, "seed", fourPlayers, 0)
	u := newUIOn(t, nil, svc, landscape)
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	return u, id
}

// decide writes deals of Obenabe with every point to the choosing team until a team wins, and
// closes the winner dialog.
func decide(t *testing.T, u *UI) {
	t.Helper()
	for i := 0; i < 40 && !shows(u.win, " win "); i++ {
		writeDeal(t, u.win, "Obenabe ×3", "157")
	}
	if dialogShown(u) == "" {
		t.Fatalf("no winner dialog: %q", shownTexts(u.win))
	}
	tap(t, u.win, "Close")
}

// finished reports whether the store marks game id finished.
func finished(t *testing.T, svc Service, id persistence.GameID) bool {
	t.Helper()
	v, err := svc.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	return v.Finished
}

// A reopened game is finished again, with the winner shown, when a written deal decides it
// again; an undo or a redo that leaves it decided keeps it open, without the dialog, so that the
// players can go on changing it.
func TestAReopenedGameEndsAgainWhenADealIsWritten(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		u, id := openSchieber(t, svc)
		w := u.win
		decide(t, u)
		reopen := func() {
			t.Helper()
			tap(t, w, findWinner(t, w))
			tap(t, w, "Reopen the game")
			if finished(t, svc, id) {
				t.Fatal("the game is still finished after Reopen")
			}
		}
		correctFirst := func(points string) {
			t.Helper()
			openCorrection(t, w, 0)
			tap(t, w, "C")
			tapDigits(t, w, points)
			tap(t, w, "Write")
		}
		reopen()
		correctFirst("150")
		if !finished(t, svc, id) || !strings.Contains(dialogShown(u), " win ") {
			t.Fatalf("a written correction that leaves the game decided: finished %v, dialog %q", finished(t, svc, id), dialogShown(u))
		}
		tap(t, w, "Close")

		reopen()
		for _, action := range []string{"Undo", "Redo"} {
			tap(t, w, action)
			if finished(t, svc, id) || dialogShown(u) != "" {
				t.Fatalf("after %s the reopened game: finished %v, dialog %q", action, finished(t, svc, id), dialogShown(u))
			}
			findWinner(t, w) // the status line still says who won
		}
		correctFirst("140")
		if !finished(t, svc, id) || !strings.Contains(dialogShown(u), " win ") {
			t.Errorf("the next written deal: finished %v, dialog %q", finished(t, svc, id), dialogShown(u))
		}
	})
}

// finishedGame is, per mode, a game played to its end through the screen, the winner dialog
// closed, and how a player opens its first deal for correction.
var finishedGame = []struct {
	mode    string
	play    func(t *testing.T, svc Service) (*UI, persistence.GameID)
	correct func(t *testing.T, u *UI)
}{
	{
		mode: "Schieber",
		play: func(t *testing.T, svc Service) (*UI, persistence.GameID) {
			u, id := openSchieber(t, svc)
			decide(t, u)
			return u, id
		},
		correct: func(t *testing.T, u *UI) { openCorrection(t, u.win, 0) },
	},
	{
		mode: "Differenzler",
		play: func(t *testing.T, svc Service) (*UI, persistence.GameID) {
			u, s := openDifferenzler(t, svc, landscape, fourPlayers, map[string]any{"deals": 1})
			playtest.DifferenzlerPredictions(t, u.win, "Spades", "40", "50", "30", "37")
			playtest.DifferenzlerPoints(t, u.win, "40", "50", "30", "")
			tap(t, u.win, "Close")
			return u, s.View.ID
		},
		correct: func(t *testing.T, u *UI) { openCorrection(t, u.win, 0) },
	},
}

// Correcting a deal of a finished game reopens it, in every mode; Cancel leaves the correction
// and the game open, as it leaves the deals: only a written deal finishes it again.
func TestCancelLeavesAReopenedGameOpen(t *testing.T) {
	for _, m := range finishedGame {
		t.Run(m.mode, func(t *testing.T) {
			svc := fakestore.New()
			u, id := m.play(t, svc)
			playtest.CancelLeavesOpen(t, u.win, func() bool { return finished(t, svc, id) }, func() { m.correct(t, u) })
		})
	}
}

// Play again, in the dialog that says who won, starts a new game at the same table — the
// players in their seats, the mode and every rule of the game just finished — and opens it; only
// the board is the one the settings now choose for new games. The finished game stays finished.
func TestPlayAgainStartsTheSameTableAfresh(t *testing.T) {
	for _, m := range []struct {
		mode    tally.Game
		players []string
		rules   map[string]any
		finish  func(t *testing.T, w fyne.Window)
		ask     string   // the question who begins
		first   string   // the name tapped in answer
		fresh   []string // what the new game's screen shows
	}{
		{
			mode: tally.Schieber, players: fourPlayers,
			rules: map[string]any{"preset": "seed", "target": 1000, "weis": "small", "matchBonus": 50},
			finish: func(t *testing.T, w fyne.Window) {
				for i := 0; i < 20 && !shows(w, " win "); i++ {
					writeDeal(t, w, "Obenabe ×3", "157")
				}
			},
			ask: "Has the 7 of clubs (Schellen 7)", first: "Cla",
			fresh: []string{"Vorhand: Cla", "Anna & Cla: –"},
		},
		{
			mode: tally.Differenzler, players: []string{"Anna", "Beat", "Cla"},
			rules: map[string]any{"deals": 1, "hiddenPredictions": false, "stake": 20, "currency": "EUR"},
			finish: func(t *testing.T, w fyne.Window) {
				playtest.DifferenzlerPredictions(t, w, "Spades", "40", "60", "57")
				playtest.DifferenzlerPoints(t, w, "40", "60", "")
			},
			ask: "Deals first", first: "Beat",
			fresh: []string{"Write the predictions", "Deals: Beat", "Beat shows the bottom card"},
		},
	} {
		t.Run(string(m.mode), func(t *testing.T) {
			eachService(t, func(t *testing.T, svc Service) {
				id := playtest.Create(t, svc, m.mode, m.players, m.rules)
				u := newUIOn(t, nil, svc, landscape)
				if err := u.OpenGame(id); err != nil {
					t.Fatal(err)
				}
				u.prefs.SetString(PrefBoardView, "normalised") // chosen in the settings meanwhile
				w := u.win
				m.finish(t, w)
				if dialogShown(u) == "" {
					t.Fatalf("no dialog at the end: %q", shownTexts(w))
				}
				tap(t, w, "Play again")
				// titled Play again (not by the question, a form's label), the question above the names
				if got := strings.Split(dialogShown(u), "\n"); !slices.Contains(got, "Play again") || !slices.Contains(got, m.ask) {
					t.Fatalf("Play again should be asked with %q; the dialog is %q: %q", m.ask, got, shownTexts(w))
				}
				tap(t, w, m.first)

				games, err := svc.List(0, false)
				if err != nil || len(games) != 2 {
					t.Fatalf("%d games after Play again (%v), want 2", len(games), err)
				}
				again := games[0].ID
				if again == id {
					again = games[1].ID
				}
				old, next := loadGame(t, svc, id), loadGame(t, svc, again)
				if !old.Finished || next.Finished || len(next.File.Rounds) != 0 {
					t.Errorf("the old game finished %v; the new one finished %v with %d deals", old.Finished, next.Finished, len(next.File.Rounds))
				}
				if next.Game.Mode != m.mode || !slices.Equal(next.File.Players, m.players) {
					t.Errorf("the new game is %s for %v", next.Game.Mode, next.File.Players)
				}
				oldRules, nextRules := rulesMap(t, old.File.Rules), rulesMap(t, next.File.Rules)
				if oldRules["boardView"] != "asWritten" || nextRules["boardView"] != "normalised" {
					t.Errorf("boards: the old game's %v, the new one's %v", oldRules["boardView"], nextRules["boardView"])
				}
				delete(oldRules, "boardView")
				delete(nextRules, "boardView")
				if !reflect.DeepEqual(oldRules, nextRules) {
					t.Errorf("the rules changed:\n%v\n%v", oldRules, nextRules)
				}
				if dialogShown(u) != "" {
					t.Errorf("a dialog is still open: %q", dialogShown(u))
				}
				showsAll(t, w, "the new game", m.fresh...)
				for _, p := range m.players {
					showsAll(t, w, "the new game's players", p)
				}
			})
		})
	}
}

// Play again asks who begins before it starts anything: Cancel there leaves the finished game
// on screen and no new game in the list.
func TestPlayAgainCancelledStartsNothing(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		id := playtest.Create(t, svc, tally.Schieber, fourPlayers, map[string]any{"preset": "seed", "target": 1000})
		u := newUIOn(t, nil, svc, landscape)
		if err := u.OpenGame(id); err != nil {
			t.Fatal(err)
		}
		w := u.win
		for i := 0; i < 20 && !shows(w, " win "); i++ {
			writeDeal(t, w, "Obenabe ×3", "157")
		}
		tap(t, w, "Play again")
		tap(t, w, "Cancel")
		if games, err := svc.List(0, false); err != nil || len(games) != 1 {
			t.Errorf("%d games after a cancelled Play again (%v), want the one finished", len(games), err)
		}
		if d := dialogShown(u); d != "" {
			t.Errorf("a dialog is still open: %q", d)
		}
		if !shows(w, "Anna & Cla win ") {
			t.Errorf("the finished game is no longer shown: %q", shownTexts(w))
		}
	})
}

// rulesMap is a game's resolved rules as a map of their keys.
func rulesMap(t *testing.T, raw json.RawMessage) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	return m
}
