//go:build cgo

// The window app: Fyne with its GLFW driver, which needs cgo and the GL and X11 libraries.
// main_nogui.go stands in for it in a build without cgo.

package main

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/driver/software"

	"github.com/jasstafel/jasstafel/assets"
	"github.com/jasstafel/jasstafel/cli"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/ui"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/web"
)

// window starts the window app; the cli package has checked its options and that there is a
// display.
var window = runGUI

func runGUI(o cli.WindowOptions, stderr io.Writer) int {
	a := app.NewWithID(cli.AppID)
	a.SetIcon(assets.Icon())
	code := o.Lang
	if code == "" {
		code = a.Preferences().String(ui.PrefLanguage)
	}
	if err := kit.UseLanguage(code); err != nil {
		fmt.Fprintln(stderr, "jasstafel: translations:", err)
	}
	// Hangul, kana and kanji are drawn with the web font in Korean and Japanese, from the start
	// or from when such a language is chosen (fonts.go); names in them in another language come
	// from the system's fonts.
	tookFont := languageNeedsFont(kit.Language()) && takeWebFont(stderr)
	fonts := ui.Prepare(a)
	path := o.DB
	if path == "" {
		path = filepath.Join(a.Storage().RootURI().Path(), "jasstafel.db")
	}
	// An automatic backup that fails (on opening, or when a game ends) is told to the players
	// once the window is up; a few at once are told as one.
	backupFailed := make(chan error, 1)
	store, err := persistence.Open(path, persistence.Options{Version: version, BackupFailed: func(err error) {
		select {
		case backupFailed <- err:
		default:
		}
	}})
	if err != nil {
		fmt.Fprintln(stderr, "jasstafel:", err)
		return 1
	}
	defer store.Close()

	w := a.NewWindow("Jasstafel")
	w.Resize(fyne.NewSize(float32(o.Width), float32(o.Height)))
	u := ui.New(a, w, store)
	go u.TellBackupFailures(backupFailed)
	u.OnLanguage(func(string) {
		if !tookFont && languageNeedsFont(kit.Language()) && takeWebFont(stderr) {
			tookFont = true
			kit.ReapplyTheme(a, w)
		}
	})
	first := u.Start
	switch {
	case o.Open != 0:
		id := persistence.GameID(o.Open)
		if err := u.CanOpen(id); err != nil {
			fmt.Fprintln(stderr, "jasstafel:", err)
			return 1
		}
		first = func() {
			if err := u.OpenGame(id); err != nil { // checked above; the list of games otherwise
				fmt.Fprintln(stderr, "jasstafel:", err)
			}
		}
	case o.Stats:
		first = u.ShowStats
	}
	u.Launch(func() { <-fonts; first() })
	stuck := &stuckExit{store: store, stderr: stderr, grace: quitGrace, exit: os.Exit}
	defer stuck.cancel()
	if o.Screenshot == "" {
		w.SetCloseIntercept(func() {
			stuck.arm(0)
			w.Close()
		})
		w.ShowAndRun()
		return 0
	}
	// The screenshot's outcome is sent before the app is told to quit, so once the window has
	// closed it is either in the channel or was never taken (the window was closed first).
	status := make(chan int, 1)
	go func() {
		code := screenshotAfterFirstFrame(w, o.Screenshot, stderr)
		status <- code
		stuck.arm(code)
		fyne.Do(a.Quit)
	}()
	w.ShowAndRun()
	select {
	case code := <-status:
		return code
	default:
		fmt.Fprintln(stderr, "jasstafel: screenshot: the window closed before it was taken")
		return 1
	}
}

// takeWebFont makes the web font of the web app this binary carries the theme's font for the
// scripts Fyne's text font lacks, and reports whether it did. A binary built without the web app
// (`make web` not run) has none: those scripts come from the system's fonts, as they did.
func takeWebFont(stderr io.Writer) bool {
	data, err := web.Font()
	if err != nil {
		if !errors.Is(err, web.ErrNoApp) {
			fmt.Fprintln(stderr, "jasstafel: the web font:", err)
		}
		return false
	}
	useWebFont(data)
	return true
}

// quitGrace is how long the app waits, once its window is closing, for Fyne to return from
// ShowAndRun. Fyne 2.7.1 can lose a window event that arrives while its loop ends (the loop
// drains only what has reached its queue) and then waits for that event for ever: the window was
// gone and the process stayed (seen once under Xvfb, after a screenshot).
const quitGrace = 10 * time.Second

// stuckExit ends the process (exit) when Fyne does not finish closing within grace: the games are
// safe by then (every write is committed as it is made, and the window's close wrote the last
// half-typed deal), and the store is closed before the exit.
type stuckExit struct {
	store  *persistence.Store
	stderr io.Writer
	grace  time.Duration
	exit   func(code int)
	mu     sync.Mutex
	timer  *time.Timer
}

// arm starts the wait once; code is the exit status if it runs out.
func (e *stuckExit) arm(code int) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.timer != nil {
		return
	}
	e.timer = time.AfterFunc(e.grace, func() {
		fmt.Fprintf(e.stderr, "jasstafel: the window did not finish closing within %v; stopping\n", e.grace)
		e.store.Close()
		e.exit(code)
	})
}

// cancel stops the wait: ShowAndRun has returned.
func (e *stuckExit) cancel() {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.timer != nil {
		e.timer.Stop()
	}
}

// screenshotWait is how long --screenshot waits for the first frame. Software GL on a busy
// machine has taken more than 20 s for a build with the race detector.
const screenshotWait = time.Minute

// screenshotAfterFirstFrame waits until the window has its size and has drawn, saves a PNG of
// it and returns the exit status: 0 saved, 1 not drawn in time or not saved. Some GL drivers
// (Mesa's software GL under Xvfb among them) do not let the front buffer be read back; then the
// window's content is rendered again at the window's size by Fyne's software renderer, which
// draws the same objects with the same theme.
func screenshotAfterFirstFrame(w fyne.Window, path string, stderr io.Writer) int {
	deadline := time.Now().Add(screenshotWait)
	tries := 0
	for time.Now().Before(deadline) {
		time.Sleep(300 * time.Millisecond)
		var done bool
		var err error
		fyne.DoAndWait(func() {
			size := w.Canvas().Size()
			if size.Width < 10 {
				return
			}
			tries++
			img := w.Canvas().Capture()
			if img == nil || img.Bounds().Dx() < 10 || uniform(img) {
				if tries < 5 {
					return // nothing painted yet
				}
				c := software.NewCanvas()
				c.SetPadded(false)
				c.SetContent(w.Content()) // the app quits right after, so the content may move
				c.Resize(size)
				img = c.Capture()
			}
			err = writePNG(path, img)
			done = true
		})
		if done {
			if err != nil {
				fmt.Fprintln(stderr, "jasstafel: screenshot:", err)
				return 1
			}
			return 0
		}
	}
	fmt.Fprintf(stderr, "jasstafel: screenshot: the window did not draw within %v\n", screenshotWait)
	return 1
}

// uniform reports whether an image is one colour, as a window is before its first frame.
func uniform(img image.Image) bool {
	b := img.Bounds()
	first := img.At(b.Min.X, b.Min.Y)
	r0, g0, b0, _ := first.RGBA()
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r != r0 || g != g0 || bl != b0 {
				return false
			}
		}
	}
	return true
}

func writePNG(path string, img image.Image) error {
	if img == nil {
		return errors.New("nothing to save")
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
