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
	weisValues   = []string{tally.WeisBig, tally.WeisSmall, tally.WeisOff}
	stoeckValues = []bool{true, false}
)

// setup is the Schieber part of the new-game form: who holds the 7, the preset, the target and
// the house rules a table agrees on before it plays (what a Match counts, Weis, Stöck, and
// whether a trump may go under one in the trick).
type setup struct {
	changed    func()
	starter    newgame.SeatChoice
	preset     *newgame.Presets
	target     *widget.Select
	match      *newgame.Setting[int]
	weis       *newgame.Setting[string]
	stoeck     *newgame.Setting[bool]
	undertrump *newgame.Undertrump
	all        []*newgame.FormLine
	store      newgame.Store
}

var targets = []string{"1000", "1500", "2000", "2500", "3000", "4000", "5000"}

// Setup is the Schieber's part of the new-game form, made for the form's store and refresh.
func Setup(store newgame.Store, _ string, changed func()) newgame.Setup {
	s := &setup{store: store, changed: func() {}}
	onChange := func() { s.labelPreset(); s.changed() }
	s.starter = newgame.NewSeatChoice()
	s.preset = newgame.NewPresets(tally.Schieber, presetLabel, s.applyPreset)
	s.target = newgame.NewChoice(targets, 0, onChange)
	s.match = newgame.NewMatchBonus(onChange)
	s.weis = newgame.NewSetting(weisValues, []string{
		lang.X("new.weisBig", "Big (a run of 9 is worth 300)"),
		lang.X("new.weisSmall", "Small (a run of 5 or more is worth 100)"),
		lang.X("new.notCounted", "Not counted"),
	}, onChange)
	s.stoeck = newgame.NewSetting(stoeckValues, []string{
		lang.X("new.stoeckCounts", "Count 20"),
		lang.X("new.notCounted", "Not counted"),
	}, onChange)
	s.undertrump = newgame.NewUndertrump(onChange)
	s.all = []*newgame.FormLine{
		newgame.NewFormLine(FirstTurn.Question(), s.starter.Select),
		newgame.NewFormLine(lang.X("new.preset", "Rules"), s.preset.Select),
		newgame.NewFormLine(lang.X("new.target", "Play to"), s.target),
		newgame.NewFormLine(lang.X("game.match", "Match"), s.match.Select),
		newgame.NewFormLine(lang.X("game.weisFor", "Weis"), s.weis.Select),
		newgame.NewFormLine(lang.X("game.stoeck", "Stöck"), s.stoeck.Select),
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
	s.starter.Follow(shown)
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
	s.preset.Apply(&s.changed, func(r tally.Rules) {
		s.target.SetSelected(strconv.Itoa(r.Target))
		s.match.Set(r.MatchBonus)
		s.weis.Set(r.Weis)
		s.stoeck.Set(r.Stoeck)
		s.undertrump.Set(r.Undertrump)
	}, s.labelPreset)
}

// labelPreset says in the rules' choice when the lines below no longer hold the preset's values.
func (s *setup) labelPreset() {
	s.preset.Mark(func(r tally.Rules) bool {
		target, _ := strconv.Atoi(s.target.Selected)
		return target != r.Target || s.match.Value() != r.MatchBonus || s.weis.Value() != r.Weis ||
			s.stoeck.Value() != r.Stoeck || s.undertrump.Value() != r.Undertrump
	})
}

// houseRules are the settings of the house-rule lines, as rules keys.
func (s *setup) houseRules() map[string]any {
	return map[string]any{
		"matchBonus": s.match.Value(),
		"weis":       s.weis.Value(),
		"stoeck":     s.stoeck.Value(),
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
	return kit.Sprintf(lang.X("new.explainRules",
		"Multipliers: %s. Play to %s. %s. Weis: %s. Stöck: %s. Undertrumping: %s. The team that reaches the target first wins, counting Stöck, then Weis, then the tricks."),
		strings.Join(mult, ", "), strconv.Itoa(r.Target),
		s.match.Said(r.MatchBonus),
		s.weis.Said(r.Weis),
		s.stoeck.Said(r.Stoeck),
		s.undertrump.Said(r.Undertrump))
}

// Started keeps the holder of the 7 as the first Vorhand of the new game's first deal.
func (s *setup) Started(id persistence.GameID) error {
	return FirstTurn.Start(s.store, id, s.starter.Seat())
}

// FirstTurn asks who holds the 7 of clubs, who is Vorhand of a game's first deal (RULES §1).
var FirstTurn = newgame.FirstTurn{
	Question: func() string { return lang.X("new.starter", "Has the 7 of clubs (Schellen 7)") },
	Start: func(store newgame.DraftStore, id persistence.GameID, seat int) error {
		return store.SaveDraft(id, entry.NewSchieber(seat).MarshalDraft())
	},
}
