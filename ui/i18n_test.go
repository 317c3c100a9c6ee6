package ui

import (
	"encoding/json"
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
)

var updateEnglish = flag.Bool("update-en", false, "rewrite translations/en.json from the English fallbacks in the code")

// usedKeys collects every lang.X("key", "fallback") of the package's code.
func usedKeys(t *testing.T) map[string]string {
	t.Helper()
	files, _ := filepath.Glob("*.go")
	keys := map[string]string{}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "X" {
				return true
			}
			if id, ok := sel.X.(*ast.Ident); !ok || id.Name != "lang" {
				return true
			}
			if len(call.Args) < 2 {
				t.Errorf("%s: lang.X without a fallback", fset.Position(call.Pos()))
				return true
			}
			k, ok1 := call.Args[0].(*ast.BasicLit)
			v, ok2 := call.Args[1].(*ast.BasicLit)
			if !ok1 || !ok2 {
				t.Errorf("%s: lang.X needs literal key and fallback", fset.Position(call.Pos()))
				return true
			}
			key, _ := strconv.Unquote(k.Value)
			val, _ := strconv.Unquote(v.Value)
			if old, seen := keys[key]; seen && old != val {
				t.Errorf("key %s has two fallbacks: %q and %q", key, old, val)
			}
			keys[key] = val
			return true
		})
	}
	return keys
}

// fyneKeys are Fyne's own strings that the app shows (dialog buttons). Fyne has no Italian,
// Korean or Japanese, so our files carry them for every language, and they count as used.
var fyneKeys = map[string]bool{"OK": true, "Cancel": true, "Yes": true, "No": true, "Error": true, "Confirm": true}

// engineSentence reports whether key is one of the sentences for the engine's codes, which the
// command line reads through the translations package as well; the translations package's own
// test checks that those keys are complete and that each names a code the engine has.
func engineSentence(key string) bool {
	for _, p := range []string{"rule.", "illegal.", "weisReason."} {
		if strings.HasPrefix(key, p) {
			return true
		}
	}
	return false
}

// Every language file has exactly the keys the code uses: none missing, none left over.
func TestTranslationsAreComplete(t *testing.T) {
	used := usedKeys(t)
	if len(used) < 50 {
		t.Fatalf("only %d keys found; the scan is broken", len(used))
	}
	if *updateEnglish {
		en := map[string]string{}
		for k, v := range used {
			en[k] = v
		}
		for k := range fyneKeys {
			en[k] = k
		}
		b, _ := json.MarshalIndent(en, "", "  ")
		if err := os.WriteFile("../translations/en.json", append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	files, _ := filepath.Glob("../translations/*.json")
	want := map[string]bool{"en": true, "de": true, "fr": true, "it": true, "ko": true, "ja": true, "uk": true}
	for _, f := range files {
		code := strings.TrimSuffix(filepath.Base(f), ".json")
		delete(want, code)
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]string
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		var missing, unused []string
		for k := range fyneKeys {
			if strings.TrimSpace(m[k]) == "" {
				missing = append(missing, k)
			}
		}
		for k := range used {
			if strings.TrimSpace(m[k]) == "" {
				missing = append(missing, k)
			}
		}
		for k := range m {
			if _, ok := used[k]; !ok && !fyneKeys[k] && !engineSentence(k) {
				unused = append(unused, k)
			}
		}
		sort.Strings(missing)
		sort.Strings(unused)
		if len(missing) > 0 {
			t.Errorf("%s lacks %d keys: %v", f, len(missing), missing)
		}
		if len(unused) > 0 {
			t.Errorf("%s has %d keys no code uses: %v", f, len(unused), unused)
		}
		// Placeholders must survive translation, or a sentence loses its numbers.
		for k, en := range used {
			if tr, ok := m[k]; ok && strings.Count(tr, "%") != strings.Count(en, "%") {
				t.Errorf("%s: %s has other placeholders than %q: %q", f, k, en, tr)
			}
		}
	}
	for code := range want {
		t.Errorf("no translations/%s.json", code)
	}
}

// With no language chosen, the system's is used, if the app speaks it, and English otherwise.
func TestUseLanguageOfTheSystem(t *testing.T) {
	t.Cleanup(func() {
		if err := UseLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	for _, tc := range []struct{ locale, want string }{
		{"de_CH.UTF-8", "Neue Partie"},
		{"xx_YY.UTF-8", "New game"},
		{"ja_JP.UTF-8", "新しいゲーム"},
	} {
		for _, v := range []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"} {
			t.Setenv(v, tc.locale)
		}
		if err := UseLanguage(""); err != nil {
			t.Fatalf("%s: %v", tc.locale, err)
		}
		if got := lang.X("home.new", "New game"); got != tc.want {
			t.Errorf("system locale %s: %q, want %q", tc.locale, got, tc.want)
		}
	}
}
