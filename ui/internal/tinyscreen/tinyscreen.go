// Package tinyscreen is the UI side of the test-only game mode of internal/tinymode: its part
// of the new-game form, its own columns in the statistics and a small screen to play it on. A
// test adds it to the UI's table of modes (ui/modes.go) to show that a mode needs nothing but
// its own package and its line in the table. It is never built into the app, so its texts are
// not translated.
package tinyscreen

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/stats"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/newgame"
	"github.com/jasstafel/jasstafel/ui/statistics"
)

// Label is the mode's name for the players.
func Label() string { return "Tiny" }

// targets are the totals a tiny game can be played to.
var targets = []string{"10", "20", "50"}

// setup is the tiny part of the new-game form: the target.
type setup struct {
	target *widget.Select
	line   *newgame.FormLine
}

// Setup is the tiny mode's part of the new-game form.
func Setup(_ newgame.Store, _ string, changed func()) newgame.Setup {
	s := &setup{target: newgame.NewChoice(targets, 0, changed)}
	s.line = newgame.NewFormLine("Tiny to", s.target)
	return s
}

func (s *setup) Seats() []string                         { return newgame.TeamSeatLabels() }
func (s *setup) Lines() (head, rest []*newgame.FormLine) { return nil, []*newgame.FormLine{s.line} }
func (s *setup) Below() fyne.CanvasObject                { return nil }
func (s *setup) Show(on bool)                            { s.line.SetVisible(on) }
func (s *setup) NamesChanged([]string)                   {}
func (s *setup) Started(persistence.GameID) error        { return nil }

func (s *setup) Overrides() (map[string]any, string) {
	n, _ := strconv.Atoi(s.target.Selected)
	return map[string]any{"target": n}, ""
}

func (s *setup) Summary(r tally.Rules, _ int) string {
	return fmt.Sprintf("The first team to %d points wins.", r.Target)
}

// StatColumns are the tiny mode's own figures: the finished games a player lost.
func StatColumns() []statistics.Column {
	return []statistics.Column{
		statistics.IntColumn(func() string { return "Lost" }, func(p stats.Player) int { return p.Finished - p.Won }),
	}
}

// Host is what the screen needs of the app: the way home.
type Host interface{ ShowHome() }

// Store writes a round of the game.
type Store interface {
	AddRound(id persistence.GameID, r gamefile.Round) (*persistence.GameView, error)
}

// Screen shows the teams' totals and writes a round of five points for either team.
type Screen struct {
	root   fyne.CanvasObject
	totals *widget.Label
	view   *persistence.GameView
}

// New is the screen of the tiny game v.
func New(h Host, store Store, v *persistence.GameView) *Screen {
	s := &Screen{totals: widget.NewLabel(""), view: v}
	p := v.Game.Players
	score := func(team int) func() {
		return func() {
			points := []int{0, 0}
			points[team] = 5
			nv, err := store.AddRound(v.ID, gamefile.Round{Points: points})
			if err != nil {
				s.totals.SetText(err.Error())
				return
			}
			s.view = nv
			s.show()
		}
	}
	s.root = container.NewBorder(
		kit.Header("Tiny game", widget.NewButton("Back", h.ShowHome)), nil, nil, nil,
		container.NewVBox(s.totals,
			widget.NewButton(fmt.Sprintf("5 for %s & %s", p[0], p[2]), score(0)),
			widget.NewButton(fmt.Sprintf("5 for %s & %s", p[1], p[3]), score(1))))
	s.show()
	return s
}

// show writes the totals, and the winner once there is one.
func (s *Screen) show() {
	rep := s.view.Report()
	text := make([]string, len(rep.Totals))
	for i, t := range rep.Totals {
		text[i] = strconv.Itoa(t)
	}
	line := "Tiny totals " + strings.Join(text, " : ")
	if rep.Winner != nil {
		line += fmt.Sprintf(" · team %d won", *rep.Winner+1)
	}
	s.totals.SetText(line)
}

func (s *Screen) Content() fyne.CanvasObject { return s.root }
func (s *Screen) Show(*kit.Keys)             {}
func (s *Screen) Close()                     {}
