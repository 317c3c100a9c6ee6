//go:build js

package kit

import (
	"syscall/js"
	"testing"
)

// In the browser the region comes from the browser's own languages (navigator.languages, as
// the browser's settings list them), read past the fields chooseLocale gives the page's
// navigator: a browser set to German from Germany writes numbers as Germany does, whichever
// language was chosen in Settings. Run in Chromium by web/kit_test.go.
func TestNumberLocaleInTheBrowser(t *testing.T) {
	proto := js.Global().Get("Navigator").Get("prototype")
	define := js.Global().Get("Object").Get("defineProperty")
	original := js.Global().Get("Object").Call("getOwnPropertyDescriptor", proto, "languages")
	t.Cleanup(func() {
		define.Invoke(proto, "languages", original)
		if err := UseLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	for _, c := range []struct {
		browser []any
		choose  string
		want    string
	}{
		{[]any{"de-DE", "de", "en"}, "de", "de-DE"},
		{[]any{"de-CH", "en-US"}, "de", "de-CH"},
		{[]any{"en-US", "en"}, "de", "de"},
		{[]any{"fr-CH", "it-IT"}, "it", "it-IT"},
	} {
		languages := js.ValueOf(c.browser)
		getter := js.FuncOf(func(js.Value, []js.Value) any { return languages })
		define.Invoke(proto, "languages", map[string]any{"get": getter, "configurable": true})
		if err := UseLanguage(c.choose); err != nil {
			t.Fatal(err)
		}
		if got := js.Global().Get("navigator").Get("languages").Index(0).String(); got != c.choose {
			t.Errorf("the page's navigator says %q after %q was chosen", got, c.choose)
		}
		if got := NumberLocale(); got != c.want {
			t.Errorf("a browser with languages %v, %s chosen: NumberLocale() = %q, want %q", c.browser, c.choose, got, c.want)
		}
		getter.Release()
	}
}
