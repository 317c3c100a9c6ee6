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

// Setting values in the order the Schieber's house-rule selects offer them.
var (
	matchBonusValues = []int{100, 50, 0}
	weisValues       = []string{tally.WeisBig, tally.WeisSmall, tally.WeisOff}
	stoeckValues     = []bool{true, false}
)

// setup is the Schieber part of the new-game form: who holds the 7, the preset, the target and
// the house rules a table agrees on before it plays (what a Match counts, Weis, Stöck, and
// whether a trump may go under one in the trick).
type setup struct {
	changed    func()
	starter    *widget.Select
	preset     *newgame.Presets
	target     *widget.Select
	match      *widget.Select
	weis       *widget.Select
	stoeck     *widget.Select
	undertrump *newgame.Undertrump
	all        []*newgame.FormLine
	store      newgame.Store
}

var targets = []string{"1000", "1500", "2000", "2500", "3000", "4000", "5000"}

// Setup is the Schieber's part of the new-game form, made for the form's store and refresh.
func Setup(store newgame.Store, _ string, changed func()) newgame.Setup {
	s := &setup{store: store, changed: func() {}}
	onChange := func() { s.labelPreset(); s.changed() }
	s.starter = widget.NewSelect(nil, nil)
	s.preset = newgame.NewPresets(tally.Schieber, presetLabel, s.applyPreset)
	s.target = newgame.NewChoice(targets, 0, onChange)
	var matchLabels []string
	for _, b := range matchBonusValues {
		matchLabels = append(matchLabels, fmt.Sprintf(lang.X("new.matchCounts", "A Match counts %d"), tally.DealPoints+b))
	}
	s.match = newgame.NewChoice(matchLabels, 0, onChange)
	s.weis = newgame.NewChoice([]string{
		lang.X("new.weisBig", "Big (a run of 9 is worth 300)"),
		lang.X("new.weisSmall", "Small (a run of 5 or more is worth 100)"),
		lang.X("new.notCounted", "Not counted"),
	}, 0, onChange)
	s.stoeck = newgame.NewChoice([]string{
		lang.X("new.stoeckCounts", "Count 20"),
		lang.X("new.notCounted", "Not counted"),
	}, 0, onChange)
	s.undertrump = newgame.NewUndertrump(onChange)
	s.all = []*newgame.FormLine{
		newgame.NewFormLine(lang.X("new.starter", "Has the 7 of clubs (Schellen 7)"), s.starter),
		newgame.NewFormLine(lang.X("new.preset", "Rules"), s.preset.Select),
		newgame.NewFormLine(lang.X("new.target", "Play to"), s.target),
		newgame.NewFormLine(lang.X("game.match", "Match"), s.match),
		newgame.NewFormLine(lang.X("game.weisFor", "Weis"), s.weis),
		newgame.NewFormLine(lang.X("game.stoeck", "Stöck"), s.stoeck),
		s.undertrump.Line,
	}
	s.preset.Select.SetSelectedIndex(0)
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

// applyPreset sets the target and the house rules to the chosen preset's.
func (s *setup) applyPreset() {
	r, err := s.preset.Rules()
	if err != nil {
		return
	}
	keep := s.changed
	s.changed = func() {}
	s.target.SetSelected(strconv.Itoa(r.Target))
	s.match.SetSelectedIndex(max(newgame.ChoiceIndex(matchBonusValues, r.MatchBonus), 0))
	s.weis.SetSelectedIndex(max(newgame.ChoiceIndex(weisValues, r.Weis), 0))
	s.stoeck.SetSelectedIndex(max(newgame.ChoiceIndex(stoeckValues, r.Stoeck), 0))
	s.undertrump.Set(r.Undertrump)
	s.changed = keep
	s.labelPreset()
	s.changed()
}

// labelPreset says in the rules' choice when the lines below no longer hold the preset's values.
func (s *setup) labelPreset() {
	r, err := s.preset.Rules()
	if err != nil {
		return
	}
	target, _ := strconv.Atoi(s.target.Selected)
	over := s.houseRules()
	s.preset.Mark(target != r.Target || over["matchBonus"] != r.MatchBonus || over["weis"] != r.Weis ||
		over["stoeck"] != r.Stoeck || over["undertrump"] != r.Undertrump)
}

// houseRules are the settings of the house-rule lines, as rules keys.
func (s *setup) houseRules() map[string]any {
	return map[string]any{
		"matchBonus": matchBonusValues[max(s.match.SelectedIndex(), 0)],
		"weis":       weisValues[max(s.weis.SelectedIndex(), 0)],
		"stoeck":     stoeckValues[max(s.stoeck.SelectedIndex(), 0)],
		"undertrump": s.undertrump.Value(),
	}
}

func (s *setup) Overrides() (map[string]any, string) {
	over := s.houseRules()
	over["preset"] = s.preset.Name()
	over["target"], _ = strconv.Atoi(s.target.Selected)
	return over, ""
}

// Summary says in plain words what will be played: the multipliers, the target and the house
// rules, as the resolved rules hold them.
func (s *setup) Summary(r tally.Rules, _ int) string {
	var mult []string
	for _, k := range tally.MultiplierKeys {
		if m, ok := r.Multipliers[k]; ok {
			mult = append(mult, fmt.Sprintf("%s ×%d", kit.ContractName(k), m))
		}
	}
	said := func(sel *widget.Select, i int) string {
		if i < 0 || i >= len(sel.Options) {
			return "?"
		}
		return sel.Options[i]
	}
	return fmt.Sprintf(lang.X("new.explainRules",
		"Multipliers: %s. Play to %s. %s. Weis: %s. Stöck: %s. Undertrumping: %s. The team that reaches the target first wins, counting Stöck, then Weis, then the tricks."),
		strings.Join(mult, ", "), strconv.Itoa(r.Target),
		said(s.match, newgame.ChoiceIndex(matchBonusValues, r.MatchBonus)),
		said(s.weis, newgame.ChoiceIndex(weisValues, r.Weis)),
		said(s.stoeck, newgame.ChoiceIndex(stoeckValues, r.Stoeck)),
		s.undertrump.Said(r.Undertrump))
}

// Started keeps the holder of the 7 as the first Vorhand of the new game's first deal.
func (s *setup) Started(id persistence.GameID) error {
	e := entry.NewSchieber(max(s.starter.SelectedIndex(), 0))
	return s.store.SaveDraft(id, e.MarshalDraft())
}
