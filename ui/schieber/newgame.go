package schieber

import (
	"fmt"
	"maps"
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
	"github.com/jasstafel/jasstafel/ui/kit"
	"github.com/jasstafel/jasstafel/ui/newgame"
)

// Setting values in the order the Schieber's house-rule selects offer them.
var (
	weisValues   = []string{tally.WeisBig, tally.WeisSmall, tally.WeisOff}
	stoeckValues = []bool{true, false}
)

// setup is the Schieber part of the new-game form: who holds the 7, the preset, the target and
// the house rules a table agrees on before it plays (what a Match counts, Weis, Stöck, whether a
// trump may go under one in the trick, and what each contract counts, the mixed ones included).
type setup struct {
	changed     func()
	starter     newgame.SeatChoice
	preset      *newgame.Presets
	target      *widget.Select
	match       *newgame.Setting[int]
	weis        *newgame.Setting[string]
	stoeck      *newgame.Setting[bool]
	undertrump  *newgame.Undertrump
	guschti     *newgame.Setting[int] // guschtiSplit: where Guschti and Mary change mode
	guschtiName string                // the split's name: Guschti · Mary
	// guschtiLine is the split's line, under the multipliers while Guschti or Mary is played:
	// below the stepper that brings it, so that nothing moves under the finger.
	guschtiLine fyne.CanvasObject
	trio        *newgame.Setting[string] // trioChoice: which three modes a Trio may name
	trioLine    fyne.CanvasObject        // the Trio's choice, under the multipliers while it is played
	multipliers *multipliersEditor
	// The multipliers are under the form while the players change them (opened), and folded
	// away otherwise: most tables play a preset's, which the summary names. One button opens
	// and folds them.
	open   *widget.Button
	block  fyne.CanvasObject
	opened bool
	all    []*newgame.FormLine
	store  newgame.Store
}

var targets = []string{"1000", "1500", "2000", "2500", "3000", "4000", "5000"}

// Setup is the Schieber's part of the new-game form, made for the form's store and refresh.
func Setup(store newgame.Store, skin string, changed func()) newgame.Setup {
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
	s.guschti = newgame.NewGuschtiSplit(onChange)
	s.guschtiName = kit.ContractName("guschti") + " · " + kit.ContractName("mary")
	s.guschtiLine = newgame.NewChoiceLine(widget.NewLabel(s.guschtiName), s.guschti.Select)
	s.trio = newgame.NewTrioChoice(onChange)
	s.trioLine = newgame.NewChoiceLine(widget.NewLabel(kit.ContractName("trio")), s.trio.Select)
	s.multipliers = newMultipliersEditor(skin, onChange)
	s.open = widget.NewButtonWithIcon("", nil, s.onOpenMultipliers)
	reset := widget.NewButtonWithIcon(lang.X("new.resetMultipliers", "Multipliers of the preset"), theme.ViewRefreshIcon(), s.onResetMultipliers)
	s.block = container.NewVBox(s.multipliers.root, s.guschtiLine, s.trioLine, reset)
	s.all = []*newgame.FormLine{
		newgame.NewFormLine(FirstTurn.Question(), s.starter.Select),
		newgame.NewFormLine(lang.X("new.preset", "Rules"), s.preset.Select),
		newgame.NewFormLine(lang.X("new.target", "Play to"), s.target),
		newgame.NewFormLine(lang.X("game.match", "Match"), s.match.Select),
		newgame.NewFormLine(lang.X("game.weisFor", "Weis"), s.weis.Select),
		newgame.NewFormLine(lang.X("game.stoeck", "Stöck"), s.stoeck.Select),
		s.undertrump.Line,
		s.undertrump.RefLine,
		newgame.NewFormLine(lang.X("new.multipliers", "Contracts and multipliers"), s.open),
	}
	s.preset.Select.SetSelectedIndex(0)
	s.changed = changed
	return s
}

func (s *setup) Seats() []string                         { return newgame.TeamSeatLabels() }
func (s *setup) Lines() (head, rest []*newgame.FormLine) { return nil, s.all }
func (s *setup) Below() fyne.CanvasObject                { return s.block }

// Show also hides the Guschti's split while neither Guschti nor Mary is played, and the Trio's
// choice while the Trio is not.
func (s *setup) Show(on bool) {
	for _, l := range s.all {
		l.SetVisible(on)
	}
	for line, families := range map[fyne.CanvasObject][]string{s.guschtiLine: {"guschti", "mary"}, s.trioLine: {"trio"}} {
		if s.multipliers.plays(families...) {
			line.Show()
		} else {
			line.Hide()
		}
	}
	text, icon := lang.X("new.changeMultipliers", "Change…"), theme.DocumentCreateIcon()
	if on && s.opened {
		s.block.Show()
		text, icon = lang.X("dialog.close", "Close"), theme.MenuDropUpIcon()
	} else {
		s.block.Hide()
	}
	if s.open.Text != text {
		s.open.SetText(text)
		s.open.SetIcon(icon)
	}
}

// onOpenMultipliers shows the multipliers under the form, to be changed, or folds them away
// again; the summary still names them.
func (s *setup) onOpenMultipliers() {
	s.opened = !s.opened
	s.changed()
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
		s.undertrump.SetRules(r)
		s.guschti.Set(r.GuschtiSplit)
		s.trio.Set(r.TrioChoice)
		s.multipliers.set(r.Multipliers)
	}, s.labelPreset)
}

// onResetMultipliers puts the chosen preset's multipliers back, and leaves the other lines as
// they are.
func (s *setup) onResetMultipliers() {
	r, err := s.preset.Rules()
	if err != nil {
		return
	}
	s.multipliers.set(r.Multipliers)
	s.labelPreset()
	s.changed()
}

// labelPreset says in the rules' choice when the lines below no longer hold the preset's values.
func (s *setup) labelPreset() {
	s.preset.Mark(func(r tally.Rules) bool {
		target, _ := strconv.Atoi(s.target.Selected)
		return target != r.Target || s.match.Value() != r.MatchBonus || s.weis.Value() != r.Weis ||
			s.stoeck.Value() != r.Stoeck || s.undertrump.Differs(r) ||
			s.guschti.Value() != r.GuschtiSplit || s.trio.Value() != r.TrioChoice || !maps.Equal(s.multipliers.value(), playedMultipliers(r.Multipliers))
	})
}

// houseRules are the settings of the house-rule lines, as rules keys.
func (s *setup) houseRules() map[string]any {
	keys := map[string]any{
		"matchBonus":   s.match.Value(),
		"weis":         s.weis.Value(),
		"stoeck":       s.stoeck.Value(),
		"guschtiSplit": s.guschti.Value(),
		"trioChoice":   s.trio.Value(),
		"multipliers":  s.multipliers.value(),
	}
	s.undertrump.AddRules(keys)
	return keys
}

// Overrides are the lines' settings over the chosen preset, or over Custom where the table
// leaves out a mixed contract of the preset, which a multipliers override cannot take away
// (tally.PresetHolding).
func (s *setup) Overrides() (map[string]any, string) {
	over := s.houseRules()
	over["preset"] = tally.PresetHolding(s.preset.Name(), s.multipliers.value())
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
		s.undertrump.SaidRules(r)) + s.variantsText(r)
}

// variantsText names where Guschti and Mary change mode and which modes a Trio may name, in the
// summary, while they are played.
func (s *setup) variantsText(r tally.Rules) string {
	out := ""
	if s.multipliers.plays("guschti", "mary") {
		out += " " + kit.LabelValue(s.guschtiName, s.guschti.Said(r.GuschtiSplit)) + "."
	}
	if s.multipliers.plays("trio") {
		out += " " + kit.LabelValue(kit.ContractName("trio"), s.trio.Said(r.TrioChoice)) + "."
	}
	return out
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
