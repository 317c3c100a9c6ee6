package statistics

import (
	"bytes"
	"errors"
	"image/png"
	"io"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/jasstafel/jasstafel/board"
	"github.com/jasstafel/jasstafel/charts"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// shownImage is the image the screen shows, nil if none.
func shownImage(u *testApp) *canvas.Image {
	for _, o := range shown(u) {
		if img, ok := o.(*canvas.Image); ok && img.Visible() && img.Image != nil {
			return img
		}
	}
	return nil
}

// A larger window gets a larger picture, drawn again; Escape goes back.
func TestChartFollowsTheWindowAndEscapeGoesBack(t *testing.T) {
	u, id := appWithGame(t, 5, fyne.NewSize(800, 600))
	u.Show(NewChart(u, u.store, id, nil, u.ShowHome))
	small := shownImage(u).Image.Bounds().Size()
	u.Win.Resize(landscape)
	large := shownImage(u).Image.Bounds().Size()
	if large.X <= small.X || large.Y <= small.Y {
		t.Errorf("the chart stayed %v in a larger window (was %v)", large, small)
	}
	// Ctrl+S saves the chart as a PNG.
	press(u, &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault})
	waitSaved(t, u.Current.(*Chart))
	if saved := u.Disk.Saved(); len(saved) != 1 || saved[0].Mime != "image/png" || !strings.HasSuffix(saved[0].Name, ".png") {
		t.Errorf("Ctrl+S saved %d files", len(saved))
	}
	u.Win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.Home == 0 {
		t.Fatalf("Escape did not leave the chart; the screen shows %q", texts(u))
	}
}

// The saved files: a PNG at print resolution and the deals as CSV, written whole.
func TestChartSavesPNGAndCSV(t *testing.T) {
	u, id := appWithGame(t, 3, landscape)
	u.Show(NewChart(u, u.store, id, nil, u.ShowHome))
	s := u.Current.(*Chart)

	var b bytes.Buffer
	if err := s.writePNG(&b); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&b)
	if err != nil {
		t.Fatalf("Save PNG writes no PNG: %v", err)
	}
	if got := img.Bounds().Size(); got.X != 2480 || got.Y != 1748 {
		t.Errorf("the PNG is %v pixels, want A5 landscape at 300 dpi (2480×1748)", got)
	}
	b.Reset()
	if err := s.writeCSV(&b); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "deal,contract,multiplier,") || !strings.HasPrefix(lines[3], "3,D,1,100,57,") {
		t.Errorf("the CSV should have a header and three deals of 100 : 57:\n%s", b.String())
	}
	if s.fileName("csv") != "jasstafel-"+id.String()+".csv" {
		t.Errorf("offered file name %q", s.fileName("csv"))
	}

	// Saved as a whole file; the status line says what happened.
	tapOn(t, u, "Save…", nil)
	tapOn(t, u, "The deals as a table (CSV)", nil)
	waitSaved(t, s)
	saved := u.Disk.Saved()
	if len(saved) != 1 || saved[0].Name != s.fileName("csv") || saved[0].Mime != "text/csv" || !strings.HasPrefix(string(saved[0].Data), "deal,") || !strings.Contains(texts(u), "Saved: "+s.fileName("csv")) {
		t.Errorf("saving: %d files, the screen says %q", len(saved), texts(u))
	}
	u.Disk.Fail = errors.New("disk full")
	s.save("jasstafel-1.csv", "text/csv", s.writeCSV)
	waitSaved(t, s)
	if !strings.Contains(texts(u), "The file could not be saved: disk full") || s.share.Disabled() {
		t.Errorf("a failed save: the screen says %q", texts(u))
	}
	u.Disk.Fail = nil
	s.save("jasstafel-1.png", "image/png", func(io.Writer) error { return errors.New("no chart") })
	waitSaved(t, s)
	if len(u.Disk.Saved()) != 1 || !strings.Contains(texts(u), "The file could not be saved: no chart") {
		t.Errorf("a file was offered although drawing failed: %d files, the screen says %q", len(u.Disk.Saved()), texts(u))
	}
	u.Disk.Cancel = true
	s.save("jasstafel-1.csv", "text/csv", s.writeCSV)
	waitSaved(t, s)
	if strings.Contains(texts(u), "Saving") || s.share.Disabled() {
		t.Errorf("cancelled: Save… disabled %v, the screen says %q", s.share.Disabled(), texts(u))
	}
}

// A game the charts know no mode of gets the message and no save buttons.
func TestChartOfAnUnreadableGame(t *testing.T) {
	svc := fakestore.New()
	u := newApp(t, svc, landscape)
	u.Show(NewChart(u, u.store, 999, nil, u.ShowHome))
	if !strings.Contains(texts(u), "This game has no chart.") {
		t.Errorf("the screen says %q", texts(u))
	}
	if !button(t, u, "Save…", nil).Disabled() {
		t.Error("saving is offered without a chart")
	}
	tapOn(t, u, "Back", nil)
	if u.Home == 0 {
		t.Error("Back did not go home")
	}
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

// Every text the charts ask for is one the app translates: a key it did not know would stay
// English in every language.
func TestChartTextsAreTranslated(t *testing.T) {
	svc := fakestore.New()
	ids := []persistence.GameID{
		createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 1), chartCoiffeur(t, svc), chartDifferenzler(t, svc),
	}
	asked := map[string]bool{}
	for _, id := range ids {
		v, err := svc.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		record := func(key, fallback string) string { asked[key] = true; return fallback }
		if _, err := charts.New(v.Game, v.Report(), chartTheme(), record); err != nil {
			t.Fatal(err)
		}
	}
	if len(asked) < 9 {
		t.Fatalf("the charts asked for %d texts only: %v", len(asked), asked)
	}
	for key := range asked {
		if translate(key, "\x00") == "\x00" {
			t.Errorf("the app does not translate the chart's %q", key)
		}
	}
}

// Saving runs beside the screen: while a file is written the status line says so and Save…
// waits, and the screen can still be used; then the status tells the outcome.
func TestChartSavesBesideTheScreen(t *testing.T) {
	u, id := appWithGame(t, 3, landscape)
	u.Show(NewChart(u, u.store, id, nil, u.ShowHome))
	s := u.Current.(*Chart)

	release := make(chan struct{})
	returned := make(chan struct{})
	go func() {
		fyne.DoAndWait(func() {
			s.save("jasstafel-1.csv", "text/csv", func(out io.Writer) error {
				<-release // the file is still being made
				return s.writeCSV(out)
			})
		})
		close(returned)
	}()
	select {
	case <-returned:
	case <-time.After(10 * time.Second):
		t.Fatal("Save waits until the file is made: the screen is frozen meanwhile")
	}
	if !strings.Contains(texts(u), "Saving jasstafel-1.csv…") || !s.share.Disabled() {
		t.Errorf("while saving: Save… disabled %v, the screen says %q", s.share.Disabled(), texts(u))
	}
	close(release)
	waitSaved(t, s)
	saved := u.Disk.Saved()
	if len(saved) != 1 || !strings.HasPrefix(string(saved[0].Data), "deal,") || !strings.Contains(texts(u), "Saved: jasstafel-1.csv") || s.share.Disabled() {
		t.Errorf("after saving: %d files, Save… disabled %v, the screen says %q", len(saved), s.share.Disabled(), texts(u))
	}
}

// The chart's Save… writes the board drawn anew for print, and the game file, which is the
// export's byte for byte; the board is offered under the game's number.
func TestChartWritesTheBoardAndTheGame(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		id := createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 3)
		v, err := svc.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		u := newApp(t, svc, landscape)
		rules := v.Game.Rules
		z := kit.NewZBoardWidget()
		z.SetGame(board.Schieber(tally.ReplaySchieber(rules, v.Game.Schieber), rules, board.View(rules.BoardView)), v.File.Players, 0, 1)
		z.Resize(fyne.NewSize(600, 800))
		u.Show(NewChart(u, u.store, id, z, u.ShowHome))
		s := u.Current.(*Chart)

		var b bytes.Buffer
		// The board is drawn for print, whichever service holds the game: once, and not under
		// the race detector, where it takes a minute (the ui tests run again without it).
		if _, fake := svc.(*fakestore.Store); fake && !uitest.RaceDetector {
			if err := s.writeBoard(&b); err != nil {
				t.Fatal(err)
			}
			img, err := png.Decode(&b)
			if err != nil {
				t.Fatalf("the board is not a PNG: %v", err)
			}
			if got := img.Bounds().Size(); max(got.X, got.Y) != kit.PrintLongSide {
				t.Errorf("the board picture is %v pixels; its long side should be %d", got, kit.PrintLongSide)
			}
			b.Reset()
		}
		if err := s.writeGame(&b); err != nil {
			t.Fatal(err)
		}
		want, err := svc.Export(id)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b.Bytes(), want) || !strings.Contains(b.String(), `"history"`) {
			t.Errorf("the saved game file differs from the export:\n%s", b.String())
		}
		if s.fileNameFor("board", "png") != "jasstafel-"+id.String()+"-board.png" {
			t.Errorf("the board is offered as %q", s.fileNameFor("board", "png"))
		}
	})
}

// waitSaved waits until the chart has offered every file it was asked to save, running the UI
// work that drawing hands over, as the app's event loop would.
func waitSaved(t *testing.T, s *Chart) {
	t.Helper()
	for deadline := time.Now().Add(2 * time.Minute); s.saving.Load() != 0; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the file was not offered within 2 minutes")
		}
		uitest.Pump()
	}
}

// A game of Thai and Arabic names, which a chart cannot draw: its legend writes the teams' labels,
// and the screen's title says whom each stands for. A game of Latin names keeps its title.
func TestChartTitleSaysWhomTheLegendsLabelsStandFor(t *testing.T) {
	svc := fakestore.New()
	id := createGame(t, svc, "seed", []string{"ศักดิ์ชัย", "Ueli", "Sepp", "محمد"}, 2)
	latin := createGame(t, svc, "seed", []string{"Anna", "Beat", "Cla", "Dora"}, 2)
	u := newApp(t, svc, landscape)
	u.Show(NewChart(u, u.store, id, nil, u.ShowHome))
	want := "Chart · A: ศักดิ์ชัย & Sepp – B: " + kit.Isolated("Ueli & محمد")
	if !uitest.Shows(u.Win, want) {
		t.Errorf("the chart's screen says %q, want the title %q", texts(u), want)
	}
	u.Show(NewChart(u, u.store, latin, nil, u.ShowHome))
	if want := "Chart · Anna, Beat, Cla, Dora"; !uitest.Shows(u.Win, want) {
		t.Errorf("the chart's screen says %q, want the title %q", texts(u), want)
	}
}
