package referee

import (
	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/tally"
)

// RuleText is the players' sentence for a broken rule, in their language.
func RuleText(v tally.Violation) string {
	switch v.Rule {
	case tally.RulePointsSum:
		return lang.X("rule.pointsSum", "The card points of both teams must add up to 157.")
	case tally.RulePointsRange:
		return lang.X("rule.pointsRange", "Card points go from 0 to 157.")
	case tally.RuleMatchMismatch:
		return lang.X("rule.matchMismatch", "A Match means 157 card points for one team and none for the other.")
	case tally.RuleWeisInvalid:
		return lang.X("rule.weisInvalid", "No set of Weis adds up to this value.")
	case tally.RuleWeisOff:
		return lang.X("rule.weisOff", "Weis are not played with these rules.")
	case tally.RuleWeisTwoTeams:
		return lang.X("rule.weisTwoTeams", "Only the team with the best Weis writes Weis.")
	case tally.RuleStoeckNoTrump:
		return lang.X("rule.stoeckNoTrump", "Stöck exist only when a suit is trump.")
	case tally.RuleStoeckOff:
		return lang.X("rule.stoeckOff", "Stöck are not played with these rules.")
	case tally.RuleStoeckNotHeld:
		return lang.X("rule.stoeckNotHeld", "The player did not hold trump King and Queen.")
	case tally.RuleTrioRepeat:
		return lang.X("rule.trioRepeat", "The three Trio modes must differ.")
	case tally.RuleEndedEarly:
		return lang.X("rule.endedEarly", "Only the deal that reaches the target may stop early.")
	case tally.RuleFinishUndecided:
		return lang.X("rule.finishUndecided", "Both teams passed the target: say who claimed first.")
	case tally.RuleFinishMismatch:
		return lang.X("rule.finishMismatch", "By the counting order the other team got there first.")
	case tally.RuleAfterFinish:
		return lang.X("rule.afterFinish", "The game is already decided.")
	case tally.RuleVorhandOrder:
		return lang.X("rule.vorhandOrder", "It was another player's turn to choose.")
	case tally.RuleFollowSuit:
		return lang.X("rule.followSuit", "A player did not follow suit.")
	case tally.RuleUndertrump:
		return lang.X("rule.undertrump", "A player undertrumped.")
	case tally.RuleTrumpLead:
		return lang.X("rule.followTrump", "Trump was led and a player held trump besides the Puur.")
	case tally.RuleDuplicateCard:
		return lang.X("rule.duplicateCard", "A card was played twice.")
	case tally.RuleCardCount:
		return lang.X("rule.cardCount", "The deal does not have nine tricks of four cards.")
	case tally.RuleWeisNotHeld:
		return lang.X("rule.weisNotHeld", "The player did not hold these Weis cards.")
	case tally.RuleWeisOverlap:
		return lang.X("rule.weisOverlap", "A card may serve in one Weis only.")
	case tally.RuleSeatRange:
		return lang.X("rule.seatRange", "A seat or team is out of range.")
	}
	return v.Rule
}
