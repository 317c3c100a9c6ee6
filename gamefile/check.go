package gamefile

import (
	"github.com/jasstafel/jasstafel/tally"
)

// Report is what `jasstafel check` prints for one file. Indexes are 0-based.
type Report struct {
	File       string          `json:"file"`
	Valid      bool            `json:"valid"`
	Error      string          `json:"error,omitempty"`
	Mode       tally.Game      `json:"mode,omitempty"`
	Violations []ViolationJSON `json:"violations"`
	Rounds     []RoundReport   `json:"rounds"`
	Totals     []int           `json:"totals"`
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

// RoundReport is one scored Schieber round.
type RoundReport struct {
	Round        int      `json:"round"`
	Contract     string   `json:"contract"`
	Multiplier   int      `json:"multiplier"`
	CardPoints   [2]int   `json:"cardPoints"`
	Match        *int     `json:"match"`
	Kontermatsch bool     `json:"kontermatsch"`
	Weis         WeisJSON `json:"weis"`
	Stoeck       [2]int   `json:"stoeck"`
	Score        [2]int   `json:"score"`
}

// WeisJSON is the Weis result of a round: the team that writes them (or null) and the points
// per team before the multiplier.
type WeisJSON struct {
	Team   *int   `json:"team"`
	Points [2]int `json:"points"`
}

func intPtr(v int) *int {
	if v < 0 {
		return nil
	}
	return &v
}

func violationJSON(round int, v tally.Violation) ViolationJSON {
	out := ViolationJSON{Round: round, Trick: intPtr(v.Trick), Seat: intPtr(v.Seat), Rule: v.Rule, Message: Message(v)}
	if v.Card.Valid() {
		s := v.Card.String()
		out.Card = &s
	}
	return out
}

// Check scores every round of a decoded game and collects all violations.
func Check(name string, g *Game) Report {
	rep := Report{File: name, Mode: g.Mode, Violations: []ViolationJSON{}, Rounds: []RoundReport{}, Totals: []int{0, 0}}
	for i, d := range g.Schieber {
		s := tally.ScoreSchieber(d, g.Rules)
		for _, v := range s.Violations {
			rep.Violations = append(rep.Violations, violationJSON(i, v))
		}
		rep.Rounds = append(rep.Rounds, RoundReport{
			Round: i, Contract: d.Contract.String(), Multiplier: s.Multiplier, CardPoints: s.CardPoints,
			Match: intPtr(s.Match), Kontermatsch: s.Kontermatsch,
			Weis:   WeisJSON{Team: intPtr(s.WeisTeam), Points: s.Weis},
			Stoeck: s.Stoeck, Score: s.Score,
		})
		rep.Totals[0] += s.Score[0]
		rep.Totals[1] += s.Score[1]
	}
	rep.Valid = len(rep.Violations) == 0
	return rep
}

// CheckFile reads and checks one file. The returned exit code is 0 when the game is valid, 1
// when it was read but breaks rules, and 2 when it is not a readable game file.
func CheckFile(path string) (Report, int) {
	g, err := ReadFile(path)
	if err != nil {
		return Report{File: path, Error: err.Error(), Violations: []ViolationJSON{}, Rounds: []RoundReport{}, Totals: []int{}}, 2
	}
	rep := Check(path, g)
	if !rep.Valid {
		return rep, 1
	}
	return rep, 0
}
