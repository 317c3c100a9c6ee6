package cli

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// legalReply is what jasstafel legal prints.
type legalReply struct {
	Legal   []string `json:"legal"`
	Illegal []struct {
		Card, Rule, Message string
	} `json:"illegal"`
	Winning *struct {
		Card     string `json:"card"`
		Position int    `json:"position"`
	} `json:"winning"`
	Points int `json:"points"`
}

// runJSON runs a command line and decodes its output into v; it returns the exit code.
func runJSON(t *testing.T, args []string, v any) int {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, &out, &errOut)
	if code == 2 {
		t.Fatalf("%v: exit 2: %s", args, errOut.String())
	}
	if errOut.Len() > 0 {
		t.Errorf("%v: stderr %q", args, errOut.String())
	}
	dec := json.NewDecoder(&out)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("%v: %v in %s", args, err, out.String())
	}
	return code
}

// TestLegalCommand answers the worked examples of docs/RULES.md §13 on the command line: follow
// suit, undertrump with and without the all-trumps exception, the Puur, tricks without trump,
// hindersi, the trump to beat, trick winners and points.
func TestLegalCommand(t *testing.T) {
	cases := []struct {
		name    string
		args    []string
		legal   string
		illegal string // "card:rule" each
		winning string // "card@position", "" for none
		points  int
	}{
		{"TV-3 undertrump", []string{"--contract", "C", "--trick", "HT,HA,CA", "--hand", "SA,CK"}, "SA", "CK:undertrump", "CA@2", 32},
		{"TV-3 nothing but trumps", []string{"--contract", "C", "--trick", "HT,HA,CA", "--hand", "C9,CK"}, "C9 CK", "", "CA@2", 32},
		{"TV-3 follow or overtrump", []string{"--contract", "C", "--trick", "HT HA CA", "--hand", "H7 CK CJ"}, "H7 CJ", "CK:undertrump", "CA@2", 32},
		{"TV-3 hindersi void", []string{"--contract", "C", "--trick", "HT,HA,CA", "--hand", "SA,CK", "--rules", `{"undertrump": "hindersi"}`}, "SA CK", "", "CA@2", 32},
		{"TV-3 hindersi holding the suit", []string{"--contract", "C", "--trick", "HT,HA,CA", "--hand", "H6,CK", "--rules", `{"undertrump": "hindersi"}`}, "H6", "CK:undertrump", "CA@2", 32},
		{"follow suit", []string{"--contract", "S", "--trick", "HT", "--hand", "H6,DA,SJ"}, "H6 SJ", "DA:follow-suit", "HT@0", 10},
		{"TV-4 the Puur is no duty", []string{"--contract", "C", "--trick", "C6", "--hand", "CJ,DA,S7"}, "CJ DA S7", "", "C6@0", 0},
		{"TV-4 trump lead", []string{"--contract", "C", "--trick", "C7", "--hand", "CJ,C6,DA"}, "CJ C6", "DA:follow-trump", "C7@0", 0},
		{"TV-5 highest", []string{"--contract", "C", "--trick", "HT,C6,CJ", "--hand", "C7,D9"}, "D9", "C7:undertrump", "CJ@2", 30},
		{"TV-5 lowest", []string{"--contract", "C", "--trick", "HT,C6,CJ", "--hand", "C7,D9", "--rules", `{"undertrumpReference": "lowest"}`}, "C7 D9", "", "CJ@2", 30},
		{"TV-5 overtrumpIfAble", []string{"--contract", "C", "--trick", "HT,C6,CJ", "--hand", "C7,D9", "--rules", `{"undertrump": "overtrumpIfAble"}`}, "C7 D9", "", "CJ@2", 30},
		{"TV-16 Schieber", []string{"--contract", "D", "--trick", "S9,DA", "--hand", "DK,H6"}, "H6", "DK:undertrump", "DA@1", 11},
		{"TV-16 Differenzler", []string{"--mode", "differenzler", "--contract", "D", "--trick", "S9,DA", "--hand", "DK,H6"}, "DK H6", "", "DA@1", 11},
		{"TV-17 Obenabe", []string{"--contract", "obenabe", "--trick", "HK", "--hand", "H6,DA,SA"}, "H6", "DA:follow-suit SA:follow-suit", "HK@0", 4},
		{"TV-17 Obenabe void", []string{"--contract", "obenabe", "--trick", "HK", "--hand", "DA,SA"}, "DA SA", "", "HK@0", 4},
		{"TV-2 trump King", []string{"--contract", "D", "--trick", "DK,DT,HA", "--hand", "D6"}, "D6", "", "DK@0", 25},
		{"TV-2 the only trump", []string{"--contract", "C", "--trick", "SA,SJ,C6", "--hand", "S9"}, "S9", "", "C6@2", 13},
		{"TV-2 Obenabe", []string{"--contract", "obenabe", "--trick", "HK,HA,DA", "--hand", "H8"}, "H8", "", "HA@1", 26},
		{"TV-2 Undenufe", []string{"--contract", "undenufe", "--trick", "H6,HA,H8", "--hand", "HK,S6"}, "HK", "S6:follow-suit", "H6@0", 19},
		{"TV-21 Slalom trick 2", []string{"--contract", "slalom-obenabe", "--trick-no", "2", "--trick", "H6,HT,H8", "--hand", "HK"}, "HK", "", "H6@0", 18},
		{"empty trick", []string{"--contract", "H", "--hand", "S6,HA"}, "S6 HA", "", "", 0},
		{"suit symbols", []string{"--contract", "C", "--trick", "♥T,♥A,♣A", "--hand", "♠A ♣K"}, "SA", "CK:undertrump", "CA@2", 32},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var rep legalReply
			if code := runJSON(t, append([]string{"legal"}, c.args...), &rep); code != 0 {
				t.Errorf("exit %d, want 0", code)
			}
			var ill []string
			for _, i := range rep.Illegal {
				ill = append(ill, i.Card+":"+i.Rule)
				if i.Message == "" || i.Message == i.Rule {
					t.Errorf("%s: message %q is no sentence", i.Card, i.Message)
				}
			}
			win := ""
			if rep.Winning != nil {
				win = rep.Winning.Card + "@" + string(rune('0'+rep.Winning.Position))
			}
			if got := strings.Join(rep.Legal, " "); got != c.legal || strings.Join(ill, " ") != c.illegal || win != c.winning || rep.Points != c.points {
				t.Errorf("legal %q illegal %q winning %q points %d; want %q %q %q %d", got, strings.Join(ill, " "), win, rep.Points, c.legal, c.illegal, c.winning, c.points)
			}
		})
	}
}

// TestLegalCommandJSON checks the exact shape the task promises: lists never null, winning null
// on an empty trick.
func TestLegalCommandJSON(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"legal", "--contract", "H", "--hand", "S6"}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	var m map[string]any
	if err := json.Unmarshal(out.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	if _, ok := m["winning"]; !ok || m["winning"] != nil {
		t.Errorf("winning = %v, want null", m["winning"])
	}
	if ill, ok := m["illegal"].([]any); !ok || len(ill) != 0 {
		t.Errorf("illegal = %v, want []", m["illegal"])
	}
	if m["points"] != 0.0 || !slices.Equal(anyStrings(m["legal"]), []string{"S6"}) {
		t.Errorf("reply %s", out.String())
	}
}

func anyStrings(v any) []string {
	var out []string
	l, _ := v.([]any)
	for _, x := range l {
		s, _ := x.(string)
		out = append(out, s)
	}
	return out
}

// TestLegalCommandLanguages checks that the reason is said in the --lang language, and in
// English without it.
func TestLegalCommandLanguages(t *testing.T) {
	args := []string{"legal", "--contract", "C", "--trick", "HT,HA,CA", "--hand", "SA,CK"}
	msgs := map[string]string{}
	for _, l := range []string{"", "en", "de", "fr", "it", "ko", "ja", "uk", "de-CH"} {
		a := args
		if l != "" {
			a = append(slices.Clone(args), "--lang", l)
		}
		var rep legalReply
		runJSON(t, a, &rep)
		if len(rep.Illegal) != 1 {
			t.Fatalf("--lang %q: %+v", l, rep)
		}
		msgs[l] = rep.Illegal[0].Message
	}
	if msgs[""] != msgs["en"] || !strings.HasPrefix(msgs["en"], "Would undertrump") {
		t.Errorf("default message %q, English %q", msgs[""], msgs["en"])
	}
	if !strings.Contains(msgs["de"], "untertrumpf") || msgs["de-CH"] != msgs["de"] {
		t.Errorf("German message %q, de-CH %q", msgs["de"], msgs["de-CH"])
	}
	seen := map[string]string{}
	for _, l := range []string{"en", "de", "fr", "it", "ko", "ja", "uk"} {
		if other, dup := seen[msgs[l]]; dup {
			t.Errorf("%s and %s say the same: %q", l, other, msgs[l])
		}
		seen[msgs[l]] = l
	}
}

// weisReply is what jasstafel weis prints.
type weisReply struct {
	Valid     bool       `json:"valid"`
	Points    int        `json:"points"`
	Weis      string     `json:"weis"`
	Rule      string     `json:"rule"`
	Message   string     `json:"message"`
	Detail    string     `json:"detail"`
	Vs        *weisReply `json:"vs"`
	Winner    *string    `json:"winner"`
	Criterion string     `json:"criterion"`
	Reason    string     `json:"reason"`
}

// TestWeisCommand answers the Weis examples of docs/RULES.md §13 TV-8 and §4.1 on the command
// line: the value, the winner and the deciding step.
func TestWeisCommand(t *testing.T) {
	cases := []struct {
		name      string
		args      []string
		points    int
		vsPoints  int
		winner    string
		criterion string
	}{
		{"the task's example", []string{"--contract", "C", "--cards", "DA,DK,DQ", "--vs", "SJ,ST,S9"}, 20, 20, "first", "top-card"},
		{"W1 top card", []string{"--contract", "H", "--cards", "D9 DT DJ DQ", "--vs", "S8 S9 ST SJ"}, 50, 50, "first", "top-card"},
		{"W2 trump run", []string{"--contract", "H", "--cards", "D7 D8 D9", "--vs", "H7 H8 H9"}, 20, 20, "second", "trump"},
		{"W3 position", []string{"--contract", "obenabe", "--cards", "D7 D8 D9", "--vs", "S7 S8 S9"}, 20, 20, "first", "position"},
		{"W4 Undenufe", []string{"--contract", "undenufe", "--cards", "D6 D7 D8", "--vs", "S9 ST SJ"}, 20, 20, "first", "top-card"},
		{"W4 Obenabe", []string{"--contract", "obenabe", "--cards", "D6 D7 D8", "--vs", "S9 ST SJ"}, 20, 20, "second", "top-card"},
		{"W5 moreCards", []string{"--contract", "H", "--cards", "SK HK DK CK", "--vs", "D8 D9 DT DJ DQ"}, 100, 100, "second", "length"},
		{"W5 quartetFirst", []string{"--contract", "H", "--cards", "SK HK DK CK", "--vs", "D8 D9 DT DJ DQ", "--rules", `{"weisTieBreak": "quartetFirst"}`}, 100, 100, "first", "quartet-first"},
		{"W6 trump deal", []string{"--contract", "H", "--cards", "SA HA DA CA", "--vs", "SK HK DK CK"}, 100, 100, "first", "top-card"},
		{"W6 Undenufe", []string{"--contract", "undenufe", "--cards", "SA HA DA CA", "--vs", "SK HK DK CK"}, 100, 100, "second", "top-card"},
		{"W7 moreCards", []string{"--contract", "D", "--cards", "S9 H9 D9 C9", "--vs", "S6 S7 S8 S9 ST SJ"}, 150, 150, "second", "length"},
		{"W7 small", []string{"--contract", "D", "--cards", "S9 H9 D9 C9", "--vs", "S6 S7 S8 S9 ST SJ", "--rules", `{"weis": "small"}`}, 150, 100, "first", "points"},
		{"four Jacks beat a 100-run", []string{"--contract", "obenabe", "--cards", "SJ HJ DJ CJ", "--vs", "D6 D7 D8 D9 DT"}, 200, 100, "first", "points"},
		{"an 8-run under small Weis is one run", []string{"--contract", "S", "--cards", "H6 H7 H8 H9 HT HJ HQ HK", "--rules", `{"weis": "small"}`}, 100, -1, "", ""},
		{"9-run", []string{"--contract", "S", "--cards", "♥6 ♥7 ♥8 ♥9 ♥T ♥J ♥Q ♥K ♥A"}, 300, -1, "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var rep weisReply
			if code := runJSON(t, append([]string{"weis"}, c.args...), &rep); code != 0 {
				t.Errorf("exit %d, want 0", code)
			}
			if !rep.Valid || rep.Points != c.points {
				t.Errorf("first: %+v, want valid, %d", rep, c.points)
			}
			if c.vsPoints < 0 {
				if rep.Vs != nil || rep.Winner != nil || rep.Reason != "" {
					t.Errorf("without --vs: %+v", rep)
				}
				return
			}
			if rep.Vs == nil || !rep.Vs.Valid || rep.Vs.Points != c.vsPoints {
				t.Errorf("vs: %+v, want valid, %d", rep.Vs, c.vsPoints)
			}
			if rep.Winner == nil || *rep.Winner != c.winner || rep.Criterion != c.criterion || rep.Reason == "" {
				t.Errorf("winner %v by %q (%q), want %s by %s", rep.Winner, rep.Criterion, rep.Reason, c.winner, c.criterion)
			}
		})
	}
}

// TestWeisCommandInvalid checks that cards which are no Weis are answered with the rule, a
// sentence and exit 1, and that the valid one of two then wins.
func TestWeisCommandInvalid(t *testing.T) {
	var rep weisReply
	if code := runJSON(t, []string{"weis", "--contract", "C", "--cards", "DA,DK,D9", "--vs", "SJ,ST,S9", "--lang", "fr"}, &rep); code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if rep.Valid || rep.Points != 0 || rep.Rule != "weis-invalid" || !strings.Contains(rep.Message, "Weis") || rep.Detail == "" {
		t.Errorf("invalid first: %+v", rep)
	}
	if rep.Winner == nil || *rep.Winner != "second" || rep.Criterion != "alone" {
		t.Errorf("winner %v by %q, want second alone", rep.Winner, rep.Criterion)
	}
	rep = weisReply{}
	if code := runJSON(t, []string{"weis", "--mode", "differenzler", "--contract", "D", "--cards", "DA,DK,DQ"}, &rep); code != 1 || rep.Rule != "weis-off" {
		t.Errorf("Differenzler: exit %d, %+v; want 1 and weis-off", code, rep)
	}
	rep = weisReply{}
	if code := runJSON(t, []string{"weis", "--contract", "D", "--cards", "D6,H6,S6,C6", "--rules", `{"lowQuartets": false}`}, &rep); code != 1 || rep.Rule != "weis-invalid" {
		t.Errorf("four 6 without lowQuartets: exit %d, %+v", code, rep)
	}
}

// TestRefereeUsageErrors checks that every malformed question gets exit 2 and one line on stderr,
// and --help the usage on stdout.
func TestRefereeUsageErrors(t *testing.T) {
	bad := [][]string{
		{"legal"},
		{"legal", "--hand", "SA"},
		{"legal", "--contract", "X", "--hand", "SA"},
		{"legal", "--contract", "C"},
		{"legal", "--contract", "C", "--hand", "SA,ZZ"},
		{"legal", "--contract", "C", "--hand", "SA", "--trick", "SA"},
		{"legal", "--contract", "C", "--hand", "SA", "--trick", "H6 H7 H8 H9"},
		{"legal", "--contract", "C", "--hand", "SA", "--trick-no", "10"},
		{"legal", "--contract", "C", "--hand", "SA", "--lang", "xx"},
		{"legal", "--contract", "C", "--hand", "SA", "--mode", "coiffeur"},
		{"legal", "--contract", "obenabe", "--hand", "SA", "--mode", "differenzler"},
		{"legal", "--contract", "C", "--hand", "SA", "--preset", "nope"},
		{"legal", "--contract", "C", "--hand", "SA", "--rules", "{"},
		{"legal", "--contract", "C", "--hand", "SA", "--rules", `{"undertrump": "sometimes"}`},
		{"legal", "--contract", "C", "--hand", "SA", "--preset", "seed", "--rules", `{"preset": "simple"}`},
		{"weis", "--contract", "C"},
		{"weis", "--contract", "C", "--cards", "SA SK SQ", "--vs", ""},
		{"weis", "--contract", "C", "--cards", "S6 S7 S8 S9 ST SJ SQ SK SA H6"},
		{"weis", "--cards", "SA SK SQ"},
	}
	for _, args := range bad {
		var out, errOut bytes.Buffer
		code := run(args, &out, &errOut)
		lines := strings.Split(strings.TrimRight(errOut.String(), "\n"), "\n")
		if code != 2 || len(lines) != 1 || !strings.HasPrefix(lines[0], "jasstafel "+args[0]+": ") || out.Len() != 0 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2 and one line", args, code, out.String(), errOut.String())
		}
	}
	// An unknown flag or an argument: the message, then the usage.
	for _, args := range [][]string{{"legal", "--contract", "C", "--hand", "SA", "extra"}, {"weis", "--bogus"}} {
		var out, errOut bytes.Buffer
		code := run(args, &out, &errOut)
		first, rest, _ := strings.Cut(errOut.String(), "\n")
		if code != 2 || !strings.HasPrefix(first, "jasstafel "+args[0]+": ") || !strings.HasPrefix(rest, "\nUsage: jasstafel "+args[0]) || out.Len() != 0 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2, a line and the usage", args, code, out.String(), errOut.String())
		}
	}
	for _, cmd := range []string{"legal", "weis"} {
		var out, errOut bytes.Buffer
		if code := run([]string{cmd, "--help"}, &out, &errOut); code != 0 || !strings.Contains(out.String(), "Usage: jasstafel "+cmd) {
			t.Errorf("%s --help: exit %d, %q", cmd, code, out.String())
		}
	}
	var out, errOut bytes.Buffer
	run([]string{"help"}, &out, &errOut)
	for _, cmd := range []string{"jasstafel legal", "jasstafel weis"} {
		if !strings.Contains(out.String(), cmd) {
			t.Errorf("the usage does not list %s", cmd)
		}
	}
}

// TestRefereeModes: --mode takes the modes the referee judges by their own rules, as the
// registry of modes says, and a mode refuses the contracts its deals are never played under.
func TestRefereeModes(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"legal", "--contract", "C", "--hand", "SA", "--mode", "coiffeur"},
			`jasstafel legal: unknown --mode "coiffeur": want schieber or differenzler`},
		{[]string{"legal", "--contract", "obenabe", "--hand", "SA", "--mode", "differenzler"},
			"jasstafel legal: --contract obenabe: a Differenzler deal is always played with a trump suit: D, H, S or C"},
	} {
		var out, errOut bytes.Buffer
		if code := run(c.args, &out, &errOut); code != 2 || strings.TrimSpace(errOut.String()) != c.want {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", c.args, code, errOut.String(), c.want)
		}
	}
	var out, errOut bytes.Buffer
	if code := run([]string{"legal", "--contract", "obenabe", "--hand", "SA", "--mode", "schieber"}, &out, &errOut); code != 0 {
		t.Errorf("obenabe in a Schieber: exit %d, %q", code, errOut.String())
	}
}
