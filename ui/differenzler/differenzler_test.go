package differenzler

import (
	"encoding/json"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/fakestore"
	"github.com/jasstafel/jasstafel/ui/internal/gamehost"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

var fourPlayers = playtest.FourPlayers

// Service is what these tests ask of a service.
type Service = gamehost.Service

func TestMain(m *testing.M) { os.Exit(gamehost.Main(m)) }

var landscape = fyne.NewSize(1280, 800)

// openDifferenzler creates a Differenzler evening through the service with these rule
// overrides and opens it in a window of the given size.
func openDifferenzler(t *testing.T, svc Service, size fyne.Size, players []string, rules map[string]any) (*gamehost.Host, *Screen) {
	t.Helper()
	id := playtest.Create(t, svc, tally.Differenzler, players, rules)
	u := gamehost.New(t, nil, size)
	return u, gamehost.Open(t, u, svc, id, New)
}

// sheetTexts is what the Differenzler sheet writes.
func sheetTexts(s *Screen) []string {
	return test.WidgetRenderer(s.board).(*sheetRenderer).shownTexts()
}

// sheetShows reports whether some text on the sheet contains want.
func sheetShows(s *Screen, want string) bool {
	for _, x := range sheetTexts(s) {
		if strings.Contains(x, want) {
			return true
		}
	}
	return false
}

func tapValues(t *testing.T, w fyne.Window, values ...string) {
	t.Helper()
	playtest.DifferenzlerValues(t, w, values...)
}
func tapPredictions(t *testing.T, w fyne.Window, trump string, predictions ...string) {
	t.Helper()
	playtest.DifferenzlerPredictions(t, w, trump, predictions...)
}
func tapPoints(t *testing.T, w fyne.Window, points ...string) {
	t.Helper()
	playtest.DifferenzlerPoints(t, w, points...)
}
func tap(t *testing.T, w fyne.Window, label string) {
	t.Helper()
	uitest.Tap(t, w, label)
}
func tapDigits(t *testing.T, w fyne.Window, digits string) {
	t.Helper()
	uitest.TapDigits(t, w, digits)
}
func shows(w fyne.Window, s string) bool                          { return uitest.Shows(w, s) }
func shownTexts(w fyne.Window) []string                           { return uitest.ShownTexts(w) }
func eachService(t *testing.T, f func(t *testing.T, svc Service)) { gamehost.EachService(t, f) }

// engineTotals replays the game as stored with the engine, apart from the screen.
func engineTotals(t *testing.T, svc Service, s *Screen) *tally.DifferenzlerSheet {
	t.Helper()
	return playtest.DifferenzlerTotals(t, svc, s.View.ID)
}

// checkTotalsShown compares the totals on the sheet with the engine's replay of the store.
func checkTotalsShown(t *testing.T, svc Service, s *Screen, want []int) {
	t.Helper()
	eng := engineTotals(t, svc, s)
	if !slices.Equal(eng.Totals, want) {
		t.Fatalf("the engine's totals are %v, want %v", eng.Totals, want)
	}
	texts := sheetTexts(s)
	i := slices.Index(texts, "Total")
	if i < 0 || i+2*len(want) >= len(texts) {
		t.Fatalf("no totals on the sheet: %q", texts)
	}
	for p, tot := range want {
		if texts[i+2+2*p] != strconv.Itoa(tot) {
			t.Errorf("the sheet shows %q for %s, the engine %d", texts[i+2+2*p], fourPlayers[p], tot)
		}
	}
}

func TestADifferenzlerEveningByTapping(t *testing.T) {
	eachService(t, func(t *testing.T, svc Service) {
		u, s := openDifferenzler(t, svc, landscape, fourPlayers,
			map[string]any{"preset": "swiss", "deals": 4, "hiddenPredictions": true, "stake": 50})
		w := u.Win

		// Deal 1: Anna deals, Beat predicts first. Hidden predictions are masked as typed.
		if !shows(w, "Anna shows the bottom card") {
			t.Fatalf("the first deal does not ask for trump: %q", shownTexts(w))
		}
		tap(t, w, "Hearts")
		tapDigits(t, w, "40")
		if !shows(w, "Beat: ••") || shows(w, "Beat: 40") {
			t.Fatalf("a hidden prediction shows while typed: %q", shownTexts(w))
		}
		tap(t, w, "Next player")
		tapValues(t, w, "30", "50", "37")
		tap(t, w, "Write the predictions")
		if !sheetShows(s, "••/…") || sheetShows(s, "40/…") {
			t.Fatalf("the pending deal shows its predictions: %q", sheetTexts(s))
		}
		tapValues(t, w, "40", "20", "60")
		if !shows(w, "Anna = (37)") {
			t.Fatalf("the dealer's points are not filled in: %q", shownTexts(w))
		}
		tap(t, w, "Write the points")
		if !sheetShows(s, "40/40") || !sheetShows(s, "-10") {
			t.Fatalf("the scored deal does not show its predictions: %q", sheetTexts(s))
		}
		checkTotalsShown(t, svc, s, []int{-10, -10, 10, 10})

		// Deal 2: Beat deals. A sum that does not add up is refused, by how much.
		tapPredictions(t, w, "Spades", "50", "20", "40", "47")
		tapValues(t, w, "50", "20", "40", "40")
		if !shows(w, "The points add up to 150, 7 short of 157.") {
			t.Fatalf("a wrong sum is not explained: %q", shownTexts(w))
		}
		if !uitest.FindButton(t, w, "Write the points", false).Disabled() {
			t.Fatal("a wrong sum can be written")
		}
		tap(t, w, "C")
		tapDigits(t, w, "47")
		tap(t, w, "Write the points")
		checkTotalsShown(t, svc, s, []int{-20, -20, 0, 0})

		// Undo takes the points back: the deal waits for them again, its predictions hidden.
		tap(t, w, "Undo")
		checkTotalsShown(t, svc, s, []int{-10, -10, 10, 10})
		if !shows(w, "Card points of Cla") || !sheetShows(s, "••/…") {
			t.Fatalf("after undo: %q / %q", shownTexts(w), sheetTexts(s))
		}
		tap(t, w, "Redo")
		checkTotalsShown(t, svc, s, []int{-20, -20, 0, 0})

		// A correction: Cla predicted 20 in deal 1, not 30.
		uitest.OpenCorrection(t, w, 0)
		tap(t, w, "Cla: 30")
		tap(t, w, "C")
		tapDigits(t, w, "20")
		tap(t, w, "Write")
		checkTotalsShown(t, svc, s, []int{-20, -20, -20, 0})
		if shows(w, "Correcting deal") {
			t.Fatal("the correction stays open after it was written")
		}

		// Deals 3 and 4, dealt by Cla and Dora.
		tapPredictions(t, w, "Diamonds", "10", "60", "50", "37")
		tapPoints(t, w, "0", "70", "50", "")
		tapPredictions(t, w, "Clubs", "30", "30", "30", "67")
		if !sheetShows(s, "Deal 3/4") {
			t.Errorf("the deal count: %q", sheetTexts(s))
		}
		tapPoints(t, w, "30", "30", "40", "")
		checkTotalsShown(t, svc, s, []int{-20, -40, -20, 20})

		// The evening is over: the winner, the ranking and the settlement.
		got := strings.ReplaceAll(uitest.DialogShown(u.Win), "\u00a0", " ")
		for _, want := range []string{"Beat wins with -40", "1. Beat -40", "2. Anna -20", "4. Dora 20",
			"Anna pays Beat CHF 10.00", "Cla pays Beat CHF 10.00", "Dora pays Beat CHF 30.00"} {
			if !strings.Contains(got, want) {
				t.Errorf("the final dialog does not say %q: %q", want, got)
			}
		}
		if !sheetShows(s, "Deal 4/4") || !sheetShows(s, "Dora pays Beat") {
			t.Errorf("the finished sheet: %q", sheetTexts(s))
		}
		v, err := svc.Load(s.View.ID)
		if err != nil || !v.Finished {
			t.Errorf("the evening is not marked finished: %v", err)
		}
		if !uitest.FindButton(t, w, "Write the predictions", false).Disabled() {
			t.Error("a fifth deal can be written")
		}
		// That the evening is over is a note, not an error.
		over := "The evening is over. Undo or correct a deal to play on."
		if c, ok := uitest.DrawnColour(w, over); !ok || c != theme.Current().Color(theme.ColorNameForeground, fyne.CurrentApp().Settings().ThemeVariant()) {
			t.Errorf("%q is drawn in %v (shown %v), not in the text's colour", over, c, ok)
		}

		// Reopened, the evening takes a correction and is finished again with the new totals.
		tap(t, w, "Reopen the game")
		if v, _ := svc.Load(s.View.ID); v.Finished {
			t.Fatal("the evening is still marked finished after Reopen")
		}
		uitest.OpenCorrection(t, w, 3)
		tap(t, w, "Dora = 57")
		tap(t, w, "C")
		tapDigits(t, w, "67")
		tap(t, w, "Anna = 30")
		tap(t, w, "C")
		tapDigits(t, w, "20")
		tap(t, w, "Write")
		checkTotalsShown(t, svc, s, []int{0, -40, -20, 0})
		if v, _ := svc.Load(s.View.ID); !v.Finished || !strings.Contains(uitest.DialogShown(u.Win), "Dora pays Beat") {
			t.Errorf("the corrected evening: finished %v, dialog %q", v.Finished, uitest.DialogShown(u.Win))
		}
		// The table plays again: the app starts the next evening (ui/rooms.go).
		tap(t, w, "Play again")
		if len(u.Again) != 1 || u.Again[0] != s.View.ID {
			t.Errorf("Play again asked the app for %v, want this evening's game %d", u.Again, s.View.ID)
		}
	})
}

func TestDifferenzlerKeyboardEntry(t *testing.T) {
	svc := fakestore.New()
	u, s := openDifferenzler(t, svc, landscape, fourPlayers[:3], nil)
	w := u.Win
	key := func(k fyne.KeyName) { uitest.TypeKey(w, k) }
	tap(t, w, "Spades")
	for _, v := range []string{"40", "50", "67"} {
		uitest.Type(w, v)
		key(fyne.KeyReturn) // the next player; after the dealer, Enter writes
	}
	if len(s.View.Game.Differenzler) != 1 || !s.sheet.Deals[0].Pending {
		t.Fatalf("Enter did not write the predictions: %q", shownTexts(w))
	}
	uitest.Type(w, "45")
	key(fyne.KeyBackspace)
	key(fyne.KeyTab)
	uitest.Type(w, "60")
	if !shows(w, "Beat = 4") || !shows(w, "Anna = (93)") {
		t.Fatalf("typed points: %q", shownTexts(w))
	}
	key(fyne.KeyReturn)
	if got := engineTotals(t, svc, s).Totals; !slices.Equal(got, []int{26, 36, 10}) {
		t.Errorf("totals after Enter: %v", got)
	}
	uitest.Press(u.Win, &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault})
	if !s.sheet.Deals[0].Pending {
		t.Error("Ctrl+Z did not take the points back")
	}
}

func TestDifferenzlerPendingDealSurvivesARestart(t *testing.T) {
	svc := fakestore.New()
	u, s := openDifferenzler(t, svc, landscape, fourPlayers[:3], map[string]any{"deals": 3})
	tapPredictions(t, u.Win, "Hearts", "50", "50", "57")
	tapDigits(t, u.Win, "42")
	s.Close()
	id := s.View.ID

	again := gamehost.New(t, nil, landscape)
	s2 := gamehost.Open(t, again, svc, id, New)
	w := again.Win
	// Open predictions show; the points typed before the restart are still there.
	if !shows(w, "Beat: 50") || !shows(w, "Beat = 42") || !shows(w, "Card points of Beat") {
		t.Fatalf("after the restart: %q", shownTexts(w))
	}
	tap(t, w, "Next player")
	tapDigits(t, w, "60")
	if !shows(w, "Anna = (55)") {
		t.Fatalf("the dealer's points with three players: %q", shownTexts(w))
	}
	tap(t, w, "Write the points")
	if got := engineTotals(t, svc, s2).Totals; !slices.Equal(got, []int{2, 8, 10}) {
		t.Errorf("totals %v", got)
	}
	// The next dealer is Beat, who deals after Anna; Cla predicts first.
	tap(t, w, "Spades")
	if !shows(w, "Deals: Beat") || !shows(w, "Prediction of Cla") {
		t.Errorf("the second deal: %q", shownTexts(w))
	}
}

func TestDifferenzlerRefusesWhatCannotBeWritten(t *testing.T) {
	svc := fakestore.New()
	u, _ := openDifferenzler(t, svc, landscape, fourPlayers, nil)
	w := u.Win
	tap(t, w, "Deals: Anna")
	if !shows(w, "Deals: Beat") {
		t.Fatalf("the first dealer cannot be chosen: %q", shownTexts(w))
	}
	tap(t, w, "Clubs")
	tapValues(t, w, "158", "1", "1", "1")
	if !shows(w, "A prediction goes from 0 to 157.") || !uitest.FindButton(t, w, "Write the predictions", false).Disabled() {
		t.Fatalf("a prediction of 158: %q", shownTexts(w))
	}
	tap(t, w, "Cla: 158")
	tap(t, w, "C")
	tapDigits(t, w, "15")
	tap(t, w, "Write the predictions")
	if uitest.FindButton(t, w, "Deals: Beat", false).Disabled() != true {
		t.Error("the dealer can be changed after the predictions are written")
	}
	tapValues(t, w, "100", "50", "20")
	if !shows(w, "The points add up to 170, 13 over 157.") {
		t.Fatalf("points over 157: %q", shownTexts(w))
	}
	tap(t, w, "C")
	tapDigits(t, w, "0")
	if !shows(w, "Beat = (7)") || uitest.FindButton(t, w, "Write the points", false).Disabled() {
		t.Fatalf("after the fix: %q", shownTexts(w))
	}
	if svc.CalledTimes("ReplaceRound") != 0 || svc.CalledTimes("AddRound") != 1 {
		t.Errorf("writes: %d replaced, %d added", svc.CalledTimes("ReplaceRound"), svc.CalledTimes("AddRound"))
	}
}

// The settlement is written in the players' language and the stake's currency, and as the
// system's region writes money: Swiss German where the system names no German region.
func TestDifferenzlerSettlementInTheirLanguage(t *testing.T) {
	defer func() {
		if err := kit.UseLanguage("en"); err != nil {
			t.Fatal(err)
		}
	}()
	for _, tc := range []struct{ code, system, currency, want string }{
		{"de", "en_US.UTF-8", "", "Beat zahlt Anna CHF 1.50"},
		{"de", "de_DE.UTF-8", "", "Beat zahlt Anna 1,50 CHF"},
		{"fr", "en_US.UTF-8", "EUR", "Beat paie à Anna 1,50 EUR"},
		{"en", "de_DE.UTF-8", "", "Beat pays Anna CHF 1.50"},
	} {
		t.Run(tc.code+" on "+tc.system, func(t *testing.T) {
			t.Setenv("LANG", tc.system)
			t.Setenv("LANGUAGE", tc.code)
			t.Setenv("LC_ALL", tc.code)
			if err := kit.UseLanguage(tc.code); err != nil {
				t.Fatal(err)
			}
			svc := fakestore.New()
			raw, _ := json.Marshal(map[string]any{"deals": 1, "stake": 10, "currency": tc.currency})
			id, err := svc.Create(persistence.NewGame{Mode: tally.Differenzler, Players: fourPlayers[:3], Rules: raw})
			if err != nil {
				t.Fatal(err)
			}
			dealer := 0
			if _, err := svc.AddRound(id, gamefileRound(dealer, []int{50, 50, 57}, []int{50, 35, 72})); err != nil {
				t.Fatal(err)
			}
			u := gamehost.New(t, nil, landscape)
			t.Setenv("LANGUAGE", tc.code)
			s := gamehost.Open(t, u, svc, id, New)
			got := strings.ReplaceAll(strings.Join(s.settlement(), "\n"), "\u00a0", " ")
			if !strings.Contains(got, tc.want) {
				t.Errorf("settlement %q, want %q", got, tc.want)
			}
		})
	}
}

func gamefileRound(dealer int, predictions, points []int) gamefile.Round {
	return playtest.DifferenzlerRound(dealer, predictions, points)
}

// In Korean the screen asks the dealer for trump with the subject particle the dealer's name
// takes: "민지가" after a vowel, "서연이" after a consonant, not the "이(가)" of the translation.
func TestTheKoreanDealerIsAskedWithTheRightParticle(t *testing.T) {
	t.Cleanup(func() { kit.UseLanguage("en") })
	for _, c := range []struct{ dealer, want string }{
		{"민지", "민지가 맨 아래 카드를 보여 줍니다: 으뜸패를 고르세요"},
		{"서연", "서연이 맨 아래 카드를 보여 줍니다: 으뜸패를 고르세요"},
	} {
		svc := fakestore.New()
		id := playtest.Create(t, svc, tally.Differenzler, []string{c.dealer, "준호", "현우", "지민"}, nil)
		u := gamehost.New(t, nil, landscape)
		t.Setenv("LANGUAGE", "ko")
		if err := kit.UseLanguage("ko"); err != nil {
			t.Fatal(err)
		}
		gamehost.Open(t, u, svc, id, New)
		if !shows(u.Win, c.want) {
			t.Errorf("dealer %s: the screen should say %q; it shows %q", c.dealer, c.want, shownTexts(u.Win))
		}
	}
}
