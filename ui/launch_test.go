package ui

import (
	"image/color"
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// The first screen is built on another goroutine (under -race, the hand-over to the window is
// checked too); what the players see and type must be the same as when it is built in place.
func TestLaunchShowsTheFirstScreen(t *testing.T) {
	players := []string{"Anna", "Beat", "Cla", "Dora"}

	t.Run("should show the list of games with its shortcut", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			createGame(t, svc, "seed", players, 1)
			u := newUIOn(t, nil, svc, landscape)
			var told []bool // each screen shown, told (OnShown): whether a game is at play
			u.OnShown(func() { told = append(told, u.Playing()) })
			u.Launch(u.Start)
			if !shows(u.win, "New game") || !shows(u.win, "Anna & Cla – Beat & Dora") {
				t.Fatalf("the first screen shows %q", shownTexts(u.win))
			}
			if u.home == nil || u.current != kit.Screen(u.home) {
				t.Fatalf("the screen shown is %T", u.current)
			}
			u.win.Canvas().(fyne.Shortcutable).TypedShortcut(shortcutNewGame)
			if !shows(u.win, "Start the game") {
				t.Errorf("Ctrl+N after the launch shows %q", shownTexts(u.win))
			}
			uitest.FillNames(t, u.win, players...)
			tap(t, u.win, "Start the game")
			if want := []bool{false, false, true}; !reflect.DeepEqual(told, want) {
				t.Errorf("the list, the new game and the game were told as shown, at play: %v, want %v", told, want)
			}
		})
	})

	t.Run("should resume the game on screen and type into it", func(t *testing.T) {
		eachService(t, func(t *testing.T, svc Service) {
			id := createGame(t, svc, "seed", players, 0)
			a := test.NewTempApp(t)
			a.Preferences().SetString(openGameKey(svc), id.String())
			u := newUIOn(t, a, svc, landscape)
			u.Launch(u.Start)
			tap(t, u.win, "Hearts ×1")
			test.TypeOnCanvas(u.win.Canvas(), "87")
			if !shows(u.win, "Anna & Cla: 87") || !shows(u.win, "Beat & Dora: 70") {
				t.Fatalf("typed after the launch: %q", shownTexts(u.win))
			}
			tap(t, u.win, "Write")
			if v, err := svc.Load(id); err != nil || len(v.Game.Schieber) != 1 {
				t.Fatalf("Write after the launch: %v deals, %v", v, err)
			}
		})
	})

	t.Run("should scroll a first screen taller than a sideways phone", func(t *testing.T) {
		// A screen of 600 px and a button at its bottom.
		tall := widget.NewButton("bottom", nil)
		space := canvas.NewRectangle(color.Transparent)
		space.SetMinSize(fyne.NewSize(10, 600))
		screen := &probeScreen{root: container.NewBorder(nil, tall, nil, nil, space)}
		u := newUIOn(t, nil, fakestore.New(), sidewaysPhone)
		u.Launch(func() { u.Show(screen) })
		relayout(u)
		if got := u.win.Canvas().Size(); got != sidewaysPhone {
			t.Fatalf("the %v window became %v for a first screen needing %v", sidewaysPhone, got, kit.ScreenNeeds(u.win.Content()))
		}
		if !screen.shown || uitest.InSight(u.win, tall) {
			t.Error("the first screen's bottom is in sight before it is scrolled to")
		}
		// A finger's drag (or the wheel) to the bottom.
		var scroll *container.Scroll
		for _, o := range onScreen(u.win) {
			if sc, ok := o.(*container.Scroll); ok && scroll == nil {
				scroll = sc
			}
		}
		if scroll == nil {
			t.Fatal("the screen does not scroll")
		}
		scroll.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(0, -sidewaysPhone.Height)})
		if !uitest.InSight(u.win, tall) {
			t.Error("the first screen's bottom is out of sight once scrolled to")
		}
	})

	t.Run("should show the list when the first screen shows nothing", func(t *testing.T) {
		u := newUIOn(t, nil, fakestore.New(), landscape)
		u.Launch(func() {})
		if !shows(u.win, "New game") || u.home == nil {
			t.Fatalf("the first screen shows %q", shownTexts(u.win))
		}
	})

	t.Run("should show the last screen asked for and close the one it replaced", func(t *testing.T) {
		u := newUIOn(t, nil, fakestore.New(), landscape)
		replaced := &probeScreen{root: widget.NewLabel("replaced")}
		u.Launch(func() {
			u.Show(replaced)
			u.ShowHome()
		})
		if !shows(u.win, "New game") || shows(u.win, "replaced") {
			t.Fatalf("the first screen shows %q", shownTexts(u.win))
		}
		if !replaced.closed || replaced.shown {
			t.Errorf("the screen replaced before it was shown: closed %v, shown %v", replaced.closed, replaced.shown)
		}
	})

	t.Run("should give the window to the next screen", func(t *testing.T) {
		u := newUIOn(t, nil, fakestore.New(), landscape)
		u.Launch(u.Start)
		tap(t, u.win, "Statistics")
		if _, ok := u.win.Content().(*launchGate); ok || !shows(u.win, "Save as CSV") {
			t.Fatalf("after the first screen the window shows %T: %q", u.win.Content(), shownTexts(u.win))
		}
		if u.launching != nil {
			t.Error("the UI still waits for a first screen")
		}
	})
}

// probeScreen is a screen that tells whether it was shown and closed.
type probeScreen struct {
	root          fyne.CanvasObject
	shown, closed bool
}

func (p *probeScreen) Content() fyne.CanvasObject { return p.root }
func (p *probeScreen) Show(*kit.Keys)             { p.shown = true }
func (p *probeScreen) Close()                     { p.closed = true }

// Prepare gives the app its theme before the window exists; New keeps that theme rather than
// setting a new one while the fonts may still be loading with it.
func TestPrepareGivesTheThemeOnce(t *testing.T) {
	a := test.NewTempApp(t)
	loaded := Prepare(a)
	th := a.Settings().Theme()
	if reflect.TypeOf(th) != reflect.TypeOf(kit.NewTheme()) {
		t.Fatalf("after Prepare the theme is %T", a.Settings().Theme())
	}
	<-loaded
	newUIOn(t, a, fakestore.New(), landscape)
	if a.Settings().Theme() != th {
		t.Error("New set the theme again")
	}
}
