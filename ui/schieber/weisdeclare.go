package schieber

import (
	"errors"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/entry"
	"github.com/jasstafel/jasstafel/ui/kit"
)

// Sizes of the declaration panel: it covers the window but for a margin, and is no wider than
// its nine rank buttons need to be read from across the table.
const (
	declareMargin   = 8
	declareMaxWidth = 900
	// declareListRows are the rows of declared Weis, two to a row: entry.MaxDeclared in all.
	declareListRows = (entry.MaxDeclared + 1) / 2
)

// Slot shares of the panel's rows that are not evenly divided.
var (
	declareKindWeights = []float32{1, 1} // Run, Four of a kind
	declareEndWeights  = []float32{1, 2} // Cancel, Done
	// declareRankWeights give the named ranks (Jack…Ace, Under…Ass) more room than the numbers.
	declareRankWeights = []float32{0.8, 0.8, 0.8, 0.8, 0.9, 1.2, 1.2, 1.2, 1.2}
)

// weisDeclare is the panel on which the players declare their Weis as they say them at the
// table: who, a run (length, suit, top card) or four of a kind (rank). It keeps its own list
// until Done, which hands the list to the deal's entry; the engine decides live who writes.
type weisDeclare struct {
	rules   tally.Rules
	players []string
	skin    string
	vorhand int
	mode    tally.Mode
	list    entry.Declarations
	onDone  func(entry.Declarations)

	// The declaration being put together.
	seat   int
	kind   tally.WeisKind
	length int
	suit   tally.Suit
	top    tally.Rank
	hasTop bool
	refuse string // why the last Add was refused

	seats   [4]*kit.SlotButton
	kinds   [2]*kit.SlotButton
	lengths [entry.MaxRun - entry.MinRun + 1]*kit.SlotButton
	suits   [tally.NumSuits]*kit.SlotButton
	ranks   [tally.NumRanks]*kit.SlotButton
	add     *kit.SlotButton
	message *kit.SlotButton
	items   [entry.MaxDeclared]*kit.SlotButton
	verdict *kit.SlotButton
	cancel  *kit.SlotButton
	done    *kit.SlotButton
	root    fyne.CanvasObject
	popup   *widget.PopUp
	// The window's key handlers, set aside while the panel is open so that typing does not
	// change the deal behind it.
	canvas fyne.Canvas
	runes  func(rune)
	keys   func(*fyne.KeyEvent)
}

// newWeisDeclare builds the panel for deal e of a game with these players and rules; onDone
// receives the declarations when the players tap Done.
func newWeisDeclare(rules tally.Rules, players []string, skin string, e *entry.Schieber, onDone func(entry.Declarations)) *weisDeclare {
	d := &weisDeclare{
		rules: rules, players: players, skin: skin, vorhand: e.Vorhand, mode: e.Mode(),
		list: e.Declared, onDone: onDone, seat: e.Vorhand, kind: tally.WeisRun, length: entry.MinRun,
	}
	for i := range d.seats {
		d.seats[i] = kit.NewSlotButton(playerName(players, i), nil, func() { d.seat = i; d.refresh() })
	}
	d.kinds[0] = kit.NewSlotButton(lang.X("weis.run", "Run"), nil, func() { d.kind = tally.WeisRun; d.refresh() })
	d.kinds[1] = kit.NewSlotButton(lang.X("weis.quartetKind", "Four of a kind"), nil, func() { d.kind = tally.WeisQuartet; d.refresh() })
	for i := range d.lengths {
		n := entry.MinRun + i
		d.lengths[i] = kit.NewSlotButton(kit.Sprintf(lang.XN("weis.length", "%d cards", n), n), nil, func() { d.length = n; d.refresh() })
	}
	for su := range d.suits {
		letter := tally.Suit(su).String()
		d.suits[su] = kit.NewSlotButton(kit.ContractLabel(letter, skin), kit.ContractIcon(letter, skin), func() { d.suit = tally.Suit(su); d.refresh() })
	}
	for rk := range d.ranks {
		d.ranks[rk] = kit.NewSlotButton(rankName(tally.Rank(rk), skin), nil, func() { d.top, d.hasTop = tally.Rank(rk), true; d.refresh() })
	}
	d.add = kit.NewSlotButton("", theme.ContentAddIcon(), d.onAdd)
	d.message = kit.NewSlotButton("", nil, nil)
	d.message.Importance = widget.DangerImportance
	for i := range d.items {
		d.items[i] = kit.NewSlotButton("", theme.DeleteIcon(), func() { d.onRemove(i) })
	}
	d.verdict = kit.NewSlotButton("", nil, nil)
	d.verdict.Importance = widget.LowImportance
	d.cancel = kit.NewSlotButton(lang.X("weis.cancel", "Cancel"), theme.CancelIcon(), d.hide)
	d.done = kit.NewSlotButton(lang.X("weis.done", "Done"), theme.ConfirmIcon(), d.onFinish)

	var lengths, suits, ranks []fyne.CanvasObject
	for _, b := range d.lengths {
		lengths = append(lengths, b)
	}
	for _, b := range d.suits {
		suits = append(suits, b)
	}
	for _, b := range d.ranks {
		ranks = append(ranks, b)
	}
	rows := []fyne.CanvasObject{
		kit.NewSlots(d.seats[0], d.seats[1], d.seats[2], d.seats[3]),
		kit.NewWeightedSlots(declareKindWeights, d.kinds[0], d.kinds[1]),
		kit.NewSlots(lengths...),
		// The suits go on two lines where one leaves a slot too narrow for a sign and its name
		// in the usual letters ("Schaufel" on a phone): the dialog has the room.
		kit.NewFittedSlots(kit.WidestText(d.suits[:]...), suits...),
		kit.NewSplitSlots(declareRankWeights, ranks...),
		d.add,
		d.message,
	}
	for r := range declareListRows {
		rows = append(rows, kit.NewSlots(d.items[2*r], d.items[2*r+1]))
	}
	rows = append(rows, d.verdict, kit.NewWeightedSlots(declareEndWeights, d.cancel, d.done))
	// The panel's own background sets its buttons off as on the entry panel.
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	d.root = container.NewStack(bg, container.NewPadded(kit.NewRows(rows...)))
	d.refresh()
	return d
}

// show opens the panel over the window c, as large as the window allows.
func (d *weisDeclare) show(c fyne.Canvas) {
	d.popup = widget.NewModalPopUp(kit.NewClosing(d.root, d.hide), c)
	size := c.Size()
	w := min(size.Width-2*declareMargin, declareMaxWidth)
	h := size.Height - 2*declareMargin
	d.popup.Resize(fyne.NewSize(w, h))
	d.canvas, d.runes, d.keys = c, c.OnTypedRune(), c.OnTypedKey()
	c.SetOnTypedRune(func(rune) {})
	c.SetOnTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyEscape {
			d.hide()
		}
	})
	d.popup.Show()
}

// hide closes the panel and gives the keys back to the screen.
func (d *weisDeclare) hide() {
	if d.popup != nil {
		d.popup.Hide()
		d.popup = nil
		d.canvas.SetOnTypedRune(d.runes)
		d.canvas.SetOnTypedKey(d.keys)
	}
}

// pending is the declaration the buttons have put together.
func (d *weisDeclare) pending() entry.DeclaredWeis {
	if d.kind == tally.WeisQuartet {
		return entry.Quartet(d.seat, d.top)
	}
	return entry.Run(d.seat, d.suit, d.top, d.length)
}

func (d *weisDeclare) onAdd() {
	if !d.hasTop {
		return
	}
	w := d.pending()
	if err := d.list.Add(w, d.rules); err != nil {
		d.refuse = refusalText(err, w, d.players, d.skin)
	} else {
		d.refuse = ""
	}
	d.refresh()
}

func (d *weisDeclare) onRemove(i int) {
	d.list.Remove(i)
	d.refuse = ""
	d.refresh()
}

func (d *weisDeclare) onFinish() {
	d.hide()
	d.onDone(d.list)
}

// refresh shows the choice, the list and the engine's verdict.
func (d *weisDeclare) refresh() {
	for i, b := range d.seats {
		kit.Highlight(b, d.seat == i)
	}
	quartet := d.kind == tally.WeisQuartet
	kit.Highlight(d.kinds[0], !quartet)
	kit.Highlight(d.kinds[1], quartet)
	for i, b := range d.lengths {
		kit.Highlight(b, d.length == entry.MinRun+i)
		showIf(b, !quartet)
	}
	for su, b := range d.suits {
		kit.Highlight(b, d.suit == tally.Suit(su))
		showIf(b, !quartet)
	}
	for rk, b := range d.ranks {
		kit.Highlight(b, d.hasTop && d.top == tally.Rank(rk))
	}
	if d.hasTop {
		d.add.SetText(kit.Sprintf(lang.X("weis.add", "Add: %s"), declarationText(d.pending(), d.players, d.skin)))
	} else if quartet {
		d.add.SetText(lang.X("weis.pickRank", "Pick the rank"))
	} else {
		d.add.SetText(lang.X("weis.pickTop", "Pick the top card"))
	}
	kit.Enable(d.add, d.hasTop)
	d.message.SetText(d.refuse)
	list := d.list.List()
	for i, b := range d.items {
		if i < len(list) {
			b.SetText(declarationText(list[i], d.players, d.skin))
			b.Show()
		} else {
			b.Hide()
		}
	}
	v := d.list.Decide(d.vorhand, d.mode, d.rules)
	d.verdict.SetText(verdictText(v, list, d.players, d.skin))
	d.done.SetText(doneText(v, d.players))
}

// showIf shows o or hides it; its slot keeps its place.
func showIf(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}

func playerName(players []string, seat int) string {
	if seat >= 0 && seat < len(players) {
		return players[seat]
	}
	return "?"
}

// rankName is a rank as the chosen deck names it: Banner, Under, Ober, König, Ass on Swiss
// cards, 10, Jack, Queen, King, Ace on French ones.
func rankName(r tally.Rank, skin string) string {
	if skin == kit.SkinSwiss {
		switch r {
		case tally.Ten:
			return lang.X("rank.swissT", "Banner")
		case tally.Jack:
			return lang.X("rank.swissJ", "Under")
		case tally.Queen:
			return lang.X("rank.swissQ", "Ober")
		case tally.King:
			return lang.X("rank.swissK", "König")
		case tally.Ace:
			return lang.X("rank.swissA", "Ass")
		}
	}
	switch r {
	case tally.Ten:
		return "10"
	case tally.Jack:
		return lang.X("rank.J", "Jack")
	case tally.Queen:
		return lang.X("rank.Q", "Queen")
	case tally.King:
		return lang.X("rank.K", "King")
	case tally.Ace:
		return lang.X("rank.A", "Ace")
	}
	return strconv.Itoa(int(r) + 6)
}

// cardName is a card as the chosen deck names it, e.g. "Rosen Ober".
func cardName(c tally.Card, skin string) string {
	return kit.ContractLabel(c.Suit().String(), skin) + " " + rankName(c.Rank(), skin)
}

// weisText names a Weis the way it is said: "run of 4 in Rosen up to the Ober", "4 × Under".
func weisText(w entry.DeclaredWeis, skin string) string {
	if w.Kind == tally.WeisQuartet {
		return kit.Sprintf(lang.X("weis.quartet", "4 × %s"), rankName(w.Top, skin))
	}
	return kit.Sprintf(lang.X("weis.runText", "run of %d in %s up to %s"), w.Len, kit.ContractLabel(w.Suit.String(), skin), rankName(w.Top, skin))
}

// declarationText is who declared what: "Anna: 4 × Jack".
func declarationText(w entry.DeclaredWeis, players []string, skin string) string {
	return kit.LabelValue(playerName(players, w.Seat), weisText(w, skin))
}

// criterionText is the step of the rules that decided, in a few words.
func criterionText(c entry.Criterion) string {
	switch c {
	case entry.ByPoints:
		return lang.X("weis.byPoints", "worth more")
	case entry.ByQuartetFirst:
		return lang.X("weis.byQuartetFirst", "four of a kind before a run")
	case entry.ByLength:
		return lang.X("weis.byLength", "more cards")
	case entry.ByTopCard:
		return lang.X("weis.byTopCard", "higher top card")
	case entry.ByLowTopCard:
		return lang.X("weis.byLowTopCard", "lower top card in Undenufe")
	case entry.ByTrump:
		return lang.X("weis.byTrump", "a run in trumps before a plain run")
	case entry.ByOrder:
		return lang.X("weis.byOrder", "earlier in playing order")
	}
	return ""
}

// verdictText says why the engine lets one team write: "Anna's 4 × Jack beats Beat's run of 5
// in Rosen up to Ass (worth more)".
func verdictText(v entry.Verdict, list []entry.DeclaredWeis, players []string, skin string) string {
	if v.Team < 0 || v.Winner < 0 || v.Winner >= len(list) {
		if len(list) == 0 {
			return lang.X("weis.noneYet", "No Weis declared yet")
		}
		return lang.X("weis.noneCounts", "None of these Weis counts")
	}
	w := list[v.Winner]
	if v.Loser < 0 || v.Loser >= len(list) {
		return kit.Sprintf(lang.X("weis.alone", "%s's %s counts: the other team declared none"), playerName(players, w.Seat), weisText(w, skin))
	}
	l := list[v.Loser]
	return kit.Sprintf(lang.X("weis.beats", "%s's %s beats %s's %s (%s)"),
		playerName(players, w.Seat), weisText(w, skin), playerName(players, l.Seat), weisText(l, skin), criterionText(v.By))
}

// doneText is the Done button: what it writes, "Done: Anna & Cla write 200".
func doneText(v entry.Verdict, players []string) string {
	if v.Team < 0 {
		return lang.X("weis.done", "Done")
	}
	writes := kit.Sprintf(lang.X("weis.writes", "%s write %d"), kit.TeamNames(players)[v.Team], v.Points[v.Team])
	return kit.Sprintf(lang.X("weis.doneWrites", "Done: %s"), writes)
}

// refusalText says why declaration w was refused, in the players' language.
func refusalText(err error, w entry.DeclaredWeis, players []string, skin string) string {
	var de *entry.DeclError
	if !errors.As(err, &de) {
		return err.Error()
	}
	switch de.Reason {
	case entry.RefuseWeisOff:
		return lang.X("weis.refuseOff", "No Weis count under these rules.")
	case entry.RefuseRunLength:
		return kit.Sprintf(lang.X("weis.refuseRunLength", "A run has %d to %d cards."), entry.MinRun, entry.MaxRun)
	case entry.RefuseRunTop:
		return kit.Sprintf(lang.X("weis.refuseRunTop", "A run of %d cannot end at %s: it would start below the 6."), w.Len, rankName(w.Top, skin))
	case entry.RefuseLowQuartet:
		return lang.X("weis.refuseLowQuartet", "Four 6s, 7s or 8s do not count under these rules.")
	case entry.RefuseCardTaken:
		return kit.Sprintf(lang.X("weis.refuseTaken", "%s is already in the Weis of %s."), cardName(de.Card, skin), playerName(players, de.Other))
	case entry.RefuseOverlap:
		return kit.Sprintf(lang.X("weis.refuseOverlap", "%s is already in another Weis of %s."), cardName(de.Card, skin), playerName(players, w.Seat))
	case entry.RefuseOneSequence:
		return lang.X("weis.refuseSequence", "One unbroken sequence is one run: declare it as one longer run.")
	case entry.RefuseTooMany:
		return lang.X("weis.refuseTooMany", "More Weis than one hand or one deal can hold.")
	}
	return lang.X("weis.refuseOther", "This is not a Weis.")
}
