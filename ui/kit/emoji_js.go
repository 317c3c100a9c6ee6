//go:build js && no_emoji

package kit

import (
	_ "unsafe" // for go:linkname

	"fyne.io/fyne/v2"
)

// fyneEmoji is Fyne's colour emoji font, which its painter puts after the text fonts of every
// text style (theme.DefaultEmojiFont). The web app is built with Fyne's tag no_emoji
// (internal/webbuild.AppTags), which leaves the font's 4.2 MB out of the wasm and this variable
// nil, so that the first frame neither downloads nor parses it; the page fetches the font as a
// file of its own when a text first has an emoji (scriptfonts_js.go), and UseEmojiFont sets it
// here. Fyne has no setter for it; with no_emoji it is
// declared in fyne.io/fyne/v2/theme (unbundled-emoji.go) as a fyne.Resource, the type given
// here. A browser test draws an emoji and finds it in colour (web/font_test.go).
//
//go:linkname fyneEmoji fyne.io/fyne/v2/theme.emoji
var fyneEmoji fyne.Resource

// UseEmojiFont makes data Fyne's emoji font for the texts measured from now on, and the board's
// lettering's; text already measured keeps its fonts until the theme is applied again. Call it
// on Fyne's main loop.
func UseEmojiFont(data []byte) {
	fyneEmoji = fyne.NewStaticResource("EmojiOneColor.otf", data)
	lettering.reload()
}
