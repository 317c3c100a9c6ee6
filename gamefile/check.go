package gamefile

import (
	"encoding/json"

	"github.com/jasstafel/jasstafel/tally"
)

// Report is what `jasstafel check` prints for one file. Indexes are 0-based. The fields after
// Totals belong to one mode each and are left out for the others.
type Report struct {
	File       string          `json:"file"`
	Valid      bool            `json:"valid"`
	Error      string          `json:"error,omitempty"`
	Mode       tally.Game      `json:"mode,omitempty"`
	Violations []ViolationJSON `json:"violations"`
	Rounds     json.RawMessage `json:"rounds"`
	Totals     []int           `json:"totals"`

	// Schieber and Coiffeur: the winning team or column (null while open or on a draw).
	Winner *int `json:"winner"`
	// Schieber
	FinishedInRound *int    `json:"finishedInRound,omitempty"`
	Berg            *int    `json:"berg,omitempty"`
	Schneider       *bool   `json:"schneider,omitempty"`
	Striche         *[2]int `json:"striche,omitempty"`
	// Coiffeur
	Sheet      [][]*Cell `json:"sheet,omitempty"`
	Remaining  []int     `json:"remaining,omitempty"`
	Credits    []int     `json:"credits,omitempty"`
	Difference *int      `json:"difference,omitempty"`
	// Differenzler
	Ranking    []int     `json:"ranking,omitempty"`
	Settlement []Payment `json:"settlement,omitempty"`
}

// Cell is a written Coiffeur cell: the points counted and the value written.
type Cell struct {
	Points int `json:"points"`
	Value  int `json:"value"`
}

// Payment is what one player owes another at the end of a Differenzler evening.
type Payment struct {
	From  int `json:"from"`
	To    int `json:"to"`
	Cents int `json:"cents"`
}

// ViolationJSON is a violation as printed; absent trick, seat or card are null.
type ViolationJSON struct {
	Round   int     `json:"round"`
	Trick   *int    `json:"trick"`
	Seat    *int    `json:"seat"`
	Card    *string `json:"card"`
	Rule    string  `json:"rule"`
	Message string  `json:"message"`
}

// schieberRound is one scored Schieber round.
type schieberRound struct {
	Round        int      `json:"round"`
	Contract     string   `json:"contract"`
	Multiplier   int      `json:"multiplier"`
	CardPoints   [2]int   `json:"cardPoints"`
	Match        *int     `json:"match"`
	Kontermatsch bool     `json:"kontermatsch"`
	Weis         weisJSON `json:"weis"`
	Stoeck       [2]int   `json:"stoeck"`
	Score        [2]int   `json:"score"`
	Totals       [2]int   `json:"totals"`
}

// weisJSON is the Weis result of a round: the team that writes them (or null) and the points
// per team before the multiplier.
type weisJSON struct {
	Team   *int   `json:"team"`
	Points [2]int `json:"points"`
}

// coiffeurRound is one scored Coiffeur round.
type coiffeurRound struct {
	Round        int    `json:"round"`
	Row          int    `json:"row"`
	Column       int    `json:"column"`
	Chooser      *int   `json:"chooser"`
	Contract     string `json:"contract"`
	Multiplier   int    `json:"multiplier"`
	CardPoints   int    `json:"cardPoints"`
	Points       int    `json:"points"`
	Value        int    `json:"value"`
	Written      bool   `json:"written"`
	Match        *int   `json:"match"`
	Kontermatsch bool   `json:"kontermatsch"`
}

// differenzlerRound is one Differenzler round; predictions are null while hidden.
type differenzlerRound struct {
	Round       int    `json:"round"`
	Dealer      int    `json:"dealer"`
	Trump       string `json:"trump"`
	Predictions []int  `json:"predictions"`
	Points      []int  `json:"points"`
	Penalty     []int  `json:"penalty"`
	Pending     bool   `json:"pending"`
}

func intPtr(v int) *int {
	if v < 0 {
		return nil
	}
	return &v
}

func violationJSON(v tally.Violation) ViolationJSON {
	out := ViolationJSON{Round: v.Round, Trick: intPtr(v.Trick), Seat: intPtr(v.Seat), Rule: v.Rule, Message: message(v)}
	if v.Card.Valid() {
		s := v.Card.String()
		out.Card = &s
	}
	return out
}

func violationsJSON(vs []tally.Violation) []ViolationJSON {
	out := make([]ViolationJSON, 0, len(vs))
	for _, v := range vs {
		out = append(out, violationJSON(v))
	}
	return out
}

func raw(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		return json.RawMessage("[]")
	}
	return b
}

// Check scores every round of a decoded game and collects all violations.
func Check(name string, g *Game) Report {
	rep := Report{File: name, Mode: g.Mode}
	m := g.Kind()
	if m == nil {
		rep.Error = errAt("mode", "unknown mode %q (want %s)", clipS(string(g.Mode)), modeChoice()).Error()
		rep.Violations, rep.Rounds, rep.Totals = []ViolationJSON{}, raw([]int{}), []int{}
		return rep
	}
	m.Report(&rep, g)
	rep.Valid = len(rep.Violations) == 0
	return rep
}

// CheckFile reads and checks one file. The returned exit code is 0 when the game is valid, 1
// when it was read but breaks rules, and 2 when it is not a readable game file.
func CheckFile(path string) (Report, int) {
	g, err := ReadFile(path)
	if err != nil {
		return Report{File: path, Error: err.Error(), Violations: []ViolationJSON{}, Rounds: raw([]int{}), Totals: []int{}}, 2
	}
	rep := Check(path, g)
	if !rep.Valid {
		return rep, 1
	}
	return rep, 0
}
