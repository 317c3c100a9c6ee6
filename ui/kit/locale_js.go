//go:build js

package kit

import (
	"fmt"
	"syscall/js"
)

// chooseLocale makes code the language Fyne finds in the browser. There Fyne asks the page's
// navigator.languages (and navigator.language) when translations are loaded, never the
// environment, so without this the browser's language wins over the one chosen in Settings.
// The page's own navigator gets the two as fields of its own; the browser is not changed. A
// page that does not let them be defined keeps the browser's language.
func chooseLocale(code string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the browser's language stays: %v", r)
		}
	}()
	navigator := js.Global().Get("navigator")
	define := js.Global().Get("Object").Get("defineProperty")
	define.Invoke(navigator, "language", map[string]any{"value": code, "configurable": true})
	define.Invoke(navigator, "languages", map[string]any{"value": []any{code}, "configurable": true})
	return nil
}

// systemLocale gives the browser's language back after chooseLocale: the page's own fields go,
// and navigator answers from the browser again.
func systemLocale() {
	defer func() { recover() }() // a page that refuses leaves the choice as it was
	navigator := js.Global().Get("navigator")
	remove := js.Global().Get("Reflect").Get("deleteProperty")
	remove.Invoke(navigator, "language")
	remove.Invoke(navigator, "languages")
}

// systemRegion is the region of the first of the browser's languages that is language
// ("de-CH" in navigator.languages), read from the browser's own Navigator, not from the fields
// chooseLocale gave the page's navigator.
func systemRegion(language string) (region string) {
	defer func() {
		if recover() != nil {
			region = ""
		}
	}()
	navigator := js.Global().Get("navigator")
	proto := js.Global().Get("Navigator").Get("prototype")
	list := js.Global().Get("Reflect").Call("get", proto, "languages", navigator)
	var locales []string
	for i := range list.Length() {
		locales = append(locales, list.Index(i).String())
	}
	return regionOf(language, locales)
}
