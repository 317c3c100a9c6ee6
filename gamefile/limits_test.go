package gamefile

import (
	"bytes"
	"strings"
	"testing"

	"github.com/jasstafel/jasstafel/tally"
)

// Tests for limits a mutation run (gremlins) found no test at: each limit holds exactly, and
// the message of what is refused says the numbers of the game.

// A document of exactly MaxFileSize bytes is read; one byte more is refused for its size.
func TestTheLargestFileIsRead(t *testing.T) {
	base := doc(`"Anna","Beat","Cla","Dora"`, "H")
	pad := func(n int) []byte {
		return append(bytes.Clone(base), bytes.Repeat([]byte(" "), n-len(base))...)
	}
	if _, err := Decode(pad(MaxFileSize)); err != nil {
		t.Errorf("a document of %d bytes: %v", MaxFileSize, err)
	}
	if _, err := Decode(pad(MaxFileSize + 1)); err == nil || !strings.Contains(err.Error(), "larger than 4 MiB") {
		t.Errorf("a document of %d bytes: %v", MaxFileSize+1, err)
	} else if e, ok := err.(*FileError); !ok || e.Reason != FileTooLarge {
		t.Errorf("a document of %d bytes: %#v", MaxFileSize+1, err)
	}
}

// A game grows to MaxRounds rounds and no further.
func TestAGameHoldsAtMostMaxRounds(t *testing.T) {
	rules, err := tally.Preset(tally.Schieber, "seed")
	if err != nil {
		t.Fatal(err)
	}
	round := func() Round {
		c, v := "H", 0
		return Round{Contract: c, Vorhand: &v, Points: []int{100, 57}}
	}
	rounds := make([]Round, MaxRounds-1)
	for i := range rounds {
		rounds[i] = round()
	}
	g, err := GameOf(tally.Schieber, rules, []string{"Anna", "Beat", "Cla", "Dora"}, rounds)
	if err != nil {
		t.Fatal(err)
	}
	last := round()
	if err := g.Extend(&last); err != nil {
		t.Fatalf("round %d: %v", MaxRounds, err)
	}
	more := round()
	if err := g.Extend(&more); err == nil || err.Error() != "rounds: 1001 rounds; a game file holds at most 1000" {
		t.Errorf("round %d: %v", MaxRounds+1, err)
	}
	if _, err := GameOf(tally.Schieber, rules, []string{"Anna", "Beat", "Cla", "Dora"}, append(rounds, round())); err != nil {
		t.Errorf("a game of %d rounds: %v", MaxRounds, err)
	}
	if _, err := GameOf(tally.Schieber, rules, []string{"Anna", "Beat", "Cla", "Dora"}, append(rounds, round(), round())); err == nil {
		t.Errorf("a game of %d rounds was made", MaxRounds+1)
	}
}

// What is out of range is named with the range the game allows.
func TestOutOfRangeMessagesNameTheGamesNumbers(t *testing.T) {
	for _, c := range []struct{ doc, want string }{
		{`{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"H","vorhand":0,"points":[100,57],"stoeck":4}]}`,
			"rounds[0].stoeck: 4 is not a seat (0..3)"},
		{`{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"H","vorhand":0,"tricks":[` +
			strings.TrimSuffix(strings.Repeat(`["S6"],`, 13), ",") + `]}]}`,
			"rounds[0].tricks: 13 tricks; a deal has 9"},
	} {
		if _, err := Decode([]byte(c.doc)); err == nil || err.Error() != c.want {
			t.Errorf("%v, want %q", err, c.want)
		}
	}
}
