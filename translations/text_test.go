package translations

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// engineCodes reads the rules engine's sources and returns the string constants whose names
// start with prefix (RuleFollowSuit = "follow-suit" …), so that a code added to the engine
// without a sentence fails here.
func engineCodes(t *testing.T, prefixes ...string) map[string]string {
	t.Helper()
	files, err := filepath.Glob("../tally/*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("the engine's sources are not found: %v", err)
	}
	out := map[string]string{}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range file.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if i >= len(vs.Values) {
						continue
					}
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						continue
					}
					for _, p := range prefixes {
						if strings.HasPrefix(name.Name, p) {
							v, _ := strconv.Unquote(lit.Value)
							out[name.Name] = v
						}
					}
				}
			}
		}
	}
	return out
}

// TestEveryRuleHasASentence checks that every rule code the engine can report, every reason a
// card may not be played and every step that decides between two Weis has its sentence in every
// language, so that the referee and the command line never show a bare code.
func TestEveryRuleHasASentence(t *testing.T) {
	rules := engineCodes(t, "Rule")
	reasons := engineCodes(t, "WeisBy", "WeisAlone", "WeisNone")
	if len(rules) < 30 || len(reasons) != 8 {
		t.Fatalf("found %d rule codes and %d Weis reasons in the engine: the source scan is broken", len(rules), len(reasons))
	}
	var keys []string
	for _, code := range rules {
		keys = append(keys, RuleKey(code))
	}
	for _, code := range []string{rules["RuleFollowSuit"], rules["RuleTrumpLead"], rules["RuleUndertrump"], rules["RuleWeisInvalid"]} {
		keys = append(keys, IllegalKey(code))
	}
	for _, code := range reasons {
		keys = append(keys, WeisReasonKey(code))
	}
	loadOnce.Do(loadSentences)
	want := map[string]bool{}
	for _, k := range keys {
		want[k] = true
	}
	for k := range byLang["en"] {
		for _, p := range []string{"rule.", "illegal.", "weisReason."} {
			if strings.HasPrefix(k, p) && !want[k] {
				t.Errorf("en.json has %s, which names no code of the engine", k)
			}
		}
	}
	for _, l := range languages {
		for _, k := range keys {
			if strings.TrimSpace(byLang[l][k]) == "" {
				t.Errorf("%s.json has no sentence for %s", l, k)
			}
		}
	}
}

func TestText(t *testing.T) {
	cases := []struct{ lang, key, fallback, want string }{
		{"de", "rule.followSuit", "x", "Jemand hat nicht Farbe angegeben."},
		{"de-CH", "rule.followSuit", "x", "Jemand hat nicht Farbe angegeben."},
		{"de_CH.UTF-8", "rule.followSuit", "x", "Jemand hat nicht Farbe angegeben."},
		{"en", "rule.followSuit", "x", "A player did not follow suit."},
		{"xx", "rule.followSuit", "x", "A player did not follow suit."},
		{"", "rule.followSuit", "x", "A player did not follow suit."},
		{"ko", "no.such.key", "fallback", "fallback"},
	}
	for _, c := range cases {
		if got := Text(c.lang, c.key, c.fallback); got != c.want {
			t.Errorf("Text(%q, %q) = %q, want %q", c.lang, c.key, got, c.want)
		}
	}
	// A key missing in one language falls back to English, not to the caller's text.
	loadOnce.Do(loadSentences)
	saved := byLang["it"]["rule.duplicateCard"]
	delete(byLang["it"], "rule.duplicateCard")
	defer func() { byLang["it"]["rule.duplicateCard"] = saved }()
	if got := Text("it", "rule.duplicateCard", "x"); got != byLang["en"]["rule.duplicateCard"] {
		t.Errorf("missing Italian sentence: %q, want the English one", got)
	}
	for _, l := range []string{"de", "DE", "uk-UA", "ja_JP"} {
		if !Supported(l) {
			t.Errorf("Supported(%q) = false", l)
		}
	}
	for _, l := range []string{"xx", "", "deu"} {
		if Supported(l) {
			t.Errorf("Supported(%q) = true", l)
		}
	}
}

func TestKeys(t *testing.T) {
	for code, want := range map[string]string{
		"follow-suit": "rule.followSuit", "weis-not-held": "rule.weisNotHeld", "undertrump": "rule.undertrump",
	} {
		if got := RuleKey(code); got != want {
			t.Errorf("RuleKey(%q) = %q, want %q", code, got, want)
		}
	}
	if got := IllegalKey("follow-trump"); got != "illegal.followTrump" {
		t.Errorf("IllegalKey = %q", got)
	}
	if got := WeisReasonKey("quartet-first"); got != "weisReason.quartetFirst" {
		t.Errorf("WeisReasonKey = %q", got)
	}
}
