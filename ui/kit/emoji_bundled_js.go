//go:build js && !no_emoji

package kit

// UseEmojiFont does nothing in a web app built with Fyne's emoji font in the wasm (without the
// tag no_emoji, which internal/webbuild.AppTags sets): Fyne has it already.
func UseEmojiFont([]byte) {}
