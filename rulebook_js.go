//go:build js && wasm

package main

import (
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
	ask := js.Global().Get("jasstafelRulebook")
	if ask.Type() != js.TypeFunction {
		return
	}
	promise := ask.Invoke(file)
	if promise.Type() != js.TypeObject {
		return // the site has no rulebook of that file
	}
	var ok, failed js.Func
	release := func() { ok.Release(); failed.Release() }
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		docs.Add(file, args[0].String())
		return nil
	})
	failed = js.FuncOf(func(js.Value, []js.Value) any {
		defer release() // the page has said why
		return nil
	})
	promise.Call("then", ok, failed)
}
