package entry

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
)

// DifferenzlerTrumps are the suits a Differenzler deal can be played in: the suit of the
// dealer's shown bottom card is always trump, so Obenabe and Undenufe do not exist (RULES §10).
var DifferenzlerTrumps = []string{"S", "H", "D", "C"}

// Field is what the number pad of the Differenzler screen types: a prediction or card points.
type Field int

// The two things typed per player in a Differenzler deal.
const (
	FieldPrediction Field = iota
	FieldPoints
)

// Step is where a Differenzler deal stands at the table.
type Step int

// The steps of a Differenzler deal, in the order of the table (RULES §10).
const (
	StepTrump       Step = iota // the dealer shows the bottom card: its suit is trump
	StepPredictions             // Vorhand first, the dealer last
	StepPoints                  // the deal was played; its points are written
)

// Differenzler is the deal being written on the Differenzler screen. Predictions are written to
// the game as a pending deal before play (Written), then the points complete it. Like the
// Schieber entry it is saved as a draft after every tap.
type Differenzler struct {
	Dealer      int      `json:"dealer"`
	Trump       string   `json:"trump,omitempty"` // S, H, D or C; "" until the bottom card is shown
	Predictions []string `json:"predictions"`     // digits typed per seat, kept as typed
	Points      []string `json:"points"`          // digits typed per seat, kept as typed
	Field       Field    `json:"field"`           // what the pad types
	Seat        int      `json:"seat"`            // whose value the pad types
	// Written says that the predictions are in the game as its pending last deal, so that only
	// the points remain to be written (as a correction of that deal).
	Written bool `json:"written,omitempty"`
	// Scored says that the deal already has its points in the game: a correction of a deal
	// played before. Its predictions are never masked.
	Scored bool `json:"scored,omitempty"`
}

// NewDifferenzler starts an empty deal for players (3 or 4) dealt by dealer. The pad starts on
// Vorhand's prediction, which comes first once trump is shown.
func NewDifferenzler(players, dealer int) Differenzler {
	if players < 1 {
		players = 1
	}
	dealer = wrap(dealer, players)
	return Differenzler{
		Dealer: dealer, Predictions: make([]string, players), Points: make([]string, players),
		Field: FieldPrediction, Seat: wrap(dealer+1, players),
	}
}

// FromDifferenzlerRound opens a deal of the game: the pending last deal (points still to come)
// or a scored one to correct.
func FromDifferenzlerRound(r gamefile.Round, players int) Differenzler {
	dealer := 0
	if r.Dealer != nil {
		dealer = *r.Dealer
	}
	e := NewDifferenzler(players, dealer)
	e.Trump = r.Trump
	for i := range min(players, len(r.Predictions)) {
		e.Predictions[i] = strconv.Itoa(r.Predictions[i])
	}
	e.Written = true
	e.Field = FieldPoints
	if r.Points != nil {
		e.Scored = true
		for i := range min(players, len(r.Points)) {
			e.Points[i] = strconv.Itoa(r.Points[i])
		}
	}
	return e
}

// wrap is a mod n that is never negative.
func wrap(a, n int) int {
	a %= n
	if a < 0 {
		a += n
	}
	return a
}

// Players is the number of players at the table.
func (e *Differenzler) Players() int { return len(e.Predictions) }

// Order is the seats in the order they predict and count: Vorhand (the dealer's next seat)
// first, the dealer last (RULES §10).
func (e *Differenzler) Order() []int {
	n := e.Players()
	out := make([]int, n)
	for i := range out {
		out[i] = wrap(e.Dealer+1+i, n)
	}
	return out
}

// Step is where the deal stands: trump to show, predictions to type, or points to type.
func (e *Differenzler) Step() Step {
	switch {
	case e.Trump == "":
		return StepTrump
	case e.Written:
		return StepPoints
	}
	return StepPredictions
}

// NextDealer moves the deal to the next seat; only the first deal of an evening has a free
// dealer, later ones follow the engine (the screen offers it then only).
func (e *Differenzler) NextDealer() {
	n := e.Players()
	e.Dealer = wrap(e.Dealer+1, n)
	if e.Step() != StepPoints {
		e.Seat = wrap(e.Dealer+1, n)
	}
}

// SetTrump records the suit of the dealer's bottom card; anything but a suit is refused.
func (e *Differenzler) SetTrump(suit string) bool {
	if !slices.Contains(DifferenzlerTrumps, suit) {
		return false
	}
	e.Trump = suit
	return true
}

// Select makes the pad type field for seat, e.g. after a tap on a player's value. Predictions
// of a deal whose points are being typed can still be put right.
func (e *Differenzler) Select(f Field, seat int) {
	if seat < 0 || seat >= e.Players() || (f != FieldPrediction && f != FieldPoints) {
		return
	}
	if f == FieldPoints && !e.Written && !e.Scored {
		return // points come after the predictions are written
	}
	e.Field, e.Seat = f, seat
}

// typed is the digits of the selected field for seat.
func (e *Differenzler) typed(f Field) []string {
	if f == FieldPoints {
		return e.Points
	}
	return e.Predictions
}

// Digit types one digit for the selected player and reports whether it was taken. What is
// typed stays as typed, also above 157: the result then says why it cannot be written.
func (e *Differenzler) Digit(d int) bool {
	if d < 0 || d > 9 || e.Trump == "" {
		return false
	}
	t := e.typed(e.Field)
	next := t[e.Seat] + strconv.Itoa(d)
	if next[0] == '0' && len(next) > 1 {
		next = next[1:]
	}
	if len(next) > maxTyped {
		return false
	}
	t[e.Seat] = next
	return true
}

// Backspace removes the last digit of the selected value.
func (e *Differenzler) Backspace() {
	t := e.typed(e.Field)
	if s := t[e.Seat]; s != "" {
		t[e.Seat] = s[:len(s)-1]
	}
}

// Clear empties the selected value.
func (e *Differenzler) Clear() { e.typed(e.Field)[e.Seat] = "" }

// Next moves the pad to the next player in the order of the table, and reports whether there
// was one: after the dealer nobody is left.
func (e *Differenzler) Next() bool {
	order := e.Order()
	i := slices.Index(order, e.Seat)
	if i < 0 || i+1 >= len(order) {
		return false
	}
	e.Seat = order[i+1]
	return true
}

// PredictionsWritten is called once the predictions are in the game as its pending deal: the
// pad moves to Vorhand's points.
func (e *Differenzler) PredictionsWritten() {
	e.Written = true
	e.Field = FieldPoints
	e.Seat = e.Order()[0]
}

// Masked reports whether the prediction of a seat must be shown masked: with hidden
// predictions, until the deal's points are in.
func (e *Differenzler) Masked(hidden bool) bool { return hidden && !e.Scored }

// Errors of a Differenzler deal that cannot be written yet; the screen says them in the players'
// language.
var (
	ErrNoTrump          = errors.New("no trump shown")
	ErrNoPrediction     = errors.New("a prediction is missing")
	ErrPredictionRange  = errors.New("predictions go up to 157")
	ErrPointsMissing    = errors.New("card points of a player are missing")
	ErrTooManyPointsOne = errors.New("a player's card points go up to 157")
)

// SumError says that the players' card points do not add up to 157, and by how much.
type SumError struct{ Sum int }

func (e *SumError) Error() string {
	if e.Sum < tally.DealPoints {
		return fmt.Sprintf("the points add up to %d, %d short of %d", e.Sum, tally.DealPoints-e.Sum, tally.DealPoints)
	}
	return fmt.Sprintf("the points add up to %d, %d over %d", e.Sum, e.Sum-tally.DealPoints, tally.DealPoints)
}

// MissingError names the seat whose value is still missing.
type MissingError struct {
	Kind error // ErrNoPrediction or ErrPointsMissing
	Seat int
}

func (e *MissingError) Error() string { return fmt.Sprintf("%v: seat %d", e.Kind, e.Seat) }
func (e *MissingError) Unwrap() error { return e.Kind }

// PredictionValues returns the predictions per seat, or why they are not complete: the first
// missing one in the order of the table.
func (e *Differenzler) PredictionValues() ([]int, error) {
	if e.Trump == "" {
		return nil, ErrNoTrump
	}
	out := make([]int, e.Players())
	for _, seat := range e.Order() {
		s := e.Predictions[seat]
		if s == "" {
			return nil, &MissingError{ErrNoPrediction, seat}
		}
		v, _ := strconv.Atoi(s)
		if v > tally.DealPoints {
			return nil, ErrPredictionRange
		}
		out[seat] = v
	}
	return out, nil
}

// Filled reports whether the last player's points are filled in rather than typed: every other
// player's are typed, the last one's not.
func (e *Differenzler) Filled() bool {
	order := e.Order()
	last := order[len(order)-1]
	if e.Points[last] != "" {
		return false
	}
	for _, seat := range order[:len(order)-1] {
		if e.Points[seat] == "" {
			return false
		}
	}
	return true
}

// PointValues returns the card points per seat as they stand, the last player's filled in as
// 157 minus the others' when they are not typed, or why they cannot be written: a player's
// points missing or above 157, or a sum other than 157 (a *SumError).
func (e *Differenzler) PointValues() ([]int, error) {
	out := make([]int, e.Players())
	order := e.Order()
	filled := e.Filled()
	sum := 0
	for _, seat := range order {
		s := e.Points[seat]
		if s == "" {
			if filled {
				continue
			}
			return nil, &MissingError{ErrPointsMissing, seat}
		}
		v, _ := strconv.Atoi(s)
		if v > tally.DealPoints {
			return nil, ErrTooManyPointsOne
		}
		out[seat] = v
		sum += v
	}
	if filled {
		last := order[len(order)-1]
		if sum > tally.DealPoints {
			return nil, &SumError{Sum: sum}
		}
		out[last] = tally.DealPoints - sum
		return out, nil
	}
	if sum != tally.DealPoints {
		return nil, &SumError{Sum: sum}
	}
	return out, nil
}

// Round is the deal for the game file: the pending deal while the points are not being typed,
// else the whole deal.
func (e *Differenzler) Round() (gamefile.Round, error) {
	pred, err := e.PredictionValues()
	if err != nil {
		return gamefile.Round{}, err
	}
	dealer := e.Dealer
	r := gamefile.Round{Dealer: &dealer, Trump: e.Trump, Predictions: pred}
	if e.Step() == StepPoints {
		if r.Points, err = e.PointValues(); err != nil {
			return gamefile.Round{}, err
		}
	}
	return r, nil
}

// DifferenzlerPreview is what writing the deal would do, as the engine scores it: the penalty
// per seat once points are in, and anything the engine reports.
type DifferenzlerPreview struct {
	Err        error // the entry is not complete or not valid
	Score      tally.DifferenzlerDealScore
	Violations []tally.Violation
}

// Writable reports whether the deal can be written.
func (p DifferenzlerPreview) Writable() bool { return p.Err == nil && len(p.Violations) == 0 }

// Preview asks the engine what the deal would write as deal index of the evening, after the
// deals before it (as entered).
func (e *Differenzler) Preview(r tally.Rules, before []tally.DifferenzlerDeal, index int) DifferenzlerPreview {
	round, err := e.Round()
	if err != nil {
		return DifferenzlerPreview{Err: err}
	}
	sheet, err := tally.NewDifferenzlerSheet(r, e.Players())
	if err != nil {
		return DifferenzlerPreview{Err: err}
	}
	for _, d := range before[:min(index, len(before))] {
		sheet.Add(d)
	}
	mode, _ := tally.ParseMode(round.Trump)
	score := sheet.Add(tally.DifferenzlerDeal{Dealer: *round.Dealer, Trump: mode, Predictions: round.Predictions, Points: round.Points})
	return DifferenzlerPreview{Score: score, Violations: score.Violations}
}

// MarshalDraft encodes the deal for the draft store.
func (e Differenzler) MarshalDraft() []byte {
	b, _ := json.Marshal(e)
	return b
}

// UnmarshalDifferenzlerDraft decodes a draft of a deal for players; a draft that does not fit
// (another game, an old format, damage) is refused.
func UnmarshalDifferenzlerDraft(b []byte, players int) (Differenzler, bool) {
	var e Differenzler
	if len(b) == 0 || json.Unmarshal(b, &e) != nil {
		return Differenzler{}, false
	}
	n := players
	if len(e.Predictions) != n || len(e.Points) != n || e.Dealer < 0 || e.Dealer >= n || e.Seat < 0 || e.Seat >= n {
		return Differenzler{}, false
	}
	if e.Trump != "" && !slices.Contains(DifferenzlerTrumps, e.Trump) {
		return Differenzler{}, false
	}
	if e.Field != FieldPrediction && e.Field != FieldPoints {
		return Differenzler{}, false
	}
	for _, t := range [][]string{e.Predictions, e.Points} {
		for _, s := range t {
			if len(s) > maxTyped {
				return Differenzler{}, false
			}
			if _, err := strconv.Atoi(s); s != "" && err != nil {
				return Differenzler{}, false
			}
		}
	}
	return e, true
}

// FitDifferenzler is typed deal d where it is still the deal at the table, else fresh, that
// deal as the game has it; dealt says whether the game has deals, which fix the dealer. A deal
// of another dealer, or with its points already in the game, is no longer at the table. When
// the predictions written were taken back they are typed again, and when they come back the
// points typed for them come back too.
func FitDifferenzler(d, fresh Differenzler, dealt bool) Differenzler {
	switch {
	case d.Scored || len(d.Predictions) != len(fresh.Predictions) || (dealt && d.Dealer != fresh.Dealer):
		return fresh
	case d.Written && !fresh.Written:
		d.Written, d.Field, d.Seat = false, FieldPrediction, d.Order()[0]
		return d
	case !d.Written && fresh.Written && d.Trump == fresh.Trump:
		fresh.Points = slices.Clone(d.Points)
		return fresh
	case d.Written != fresh.Written || (d.Written && d.Trump != fresh.Trump):
		return fresh
	}
	return d
}
