//go:build js && wasm

package wasmbrowser

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"syscall/js"
)

// ReadFile reads a file of the repository for a wasm test running in the browser through Run:
// path is relative to the test's package folder, as for os.ReadFile in `go test`. The browser
// has no files; the page that Run serves fetches it from the test's server. It must not be
// called from a js.FuncOf callback.
func ReadFile(path string) ([]byte, error) {
	return fetch("files?path=" + url.QueryEscape(path))
}

// Glob is filepath.Glob over the repository for a wasm test, as ReadFile reads; the names it
// returns are relative to the test's package folder, as the pattern is.
func Glob(pattern string) ([]string, error) {
	data, err := fetch("files?glob=" + url.QueryEscape(pattern))
	if err != nil {
		return nil, err
	}
	return strings.Fields(string(data)), nil
}

// fetch gets a URL of the page's server and waits for the whole body.
func fetch(u string) ([]byte, error) {
	type result struct {
		data []byte
		err  error
	}
	done := make(chan result, 1)
	var onBody, onResponse, onError js.Func
	release := func() { onBody.Release(); onResponse.Release(); onError.Release() }
	onError = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{err: fmt.Errorf("fetching %s: %s", u, args[0].Call("toString").String())}
		return nil
	})
	onBody = js.FuncOf(func(_ js.Value, args []js.Value) any {
		a := js.Global().Get("Uint8Array").New(args[0])
		b := make([]byte, a.Length())
		js.CopyBytesToGo(b, a)
		done <- result{data: b}
		return nil
	})
	var status int
	onResponse = js.FuncOf(func(_ js.Value, args []js.Value) any {
		resp := args[0]
		status = resp.Get("status").Int()
		resp.Call("arrayBuffer").Call("then", onBody, onError)
		return nil
	})
	js.Global().Call("fetch", u).Call("then", onResponse, onError)
	r := <-done
	release()
	if r.err == nil && status != 200 {
		return nil, errors.New(strings.TrimSpace(fmt.Sprintf("fetching %s: status %d: %s", u, status, r.data)))
	}
	return r.data, r.err
}
