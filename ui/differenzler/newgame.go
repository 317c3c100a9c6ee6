package differenzler

import (
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
	"github.com/jasstafel/jasstafel/ui/numbers"
)

// Limits of a Differenzler evening (RULES §10, §12).
const (
	maxEveningDeals = 100
	maxStakeCents   = 100000
)

// stakeCurrencies are offered for the stake; the first, CHF, is the rules' default and stored as
// no currency at all.
var stakeCurrencies = []string{"CHF", "EUR", "USD", "GBP", "JPY", "KRW", "UAH"}

var zeroBonusValues = []string{tally.ZeroBonusNever, tally.ZeroBonusIfTrickTaken, tally.ZeroBonusAlways}

// setup is the Differenzler part of the new-game form: three or four players, the
// number of deals, the bonus for an exact prediction, hidden predictions and the stake.
type setup struct {
	changed  func()
	store    newgame.Store
	dealer   newgame.SeatChoice // who deals the first deal
	players  *widget.Select
	preset   *newgame.Presets
	deals    *widget.Entry
	exact    *widget.Check
	zero     *widget.Select
	hidden   *widget.Check
	stake    *widget.Entry
	currency *widget.Select
	// undertrump: Differenzler is played with hindersi (RULES §10), a table may agree otherwise.
	undertrump *newgame.Undertrump
	all        []*newgame.FormLine
	zeroLine   *newgame.FormLine
	fewer      *widget.Button
	more       *widget.Button
	dealsLine  *fyne.Container
}

// Setup is the Differenzler's part of the new-game form, made for the form's store and refresh.
func Setup(store newgame.Store, _ string, changed func()) newgame.Setup {
	s := &setup{store: store, changed: func() {}}
	s.dealer = newgame.NewSeatChoice()
	onChange := func() { s.changed() }
	edited := func() { // a rule of the preset changed by hand
		s.labelPreset()
		s.changed()
	}
	s.players = newgame.NewChoice([]string{"3", "4"}, 1, onChange)
	s.preset = newgame.NewPresets(tally.Differenzler, presetLabel, s.applyPreset)
	s.deals = widget.NewEntry()
	s.deals.OnChanged = func(string) { edited() }
	s.fewer = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { s.stepDeals(-1) })
	s.more = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { s.stepDeals(+1) })
	s.dealsLine = container.NewBorder(nil, nil, s.fewer, s.more, s.deals)
	s.exact = widget.NewCheck(lang.X("new.exactBonus", "10 points off for an exact prediction"), func(bool) { edited() })
	s.zero = newgame.NewChoice([]string{
		lang.X("new.zeroNever", "Never"),
		lang.X("new.zeroTrick", "Only with a trick taken"),
		lang.X("new.zeroAlways", "Always"),
	}, 0, edited)
	s.hidden = widget.NewCheck(lang.X("new.hidden", "Hidden until the points are in"), func(bool) { edited() })
	s.stake = widget.NewEntry()
	s.stake.SetPlaceHolder(numbers.Decimal(0, 2, kit.NumberLocale())) // either sign is taken (parseStake)
	s.stake.OnChanged = func(string) { s.changed() }
	s.currency = newgame.NewChoice(stakeCurrencies, 0, onChange)
	s.undertrump = newgame.NewUndertrump(edited)
	s.zeroLine = newgame.NewFormLine(lang.X("new.zeroBonus", "Also for a prediction of 0"), s.zero)
	s.all = []*newgame.FormLine{
		newgame.NewFormLine(lang.X("new.players", "Players"), s.players),
		newgame.NewFormLine(lang.X("new.preset", "Rules"), s.preset.Select),
		newgame.NewFormLine(lang.X("new.deals", "Deals"), s.dealsLine),
		newgame.NewFormLine(lang.X("new.exact", "Exact hit"), s.exact),
		s.zeroLine,
		newgame.NewFormLine(lang.X("new.predictions", "Predictions"), s.hidden),
		s.undertrump.Line,
		s.undertrump.RefLine,
		newgame.NewFormLine(lang.X("new.stake", "Stake per point"), s.stake),
		newgame.NewFormLine(lang.X("new.currency", "Currency"), s.currency),
		newgame.NewFormLine(FirstTurn.Question(), s.dealer.Select),
	}
	s.preset.Select.SetSelectedIndex(0)
	s.changed = changed
	return s
}

// presetLabel is a Differenzler preset's name for the players.
func presetLabel(name string) string {
	switch name {
	case "seed":
		return lang.X("new.differenzlerSeed", "Standard: 16 deals, no bonus")
	case "swiss":
		return lang.X("new.differenzlerSwiss", "Swiss: 12 deals, 10 off for an exact hit")
	}
	return name
}

// applyPreset sets the deals, the bonuses and the predictions to the chosen preset.
func (s *setup) applyPreset() {
	s.preset.Apply(&s.changed, func(r tally.Rules) {
		s.deals.SetText(strconv.Itoa(r.Deals))
		s.exact.SetChecked(r.ExactBonus > 0)
		s.zero.SetSelectedIndex(max(newgame.ChoiceIndex(zeroBonusValues, r.ZeroBonus), 0))
		s.hidden.SetChecked(r.HiddenPredictions)
		s.undertrump.SetRules(r)
	}, s.labelPreset)
}

// labelPreset says in the rules' choice when the deals, the bonus or the predictions below no
// longer are the chosen preset's: "Standard: 16 deals" over a 4-deal evening misleads.
func (s *setup) labelPreset() {
	s.preset.Mark(func(r tally.Rules) bool {
		deals, _ := strconv.Atoi(strings.TrimSpace(s.deals.Text))
		zero := r.ZeroBonus
		if s.exact.Checked {
			zero = zeroBonusValues[max(s.zero.SelectedIndex(), 0)]
		}
		return deals != r.Deals || s.exact.Checked != (r.ExactBonus > 0) || zero != r.ZeroBonus ||
			s.hidden.Checked != r.HiddenPredictions || s.undertrump.Differs(r)
	})
}

// stepDeals counts the deals one up or down, within 1..100.
func (s *setup) stepDeals(step int) {
	n, err := strconv.Atoi(strings.TrimSpace(s.deals.Text))
	if err != nil {
		n = 16
	}
	s.deals.SetText(strconv.Itoa(min(max(n+step, 1), maxEveningDeals)))
}

func (s *setup) Seats() []string                         { return newgame.SoloSeatLabels(3 + s.players.SelectedIndex()) }
func (s *setup) Lines() (head, rest []*newgame.FormLine) { return s.all[:1], s.all[1:] }
func (s *setup) Below() fyne.CanvasObject                { return nil }

// Show also hides the zero bonus while there is no bonus at all: it would change nothing.
func (s *setup) Show(on bool) {
	for _, l := range s.all {
		l.SetVisible(on)
	}
	s.zeroLine.SetVisible(on && s.exact.Checked)
}

// NamesChanged offers the seated players as the first dealer.
func (s *setup) NamesChanged(shown []string) {
	s.dealer.Follow(shown)
}

// Started keeps the chosen dealer in the first deal's draft, which the game's screen opens
// with; only the first deal has a free dealer, later ones follow round the table.
func (s *setup) Started(id persistence.GameID) error {
	return FirstTurn.Start(s.store, id, s.dealer.Seat())
}

// FirstTurn asks who deals first: the first dealer is chosen freely (RULES §1).
var FirstTurn = newgame.FirstTurn{
	Question: func() string { return lang.X("new.dealerFirst", "Deals first") },
	Start: func(store newgame.DraftStore, id persistence.GameID, seat int) error {
		v, err := store.Load(id)
		if err != nil {
			return err
		}
		return store.SaveDraft(id, entry.NewDifferenzler(len(v.File.Players), seat).MarshalDraft())
	},
}

func (s *setup) Overrides() (map[string]any, string) {
	deals, err := strconv.Atoi(strings.TrimSpace(s.deals.Text))
	if err != nil || deals < 1 || deals > maxEveningDeals {
		return nil, kit.Sprintf(lang.X("new.dealsRange", "The number of deals goes from 1 to %d."), maxEveningDeals)
	}
	stake, ok := parseStake(s.stake.Text)
	if !ok {
		return nil, lang.X("new.stakeBad", "Type the stake per point as an amount, e.g. 0.50.")
	}
	if stake > maxStakeCents {
		return nil, kit.Sprintf(lang.X("new.stakeHigh", "The stake is at most %s per point."), numbers.Money(maxStakeCents, stakeCurrencies[max(s.currency.SelectedIndex(), 0)], kit.NumberLocale()))
	}
	// Without a bonus the zero bonus changes nothing and is stored as the rules' default.
	bonus, zero := 0, tally.ZeroBonusNever
	if s.exact.Checked {
		bonus, zero = 10, zeroBonusValues[max(s.zero.SelectedIndex(), 0)]
	}
	over := map[string]any{
		"preset":            s.preset.Name(),
		"deals":             deals,
		"exactBonus":        bonus,
		"zeroBonus":         zero,
		"hiddenPredictions": s.hidden.Checked,
		"stake":             stake,
	}
	s.undertrump.AddRules(over)
	if c := s.currency.SelectedIndex(); c > 0 {
		over["currency"] = stakeCurrencies[c]
	}
	return over, ""
}

// parseStake reads an amount such as "0.50", "0,5" or "2" as hundredths; "" is no stake.
func parseStake(text string) (int, bool) {
	t := strings.ReplaceAll(strings.TrimSpace(text), ",", ".")
	if t == "" {
		return 0, true
	}
	whole, frac, _ := strings.Cut(t, ".")
	if len(frac) > 2 || (whole == "" && frac == "") || len(whole) > 6 {
		return 0, false
	}
	for _, r := range whole + frac {
		if r < '0' || r > '9' {
			return 0, false
		}
	}
	w, _ := strconv.Atoi("0" + whole)
	f, _ := strconv.Atoi((frac + "00")[:2])
	return w*100 + f, true
}

// Summary: who plays how many deals, the bonus, the predictions and the stake.
func (s *setup) Summary(r tally.Rules, players int) string {
	bonus := lang.X("new.sumNoBonus", "no bonus for an exact prediction")
	if r.ExactBonus > 0 {
		bonus = kit.Sprintf(lang.X("new.sumBonus", "%d off for an exact prediction"), r.ExactBonus)
	}
	pred := lang.X("new.sumOpen", "predictions open")
	if r.HiddenPredictions {
		pred = lang.X("new.sumHidden", "predictions hidden until the points are in")
	}
	stake := lang.X("new.sumNoStake", "no stake")
	if r.Stake > 0 {
		cur := r.Currency
		if cur == "" {
			cur = stakeCurrencies[0]
		}
		stake = kit.Sprintf(lang.X("new.sumStake", "everyone pays the winner %s per point of difference"), numbers.Money(r.Stake, cur, kit.NumberLocale()))
	}
	return kit.Sprintf(lang.X("new.sumDifferenzler", "%s · %s · the penalty is the difference between prediction and points, the lowest total wins · %s · %s · %s"),
		kit.PlayerCount(players), kit.DealCount(r.Deals), bonus, pred, stake) +
		" · " + kit.LabelValue(lang.X("new.undertrump", "Undertrumping"), s.undertrump.SaidRules(r))
}
