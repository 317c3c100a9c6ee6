package tally

import (
	"cmp"
	"errors"
	"fmt"
	"math/bits"
	"strings"
)

// WeisKind says whether a Weis is a run or four of a kind (§4.1).
type WeisKind uint8

// The two kinds of Weis.
const (
	WeisRun WeisKind = iota
	WeisQuartet
)

// Weis is one combination: a run of 3+ consecutive cards of one suit in natural order 6..A (no
// wrap), or four cards of one rank.
type Weis struct {
	Kind  WeisKind
	Cards CardSet
	Suit  Suit // runs only
	Top   Rank // highest rank in natural order: the run's top card, the quartet's rank
	Len   int  // number of cards
}

// String names the Weis as players say it: "D 9-T-J-Q" for a run, "four K" for a quartet.
func (w Weis) String() string {
	if w.Kind == WeisQuartet {
		return "four " + w.Top.String()
	}
	if w.Len <= 0 || w.Len > NumRanks || int(w.Top)+1 < w.Len || w.Top >= NumRanks {
		return "?"
	}
	parts := make([]string, 0, w.Len)
	for r := int(w.Top) - w.Len + 1; r <= int(w.Top); r++ {
		parts = append(parts, Rank(r).String())
	}
	return w.Suit.String() + " " + strings.Join(parts, "-")
}

// runPoints is the value of a run of n cards (§4.1); 0 for fewer than 3 or more than 9 cards.
func runPoints(n int, small bool) int {
	switch {
	case n < 3 || n > NumRanks:
		return 0
	case n == 3:
		return 20
	case n == 4:
		return 50
	case n == 5 || small:
		return 100
	}
	return 150 + 50*(n-6)
}

// quartetPoints is the value of four cards of rank r (§4.1); 0 for a low quartet when lowQuartets
// is off.
func quartetPoints(r Rank, lowQuartets bool) int {
	switch {
	case r == Jack:
		return 200
	case r == Nine:
		return 150
	case r <= Eight:
		if lowQuartets {
			return 100
		}
		return 0
	case r < NumRanks:
		return 100
	}
	return 0
}

// Points is the value of the Weis under the rules' `weis` and `lowQuartets` settings (§4.1),
// before the contract multiplier. It is 0 with `weis=off` and for a combination the rules do not
// count (a low quartet with lowQuartets=false, a run shorter than three cards).
func (w Weis) Points(r Rules) int { return w.points(configOf(&r, Obenabe)) }

// weisConfig holds the few settings the Weis engine reads, so that hot loops do not copy Rules.
type weisConfig struct {
	off, small, lowQuartets, quartetFirst, kreuzweis bool
	mode                                             Mode
}

func configOf(r *Rules, m Mode) weisConfig {
	return weisConfig{
		off:          r.Weis == WeisOff,
		small:        r.Weis == WeisSmall,
		lowQuartets:  r.LowQuartets,
		quartetFirst: r.WeisTieBreak == TieQuartetFirst,
		kreuzweis:    r.Kreuzweis,
		mode:         m,
	}
}

func (w Weis) points(c weisConfig) int {
	if c.off {
		return 0
	}
	switch w.Kind {
	case WeisRun:
		return runPoints(w.Len, c.small)
	case WeisQuartet:
		return quartetPoints(w.Top, c.lowQuartets)
	}
	return 0
}

// cardList writes cards for an error message, shortened so that a huge input cannot flood it.
func cardList(cards []Card) string {
	const shown = 12
	var b strings.Builder
	for i, c := range cards {
		if i == shown {
			fmt.Fprintf(&b, " … (%d cards)", len(cards))
			break
		}
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// ParseWeis validates a declared combination (§4.1). The cards may come in any order. The error
// explains in English why the cards are not a Weis; callers report it as RuleWeisInvalid.
func ParseWeis(cards []Card, r Rules) (Weis, error) {
	if r.Weis == WeisOff {
		return Weis{}, errors.New("no Weis count under these rules (weis=off)")
	}
	var set CardSet
	for _, c := range cards {
		if !c.Valid() {
			return Weis{}, fmt.Errorf("invalid card value %d in a Weis (cards are 0..35)", uint8(c))
		}
		if set.Has(c) {
			return Weis{}, fmt.Errorf("card %s is declared twice in one Weis", c)
		}
		set = set.Add(c)
	}
	n := len(cards)
	if n < 3 {
		return Weis{}, fmt.Errorf("%d cards (%s) are not a Weis: a run needs at least 3 cards, four of a kind 4", n, cardList(cards))
	}
	first := cards[0]
	if rk := first.Rank(); set&RankMask(rk) == set {
		if n != 4 {
			return Weis{}, fmt.Errorf("%d cards of rank %s are not a Weis: four of a kind needs all four", n, rk)
		}
		if quartetPoints(rk, r.LowQuartets) == 0 {
			return Weis{}, fmt.Errorf("four %s do not count: four 6, 7 or 8 are off under these rules (lowQuartets=false)", rk)
		}
		return Weis{Kind: WeisQuartet, Cards: set, Top: rk, Len: 4}, nil
	}
	su := first.Suit()
	if set&SuitMask(su) != set {
		return Weis{}, fmt.Errorf("cards %s are not a Weis: a run is one suit and four of a kind one rank", cardList(cards))
	}
	ranks := uint16(set >> (uint(su) * NumRanks))
	lo := Rank(0)
	for ranks&(1<<lo) == 0 {
		lo++
	}
	if ranks>>lo != 1<<n-1 {
		return Weis{}, fmt.Errorf("cards %s are not a run: a run is consecutive in the order 6 7 8 9 T J Q K A and does not wrap from A to 6", cardList(cards))
	}
	return Weis{Kind: WeisRun, Cards: set, Suit: su, Top: lo + Rank(n) - 1, Len: n}, nil
}

// CompareWeis orders two Weis by §4.4 for a deal scored in mode m (a mixed contract passes its
// scoring mode, §3.5): points; then more cards (weisTieBreak=moreCards) or a quartet before a run
// and two runs by cards (quartetFirst); then the higher top card in natural order, lower in
// Undenufe; then a trump run before a plain run (trump modes only); then the earlier player.
// orderA and orderB are the players' positions in playing order from the leader of trick 1. It
// returns >0 when a is better, <0 when b is better, and 0 only when the Weis rank equal and
// orderA == orderB.
func CompareWeis(a Weis, orderA int, b Weis, orderB int, m Mode, r Rules) int {
	return compareWeis(a, orderA, b, orderB, configOf(&r, m))
}

func compareWeis(a Weis, orderA int, b Weis, orderB int, cfg weisConfig) int {
	c, _ := compareWeisWhy(a, orderA, b, orderB, cfg)
	return c
}

// The steps of §4.4 that can decide between two Weis, as reported by CompareWeisWhy and
// DecideWeis. A screen turns them into a sentence (translation keys weisReason.<code>).
const (
	WeisByPoints   = "points"        // step 1: worth more
	WeisByQuartet  = "quartet-first" // step 2, quartetFirst: four of a kind before a run of equal value
	WeisByLength   = "length"        // step 2: more cards
	WeisByTop      = "top-card"      // step 3: higher top card (lower in Undenufe)
	WeisByTrump    = "trump"         // step 4: a run of trumps before a plain run
	WeisByPosition = "position"      // step 5: earlier in playing order from the trick-1 leader
	WeisAlone      = "alone"         // DecideWeis: only one team declared a Weis that counts
	WeisNone       = "none"          // DecideWeis: nobody did
)

// CompareWeisWhy is CompareWeis that also names the step of §4.4 that decided (a WeisBy… code);
// equal Weis at the same position give 0 and WeisByPosition.
func CompareWeisWhy(a Weis, orderA int, b Weis, orderB int, m Mode, r Rules) (int, string) {
	return compareWeisWhy(a, orderA, b, orderB, configOf(&r, m))
}

func compareWeisWhy(a Weis, orderA int, b Weis, orderB int, cfg weisConfig) (int, string) {
	m := cfg.mode
	if c := cmp.Compare(a.points(cfg), b.points(cfg)); c != 0 {
		return c, WeisByPoints
	}
	if cfg.quartetFirst && a.Kind != b.Kind {
		if a.Kind == WeisQuartet {
			return 1, WeisByQuartet
		}
		if b.Kind == WeisQuartet {
			return -1, WeisByQuartet
		}
	}
	if c := cmp.Compare(a.Len, b.Len); c != 0 {
		return c, WeisByLength
	}
	if c := cmp.Compare(a.Top, b.Top); c != 0 {
		if m == Undenufe {
			return -c, WeisByTop
		}
		return c, WeisByTop
	}
	if t, ok := m.Trump(); ok {
		at := a.Kind == WeisRun && a.Suit == t
		bt := b.Kind == WeisRun && b.Suit == t
		if at != bt {
			if at {
				return 1, WeisByTrump
			}
			return -1, WeisByTrump
		}
	}
	return cmp.Compare(orderB, orderA), WeisByPosition
}

// WeisOverlap reports whether two Weis of one player may not both count (§4.1, §4.2): with
// kreuzweis=false when they share any card; with kreuzweis=true when two runs share a card (a run
// and a quartet may share). The same quartet twice always overlaps, and so do two runs of one
// suit that touch (S 6-7-8 and S 9-T-J are one unbroken sequence, one run). Runs with a gap
// between them that the player fills are caught by sameSequence, which needs the hand.
func WeisOverlap(a, b Weis, r Rules) bool {
	if a.Kind == WeisRun && b.Kind == WeisRun && a.Suit == b.Suit && (a.Cards<<1&b.Cards != 0 || b.Cards<<1&a.Cards != 0) {
		return true // two runs that touch are one unbroken sequence: one run (§4.1)
	}
	if a.Cards&b.Cards == 0 {
		return false
	}
	if !r.Kreuzweis {
		return true
	}
	return a.Kind == b.Kind
}

// sameSequence reports whether two runs of one suit lie in one unbroken sequence of hand, so that
// only one of them may count (§4.1): the player holds every card from the lower run's bottom to
// the higher run's top. A quartet or runs of two suits never do.
func sameSequence(a, b Weis, hand CardSet) bool {
	if a.Kind != WeisRun || b.Kind != WeisRun || a.Suit != b.Suit || a.Cards == 0 || b.Cards == 0 {
		return false
	}
	u := a.Cards | b.Cards
	lo, hi := u.First(), Card(63-bits.LeadingZeros64(uint64(u)))
	span := (CardSet(1)<<(hi-lo+1) - 1) << lo
	return (hand|u)&span == span
}

// rankWeis is CompareWeis for two Weis of one player, made a total order by the cards so that
// ties between equal-ranking runs of two plain suits come out the same way every time.
func rankWeis(a, b Weis, cfg weisConfig) int {
	if c := compareWeis(a, 0, b, 0, cfg); c != 0 {
		return c
	}
	return cmp.Compare(b.Cards, a.Cards)
}

// maxBlocks bounds the unbroken sequences of three or more cards one suit can hold: two (3 + a gap
// + 3 already takes seven of the nine ranks; a third would need eleven).
const maxBlocks = 2

// suitBlocks lists a suit's unbroken sequences of three or more cards, as nine-bit rank masks.
type suitBlocks struct {
	n   uint8
	blk [maxBlocks]uint16
}

// blockTable[mask] holds the unbroken sequences of 3+ cards among the ranks in mask. One such
// sequence of a player's hand gives at most one run (§4.1).
var blockTable = func() *[1 << NumRanks]suitBlocks {
	t := new([1 << NumRanks]suitBlocks)
	for mask := range 1 << NumRanks {
		b := &t[mask]
		for lo := 0; lo < NumRanks; {
			if mask&(1<<lo) == 0 {
				lo++
				continue
			}
			hi := lo
			for hi+1 < NumRanks && mask&(1<<(hi+1)) != 0 {
				hi++
			}
			if n := hi - lo + 1; n >= 3 {
				b.blk[b.n] = uint16(1<<n-1) << lo
				b.n++
			}
			lo = hi + 1
		}
	}
	return t
}()

// suitRun is one run of a suit by its lowest rank and length; ln 0 means none.
type suitRun struct{ lo, ln uint8 }

// longestTable[undenufe][mask] is the best single run among the ranks in mask: the longest, and
// of equal lengths the one with the higher top card (the lower in Undenufe). Points never fall
// with length, so that is also the run worth most (§4.1, §4.4).
var longestTable = func() *[2][1 << NumRanks]suitRun {
	t := new([2][1 << NumRanks]suitRun)
	for ui := range 2 {
		for mask := range 1 << NumRanks {
			var best suitRun
			for lo := 0; lo < NumRanks; lo++ {
				n := 0
				for lo+n < NumRanks && mask&(1<<(lo+n)) != 0 {
					n++
				}
				// Stretches come lowest first: a later one of equal length has the higher top.
				if n >= 3 && (n > int(best.ln) || ui == 0 && n == int(best.ln)) {
					best = suitRun{uint8(lo), uint8(n)}
				}
				lo += n
			}
			t[ui][mask] = best
		}
	}
	return t
}()

// suitRunPoints is what the runs of one suit are worth: in each unbroken sequence of the hand's
// ranks held, the best run among the ranks still free (those not given to a quartet).
func suitRunPoints(held, free uint16, longest *[1 << NumRanks]suitRun, small bool) int {
	b := &blockTable[held]
	pts := 0
	for i := 0; i < int(b.n); i++ {
		pts += runPoints(int(longest[free&b.blk[i]].ln), small)
	}
	return pts
}

// maxWeis bounds the Weis one hand can hold: nine quartets and two runs in each suit.
const maxWeis = NumRanks + maxBlocks*NumSuits

// weisList is a candidate set of Weis, best first, with its total.
type weisList struct {
	pts int
	n   int
	w   [maxWeis]Weis
}

// fill builds the set of quartets q (a rank mask) and the best runs of hand among the cards
// free: one per unbroken sequence of hand.
func (l *weisList) fill(q uint16, hand, free CardSet, longest *[1 << NumRanks]suitRun, cfg weisConfig) {
	l.n, l.pts = 0, 0
	for rk := Rank(0); rk < NumRanks; rk++ {
		if q&(1<<rk) != 0 {
			w := Weis{Kind: WeisQuartet, Cards: RankMask(rk), Top: rk, Len: 4}
			l.w[l.n] = w
			l.n++
			l.pts += quartetPoints(rk, cfg.lowQuartets)
		}
	}
	for su := Suit(0); su < NumSuits; su++ {
		shift := uint(su) * NumRanks
		held := uint16(hand>>shift) & (1<<NumRanks - 1)
		free := uint16(free>>shift) & (1<<NumRanks - 1)
		b := &blockTable[held]
		for i := 0; i < int(b.n); i++ {
			run := longest[free&b.blk[i]]
			if run.ln == 0 {
				continue
			}
			cards := (CardSet(1)<<run.ln - 1) << (shift + uint(run.lo))
			l.w[l.n] = Weis{Kind: WeisRun, Cards: cards, Suit: su, Top: Rank(run.lo + run.ln - 1), Len: int(run.ln)}
			l.n++
			l.pts += runPoints(int(run.ln), cfg.small)
		}
	}
	for i := 1; i < l.n; i++ {
		for j := i; j > 0 && rankWeis(l.w[j], l.w[j-1], cfg) > 0; j-- {
			l.w[j], l.w[j-1] = l.w[j-1], l.w[j]
		}
	}
}

// better reports whether l beats o: a higher total, or on equal totals better Weis, compared best
// first.
func (l *weisList) better(o *weisList, cfg weisConfig) bool {
	if l.pts != o.pts {
		return l.pts > o.pts
	}
	for i := 0; i < l.n && i < o.n; i++ {
		if c := rankWeis(l.w[i], o.w[i], cfg); c != 0 {
			return c > 0
		}
	}
	return l.n > o.n
}

// quartetRanks returns the ranks of which hand holds all four cards, as a rank mask.
func quartetRanks(hand CardSet) uint16 {
	const m = 1<<NumRanks - 1
	return uint16(hand) & uint16(hand>>NumRanks) & uint16(hand>>(2*NumRanks)) & uint16(hand>>(3*NumRanks)) & m
}

// BestWeis finds the Weis of a hand that count (§4.2) in a deal scored in mode m: among all sets
// of Weis the player holds that WeisOverlap allows together, the one with the highest total; on
// equal totals the one whose best Weis ranks higher (§4.4), then the second best, and so on. One
// unbroken sequence of a suit in the hand gives at most one run (§4.1), even where two shorter runs
// would add up to more; a run may be shorter than the sequence where a quartet takes one of its
// cards (kreuzweis=false). It returns the chosen Weis best first, or nil when there are none or
// weis=off. Cards outside the deck are ignored.
func BestWeis(hand CardSet, m Mode, r Rules) []Weis {
	cfg := configOf(&r, m)
	if cfg.off {
		return nil
	}
	hand &= AllCards
	ui := 0
	if m == Undenufe {
		ui = 1
	}
	longest := &longestTable[ui]
	q := quartetRanks(hand)
	if !cfg.lowQuartets {
		q &^= 1<<Six | 1<<Seven | 1<<Eight
	}
	var best weisList
	if cfg.kreuzweis || q == 0 {
		// Quartets never share a card with each other and may share with runs: take them all.
		best.fill(q, hand, hand, longest, cfg)
	} else {
		var cur weisList
		first := true
		for sub := q; ; sub = (sub - 1) & q {
			var used CardSet
			pts := 0
			for v := sub; v != 0; v &= v - 1 {
				rk := Rank(bits.TrailingZeros16(v))
				used |= RankMask(rk)
				pts += quartetPoints(rk, cfg.lowQuartets)
			}
			free := hand &^ used
			for su := uint(0); su < NumSuits; su++ {
				held := uint16(hand>>(su*NumRanks)) & (1<<NumRanks - 1)
				pts += suitRunPoints(held, uint16(free>>(su*NumRanks))&(1<<NumRanks-1), longest, cfg.small)
			}
			switch {
			case first || pts > best.pts:
				best.fill(sub, hand, free, longest, cfg)
				first = false
			case pts == best.pts:
				cur.fill(sub, hand, free, longest, cfg)
				if cur.better(&best, cfg) {
					best = cur
				}
			}
			if sub == 0 {
				break
			}
		}
	}
	if best.n == 0 {
		return nil
	}
	out := make([]Weis, best.n)
	copy(out, best.w[:best.n])
	return out
}

// Declaration is a Weis declared by a seat.
type Declaration struct {
	Seat int
	Weis Weis
}

// WeisWinner decides which team scores Weis (§4.3): each team's best single Weis is compared by
// §4.4 (positions in playing order from leader, the seat that leads trick 1) and the team with the
// better one scores all Weis of both partners. Teams are seats {0, 2} = team 0 and {1, 3} = team 1.
// It returns the team, or -1 when nobody declared a Weis that counts, and the points per team
// before the multiplier (at most one non-zero). Declarations from seats outside 0..players-1 and
// Weis worth no points under r are ignored; validating them is the caller's job.
func WeisWinner(decls []Declaration, leader, players int, m Mode, r Rules) (team int, points [2]int) {
	cfg := configOf(&r, m)
	if players <= 0 || cfg.off {
		return -1, points
	}
	var best [2]Weis
	var bestOrder [2]int
	var has [2]bool
	var total [2]int
	for _, d := range decls {
		pts := d.Weis.points(cfg)
		if d.Seat < 0 || d.Seat >= players || pts == 0 {
			continue
		}
		t := d.Seat % 2
		order := ((d.Seat-leader)%players + players) % players
		total[t] += pts
		if !has[t] || compareWeis(d.Weis, order, best[t], bestOrder[t], cfg) > 0 {
			best[t], bestOrder[t], has[t] = d.Weis, order, true
		}
	}
	switch {
	case !has[0] && !has[1]:
		return -1, points
	case !has[1]:
		team = 0
	case !has[0]:
		team = 1
	case compareWeis(best[0], bestOrder[0], best[1], bestOrder[1], cfg) > 0:
		team = 0
	default:
		team = 1
	}
	points[team] = total[team]
	return team, points
}
