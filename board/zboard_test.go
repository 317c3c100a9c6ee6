package board

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/jasstafel/jasstafel/tally"
)

// want is what a reader counts on a half.
type want struct {
	hundreds, fifties, twenties int
	numbers                     []int
}

func checkHalf(t *testing.T, what string, h Half, total int, w want) {
	t.Helper()
	if h.Hundreds != w.hundreds || h.Fifties != w.fifties || h.Twenties != w.twenties || !slices.Equal(h.Numbers, w.numbers) {
		t.Errorf("%s: %d×100, %d×50, %d×20, numbers %v; want %d, %d, %d, %v",
			what, h.Hundreds, h.Fifties, h.Twenties, h.Numbers, w.hundreds, w.fifties, w.twenties, w.numbers)
	}
	if h.Total != total || Read(h) != total {
		t.Errorf("%s: total %d, read %d; want %d", what, h.Total, Read(h), total)
	}
	checkDrawing(t, what, h)
}

// closedGroups counts the closers of a bar, one per complete group of five.
func closedGroups(h Half, closer StrokeKind) int {
	n := 0
	for _, s := range h.Strokes {
		if s.Kind == closer {
			n++
		}
	}
	return n
}

// TV-6: the seed deal scored by the engine, 556 and 98, on one board; as written = normalised.
func TestTV6Board(t *testing.T) {
	r := rules(t, tally.Schieber, "seed", nil)
	st := tally.ReplaySchieber(r, []tally.SchieberDeal{tv6Deal(t)})
	if len(st.Violations) > 0 || st.Totals != [2]int{556, 98} {
		t.Fatalf("TV-6 replay: totals %v, violations %v", st.Totals, st.Violations)
	}
	zb := Schieber(st, r, "")
	if zb.View != ViewAsWritten || zb.Target != 2500 || zb.Lower.Team != 0 || zb.Upper.Team != 1 {
		t.Fatalf("view %q target %d teams %d/%d", zb.View, zb.Target, zb.Lower.Team, zb.Upper.Team)
	}
	checkHalf(t, "team 0", zb.Lower, 556, want{5, 1, 0, []int{6}})
	checkHalf(t, "team 1", zb.Upper, 98, want{0, 1, 2, []int{8}})
	if g := closedGroups(zb.Lower, HundredCloser); g != 1 {
		t.Errorf("556: %d closed 500 groups, want 1", g)
	}
	norm := Schieber(st, r, ViewNormalised)
	if !reflect.DeepEqual(norm.Lower, zb.Lower) || !reflect.DeepEqual(norm.Upper, zb.Upper) {
		t.Errorf("one deal: normalised differs from as written")
	}
	goldenBoard(t, "tv6-seed", "TV-6: one seed deal, trump C: 556 and 98", zb)
}

// TV-13: two deals as written (list and merged), the merged number carrying into a twenty, and
// the normalised halves of 274 and 1237.
func TestTV13Board(t *testing.T) {
	list := AsWritten([]int{178, 96}, false)
	checkHalf(t, "178, 96 list", list, 274, want{1, 2, 3, []int{8, 6}})
	if describeSlashes(slashesOf(list)) != "X" {
		t.Errorf("178, 96: the two slashes do not cross as an X")
	}
	merged := AsWritten([]int{178, 96}, true)
	checkHalf(t, "178, 96 merged", merged, 274, want{1, 2, 3, []int{14}})
	carry := AsWritten([]int{178, 96, 17}, true)
	checkHalf(t, "178, 96, 17 merged", carry, 291, want{1, 2, 4, []int{11}})
	exact := AsWritten([]int{178, 12}, true)
	checkHalf(t, "178, 12 merged (20 exactly)", exact, 190, want{1, 1, 2, nil})
	n274 := Normalised(274)
	checkHalf(t, "normalised 274", n274, 274, want{2, 1, 1, []int{4}})
	n1237 := Normalised(1237)
	checkHalf(t, "normalised 1237", n1237, 1237, want{12, 0, 1, []int{17}})
	if g := closedGroups(n1237, HundredCloser); g != 2 {
		t.Errorf("1237: %d closed 500 groups, want 2", g)
	}
	goldenHalves(t, "tv13", "TV-13: as written vs normalised",
		[]string{"178+96 list", "178+96 merged", "178+96+17 merged", "178+12 merged", "normalised 274", "normalised 1237"},
		[]Half{list, merged, carry, exact, n274, n1237})
}

func slashesOf(h Half) []Stroke {
	_, d, _ := splitStrokes(h.Strokes)
	return d
}

// TV-19: the KO board, lower 2518 and upper 1347, as written from deals and normalised.
func TestTV19Board(t *testing.T) {
	zb := FromScores([2][]int{tv19Lower, tv19Upper}, 0, 2500, ViewAsWritten, false)
	checkHalf(t, "lower", zb.Lower, 2518, want{19, 5, 18, []int{6, 3, -1}})
	checkHalf(t, "upper", zb.Upper, 1347, want{8, 6, 12, []int{7}})
	for _, c := range []struct {
		h                    Half
		top, bottom, diagram string
	}{
		{zb.Lower, "||||/ ||||/ ||||/ ||||", "||||/ ||||/ ||||/ |||", "X X /"},
		{zb.Upper, "||||/ |||", "||||/ ||||/ ||", "X X X"},
	} {
		top, diag, bottom := splitStrokes(c.h.Strokes)
		if got := groupsText(top); got != c.top {
			t.Errorf("team %d top %q, want %q", c.h.Team, got, c.top)
		}
		if got := groupsText(bottom); got != c.bottom {
			t.Errorf("team %d bottom %q, want %q", c.h.Team, got, c.bottom)
		}
		if got := describeSlashes(diag); got != c.diagram {
			t.Errorf("team %d diagonal %q, want %q", c.h.Team, got, c.diagram)
		}
	}
	goldenBoard(t, "tv19", "TV-19: the KO board, from deals 546 493 290 390 140 90 190 240 140 and a correction of -1; 157 190 190 290 290 190 40", zb)

	nb := FromScores([2][]int{tv19Lower, tv19Upper}, 0, 2500, ViewNormalised, false)
	checkHalf(t, "lower normalised", nb.Lower, 2518, want{25, 0, 0, []int{18}})
	checkHalf(t, "upper normalised", nb.Upper, 1347, want{13, 0, 2, []int{7}})
	if g := closedGroups(nb.Lower, HundredCloser); g != 5 {
		t.Errorf("2518 normalised: %d closed groups, want 5", g)
	}
	goldenBoard(t, "tv19-normalised", "TV-19 normalised: 2518 and 1347", nb)
}

func groupsText(ss []Stroke) string {
	s := ""
	for _, st := range ss {
		if st.Kind == HundredCloser || st.Kind == TwentyCloser {
			s += "/ "
		} else {
			s += "|"
		}
	}
	if len(s) > 0 && s[len(s)-1] == ' ' {
		s = s[:len(s)-1]
	}
	return s
}

// A board to 5000 and beyond wraps the hundreds into the rows beside the diagonal; the digits
// view writes the total only.
func TestWrappedAndDigits(t *testing.T) {
	big := Normalised(5037)
	checkHalf(t, "normalised 5037", big, 5037, want{50, 0, 1, []int{17}})
	top, _, _ := splitStrokes(big.Strokes)
	rows := map[int]int{}
	for _, s := range top {
		rows[barRow(s, zTop)]++
	}
	if len(rows) < 2 {
		t.Errorf("50 hundreds in %d row(s); the bar holds 25, so they must wrap", len(rows))
	}
	d := Digits(2518)
	if Read(d) != 2518 || len(d.Strokes) != 0 || d.Z != zeroZ || !slices.Equal(d.Numbers, []int{2518}) {
		t.Errorf("digits: %+v", d)
	}
	goldenHalves(t, "wrapped-digits", "5037 normalised (wrapped rows); the digits view of 2518",
		[]string{"normalised 5037", "digits 2518"}, []Half{big, Digits(2518)})
}

// The Schieber board honours boardLowerTeam, remainders, boardView and the Berg premium.
func TestSchieberSettings(t *testing.T) {
	r := rules(t, tally.Schieber, "simple", func(r *tally.Rules) {
		r.BoardLowerTeam, r.Remainders, r.BoardView, r.Berg = 1, "merged", "normalised", "points100"
	})
	deals := []tally.SchieberDeal{
		pointsDeal(t, "D", 0, [2]int{118, 39}),
		pointsDeal(t, "H", 1, [2]int{30, 127}),
		pointsDeal(t, "S", 2, [2]int{140, 17}),
		pointsDeal(t, "C", 3, [2]int{120, 37}), // team 0: 118+140+120 = 378 < 500
		pointsDeal(t, "D", 0, [2]int{133, 24}), // team 0 passes 500: Berg, +100 after this deal
		pointsDeal(t, "H", 1, [2]int{66, 91}),
	}
	st := tally.ReplaySchieber(r, deals)
	if st.Berg != 0 || len(st.Violations) > 0 {
		t.Fatalf("berg %d, violations %v", st.Berg, st.Violations)
	}
	scores := SchieberScores(st, r)
	if want := []int{118, 30, 140, 120, 133, 100, 66}; !slices.Equal(scores[0], want) {
		t.Errorf("team 0 writes %v, want %v", scores[0], want)
	}
	if want := []int{39, 127, 17, 37, 24, 91}; !slices.Equal(scores[1], want) {
		t.Errorf("team 1 writes %v, want %v", scores[1], want)
	}
	zb := Schieber(st, r, "")
	if zb.View != ViewNormalised || zb.Lower.Team != 1 || zb.Upper.Team != 0 || zb.Target != 1000 {
		t.Fatalf("view %q lower %d upper %d target %d", zb.View, zb.Lower.Team, zb.Upper.Team, zb.Target)
	}
	if zb.Lower.Total != st.Totals[1] || zb.Upper.Total != st.Totals[0] {
		t.Errorf("totals %d/%d, engine %v", zb.Lower.Total, zb.Upper.Total, st.Totals)
	}
	aw := Schieber(st, r, ViewAsWritten)
	// merged: team 0's remainders 18 (118), 10 (30), 13 (133), 16 (66) = 57 → two carried
	// twenties on top of the five of the splits, number 17.
	checkHalf(t, "team 0 as written, merged", aw.Upper, st.Totals[0], want{5, 1, 7, []int{17}})
	if dg := Schieber(st, r, ViewDigits); !slices.Equal(dg.Lower.Numbers, []int{st.Totals[1]}) {
		t.Errorf("digits lower %v", dg.Lower.Numbers)
	}
	if unknown := FromScores(scores, 0, 1000, "chalk", false); unknown.View != ViewAsWritten {
		t.Errorf("an unknown view gives %q, want asWritten", unknown.View)
	}
}

// The Berg premium is written for the team that took it, team 1 here, right after the deal in
// which it reached half the target exactly (500 of 1000).
func TestSchieberBergExactlyHalfByTeamOne(t *testing.T) {
	r := rules(t, tally.Schieber, "simple", func(r *tally.Rules) { r.Berg = "points100" })
	deals := []tally.SchieberDeal{
		pointsDeal(t, "D", 0, [2]int{30, 127}),
		pointsDeal(t, "H", 1, [2]int{27, 130}),
		pointsDeal(t, "S", 2, [2]int{40, 117}),
		pointsDeal(t, "C", 3, [2]int{31, 126}), // team 1: 500, half the target
		pointsDeal(t, "D", 0, [2]int{100, 57}),
	}
	st := tally.ReplaySchieber(r, deals)
	if st.Berg != 1 || len(st.Violations) > 0 || r.Target != 1000 {
		t.Fatalf("berg %d, target %d, violations %v", st.Berg, r.Target, st.Violations)
	}
	scores := SchieberScores(st, r)
	if want := []int{127, 130, 117, 126, 100, 57}; !slices.Equal(scores[1], want) {
		t.Errorf("team 1 writes %v, want %v", scores[1], want)
	}
	if want := []int{30, 27, 40, 31, 100}; !slices.Equal(scores[0], want) {
		t.Errorf("team 0 writes %v, want %v", scores[0], want)
	}
}

// oracle is the §8.3 algorithm written out plainly, to check AsWritten against.
func oracle(scores []int, merged bool) want {
	var w want
	carry := 0
	for _, p := range scores {
		if p < 0 {
			if merged {
				carry += p
			} else {
				w.numbers = append(w.numbers, p)
			}
			continue
		}
		w.hundreds += p / 100
		r := p % 100
		if r >= 50 {
			w.fifties++
			r -= 50
		}
		w.twenties += r / 20
		if merged {
			carry += r % 20
			if carry >= 20 {
				w.twenties++
				carry -= 20
			}
		} else if r%20 > 0 {
			w.numbers = append(w.numbers, r%20)
		}
	}
	if merged && carry != 0 {
		w.numbers = []int{carry}
	}
	return w
}

// randomScores is a game's worth of deal scores: mostly ordinary deals, some big multiplied
// ones, zeros and now and then a correction.
func randomScores(rng *rand.Rand, n int) []int {
	out := make([]int, n)
	for i := range out {
		switch k := rng.IntN(20); {
		case k == 0:
			out[i] = -rng.IntN(60) - 1
		case k == 1:
			out[i] = 0
		case k < 4:
			out[i] = rng.IntN(1800)
		default:
			out[i] = rng.IntN(258)
		}
	}
	return out
}

func TestAsWrittenProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 3000 {
		scores := randomScores(rng, rng.IntN(45))
		for _, merged := range []bool{false, true} {
			what := fmt.Sprintf("case %d merged=%v %v", i, merged, scores)
			h := AsWritten(scores, merged)
			w := oracle(scores, merged)
			if h.Hundreds != w.hundreds || h.Fifties != w.fifties || h.Twenties != w.twenties || !slices.Equal(h.Numbers, w.numbers) {
				t.Fatalf("%s: got %d/%d/%d %v, want %d/%d/%d %v", what, h.Hundreds, h.Fifties, h.Twenties, h.Numbers,
					w.hundreds, w.fifties, w.twenties, w.numbers)
			}
			if Read(h) != sum(scores) || h.Total != sum(scores) {
				t.Fatalf("%s: read %d total %d, sum %d", what, Read(h), h.Total, sum(scores))
			}
			checkDrawing(t, what, h)
			// Summed for a phone's board: one number, and the half reads the same.
			for _, aspect := range []float64{1, 4} {
				s := h.Summed(aspect)
				if Read(s) != sum(scores) || s.Total != sum(scores) || len(s.Numbers) > 1 || len(s.Numbers) < min(1, len(h.Numbers)) ||
					(len(h.Numbers) > 0 && s.NumberSize <= h.NumberSize) || !slices.Equal(s.Strokes, h.Strokes) {
					t.Fatalf("%s: summed at %v reads %d with numbers %v of size %.3f (the list's %.3f)", what, aspect, Read(s), s.Numbers, s.NumberSize, h.NumberSize)
				}
				if aspect == 1 {
					checkDrawing(t, what+" summed", s) // which takes a number's place as a square
				} else if len(s.Anchors) == 1 {
					// The place in x is NumberSize/aspect of the half's width.
					if a, r := s.Anchors[0], s.NumberSize/2; a.Y-r < numTop || a.Y+r > numBottom || a.X-r/aspect < numLeft || a.X+r/aspect > numRight {
						t.Fatalf("%s: the sum at %+v, size %.3f, leaves the right area", what, a, s.NumberSize)
					}
				}
			}
		}
	}
}

func TestNormalisedProperties(t *testing.T) {
	for total := -120; total <= 9000; total++ {
		h := Normalised(total)
		if Read(h) != total || h.Total != total {
			t.Fatalf("Normalised(%d) reads %d", total, Read(h))
		}
		if total >= 0 {
			w := want{total / 100, (total % 100) / 50, (total % 50) / 20, nil}
			if n := total % 50 % 20; n > 0 {
				w.numbers = []int{n}
			}
			if h.Hundreds != w.hundreds || h.Fifties != w.fifties || h.Twenties != w.twenties || !slices.Equal(h.Numbers, w.numbers) {
				t.Fatalf("Normalised(%d): %d/%d/%d %v, want %+v", total, h.Hundreds, h.Fifties, h.Twenties, h.Numbers, w)
			}
		} else if len(h.Strokes) != 0 || !slices.Equal(h.Numbers, []int{total}) {
			t.Fatalf("Normalised(%d): strokes %d numbers %v", total, len(h.Strokes), h.Numbers)
		}
		if total%7 == 0 {
			checkDrawing(t, fmt.Sprint("normalised ", total), h)
		}
	}
}

// Writing a deal only adds strokes while the bars have room: what was on the board stays put,
// stroke for stroke (the fifth of a group is a new closer, not a redrawn stroke).
func TestAsWrittenNothingRedrawn(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 500 {
		scores := randomScores(rng, 25)
		full := AsWritten(scores, false)
		if full.Hundreds > naturalBar(&topSpans) || full.Twenties > naturalBar(&bottomSpans) || full.Fifties > naturalSlashes() {
			continue // beyond natural size the bars tighten and everything moves, by design
		}
		ft, fd, fb := splitStrokes(full.Strokes)
		for k := range scores {
			pt, pd, pb := splitStrokes(AsWritten(scores[:k], false).Strokes)
			if !slices.Equal(pt, ft[:len(pt)]) || !slices.Equal(pd, fd[:len(pd)]) || !slices.Equal(pb, fb[:len(pb)]) {
				t.Fatalf("%v: writing deal %d moved earlier strokes", scores, k)
			}
		}
	}
}

// naturalBar is how many strokes a bar holds before its groups tighten.
func naturalBar(spans *[barRows]span) int {
	n := 0
	for _, s := range spans {
		n += 5 * groupsFit(s, groupPitch)
	}
	return n
}

// naturalSlashes is how many slashes the diagonal holds before they tighten.
func naturalSlashes() int {
	pairs := 1
	for float64(pairs)*slashPitch <= slashTo-slashFrom+1e-9 {
		pairs++
	}
	return 2 * pairs
}

// Any number of strokes stays inside the half and clear of the numbers: the test drives the
// bars and the diagonal far past a 5000 game.
func TestDrawingStaysInside(t *testing.T) {
	if naturalBar(&topSpans) < 45 || naturalBar(&bottomSpans) < 45 || naturalSlashes() < 14 {
		t.Errorf("natural room: top %d, bottom %d, slashes %d; want 45, 45 and 14 before anything tightens",
			naturalBar(&topSpans), naturalBar(&bottomSpans), naturalSlashes())
	}
	for _, n := range []int{0, 1, 4, 5, 6, 24, 25, 26, 45, 46, 50, 60, 99, 150, 400} {
		h := draw(n, n, n, make([]int, n%40))
		checkDrawing(t, fmt.Sprint(n, " of each"), h)
	}
}

// checkDrawing checks the geometry of a half: every stroke and number inside the unit square,
// the strokes matching the counts (a closer as every fifth of a bar), the bar strokes on their
// side of the diagonal and the groups of a row not overlapping, the numbers in the right area.
func checkDrawing(t *testing.T, what string, h Half) {
	t.Helper()
	in := func(v float64) bool { return v >= 0 && v <= 1 }
	for _, s := range append(slices.Clone(h.Strokes), h.Z[:]...) {
		if !in(s.X1) || !in(s.Y1) || !in(s.X2) || !in(s.Y2) {
			t.Fatalf("%s: stroke %+v leaves the half", what, s)
		}
	}
	top, diag, bottom := splitStrokes(h.Strokes)
	if len(top) != h.Hundreds || len(diag) != h.Fifties || len(bottom) != h.Twenties {
		t.Fatalf("%s: %d/%d/%d strokes for counts %d/%d/%d", what, len(top), len(diag), len(bottom), h.Hundreds, h.Fifties, h.Twenties)
	}
	for _, bar := range []struct {
		ss     []Stroke
		closer StrokeKind
		barY   float64
		left   bool // the bar's rows lie left of the diagonal
	}{{top, HundredCloser, zTop, true}, {bottom, TwentyCloser, zBottom, false}} {
		curRow, curMax := -1, 0.0
		for i, s := range bar.ss {
			if (s.Kind == bar.closer) != (i%5 == 4) {
				t.Fatalf("%s: bar stroke %d is %v", what, i, s.Kind)
			}
			for _, p := range [][2]float64{{s.X1, s.Y1}, {s.X2, s.Y2}} {
				if p[1] >= zTop && p[1] <= zBottom && (p[0] < diagX(p[1])) != bar.left {
					t.Fatalf("%s: bar stroke %d %+v is on the wrong side of the diagonal", what, i, s)
				}
			}
			// A group starts right of where the previous group of its row ends.
			if i%5 == 0 {
				row := barRow(s, bar.barY)
				if row == curRow && min(s.X1, s.X2) <= curMax {
					t.Fatalf("%s: group %d overlaps the one before it", what, i/5)
				}
				curRow, curMax = row, 0
			}
			curMax = max(curMax, s.X1, s.X2)
		}
	}
	for i, s := range diag {
		for j := range i {
			if x := crosses(s, diag[j]); x != (j == i-1 && i%2 == 1) {
				t.Fatalf("%s: slashes %d and %d cross: %v; only the two of an X should", what, j, i, x)
			}
		}
		for _, b := range append(slices.Clone(top), bottom...) {
			if crosses(s, b) {
				t.Fatalf("%s: slash %+v crosses bar stroke %+v", what, s, b)
			}
		}
		mx, my := (s.X1+s.X2)/2, (s.Y1+s.Y2)/2
		if d := mx - diagX(my); d > 1e-9 || d < -1e-9 {
			t.Fatalf("%s: slash %+v is not centred on the diagonal", what, s)
		}
	}
	if len(h.Anchors) != len(h.Numbers) {
		t.Fatalf("%s: %d anchors for %d numbers", what, len(h.Anchors), len(h.Numbers))
	}
	for i, a := range h.Anchors {
		if a.X-h.NumberSize/2 < numLeft-1e-9 || a.X+h.NumberSize/2 > numRight+1e-9 ||
			a.Y-h.NumberSize/2 < numTop-1e-9 || a.Y+h.NumberSize/2 > numBottom+1e-9 {
			t.Fatalf("%s: number %d at %+v size %v leaves the right area", what, i, a, h.NumberSize)
		}
		for j := range i {
			if b := h.Anchors[j]; abs(a.X-b.X) < h.NumberSize && abs(a.Y-b.Y) < h.NumberSize {
				t.Fatalf("%s: numbers %d and %d overlap", what, j, i)
			}
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// Numbers go down one column of numPerColumn, then into a second column; every number stays
// inside the right area, and a number's letters are no taller than its line.
func TestNumbersFillOneColumnThenTwo(t *testing.T) {
	for n := 1; n <= 3*numPerColumn; n++ {
		at, size := numberLayout(n)
		xs := map[float64]bool{}
		for i, p := range at {
			xs[p.X] = true
			if p.X <= numLeft || p.X >= numRight || p.Y <= numTop || p.Y >= numBottom {
				t.Errorf("%d numbers: number %d at %v lies outside the right area", n, i, p)
			}
			if i > 0 && at[i-1].X == p.X && p.Y-at[i-1].Y < size {
				t.Errorf("%d numbers: number %d overlaps the one above (%.3f apart, letters %.3f)", n, i, p.Y-at[i-1].Y, size)
			}
		}
		cols := 1
		if n > numPerColumn {
			cols = 2
		}
		if len(xs) != cols {
			t.Errorf("%d numbers in %d columns, want %d", n, len(xs), cols)
		}
		// Up to a column's worth, the numbers stand in the middle of the area in the letters of
		// a lone number.
		_, lone := numberLayout(1)
		if mid := (numLeft + numRight) / 2; n <= numPerColumn && (at[0].X != mid || size != lone) {
			t.Errorf("%d numbers: a column at x %.3f in letters %.3f, want %.3f and %.3f", n, at[0].X, size, mid, lone)
		}
	}
}

// Every group of strokes on a bar stays within the row it is drawn in: the bar itself or a row
// wrapped inward, short of the diagonal; from one stroke to more than the three rows hold at
// natural size, where the groups close up.
func TestBarStrokesStayInTheirRows(t *testing.T) {
	const slack = 0.005 // a stroke's tilt
	for n := 1; n <= 80; n++ {
		h := draw(n, 0, n, nil)
		for _, s := range h.Strokes {
			spans := &bottomSpans
			switch s.Kind {
			case Hundred, HundredCloser:
				spans = &topSpans
			case Twenty, TwentyCloser:
			default:
				continue
			}
			y := (s.Y1 + s.Y2) / 2
			row := 0
			for k := range spans {
				if math.Abs(spans[k].y-y) < math.Abs(spans[row].y-y) {
					row = k
				}
			}
			sp := spans[row]
			if lo, hi := min(s.X1, s.X2), max(s.X1, s.X2); lo < sp.x0-slack || hi > sp.x1+slack {
				t.Errorf("%d strokes a bar: a %v stroke from x %.3f to %.3f leaves its row %d (%.3f to %.3f)", n, s.Kind, lo, hi, row, sp.x0, sp.x1)
			}
		}
	}
}
