package ui

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
)

// newGameScreen sets up a game: players in seat order, who starts, the rules preset and target.
type newGameScreen struct {
	ui      *UI
	root    fyne.CanvasObject
	mode    *widget.Select
	players [4]*widget.SelectEntry
	starter *widget.Select
	preset  *widget.Select
	target  *widget.Select
	explain *widget.Label
	problem *widget.Label // why the game cannot start yet, in a line of its own
	start   *widget.Button
	back    *widget.Button
}

var targets = []string{"1000", "1500", "2000", "2500", "3000", "4000", "5000"}

// problemLines is the room kept for the message under the form, so that Start never moves.
const problemLines = 2

// ShowNewGame shows the new-game form. The players have left any game they were playing.
func (u *UI) ShowNewGame() {
	u.forgetOpenGame()
	u.home, u.game = nil, nil
	u.setScreen(newNewGameScreen(u))
}

func newNewGameScreen(u *UI) *newGameScreen {
	s := &newGameScreen{ui: u}
	var names []string
	if roster, err := u.store.Roster(); err == nil {
		for _, r := range roster {
			names = append(names, r.Name)
		}
	}
	s.mode = widget.NewSelect([]string{modeName(tally.Schieber)}, nil)
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
		e.OnChanged = s.onNameChanged
		e.OnSubmitted = s.onSubmitted
		s.players[i] = e
		form.Append(seatLabels[i], e)
	}
	s.starter = widget.NewSelect(nil, nil)
	form.Append(lang.X("new.starter", "Has the 7 of clubs (Schellen 7)"), s.starter)
	s.preset = widget.NewSelect(presetLabels(), s.onPreset)
	form.Append(lang.X("new.preset", "Rules"), s.preset)
	s.target = widget.NewSelect(targets, s.onTarget)
	form.Append(lang.X("new.target", "Play to"), s.target)
	s.explain = widget.NewLabel("")
	s.explain.Wrapping = fyne.TextWrapWord
	s.problem = widget.NewLabel("")
	s.problem.Wrapping = fyne.TextWrapWord
	s.problem.Importance = widget.DangerImportance
	s.start = widget.NewButtonWithIcon(lang.X("new.start", "Start the game"), theme.MediaPlayIcon(), s.onStart)
	s.start.Importance = widget.HighImportance
	s.back = widget.NewButtonWithIcon(lang.X("nav.back", "Back"), theme.NavigateBackIcon(), s.onBack)
	s.preset.SetSelectedIndex(0)
	s.onNameChanged("")
	top := header(lang.X("new.title", "New game"), s.back)
	bottom := container.NewVBox(reservedLines(s.problem, problemLines), s.start)
	s.root = container.NewBorder(top, bottom, nil, nil, container.NewVScroll(container.NewVBox(form, s.explain)))
	return s
}

func (s *newGameScreen) content() fyne.CanvasObject { return s.root }

// show: Escape goes back while no field has the focus; Enter in a name field starts the game.
func (s *newGameScreen) show(k *screenKeys) {
	k.onTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyEscape {
			s.onBack()
		}
	})
}

func (s *newGameScreen) close() {}

func (s *newGameScreen) onBack() { s.ui.ShowHome() }

func (s *newGameScreen) onSubmitted(string) {
	if !s.start.Disabled() {
		s.onStart()
	}
}

// names are the players as typed, trimmed, in seat order.
func (s *newGameScreen) names() []string {
	out := make([]string, len(s.players))
	for i, e := range s.players {
		out[i] = strings.TrimSpace(e.Text)
	}
	return out
}

// onNameChanged checks the names again and offers them as the holder of the 7.
func (s *newGameScreen) onNameChanged(string) {
	names := s.names()
	shown := make([]string, len(names))
	for i, n := range names {
		shown[i] = n
		if n == "" || !utf8.ValidString(n) {
			shown[i] = fmt.Sprintf(lang.X("new.defaultName", "Player %d"), i+1)
		}
	}
	sel := max(s.starter.SelectedIndex(), 0)
	s.starter.Options = shown
	s.starter.SetSelectedIndex(sel)
	s.starter.Refresh()
	s.problem.SetText(namesProblem(names))
	if s.problem.Text == "" {
		s.start.Enable()
	} else {
		s.start.Disable()
	}
}

// namesProblem says why the players' names cannot start a game, or "" when they can: every
// seat needs a name of its own (the same letters in another case, or with spaces around, are
// the same name) made of printable text.
func namesProblem(names []string) string {
	for i, n := range names {
		switch {
		case n == "":
			return fmt.Sprintf(lang.X("new.nameMissing", "Seat %d needs a name."), i+1)
		case !utf8.ValidString(n) || strings.IndexFunc(n, unicode.IsControl) >= 0:
			return fmt.Sprintf(lang.X("new.nameUnreadable", "The name of seat %d holds characters that are not text; type it again."), i+1)
		case utf8.RuneCountInString(n) > gamefile.MaxNameLength:
			return fmt.Sprintf(lang.X("new.nameLong", "The name of seat %d is longer than %d characters."), i+1, gamefile.MaxNameLength)
		}
	}
	for i, n := range names {
		for _, m := range names[:i] {
			if strings.EqualFold(strings.TrimSpace(n), strings.TrimSpace(m)) {
				return fmt.Sprintf(lang.X("new.nameTwice", "“%s” is there twice: give every player a name of their own."), n)
			}
		}
	}
	return ""
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

// onPreset takes the target of the chosen preset.
func (s *newGameScreen) onPreset(string) {
	r, err := tally.Preset(tally.Schieber, s.presetName())
	if err != nil {
		return
	}
	s.target.SetSelected(strconv.Itoa(r.Target))
	s.explainRules()
}

func (s *newGameScreen) onTarget(string) { s.explainRules() }

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

// rules are the new game's rules: the preset, the target, and the board view chosen in the
// settings, which the game then keeps as its own.
func (s *newGameScreen) rules() json.RawMessage {
	target, _ := strconv.Atoi(s.target.Selected)
	rules, _ := json.Marshal(map[string]any{"preset": s.presetName(), "target": target, "boardView": s.ui.BoardView()})
	return rules
}

// onStart creates the game and opens it with the holder of the 7 as the first Vorhand.
func (s *newGameScreen) onStart() {
	names := s.names()
	if p := namesProblem(names); p != "" {
		s.problem.SetText(p)
		s.start.Disable()
		return
	}
	id, err := s.ui.store.Create(persistence.NewGame{Mode: tally.Schieber, Players: names, Rules: s.rules()})
	if err != nil {
		s.ui.showError(err)
		return
	}
	e := entry.NewSchieber(max(s.starter.SelectedIndex(), 0))
	if err := s.ui.store.SaveDraft(id, e.MarshalDraft()); err != nil {
		s.ui.showError(err)
		return
	}
	if err := s.ui.OpenGame(id); err != nil {
		s.ui.showError(err)
	}
}
