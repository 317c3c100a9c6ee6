//go:build js && wasm

package files

import (
	"errors"
	"fmt"
	"strings"
	"syscall/js"

	"fyne.io/fyne/v2"
)

// Browser is the web app's Files: Save downloads the file (a Blob behind a link with its name,
// clicked), Pick opens the browser's file picker (a file input, clicked while the tap that
// asked for it still counts as the player's) and reads the file chosen.
func Browser() Files { return browser{} }

type browser struct{}

func (browser) Save(name, mime string, data []byte, done func(string, error)) {
	if err := download(name, mime, data); err != nil {
		done("", err)
		return
	}
	done(name, nil)
}

// revokeAfter is how long a download's Blob is kept (ms): the browser has begun to write it by
// then, and it is not kept in the page's memory for the evening.
const revokeAfter = 60000

// download hands data to the browser as a file called name to download.
func download(name, mime string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil { // a js.Error thrown by the browser
			err = fmt.Errorf("the browser did not download %s: %v", name, r)
		}
	}()
	g := js.Global()
	bytes := g.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(bytes, data)
	blob := g.Get("Blob").New([]any{bytes}, map[string]any{"type": mime})
	url := g.Get("URL").Call("createObjectURL", blob)
	doc := g.Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		g.Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	g.Call("setTimeout", revoke, revokeAfter)
	return nil
}

var _ Sharer = browser{}

// CanShare asks the browser whether it would share such a file (Web Share's canShare): phones'
// and tablets' browsers on a secure page do, for the kinds of files they allow (pictures and
// CSV, where Chrome refuses JSON); desktop Linux browsers and plain-http pages have no share.
func (browser) CanShare(name, mime string) (ok bool) {
	defer func() {
		if recover() != nil { // a browser that throws on the question
			ok = false
		}
	}()
	nav := js.Global().Get("navigator")
	if nav.Get("canShare").Type() != js.TypeFunction || nav.Get("share").Type() != js.TypeFunction {
		return false
	}
	f := js.Global().Get("File").New([]any{}, name, map[string]any{"type": mime})
	return nav.Call("canShare", map[string]any{"files": []any{f}}).Truthy()
}

// Share opens the system's share sheet with the file (navigator.share). The players closing the
// sheet (AbortError) is no error.
func (browser) Share(name, mime string, data []byte, done func(bool, error)) {
	answer := func(shared bool, err error) { go fyne.Do(func() { done(shared, err) }) }
	var ok, failed js.Func
	release := func() { ok.Release(); failed.Release() }
	ok = js.FuncOf(func(js.Value, []js.Value) any {
		release()
		answer(true, nil)
		return nil
	})
	failed = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		if len(args) > 0 && args[0].Type() == js.TypeObject && args[0].Get("name").String() == "AbortError" {
			answer(false, nil)
			return nil
		}
		why := "unknown"
		if len(args) > 0 {
			why = args[0].Call("toString").String()
		}
		answer(false, fmt.Errorf("the browser did not share %s: %s", name, why))
		return nil
	})
	defer func() {
		if r := recover(); r != nil { // thrown before a promise was made
			release()
			answer(false, fmt.Errorf("the browser did not share %s: %v", name, r))
		}
	}()
	g := js.Global()
	bytes := g.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(bytes, data)
	f := g.Get("File").New([]any{bytes}, name, map[string]any{"type": mime})
	g.Get("navigator").Call("share", map[string]any{"files": []any{f}, "title": name}).Call("then", ok, failed)
}

// pickerID is the id of the file input of the picker open, so that the tests and a second
// Pick find it.
const pickerID = "jasstafel-pick"

func (browser) Pick(exts []string, done func(string, []byte, error)) {
	doc := js.Global().Get("document")
	if old := doc.Call("getElementById", pickerID); old.Truthy() {
		old.Call("remove") // a picker the players cancelled
	}
	input := doc.Call("createElement", "input")
	input.Set("id", pickerID)
	input.Set("type", "file")
	input.Set("accept", strings.Join(exts, ","))
	input.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", input)
	var onChange, onCancel js.Func
	finish := func() {
		input.Call("remove")
		onChange.Release()
		onCancel.Release()
	}
	// The callbacks run on the browser's event loop, which must not wait: the answer goes to
	// Fyne's main goroutine on a goroutine of its own.
	answer := func(name string, data []byte, err error) {
		go fyne.Do(func() { done(name, data, err) })
	}
	onCancel = js.FuncOf(func(js.Value, []js.Value) any { finish(); return nil })
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		list := input.Get("files")
		if list.Length() == 0 {
			finish()
			return nil
		}
		file := list.Index(0)
		finish()
		name := file.Get("name").String()
		if file.Get("size").Float() > MaxPick {
			answer(name, nil, errTooLarge(name))
			return nil
		}
		read(file, func(data []byte, err error) { answer(name, data, err) })
		return nil
	})
	input.Call("addEventListener", "change", onChange)
	input.Call("addEventListener", "cancel", onCancel)
	input.Call("click")
}

// read reads a File of the page whole and calls got with its bytes or the browser's error.
func read(file js.Value, got func([]byte, error)) {
	var ok, failed js.Func
	release := func() { ok.Release(); failed.Release() }
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		bytes := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, bytes.Length())
		js.CopyBytesToGo(data, bytes)
		release()
		got(data, nil)
		return nil
	})
	failed = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		got(nil, errors.New("the browser could not read the file: "+args[0].Call("toString").String()))
		return nil
	})
	file.Call("arrayBuffer").Call("then", ok, failed)
}
