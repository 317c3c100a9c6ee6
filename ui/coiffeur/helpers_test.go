package coiffeur

import (
	"os"
	"strings"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/gamehost"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// createCoiffeur starts a Coiffeur game through the service with the given rule overrides.
func createCoiffeur(t *testing.T, svc Service, players []string, rules map[string]any) persistence.GameID {
	t.Helper()
	return playtest.Create(t, svc, tally.Coiffeur, players, rules)
}

// newUIOn opens a test window of the given size in app a (a new test app if nil) on svc.
func newUIOn(t *testing.T, a fyne.App, svc Service, size fyne.Size) *gamehost.App {
	t.Helper()
	return gamehost.NewApp(t, a, svc, size, New)
}

// openCoiffeur opens a Coiffeur game and returns its screen.
func openCoiffeur(t *testing.T, u *gamehost.App, id persistence.GameID) *Screen {
	t.Helper()
	if err := u.OpenGame(id); err != nil {
		t.Fatal(err)
	}
	s, ok := u.Current.(*Screen)
	if !ok {
		t.Fatalf("the game opened as %T, not the Coiffeur sheet", u.Current)
	}
	u.Win.Canvas().Content().Refresh()
	return s
}

// tapCell taps the middle of a cell of the grid, as a finger would.
func tapCell(s *Screen, row, col int) {
	test.TapAt(s.grid, s.grid.cellCentre(row, col))
}

// choiceButton is the contract button of the row picked that stands for contract k ("H",
// "obenabe"): a suit's by its sign, a mode's by its name.
func choiceButton(t *testing.T, s *Screen, k string) *kit.SlotButton {
	t.Helper()
	icon := kit.ContractIcon(k, s.Host.Skin())
	for _, o := range s.choiceRow.Objects {
		b := o.(*kit.SlotButton)
		if icon != nil && b.Icon != nil && b.Icon.Name() == icon.Name() || icon == nil && strings.HasSuffix(b.Text, kit.ContractName(k)) {
			return b
		}
	}
	t.Fatalf("no button for %s among the row's contracts", k)
	return nil
}

// tapTrio names a Trio's modes in order on the contract buttons, as a player taps them.
func tapTrio(t *testing.T, s *Screen, w fyne.Window, modes ...string) {
	t.Helper()
	for _, k := range modes {
		uitest.TapButton(t, w, choiceButton(t, s, k), k)
	}
}

// gridBand names a line of the grid below the rows.
const (
	bandTotals = -1 // the totals
	bandMost   = -2 // what each column can still write
)

// cellShows is what the grid letters in a cell (row ≥ 0) or in a footer band of a column: the
// lines whose middle lies there, in drawing order.
func cellShows(s *Screen, row, col int) string {
	g := s.grid.geometry(s.grid.Size())
	x0 := g.x0 + g.labelW + float32(col)*g.colW
	var y0, h float32
	bottom := g.y0 + g.headH + float32(g.rows)*g.rowH
	switch {
	case row >= 0:
		y0, h = g.y0+g.headH+float32(row)*g.rowH, g.rowH
	case row == bandTotals:
		y0, h = bottom, g.headH
	default:
		y0, h = bottom+g.headH, g.headH
	}
	var out []string
	for _, t := range test.WidgetRenderer(s.grid).(*coiffeurGridRenderer).shown {
		mid := t.pos.Add(fyne.NewPos(t.size.Width/2, t.size.Height/2))
		if mid.X >= x0 && mid.X < x0+g.colW && mid.Y >= y0 && mid.Y < y0+h {
			out = append(out, t.text)
		}
	}
	return strings.Join(out, " ")
}

// cellCentre is the middle of a cell, where a finger taps it.
func (w *GridWidget) cellCentre(row, col int) fyne.Position {
	g := w.geometry(w.Size())
	return fyne.NewPos(g.x0+g.labelW+(float32(col)+0.5)*g.colW, g.y0+g.headH+(float32(row)+0.5)*g.rowH)
}

// lockedService lets the screen's draft saver call a service from its own goroutine while the
// test drives the screen: the in-memory fake is not safe for concurrent use, the store is.
type lockedService struct {
	mu  sync.Mutex
	svc Service
}

func locked(svc Service) Service { return &lockedService{svc: svc} }

func (l *lockedService) Load(id persistence.GameID) (*persistence.GameView, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.svc.Load(id)
}

func (l *lockedService) Create(g persistence.NewGame) (persistence.GameID, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.svc.Create(g)
}

func (l *lockedService) AddRound(id persistence.GameID, r gamefile.Round) (*persistence.GameView, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.svc.AddRound(id, r)
}

func (l *lockedService) ReplaceRound(id persistence.GameID, i int, r gamefile.Round) (*persistence.GameView, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.svc.ReplaceRound(id, i, r)
}

func (l *lockedService) RemoveRound(id persistence.GameID, i int) (*persistence.GameView, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.svc.RemoveRound(id, i)
}

func (l *lockedService) Undo(id persistence.GameID) (*persistence.GameView, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.svc.Undo(id)
}

func (l *lockedService) Redo(id persistence.GameID) (*persistence.GameView, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.svc.Redo(id)
}

func (l *lockedService) SetFinished(id persistence.GameID, f bool) (*persistence.GameView, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.svc.SetFinished(id, f)
}

func (l *lockedService) SaveDraft(id persistence.GameID, b []byte) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.svc.SaveDraft(id, b)
}

func (l *lockedService) Draft(id persistence.GameID) ([]byte, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.svc.Draft(id)
}

// Service is what these tests ask of a service.
type Service = gamehost.Service

func TestMain(m *testing.M) { os.Exit(gamehost.Main(m)) }

var landscape = fyne.NewSize(1280, 800)

// FirstTurn, which the form and Play again both use, opens a new Coiffeur on the seat asked:
// the team sheet and the solo sheet of three, on both services.
func TestFirstTurnOpensTheSheetOnTheSeatAsked(t *testing.T) {
	gamehost.EachService(t, func(t *testing.T, svc Service) {
		for _, c := range []struct {
			players []string
			rules   map[string]any
			seat    int
		}{
			{[]string{"Anna", "Beat", "Cla", "Dora"}, nil, 2},
			{[]string{"Anna", "Beat", "Cla"}, map[string]any{"solo": true}, 1},
		} {
			id := createCoiffeur(t, svc, c.players, c.rules)
			if err := FirstTurn.Start(svc, id, c.seat); err != nil {
				t.Fatal(err)
			}
			u := newUIOn(t, nil, svc, fyne.NewSize(1280, 800))
			openCoiffeur(t, u, id)
			if want := "Vorhand: " + c.players[c.seat]; !uitest.Shows(u.Win, want) {
				t.Errorf("%d players: the sheet should open on %q; it shows %q", len(c.players), want, uitest.ShownTexts(u.Win))
			}
		}
	})
}
