package gamefile

import "github.com/jasstafel/jasstafel/tally"

// ruleMessages are the English sentences `check` prints for each rule code. The app shows the
// same rules through its translations; these are for the command line and logs.
var ruleMessages = map[string]string{
	tally.RuleFollowSuit:    "the player had to follow suit",
	tally.RuleUndertrump:    "undertrumping is not allowed here",
	tally.RuleTrumpLead:     "trump was led and the player held a trump other than the Puur",
	tally.RuleDuplicateCard: "the same card was played twice",
	tally.RuleCardCount:     "the deal does not have the right number of tricks and cards",
	tally.RuleWeisInvalid:   "the Weis is not a valid combination",
	tally.RuleWeisNotHeld:   "the player did not hold the cards of this Weis",
	tally.RuleWeisOverlap:   "a card may serve in one Weis only",
	tally.RuleWeisOff:       "Weis are not played with these rules",
	tally.RuleStoeckNotHeld: "the player did not hold trump King and Queen",
	tally.RuleStoeckNoTrump: "Stöck exist only when a suit is trump",
	tally.RuleStoeckOff:     "Stöck are not played with these rules",
	tally.RulePointsSum:     "the card points do not add up",
	tally.RulePointsRange:   "card points are out of range",
	tally.RuleWeisTwoTeams:  "only one team writes Weis",
	tally.RuleTrioRepeat:    "the three Trio modes must differ",
	tally.RuleMatchMismatch: "the Match does not fit the card points",
	tally.RuleSeatRange:     "a seat or team is out of range",
}

// message is the English sentence for a violation: the rule's sentence and the engine's detail.
func message(v tally.Violation) string {
	m, ok := ruleMessages[v.Rule]
	if !ok {
		m = v.Rule
	}
	if v.Detail != "" {
		return m + ": " + v.Detail
	}
	return m
}
