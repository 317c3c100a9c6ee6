package board

import "github.com/jasstafel/jasstafel/tally"

// View is how the halves of a Z-board are written (docs/RULES.md §12 boardView).
type View string

// The three views of §8.3 and §8.4.
const (
	// ViewAsWritten adds every deal as new strokes and keeps its remainder (§8.3).
	ViewAsWritten View = "asWritten"
	// ViewNormalised draws each half afresh from its total, fewest strokes (§8.4).
	ViewNormalised View = "normalised"
	// ViewDigits shows only the total as one number; there is no Z.
	ViewDigits View = "digits"
)

// StrokeKind says what a stroke stands for, so that the renderer can style closers and the
// frame differently and a reader can tell a board's worth from its strokes alone.
type StrokeKind uint8

// The stroke kinds of §8.1. Frame is last so that a forgotten Kind never draws as the Z.
const (
	Hundred       StrokeKind = iota // a cross stroke on the top bar: 100
	HundredCloser                   // the 5th top stroke, slanting through four: completes 500
	Fifty                           // a slash across the diagonal: 50; two at one place form an X
	Twenty                          // a cross stroke on the bottom bar: 20
	TwentyCloser                    // the 5th bottom stroke, slanting through four: completes 100
	Frame                           // a line of the Z itself
)

var kindNames = [...]string{"hundred", "hundredCloser", "fifty", "twenty", "twentyCloser", "frame"}

// String is the kind's name as used in golden files.
func (k StrokeKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "?"
}

// Value is what one stroke of the kind adds when the board is read (§8.2): a closer counts as
// one stroke of its group.
func (k StrokeKind) Value() int {
	switch k {
	case Hundred, HundredCloser:
		return 100
	case Fifty:
		return 50
	case Twenty, TwentyCloser:
		return 20
	}
	return 0
}

// Stroke is one chalk stroke in unit coordinates of a team's half: x to the right 0..1,
// y downward 0..1, in the half's own orientation (the renderer rotates the upper half by 180°).
type Stroke struct {
	X1, Y1, X2, Y2 float64
	Kind           StrokeKind
}

// Point is a position in a half's unit square.
type Point struct{ X, Y float64 }

// Half is one team's half of the board: the counts a reader sees, the strokes to draw and the
// numbers of the right area with where to write them.
type Half struct {
	Team     int
	Total    int   // what the half is worth read by §8.2; equals the team's total
	Hundreds int   // strokes on the top bar (a closer counts as one stroke)
	Fifties  int   // slashes on the diagonal; two crossing make an X
	Twenties int   // strokes on the bottom bar
	Numbers  []int // remainders in the right area, in writing order (may be negative)
	// Anchors[i] is the centre of Numbers[i]; NumberSize the height of its digits. Numbers are
	// text, not strokes, so the renderer sets them in its own font.
	Anchors    []Point
	NumberSize float64
	Strokes    []Stroke  // everything to draw but the Z: top bar, then diagonal, then bottom bar, each in writing order
	Z          [3]Stroke // top bar, diagonal, bottom bar; zero in the digits view, which has no Z
}

// NumberAnchor is the centre of Numbers[i] (the same as Anchors[i]).
func (h Half) NumberAnchor(i int) (x, y float64) {
	return h.Anchors[i].X, h.Anchors[i].Y
}

// ZBoard is a whole Schieber board: the lower half is the one seen upright from the writer's
// side, the upper half is drawn rotated by 180° for the team across the table (§8.1).
type ZBoard struct {
	Lower, Upper Half
	Target       int
	View         View
}

// AsWritten draws a half as the table writes it deal by deal (§8.3): each score p ≥ 0 adds
// p div 100 top strokes, one slash if the rest is ≥ 50, then twenties, and its remainder 1..19 as a
// number. Nothing already written moves while the bars have room, so the board grows like chalk.
//
// A negative score (a correction, a negative Coiffeur cell) cannot be written as strokes, which
// only add; it is written as a negative number in the right area, as hand-written boards do (§8.2).
// With merged the right area keeps one running number: every remainder and negative score is
// added to it, and whenever it reaches 20 one bottom stroke is drawn and 20 taken off.
func AsWritten(scores []int, merged bool) Half {
	var hundreds, fifties, twenties, carry int
	var numbers []int
	if !merged {
		numbers = make([]int, 0, len(scores))
	}
	for _, p := range scores {
		if p < 0 {
			if merged {
				carry += p
			} else {
				numbers = append(numbers, p)
			}
			continue
		}
		h, f, t, n := split(p)
		hundreds += h
		fifties += f
		twenties += t
		switch {
		case merged:
			carry += n
			for carry >= 20 {
				twenties++
				carry -= 20
			}
		case n > 0:
			numbers = append(numbers, n)
		}
	}
	switch {
	case merged && carry != 0:
		numbers = []int{carry}
	case len(numbers) == 0:
		numbers = nil // one shape for "no numbers", whatever the view
	}
	return draw(hundreds, fifties, twenties, numbers)
}

// Normalised draws a half afresh from its total (§8.4): total div 100 hundreds, one slash for a
// rest ≥ 50, up to two twenties and one number 1..19 (none for 0). A negative total has no
// strokes and is written as one negative number.
func Normalised(total int) Half {
	if total < 0 {
		return draw(0, 0, 0, []int{total})
	}
	h, f, t, n := split(total)
	var numbers []int
	if n > 0 {
		numbers = []int{n}
	}
	return draw(h, f, t, numbers)
}

// Summed is the half with its numbers written as one, their sum, in the middle of the right
// area: what a reader counts is the same. A board too small for its list of remainders (a
// phone's) writes them so. aspect is the half's width over its height, so that the number is
// as large as the right area holds for three digits; a lone number moves there too.
func (h Half) Summed(aspect float64) Half {
	if len(h.Numbers) == 0 {
		return h
	}
	s := h
	s.Numbers = []int{sum(h.Numbers)}
	s.Anchors = []Point{{(numLeft + numRight) / 2, (numTop + numBottom) / 2}}
	s.NumberSize = min((numBottom-numTop)/2, (numRight-numLeft)*aspect/2)
	return s
}

// Digits is the half of the digits view: the total as one large number in the middle.
func Digits(total int) Half {
	return Half{
		Total:      total,
		Numbers:    []int{total},
		Anchors:    []Point{{0.5, 0.5}},
		NumberSize: digitsSize,
	}
}

// split is the arithmetic of §8.3 for one p ≥ 0.
func split(p int) (hundreds, fifty, twenties, rest int) {
	hundreds, r := p/100, p%100
	if r >= 50 {
		fifty, r = 1, r-50
	}
	return hundreds, fifty, r / 20, r % 20
}

// Read is what a person reading the board counts (§8.2): 100 per top stroke, 50 per slash,
// 20 per bottom stroke, plus every number. It reads the strokes as drawn, not the count fields,
// so that a board whose drawing disagrees with its counts reads wrong and is caught.
func Read(h Half) int {
	sum := 0
	for _, s := range h.Strokes {
		sum += s.Kind.Value()
	}
	for _, n := range h.Numbers {
		sum += n
	}
	return sum
}

// HalfFor draws one team's list of written scores in the given view. An unknown view is taken
// as asWritten, the default of §12.
func HalfFor(scores []int, view View, merged bool) Half {
	switch view {
	case ViewNormalised:
		return Normalised(sum(scores))
	case ViewDigits:
		return Digits(sum(scores))
	}
	return AsWritten(scores, merged)
}

// FromScores draws a board from each team's written scores in order; lowerTeam (0 or 1) owns
// the lower half. It serves Schieber and any sheet that wants to be shown as a Z-board.
func FromScores(scores [2][]int, lowerTeam, target int, view View, merged bool) ZBoard {
	lowerTeam &= 1
	if view != ViewNormalised && view != ViewDigits {
		view = ViewAsWritten
	}
	lo := HalfFor(scores[lowerTeam], view, merged)
	up := HalfFor(scores[1-lowerTeam], view, merged)
	lo.Team, up.Team = lowerTeam, 1-lowerTeam
	return ZBoard{Lower: lo, Upper: up, Target: target, View: view}
}

// Schieber draws the board of a Schieber game: per team the deal scores in order, plus the
// Berg premium (berg=points100) as its own 100 written right after the deal that earned it. An
// empty view means the game's r.BoardView. Each half's Total equals st.Totals of its team.
func Schieber(st tally.SchieberState, r tally.Rules, view View) ZBoard {
	if view == "" {
		view = View(r.BoardView)
	}
	return FromScores(SchieberScores(st, r), r.BoardLowerTeam, r.Target, view, r.Remainders == "merged")
}

// SchieberScores is what each team has written, in order: its deal scores and, with
// berg=points100, the premium of 100 after the deal in which the Berg team passed half the target.
func SchieberScores(st tally.SchieberState, r tally.Rules) [2][]int {
	var out [2][]int
	bergAt := -1
	if r.Berg == "points100" && (st.Berg == 0 || st.Berg == 1) {
		bergAt = len(st.Scores) - 1 // fallback: the premium is in the totals, so it must be written
		run := 0
		for i, sc := range st.Scores {
			run += sc.Score[st.Berg]
			if run >= r.Target/2 {
				bergAt = i
				break
			}
		}
	}
	for t := range 2 {
		out[t] = make([]int, 0, len(st.Scores)+1)
		for i, sc := range st.Scores {
			out[t] = append(out[t], sc.Score[t])
			if i == bergAt && t == st.Berg {
				out[t] = append(out[t], 100)
			}
		}
	}
	return out
}

func sum(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}
