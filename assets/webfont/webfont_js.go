//go:build js

package webfont

import "syscall/js"

// Fetched delivers the web font's bytes once the page has them, or nil when it has none. The
// font is not in the wasm: the page (internal/webbuild) fetches it as a file of its own while the
// browser compiles the wasm, and keeps the promise of its bytes as jasstafelFont.
func Fetched() <-chan []byte {
	got := make(chan []byte, 1)
	promise := js.Global().Get("jasstafelFont")
	if promise.Type() != js.TypeObject {
		got <- nil
		return got
	}
	var ok, failed js.Func
	release := func() { ok.Release(); failed.Release() }
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		data := make([]byte, args[0].Get("length").Int())
		js.CopyBytesToGo(data, args[0])
		got <- data
		release()
		return nil
	})
	failed = js.FuncOf(func(js.Value, []js.Value) any {
		got <- nil // the page has said why
		release()
		return nil
	})
	promise.Call("then", ok, failed)
	return got
}
