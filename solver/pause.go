//go:build !(js && wasm)

package solver

// pause does nothing outside the browser: the operating system and Go's scheduler share the
// processor among the goroutines (pause_js.go has the browser's case).
func pause() {}
