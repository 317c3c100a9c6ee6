package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"strings"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/translations"
)

// refereeCommands are the commands that answer from the rules, without a database.
func refereeCommands() []*command {
	return []*command{
		{name: "check", args: "FILE...", minArgs: 1, maxArgs: -1, argsHelp: "name at least one game file",
			summary: "check game files (jasstafel/1 JSON); prints one JSON report per file",
			more:    "The exit code is the worst of the files': 0 valid, 1 rules broken, 2 not a readable game file",
			setup:   noFlags(runCheck)},
		{name: "presets", summary: "list the rule presets with their full settings (JSON)",
			setup: noFlags(func(c *call) int { return c.printJSON(tally.Presets(), exitDone) })},
		{name: "legal", need: []string{"contract", "hand"},
			summary: "which cards may be played, why not the others, who wins the trick so far and its points (JSON)",
			more: "CARDS are codes as in game files (S H D C or ♠ ♥ ♦ ♣, then 6 7 8 9 T J Q K A), separated by " +
				"commas or spaces; the trick in play order from its leader. --trick-no matters for mixed contracts only. " +
				"--rules changes settings as a game file's \"rules\" object does, e.g. --rules '{\"undertrump\": \"hindersi\"}'",
			setup: legalSetup},
		{name: "weis", need: []string{"contract", "cards"},
			summary: "is it a Weis, its value, and which of two wins and why (JSON)",
			more: "The value is before the contract's multiplier. --cards is the Weis of the player earlier in playing order, " +
				"so it wins when everything else is equal. Exit 1 when a Weis given is not valid under the rules",
			setup: weisSetup},
		solveCommand(),
	}
}

// runCheck prints one JSON report per file and returns the worst exit code among them.
func runCheck(c *call) int {
	worst := exitDone
	for _, f := range c.pos {
		rep, code := gamefile.CheckFile(f)
		if code == exitUsage {
			c.fail(code, "%s: %s", f, rep.Error)
		}
		worst = max(worst, code, c.printJSON(rep, code))
	}
	return worst
}

// refereeFlags are the options legal and weis share.
type refereeFlags struct {
	mode, contract, preset, rules, lang string
}

func (rf *refereeFlags) define(fs *flag.FlagSet) {
	rf.defineRules(fs)
	fs.StringVar(&rf.lang, "lang", "en", "the `CODE` of the messages' language: en, de, fr, it, ko, ja or uk")
}

// defineRules defines the options of the game, the contract and the rules, without --lang.
func (rf *refereeFlags) defineRules(fs *flag.FlagSet) {
	fs.StringVar(&rf.mode, "mode", "schieber", "the game: `schieber|differenzler`")
	fs.StringVar(&rf.contract, "contract", "", "the contract `C`: D, H, S, C, obenabe, undenufe, slalom-obenabe, …")
	fs.StringVar(&rf.preset, "preset", "", "the rule preset `P` of the mode (default seed)")
	fs.StringVar(&rf.rules, "rules", "", "settings as a game file's \"rules\" object, in `JSON`")
}

// resolve checks the shared options and returns the rules and the contract, or reports why not
// and returns the exit code.
func (rf *refereeFlags) resolve(c *call) (tally.Rules, tally.Contract, int) {
	fail := func(format string, a ...any) (tally.Rules, tally.Contract, int) {
		return tally.Rules{}, tally.Contract{}, c.fail(exitUsage, format, a...)
	}
	m, judged, ok := refereeMode(rf.mode)
	if !ok {
		return fail("unknown --mode %q: want %s", rf.mode, refereeModeNames())
	}
	r, err := refereeRules(m, rf.preset, rf.rules)
	if err != nil {
		return fail("%v", err)
	}
	if rf.contract == "" {
		return fail("name the contract with --contract (D, H, S, C, obenabe, undenufe, slalom-obenabe, …)")
	}
	ct, err := tally.ParseContract(rf.contract)
	if err != nil {
		return fail("%v", err)
	}
	if err := judged.CheckContract(ct); err != nil {
		return fail("--contract %s: %v", rf.contract, err)
	}
	if !translations.Supported(rf.lang) {
		return fail("unknown --lang %q: want en, de, fr, it, ko, ja or uk", rf.lang)
	}
	return r, ct, exitDone
}

// refereeModes are the modes --mode names: those the referee judges by their own rules.
func refereeModes() []gamefile.Mode {
	var out []gamefile.Mode
	for _, m := range gamefile.Modes() {
		if j, ok := m.(gamefile.Judged); ok && j.RefereeRules() == m.Name() {
			out = append(out, m)
		}
	}
	return out
}

// refereeMode finds the mode --mode names.
func refereeMode(name string) (gamefile.Mode, gamefile.Judged, bool) {
	for _, m := range refereeModes() {
		if string(m.Name()) == name {
			return m, m.(gamefile.Judged), true
		}
	}
	return nil, nil, false
}

// refereeModeNames lists the names --mode takes: "schieber or differenzler".
func refereeModeNames() string {
	var names []string
	for _, m := range refereeModes() {
		names = append(names, string(m.Name()))
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// refereeRules resolves the rules from --preset and --rules (a JSON object of settings as in a
// game file, e.g. {"weisTieBreak": "quartetFirst"}), the preset's settings overridden by the object's.
func refereeRules(m gamefile.Mode, preset, rules string) (tally.Rules, error) {
	obj := map[string]json.RawMessage{}
	if strings.TrimSpace(rules) != "" {
		if err := json.Unmarshal([]byte(rules), &obj); err != nil || obj == nil {
			return tally.Rules{}, fmt.Errorf("--rules: want a JSON object of settings, e.g. '{\"weis\": \"small\"}'")
		}
	}
	if preset != "" {
		if p, ok := obj["preset"]; ok {
			var name string
			if json.Unmarshal(p, &name) != nil || name != preset {
				return tally.Rules{}, fmt.Errorf("--preset %s and the preset in --rules differ: name it once", preset)
			}
		}
		obj["preset"], _ = json.Marshal(preset)
	}
	raw, _ := json.Marshal(obj)
	return m.ResolveRules(raw)
}

// suitSymbols are the French suit symbols the app shows, read as the canonical letters.
var suitSymbols = strings.NewReplacer("♠", "S", "♤", "S", "♥", "H", "♡", "H", "♦", "D", "♢", "D", "♣", "C", "♧", "C")

// parseCardList reads card codes separated by commas or spaces, the suit as a letter or a symbol.
func parseCardList(s string) ([]tally.Card, error) {
	return tally.ParseCards(suitSymbols.Replace(s))
}

// winningJSON and the other types below are the JSON the referee commands print.
type winningJSON struct {
	Card     tally.Card `json:"card"`
	Position int        `json:"position"`
}

type illegalJSON struct {
	Card    tally.Card `json:"card"`
	Rule    string     `json:"rule"`
	Message string     `json:"message"`
}

type legalJSON struct {
	Legal   []tally.Card  `json:"legal"`
	Illegal []illegalJSON `json:"illegal"`
	Winning *winningJSON  `json:"winning"`
	Points  int           `json:"points"`
}

// illegalFallback are the English sentences used when a language file lacks one.
var illegalFallback = map[string]string{
	tally.RuleFollowSuit: "Must follow suit: the hand holds a card of the suit led.",
	tally.RuleTrumpLead:  "Trump was led: play trump, the hand holds trump besides the Puur.",
	tally.RuleUndertrump: "Would undertrump: this trump is lower than the trump already in the trick.",
}

func legalSetup(fs *flag.FlagSet) func(c *call) int {
	var rf refereeFlags
	rf.define(fs)
	trickText := fs.String("trick", "", "the `CARDS` in the trick, in play order")
	handText := fs.String("hand", "", "the `CARDS` in the hand")
	trickNo := fs.Int("trick-no", 1, "the `N`th trick of the deal, 1 to 9")
	return func(c *call) int { return runLegal(c, &rf, *trickText, *handText, *trickNo) }
}

// runLegal answers which cards of a hand may be played (jasstafel legal).
func runLegal(c *call, rf *refereeFlags, trickText, handText string, trickNo int) int {
	r, ct, code := rf.resolve(c)
	if code != exitDone {
		return code
	}
	trick, err := parseCardList(trickText)
	if err != nil {
		return c.fail(exitUsage, "--trick: %v", err)
	}
	hand, err := parseCardList(handText)
	if err != nil {
		return c.fail(exitUsage, "--hand: %v", err)
	}
	ans, err := tally.JudgeTrick(hand, trick, ct, trickNo-1, r)
	if err != nil {
		return c.fail(exitUsage, "%v", err)
	}
	out := legalJSON{Legal: []tally.Card{}, Illegal: []illegalJSON{}, Points: ans.Points}
	for _, v := range ans.Verdicts {
		if v.Rule == "" {
			out.Legal = append(out.Legal, v.Card)
			continue
		}
		msg := translations.Text(rf.lang, translations.IllegalKey(v.Rule), illegalFallback[v.Rule])
		out.Illegal = append(out.Illegal, illegalJSON{Card: v.Card, Rule: v.Rule, Message: msg})
	}
	if ans.Winning >= 0 {
		out.Winning = &winningJSON{Card: trick[ans.Winning], Position: ans.Winning}
	}
	return c.printJSON(out, exitDone)
}

type weisJSON struct {
	Valid   bool   `json:"valid"`
	Points  int    `json:"points"`
	Weis    string `json:"weis,omitempty"`
	Rule    string `json:"rule,omitempty"`
	Message string `json:"message,omitempty"`
	Detail  string `json:"detail,omitempty"`
}

type weisReportJSON struct {
	weisJSON
	Vs        *weisJSON `json:"vs,omitempty"`
	Winner    *string   `json:"winner"`
	Criterion string    `json:"criterion,omitempty"`
	Reason    string    `json:"reason,omitempty"`
}

// weisReasonFallback are the English sentences for the steps that decide between two Weis.
var weisReasonFallback = map[string]string{
	tally.WeisByPoints:   "The Weis worth more wins.",
	tally.WeisByQuartet:  "At equal value, four of a kind beats a run.",
	tally.WeisByLength:   "At equal value, the Weis with more cards wins.",
	tally.WeisByTop:      "At equal value and length, the higher top card wins (in Undenufe the lower).",
	tally.WeisByTrump:    "All else equal, a run in trumps beats a run in a plain suit.",
	tally.WeisByPosition: "All else equal, the player earlier in playing order wins.",
	tally.WeisAlone:      "Only one team declared a Weis that counts.",
}

// judgeWeis checks cards as one declared Weis.
func judgeWeis(cards []tally.Card, r tally.Rules, lang string) (tally.Weis, weisJSON) {
	if r.Weis == tally.WeisOff {
		return tally.Weis{}, weisJSON{Rule: tally.RuleWeisOff,
			Message: translations.Text(lang, translations.RuleKey(tally.RuleWeisOff), "Weis are not played with these rules.")}
	}
	w, err := tally.ParseWeis(cards, r)
	if err != nil {
		return tally.Weis{}, weisJSON{Rule: tally.RuleWeisInvalid, Detail: err.Error(),
			Message: translations.Text(lang, translations.IllegalKey(tally.RuleWeisInvalid), "These cards are no Weis.")}
	}
	return w, weisJSON{Valid: true, Points: w.Points(r), Weis: w.String()}
}

func weisSetup(fs *flag.FlagSet) func(c *call) int {
	var rf refereeFlags
	rf.define(fs)
	cardsText := fs.String("cards", "", "the `CARDS` of the Weis")
	vsText := fs.String("vs", "", "the `CARDS` of the Weis to compare with")
	return func(c *call) int {
		withVs := false
		fs.Visit(func(f *flag.Flag) { withVs = withVs || f.Name == "vs" })
		return runWeis(c, &rf, *cardsText, *vsText, withVs)
	}
}

// runWeis judges one Weis, or two against each other (jasstafel weis).
func runWeis(c *call, rf *refereeFlags, cardsText, vsText string, withVs bool) int {
	r, ct, code := rf.resolve(c)
	if code != exitDone {
		return code
	}
	read := func(flagName, text string) ([]tally.Card, error) {
		cards, err := parseCardList(text)
		switch {
		case err != nil:
			return nil, fmt.Errorf("--%s: %v", flagName, err)
		case len(cards) == 0:
			return nil, fmt.Errorf("--%s: name the cards of the Weis", flagName)
		case len(cards) > tally.NumRanks:
			return nil, fmt.Errorf("--%s: %d cards; a Weis has at most nine", flagName, len(cards))
		}
		return cards, nil
	}
	cards, err := read("cards", cardsText)
	if err != nil {
		return c.fail(exitUsage, "%v", err)
	}
	var vsCards []tally.Card
	if withVs {
		if vsCards, err = read("vs", vsText); err != nil {
			return c.fail(exitUsage, "%v", err)
		}
	}
	m := ct.ScoringMode()
	w, first := judgeWeis(cards, r, rf.lang)
	rep := weisReportJSON{weisJSON: first}
	exit := exitDone
	if !first.Valid {
		exit = exitUnusable
	}
	if withVs {
		v, second := judgeWeis(vsCards, r, rf.lang)
		rep.Vs = &second
		if !second.Valid {
			exit = exitUnusable
		}
		var winner string
		switch {
		case first.Valid && second.Valid:
			var cmp int
			cmp, rep.Criterion = tally.CompareWeisWhy(w, 0, v, 1, m, r)
			winner = "first"
			if cmp < 0 {
				winner = "second"
			}
		case first.Valid:
			winner, rep.Criterion = "first", tally.WeisAlone
		case second.Valid:
			winner, rep.Criterion = "second", tally.WeisAlone
		}
		if winner != "" {
			rep.Winner = &winner
			rep.Reason = translations.Text(rf.lang, translations.WeisReasonKey(rep.Criterion), weisReasonFallback[rep.Criterion])
		}
	}
	return c.printJSON(rep, exit)
}
