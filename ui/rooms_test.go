package ui

import (
	"bytes"
	"image/png"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/statistics"
)

// The chart as the shell opens it: from each game's header, back to the game, and the game's
// board offered for print. What the chart draws and writes is its own package's test
// (ui/statistics).

// From a game, Chart shows the game's chart filling the screen; Back returns to the game.
func TestChartFromEachGameAndBack(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		ids := map[tally.Game]persistence.GameID{
			tally.Schieber:     createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 3),
			tally.Coiffeur:     chartCoiffeur(t, svc),
			tally.Differenzler: chartDifferenzler(t, svc),
		}
		u := newUIOn(t, nil, svc, landscape)
		for mode, id := range ids {
			if err := u.OpenGame(id); err != nil {
				t.Fatal(err)
			}
			tapOn(t, u, "", statistics.ChartIcon)
			_, ok := u.current.(*statistics.Chart)
			if !ok {
				t.Fatalf("%s: Chart did not open the chart; the screen shows %q", mode, texts(u))
			}
			img := shownImage(u)
			if img == nil {
				t.Fatalf("%s: the chart screen shows no image", mode)
			}
			// The image is drawn for the room it has, at the window's pixel density.
			scale := u.win.Canvas().Scale()
			got := img.Image.Bounds().Size()
			if want := img.Size(); got.X != int(want.Width*scale) || got.Y != int(want.Height*scale) || got.X < 320 /* the chart's least width */ {
				t.Errorf("%s: image %v pixels for a space of %v", mode, got, want)
			}
			first := map[tally.Game]string{tally.Schieber: "Anna", tally.Coiffeur: "Ruth", tally.Differenzler: "Anna"}[mode]
			if !strings.Contains(texts(u), "Chart · "+first+", ") {
				t.Errorf("%s: the title names no player: %q", mode, texts(u))
			}
			tapOn(t, u, "Back", nil)
			if _, ok := u.current.(*statistics.Chart); ok {
				t.Fatalf("%s: Back stayed on the chart", mode)
			}
			for _, o := range shown(u) {
				if o == img {
					t.Fatalf("%s: the chart is still shown after Back", mode)
				}
			}
			if v := u.prefs.String(openGameKey(u.store)); v != id.String() {
				t.Errorf("%s: Back did not reopen game %d (open: %q)", mode, id, v)
			}
		}
	})
}

// From a game, the chart's Save… offers the chart, the board, the deals and the game file; the
// board, the game's own on screen, is the one saved for print (ui/statistics tests what is written).
func TestChartSharesTheGame(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		id := createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 3)
		u := newUIOn(t, nil, svc, landscape)
		files := withFiles(u)
		if err := u.OpenGame(id); err != nil {
			t.Fatal(err)
		}
		tapOn(t, u, "", statistics.ChartIcon)
		if _, ok := u.current.(*statistics.Chart); !ok {
			t.Fatalf("the chart button opened %T", u.current)
		}
		tapOn(t, u, "Save…", nil)
		offered := dialogShown(u)
		for _, b := range []string{"The chart as a picture (PNG)", "The board as a picture (PNG)", "The deals as a table (CSV)", "The game file (JSON)"} {
			button(t, u, b, nil) // fails when it is not offered
		}
		// The board is drawn for print once, for the game in the real store; the fake's game
		// saves its deals. Under the race detector, drawing at print size takes minutes, and
		// both files are made on the same goroutines: the deals are saved there, and the whole
		// ui suite runs again without it (scripts/unit.sh).
		choice, want, mime := "The board as a picture (PNG)", "jasstafel-"+id.String()+"-board.png", "image/png"
		if _, fake := svc.(*fakestore.Store); fake || uitest.RaceDetector {
			choice, want, mime = "The deals as a table (CSV)", "jasstafel-"+id.String()+".csv", "text/csv"
		}
		tapOn(t, u, choice, nil)
		// The file is offered on the UI goroutine, whose work the test runs (uitest.Pump).
		for deadline := time.Now().Add(2 * time.Minute); len(files.Saved()) == 0 && time.Now().Before(deadline); {
			uitest.Pump()
			time.Sleep(20 * time.Millisecond)
		}
		saved := files.Saved()
		if len(saved) != 1 || saved[0].Name != want || saved[0].Mime != mime {
			t.Fatalf("choosing %q saved %+v, want %s; the dialog said %q", choice, saved, want, offered)
		}
		if mime == "image/png" {
			if _, err := png.Decode(bytes.NewReader(saved[0].Data)); err != nil {
				t.Errorf("the board saved is no PNG: %v", err)
			}
		} else if lines := strings.Count(string(saved[0].Data), "\n"); lines != 4 {
			t.Errorf("the deals saved are %d lines, want a header and 3 deals:\n%s", lines, saved[0].Data)
		}
	})
}

// On a device whose browser shares pictures and tables (a phone's, on a secure page), a file of
// the chart's Save… is offered to the share sheet or to the downloads once it is made; Share…
// hands it on whole and says so, Download saves it; the game file, which such a browser does not
// share, is saved without the question.
func TestChartSharesTheGameOnADeviceThatShares(t *testing.T) {
	svc := fakestore.New()
	id := createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 3)
	u := newUIOn(t, nil, svc, uitest.PhoneSize)
	files := withFiles(u)
	files.ShareMimes = []string{"image/png", "text/csv"}
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	tapOn(t, u, "", statistics.ChartIcon)
	csv := "jasstafel-" + id.String() + ".csv"
	waitFor := func(what string, done func() bool) {
		for deadline := time.Now().Add(time.Minute); !done(); {
			if time.Now().After(deadline) {
				t.Fatalf("%s: not within a minute; the screen shows %q", what, texts(u))
			}
			uitest.Pump()
			time.Sleep(20 * time.Millisecond)
		}
	}
	for _, answer := range []string{"Share…", "Download"} {
		tapOn(t, u, "", theme.DocumentSaveIcon()) // a phone's header shows its icon
		tapOn(t, u, "The deals as a table (CSV)", nil)
		waitFor("the question to share or download "+csv, func() bool { return strings.Contains(dialogShown(u), "another app") })
		if !strings.Contains(dialogShown(u), csv) {
			t.Errorf("the question names no %s: %q", csv, dialogShown(u))
		}
		tapOn(t, u, answer, nil)
		said := map[string]string{"Share…": "Shared: ", "Download": "Saved: "}[answer] + csv
		if !strings.Contains(texts(u), said) {
			t.Errorf("after %s the screen says %q, want %q", answer, texts(u), said)
		}
	}
	shared, saved := files.Shared(), files.Saved()
	if len(shared) != 1 || shared[0].Name != csv || shared[0].Mime != "text/csv" || strings.Count(string(shared[0].Data), "\n") != 4 {
		t.Errorf("Share… handed on %+v, want %s with a header and 3 deals", shared, csv)
	}
	if len(saved) != 1 || saved[0].Name != csv || !bytes.Equal(saved[0].Data, shared[0].Data) {
		t.Errorf("Download saved %+v, want the same %s", saved, csv)
	}
	tapOn(t, u, "", theme.DocumentSaveIcon()) // a phone's header shows its icon
	tapOn(t, u, "The game file (JSON)", nil)
	waitFor("the game file saved", func() bool { return len(files.Saved()) == 2 })
	if d := dialogShown(u); d != "" {
		t.Errorf("the game file, which is not shared, asked %q", d)
	}
	if got := files.Saved()[1].Name; got != "jasstafel-"+id.String()+".json" {
		t.Errorf("saved %s", got)
	}
}

// shownImage is the image the screen shows, nil if none.
func shownImage(u *UI) *canvas.Image {
	for _, o := range shown(u) {
		if img, ok := o.(*canvas.Image); ok && img.Visible() && img.Image != nil {
			return img
		}
	}
	return nil
}

// chartCoiffeur and chartDifferenzler are games of one deal (uitest).
func chartCoiffeur(t *testing.T, svc Service) persistence.GameID {
	t.Helper()
	return uitest.CoiffeurOfOneDeal(t, svc)
}

func chartDifferenzler(t *testing.T, svc Service) persistence.GameID {
	t.Helper()
	return uitest.DifferenzlerOfOneDeal(t, svc)
}

// The list of games opens the statistics, which offer the modes of the table of modes with each
// mode's own figures, and the players; Back from each returns to the list.
func TestHomeOpensStatisticsAndPlayers(t *testing.T) {
	svc := fakestore.New()
	createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 1)
	u := newUIOn(t, nil, svc, landscape)
	u.ShowHome()
	tapOn(t, u, "Statistics", nil)
	if _, ok := u.current.(*statistics.Screen); !ok {
		t.Fatalf("Statistics opened %T", u.current)
	}
	relayout(u)
	heading := func(text string) bool {
		for _, o := range shown(u) {
			if b, ok := o.(*widget.Button); ok && strings.TrimRight(b.Text, " ▲▼") == text {
				return true
			}
		}
		return false
	}
	for _, c := range []struct{ mode, figure string }{{"Schieber", "Points for"}, {"Coiffeur", "Per cell"}, {"Differenzler", "Mean deviation"}} {
		var modes *widget.Select
		for _, o := range shown(u) {
			if s, ok := o.(*widget.Select); ok && slices.Contains(s.Options, "All modes") {
				modes = s
			}
		}
		if modes == nil {
			t.Fatalf("the statistics offer no choice of modes; they show %q", texts(u))
		}
		modes.SetSelected(c.mode)
		relayout(u)
		if !heading(c.figure) {
			t.Errorf("the %s statistics have no column %q", c.mode, c.figure)
		}
	}
	tapOn(t, u, "Back", nil)
	if u.home == nil {
		t.Fatalf("Back from the statistics shows %T, not the list of games", u.current)
	}
	tapOn(t, u, "Players", nil)
	if _, ok := u.current.(*statistics.Players); !ok {
		t.Fatalf("Players opened %T", u.current)
	}
	tapOn(t, u, "Back", nil)
	if u.home == nil {
		t.Fatalf("Back from the players shows %T, not the list of games", u.current)
	}
}
