package entry

import (
	"encoding/json"
	"fmt"

	"github.com/jasstafel/jasstafel/tally"
)

// Run lengths a player can declare (§4.1).
const (
	MinRun = 3
	MaxRun = tally.NumRanks
)

// MaxDeclared bounds the Weis of one deal: a table declares a few, and the screen keeps a slot
// for each.
const MaxDeclared = 8

// DeclaredWeis is one Weis as it is said at the table: "a run of four in Rosen up to the Ober"
// or "four Unders", by one seat. It is stored as said; Cards turns it into the cards shown.
type DeclaredWeis struct {
	Seat int            `json:"seat"`
	Kind tally.WeisKind `json:"kind"`
	Suit tally.Suit     `json:"suit,omitempty"` // runs only
	Top  tally.Rank     `json:"top"`            // the run's top card, the quartet's rank
	Len  int            `json:"len,omitempty"`  // runs only
}

// Run declares a run of n cards of suit su up to top.
func Run(seat int, su tally.Suit, top tally.Rank, n int) DeclaredWeis {
	return DeclaredWeis{Seat: seat, Kind: tally.WeisRun, Suit: su, Top: top, Len: n}
}

// Quartet declares four cards of rank rk.
func Quartet(seat int, rk tally.Rank) DeclaredWeis {
	return DeclaredWeis{Seat: seat, Kind: tally.WeisQuartet, Top: rk}
}

// Cards are the cards the declaration shows, in natural order; nil when it names none (a run
// that would start below the 6).
func (d DeclaredWeis) Cards() []tally.Card {
	if d.Kind == tally.WeisQuartet {
		if d.Top >= tally.NumRanks {
			return nil
		}
		out := make([]tally.Card, 0, tally.NumSuits)
		for su := tally.Suit(0); su < tally.NumSuits; su++ {
			out = append(out, tally.NewCard(su, d.Top))
		}
		return out
	}
	lo := int(d.Top) - d.Len + 1
	if d.Len < 1 || lo < 0 || d.Top >= tally.NumRanks || d.Suit >= tally.NumSuits {
		return nil
	}
	out := make([]tally.Card, 0, d.Len)
	for r := lo; r <= int(d.Top); r++ {
		out = append(out, tally.NewCard(d.Suit, tally.Rank(r)))
	}
	return out
}

// Weis is the engine's form of the declaration, or why the engine refuses it.
func (d DeclaredWeis) Weis(r tally.Rules) (tally.Weis, error) {
	return tally.ParseWeis(d.Cards(), r)
}

// FromWeis is the declaration of an engine Weis by seat.
func FromWeis(seat int, w tally.Weis) DeclaredWeis {
	if w.Kind == tally.WeisQuartet {
		return Quartet(seat, w.Top)
	}
	return Run(seat, w.Suit, w.Top, w.Len)
}

// Refusal says why a declaration is not taken; the screen says it in the players' language.
type Refusal int

// The reasons a declaration is refused.
const (
	RefuseWeisOff     Refusal = iota + 1 // the rules count no Weis
	RefuseSeat                           // no such player
	RefuseRunLength                      // a run is 3 to 9 cards
	RefuseRunTop                         // the top card is too low for the length (4-run up to the 7)
	RefuseLowQuartet                     // four 6, 7 or 8 with lowQuartets off
	RefuseCardTaken                      // a card is already in another player's Weis
	RefuseOverlap                        // shares a card with the same player's Weis (§4.2)
	RefuseOneSequence                    // touches the same player's run of the suit: one sequence, one run
	RefuseTooMany                        // more Weis than one deal takes, or than nine cards hold
	RefuseUnknown                        // the engine refuses it for another reason
)

// DeclError is a refused declaration with what the screen needs to name it.
type DeclError struct {
	Reason Refusal
	Other  int        // the seat whose Weis is in the way, for RefuseCardTaken
	Card   tally.Card // the card in the way, for RefuseCardTaken and RefuseOverlap
	Detail string     // the engine's own words, for RefuseUnknown
}

func (e *DeclError) Error() string {
	switch e.Reason {
	case RefuseWeisOff:
		return "no Weis count under these rules"
	case RefuseSeat:
		return "no such player"
	case RefuseRunLength:
		return fmt.Sprintf("a run has %d to %d cards", MinRun, MaxRun)
	case RefuseRunTop:
		return "the top card is too low for a run that long"
	case RefuseLowQuartet:
		return "four 6, 7 or 8 do not count under these rules"
	case RefuseCardTaken:
		return fmt.Sprintf("%s is already in the Weis of seat %d", e.Card, e.Other)
	case RefuseOverlap:
		return fmt.Sprintf("%s is already in another Weis of this player", e.Card)
	case RefuseOneSequence:
		return "one unbroken sequence is one run: declare it as one longer run"
	case RefuseTooMany:
		return "too many Weis for one deal"
	}
	return "not a Weis: " + e.Detail
}

// Check tells whether d can join the declarations list of a deal with four players: a valid
// Weis (§4.1) whose cards no other player shows and that the player can hold beside the Weis he
// already declared (§4.2; one unbroken sequence is one run).
func Check(list []DeclaredWeis, d DeclaredWeis, r tally.Rules) error {
	if r.Weis == tally.WeisOff {
		return &DeclError{Reason: RefuseWeisOff}
	}
	if d.Seat < 0 || d.Seat > 3 {
		return &DeclError{Reason: RefuseSeat}
	}
	switch d.Kind {
	case tally.WeisRun:
		if d.Len < MinRun || d.Len > MaxRun || d.Suit >= tally.NumSuits || d.Top >= tally.NumRanks {
			return &DeclError{Reason: RefuseRunLength}
		}
		if int(d.Top)+1 < d.Len {
			return &DeclError{Reason: RefuseRunTop}
		}
	case tally.WeisQuartet:
		if d.Top >= tally.NumRanks {
			return &DeclError{Reason: RefuseUnknown, Detail: "no such rank"}
		}
		if !r.LowQuartets && d.Top <= tally.Eight {
			return &DeclError{Reason: RefuseLowQuartet}
		}
	default:
		return &DeclError{Reason: RefuseUnknown, Detail: "unknown kind"}
	}
	w, err := d.Weis(r)
	if err != nil {
		return &DeclError{Reason: RefuseUnknown, Detail: err.Error()}
	}
	if len(list) >= MaxDeclared {
		return &DeclError{Reason: RefuseTooMany}
	}
	held := w.Cards
	for _, o := range list {
		ow, err := o.Weis(r)
		if err != nil {
			continue
		}
		shared := ow.Cards & w.Cards
		if o.Seat != d.Seat {
			if shared != 0 {
				return &DeclError{Reason: RefuseCardTaken, Other: o.Seat, Card: shared.First()}
			}
			continue
		}
		held |= ow.Cards
		// Runs that meet end to end get the more helpful word: say them as one longer run.
		if touching(ow, w) {
			return &DeclError{Reason: RefuseOneSequence}
		}
		if tally.WeisOverlap(ow, w, r) {
			return &DeclError{Reason: RefuseOverlap, Card: shared.First()}
		}
	}
	if held.Len() > tally.NumRanks {
		return &DeclError{Reason: RefuseTooMany}
	}
	return nil
}

// touching reports whether two runs of one suit meet end to end, so that the player holds
// them as one unbroken sequence.
func touching(a, b tally.Weis) bool {
	if a.Kind != tally.WeisRun || b.Kind != tally.WeisRun || a.Suit != b.Suit {
		return false
	}
	aLo, bLo := int(a.Top)-a.Len+1, int(b.Top)-b.Len+1
	return int(a.Top)+1 == bLo || int(b.Top)+1 == aLo
}

// Declarations are the declared Weis of one deal, in the order they were said. It is a value of
// fixed size, so that an entry stays comparable and a copy never shares its list.
type Declarations struct {
	n    int
	list [MaxDeclared]DeclaredWeis
}

// DeclarationsOf holds the first declarations of list that fit, unchecked (see Add).
func DeclarationsOf(list ...DeclaredWeis) Declarations {
	var d Declarations
	for _, w := range list {
		if d.n == MaxDeclared {
			break
		}
		d.list[d.n] = w
		d.n++
	}
	return d
}

// Len is the number of declarations.
func (d Declarations) Len() int { return d.n }

// List is a copy of the declarations.
func (d Declarations) List() []DeclaredWeis { return append([]DeclaredWeis(nil), d.list[:d.n]...) }

// Add appends w when Check takes it, else returns why not and changes nothing.
func (d *Declarations) Add(w DeclaredWeis, r tally.Rules) error {
	if err := Check(d.list[:d.n], w, r); err != nil {
		return err
	}
	d.list[d.n] = w
	d.n++
	return nil
}

// Remove takes back declaration i.
func (d *Declarations) Remove(i int) {
	if i < 0 || i >= d.n {
		return
	}
	copy(d.list[i:], d.list[i+1:d.n])
	d.n--
	d.list[d.n] = DeclaredWeis{}
}

// Decide is the engine's verdict on the declarations (see Decide).
func (d Declarations) Decide(vorhand int, m tally.Mode, r tally.Rules) Verdict {
	return Decide(d.list[:d.n], vorhand, m, r)
}

// MarshalJSON writes the declarations as a list.
func (d Declarations) MarshalJSON() ([]byte, error) { return json.Marshal(d.list[:d.n]) }

// UnmarshalJSON reads a list; declarations that name no cards or no seat are dropped, so that
// a damaged draft cannot bring back a Weis nobody declared.
func (d *Declarations) UnmarshalJSON(b []byte) error {
	var list []DeclaredWeis
	if err := json.Unmarshal(b, &list); err != nil {
		return err
	}
	*d = Declarations{}
	for _, w := range list {
		if w.Seat >= 0 && w.Seat <= 3 && w.Cards() != nil && d.n < MaxDeclared {
			d.list[d.n] = w
			d.n++
		}
	}
	return nil
}

// Criterion is the step of §4.4 that decided between the two teams' best Weis.
type Criterion int

// The steps of §4.4, in the order the engine applies them.
const (
	ByNothing      Criterion = iota // nobody declared a Weis that counts
	ByAlone                         // only one team declared
	ByPoints                        // worth more
	ByQuartetFirst                  // same value, quartetFirst: four of a kind before a run
	ByLength                        // same value: more cards
	ByTopCard                       // same length: higher top card in natural order
	ByLowTopCard                    // same length, Undenufe: lower top card
	ByTrump                         // same run: a trump run before a plain one
	ByOrder                         // all equal: the player who comes first from the leader
)

// Verdict is the engine's decision on the declared Weis of a deal: which team writes, how much,
// and why, as data the screen turns into a sentence.
type Verdict struct {
	Team   int    // the team that writes its Weis, or -1
	Points [2]int // per team, before the multiplier; only Team's is non-zero
	// Winner and Loser index the deciding declarations in the list: the best Weis of the
	// writing team and of the other team (-1 when that team declared none).
	Winner, Loser int
	By            Criterion
}

// Decide asks the engine which team writes the declared Weis of a deal in which vorhand leads
// trick 1, scored in mode m (§4.3, §4.4). Declarations the engine refuses count for nothing.
func Decide(list []DeclaredWeis, vorhand int, m tally.Mode, r tally.Rules) Verdict {
	v := Verdict{Team: -1, Winner: -1, Loser: -1}
	decls := make([]tally.Declaration, 0, len(list))
	index := make([]int, 0, len(list))
	for i, d := range list {
		w, err := d.Weis(r)
		if err != nil || w.Points(r) == 0 || d.Seat < 0 || d.Seat > 3 {
			continue
		}
		decls = append(decls, tally.Declaration{Seat: d.Seat, Weis: w})
		index = append(index, i)
	}
	v.Team, v.Points = tally.WeisWinner(decls, vorhand, 4, m, r)
	if v.Team < 0 {
		return v
	}
	order := func(seat int) int { return (seat - vorhand + 4) % 4 }
	best := [2]int{-1, -1}
	for j, d := range decls {
		t := tally.Team(d.Seat)
		if b := best[t]; b < 0 || tally.CompareWeis(d.Weis, order(d.Seat), decls[b].Weis, order(decls[b].Seat), m, r) > 0 {
			best[t] = j
		}
	}
	w, l := best[v.Team], best[1-v.Team]
	v.Winner = index[w]
	if l < 0 {
		v.By = ByAlone
		return v
	}
	v.Loser = index[l]
	v.By = criterion(decls[w].Weis, decls[l].Weis, m, r)
	return v
}

// criterion names the first step of §4.4 at which a and b differ, in the engine's order.
func criterion(a, b tally.Weis, m tally.Mode, r tally.Rules) Criterion {
	switch {
	case a.Points(r) != b.Points(r):
		return ByPoints
	case r.WeisTieBreak == tally.TieQuartetFirst && a.Kind != b.Kind:
		return ByQuartetFirst
	case a.Len != b.Len:
		return ByLength
	case a.Top != b.Top && m == tally.Undenufe:
		return ByLowTopCard
	case a.Top != b.Top:
		return ByTopCard
	}
	if t, ok := m.Trump(); ok {
		at := a.Kind == tally.WeisRun && a.Suit == t
		bt := b.Kind == tally.WeisRun && b.Suit == t
		if at != bt {
			return ByTrump
		}
	}
	return ByOrder
}
