package analysisview

import (
	"os"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/jasstafel/jasstafel/analysis"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/gamehost"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

func TestMain(m *testing.M) { os.Exit(gamehost.Main(m)) }

var players = []string{"Anna", "Beat", "Cla", "Dora"}

// show opens the analysis of d and waits for its search.
func show(t *testing.T, d analysis.Deal) (*gamehost.Host, *Screen, *int) {
	t.Helper()
	h := gamehost.New(t, nil, fyne.NewSize(1280, 800))
	backs := 0
	s := New(h, d, players, func() { backs++ })
	h.Show(s)
	s.Wait()
	return h, s, &backs
}

// The last two tricks of an Obenabe deal (analysis/analysis_test.go works them by hand): Anna's
// ♥A lead cost her team 5 of the 20 it could make.
func TestTheCostlyLeadIsShown(t *testing.T) {
	h, _, backs := show(t, analysis.Deal{Contract: tally.ContractObenabe, Tricks: [][]tally.Card{
		playtest.MustCards(t, "HA HK H6 H9"), playtest.MustCards(t, "S7 SA S6 S9")}})
	uitest.ShowsAll(t, h.Win, "the analysis",
		"Analysis · Obenabe",
		"Best play from the first card: Anna & Cla 20 · Beat & Dora 11",
		"As played: Anna & Cla 15 · Beat & Dora 16",
		"Cards that cost points: \nTrick 1, Anna ♥A: –5 (best: ♠7)",
		"Solved: 8 cards in ",
		"Trick 1 · Anna ♥A → Anna & Cla 15 · Beat & Dora 16 · –5",
		"Trick 2 · Beat ♠A → Anna & Cla 15 · Beat & Dora 16")
	uitest.Tap(t, h.Win, "Back")
	if *backs != 1 {
		t.Errorf("Back went back %d times", *backs)
	}
}

// Each card that cost points has a line of its own under the heading, in play order, so that
// a table reads a dozen of them on a phone (a hand-found Obenabe deal of two tricks in which
// three cards of the first trick cost).
func TestEachCostlyCardHasItsLine(t *testing.T) {
	h, _, _ := show(t, analysis.Deal{Contract: tally.ContractObenabe, Tricks: [][]tally.Card{
		playtest.MustCards(t, "CA HQ S8 CQ"), playtest.MustCards(t, "C7 H9 D6 C9")}})
	var costly string
	for _, l := range uitest.ShownTexts(h.Win) {
		if strings.HasPrefix(l, "Cards that cost points:") {
			costly = l
		}
	}
	want := []string{"Cards that cost points:", "Trick 1, Anna ♣A: –5 (best: ♣7)", "Trick 1, Beat ♥Q: –3 (best: ♥9)", "Trick 1, Dora ♣Q: –3 (best: ♣9)"}
	got := strings.Split(costly, "\n")
	for i := range got {
		got[i] = strings.TrimSpace(got[i])
	}
	if !slices.Equal(got, want) {
		t.Errorf("the costly cards read %q, want the lines %q", costly, want)
	}
}

// A revoke ends the cards judged, and the screen says at which card and why.
func TestTheAnalysisStopsAtARevoke(t *testing.T) {
	h, _, _ := show(t, analysis.Deal{Contract: tally.ContractObenabe, Tricks: [][]tally.Card{
		playtest.MustCards(t, "HA SA H6 H9"), playtest.MustCards(t, "S7 HK S6 S9")}})
	uitest.ShowsAll(t, h.Win, "the analysis",
		"Cards from here on are not judged: Trick 1, Beat played ♠A: A player did not follow suit.",
		"Cards that cost points: \nTrick 1, Anna ♥A: –5 (best: ♠7)", // the lead came before the revoke
		"Solved: 1 card in ")
	if uitest.Shows(h.Win, "As played") || uitest.Shows(h.Win, "Trick 1 · Beat") {
		t.Errorf("cards after the revoke are judged: %q", uitest.ShownTexts(h.Win))
	}
}

// A contract the solver does not play is said so, and nothing is searched: a Trio or a Slalom
// whose cards count as in the mode of each trick. Counted by its first mode, each is analysed.
func TestAMixedContractCountedPerTrickIsNotAnalysed(t *testing.T) {
	trick := [][]tally.Card{playtest.MustCards(t, "HA HK H6 H9")}
	trio := tally.Contract{Kind: tally.KindTrio, Trio: [3]tally.Mode{tally.Obenabe, tally.Undenufe, tally.TrumpMode(tally.Spades)}}
	perTrick := tally.Rules{MixedValues: tally.MixedPerTrick}
	for what, d := range map[string]analysis.Deal{
		"a Trio counted per trick":   {Contract: trio, Rules: perTrick, Tricks: trick},
		"a Slalom counted per trick": {Contract: tally.Contract{Kind: tally.KindSlalom, Start: tally.Undenufe}, Rules: perTrick, Tricks: trick},
	} {
		h, s, _ := show(t, d)
		if !uitest.Shows(h.Win, "The analysis plays deals of four players in a trump suit, Obenabe, Undenufe, Slalom, Guschti, Mary or Trio (with a mixed contract's cards counted as in its first mode).") || s.Searching() {
			t.Errorf("%s: %q, searching %v", what, uitest.ShownTexts(h.Win), s.Searching())
		}
	}
	// Undenufe first: H6 takes the trick (11 for the 6, 0 for the Ace and 4 for the King). Each
	// card's line names its trick's mode, by which it is judged.
	h, _, _ := show(t, analysis.Deal{Contract: tally.Contract{Kind: tally.KindSlalom, Start: tally.Undenufe}, Tricks: trick})
	uitest.ShowsAll(t, h.Win, "a Slalom from the bottom", "As played: Anna & Cla 20 · Beat & Dora 0", "Solved: 4 cards in ",
		"Trick 1 · Undenufe · Cla ♥6 → Anna & Cla 20 · Beat & Dora 0")
	// The Trio's last trick is played with spades trump and counted as Obenabe, its first mode:
	// HA takes it (11 + 4 for the King, and the last trick's 5).
	h, _, _ = show(t, analysis.Deal{Contract: trio, Tricks: trick})
	uitest.ShowsAll(t, h.Win, "As played: Anna & Cla 20 · Beat & Dora 0", "Solved: 4 cards in ",
		"Trick 1 · ♠ Spades · Anna ♥A → Anna & Cla 20 · Beat & Dora 0")
}

// The analysis fits a phone's width in every language: each card's line wraps (unwrapped, "Stich
// 1 · Anna ♣J → Anna & Cla 157 · Beat & Dora 0" made the screen 30 px wider than a phone in
// German, and cut off its lines and Back).
func TestTheAnalysisFitsAPhoneInEveryLanguage(t *testing.T) {
	long := []string{"Anna-Katharina", "Bartholomäus", "Clementine", "Dorothea"}
	uitest.InEachLanguage(t, func(t *testing.T, _ string) {
		h := gamehost.New(t, nil, uitest.PhoneSize)
		s := New(h, analysis.Deal{Contract: tally.ContractObenabe, Tricks: [][]tally.Card{
			playtest.MustCards(t, "HA HK H6 H9"), playtest.MustCards(t, "S7 SA S6 S9")}}, long, func() {})
		h.Show(s)
		s.Wait()
		// The lines get their values on the UI goroutine after the search.
		for start := time.Now(); slices.ContainsFunc(uitest.ShownTexts(h.Win), func(s string) bool { return strings.HasSuffix(s, "→ …") }); time.Sleep(10 * time.Millisecond) {
			if time.Since(start) > 10*time.Second {
				t.Fatalf("no values after 10 s: %q", uitest.ShownTexts(h.Win))
			}
		}
		uitest.Relayout(h.Win)
		if w := s.Content().MinSize().Width; w > uitest.PhoneSize.Width {
			t.Errorf("the analysis needs %.0f px, wider than a phone's %.0f: %q", w, uitest.PhoneSize.Width, uitest.ShownTexts(h.Win))
		}
		if stranded := uitest.StrandedLabels(h.Win); len(stranded) > 0 {
			t.Errorf("texts leave a word's mark alone on a line: %q", stranded)
		}
	})
}

// A long search counts its seconds on its line from two seconds on, so that a table waiting for
// the first cards of a trump deal sees it working; the line says how long it took at the end.
// The line of the costly cards is written once the search has ended.
// The screen's clock is the test's: a tick after one second leaves the line as it was, a tick
// after seven shows "· 7 s".
func TestALongSearchCountsItsSeconds(t *testing.T) {
	rules, err := tally.Preset(tally.Schieber, "seed")
	if err != nil {
		t.Fatal(err)
	}
	hearts := tally.TrumpContract(tally.Hearts)
	d := analysis.Deal{Contract: hearts, Rules: rules, Tricks: playtest.LegalDeal(t, 3, "", hearts, 0, rules)}
	h := gamehost.New(t, nil, fyne.NewSize(1280, 800))
	s := New(h, d, players, func() {})
	start := time.Date(2026, 12, 4, 20, 0, 0, 0, time.UTC)
	var now atomic.Int64
	now.Store(start.UnixNano())
	s.now = func() time.Time { return time.Unix(0, now.Load()) }
	ticks := make(chan time.Time)
	s.ticks = ticks
	h.Show(s)
	// A whole trump deal's first card takes the solver seconds: the search still runs.
	progress := func() string {
		for _, l := range uitest.ShownTexts(h.Win) {
			if strings.HasPrefix(l, "Solving…") || strings.HasPrefix(l, "Solved:") {
				return l
			}
		}
		return ""
	}
	tick := func(after time.Duration) string {
		now.Store(start.Add(after).UnixNano())
		for range 2 { // the second waits until the first has been taken
			select {
			case ticks <- start.Add(after):
			case <-time.After(10 * time.Second):
				t.Fatalf("the screen takes no tick after %v", after)
			}
		}
		for range 100 {
			if l := progress(); strings.Contains(l, "·") == (after >= countFrom) {
				return l
			}
			time.Sleep(10 * time.Millisecond)
		}
		return progress()
	}
	if l := tick(time.Second); !strings.HasPrefix(l, "Solving…") || strings.Contains(l, " s") {
		t.Errorf("after a second the line reads %q", l)
	}
	if l := tick(7 * time.Second); !strings.HasPrefix(l, "Solving…") || !strings.HasSuffix(l, "cards · 7 s") {
		t.Errorf("after seven seconds the line reads %q", l)
	}
	if !s.Searching() {
		t.Fatal("the search ended before the clock was asked: the test's deal is too quick")
	}
	// The line of the costly cards waits for the first card (of the cards solved by now, some
	// ten cost points).
	if !uitest.Shows(h.Win, "Cards that cost points: …") {
		t.Errorf("while the search runs the costly cards read otherwise: %q", uitest.ShownTexts(h.Win))
	}
	now.Store(start.Add(9 * time.Second).UnixNano())
	s.Close()
	if s.Searching() {
		t.Error("the search runs on after Close")
	}
}

// The line that says how long the search took writes its seconds as the players' language
// does: "2,5 s" in French, with a no-break space before the unit, "2.5 s" in English.
func TestTheSearchTimeIsWrittenInTheLanguage(t *testing.T) {
	t.Cleanup(func() { kit.UseLanguage("en") })
	for _, c := range []struct{ code, want string }{
		{"fr", "Calculé : 8 cartes en 2,5\u00a0s"},
		{"en", "Solved: 8 cards in 2.5\u00a0s"},
	} {
		h := gamehost.New(t, nil, fyne.NewSize(1280, 800))
		t.Setenv("LANGUAGE", c.code)
		if err := kit.UseLanguage(c.code); err != nil {
			t.Fatal(err)
		}
		s := New(h, analysis.Deal{Contract: tally.ContractObenabe, Tricks: [][]tally.Card{
			playtest.MustCards(t, "HA HK H6 H9"), playtest.MustCards(t, "S7 SA S6 S9")}}, players, func() {})
		start := time.Date(2026, 12, 5, 20, 0, 0, 0, time.UTC)
		var calls atomic.Int64
		s.now = func() time.Time { // the start, then two and a half seconds later
			if calls.Add(1) == 1 {
				return start
			}
			return start.Add(2500 * time.Millisecond)
		}
		h.Show(s)
		s.Wait()
		uitest.ShowsAll(t, h.Win, c.code, c.want)
	}
}
