package gamefile

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TV-14 as a game file: the sheet, totals, difference and winner that check prints.
func TestCheckTV14CoiffeurFile(t *testing.T) {
	rep, code := CheckFile("testdata/tv14-coiffeur.json")
	if code != 0 {
		t.Fatalf("exit %d: %s %+v", code, rep.Error, rep.Violations)
	}
	want := [][2]int{{8, 7}, {20, 0}, {18, 39}, {44, 36}, {125, 50}, {42, 66}, {63, 0}, {32, 48}}
	for i, w := range want {
		for col := range 2 {
			c := rep.Sheet[i][col]
			if c == nil || c.Value != w[col] {
				t.Errorf("row %d column %d: %+v, want %d", i, col, c, w[col])
			}
		}
	}
	if rep.Totals[0] != 352 || rep.Totals[1] != 246 || *rep.Winner != 0 || *rep.Difference != 106 {
		t.Errorf("totals %v winner %v difference %v", rep.Totals, rep.Winner, rep.Difference)
	}
	if rep.Remaining[0] != 0 || rep.Remaining[1] != 0 {
		t.Errorf("remaining %v", rep.Remaining)
	}
	if rep.Sheet[4][0].Points != 257 {
		t.Errorf("a Match is counted as 257: %+v", rep.Sheet[4][0])
	}
	b, _ := json.Marshal(rep)
	for _, key := range []string{`"sheet":[[{"points":85,"value":8}`, `"remaining":[0,0]`, `"winner":0`} {
		if !strings.Contains(string(b), key) {
			t.Errorf("report lacks %s", key)
		}
	}
}

func TestCoiffeurFileViolationsAndOpenSheet(t *testing.T) {
	doc := `{"format":"jasstafel/1","mode":"coiffeur","players":["a","b","c","d"],"rounds":[
	 {"row":0,"side":0,"contract":"D","vorhand":0,"points":[85,72]},
	 {"row":0,"side":0,"contract":"D","vorhand":1,"passes":3,"points":[90,67]},
	 {"row":1,"side":1,"contract":"S","vorhand":1,"points":[60,97]},
	 {"row":2,"side":0,"contract":"S","vorhand":3,"points":[60,97]}]}`
	g, err := Decode([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	rep := Check("c.json", g)
	rules := map[string]int{}
	for _, v := range rep.Violations {
		rules[v.Rule] = v.Round
	}
	if rules["row-filled"] != 1 || rules["row-contract"] != 2 || rules["side-mismatch"] != 3 {
		t.Errorf("violations %+v", rep.Violations)
	}
	if rep.Winner != nil || rep.Remaining[0] != 7 || rep.Remaining[1] != 8 || rep.Sheet[0][0].Value != 8 {
		t.Errorf("open sheet: winner %v remaining %v cell %+v", rep.Winner, rep.Remaining, rep.Sheet[0][0])
	}
}

// TV-15 as a game file, with the swiss preset, a stake and a hidden pending prediction.
func TestCheckTV15DifferenzlerFile(t *testing.T) {
	rep, code := CheckFile("testdata/tv15-differenzler.json")
	if code != 0 {
		t.Fatalf("exit %d: %s %+v", code, rep.Error, rep.Violations)
	}
	var rounds []differenzlerRound
	if err := json.Unmarshal(rep.Rounds, &rounds); err != nil {
		t.Fatal(err)
	}
	if got := rounds[0].Penalty; len(got) != 4 || got[0] != 2 || got[1] != 5 || got[2] != 0 || got[3] != 3 {
		t.Errorf("TV-15 penalties %v, want [2 5 0 3]", got)
	}
	if got := rounds[1].Penalty; got[0] != -10 || got[3] != -10 {
		t.Errorf("exact hits with swiss: %v", got)
	}
	if !rounds[2].Pending || rounds[2].Predictions != nil || rounds[0].Predictions == nil {
		t.Errorf("hidden pending predictions shown: %+v", rounds[2])
	}
	if rep.Winner != nil || rep.Settlement != nil {
		t.Errorf("an evening of 12 deals is not over after 2: winner %v settlement %v", rep.Winner, rep.Settlement)
	}
	if want := []int{0, 3, 2, 1}; len(rep.Ranking) != 4 || rep.Ranking[0] != want[0] || rep.Ranking[1] != want[1] {
		t.Errorf("ranking %v, want %v", rep.Ranking, want)
	}
}

func TestDifferenzlerFinishedEveningSettles(t *testing.T) {
	var rounds []string
	for i := range 12 {
		rounds = append(rounds, `{"dealer":`+string(rune('0'+i%4))+`,"trump":"H","predictions":[50,50,30,27],"points":[50,60,20,27]}`)
	}
	doc := `{"format":"jasstafel/1","mode":"differenzler","players":["a","b","c","d"],"rules":{"preset":"swiss","stake":10},"rounds":[` + strings.Join(rounds, ",") + `]}`
	g, err := Decode([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	rep := Check("d.json", g)
	// Per deal: seats 0 and 3 exact (−10), seats 1 and 2 ten off (10). After 12: −120, 120, 120, −120.
	if len(rep.Violations) != 0 || rep.Totals[0] != -120 || rep.Totals[1] != 120 {
		t.Fatalf("totals %v %+v", rep.Totals, rep.Violations)
	}
	// Seats 0 and 3 share first: seats 1 and 2 each owe 240 × 10 = 2400 cents, 1200 to each.
	if rep.Winner != nil || fmt.Sprint(rep.Settlement) != "[{1 0 1200} {1 3 1200} {2 0 1200} {2 3 1200}]" {
		t.Errorf("a shared first place has no winner and splits the settlement: %v %v", rep.Winner, rep.Settlement)
	}
	// Seat 3 now predicts 30 and makes 27: 3 off every deal, 36 in all. Seat 0 wins alone.
	g, err = Decode([]byte(strings.ReplaceAll(doc, `[50,50,30,27],"points"`, `[50,50,30,30],"points"`)))
	if err != nil {
		t.Fatal(err)
	}
	rep = Check("d.json", g)
	if rep.Winner == nil || *rep.Winner != 0 || rep.Totals[3] != 36 {
		t.Fatalf("winner %v totals %v", rep.Winner, rep.Totals)
	}
	want := map[int]int{1: 2400, 2: 2400, 3: 1560}
	sum := 0
	for _, p := range rep.Settlement {
		if p.To != 0 || want[p.From] != p.Cents {
			t.Errorf("payment %+v", p)
		}
		sum += p.Cents
	}
	if len(rep.Settlement) != 3 || sum != 6360 {
		t.Errorf("settlement %+v", rep.Settlement)
	}
}

func TestModeKeysAreChecked(t *testing.T) {
	cases := map[string]string{
		`{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rounds":[{"contract":"C","vorhand":0,"points":[100,57],"row":1}]}`:                                                            "rounds[0].row: not a key of schieber rounds",
		`{"format":"jasstafel/1","mode":"coiffeur","players":["a","b","c","d"],"rounds":[{"row":0,"side":0,"contract":"D","vorhand":0,"points":[85,72],"wonBy":1}]}`:                                          "rounds[0].wonBy",
		`{"format":"jasstafel/1","mode":"differenzler","players":["a","b","c","d"],"rounds":[{"dealer":0,"trump":"H","predictions":[1,2,3,4],"contract":"H"}]}`:                                               "rounds[0].contract",
		`{"format":"jasstafel/1","mode":"differenzler","players":["a","b"],"rounds":[]}`:                                                                                                                      "three or four players",
		`{"format":"jasstafel/1","mode":"coiffeur","players":["a","b","c"],"rounds":[]}`:                                                                                                                      "team Coiffeur has four players",
		`{"format":"jasstafel/1","mode":"coiffeur","players":["a","b","c","d"],"rounds":[{"row":8,"side":0,"contract":"D","vorhand":0,"points":[85,72]}]}`:                                                    "rounds[0].row: 8 is not a row",
		`{"format":"jasstafel/1","mode":"coiffeur","players":["a","b","c","d"],"rounds":[{"row":0,"side":2,"contract":"D","vorhand":0,"points":[85,72]}]}`:                                                    "rounds[0].side",
		`{"format":"jasstafel/1","mode":"coiffeur","players":["a","b","c","d"],"rounds":[{"row":0,"side":0,"contract":"D","vorhand":0,"points":[85,72,0]}]}`:                                                  "one number per column",
		`{"format":"jasstafel/1","mode":"differenzler","players":["a","b","c"],"rounds":[{"dealer":0,"trump":"H","predictions":[1,2,3,4]}]}`:                                                                  "rounds[0].predictions",
		`{"format":"jasstafel/1","mode":"differenzler","players":["a","b","c"],"rounds":[{"dealer":0,"trump":"X","predictions":[1,2,3]}]}`:                                                                    "rounds[0].trump",
		`{"format":"jasstafel/1","mode":"differenzler","players":["a","b","c"],"rounds":[{"dealer":0,"trump":"H","predictions":[1,2,3]},{"dealer":1,"trump":"H","predictions":[1,2,3],"points":[50,50,57]}]}`: "only the last round",
	}
	for doc, want := range cases {
		_, err := Decode([]byte(doc))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("want %q, got %v", want, err)
		}
	}
}

// Every mode is found by its name, and the messages for a wrong mode list them all.
func TestModeRegistry(t *testing.T) {
	var names []string
	for _, m := range Modes() {
		got, ok := Lookup(m.Name())
		if !ok || got != m {
			t.Errorf("Lookup(%q) = %v, %v", m.Name(), got, ok)
		}
		names = append(names, string(m.Name()))
	}
	if strings.Join(names, " ") != "schieber coiffeur differenzler" {
		t.Errorf("modes %q", names)
	}
	if m, ok := Lookup("poker"); ok || m != nil {
		t.Errorf("Lookup(poker) = %v, %v", m, ok)
	}
	_, err := Decode([]byte(`{"format":"jasstafel/1","mode":"poker","players":["a","b","c","d"],"rounds":[]}`))
	if err == nil || err.Error() != `mode: unknown mode "poker" (want "schieber", "coiffeur" or "differenzler")` {
		t.Errorf("unknown mode: %v", err)
	}
}

// A mode's running score, fed one deal at a time, ends with the totals, winner and violations
// of the check report, and says the game is over exactly when the engine does.
func TestScoreSummaryAgreesWithTheReport(t *testing.T) {
	files := map[string]struct {
		over    bool
		winners []int
	}{
		"../examples/coiffeur-teams.json":       {true, []int{0, 2}},
		"../examples/differenzler-evening.json": {true, []int{3}},
		"../examples/schieber-to-2500.json":     {true, []int{0, 2}},
		"../examples/schieber-two-deals.json":   {false, nil},
		"testdata/tv14-coiffeur.json":           {true, []int{0, 2}},
	}
	for path, want := range files {
		g, err := ReadFile(path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		rep := Check(path, g)
		m := g.Kind()
		// Deal by deal, as the store scores a game.
		inc := *g
		inc.Schieber, inc.Coiffeur, inc.Differenzler = nil, nil, nil
		empty := inc
		score := m.Score(&empty)
		for i := range g.Rounds() {
			switch g.Mode {
			case "schieber":
				inc.Schieber = g.Schieber[:i+1]
			case "coiffeur":
				inc.Coiffeur = g.Coiffeur[:i+1]
			default:
				inc.Differenzler = g.Differenzler[:i+1]
			}
			score.Add(&inc)
		}
		sum := score.Summary()
		repWinner := -1
		if rep.Winner != nil {
			repWinner = *rep.Winner
		}
		if !slices.Equal(sum.Totals, rep.Totals) || sum.Winner != repWinner || sum.Violations != len(rep.Violations) {
			t.Errorf("%s: summary %+v, report totals %v winner %d violations %d", path, sum, rep.Totals, repWinner, len(rep.Violations))
		}
		if sum.Over != want.over || !slices.Equal(sum.Winners, want.winners) {
			t.Errorf("%s: over %v winners %v, want %v %v", path, sum.Over, sum.Winners, want.over, want.winners)
		}
	}
}

// A Schieber report names the Berg, the Schneider and the Striche only where the game's rules
// play them (the Berg once a team has reached it, the Schneider once a team has won): a board
// without them reports none.
func TestSchieberReportNamesOnlyTheRulesInPlay(t *testing.T) {
	rounds := `[{"contract":"undenufe","vorhand":0,"points":[157,0],"match":0}]` // 1028 : 0
	for _, c := range []struct {
		rules string
		keys  []string // in the report
		not   []string // not in it
	}{
		{`{"preset":"seed","berg":"off","schneider":"off","striche":"off","target":500}`, nil, []string{`"berg"`, `"schneider"`, `"striche"`}},
		{`{"preset":"seed","berg":"points100","schneider":"on","striche":"modern","target":500}`, []string{`"berg"`, `"schneider"`, `"striche"`}, nil},
		{`{"preset":"seed","berg":"points100","schneider":"on","striche":"modern","target":5000}`, []string{`"striche"`}, []string{`"schneider"`, `"berg"`}}, // no winner, nobody at the Berg
	} {
		doc := `{"format":"jasstafel/1","mode":"schieber","players":["a","b","c","d"],"rules":` + c.rules + `,"rounds":` + rounds + `}`
		g, err := Decode([]byte(doc))
		if err != nil {
			t.Fatalf("%s: %v", c.rules, err)
		}
		b, err := json.Marshal(Check("s.json", g))
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range c.keys {
			if !strings.Contains(string(b), k) {
				t.Errorf("%s: the report lacks %s: %s", c.rules, k, b)
			}
		}
		for _, k := range c.not {
			if strings.Contains(string(b), k) {
				t.Errorf("%s: the report names %s: %s", c.rules, k, b)
			}
		}
	}
}

// A Coiffeur report lists the columns' Kontermatsch credits only where the rules credit them
// (coiffeurKontermatsch=creditOpponents).
func TestCoiffeurReportListsCreditsOnlyWhereTheyAreGiven(t *testing.T) {
	for rule, want := range map[string]bool{"zero": false, "negative": false, "creditOpponents": true} {
		doc := `{"format":"jasstafel/1","mode":"coiffeur","players":["a","b","c","d"],"rules":{"preset":"seed","coiffeurKontermatsch":"` + rule + `"},
		 "rounds":[{"row":0,"side":0,"contract":"D","vorhand":0,"points":[85,72]}]}`
		g, err := Decode([]byte(doc))
		if err != nil {
			t.Fatalf("%s: %v", rule, err)
		}
		b, _ := json.Marshal(Check("c.json", g))
		if got := strings.Contains(string(b), `"credits"`); got != want {
			t.Errorf("coiffeurKontermatsch=%s: credits in the report %v, want %v: %s", rule, got, want, b)
		}
	}
}
