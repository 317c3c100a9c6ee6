package entry

import (
	"encoding/json"
	"errors"
	"slices"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// Errors of a card-by-card entry; the screen says them in the players' language.
var (
	ErrCardPlayed   = errors.New("card already played in this deal")
	ErrDealComplete = errors.New("every card of the deal is played")
	ErrIncomplete   = errors.New("the deal is not played to the end")
	ErrNotACard     = errors.New("not one of the 36 cards")
	ErrNotWeis      = errors.New("these cards are not a Weis")
	ErrNoStoeck     = errors.New("nobody has played trump King and Queen")
)

// ShownWeis is a Weis a player showed during the first trick of a deal entered card by card,
// with its cards.
type ShownWeis struct {
	Seat  int          `json:"seat"`
	Cards []tally.Card `json:"cards"`
}

// Cards is a deal entered card by card: the contract, who leads trick 1, and the cards in the
// order they were played. Whose turn it is, the tricks and their winners follow from the cards
// and the engine; nothing else is stored, so undo is removing the last card. Saved as a draft
// after every tap like the other entries.
type Cards struct {
	Game     tally.Game   `json:"game"` // a mode of cardModes
	Contract string       `json:"contract"`
	Leader   int          `json:"leader"` // Vorhand: the seat that leads trick 1
	Players  int          `json:"players"`
	Pushed   bool         `json:"pushed,omitempty"`
	Played   []tally.Card `json:"played"`
	Weis     []ShownWeis  `json:"weis,omitempty"`
	Stoeck   int          `json:"stoeck"`            // the seat that announced Stöck, or -1
	Penalty  bool         `json:"penalty,omitempty"` // the table applies the revoke penalty
	// Differenzler: the dealer (Vorhand is the seat after him) and the predictions written.
	Dealer      int   `json:"dealer,omitempty"`
	Predictions []int `json:"predictions,omitempty"`

	rules    tally.Rules
	contract tally.Contract
	// Coiffeur: the sheet and the cell the deal is written into (BindCell).
	sheet *tally.CoiffeurSheet
	cell  Coiffeur
}

// NewSchieberCards starts the card entry of a Schieber deal: contract chosen, vorhand leads.
func NewSchieberCards(r tally.Rules, contract string, vorhand int, pushed bool) (Cards, error) {
	c := Cards{Game: tally.Schieber, Contract: contract, Leader: vorhand, Players: 4, Pushed: pushed, Stoeck: -1}
	return c, c.Bind(r)
}

// NewDifferenzlerCards starts the card entry of a Differenzler deal: trump is the suit of the
// dealer's shown card and the seat after the dealer leads.
func NewDifferenzlerCards(r tally.Rules, trump string, dealer int, predictions []int) (Cards, error) {
	n := len(predictions)
	c := Cards{Game: tally.Differenzler, Contract: trump, Players: n, Dealer: dealer, Stoeck: -1,
		Predictions: slices.Clone(predictions)}
	if n > 0 {
		c.Leader = (dealer + 1) % n
	}
	return c, c.Bind(r)
}

// Bind sets the rules the entry is checked with, and checks the entry itself; a restored
// draft is bound before use.
func (c *Cards) Bind(r tally.Rules) error {
	if _, ok := cardModes[c.Game]; !ok {
		return errNoCardEntry
	}
	if c.Contract == "" {
		return ErrNoContract
	}
	k, err := tally.ParseContract(c.Contract)
	if err != nil {
		return err
	}
	if c.Players != 3 && c.Players != 4 {
		return errors.New("a deal is played by 3 or 4 players")
	}
	if c.Leader < 0 || c.Leader >= c.Players {
		return errors.New("the leading seat is not at the table")
	}
	var seen tally.CardSet
	for _, p := range c.Played {
		if !p.Valid() || seen.Has(p) {
			return ErrCardPlayed
		}
		seen = seen.Add(p)
	}
	if len(c.Played) > tally.NumCards-tally.NumCards%c.Players {
		return ErrDealComplete
	}
	if c.Stoeck < -1 || c.Stoeck >= c.Players {
		c.Stoeck = -1
	}
	c.rules, c.contract = r, k
	return nil
}

// Rules are the rules the entry is checked with.
func (c *Cards) Rules() tally.Rules { return c.rules }

// tricksPerDeal is 9 with four players, 12 with three.
func (c *Cards) tricksPerDeal() int { return tally.TricksPerDeal(c.Players) }

// Complete reports whether every card of the deal has been played.
func (c *Cards) Complete() bool { return len(c.Played) == c.tricksPerDeal()*c.Players }

// Tricks splits the cards played into tricks; the last one may be incomplete (or empty when a
// trick has just been completed).
func (c *Cards) Tricks() [][]tally.Card {
	out := make([][]tally.Card, 0, c.tricksPerDeal())
	for i := 0; i < len(c.Played); i += c.Players {
		out = append(out, c.Played[i:min(i+c.Players, len(c.Played))])
	}
	return out
}

// Mixed reports whether the tricks of the deal go by different modes (Slalom, Guschti, Mary,
// Trio): TrickMode says which.
func (c *Cards) Mixed() bool { return c.contract.Mixed() }

// TrickMode is the mode of trick i (0-based).
func (c *Cards) TrickMode(i int) tally.Mode {
	return c.contract.TrickMode(i, c.tricksPerDeal(), c.rules.GuschtiSplit)
}

// Leaders returns the seat that led each trick played or started, and the seat that leads the
// next one: the winner of the trick before.
func (c *Cards) Leaders() []int {
	tricks := c.Tricks()
	out := make([]int, 0, len(tricks)+1)
	lead := c.Leader
	for i, t := range tricks {
		out = append(out, lead)
		if len(t) == c.Players {
			lead = (lead + tally.TrickWinner(t, c.TrickMode(i))) % c.Players
		}
	}
	if len(tricks) == 0 || len(tricks[len(tricks)-1]) == c.Players {
		out = append(out, lead)
	}
	return out
}

// Trick is the trick on the table: its index, its leader and the cards in it so far. Right
// after a trick is complete the next one is shown empty, led by the winner.
func (c *Cards) Trick() (index, leader int, cards []tally.Card) {
	leaders := c.Leaders()
	index = len(c.Played) / c.Players
	cards = c.Played[index*c.Players:]
	if index >= len(leaders) {
		return index, -1, cards
	}
	return index, leaders[index], cards
}

// LastTrick is the last complete trick and who won it; index -1 before the first is complete.
func (c *Cards) LastTrick() (index, winner int, cards []tally.Card) {
	n := len(c.Played) / c.Players
	if n == 0 {
		return -1, -1, nil
	}
	leaders := c.Leaders()
	cards = c.Played[(n-1)*c.Players : n*c.Players]
	return n - 1, (leaders[n-1] + tally.TrickWinner(cards, c.TrickMode(n-1))) % c.Players, cards
}

// Turn is the seat that plays the next card, or -1 when the deal is complete.
func (c *Cards) Turn() int {
	if c.Complete() {
		return -1
	}
	_, leader, cards := c.Trick()
	return (leader + len(cards)) % c.Players
}

// Unplayed is the set of cards not played yet: the picker's cards.
func (c *Cards) Unplayed() tally.CardSet { return tally.AllCards &^ tally.SetOf(c.Played...) }

// isPlayRule reports whether a rule code is about a card played against the rules (a revoke or
// an undertrump), as opposed to the counting of cards in an unfinished deal.
func isPlayRule(rule string) bool {
	return rule == tally.RuleFollowSuit || rule == tally.RuleTrumpLead || rule == tally.RuleUndertrump
}

// play is the deal as the engine replays it: every trick entered so far.
func (c *Cards) play() tally.Play {
	return tally.Play{Contract: c.contract, Leader: c.Leader, Players: c.Players, Tricks: c.Tricks()}
}

// Breaches lists every card the cards entered so far prove to have been played against the
// rules: a player who later plays a suit he did not follow, a trump under the trick's trump
// while he still held another card. What is proved stays proved however the deal goes on.
func (c *Cards) Breaches() []tally.Violation {
	res := tally.CheckPlay(c.play(), c.rules)
	var out []tally.Violation
	for _, v := range res.Violations {
		if isPlayRule(v.Rule) {
			out = append(out, v)
		}
	}
	return out
}

// Play plays card k for the seat on turn. It returns the breach this card proves, if any (the
// card is played all the same: the table may play it and the app records it), or an error when
// the card cannot be played at all, which changes nothing.
func (c *Cards) Play(k tally.Card) (*tally.Violation, error) {
	switch {
	case !k.Valid():
		return nil, ErrNotACard
	case c.Complete():
		return nil, ErrDealComplete
	case !c.Unplayed().Has(k):
		return nil, ErrCardPlayed
	}
	before := c.Breaches()
	c.Played = append(c.Played, k)
	if c.Stoeck >= 0 && c.StoeckOffer() != c.Stoeck {
		c.Stoeck = -1
	}
	for _, v := range c.Breaches() {
		if !slices.ContainsFunc(before, func(w tally.Violation) bool {
			return w.Trick == v.Trick && w.Seat == v.Seat && w.Card == v.Card
		}) {
			return &v, nil
		}
	}
	return nil, nil
}

// Undo takes back the last card played and reports whether there was one. Stöck announced for
// a card taken back are taken back too; the penalty choice is reset.
func (c *Cards) Undo() bool {
	if len(c.Played) == 0 {
		return false
	}
	c.Played = c.Played[:len(c.Played)-1]
	if c.Stoeck >= 0 && c.StoeckOffer() != c.Stoeck {
		c.Stoeck = -1
	}
	c.Penalty = false
	return true
}

// Known is the set of cards seat has played so far: all of his hand once the deal is complete.
func (c *Cards) Known(seat int) tally.CardSet {
	var s tally.CardSet
	leaders := c.Leaders()
	for i, t := range c.Tricks() {
		if pos := (seat - leaders[i] + c.Players) % c.Players; pos < len(t) {
			s = s.Add(t[pos])
		}
	}
	return s
}

// Marked is the set of unplayed cards whose play by the seat on turn would prove a breach
// already made: a suit he did not follow, or a card that shows he undertrumped while holding
// something else. The picker marks them but keeps them tappable.
func (c *Cards) Marked() tally.CardSet {
	seat := c.Turn()
	if seat < 0 {
		return 0
	}
	policy := c.rules.PlayPolicy()
	type earlier struct {
		held  tally.CardSet // the seat's known cards from this trick on, this card included
		card  tally.Card
		trick []tally.Card // the trick before the card
		mode  tally.Mode
	}
	var plays [12]earlier
	n := 0
	tricks := c.Tricks()
	leaders := c.Leaders()
	later := tally.CardSet(0)
	for i := len(tricks) - 1; i >= 0; i-- {
		t := tricks[i]
		pos := (seat - leaders[i] + c.Players) % c.Players
		if pos >= len(t) {
			continue
		}
		later = later.Add(t[pos])
		if pos > 0 && n < len(plays) {
			plays[n] = earlier{held: later, card: t[pos], trick: t[:pos], mode: c.TrickMode(i)}
			n++
		}
	}
	var out tally.CardSet
	for v := c.Unplayed(); v != 0; v &= v - 1 {
		k := v.First()
		for _, p := range plays[:n] {
			if !tally.Legal(p.held.Add(k), p.trick, p.mode, policy).Has(p.card) &&
				tally.Legal(p.held, p.trick, p.mode, policy).Has(p.card) {
				out = out.Add(k)
				break
			}
		}
	}
	return out
}

// DeclareWeis records a Weis a seat declares; the cards must make a Weis. Whether the seat held
// them is checked when the deal is complete.
func (c *Cards) DeclareWeis(seat int, cards []tally.Card) error {
	if seat < 0 || seat >= c.Players {
		return errors.New("no such seat")
	}
	if _, err := tally.ParseWeis(cards, c.rules); err != nil {
		return ErrNotWeis
	}
	for _, w := range c.Weis {
		if w.Seat == seat && tally.SetOf(w.Cards...) == tally.SetOf(cards...) {
			return nil
		}
	}
	c.Weis = append(c.Weis, ShownWeis{Seat: seat, Cards: slices.Clone(cards)})
	return nil
}

// WithdrawWeis removes the declared Weis of seat made of exactly these cards.
func (c *Cards) WithdrawWeis(seat int, cards tally.CardSet) {
	c.Weis = slices.DeleteFunc(c.Weis, func(w ShownWeis) bool {
		return w.Seat == seat && tally.SetOf(w.Cards...) == cards
	})
}

// Declared reports whether seat declared the Weis made of these cards.
func (c *Cards) Declared(seat int, cards tally.CardSet) bool {
	for _, w := range c.Weis {
		if w.Seat == seat && tally.SetOf(w.Cards...) == cards {
			return true
		}
	}
	return false
}

// WeisCandidates lists the Weis among the cards a seat is known to hold, to offer them: every
// longest run of three or more in a suit and every four of a kind that counts, best first.
func (c *Cards) WeisCandidates(seat int) []tally.Weis {
	if !c.WeisCount() {
		return nil
	}
	return WeisIn(c.Known(seat), c.rules)
}

// WeisCount reports whether the rules of the deal's game count Weis: in Schieber unless they
// are off, in Coiffeur only with coiffeurWeis (§9.3), never in Differenzler.
func (c *Cards) WeisCount() bool { return c.mode().weis(c.rules) }

// stoeckCount reports whether the rules of the deal's game count Stöck (§5, §9.3).
func (c *Cards) stoeckCount() bool { return c.mode().stoeck(c.rules) }

// WeisIn lists the Weis in a set of cards: each unbroken run of three or more (whole, as one
// run) and each four of a kind worth points under r, best first.
func WeisIn(hand tally.CardSet, r tally.Rules) []tally.Weis {
	var out []tally.Weis
	buf := make([]tally.Card, 0, tally.NumRanks)
	for s := range tally.Suit(tally.NumSuits) {
		buf = buf[:0]
		flush := func() {
			if len(buf) >= 3 {
				if w, err := tally.ParseWeis(buf, r); err == nil {
					out = append(out, w)
				}
			}
			buf = buf[:0]
		}
		for rk := range tally.Rank(tally.NumRanks) {
			k := tally.NewCard(s, rk)
			if hand.Has(k) {
				buf = append(buf, k)
			} else {
				flush()
			}
		}
		flush()
	}
	for rk := range tally.Rank(tally.NumRanks) {
		if m := tally.RankMask(rk); hand&m == m {
			if w, err := tally.ParseWeis(tally.CardSet(m).Cards(), r); err == nil && w.Points(r) > 0 {
				out = append(out, w)
			}
		}
	}
	slices.SortStableFunc(out, func(a, b tally.Weis) int { return b.Points(r) - a.Points(r) })
	return out
}

// StoeckOffer is the seat that has played both trump King and Queen, who may announce Stöck,
// or -1.
func (c *Cards) StoeckOffer() int {
	if !c.stoeckCount() {
		return -1
	}
	suit, ok := c.contract.StoeckSuit()
	if !ok {
		return -1
	}
	need := tally.SetOf(tally.NewCard(suit, tally.King), tally.NewCard(suit, tally.Queen))
	for seat := range c.Players {
		if c.Known(seat)&need == need {
			return seat
		}
	}
	return -1
}

// ToggleStoeck announces Stöck for the seat that played trump King and Queen, or takes them back.
func (c *Cards) ToggleStoeck() error {
	if c.Stoeck >= 0 {
		c.Stoeck = -1
		return nil
	}
	seat := c.StoeckOffer()
	if seat < 0 {
		return ErrNoStoeck
	}
	c.Stoeck = seat
	return nil
}

// Revoke is the first card played against the rules in the deal, the one the revoke penalty
// starts from, if any.
func (c *Cards) Revoke() (tally.Violation, bool) {
	b := c.Breaches()
	if len(b) == 0 {
		return tally.Violation{}, false
	}
	first := b[0]
	for _, v := range b[1:] {
		if v.Trick < first.Trick {
			first = v
		}
	}
	return first, true
}

// PenaltyOffered reports whether the table may apply the revoke penalty: a complete Schieber
// or Coiffeur deal with a card played against the rules, under rules with a penalty. A
// Differenzler deal has no teams to give the tricks to (§3.6).
func (c *Cards) PenaltyOffered() bool {
	_, revoke := c.Revoke()
	return c.penaltyCounts() && c.Complete() && revoke
}

// penaltyCounts reports whether the rules of the deal's game give a revoke's tricks to the
// other team (§3.6).
func (c *Cards) penaltyCounts() bool {
	return c.mode().teams && c.rules.RevokePenalty == tally.RevokeToOpponents
}

// Declarable says which of a Weis, the Stöck and the revoke penalty this deal can ever count
// by its game's rules and its contract: the card entry shows only those, rather than buttons
// that stay grey all deal long (no Weis in a Coiffeur unless the table says so, no Stöck in
// Obenabe, none of the three in a Differenzler).
func (c *Cards) Declarable() (weis, stoeck, penalty bool) {
	_, trump := c.contract.StoeckSuit()
	return c.WeisCount(), c.stoeckCount() && trump, c.penaltyCounts()
}

// SetPenalty applies the revoke penalty or keeps the deal as played.
func (c *Cards) SetPenalty(on bool) { c.Penalty = on && c.PenaltyOffered() }

// tricksRound is the deal as played, in the game file's card-by-card form.
func (c *Cards) tricksRound() gamefile.Round {
	r := gamefile.Round{Contract: c.Contract, Tricks: c.trickCodes()}
	vorhand := c.Leader
	r.Vorhand = &vorhand
	if c.Pushed {
		p := true
		r.Pushed = &p
	}
	for _, w := range c.Weis {
		seat := w.Seat
		cards := make([]string, len(w.Cards))
		for i, k := range w.Cards {
			cards[i] = k.String()
		}
		r.Weis = append(r.Weis, gamefile.WeisEntry{Seat: &seat, Cards: cards})
	}
	if c.Stoeck >= 0 {
		s := c.Stoeck
		r.Stoeck = &s
	}
	return r
}

// differenzlerRound is a Differenzler deal as played, in the game file's card-by-card form.
func (c *Cards) differenzlerRound() (gamefile.Round, error) {
	dealer := c.Dealer
	return gamefile.Round{Dealer: &dealer, Trump: c.Contract, Predictions: slices.Clone(c.Predictions), Tricks: c.trickCodes()}, nil
}

// trickCodes are the cards played, trick by trick, as the game file writes them.
func (c *Cards) trickCodes() [][]string {
	tricks := c.Tricks()
	codes := make([][]string, len(tricks))
	for i, t := range tricks {
		codes[i] = make([]string, len(t))
		for j, k := range t {
			codes[i][j] = k.String()
		}
	}
	return codes
}

// Round is the deal for the game file: card by card as played, or, when the table applies the
// revoke penalty, the card points that result (§3.6: the trick with the first illegal card and
// every later one go to the other team), with the Weis and Stöck the engine granted. A Coiffeur
// deal is written as the points the typed entry writes for the chosen cell (CellEntry).
func (c *Cards) Round() (gamefile.Round, error) {
	if !c.Complete() {
		return gamefile.Round{}, ErrIncomplete
	}
	return c.mode().round(c)
}

// schieberRound is a complete Schieber deal for the game file (Round).
func (c *Cards) schieberRound() (gamefile.Round, error) {
	r := c.tricksRound()
	if !c.Penalty || !c.PenaltyOffered() {
		return r, nil
	}
	d, err := gamefile.SchieberDeal(r)
	if err != nil {
		return gamefile.Round{}, err
	}
	sc := tally.ScoreSchieber(d, c.rules)
	first, _ := c.Revoke()
	loser := tally.Team(first.Seat)
	var points [2]int
	var won [2]int
	for i, t := range sc.Play.Tricks {
		team := tally.Team(t.Winner)
		if i >= first.Trick {
			team = 1 - loser
		}
		points[team] += t.Points
		won[team]++
	}
	out := gamefile.Round{Contract: r.Contract, Vorhand: r.Vorhand, Pushed: r.Pushed, Points: []int{points[0], points[1]}}
	for t := range 2 {
		if won[t] == c.tricksPerDeal() {
			m := t
			out.Match = &m
		}
	}
	if sc.WeisTeam >= 0 && sc.Weis[sc.WeisTeam] > 0 {
		t, v := sc.WeisTeam, sc.Weis[sc.WeisTeam]
		out.Weis = []gamefile.WeisEntry{{Team: &t, Points: &v}}
	}
	if c.Stoeck >= 0 && (sc.Stoeck[0] > 0 || sc.Stoeck[1] > 0) {
		s := c.Stoeck
		out.Stoeck = &s
	}
	return out, nil
}

// CardsPreview is what the card entry would write as it stands. Unlike the quick entry it
// shows a score also when rules were broken: the deal is scored as played and every breach is
// listed beside it.
type CardsPreview struct {
	Preview
	Breaches []tally.Violation // every rule the deal breaks (the full check once complete)
	Points   []int             // card points per seat so far, incl. the last-trick 5
	Tricks   []int             // tricks won per seat so far
	Cell     CoiffeurPreview   // Coiffeur: what the complete deal writes into the chosen cell
}

// Preview scores the entry: card points per seat while it is being played; once complete, the
// same score and parts as the quick entry (Schieber) and the full check of the deal.
func (c *Cards) Preview() CardsPreview {
	var p CardsPreview
	res := tally.CheckPlay(c.play(), c.rules)
	p.Points, p.Tricks = res.Points, res.TricksWon
	for _, v := range res.Violations {
		if isPlayRule(v.Rule) {
			p.Breaches = append(p.Breaches, v)
		}
	}
	if !c.Complete() {
		p.Err = ErrIncomplete
		return p
	}
	c.mode().preview(c, &p)
	return p
}

// differenzlerPreview fills p for a complete Differenzler deal: the card points are all it
// shows, the penalties follow from the predictions on the sheet.
func (c *Cards) differenzlerPreview(p *CardsPreview) {
	if _, err := c.Round(); err != nil {
		p.Err = err
	}
}

// schieberPreview fills p for a complete Schieber deal: the same score and parts as the quick
// entry, and the full check of the deal.
func (c *Cards) schieberPreview(p *CardsPreview) {
	round, err := c.Round()
	if err != nil {
		p.Err = err
		return
	}
	d, err := gamefile.SchieberDeal(round)
	if err != nil {
		p.Err = err
		return
	}
	sc := tally.ScoreSchieber(d, c.rules)
	p.Breaches = sc.Violations
	p.Score, p.Multiplier = sc.Score, sc.Multiplier
	if sc.Match >= 0 {
		kind := PartMatch
		if sc.Kontermatsch {
			kind = PartKontermatsch
		}
		p.Parts = append(p.Parts, Part{Kind: kind, Team: sc.Match, Points: sc.CardPoints[sc.Match]})
	}
	if sc.WeisTeam >= 0 {
		p.Parts = append(p.Parts, Part{Kind: PartWeis, Team: sc.WeisTeam, Points: sc.Weis[sc.WeisTeam]})
	}
	for t := range 2 {
		if sc.Stoeck[t] > 0 {
			p.Parts = append(p.Parts, Part{Kind: PartStoeck, Team: t, Points: sc.Stoeck[t]})
		}
	}
}

// MarshalDraft keeps the card entry across a crash.
func (c *Cards) MarshalDraft() []byte {
	b, _ := json.Marshal(c)
	return b
}

// UnmarshalCardsDraft restores a card entry saved by MarshalDraft and binds it to rules r; a
// draft that does not parse or does not hold together is refused.
func UnmarshalCardsDraft(b []byte, r tally.Rules) (Cards, bool) {
	var c Cards
	if len(b) == 0 || json.Unmarshal(b, &c) != nil || c.Bind(r) != nil {
		return Cards{}, false
	}
	for _, w := range c.Weis {
		if w.Seat < 0 || w.Seat >= c.Players {
			c.Weis = nil
			break
		}
	}
	return c, true
}

// draftCardsKey is the key under which a game screen's draft keeps its card entry beside the
// quick entry, so that one draft per game holds both.
const draftCardsKey = "cards"

// DraftWithCards adds a card entry to a quick entry's draft; with c nil the draft is unchanged.
func DraftWithCards(draft []byte, c *Cards) []byte {
	if c == nil {
		return draft
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(draft, &m) != nil || m == nil {
		m = map[string]json.RawMessage{}
	}
	m[draftCardsKey] = c.MarshalDraft()
	b, err := json.Marshal(m)
	if err != nil {
		return draft
	}
	return b
}

// CardsFromDraft restores the card entry a draft holds, bound to rules r.
func CardsFromDraft(draft []byte, r tally.Rules) (Cards, bool) {
	var m map[string]json.RawMessage
	if json.Unmarshal(draft, &m) != nil {
		return Cards{}, false
	}
	return UnmarshalCardsDraft(m[draftCardsKey], r)
}
