package tally

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
)

// The rules document is the reference the code's comments cite. These tests keep it truthful:
// every section and worked example the repository cites exists, and the settings and presets it
// lists are the ones the engine resolves.

const rulesDoc = "../docs/RULES.md"

// docSection is one heading of the rules document and the text under it.
type docSection struct {
	title string
	body  []string
}

var (
	headingRE  = regexp.MustCompile(`^#{2,3} (\d+(?:\.\d+)?) (.+)$`)
	tvLabelRE  = regexp.MustCompile(`^\*\*TV-(\d+) `)
	sectionRE  = regexp.MustCompile(`§(\d+(?:\.\d+)*)(?: rules? (\d+)(?: and (\d+))?)?`)
	tvCiteRE   = regexp.MustCompile(`TV-?0*(\d+)\b`)
	codeSpanRE = regexp.MustCompile("`([^`]+)`")
	rangeRE    = regexp.MustCompile(`^(\d+) … (\d+)`)
	wantRE     = regexp.MustCompile(`\(want ([^)]*)\)`)
)

// readRulesDoc returns the document's numbered sections, its TV labels and all its lines.
func readRulesDoc(t *testing.T) (map[string]*docSection, map[string]bool, []string) {
	t.Helper()
	b, err := os.ReadFile(rulesDoc)
	if err != nil {
		t.Fatalf("the rules document the code cites is missing: %v", err)
	}
	lines := strings.Split(string(b), "\n")
	sections := map[string]*docSection{}
	labels := map[string]bool{}
	var cur *docSection
	for _, l := range lines {
		if m := headingRE.FindStringSubmatch(l); m != nil {
			if sections[m[1]] != nil {
				t.Errorf("section %s has two headings", m[1])
			}
			cur = &docSection{title: m[2]}
			sections[m[1]] = cur
			continue
		}
		if strings.HasPrefix(l, "#") {
			cur = nil
		}
		if m := tvLabelRE.FindStringSubmatch(l); m != nil {
			if labels[m[1]] {
				t.Errorf("TV-%s is labelled twice", m[1])
			}
			labels[m[1]] = true
		}
		if cur != nil {
			cur.body = append(cur.body, l)
		}
	}
	return sections, labels, lines
}

// citingFiles lists the Go sources and the documents of the repository, which cite the rules.
func citingFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != ".." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(path, ".go") || (strings.HasSuffix(path, ".md") && filepath.Base(filepath.Dir(path)) == "docs") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 20 {
		t.Fatalf("found only %d files to check; is the test run from tally/?", len(files))
	}
	return files
}

// TestRulesDocCitations fails when a "§N", "§N rule K" or "TV-N" cited anywhere in the code or the
// documents has no section, numbered rule or worked example in docs/RULES.md.
func TestRulesDocCitations(t *testing.T) {
	sections, labels, _ := readRulesDoc(t)
	for n := 1; n <= 13; n++ {
		if sections[fmt.Sprint(n)] == nil {
			t.Errorf("docs/RULES.md has no section %d", n)
		}
	}
	cited := 0
	for _, path := range citingFiles(t) {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			where := fmt.Sprintf("%s:%d", path, i+1)
			for _, m := range sectionRE.FindAllStringSubmatch(line, -1) {
				cited++
				sec := sections[m[1]]
				if sec == nil {
					t.Errorf("%s cites §%s, which docs/RULES.md does not have", where, m[1])
					continue
				}
				for _, rule := range m[2:] {
					if rule != "" && !slices.ContainsFunc(sec.body, func(l string) bool { return strings.HasPrefix(l, rule+". ") }) {
						t.Errorf("%s cites §%s rule %s, which that section does not number", where, m[1], rule)
					}
				}
			}
			if filepath.Base(path) == "RULES.md" {
				continue
			}
			for _, m := range tvCiteRE.FindAllStringSubmatch(line, -1) {
				cited++
				if !labels[m[1]] {
					t.Errorf("%s cites TV-%s, which docs/RULES.md §13 does not give", where, m[1])
				}
			}
		}
	}
	if cited < 150 {
		t.Errorf("only %d citations found; the scan is not reading the sources", cited)
	}
	for n := 1; n <= 23; n++ {
		if !labels[fmt.Sprint(n)] {
			t.Errorf("docs/RULES.md §13 lacks TV-%d", n)
		}
	}
}

// tableRows returns the cells of the Markdown table rows in a section, header and rule lines left out.
func tableRows(sec *docSection) [][]string {
	var rows [][]string
	for _, l := range sec.body {
		if !strings.HasPrefix(l, "|") || strings.HasPrefix(l, "|---") {
			continue
		}
		cells := strings.Split(strings.Trim(l, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		rows = append(rows, cells)
	}
	if len(rows) > 0 {
		rows = rows[1:] // the header
	}
	return rows
}

// codeSpans lists the `code` tokens of a table cell.
func codeSpans(cell string) []string {
	var out []string
	for _, m := range codeSpanRE.FindAllStringSubmatch(cell, -1) {
		out = append(out, m[1])
	}
	return out
}

// jsonValue writes a documented value as the JSON a game file would hold.
func jsonValue(v string) string {
	if v == "true" || v == "false" || regexp.MustCompile(`^-?\d+$`).MatchString(v) {
		return v
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// rulesMap is r as the generic JSON object a game file holds.
func rulesMap(t *testing.T, r Rules) map[string]any {
	t.Helper()
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestRulesDocSettings checks the table of §12 against the engine: every setting of Rules has a
// row, each row's default is the Schieber seed value, the listed values are exactly the ones
// Validate accepts, and a documented range is accepted at its ends and refused beyond them.
func TestRulesDocSettings(t *testing.T) {
	sections, _, _ := readRulesDoc(t)
	rows := tableRows(sections["12"])
	seed, err := Preset(Schieber, "seed")
	if err != nil {
		t.Fatal(err)
	}
	defaults := rulesMap(t, seed)
	rt := reflect.TypeFor[Rules]()
	for i := range rt.NumField() {
		f := rt.Field(i)
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		if _, ok := defaults[name]; !ok && opts == "omitempty" {
			defaults[name] = "" // left out of JSON while empty
		}
	}
	documented := map[string]bool{}
	for _, row := range rows {
		if len(row) != 4 {
			t.Errorf("§12 row %q: %d cells, want setting, values, default, meaning", row, len(row))
			continue
		}
		names := codeSpans(row[0])
		if len(names) != 1 {
			t.Errorf("§12 row %q does not name one setting", row[0])
			continue
		}
		name := names[0]
		documented[name] = true
		want, known := defaults[name]
		if !known {
			t.Errorf("§12 documents %q, which is not a setting", name)
			continue
		}
		if d := codeSpans(row[2]); len(d) > 0 && d[0] != fmt.Sprint(want) {
			t.Errorf("§12 %s: default %q, the seed preset has %v", name, d[0], want)
		}
		if name == "preset" || name == "multipliers" || name == "rows" {
			continue // game-specific or structured; checked by the preset tests
		}
		if m := rangeRE.FindStringSubmatch(row[1]); m != nil {
			var lo, hi int
			fmt.Sscan(m[1], &lo)
			fmt.Sscan(m[2], &hi)
			for v, ok := range map[int]bool{lo: true, hi: true, lo - 1: false, hi + 1: false} {
				_, err := ResolveRules(Schieber, json.RawMessage(fmt.Sprintf(`{%q: %d}`, name, v)))
				if (err == nil) != ok {
					t.Errorf("§12 %s is %s: %d accepted = %v", name, row[1], v, err == nil)
				}
			}
			continue
		}
		values := codeSpans(row[1])
		if len(values) == 0 {
			t.Errorf("§12 %s lists no values", name)
			continue
		}
		for _, v := range values {
			if _, err := ResolveRules(Schieber, json.RawMessage(fmt.Sprintf(`{%q: %s}`, name, jsonValue(v)))); err != nil {
				t.Errorf("§12 %s lists %s, which the engine refuses: %v", name, v, err)
			}
		}
		if _, isBool := want.(bool); isBool {
			continue
		}
		if name == "currency" { // a pattern, not a list: the listed codes are examples
			for _, bad := range []string{`"chf"`, `"CHFX"`, `"C1F"`} {
				if _, err := ResolveRules(Schieber, json.RawMessage(fmt.Sprintf(`{%q: %s}`, name, bad))); err == nil {
					t.Errorf("§12 currency: %s is accepted", bad)
				}
			}
			continue
		}
		bogus := `"no-such-value"`
		if _, isNum := want.(float64); isNum {
			bogus = "999"
		}
		_, err := ResolveRules(Schieber, json.RawMessage(fmt.Sprintf(`{%q: %s}`, name, bogus)))
		m := wantRE.FindStringSubmatch(fmt.Sprint(err))
		if m == nil {
			t.Errorf("§12 %s: a bogus value is not refused with the allowed values: %v", name, err)
			continue
		}
		allowed := strings.FieldsFunc(strings.ReplaceAll(m[1], " or ", ", "), func(r rune) bool { return r == ',' || r == ' ' })
		sort.Strings(allowed)
		listed := slices.Clone(values)
		sort.Strings(listed)
		if !slices.Equal(allowed, listed) {
			t.Errorf("§12 %s lists %v; the engine allows %v", name, listed, allowed)
		}
	}
	for name := range defaults {
		if !documented[name] {
			t.Errorf("setting %q has no row in §12", name)
		}
	}
}

// TestRulesDocPresets rebuilds every preset from the document — Schieber seed plus the changes
// listed under §12 — and compares it with what the engine resolves; the §7.3 table must give the
// Schieber presets' multipliers and targets.
func TestRulesDocPresets(t *testing.T) {
	sections, _, lines := readRulesDoc(t)
	seed, err := Preset(Schieber, "seed")
	if err != nil {
		t.Fatal(err)
	}

	// The preset table follows the "### Presets" heading, inside §12.
	start := slices.Index(lines, "### Presets")
	if start < 0 {
		t.Fatal("§12 has no Presets table")
	}
	presetRows := tableRows(&docSection{body: lines[start+1:]})
	seen := map[string]bool{}
	for _, row := range presetRows {
		if len(row) != 3 {
			break // the end of the table
		}
		game := Game(strings.ToLower(row[0]))
		names := codeSpans(row[1])
		if len(names) != 1 {
			t.Errorf("preset row %q names no preset", row)
			continue
		}
		name := names[0]
		seen[string(game)+"/"+name] = true
		doc := rulesMap(t, seed)
		doc["preset"] = name
		for _, change := range codeSpans(row[2]) {
			key, val, ok := strings.Cut(change, "=")
			if !ok {
				t.Errorf("%s %s: change %q is not key=value", game, name, change)
				continue
			}
			var v any
			switch {
			case key == "rows" && val == "default":
				b, _ := json.Marshal(DefaultRows())
				_ = json.Unmarshal(b, &v)
			default:
				if err := json.Unmarshal([]byte(jsonValue(val)), &v); err != nil {
					t.Fatal(err)
				}
			}
			if mk, ok := strings.CutPrefix(key, "multipliers."); ok {
				doc["multipliers"].(map[string]any)[mk] = v
				continue
			}
			if _, known := doc[key]; !known {
				t.Errorf("%s %s: change of unknown setting %q", game, name, key)
			}
			doc[key] = v
		}
		r, err := Preset(game, name)
		if err != nil {
			t.Errorf("the document lists %s preset %q: %v", game, name, err)
			continue
		}
		if got := rulesMap(t, r); !reflect.DeepEqual(got, doc) {
			for k := range got {
				if !reflect.DeepEqual(got[k], doc[k]) {
					t.Errorf("%s %s: %s is %v in the engine, %v by the document", game, name, k, got[k], doc[k])
				}
			}
		}
	}
	for _, g := range []Game{Schieber, Coiffeur, Differenzler} {
		for _, n := range PresetNames(g) {
			if !seen[string(g)+"/"+n] {
				t.Errorf("the preset table lacks %s %s", g, n)
			}
		}
	}

	// §7.3: D H S C obenabe undenufe slalom, then the target.
	keys := []string{"D", "H", "S", "C", "obenabe", "undenufe", "slalom"}
	listed := map[string]bool{}
	for _, row := range tableRows(sections["7.3"]) {
		names := codeSpans(row[0])
		if len(row) != 9 || len(names) != 1 {
			t.Errorf("§7.3 row %q: want a preset, seven multipliers and a target", row)
			continue
		}
		r, err := Preset(Schieber, names[0])
		if err != nil {
			t.Errorf("§7.3 lists %q: %v", names[0], err)
			continue
		}
		listed[names[0]] = true
		for i, k := range keys {
			got, ok := r.Multipliers[k]
			if want := row[1+i]; (want == "–" && ok) || (want != "–" && fmt.Sprint(got) != want) {
				t.Errorf("§7.3 %s %s: document %s, engine %d (offered %v)", names[0], k, want, got, ok)
			}
		}
		if fmt.Sprint(r.Target) != row[8] {
			t.Errorf("§7.3 %s target: document %s, engine %d", names[0], row[8], r.Target)
		}
		if len(r.Multipliers) != 6+boolInt(row[7] != "–") {
			t.Errorf("§7.3 %s: the engine has multipliers %v beyond the table", names[0], r.Multipliers)
		}
	}
	for _, n := range PresetNames(Schieber) {
		if !listed[n] {
			t.Errorf("§7.3 lacks the Schieber preset %s", n)
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
