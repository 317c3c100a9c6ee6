package coiffeur

import (
	"fmt"
	"slices"
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

// Setting values in the order the Coiffeur selects offer them.
var (
	coiffeurPointsValues = []string{tally.CoiffeurDiv10, tally.CoiffeurDiv10Round, tally.CoiffeurFull}
	kontermatschValues   = []string{tally.KontermatschZero, tally.KontermatschCredit, tally.KontermatschNegative}
	passingValues        = []string{tally.PassingRoundTable, tally.PassingToPartner}
	weisScaleValues      = []string{tally.WeisBig, tally.WeisSmall}
)

// setup is the Coiffeur part of the new-game form: teams or solo, the preset and its
// rows, and every Coiffeur setting of the engine.
type setup struct {
	changed      func()
	store        newgame.Store
	starter      newgame.SeatChoice // who chooses first: the first deal's Vorhand
	solo         *widget.Select     // two teams, or each for themselves
	players      *widget.Select     // 3 or 4, in solo
	preset       *newgame.Presets
	points       *widget.Select
	match        *newgame.Setting[int]
	kontermatsch *widget.Select
	weis         *widget.Check
	scale        *widget.Select // big or small Weis, while Weis count
	stoeck       *widget.Check
	passing      *widget.Select
	undertrump   *newgame.Undertrump
	guschti      *newgame.Setting[int]    // guschtiSplit: where Guschti and Mary change mode
	trio         *newgame.Setting[string] // trioChoice: which three modes a Trio may name
	rows         *rowsEditor
	reset        *widget.Button
	block        fyne.CanvasObject

	all                                 []*newgame.FormLine
	playersLine, passingLine, scaleLine *newgame.FormLine
	guschtiLine, trioLine               *newgame.FormLine // shown while a row can be played so
}

// Setup is the Coiffeur's part of the new-game form, made for the form's store, the card skin
// its rows are named in and the form's refresh.
func Setup(store newgame.Store, skin string, changed func()) newgame.Setup {
	s := &setup{store: store, changed: func() {}}
	onChange := func() { s.changed() }
	s.starter = newgame.NewSeatChoice()
	s.solo = newgame.NewChoice([]string{lang.X("new.teams", "Two teams"), lang.X("new.solo", "Each for themselves (solo)")}, 0, onChange)
	s.players = newgame.NewChoice([]string{"3", "4"}, 1, onChange)
	s.preset = newgame.NewPresets(tally.Coiffeur, presetLabel, s.applyPreset)
	s.points = newgame.NewChoice([]string{
		lang.X("new.pointsDiv10", "Card points ÷ 10, rounded down"),
		lang.X("new.pointsDiv10Round", "Card points ÷ 10, rounded"),
		lang.X("new.pointsFull", "Full card points"),
	}, 0, onChange)
	s.match = newgame.NewMatchBonus(onChange)
	s.kontermatsch = newgame.NewChoice([]string{
		lang.X("new.kmZero", "Nothing more"),
		lang.X("new.kmCredit", "The others get a Match's value"),
		lang.X("new.kmNegative", "A Match's value off the cell"),
	}, 0, onChange)
	s.weis = widget.NewCheck(lang.X("game.weisFor", "Weis"), func(bool) { s.changed() })
	s.scale = newgame.NewChoice([]string{
		lang.X("new.weisBig", "Big (a run of 9 is worth 300)"),
		lang.X("new.weisSmall", "Small (a run of 5 or more is worth 100)"),
	}, 0, onChange)
	s.stoeck = widget.NewCheck(lang.X("game.stoeck", "Stöck"), func(bool) { s.changed() })
	s.passing = newgame.NewChoice([]string{
		lang.X("new.passRound", "Round the table"),
		lang.X("new.passPartner", "Once, to the partner"),
	}, 0, onChange)
	s.undertrump = newgame.NewUndertrump(onChange)
	s.guschti = newgame.NewGuschtiSplit(onChange)
	s.trio = newgame.NewTrioChoice(onChange)
	s.guschtiLine = newgame.NewFormLine(kit.ContractName("guschti")+" · "+kit.ContractName("mary"), s.guschti.Select)
	s.trioLine = newgame.NewFormLine(kit.ContractName("trio"), s.trio.Select)
	s.rows = newRowsEditor(skin, tally.DefaultRows(), func() { // the preset names its rows
		s.labelPreset()
		s.changed()
	})
	s.reset = widget.NewButtonWithIcon(lang.X("new.resetRows", "Rows of the preset"), theme.ViewRefreshIcon(), s.applyPreset)
	heading := widget.NewLabelWithStyle(lang.X("new.rows", "Rows of the sheet"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	heading.Truncation = fyne.TextTruncateEllipsis // a long language on a phone: the button keeps its word
	s.block = container.NewVBox(container.NewBorder(nil, nil, nil, s.reset, heading), s.rows.root)

	s.playersLine = newgame.NewFormLine(lang.X("new.players", "Players"), s.players)
	s.passingLine = newgame.NewFormLine(lang.X("new.passing", "Passing"), s.passing)
	s.scaleLine = newgame.NewFormLine(lang.X("new.weisScale", "Weis scale"), s.scale)
	s.all = []*newgame.FormLine{
		newgame.NewFormLine(lang.X("new.playAs", "Play as"), s.solo),
		s.playersLine,
		newgame.NewFormLine(lang.X("new.preset", "Rules"), s.preset.Select),
		newgame.NewFormLine(lang.X("new.cells", "Rounding"), s.points),
		newgame.NewFormLine(lang.X("game.match", "Match"), s.match.Select),
		newgame.NewFormLine(lang.X("game.kontermatsch", "Kontermatsch"), s.kontermatsch),
		newgame.NewFormLine(lang.X("new.weisStoeck", "Counted in the cell"), container.NewHBox(s.weis, s.stoeck)),
		s.scaleLine,
		s.passingLine,
		s.undertrump.Line,
		s.undertrump.RefLine,
		s.guschtiLine,
		s.trioLine,
		newgame.NewFormLine(FirstTurn.Question(), s.starter.Select),
	}
	s.preset.Select.SetSelectedIndex(0)
	s.changed = changed
	return s
}

// presetLabel is a Coiffeur preset's name for the players.
func presetLabel(name string) string {
	if name == "seed" {
		return lang.X("new.coiffeurSeed", "Standard: 8 rows, ×1 to ×8")
	}
	return name
}

// applyPreset sets rows and options to the chosen preset, as the rules define them.
func (s *setup) applyPreset() {
	s.preset.Apply(&s.changed, func(r tally.Rules) {
		s.rows.setRows(r.Rows)
		s.points.SetSelectedIndex(max(newgame.ChoiceIndex(coiffeurPointsValues, r.CoiffeurPoints), 0))
		s.match.Set(r.MatchBonus)
		s.kontermatsch.SetSelectedIndex(max(newgame.ChoiceIndex(kontermatschValues, r.CoiffeurKontermatsch), 0))
		s.passing.SetSelectedIndex(max(newgame.ChoiceIndex(passingValues, r.CoiffeurPassing), 0))
		s.weis.SetChecked(r.CoiffeurWeis)
		s.stoeck.SetChecked(r.CoiffeurWeis && r.Stoeck)
		s.scale.SetSelectedIndex(max(newgame.ChoiceIndex(weisScaleValues, r.Weis), 0))
		s.undertrump.SetRules(r)
		s.guschti.Set(r.GuschtiSplit)
		s.trio.Set(r.TrioChoice)
		if r.Solo {
			s.solo.SetSelectedIndex(1)
		} else {
			s.solo.SetSelectedIndex(0)
		}
	}, s.labelPreset)
}

// labelPreset says in the rules' choice when the rows below are no longer the preset's: its
// label names them, "8 rows, ×1 to ×8".
func (s *setup) labelPreset() {
	if s.rows == nil {
		return
	}
	s.preset.Mark(func(r tally.Rules) bool {
		return !slices.EqualFunc(s.rows.rows, r.Rows, func(a, b tally.Row) bool {
			return a.Name == b.Name && a.Multiplier == b.Multiplier && slices.Equal(a.Contracts, b.Contracts)
		})
	})
}

func (s *setup) isSolo() bool { return s.solo.SelectedIndex() == 1 }

func (s *setup) Seats() []string {
	if !s.isSolo() {
		return newgame.TeamSeatLabels()
	}
	return newgame.SoloSeatLabels(3 + s.players.SelectedIndex())
}

func (s *setup) Lines() (head, rest []*newgame.FormLine) { return s.all[:2], s.all[2:] }
func (s *setup) Below() fyne.CanvasObject                { return s.block }

// Show also hides what solo makes moot: the number of players matters only in solo, and a
// solo player has no partner to pass to.
func (s *setup) Show(on bool) {
	for _, l := range s.all {
		l.SetVisible(on)
	}
	s.playersLine.SetVisible(on && s.isSolo())
	s.passingLine.SetVisible(on && !s.isSolo())
	s.scaleLine.SetVisible(on && s.weis.Checked)
	s.guschtiLine.SetVisible(on && s.rowsPlay("guschti", "mary"))
	s.trioLine.SetVisible(on && s.rowsPlay("trio"))
	if on {
		s.block.Show()
	} else {
		s.block.Hide()
	}
	if s.weis.Checked {
		s.stoeck.Enable()
	} else {
		s.stoeck.Disable()
	}
}

// NamesChanged offers the seated players as the one who chooses first.
func (s *setup) NamesChanged(shown []string) {
	s.starter.Follow(shown)
}

// Started keeps the player chosen to choose first as the first deal's Vorhand, in the draft
// the game's screen takes its first entry from.
func (s *setup) Started(id persistence.GameID) error {
	return FirstTurn.Start(s.store, id, s.starter.Seat())
}

// FirstTurn asks who chooses first: the first deal's Vorhand, whose side the sheet opens on.
var FirstTurn = newgame.FirstTurn{
	Question: func() string { return lang.X("new.chooserFirst", "Chooses first") },
	Start: func(store newgame.DraftStore, id persistence.GameID, seat int) error {
		v, err := store.Load(id)
		if err != nil {
			return err
		}
		sheet, err := entry.CoiffeurSheetOf(v.Game.Rules, len(v.File.Players), v.Game.Coiffeur, -1)
		if err != nil {
			return err
		}
		return store.SaveDraft(id, entry.NewCoiffeurFor(sheet, seat).MarshalDraft())
	},
}

func (s *setup) Overrides() (map[string]any, string) {
	passing := passingValues[max(s.passing.SelectedIndex(), 0)]
	if s.isSolo() {
		passing = tally.PassingRoundTable
	}
	over := map[string]any{
		"preset":               s.preset.Name(),
		"rows":                 copyRows(s.rows.rows),
		"solo":                 s.isSolo(),
		"coiffeurPoints":       coiffeurPointsValues[max(s.points.SelectedIndex(), 0)],
		"matchBonus":           s.match.Value(),
		"coiffeurKontermatsch": kontermatschValues[max(s.kontermatsch.SelectedIndex(), 0)],
		"coiffeurWeis":         s.weis.Checked,
		"stoeck":               s.weis.Checked && s.stoeck.Checked,
		"coiffeurPassing":      passing,
		"guschtiSplit":         s.guschti.Value(),
		"trioChoice":           s.trio.Value(),
	}
	s.undertrump.AddRules(over)
	if s.weis.Checked {
		over["weis"] = weisScaleValues[max(s.scale.SelectedIndex(), 0)]
	}
	return over, ""
}

// Summary: who plays, how many deals, the rows, and how a cell is counted.
func (s *setup) Summary(r tally.Rules, players int) string {
	columns := 2
	who := lang.X("new.teams", "Two teams")
	if r.Solo {
		columns = players
		who = kit.Sprintf(lang.XN("new.sumSolo", "%d players, each for themselves", players), players)
	}
	rows := make([]string, len(r.Rows))
	for i, row := range r.Rows {
		rows[i] = fmt.Sprintf("%s ×%d", setupRowLabel(row, s.rows.skin), row.Multiplier)
	}
	extras := lang.X("new.sumNoWeis", "no Weis, no Stöck")
	switch {
	case r.CoiffeurWeis && r.Stoeck:
		extras = lang.X("new.sumWeisStoeck", "Weis and Stöck count in the cell")
	case r.CoiffeurWeis:
		extras = lang.X("new.sumWeis", "Weis count in the cell, no Stöck")
	}
	return kit.Sprintf(lang.X("new.sumCoiffeur", "%s · %s · %s · A cell: %s × the row's multiplier · %s · Kontermatsch: %s · %s · Passing: %s"),
		who, kit.DealCount(len(r.Rows)*columns), strings.Join(rows, ", "),
		s.points.Selected, s.match.Select.Selected, s.kontermatsch.Selected, extras, s.passingText(r)) +
		" · " + kit.LabelValue(lang.X("new.undertrump", "Undertrumping"), s.undertrump.SaidRules(r)) + s.variantsText(r)
}

// rowsPlay reports whether a row of the sheet can be played as a contract of one of the
// families (Contract.Family): the row names the family, or a contract of it.
func (s *setup) rowsPlay(families ...string) bool {
	for _, row := range s.rows.rows {
		for _, name := range row.Contracts {
			fam := name // "slalom" and "trio" stand for their whole family
			if c, err := tally.ParseContract(name); err == nil {
				fam = c.Family()
			}
			if slices.Contains(families, fam) {
				return true
			}
		}
	}
	return false
}

// variantsText names the Guschti and Trio variants in the summary, where a row plays them.
func (s *setup) variantsText(r tally.Rules) string {
	var out string
	if s.rowsPlay("guschti", "mary") {
		out += " · " + kit.LabelValue(s.guschtiLine.Label(), s.guschti.Said(r.GuschtiSplit))
	}
	if s.rowsPlay("trio") {
		out += " · " + kit.LabelValue(s.trioLine.Label(), s.trio.Said(r.TrioChoice))
	}
	return out
}

func (s *setup) passingText(r tally.Rules) string {
	if i := newgame.ChoiceIndex(passingValues, r.CoiffeurPassing); i >= 0 {
		return s.passing.Options[i]
	}
	return r.CoiffeurPassing
}
