package ui

import (
	"encoding/json"
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/ui/internal/langfile"
	"github.com/jasstafel/jasstafel/ui/kit"
)

var updateEnglish = flag.Bool("update-en", false, "rewrite translations/en.json from the English fallbacks in the code")

// uiSources parses the code of the ui packages (this one and every package below it), tests
// left out, and calls f with each file and its path.
func uiSources(t *testing.T, fset *token.FileSet, f func(path string, file *ast.File)) {
	t.Helper()
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return err
		}
		file, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			return err
		}
		f(p, file)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// langCall reports whether e calls lang.X or lang.XN, and gives the call.
func langCall(e ast.Expr) (*ast.CallExpr, bool) {
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return nil, false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || (sel.Sel.Name != "X" && sel.Sel.Name != "XN") {
		return nil, false
	}
	id, ok := sel.X.(*ast.Ident)
	return call, ok && id.Name == "lang"
}

// usedKeys collects every lang.X("key", "fallback") of the code of the ui packages.
func usedKeys(t *testing.T) map[string]string {
	t.Helper()
	keys := map[string]string{}
	fset := token.NewFileSet()
	uiSources(t, fset, func(_ string, file *ast.File) {
		ast.Inspect(file, func(n ast.Node) bool {
			e, ok := n.(ast.Expr)
			if !ok {
				return true
			}
			call, ok := langCall(e)
			if !ok {
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
	})
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
		// A sentence with a count keeps its forms: the code has only its "other" form.
		var old map[string]json.RawMessage
		b, err := os.ReadFile("../translations/en.json")
		if err == nil {
			err = json.Unmarshal(b, &old)
		}
		if err != nil {
			t.Fatal(err)
		}
		en := map[string]any{}
		for k, v := range used {
			en[k] = v
			if raw := old[k]; len(raw) > 0 && raw[0] == '{' {
				en[k] = raw
			}
		}
		for k := range fyneKeys {
			en[k] = k
		}
		out, _ := json.MarshalIndent(en, "", "  ")
		if err := os.WriteFile("../translations/en.json", append(out, '\n'), 0o644); err != nil {
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
		m, err := langfile.Texts(b)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		var missing, unused []string
		for k := range fyneKeys {
			if len(m[k]) == 0 || strings.TrimSpace(m[k][0]) == "" {
				missing = append(missing, k)
			}
		}
		for k := range used {
			if len(m[k]) == 0 || strings.TrimSpace(m[k][0]) == "" {
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
			for _, tr := range m[k] {
				if strings.Count(tr, "%") != strings.Count(en, "%") {
					t.Errorf("%s: %s has other placeholders than %q: %q", f, k, en, tr)
				}
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
		if err := kit.UseLanguage("en"); err != nil {
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
		if err := kit.UseLanguage(""); err != nil {
			t.Fatalf("%s: %v", tc.locale, err)
		}
		if got := kit.Plain(lang.X("home.new", "New game")); got != tc.want {
			t.Errorf("system locale %s: %q, want %q", tc.locale, got, tc.want)
		}
	}
}

// pluralCounts are counts that reach every plural form of the seven languages: Ukrainian has
// one (1, 21), few (2–4, 22), many (0, 5–20, 25) and other; French and Italian one and many
// (a million).
var pluralCounts = []int{0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1000000}

// Every sentence with a count has, in every language, the plural form each count takes there:
// a missing form would show the English sentence.
func TestPluralFormsInEveryLanguage(t *testing.T) {
	t.Cleanup(func() {
		if err := kit.UseLanguage("en"); err != nil {
			t.Fatal(err)
		}
	})
	var plural []string
	for k := range usedKeys(t) {
		if isPlural(t, k) {
			plural = append(plural, k)
		}
	}
	sort.Strings(plural)
	if len(plural) < 10 {
		t.Fatalf("only %d sentences with a count: %v", len(plural), plural)
	}
	for _, l := range kit.Languages {
		t.Setenv("LANGUAGE", l.Code)
		if err := kit.UseLanguage(l.Code); err != nil {
			t.Fatal(err)
		}
		for _, k := range plural {
			for _, n := range pluralCounts {
				const missing = "\x00missing"
				if got := lang.XN(k, missing, n); got == missing || !strings.Contains(got, "%") {
					t.Errorf("%s: %s has no form for %d: %q", l.Code, k, n, got)
				}
			}
		}
	}
}

// isPlural is whether key is given as plural forms in en.json.
func isPlural(t *testing.T, key string) bool {
	t.Helper()
	b, err := os.ReadFile("../translations/en.json")
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	return len(raw[key]) > 0 && raw[key][0] == '{'
}

// Korean texts write a particle that depends on the value before it in both forms ("%s이(가)"),
// and kit.Sprintf picks the one the value takes. So a text whose Korean holds such a pair is
// formatted by kit.Sprintf and nowhere else, and no translated text goes through fmt.Sprintf,
// which would leave the pair standing.
func TestKoreanParticlesAreSettledWhereTheirTextsAreFormatted(t *testing.T) {
	raw, err := os.ReadFile("../translations/ko.json")
	if err != nil {
		t.Fatal(err)
	}
	pairs := []string{"이(가)", "은(는)", "을(를)", "과(와)", "와(과)", "(으)로"}
	withPair := map[string]bool{}
	for _, line := range strings.Split(string(raw), "\n") {
		key, value, ok := strings.Cut(strings.TrimSpace(line), ":")
		if !ok {
			continue
		}
		for _, p := range pairs {
			if strings.Contains(value, p) {
				withPair[strings.Trim(key, `"`)] = true
			}
		}
	}
	if len(withPair) < 10 {
		t.Fatalf("only %d Korean texts with a particle pair found: the file's form changed?", len(withPair))
	}
	langKey := func(e ast.Expr) (string, bool) {
		call, ok := langCall(e)
		if !ok || len(call.Args) == 0 {
			return "", false
		}
		lit, ok := call.Args[0].(*ast.BasicLit)
		if !ok {
			return "", false
		}
		k, _ := strconv.Unquote(lit.Value)
		return k, true
	}
	uses, settled := map[string]int{}, map[string]int{}
	fset := token.NewFileSet()
	uiSources(t, fset, func(p string, file *ast.File) {
		ast.Inspect(file, func(n ast.Node) bool {
			if e, ok := n.(ast.Expr); ok {
				if k, ok := langKey(e); ok {
					uses[k]++
				}
			}
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			k, ok := langKey(call.Args[0])
			if !ok {
				return true
			}
			switch fn := call.Fun.(type) {
			case *ast.SelectorExpr:
				if id, ok := fn.X.(*ast.Ident); ok && fn.Sel.Name == "Sprintf" {
					if id.Name == "fmt" {
						t.Errorf("%s: %s is formatted by fmt.Sprintf; kit.Sprintf settles its Korean particles", fset.Position(call.Pos()), k)
					} else if id.Name == "kit" {
						settled[k]++
					}
				}
			case *ast.Ident:
				if fn.Name == "Sprintf" && strings.HasPrefix(filepath.ToSlash(p), "kit/") {
					settled[k]++
				}
			}
			return true
		})
	})
	for k := range withPair {
		if uses[k] == 0 {
			continue // a key of the engine's sentences, formatted outside the ui packages
		}
		if settled[k] != uses[k] {
			t.Errorf("%s: its Korean holds a particle pair, but %d of its %d uses are not formatted by kit.Sprintf", k, uses[k]-settled[k], uses[k])
		}
	}
}
