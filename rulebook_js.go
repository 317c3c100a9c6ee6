//go:build js && wasm

package main

import (
	"fmt"
	"os"
	"syscall/js"

	"fyne.io/fyne/v2/lang"

	"github.com/jasstafel/jasstafel/docs"
)

// takeRulebook asks the page for the translation of the rulebook that the players' language reads
// (its texts' "rulebook.file", one of docs.Translations) and hands it to the rulebook (docs.Add):
// the web app carries only the English one, so that a first visit downloads no rulebook its
// players do not read. It is called once the first screen is drawn and whenever a language is
// chosen; until the translation has come, and where the page cannot give it (offline, in a
// language never chosen online), the rulebook is the English one. The service worker keeps it
// once it has been fetched.
func takeRulebook() {
	file := lang.X("rulebook.file", "RULES.md")
	if _, ok := docs.Rulebook(file); ok {
		return
	}
	name := js.Global().Get("jasstafelRulebooks")
	if name.Type() != js.TypeObject || name.Get(file).Type() != js.TypeString {
		return
	}
	url := name.Get(file).String()
	var response, text, failed js.Func
	release := func() { response.Release(); text.Release(); failed.Release() }
	failed = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		fmt.Fprintln(os.Stderr, "jasstafel: the rulebook", file, "was not fetched, the English one is shown:", jsString(args))
		return nil
	})
	text = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		docs.Add(file, args[0].String())
		return nil
	})
	response = js.FuncOf(func(_ js.Value, args []js.Value) any {
		r := args[0]
		if !r.Get("ok").Bool() {
			failed.Invoke(r.Get("status"))
			return nil
		}
		r.Call("text").Call("then", text, failed)
		return nil
	})
	js.Global().Call("fetch", url).Call("then", response, failed)
}

// jsString is the first of a callback's arguments as text, "" without one.
func jsString(args []js.Value) string {
	if len(args) == 0 {
		return ""
	}
	return args[0].Call("toString").String()
}
