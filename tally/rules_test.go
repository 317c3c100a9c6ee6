package tally

import (
	"encoding/json"
	"fmt"
	"maps"
	"strings"
	"testing"
)

// §7.3: the multiplier table and target of every Schieber preset.
func TestSchieberPresets(t *testing.T) {
	want := map[string]struct {
		mult   [7]int // D H S C obenabe undenufe slalom (0 = not offered)
		target int
	}{
		"seed":        {[7]int{1, 1, 2, 2, 3, 4, 0}, 2500},
		"swisslos":    {[7]int{1, 1, 2, 2, 3, 3, 0}, 2500},
		"simple":      {[7]int{1, 1, 1, 1, 1, 1, 0}, 1000},
		"appenzeller": {[7]int{7, 3, 4, 2, 5, 6, 0}, 5000},
		"jasspro":     {[7]int{1, 1, 2, 2, 3, 3, 4}, 2500},
	}
	keys := []string{"D", "H", "S", "C", "obenabe", "undenufe", "slalom"}
	for name, w := range want {
		r, err := Preset(Schieber, name)
		if err != nil {
			t.Fatal(err)
		}
		for i, k := range keys {
			if got := r.Multipliers[k]; got != w.mult[i] {
				t.Errorf("%s %s: ×%d, want ×%d", name, k, got, w.mult[i])
			}
		}
		if r.Target != w.target {
			t.Errorf("%s target %d, want %d", name, r.Target, w.target)
		}
		if err := r.Validate(Schieber); err != nil {
			t.Errorf("%s does not validate: %v", name, err)
		}
	}
}

// §12: the binding defaults of the seed preset.
func TestSeedDefaults(t *testing.T) {
	r, _ := Preset(Schieber, "seed")
	checks := map[string][2]any{
		"suitMapping": {r.SuitMapping, "swisslos"}, "firstChooser": {r.FirstChooser, "C7"},
		"undenufeSwap": {r.UndenufeSwap, true}, "mixedValues": {r.MixedValues, "scoringMode"},
		"guschtiSplit": {r.GuschtiSplit, 5}, "trioChoice": {r.TrioChoice, "kinds"},
		"undertrump": {r.Undertrump, "forbidden"}, "undertrumpReference": {r.UndertrumpReference, "highest"},
		"revokePenalty": {r.RevokePenalty, "tricksToOpponents"}, "target": {r.Target, 2500},
		"finish": {r.Finish, "firstToReach"}, "ausmachOrder": {r.AusmachOrder, "stoeck-weis-stich"},
		"matchBonus": {r.MatchBonus, 100}, "weis": {r.Weis, "big"}, "lowQuartets": {r.LowQuartets, true},
		"kreuzweis": {r.Kreuzweis, false}, "weisTieBreak": {r.WeisTieBreak, "moreCards"}, "stoeck": {r.Stoeck, true},
		"berg": {r.Berg, "off"}, "schneider": {r.Schneider, "off"}, "striche": {r.Striche, "off"},
		"boardView": {r.BoardView, "asWritten"}, "remainders": {r.Remainders, "list"}, "boardLowerTeam": {r.BoardLowerTeam, 0},
	}
	for name, c := range checks {
		if c[0] != c[1] {
			t.Errorf("%s = %v, want %v", name, c[0], c[1])
		}
	}
	co, _ := Preset(Coiffeur, "seed")
	if co.Stoeck || co.CoiffeurWeis || co.CoiffeurPoints != "div10" || co.CoiffeurKontermatsch != "zero" ||
		co.CoiffeurPassing != "roundTable" || co.Solo || co.Undertrump != "forbidden" || len(co.Rows) != 8 {
		t.Errorf("coiffeur defaults wrong: %+v", co)
	}
	for i, row := range co.Rows {
		if row.Multiplier != i+1 {
			t.Errorf("coiffeur row %d ×%d, want ×%d", i, row.Multiplier, i+1)
		}
	}
	if len(co.Rows[6].Contracts) != 6 || len(co.Rows[0].Contracts) != 1 {
		t.Errorf("joker rows take any of the six base contracts: %+v", co.Rows)
	}
	di, _ := Preset(Differenzler, "seed")
	if di.Undertrump != "hindersi" || di.Stoeck || di.ExactBonus != 0 || di.ZeroBonus != "never" || di.Deals != 16 || di.HiddenPredictions {
		t.Errorf("differenzler seed wrong: %+v", di)
	}
	sw, _ := Preset(Differenzler, "swiss")
	if sw.ExactBonus != 10 || sw.Deals != 12 || sw.ZeroBonus != "never" {
		t.Errorf("differenzler swiss wrong: %+v", sw)
	}
}

func TestResolveRulesOverrides(t *testing.T) {
	r, err := ResolveRules(Schieber, json.RawMessage(`{"preset":"swisslos","target":1000,"multipliers":{"slalom":5},"weis":"small"}`))
	if err != nil {
		t.Fatal(err)
	}
	if r.Preset != "swisslos" || r.Target != 1000 || r.Multipliers["slalom"] != 5 || r.Multipliers["undenufe"] != 3 || r.Weis != "small" {
		t.Errorf("overrides not applied on top of the preset: %+v", r)
	}
	def, err := ResolveRules(Schieber, nil)
	if err != nil || def.Preset != "seed" || def.Multipliers["undenufe"] != 4 {
		t.Errorf("empty rules should resolve to seed: %+v %v", def, err)
	}
	// Resolving never changes the preset itself.
	again, _ := Preset(Schieber, "swisslos")
	if _, ok := again.Multipliers["slalom"]; ok {
		t.Errorf("override leaked into the preset table")
	}
}

// A game that leaves out a mixed contract of its preset names Custom, whose families are only the
// six every game has, and is then played with exactly the families it gives; one that keeps
// them, or adds one, keeps its preset.
func TestPresetHoldingLeavesNoFamilyBehind(t *testing.T) {
	six := map[string]int{"D": 1, "H": 1, "S": 2, "C": 2, "obenabe": 3, "undenufe": 3}
	withSlalom := maps.Clone(six)
	withSlalom["slalom"] = 4
	withMary := maps.Clone(six)
	withMary["mary"] = 5
	for _, c := range []struct {
		preset string
		mult   map[string]int
		want   string
	}{
		{"jasspro", six, "custom"},
		{"jasspro", withMary, "custom"},
		{"jasspro", withSlalom, "jasspro"},
		{"swisslos", six, "swisslos"},
		{"swisslos", withMary, "swisslos"},
		{"seed", withSlalom, "seed"},
		{"nonesuch", six, "nonesuch"},
	} {
		got := PresetHolding(c.preset, c.mult)
		if got != c.want {
			t.Errorf("%s with %v: %q, want %q", c.preset, c.mult, got, c.want)
			continue
		}
		raw, _ := json.Marshal(map[string]any{"preset": got, "multipliers": c.mult})
		r, err := ResolveRules(Schieber, raw)
		if c.preset == "nonesuch" {
			if err == nil {
				t.Errorf("the unknown preset resolved: %+v", r)
			}
			continue
		}
		if err != nil || !maps.Equal(r.Multipliers, c.mult) {
			t.Errorf("%s with %v is played with %v (%v), want exactly its own", got, c.mult, r.Multipliers, err)
		}
	}
}

// A multiplier may be anything from 1 to 100, both ends included.
func TestResolveRulesMultiplierBounds(t *testing.T) {
	for in, ok := range map[string]bool{
		`{"multipliers":{"D":1}}`: true, `{"multipliers":{"D":100}}`: true,
		`{"multipliers":{"D":0}}`: false, `{"multipliers":{"D":101}}`: false,
	} {
		if _, err := ResolveRules(Schieber, json.RawMessage(in)); (err == nil) != ok {
			t.Errorf("%s: error %v, want accepted %v", in, err, ok)
		}
	}
}

// The other bounds of the rules, both ends included: a Coiffeur sheet of 1 to 20 rows, a row's
// multiplier of 1 to 100, a currency of three capital letters A to Z.
func TestResolveRulesBounds(t *testing.T) {
	rows := func(n, mult int) string {
		var r []string
		for range n {
			r = append(r, fmt.Sprintf(`{"name":"x","multiplier":%d,"contracts":["D"]}`, mult))
		}
		return `{"rows":[` + strings.Join(r, ",") + `]}`
	}
	for _, tc := range []struct {
		g  Game
		in string
		ok bool
	}{
		{Coiffeur, rows(20, 1), true}, {Coiffeur, rows(21, 1), false},
		{Coiffeur, rows(1, 100), true}, {Coiffeur, rows(1, 101), false}, {Coiffeur, rows(1, 0), false},
		{Schieber, `{"currency":"AUD"}`, true}, {Schieber, `{"currency":"CZK"}`, true},
		{Schieber, `{"currency":"CH@"}`, false}, {Schieber, `{"currency":"CH["}`, false},
	} {
		if _, err := ResolveRules(tc.g, json.RawMessage(tc.in)); (err == nil) != tc.ok {
			t.Errorf("%s %.60s: error %v, want accepted %v", tc.g, tc.in, err, tc.ok)
		}
	}
}

// Every preset comes with a description of its own: no two presets of a game share one.
func TestPresetDescriptions(t *testing.T) {
	seen := map[string]string{}
	for _, p := range Presets() {
		if p.Description == "" {
			t.Errorf("%s %s: no description", p.Game, p.Name)
		}
		key := string(p.Game) + "\x00" + p.Description
		if other, ok := seen[key]; ok {
			t.Errorf("%s presets %s and %s share the description %q", p.Game, other, p.Name, p.Description)
		}
		seen[key] = p.Name
		// A Differenzler preset's description names its number of deals.
		if want := fmt.Sprintf("%d deals", p.Rules.Deals); p.Game == Differenzler && !strings.HasPrefix(p.Description, want) {
			t.Errorf("differenzler %s (%d deals): %q", p.Name, p.Rules.Deals, p.Description)
		}
	}
}

func TestResolveRulesErrors(t *testing.T) {
	cases := map[string]string{
		`{"preset":"nope"}`:                    "preset",
		`{"targt":2500}`:                       "targt",
		`{"target":100}`:                       "target",
		`{"target":99999999999999999999}`:      "target",
		`{"weis":"huge"}`:                      "weis",
		`{"multipliers":{"X":2}}`:              "X",
		`{"multipliers":{"D":0}}`:              "multipliers.D",
		`{"matchBonus":70}`:                    "matchBonus",
		`{"undertrump":"sometimes"}`:           "undertrump",
		`{"guschtiSplit":6}`:                   "guschtiSplit",
		`[1,2]`:                                "rules",
		`{"ausmachOrder":"weis-first"}`:        "ausmachOrder",
		`{"boardLowerTeam":2}`:                 "boardLowerTeam",
		`{"weisTieBreak":"x","kreuzweis":"y"}`: "kreuzweis",
	}
	for in, want := range cases {
		_, err := ResolveRules(Schieber, json.RawMessage(in))
		if err == nil {
			t.Errorf("%s accepted", in)
			continue
		}
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %q does not name %q", in, err, want)
		}
	}
	// Every invalid value is reported, not only the first.
	_, err := ResolveRules(Schieber, json.RawMessage(`{"weis":"x","finish":"y"}`))
	if err == nil || !strings.Contains(err.Error(), "weis") || !strings.Contains(err.Error(), "finish") {
		t.Errorf("want both problems reported: %v", err)
	}
	if _, err := ResolveRules(Coiffeur, json.RawMessage(`{"rows":[{"name":"x","multiplier":1,"contracts":["Z"]}]}`)); err == nil {
		t.Errorf("coiffeur row with unknown contract accepted")
	}
}

func TestMultiplierOfMixedContracts(t *testing.T) {
	seed, _ := Preset(Schieber, "seed")
	jp, _ := Preset(Schieber, "jasspro")
	c := func(s string) Contract { x, _ := ParseContract(s); return x }
	cases := []struct {
		r    Rules
		c    string
		want int
	}{
		{seed, "C", 2}, {seed, "D", 1}, {seed, "obenabe", 3}, {seed, "undenufe", 4},
		{seed, "slalom-obenabe", 3}, {seed, "slalom-undenufe", 4}, {seed, "guschti", 3}, {seed, "mary", 4},
		{seed, "trio:S,undenufe,obenabe", 2}, {jp, "slalom-undenufe", 4}, {jp, "slalom-obenabe", 4},
	}
	for _, tc := range cases {
		if got := tc.r.Multiplier(c(tc.c)); got != tc.want {
			t.Errorf("%s %s: ×%d, want ×%d", tc.r.Preset, tc.c, got, tc.want)
		}
	}
}

func TestPresetsListing(t *testing.T) {
	ps := Presets()
	if len(ps) != 6+1+2 {
		t.Fatalf("%d presets listed", len(ps))
	}
	for _, p := range ps {
		if p.Description == "" {
			t.Errorf("%s/%s has no description", p.Game, p.Name)
		}
		if err := p.Rules.Validate(p.Game); err != nil {
			t.Errorf("%s/%s: %v", p.Game, p.Name, err)
		}
	}
	if _, err := Preset("poker", "seed"); err == nil {
		t.Errorf("unknown game accepted")
	}
}
