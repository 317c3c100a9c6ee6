//go:build !js

package kit

// scriptFonts: the window app fetches no script fonts; it draws those scripts with the system's
// fonts (scriptfonts_js.go has the web app's).
var scriptFonts *scriptFontSource
