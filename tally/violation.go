package tally

import "fmt"

// Rule codes reported in violations. Human sentences for them live with the UI's translations;
// the engine only names the rule and where it was broken.
const (
	RuleFollowSuit    = "follow-suit"
	RuleUndertrump    = "undertrump"
	RuleTrumpLead     = "follow-trump"
	RuleDuplicateCard = "duplicate-card"
	RuleCardCount     = "card-count"
	RuleWeisInvalid   = "weis-invalid"
	RuleWeisNotHeld   = "weis-not-held"
	RuleWeisOverlap   = "weis-overlap"
	RuleWeisOff       = "weis-off"
	RuleStoeckNotHeld = "stoeck-not-held"
	RuleStoeckNoTrump = "stoeck-no-trump"
	RuleStoeckOff     = "stoeck-off"
	RulePointsSum     = "points-sum"
	RulePointsRange   = "points-range"
	RuleWeisTwoTeams  = "weis-two-teams"
	RuleTrioRepeat    = "trio-repeat"
	RuleMatchMismatch = "match-mismatch"
	RuleSeatRange     = "seat-range"
)

// Violation is one broken rule: where (round, trick, seat, card; -1 or NoCard when not
// applicable) and which rule. Detail is a short English explanation for logs and the CLI.
type Violation struct {
	Round  int
	Trick  int
	Seat   int
	Card   Card
	Rule   string
	Detail string
}

// NewViolation makes a violation with no trick, seat or card.
func NewViolation(rule, format string, args ...any) Violation {
	return Violation{Round: -1, Trick: -1, Seat: -1, Card: NoCard, Rule: rule, Detail: fmt.Sprintf(format, args...)}
}

func (v Violation) String() string {
	s := v.Rule
	if v.Trick >= 0 {
		s += fmt.Sprintf(" trick %d", v.Trick)
	}
	if v.Seat >= 0 {
		s += fmt.Sprintf(" seat %d", v.Seat)
	}
	if v.Card.Valid() {
		s += " " + v.Card.String()
	}
	if v.Detail != "" {
		s += ": " + v.Detail
	}
	return s
}
