// Package referee is the referee and the rulebook: it judges a hand, a trick and a Weis by the
// rules of a mode, says why, and opens the rulebook at the rule it names. It needs of the app
// only a Host: the card skin, the names of the modes and a place to show a screen.
package referee

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// Screen answers the questions a table argues about: which cards of a hand may be played
// to a trick and why the others may not, who wins the trick so far and what it is worth, whether
// a Weis is valid, what it is worth and which of two Weis wins. Every answer names its rule and
// opens the rulebook there.
type Screen struct {
	host Host
	root fyne.CanvasObject
	back func() // returns to the screen the referee was opened from
	skin string

	game     tally.Game // Schieber (also Coiffeur) or Differenzler: the play and Weis rules
	rules    tally.Rules
	contract tally.Contract
	trickNo  int // 0-based trick of the deal, for mixed contracts
	tricks   int // the tricks of a deal: 9, or 12 at a table of three
	trick    []tally.Card
	hand     tally.CardSet
	weis     [2][]tally.Card
	target   int // which set the card picker fills

	games     [2]*kit.SlotButton
	contracts []*kit.SlotButton
	// trio is the last whole Trio: the game's when the referee was opened on one, or the one
	// named here; nil before. naming holds the modes named so far while a Trio is being named
	// (nil otherwise), on the buttons of the four trumps and the two modes; the contract judged
	// before stays in contract meanwhile, to go back to.
	trio      *tally.Contract
	naming    []tally.Mode
	trioUp    *kit.SlotButton
	trickNoUp *kit.SlotButton
	targets   [numTargets]*kit.SlotButton
	clear     *kit.SlotButton
	picker    [tally.NumCards]*kit.SlotButton
	chosen    *widget.Label
	answer    *fyne.Container
	lines     []*answerLine // the answer's sentences, the first said of them in use
	said      int
}

// The sets the card picker fills.
const (
	targetTrick = iota
	targetHand
	targetWeis1
	targetWeis2
	numTargets
)

// Most cards a trick holds: four players. With three cards the hand is judged for the fourth;
// with four the referee only says who took the trick and what it is worth.
const refereeTrickMax = 4

// refereeContracts are the contracts the referee offers besides the Trio, whose three modes are
// named on the buttons of the first six (onTrio).
var refereeContracts = []string{"S", "H", "D", "C", "obenabe", "undenufe", "slalom-obenabe", "slalom-undenufe", "guschti", "mary"}

// refereeGames are the rule sets the referee judges by: Schieber (and Coiffeur, which plays by
// the same card rules) and Differenzler.
var refereeGames = [2]tally.Game{tally.Schieber, tally.Differenzler}

// Host is what the referee and the rulebook need of the app: the card skin, the names of
// the game modes in the players' language, and the window to show a screen in (the rulebook the
// referee opens at a rule, and the referee again when the players come back from it).
type Host interface {
	Skin() string
	ModeName(mode tally.Game) string
	Show(s kit.Screen)
}

// From is what the referee starts with: the game's rules and contract where there is one.
type From struct {
	Game     tally.Game
	Rules    *tally.Rules // nil: the game's default preset
	Contract string       // "" : diamonds
	Players  int          // the game's players: 3 plays twelve tricks a deal; 0 is four
}

// NewScreen builds the referee on the rules and contract of from; back leaves it.
func NewScreen(h Host, from From, back func()) *Screen {
	r := &Screen{host: h, back: back, skin: h.Skin(), game: refereeRulesOf(from.Game), contract: tally.TrumpContract(tally.Diamonds), tricks: tally.NumRanks}
	if from.Players > 0 {
		r.tricks = tally.TricksPerDeal(from.Players)
	}
	r.rules, _ = tally.Preset(r.game, "seed")
	if from.Rules != nil {
		r.rules = *from.Rules
	}
	if c, err := tally.ParseContract(from.Contract); err == nil {
		r.contract = c
		if c.Kind == tally.KindTrio {
			r.trio = &c
		}
	}
	r.trioUp = kit.NewSlotButton(kit.ContractName("trio"), nil, r.onTrio)
	for i, g := range refereeGames {
		r.games[i] = kit.NewSlotButton(refereeName(h, g), nil, func() { r.onGame(i) })
	}
	for _, k := range refereeContracts {
		r.contracts = append(r.contracts, kit.NewSlotButton(kit.ContractLabel(k, r.skin), kit.ContractIcon(k, r.skin), func() { r.onContract(k) }))
	}
	r.trickNoUp = kit.NewSlotButton("", nil, r.onTrickNo)
	names := [numTargets]string{
		lang.X("referee.trick", "Trick"), lang.X("referee.hand", "Hand"),
		lang.X("referee.weis1", "Weis 1"), lang.X("referee.weis2", "Weis 2"),
	}
	for t := range numTargets {
		r.targets[t] = kit.NewSlotButton(names[t], nil, func() { r.onTarget(t) })
	}
	r.clear = kit.NewSlotButton(lang.X("referee.clear", "Clear"), theme.ContentClearIcon(), r.onClear)
	r.clear.IconOptional = true // on a phone "Leeren" beside its icon broke into "Leere" and "n"
	for c := range tally.Card(tally.NumCards) {
		r.picker[c] = kit.NewSlotButton(kit.RankText(c.Rank(), r.skin), nil, func() { r.onCard(c) })
	}
	r.chosen = widget.NewLabel("")
	r.chosen.Wrapping = fyne.TextWrapWord
	r.answer = container.NewVBox()
	r.root = r.layout()
	r.refresh()
	return r
}

// layout puts the questions beside the answer in landscape and above it in portrait.
func (r *Screen) layout() fyne.CanvasObject {
	rulebook := widget.NewButtonWithIcon(lang.X("rulebook.open", "Rulebook"), theme.FileTextIcon(), func() { r.onRule("") })
	backBtn := widget.NewButtonWithIcon(lang.X("referee.back", "Back"), theme.NavigateBackIcon(), r.onBack)
	top := kit.Header(lang.X("referee.title", "Referee"), rulebook, backBtn)
	var pickRows []fyne.CanvasObject
	// Each row of the picker is one suit, drawn once at its start, so that the rank buttons
	// keep their width for the rank.
	weights := []float32{refereeSuitWeight}
	for s := range tally.Suit(tally.NumSuits) {
		suit := canvas.NewImageFromResource(kit.ContractIcon(s.String(), r.skin))
		suit.FillMode = canvas.ImageFillContain
		row := []fyne.CanvasObject{suit}
		for rk := range tally.Rank(tally.NumRanks) {
			row = append(row, r.picker[tally.NewCard(s, rk)])
			weights = append(weights, 1)
		}
		pickRows = append(pickRows, kit.NewWeightedSlots(weights, row...))
		weights = weights[:1]
	}
	c := r.contracts
	c1 := []fyne.CanvasObject{c[0], c[1], c[2], c[3]}
	c2 := []fyne.CanvasObject{c[4], c[5], c[8], c[9], r.trioUp}
	c3 := []fyne.CanvasObject{c[6], c[7], r.trickNoUp}
	slalomWeights := []float32{refereeSlalomWeight, refereeSlalomWeight, 1}
	targets := []fyne.CanvasObject{r.targets[0], r.targets[1], r.targets[2], r.targets[3], r.clear}
	questions := container.NewVBox(
		kit.NewSlots(r.games[0], r.games[1]),
		kit.NewSlots(c1...),
		kit.NewSlots(c2...),
		kit.NewWeightedSlots(slalomWeights, c3...),
		kit.NewSlots(targets...),
		kit.ReservedLines(r.chosen, 2),
		container.NewVBox(pickRows...),
	)
	answer := container.NewVScroll(r.answer)
	return container.NewBorder(top, nil, nil, nil, &fyne.Container{Layout: refereeSplit{}, Objects: []fyne.CanvasObject{questions, answer}})
}

// refereeSplit lays the questions (first object) and the answer (second) side by side when the
// window is wider than high, else one above the other; the questions get their natural height.
type refereeSplit struct{}

// refereeSlalomWeight gives the two long Slalom names more room than the trick number beside them.
const refereeSlalomWeight = 1.6

// refereeSuitWeight is the width of the suit sign at the start of a picker row, in rank buttons.
const refereeSuitWeight = 0.6

// refereeQuestionShare is the part of a landscape window's width the questions take.
const refereeQuestionShare = 0.55

func (refereeSplit) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	q, a := objs[0], objs[1]
	pad := theme.Padding()
	if kit.Landscape(size) {
		w := size.Width * refereeQuestionShare
		q.Move(fyne.NewPos(0, 0))
		q.Resize(fyne.NewSize(w, size.Height))
		a.Move(fyne.NewPos(w+pad, 0))
		a.Resize(fyne.NewSize(size.Width-w-pad, size.Height))
		return
	}
	h := q.MinSize().Height
	q.Move(fyne.NewPos(0, 0))
	q.Resize(fyne.NewSize(size.Width, h))
	a.Move(fyne.NewPos(0, h+pad))
	a.Resize(fyne.NewSize(size.Width, size.Height-h-pad))
}

func (refereeSplit) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(kit.MinWindowWidth, objs[0].MinSize().Height)
}

func (r *Screen) Content() fyne.CanvasObject { return r.root }

// show installs Escape to go back.
func (r *Screen) Show(k *kit.Keys) {
	k.OnEscape(r.onBack)
}

func (r *Screen) Close() {}

func (r *Screen) onBack() { r.back() }

// onRule opens the rulebook at anchor ("" for its start); leaving it returns to this referee
// with everything picked so far.
func (r *Screen) onRule(anchor string) {
	r.host.Show(NewRulebook(anchor, func() { r.host.Show(r) }))
}

func (r *Screen) onGame(i int) {
	if r.game == refereeGames[i] {
		return
	}
	r.game = refereeGames[i]
	r.rules, _ = tally.Preset(r.game, "seed")
	r.refresh()
}

func (r *Screen) onContract(k string) {
	c, err := tally.ParseContract(k)
	if err != nil {
		return
	}
	if r.naming != nil && !c.Mixed() {
		r.naming = append(r.naming, c.ScoringMode())
		if len(r.naming) == len(r.contract.Trio) {
			trio := tally.Contract{Kind: tally.KindTrio, Trio: [3]tally.Mode(r.naming)}
			r.trio, r.contract, r.naming = &trio, trio, nil
		}
		r.refresh()
		return
	}
	r.contract, r.naming = c, nil
	r.refresh()
}

// onTrio judges the last Trio again after another contract was picked; on that Trio, or before
// there is one, it starts naming a new one, mode by mode on the contract buttons; while they
// are named, it goes back to the contract judged before.
func (r *Screen) onTrio() {
	switch {
	case r.naming != nil:
		r.naming = nil
	case r.trio != nil && r.contract.Kind != tally.KindTrio:
		r.contract = *r.trio
	default:
		r.naming = []tally.Mode{}
	}
	r.refresh()
}

// onTrickNo steps through the tricks of a mixed contract.
func (r *Screen) onTrickNo() {
	r.trickNo = (r.trickNo + 1) % r.tricks
	r.refresh()
}

func (r *Screen) onTarget(t int) {
	r.target = t
	r.refresh()
}

// onClear empties the set being filled.
func (r *Screen) onClear() {
	switch r.target {
	case targetTrick:
		r.trick = nil
	case targetHand:
		r.hand = 0
	default:
		r.weis[r.target-targetWeis1] = nil
	}
	r.refresh()
}

// onCard adds the card to the set being filled, or takes it out again.
func (r *Screen) onCard(c tally.Card) {
	switch r.target {
	case targetTrick:
		if i := slices.Index(r.trick, c); i >= 0 {
			r.trick = slices.Delete(r.trick, i, i+1)
		} else if len(r.trick) < refereeTrickMax && !r.hand.Has(c) {
			r.trick = append(r.trick, c)
		}
	case targetHand:
		if r.hand.Has(c) {
			r.hand = r.hand.Remove(c)
		} else if r.hand.Len() < tally.NumRanks && !slices.Contains(r.trick, c) {
			r.hand = r.hand.Add(c)
		}
	default:
		// The two Weis are compared as combinations, so they may name the same card.
		w := &r.weis[r.target-targetWeis1]
		if i := slices.Index(*w, c); i >= 0 {
			*w = slices.Delete(*w, i, i+1)
		} else if len(*w) < tally.NumRanks {
			*w = append(*w, c)
		}
	}
	r.refresh()
}

// mode is the trick mode of the trick asked about.
func (r *Screen) mode() tally.Mode {
	return r.contract.TrickMode(r.trickNo, r.tricks, r.rules.GuschtiSplit)
}

// valueMode is the mode whose card values count (§3.5 mixedValues).
func (r *Screen) valueMode() tally.Mode {
	if r.contract.Mixed() && r.rules.MixedValues != tally.MixedPerTrick {
		return r.contract.ScoringMode()
	}
	return r.mode()
}

// refresh shows the choices and the answer to them.
func (r *Screen) refresh() {
	for i, g := range refereeGames {
		r.games[i].SetImportance(chosenImportance(g == r.game))
	}
	r.refreshContracts()
	if r.contract.Mixed() && r.naming == nil {
		r.trickNoUp.SetText(kit.Sprintf(lang.X("referee.trickNo", "Trick %d"), r.trickNo+1))
		r.trickNoUp.Show()
	} else {
		r.trickNoUp.Hide()
	}
	for t := range numTargets {
		r.targets[t].SetImportance(chosenImportance(t == r.target))
	}
	for c := range tally.Card(tally.NumCards) {
		in, blocked := r.cardState(c)
		r.picker[c].SetImportance(chosenImportance(in))
		if blocked {
			r.picker[c].Disable()
		} else {
			r.picker[c].Enable()
		}
	}
	lines := make([]string, 2)
	if r.target <= targetHand {
		lines[0] = kit.LabelValue(lang.X("referee.trick", "Trick"), r.cardsText(r.trick))
		lines[1] = kit.LabelValue(lang.X("referee.hand", "Hand"), r.cardsText(r.hand.Cards()))
	} else {
		lines[0] = kit.LabelValue(lang.X("referee.weis1", "Weis 1"), r.cardsText(r.weis[0]))
		lines[1] = kit.LabelValue(lang.X("referee.weis2", "Weis 2"), r.cardsText(r.weis[1]))
	}
	r.chosen.SetText(strings.Join(lines, "\n"))
	r.said = 0
	switch {
	case r.naming != nil:
		r.say(lang.X("game.nameTrio", "Trio: tap its three modes in order"), refereeMixed)
	case r.target <= targetHand:
		r.answerPlay()
	default:
		r.answerWeis()
	}
	for _, ln := range r.lines[r.said:] {
		ln.row.Hide()
	}
	r.answer.Refresh()
}

// refreshContracts marks the contract judged; a Trio, whole or while it is named, with its modes
// so far, each with its place ("2 · Obenabe").
func (r *Screen) refreshContracts() {
	modes := r.naming
	if modes == nil && r.contract.Kind == tally.KindTrio {
		modes = r.contract.Trio[:]
	}
	for i, k := range refereeContracts {
		b, label := r.contracts[i], kit.ContractLabel(k, r.skin)
		chosen := modes == nil && k == r.contract.String()
		if m, err := tally.ParseMode(k); err == nil {
			if at := slices.Index(modes, m); at >= 0 {
				chosen, label = true, kit.TrioPlace(at, label)
			}
		}
		if b.Text != label {
			b.SetText(label)
		}
		b.SetImportance(chosenImportance(chosen))
	}
	r.trioUp.SetImportance(chosenImportance(modes != nil))
}

// cardState says whether c is in the set being filled, and whether it may not be added to it
// (the trick and the hand share no card, or the set is full).
func (r *Screen) cardState(c tally.Card) (in, blocked bool) {
	switch r.target {
	case targetTrick:
		in = slices.Contains(r.trick, c)
		return in, !in && (r.hand.Has(c) || len(r.trick) >= refereeTrickMax)
	case targetHand:
		in = r.hand.Has(c)
		return in, !in && (slices.Contains(r.trick, c) || r.hand.Len() >= tally.NumRanks)
	}
	i := r.target - targetWeis1
	in = slices.Contains(r.weis[i], c)
	return in, !in && len(r.weis[i]) >= tally.NumRanks
}

func chosenImportance(chosen bool) widget.Importance {
	if chosen {
		return widget.HighImportance
	}
	return widget.MediumImportance
}

// answerLine is one sentence of the answer with the button to its rule. Lines are kept and
// reused, so that a tap changes texts instead of building widgets.
type answerLine struct {
	row    *fyne.Container
	text   *widget.Label
	rule   *widget.Button
	anchor string
}

// say adds one sentence of the answer, with a button to its rule unless rule is "".
func (r *Screen) say(text, rule string) {
	if r.said == len(r.lines) {
		ln := &answerLine{text: widget.NewLabel("")}
		ln.text.Wrapping = fyne.TextWrapWord
		ln.rule = widget.NewButtonWithIcon("", theme.FileTextIcon(), func() { r.onRule(ln.anchor) })
		ln.row = container.NewBorder(nil, nil, nil, ln.rule, ln.text)
		r.lines = append(r.lines, ln)
		r.answer.Add(ln.row)
	}
	ln := r.lines[r.said]
	r.said++
	ln.anchor = ruleSection(rule)
	ln.text.SetText(text)
	if rule == "" {
		ln.rule.Hide()
	} else {
		ln.rule.SetText(ln.anchor)
		ln.rule.Show()
	}
	ln.row.Show()
}

// answerPlay judges the hand's cards against the trick.
func (r *Screen) answerPlay() {
	m := r.mode()
	if r.contract.TrioRepeat(r.rules.TrioChoice) {
		r.say(RuleText(tally.Violation{Rule: tally.RuleTrioRepeat}), tally.RuleTrioRepeat)
	}
	if r.contract.Mixed() {
		r.say(kit.Sprintf(lang.X("referee.trickMode", "Trick %d is played %s."), r.trickNo+1, kit.ContractName(m.String())), refereeMixed)
	}
	if len(r.trick) > 0 {
		w := tally.TrickWinner(r.trick, m)
		r.say(kit.Sprintf(lang.X("referee.winner", "%s wins the trick so far (card %d)."), r.cardText(r.trick[w]), w+1), refereeWinner)
		pts := 0
		vm := r.valueMode()
		for _, c := range r.trick {
			pts += vm.Value(c, r.rules.UndenufeSwap)
		}
		r.say(kit.Sprintf(lang.XN("referee.points", "The trick is worth %d points so far.", pts), pts), refereePoints)
	}
	if len(r.trick) == refereeTrickMax {
		r.say(lang.X("referee.trickFull", "The trick is complete; take a card out to judge a hand."), "")
		return
	}
	if r.hand.Empty() {
		r.say(lang.X("referee.pickHand", "Pick the trick's cards in the order played, then the hand of the player on turn."), "")
		return
	}
	p := r.rules.PlayPolicy()
	legal := tally.Legal(r.hand, r.trick, m, p)
	rule := refereeLead
	switch {
	case len(r.trick) > 0 && m.IsTrump():
		rule = tally.RuleUndertrump
	case len(r.trick) > 0:
		rule = refereeFollowNoTrump
	}
	r.say(kit.Sprintf(lang.X("referee.legal", "May be played: %s."), r.cardsText(legal.Cards())), rule)
	// Cards refused for the same reason share one sentence, so that a full hand stays in view.
	var codes []string
	refused := map[string][]tally.Card{}
	for _, c := range r.hand.Cards() {
		if legal.Has(c) {
			continue
		}
		code := tally.IllegalReason(c, r.hand, r.trick, m, p)
		if code == tally.RuleFollowSuit && !m.IsTrump() {
			code = refereeFollowNoTrump
		}
		if refused[code] == nil {
			codes = append(codes, code)
		}
		refused[code] = append(refused[code], c)
	}
	for _, code := range codes {
		r.say(kit.LabelValue(r.cardsText(refused[code]), r.illegalText(code, m)), code)
	}
}

// illegalText is the sentence that says why a card may not be played to the trick.
func (r *Screen) illegalText(code string, m tally.Mode) string {
	led := r.trick[0].Suit().String()
	switch code {
	case tally.RuleUndertrump:
		x, _ := m.Trump()
		lowest := r.rules.PlayPolicy().Lowest
		ref, found := tally.Card(0), false
		for _, c := range r.trick[1:] {
			if c.Suit() == x && (!found || (lowest && tally.TrumpBeats(ref, c)) || (!lowest && tally.TrumpBeats(c, ref))) {
				ref, found = c, true
			}
		}
		return kit.Sprintf(lang.X("referee.undertrump", "would undertrump: %s lies in the trick and the hand holds other cards."), r.cardText(ref))
	case tally.RuleTrumpLead:
		return lang.X("referee.followTrump", "trump was led and the hand holds trump besides the Puur, so it must play trump.")
	case refereeFollowNoTrump:
		return kit.Sprintf(lang.X("referee.followNoTrump", "must follow suit: the hand holds %s, the suit led."), kit.ContractLabel(led, r.skin))
	}
	return kit.Sprintf(lang.X("referee.followSuit", "must follow suit or play trump: the hand holds %s, the suit led."), kit.ContractLabel(led, r.skin))
}

// answerWeis judges the one or two Weis picked and compares them.
func (r *Screen) answerWeis() {
	var parsed [2]tally.Weis
	var ok [2]bool
	names := [2]string{lang.X("referee.weis1", "Weis 1"), lang.X("referee.weis2", "Weis 2")}
	for i, cards := range r.weis {
		if len(cards) == 0 {
			continue
		}
		w, err := tally.ParseWeis(cards, r.rules)
		if err != nil {
			code, text := r.weisProblem(cards)
			r.say(kit.LabelValue(names[i], text), code)
			continue
		}
		parsed[i], ok[i] = w, true
		r.say(kit.Sprintf(lang.X("referee.weisValue", "%s: %s, worth %d."), names[i], r.weisText(w), w.Points(r.rules)), tally.RuleWeisInvalid)
	}
	if len(r.weis[0]) == 0 && len(r.weis[1]) == 0 {
		r.say(lang.X("referee.pickWeis", "Pick the cards of a Weis; pick a second Weis to compare the two (Weis 1 is declared first in playing order)."), "")
		return
	}
	if !ok[0] || !ok[1] {
		return
	}
	m := r.contract.ScoringMode()
	c := tally.CompareWeis(parsed[0], 0, parsed[1], 1, m, r.rules)
	win := names[0]
	if c < 0 {
		win = names[1]
	}
	r.say(kit.Sprintf(lang.X("referee.weisWins", "%s wins: %s"), win, r.weisCriterion(parsed[0], parsed[1], m)), refereeWeisCompare)
}

// weisCriterion names the step of §4.4 that decides between a (first in playing order) and b.
func (r *Screen) weisCriterion(a, b tally.Weis, m tally.Mode) string {
	switch {
	case a.Points(r.rules) != b.Points(r.rules):
		return lang.X("referee.byPoints", "it is worth more.")
	case r.rules.WeisTieBreak == tally.TieQuartetFirst && a.Kind != b.Kind:
		return lang.X("referee.byQuartet", "same points, and four of a kind beats a run.")
	case a.Len != b.Len:
		return lang.X("referee.byCards", "same points, and it has more cards.")
	case a.Top != b.Top && m == tally.Undenufe:
		return lang.X("referee.byLowTop", "same points and cards, and under Undenufe the lower top card wins.")
	case a.Top != b.Top:
		return lang.X("referee.byTop", "same points and cards, and its top card is higher.")
	}
	if x, trump := m.Trump(); trump && (a.Kind == tally.WeisRun && a.Suit == x) != (b.Kind == tally.WeisRun && b.Suit == x) {
		return lang.X("referee.byTrump", "equal in all else, and a run of trumps beats a plain run.")
	}
	return lang.X("referee.byOrder", "equal in all else, and it was declared first in playing order.")
}

// weisProblem says why cards the engine refused are not a Weis, with the rule code.
func (r *Screen) weisProblem(cards []tally.Card) (code, text string) {
	if r.rules.Weis == tally.WeisOff {
		return tally.RuleWeisOff, RuleText(tally.Violation{Rule: tally.RuleWeisOff})
	}
	set := tally.SetOf(cards...)
	rk := cards[0].Rank()
	sameRank := set&tally.RankMask(rk) == set
	switch {
	case len(cards) < 3:
		return tally.RuleWeisInvalid, lang.X("referee.weisShort", "a Weis is a run of three or more cards or four of a kind.")
	case sameRank && len(cards) == 4:
		return tally.RuleWeisInvalid, lang.X("referee.weisLowQuartet", "four 6s, 7s or 8s do not count under these rules.")
	case sameRank:
		return tally.RuleWeisInvalid, lang.X("referee.weisQuartetShort", "four of a kind needs all four cards of the rank.")
	case set&tally.SuitMask(cards[0].Suit()) != set:
		return tally.RuleWeisInvalid, lang.X("referee.weisMixed", "a run is of one suit and four of a kind of one rank.")
	}
	ranks := make([]string, tally.NumRanks)
	for rk := range tally.Rank(tally.NumRanks) {
		ranks[rk] = kit.RankText(rk, r.skin)
	}
	return tally.RuleWeisInvalid, kit.Sprintf(lang.X("referee.weisGap", "the cards of a run follow each other: %s, with no gap."), strings.Join(ranks, " "))
}

// weisText names a Weis for the players: four of a kind by its rank, a run by its cards.
func (r *Screen) weisText(w tally.Weis) string {
	if w.Kind == tally.WeisQuartet {
		return kit.Sprintf(lang.X("referee.quartet", "four %s"), kit.RankText(w.Top, r.skin))
	}
	return r.cardsText(w.Cards.Cards())
}

// cardText names a card in the chosen skin (kit.CardText).
func (r *Screen) cardText(c tally.Card) string { return kit.CardText(c, r.skin) }

// cardsText names cards in order, or a dash for none.
func (r *Screen) cardsText(cards []tally.Card) string {
	if len(cards) == 0 {
		return "–"
	}
	parts := make([]string, len(cards))
	for i, c := range cards {
		parts[i] = r.cardText(c)
	}
	return strings.Join(parts, " ")
}

// Codes of the referee's answers that are not a broken rule of the engine, for ruleSection.
const (
	refereeLead          = "lead"
	refereeFollowNoTrump = "follow-suit-no-trump"
	refereeWinner        = "trick-winner"
	refereePoints        = "card-points"
	refereeMixed         = "mixed-contract"
	refereeWeisCompare   = "weis-compare"
)

// refereeCodes are every rule code the referee's answers may carry.
var refereeCodes = []string{
	refereeLead, refereeFollowNoTrump, refereeWinner, refereePoints, refereeMixed, refereeWeisCompare,
	tally.RuleFollowSuit, tally.RuleUndertrump, tally.RuleTrumpLead, tally.RuleWeisInvalid, tally.RuleWeisOff,
}

// refereeRulesOf is the rule set among refereeGames the referee judges a deal of mode by
// (gamefile.Judged), refereeGames[0] for a mode it does not judge.
func refereeRulesOf(mode tally.Game) tally.Game {
	if m, ok := gamefile.Lookup(mode); ok {
		if j, ok := m.(gamefile.Judged); ok && slices.Contains(refereeGames[:], j.RefereeRules()) {
			return j.RefereeRules()
		}
	}
	return refereeGames[0]
}

// refereeName names a rule set of the referee by the modes judged by it: "Schieber / Coiffeur".
func refereeName(h Host, rules tally.Game) string {
	var names []string
	for _, m := range gamefile.Modes() {
		if j, ok := m.(gamefile.Judged); ok && j.RefereeRules() == rules {
			names = append(names, h.ModeName(m.Name()))
		}
	}
	return strings.Join(names, " / ")
}
