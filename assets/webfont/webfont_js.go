//go:build js

package webfont

import "syscall/js"

// Fetched delivers the web font once the page has it, or nil when it has none. The font is not
// in the wasm: the page (internal/webbuild) fetches it as a file of its own when the app first
// asks for it (jasstafelFetchFont), and keeps the promise of its bytes as jasstafelFont, so
// that its download does not take the browser from the app's start. What is delivered is
// the page's array, not yet a copy: Bytes copies its 11 MB into Go's memory when the app takes
// the font, so that a first screen that does not wait for it is not slowed by the copy and the
// garbage collection it sets off.
func Fetched() <-chan *Font {
	if start := js.Global().Get("jasstafelFetchFont"); start.Type() == js.TypeFunction {
		start.Invoke()
	}
	return awaited(js.Global().Get("jasstafelFont"))
}

// FetchedScript delivers the font of the script code ("Thai": ScriptFonts; EmojiScript for
// Fyne's colour emoji font, which the app is built without: ui/kit/emoji_js.go) once the page
// has it, or nil when the page cannot give it (it has said why) or has none for that script: the
// page fetches it when asked (jasstafelScriptFont), as a file of its own.
func FetchedScript(code string) <-chan *Font {
	ask := js.Global().Get("jasstafelScriptFont")
	if ask.Type() != js.TypeFunction {
		return awaited(js.Null())
	}
	return awaited(ask.Invoke(code))
}

// awaited delivers the Uint8Array promise resolves to, or nil when it fails or is no promise.
func awaited(promise js.Value) <-chan *Font {
	got := make(chan *Font, 1)
	if promise.Type() != js.TypeObject {
		got <- nil
		return got
	}
	var ok, failed js.Func
	release := func() { ok.Release(); failed.Release() }
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		got <- &Font{array: args[0]}
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

// Font is a font as the page holds it: a Uint8Array.
type Font struct{ array js.Value }

// Bytes copies the font into Go's memory.
func (f *Font) Bytes() []byte {
	data := make([]byte, f.array.Get("length").Int())
	js.CopyBytesToGo(data, f.array)
	return data
}
