package ui

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
)

// newGameScreen sets up a game: players in seat order, who starts, the rules preset and target.
type newGameScreen struct {
	ui      *UI
	content fyne.CanvasObject
	mode    *widget.Select
	players [4]*widget.SelectEntry
	starter *widget.Select
	preset  *widget.Select
	target  *widget.Select
	explain *widget.Label
	start   *widget.Button
}

var targets = []string{"1000", "1500", "2000", "2500", "3000", "4000", "5000"}

// ShowNewGame shows the new-game form.
func (u *UI) ShowNewGame() {
	s := newNewGameScreen(u)
	u.win.SetContent(s.content)
	u.clearKeys()
}

func newNewGameScreen(u *UI) *newGameScreen {
	s := &newGameScreen{ui: u}
	var names []string
	if roster, err := u.store.Roster(); err == nil {
		for _, r := range roster {
			names = append(names, r.Name)
		}
	}
	s.mode = widget.NewSelect([]string{modeName("schieber")}, nil)
	s.mode.SetSelectedIndex(0)
	seatLabels := []string{
		lang.X("new.seat1", "Seat 1 · team A"), lang.X("new.seat2", "Seat 2 · team B"),
		lang.X("new.seat3", "Seat 3 · team A, opposite seat 1"), lang.X("new.seat4", "Seat 4 · team B, opposite seat 2"),
	}
	form := widget.NewForm()
	form.Append(lang.X("new.mode", "Game"), s.mode)
	for i := range s.players {
		e := widget.NewSelectEntry(names)
		e.SetPlaceHolder(lang.X("new.name", "Name"))
		e.OnChanged = func(string) { s.refreshStarter() }
		s.players[i] = e
		form.Append(seatLabels[i], e)
	}
	s.starter = widget.NewSelect(nil, nil)
	form.Append(lang.X("new.starter", "Has the 7 of clubs (Schellen 7)"), s.starter)
	s.preset = widget.NewSelect(presetLabels(), func(string) { s.presetChanged() })
	form.Append(lang.X("new.preset", "Rules"), s.preset)
	s.target = widget.NewSelect(targets, func(string) { s.explainRules() })
	form.Append(lang.X("new.target", "Play to"), s.target)
	s.explain = widget.NewLabel("")
	s.explain.Wrapping = fyne.TextWrapWord
	s.start = widget.NewButtonWithIcon(lang.X("new.start", "Start the game"), theme.MediaPlayIcon(), func() { s.create() })
	s.start.Importance = widget.HighImportance
	back := widget.NewButtonWithIcon(lang.X("nav.back", "Back"), theme.NavigateBackIcon(), func() { u.ShowHome() })
	s.refreshStarter()
	s.preset.SetSelectedIndex(0)
	top := header(lang.X("new.title", "New game"), back)
	s.content = container.NewBorder(top, s.start, nil, nil, container.NewVScroll(container.NewVBox(form, s.explain)))
	return s
}

func (s *newGameScreen) names() []string {
	out := make([]string, 4)
	for i, e := range s.players {
		out[i] = strings.TrimSpace(e.Text)
		if out[i] == "" {
			out[i] = fmt.Sprintf(lang.X("new.defaultName", "Player %d"), i+1)
		}
	}
	return out
}

func (s *newGameScreen) refreshStarter() {
	sel := s.starter.SelectedIndex()
	s.starter.Options = s.names()
	if sel < 0 {
		sel = 0
	}
	s.starter.SetSelectedIndex(sel)
	s.starter.Refresh()
}

// presetLabel is a Schieber preset's name for the players.
func presetLabel(name string) string {
	switch name {
	case "seed":
		return lang.X("preset.seed", "Standard (D, H ×1 · S, C ×2 · Obenabe ×3 · Undenufe ×4)")
	case "swisslos":
		return lang.X("preset.swisslos", "Swisslos (Obenabe and Undenufe ×3)")
	case "simple":
		return lang.X("preset.simple", "Everything ×1, to 1000")
	case "appenzeller":
		return lang.X("preset.appenzeller", "Appenzeller (×2 to ×7, to 5000)")
	case "jasspro":
		return lang.X("preset.jasspro", "JassPro (with Slalom ×4)")
	case "custom":
		return lang.X("preset.custom", "Custom")
	}
	return name
}

func presetLabels() []string {
	var out []string
	for _, n := range tally.PresetNames(tally.Schieber) {
		out = append(out, presetLabel(n))
	}
	return out
}

// presetName is the setting value of the chosen preset.
func (s *newGameScreen) presetName() string {
	names := tally.PresetNames(tally.Schieber)
	if i := s.preset.SelectedIndex(); i >= 0 && i < len(names) {
		return names[i]
	}
	return "seed"
}

func (s *newGameScreen) presetChanged() {
	r, err := tally.Preset(tally.Schieber, s.presetName())
	if err != nil {
		return
	}
	s.target.SetSelected(strconv.Itoa(r.Target))
	s.explainRules()
}

// explainRules says in plain words what the chosen preset means.
func (s *newGameScreen) explainRules() {
	r, err := tally.Preset(tally.Schieber, s.presetName())
	if err != nil {
		return
	}
	var mult []string
	for _, k := range tally.MultiplierKeys {
		if m, ok := r.Multipliers[k]; ok {
			mult = append(mult, fmt.Sprintf("%s ×%d", contractName(k), m))
		}
	}
	s.explain.SetText(fmt.Sprintf(lang.X("new.explain",
		"Multipliers: %s. Play to %s. A Match counts 257, Weis are counted big, Stöck 20; the team that reaches the target first wins, counting Stöck, then Weis, then the tricks."),
		strings.Join(mult, ", "), s.target.Selected))
}

func (s *newGameScreen) create() {
	target, _ := strconv.Atoi(s.target.Selected)
	rules, _ := json.Marshal(map[string]any{"preset": s.presetName(), "target": target})
	id, err := s.ui.store.Create(persistence.NewGame{Mode: tally.Schieber, Players: s.names(), Rules: rules})
	if err != nil {
		s.ui.showError(err)
		return
	}
	first := s.starter.SelectedIndex()
	if first < 0 {
		first = 0
	}
	e := entry.NewSchieber(first)
	if err := s.ui.store.SaveDraft(id, e.MarshalDraft()); err != nil {
		s.ui.showError(err)
		return
	}
	if err := s.ui.OpenGame(id); err != nil {
		s.ui.showError(err)
	}
}
