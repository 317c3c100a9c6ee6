package stats_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jasstafel/jasstafel/gamefile"
	"github.com/jasstafel/jasstafel/persistence"
	"github.com/jasstafel/jasstafel/stats"
	"github.com/jasstafel/jasstafel/tally"
)

// zurich is the local time of these tests, one hour east of UTC, so that a game started at
// 23:30 UTC belongs to the next local day.
var zurich = time.FixedZone("UTC+1", 3600)

func TestMain(m *testing.M) {
	time.Local = zurich
	code := m.Run()
	benchCleanup()
	os.Exit(code)
}

func ip(i int) *int { return &i }

// world is a store with hand-built games, and their ids.
type world struct {
	store                      *persistence.Store
	s1, s2, s3, c1, c2, d1, d2 persistence.GameID
}

// create starts a game at a given time and plays its rounds, failing on any rule broken: the
// figures below are worked out for valid games.
func (w *world) create(t *testing.T, at *time.Time, when time.Time, mode tally.Game, players []string, rules string, rounds ...gamefile.Round) persistence.GameID {
	t.Helper()
	*at = when
	ng := persistence.NewGame{Mode: mode, Players: players}
	if rules != "" {
		ng.Rules = json.RawMessage(rules)
	}
	id, err := w.store.Create(ng)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rounds {
		v, err := w.store.AddRound(id, r)
		if err != nil {
			t.Fatalf("game %d round %d: %v", id, i, err)
		}
		if len(v.Report().Violations) > 0 {
			t.Fatalf("game %d round %d breaks a rule: %+v", id, i, v.Report().Violations)
		}
	}
	return id
}

// newWorld builds the games every test counts. Seats: Schieber and team Coiffeur teams are
// seats {0, 2} and {1, 3}.
//
//	S1 Schieber, simple (all ×1), target 500; Anna Beat Cla Dora; 2026-11-28 12:00 UTC
//	   deal 1: H, team 0 100 : 57, Weis 150 for team 0, Stöck by Cla (team 0)
//	           team 0 100+150+20 = 270, team 1 57
//	   deal 2: H chosen by team 1 (Vorhand 1), team 0 takes every trick: Kontermatsch
//	           team 0 157+100 = 257 → 527, team 1 0 → 57; 527 ≥ 500: team 0 wins
//	S2 Schieber, seed, Anna Beat Cla Dora, renamed to Anna Beat Cla Eva; 2026-11-29 12:00 UTC
//	   deal 1: S ×2 (Vorhand 0), 57 : 100, Weis 20 and Stöck (Dora, seat 3) for team 1
//	           team 0 57×2 = 114, team 1 (100+20+20)×2 = 280
//	   deal 2: H ×1 chosen by team 1 (Vorhand 1), team 1 Match: 157+100 = 257 → team 1 537; open, no winner
//	S3 Schieber, Anna Beat Cla Dora, one deal, deleted
//	C1 Coiffeur teams, rows D×1, H×2; Anna Beat Cla Dora; 2026-11-30 23:30 UTC = 12-01 00:30 local
//	   deal 1: column 0, H×2, 97 points → 9×2 = 18
//	   deal 2: column 1, H×2, Match: 157+100 = 257 → 25×2 = 50
//	   deal 3: column 0, D×1, 40 points → 4; column 0 total 22
//	   deal 4: column 1, D×1, column 0 takes every trick: Kontermatsch, written 0; column 1 50
//	   sheet full: column 1 (Beat, Dora) wins 50 : 22; Matches: column 0 one, column 1 one
//	C2 Coiffeur solo, Anna Beat Eva; 2026-12-01 10:00 UTC; marked finished, not decided
//	   deal 1: Anna D×1, 100 points → 10
//	   deal 2: Beat H×2, Match: 257 → 25×2 = 50
//	   deal 3: Eva obenabe×5, 107 points → 10×5 = 50
//	D1 Differenzler, 2 deals, Anna Beat Cla; 2026-12-02 10:00 UTC; a tie, reopened (not marked)
//	   deal 1: predicted 50 50 57, made 50 60 47 → |Δ| 0 10 10
//	   deal 2: predicted 40 60 57, made 50 60 47 → |Δ| 10 0 10
//	   penalties Anna 10, Beat 10, Cla 20: Anna and Beat tie, no winner
//	D2 Differenzler, 3 deals, Anna Beat Dora; 2026-12-03 10:00 UTC
//	   deal 1: predicted 50 50 57, made 51 50 56 → |Δ| 1 0 1
//	   deal 2: predicted 50 50 57, made 50 50 57 → |Δ| 0 0 0
//	   deal 3: predicted 40 60 57, made 41 50 66 → |Δ| 1 10 9
//	   penalties Anna 2, Beat 10, Dora 10: Anna wins
func newWorld(t *testing.T) *world {
	t.Helper()
	var at time.Time
	s, err := persistence.Open(filepath.Join(t.TempDir(), "jasstafel.db"), persistence.Options{
		Now: func() time.Time { return at }, NoAutoBackup: true, Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	w := &world{store: s}
	four := []string{"Anna", "Beat", "Cla", "Dora"}
	day := func(d, h, m int) time.Time { return time.Date(2026, 11, d, h, m, 0, 0, time.UTC) }

	w.s1 = w.create(t, &at, day(28, 12, 0), tally.Schieber, four, `{"preset":"simple","target":500}`,
		gamefile.Round{Contract: "H", Vorhand: ip(0), Points: []int{100, 57},
			Weis: []gamefile.WeisEntry{{Team: ip(0), Points: ip(150)}}, Stoeck: ip(2)},
		gamefile.Round{Contract: "H", Vorhand: ip(1), Points: []int{157, 0}, Match: ip(0)})
	w.s2 = w.create(t, &at, day(29, 12, 0), tally.Schieber, four, "",
		gamefile.Round{Contract: "S", Vorhand: ip(0), Points: []int{57, 100},
			Weis: []gamefile.WeisEntry{{Team: ip(1), Points: ip(20)}}, Stoeck: ip(3)},
		gamefile.Round{Contract: "H", Vorhand: ip(1), Points: []int{0, 157}, Match: ip(1)})
	if _, err := s.ChangePlayers(w.s2, []string{"Anna", "Beat", "Cla", "Eva"}); err != nil {
		t.Fatal(err)
	}
	w.s3 = w.create(t, &at, day(29, 13, 0), tally.Schieber, four, "",
		gamefile.Round{Contract: "H", Vorhand: ip(0), Points: []int{100, 57}})
	if err := s.Delete(w.s3); err != nil {
		t.Fatal(err)
	}
	rows := `{"rows":[{"name":"D","multiplier":1,"contracts":["D"]},{"name":"H","multiplier":2,"contracts":["H"]}]}`
	coiffeur := func(vorhand, row int, contract string, points []int, match *int) gamefile.Round {
		return gamefile.Round{Row: ip(row), Side: ip(vorhand % len(points)), Contract: contract, Vorhand: ip(vorhand),
			Passes: ip(0), Points: points, Match: match}
	}
	w.c1 = w.create(t, &at, day(30, 23, 30), tally.Coiffeur, four, rows,
		coiffeur(0, 1, "H", []int{97, 60}, nil),
		coiffeur(1, 1, "H", []int{0, 157}, ip(1)),
		coiffeur(2, 0, "D", []int{40, 117}, nil),
		coiffeur(3, 0, "D", []int{157, 0}, ip(0)))
	w.c2 = w.create(t, &at, time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC), tally.Coiffeur,
		[]string{"Anna", "Beat", "Eva"}, `{"solo":true}`,
		coiffeur(0, 0, "D", []int{100, 30, 27}, nil),
		coiffeur(1, 1, "H", []int{0, 157, 0}, ip(1)),
		coiffeur(2, 4, "obenabe", []int{20, 30, 107}, nil))
	if _, err := s.SetFinished(w.c2, true); err != nil {
		t.Fatal(err)
	}
	diff := func(dealer int, trump string, predictions, points []int) gamefile.Round {
		return gamefile.Round{Dealer: ip(dealer), Trump: trump, Predictions: predictions, Points: points}
	}
	w.d1 = w.create(t, &at, time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC), tally.Differenzler,
		[]string{"Anna", "Beat", "Cla"}, `{"deals":2}`,
		diff(0, "H", []int{50, 50, 57}, []int{50, 60, 47}),
		diff(1, "S", []int{40, 60, 57}, []int{50, 60, 47}))
	// Its last deal ended the evening in a tie, and the store marked it finished; reopened, it
	// is over without a winner and not marked: neither finished nor won.
	if v, err := s.SetFinished(w.d1, false); err != nil || v.Finished || !v.Over {
		t.Fatalf("reopening D1: %v, finished %v, over %v", err, v.Finished, v.Over)
	}
	w.d2 = w.create(t, &at, time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC), tally.Differenzler,
		[]string{"Anna", "Beat", "Dora"}, `{"deals":3}`,
		diff(0, "H", []int{50, 50, 57}, []int{51, 50, 56}),
		diff(1, "S", []int{50, 50, 57}, []int{50, 50, 57}),
		diff(2, "D", []int{40, 60, 57}, []int{41, 50, 66}))
	return w
}

func (w *world) load(t *testing.T) []stats.Game {
	t.Helper()
	games, err := stats.Load(w.store)
	if err != nil {
		t.Fatal(err)
	}
	return games
}

func player(t *testing.T, rep stats.Report, name string) stats.Player {
	t.Helper()
	for _, p := range rep.Players {
		if p.Name == name {
			return p
		}
	}
	t.Fatalf("%s is not in the statistics: %+v", name, rep.Players)
	return stats.Player{}
}

func names(rep stats.Report) string {
	var out []string
	for _, p := range rep.Players {
		out = append(out, p.Name)
	}
	return strings.Join(out, " ")
}

func TestEveryFigureOverAllGames(t *testing.T) {
	w := newWorld(t)
	games := w.load(t)
	if len(games) != 6 {
		t.Fatalf("Load gave %d games, want the 6 not deleted", len(games))
	}
	rep := stats.Compute(games, stats.Filter{})
	if rep.Games != 6 {
		t.Errorf("games = %d, want 6 (S3 is deleted)", rep.Games)
	}
	// Dora played S1, C1, D2; in S2 she is Eva now. Sorted by name.
	if got := names(rep); got != "Anna Beat Cla Dora Eva" {
		t.Errorf("players = %q", got)
	}
	want := map[string]stats.Player{
		// Anna: S1 S2 C1 C2 D1 D2. Finished: S1, C1 (decided), C2 (marked), D2 (decided) = 4;
		// D1 ended in a tie and is not marked. Won: S1 (team 0), D2 = 2.
		// Schieber (team 0 both times): for 527+114 = 641, against 57+537 = 594, deals 2+2,
		// Matches: the Kontermatsch of S1; against: team 1's Match in S2; Weis 150, Stöck 1.
		// Coiffeur: C1 column 0 (2 cells, 22, the Kontermatsch), C2 own column (1 cell, 10).
		// Differenzler: deals 2+3, exact 1 (D1) + 1 (D2), deviation 10+2 = 12, penalty 10+2.
		"Anna": {Name: "Anna", Games: 6, Finished: 4, Won: 2,
			Schieber: stats.SchieberStats{Games: 2, Won: 1, Deals: 4, PointsFor: 641, PointsAgainst: 594,
				Matches: 1, MatchesAgainst: 1, Weis: 150, Stoeck: 1},
			Coiffeur:     stats.CoiffeurStats{Games: 2, Won: 0, Cells: 3, Total: 32, Matches: 1},
			Differenzler: stats.DifferenzlerStats{Games: 2, Won: 1, Deals: 5, Exact: 2, Deviation: 12, Penalty: 12}},
		// Beat: the same six games, won C1 only. Schieber team 1: for 57+537 = 594, against 641,
		// Match in S2, suffered the Kontermatsch of S1, Weis 20 and Stöck in S2.
		// Coiffeur: C1 column 1 (2 cells, 50, the Match), C2 (1 cell, 50, the Match).
		// Differenzler: exact 1 (D1) + 2 (D2), deviation 10+10, penalty 10+10.
		"Beat": {Name: "Beat", Games: 6, Finished: 4, Won: 1,
			Schieber: stats.SchieberStats{Games: 2, Won: 0, Deals: 4, PointsFor: 594, PointsAgainst: 641,
				Matches: 1, MatchesAgainst: 1, Weis: 20, Stoeck: 1},
			Coiffeur:     stats.CoiffeurStats{Games: 2, Won: 1, Cells: 3, Total: 100, Matches: 2},
			Differenzler: stats.DifferenzlerStats{Games: 2, Won: 0, Deals: 5, Exact: 3, Deviation: 20, Penalty: 20}},
		// Cla: S1 S2 C1 D1, Anna's partner; finished S1 and C1; won S1.
		"Cla": {Name: "Cla", Games: 4, Finished: 2, Won: 1,
			Schieber: stats.SchieberStats{Games: 2, Won: 1, Deals: 4, PointsFor: 641, PointsAgainst: 594,
				Matches: 1, MatchesAgainst: 1, Weis: 150, Stoeck: 1},
			Coiffeur:     stats.CoiffeurStats{Games: 1, Won: 0, Cells: 2, Total: 22, Matches: 1},
			Differenzler: stats.DifferenzlerStats{Games: 1, Won: 0, Deals: 2, Exact: 0, Deviation: 20, Penalty: 20}},
		// Dora: S1 (team 1: 57 against 527, suffered the Kontermatsch), C1 (won), D2.
		"Dora": {Name: "Dora", Games: 3, Finished: 3, Won: 1,
			Schieber: stats.SchieberStats{Games: 1, Won: 0, Deals: 2, PointsFor: 57, PointsAgainst: 527,
				Matches: 0, MatchesAgainst: 1, Weis: 0, Stoeck: 0},
			Coiffeur:     stats.CoiffeurStats{Games: 1, Won: 1, Cells: 2, Total: 50, Matches: 1},
			Differenzler: stats.DifferenzlerStats{Games: 1, Won: 0, Deals: 3, Exact: 1, Deviation: 10, Penalty: 10}},
		// Eva: S2 under her new name (team 1: 537 against 114, the Match, Weis 20, Stöck), C2.
		"Eva": {Name: "Eva", Games: 2, Finished: 1, Won: 0,
			Schieber: stats.SchieberStats{Games: 1, Won: 0, Deals: 2, PointsFor: 537, PointsAgainst: 114,
				Matches: 1, MatchesAgainst: 0, Weis: 20, Stoeck: 1},
			Coiffeur: stats.CoiffeurStats{Games: 1, Won: 0, Cells: 1, Total: 50, Matches: 0}},
	}
	for name, wp := range want {
		if got := player(t, rep, name); got != wp {
			t.Errorf("%s:\n got %+v\nwant %+v", name, got, wp)
		}
	}
	// The win rate is won over finished: Anna won 2 of her 4 finished games (D1 is open), Cla
	// 1 of 2; the games still open do not count against them.
	for name, rate := range map[string]float64{"Anna": 2.0 / 4, "Beat": 1.0 / 4, "Cla": 1.0 / 2, "Dora": 1.0 / 3, "Eva": 0} {
		if got := player(t, rep, name).WinRate(); got != rate {
			t.Errorf("%s: win rate %v, want %v", name, got, rate)
		}
	}
}

func TestWinRateAndAverages(t *testing.T) {
	// 2 won of 6 finished; 0 games is no division by zero.
	if got := (stats.Player{Games: 6, Finished: 6, Won: 2}).WinRate(); got != 2.0/6 {
		t.Errorf("win rate = %v", got)
	}
	if got := (stats.Player{}).WinRate(); got != 0 {
		t.Errorf("win rate without games = %v", got)
	}
	// Games still being played are not in the denominator, and without a finished game the
	// rate is 0.
	if got := (stats.Player{Games: 4, Finished: 3, Won: 1}).WinRate(); got != 1.0/3 {
		t.Errorf("win rate of 1 won of 3 finished among 4 games = %v, want 1/3", got)
	}
	if got := (stats.Player{Games: 2}).WinRate(); got != 0 {
		t.Errorf("win rate without a finished game = %v, want 0", got)
	}
	// Beat's Coiffeur: 100 over 3 cells.
	if got := (stats.CoiffeurStats{Cells: 3, Total: 100}).PerCell(); got != 100.0/3 {
		t.Errorf("per cell = %v", got)
	}
	if got := (stats.CoiffeurStats{}).PerCell(); got != 0 {
		t.Errorf("per cell without cells = %v", got)
	}
	if got := (stats.DifferenzlerStats{}).MeanDeviation(); got != 0 {
		t.Errorf("mean deviation without deals = %v", got)
	}
}

func TestMeanDeviationRoundsToTwoDecimalsInJSON(t *testing.T) {
	w := newWorld(t)
	games := w.load(t)
	cases := []struct {
		f    stats.Filter
		name string
		want string
	}{
		// Anna over D1 and D2: 12 / 5 = 2.4.
		{stats.Filter{Mode: "differenzler"}, "Anna", `"meanDeviation":2.4,"penalty"`},
		// Dora in D2: 10 / 3 = 3.333… → 3.33 (down).
		{stats.Filter{Mode: "differenzler"}, "Dora", `"meanDeviation":3.33,"penalty"`},
		// Anna in D2 alone (Dora present): 2 / 3 = 0.666… → 0.67 (up).
		{stats.Filter{Players: []string{"Anna", "Dora"}, Mode: "differenzler"}, "Anna", `"meanDeviation":0.67,"penalty"`},
		// Beat over D1 and D2: 20 / 5 = 4.
		{stats.Filter{}, "Beat", `"meanDeviation":4,"penalty"`},
		// Eva played no Differenzler: 0.
		{stats.Filter{}, "Eva", `"meanDeviation":0,"penalty"`},
	}
	for _, c := range cases {
		p := player(t, stats.Compute(games, c.f), c.name)
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), c.want) {
			t.Errorf("%s with %+v: %s lacks %s", c.name, c.f, data, c.want)
		}
	}
}

func TestJSONShape(t *testing.T) {
	w := newWorld(t)
	rep := stats.Compute(w.load(t), stats.Filter{Mode: "schieber", Players: []string{"Eva"}})
	data, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	// S2 only: Anna and Cla team 0 (114 : 537), Beat and Eva team 1; open, so nobody finished.
	want := `{"games":1,"players":[` +
		`{"name":"Anna","games":1,"finished":0,"won":0,"schieber":{"games":1,"won":0,"deals":2,"pointsFor":114,"pointsAgainst":537,"matches":0,"matchesAgainst":1,"weis":0,"stoeck":0},"coiffeur":{"games":0,"won":0,"cells":0,"total":0,"matches":0},"differenzler":{"games":0,"won":0,"deals":0,"exact":0,"meanDeviation":0,"penalty":0}},` +
		`{"name":"Beat","games":1,"finished":0,"won":0,"schieber":{"games":1,"won":0,"deals":2,"pointsFor":537,"pointsAgainst":114,"matches":1,"matchesAgainst":0,"weis":20,"stoeck":1},"coiffeur":{"games":0,"won":0,"cells":0,"total":0,"matches":0},"differenzler":{"games":0,"won":0,"deals":0,"exact":0,"meanDeviation":0,"penalty":0}},` +
		`{"name":"Cla","games":1,"finished":0,"won":0,"schieber":{"games":1,"won":0,"deals":2,"pointsFor":114,"pointsAgainst":537,"matches":0,"matchesAgainst":1,"weis":0,"stoeck":0},"coiffeur":{"games":0,"won":0,"cells":0,"total":0,"matches":0},"differenzler":{"games":0,"won":0,"deals":0,"exact":0,"meanDeviation":0,"penalty":0}},` +
		`{"name":"Eva","games":1,"finished":0,"won":0,"schieber":{"games":1,"won":0,"deals":2,"pointsFor":537,"pointsAgainst":114,"matches":1,"matchesAgainst":0,"weis":20,"stoeck":1},"coiffeur":{"games":0,"won":0,"cells":0,"total":0,"matches":0},"differenzler":{"games":0,"won":0,"deals":0,"exact":0,"meanDeviation":0,"penalty":0}}]}`
	if string(data) != want {
		t.Errorf("JSON\n got %s\nwant %s", data, want)
	}
	// No game in the filter: an empty list, not null.
	data, _ = json.Marshal(stats.Compute(w.load(t), stats.Filter{Players: []string{"dora"}}))
	if string(data) != `{"games":0,"players":[]}` {
		t.Errorf("no games: %s", data)
	}
}

func TestFilters(t *testing.T) {
	w := newWorld(t)
	games := w.load(t)
	d := func(y int, m time.Month, day int) time.Time { return time.Date(y, m, day, 0, 0, 0, 0, time.Local) }
	cases := []struct {
		what    string
		f       stats.Filter
		games   int
		players string
	}{
		{"schieber: S1, S2 (S3 deleted)", stats.Filter{Mode: "schieber"}, 2, "Anna Beat Cla Dora Eva"},
		{"coiffeur: C1, C2", stats.Filter{Mode: "coiffeur"}, 2, "Anna Beat Cla Dora Eva"},
		{"differenzler: D1, D2", stats.Filter{Mode: "differenzler"}, 2, "Anna Beat Cla Dora"},
		{"unknown mode: nothing", stats.Filter{Mode: "jass"}, 0, ""},
		{"Anna and Dora both: S1, C1, D2", stats.Filter{Players: []string{"Anna", "Dora"}}, 3, "Anna Beat Cla Dora"},
		{"Eva: S2 renamed, C2", stats.Filter{Players: []string{"Eva"}}, 2, "Anna Beat Cla Eva"},
		{"exact names: dora is not Dora", stats.Filter{Players: []string{"dora"}}, 0, ""},
		{"Cla and Eva and coiffeur: none", stats.Filter{Mode: "coiffeur", Players: []string{"Cla", "Eva"}}, 0, ""},
		// C1 was started 23:30 UTC on 30 November, 00:30 on 1 December local time.
		{"1 December local: C1, C2", stats.Filter{From: d(2026, 12, 1), To: d(2026, 12, 1)}, 2, "Anna Beat Cla Dora Eva"},
		{"up to 30 November: S1, S2", stats.Filter{To: d(2026, 11, 30)}, 2, "Anna Beat Cla Dora Eva"},
		{"up to 28 November, both ends: S1", stats.Filter{From: d(2026, 11, 28), To: d(2026, 11, 28)}, 1, "Anna Beat Cla Dora"},
		{"from 2 December: D1, D2", stats.Filter{From: d(2026, 12, 2)}, 2, "Anna Beat Cla Dora"},
		// The day counts as written, whatever the hour and zone of the bound.
		{"from 3 December 23:59 UTC: D2", stats.Filter{From: time.Date(2026, 12, 3, 23, 59, 0, 0, time.UTC)}, 1, "Anna Beat Dora"},
		{"to 29 November 00:00: S1, S2", stats.Filter{To: d(2026, 11, 29)}, 2, "Anna Beat Cla Dora Eva"},
		{"from after the to: nothing", stats.Filter{From: d(2026, 12, 2), To: d(2026, 12, 1)}, 0, ""},
		// The year counts: every game is of 2026.
		{"from 1 January 2027: nothing", stats.Filter{From: d(2027, 1, 1)}, 0, ""},
		{"to 31 December 2025: nothing", stats.Filter{To: d(2025, 12, 31)}, 0, ""},
		{"1 December 2025 to 2 December 2026: all but D2", stats.Filter{From: d(2025, 12, 1), To: d(2026, 12, 2)}, 5, "Anna Beat Cla Dora Eva"},
		{"schieber and Cla and 29 November: S2", stats.Filter{Mode: "schieber", Players: []string{"Cla"}, From: d(2026, 11, 29)}, 1, "Anna Beat Cla Eva"},
	}
	for _, c := range cases {
		rep := stats.Compute(games, c.f)
		if rep.Games != c.games || names(rep) != c.players {
			t.Errorf("%s: %d games, players %q; want %d, %q", c.what, rep.Games, names(rep), c.games, c.players)
		}
	}
}

func TestDeletedGameNeverCounts(t *testing.T) {
	w := newWorld(t)
	v, err := w.store.Load(w.s3)
	if err != nil {
		t.Fatal(err)
	}
	g, err := fromView(v)
	if err != nil {
		t.Fatal(err)
	}
	if !g.Deleted {
		t.Fatal("S3 should load as deleted")
	}
	// Given to Compute anyway, S3 stays out: still 6 games, Anna still 2 Schieber games.
	rep := stats.Compute(append(w.load(t), g), stats.Filter{})
	if rep.Games != 6 || player(t, rep, "Anna").Schieber.Games != 2 {
		t.Errorf("a deleted game counted: %d games, Anna %+v", rep.Games, player(t, rep, "Anna").Schieber)
	}
	// Restored, it counts: S1, S2, S3.
	if err := w.store.Restore(w.s3); err != nil {
		t.Fatal(err)
	}
	if rep := stats.Compute(w.load(t), stats.Filter{Mode: "schieber"}); rep.Games != 3 {
		t.Errorf("restored: %d Schieber games, want 3", rep.Games)
	}
}

func pairOfRep(t *testing.T, pairs []stats.Pair, a, b string) stats.Pair {
	t.Helper()
	for _, p := range pairs {
		if p.Player == a && p.Other == b {
			return p
		}
	}
	t.Fatalf("no row %s–%s in %+v", a, b, pairs)
	return stats.Pair{}
}

func TestPartnersAndOpponents(t *testing.T) {
	w := newWorld(t)
	rep := stats.Compute(w.load(t), stats.Filter{})
	// Partners: S1 Anna+Cla, Beat+Dora; S2 Anna+Cla, Beat+Eva; C1 Anna+Cla, Beat+Dora. Solo
	// Coiffeur and Differenzler have none. Finished as for a player: S1, C1, C2 and D2; S2 is
	// open and D1 a tie that was reopened.
	partners := []stats.Pair{
		// S1 (won, 527:57), S2 (open, 114:537), C1 (lost): 3 games, 2 finished, 1 won, 641:594.
		{Player: "Anna", Other: "Cla", Games: 3, Finished: 2, Won: 1, PointsFor: 641, PointsAgainst: 594},
		// S1 (57:527), C1 (won).
		{Player: "Beat", Other: "Dora", Games: 2, Finished: 2, Won: 1, PointsFor: 57, PointsAgainst: 527},
		// S2 (537:114), open.
		{Player: "Beat", Other: "Eva", Games: 1, Finished: 0, Won: 0, PointsFor: 537, PointsAgainst: 114},
		{Player: "Cla", Other: "Anna", Games: 3, Finished: 2, Won: 1, PointsFor: 641, PointsAgainst: 594},
		{Player: "Dora", Other: "Beat", Games: 2, Finished: 2, Won: 1, PointsFor: 57, PointsAgainst: 527},
		{Player: "Eva", Other: "Beat", Games: 1, Finished: 0, Won: 0, PointsFor: 537, PointsAgainst: 114},
	}
	if len(rep.Partners) != len(partners) {
		t.Fatalf("partners: %+v", rep.Partners)
	}
	for i, want := range partners {
		if rep.Partners[i] != want {
			t.Errorf("partner row %d: got %+v, want %+v", i, rep.Partners[i], want)
		}
	}
	opponents := []stats.Pair{
		// Anna against Beat in all six games, finished S1, C1, C2, D2; Anna won S1 and D2.
		// Schieber 641:594.
		{Player: "Anna", Other: "Beat", Games: 6, Finished: 4, Won: 2, PointsFor: 641, PointsAgainst: 594},
		// Beat against Anna: won C1, and ended C2 ahead of her (50 to 10), though nobody won it:
		// where more than two sides play, a player beats an opponent by a better total.
		{Player: "Beat", Other: "Anna", Games: 6, Finished: 4, Won: 2, PointsFor: 594, PointsAgainst: 641},
		// Anna against Dora: S1 (won), C1, D2 (won), all finished.
		{Player: "Anna", Other: "Dora", Games: 3, Finished: 3, Won: 2, PointsFor: 527, PointsAgainst: 57},
		// Dora against Anna: C1 won.
		{Player: "Dora", Other: "Anna", Games: 3, Finished: 3, Won: 1, PointsFor: 57, PointsAgainst: 527},
		// Cla against Dora: S1 (won), C1; Cla against Beat also S2 (open) and D1 (a tie, reopened).
		{Player: "Cla", Other: "Dora", Games: 2, Finished: 2, Won: 1, PointsFor: 527, PointsAgainst: 57},
		{Player: "Cla", Other: "Beat", Games: 4, Finished: 2, Won: 1, PointsFor: 641, PointsAgainst: 594},
		// Anna against Eva: S2 (open), C2 (marked finished, no winner): neither won.
		{Player: "Anna", Other: "Eva", Games: 2, Finished: 1, Won: 0, PointsFor: 114, PointsAgainst: 537},
		// Beat against Eva: C2 only (partners in S2), 50 to 50: neither ahead.
		{Player: "Beat", Other: "Eva", Games: 1, Finished: 1, Won: 0},
		// Eva against Anna: S2 (open), C2 ended ahead, 50 to 10.
		{Player: "Eva", Other: "Anna", Games: 2, Finished: 1, Won: 1, PointsFor: 537, PointsAgainst: 114},
		// Beat against Dora: D2 only (partners in S1 and C1), 10 penalty points each: neither
		// ahead, and Anna won it.
		{Player: "Beat", Other: "Dora", Games: 1, Finished: 1, Won: 0},
	}
	for _, want := range opponents {
		if got := pairOfRep(t, rep.Opponents, want.Player, want.Other); got != want {
			t.Errorf("opponents %s–%s: got %+v, want %+v", want.Player, want.Other, got, want)
		}
	}
	// Anna and Cla are partners in S1, S2 and C1 and opponents only in D1, a tie.
	if got := pairOfRep(t, rep.Opponents, "Anna", "Cla"); got != (stats.Pair{Player: "Anna", Other: "Cla", Games: 1}) {
		t.Errorf("Anna against Cla: %+v, want D1 only", got)
	}
	// The rate is won over finished, as a player's: Anna with Cla won S1 of the finished S1 and
	// C1, and S2 is still open: 1 / 2 = 50 %, not 1 / 3 over all three games together. Anna
	// against Eva: 0 won of 1 finished (C2) = 0. Beat with Eva has no finished game: 0. Cla
	// against Beat: 1 won (S1) of 2 finished (S1, C1), S2 open and D1 reopened: 50 %, not 1 / 4.
	rates := []struct {
		pairs []stats.Pair
		a, b  string
		want  float64
	}{
		{rep.Partners, "Anna", "Cla", 0.5},
		{rep.Partners, "Beat", "Eva", 0},
		{rep.Opponents, "Anna", "Eva", 0},
		{rep.Opponents, "Cla", "Beat", 0.5},
		{rep.Opponents, "Anna", "Beat", 2.0 / 4},
	}
	for _, r := range rates {
		if got := pairOfRep(t, r.pairs, r.a, r.b).WinRate(); got != r.want {
			t.Errorf("%s–%s: win rate %v, want %v", r.a, r.b, got, r.want)
		}
	}
	for i := 1; i < len(rep.Opponents); i++ {
		a, b := rep.Opponents[i-1], rep.Opponents[i]
		if a.Player > b.Player || a.Player == b.Player && a.Other >= b.Other {
			t.Errorf("opponents not sorted at %d: %+v before %+v", i, a, b)
		}
	}
}

func TestFromReportRefusesAnUnreadableReport(t *testing.T) {
	w := newWorld(t)
	for _, id := range []persistence.GameID{w.s1, w.c1, w.d1} {
		v, err := w.store.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		rep := v.Report()
		rep.Rounds = json.RawMessage(`{"not":"rounds"}`)
		if _, err := fromReport(v, rep); err == nil || !strings.Contains(err.Error(), "game "+id.String()) {
			t.Errorf("game %d with broken rounds: %v", id, err)
		}
	}
	if _, err := stats.FromReport(1, nil, gamefile.Report{}, time.Time{}, false); err == nil {
		t.Error("a game without its decoded state was accepted")
	}
}

// TestFromReportIgnoresSidesOutsideTheGame: a report naming a Match or a cell of a side the game
// does not have (only a damaged or foreign report would) counts nothing and never panics.
func TestFromReportIgnoresSidesOutsideTheGame(t *testing.T) {
	w := newWorld(t)
	load := func(id persistence.GameID) *persistence.GameView {
		v, err := w.store.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	v := load(w.s1)
	rep := v.Report()
	rep.Rounds = json.RawMessage(`[{"match":2},{"match":-1},{"match":1}]`)
	g, err := fromReport(v, rep)
	if err != nil {
		t.Fatal(err)
	}
	// Only the third round's Match (team 1) counts; three rounds are three deals.
	if g.Schieber.Matches != [2]int{0, 1} || g.Schieber.Deals != 3 {
		t.Errorf("Schieber sides: %+v", g.Schieber)
	}
	v = load(w.c1)
	rep = v.Report()
	rep.Rounds = json.RawMessage(`[{"match":2},{"match":-1},{"match":0}]`)
	cell := &gamefile.Cell{Points: 100, Value: 10}
	rep.Sheet = [][]*gamefile.Cell{{cell, nil, cell}, {cell, cell}}
	g, err = fromReport(v, rep)
	if err != nil {
		t.Fatal(err)
	}
	// Two columns: the third cell of row 0 and the Match of column 2 are outside them.
	if !slices.Equal(g.Coiffeur.Matches, []int{1, 0}) || !slices.Equal(g.Coiffeur.Cells, []int{2, 1}) {
		t.Errorf("Coiffeur sides: %+v", g.Coiffeur)
	}
}

// TestRenameMergeAndUndo: a game counts under the names it has now. Putting "anna" right to
// "Anna" merges the two into one player; undoing a rename gives the old name its game back.
func TestRenameMergeAndUndo(t *testing.T) {
	w := newWorld(t)
	id, err := w.store.Create(persistence.NewGame{Mode: tally.Differenzler, Players: []string{"anna", "Beat", "Cla"}})
	if err != nil {
		t.Fatal(err)
	}
	// Before the merge "anna" is a player of her own, with 1 game; Anna has her 6.
	rep := stats.Compute(w.load(t), stats.Filter{})
	if player(t, rep, "anna").Games != 1 || player(t, rep, "Anna").Games != 6 {
		t.Fatalf("before the merge: %s", names(rep))
	}
	if _, err := w.store.ChangePlayers(id, []string{"Anna", "Beat", "Cla"}); err != nil {
		t.Fatal(err)
	}
	rep = stats.Compute(w.load(t), stats.Filter{})
	if names(rep) != "Anna Beat Cla Dora Eva" || player(t, rep, "Anna").Games != 7 {
		t.Errorf("after the merge: %s, Anna %d games, want 6+1", names(rep), player(t, rep, "Anna").Games)
	}
	// S2 was renamed Dora → Eva; undone, Dora has S1, S2, C1, D2 and Eva only C2.
	if _, err := w.store.Undo(w.s2); err != nil {
		t.Fatal(err)
	}
	rep = stats.Compute(w.load(t), stats.Filter{})
	if player(t, rep, "Dora").Games != 4 || player(t, rep, "Eva").Games != 1 {
		t.Errorf("after undoing the rename: Dora %d games, Eva %d; want 4 and 1",
			player(t, rep, "Dora").Games, player(t, rep, "Eva").Games)
	}
}

// TestPendingDifferenzlerDeal: a deal with its predictions written but no points yet counts
// nowhere, and the evening is neither decided nor finished.
func TestPendingDifferenzlerDeal(t *testing.T) {
	w := newWorld(t)
	id, err := w.store.Create(persistence.NewGame{Mode: tally.Differenzler, Players: []string{"Hans", "Ida", "Jan"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []gamefile.Round{
		// predicted 30 60 67, made 30 70 57: |Δ| 0 10 10
		{Dealer: ip(0), Trump: "H", Predictions: []int{30, 60, 67}, Points: []int{30, 70, 57}},
		// waiting for its points: predicted 157 0 0, exact for nobody yet
		{Dealer: ip(1), Trump: "S", Predictions: []int{157, 0, 0}},
	} {
		if _, err := w.store.AddRound(id, r); err != nil {
			t.Fatal(err)
		}
	}
	hans := player(t, stats.Compute(w.load(t), stats.Filter{Players: []string{"Hans"}}), "Hans")
	want := stats.Player{Name: "Hans", Games: 1, Differenzler: stats.DifferenzlerStats{Games: 1, Deals: 1, Exact: 1, Deviation: 0, Penalty: 0}}
	if hans != want {
		t.Errorf("Hans:\n got %+v\nwant %+v", hans, want)
	}
	ida := player(t, stats.Compute(w.load(t), stats.Filter{Players: []string{"Hans"}}), "Ida")
	if ida.Differenzler.Deals != 1 || ida.Differenzler.Deviation != 10 || ida.Differenzler.Penalty != 10 || ida.Differenzler.Exact != 0 {
		t.Errorf("Ida: %+v", ida.Differenzler)
	}
}
