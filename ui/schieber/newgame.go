package schieber

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/newgame"
)

// setup is the Schieber part of the new-game form: who holds the 7, the preset and the target.
type setup struct {
	changed func()
	starter *widget.Select
	preset  *widget.Select
	target  *widget.Select
	all     []*newgame.FormLine
	store   newgame.Store
}

var targets = []string{"1000", "1500", "2000", "2500", "3000", "4000", "5000"}

// Setup is the Schieber's part of the new-game form, made for the form's store and refresh.
func Setup(store newgame.Store, _ string, changed func()) newgame.Setup {
	s := &setup{store: store, changed: func() {}}
	s.starter = widget.NewSelect(nil, nil)
	s.preset = widget.NewSelect(presetLabels(), s.onPreset)
	s.target = widget.NewSelect(targets, func(string) { s.changed() })
	s.preset.SetSelectedIndex(0)
	s.all = []*newgame.FormLine{
		newgame.NewFormLine(lang.X("new.starter", "Has the 7 of clubs (Schellen 7)"), s.starter),
		newgame.NewFormLine(lang.X("new.preset", "Rules"), s.preset),
		newgame.NewFormLine(lang.X("new.target", "Play to"), s.target),
	}
	s.changed = changed
	return s
}

func (s *setup) Seats() []string                         { return newgame.TeamSeatLabels() }
func (s *setup) Lines() (head, rest []*newgame.FormLine) { return nil, s.all }
func (s *setup) Below() fyne.CanvasObject                { return nil }

func (s *setup) Show(on bool) {
	for _, l := range s.all {
		l.SetVisible(on)
	}
}

// NamesChanged offers the names as the holder of the 7.
func (s *setup) NamesChanged(shown []string) {
	sel := max(s.starter.SelectedIndex(), 0)
	s.starter.Options = shown
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
func (s *setup) presetName() string {
	names := tally.PresetNames(tally.Schieber)
	if i := s.preset.SelectedIndex(); i >= 0 && i < len(names) {
		return names[i]
	}
	return "seed"
}

// onPreset takes the target of the chosen preset.
func (s *setup) onPreset(string) {
	if r, err := tally.Preset(tally.Schieber, s.presetName()); err == nil {
		s.target.SetSelected(strconv.Itoa(r.Target))
	}
	s.changed()
}

func (s *setup) Overrides() (map[string]any, string) {
	target, _ := strconv.Atoi(s.target.Selected)
	return map[string]any{"preset": s.presetName(), "target": target}, ""
}

// Summary says in plain words what the chosen preset means.
func (s *setup) Summary(r tally.Rules, _ int) string {
	var mult []string
	for _, k := range tally.MultiplierKeys {
		if m, ok := r.Multipliers[k]; ok {
			mult = append(mult, fmt.Sprintf("%s ×%d", kit.ContractName(k), m))
		}
	}
	return fmt.Sprintf(lang.X("new.explain",
		"Multipliers: %s. Play to %s. A Match counts 257, Weis are counted big, Stöck 20; the team that reaches the target first wins, counting Stöck, then Weis, then the tricks."),
		strings.Join(mult, ", "), strconv.Itoa(r.Target))
}

// Started keeps the holder of the 7 as the first Vorhand of the new game's first deal.
func (s *setup) Started(id persistence.GameID) error {
	e := entry.NewSchieber(max(s.starter.SelectedIndex(), 0))
	return s.store.SaveDraft(id, e.MarshalDraft())
}
