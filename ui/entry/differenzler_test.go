package entry

import (
	"errors"
	"slices"
	"testing"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// typeFor types digits for the selected player of a Differenzler deal.
func typeFor(e *Differenzler, digits string) {
	for _, r := range digits {
		e.Digit(int(r - '0'))
	}
}

// predictAll types the predictions in the order of the table, one player after the other.
func predictAll(t *testing.T, e *Differenzler, values ...string) {
	t.Helper()
	for i, v := range values {
		typeFor(e, v)
		if more := e.Next(); more != (i < len(values)-1) {
			t.Fatalf("Next after prediction %d said %v", i, more)
		}
	}
}

func differenzlerRules(t *testing.T, raw string) tally.Rules {
	t.Helper()
	r, err := tally.ResolveRules(tally.Differenzler, []byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestDifferenzlerOrderStartsRightOfTheDealer(t *testing.T) {
	for _, tc := range []struct {
		players, dealer int
		want            []int
	}{
		{4, 0, []int{1, 2, 3, 0}},
		{4, 3, []int{0, 1, 2, 3}},
		{3, 1, []int{2, 0, 1}},
		{3, 5, []int{0, 1, 2}}, // a dealer beyond the table wraps round
	} {
		e := NewDifferenzler(tc.players, tc.dealer)
		if got := e.Order(); !slices.Equal(got, tc.want) {
			t.Errorf("%d players, dealer %d: order %v, want %v", tc.players, tc.dealer, got, tc.want)
		}
		if e.Seat != tc.want[0] || e.Field != FieldPrediction {
			t.Errorf("%d players, dealer %d: the pad starts on %d/%d, want Vorhand %d", tc.players, tc.dealer, e.Field, e.Seat, tc.want[0])
		}
	}
}

func TestDifferenzlerStepsFollowTheTable(t *testing.T) {
	e := NewDifferenzler(4, 2)
	if e.Step() != StepTrump {
		t.Fatalf("a new deal is at step %d", e.Step())
	}
	if e.Digit(5) {
		t.Error("a digit was taken before trump was shown")
	}
	if e.SetTrump("obenabe") || e.Trump != "" {
		t.Error("Obenabe was taken as a Differenzler trump")
	}
	if !e.SetTrump("H") || e.Step() != StepPredictions {
		t.Fatalf("after trump: step %d", e.Step())
	}
	e.Select(FieldPoints, 0)
	if e.Field != FieldPrediction {
		t.Error("points could be typed before the predictions were written")
	}
	if _, err := e.Round(); !errors.Is(err, ErrNoPrediction) {
		t.Errorf("no predictions: %v", err)
	}
	predictAll(t, &e, "40", "0", "57", "60") // seats 3, 0, 1, 2
	r, err := e.Round()
	if err != nil {
		t.Fatal(err)
	}
	if r.Points != nil || !slices.Equal(r.Predictions, []int{0, 57, 60, 40}) || *r.Dealer != 2 || r.Trump != "H" {
		t.Fatalf("pending round %+v", r)
	}
	e.PredictionsWritten()
	if e.Step() != StepPoints || e.Field != FieldPoints || e.Seat != 3 {
		t.Fatalf("after the predictions: step %d, field %d, seat %d", e.Step(), e.Field, e.Seat)
	}
}

func TestDifferenzlerPoints(t *testing.T) {
	for _, tc := range []struct {
		name  string
		typed []string // in the order of the table (dealer 0: seats 1, 2, 3, 0)
		want  []int    // per seat
		err   error
		sum   int // for a sum error
	}{
		{name: "the dealer's points are filled in", typed: []string{"40", "30", "20", ""}, want: []int{67, 40, 30, 20}},
		{name: "all typed and right", typed: []string{"40", "30", "20", "67"}, want: []int{67, 40, 30, 20}},
		{name: "a player took every trick", typed: []string{"157", "0", "0", ""}, want: []int{0, 157, 0, 0}},
		{name: "short of 157", typed: []string{"40", "30", "20", "60"}, sum: 150},
		{name: "over 157", typed: []string{"40", "30", "20", "70"}, sum: 160},
		{name: "the others already over 157", typed: []string{"100", "50", "20", ""}, sum: 170},
		{name: "one above 157", typed: []string{"158", "0", "0", ""}, err: ErrTooManyPointsOne},
		{name: "one missing", typed: []string{"40", "", "20", "60"}, err: ErrPointsMissing},
		{name: "two missing", typed: []string{"40", "", "20", ""}, err: ErrPointsMissing},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := NewDifferenzler(4, 0)
			e.SetTrump("S")
			predictAll(t, &e, "1", "2", "3", "4")
			e.PredictionsWritten()
			for _, seat := range e.Order() {
				e.Select(FieldPoints, seat)
				typeFor(&e, tc.typed[slices.Index(e.Order(), seat)])
			}
			got, err := e.PointValues()
			var se *SumError
			switch {
			case tc.sum != 0:
				if !errors.As(err, &se) || se.Sum != tc.sum {
					t.Fatalf("got %v, %v; want a sum of %d", got, err, tc.sum)
				}
			case tc.err != nil:
				if !errors.Is(err, tc.err) {
					t.Fatalf("got %v, %v; want %v", got, err, tc.err)
				}
			default:
				if err != nil || !slices.Equal(got, tc.want) {
					t.Fatalf("got %v, %v; want %v", got, err, tc.want)
				}
				if r, err := e.Round(); err != nil || !slices.Equal(r.Points, tc.want) {
					t.Errorf("round %+v, %v", r, err)
				}
			}
		})
	}
}

func TestDifferenzlerSumErrorSaysByHowMuch(t *testing.T) {
	for _, tc := range []struct {
		sum  int
		want string
	}{
		{150, "the points add up to 150, 7 short of 157"},
		{160, "the points add up to 160, 3 over 157"},
	} {
		if got := (&SumError{Sum: tc.sum}).Error(); got != tc.want {
			t.Errorf("%d: %q, want %q", tc.sum, got, tc.want)
		}
	}
}

func TestDifferenzlerTyping(t *testing.T) {
	e := NewDifferenzler(3, 0)
	e.SetTrump("C")
	typeFor(&e, "0071")
	if e.Predictions[1] != "71" {
		t.Errorf("leading zeros: %q", e.Predictions[1])
	}
	typeFor(&e, "55")
	if e.Predictions[1] != "715" {
		t.Errorf("a fourth digit was taken: %q", e.Predictions[1])
	}
	e.Backspace()
	if e.Predictions[1] != "71" {
		t.Errorf("backspace: %q", e.Predictions[1])
	}
	e.Clear()
	if e.Predictions[1] != "" {
		t.Errorf("clear: %q", e.Predictions[1])
	}
	typeFor(&e, "158")
	e.Next()
	typeFor(&e, "1")
	e.Next()
	typeFor(&e, "1")
	if _, err := e.Round(); !errors.Is(err, ErrPredictionRange) {
		t.Errorf("a prediction of 158: %v", err)
	}
	if e.Next() {
		t.Error("Next went past the dealer")
	}
	e.Select(FieldPrediction, 7)
	if e.Seat != 0 {
		t.Errorf("a seat beyond the table was selected: %d", e.Seat)
	}
}

func TestDifferenzlerMasking(t *testing.T) {
	e := NewDifferenzler(4, 0)
	if !e.Masked(true) || e.Masked(false) {
		t.Error("a new deal's predictions are masked only with hidden predictions")
	}
	dealer := 1
	pending := FromDifferenzlerRound(gamefile.Round{Dealer: &dealer, Trump: "D", Predictions: []int{1, 2, 3, 4}}, 4)
	if !pending.Masked(true) || pending.Step() != StepPoints || pending.Seat != 2 || pending.Field != FieldPoints {
		t.Errorf("pending deal: %+v", pending)
	}
	scored := FromDifferenzlerRound(gamefile.Round{Dealer: &dealer, Trump: "D", Predictions: []int{1, 2, 3, 4}, Points: []int{50, 50, 50, 7}}, 4)
	if scored.Masked(true) || scored.Points[3] != "7" {
		t.Errorf("a scored deal: %+v", scored)
	}
}

func TestDifferenzlerPreviewAsksTheEngine(t *testing.T) {
	r := differenzlerRules(t, `{"preset":"swiss","deals":2}`)
	e := NewDifferenzler(3, 0)
	e.SetTrump("H")
	predictAll(t, &e, "50", "50", "57") // seats 1, 2, 0
	p := e.Preview(r, nil, 0)
	if !p.Writable() || !p.Score.Pending {
		t.Fatalf("pending preview %+v", p)
	}
	e.PredictionsWritten()
	typeFor(&e, "50")
	e.Next()
	typeFor(&e, "40")
	p = e.Preview(r, nil, 0)
	// Seat 0 gets 67 for 57 predicted; seat 1 is exact (swiss: 10 off); seat 2 is 10 short.
	if !p.Writable() || !slices.Equal(p.Score.Penalty, []int{10, -10, 10}) {
		t.Fatalf("preview %+v", p)
	}
	// A later deal dealt by the wrong seat is reported by the engine.
	before := []tally.DifferenzlerDeal{{Dealer: 0, Trump: tally.TrumpH, Predictions: []int{1, 1, 1}, Points: []int{57, 50, 50}}}
	p = e.Preview(r, before, 1)
	if p.Writable() || len(p.Violations) == 0 || p.Violations[0].Rule != tally.RuleDealerOrder {
		t.Errorf("wrong dealer: %+v", p)
	}
	// The points are not complete: no score, the reason.
	e.Clear()
	if p := e.Preview(r, nil, 0); p.Writable() || !errors.Is(p.Err, ErrPointsMissing) {
		t.Errorf("incomplete: %+v", p)
	}
}

func TestDifferenzlerDraftRoundTrip(t *testing.T) {
	e := NewDifferenzler(4, 3)
	e.SetTrump("S")
	typeFor(&e, "12")
	e.Next()
	typeFor(&e, "34")
	b := e.MarshalDraft()
	got, ok := UnmarshalDifferenzlerDraft(b, 4)
	if !ok || !slices.Equal(got.Predictions, e.Predictions) || got.Seat != e.Seat || got.Trump != "S" || got.Dealer != 3 {
		t.Fatalf("draft %s came back as %+v", b, got)
	}
	for name, bad := range map[string]string{
		"empty":          "",
		"not json":       "{",
		"three players":  `{"dealer":0,"predictions":["","",""],"points":["","",""]}`,
		"bad trump":      `{"dealer":0,"trump":"obenabe","predictions":["","","",""],"points":["","","",""]}`,
		"letters":        `{"dealer":0,"predictions":["x","","",""],"points":["","","",""]}`,
		"too long":       `{"dealer":0,"predictions":["1234","","",""],"points":["","","",""]}`,
		"dealer outside": `{"dealer":4,"predictions":["","","",""],"points":["","","",""]}`,
		"field":          `{"dealer":0,"field":3,"predictions":["","","",""],"points":["","","",""]}`,
	} {
		if _, ok := UnmarshalDifferenzlerDraft([]byte(bad), 4); ok {
			t.Errorf("%s: draft %s was taken", name, bad)
		}
	}
}

func TestFitDifferenzlerKeepsTheDealAtTheTable(t *testing.T) {
	typed := NewDifferenzler(4, 1)
	typed.Trump = "S"
	typed.Predictions = []string{"40", "50", "30", "37"}
	written := typed
	written.Written, written.Points = true, []string{"", "", "45", ""}
	dealer := 1
	pending := FromDifferenzlerRound(gamefile.Round{Dealer: &dealer, Trump: "S", Predictions: []int{40, 50, 30, 37}}, 4)
	next := NewDifferenzler(4, 2)
	scored := written
	scored.Scored = true
	otherTrump := pending
	otherTrump.Trump = "H"
	for _, c := range []struct {
		name     string
		d, fresh Differenzler
		dealt    bool
		want     Differenzler
	}{
		{"the same new deal stays", typed, NewDifferenzler(4, 1), true, typed},
		{"another dealer's deal makes way", typed, next, true, next},
		{"before the first deal the dealer is free", typed, next, false, typed},
		{"a deal already scored makes way", scored, next, true, next},
		{"points of another pending deal make way", written, otherTrump, true, otherTrump},
	} {
		got := FitDifferenzler(c.d, c.fresh, c.dealt)
		if got.Dealer != c.want.Dealer || got.Written != c.want.Written || got.Trump != c.want.Trump || !slices.Equal(got.Predictions, c.want.Predictions) || !slices.Equal(got.Points, c.want.Points) {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
	// Predictions taken back are typed again and the points wait; when they come back, so do the points.
	back := FitDifferenzler(written, NewDifferenzler(4, 1), true)
	if back.Written || back.Field != FieldPrediction || back.Seat != 2 || !slices.Equal(back.Predictions, typed.Predictions) || back.Points[2] != "45" {
		t.Errorf("predictions taken back: %+v", back)
	}
	again := FitDifferenzler(back, pending, true)
	if !again.Written || again.Points[2] != "45" || !slices.Equal(again.Predictions, pending.Predictions) {
		t.Errorf("predictions written again: %+v", again)
	}
}
