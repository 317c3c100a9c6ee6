package tally

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/jasstafel/jasstafel/internal/jsonerr"
)

// Game is one of the three games the product keeps score for.
type Game string

// The games.
const (
	Schieber     Game = "schieber"
	Coiffeur     Game = "coiffeur"
	Differenzler Game = "differenzler"
)

// Setting values, spelled as in docs/RULES.md §12.
const (
	UndertrumpForbidden   = "forbidden"
	UndertrumpHindersi    = "hindersi"
	UndertrumpOvertrump   = "overtrumpIfAble"
	ReferenceHighest      = "highest"
	ReferenceLowest       = "lowest"
	WeisBig               = "big"
	WeisSmall             = "small"
	WeisOff               = "off"
	TieMoreCards          = "moreCards"
	TieQuartetFirst       = "quartetFirst"
	OrderStoeckWeisStich  = "stoeck-weis-stich"
	OrderStoeckStichWeis  = "stoeck-stich-weis"
	MixedScoringMode      = "scoringMode"
	MixedPerTrick         = "perTrick"
	TrioKinds             = "kinds"
	TrioDistinct          = "distinct"
	RevokeToOpponents     = "tricksToOpponents"
	RevokeNone            = "none"
	FinishFirstToReach    = "firstToReach"
	FinishHigherTotal     = "higherTotal"
	FinishFixedDeals      = "fixedDeals"
	CoiffeurDiv10         = "div10"
	CoiffeurDiv10Round    = "div10round"
	CoiffeurFull          = "full"
	KontermatschZero      = "zero"
	KontermatschCredit    = "creditOpponents"
	KontermatschNegative  = "negative"
	PassingRoundTable     = "roundTable"
	PassingToPartner      = "toPartner"
	ZeroBonusNever        = "never"
	ZeroBonusIfTrickTaken = "ifTrickTaken"
	ZeroBonusAlways       = "always"
)

// Row is one line of the Coiffeur sheet (§9.2): a name, its multiplier and the contracts that
// may be played in it (contract identifiers, or the family names "slalom" and "trio").
type Row struct {
	Name       string   `json:"name"`
	Multiplier int      `json:"multiplier"`
	Contracts  []string `json:"contracts"`
}

// Rules is the full, resolved set of settings of docs/RULES.md §12 under their binding names. A game
// stores the Rules it started with, so that a later change of a preset never rescores it.
type Rules struct {
	Preset               string         `json:"preset"`
	SuitMapping          string         `json:"suitMapping"`
	FirstChooser         string         `json:"firstChooser"`
	UndenufeSwap         bool           `json:"undenufeSwap"`
	MixedValues          string         `json:"mixedValues"`
	GuschtiSplit         int            `json:"guschtiSplit"`
	TrioChoice           string         `json:"trioChoice"`
	Undertrump           string         `json:"undertrump"`
	UndertrumpReference  string         `json:"undertrumpReference"`
	RevokePenalty        string         `json:"revokePenalty"`
	Multipliers          map[string]int `json:"multipliers"`
	Target               int            `json:"target"`
	Finish               string         `json:"finish"`
	AusmachOrder         string         `json:"ausmachOrder"`
	MatchBonus           int            `json:"matchBonus"`
	Weis                 string         `json:"weis"`
	LowQuartets          bool           `json:"lowQuartets"`
	Kreuzweis            bool           `json:"kreuzweis"`
	WeisTieBreak         string         `json:"weisTieBreak"`
	Stoeck               bool           `json:"stoeck"`
	Berg                 string         `json:"berg"`
	Schneider            string         `json:"schneider"`
	Striche              string         `json:"striche"`
	BoardView            string         `json:"boardView"`
	Remainders           string         `json:"remainders"`
	BoardLowerTeam       int            `json:"boardLowerTeam"`
	Rows                 []Row          `json:"rows"`
	Solo                 bool           `json:"solo"`
	CoiffeurPoints       string         `json:"coiffeurPoints"`
	CoiffeurKontermatsch string         `json:"coiffeurKontermatsch"`
	CoiffeurWeis         bool           `json:"coiffeurWeis"`
	CoiffeurPassing      string         `json:"coiffeurPassing"`
	Deals                int            `json:"deals"`
	ExactBonus           int            `json:"exactBonus"`
	ZeroBonus            string         `json:"zeroBonus"`
	HiddenPredictions    bool           `json:"hiddenPredictions"`
	Stake                int            `json:"stake"`
	Currency             string         `json:"currency,omitempty"` // ISO 4217 code of the stake; "" is CHF
}

// MultiplierKeys are the contract families that may carry a multiplier (§7.3, §12).
var MultiplierKeys = []string{"D", "H", "S", "C", "obenabe", "undenufe", "slalom", "guschti", "mary", "trio"}

// DefaultRows are the eight Coiffeur rows of §9.2.
func DefaultRows() []Row {
	base := []string{"D", "H", "S", "C", "obenabe", "undenufe"}
	rows := make([]Row, 0, 8)
	for i, c := range base {
		rows = append(rows, Row{Name: c, Multiplier: i + 1, Contracts: []string{c}})
	}
	rows = append(rows,
		Row{Name: "joker", Multiplier: 7, Contracts: slices.Clone(base)},
		Row{Name: "joker", Multiplier: 8, Contracts: slices.Clone(base)})
	return rows
}

// PresetInfo describes a named preset for listings.
type PresetInfo struct {
	Game        Game   `json:"game"`
	Name        string `json:"name"`
	Description string `json:"description"`
	Rules       Rules  `json:"rules"`
}

var schieberPresets = []struct {
	name, desc string
	mult       map[string]int
	target     int
}{
	{"seed", "The default: D, H ×1; S, C ×2; Obenabe ×3; Undenufe ×4; to 2500.",
		map[string]int{"D": 1, "H": 1, "S": 2, "C": 2, "obenabe": 3, "undenufe": 4}, 2500},
	{"swisslos", "Swisslos: D, H ×1; S, C ×2; Obenabe and Undenufe ×3; to 2500.",
		map[string]int{"D": 1, "H": 1, "S": 2, "C": 2, "obenabe": 3, "undenufe": 3}, 2500},
	{"simple", "Everything counts once (\"alles einfach\"); to 1000.",
		map[string]int{"D": 1, "H": 1, "S": 1, "C": 1, "obenabe": 1, "undenufe": 1}, 1000},
	{"appenzeller", "Appenzeller: C ×2, H ×3, S ×4, Obenabe ×5, Undenufe ×6, D ×7; to 5000.",
		map[string]int{"D": 7, "H": 3, "S": 4, "C": 2, "obenabe": 5, "undenufe": 6}, 5000},
	{"jasspro", "As Swisslos, with Slalom ×4; to 2500.",
		map[string]int{"D": 1, "H": 1, "S": 2, "C": 2, "obenabe": 3, "undenufe": 3, "slalom": 4}, 2500},
	{"custom", "Starts from seed; every setting may be overridden.",
		map[string]int{"D": 1, "H": 1, "S": 2, "C": 2, "obenabe": 3, "undenufe": 4}, 2500},
}

// base returns the defaults of §12 common to all games.
func base() Rules {
	return Rules{
		Preset: "seed", SuitMapping: "swisslos", FirstChooser: "C7", UndenufeSwap: true,
		MixedValues: MixedScoringMode, GuschtiSplit: 5, TrioChoice: TrioKinds,
		Undertrump: UndertrumpForbidden, UndertrumpReference: ReferenceHighest,
		RevokePenalty: RevokeToOpponents, Target: 2500, Finish: FinishFirstToReach,
		AusmachOrder: OrderStoeckWeisStich, MatchBonus: 100, Weis: WeisBig, LowQuartets: true,
		WeisTieBreak: TieMoreCards, Stoeck: true, Berg: "off", Schneider: "off", Striche: "off",
		BoardView: "asWritten", Remainders: "list", CoiffeurPoints: CoiffeurDiv10,
		CoiffeurKontermatsch: KontermatschZero, CoiffeurPassing: PassingRoundTable,
		Deals: 16, ZeroBonus: ZeroBonusNever,
		Multipliers: map[string]int{"D": 1, "H": 1, "S": 2, "C": 2, "obenabe": 3, "undenufe": 4},
	}
}

// PresetNames lists the presets of a game.
func PresetNames(g Game) []string {
	switch g {
	case Schieber:
		names := make([]string, len(schieberPresets))
		for i, p := range schieberPresets {
			names[i] = p.name
		}
		return names
	case Coiffeur:
		return []string{"seed"}
	case Differenzler:
		return []string{"seed", "swiss"}
	}
	return nil
}

// Preset returns the complete rules of a named preset for a game (§7.3, §9, §10).
func Preset(g Game, name string) (Rules, error) {
	r := base()
	switch g {
	case Schieber:
		for _, p := range schieberPresets {
			if p.name == name {
				r.Preset = name
				r.Multipliers = maps.Clone(p.mult)
				r.Target = p.target
				r.Deals = 12 // used by finish=fixedDeals
				return r, nil
			}
		}
	case Coiffeur:
		if name == "seed" {
			r.Stoeck = false
			r.Rows = DefaultRows()
			return r, nil
		}
	case Differenzler:
		if name == "seed" || name == "swiss" {
			r.Preset = name
			r.Stoeck = false
			r.Weis = WeisOff
			r.Undertrump = UndertrumpHindersi
			r.RevokePenalty = RevokeNone
			if name == "swiss" {
				r.ExactBonus = 10
				r.Deals = 12
			}
			return r, nil
		}
	default:
		return Rules{}, fmt.Errorf("unknown game %q (want schieber, coiffeur or differenzler)", clip(string(g)))
	}
	return Rules{}, fmt.Errorf("unknown %s preset %q (want %s)", g, clip(name), strings.Join(PresetNames(g), ", "))
}

// Presets lists every preset of every game with its resolved rules.
func Presets() []PresetInfo {
	var out []PresetInfo
	for _, g := range []Game{Schieber, Coiffeur, Differenzler} {
		for _, n := range PresetNames(g) {
			r, _ := Preset(g, n)
			out = append(out, PresetInfo{Game: g, Name: n, Description: presetDescription(g, n), Rules: r})
		}
	}
	return out
}

func presetDescription(g Game, name string) string {
	switch g {
	case Schieber:
		for _, p := range schieberPresets {
			if p.name == name {
				return p.desc
			}
		}
	case Coiffeur:
		return "Eight rows D×1, H×2, S×3, C×4, Obenabe×5, Undenufe×6, Joker×7, Joker×8; points div 10; no Weis, no Stöck."
	case Differenzler:
		if name == "swiss" {
			return "12 deals, exact prediction earns a bonus of 10; open predictions."
		}
		return "16 deals, no bonus for an exact prediction; open predictions."
	}
	return ""
}

// PresetHolding is the preset a Schieber game can name beside mult as its multipliers override
// and be played with exactly mult's families: preset itself, unless it has a family mult leaves
// out, which the override could not take away (it is merged into the preset's map, ResolveRules),
// and then "custom", whose families are the six every game has. An unknown preset is returned as
// it is, for ResolveRules to report.
func PresetHolding(preset string, mult map[string]int) string {
	r, err := Preset(Schieber, preset)
	if err != nil {
		return preset
	}
	for f := range r.Multipliers {
		if _, ok := mult[f]; !ok {
			return "custom"
		}
	}
	return preset
}

// ResolveRules starts from the preset named in raw (default "seed") and applies every other key
// of raw as an override. Unknown keys and invalid values are errors, all of them reported.
func ResolveRules(g Game, raw json.RawMessage) (Rules, error) {
	name := "seed"
	if len(bytes.TrimSpace(raw)) > 0 && !bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		var head struct {
			Preset *string `json:"preset"`
		}
		if err := json.Unmarshal(raw, &head); err != nil {
			return Rules{}, errors.New(jsonerr.Message(err, "rules"))
		}
		if head.Preset != nil {
			name = *head.Preset
		}
	}
	r, err := Preset(g, name)
	if err != nil {
		return Rules{}, fmt.Errorf("rules.preset: %v", err)
	}
	if len(bytes.TrimSpace(raw)) > 0 && !bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&r); err != nil {
			return Rules{}, errors.New(jsonerr.Message(err, "rules"))
		}
	}
	if err := r.Validate(g); err != nil {
		return Rules{}, err
	}
	return r, nil
}

// Validate checks every setting against the values docs/RULES.md §12 allows and reports all problems.
func (r Rules) Validate(g Game) error {
	var errs []error
	oneOf := func(name, v string, allowed ...string) {
		if !slices.Contains(allowed, v) {
			errs = append(errs, fmt.Errorf("rules.%s: %q is not allowed (want %s)", name, clip(v), strings.Join(allowed, ", ")))
		}
	}
	oneOf("suitMapping", r.SuitMapping, "swisslos", "picture", "parlett")
	oneOf("firstChooser", r.FirstChooser, "C7", "D7", "H7", "cut", "seat")
	oneOf("mixedValues", r.MixedValues, MixedScoringMode, MixedPerTrick)
	oneOf("trioChoice", r.TrioChoice, TrioKinds, TrioDistinct)
	oneOf("undertrump", r.Undertrump, UndertrumpForbidden, UndertrumpHindersi, UndertrumpOvertrump)
	oneOf("undertrumpReference", r.UndertrumpReference, ReferenceHighest, ReferenceLowest)
	oneOf("revokePenalty", r.RevokePenalty, RevokeToOpponents, RevokeNone)
	oneOf("finish", r.Finish, FinishFirstToReach, FinishHigherTotal, FinishFixedDeals)
	oneOf("ausmachOrder", r.AusmachOrder, OrderStoeckWeisStich, OrderStoeckStichWeis)
	oneOf("weis", r.Weis, WeisBig, WeisSmall, WeisOff)
	oneOf("weisTieBreak", r.WeisTieBreak, TieMoreCards, TieQuartetFirst)
	oneOf("berg", r.Berg, "off", "points100", "strich")
	oneOf("schneider", r.Schneider, "off", "on")
	oneOf("striche", r.Striche, "off", "modern", "old")
	oneOf("boardView", r.BoardView, "asWritten", "normalised", "digits")
	oneOf("remainders", r.Remainders, "list", "merged")
	oneOf("coiffeurPoints", r.CoiffeurPoints, CoiffeurDiv10, CoiffeurDiv10Round, CoiffeurFull)
	oneOf("coiffeurKontermatsch", r.CoiffeurKontermatsch, KontermatschZero, KontermatschCredit, KontermatschNegative)
	oneOf("coiffeurPassing", r.CoiffeurPassing, PassingRoundTable, PassingToPartner)
	oneOf("zeroBonus", r.ZeroBonus, ZeroBonusNever, ZeroBonusIfTrickTaken, ZeroBonusAlways)
	if r.GuschtiSplit != 4 && r.GuschtiSplit != 5 {
		errs = append(errs, fmt.Errorf("rules.guschtiSplit: %d is not allowed (want 5 or 4)", r.GuschtiSplit))
	}
	if r.Target < 500 || r.Target > 5000 {
		errs = append(errs, fmt.Errorf("rules.target: %d is outside 500..5000", r.Target))
	}
	if r.MatchBonus != 100 && r.MatchBonus != 50 && r.MatchBonus != 0 {
		errs = append(errs, fmt.Errorf("rules.matchBonus: %d is not allowed (want 100, 50 or 0)", r.MatchBonus))
	}
	if r.BoardLowerTeam != 0 && r.BoardLowerTeam != 1 {
		errs = append(errs, fmt.Errorf("rules.boardLowerTeam: %d is not allowed (want 0 or 1)", r.BoardLowerTeam))
	}
	if r.ExactBonus != 0 && r.ExactBonus != 10 {
		errs = append(errs, fmt.Errorf("rules.exactBonus: %d is not allowed (want 0 or 10)", r.ExactBonus))
	}
	if r.Deals < 1 || r.Deals > 100 {
		errs = append(errs, fmt.Errorf("rules.deals: %d is outside 1..100", r.Deals))
	}
	if r.Stake < 0 || r.Stake > 100000 {
		errs = append(errs, fmt.Errorf("rules.stake: %d is outside 0..100000 cents", r.Stake))
	}
	if r.Currency != "" && !currencyCode(r.Currency) {
		errs = append(errs, fmt.Errorf("rules.currency: %q is not a currency code: three capital letters, e.g. CHF", r.Currency))
	}
	keys := slices.Collect(maps.Keys(r.Multipliers))
	sort.Strings(keys)
	for _, k := range keys {
		v := r.Multipliers[k]
		if !slices.Contains(MultiplierKeys, k) {
			errs = append(errs, fmt.Errorf("rules.multipliers: unknown contract %q (want %s)", clip(k), strings.Join(MultiplierKeys, ", ")))
		} else if v < 1 || v > 100 {
			errs = append(errs, fmt.Errorf("rules.multipliers.%s: %d is outside 1..100", k, v))
		}
	}
	if g == Coiffeur {
		if len(r.Rows) == 0 || len(r.Rows) > 20 {
			errs = append(errs, fmt.Errorf("rules.rows: a Coiffeur sheet needs 1 to 20 rows, not %d", len(r.Rows)))
		}
		for i, row := range r.Rows {
			if row.Multiplier < 1 || row.Multiplier > 100 {
				errs = append(errs, fmt.Errorf("rules.rows[%d].multiplier: %d is outside 1..100", i, row.Multiplier))
			}
			if len(row.Contracts) == 0 {
				errs = append(errs, fmt.Errorf("rules.rows[%d].contracts: a row needs at least one contract", i))
			}
			for j, c := range row.Contracts {
				if c == "slalom" || c == "trio" {
					continue
				}
				if _, err := ParseContract(c); err != nil {
					errs = append(errs, fmt.Errorf("rules.rows[%d].contracts[%d]: %v", i, j, err))
				}
			}
		}
	}
	return errors.Join(errs...)
}

// Multiplier is the multiplier of contract c (§7.3). A mixed contract the group has not given a
// multiplier of its own uses the multiplier of its scoring mode (our choice, §7.3).
func (r Rules) Multiplier(c Contract) int {
	if m, ok := r.Multipliers[c.Family()]; ok {
		return m
	}
	if m, ok := r.Multipliers[ModeContract(c.ScoringMode()).Family()]; ok {
		return m
	}
	return 1
}

// Offered reports whether the rules give contract c a multiplier of its own or, for a mixed
// contract, through its scoring mode.
func (r Rules) Offered(c Contract) bool {
	_, own := r.Multipliers[c.Family()]
	_, viaMode := r.Multipliers[ModeContract(c.ScoringMode()).Family()]
	return own || (c.Mixed() && viaMode)
}

// currencyCode reports whether c looks like an ISO 4217 code: three capital letters A–Z.
func currencyCode(c string) bool {
	if len(c) != 3 {
		return false
	}
	for i := range 3 {
		if c[i] < 'A' || c[i] > 'Z' {
			return false
		}
	}
	return true
}
