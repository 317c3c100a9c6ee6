package forecast

import (
	"fmt"
	"math"
	"math/rand"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/jasstafel/jasstafel/analysis"
	"github.com/jasstafel/jasstafel/solver"
	"github.com/jasstafel/jasstafel/tally"
	"github.com/jasstafel/jasstafel/ui/internal/gamehost"
	"github.com/jasstafel/jasstafel/ui/internal/playtest"
	"github.com/jasstafel/jasstafel/ui/internal/uitest"
	"github.com/jasstafel/jasstafel/ui/kit"
)

func TestMain(m *testing.M) { os.Exit(gamehost.Main(m)) }

var players = []string{"Anna", "Beat", "Cla", "Dora"}

// open shows the forecast of q in a test window, its hand and deals from seed (0: a new seed,
// logged, or FORECAST_SEED to replay a failure).
func open(t *testing.T, q Question, seed int64) (*gamehost.Host, *Screen, int64) {
	t.Helper()
	h := gamehost.New(t, nil, fyne.NewSize(1280, 800))
	backs := 0
	s := New(h, "Forecast", q, func() { backs++ })
	if seed == 0 {
		seed = time.Now().UnixNano()
		if v, err := strconv.ParseInt(os.Getenv("FORECAST_SEED"), 10, 64); err == nil {
			seed = v // a failure replayed
		}
	}
	t.Logf("seed %d", seed)
	s.seed = func() int64 { return seed }
	h.Show(s)
	return h, s, seed
}

// hand is nine cards drawn from seed.
func hand(seed int64) tally.CardSet {
	var h tally.CardSet
	for _, c := range rand.New(rand.NewSource(seed)).Perm(tally.NumCards)[:9] {
		h = h.Add(tally.Card(c))
	}
	return h
}

// The player taps a hand, and the screen says what the hand makes alone against the other three:
// the mean and spread of exactly the deals the seed deals, as many as it says it solved. (Three
// Obenabe deals of a seed that the solver finishes in milliseconds: a random one may take seconds,
// a minute under the race detector on a loaded machine. TestTrumpForecastKeepsTheTime holds the
// screen to its time on random hands.)
func TestForecastOfAHandAlone(t *testing.T) {
	q := Question{Players: players, Seat: 1, Choose: true, Leader: 1, Alone: true,
		Contracts: []tally.Contract{tally.ContractObenabe}}
	h, s, seed := open(t, q, 10)
	s.refine, s.samples = time.Minute, 3
	w := h.Win
	uitest.Tap(t, w, "Cla")
	cards := hand(seed).Cards()
	for i, k := range cards[:8] {
		playtest.TapCard(t, w, k)
		if want := fmt.Sprintf("Tap the nine cards of Cla's hand: %d of 9", i+1); !uitest.Shows(w, want) {
			t.Fatalf("after %d cards: %q, want %q", i+1, uitest.ShownTexts(w), want)
		}
	}
	start := time.Now()
	playtest.TapCard(t, w, cards[8])
	s.Wait()
	took := time.Since(start)
	var samples int
	var secs float64
	var answer string
	for _, text := range uitest.ShownTexts(w) {
		if _, err := fmt.Sscanf(text, "%d deals solved in %f s", &samples, &secs); err == nil {
			t.Errorf("%q: fewer than ten deals must be called rough", text)
			continue
		}
		if _, err := fmt.Sscanf(text, "Only %d deals solved in %f s", &samples, &secs); err == nil {
			continue
		}
		if a, ok := strings.CutPrefix(text, "Against the other three together: "); ok {
			answer = a
		}
	}
	if samples != 3 || answer == "" {
		t.Fatalf("no forecast shown after %v: %q", took, uitest.ShownTexts(w))
	}
	want, err := analysis.Expect(solver.New(), rand.New(rand.NewSource(seed)), analysis.Question{Seat: 2, Leader: 1, Alone: true,
		Hand: hand(seed), Contracts: q.Contracts}, analysis.Budget{Samples: samples}, nil)
	if err != nil {
		t.Fatal(err)
	}
	e := want.Estimates[0]
	if exp := fmt.Sprintf("about %d points (%d–%d)", int(math.Round(e.Mean)), e.Low, e.High); answer != exp {
		t.Errorf("the screen says %q; the %d deals of the seed give %q", answer, samples, exp)
	}
	t.Logf("%s: %d deals in %.1f s, answered after %v", answer, samples, secs, took)

	// A tenth card is not taken; taking a card back drops the answer.
	for _, k := range (tally.AllCards &^ hand(seed)).Cards()[:1] {
		playtest.TapCard(t, w, k)
	}
	if s.hand != hand(seed) {
		t.Errorf("a tenth card was taken: %v", s.hand)
	}
	playtest.TapCard(t, w, cards[0])
	if uitest.Shows(w, "about ") || !uitest.Shows(w, "Tap the nine cards of Cla's hand: 8 of 9") {
		t.Errorf("with eight cards: %q", uitest.ShownTexts(w))
	}
}

// The chooser's forecast lists every contract asked, the best first, the mixed ones too. (A seed
// whose deal Obenabe and Undenufe solve in a tenth of a second: a random one may take seconds,
// and under the race detector beside the other tests more than the minute given; the mixed
// contracts are quicker still.)
func TestForecastOfTheBestContract(t *testing.T) {
	q := Question{Players: players, Seat: 0, Leader: 0, Rules: tally.Rules{GuschtiSplit: 5}, Contracts: []tally.Contract{
		tally.ContractObenabe, tally.ContractUndenufe, {Kind: tally.KindSlalom, Start: tally.Undenufe}, {Kind: tally.KindGuschti}}}
	h, lines, means := answerOneDeal(t, q)
	if len(lines) != len(q.Contracts) {
		t.Fatalf("%d contracts shown, want %d: %q", len(lines), len(q.Contracts), uitest.ShownTexts(h.Win))
	}
	for i := 1; i < len(means); i++ {
		if means[i] > means[i-1] {
			t.Errorf("%q listed after %q", lines[i], lines[i-1])
		}
	}
	t.Logf("%q", lines)
}

// answerOneDeal asks q for the hand of seed 32 (a deal Obenabe and Undenufe solve in a tenth of a
// second), waits for the answer on one deal, and returns the lines of the contracts with the
// points each expects.
func answerOneDeal(t *testing.T, q Question) (*gamehost.Host, []string, []int) {
	t.Helper()
	h, s, seed := open(t, q, 32)
	s.refine, s.samples = time.Minute, 1
	for _, k := range hand(seed).Cards() {
		playtest.TapCard(t, h.Win, k)
	}
	s.Wait()
	var lines []string
	var means []int
	for _, text := range uitest.ShownTexts(h.Win) {
		if i := strings.Index(text, ": about "); i > 0 {
			var m int
			if _, err := fmt.Sscanf(text[i+2:], "about %d points", &m); err != nil {
				t.Fatalf("%q: %v", text, err)
			}
			lines, means = append(lines, text), append(means, m)
		}
	}
	return h, lines, means
}

// The contracts share the time: beside a trump whose first deal takes the solver far longer than
// the time given, Obenabe is answered on the deals its share allowed, the line says on how many
// (below ten: that the figure is rough, and it is not bold), and the trump's line says that it
// has none yet, below it. Obenabe's figures are those of exactly its first deals. (Seed 7: the
// first deal takes the solver 40 ms in Obenabe and more than 10 s in hearts.)
func TestBestContractSaysOnHowManyDeals(t *testing.T) {
	q := Question{Players: players, Seat: 0, Leader: 0, Contracts: []tally.Contract{tally.TrumpContract(tally.Hearts), tally.ContractObenabe}}
	h, s, seed := open(t, q, 7)
	s.refine, s.samples = time.Minute, MostDeals
	for _, k := range hand(seed).Cards() {
		playtest.TapCard(t, h.Win, k)
	}
	// Until Obenabe's answer is shown (a tenth of a second here, seconds under the race detector
	// beside the other tests), then the screen is left: what it showed stays.
	for start := time.Now(); !slices.ContainsFunc(uitest.ShownTexts(h.Win), func(text string) bool {
		return strings.HasPrefix(text, "Obenabe: about ")
	}); time.Sleep(20 * time.Millisecond) {
		if time.Since(start) > time.Minute {
			t.Fatalf("no answer for Obenabe after a minute: %q", uitest.ShownTexts(h.Win))
		}
	}
	s.Close()
	texts := uitest.ShownTexts(h.Win)
	t.Logf("%q", texts)
	var deals int
	status, obenabe, hearts := false, -1, -1
	for i, text := range texts {
		status = status || strings.HasPrefix(text, "Each contract on the deals its share of ")
		if a, ok := strings.CutPrefix(text, "Obenabe: "); ok {
			obenabe = i
			var mean, low, high int
			line := "about %d points (%d–%d) · %d deal"
			if strings.Contains(a, "only") {
				line = "about %d points (%d–%d) · only %d deal"
			}
			if _, err := fmt.Sscanf(a, line, &mean, &low, &high, &deals); err != nil {
				t.Fatalf("%q: %v", text, err)
			}
			want, err := analysis.Expect(solver.New(), rand.New(rand.NewSource(seed)), analysis.Question{Seat: 0, Leader: 0,
				Hand: hand(seed), Contracts: q.Contracts[1:]}, analysis.Budget{Samples: deals}, nil)
			if err != nil {
				t.Fatal(err)
			}
			e := want.Estimates[0]
			if exp := fmt.Sprintf(line, int(math.Round(e.Mean)), e.Low, e.High, deals); !strings.HasPrefix(a, exp) {
				t.Errorf("the screen says %q; the first %d deals of the seed give %q", a, deals, exp)
			}
			rough := strings.HasSuffix(a, ": rough, lowest to highest")
			if rough != (deals < 10) || rough != (line != "about %d points (%d–%d) · %d deal") {
				t.Errorf("%q on %d deals: below ten deals, and only then, a line says only and rough", text, deals)
			}
			if bold := boldLabel(t, s, text); bold == rough {
				t.Errorf("%q: bold %v; a rough line is not bold, a firm one is", text, bold)
			}
		}
		if strings.HasSuffix(text, " Hearts: no deal solved yet") {
			hearts = i
		}
	}
	if !status || obenabe < 0 || hearts < obenabe || deals < 1 {
		t.Errorf("status said %v, Obenabe at %d on %d deals, hearts at %d: %q", status, obenabe, deals, hearts, texts)
	}
}

// boldLabel reports whether the label of the answers showing text is drawn bold.
func boldLabel(t *testing.T, s *Screen, text string) bool {
	t.Helper()
	for _, o := range s.answers.Objects {
		if l, ok := o.(*widget.Label); ok && l.Text == text {
			return l.TextStyle.Bold
		}
	}
	t.Fatalf("no answer reads %q", text)
	return false
}

// Every card of the picker reads whole, its rank on one line beside its suit, and is a finger
// high, at every width a window may have: in one row of nine where they fit, else in two rows of a
// suit. (About 500 px wide, the row of nine drew "10" as "1" over "0"; where a suit took two rows,
// they shared one row's height, 24 px.)
func TestEveryCardReadsWholeAtEveryWidth(t *testing.T) {
	q := Question{Players: players, Seat: 0, Leader: 0, Contracts: []tally.Contract{tally.ContractObenabe}}
	h, _, _ := open(t, q, 1)
	for width := float32(400); width <= 900; width += 20 {
		h.Win.Resize(fyne.NewSize(width, 900))
		uitest.Relayout(h.Win)
		tens := 0
		for _, o := range uitest.OnScreen(h.Win) {
			if x, ok := o.(*canvas.Text); ok && x.Visible() {
				switch x.Text {
				case "10":
					tens++
				case "1", "0":
					t.Errorf("%.0f px wide: a card's rank drawn in pieces (%q)", width, x.Text)
				}
			}
		}
		if tens != tally.NumSuits {
			t.Errorf("%.0f px wide: %d tens drawn whole, want %d", width, tens, tally.NumSuits)
		}
		for _, k := range []tally.Card{tally.NewCard(tally.Spades, tally.Six), tally.NewCard(tally.Clubs, tally.Ace)} {
			if b := playtest.CardButton(t, h.Win, k); b.Size().Height < kit.MinTouch {
				t.Errorf("%.0f px wide: %s is %.0f px high, less than a finger", width, k, b.Size().Height)
			}
		}
	}
}

// In a trump, whose deals the solver may not finish in time, the first answer still comes within
// 2 s: a forecast or the word that no deal is solved yet. The screen goes on solving after it.
func TestTrumpForecastKeepsTheTime(t *testing.T) {
	q := Question{Players: players, Seat: 0, Leader: 1, Alone: true, Contracts: []tally.Contract{tally.TrumpContract(tally.Diamonds)}}
	h, s, seed := open(t, q, 0)
	cards := hand(seed).Cards()
	for _, k := range cards[:8] {
		playtest.TapCard(t, h.Win, k)
	}
	limit := 2 * time.Second
	if uitest.RaceDetector {
		// The race detector slows the search and the screen several times over, beside the
		// other test processes; the run without it (scripts/unit.sh) holds the screen to 2 s.
		limit = 4 * time.Second
	}
	start := time.Now()
	playtest.TapCard(t, h.Win, cards[8])
	answered := func() bool {
		return uitest.Shows(h.Win, "about ") || uitest.Shows(h.Win, "No deal solved yet in ")
	}
	for !answered() && time.Since(start) < limit+time.Second {
		time.Sleep(20 * time.Millisecond)
	}
	if took := time.Since(start); !answered() || took > limit {
		t.Errorf("after %v: %q", took, uitest.ShownTexts(h.Win))
	}
	t.Logf("%q", uitest.ShownTexts(h.Win))
	s.Close()
}

// When the budget passes before a deal is solved, the screen says so, and keeps solving. (A
// budget of a nanosecond: a whole trump deal takes the solver far longer.)
func TestNoDealYetIsSaid(t *testing.T) {
	q := Question{Players: players, Seat: 0, Leader: 0, Contracts: []tally.Contract{tally.TrumpContract(tally.Hearts)}}
	h, s, seed := open(t, q, 10)
	s.budget = time.Nanosecond
	for _, k := range hand(seed).Cards() {
		playtest.TapCard(t, h.Win, k)
	}
	start := time.Now()
	for !uitest.Shows(h.Win, "No deal solved yet in 0.0\u00a0s; still solving…") {
		if time.Since(start) > 5*time.Second {
			t.Fatalf("after %v: %q", time.Since(start), uitest.ShownTexts(h.Win))
		}
		time.Sleep(time.Millisecond)
	}
	if s.run == nil {
		t.Error("the screen stopped solving")
	}
	s.Close()
}

// After its first answer the screen goes on solving deals while it is open, and shows the answer
// growing, "Solving more…" beside it, until its time is up: then the answer is over every deal
// it solved, and says no more that it is solving.
func TestForecastGoesOnSolvingAfterItsFirstAnswer(t *testing.T) {
	q := Question{Players: players, Seat: 1, Leader: 1, Alone: true, Contracts: []tally.Contract{tally.ContractObenabe}}
	h, s, seed := open(t, q, 10) // deals solved in milliseconds
	s.refine, s.samples = 1500*time.Millisecond, 1_000_000
	if uitest.RaceDetector {
		// Under the race detector beside the other tests the first deals can take a second:
		// time for three answers shown half a second apart.
		s.refine = 4 * time.Second
	}
	for _, k := range hand(seed).Cards() {
		playtest.TapCard(t, h.Win, k)
	}
	// The counts shown while the screen solves, until it stops.
	var counts []int
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		n, more := -1, false
		for _, text := range uitest.ShownTexts(h.Win) {
			var k int
			var secs float64
			if _, err := fmt.Sscanf(text, "%d deals solved in %f s", &k, &secs); err == nil {
				n = k
			} else if _, err := fmt.Sscanf(text, "Only %d deals solved in %f s", &k, &secs); err == nil {
				n = k
			}
			more = more || strings.HasSuffix(text, " Solving more…")
		}
		if n >= 0 && (len(counts) == 0 || counts[len(counts)-1] != n) {
			counts = append(counts, n)
		}
		if n >= 0 && !more {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	s.Wait()
	t.Logf("counts shown: %v", counts)
	if len(counts) < 3 {
		t.Fatalf("counts shown %v: want a first answer, then more", counts)
	}
	most := counts[len(counts)-1]
	for i := 1; i < len(counts); i++ {
		if counts[i] <= counts[i-1] {
			t.Errorf("the count went from %d to %d", counts[i-1], counts[i])
		}
	}
	want, err := analysis.Sample([]analysis.Searcher{solver.New(), solver.New()}, rand.New(rand.NewSource(seed)), analysis.Question{Seat: 1, Leader: 1, Alone: true,
		Hand: hand(seed), Contracts: q.Contracts}, analysis.Budget{Samples: most}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	e := want.Estimates[0]
	if exp := fmt.Sprintf("Against the other three together: about %d points (%d–%d)", int(math.Round(e.Mean)), e.Low, e.High); !uitest.Shows(h.Win, exp) {
		t.Errorf("the screen shows %q; the %d deals of the seed give %q", uitest.ShownTexts(h.Win), most, exp)
	}
}

// Leaving the screen while it solves stops the search at once, and nothing is shown after.
func TestClosingStopsTheForecast(t *testing.T) {
	q := Question{Players: players, Seat: 3, Leader: 0, Alone: true, Contracts: []tally.Contract{tally.TrumpContract(tally.Clubs)}}
	h, s, seed := open(t, q, 0)
	// A search that went on would run to its budget, here a minute (the app's is 1.8 s);
	// stopped, it ends within a few thousand positions. The limit leaves room for a test lane
	// that shares two cores with five others (under the race detector one close took 956 ms),
	// and is still far from a search left running.
	s.refine, s.samples = time.Minute, 0
	for _, k := range hand(seed).Cards() {
		playtest.TapCard(t, h.Win, k)
	}
	start := time.Now()
	s.Close()
	limit := time.Second
	if uitest.RaceDetector {
		limit = 5 * time.Second
	}
	if took := time.Since(start); took > limit {
		t.Errorf("closing took %v: the search was not stopped", took)
	}
	if s.run != nil || uitest.Shows(h.Win, "about ") {
		t.Errorf("after closing: run %v, %q", s.run, uitest.ShownTexts(h.Win))
	}
}

// One deal solved is "1 deal", in the players' words: the count takes the plural form of the
// language (here English and Ukrainian).
func TestOneDealSolvedIsOneDeal(t *testing.T) {
	t.Cleanup(func() {
		if err := kit.UseLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	for _, c := range []struct{ code, want string }{
		{"en", "Only 1 deal solved in "},
		{"uk", "Пораховано лише 1 роздачу за "},
	} {
		if err := kit.UseLanguage(c.code); err != nil {
			t.Fatal(err)
		}
		q := Question{Players: players, Seat: 1, Leader: 1, Alone: true, Contracts: []tally.Contract{tally.ContractObenabe}}
		h, s, seed := open(t, q, 34) // a deal solved in milliseconds
		s.refine, s.samples = time.Minute, 1
		for _, k := range hand(seed).Cards() {
			playtest.TapCard(t, h.Win, k)
		}
		s.Wait()
		found := false
		for _, text := range uitest.ShownTexts(h.Win) {
			found = found || strings.HasPrefix(text, c.want)
		}
		if !found {
			t.Errorf("%s: no %q in %q", c.code, c.want, uitest.ShownTexts(h.Win))
		}
	}
}

// The Best contract's answer fits a phone's width in every language: a line wraps where it is
// longer than the phone is wide (in German a contract's line with its deals is about 460 px).
func TestTheAnswerFitsAPhoneInEveryLanguage(t *testing.T) {
	q := Question{Players: players, Seat: 0, Leader: 0, Contracts: []tally.Contract{tally.TrumpContract(tally.Hearts), tally.ContractObenabe}}
	uitest.InEachLanguage(t, func(t *testing.T, _ string) {
		h := gamehost.New(t, nil, uitest.PhoneSize)
		s := New(h, "Forecast", q, func() {})
		s.seed = func() int64 { return 7 }
		h.Show(s)
		for _, k := range hand(7).Cards() {
			playtest.TapCard(t, h.Win, k)
		}
		obenabe := kit.LabelValue(kit.ContractText("obenabe", h.Skin()), "")
		noDeal := obenabe + lang.X("forecast.noDeal", "no deal solved yet")
		for start := time.Now(); !slices.ContainsFunc(uitest.ShownTexts(h.Win), func(text string) bool {
			return strings.HasPrefix(text, obenabe) && text != noDeal
		}); time.Sleep(20 * time.Millisecond) {
			if time.Since(start) > time.Minute {
				t.Fatalf("no answer for Obenabe after a minute: %q", uitest.ShownTexts(h.Win))
			}
		}
		s.Close()
		uitest.Relayout(h.Win)
		if w := s.Content().MinSize().Width; w > uitest.PhoneSize.Width {
			t.Errorf("with its answer the screen needs %.0f px, wider than a phone's %.0f: %q", w, uitest.PhoneSize.Width, uitest.ShownTexts(h.Win))
		}
		if stranded := uitest.StrandedLabels(h.Win); len(stranded) > 0 {
			t.Errorf("texts leave a word's mark alone on a line: %q", stranded)
		}
	})
}

// On a phone the status (the cards still to tap, how many deals the answer rests on) gets two
// rows' height and is written in the usual letters, on up to three lines, not squeezed into
// one row in small ones.
func TestTheStatusIsReadableOnAPhone(t *testing.T) {
	q := Question{Players: players, Seat: 0, Leader: 0, Contracts: []tally.Contract{tally.ContractObenabe}}
	for _, code := range []string{"en", "de"} {
		t.Run(code, func(t *testing.T) {
			if err := kit.UseLanguage(code); err != nil {
				t.Fatal(err)
			}
			defer kit.UseLanguage("en")
			h := gamehost.New(t, nil, uitest.PhoneSize)
			s := New(h, "Forecast", q, func() {})
			s.seed = func() int64 { return 7 }
			h.Show(s)
			readable := func(when string) {
				t.Helper()
				uitest.Relayout(h.Win)
				if s.status.Text == "" {
					t.Fatalf("%s: no status", when)
				}
				if small := uitest.SmallLetterTexts(h.Win); slices.Contains(small, s.status.Text) {
					t.Errorf("%s: the status %q is drawn in small letters", when, s.status.Text)
				}
				if cut := uitest.CutButtonTexts(h.Win); slices.Contains(cut, s.status.Text) {
					t.Errorf("%s: the status %q is cut", when, s.status.Text)
				}
			}
			cards := hand(7).Cards()
			playtest.TapCard(t, h.Win, cards[0])
			readable("picking")
			for _, k := range cards[1:] {
				playtest.TapCard(t, h.Win, k)
			}
			thinking := lang.X("forecast.thinking", "Dealing the other cards and solving…")
			for start := time.Now(); s.status.Text == thinking; time.Sleep(20 * time.Millisecond) {
				uitest.Pump()
				if time.Since(start) > time.Minute {
					t.Fatalf("no answer after a minute: %q", uitest.ShownTexts(h.Win))
				}
			}
			s.Close()
			uitest.Pump()
			readable("answered")
		})
	}
}

// A choice down to one contract (the last open row of a Coiffeur column) names it, in the words
// the asker gives; for a hand alone the name comes first, then that the other three play
// together.
func TestANamedSingleContractIsNamed(t *testing.T) {
	for _, alone := range []bool{false, true} {
		q := Question{Players: players, Seat: 1, Leader: 1, Alone: alone, Label: func(c tally.Contract) string { return c.String() + " ×5" },
			Contracts: []tally.Contract{tally.ContractObenabe}}
		h, s, seed := open(t, q, 10)
		s.refine, s.samples = time.Minute, 2
		for _, k := range hand(seed).Cards() {
			playtest.TapCard(t, h.Win, k)
		}
		s.Wait()
		want := "obenabe ×5: about "
		if alone {
			want = "obenabe ×5: Against the other three together: about "
		}
		if !slices.ContainsFunc(uitest.ShownTexts(h.Win), func(text string) bool { return strings.HasPrefix(text, want) }) {
			t.Errorf("alone %v: no line begins %q: %q", alone, want, uitest.ShownTexts(h.Win))
		}
	}
}

// Where the question says what points are worth (the Coiffeur's cells), the lines go in the
// order of their worth, not of their points, and each says its worth after its points. Here
// fewer points are worth more: the line with the fewest points comes first.
func TestLinesGoInTheOrderOfTheirWorth(t *testing.T) {
	q := Question{Players: players, Seat: 0, Leader: 0, Contracts: []tally.Contract{tally.ContractObenabe, tally.ContractUndenufe},
		Worth: func(e analysis.Estimate) (float64, string) {
			return -e.Mean, fmt.Sprintf("worth %d", -int(math.Round(e.Mean)))
		}}
	_, lines, means := answerOneDeal(t, q)
	for i, text := range lines {
		if want := fmt.Sprintf(" → worth %d", -means[i]); !strings.Contains(text, want) {
			t.Errorf("%q does not say %q after its points", text, want)
		}
	}
	if len(lines) != 2 || means[0] == means[1] {
		t.Fatalf("want two lines of different points: %q", lines)
	}
	if means[0] > means[1] {
		t.Errorf("%q is worth less than %q, and listed above it", lines[0], lines[1])
	}
}

// slowSecond stands in for the solvers: it answers its first deal at once, from a real solver,
// and searches the next until it is stopped, as a trump deal can take a minute.
type slowSecond struct {
	s     *solver.Solver
	stop  func() bool
	deals int
}

func (f *slowSecond) SetStop(stop func() bool) { f.stop = stop }

func (f *slowSecond) Value(d solver.Deal) ([2]int, int64, error) {
	if f.deals++; f.deals == 1 {
		return f.s.Value(d)
	}
	for f.stop == nil || !f.stop() {
		time.Sleep(time.Millisecond)
	}
	return [2]int{}, 0, solver.ErrStopped
}

// While a deal takes long, the time the answer so far gives goes on: "Only 1 deal solved in
// 2.0 s", not the 0.0 s of the first deal for the minute the second takes, which would look like
// a screen that hangs. Before the first deal, "No deal solved yet" counts on too.
func TestTheTimeGoesOnWhileADealTakesLong(t *testing.T) {
	q := Question{Players: players, Seat: 1, Leader: 1, Alone: true, Contracts: []tally.Contract{tally.ContractObenabe}}
	h, s, seed := open(t, q, 10)
	s.solvers = []analysis.Searcher{&slowSecond{s: solver.New()}}
	for _, k := range hand(seed).Cards() {
		playtest.TapCard(t, h.Win, k)
	}
	seconds := func(pattern string) float64 {
		for _, text := range uitest.ShownTexts(h.Win) {
			var k int
			var secs float64
			if _, err := fmt.Sscanf(text, pattern, &k, &secs); err == nil && k == 1 {
				return secs
			}
		}
		return -1
	}
	start := time.Now()
	for seconds("Only %d deal solved in %f s") < 1.5 {
		if time.Since(start) > 10*time.Second {
			t.Fatalf("after %v: %q", time.Since(start), uitest.ShownTexts(h.Win))
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Logf("after %v: %q", time.Since(start), uitest.ShownTexts(h.Win))
	s.Close()

	// No deal at all: the word says how long the screen has been solving.
	h, s, seed = open(t, q, 10)
	s.solvers = []analysis.Searcher{&slowSecond{s: solver.New(), deals: 1}}
	s.budget = 100 * time.Millisecond
	for _, k := range hand(seed).Cards() {
		playtest.TapCard(t, h.Win, k)
	}
	start = time.Now()
	for {
		var secs float64
		found := false
		for _, text := range uitest.ShownTexts(h.Win) {
			if _, err := fmt.Sscanf(text, "No deal solved yet in %f s", &secs); err == nil && secs >= 1 {
				found = true
			}
		}
		if found {
			break
		}
		if time.Since(start) > 10*time.Second {
			t.Fatalf("after %v: %q", time.Since(start), uitest.ShownTexts(h.Win))
		}
		time.Sleep(20 * time.Millisecond)
	}
	s.Close()
}

// On a phone held sideways, where the cards above would leave the answers a line, the seats and
// the cards go on the left and the status and the answers beside them: every card a finger big
// and in sight in every language, and the best contracts' answers in sight once they come (three
// of four here; the cards above them left one).
func TestTheAnswersAreBesideTheCardsOnASidewaysPhone(t *testing.T) {
	q := Question{Players: players, Seat: 0, Leader: 0, Choose: true, Rules: tally.Rules{GuschtiSplit: 5}, Contracts: []tally.Contract{
		tally.ContractObenabe, tally.ContractUndenufe, {Kind: tally.KindSlalom, Start: tally.Undenufe}, {Kind: tally.KindGuschti}}}
	uitest.InEachLanguage(t, func(t *testing.T, _ string) {
		h := gamehost.New(t, nil, uitest.SidewaysPhone)
		s := New(h, "Forecast", q, func() {})
		h.Show(s)
		uitest.Relayout(h.Win)
		uitest.CheckScreenFits(t, h.Win, uitest.SidewaysPhone, tally.NumCards+len(players), "forecast")
		for k := range tally.Card(tally.NumCards) {
			if !uitest.InSight(h.Win, playtest.CardButton(t, h.Win, k)) {
				t.Errorf("%s is out of sight", k)
			}
		}
		s.Close()
	})
	if err := kit.UseLanguage("en"); err != nil {
		t.Fatal(err)
	}
	h := gamehost.New(t, nil, uitest.SidewaysPhone)
	s := New(h, "Forecast", q, func() {})
	s.seed = func() int64 { return 32 } // a deal Obenabe and Undenufe solve in a tenth of a second
	s.refine, s.samples = time.Minute, 1
	h.Show(s)
	for _, k := range hand(32).Cards() {
		playtest.TapCard(t, h.Win, k)
	}
	s.Wait()
	uitest.Relayout(h.Win)
	var lines []*widget.Label
	for _, o := range uitest.OnScreen(h.Win) {
		if l, ok := o.(*widget.Label); ok && l.Visible() && strings.Contains(l.Text, ": about ") {
			lines = append(lines, l)
		}
	}
	if len(lines) != len(q.Contracts) {
		t.Fatalf("%d contracts answered, want %d: %q", len(lines), len(q.Contracts), uitest.ShownTexts(h.Win))
	}
	inSight := 0
	for _, l := range lines {
		if uitest.InSight(h.Win, l) {
			inSight++
		}
	}
	if inSight < 3 || !uitest.InSight(h.Win, lines[0]) {
		t.Errorf("%d answers in sight, the best one %v, want it and two more: %q", inSight, uitest.InSight(h.Win, lines[0]), uitest.ShownTexts(h.Win))
	}
	uitest.CheckWholeIn(t, h.Win, uitest.SidewaysPhone, "forecast")
}
