//go:build !js

package main

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"slices"
	"strconv"
	"testing"

	"github.com/jasstafel/jasstafel/translations"
)

// The strings the web app shows (main_js.go, lang.X with a key and the English fallback) are
// exactly those of translations/web, with the same English; their translations are checked
// there.
func TestWebAppStringsAreTranslated(t *testing.T) {
	file, err := parser.ParseFile(token.NewFileSet(), "main_js.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]string{}
	ast.Inspect(file, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "X" || len(call.Args) != 2 {
			return true
		}
		if id, ok := sel.X.(*ast.Ident); !ok || id.Name != "lang" {
			return true
		}
		k, ok1 := call.Args[0].(*ast.BasicLit)
		v, ok2 := call.Args[1].(*ast.BasicLit)
		if !ok1 || !ok2 {
			t.Errorf("lang.X needs a literal key and fallback")
			return true
		}
		key, _ := strconv.Unquote(k.Value)
		used[key], _ = strconv.Unquote(v.Value)
		return true
	})
	if len(used) == 0 {
		t.Fatal("no lang.X found in main_js.go: the scan is broken")
	}
	data, err := translations.Web.ReadFile("web/en.json")
	if err != nil {
		t.Fatal(err)
	}
	var en map[string]string
	if err := json.Unmarshal(data, &en); err != nil {
		t.Fatal(err)
	}
	if !maps.Equal(used, en) {
		t.Errorf("main_js.go uses %q,\ntranslations/web/en.json has %q", slices.Sorted(maps.Keys(used)), slices.Sorted(maps.Keys(en)))
		for k, v := range used {
			if en[k] != v {
				t.Errorf("%s: the code's English %q, the file's %q", k, v, en[k])
			}
		}
	}
}
