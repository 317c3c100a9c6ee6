package ui

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/newgame"
)

var ctrlZ = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault}

func TestHomeScreen(t *testing.T) {
	t.Run("should say how to start when there are no games", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			u := newUIOn(t, nil, svc, landscape)
			u.ShowHome()
			if !strings.Contains(texts(u), "No games yet") {
				t.Errorf("the empty list says %q", texts(u))
			}
		})
	})

	// On a phone the header's buttons show their icons only, so the empty list has a New game
	// button of its own, with its word; there is one such button on screen at any time.
	t.Run("should start the first game from a button with its word, on a phone too", func(t *testing.T) {
		for _, size := range []fyne.Size{landscape, uitest.PhoneSize} {
			t.Run(fmt.Sprintf("%vx%v", size.Width, size.Height), func(t *testing.T) {
				eachService(t, func(t *testing.T, svc Service) {
					u := newUIOn(t, nil, svc, size)
					u.ShowHome()
					uitest.Tap(t, u.win, "New game") // exactly one button says it
					if _, ok := u.current.(*newgame.Screen); !ok {
						t.Fatalf("%v: New game on the empty list did not open the form; the screen shows %q", size, texts(u))
					}
					id := createGame(t, svc, "seed", []string{"A", "B", "C", "D"}, 1)
					u.ShowHome()
					if label(u, "No games yet.") != nil {
						t.Errorf("%v: the list of one game still says there are none", size)
					}
					add := button(t, u, "", theme.ContentAddIcon())
					if size == landscape {
						add = button(t, u, "New game", nil) // the header's, with its word on a tablet
					}
					if !add.Visible() || add == u.home.start {
						t.Errorf("%v: with a game listed the header's New game button is not the one shown", size)
					}
					if err := svc.Delete(id); err != nil {
						t.Fatal(err)
					}
					u.ShowHome()
					uitest.Tap(t, u.win, "New game")
					if _, ok := u.current.(*newgame.Screen); !ok {
						t.Fatalf("%v: after the last game went, New game did not open the form", size)
					}
				})
			})
		}
	})

	// The day a game was last played is written as the players' language writes a date, as
	// the list of players writes it (ui/numbers): "05.12.2026" in German, "5 Dec 2026" in English.
	t.Run("should date a game as the players' language does", func(t *testing.T) {
		t.Cleanup(func() { kit.UseLanguage("en") })
		eachService(t, func(t *testing.T, svc Service) {
			createGame(t, svc, "seed", []string{"Ruth", "Köbi", "Marlies", "Fritz"}, 1)
			list, err := svc.List(0, false)
			if err != nil || len(list) != 1 {
				t.Fatalf("%d games: %v", len(list), err)
			}
			y, m, d := list[0].Updated.Local().Date()
			for _, c := range []struct{ code, mode, day string }{
				{"de", "Schieber", fmt.Sprintf("%02d.%02d.%d", d, int(m), y)},
				{"en", "Schieber", fmt.Sprintf("%d %s %d", d, m.String()[:3], y)},
			} {
				u := newUIOn(t, nil, svc, landscape)
				t.Setenv("LANGUAGE", c.code)
				if err := kit.UseLanguage(c.code); err != nil {
					t.Fatal(err)
				}
				u.ShowHome()
				if want := c.mode + " · " + c.day + " · "; !strings.Contains(texts(u), want) {
					t.Errorf("%s: the list should date the game %q; it shows %q", c.code, want, texts(u))
				}
			}
		})
	})

	t.Run("should list a game with its teams and score and open it on a tap", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			createGame(t, svc, "seed", []string{"Ruth", "Köbi", "Marlies", "Fritz"}, 2)
			u := newUIOn(t, nil, svc, landscape)
			u.ShowHome()
			all := texts(u)
			if !strings.Contains(all, "Ruth & Marlies – Köbi & Fritz") || !strings.Contains(all, "200 : 114 · in play") {
				t.Fatalf("the list shows %q", all)
			}
			tapText(t, u, "Ruth & Marlies – Köbi & Fritz")
			if schieberOn(u) == nil || u.home != nil {
				t.Fatalf("tapping the game did not open it; the screen shows %q", texts(u))
			}
		})
	})

	t.Run("should move a game to the bin and bring it back with Undo", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			id := createGame(t, svc, "seed", []string{"A", "B", "C", "D"}, 1)
			u := newUIOn(t, nil, svc, landscape)
			u.ShowHome()
			tapOn(t, u, "", theme.DeleteIcon())
			if list, _ := svc.List(0, false); len(list) != 0 {
				t.Fatalf("the game is still listed: %+v", list)
			}
			if label(u, "A & C – B & D") != nil || !strings.Contains(texts(u), "Game deleted.") {
				t.Fatalf("after the delete the screen shows %q", texts(u))
			}
			tapOn(t, u, "Undo", nil)
			list, _ := svc.List(0, false)
			if len(list) != 1 || list[0].ID != id || label(u, "A & C – B & D") == nil {
				t.Fatalf("Undo did not bring the game back: %+v, screen %q", list, texts(u))
			}
			if strings.Contains(texts(u), "Game deleted.") {
				t.Error("the undo bar stays after Undo")
			}
		})
	})

	t.Run("should bring a deleted game back with Ctrl+Z, as Undo does", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			createGame(t, svc, "seed", []string{"A", "B", "C", "D"}, 1)
			other := createGame(t, svc, "seed", []string{"E", "F", "G", "H"}, 1)
			u := newUIOn(t, nil, svc, landscape)
			u.ShowHome()
			press(u, ctrlZ) // nothing deleted: nothing to take back
			if list, _ := svc.List(0, false); len(list) != 2 {
				t.Fatalf("Ctrl+Z with nothing deleted: %d games", len(list))
			}
			tapOn(t, u, "", theme.DeleteIcon()) // the first row: the game changed last
			press(u, ctrlZ)
			list, _ := svc.List(0, false)
			if len(list) != 2 || label(u, "E & G – F & H") == nil || strings.Contains(texts(u), "Game deleted.") {
				t.Fatalf("Ctrl+Z did not bring the game back: %+v, screen %q", list, texts(u))
			}
			press(u, ctrlZ) // once taken back, the next does nothing
			if list, _ := svc.List(0, false); len(list) != 2 || list[0].ID != other {
				t.Errorf("a second Ctrl+Z: %+v", list)
			}
		})
	})

	t.Run("should leave no shortcut of the game acting on the list", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			id := createGame(t, svc, "seed", []string{"A", "B", "C", "D"}, 3)
			u := newUIOn(t, nil, svc, landscape)
			if err := u.OpenGame(id); err != nil {
				t.Fatal(err)
			}
			press(u, ctrlZ) // on the board Ctrl+Z takes back a deal: the test can see it
			if v, _ := svc.Load(id); len(v.File.Rounds) != 2 {
				t.Fatalf("Ctrl+Z on the board: %d deals, want 2", len(v.File.Rounds))
			}
			tapOn(t, u, "", theme.HomeIcon())
			if u.home == nil {
				t.Fatal("the home button did not show the list")
			}
			press(u, ctrlZ)
			press(u, ctrlZ)
			if v, _ := svc.Load(id); len(v.File.Rounds) != 2 {
				t.Errorf("Ctrl+Z on the list took back a deal: %d deals left", len(v.File.Rounds))
			}
			typeKeys(u, "87", fyne.KeyReturn) // the board would write a deal of 87
			if v, _ := svc.Load(id); len(v.File.Rounds) != 2 {
				t.Errorf("digits and Enter on the list wrote a deal: %d deals", len(v.File.Rounds))
			}
		})
	})

	t.Run("should open the new-game form with Ctrl+N", func(t *testing.T) {
		u := newUIOn(t, nil, fakestore.New(), landscape)
		u.ShowHome()
		press(u, shortcutNewGame)
		if _, ok := u.current.(*newgame.Screen); !ok {
			t.Fatalf("Ctrl+N shows %T", u.current)
		}
		press(u, shortcutNewGame) // the form has no such shortcut: nothing happens
		if _, ok := u.current.(*newgame.Screen); !ok {
			t.Fatalf("Ctrl+N on the form shows %T", u.current)
		}
	})

	t.Run("should say so when the games cannot be read", func(t *testing.T) {
		svc := fakestore.New()
		svc.Fail("List", errors.New("the database is damaged"))
		u := newUIOn(t, nil, svc, landscape)
		u.ShowHome()
		if !strings.Contains(strings.ToLower(dialogShown(u)), "the database is damaged") {
			t.Errorf("no message; the dialog says %q", dialogShown(u))
		}
	})

	t.Run("should show a game's players and standing whole on a phone", func(t *testing.T) {
		// On a phone the line of the standing was cut after "Sieg für Ueli & …": who won was lost.
		svc := fakestore.New()
		createGame(t, svc, "seed", []string{"Anna-Katharina", "Bartholomäus", "Clementine", "Dorothea"}, 2)
		createGame(t, svc, "seed", []string{"A", "B", "C", "D"}, 1)
		u := newUIOn(t, nil, svc, uitest.PhoneSize)
		u.ShowHome()
		games, _ := svc.List(0, false)
		wrapped := false
		for _, g := range games {
			for _, text := range []string{gameTitle(g), gameDetail(g)} {
				l := label(u, text)
				if l == nil {
					t.Fatalf("no label says %q: %q", text, texts(u))
				}
				if need := l.MinSize().Height; need > l.Size().Height+0.5 || l.Truncation != fyne.TextTruncateOff {
					t.Errorf("%q needs %.0f px, its row gives it %.0f (truncation %v)", text, need, l.Size().Height, l.Truncation)
				}
				wrapped = wrapped || l.MinSize().Height > 1.3*label(u, "A & C – B & D").MinSize().Height
			}
		}
		if !wrapped {
			t.Error("no line wraps at a phone's width: the test shows nothing")
		}
	})

	t.Run("should keep a game the bin cannot take, and say why", func(t *testing.T) {
		svc := fakestore.New()
		createGame(t, svc, "seed", []string{"A", "B", "C", "D"}, 0)
		svc.Fail("Delete", errors.New("the disk is full"))
		u := newUIOn(t, nil, svc, landscape)
		u.ShowHome()
		tapOn(t, u, "", theme.DeleteIcon())
		if !strings.Contains(strings.ToLower(dialogShown(u)), "the disk is full") {
			t.Errorf("no message; the dialog says %q", dialogShown(u))
		}
		if list, _ := svc.List(0, false); len(list) != 1 || label(u, "A & C – B & D") == nil {
			t.Errorf("the game left the list: %+v", list)
		}
	})
}

func TestGameStanding(t *testing.T) {
	win := func(i int) *int { return &i }
	for _, c := range []struct {
		should string
		g      persistence.Summary
		title  string
		detail string
	}{
		{"should name the winning team first, even with the lower total",
			persistence.Summary{Mode: "schieber", Players: []string{"Anna", "Beat", "Cla", "Dora"}, Totals: []int{1503, 1620}, Winner: win(0), Finished: true},
			"Anna & Cla – Beat & Dora", "Anna & Cla won 1503 : 1620"},
		{"should name team B when it won",
			persistence.Summary{Mode: "schieber", Players: []string{"Anna", "Beat", "Cla", "Dora"}, Totals: []int{900, 2510}, Winner: win(1), Finished: true},
			"Anna & Cla – Beat & Dora", "Beat & Dora won 2510 : 900"},
		{"should show the score of a game in play",
			persistence.Summary{Mode: "schieber", Players: []string{"Anna", "Beat", "Cla", "Dora"}, Totals: []int{240, 74}},
			"Anna & Cla – Beat & Dora", "240 : 74 · in play"},
		{"should name the winning team of a team Coiffeur",
			persistence.Summary{Mode: "coiffeur", Players: []string{"Anna", "Beat", "Cla", "Dora"}, Totals: []int{3100, 2800}, Winner: win(1), Finished: true},
			"Anna & Cla – Beat & Dora", "Beat & Dora won 2800 : 3100"},
		{"should name the winning player of a solo Coiffeur",
			persistence.Summary{Mode: "coiffeur", Players: []string{"Anna", "Beat", "Cla"}, Totals: []int{900, 1200, 1100}, Winner: win(1), Finished: true},
			"Anna, Beat, Cla", "Beat won 900 : 1200 : 1100"},
		{"should name the winning player of a Differenzler",
			persistence.Summary{Mode: "differenzler", Players: []string{"Anna", "Beat", "Cla", "Dora"}, Totals: []int{40, 12, 33, 70}, Winner: win(1), Finished: true},
			"Anna, Beat, Cla, Dora", "Beat won 40 : 12 : 33 : 70"},
		{"should show a Differenzler in play with its totals",
			persistence.Summary{Mode: "differenzler", Players: []string{"Anna", "Beat", "Cla"}, Totals: []int{4, 2, 3}},
			"Anna, Beat, Cla", "4 : 2 : 3 · in play"},
		{"should name who share the first place of a Differenzler: the lowest totals",
			persistence.Summary{Mode: "differenzler", Players: []string{"Ines", "Jon", "Kari", "Lou"}, Totals: []int{5, 5, 2, 2}, Finished: true},
			"Ines, Jon, Kari, Lou", "5 : 5 : 2 : 2 · Kari, Lou share the first place"},
		{"should name who share the first place of a solo Coiffeur: the highest totals",
			persistence.Summary{Mode: "coiffeur", Players: []string{"Anna", "Beat", "Cla"}, Totals: []int{900, 700, 900}, Finished: true},
			"Anna, Beat, Cla", "900 : 700 : 900 · Anna, Cla share the first place"},
		{"should call a finished draw finished",
			persistence.Summary{Mode: "coiffeur", Players: []string{"Anna", "Beat", "Cla"}, Totals: []int{900, 900, 900}, Finished: true},
			"Anna, Beat, Cla", "900 : 900 : 900 · finished"},
	} {
		t.Run(c.should, func(t *testing.T) {
			if got := gameTitle(c.g); got != c.title {
				t.Errorf("title %q, want %q", got, c.title)
			}
			if got := gameStanding(c.g); got != c.detail {
				t.Errorf("standing %q, want %q", got, c.detail)
			}
			if got := gameDetail(c.g); !strings.HasSuffix(got, " · "+c.detail) {
				t.Errorf("detail %q does not end with the standing", got)
			}
		})
	}
}
