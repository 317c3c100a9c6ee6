package cli

import (
	"flag"
	"strings"

	"github.com/jasstafel/jasstafel/solver"
)

// solveCommand is `jasstafel solve`: the double-dummy answer for a deal with all hands known.
func solveCommand() *command {
	return &command{name: "solve", need: []string{"contract", "hands"},
		summary: "perfect play with all four hands known: the points each team makes from here and what every legal card of the player on turn is worth (JSON)",
		more: "--hands are the four hands before the cards of --played, seats 0 to 3 separated by semicolons, each as " +
			"CARDS as for legal; seats 0 and 2 are team 0. The cards of --played are replayed from seat --leader and " +
			"must be legal. team0 and team1 count the cards of the tricks not yet complete and the last trick's 5; " +
			"\"moves\" gives team 0's points after each legal card. The contract is a trump suit, obenabe, undenufe, " +
			"slalom-obenabe, slalom-undenufe, guschti, mary or a trio (trio:M1,M2,M3, its modes in the order of their tricks); " +
			"a mixed one with its cards counted by its scoring mode " +
			"(the rules' mixedValues=scoringMode, the default). A whole deal from its first card can take seconds " +
			"in a trump contract (docs/BENCHMARKS.md)",
		setup: solveSetup}
}

func solveSetup(fs *flag.FlagSet) func(c *call) int {
	rf := refereeFlags{lang: "en"} // solve prints no sentences
	rf.defineRules(fs)
	handsText := fs.String("hands", "", "the four hands `H0;H1;H2;H3`, each a list of CARDS")
	playedText := fs.String("played", "", "the `CARDS` already played, in play order")
	leader := fs.Int("leader", 0, "the seat `N` (0 to 3) that led the first card of --played")
	return func(c *call) int { return runSolve(c, &rf, *handsText, *playedText, *leader) }
}

// solveJSON is what solve prints.
type solveJSON struct {
	Team0 int            `json:"team0"`
	Team1 int            `json:"team1"`
	Moves map[string]int `json:"moves"`
}

// runSolve answers a deal with perfect play by all four (jasstafel solve).
func runSolve(c *call, rf *refereeFlags, handsText, playedText string, leader int) int {
	r, ct, code := rf.resolve(c)
	if code != exitDone {
		return code
	}
	if err := solver.Refusal(ct, r); err != nil {
		return c.fail(exitUsage, "%v", err)
	}
	if leader < 0 || leader > 3 {
		return c.fail(exitUsage, "--leader %d: seats are 0 to 3", leader)
	}
	parts := strings.Split(handsText, ";")
	if len(parts) != 4 {
		return c.fail(exitUsage, "--hands: want four hands separated by semicolons, seats 0 to 3; found %d", len(parts))
	}
	d := solver.Deal{Contract: ct, Rules: r, Leader: leader}
	for i, p := range parts {
		cards, err := parseCardList(p)
		if err != nil {
			return c.fail(exitUsage, "--hands: hand %d: %v", i, err)
		}
		for _, x := range cards {
			if d.Hands[i].Has(x) {
				return c.fail(exitUsage, "--hands: hand %d names %s twice", i, x)
			}
			d.Hands[i] = d.Hands[i].Add(x)
		}
	}
	played, err := parseCardList(playedText)
	if err != nil {
		return c.fail(exitUsage, "--played: %v", err)
	}
	d.Played = played
	res, err := solver.New().Solve(d)
	if err != nil {
		return c.fail(exitUsage, "%v", err)
	}
	out := solveJSON{Team0: res.Team[0], Team1: res.Team[1], Moves: map[string]int{}}
	for _, m := range res.Moves {
		out.Moves[m.Card.String()] = m.Team0
	}
	return c.printJSON(out, exitDone)
}
