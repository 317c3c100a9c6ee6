package cli

import (
	"encoding/json"
	"maps"
	"strings"
	"testing"
)

// solve answers small deals worked out by hand: the teams' points and each legal card's.
func TestSolveCommand(t *testing.T) {
	for _, c := range []struct {
		args  []string
		team  [2]int
		moves map[string]int
	}{
		// Obenabe, seat 0 leads. SA first takes S6 S7 S8 (19), then HA takes H6 and the 5 (16).
		// H6 first: HA wins and seat 3 throws its S8 on it (19 for team 1), SA takes the last (16).
		{[]string{"--contract", "obenabe", "--hands", "SA,H6;S6,HA;S7,D6;S8,D7"}, [2]int{19, 16}, map[string]int{"SA": 19, "H6": 16}},
		// The same after SA and S6: seat 2 has only S7 to play.
		{[]string{"--contract", "obenabe", "--hands", "♠A,♥6;S6,HA;S7,D6;S8,D7", "--played", "SA,S6"}, [2]int{19, 16}, map[string]int{"S7": 19}},
		// The last trick in hearts, led by seat 1: the Puur of seat 0 takes 20+14+11+0 and the 5.
		{[]string{"--contract", "H", "--hands", "HJ;H9;HA;H6", "--leader", "1"}, [2]int{50, 0}, map[string]int{"H9": 50}},
		// The same hands in the last two tricks of a Slalom from the top: the first of them is
		// played Undenufe, so H6 takes HA (with S7 or D6, and S8 or D7), and seat 0 leads SA to the
		// last, Obenabe: all 35 points. SA first loses to S6, and seat 1's HA takes the last trick.
		{[]string{"--contract", "slalom-obenabe", "--hands", "SA,H6;S6,HA;S7,D6;S8,D7"}, [2]int{35, 0}, map[string]int{"SA": 0, "H6": 35}},
		// The same hands in the last two tricks of a Trio that plays hearts trump there, its cards
		// counted as Obenabe (its first mode): SA is ruffed by HA (30 for team 1), and H6 takes the
		// last trick (5). H6 first draws HA, on which seat 3 throws S8 (19), and SA takes the last (16).
		{[]string{"--contract", "trio:obenabe,undenufe,H", "--hands", "SA,H6;S6,HA;S7,D6;S8,D7"}, [2]int{16, 19}, map[string]int{"SA": 5, "H6": 16}},
		// A deal played out: nothing left.
		{[]string{"--contract", "H", "--hands", "HJ;H9;HA;H6", "--played", "HJ H9 HA H6"}, [2]int{0, 0}, map[string]int{}},
	} {
		code, out, errOut := jt(append([]string{"solve"}, c.args...)...)
		var got solveJSON
		if err := json.Unmarshal([]byte(out), &got); code != 0 || err != nil {
			t.Fatalf("%q: exit %d, %v\n%s%s", c.args, code, err, out, errOut)
		}
		if got.Team0 != c.team[0] || got.Team1 != c.team[1] || !maps.Equal(got.Moves, c.moves) {
			t.Errorf("%q: %+v, want %v %v", c.args, got, c.team, c.moves)
		}
	}
	_, out, _ := jt("solve", "--contract", "H", "--hands", "HJ;H9;HA;H6")
	if want := "{\n  \"team0\": 50,\n  \"team1\": 0,\n  \"moves\": {\n    \"HJ\": 50\n  }\n}\n"; out != want {
		t.Errorf("output %q, want %q", out, want)
	}
}

// A deal that cannot be played exits 2 with a message naming what is wrong, and prints nothing.
func TestSolveRefusesBadDeals(t *testing.T) {
	hands := "SA,H6;S6,HA;S7,D6;S8,D7"
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--contract", "trio:obenabe,undenufe,H", "--hands", hands, "--rules", `{"mixedValues": "perTrick"}`}, "contract trio:obenabe,undenufe,H with mixedValues=perTrick"},
		{[]string{"--contract", "guschti", "--hands", hands, "--rules", `{"mixedValues": "perTrick"}`}, "contract guschti with mixedValues=perTrick: the solver plays a mixed contract only with its cards counted by the scoring mode (mixedValues=scoringMode)"},
		{[]string{"--contract", "X", "--hands", hands}, "unknown contract \"X\""},
		{[]string{"--hands", hands}, "name the contract with --contract"},
		{[]string{"--contract", "H", "--hands", "SA,H6;S6,HA;S7,D6"}, "--hands: want four hands separated by semicolons, seats 0 to 3; found 3"},
		{[]string{"--contract", "H"}, "--hands: want four hands"},
		{[]string{"--contract", "H", "--hands", "SA,H6;S6,HA;S7,D6;S8,DX"}, "--hands: hand 3: invalid card \"DX\""},
		{[]string{"--contract", "H", "--hands", "SA,SA;S6,HA;S7,D6;S8,D7"}, "--hands: hand 0 names SA twice"},
		{[]string{"--contract", "H", "--hands", "SA,H6;SA,HA;S7,D6;S8,D7"}, "SA is in hand 0 and in hand 1"},
		{[]string{"--contract", "H", "--hands", "SA,H6;S6;S7,D6;S8,D7"}, "hand 1 holds 1 card and hand 0 2 cards"},
		{[]string{"--contract", "H", "--hands", hands, "--leader", "4"}, "--leader 4: seats are 0 to 3"},
		{[]string{"--contract", "H", "--hands", hands, "--leader", "x"}, "--leader \"x\": not a whole number"},
		{[]string{"--contract", "obenabe", "--hands", hands, "--played", "SA,HA"}, "played card 2, HA: seat 1 may not play it (follow-suit"},
		{[]string{"--contract", "H", "--hands", hands, "--played", "S6"}, "played card 1, S6: seat 0 is on turn and does not hold it"},
		{[]string{"--contract", "H", "--hands", hands, "--played", "SA,S6,S7,S8,SA"}, "played card 5, SA: it was already played"},
		{[]string{"--contract", "H", "--hands", hands, "--played", "S9"}, "played card 1, S9: seat 0 is on turn and does not hold it"},
		{[]string{"--contract", "H", "--hands", hands, "--played", "SZ"}, "--played: invalid card \"SZ\""},
		{[]string{"--contract", "H", "--hands", hands, "--rules", `{"undertrump": "never"}`}, "undertrump"},
	} {
		code, out, errOut := jt(append([]string{"solve"}, c.args...)...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, "jasstafel solve: ") || !strings.Contains(errOut, c.msg) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2 and %q", c.args, code, out, errOut, c.msg)
		}
	}
}
