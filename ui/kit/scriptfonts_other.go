//go:build !js

package kit

import "github.com/go-text/typesetting/font"

// scriptFace: the window app has no script fonts of its own; it draws those scripts with the
// system's fonts (scriptfonts_js.go has the web app's).
func scriptFace(rune) *font.Face { return nil }

// scriptFontComing: no font is fetched for the window app.
func scriptFontComing(rune) bool { return false }
