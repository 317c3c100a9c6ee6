package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/translations"
)

const legalUsage = `Usage: jasstafel legal --contract C --hand CARDS [--trick CARDS] [--mode schieber|differenzler]
                       [--trick-no N] [--preset P] [--rules JSON] [--lang L]
Which cards of the hand may be played to the trick, why the others may not, which card wins the
trick so far and what its cards are worth. CARDS are codes as in game files (S H D C or ♠ ♥ ♦ ♣,
then 6 7 8 9 T J Q K A), separated by commas or spaces; the trick in play order from its leader.
--trick-no (1 to 9, default 1) matters for mixed contracts only. --preset names a rule preset of
the mode (default seed); --rules changes settings as a game file's "rules" object does, e.g.
--rules '{"undertrump": "hindersi"}'. --lang: en (default), de, fr, it, ko, ja, uk.
Exit 0: answered; 2: usage error or unreadable cards.
`

const weisUsage = `Usage: jasstafel weis --contract C --cards CARDS [--vs CARDS] [--mode schieber|differenzler]
                      [--preset P] [--rules JSON] [--lang L]
Whether the cards are a valid Weis and what it is worth (before the contract's multiplier); with
--vs, which of the two Weis wins and by which rule. --cards is the Weis of the player earlier in
playing order, so it wins when everything else is equal. --preset, --rules and --lang as for
jasstafel legal, e.g. --rules '{"weisTieBreak": "quartetFirst", "weis": "small"}'.
Exit 0: answered, every Weis valid; 1: answered, a Weis is not valid under the rules; 2: usage
error or unreadable cards.
`

// refereeFlags are the options legal and weis share.
type refereeFlags struct {
	mode, contract, preset, rules, lang string
}

// parseReferee reads the options of a referee command; it returns the resolved rules and the
// contract, or an exit code: 0 after --help, 2 after a usage error (already reported).
func parseReferee(name, usage string, fs *flag.FlagSet, rf *refereeFlags, args []string, stdout, stderr io.Writer) (tally.Rules, tally.Contract, int, bool) {
	fs.SetOutput(io.Discard)
	fs.StringVar(&rf.mode, "mode", "schieber", "schieber or differenzler")
	fs.StringVar(&rf.contract, "contract", "", "the contract")
	fs.StringVar(&rf.preset, "preset", "", "rule preset")
	fs.StringVar(&rf.rules, "rules", "", "rules as in a game file's \"rules\" object")
	fs.StringVar(&rf.lang, "lang", "en", "language of the messages")
	fail := func(format string, a ...any) (tally.Rules, tally.Contract, int, bool) {
		fmt.Fprintf(stderr, "jasstafel %s: %s\n", name, strings.ReplaceAll(fmt.Sprintf(format, a...), "\n", "; "))
		return tally.Rules{}, tally.Contract{}, 2, false
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stdout, usage)
			return tally.Rules{}, tally.Contract{}, 0, false
		}
		return fail("%v", err)
	}
	if fs.NArg() > 0 {
		return fail("unexpected argument %q; every input is an option (--help lists them)", fs.Arg(0))
	}
	var game tally.Game
	switch rf.mode {
	case "schieber":
		game = tally.Schieber
	case "differenzler":
		game = tally.Differenzler
	default:
		return fail("unknown --mode %q: want schieber or differenzler", rf.mode)
	}
	r, err := refereeRules(game, rf.preset, rf.rules)
	if err != nil {
		return fail("%v", err)
	}
	if rf.contract == "" {
		return fail("name the contract with --contract (D, H, S, C, obenabe, undenufe, slalom-obenabe, …)")
	}
	c, err := tally.ParseContract(rf.contract)
	if err != nil {
		return fail("%v", err)
	}
	if game == tally.Differenzler && c.Kind != tally.KindTrump {
		return fail("Differenzler is always played with a trump suit: --contract D, H, S or C")
	}
	if !translations.Supported(rf.lang) {
		return fail("unknown --lang %q: want en, de, fr, it, ko, ja or uk", rf.lang)
	}
	return r, c, 0, true
}

// refereeRules resolves the rules from --preset and --rules (a JSON object of settings as in a
// game file, e.g. {"weisTieBreak": "quartetFirst"}), the preset's settings overridden by the object's.
func refereeRules(g tally.Game, preset, rules string) (tally.Rules, error) {
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
	return tally.ResolveRules(g, raw)
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

// runLegal answers which cards of a hand may be played (jasstafel legal).
func runLegal(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("legal", flag.ContinueOnError)
	var rf refereeFlags
	var trickText, handText string
	var trickNo int
	fs.StringVar(&trickText, "trick", "", "cards in the trick")
	fs.StringVar(&handText, "hand", "", "cards in the hand")
	fs.IntVar(&trickNo, "trick-no", 1, "number of the trick in the deal, 1 to 9 (mixed contracts)")
	r, c, code, ok := parseReferee("legal", legalUsage, fs, &rf, args, stdout, stderr)
	if !ok {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "jasstafel legal: %s\n", fmt.Sprintf(format, a...))
		return 2
	}
	trick, err := parseCardList(trickText)
	if err != nil {
		return fail("--trick: %v", err)
	}
	hand, err := parseCardList(handText)
	if err != nil {
		return fail("--hand: %v", err)
	}
	ans, err := tally.JudgeTrick(hand, trick, c, trickNo-1, r)
	if err != nil {
		return fail("%v", err)
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
	return printJSON("legal", out, 0, stdout, stderr)
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

// runWeis judges one Weis, or two against each other (jasstafel weis).
func runWeis(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("weis", flag.ContinueOnError)
	var rf refereeFlags
	var cardsText, vsText string
	fs.StringVar(&cardsText, "cards", "", "cards of the Weis")
	fs.StringVar(&vsText, "vs", "", "cards of the Weis to compare with")
	r, c, code, ok := parseReferee("weis", weisUsage, fs, &rf, args, stdout, stderr)
	if !ok {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "jasstafel weis: %s\n", fmt.Sprintf(format, a...))
		return 2
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
		return fail("%v", err)
	}
	var vsCards []tally.Card
	withVs := false
	fs.Visit(func(f *flag.Flag) { withVs = withVs || f.Name == "vs" })
	if withVs {
		if vsCards, err = read("vs", vsText); err != nil {
			return fail("%v", err)
		}
	}
	m := c.ScoringMode()
	w, first := judgeWeis(cards, r, rf.lang)
	rep := weisReportJSON{weisJSON: first}
	exit := 0
	if !first.Valid {
		exit = 1
	}
	if withVs {
		v, second := judgeWeis(vsCards, r, rf.lang)
		rep.Vs = &second
		if !second.Valid {
			exit = 1
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
	return printJSON("weis", rep, exit, stdout, stderr)
}

// printJSON prints one answer as indented JSON and returns code, or 2 when it cannot be written.
func printJSON(name string, v any, code int, stdout, stderr io.Writer) int {
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		fmt.Fprintf(stderr, "jasstafel %s: %v\n", name, err)
		return 2
	}
	return code
}
